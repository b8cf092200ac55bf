import * as z from "zod";
import { documentAntwoord } from "./notities";

/**
 * Group plans (GroepsPlannen), their instruction groups (Instructiegroepen) and action plans
 * (Handelingsplannen), spec §7.10: the bodies the routes and the screens' forms share, and the
 * documented answers.
 */

const id = (wat: string) => z.number({ error: `geef ${wat}` }).int(`${wat} moet een geheel getal zijn`).positive(`${wat} moet groter dan 0 zijn`).max(2147483647);
const tekst = (max: number) =>
  z
    .string()
    .max(max, `hoogstens ${max.toLocaleString("nl-NL")} tekens`)
    .nullish()
    .transform((v) => (v?.trim() ? v.trim() : null));
const naam = z.string({ error: "vul de naam in" }).trim().min(1, "vul de naam in").max(100, "hoogstens 100 tekens").regex(/^[^\r\n\t]*$/, "mag geen regeleinde bevatten");

/** A planned goal: a competence at a level, optionally one indicator of it. */
export const doelInvoer = z.object({
  competentieId: id("de competentie"),
  niveauNummer: id("het niveau"),
  indicatorId: id("de indicator").nullish().transform((v) => v ?? null),
  omschrijving: tekst(500),
});
export type DoelInvoer = z.output<typeof doelInvoer>;
const doelenLijst = z.array(doelInvoer).max(200, "hoogstens 200 doelen");

// --- GroepsPlannen -----------------------------------------------------------------------------

export const groepsplanToevoegen = z.object({
  periodeNummer: id("de periode"),
  beginsituatie: tekst(20_000),
});
export const groepsplanBewerken = z.object({
  id: id("het groepsplan"),
  beginsituatie: tekst(20_000),
});
export const reorganiseer = z.object({
  volgorde: z.array(id("de instructiegroep")).min(1, "geef de volgorde van de instructiegroepen").max(50),
});
export const CLUSTER_WAARDEN = ["intensief", "basis", "verdiept"] as const;
const cluster = z.enum(CLUSTER_WAARDEN, { error: "kies intensief, basis of verdiept" });
export const genereer = z.object({
  groepsplanId: id("het groepsplan"),
  leerroutepakketId: id("het leerroutepakket"),
  vakgebiedNr: id("het vakgebied").nullish().transform((v) => v ?? null),
  domeinId: id("het domein").nullish().transform((v) => v ?? null),
  /**
   * The teacher's indeling (the proposal of Indelingsvoorstel, pupils moved): written as given;
   * pupils of the group left out stay unplaced. Without it the proposal is computed and written.
   */
  indeling: z
    .array(z.object({ leerlingId: id("de leerling"), cluster }))
    .max(1000, "hoogstens 1.000 leerlingen")
    .nullish()
    .transform((v) => v ?? null),
});
export type GenereerInvoer = z.output<typeof genereer>;

/** The figures of the proposal's rule (lib/groepsplannen/clustering.ts), for the dialog's explanation. */
export const voorstelRegel = z.object({
  n: z.number().int().describe("[[Leerlingen]] met een percentage"),
  zonder: z.number().int().describe("[[Leerlingen]] zonder percentage (geen leerroute of verwacht niveau): basis"),
  gemiddelde: z.number().nullable().describe("Gemiddeld percentage van [[de groep]] (m)"),
  spreiding: z.number().nullable().describe("Standaardafwijking (s)"),
  ondergrens: z.number().nullable().describe("m − max(½ s, 5): daaronder intensief"),
  bovengrens: z.number().nullable().describe("m + max(½ s, 5): daarboven verdiept"),
});
export const indelingsvoorstel = z.object({
  groepsplanId: z.number().int(),
  groepNr: z.number().int(),
  periodeNummer: z.number().int(),
  leerroutepakketId: z.number().int(),
  domeinId: z.number().int().nullable(),
  heeftInstructiegroepen: z.boolean().describe("Het plan heeft al instructiegroepen (GenerateInstructiegroepen geeft dan 409)"),
  regel: voorstelRegel,
  leerlingen: z.array(
    z.object({
      leerlingId: z.number().int(),
      naam: z.string(),
      percentage: z.number().nullable().describe("Bereikt ÷ verwacht niveau × 100, gemiddeld over de domeinen"),
      niveau: z.string().nullable().describe("Bereikt niveau (gemiddeld over de domeinen), §9-notatie"),
      verwachtNiveau: z.string().nullable().describe("Verwacht niveau (als alle domeinen hetzelfde verwachten)"),
      status: z.enum(["ok", "zonderLeerroute", "zonderFase", "zonderDoel"]),
      cluster,
      zonderGegevens: z.boolean(),
    }),
  ),
});
export const kopieer = z.object({
  groepsplanId: id("het groepsplan"),
  vanPeriodeNummer: id("de periode om van te kopiëren"),
});

// --- Instructiegroepen -------------------------------------------------------------------------

const planVelden = {
  vakgebiedNr: id("het vakgebied").nullish().transform((v) => v ?? null),
  leerroutepakketId: id("het leerroutepakket").nullish().transform((v) => v ?? null),
  doel: tekst(20_000),
  aanpak: tekst(20_000),
};
export const instructiegroepToevoegen = z.object({
  groepsplanId: id("het groepsplan"),
  naam,
  ...planVelden,
  leerlingen: z.array(id("de [[leerling]]")).max(200).default([]),
  doelen: doelenLijst.default([]),
});
export const instructiegroepBijwerken = instructiegroepToevoegen.extend({ nr: id("de instructiegroep") });
export type InstructiegroepInvoer = z.output<typeof instructiegroepToevoegen>;

export const beoordelingInvoer = z.object({
  leerlingId: id("de [[leerling]]"),
  doelId: id("het doel").nullish().transform((v) => v ?? null),
  score: z.union([z.literal(0), z.literal(50), z.literal(100)], { error: "kies 0 (niet), 50 (gedeeltelijk) of 100 (behaald)" }),
  opmerking: tekst(1000),
});
export const evaluatieInvoer = z.object({
  /** Update this evaluation; without it a new one is written. */
  evaluatieId: id("de evaluatie").nullish().transform((v) => v ?? null),
  datum: z.iso.date({ error: "vul een datum in (jjjj-mm-dd)" }),
  tekst: z.string().max(20_000, "hoogstens 20.000 tekens").default(""),
  doelBehaald: z.boolean().nullish().transform((v) => v ?? null),
  beoordelaarNr: id("de beoordelaar").nullish().transform((v) => v ?? null),
  beoordelingen: z.array(beoordelingInvoer).max(5000).default([]),
});
export type EvaluatieInvoer = z.output<typeof evaluatieInvoer>;

// --- Handelingsplannen -------------------------------------------------------------------------

export const handelingsplanVelden = z
  .object({
    periodeNummer: id("de periode"),
    titel: z.string({ error: "vul de titel in" }).trim().min(1, "vul de titel in").max(200, "hoogstens 200 tekens").regex(/^[^\r\n\t]*$/, "mag geen regeleinde bevatten"),
    ...planVelden,
    beginsituatie: tekst(20_000),
    ingangsdatum: z.iso.date({ error: "vul de ingangsdatum in (jjjj-mm-dd)" }),
    einddatum: z.iso.date({ error: "vul de einddatum in (jjjj-mm-dd)" }),
    beoordelaarNr: id("de beoordelaar").nullish().transform((v) => v ?? null),
    oudersGeinformeerdOp: z.iso.date({ error: "geen geldige datum (jjjj-mm-dd)" }).nullish().transform((v) => v ?? null),
    doelen: doelenLijst.default([]),
  })
  .refine((v) => v.einddatum >= v.ingangsdatum, { path: ["einddatum"], message: "de einddatum ligt vóór de ingangsdatum" });
export type HandelingsplanVelden = z.output<typeof handelingsplanVelden>;
export const handelingsplanEvaluatie = evaluatieInvoer.extend({ onderwijsplanId: id("het handelingsplan") });

// --- Answers -----------------------------------------------------------------------------------

export const leerlingKort = z.object({ id: z.number().int(), naam: z.string() });
export const doelAntwoord = z.object({
  id: z.number().int(),
  competentieId: z.number().int(),
  competentieNaam: z.string(),
  domeinNaam: z.string(),
  niveauNummer: z.number().int(),
  niveauWaarde: z.string().describe("niveauValue"),
  indicatorId: z.number().int().nullable(),
  indicatorNaam: z.string().nullable(),
  omschrijving: z.string().nullable(),
  volgnummer: z.number().int(),
});
export const evaluatieAntwoord = z.object({
  id: z.number().int(),
  datum: z.iso.date(),
  tekst: z.string(),
  doelBehaald: z.boolean().nullable(),
  auteur: z.string().nullable(),
});
export const beoordelingAntwoord = z.object({
  id: z.number().int(),
  leerlingId: z.number().int(),
  doelId: z.number().int().nullable(),
  score: z.number().int(),
  opmerking: z.string().nullable(),
  beoordelaarNr: z.number().int(),
  beoordelaarNaam: z.string(),
  datum: z.iso.date(),
});
export const beoordelaarKort = z.object({ nr: z.number().int(), naam: z.string() });
export const beoordelingenAntwoord = z.object({
  onderwijsplanId: z.number().int(),
  doelen: z.array(doelAntwoord),
  leerlingen: z.array(leerlingKort),
  beoordelaars: z.array(beoordelaarKort).describe("Actieve beoordelaars om uit te kiezen"),
  beoordelingen: z.array(beoordelingAntwoord),
});

export const instructiegroepAntwoord = z.object({
  nr: z.number().int(),
  naam: z.string(),
  volgnummer: z.number().int(),
  onderwijsplanId: z.number().int(),
  vakgebiedNr: z.number().int().nullable(),
  vakgebiedNaam: z.string().nullable(),
  leerroutepakketId: z.number().int().nullable(),
  doel: z.string().nullable(),
  aanpak: z.string().nullable(),
  leerlingen: z.array(leerlingKort),
  doelen: z.array(doelAntwoord),
  documenten: z.array(documentAntwoord),
  laatsteEvaluatie: evaluatieAntwoord.nullable(),
});

const groepsplanKop = {
  id: z.number().int(),
  groepNr: z.number().int(),
  groepNaam: z.string(),
  vestigingNr: z.number().int(),
  vestigingNaam: z.string(),
  schooljaar: z.string(),
  periodeNummer: z.number().int(),
  auteur: z.string().nullable(),
  bijgewerkt: z.iso.datetime(),
  magBewerken: z.boolean(),
};
export const groepsplanRij = z.object({
  ...groepsplanKop,
  aantalInstructiegroepen: z.number().int(),
  aantalLeerlingen: z.number().int(),
});
export const groepsplanDetails = z.object({
  ...groepsplanKop,
  periode: z.object({ nummer: z.number().int(), ingangsdatum: z.iso.date(), einddatum: z.iso.date() }),
  beginsituatie: z.string().nullable(),
  magEvalueren: z.boolean(),
  instructiegroepen: z.array(instructiegroepAntwoord),
  onverdeeld: z.array(leerlingKort).describe("[[Leerlingen]] van de [[groep]] in de periode die in geen instructiegroep zitten"),
  documenten: z.array(documentAntwoord).describe("Documenten van het plan zelf (niet van een instructiegroep)"),
});
export const instructiegroepDetails = z.object({
  groepsplan: z.object(groepsplanKop),
  instructiegroep: instructiegroepAntwoord,
  magEvalueren: z.boolean(),
});
export const gevuldePeriode = z.object({
  nummer: z.number().int(),
  ingangsdatum: z.iso.date(),
  einddatum: z.iso.date(),
  groepsplanId: z.number().int().nullable().describe("Id van het groepsplan van die periode, null als er geen is"),
  actief: z.boolean().describe("De periode waarin vandaag valt"),
});

const selectorIndicator = z.object({ id: z.number().int(), naam: z.string(), code: z.string().nullable(), inFase: z.boolean() });
export const indicatorSelectorAntwoord = z.object({
  leerroutepakketId: z.number().int(),
  fasen: z.array(z.number().int()),
  domeinen: z.array(
    z.object({
      id: z.number().int(),
      naam: z.string(),
      competenties: z.array(
        z.object({
          id: z.number().int(),
          naam: z.string(),
          niveaus: z.array(z.object({ nummer: z.number().int(), waarde: z.string(), label: z.string(), indicatoren: z.array(selectorIndicator) })),
        }),
      ),
    }),
  ),
});

export const verwijderd = z.object({ id: z.number().int(), verwijderd: z.boolean() });
export const documentVerwijderdAntwoord = z.object({ groepsplanId: z.number().int(), bestandId: z.number().int(), verwijderd: z.boolean() });
export const volgordeAntwoord = z.object({ groepsplanId: z.number().int(), volgorde: z.array(z.number().int()) });
export const evaluatieOpgeslagen = z.object({ onderwijsplanId: z.number().int(), evaluatie: evaluatieAntwoord, beoordelingen: z.number().int().describe("Aantal opgeslagen beoordelingen") });

export const handelingsplanRij = z.object({
  id: z.number().int().describe("onderwijsplanId"),
  leerlingId: z.number().int(),
  leerlingNaam: z.string(),
  titel: z.string().nullable(),
  schooljaar: z.string(),
  periodeNummer: z.number().int(),
  vakgebiedNr: z.number().int().nullable(),
  vakgebiedNaam: z.string().nullable(),
  ingangsdatum: z.iso.date(),
  einddatum: z.iso.date(),
  beoordelaarNaam: z.string().nullable(),
  geevalueerd: z.boolean(),
  magBewerken: z.boolean(),
});
export const handelingsplanDetails = handelingsplanRij.extend({
  leerroutepakketId: z.number().int().nullable(),
  beoordelaarNr: z.number().int().nullable(),
  beginsituatie: z.string().nullable(),
  doel: z.string().nullable(),
  aanpak: z.string().nullable(),
  oudersGeinformeerdOp: z.iso.date().nullable(),
  auteur: z.string().nullable(),
  geplandeIndicatoren: z.array(doelAntwoord),
  evaluaties: z.array(evaluatieAntwoord),
  magEvalueren: z.boolean(),
});
