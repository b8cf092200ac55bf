/**
 * Monitor and evaluation timings (issue 12): `DATABASE_URL=… npx tsx bench/monitor.ts`.
 * Creates a throw-away administration with bench/testadministratie.ts (no route, no spread): a
 * package of 1,000 indicators (5 domains × 4 competences × 10 levels × 5 indicators), a group of 30
 * pupils and three school years of four periods, each period with 100 evaluated indicators per
 * pupil (36,000 evaluations). Times, 20 runs each after a
 * warm-up, the service as the API calls it and — beside it — the raw SQL it sent (recorded at the
 * connection, replayed one statement after another on the same pool):
 *   - monitor PerCompetentie: Observaties/groepCompetentieEvaluaties + Monitor/CompetentieBeheersingPerLeerling
 *     for the group (target ≤ 150 ms p95);
 *   - Observaties/Update of 30 pupils × 20 indicators in the active period (target ≤ 200 ms).
 * Not a test. The administration gets a random number and is removed again when the run ends
 * (also after an error or Ctrl-C): the database is often shared (`ruimOp` of
 * bench/testadministratie.ts).
 */
import type { TenantContext } from "@/lib/api/context";
import { db, sqlTeller } from "@/lib/db/client";
import { Combinations, Functiegebied as F } from "@/lib/permissions/constants";
import { isoDatum, vandaagIso } from "@/lib/schooljaar";
import { competentieBeheersingPerLeerling, groepRaster } from "@/lib/services/monitor";
import { slaEvaluatiesOp } from "@/lib/services/observaties";
import { loadPermissions } from "@/lib/services/permissions";
import { belasting, bouwTestadministratie, draaiBench, RUNS, stats } from "./testadministratie";

let gestopt = false;
function stopWanneerGevraagd() {
  if (gestopt) throw new Error("Gestopt (Ctrl-C).");
}

async function meet(naam: string, doel: string, run: () => Promise<unknown>) {
  await run(); // warm-up
  sqlTeller.opname = [];
  await run();
  const opgenomen = sqlTeller.opname.filter((s) => !/^(BEGIN|COMMIT|ROLLBACK|SET|DEALLOCATE)/i.test(s.text.trim()));
  sqlTeller.opname = undefined;
  const server: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    stopWanneerGevraagd();
    const t = performance.now();
    await run();
    server.push(performance.now() - t);
  }
  const sql: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    for (const s of opgenomen) await db.$queryRawUnsafe(s.text, ...s.values);
    sql.push(performance.now() - t);
  }
  // BENCH_EXPLAIN=1: the plan of each statement as it ran (EXPLAIN ANALYZE, BUFFERS).
  if (process.env.BENCH_EXPLAIN)
    for (const st of opgenomen.filter((x) => /^\s*(WITH|SELECT)/i.test(x.text))) {
      const plan = await db.$queryRawUnsafe<Record<string, string>[]>(`EXPLAIN (ANALYZE, BUFFERS) ${st.text}`, ...st.values);
      console.log(plan.map((r) => r["QUERY PLAN"]).join("\n"));
    }
  if (process.env.BENCH_DETAIL)
    for (const st of opgenomen) {
      const t = performance.now();
      for (let i = 0; i < 5; i++) await db.$queryRawUnsafe(st.text, ...st.values);
      console.log(`  ${((performance.now() - t) / 5).toFixed(1).padStart(7)} ms  ${st.text.replace(/\s+/g, " ").slice(0, 110)}`);
    }
  // The machine is often shared: the load average beside each figure says how quiet it was.
  console.log(`${naam.padEnd(30)} server ${stats(server, 6)}   raw SQL (${opgenomen.length} statements) ${stats(sql, 6)}   doel ${doel}   load ${belasting()}`);
}

draaiBench(async (adm) => {
  // Ctrl-C stops at the next run and still removes the administration (draaiBench).
  process.once("SIGINT", () => {
    gestopt = true;
    console.log("\nGestopt; de bench-administratie wordt opgeruimd…");
  });
  await meetAlles(adm);
});

async function meetAlles(adm: number) {
  const { schooljaar, pakketId: p } = await bouwTestadministratie(adm, { naam: "Bench monitor" });
  const vandaag = vandaagIso();
  const actief = (await db.periode.findMany({ where: { administratieNr: adm, schooljaar } })).find((p) => isoDatum(p.ingangsdatum) <= vandaag && isoDatum(p.einddatum) >= vandaag)?.nummer ?? 4;

  const rol = await db.rol.create({ data: { administratieNr: adm, naam: "Bench" } });
  await db.rolPermissie.create({ data: { administratieNr: adm, rolId: rol.id, functiegebied: F.Leerlingevaluaties, bits: Combinations.WriteReadAll } });
  const tenant = (await loadPermissions(adm, { rolId: rol.id }))!;
  const ctx: TenantContext = { ...tenant, principal: { kind: "apikey", administratieNr: adm, keyId: 0, rolId: rol.id }, requestId: "bench" };

  const comp = (await db.competentie.findFirstOrThrow({ where: { leerroutepakketId: p }, orderBy: { id: "asc" } }))!;
  const aantal = await db.evaluatie.count({ where: { administratieNr: adm } });
  console.log(`administratie ${adm}: 1000 indicatoren, 30 leerlingen, ${aantal} beoordelingen; actieve periode ${actief}`);

  const k = { schooljaar, periode: actief, pakketId: p, groepNr: 1, domeinId: comp.domeinId, competentieId: comp.id };
  await meet("monitor PerCompetentie", "≤ 150 ms p95", () => Promise.all([groepRaster(ctx, k), competentieBeheersingPerLeerling(ctx, k)]));
  await meet("Observaties/All (1 domein)", "—", () => groepRaster(ctx, { ...k, competentieId: undefined }));

  const leerlingen = await db.leerling.findMany({ where: { administratieNr: adm }, select: { id: true } });
  const indicatoren = await db.indicator.findMany({ where: { leerroutepakketId: p }, select: { id: true }, take: 20, orderBy: { id: "asc" } });
  let ronde = 0;
  await meet("Update 30 × 20", "≤ 200 ms", () =>
    slaEvaluatiesOp(ctx, {
      schooljaar,
      periodeNummer: actief,
      leerroutepakketId: p,
      evaluaties: leerlingen.flatMap((l) => indicatoren.map((i) => ({ leerlingId: l.id, indicatorId: i.id, score: ([0, 50, 100] as const)[(ronde++ + l.id) % 3]! }))),
    }),
  );
}

