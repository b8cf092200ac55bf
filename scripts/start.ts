/**
 * `npm start`: one command from a fresh clone to a running app.
 * Without DATABASE_URL it starts the embedded Postgres 17 under .data/pg (kept between runs),
 * applies migrations, seeds the demo administration into an empty database, builds when the
 * sources changed, serves on PORT (3000) and prints the URL and demo login. Ctrl-C stops it all.
 * `npm run dev` does the same with `next dev`, and also starts the SIS simulator
 * (scripts/sis-simulator.ts, https://localhost:8443) as the connector's test host, unless
 * CONNECTOR_HOST_TEST names another one.
 */
import { spawn, type ChildProcess } from "node:child_process";
import path from "node:path";
import pg from "pg";
import { bereidDatabaseVoor, databaseUrls } from "@/lib/db/databaserollen";
import { startEmbeddedPostgres, type RunningPostgres } from "@/lib/db/embedded";
import { DEMO_PASSWORD, DEMO_USERS, DEMO_ADMINISTRATIENR } from "@/prisma/demo-constants";
import { ROOT, buildIfNeeded, ensureAuthSecret, run, waitForHttp } from "./lib";

const dev = process.argv.includes("--dev");
const port = process.env.PORT ?? "3000";
let postgres: RunningPostgres | undefined;
let server: ChildProcess | undefined;
let simulator: ChildProcess | undefined;
let stopping = false;

async function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  console.log("\nLeerroute stopt…");
  for (const kind of [server, simulator]) {
    if (kind && kind.exitCode === null) {
      kind.kill("SIGTERM");
      await new Promise((r) => kind.once("exit", r));
    }
  }
  if (postgres) {
    await postgres.stop();
    console.log("Postgres is gestopt; de gegevens blijven bewaard in .data/pg.");
  }
  process.exit(code);
}

async function main() {
  process.on("SIGINT", () => void stop(0));
  process.on("SIGTERM", () => void stop(0));

  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", PORT: port, AUTH_SECRET: ensureAuthSecret() };
  if (!env.DATABASE_URL) {
    console.log("Geen DATABASE_URL: de ingebouwde Postgres 17 start (.data/pg)…");
    postgres = await startEmbeddedPostgres({
      dir: path.join(ROOT, ".data", "pg"),
      port: Number(process.env.EMBEDDED_PG_PORT ?? 54329),
      database: "leerroute",
    });
    env.DATABASE_URL = postgres.url;
  }
  env.APP_URL ??= `http://localhost:${port}`;

  // The schema's owner migrates, installs pg-boss, grants and seeds; the app runs as a role that
  // only reads and writes rows (lib/db/databaserollen.ts, docs/operations.md).
  const urls = databaseUrls(env);
  const eigenaarEnv: NodeJS.ProcessEnv = { ...env, DATABASE_URL: urls.eigenaar, MIGRATE_DATABASE_URL: urls.eigenaar };
  await run("prisma", ["migrate", "deploy"], { env: eigenaarEnv, quiet: true });
  await bereidDatabaseVoor(urls);
  const client = new pg.Client({ connectionString: urls.eigenaar });
  await client.connect();
  const { rows } = await client.query<{ n: string }>('SELECT count(*) AS n FROM "Administratie"');
  await client.end();
  if (Number(rows[0]?.n ?? 0) === 0) {
    console.log("Lege database: de demo-administratie wordt aangemaakt…");
    await run("prisma", ["db", "seed", "--", "--demo"], { env: eigenaarEnv });
  }
  env.DATABASE_URL = urls.app;
  delete env.MIGRATE_DATABASE_URL;

  if (dev && !env.CONNECTOR_HOST_TEST) {
    const poort = process.env.SIS_SIMULATOR_PORT ?? "8443";
    simulator = spawn(path.join(ROOT, "node_modules", ".bin", "tsx"), [path.join(ROOT, "scripts", "sis-simulator.ts"), "--poort", poort, "--naam", "localhost"], {
      cwd: ROOT,
      env,
      stdio: "inherit",
    });
    env.CONNECTOR_HOST_TEST = `https://localhost:${poort}`;
    env.CONNECTOR_SIMULATOR = "1";
  }

  if (!dev && !process.env.LEERROUTE_PREBUILT) await buildIfNeeded(env);
  // The method guard (scripts/http-methoden.mjs) is preloaded into the server process, and in
  // production the admission of page renders (scripts/toelating.mjs: at most a few at once, the rest
  // wait in arrival order; measured with bench/load.ts, docs/benchmarks.md "Load with pages").
  const preloads = ["http-methoden.mjs", ...(dev ? [] : ["toelating.mjs"])].map((f) => `--import ${path.join(ROOT, "scripts", f)}`);
  // V8 sizes its old generation from the machine's memory (GBs here) and lets garbage pile up to
  // it: at 36 requests/s the server's RSS reached 922 MB though ~270 MB stays live after a full GC.
  // 512 MB keeps the peak under 700 MB (490 MB under 200 users) at the same throughput; the live
  // set with the admission queue stays far below it (docs/benchmarks.md "Admission of requests").
  // Node 24 grows the young generation to 2 × 64 MB (Node 20: 2 × 16): 80 MB more at the peak for no
  // throughput (74.0 against 75.1 requests/s), so it stays at 16 MB. A caller's own flag wins.
  const heap = dev ? [] : ["--max-old-space-size=512", "--max-semi-space-size=16"].filter((f) => !env.NODE_OPTIONS?.includes(f.split("=")[0]!));
  const nodeOptions = [env.NODE_OPTIONS, ...preloads, ...heap].filter(Boolean).join(" ");
  // WERKERS=n (n ≥ 2): n server processes on one port (scripts/werkers.mjs), to use more cores; each
  // has the flags above, so each may take as much memory as the one process (docs/benchmarks.md
  // "One process per core"). Default one process: the memory target (≤ 700 MB at 200 users) holds.
  const werkers = dev ? 1 : Math.floor(Number(env.WERKERS ?? 1)) || 1;
  const nextBin = path.join(ROOT, "node_modules", ".bin", "next");
  const nextArgs = [dev ? "dev" : "start", "-p", port];
  const [opdracht, argumenten] = werkers > 1 ? [process.execPath, [path.join(ROOT, "scripts", "werkers.mjs"), nextBin, ...nextArgs]] : [nextBin, nextArgs];
  server = spawn(opdracht, argumenten, { cwd: ROOT, env: { ...env, NODE_OPTIONS: nodeOptions }, stdio: "inherit" });
  server.on("exit", (code) => {
    if (!stopping) void stop(code ?? 1);
  });
  await waitForHttp(`http://127.0.0.1:${port}/account/login`, dev ? 120_000 : 60_000);
  console.log(`
  Leerroute draait op http://localhost:${port}
  Demo-aanmelding (administratie ${DEMO_ADMINISTRATIENR}):
    e-mail:     ${DEMO_USERS.beheerder}
    wachtwoord: ${DEMO_PASSWORD}
  (ook: ${DEMO_USERS.leerkracht}, ${DEMO_USERS.ib}, ${DEMO_USERS.directeur} met hetzelfde wachtwoord)
  Stoppen: Ctrl-C
`);
}

main().catch(async (e) => {
  console.error(e instanceof Error ? e.message : e);
  await stop(1);
});
