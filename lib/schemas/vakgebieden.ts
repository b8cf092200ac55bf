import * as z from "zod";
import { naamVeld, positiefNr } from "./hoofdvakgebieden";

/**
 * Bodies of the Vakgebieden calls that a form sends: parsed by the API route and by the screen's
 * dialogs alike (one schema, so the browser says what the server will say).
 */
export const vakgebiedVelden = z.object({ naam: naamVeld, hoofdvakgebiedNr: positiefNr("kies een hoofdvakgebied") });
export const vakgebiedBijwerken = vakgebiedVelden.extend({ nr: positiefNr("geef het nummer van het vakgebied op") });

export const plannenVerplaatsen = z.object({
  vanNr: positiefNr("geef het vakgebied van de plannen op"),
  naarNr: positiefNr("kies het vakgebied waar de plannen heen gaan"),
});

export const vakgebiedenSamenvoegen = z.object({
  bronNr: positiefNr("geef het bronvakgebied op"),
  doelNr: positiefNr("kies het vakgebied om mee samen te voegen"),
});

// Answers (documented in /api/openapi; the API tests check every answer against them).

/** A subject area as the lists give it. */
export const vakgebiedAntwoord = z.object({
  nr: z.number().int(),
  naam: z.string(),
  volgnummer: z.number().int().describe("Plaats in de volgorde (1, 2, …)"),
  hoofdvakgebiedNr: z.number().int(),
  hoofdvakgebiedNaam: z.string(),
  aantalCompetenties: z.number().int().describe("Toegewezen competenties (alle pakketten)"),
  aantalBeoordelaars: z.number().int(),
  aantalLeerroutepakketten: z.number().int().describe("Gekoppelde leerroutepakketten"),
});

/** ForLeerroutepakket: with the link's active flag. */
export const vakgebiedVoorPakketAntwoord = vakgebiedAntwoord.extend({
  actief: z.boolean().describe("Of de koppeling van het vakgebied aan dit pakket actief is"),
});

/** Details, and the answer of every change to one subject area. */
export const vakgebiedDetailsAntwoord = vakgebiedAntwoord.extend({
  aantalOnderwijsplannen: z.number().int(),
  competenties: z
    .array(
      z.object({
        leerroutepakketId: z.number().int(),
        leerroutepakketNaam: z.string(),
        competentieId: z.number().int(),
        naam: z.string(),
        domeinNaam: z.string(),
      }),
    )
    .describe("Toegewezen competenties, op pakket, domein en naam"),
  beoordelaars: z.array(z.object({ nr: z.number().int(), naam: z.string(), actief: z.boolean() })).describe("Beoordelaars van het vakgebied, op naam"),
});

/** Leerroutepakketten and ActieveLeerroutepakketten. */
export const vakgebiedPakketAntwoord = z.object({
  leerroutepakketId: z.number().int(),
  naam: z.string(),
  actief: z.boolean().describe("Of de koppeling van het pakket aan het vakgebied actief is"),
});

/** competenties/{a}/leerroutepakket/{b}: every competency of the package with its assignment. */
export const vakgebiedCompetentieAntwoord = z.object({
  competentieId: z.number().int(),
  naam: z.string(),
  domeinId: z.number().int(),
  domeinNaam: z.string(),
  toegewezen: z.boolean().describe("Toegewezen aan dit vakgebied"),
  andereVakgebiedNr: z.number().int().nullable().describe("Het andere vakgebied waaraan de competentie is toegewezen; anders null"),
  andereVakgebiedNaam: z.string().nullable(),
});

/** Moveplannen: how many rows moved. */
export const plannenVerplaatstAntwoord = z.object({
  onderwijsplannen: z.number().int(),
  monitorlijnen: z.number().int().describe("Monitorlijnen van leerlingplannen"),
  handelingsdelen: z.number().int().describe("Handelingsdelen van ontwikkelingsperspectieven"),
});
