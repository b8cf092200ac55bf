/**
 * Benchmark of the data generator at the target size (not part of npm test):
 *
 *   npx tsx bench/generate-data.ts [--tenants 20] [--pupils 500] [--years 3] [--seed 1] [--per-klant]
 *
 * Makes a fresh database on the Postgres server in BENCH_DATABASE_URL (else TEST_DATABASE_URL; else
 * it starts the embedded Postgres 17 on BENCH_PG_PORT, default 54440, in a temporary directory),
 * applies the migrations, runs the generator and prints rows per second per table and overall,
 * then drops the database (--keep keeps it).
 */
import { execFileSync } from "node:child_process";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import pg from "pg";
import { recreateDatabase, withDatabase } from "@/lib/db/admin";
import { startEmbeddedPostgres, type RunningPostgres } from "@/lib/db/embedded";
import { genereer } from "@/lib/generator";

async function main() {
  const { values } = parseArgs({
    options: {
      tenants: { type: "string", default: "20" },
      pupils: { type: "string", default: "500" },
      years: { type: "string", default: "3" },
      seed: { type: "string", default: "1" },
      "per-klant": { type: "boolean", default: false },
      keep: { type: "boolean", default: false },
    },
  });
  let embedded: RunningPostgres | undefined;
  let server = process.env.BENCH_DATABASE_URL ?? process.env.TEST_DATABASE_URL;
  if (!server) {
    const port = Number(process.env.BENCH_PG_PORT ?? 54440);
    console.log(`Geen BENCH_DATABASE_URL: ingebouwde Postgres 17 op poort ${port}…`);
    embedded = await startEmbeddedPostgres({ dir: path.join(os.tmpdir(), "leerroute-bench-pg"), port, database: "postgres" });
    server = embedded.serverUrl;
  }
  const database = `leerroute_bench_${process.pid}`;
  const url = withDatabase(server, database);
  await recreateDatabase(server, database);
  const pool = new pg.Pool({ connectionString: url, max: 3 });
  try {
    execFileSync(path.resolve("node_modules/.bin/prisma"), ["migrate", "deploy"], { env: { ...process.env, DATABASE_URL: url }, stdio: "pipe" });
    const cpu = os.cpus();
    console.log(`${cpu.length} cores (${cpu[0]?.model ?? "?"}), load ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}; Postgres ${(await pool.query("SHOW server_version")).rows[0].server_version}`);
    const opts = { tenants: Number(values.tenants), pupils: Number(values.pupils), years: Number(values.years), seed: Number(values.seed), bulk: !values["per-klant"] };
    const res = await genereer(pool, { ...opts, log: (r) => console.log(r) });

    const sec = res.ms / 1000;
    console.log(`\n${"tabel".padEnd(40)} ${"rijen".padStart(10)} ${"s".padStart(7)} ${"rijen/s".padStart(9)}`);
    const tabellen = Object.entries(res.rijen).sort(([, a], [, b]) => b - a);
    for (const [tabel, n] of tabellen) {
      const ms = res.schrijfMs[tabel] ?? 0;
      console.log(`${tabel.padEnd(40)} ${n.toLocaleString("nl-NL").padStart(10)} ${(ms / 1000).toFixed(1).padStart(7)} ${ms ? Math.round((n / ms) * 1000).toLocaleString("nl-NL").padStart(9) : "".padStart(9)}`);
    }
    console.log(`${"totaal".padEnd(40)} ${res.totaal.toLocaleString("nl-NL").padStart(10)} ${sec.toFixed(1).padStart(7)} ${Math.round(res.totaal / sec).toLocaleString("nl-NL").padStart(9)}`);
    if (opts.bulk) console.log(`(waarvan sleutels en indexen opnieuw aanmaken en controleren: ${(res.sleutelsMs / 1000).toFixed(1)} s)`);
    console.log(`load na afloop ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}`);
  } finally {
    await pool.end();
    if (!values.keep) await dropDatabase(server, database);
    await embedded?.stop();
  }
}

async function dropDatabase(server: string, database: string) {
  const client = new pg.Client({ connectionString: server });
  await client.connect();
  try {
    await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  } finally {
    await client.end();
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
