/**
 * The group plan's proposal of instruction groups (issue 30):
 * `DATABASE_URL=… AUTH_SECRET=… npx tsx bench/groepsplan-voorstel.ts`.
 * Builds a throw-away administration with bench/testadministratie.ts: a package of 1,000 indicators (5 domains × 4 competences ×
 * 10 levels × 5 indicators), route 1 whose phase for "Groep 6" (BO) expects level 6 in every
 * domain, a group of 30 pupils on that route with a spread of mastery (pupil k masters the levels
 * up to 1 + k mod 9 in a closed period, half of the next one), plus 100 evaluated indicators per
 * pupil in each of the 12 periods of three school years (noise, as bench/monitor.ts), and an empty
 * group plan for the active period, and a user with a role that may write group plans. The ids it
 * measures with (active period, package, group) come from bench/sessie.ts `schermIds`, as in the
 * other benchmarks; the HTTP call signs in with `sessieCookie`. Times, 20 runs each after a warm-up:
 *   - GroepsPlannen/Indelingsvoorstel (the proposal the dialog shows; target < 1 s for 30 pupils), the
 *     service and the whole HTTP answer through the Hono app (session, permissions, validation, JSON);
 *   - GroepsPlannen/GenerateInstructiegroepen with the teacher's indeling (accepting the proposal);
 * with the statements of one call and the load average (the machine is often shared), beside
 * Monitor/BeheersingPerLeerling (the same percentages from every standing sent to Node: the way
 * the proposal was computed before), and whether the two give the same percentage per pupil.
 * BENCH_DETAIL=1 prints each statement of the proposal with its own time.
 * Not a test: no assertions. The administration and the user are removed when the run ends (also
 * after an error).
 */
import { db } from "@/lib/db/client";
import { Functiegebied as F } from "@/lib/permissions/constants";
import { huidigSchooljaar } from "@/lib/schooljaar";
import { gemiddelde } from "@/lib/groepsplannen/clustering";
import { genereerInstructiegroepen, indelingsvoorstel } from "@/lib/services/groepsplannen";
import { beheersingPerLeerling } from "@/lib/services/monitor";
import { schermIds } from "./sessie";
import { benchGebruiker, bouwTestadministratie, draaiBench, httpGet, meet, toonStatements } from "./testadministratie";

async function bouw(adm: number, gebruikerId: string) {
  const { schooljaar } = await bouwTestadministratie(adm, { naam: "Bench voorstel", leerroute: true, spreiding: true });
  // The ids the screens use, as the other benchmarks find them: active period, package, the Klas group.
  const ids = await schermIds(adm, schooljaar);
  if (ids.periode === null || ids.pakket === null || ids.groep === null) throw new Error(`schermIds vond geen actieve periode, pakket of groep: ${JSON.stringify(ids)}`);
  const plan = await db.groepsplan.create({ data: { administratieNr: adm, groepNr: ids.groep, schooljaar, periodeNummer: ids.periode } });
  const { ctx, cookie } = await benchGebruiker(adm, gebruikerId, [F.Leerlingevaluaties, F.Groepsplannen]);
  const aantal = await db.evaluatie.count({ where: { administratieNr: adm } });
  console.log(`administratie ${adm}: 1000 indicatoren, 30 leerlingen, ${aantal} beoordelingen; groepsplan van groep ${ids.groep}, periode ${ids.periode}`);
  return { ctx, cookie, pakketId: ids.pakket, groepNr: ids.groep, planId: plan.id, periode: ids.periode };
}

process.env.API_LOG ??= "off";
draaiBench(async (adm, gebruikerId) => {
  const b = await bouw(adm, gebruikerId);
  const vraag = { groepNr: b.groepNr, periodeNummer: b.periode, leerroutepakketId: b.pakketId, domeinId: null };
  const voorstel = await indelingsvoorstel(b.ctx, vraag);
  const telling = Object.fromEntries(["intensief", "basis", "verdiept"].map((c) => [c, voorstel.leerlingen.filter((l) => l.cluster === c).length]));
  console.log(`voorstel: ${JSON.stringify(telling)}; gemiddelde ${voorstel.regel.gemiddelde} %, spreiding ${voorstel.regel.spreiding}, grenzen ${voorstel.regel.ondergrens}–${voorstel.regel.bovengrens} %`);
  // The same figures as the monitor's (which sends every standing to Node), and that one's time beside it.
  const monitor = await beheersingPerLeerling(b.ctx, { schooljaar: huidigSchooljaar(), periode: b.periode, pakketId: b.pakketId, groepNr: b.groepNr });
  const verschil = voorstel.leerlingen.filter((l) => gemiddelde(monitor.leerlingen.find((m) => m.id === l.leerlingId)!.domeinen.map((d) => d.percentage)) !== l.percentage);
  console.log(`percentages gelijk aan Monitor/BeheersingPerLeerling: ${verschil.length ? `NEE (${verschil.length} leerlingen)` : "ja"}`);
  if (process.env.BENCH_DETAIL) await toonStatements(() => indelingsvoorstel(b.ctx, vraag), /WITH l AS/);
  await meet("Monitor/BeheersingPerLeerling (ter vergelijking)", "—", () => beheersingPerLeerling(b.ctx, { schooljaar: huidigSchooljaar(), periode: b.periode, pakketId: b.pakketId, groepNr: b.groepNr }));
  await meet("GroepsPlannen/Indelingsvoorstel (30 × 1000)", "< 1000 ms", () => indelingsvoorstel(b.ctx, vraag));
  const pad = `/api/GroepsPlannen/Indelingsvoorstel/${adm}/${b.groepNr}/${b.periode}?leerroutepakketId=${b.pakketId}&administratieNr=${adm}`;
  await meet("HTTP GET Indelingsvoorstel (sessie, JSON)", "< 1000 ms", () => httpGet(b.cookie, pad));
  const indeling = voorstel.leerlingen.map((l) => ({ leerlingId: l.leerlingId, cluster: l.cluster }));
  const leeg = async () => {
    await db.$executeRawUnsafe(`DELETE FROM "InstructiegroepLeerling" WHERE "administratieNr" = $1`, adm);
    const ops = await db.instructiegroep.findMany({ where: { administratieNr: adm }, select: { onderwijsplanId: true } });
    await db.instructiegroep.deleteMany({ where: { administratieNr: adm } });
    await db.onderwijsplan.deleteMany({ where: { administratieNr: adm, id: { in: ops.map((o) => o.onderwijsplanId) } } });
  };
  await meet("GenerateInstructiegroepen (indeling gegeven)", "< 1000 ms", () => genereerInstructiegroepen(b.ctx, { groepsplanId: b.planId, leerroutepakketId: b.pakketId, vakgebiedNr: null, domeinId: null, indeling }), leeg);
  await meet("GenerateInstructiegroepen (zonder indeling)", "< 1000 ms", () => genereerInstructiegroepen(b.ctx, { groepsplanId: b.planId, leerroutepakketId: b.pakketId, vakgebiedNr: null, domeinId: null, indeling: null }), leeg);
});
