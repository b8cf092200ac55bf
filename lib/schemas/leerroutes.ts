import * as z from "zod";
import { SCHOOLSOORTEN } from "@/lib/schoolsoort";
import { pakketKopAntwoord } from "./leerroutepakketfasen";
import { niveauVerwijderdAntwoord } from "./leerroutepakketten";

// Answers of Leerroutes (and the package's Uitstroombestemmingen they link), documented in
// /api/openapi; the API tests check every answer against them. Bodies: lib/schemas/leerroutepakketten.ts
// (leerrouteVelden) and lib/schemas/uitstroombestemmingen.ts.

const geheel = () => z.number().int();

const uitstroombestemmingKort = z.object({ nummer: geheel().describe("Nummer van de uitstroombestemming in het pakket"), naam: z.string() });

export const uitstroombestemmingAntwoord = uitstroombestemmingKort.extend({ omschrijving: z.string().nullable() });

/** Leerroutes/Uitstroombestemmingen: every destination of the package with whether it is linked to the route. */
export const uitstroombestemmingKeuzeAntwoord = uitstroombestemmingAntwoord.extend({
  gekoppeld: z.boolean().describe("Of de uitstroombestemming aan deze leerroute gekoppeld is"),
});

/** Leerroutes/Leerroutepakket: a route in the list. */
export const leerrouteLijstAntwoord = z.object({
  nummer: geheel().describe("Nummer van de leerroute in het pakket"),
  naam: z.string(),
  omschrijving: z.string().nullable(),
  uitstroombestemmingen: z.array(uitstroombestemmingKort).describe("Op naam"),
  schoolsoorten: z.array(z.enum(SCHOOLSOORTEN)).describe("Schoolsoorten waarvoor de leerroute een traject heeft (BO, SBO, SO, VSO, PRO, VO)"),
});

/** Leerroutes/Details, Add and Edit: the route with its destinations and a summary of its trajectories. */
export const leerrouteAntwoord = leerrouteLijstAntwoord.omit({ uitstroombestemmingen: true, schoolsoorten: true }).extend({
  leerroutepakket: pakketKopAntwoord,
  uitstroombestemmingen: z.array(uitstroombestemmingAntwoord).describe("Op naam"),
  trajecten: z
    .array(
      z.object({
        schoolsoort: z.enum(SCHOOLSOORTEN),
        schoolsoortNaam: z.string(),
        naam: z.string().nullable(),
        omschrijving: z.string().nullable(),
        aantalStappen: geheel(),
        eersteLeerjaar: z.string().nullable().describe("Leerjaar van de eerste stap; null zonder stappen"),
        laatsteLeerjaar: z.string().nullable().describe("Leerjaar van de laatste stap; null zonder stappen"),
        eersteFase: geheel().nullable().describe("Laagste fasenummer van de stappen; null zonder stappen"),
        laatsteFase: geheel().nullable().describe("Hoogste fasenummer van de stappen; null zonder stappen"),
      }),
    )
    .describe("Eén per schoolsoort met een traject (BO, SBO, SO, VSO, PRO, VO)"),
});

/** Leerroutes/Delete: the package and the nummer of the removed route (same shape as a removed level). */
export const leerrouteVerwijderdAntwoord = niveauVerwijderdAntwoord;
