/**
 * scripts/toelating.mjs (npm start's admission of requests): at most TOELATING requests are handled
 * at once, the others in arrival order; a queued request whose client left is never handled;
 * uploads (multipart) and the free paths pass at once. Run in a child process: the preload replaces
 * http.Server.prototype.emit for its whole process.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

const SERVER = `
import http from "node:http";
let nu = 0, max = 0;
const volgorde = [];
const server = http.createServer((req, res) => {
  const url = new URL(req.url, "http://x");
  if (url.pathname === "/stand") return res.end(JSON.stringify({ max, volgorde }));
  if (req.method === "POST") { volgorde.push(url.searchParams.get("id")); return req.resume().on("end", () => res.end("ok")); }
  nu++; max = Math.max(max, nu); volgorde.push(url.searchParams.get("id"));
  setTimeout(() => { nu--; res.end("ok"); }, Number(url.searchParams.get("ms") ?? 150));
});
server.listen(0, "127.0.0.1", () => console.log("POORT " + server.address().port));
`;

let kind: ChildProcess;
let basis = "";

async function start(metToelating: boolean) {
  const args = [...(metToelating ? ["--import", path.resolve("scripts/toelating.mjs")] : []), "--input-type=module", "-e", SERVER];
  kind = spawn(process.execPath, args, { env: { ...process.env, NODE_ENV: "production", TOELATING: "2", TOELATING_VRIJ: "^/stand" }, stdio: ["ignore", "pipe", "inherit"] });
  basis = await new Promise<string>((ok) => kind.stdout!.on("data", (d: Buffer) => {
    const p = /POORT (\d+)/.exec(String(d))?.[1];
    if (p) ok(`http://127.0.0.1:${p}`);
  }));
}

const stand = async () => (await (await fetch(`${basis}/stand`)).json()) as { max: number; volgorde: string[] };
/** Longer waits on a loaded machine (vitest.config.ts sets the factor from the load average). */
const f = Number(process.env.TEST_TIJDFACTOR ?? 1) || 1;
const wacht = (ms: number) => new Promise((r) => setTimeout(r, ms * f));

describe("toelating (scripts/toelating.mjs)", () => {
  beforeAll(() => start(process.env.TOELATING_TEST_ZONDER !== "1"));
  afterAll(() => void kind?.kill());

  it("handles at most TOELATING requests at once, the rest in arrival order, and drops a request whose client left while it waited", async () => {
    const verzoeken: Promise<unknown>[] = [];
    for (const id of ["a", "b", "c", "d", "e"]) {
      verzoeken.push(fetch(`${basis}/werk?id=${id}&ms=${300 * f}`).then((r) => r.text()));
      await wacht(20); // arrival order a, b, c, d, e
    }
    // "weg" arrives behind them and leaves before its turn.
    const weg = new AbortController();
    const wegVerzoek = fetch(`${basis}/werk?id=weg`, { signal: weg.signal }).catch(() => "afgebroken");
    await wacht(50);
    weg.abort();
    // An upload passes at once, while two requests are being handled and four wait.
    const upload = new FormData();
    upload.append("bestand", new Blob(["x"]), "x.txt");
    await fetch(`${basis}/werk?id=upload`, { method: "POST", body: upload }).then((r) => r.text());
    await Promise.all([...verzoeken, wegVerzoek]);
    await wacht(50);
    const s = await stand();
    expect(s.max).toBe(2);
    expect(s.volgorde.filter((id) => id !== "upload")).toEqual(["a", "b", "c", "d", "e"]);
    // Handled before c, which waited for a or b to finish.
    expect(s.volgorde.indexOf("upload")).toBeGreaterThan(-1);
    expect(s.volgorde.indexOf("upload")).toBeLessThan(s.volgorde.indexOf("c"));
  });
});
