import * as z from "zod";

/**
 * Bodies of the note-kind and dossier-category calls: parsed by the API routes and by the
 * screens' forms alike (one schema, so the browser says what the server will say).
 */
const naam = (wat: string) =>
  z
    .string({ error: `vul de naam van de ${wat} in` })
    .trim()
    .min(1, `vul de naam van de ${wat} in`)
    .max(100, "mag hoogstens 100 tekens lang zijn");
const nr = (wat: string) => z.number({ error: `vul het nummer van de ${wat} in` }).int("moet een geheel getal zijn").positive("moet groter dan 0 zijn");

export const notitieSoortToevoegen = z.object({ naam: naam("notitiesoort") });
export const notitieSoortBijwerken = z.object({ nr: nr("notitiesoort"), naam: naam("notitiesoort") });
export const dossierCategorieToevoegen = z.object({ naam: naam("dossiercategorie") });
export const dossierCategorieBijwerken = z.object({ nr: nr("dossiercategorie"), naam: naam("dossiercategorie") });

// Answers (documented in /api/openapi; the API tests check every answer against them).

export const notitieSoortAntwoord = z.object({
  nr: z.number().int(),
  naam: z.string(),
  aantalNotities: z.number().int().describe("Aantal notities met deze soort"),
});
export const dossierCategorieAntwoord = z.object({
  nr: z.number().int(),
  naam: z.string(),
  aantalItems: z.number().int().describe("Aantal dossieritems in deze categorie"),
});

/** The Delete calls of both lists: what was removed. */
export const verwijderdAntwoord = z.object({ nr: z.number().int(), naam: z.string(), verwijderd: z.boolean().describe("Altijd true") });
