import { execFileSync } from "node:child_process";
import fs from "node:fs";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildApp } from "@/lib/api/app";
import { defineRoute } from "@/lib/api/route";
import { db } from "@/lib/db/client";
import { bereidDatabaseVoor, databaseUrls } from "@/lib/db/databaserollen";
import { startEmbeddedPostgres, type RunningPostgres } from "@/lib/db/embedded";
import { Bits, Functiegebied } from "@/lib/permissions/constants";
import { call, makeTenant } from "./helpers";

/**
 * A database that is busy or briefly gone answers 503 with Retry-After, never 500, and a read that
 * lost its connection before writing is tried once more (lib/api/app.ts herhaalLezing). This file
 * runs the app on a Postgres of its own (a temp directory, a free port), so it can restart it
 * mid-run without disturbing other runs on the shared test server.
 */
const g = globalThis as unknown as { __leerroutePrisma?: { $disconnect(): Promise<void> }; __leerroutePool?: pg.Pool; __leerrouteApi?: unknown };
const bewaard = { DATABASE_URL: process.env.DATABASE_URL, DB_LOCK_TIMEOUT_MS: process.env.DB_LOCK_TIMEOUT_MS };
let tmp: string;
let dir: string;
let port: number;
let postgres: RunningPostgres;
let eigenaarUrl: string;
let t: Awaited<ReturnType<typeof makeTenant>>;

async function vrijePoort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
    server.on("error", reject);
  });
}

/** This process's pool and app are made again from the environment on next use. */
async function vergeetVerbindingen() {
  await g.__leerroutePrisma?.$disconnect().catch(() => {});
  await g.__leerroutePool?.end().catch(() => {});
  g.__leerroutePrisma = undefined;
  g.__leerroutePool = undefined;
  g.__leerrouteApi = undefined;
}

const start = () => startEmbeddedPostgres({ dir, port, database: "leerroute" });

beforeAll(async () => {
  // As root the package hands the data directory to a postgres user, who must reach it.
  tmp = fs.mkdtempSync(path.join(os.tmpdir(), "leerroute-onderbreking-"));
  fs.chmodSync(tmp, 0o755);
  dir = path.join(tmp, "pg");
  port = await vrijePoort();
  postgres = await start();
  eigenaarUrl = postgres.url;
  execFileSync(path.resolve("node_modules/.bin/prisma"), ["migrate", "deploy"], { env: { ...process.env, DATABASE_URL: eigenaarUrl, MIGRATE_DATABASE_URL: eigenaarUrl }, stdio: "pipe" });
  const urls = databaseUrls({ DATABASE_URL: eigenaarUrl });
  await bereidDatabaseVoor(urls);
  const k = new pg.Client({ connectionString: eigenaarUrl });
  await k.connect();
  await k.query("CREATE SEQUENCE test_administratienr INCREMENT -1 MINVALUE 10000 MAXVALUE 799999 START 799999");
  await k.end();
  await vergeetVerbindingen();
  process.env.DATABASE_URL = urls.app;
  // A lock wait ends after a second here (15 s in the app).
  process.env.DB_LOCK_TIMEOUT_MS = "1000";
  t = await makeTenant({ permissies: { [Functiegebied.Leerlingen]: Bits.ReadAlle } });
}, 180_000);

afterAll(async () => {
  await vergeetVerbindingen();
  for (const [k, v] of Object.entries(bewaard)) {
    if (v === undefined) delete process.env[k];
    else process.env[k] = v;
  }
  await postgres?.stop();
  if (tmp) fs.rmSync(tmp, { recursive: true, force: true });
}, 60_000);

const permissies = () => call("GET", "/api/Accounts/Permissions", { query: { administratieNr: t.administratieNr }, cookie: t.user.cookie });
const wijzig = () => call("POST", "/api/Accounts/Update", { query: { administratieNr: t.administratieNr }, cookie: t.user.cookie, body: { roepnaam: "Anna", achternaam: "Jansen" } });

function isOnbeschikbaar(res: Awaited<ReturnType<typeof call>>) {
  expect(res.status).toBe(503);
  expect(res.json.error).toBe("SERVICE_UNAVAILABLE");
  expect(res.json.message).toMatch(/Probeer het over enkele seconden opnieuw/);
  expect(res.json.requestId).toEqual(expect.any(String));
  expect(Number(res.headers.get("retry-after"))).toBeGreaterThan(0);
}

describe("the embedded Postgres (npm start's)", () => {
  it("is reached by the app through its Unix socket, not TCP loopback", async () => {
    // Each statement is a socket write; on loopback TCP those writes cost a page ~10 % of its CPU.
    expect(postgres.url).toMatch(/\?host=%2F/);
    // The app's own role: no client address is a connection through a Unix socket.
    const [rij] = await db.$queryRaw<{ adres: string | null }[]>`SELECT inet_client_addr()::text AS adres`;
    expect(rij).toEqual({ adres: null });
    expect(fs.existsSync(path.join(os.tmpdir(), `.s.PGSQL.${port}`))).toBe(true);
    // The maintenance URL stays on TCP.
    expect(postgres.serverUrl).toContain(`@127.0.0.1:${port}/`);
  });
});

describe("a database that is gone", () => {
  it("answers 503 with Retry-After to reads and writes while it is down, and serves again once it is back", async () => {
    expect((await permissies()).status).toBe(200);
    await postgres.stop();
    try {
      isOnbeschikbaar(await wijzig());
      // The read is tried once more (after ½-1 s), then the 503 stands.
      const begon = Date.now();
      isOnbeschikbaar(await permissies());
      expect(Date.now() - begon).toBeGreaterThanOrEqual(450);
    } finally {
      postgres = await start();
    }
    expect((await permissies()).status).toBe(200);
    expect((await wijzig()).status).toBe(200);
  }, 60_000);

  it("restarted under ten callers: no 500, every failure a 503 with Retry-After, and all served again after", async () => {
    const statussen = new Map<number, number>();
    const fouten: Awaited<ReturnType<typeof call>>[] = [];
    let klaar = false;
    const beller = async (i: number) => {
      while (!klaar) {
        const res = i % 3 === 0 ? await wijzig() : await permissies();
        statussen.set(res.status, (statussen.get(res.status) ?? 0) + 1);
        if (res.status !== 200) {
          fouten.push(res);
          await new Promise((r) => setTimeout(r, 50));
        }
      }
    };
    const bellers = Array.from({ length: 10 }, (_, i) => beller(i));
    await new Promise((r) => setTimeout(r, 1_000));
    // pg_ctl restart -m fast: a fast shutdown (SIGINT) and a start on the same data and port.
    await postgres.stop();
    postgres = await start();
    await new Promise((r) => setTimeout(r, 3_000));
    klaar = true;
    await Promise.all(bellers);
    expect([...statussen.keys()].filter((s) => s !== 200 && s !== 503), JSON.stringify(Object.fromEntries(statussen))).toEqual([]);
    for (const res of fouten) isOnbeschikbaar(res);
    // Serves again: every caller's next call succeeds.
    const na = await Promise.all(Array.from({ length: 10 }, (_, i) => (i % 3 === 0 ? wijzig() : permissies())));
    expect(na.map((r) => r.status)).toEqual(Array(10).fill(200));
  }, 90_000);
});

describe("a database that is busy", () => {
  it("answers 503 when a lock wait runs out (lock_timeout), and does not retry it", async () => {
    const k = new pg.Client({ connectionString: eigenaarUrl });
    await k.connect();
    try {
      await k.query("BEGIN");
      await k.query(`LOCK TABLE "Medewerker" IN ACCESS EXCLUSIVE MODE`);
      const begon = Date.now();
      isOnbeschikbaar(await permissies());
      // One lock wait of a second, not two: a busy database gets no extra load from retries.
      expect(Date.now() - begon).toBeLessThan(1_900);
    } finally {
      await k.query("ROLLBACK");
      await k.end();
    }
    expect((await permissies()).status).toBe(200);
  }, 30_000);
});

describe("the one retry of a read", () => {
  let keer = 0;
  const verloren = () => new Error("Connection terminated unexpectedly");
  const app = buildApp([
    defineRoute({ access: "public", method: "get", path: "/Proef/Lezen", summary: "test", handler: () => (++keer === 1 ? Promise.reject(verloren()) : { keer }) }),
    defineRoute({
      access: "public",
      method: "get",
      path: "/Proef/SchrijftEerst",
      summary: "test",
      handler: async () => {
        keer++;
        // A statement that may change data went out: a retry could do it twice.
        await db.$executeRaw`UPDATE "Administratie" SET naam = naam WHERE false`;
        throw verloren();
      },
    }),
    defineRoute({ access: "public", method: "post", path: "/Proef/Schrijven", summary: "test", handler: () => (++keer, Promise.reject(verloren())) }),
    defineRoute({
      access: "public",
      method: "get",
      path: "/Proef/Druk",
      summary: "test",
      handler: () => (++keer, Promise.reject(Object.assign(new Error("Transaction API error: Unable to start a transaction in the given time."), { code: "P2028" }))),
    }),
  ]);

  it("tries a GET that lost its connection before writing once more", async () => {
    keer = 0;
    const res = await call("GET", "/api/Proef/Lezen", { app });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ keer: 2 });
  });

  it("does not retry a GET that sent a write, a POST, or a busy database", async () => {
    for (const [methode, pad] of [["GET", "/api/Proef/SchrijftEerst"], ["POST", "/api/Proef/Schrijven"], ["GET", "/api/Proef/Druk"]] as const) {
      keer = 0;
      const res = await call(methode, pad, { app, body: methode === "POST" ? {} : undefined });
      isOnbeschikbaar(res);
      expect(keer, pad).toBe(1);
    }
  });
});
