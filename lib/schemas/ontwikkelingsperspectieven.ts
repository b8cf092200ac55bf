import * as z from "zod";
import { TEMPLATE_SOORTEN } from "@/lib/templates";

/**
 * Bodies and answers of the OntwikkelingsPerspectieven calls (issue 15): a development
 * perspective (OPP) is an OPP template filled in for a pupil, in versions — the Concept (no date,
 * key CONCEPT) and established versions (their date is their key, newest first).
 */

const id = (wat: string) => z.number({ error: `geef ${wat}` }).int(`${wat} moet een geheel getal zijn`).positive(`${wat} moet groter dan 0 zijn`).max(2147483647, `${wat} is te groot`);
const regel = (max: number) => z.string({ error: "moet een tekst zijn" }).trim().max(max, `hoogstens ${max} tekens`).regex(/^[^\r\n\t]*$/, "mag geen regeleinde bevatten");
const tekstvak = (max: number) => z.string({ error: "moet een tekst zijn" }).max(max, `hoogstens ${max} tekens`);
const datum = (wat: string) => z.iso.date({ error: `vul ${wat} in (jjjj-mm-dd)` });
const leegIsNull = <T extends z.ZodType>(s: T) => s.nullish().transform((v) => (v === undefined || v === "" ? null : v) as z.output<T> | null);

/** The key of a version: CONCEPT or the date (jjjj-mm-dd) of an established version. */
export const CONCEPT = "CONCEPT";
export const versieSleutel = z
  .string()
  .regex(/^(CONCEPT|\d{4}-\d{2}-\d{2})$/, "gebruik CONCEPT of de datum van een vastgestelde versie (jjjj-mm-dd)")
  .describe("CONCEPT of de datum van een vastgestelde versie (jjjj-mm-dd)");

export const categorieCode = z
  .string()
  .min(1, "geef de code van de categorie")
  .max(50, "hoogstens 50 tekens")
  .regex(/^[A-Za-z0-9_-]+$/, "een categoriecode bestaat uit letters, cijfers, - en _");

/** Values by definition id ("12": { tekst }); each value's shape depends on the item type (lib/templates). */
const waarden = z
  .record(z.string().regex(/^[1-9][0-9]{0,9}$/, "sleutel moet een item-id zijn"), z.unknown(), { error: "geef de waarden per item-id" })
  .refine((w) => Object.keys(w).length <= 500, "hoogstens 500 waarden")
  .describe("Waarde per item-id van de categorie; de vorm hangt af van het itemtype");

export const oppToevoegen = z.object({
  templateId: id("de OPP-template"),
  schooljaar: z.string({ error: "kies het [[schooljaar]]" }).regex(/^\d{4}-\d{4}$/, "gebruik de vorm 2025-2026"),
  periodeNummer: id("de periode"),
});
export type OppToevoegen = z.output<typeof oppToevoegen>;

export const oppBijwerken = z.object({
  categorie: categorieCode,
  waarden: waarden.default({}),
});
export type OppBijwerken = z.output<typeof oppBijwerken>;

export const periodeWijzigen = z.object({
  schooljaar: z.string({ error: "kies het [[schooljaar]]" }).regex(/^\d{4}-\d{4}$/, "gebruik de vorm 2025-2026"),
  periodeNummer: id("de periode"),
});
export type PeriodeWijzigen = z.output<typeof periodeWijzigen>;

export const vaststellen = z
  .object({
    vastgesteldOp: datum("de datum van vaststellen"),
    gesprekOudersOp: leegIsNull(datum("de datum van het gesprek met de ouders")).describe("Datum van het gesprek met de ouders"),
    oudersAkkoordOp: leegIsNull(datum("de datum van het akkoord")).describe("Datum waarop de ouders instemden met het handelingsdeel"),
    oudersAkkoordDoor: leegIsNull(regel(200)).describe("Wie namens de ouders instemde"),
    leerlingGehoord: leegIsNull(tekstvak(5000)).describe("Hoe de [[leerling]] is gehoord (notitie)"),
  })
  .refine((v) => !v.oudersAkkoordDoor || v.oudersAkkoordOp, { path: ["oudersAkkoordOp"], message: "vul de datum van het akkoord in" })
  .refine((v) => !v.oudersAkkoordOp || v.oudersAkkoordOp <= v.vastgesteldOp, { path: ["oudersAkkoordOp"], message: "het akkoord ligt na de datum van vaststellen" })
  .refine((v) => !v.gesprekOudersOp || v.gesprekOudersOp <= v.vastgesteldOp, { path: ["gesprekOudersOp"], message: "het gesprek ligt na de datum van vaststellen" });
export type Vaststellen = z.output<typeof vaststellen>;

const handelingsdeelRegelInvoer = z
  .object({
    vakgebiedNr: id("het vakgebied").nullish().transform((v) => v ?? null),
    leerroutepakketId: id("het leerroutepakket").nullish().transform((v) => v ?? null),
    competentieId: id("de competentie").nullish().transform((v) => v ?? null),
    niveauNummer: z.number({ error: "geef het niveau" }).int("het niveau moet een geheel getal zijn").min(0).max(1000).nullish().transform((v) => v ?? null),
    doel: z.string({ error: "vul het doel in" }).trim().min(1, "vul het doel in").max(2000, "hoogstens 2000 tekens"),
    aanpak: leegIsNull(tekstvak(5000)),
    evaluatie: leegIsNull(tekstvak(5000)),
  })
  .refine((r) => (r.competentieId === null) === (r.niveauNummer === null) && (r.competentieId === null || r.leerroutepakketId !== null), {
    path: ["competentieId"],
    message: "geef leerroutepakket, competentie en niveau samen (of geen van drieën)",
  });
export const handelingsdeelBijwerken = z.object({ regels: z.array(handelingsdeelRegelInvoer, { error: "geef de regels van het handelingsdeel" }).max(100, "hoogstens 100 regels") });
export type HandelingsdeelBijwerken = z.output<typeof handelingsdeelBijwerken>;

// --- Answers -----------------------------------------------------------------------------------

export const oppRij = z.object({
  id: z.number().int(),
  leerlingId: z.number().int(),
  leerlingNaam: z.string(),
  templateId: z.number().int(),
  templateNaam: z.string(),
  schooljaar: z.string(),
  periodeNummer: z.number().int(),
  laatstVastgesteld: z.iso.date().nullable().describe("Datum van de laatst vastgestelde versie; null = niet vastgesteld"),
  heeftConcept: z.boolean(),
  bijgewerkt: z.iso.datetime(),
  magBewerken: z.boolean(),
});

export const versieAntwoord = z.object({
  sleutel: versieSleutel,
  vastgesteldOp: z.iso.date().nullable(),
  vastgesteldDoor: z.string().nullable(),
  gesprekOudersOp: z.iso.date().nullable(),
  oudersAkkoordOp: z.iso.date().nullable(),
  oudersAkkoordDoor: z.string().nullable(),
  leerlingGehoord: z.string().nullable(),
});

export const handelingsdeelRegel = z.object({
  id: z.number().int(),
  vakgebiedNr: z.number().int().nullable(),
  vakgebiedNaam: z.string().nullable(),
  leerroutepakketId: z.number().int().nullable(),
  competentieId: z.number().int().nullable(),
  competentieNaam: z.string().nullable(),
  niveauNummer: z.number().int().nullable(),
  niveauWaarde: z.string().nullable().describe("De waarde van het niveau (bijvoorbeeld 1F)"),
  doel: z.string(),
  aanpak: z.string().nullable(),
  evaluatie: z.string().nullable(),
  volgnummer: z.number().int(),
});
export type HandelingsdeelRegel = z.output<typeof handelingsdeelRegel>;

export const categorieSamenvatting = z.object({ id: z.number().int(), code: z.string(), naam: z.string(), volgnummer: z.number().int(), ingevuld: z.number().int().describe("Aantal ingevulde items in de getoonde versie") });

export const oppDefinitie = z.object({
  id: z.number().int(),
  soort: z.enum(TEMPLATE_SOORTEN),
  label: z.string(),
  toelichting: z.string().nullable(),
  verplicht: z.boolean(),
  opties: z.object({ keuzes: z.array(z.string()).optional(), min: z.number().optional(), max: z.number().optional() }).nullable(),
  volgnummer: z.number().int(),
});

export const oppDetails = oppRij.extend({
  leerroutepakketId: z
    .number()
    .int()
    .nullable()
    .describe("Het leerroutepakket waar leerroute, [[uitstroom]], domeinen en niveaus (LR, OB, DOM, MON) naar verwijzen: dat van het OPP, anders dat van de leerroute van [[de leerling]]; null = geen"),
  auteur: z.string().nullable(),
  versie: versieSleutel.describe("De getoonde versie"),
  versies: z.array(versieAntwoord).describe("Concept eerst, dan de vastgestelde versies, nieuwste eerst"),
  categorieen: z.array(categorieSamenvatting).describe("De pagina's van het OPP op volgorde"),
  handelingsdeel: z.array(handelingsdeelRegel).describe("Het handelingsdeel van de getoonde versie (bij een vastgestelde versie zoals het toen was)"),
});

export const oppCategorieDetails = oppDetails.extend({
  categorie: categorieSamenvatting,
  definities: z.array(oppDefinitie).describe("De items van de categorie op volgorde"),
  waarden: z.record(z.string(), z.unknown()).describe("Waarde per item-id (alleen ingevulde items)"),
  items: z.array(z.object({ id: z.number().int(), definitieId: z.number().int() })).describe("De opgeslagen items (id voor DeleteItem)"),
});

export const handelingsdeelAntwoord = z.object({
  ontwikkelingsperspectiefId: z.number().int(),
  leerlingNaam: z.string(),
  regels: z.array(handelingsdeelRegel),
  akkoord: versieAntwoord.nullable().describe("Het akkoord van de ouders bij de laatst vastgestelde versie; null = niet vastgesteld"),
  magBewerken: z.boolean(),
});

export const oppVerwijderd = z.object({ id: z.number().int(), verwijderd: z.boolean() });
export const itemVerwijderd = z.object({ id: z.number().int(), ontwikkelingsperspectiefId: z.number().int(), verwijderd: z.boolean() });
