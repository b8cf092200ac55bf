/**
 * `npm run db:generate-data -- --tenants 20 --pupils 500 --years 3 [--seed 1] [--start-admnr N] [--per-klant [--workers 2]]`
 *
 * Fills the database in DATABASE_URL with realistic, reproducible Dutch data: new administrations
 * (numbers above the existing ones), grouped into customers that share a learning-route package and
 * lesson bundles, with staff, pupils and their careers, plans and evaluations. Prints progress, the
 * rows written per table and the time. Every generated staff member signs in with the demo password.
 * Run it on a database nothing else writes to at the same time (ids are handed out by this process).
 * The run is one transaction (bulk mode, see lib/generator/index.ts); --per-klant writes one
 * transaction per customer with per-row key checks instead (slower, --workers at a time).
 */
import { parseArgs } from "node:util";
import pg from "pg";
import { genereer } from "@/lib/generator";
import { DEMO_PASSWORD } from "@/prisma/demo-constants";

function getal(naam: string, waarde: string | undefined, standaard: number, min: number): number {
  if (waarde === undefined) return standaard;
  const n = Number(waarde);
  if (!Number.isInteger(n) || n < min) throw new Error(`--${naam} moet een geheel getal van minstens ${min} zijn (kreeg "${waarde}").`);
  return n;
}

async function main() {
  const { values } = parseArgs({
    options: {
      tenants: { type: "string" },
      pupils: { type: "string" },
      years: { type: "string" },
      seed: { type: "string" },
      "start-admnr": { type: "string" },
      workers: { type: "string" },
      "per-klant": { type: "boolean", default: false },
      help: { type: "boolean", default: false },
    },
    allowPositionals: false,
  });
  if (values.help) {
    console.log("Gebruik: npm run db:generate-data -- --tenants N --pupils M [--years Y] [--seed S] [--start-admnr N] [--per-klant [--workers W]]");
    return;
  }
  const url = process.env.MIGRATE_DATABASE_URL ?? process.env.DATABASE_URL;
  if (!url) throw new Error("Zet DATABASE_URL, bijvoorbeeld postgresql://postgres:leerroute@127.0.0.1:54329/leerroute (de ingebouwde Postgres van npm start).");

  const opts = {
    tenants: getal("tenants", values.tenants, 2, 1),
    pupils: getal("pupils", values.pupils, 100, 1),
    years: getal("years", values.years, 3, 1),
    seed: getal("seed", values.seed, 1, 0),
    workers: getal("workers", values.workers, 2, 1),
    bulk: !values["per-klant"],
    ...(values["start-admnr"] !== undefined ? { startAdministratieNr: getal("start-admnr", values["start-admnr"], 0, 1) } : {}),
  };
  const pool = new pg.Pool({ connectionString: url, max: opts.workers + 1 });
  try {
    const res = await genereer(pool, { ...opts, log: (regel) => console.log(regel) });
    const breedte = Math.max(...Object.keys(res.rijen).map((t) => t.length));
    console.log("\nRijen per tabel:");
    for (const [tabel, n] of Object.entries(res.rijen)) console.log(`  ${tabel.padEnd(breedte)}  ${n.toLocaleString("nl-NL").padStart(11)}`);
    const sec = res.ms / 1000;
    console.log(`  ${"totaal".padEnd(breedte)}  ${res.totaal.toLocaleString("nl-NL").padStart(11)}`);
    console.log(`\nKlaar in ${sec.toFixed(1)} s (${Math.round(res.totaal / sec).toLocaleString("nl-NL")} rijen/s).`);
    console.log(`Administraties ${res.administratieNrs[0]}-${res.administratieNrs[res.administratieNrs.length - 1]}; elke medewerker meldt zich aan met wachtwoord ${DEMO_PASSWORD}.`);
  } finally {
    await pool.end();
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
