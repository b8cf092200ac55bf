/**
 * The forecast (issue 34): `DATABASE_URL=… AUTH_SECRET=… npx tsx bench/prognose.ts`.
 * Builds a throw-away administration with bench/testadministratie.ts (with route and spread, as
 * bench/groepsplan-voorstel.ts): a package of 1,000 indicators (5 domains × 4 competences × 10
 * levels × 5 indicators), route 1 whose phase for "Groep 6" (BO) expects level 6 in every domain,
 * a group of 30 pupils on that route, 100 evaluated indicators per pupil in each of the 12 periods
 * of three school years (plus a spread of mastery in one period), so every pupil has a history of
 * many periods. The ids come from
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
import { db } from "@/lib/db/client";
import { Functiegebied as F } from "@/lib/permissions/constants";
import { prognosePerLeerling } from "@/lib/services/prognose";
import { schermIds } from "./sessie";
import { benchGebruiker, bouwTestadministratie, draaiBench, httpGet, meet, toonStatements } from "./testadministratie";

async function bouw(adm: number, gebruikerId: string) {
  const { schooljaar } = await bouwTestadministratie(adm, { naam: "Bench prognose", leerroute: true, spreiding: true });
  // The ids the screens use, as the other benchmarks find them: active period, package, the Klas group.
  const ids = await schermIds(adm, schooljaar);
  if (ids.periode === null || ids.pakket === null || ids.groep === null) throw new Error(`schermIds vond geen actieve periode, pakket of groep: ${JSON.stringify(ids)}`);
  const { ctx, cookie } = await benchGebruiker(adm, gebruikerId, [F.Leerlingevaluaties]);
  const aantal = await db.evaluatie.count({ where: { administratieNr: adm } });
  console.log(`administratie ${adm}: 1000 indicatoren, 30 leerlingen, ${aantal} beoordelingen; groep ${ids.groep}, periode ${ids.periode}, leerling ${ids.leerling}`);
  return { ctx, cookie, schooljaar, pakketId: ids.pakket, groepNr: ids.groep, periode: ids.periode, leerlingId: ids.leerling ?? 0 };
}

process.env.API_LOG ??= "off";
draaiBench(async (adm, gebruikerId) => {
  const b = await bouw(adm, gebruikerId);
  const sj = b.schooljaar;
  const p = await prognosePerLeerling(b.ctx, { schooljaar: sj, periode: b.periode, pakketId: b.pakketId, groepNr: b.groepNr });
  const statussen: Record<string, number> = {};
  for (const l of p.leerlingen) for (const d of l.domeinen) statussen[d.status] = (statussen[d.status] ?? 0) + 1;
  const perioden = p.leerlingen.flatMap((l) => l.domeinen.map((d) => d.perioden));
  console.log(`prognose: ${p.leerlingen.length} leerlingen × ${p.domeinen.length} domeinen; statussen ${JSON.stringify(statussen)}; perioden per domein ${Math.min(...perioden)}–${Math.max(...perioden)}`);
  if (process.env.BENCH_DETAIL) await toonStatements(() => prognosePerLeerling(b.ctx, { schooljaar: sj, periode: b.periode, pakketId: b.pakketId, groepNr: b.groepNr }));
  await meet("prognosePerLeerling (service, 30 × 1000)", "p95 ≤ 100 ms", () => prognosePerLeerling(b.ctx, { schooljaar: sj, periode: b.periode, pakketId: b.pakketId, groepNr: b.groepNr }));
  const http = (naam: string, doel: string, pad: string) => meet(naam, doel, () => httpGet(b.cookie, pad));
  await http("HTTP GET Monitor/PrognosePerLeerling", "p95 ≤ 100 ms", `/api/Monitor/PrognosePerLeerling/${sj}/${b.periode}/${b.pakketId}/${b.groepNr}?administratieNr=${adm}`);
  await http("HTTP GET Opbrengsten/PrognoseRisico", "p95 ≤ 100 ms", `/api/Opbrengsten/PrognoseRisico/${b.pakketId}/${b.periode}/0?jaar=${sj}&administratieNr=${adm}`);
});
