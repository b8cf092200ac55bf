/**
 * `npm test`: everything CI runs: lint (tsc + eslint), unit tests, API tests on a real Postgres, a
 * production build and Playwright in Debian's Chromium. Without TEST_DATABASE_URL a throw-away
 * embedded Postgres 17 is started first. Until the e2e stage two tracks run side by side: the API
 * tests (the longest stage; one vitest worker that waits on Postgres much of the time) beside unit,
 * lint and the build one after another; TEST_SPOREN=1 runs them all one after another (lint, unit,
 * api, build).
 *
 * Every stage runs even when an earlier one failed, so one run shows every failure: only what a
 * stage needs stops it (no database: no API or e2e tests; no build: no e2e). The end is a table
 * of the stages (result, time, counts), the names of the failed and the flaky tests (passed only
 * on a retry), and one line "N passed, N failed, N flaky"; the exit code is 1 when any stage failed.
 *
 * For work in parallel on one machine: `--only=api,e2e` runs some stages; TEST_DATABASE_URL
 * points at a running server; E2E_DATABASE, E2E_PORT and NEXT_DIST_DIR keep runs apart; E2E_SHARDS
 * sets how many e2e shards run side by side (default 3, see e2eShards); LEERROUTE_PREBUILT=1 runs
 * e2e on the build already in the dist dir; extra
 * arguments after `--` go to Playwright (e.g. `-- tests/e2e/vestigingen.spec.ts`).
 */
import fs from "node:fs";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import pg from "pg";
import { recreateDatabase, withDatabase } from "@/lib/db/admin";
import { bereidDatabaseVoor, databaseUrls } from "@/lib/db/databaserollen";
import { startEmbeddedPostgres, type RunningPostgres } from "@/lib/db/embedded";
import { tijdfactor } from "./tijdfactor";
import { verdeelSpecs } from "./e2e-verdeling";
import { ROOT, buildIfNeeded, run } from "./lib";

const CHROMIUM = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
// Runs in parallel keep their reports apart (TEST_RUN_ID).
const reports = path.join(ROOT, "test-results", process.env.TEST_RUN_ID ?? "main");
let postgres: RunningPostgres | undefined;

/** What a stage's tests came to; names are "file › title" of the failed and the flaky ones. */
interface Telling {
  passed: number;
  failed: number;
  flaky: number;
  skipped: number;
  mislukt: string[];
  flakyNamen: string[];
}

interface StageUitkomst {
  name: string;
  /** ok, failed, or not run (with the reason). */
  status: "ok" | "mislukt" | "niet gedraaid";
  seconds: number;
  telling?: Telling;
  reden?: string;
}

const uitkomsten: StageUitkomst[] = [];
const begonnen = Date.now();
/** The order of the summary's table (stages side by side finish in any order). */
const VOLGORDE = ["postgres", "lint", "unit", "api", "build", "e2e", "runner"];

const leeg = (): Telling => ({ passed: 0, failed: 0, flaky: 0, skipped: 0, mislukt: [], flakyNamen: [] });

/** Vitest's JSON report: every test by status; a file that failed without a test (import, hook) counts as one failure. */
function countVitest(file: string): Telling | undefined {
  if (!fs.existsSync(file)) return undefined;
  const r = JSON.parse(fs.readFileSync(file, "utf8")) as {
    testResults: { name: string; status: string; message?: string; assertionResults: { status: string; fullName: string }[] }[];
  };
  const t = leeg();
  for (const f of r.testResults) {
    const bestand = path.relative(ROOT, f.name);
    for (const a of f.assertionResults) {
      if (a.status === "passed") t.passed++;
      else if (a.status === "failed") {
        t.failed++;
        t.mislukt.push(`${bestand} › ${a.fullName}`);
      } else t.skipped++;
    }
    if (f.status === "failed" && !f.assertionResults.some((a) => a.status === "failed")) {
      t.failed++;
      t.mislukt.push(`${bestand} (${(f.message ?? "bestand mislukt").split("\n")[0]})`);
    }
  }
  return t;
}

interface PwSuite {
  title: string;
  file?: string;
  specs?: { title: string; file: string; tests: { status: "expected" | "unexpected" | "flaky" | "skipped"; results?: { duration: number }[] }[] }[];
  suites?: PwSuite[];
}

/** Playwright's JSON report: a test that passed only on a retry has status "flaky" and is counted as such, not as passed. */
function countPlaywright(file: string): Telling | undefined {
  if (!fs.existsSync(file)) return undefined;
  const r = JSON.parse(fs.readFileSync(file, "utf8")) as { suites: PwSuite[]; errors?: { message?: string }[] };
  const t = leeg();
  const loop = (s: PwSuite, pad: string[]) => {
    for (const spec of s.specs ?? []) {
      const naam = [spec.file, ...pad, spec.title].join(" › ");
      for (const test of spec.tests) {
        if (test.status === "expected") t.passed++;
        else if (test.status === "flaky") {
          t.flaky++;
          t.flakyNamen.push(naam);
        } else if (test.status === "unexpected") {
          t.failed++;
          t.mislukt.push(naam);
        } else t.skipped++;
      }
    }
    for (const c of s.suites ?? []) loop(c, [...pad, c.title]);
  };
  // The top suites are the files (their title is the file name, already in spec.file).
  for (const s of r.suites) loop(s, []);
  for (const e of r.errors ?? []) {
    t.failed++;
    t.mislukt.push(`(playwright) ${(e.message ?? "fout buiten een test").split("\n")[0]}`);
  }
  return t;
}

/**
 * Runs one stage and records how it went; a failure is printed and recorded, never thrown, so
 * the next stages still run. `telling` reads the stage's report afterwards (also after a failure).
 */
async function stage(name: string, fn: () => Promise<void>, telling?: () => Telling | undefined): Promise<boolean> {
  const started = Date.now();
  console.log(`\n=== ${name} ===`);
  let fout: unknown;
  try {
    await fn();
  } catch (e) {
    fout = e;
    console.error(`\n${name} mislukt: ${e instanceof Error ? e.message : e}`);
  }
  const seconds = (Date.now() - started) / 1000;
  let t: Telling | undefined;
  try {
    t = telling?.();
  } catch (e) {
    console.error(`Rapport van ${name} onleesbaar: ${e instanceof Error ? e.message : e}`);
  }
  const ok = fout === undefined && !(t && t.failed > 0);
  uitkomsten.push({ name, status: ok ? "ok" : "mislukt", seconds, telling: t });
  console.log(`=== ${name}: ${ok ? "ok" : "MISLUKT"}, ${seconds.toFixed(1)} s ===`);
  return ok;
}

function nietGedraaid(name: string, reden: string) {
  console.log(`\n=== ${name}: niet gedraaid (${reden}) ===`);
  uitkomsten.push({ name, status: "niet gedraaid", seconds: 0, reden });
}

/** The table of the stages, every failed and flaky test by name, and the closing line. */
function samenvatting(): boolean {
  const som = leeg();
  let stagesZonderTest = 0;
  console.log("\n=== samenvatting ===");
  uitkomsten.sort((a, b) => VOLGORDE.indexOf(a.name) - VOLGORDE.indexOf(b.name));
  for (const u of uitkomsten) {
    const t = u.telling;
    const tellingTekst = t ? `${t.passed} passed, ${t.failed} failed, ${t.flaky} flaky${t.skipped ? `, ${t.skipped} skipped` : ""}` : "";
    const status = u.status === "ok" ? "ok" : u.status === "mislukt" ? "MISLUKT" : `niet gedraaid: ${u.reden}`;
    console.log(`${u.name.padEnd(9)} ${status.padEnd(10)} ${u.status === "niet gedraaid" ? "" : `${u.seconds.toFixed(1).padStart(7)} s`}  ${tellingTekst}`.trimEnd());
    if (t) {
      som.passed += t.passed;
      som.failed += t.failed;
      som.flaky += t.flaky;
      som.skipped += t.skipped;
      som.mislukt.push(...t.mislukt);
      som.flakyNamen.push(...t.flakyNamen);
    }
    // A stage that failed without a failed test (lint, build, a crash) is one failure of its own.
    if (u.status === "mislukt" && !(t && t.failed > 0)) {
      stagesZonderTest++;
      som.mislukt.push(`(stage ${u.name})`);
    }
  }
  // Wall time: lint and build run beside unit and the API tests, so the stages add up to more.
  const totaal = Math.round((Date.now() - begonnen) / 1000);
  const opgeteld = Math.round(uitkomsten.reduce((s, u) => s + u.seconds, 0));
  console.log(`totaal    ${Math.floor(totaal / 60)} min ${totaal % 60} s (de stages samen ${Math.floor(opgeteld / 60)} min ${opgeteld % 60} s)`);
  if (som.mislukt.length) {
    console.log(`\nMislukt (${som.mislukt.length}):`);
    for (const n of som.mislukt) console.log(`  ✗ ${n}`);
  }
  if (som.flakyNamen.length) {
    console.log(`\nFlaky, geslaagd pas bij een nieuwe poging (${som.flakyNamen.length}):`);
    for (const n of som.flakyNamen) console.log(`  ~ ${n}`);
  }
  const mislukteStages = uitkomsten.filter((u) => u.status === "mislukt").map((u) => u.name);
  const failed = som.failed + stagesZonderTest;
  console.log(`\n${som.passed} passed, ${failed} failed, ${som.flaky} flaky${som.skipped ? `, ${som.skipped} skipped` : ""}${mislukteStages.length ? ` (mislukte stages: ${mislukteStages.join(", ")})` : ""}`);
  return mislukteStages.length === 0;
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
const genoemdeSpecs = playwrightArgs.filter((a) => a.endsWith(".spec.ts"));

async function main() {
  fs.rmSync(reports, { recursive: true, force: true });
  fs.mkdirSync(reports, { recursive: true });
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", API_LOG: "off", AUTH_SECRET: "test-secret-for-the-test-run-only-0123456789" };
  // One time-out factor for the run's vitest stages, from the load when it starts (scripts/tijdfactor.ts).
  env.TEST_TIJDFACTOR = String(tijdfactor());
  const tijdfactorBijStart = env.TEST_TIJDFACTOR;
  console.log(`time-outs × ${env.TEST_TIJDFACTOR} (load ${loadavg()[0]!.toFixed(1)} on ${cpus().length} cores; TEST_TIJDFACTOR sets it)`);

  // The database first (a second or two): the API tests and the e2e databases both need it.
  let serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl && (wanted("api") || wanted("e2e"))) {
    await stage("postgres", async () => {
      const dir = path.join(ROOT, ".data", "test-pg");
      postgres = await startEmbeddedPostgres({ dir, port: Number(process.env.TEST_PG_PORT ?? 54339), database: "postgres" });
    });
    serverUrl = postgres?.serverUrl;
  }
  if (serverUrl) env.TEST_DATABASE_URL = serverUrl;
  const shards = e2eShards();

  /**
   * Two tracks side by side until the e2e stage (TEST_SPOREN=1 runs the stages one after another):
   * the API tests (one vitest worker that waits on Postgres for much of its time) beside unit, lint
   * and the build (CPU: vitest, tsc, eslint, Turbopack). The e2e databases are migrated and seeded
   * while the build runs; their output is shown with the e2e stage.
   */
  let e2eDbs: Promise<string[]> | undefined;
  const lint = async (prefix?: string) => {
    if (wanted("lint"))
      await stage("lint", async () => {
        // Both halves run and report, whatever the first said.
        const fouten: unknown[] = [];
        await run("tsc", ["--noEmit"], { env, prefix }).catch((e: unknown) => fouten.push(e));
        await run("eslint", [".", "--max-warnings=0"], { env, prefix }).catch((e: unknown) => fouten.push(e));
        if (fouten.length) throw new Error(fouten.map((e) => (e instanceof Error ? e.message : String(e))).join("\n"));
      });
  };
  const build = async (prefix?: string): Promise<boolean> => {
    if (wanted("e2e") && serverUrl) {
      const url = serverUrl;
      e2eDbs = bereidE2eDatabases(url, shards, env);
      e2eDbs.catch(() => undefined);
    }
    // LEERROUTE_PREBUILT=1 (as for npm start): e2e on the build already in the dist dir, whatever changed since.
    if (wanted("e2e") || wanted("build")) return stage("build", async () => (process.env.LEERROUTE_PREBUILT ? undefined : buildIfNeeded(env, { prefix })));
    return true;
  };
  const unit = async (prefix?: string) => {
    if (wanted("unit"))
      await stage(
        "unit",
        () => run("vitest", ["run", "--project", "unit", "--reporter=default", "--reporter=json", `--outputFile.json=${reports}/unit.json`], { env, prefix }),
        () => countVitest(`${reports}/unit.json`),
      );
  };
  const api = async () => {
    if (!wanted("api")) return;
    if (!serverUrl) nietGedraaid("api", "geen database");
    else
      await stage(
        "api",
        () => run("vitest", ["run", "--project", "api", "--project", "api-apart", "--reporter=default", "--reporter=json", `--outputFile.json=${reports}/api.json`], { env }),
        () => countVitest(`${reports}/api.json`),
      );
  };
  let gebouwd: boolean;
  if (process.env.TEST_SPOREN === "1") {
    await lint();
    await unit();
    await api();
    gebouwd = await build();
  } else {
    // The API tests take longest: they start at once, the rest follows one after another beside
    // them. The other track's lines carry their stage's name; the API tests print as they are.
    [gebouwd] = await Promise.all([
      unit("[unit] ")
        .then(() => lint("[lint] "))
        .then(() => build("[build] ")),
      api(),
    ]);
  }

  if (wanted("e2e")) {
    if (!e2eDbs) nietGedraaid("e2e", "geen database");
    else if (!gebouwd) {
      await e2eDbs.catch(() => undefined);
      nietGedraaid("e2e", "de build is mislukt");
    } else
      await stage(
        "e2e",
        async () => {
          await ensureChromium();
          const appUrls = await e2eDbs;
          // e2e starts after the build: the factor again from the load now, if that is higher.
          if (!process.env.TEST_TIJDFACTOR) {
            env.TEST_TIJDFACTOR = String(Math.max(Number(tijdfactorBijStart), tijdfactor()));
            console.log(`e2e: time-outs × ${env.TEST_TIJDFACTOR}`);
          }
          // Every shard runs; its failures are counted from its report, whatever the other did.
          const uitkomsten = await Promise.allSettled(
            shards.map((s, i) => {
              const e2eEnv: NodeJS.ProcessEnv = { ...env, DATABASE_URL: appUrls![i], STORAGE_DIR: s.opslag, E2E_PORT: String(s.poort), TEST_RUN_ID: s.runId, PLAYWRIGHT_JSON_OUTPUT_NAME: s.rapport };
              delete e2eEnv.MIGRATE_DATABASE_URL;
              const shardArg = shards.length > 1 ? s.specs : [];
              // With shards, the named spec files are in shardArg already (see e2eShards).
              const overig = shards.length > 1 ? playwrightArgs.filter((a) => !genoemdeSpecs.includes(a)) : playwrightArgs;
              // One retry, whatever CI says: a test that passes only then is reported as flaky by name.
              const retry = playwrightArgs.some((a) => a.startsWith("--retries")) ? [] : ["--retries=1"];
              return run("playwright", ["test", ...shardArg, ...retry, ...overig], { env: e2eEnv, prefix: shards.length > 1 ? `[e2e ${i + 1}] ` : undefined });
            }),
          );
          schrijfDuur(shards.map((s) => s.rapport));
          const fout = uitkomsten.find((u) => u.status === "rejected");
          if (fout) throw fout.reason;
        },
        () => telSamen(shards.map((s) => countPlaywright(s.rapport))),
      );
  }
}

/**
 * The e2e run in shards (E2E_SHARDS, default 3; 1 when particular specs are named): each shard is
 * its own server, database and storage folder, as the whole suite is with one, and runs its part of
 * the spec files one after another. One shard keeps well under one core busy (measured: a shard's
 * server, browser and runner used 0.3-0.6 s of CPU per second of test; the rest is waiting on
 * round trips, timers and animations), so three side by side on 2 cores still finish well before two.
 */
interface Shard {
  /** The spec files this shard runs (when there is more than one shard). */
  specs: string[];
  database: string;
  poort: number;
  opslag: string;
  runId: string;
  rapport: string;
}

function e2eShards(): Shard[] {
  const n = Math.max(1, Number(process.env.E2E_SHARDS ?? (playwrightArgs.some((a) => !a.startsWith("-")) ? 1 : 3)) || 1);
  const basisDb = process.env.E2E_DATABASE ?? "leerroute_e2e";
  const basisPoort = Number(process.env.E2E_PORT ?? 3100);
  const runId = process.env.TEST_RUN_ID ?? "main";
  // Spec files named after `--` with E2E_SHARDS > 1: those files over the shards (a subset tried as CI runs it).
  // A shard without a spec file would run them all: fewer spec files than shards, fewer shards.
  const delen = n > 1 ? verdeelSpecs(n, undefined, genoemdeSpecs.length ? genoemdeSpecs.map((a) => path.basename(a)) : undefined).filter((d) => d.length) : [[]];
  return delen.map((specs, i) => {
    const achter = delen.length > 1 ? `_${i + 1}` : "";
    return {
      specs,
      database: `${basisDb}${achter}`,
      // 50 apart: twee-instanties starts a second server at its port + 7.
      poort: basisPoort + i * 50,
      opslag: path.join(reports, `opslag${achter}`),
      runId: `${runId}${achter}`,
      rapport: path.join(reports, `e2e${achter}.json`),
    };
  });
}

/** Seconds per spec file of this run (all shards), beside the reports: the figures for tests/e2e/duur.json. */
function schrijfDuur(rapporten: string[]) {
  const duur: Record<string, number> = {};
  const loop = (s: PwSuite) => {
    for (const spec of s.specs ?? [])
      for (const test of spec.tests)
        for (const r of test.results ?? []) duur[spec.file] = (duur[spec.file] ?? 0) + r.duration / 1000;
    for (const c of s.suites ?? []) loop(c);
  };
  for (const rapport of rapporten) {
    if (!fs.existsSync(rapport)) continue;
    for (const s of (JSON.parse(fs.readFileSync(rapport, "utf8")) as { suites: PwSuite[] }).suites) loop(s);
  }
  const uit = Object.fromEntries(Object.entries(duur).sort(([a], [b]) => a.localeCompare(b)).map(([f, d]) => [f, Math.round(d)]));
  fs.writeFileSync(path.join(reports, "e2e-duur.json"), `${JSON.stringify(uit, null, 2)}\n`);
}

/** The shards' reports as one; a shard without a report counts as one failure. */
function telSamen(tellingen: (Telling | undefined)[]): Telling {
  const t = leeg();
  tellingen.forEach((x, i) => {
    if (!x) {
      t.failed++;
      t.mislukt.push(`(e2e shard ${i + 1}: geen rapport)`);
      return;
    }
    t.passed += x.passed;
    t.failed += x.failed;
    t.flaky += x.flaky;
    t.skipped += x.skipped;
    t.mislukt.push(...x.mislukt);
    t.flakyNamen.push(...x.flakyNamen);
  });
  return t;
}

/**
 * A fresh e2e database as npm start makes it: the owner migrates and seeds, the server and the
 * tests' own queries run as the app's role (lib/db/databaserollen.ts). Resolves to the app's URL.
 */
async function bereidE2eDatabase(serverUrl: string, shard: Shard, env: NodeJS.ProcessEnv): Promise<string> {
  const e2eDatabase = shard.database;
  fs.rmSync(shard.opslag, { recursive: true, force: true });
  const e2eUrl = withDatabase(serverUrl, e2eDatabase);
  await recreateDatabase(serverUrl, e2eDatabase);
  // The seed stores the demo's files (lesson sources) in the shard's own folder.
  const eigenaarEnv = { ...env, DATABASE_URL: e2eUrl, MIGRATE_DATABASE_URL: e2eUrl, STORAGE_DIR: shard.opslag };
  await run("prisma", ["migrate", "deploy"], { env: eigenaarEnv, quiet: true });
  const urls = databaseUrls({ DATABASE_URL: e2eUrl });
  await bereidDatabaseVoor(urls);
  await run("prisma", ["db", "seed", "--", "--demo"], { env: eigenaarEnv, quiet: true });
  return urls.app;
}

/**
 * Every shard's database: the first is migrated and seeded (bereidE2eDatabase), the others are
 * copies of it (CREATE DATABASE … TEMPLATE, a second each instead of a migrate and a seed per
 * shard) with a copy of its storage folder, and the app's rights on them (a database's own grants
 * do not come along with a template).
 */
async function bereidE2eDatabases(serverUrl: string, shards: Shard[], env: NodeJS.ProcessEnv): Promise<string[]> {
  const [eerste, ...rest] = shards;
  const urls = [await bereidE2eDatabase(serverUrl, eerste!, env)];
  for (const shard of rest) {
    fs.rmSync(shard.opslag, { recursive: true, force: true });
    if (fs.existsSync(eerste!.opslag)) fs.cpSync(eerste!.opslag, shard.opslag, { recursive: true });
    await kopieerDatabase(serverUrl, eerste!.database, shard.database);
    const shardUrls = databaseUrls({ DATABASE_URL: withDatabase(serverUrl, shard.database) });
    await bereidDatabaseVoor(shardUrls);
    urls.push(shardUrls.app);
  }
  return urls;
}

/** `naar` anew as a copy of `van`; retried while the last connections to `van` (seed, pg-boss) are still closing. */
async function kopieerDatabase(serverUrl: string, van: string, naar: string) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS ${client.escapeIdentifier(naar)} WITH (FORCE)`);
    for (let poging = 1; ; poging++) {
      try {
        await client.query(`CREATE DATABASE ${client.escapeIdentifier(naar)} TEMPLATE ${client.escapeIdentifier(van)}`);
        return;
      } catch (e) {
        // 55006: "source database is being accessed by other users".
        if ((e as { code?: string }).code !== "55006" || poging >= 40) throw e;
        await new Promise((r) => setTimeout(r, 250));
      }
    }
  } finally {
    await client.end();
  }
}

main()
  .catch((e: unknown) => {
    // Only the runner itself can get here (each stage catches its own failure).
    console.error(`\n${e instanceof Error ? (e.stack ?? e.message) : e}`);
    uitkomsten.push({ name: "runner", status: "mislukt", seconds: 0 });
  })
  .then(async () => {
    await postgres?.stop().catch((e: unknown) => console.error(`Postgres stoppen mislukt: ${e instanceof Error ? e.message : e}`));
    process.exit(samenvatting() ? 0 : 1);
  });
