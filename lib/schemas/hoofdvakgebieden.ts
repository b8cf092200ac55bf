import * as z from "zod";

/**
 * Bodies of the Hoofdvakgebieden calls that a form sends: parsed by the API route and by the
 * screen's dialogs alike (one schema, so the browser says what the server will say). The subject
 * area schemas (vakgebieden, beoordelaars, leerjaren) build on the two field helpers.
 */

/** A positive whole number; `fout` is the message when it is missing (a form's empty choice). */
export const positiefNr = (fout: string) => z.number({ error: fout }).int({ error: "moet een geheel getal zijn" }).positive({ error: "moet groter dan 0 zijn" });

/** A required name of at most 100 characters. */
export const naamVeld = z.string({ error: "vul een naam in" }).trim().min(1, "vul een naam in").max(100, "de naam mag hoogstens 100 tekens zijn");

export const hoofdvakgebiedToevoegen = z.object({ naam: naamVeld });
export const hoofdvakgebiedBijwerken = z.object({ nr: positiefNr("geef het nummer van het hoofdvakgebied op"), naam: naamVeld });

export const hoofdvakgebiedenSamenvoegen = z.object({
  bronNr: positiefNr("geef het bronhoofdvakgebied op"),
  doelNr: positiefNr("kies het hoofdvakgebied om mee samen te voegen"),
});

/** One domain to link; the call takes a list of them (KoppelDomeinen), the dialog picks one. */
export const domeinId = positiefNr("kies een domein");
export const domeinKoppelen = z.object({ domeinId });

// Answers (documented in /api/openapi; the API tests check every answer against them).

/** A domain of a learning-route package as linked to (or available for) a main subject area. */
export const gekoppeldDomeinAntwoord = z.object({
  domeinId: z.number().int(),
  naam: z.string(),
  code: z.string().nullable(),
  leerroutepakketId: z.number().int(),
  leerroutepakketNaam: z.string(),
});

/** A main subject area; counts and domains are present where the call says so. */
export const hoofdvakgebiedAntwoord = z.object({
  nr: z.number().int(),
  naam: z.string(),
  volgnummer: z.number().int().describe("Plaats in de volgorde (1, 2, …)"),
  aantalVakgebieden: z.number().int().optional().describe("In de lijst en de details"),
  aantalDomeinen: z.number().int().optional().describe("In de lijst en de details"),
  domeinen: z.array(gekoppeldDomeinAntwoord).optional().describe("Gekoppelde domeinen, op pakket en naam (details en per leerroutepakket)"),
});

/** Details, and the answer of every change to one main subject area. */
export const hoofdvakgebiedDetailsAntwoord = hoofdvakgebiedAntwoord.extend({
  vakgebieden: z.array(z.object({ nr: z.number().int(), naam: z.string() })).describe("Vakgebieden onder dit hoofdvakgebied, in hun volgorde"),
});

/** CreateForLeerroutepakket. */
export const hoofdvakgebiedenAangemaaktAntwoord = z.object({
  aangemaakt: z.array(z.number().int()).describe("Nummers van de nieuw aangemaakte hoofdvakgebieden (hergebruikte staan er niet in)"),
  hoofdvakgebieden: z.array(hoofdvakgebiedAntwoord).describe("De hoofdvakgebieden met de gekoppelde domeinen van het pakket"),
});

/** The Delete calls of main subject areas, subject areas and school year levels. */
export const nrVerwijderdAntwoord = z.object({ nr: z.number().int(), verwijderd: z.boolean().describe("Altijd true") });
