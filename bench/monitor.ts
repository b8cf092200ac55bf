/**
 * Monitor and evaluation timings (issue 12): `DATABASE_URL=… npx tsx bench/monitor.ts`.
 * Creates a throw-away administration: a package of 1,000 indicators (5 domains × 4 competences ×
 * 10 levels × 5 indicators), a group of 30 pupils and three school years of four periods, each
 * period with 100 evaluated indicators per pupil (36,000 evaluations). Times, 20 runs each after a
 * warm-up, the service as the API calls it and — beside it — the raw SQL it sent (recorded at the
 * connection, replayed one statement after another on the same pool):
 *   - monitor PerCompetentie: Observaties/groepCompetentieEvaluaties + Monitor/CompetentieBeheersingPerLeerling
 *     for the group (target ≤ 150 ms p95);
 *   - Observaties/Update of 30 pupils × 20 indicators in the active period (target ≤ 200 ms).
 * Not a test. The administration gets a random number and is removed again when the run ends
 * (also after an error or Ctrl-C): the database is often shared (`ruimOp`).
 */
import { loadavg } from "node:os";
import type { TenantContext } from "@/lib/api/context";
import { db, sqlTeller } from "@/lib/db/client";
import { Combinations, Functiegebied as F } from "@/lib/permissions/constants";
import { isoDatum, schooljaarGrenzen, huidigSchooljaar, vandaagIso } from "@/lib/schooljaar";
import { competentieBeheersingPerLeerling, groepRaster } from "@/lib/services/monitor";
import { slaEvaluatiesOp } from "@/lib/services/observaties";
import { loadPermissions } from "@/lib/services/permissions";

const RUNS = 20;
let gestopt = false;
function stopWanneerGevraagd() {
  if (gestopt) throw new Error("Gestopt (Ctrl-C).");
}

function stats(ms: number[]) {
  const s = [...ms].sort((a, b) => a - b);
  const p = (q: number) => s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]!;
  return `median ${p(0.5).toFixed(1).padStart(6)} ms  p95 ${p(0.95).toFixed(1).padStart(6)} ms`;
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
  const last = loadavg().map((x) => x.toFixed(1)).join(" ");
  console.log(`${naam.padEnd(30)} server ${stats(server)}   raw SQL (${opgenomen.length} statements) ${stats(sql)}   doel ${doel}   load ${last}`);
}

/**
 * Removes every row of the throw-away administration: the rows of each table with an
 * administratieNr of it, and of each table with a leerroutepakketId of its packages. Restricting
 * foreign keys decide the order; instead of a hand-kept list (which misses a table the services
 * start writing), each table is tried in turn inside a savepoint and the ones refused for a
 * foreign key are tried again in the next round, until nothing is left. One transaction: either
 * the administration is gone, or it is all still there and the error says why.
 */
async function ruimOp(adm: number) {
  const tabellen = await db.$queryRaw<{ tabel: string; kolom: string }[]>`
    SELECT table_name AS tabel, column_name AS kolom FROM information_schema.columns
     WHERE table_schema = current_schema() AND column_name IN ('administratieNr', 'leerroutepakketId')
       AND table_name IN (SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE')`;
  const perTabel = new Map<string, Set<string>>();
  for (const t of tabellen) perTabel.set(t.tabel, (perTabel.get(t.tabel) ?? new Set()).add(t.kolom));
  const waar = (kolommen: Set<string>) =>
    [
      kolommen.has("administratieNr") ? `"administratieNr" = $1` : null,
      kolommen.has("leerroutepakketId") ? `"leerroutepakketId" IN (SELECT id FROM "Leerroutepakket" WHERE "administratieNr" = $1)` : null,
    ]
      .filter(Boolean)
      .join(" OR ");
  await db.$transaction(
    async (tx) => {
      // The packages last: the other tables find their rows through them.
      let over = [...perTabel.keys()].filter((t) => t !== "Leerroutepakket" && t !== "Administratie");
      for (let ronde = 0; over.length && ronde < 50; ronde++) {
        const geweigerd: string[] = [];
        for (const tabel of over) {
          await tx.$executeRawUnsafe("SAVEPOINT ruim");
          try {
            await tx.$executeRawUnsafe(`DELETE FROM "${tabel}" WHERE ${waar(perTabel.get(tabel)!)}`, adm);
            await tx.$executeRawUnsafe("RELEASE SAVEPOINT ruim");
          } catch (e) {
            if (!/23503|foreign key/i.test(String((e as Error).message) + String((e as { code?: string }).code))) throw e;
            await tx.$executeRawUnsafe("ROLLBACK TO SAVEPOINT ruim");
            geweigerd.push(tabel);
          }
        }
        if (geweigerd.length === over.length) throw new Error(`Opruimen van administratie ${adm} loopt vast op ${geweigerd.join(", ")}`);
        over = geweigerd;
      }
      await tx.$executeRawUnsafe(`DELETE FROM "Leerroutepakket" WHERE "administratieNr" = $1`, adm);
      await tx.$executeRawUnsafe(`DELETE FROM "Administratie" WHERE "administratieNr" = $1`, adm);
    },
    { timeout: 120_000 },
  );
}

async function main() {
  const adm = 900_000 + Math.floor(Math.random() * 90_000);
  // Ctrl-C stops at the next run and still removes the administration (the finally below).
  process.once("SIGINT", () => {
    gestopt = true;
    console.log("\nGestopt; de bench-administratie wordt opgeruimd…");
  });
  try {
    await meetAlles(adm);
  } finally {
    await ruimOp(adm);
    const over = await db.administratie.count({ where: { administratieNr: adm } });
    console.log(over ? `LET OP: administratie ${adm} is niet opgeruimd.` : `administratie ${adm} opgeruimd.`);
    await db.$disconnect();
  }
}

async function meetAlles(adm: number) {
  const schooljaar = huidigSchooljaar();
  const jaar = Number(schooljaar.slice(0, 4));
  const jaren = [jaar - 2, jaar - 1, jaar].map((j) => `${j}-${j + 1}`);
  await db.administratie.create({
    data: {
      administratieNr: adm,
      naam: `Bench monitor ${adm}`,
      klantId: adm,
      vestigingen: { create: [{ nr: 1, naam: "Hoofdlocatie" }] },
      schooljaren: { create: jaren.map((sj) => ({ schooljaar: sj, ...schooljaarGrenzen(sj) })) },
    },
  });
  // Four periods per year covering it (so in the current year one holds today: the active one).
  for (const sj of jaren) {
    const [a, b] = [Number(sj.slice(0, 4)), Number(sj.slice(5))];
    const perioden = [[`${a}-08-01`, `${a}-10-31`], [`${a}-11-01`, `${b}-01-31`], [`${b}-02-01`, `${b}-04-30`], [`${b}-05-01`, `${b}-07-31`]];
    await db.periode.createMany({ data: perioden.map(([van, tot], i) => ({ administratieNr: adm, schooljaar: sj, nummer: i + 1, ingangsdatum: new Date(`${van}T00:00:00Z`), einddatum: new Date(`${tot}T00:00:00Z`) })) });
  }
  const vandaag = vandaagIso();
  const actief = (await db.periode.findMany({ where: { administratieNr: adm, schooljaar } })).find((p) => isoDatum(p.ingangsdatum) <= vandaag && isoDatum(p.einddatum) >= vandaag)?.nummer ?? 4;

  const pakket = await db.leerroutepakket.create({ data: { administratieNr: adm, klantId: adm, naam: "Groot pakket" } });
  const p = pakket.id;
  await db.administratieLeerroutepakket.create({ data: { administratieNr: adm, leerroutepakketId: p, klantId: adm } });
  await db.niveau.createMany({ data: Array.from({ length: 10 }, (_, i) => ({ leerroutepakketId: p, nummer: i + 1, waarde: String(i + 1), label: `Niveau ${i + 1}`, volgnummer: i + 1 })) });
  await db.$executeRawUnsafe(
    `INSERT INTO "Domein" ("leerroutepakketId", naam, volgnummer, "updatedAt") SELECT $1, 'Domein ' || d, d, now() FROM generate_series(1, 5) d`,
    p,
  );
  await db.$executeRawUnsafe(
    `INSERT INTO "Competentie" ("leerroutepakketId", "domeinId", naam, volgnummer, "updatedAt")
     SELECT $1, d.id, d.naam || ' competentie ' || c, c, now() FROM "Domein" d, generate_series(1, 4) c WHERE d."leerroutepakketId" = $1`,
    p,
  );
  await db.$executeRawUnsafe(`INSERT INTO "Competentieniveau" ("leerroutepakketId", "competentieId", "niveauNummer") SELECT $1, c.id, n FROM "Competentie" c, generate_series(1, 10) n WHERE c."leerroutepakketId" = $1`, p);
  await db.$executeRawUnsafe(
    `INSERT INTO "Indicator" ("leerroutepakketId", "domeinId", "competentieId", "niveauNummer", naam, volgnummer, "updatedAt")
     SELECT $1, c."domeinId", c.id, n, 'Indicator ' || c.id || '-' || n || '-' || i, i, now() FROM "Competentie" c, generate_series(1, 10) n, generate_series(1, 5) i WHERE c."leerroutepakketId" = $1`,
    p,
  );
  await db.groep.create({ data: { administratieNr: adm, nr: 1, naam: "Groep 6", schooljaar, vestigingNr: 1 } });
  const { ingangsdatum, einddatum } = schooljaarGrenzen(schooljaar);
  await db.$executeRawUnsafe(
    `WITH nieuw AS (
       INSERT INTO "Leerling" ("administratieNr", roepnaam, achternaam, ingangsdatum, "updatedAt")
       SELECT $1, 'Kind' || n, 'Bench' || lpad(n::text, 3, '0'), $2::date, now() FROM generate_series(1, 30) n RETURNING id)
     INSERT INTO "Leerlingtoewijzing" ("administratieNr", "leerlingId", "groepNr", ingangsdatum, einddatum) SELECT $1, id, 1, $2::date, $3::date FROM nieuw`,
    adm,
    ingangsdatum,
    einddatum,
  );
  // 100 indicators per pupil and period (a sliding part of the package), three years of periods.
  await db.$executeRawUnsafe(
    `INSERT INTO "Evaluatie" ("administratieNr", "leerlingId", "leerroutepakketId", "indicatorId", schooljaar, "periodeNummer", "competentieId", "niveauNummer", score, datum, "updatedAt")
     SELECT $1, l.id, $2, i.id, pe.schooljaar, pe.nummer, i."competentieId", i."niveauNummer", (ARRAY[0, 50, 100, 100])[1 + (l.id + i.id + pe.nummer) % 4], pe.ingangsdatum, now()
       FROM "Leerling" l
       JOIN "Periode" pe ON pe."administratieNr" = l."administratieNr"
       JOIN LATERAL (SELECT x.id, x."competentieId", x."niveauNummer" FROM "Indicator" x WHERE x."leerroutepakketId" = $2
                      ORDER BY (x.id * 7 + l.id * 13 + pe.nummer * 101 + length(pe.schooljaar)) % 1000 LIMIT 100) i ON true
      WHERE l."administratieNr" = $1`,
    adm,
    p,
  );
  await db.$executeRawUnsafe(`ANALYZE "Evaluatie", "Indicator", "Leerling", "Leerlingtoewijzing", "Competentie"`);
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

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
