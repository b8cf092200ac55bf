/**
 * `npm test`: everything CI runs, in order: lint (tsc + eslint) → unit → API tests on a real
 * Postgres → production build → Playwright in Debian's Chromium. Without TEST_DATABASE_URL a
 * throw-away embedded Postgres 17 is started.
 *
 * Every stage runs even when an earlier one failed, so one run shows every failure: only what a
 * stage needs stops it (no database: no API or e2e tests; no build: no e2e). The end is a table
 * of the stages (result, time, counts), the names of the failed and the flaky tests (passed only
 * on a retry), and one line "N passed, N failed, N flaky"; the exit code is 1 when any stage failed.
 *
 * For work in parallel on one machine: `--only=api,e2e` runs some stages; TEST_DATABASE_URL
 * points at a running server; E2E_DATABASE, E2E_PORT and NEXT_DIST_DIR keep runs apart; E2E_SHARDS
 * sets how many e2e shards run side by side (default 2, see e2eShards); extra
 * arguments after `--` go to Playwright (e.g. `-- tests/e2e/vestigingen.spec.ts`).
 */
import fs from "node:fs";
import path from "node:path";
import { recreateDatabase, withDatabase } from "@/lib/db/admin";
import { bereidDatabaseVoor, databaseUrls } from "@/lib/db/databaserollen";
import { startEmbeddedPostgres, type RunningPostgres } from "@/lib/db/embedded";
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
  const totaal = Math.round(uitkomsten.reduce((s, u) => s + u.seconds, 0));
  console.log(`totaal    ${Math.floor(totaal / 60)} min ${totaal % 60} s`);
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

async function main() {
  fs.rmSync(reports, { recursive: true, force: true });
  fs.mkdirSync(reports, { recursive: true });
  const env: NodeJS.ProcessEnv = { ...process.env, NEXT_TELEMETRY_DISABLED: "1", API_LOG: "off", AUTH_SECRET: "test-secret-for-the-test-run-only-0123456789" };

  if (wanted("lint"))
    await stage("lint", async () => {
      // Both halves run and report, whatever the first said.
      const fouten: unknown[] = [];
      await run("tsc", ["--noEmit"], { env }).catch((e: unknown) => fouten.push(e));
      await run("eslint", [".", "--max-warnings=0"], { env }).catch((e: unknown) => fouten.push(e));
      if (fouten.length) throw new Error(fouten.map((e) => (e instanceof Error ? e.message : String(e))).join("\n"));
    });

  if (wanted("unit"))
    await stage(
      "unit",
      () => run("vitest", ["run", "--project", "unit", "--reporter=default", "--reporter=json", `--outputFile.json=${reports}/unit.json`], { env }),
      () => countVitest(`${reports}/unit.json`),
    );

  let serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl && (wanted("api") || wanted("e2e"))) {
    await stage("postgres", async () => {
      const dir = path.join(ROOT, ".data", "test-pg");
      postgres = await startEmbeddedPostgres({ dir, port: Number(process.env.TEST_PG_PORT ?? 54339), database: "postgres" });
    });
    serverUrl = postgres?.serverUrl;
  }
  if (serverUrl) env.TEST_DATABASE_URL = serverUrl;

  if (wanted("api")) {
    if (!serverUrl) nietGedraaid("api", "geen database");
    else
      await stage(
        "api",
        () => run("vitest", ["run", "--project", "api", "--project", "api-apart", "--reporter=default", "--reporter=json", `--outputFile.json=${reports}/api.json`], { env }),
        () => countVitest(`${reports}/api.json`),
      );
  }

  // The e2e databases are migrated and seeded while the build runs (the one waits on the disk and
  // Postgres, the other on the CPU); their output is shown with the e2e stage.
  const shards = e2eShards();
  let e2eDbs: Promise<string[]> | undefined;
  if (wanted("e2e") && serverUrl) {
    const url = serverUrl;
    e2eDbs = Promise.all(shards.map((s) => bereidE2eDatabase(url, s, env)));
    e2eDbs.catch(() => undefined);
  }

  let gebouwd = true;
  if (wanted("e2e") || wanted("build")) gebouwd = await stage("build", () => buildIfNeeded(env));

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
          // Every shard runs; its failures are counted from its report, whatever the other did.
          const uitkomsten = await Promise.allSettled(
            shards.map((s, i) => {
              const e2eEnv: NodeJS.ProcessEnv = { ...env, DATABASE_URL: appUrls[i], STORAGE_DIR: s.opslag, E2E_PORT: String(s.poort), TEST_RUN_ID: s.runId, PLAYWRIGHT_JSON_OUTPUT_NAME: s.rapport };
              delete e2eEnv.MIGRATE_DATABASE_URL;
              const shardArg = shards.length > 1 ? s.specs : [];
              // One retry, whatever CI says: a test that passes only then is reported as flaky by name.
              const retry = playwrightArgs.some((a) => a.startsWith("--retries")) ? [] : ["--retries=1"];
              return run("playwright", ["test", ...shardArg, ...retry, ...playwrightArgs], { env: e2eEnv, prefix: shards.length > 1 ? `[e2e ${i + 1}] ` : undefined });
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
 * The e2e run in shards (E2E_SHARDS, default 2; 1 when particular specs are named): each shard is
 * its own server, database and storage folder, as the whole suite is with one, and runs its part of
 * the spec files one after another. On 2 cores the suite waits on timers, the network and
 * animations about as much as on the CPU, so two shards side by side finish well before one.
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
  const n = Math.max(1, Number(process.env.E2E_SHARDS ?? (playwrightArgs.some((a) => !a.startsWith("-")) ? 1 : 2)) || 1);
  const basisDb = process.env.E2E_DATABASE ?? "leerroute_e2e";
  const basisPoort = Number(process.env.E2E_PORT ?? 3100);
  const runId = process.env.TEST_RUN_ID ?? "main";
  const delen = verdeelSpecs(n);
  return Array.from({ length: n }, (_, i) => {
    const achter = n > 1 ? `_${i + 1}` : "";
    return {
      specs: delen[i]!,
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
