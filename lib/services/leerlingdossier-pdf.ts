import { db } from "@/lib/db/client";
import type { TenantContext } from "@/lib/api/context";
import { fileResponse } from "@/lib/api/files";
import { nlDatum, planPdf, platteTekst, type PdfSectie, type PdfVeld, type PlanPdf } from "@/lib/documenten/plan-pdf";
import { printRegels, type PrintRegel } from "@/lib/templates";
import { logInzage } from "./dossier-inzage";
import { alsDefinities } from "./formuliertemplates";
import { getFormulier, type FormulierView } from "./formulieren";
import { naamVan } from "./leerling-gemeen";
import { getDossierItem, type DossierItemView } from "./leerlingdossier";
import { getNotitie, type NotitieView } from "./notities";
import { gemeen, school } from "./plan-documenten";

/**
 * Print / PDF of one item of the pupil file — a note, a dossier item, a filled-in form — in the
 * layout of the plan documents (lib/documenten/plan-pdf.ts: the school's name and logo, Dutch
 * dates, "Pagina x van y"). A form is laid out by the item types' print rendering
 * (lib/templates/weergave.ts): each heading (LBL) starts a section. Reading a pupil's item as PDF
 * is a read: it is written to the access log.
 */

const bestandsnaam = (tekst: string) => tekst.replace(/[^\p{L}\p{N} _-]/gu, "").trim().replace(/\s+/g, "-").slice(0, 80) || "document";
const documentLijst = (docs: { bestandsnaam: string }[]): PdfSectie[] => (docs.length ? [{ kop: "Documenten", lijsten: [{ kop: "Bijgevoegd", items: docs.map((d) => d.bestandsnaam) }] }] : []);

/** PDF content in the plan-document layout as a download (also the OPP and pupil-plan prints). */
export async function alsPdf(ctx: TenantContext, inhoud: Omit<PlanPdf, "logo" | "school" | "voet" | "paginaTekst" | "leegTekst">, naam: string) {
  const sch = await school(ctx);
  const g = gemeen(ctx);
  const bytes = await planPdf({ ...inhoud, school: sch.naam, logo: sch.logo, voet: g.voet, paginaTekst: g.paginaTekst, leegTekst: g.leegTekst });
  return fileResponse(bytes, `${bestandsnaam(naam)}.pdf`, "application/pdf");
}

export function notitiePdfInhoud(ctx: TenantContext, n: NotitieView, over: string) {
  const t = gemeen(ctx).t;
  const velden: PdfVeld[] = [
    { label: n.leerlingId ? t("[[Leerling]]") : t("[[Groep]]"), waarde: over },
    { label: "Datum", waarde: nlDatum(n.datum) },
    { label: "Soort", waarde: n.soortNaam ?? "–" },
    { label: "Auteur", waarde: n.auteur ?? "–" },
    ...(n.tags.length ? [{ label: "Tags", waarde: n.tags.map((x) => x.naam).join(", ") }] : []),
  ];
  return { titel: n.titel, ondertitel: `Notitie over ${over}`, velden, secties: [{ kop: "Notitie", tekst: [{ label: "Tekst", waarde: n.tekst.trim() || null }] }, ...documentLijst(n.documenten)] };
}

/** GET Notities/Pdf: one note (about a pupil or a group). */
export async function notitiePdf(ctx: TenantContext, id: number) {
  const n = await getNotitie(ctx, id, false);
  const over = n.leerlingId
    ? naamVan(await db.leerling.findUniqueOrThrow({ where: { administratieNr_id: { administratieNr: ctx.administratieNr, id: n.leerlingId } }, select: { roepnaam: true, tussenvoegsel: true, achternaam: true } }))
    : (await db.groep.findUniqueOrThrow({ where: { administratieNr_nr: { administratieNr: ctx.administratieNr, nr: n.groepNr! } }, select: { naam: true } })).naam;
  if (n.leerlingId) await logInzage(ctx, n.leerlingId, "notitieafdruk", id);
  return alsPdf(ctx, notitiePdfInhoud(ctx, n, over), `notitie-${n.datum}-${n.titel}`);
}

export function dossierItemPdfInhoud(ctx: TenantContext, i: DossierItemView, leerling: string) {
  const t = gemeen(ctx).t;
  const velden: PdfVeld[] = [
    { label: t("[[Leerling]]"), waarde: leerling },
    { label: "Datum", waarde: nlDatum(i.datum) },
    { label: "Categorie", waarde: i.categorieNaam ?? "Zonder categorie" },
    { label: "Auteur", waarde: i.auteur ?? "–" },
    ...(i.tags.length ? [{ label: "Tags", waarde: i.tags.map((x) => x.naam).join(", ") }] : []),
  ];
  return { titel: i.titel, ondertitel: `Dossieritem van ${leerling}`, velden, secties: [{ kop: "Dossieritem", tekst: [{ label: "Omschrijving", waarde: i.omschrijving?.trim() || null }] }, ...documentLijst(i.documenten)] };
}

/** GET Leerlingdossier/Pdf: one dossier item. */
export async function dossierItemPdf(ctx: TenantContext, id: number) {
  const i = await getDossierItem(ctx, id, false);
  const l = await db.leerling.findUniqueOrThrow({ where: { administratieNr_id: { administratieNr: ctx.administratieNr, id: i.leerlingId } }, select: { roepnaam: true, tussenvoegsel: true, achternaam: true } });
  await logInzage(ctx, i.leerlingId, "dossieritemafdruk", id);
  return alsPdf(ctx, dossierItemPdfInhoud(ctx, i, naamVan(l)), `dossieritem-${i.datum}-${i.titel}`);
}

/** Print lines as PDF sections: a heading (LBL) starts a section, its explanation is the first text. */
export function regelsAlsSecties(regels: readonly PrintRegel[], eersteKop: string): PdfSectie[] {
  const secties: PdfSectie[] = [];
  let huidig: PdfSectie | null = null;
  for (const r of regels) {
    if (r.kop) {
      huidig = { kop: r.label, tekst: r.toelichting ? [{ label: "Toelichting", waarde: r.toelichting }] : [] };
      secties.push(huidig);
      continue;
    }
    if (!huidig) {
      huidig = { kop: eersteKop, tekst: [] };
      secties.push(huidig);
    }
    huidig.tekst!.push({ label: r.label, waarde: r.waarde && r.opgemaakt ? platteTekst(r.waarde) : r.waarde });
  }
  return secties;
}

export function formulierPdfInhoud(ctx: TenantContext, f: FormulierView & { definities: Parameters<typeof alsDefinities>[0]; waarden: Record<string, unknown> }) {
  const t = gemeen(ctx).t;
  return {
    titel: f.titel ?? f.templateNaam,
    ondertitel: `${f.templateNaam} — ${f.leerlingNaam}`,
    velden: [
      { label: t("[[Leerling]]"), waarde: f.leerlingNaam },
      { label: "Datum", waarde: nlDatum(f.datum) },
      { label: "Formulier", waarde: f.templateNaam },
      { label: "Auteur", waarde: f.auteur ?? "–" },
    ],
    secties: regelsAlsSecties(printRegels(alsDefinities(f.definities), f.waarden), f.templateNaam),
  };
}

/** GET Formulieren/Pdf: a filled-in form, rendered from its template. */
export async function formulierPdf(ctx: TenantContext, id: number) {
  const f = await getFormulier(ctx, id, false);
  await logInzage(ctx, f.leerlingId, "formulierafdruk", id);
  return alsPdf(ctx, formulierPdfInhoud(ctx, f), `formulier-${f.datum}-${f.titel ?? f.templateNaam}`);
}
