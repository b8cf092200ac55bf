/**
 * Server time of the school-wide overviews (Opbrengsten) on generated data:
 * `DATABASE_URL=… npx tsx bench/opbrengsten.ts [--admnr N]`.
 * Needs a database filled by `npm run db:generate-data -- --tenants 20 --pupils 500 --years 3`; it
 * only READS (default: the generated administration with the most pupils, as a role with
 * ReadAlle on evaluations). Prints median and p95 of 20 runs (after a warm-up) of the services as
 * the API calls them — BeheersingDomeinPerSchooljaar over three school years (the trend tab),
 * BeheersingPerDomein and LeerrouteDomein for one period — and, beside each, the time of exactly
 * the SQL those calls send, replayed on one connection (so the difference is the arithmetic of
 * lib/beheersing, JSON parsing and Prisma). Not a test: no assertions.
 */
import { loadavg } from "node:os";
import pg from "pg";
import type { TenantContext } from "@/lib/api/context";
import { db, leesRijen, sqlTeller } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { Bits, Functiegebied as F } from "@/lib/permissions/constants";
import { beheersingDomeinPerSchooljaar, beheersingPerDomein, leerrouteDomein } from "@/lib/services/opbrengsten";
import { loadPermissions } from "@/lib/services/permissions";

const RUNS = 20;

function figures(runs: number[]) {
  const s = [...runs].sort((a, b) => a - b);
  const at = (p: number) => s[Math.min(s.length - 1, Math.ceil(p * s.length) - 1)]!;
  return { median: (s[Math.floor((s.length - 1) / 2)]! + s[Math.ceil((s.length - 1) / 2)]!) / 2, p95: at(0.95) };
}

const regel = (naam: string, f: { median: number; p95: number }) => `${naam.padEnd(58)} median ${f.median.toFixed(1).padStart(7)} ms  p95 ${f.p95.toFixed(1).padStart(7)} ms`;

async function meet(naam: string, fn: () => Promise<unknown>, sql: pg.Client) {
  // Record the statements of one call, then time the call and the bare SQL 20 times each.
  sqlTeller.opname = [];
  await fn();
  const opname = sqlTeller.opname;
  sqlTeller.opname = undefined;
  const runs: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await fn();
    runs.push(performance.now() - t);
  }
  const sqlRuns: number[] = [];
  for (let i = 0; i < RUNS + 1; i++) {
    const t = performance.now();
    for (const q of opname) await sql.query(q.text, q.values as unknown[]);
    if (i > 0) sqlRuns.push(performance.now() - t);
  }
  // BENCH_EXPLAIN=1: the plan of each statement as it ran (EXPLAIN ANALYZE, BUFFERS), to see where the SQL time goes.
  if (process.env.BENCH_EXPLAIN)
    for (const q of opname) {
      const plan = await sql.query(`EXPLAIN (ANALYZE, BUFFERS) ${q.text}`, q.values as unknown[]);
      console.log(plan.rows.map((r: Record<string, string>) => r["QUERY PLAN"]).join("\n"));
    }
  console.log(regel(`${naam} (service)`, figures(runs)));
  console.log(regel(`${naam} (its ${opname.length} SQL statements)`, figures(sqlRuns)));
  // The machine is often shared: the load average beside each figure says how quiet it was.
  console.log(`  load average ${loadavg().map((x) => x.toFixed(1)).join(" ")}`);
}

async function main() {
  process.env.API_LOG ??= "off";
  const i = process.argv.indexOf("--admnr");
  const gevraagd = i > 0 ? Number(process.argv[i + 1]) : null;
  const [adm] = gevraagd
    ? [{ administratieNr: gevraagd }]
    : await leesRijen<{ administratieNr: number }>(Prisma.sql`SELECT "administratieNr" FROM "Leerling" GROUP BY 1 ORDER BY count(*) DESC LIMIT 1`);
  if (!adm) throw new Error("Geen gegenereerde administratie gevonden (npm run db:generate-data).");
  const administratieNr = adm.administratieNr;
  const rol = await db.rolPermissie.findFirst({
    where: { administratieNr, functiegebied: F.Leerlingevaluaties, bits: { gte: Bits.ReadAlle } },
    select: { rolId: true, bits: true },
    orderBy: { bits: "desc" },
  });
  if (!rol || (rol.bits & Bits.ReadAlle) === 0) throw new Error(`Administratie ${administratieNr} heeft geen rol met ReadAlle op evaluaties.`);
  const tenant = await loadPermissions(administratieNr, { rolId: rol.rolId });
  if (!tenant) throw new Error("Rechten niet geladen");
  const ctx: TenantContext = { ...tenant, principal: { kind: "apikey", administratieNr, keyId: 0, rolId: rol.rolId }, requestId: "bench" };

  const pakket = await db.administratieLeerroutepakket.findFirstOrThrow({ where: { administratieNr }, select: { leerroutepakketId: true } });
  const perioden = await db.periode.findMany({ where: { administratieNr }, orderBy: [{ schooljaar: "desc" }, { nummer: "desc" }] });
  const laatsteJaar = perioden[0]!.schooljaar;
  // The last period that has evaluations (the generator fills periods up to today).
  const [metEvaluaties] = await leesRijen<{ schooljaar: string; periodeNummer: number }>(Prisma.sql`
    SELECT schooljaar, "periodeNummer" FROM "Evaluatie" WHERE "administratieNr" = ${administratieNr}
     GROUP BY 1, 2 ORDER BY 1 DESC, 2 DESC LIMIT 1`);
  const schooljaar = metEvaluaties?.schooljaar ?? laatsteJaar;
  const periodeNummer = metEvaluaties?.periodeNummer ?? 1;
  const [telling] = await leesRijen<{ leerlingen: number; evaluaties: number; indicatoren: number }>(Prisma.sql`
    SELECT (SELECT count(*) FROM "Leerling" WHERE "administratieNr" = ${administratieNr})::int AS leerlingen,
           (SELECT count(*) FROM "Evaluatie" WHERE "administratieNr" = ${administratieNr})::int AS evaluaties,
           (SELECT count(*) FROM "Indicator" WHERE "leerroutepakketId" = ${pakket.leerroutepakketId})::int AS indicatoren`);
  console.log(
    `Administratie ${administratieNr}: ${telling!.leerlingen} leerlingen, ${telling!.evaluaties} evaluaties, pakket ${pakket.leerroutepakketId} met ${telling!.indicatoren} indicatoren; periode ${periodeNummer} van ${schooljaar}`,
  );

  const sql = new pg.Client({ connectionString: process.env.DATABASE_URL });
  await sql.connect();
  try {
    const o = { pakketId: pakket.leerroutepakketId, vestigingNr: 0, schooljaar, periodeNummer };
    await meet("BeheersingDomeinPerSchooljaar, 3 schooljaren, hele school", () => beheersingDomeinPerSchooljaar(ctx, { ...o, domeinId: 0, aantalJaren: 3 }), sql);
    await meet("BeheersingPerDomein, één periode, hele school", () => beheersingPerDomein(ctx, o), sql);
    await meet("LeerrouteDomein, één periode, hele school", () => leerrouteDomein(ctx, o), sql);
    const r = await beheersingDomeinPerSchooljaar(ctx, { ...o, domeinId: 0, aantalJaren: 3 });
    console.log(`(leerlingen per schooljaar: ${r.schooljaren.map((j) => `${j.schooljaar} ${j.leerlingen}`).join(", ")})`);
  } finally {
    await sql.end();
    await db.$disconnect();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
