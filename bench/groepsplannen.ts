/**
 * Server time of a group plan's Details and of its PDF (issue 14):
 * `DATABASE_URL=… npx tsx bench/groepsplannen.ts`.
 * Builds a scratch administration (number 2147480000 + a random offset) with a group of 30 pupils,
 * a plan with 3 instruction groups and 60 goals (20 per group, each an indicator of a 60-indicator
 * package), times the Details service and the PDF (service + rendering) 20 times after a warm-up,
 * prints the first (cold) call, median and p95, the import of the PDF library and the rendering alone,
 * and the statements of one Details call, then removes the administration.
 * Not a test: no assertions.
 */
import type { TenantContext } from "@/lib/api/context";
import { db, sqlTeller } from "@/lib/db/client";
import { Functiegebied as F } from "@/lib/permissions/constants";
import { huidigSchooljaar, schooljaarGrenzen } from "@/lib/schooljaar";
import { groepsplanDetails } from "@/lib/services/groepsplannen";
import { groepsplanPdf, groepsplanPdfInhoud } from "@/lib/services/plan-documenten";
import { loadPermissions } from "@/lib/services/permissions";

const RUNS = 20;
const ALLES = 127;

function figures(runs: number[]) {
  const s = [...runs].sort((a, b) => a - b);
  return { median: s[Math.floor(s.length / 2)]!, p95: s[Math.min(s.length - 1, Math.ceil(0.95 * s.length) - 1)]! };
}

async function tijd(naam: string, fn: () => Promise<unknown>) {
  const k = performance.now();
  await fn();
  console.log(`${naam.padEnd(50)} first (cold) ${(performance.now() - k).toFixed(1).padStart(7)} ms`);
  const runs: number[] = [];
  for (let i = 0; i < RUNS; i++) {
    const t = performance.now();
    await fn();
    runs.push(performance.now() - t);
  }
  const f = figures(runs);
  console.log(`${naam.padEnd(50)} median ${f.median.toFixed(1).padStart(7)} ms  p95 ${f.p95.toFixed(1).padStart(7)} ms`);
}

async function bouw(adm: number) {
  const schooljaar = huidigSchooljaar();
  const { ingangsdatum, einddatum } = schooljaarGrenzen(schooljaar);
  await db.administratie.create({
    data: { administratieNr: adm, naam: "Bench groepsplannen", klantId: adm, vestigingen: { create: [{ nr: 1, naam: "Hoofdlocatie" }] }, schooljaren: { create: [{ schooljaar, ingangsdatum, einddatum }] } },
  });
  await db.periode.create({ data: { administratieNr: adm, schooljaar, nummer: 1, ingangsdatum, einddatum } });
  await db.groep.create({ data: { administratieNr: adm, nr: 1, naam: "Groep 6", schooljaar, vestigingNr: 1 } });
  const rol = await db.rol.create({ data: { administratieNr: adm, naam: "Bench" } });
  await db.rolPermissie.createMany({ data: [F.Groepsplannen, F.Leerlingevaluaties, F.Leerlingen].map((f) => ({ administratieNr: adm, rolId: rol.id, functiegebied: f, bits: ALLES })) });
  const leerlingen = await db.leerling.createManyAndReturn({
    data: Array.from({ length: 30 }, (_, i) => ({ administratieNr: adm, roepnaam: `Kind${i + 1}`, achternaam: `Bench${String(i + 1).padStart(2, "0")}`, ingangsdatum })),
    select: { id: true },
  });
  await db.leerlingtoewijzing.createMany({ data: leerlingen.map((l) => ({ administratieNr: adm, leerlingId: l.id, groepNr: 1, ingangsdatum, einddatum })) });
  const pakket = await db.leerroutepakket.create({ data: { administratieNr: adm, klantId: adm, naam: "Benchpakket" } });
  await db.administratieLeerroutepakket.create({ data: { administratieNr: adm, leerroutepakketId: pakket.id, klantId: adm } });
  await db.niveau.createMany({ data: [1, 2, 3].map((n) => ({ leerroutepakketId: pakket.id, nummer: n, waarde: String(n), label: `Niveau ${n}`, volgnummer: n })) });
  const domein = await db.domein.create({ data: { leerroutepakketId: pakket.id, naam: "Taal", volgnummer: 1 } });
  const indicatoren: { id: number; competentieId: number; niveauNummer: number }[] = [];
  for (let c = 1; c <= 4; c++) {
    const comp = await db.competentie.create({ data: { leerroutepakketId: pakket.id, domeinId: domein.id, naam: `Competentie ${c}`, volgnummer: c } });
    for (const n of [1, 2, 3]) {
      await db.competentieniveau.create({ data: { leerroutepakketId: pakket.id, competentieId: comp.id, niveauNummer: n } });
      for (let k = 1; k <= 5; k++) {
        const i = await db.indicator.create({ data: { leerroutepakketId: pakket.id, domeinId: domein.id, competentieId: comp.id, niveauNummer: n, naam: `Indicator ${c}.${n}.${k}: de leerling kan een tekst vlot en met begrip lezen`, volgnummer: k } });
        indicatoren.push({ id: i.id, competentieId: comp.id, niveauNummer: n });
      }
    }
  }
  const plan = await db.groepsplan.create({ data: { administratieNr: adm, groepNr: 1, schooljaar, periodeNummer: 1, beginsituatie: "<p>Een groep van dertig.</p>" } });
  for (let g = 0; g < 3; g++) {
    const o = await db.onderwijsplan.create({ data: { administratieNr: adm, soort: "Instructiegroep", schooljaar, periodeNummer: 1, leerroutepakketId: pakket.id, titel: `Groep ${g + 1}`, aanpak: "<p>Instructie aan de tafel, daarna zelfstandig werken.</p>" } });
    await db.instructiegroep.create({ data: { administratieNr: adm, groepsplanId: plan.id, nr: g + 1, naam: ["Intensief", "Basis", "Verdiept"][g]!, volgnummer: g + 1, onderwijsplanId: o.id } });
    await db.instructiegroepLeerling.createMany({ data: leerlingen.slice(g * 10, g * 10 + 10).map((l) => ({ administratieNr: adm, groepsplanId: plan.id, instructiegroepNr: g + 1, leerlingId: l.id })) });
    await db.onderwijsplanDoel.createMany({
      data: indicatoren.slice(g * 20, g * 20 + 20).map((i, k) => ({ administratieNr: adm, onderwijsplanId: o.id, leerroutepakketId: pakket.id, competentieId: i.competentieId, niveauNummer: i.niveauNummer, indicatorId: i.id, volgnummer: k + 1 })),
    });
  }
  const tenant = await loadPermissions(adm, { rolId: rol.id });
  if (!tenant) throw new Error("Rechten niet geladen");
  const ctx: TenantContext = { ...tenant, principal: { kind: "apikey", administratieNr: adm, keyId: 0, rolId: rol.id }, requestId: "bench" };
  return { ctx, pakketId: pakket.id };
}

async function ruimOp(adm: number, pakketId: number) {
  await db.$executeRawUnsafe(`DELETE FROM "Instructiegroep" WHERE "administratieNr" = ${adm}`);
  for (const t of ["Onderwijsplan", "Groepsplan", "Leerlingtoewijzing", "Leerling", "RolPermissie", "MedewerkerRol", "Rol", "AdministratieLeerroutepakket"]) await db.$executeRawUnsafe(`DELETE FROM "${t}" WHERE "administratieNr" = ${adm}`).catch(() => {});
  await db.leerroutepakket.delete({ where: { id: pakketId } }).catch(() => {});
  for (const t of ["Groep", "Periode", "Schooljaar", "Vestiging", "Administratie"]) await db.$executeRawUnsafe(`DELETE FROM "${t}" WHERE "administratieNr" = ${adm}`).catch(() => {});
}

async function main() {
  process.env.API_LOG ??= "off";
  const adm = 2147480000 + Math.floor(Math.random() * 3000);
  const { ctx, pakketId } = await bouw(adm);
  try {
    sqlTeller.opname = [];
    const plan = await groepsplanDetails(ctx, 1, 1);
    console.log(`Groepsplan: ${plan.instructiegroepen.length} instructiegroepen, ${plan.instructiegroepen.reduce((n, ig) => n + ig.leerlingen.length, 0)} leerlingen, ${plan.instructiegroepen.reduce((n, ig) => n + ig.doelen.length, 0)} doelen; Details = ${sqlTeller.opname.length} SQL-statement(s)`);
    sqlTeller.opname = undefined;
    const t0 = performance.now();
    const pdfModule = await import("@/lib/documenten/plan-pdf");
    console.log(`${"import @react-pdf/renderer + plan-pdf".padEnd(50)} once       ${(performance.now() - t0).toFixed(1).padStart(7)} ms`);
    await tijd("GroepsPlannen/Details (service)", () => groepsplanDetails(ctx, 1, 1));
    const w = performance.now();
    await pdfModule.warmPdf();
    console.log(`${"warmPdf() (once, at server start)".padEnd(50)} once       ${(performance.now() - w).toFixed(1).padStart(7)} ms`);
    const inhoud = groepsplanPdfInhoud(ctx, plan, "Bench");
    await tijd("PDF layout + render only (planPdf)", () => pdfModule.planPdf({ ...inhoud, logo: null }));
    await tijd("GroepsPlannen/Document (service + PDF)", async () => (await groepsplanPdf(ctx, await groepsplanDetails(ctx, 1, 1))).arrayBuffer());
  } finally {
    await ruimOp(adm, pakketId);
    await db.$disconnect();
  }
}

void main();
