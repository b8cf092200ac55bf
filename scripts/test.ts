/**
 * `npm test`: everything CI runs, in order, stopping at the first failing stage:
 * lint (tsc + eslint) → unit → API tests on a real Postgres → production build → Playwright in
 * Debian's Chromium. Without TEST_DATABASE_URL a throw-away embedded Postgres 17 is started.
 * Ends with one line "N passed, N failed" summed over all suites.
 *
 * For work in parallel on one machine: `--only=api,e2e` runs some stages; TEST_DATABASE_URL
 * points at a running server; E2E_DATABASE, E2E_PORT and NEXT_DIST_DIR keep runs apart; extra
 * arguments after `--` go to Playwright (e.g. `-- tests/e2e/vestigingen.spec.ts`).
 */
import fs from "node:fs";
import path from "node:path";
import { recreateDatabase, withDatabase } from "@/lib/db/admin";
import { bereidDatabaseVoor, databaseUrls } from "@/lib/db/databaserollen";
import { startEmbeddedPostgres, type RunningPostgres } from "@/lib/db/embedded";
import { ROOT, buildIfNeeded, run } from "./lib";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// Runs in parallel keep their reports apart (TEST_RUN_ID).
const reports = path.join(ROOT, "test-results", process.env.TEST_RUN_ID ?? "main");
let postgres: RunningPostgres | undefined;
let passed = 0;
let failed = 0;
let skipped = 0;

function countVitest(file: string) {
  if (!fs.existsSync(file)) return;
  const r = JSON.parse(fs.readFileSync(file, "utf8")) as { numPassedTests: number; numFailedTests: number; numPendingTests: number; numTodoTests: number };
  passed += r.numPassedTests;
  failed += r.numFailedTests;
  skipped += r.numPendingTests + r.numTodoTests;
}

function countPlaywright(file: string) {
  if (!fs.existsSync(file)) return;
  const r = JSON.parse(fs.readFileSync(file, "utf8")) as { stats: { expected: number; unexpected: number; flaky: number; skipped: number } };
  passed += r.stats.expected + r.stats.flaky;
  failed += r.stats.unexpected;
  skipped += r.stats.skipped;
}

async function stage<T>(name: string, fn: () => Promise<T>): Promise<T> {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  try {
    return await fn();
  } finally {
    console.log(`=== ${name}: ${((Date.now() - started) / 1000).toFixed(1)} s ===`);
  }
}

async function ensureChromium() {
  if (fs.existsSync(CHROMIUM)) return;
  if (process.getuid?.() !== 0) throw new Error(`${CHROMIUM} ontbreekt: installeer Debian's chromium (sudo apt-get install -y chromium).`);
  await run("apt-get", ["update", "-qq"]);
  await run("apt-get", ["install", "-y", "-qq", "chromium"], { env: { ...process.env, DEBIAN_FRONTEND: "noninteractive" } });
}

const onlyArg = process.argv.find((a) => a.startsWith("--only="));
const only = onlyArg ? new Set(onlyArg.slice(7).split(",")) : null;
const wanted = (name: string) => !only || only.has(name);
const dashdash = process.argv.indexOf("--");
const playwrightArgs = dashdash >= 0 ? process.argv.slice(dashdash + 1) : [];

async function main() {
  fs.rmSync(reports, { recursive: true, force: true });
  fs.mkdirSync(reports, { recursive: true });
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", API_LOG: "off", AUTH_SECRET: "test-secret-for-the-test-run-only-0123456789" };

  if (wanted("lint")) await stage("lint", async () => {
    await run("tsc", ["--noEmit"], { env });
    await run("eslint", [".", "--max-warnings=0"], { env });
  });

  if (wanted("unit")) await stage("unit", async () => {
    try {
      await run("vitest", ["run", "--project", "unit", "--reporter=default", "--reporter=json", `--outputFile.json=${reports}/unit.json`], { env });
    } finally {
      countVitest(`${reports}/unit.json`);
    }
  });

  let serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    await stage("postgres", async () => {
      const dir = path.join(ROOT, ".data", "test-pg");
      postgres = await startEmbeddedPostgres({ dir, port: Number(process.env.TEST_PG_PORT ?? 54339), database: "postgres" });
    });
    serverUrl = postgres!.serverUrl;
  }
  env.TEST_DATABASE_URL = serverUrl;

  if (wanted("api")) await stage("api", async () => {
    try {
      await run("vitest", ["run", "--project", "api", "--reporter=default", "--reporter=json", `--outputFile.json=${reports}/api.json`], { env });
    } finally {
      countVitest(`${reports}/api.json`);
    }
  });

  if (wanted("e2e") || wanted("build")) await stage("build", () => buildIfNeeded(env));

  if (wanted("e2e")) await stage("e2e", async () => {
    await ensureChromium();
    const e2eDatabase = process.env.E2E_DATABASE ?? "leerroute_e2e";
    const e2eUrl = withDatabase(serverUrl, e2eDatabase);
    await recreateDatabase(serverUrl, e2eDatabase);
    // As npm start: the owner migrates and seeds, the server and the tests' own queries run as
    // the app's role (lib/db/databaserollen.ts).
    const eigenaarEnv = { ...env, DATABASE_URL: e2eUrl, MIGRATE_DATABASE_URL: e2eUrl };
    await run("prisma", ["migrate", "deploy"], { env: eigenaarEnv, quiet: true });
    const urls = databaseUrls({ DATABASE_URL: e2eUrl });
    await bereidDatabaseVoor(urls);
    await run("prisma", ["db", "seed", "--", "--demo"], { env: eigenaarEnv, quiet: true });
    const e2eEnv: NodeJS.ProcessEnv = { ...env, DATABASE_URL: urls.app };
    delete e2eEnv.MIGRATE_DATABASE_URL;
    try {
      await run("playwright", ["test", ...playwrightArgs], { env: { ...e2eEnv, PLAYWRIGHT_JSON_OUTPUT_NAME: `${reports}/e2e.json` } });
    } finally {
      countPlaywright(`${reports}/e2e.json`);
    }
  });
}

main()
  .then(async () => {
    await postgres?.stop();
    console.log(`\n${passed} passed, ${failed} failed${skipped ? `, ${skipped} skipped` : ""}`);
    process.exit(failed ? 1 : 0);
  })
  .catch(async (e) => {
    console.error(`\n${e instanceof Error ? e.message : e}`);
    await postgres?.stop().catch(() => {});
    console.log(`\n${passed} passed, ${Math.max(failed, 1)} failed${skipped ? `, ${skipped} skipped` : ""}`);
    process.exit(1);
  });
