import * as z from "zod";
import { naamVeld, positiefNr } from "./hoofdvakgebieden";

/**
 * Bodies of the Beoordelaars and Beoordeling calls that a form sends: parsed by the API routes and
 * by the screen's dialogs alike (one schema, so the browser says what the server will say).
 */
export const beoordelaarVelden = z.object({
  naam: naamVeld,
  omschrijving: z.string().max(500, "de omschrijving mag hoogstens 500 tekens zijn").nullish(),
  actief: z.boolean({ error: "actief moet waar of onwaar zijn" }).optional(),
  vakgebiedNrs: z.array(positiefNr("geef een vakgebied-nr op")).max(500).optional(),
});
export const beoordelaarBijwerken = beoordelaarVelden.extend({ nr: positiefNr("geef het nummer van de beoordelaar op") });

/** A rating (score 0–100) of a pupil on a plan. */
export const beoordelingVelden = z.object({
  onderwijsplanId: positiefNr("geef het onderwijsplan op"),
  doelId: positiefNr("geef het doel op").nullish(),
  leerlingId: positiefNr("geef [[de leerling]] op"),
  beoordelaarNr: positiefNr("geef de beoordelaar op"),
  score: z.number({ error: "vul een score van 0 tot en met 100 in" }).int({ error: "de score moet een geheel getal zijn" }).min(0, "de score is minstens 0").max(100, "de score is hoogstens 100"),
  opmerking: z.string().max(2000, "de opmerking mag hoogstens 2000 tekens zijn").nullish(),
  datum: z.iso.date({ error: "vul een datum in (jjjj-mm-dd)" }),
});
export const beoordelingBijwerken = beoordelingVelden.extend({ id: positiefNr("geef de beoordeling op") });

// Answers (documented in /api/openapi; the API tests check every answer against them).

const vakgebiedKort = z.object({ nr: z.number().int(), naam: z.string() });

/** An assessor as Beoordelaars/Vakgebied lists them (without subject areas). */
export const beoordelaarKortAntwoord = z.object({
  nr: z.number().int(),
  naam: z.string(),
  omschrijving: z.string().nullable(),
  actief: z.boolean().describe("Alleen een actieve beoordelaar kan nieuwe beoordelingen geven"),
});

/** An assessor with the subject areas it assesses (Beoordelaars list). */
export const beoordelaarAntwoord = beoordelaarKortAntwoord.extend({
  vakgebieden: z.array(vakgebiedKort).optional().describe("Vakgebieden van de beoordelaar, op naam"),
});

/** Beoordelaars/details, add and edit. */
export const beoordelaarDetailsAntwoord = beoordelaarAntwoord.extend({ aantalBeoordelingen: z.number().int() });

export const beoordelaarVerwijderdAntwoord = z.object({ nr: z.number().int(), verwijderd: z.boolean().describe("Altijd true") });

/** A rating (Beoordeling/add and edit; the lists of BeoordelingenPerVakgebied). */
export const beoordelingAntwoord = z.object({
  id: z.number().int(),
  onderwijsplanId: z.number().int(),
  onderwijsplanTitel: z.string().nullable(),
  onderwijsplanSoort: z.string().describe("Handelingsplan, Instructiegroep of Leerlingplan"),
  vakgebiedNr: z.number().int().nullable().describe("Vakgebied van het onderwijsplan; null als het plan er geen heeft"),
  vakgebiedNaam: z.string().nullable(),
  doelId: z.number().int().nullable().describe("Het doel van het onderwijsplan waarop de beoordeling gaat; null voor het plan als geheel"),
  leerlingId: z.number().int(),
  leerlingNaam: z.string(),
  beoordelaarNr: z.number().int(),
  beoordelaarNaam: z.string(),
  score: z.number().int().min(0).max(100),
  opmerking: z.string().nullable(),
  datum: z.iso.date(),
});

/** Beoordelaars/BeoordelingenPerVakgebied: one group per subject area, newest rating first. */
export const beoordelingenPerVakgebiedAntwoord = z.array(
  z.object({
    vakgebiedNr: z.number().int().nullable().describe("null: beoordelingen op plannen zonder vakgebied"),
    vakgebiedNaam: z.string().nullable(),
    beoordelingen: z.array(beoordelingAntwoord),
  }),
);
