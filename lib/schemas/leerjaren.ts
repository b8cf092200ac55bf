import * as z from "zod";
import { naamVeld, positiefNr } from "./hoofdvakgebieden";

/**
 * The fields of a school year level as Leerjaar/Add and Leerjaar/update take them: parsed by the
 * API route and by the dialog alike (one schema, so the browser says what the server will say).
 */
export const leerjaarVelden = z.object({
  naam: naamVeld,
  code: z.string().max(10, "de code mag hoogstens 10 tekens zijn").nullish(),
});
export const leerjaarBijwerken = leerjaarVelden.extend({ nr: positiefNr("geef het nummer van [[het leerjaar]] op") });

// Answers (documented in /api/openapi; the API tests check every answer against them).

/** A school year level (leerjaar); the details add its linked package phases. */
export const leerjaarAntwoord = z.object({
  nr: z.number().int(),
  naam: z.string(),
  code: z.string().nullable(),
  volgnummer: z.number().int().describe("Plaats in de volgorde (1, 2, …)"),
  aantalGroepen: z.number().int(),
  aantalGekoppeldeFasen: z.number().int().describe("Gekoppelde fasen over alle leerroutepakketten"),
  fasen: z
    .array(z.object({ leerroutepakketId: z.number().int(), faseNummer: z.number().int(), faseNaam: z.string() }))
    .optional()
    .describe("Alleen in de details (en na toevoegen of wijzigen): de gekoppelde fasen, op pakket en fasenummer"),
});

/** LeerjaarPakketFasen and KoppelLeerjarenPakket: a package's phases and, per level, its linked phases. */
export const leerjaarPakketFasenAntwoord = z.object({
  leerroutepakketId: z.number().int(),
  leerroutepakketNaam: z.string(),
  fasen: z.array(z.object({ nummer: z.number().int(), naam: z.string() })).describe("Fasen van het pakket, in hun volgorde"),
  leerjaren: z
    .array(z.object({ nr: z.number().int(), naam: z.string(), faseNummers: z.array(z.number().int()).describe("Gekoppelde fasen van dit pakket, oplopend") }))
    .describe("Alle leerjaren van de administratie, in hun volgorde"),
});
