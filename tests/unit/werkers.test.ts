import { spawn, type ChildProcess } from "node:child_process";
import http from "node:http";
import net from "node:net";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

// scripts/werkers.mjs runs a server script in WERKERS processes on one port (npm start with
// WERKERS ≥ 2, issue 27). Tried here with a stand-in server that answers with its pid.
const SCRIPT = path.join(process.cwd(), "scripts", "werkers.mjs");
const SERVER = path.join(process.cwd(), "tests", "fixtures", "werker-server.mjs");
let primair: ChildProcess | undefined;

afterEach(() => {
  if (primair && primair.exitCode === null && primair.signalCode === null) primair.kill("SIGKILL");
});

async function vrijePoort(): Promise<number> {
  const s = net.createServer().listen(0, "127.0.0.1");
  await new Promise((r) => s.once("listening", r));
  const { port } = s.address() as net.AddressInfo;
  await new Promise((r) => s.close(r));
  return port;
}

/**
 * The pid that answers one request on a new connection, or null while nothing listens. A connection
 * the primary handed to a worker in the moment it died is never answered (node:cluster): 2 s.
 */
function pidVan(poort: number): Promise<number | null> {
  return new Promise((ok) => {
    const req = http.get({ host: "127.0.0.1", port: poort, path: "/", agent: false }, (res) => {
      let body = "";
      res.on("data", (d) => (body += d));
      res.on("end", () => ok(Number(body)));
    });
    req.on("error", () => ok(null));
    req.setTimeout(2_000, () => req.destroy());
  });
}

/** The distinct pids that answer 20 requests, once n of them answer (within 15 s). */
async function pids(poort: number, n: number): Promise<Set<number>> {
  const tot = Date.now() + 15_000;
  for (;;) {
    const gezien = new Set<number>();
    for (let i = 0; i < 20; i++) {
      const pid = await pidVan(poort);
      if (pid) gezien.add(pid);
    }
    if (gezien.size >= n || Date.now() > tot) return gezien;
    await new Promise((r) => setTimeout(r, 100));
  }
}

function start(poort: number, env: Record<string, string>): ChildProcess {
  primair = spawn(process.execPath, [SCRIPT, SERVER, String(poort)], { env: { ...process.env, ...env }, stdio: ["ignore", "ignore", "pipe"] });
  return primair;
}

const einde = (p: ChildProcess) => new Promise<number | null>((ok) => (p.exitCode !== null ? ok(p.exitCode) : p.once("exit", (code) => ok(code))));

describe("scripts/werkers.mjs", () => {
  it("shares one port between WERKERS processes, replaces one that dies, and stops them all on SIGTERM", async () => {
    const poort = await vrijePoort();
    const p = start(poort, { WERKERS: "2" });
    const eerst = await pids(poort, 2);
    expect(eerst.size).toBe(2);
    expect(eerst.has(p.pid!)).toBe(false); // the primary renders nothing itself

    const [dood] = [...eerst];
    process.kill(dood!, "SIGKILL");
    const daarna = await pids(poort, 2);
    expect(daarna.size).toBe(2);
    expect(daarna.has(dood!)).toBe(false);

    p.kill("SIGTERM");
    expect(await einde(p)).toBe(0);
    for (const pid of daarna) expect(() => process.kill(pid, 0)).toThrow();
    expect(await pidVan(poort)).toBeNull();
  });

  it("exits with a worker's code when a worker dies before it ever listened", async () => {
    const p = start(await vrijePoort(), { WERKERS: "2", WERKER_FAALT: "1" });
    let fout = "";
    p.stderr!.on("data", (d) => (fout += d));
    expect(await einde(p)).toBe(3);
    expect(fout).toContain("stopte voordat het luisterde");
  });
});
