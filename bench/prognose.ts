/**
 * The forecast (issue 34): `DATABASE_URL=… AUTH_SECRET=… npx tsx bench/prognose.ts`.
 * Builds a throw-away administration as bench/groepsplan-voorstel.ts does: a package of 1,000
 * indicators (5 domains × 4 competences × 10 levels × 5 indicators), route 1 whose phase for
 * "Groep 6" (BO) expects level 6 in every domain, a group of 30 pupils on that route, 100
 * evaluated indicators per pupil in each of the 12 periods of three school years (plus a spread of
 * mastery in one period), so every pupil has a history of many periods. The ids come from
 * bench/sessie.ts `schermIds` (active period, package, group); the HTTP calls sign in with
 * `sessieCookie`. Times, 20 runs each after a warm-up, p50 and p95:
 *   - Monitor/PrognosePerLeerling for the group of 30 (target p95 ≤ 100 ms): the service, and the
 *     whole HTTP answer through the Hono app (session, permissions, validation, JSON);
 *   - Opbrengsten/PrognoseRisico for the branch (the overview's counts);
 * with the statements of one call and the load average (the machine is often shared). The
 * parent-meeting page (Oudergesprek/Details) is the same computation for one pupil; it is not
 * timed here because each call writes an access-log row, which is append-only (a trigger) and
 * would keep the throw-away administration from being removed.
 * Not a test: no assertions. The administration and the user are removed when the run ends (also
 * after an error).
 */
import { randomUUID } from "node:crypto";
import { loadavg } from "node:os";
import { getApi } from "@/lib/api/app";
import type { TenantContext } from "@/lib/api/context";
import { db, sqlTeller } from "@/lib/db/client";
import { Combinations, Functiegebied as F } from "@/lib/permissions/constants";
import { huidigSchooljaar, schooljaarGrenzen } from "@/lib/schooljaar";
import { prognosePerLeerling } from "@/lib/services/prognose";
import { loadPermissions } from "@/lib/services/permissions";
import { schermIds, sessieCookie } from "./sessie";

const RUNS = 20;

function stats(ms: number[]) {
  const s = [...ms].sort((a, b) => a - b);
  const p = (q: number) => s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]!;
  return `median ${p(0.5).toFixed(1).padStart(7)} ms  p95 ${p(0.95).toFixed(1).padStart(7)} ms`;
}

async function meet(naam: string, doel: string, run: () => Promise<unknown>, voor: () => Promise<unknown> = async () => {}) {
  await voor();
  const k = performance.now();
  await run(); // cold: the first call after the build
  const koud = performance.now() - k;
  await voor();
  const v = sqlTeller.statements;
  await run();
  const statements = sqlTeller.statements - v;
  const tijden: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    await voor();
    const t = performance.now();
    await run();
    tijden.push(performance.now() - t);
  }
  const last = loadavg().map((x) => x.toFixed(1)).join(" ");
  console.log(`${naam.padEnd(44)} first ${koud.toFixed(1).padStart(7)} ms  ${stats(tijden)}  ${String(statements).padStart(3)} statements  doel ${doel}  load ${last}`);
}

/** Every row of the throw-away administration (tables with its administratieNr, then its package). */
async function ruimOp(adm: number, pakketId: number | null, gebruikerId: string | null) {
  await db.$transaction(
    async (tx) => {
      const tabellen = await tx.$queryRaw<{ tabel: string }[]>`
        SELECT table_name AS tabel FROM information_schema.columns
         WHERE table_schema = current_schema() AND column_name = 'administratieNr' AND table_name <> 'Administratie'
           AND table_name IN (SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE')`;
      let over = tabellen.map((t) => t.tabel);
      for (let ronde = 0; over.length && ronde < 50; ronde++) {
        const geweigerd: string[] = [];
        for (const tabel of over) {
          await tx.$executeRawUnsafe("SAVEPOINT ruim");
          try {
            await tx.$executeRawUnsafe(`DELETE FROM "${tabel}" WHERE "administratieNr" = $1`, adm);
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
      // The package's own rows go with it (cascades), then the administration.
      if (pakketId !== null) {
        await tx.$executeRawUnsafe(`DELETE FROM "Indicator" WHERE "leerroutepakketId" = $1`, pakketId);
        await tx.$executeRawUnsafe(`DELETE FROM "Leerroutepakket" WHERE id = $1`, pakketId);
      }
      await tx.$executeRawUnsafe(`DELETE FROM "Administratie" WHERE "administratieNr" = $1`, adm);
      // The bench user (its sessions go with it).
      if (gebruikerId !== null) await tx.$executeRawUnsafe(`DELETE FROM "Gebruiker" WHERE id = $1::uuid`, gebruikerId);
    },
    { timeout: 120_000 },
  );
}

async function bouw(adm: number, gebruikerId: string) {
  const schooljaar = huidigSchooljaar();
  const jaar = Number(schooljaar.slice(0, 4));
  const jaren = [jaar - 2, jaar - 1, jaar].map((j) => `${j}-${j + 1}`);
  await db.administratie.create({
    data: {
      administratieNr: adm,
      naam: `Bench prognose ${adm}`,
      klantId: adm,
      vestigingen: { create: [{ nr: 1, naam: "Hoofdlocatie" }] },
      schooljaren: { create: jaren.map((sj) => ({ schooljaar: sj, ...schooljaarGrenzen(sj) })) },
    },
  });
  for (const sj of jaren) {
    const [a, b] = [Number(sj.slice(0, 4)), Number(sj.slice(5))];
    const perioden = [[`${a}-08-01`, `${a}-10-31`], [`${a}-11-01`, `${b}-01-31`], [`${b}-02-01`, `${b}-04-30`], [`${b}-05-01`, `${b}-07-31`]];
    await db.periode.createMany({ data: perioden.map(([van, tot], i) => ({ administratieNr: adm, schooljaar: sj, nummer: i + 1, ingangsdatum: new Date(`${van}T00:00:00Z`), einddatum: new Date(`${tot}T00:00:00Z`) })) });
  }

  const pakket = await db.leerroutepakket.create({ data: { administratieNr: adm, klantId: adm, naam: "Groot pakket" } });
  const p = pakket.id;
  await db.administratieLeerroutepakket.create({ data: { administratieNr: adm, leerroutepakketId: p, klantId: adm } });
  await db.niveau.createMany({ data: Array.from({ length: 10 }, (_, i) => ({ leerroutepakketId: p, nummer: i + 1, waarde: String(i + 1), label: `Niveau ${i + 1}`, volgnummer: i + 1 })) });
  await db.$executeRawUnsafe(`INSERT INTO "Domein" ("leerroutepakketId", naam, volgnummer, "updatedAt") SELECT $1, 'Domein ' || d, d, now() FROM generate_series(1, 5) d`, p);
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
  // Route 1; in the BO, "Groep 6" is phase 1, which expects level 6 in every domain (its level-6 indicators linked).
  await db.fase.create({ data: { leerroutepakketId: p, nummer: 1, naam: "Fase 1", volgnummer: 1 } });
  await db.leerroute.create({ data: { leerroutepakketId: p, nummer: 1, naam: "Route 1" } });
  await db.leerroutetraject.create({ data: { leerroutepakketId: p, leerrouteNummer: 1, schoolsoort: "BO" } });
  await db.leerroutetrajectFase.create({ data: { leerroutepakketId: p, leerrouteNummer: 1, schoolsoort: "BO", volgnummer: 1, faseNummer: 1, leerjaar: "Groep 6" } });
  await db.$executeRawUnsafe(`INSERT INTO "Leerroutepakketfase" ("leerroutepakketId", "faseNummer", "leerrouteNummer", "domeinId", "niveauNummer") SELECT $1, 1, 1, d.id, 6 FROM "Domein" d WHERE d."leerroutepakketId" = $1`, p);
  await db.$executeRawUnsafe(
    `INSERT INTO "LeerroutepakketfaseIndicator" ("leerroutepakketId", "faseNummer", "leerrouteNummer", "domeinId", "indicatorId") SELECT $1, 1, 1, i."domeinId", i.id FROM "Indicator" i WHERE i."leerroutepakketId" = $1 AND i."niveauNummer" = 6`,
    p,
  );
  await db.leerjaar.create({ data: { administratieNr: adm, nr: 6, naam: "Groep 6", volgnummer: 6 } });

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
  await db.$executeRawUnsafe(
    `INSERT INTO "LeerlingLeerroute" ("administratieNr", "leerlingId", "leerroutepakketId", ingangsdatum, "leerrouteNummer", "updatedAt") SELECT $1, id, $2, $3::date, 1, now() FROM "Leerling" WHERE "administratieNr" = $1`,
    adm,
    p,
    new Date(`${jaar - 2}-08-01T00:00:00Z`),
  );
  await db.$executeRawUnsafe(
    `INSERT INTO "Schoolloopbaan" ("administratieNr", "leerlingId", schooljaar, ingangsdatum, einddatum, "leerjaarNr", schoolsoort, "updatedAt") SELECT $1, id, $2, $3::date, $4::date, 6, 'BO', now() FROM "Leerling" WHERE "administratieNr" = $1`,
    adm,
    schooljaar,
    ingangsdatum,
    einddatum,
  );
  // The spread: pupil k (1..30) masters the levels up to 1 + k mod 9 in the first period of last year, half of the next level.
  await db.$executeRawUnsafe(
    `WITH l AS (SELECT id, row_number() OVER (ORDER BY id) AS k FROM "Leerling" WHERE "administratieNr" = $1)
     INSERT INTO "Evaluatie" ("administratieNr", "leerlingId", "leerroutepakketId", "indicatorId", schooljaar, "periodeNummer", "competentieId", "niveauNummer", score, datum, "updatedAt")
     SELECT $1, l.id, $2, i.id, $3, 1, i."competentieId", i."niveauNummer", CASE WHEN i."niveauNummer" <= 1 + l.k % 9 THEN 100 WHEN i.volgnummer <= 2 THEN 100 ELSE 0 END, $4::date, now()
       FROM l JOIN "Indicator" i ON i."leerroutepakketId" = $2 AND i."niveauNummer" <= 2 + l.k % 9`,
    adm,
    p,
    jaren[1],
    new Date(`${jaar - 1}-08-01T00:00:00Z`),
  );
  // Noise: 100 indicators per pupil and period of the other periods (as bench/monitor.ts), never the spread's period.
  await db.$executeRawUnsafe(
    `INSERT INTO "Evaluatie" ("administratieNr", "leerlingId", "leerroutepakketId", "indicatorId", schooljaar, "periodeNummer", "competentieId", "niveauNummer", score, datum, "updatedAt")
     SELECT $1, l.id, $2, i.id, pe.schooljaar, pe.nummer, i."competentieId", i."niveauNummer", (ARRAY[0, 50, 100, 100])[1 + (l.id + i.id + pe.nummer) % 4], pe.ingangsdatum, now()
       FROM "Leerling" l
       JOIN "Periode" pe ON pe."administratieNr" = l."administratieNr" AND NOT (pe.schooljaar = $3 AND pe.nummer = 1)
       JOIN LATERAL (SELECT x.id, x."competentieId", x."niveauNummer" FROM "Indicator" x WHERE x."leerroutepakketId" = $2
                      ORDER BY (x.id * 7 + l.id * 13 + pe.nummer * 101 + length(pe.schooljaar)) % 1000 LIMIT 100) i ON true
      WHERE l."administratieNr" = $1`,
    adm,
    p,
    jaren[1],
  );
  await db.$executeRawUnsafe(`ANALYZE "Evaluatie", "Indicator", "Leerling", "Leerlingtoewijzing", "Competentie"`);
  // The ids the screens use, as the other benchmarks find them: active period, package, the Klas group.
  const ids = await schermIds(adm, schooljaar);
  if (ids.periode === null || ids.pakket === null || ids.groep === null) throw new Error(`schermIds vond geen actieve periode, pakket of groep: ${JSON.stringify(ids)}`);
  const rol = await db.rol.create({ data: { administratieNr: adm, naam: "Bench" } });
  await db.rolPermissie.createMany({ data: [F.Leerlingevaluaties].map((f) => ({ administratieNr: adm, rolId: rol.id, functiegebied: f, bits: Combinations.WriteReadAll })) });
  const gebruiker = await db.gebruiker.create({ data: { id: gebruikerId, email: `bench-${gebruikerId}@leerroute.test` } });
  await db.medewerker.create({ data: { administratieNr: adm, gebruikerId, roepnaam: "Bench", achternaam: "Gebruiker", rollen: { create: [{ rolId: rol.id }] } } });
  const tenant = (await loadPermissions(adm, { gebruikerId }))!;
  const ctx: TenantContext = { ...tenant, principal: { kind: "user", gebruikerId }, requestId: "bench" };
  const cookie = await sessieCookie(gebruikerId, gebruiker.sessieVersie);
  const aantal = await db.evaluatie.count({ where: { administratieNr: adm } });
  console.log(`administratie ${adm}: 1000 indicatoren, 30 leerlingen, ${aantal} beoordelingen; groep ${ids.groep}, periode ${ids.periode}, leerling ${ids.leerling}`);
  return { ctx, cookie, pakketId: ids.pakket, groepNr: ids.groep, periode: ids.periode, leerlingId: ids.leerling ?? 0 };
}

async function main() {
  process.env.API_LOG ??= "off";
  const adm = 900_000 + Math.floor(Math.random() * 90_000);
  const gebruikerId = randomUUID();
  let pakketId: number | null = null;
  try {
    const b = await bouw(adm, gebruikerId);
    pakketId = b.pakketId;
    const sj = huidigSchooljaar();
    const p = await prognosePerLeerling(b.ctx, { schooljaar: sj, periode: b.periode, pakketId: b.pakketId, groepNr: b.groepNr });
    const statussen: Record<string, number> = {};
    for (const l of p.leerlingen) for (const d of l.domeinen) statussen[d.status] = (statussen[d.status] ?? 0) + 1;
    const perioden = p.leerlingen.flatMap((l) => l.domeinen.map((d) => d.perioden));
    console.log(`prognose: ${p.leerlingen.length} leerlingen × ${p.domeinen.length} domeinen; statussen ${JSON.stringify(statussen)}; perioden per domein ${Math.min(...perioden)}–${Math.max(...perioden)}`);
    if (process.env.BENCH_DETAIL) {
      sqlTeller.opname = [];
      await prognosePerLeerling(b.ctx, { schooljaar: sj, periode: b.periode, pakketId: b.pakketId, groepNr: b.groepNr });
      const opgenomen = sqlTeller.opname;
      sqlTeller.opname = undefined;
      for (const st of opgenomen.filter((x) => /^\s*(WITH|SELECT)/i.test(x.text))) {
        const t = performance.now();
        for (let i = 0; i < 5; i++) await db.$queryRawUnsafe(st.text, ...st.values);
        console.log(`  ${((performance.now() - t) / 5).toFixed(1).padStart(7)} ms  ${st.text.replace(/\s+/g, " ").slice(0, 110)}`);
      }
    }
    await meet("prognosePerLeerling (service, 30 × 1000)", "p95 ≤ 100 ms", () => prognosePerLeerling(b.ctx, { schooljaar: sj, periode: b.periode, pakketId: b.pakketId, groepNr: b.groepNr }));
    const api = getApi();
    const http = (naam: string, doel: string, pad: string) =>
      meet(naam, doel, async () => {
        const res = await api.fetch(new Request(`http://localhost${pad}`, { headers: { "x-csrf": "1", cookie: b.cookie } }));
        if (res.status !== 200) throw new Error(`${pad}: HTTP ${res.status} ${await res.text()}`);
        return res.arrayBuffer();
      });
    await http("HTTP GET Monitor/PrognosePerLeerling", "p95 ≤ 100 ms", `/api/Monitor/PrognosePerLeerling/${sj}/${b.periode}/${b.pakketId}/${b.groepNr}?administratieNr=${adm}`);
    await http("HTTP GET Opbrengsten/PrognoseRisico", "p95 ≤ 100 ms", `/api/Opbrengsten/PrognoseRisico/${b.pakketId}/${b.periode}/0?jaar=${sj}&administratieNr=${adm}`);
  } finally {
    await ruimOp(adm, pakketId, gebruikerId);
    const over = await db.administratie.count({ where: { administratieNr: adm } });
    console.log(over ? `LET OP: administratie ${adm} is niet opgeruimd.` : `administratie ${adm} opgeruimd.`);
    await db.$disconnect();
  }
}

main().catch((e) => {
  console.error(e);
  process.exit(1);
});
