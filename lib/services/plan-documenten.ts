import { db } from "@/lib/db/client";
import type { TenantContext } from "@/lib/api/context";
import { fileResponse } from "@/lib/api/files";
import { nlDatum, planPdf, platteTekst, warmPdf, type PdfSectie, type PlanPdf } from "@/lib/documenten/plan-pdf";
import { metTermen } from "@/lib/i18n/messages";
import { vandaagIso } from "@/lib/schooljaar";
import { getFile } from "@/lib/storage";
import type { DoelView } from "./onderwijsplan-gemeen";
import type { GroepsplanDetails } from "./groepsplannen";
import type { HandelingsplanDetails } from "./handelingsplannen";

/**
 * The plan documents as PDF downloads (lib/documenten/plan-pdf.ts): the group plan with its
 * instruction groups, and the action plan. One statement for the school's name and logo.
 */

// The server warms the PDF renderer once, shortly after the API is loaded, so the first plan PDF
// does not pay its one-time start (bench/groepsplannen.ts: first document 2.6 s → 0.75 s). Not in
// tests or development (no stray background work there).
if (process.env.NODE_ENV === "production" && !process.env.VITEST) setTimeout(() => void warmPdf(), 1000).unref();

export async function school(ctx: TenantContext) {
  const a = await db.administratie.findUniqueOrThrow({ where: { administratieNr: ctx.administratieNr }, select: { naam: true, logo: { select: { opslagsleutel: true, mimeType: true } } } });
  const bytes = a.logo ? await getFile(a.logo.opslagsleutel).catch(() => null) : null;
  return { naam: a.naam, logo: a.logo && bytes ? { bytes, mimeType: a.logo.mimeType } : null };
}

export function doelTekst(d: DoelView): string {
  const basis = `${d.domeinNaam} – ${d.competentieNaam}, niveau ${d.niveauWaarde}`;
  return [d.indicatorNaam ? `${basis}: ${d.indicatorNaam}` : basis, d.omschrijving].filter(Boolean).join(" — ");
}

export const gemeen = (ctx: TenantContext) => ({
  voet: `Gemaakt op ${nlDatum(vandaagIso())}`,
  paginaTekst: (p: number, n: number) => `Pagina ${p} van ${n}`,
  leegTekst: "Niet ingevuld",
  t: (tekst: string) => metTermen(tekst, ctx.taalCode),
});

const bestandsnaam = (tekst: string) => tekst.replace(/[^\p{L}\p{N} _-]/gu, "").trim().replace(/\s+/g, "-") || "plan";

/** The group plan as PDF content (exported for the bench and the tests). */
export function groepsplanPdfInhoud(ctx: TenantContext, plan: GroepsplanDetails, schoolNaam: string): Omit<PlanPdf, "logo"> {
  const g = gemeen(ctx);
  const secties: PdfSectie[] = [
    { kop: "Beginsituatie", tekst: [{ label: g.t("Analyse van [[de groep]]"), waarde: platteTekst(plan.beginsituatie) }] },
    ...plan.instructiegroepen.map((ig) => ({
      kop: `${ig.volgnummer}. ${ig.naam}`,
      velden: [
        { label: "Vakgebied", waarde: ig.vakgebiedNaam ?? "–" },
        { label: g.t("[[Leerlingen]]"), waarde: String(ig.leerlingen.length) },
      ],
      tekst: [
        { label: "Doel", waarde: platteTekst(ig.doel) },
        { label: "Aanpak", waarde: platteTekst(ig.aanpak) },
      ],
      lijsten: [
        { kop: g.t("[[Leerlingen]]"), items: ig.leerlingen.map((l) => l.naam), leeg: g.t("Nog geen [[leerlingen]]") },
        { kop: "Doelen", items: ig.doelen.map(doelTekst), leeg: "Nog geen doelen" },
        ...(ig.laatsteEvaluatie ? [{ kop: `Evaluatie van ${nlDatum(ig.laatsteEvaluatie.datum)}`, items: [platteTekst(ig.laatsteEvaluatie.tekst) ?? "–"] }] : []),
      ],
    })),
  ];
  if (plan.onverdeeld.length) secties.push({ kop: g.t("Niet ingedeelde [[leerlingen]]"), lijsten: [{ kop: g.t("[[Leerlingen]]"), items: plan.onverdeeld.map((l) => l.naam) }] });
  return {
    titel: `Groepsplan ${plan.groepNaam}`,
    ondertitel: `Periode ${plan.periodeNummer} (${nlDatum(plan.periode.ingangsdatum)} t/m ${nlDatum(plan.periode.einddatum)}), ${g.t("[[schooljaar]]")} ${plan.schooljaar}`,
    school: schoolNaam,
    velden: [
      { label: g.t("[[Groep]]"), waarde: plan.groepNaam },
      { label: g.t("[[Vestiging]]"), waarde: plan.vestigingNaam },
      { label: "Auteur", waarde: plan.auteur ?? "–" },
      { label: "Instructiegroepen", waarde: String(plan.instructiegroepen.length) },
    ],
    secties,
    voet: g.voet,
    paginaTekst: g.paginaTekst,
    leegTekst: g.leegTekst,
  };
}

export async function groepsplanPdf(ctx: TenantContext, plan: GroepsplanDetails) {
  const sch = await school(ctx);
  const bytes = await planPdf({ ...groepsplanPdfInhoud(ctx, plan, sch.naam), logo: sch.logo });
  return fileResponse(bytes, `groepsplan-${bestandsnaam(plan.groepNaam)}-periode-${plan.periodeNummer}.pdf`, "application/pdf");
}

export function handelingsplanPdfInhoud(ctx: TenantContext, plan: HandelingsplanDetails, schoolNaam: string): Omit<PlanPdf, "logo"> {
  const g = gemeen(ctx);
  const evaluatie = plan.evaluaties[0];
  return {
    titel: `Handelingsplan ${plan.leerlingNaam}`,
    ondertitel: `${plan.titel ?? ""} — periode ${plan.periodeNummer}, ${g.t("[[schooljaar]]")} ${plan.schooljaar}`,
    school: schoolNaam,
    velden: [
      { label: g.t("[[Leerling]]"), waarde: plan.leerlingNaam },
      { label: "Vakgebied", waarde: plan.vakgebiedNaam ?? "–" },
      { label: "Looptijd", waarde: `${nlDatum(plan.ingangsdatum)} t/m ${nlDatum(plan.einddatum)}` },
      { label: "Beoordelaar", waarde: plan.beoordelaarNaam ?? "–" },
      { label: "Ouders geïnformeerd", waarde: plan.oudersGeinformeerdOp ? nlDatum(plan.oudersGeinformeerdOp) : "nog niet" },
      { label: "Auteur", waarde: plan.auteur ?? "–" },
    ],
    secties: [
      { kop: "Beginsituatie en hulpvraag", tekst: [{ label: "Beginsituatie", waarde: platteTekst(plan.beginsituatie) }] },
      { kop: "Doelen", tekst: [{ label: "Doel", waarde: platteTekst(plan.doel) }], lijsten: [{ kop: "Geplande doelen (SMART)", items: plan.geplandeIndicatoren.map(doelTekst), leeg: "Nog geen doelen" }] },
      { kop: "Aanpak", tekst: [{ label: "Wat, hoe, wanneer en door wie", waarde: platteTekst(plan.aanpak) }] },
      {
        kop: "Evaluatie",
        tekst: evaluatie
          ? [{ label: `${nlDatum(evaluatie.datum)}${evaluatie.doelBehaald === null ? "" : evaluatie.doelBehaald ? " — doel behaald" : " — doel niet behaald"}`, waarde: platteTekst(evaluatie.tekst) }]
          : [{ label: "Nog niet geëvalueerd", waarde: null }],
      },
    ],
    voet: g.voet,
    paginaTekst: g.paginaTekst,
    leegTekst: g.leegTekst,
  };
}

export async function handelingsplanPdf(ctx: TenantContext, plan: HandelingsplanDetails) {
  const sch = await school(ctx);
  const bytes = await planPdf({ ...handelingsplanPdfInhoud(ctx, plan, sch.naam), logo: sch.logo });
  return fileResponse(bytes, `handelingsplan-${bestandsnaam(plan.leerlingNaam)}-${plan.id}.pdf`, "application/pdf");
}
