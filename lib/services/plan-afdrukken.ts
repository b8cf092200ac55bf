import { leesRijen } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import type { TenantContext } from "@/lib/api/context";
import { nlDatum, platteTekst, type PdfSectie, type PdfVeld } from "@/lib/documenten/plan-pdf";
import { alleVerwijzingen, heeftVerwijzingen, printRegels, type Definitie, type PrintNamen } from "@/lib/templates";
import { CONCEPT } from "@/lib/schemas/ontwikkelingsperspectieven";
import { logInzage } from "./dossier-inzage";
import { alsPdf, regelsAlsSecties } from "./leerlingdossier-pdf";
import { leerlingplanDetails, type LeerlingplanDetailsView } from "./leerlingplannen";
import { oppVersieGeheel, type OppVersieGeheel } from "./ontwikkelingsperspectieven";
import { gemeen } from "./plan-documenten";

/**
 * Print / PDF of a development perspective (one version: the Concept or a dated established one)
 * and of a pupil plan in one period, in the layout of the plan documents (lib/documenten/plan-pdf.ts,
 * through leerlingdossier-pdf's alsPdf: the school's name and logo, Dutch dates, "Pagina x van y").
 * Template items are written by the item types' print rendering (lib/templates/weergave.ts), with
 * the names of the package content the domain-linked types (LR, OB, DOM, MON) point at. Both
 * reads are logged in the pupil file's access log as a print, like the other PDF downloads.
 */

interface NaamRij {
  soort: "LR" | "OB" | "DOM" | "NIV";
  sleutel: number;
  domein: number | null;
  naam: string;
}

/**
 * The names behind the numbers and ids of LR, OB, DOM and MON values (one statement, none when no
 * such value is filled in), looked up in the administration's own packages only — in `pakket`
 * when the plan names one. A number that means different things in two packages stays a number.
 */
async function printNamen(ctx: TenantContext, pakket: number | null, defs: readonly Definitie[], waarden: Readonly<Record<string, unknown>>): Promise<PrintNamen> {
  // What the values point at, collected by the same rule the server's check uses (lib/templates/verwijzingen).
  const v = alleVerwijzingen(defs, new Map(defs.filter((d) => waarden[String(d.id)] !== undefined).map((d) => [d.id, waarden[String(d.id)]])));
  if (!heeftVerwijzingen(v)) return {};
  const leerroutes = v.leerroutes.length > 0;
  const uitstroom = v.uitstroombestemmingen.length > 0;
  const domeinen = v.domeinen;
  // Level names only when a monitor line names levels (they are read per domain of the package).
  const niveauDomeinen = v.niveaus.length > 0 ? v.domeinen : [];
  const rijen = await leesRijen<NaamRij>(Prisma.sql`
    WITH p AS (SELECT "leerroutepakketId" AS id FROM "AdministratieLeerroutepakket"
                WHERE "administratieNr" = ${ctx.administratieNr} AND (${pakket}::int IS NULL OR "leerroutepakketId" = ${pakket}::int))
    SELECT 'LR' AS soort, l.nummer AS sleutel, NULL::int AS domein, l.naam FROM "Leerroute" l JOIN p ON p.id = l."leerroutepakketId" WHERE ${leerroutes}::boolean
    UNION ALL
    SELECT 'OB', u.nummer, NULL::int, u.naam FROM "Uitstroombestemming" u JOIN p ON p.id = u."leerroutepakketId" WHERE ${uitstroom}::boolean
    UNION ALL
    SELECT 'DOM', d.id, d.id, d.naam FROM "Domein" d JOIN p ON p.id = d."leerroutepakketId" WHERE d.id = ANY(${domeinen}::int[])
    UNION ALL
    SELECT 'NIV', n.nummer, d.id, n.waarde FROM "Domein" d JOIN p ON p.id = d."leerroutepakketId" JOIN "Niveau" n ON n."leerroutepakketId" = d."leerroutepakketId"
     WHERE d.id = ANY(${niveauDomeinen}::int[])`);
  const enig = (soort: NaamRij["soort"], sleutel: number, domein: number | null = null) => {
    const namen = new Set(rijen.filter((r) => r.soort === soort && r.sleutel === sleutel && (domein === null || r.domein === domein)).map((r) => r.naam));
    return namen.size === 1 ? [...namen][0] : undefined;
  };
  return {
    leerroute: (nr) => enig("LR", nr),
    uitstroom: (nr) => enig("OB", nr),
    domein: (id) => enig("DOM", id),
    niveau: (domeinId, nr) => enig("NIV", nr, domeinId),
  };
}

/** A template's print lines as sections; headings (LBL) inside a page carry the page's name. */
function paginaSecties(kop: string, defs: readonly Definitie[], waarden: Readonly<Record<string, unknown>>, namen: PrintNamen, leeg: string): PdfSectie[] {
  if (defs.length === 0) return [{ kop, lijsten: [{ kop: "Items", items: [], leeg }] }];
  return regelsAlsSecties(printRegels(defs, waarden, namen), kop).map((s) => (s.kop === kop ? s : { ...s, kop: `${kop} – ${s.kop}` }));
}

/** The content of the OPP PDF (exported for the tests). */
export function oppPdfInhoud(ctx: TenantContext, o: OppVersieGeheel, namen: PrintNamen) {
  const t = gemeen(ctx).t;
  const concept = o.versie === CONCEPT;
  const r = o.record;
  const velden: PdfVeld[] = [
    { label: t("[[Leerling]]"), waarde: o.leerlingNaam },
    { label: "Template", waarde: o.templateNaam },
    { label: t("[[Schooljaar]]"), waarde: `${o.schooljaar}, periode ${o.periodeNummer}` },
    { label: "Versie", waarde: concept ? "Concept — niet vastgesteld" : `Vastgesteld op ${nlDatum(o.versie)}` },
    { label: "Laatst vastgesteld", waarde: o.laatstVastgesteld ? nlDatum(o.laatstVastgesteld) : "Niet vastgesteld" },
    { label: "Auteur", waarde: o.auteur ?? "–" },
  ];
  const vaststelling: PdfSectie[] = r
    ? [
        {
          kop: "Vaststelling",
          velden: [
            { label: "Vastgesteld op", waarde: nlDatum(r.vastgesteldOp) },
            { label: "Vastgesteld door", waarde: r.vastgesteldDoor ?? "–" },
            { label: "Gesprek met ouders op", waarde: r.gesprekOudersOp ? nlDatum(r.gesprekOudersOp) : "Niet vastgelegd" },
            { label: "Akkoord ouders op het handelingsdeel", waarde: r.oudersAkkoordOp ? `${nlDatum(r.oudersAkkoordOp)}${r.oudersAkkoordDoor ? `, door ${r.oudersAkkoordDoor}` : ""}` : "Geen akkoord vastgelegd" },
          ],
          tekst: [{ label: t("Hoe [[de leerling]] is gehoord"), waarde: r.leerlingGehoord }],
        },
      ]
    : [];
  const handelingsdeel: PdfSectie = o.handelingsdeel.length
    ? {
        kop: "Handelingsdeel",
        tekst: o.handelingsdeel.map((h, i) => ({
          label: `${i + 1}. ${[h.vakgebiedNaam, h.competentieNaam ? `${h.competentieNaam}, niveau ${h.niveauNummer}` : null].filter(Boolean).join(" – ") || "Algemeen"}`,
          waarde: [`Doel: ${h.doel}`, h.aanpak ? `Aanpak: ${h.aanpak}` : null, h.evaluatie ? `Evaluatie: ${h.evaluatie}` : null].filter(Boolean).join("\n"),
        })),
      }
    : { kop: "Handelingsdeel", lijsten: [{ kop: "Doelen", items: [], leeg: "Het handelingsdeel is nog leeg" }] };
  return {
    titel: `Ontwikkelingsperspectief ${o.leerlingNaam}`,
    ondertitel: concept ? "Concept — niet vastgesteld" : `Vastgestelde versie van ${nlDatum(o.versie)}`,
    velden,
    secties: [...vaststelling, ...o.paginas.flatMap((p) => paginaSecties(p.naam, p.definities, o.waarden, namen, "Deze pagina heeft geen items")), handelingsdeel],
  };
}

/** GET OntwikkelingsPerspectieven/Pdf/{admnr}/{id}?version=: one version as PDF (the Concept, else the newest established one, as Details). */
export async function oppPdf(ctx: TenantContext, id: number, version: string | undefined) {
  const o = await oppVersieGeheel(ctx, id, version);
  const namen = await printNamen(ctx, o.leerroutepakketId, o.paginas.flatMap((p) => p.definities), o.waarden);
  await logInzage(ctx, o.leerlingId, "ontwikkelingsperspectiefafdruk", id);
  return alsPdf(ctx, oppPdfInhoud(ctx, o, namen), `opp-${o.leerlingNaam}-${o.versie === CONCEPT ? "concept" : o.versie}`);
}

const doelBereikt = (b: boolean | null) => (b === null ? "nog niet te beoordelen" : b ? "ja" : "nee");

/** The content of the pupil-plan PDF (exported for the tests). */
export function leerlingplanPdfInhoud(ctx: TenantContext, p: LeerlingplanDetailsView, namen: PrintNamen) {
  const t = gemeen(ctx).t;
  const periode = p.perioden.find((x) => x.nummer === p.periodeNummer);
  const periodeTekst = periode ? `${p.periodeNummer} (${nlDatum(periode.ingangsdatum)} t/m ${nlDatum(periode.einddatum)})` : String(p.periodeNummer);
  const waardeDefs = p.definities.filter((d) => d.soort !== "MON" && d.soort !== "OWP");
  const monitor: PdfSectie = p.monitorlijnen.length
    ? {
        kop: "Monitorlijnen",
        tekst: p.monitorlijnen.map((m) => {
          const nu = m.perPeriode.find((x) => x.periodeNummer === p.periodeNummer);
          const score = nu?.gemiddeldeScore ?? null;
          return {
            label: [m.competentieNaam ?? m.domeinNaam ?? "Monitorlijn", m.vakgebiedNaam].filter(Boolean).join(" – "),
            waarde: [
              `Startniveau ${m.startniveauWaarde ?? "–"} · doelniveau ${m.doelniveauWaarde ?? "–"}`,
              `Bereikt niveau: ${nu?.bereiktNiveauWaarde ?? "–"} · gemiddelde score: ${score === null ? "–" : `${score}%`} · evaluaties: ${nu?.aantalEvaluaties ?? 0}`,
              `Doel bereikt: ${doelBereikt(m.doelBereikt)}`,
            ].join("\n"),
          };
        }),
      }
    : { kop: "Monitorlijnen", lijsten: [{ kop: "Lijnen", items: [], leeg: "Geen monitorlijnen" }] };
  const onderwijsplannen: PdfSectie[] = p.onderwijsplannen.length
    ? p.onderwijsplannen.map((o) => ({
        kop: `Onderwijsplan: ${o.titel}`,
        velden: [{ label: "Vakgebied", waarde: o.vakgebiedNaam ?? "–" }],
        tekst: [
          { label: "Doel", waarde: platteTekst(o.doel) },
          { label: "Aanpak", waarde: platteTekst(o.aanpak) },
        ],
        lijsten: [{ kop: "Lessen", items: o.lessen.map((l) => (l.uitgevoerdOp ? `${l.naam} (uitgevoerd op ${nlDatum(l.uitgevoerdOp)})` : l.naam)), leeg: "Nog geen lessen" }],
      }))
    : [{ kop: "Onderwijsplannen", lijsten: [{ kop: "Plannen", items: [], leeg: "Geen onderwijsplannen in deze periode" }] }];
  return {
    titel: `${t("[[Leerling]]plan")} ${p.leerlingNaam}`,
    ondertitel: `${p.templateNaam} — periode ${periodeTekst}, ${t("[[schooljaar]]")} ${p.schooljaar}`,
    velden: [
      { label: t("[[Leerling]]"), waarde: p.leerlingNaam },
      { label: "Template", waarde: p.templateNaam },
      { label: t("[[Schooljaar]]"), waarde: p.schooljaar },
      { label: "Periode", waarde: periodeTekst },
      { label: "Auteur", waarde: p.auteur ?? "–" },
    ],
    secties: [...(waardeDefs.length ? paginaSecties(p.templateNaam, waardeDefs, p.waarden, namen, "Geen items") : []), monitor, ...onderwijsplannen],
  };
}

/** GET Leerlingplan/Pdf/{admnr}/{id}/{periode}: the plan in one period (0 = the active one, as Details) as PDF. */
export async function leerlingplanPdf(ctx: TenantContext, id: number, periode: number) {
  const t = gemeen(ctx).t;
  const p = await leerlingplanDetails(ctx, id, periode, false);
  const namen = await printNamen(ctx, null, p.definities, p.waarden);
  await logInzage(ctx, p.leerlingId, "leerlingplanafdruk", id);
  return alsPdf(ctx, leerlingplanPdfInhoud(ctx, p, namen), `${t("[[leerling]]plan")}-${p.leerlingNaam}-${p.schooljaar}-periode-${p.periodeNummer}`);
}
