import { describe, expect, it } from "vitest";
import type { TenantContext } from "@/lib/api/context";
import { planPdf, type PlanPdf } from "@/lib/documenten/plan-pdf";
import { CONCEPT } from "@/lib/schemas/ontwikkelingsperspectieven";
import { dossierItemPdfInhoud, formulierPdfInhoud, notitiePdfInhoud } from "@/lib/services/leerlingdossier-pdf";
import { oudergesprekPdfInhoud } from "@/lib/services/oudergesprek";
import { leerlingplanPdfInhoud, oppPdfInhoud } from "@/lib/services/plan-afdrukken";
import { gemeen, groepsplanPdfInhoud, handelingsplanPdfInhoud } from "@/lib/services/plan-documenten";
import { opmaakFouten, pdfRegels, pdfTekst } from "../api/pdf-tekst";

/**
 * Issue 30 item 3: the PDFs that go to parents must not draw one line over another. Every PDF kind
 * the product makes (OPP, pupil plan, group plan, action plan, note, dossier item, form — all laid
 * out by lib/documenten/plan-pdf.ts) is rendered with a pupil name of ~80 characters and a title
 * of ~150, and enough content for more than one page; the text lines are read back from the PDF
 * with their boxes (tests/api/pdf-tekst.ts) and no two may intersect, nor may any leave the page.
 * The views are built by hand with the fields the layout reads (no database).
 */

const ctx = { taalCode: "nl" } as unknown as TenantContext;
const NAAM = "Anna-Sophia Maria Theodora van der Vleuten-Berckmoes de Jong Schimmelpenninck Ali";
const TITEL =
  "Extra ondersteuning bij begrijpend lezen, technisch lezen en woordenschat in combinatie met rekenen en wiskunde voor de periode na de herfstvakantie 2025";
const SCHOOL = "Openbare Basisschool voor Speciaal Onderwijs De Regenboog van Hoogezand-Sappemeer";
const TEKST =
  "Anna werkt graag samen en vraagt hulp wanneer zij vastloopt. Zij leest nog langzaam en raakt de draad kwijt bij lange teksten; korte opdrachten met een duidelijke structuur helpen haar het best. ";
const lang = (n: number) => TEKST.repeat(n).trim();
const doel = (i: number) => ({ domeinNaam: "Taal", competentieNaam: "Begrijpend lezen", niveauWaarde: String(i), indicatorNaam: `Leest een tekst van niveau ${i} en vertelt in eigen woorden wat er gebeurt`, omschrijving: "Met steun van plaatjes" });
const defs = (n: number) => [
  { id: 1, soort: "LBL", label: `Beginsituatie en onderwijsbehoeften van ${NAAM}`, toelichting: "Vul in samen met de ouders", verplicht: false, opties: null, volgnummer: 1 },
  ...Array.from({ length: n }, (_, i) => ({ id: i + 2, soort: "MLE", label: `Onderwijsbehoefte ${i + 1}: ${TITEL}`, toelichting: null, verplicht: false, opties: null, volgnummer: i + 2 })),
];
const waarden = (n: number) => Object.fromEntries(Array.from({ length: n }, (_, i) => [String(i + 2), { tekst: lang(2) }]));

/** Each PDF kind's content as its service builds it, with long names and titles. */
type Inhoud = Omit<PlanPdf, "logo" | "school" | "voet" | "paginaTekst" | "leegTekst">;
const soorten: Record<string, () => Inhoud | Promise<Inhoud>> = {
  opp: () =>
    oppPdfInhoud(
      ctx,
      {
        versie: "2025-11-03",
        record: { vastgesteldOp: "2025-11-03", vastgesteldDoor: NAAM, gesprekOudersOp: "2025-10-30", oudersAkkoordOp: "2025-11-01", oudersAkkoordDoor: NAAM, leerlingGehoord: lang(2) },
        leerlingNaam: NAAM,
        templateNaam: TITEL,
        schooljaar: "2025-2026",
        periodeNummer: 2,
        laatstVastgesteld: "2025-11-03",
        auteur: NAAM,
        handelingsdeel: Array.from({ length: 4 }, (_, i) => ({ vakgebiedNaam: "Nederlandse taal en communicatie", competentieNaam: TITEL, niveauNummer: i + 1, doel: lang(1), aanpak: lang(1), evaluatie: lang(1) })),
        paginas: [{ naam: TITEL, definities: defs(6) }],
        waarden: waarden(6),
      } as never,
      {},
    ),
  "opp concept": () =>
    oppPdfInhoud(ctx, { versie: CONCEPT, record: null, leerlingNaam: NAAM, templateNaam: TITEL, schooljaar: "2025-2026", periodeNummer: 1, laatstVastgesteld: null, auteur: null, handelingsdeel: [], paginas: [{ naam: TITEL, definities: [] }], waarden: {} } as never, {}),
  leerlingplan: () =>
    leerlingplanPdfInhoud(
      ctx,
      {
        leerlingNaam: NAAM,
        templateNaam: TITEL,
        schooljaar: "2025-2026",
        periodeNummer: 2,
        perioden: [{ nummer: 2, ingangsdatum: "2025-11-01", einddatum: "2026-02-28" }],
        auteur: NAAM,
        definities: defs(3),
        waarden: waarden(3),
        monitorlijnen: Array.from({ length: 3 }, (_, i) => ({
          competentieNaam: TITEL,
          domeinNaam: "Taal",
          vakgebiedNaam: "Nederlandse taal",
          startniveauWaarde: "1",
          doelniveauWaarde: "3",
          doelBereikt: i === 0 ? null : i === 1,
          perPeriode: [{ periodeNummer: 2, gemiddeldeScore: 64, bereiktNiveauWaarde: "2", aantalEvaluaties: 12 }],
        })),
        onderwijsplannen: [{ titel: TITEL, vakgebiedNaam: "Nederlandse taal", doel: `<p>${lang(2)}</p>`, aanpak: `<p>${lang(2)}</p>`, lessen: Array.from({ length: 6 }, (_, i) => ({ naam: `${TITEL} (${i + 1})`, uitgevoerdOp: i % 2 ? "2025-11-12" : null })) }],
      } as never,
      {},
    ),
  groepsplan: () =>
    groepsplanPdfInhoud(
      ctx,
      {
        groepNaam: `Groep 5/6 ${TITEL}`,
        vestigingNaam: SCHOOL,
        auteur: NAAM,
        schooljaar: "2025-2026",
        periodeNummer: 2,
        periode: { ingangsdatum: "2025-11-01", einddatum: "2026-02-28" },
        beginsituatie: `<p>${lang(3)}</p>`,
        instructiegroepen: Array.from({ length: 3 }, (_, i) => ({
          volgnummer: i + 1,
          naam: `${["Intensieve", "Basis", "Verdiepte"][i]} instructie: ${TITEL}`,
          vakgebiedNaam: "Nederlandse taal",
          leerlingen: Array.from({ length: 9 }, (_, j) => ({ naam: `${NAAM} ${i}${j}` })),
          doel: `<p>${lang(1)}</p>`,
          aanpak: `<p>${lang(1)}</p>`,
          doelen: [doel(1), doel(2)],
          laatsteEvaluatie: { datum: "2025-12-01", tekst: `<p>${lang(1)}</p>` },
        })),
        onverdeeld: [{ naam: NAAM }],
      } as never,
      SCHOOL,
    ),
  handelingsplan: () =>
    handelingsplanPdfInhoud(
      ctx,
      {
        id: 1,
        leerlingNaam: NAAM,
        titel: TITEL,
        periodeNummer: 2,
        schooljaar: "2025-2026",
        vakgebiedNaam: "Nederlandse taal en communicatie",
        ingangsdatum: "2025-11-01",
        einddatum: "2026-02-28",
        beoordelaarNaam: NAAM,
        oudersGeinformeerdOp: "2025-11-04",
        auteur: NAAM,
        beginsituatie: `<p>${lang(4)}</p>`,
        doel: `<p>${lang(2)}</p>`,
        geplandeIndicatoren: [doel(1), doel(2), doel(3)],
        aanpak: `<p>${lang(4)}</p>`,
        evaluaties: [{ datum: "2025-12-01", doelBehaald: true, tekst: `<p>${lang(2)}</p>` }],
      } as never,
      SCHOOL,
    ),
  notitie: () =>
    notitiePdfInhoud(ctx, { leerlingId: 1, datum: "2025-11-03", soortNaam: "Gesprek met ouders", auteur: NAAM, tags: [{ naam: "ouders" }, { naam: TITEL }], titel: TITEL, tekst: lang(12), documenten: [{ bestandsnaam: `${TITEL}.pdf` }] } as never, NAAM),
  dossieritem: () =>
    dossierItemPdfInhoud(ctx, { datum: "2025-11-03", categorieNaam: "Onderzoeksverslagen", auteur: NAAM, tags: [], titel: TITEL, omschrijving: lang(12), documenten: [{ bestandsnaam: `${TITEL}.pdf` }] } as never, NAAM),
  // The parent-meeting page (issue 34): every domain with a long name and a forecast, a long OPP
  // action part, several plans with goals and evaluations, long notes ticked.
  oudergesprek: () =>
    oudergesprekPdfInhoud(
      ctx,
      {
        leerling: { id: 1, naam: NAAM, groepen: [{ nr: 1, naam: `Groep 5/6 ${TITEL}` }] },
        schooljaar: "2025-2026",
        pakketten: [],
        pakketId: 1,
        prognose: {
          periode: { schooljaar: "2025-2026", nummer: 2 },
          groep: { nr: 1, naam: `Groep 5/6 ${TITEL}` },
          jaarEinde: "2026-07-31",
          niveaus: [],
          leerrouteNaam: TITEL,
          domeinen: Array.from({ length: 8 }, (_, i) => ({
            id: i + 1,
            naam: `${TITEL} ${i + 1}`,
            code: null,
            status: (["voor", "opKoers", "risico", "teWeinig"] as const)[i % 4],
            perioden: 3 + i,
            niveauNu: 1.25 + i / 10,
            verwachtNiveau: "2F",
            jaarEinde: i % 4 === 3 ? null : { percentage: 90 + i, percentageLaag: 70 + i, percentageHoog: 110 + i },
          })),
        },
        opp: { lopend: { id: 1, templateNaam: TITEL, schooljaar: "2025-2026", uitstroom: TITEL, vastgesteldOp: "2025-11-03", gesprekOudersOp: null, oudersAkkoordOp: "2025-11-04", handelingsdeel: Array.from({ length: 5 }, () => ({ vakgebiedNaam: "Nederlandse taal", competentieNaam: TITEL, niveauWaarde: "1F", doel: lang(1), aanpak: lang(1), evaluatie: lang(1) })) } },
        handelingsplannen: Array.from({ length: 3 }, (_, i) => ({
          id: i + 1,
          titel: TITEL,
          vakgebiedNaam: "Nederlandse taal en communicatie",
          ingangsdatum: "2025-11-01",
          einddatum: "2026-02-28",
          doel: lang(2),
          doelen: [doel(1), doel(2)].map((d) => ({ ...d, niveauWaarde: d.niveauWaarde })),
          evaluaties: [{ datum: "2025-12-01", tekst: lang(2), doelBehaald: i % 2 === 0 }],
        })),
        notities: Array.from({ length: 4 }, (_, i) => ({ id: i + 1, datum: "2025-11-03", titel: `${TITEL} ${i}`, tekst: lang(6), soortNaam: null, auteur: NAAM })),
      } as never,
      [1, 2, 3],
    ),
  formulier: () => formulierPdfInhoud(ctx, { titel: TITEL, templateNaam: TITEL, leerlingNaam: NAAM, datum: "2025-11-03", auteur: NAAM, definities: defs(8), waarden: waarden(8) } as never),
};

describe("PDF layout: no line drawn over another, nothing off the page", () => {
  for (const [soort, inhoud] of Object.entries(soorten))
    it(soort, async () => {
      const g = gemeen(ctx);
      const bytes = await planPdf({ ...(await inhoud()), school: SCHOOL, logo: null, voet: g.voet, paginaTekst: g.paginaTekst, leegTekst: g.leegTekst });
      const paginas = pdfRegels(bytes);
      // The reading is right: the title's words are there, in lines of their own.
      const tekst = paginas.flatMap((p) => p.regels.map((r) => r.tekst)).join(" ").replace(/\s+/g, " ");
      expect(tekst).toContain(NAAM.split(" ").slice(-3).join(" "));
      expect(pdfTekst(bytes).replace(/\s+/g, " ")).toContain("Pagina 1 van");
      expect(opmaakFouten(paginas)).toEqual([]);
      // Every page carries its footer ("Pagina x van y"), on the page.
      for (const [i, p] of paginas.entries()) expect(p.regels.some((r) => r.tekst.trim() === `Pagina ${i + 1} van ${paginas.length}`)).toBe(true);
    });

  it("the check itself sees a line drawn over another", async () => {
    const bytes = await planPdf({ titel: "Titel", school: "School", velden: [], secties: [], voet: "Voet", paginaTekst: (p, n) => `Pagina ${p} van ${n}`, leegTekst: "–" });
    const [p] = pdfRegels(bytes);
    const titel = p!.regels.find((r) => r.tekst === "Titel")!;
    expect(opmaakFouten([{ ...p!, regels: [...p!.regels, { ...titel, tekst: "Erover", y0: titel.y0 - 4, y1: titel.y1 - 4 }] }])).toEqual([expect.stringContaining('"Titel" (Helvetica-Bold 18')]);
    expect(opmaakFouten([{ ...p!, regels: [{ ...titel, x1: p!.breedte + 10 }] }])).toEqual([expect.stringContaining("leaves the page")]);
  });
});
