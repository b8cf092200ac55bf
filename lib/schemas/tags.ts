import * as z from "zod";

/**
 * Bodies of Tag/add and Tag/edit: parsed by the API routes and by the tags screen's dialogs alike
 * (one schema, so the browser says what the server will say).
 */
const naam = z.string({ error: "vul de naam van de tag in" }).trim().min(1, "vul de naam van de tag in").max(100, "mag hoogstens 100 tekens lang zijn");
const nr = z.number({ error: "vul het nummer van de tag in" }).int("moet een geheel getal zijn").positive("moet groter dan 0 zijn");

export const tagToevoegen = z.object({ naam });
export const tagBijwerken = z.object({ nr, naam });

// --- Answers ------------------------------------------------------------------------------------

/** A tag: `nr` is unique within the administration (the number of the Tag calls). */
export const tagAntwoord = z.object({ nr: z.number().int(), naam: z.string() });

/** Tag/TimesUsed: per tag how often it is used. */
export const tagGebruik = tagAntwoord.extend({
  notities: z.number().int().describe("Aantal notities met deze tag"),
  dossierItems: z.number().int().describe("Aantal leerlingdossieritems met deze tag"),
  aantal: z.number().int().describe("notities + dossierItems"),
});

/** Tag/delete: the deleted tags (on name) and how many links to notes and dossier items went with them. */
export const tagsVerwijderd = z.object({
  verwijderd: z.array(tagAntwoord).describe("De verwijderde tags, op naam"),
  ontkoppeld: z
    .object({ notities: z.number().int(), dossierItems: z.number().int() })
    .describe("Aantal koppelingen dat van notities en leerlingdossieritems is gehaald (die zelf blijven bestaan)"),
});
