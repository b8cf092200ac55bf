import { z } from "zod";
import { celDelenAntwoord } from "./leerroutepakketfasen";

// Answers of the lesson-bundle calls (documented in /api/openapi; the API tests check every answer against them).

const geheel = () => z.number().int();

const lesBundelKort = z.object({ id: geheel(), naam: z.string() });

const duurMinuten = geheel().nullable().describe("Duur van de les in minuten; null: niet opgegeven");

/**
 * LesBundels/faseKoppelingen and Leerroutepakketfasen/UpdateLessen: the cell, its lessons in order,
 * its lesson bundles and, for a manager, the lessons that can be added.
 */
export const celLessenAntwoord = celDelenAntwoord.extend({
  lessen: z
    .array(z.object({ id: geheel(), naam: z.string(), duurMinuten, lesBundelId: geheel(), lesBundelNaam: z.string() }))
    .describe("De lessen van de cel, in volgorde"),
  lesBundels: z.array(lesBundelKort).describe("De lesbundels die aan de cel gekoppeld zijn, op naam"),
  beschikbaar: z
    .array(lesBundelKort.extend({ lessen: z.array(z.object({ id: geheel(), naam: z.string(), duurMinuten })).describe("In volgorde") }))
    .describe(
      "Lesbundels van de klant met lessen die aan de cel gekoppeld kunnen worden, op naam (bundels zonder lessen weggelaten); leeg als de gebruiker het pakket niet mag wijzigen",
    ),
});

/** Leerroutepakketfasen/AddLessen: as celLessenAntwoord, with what the call did. */
export const celLessenToegevoegdAntwoord = celLessenAntwoord.extend({
  toegevoegd: z.array(geheel()).describe("Ids van de lessen die achteraan zijn toegevoegd, in volgorde"),
  genegeerd: z.array(geheel()).describe("Ids van de lessen die al gekoppeld waren (overgeslagen)"),
});
