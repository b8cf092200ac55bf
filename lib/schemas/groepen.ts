import * as z from "zod";
import { GroepSoort } from "@/lib/generated/prisma/enums";

/**
 * The fields of a group as Groepen/Add and Groepen/Edit take them: parsed by the API route and by
 * the group dialog alike (one schema, so the browser says what the server will say).
 */
export const groepVelden = z.object({
  naam: z.string({ error: "vul de naam in" }).trim().min(1, "vul de naam in").max(100, "hoogstens 100 tekens"),
  vestigingNr: z.number({ error: "kies een [[vestiging]]" }).int().positive("kies een [[vestiging]]"),
  soort: z.enum(["Klas", "Onderwijsgroep"], { error: "kies Klas of Onderwijsgroep" }).optional(),
  jaargroep: z.string().trim().max(10, "hoogstens 10 tekens").nullish(),
  leerjaarNr: z.number().int().positive().nullish(),
  vakgebiedNr: z.number().int().positive().nullish(),
});
export type GroepVelden = z.output<typeof groepVelden>;

export const groepNr = z.number({ error: "geef het [[groep]]nummer" }).int().positive();

// Answers (documented in /api/openapi; the API tests check every answer against them).

/** One group, as the lists, Details, Add and Edit answer it. */
export const groepAntwoord = z.object({
  nr: z.number().int(),
  naam: z.string(),
  schooljaar: z.string().describe("Schooljaar, bijvoorbeeld 2025-2026"),
  vestigingNr: z.number().int(),
  vestigingNaam: z.string(),
  soort: z.enum(GroepSoort),
  jaargroep: z.string().nullable().describe("Jaargroep als in EDEX: een getal of een letter (S, V)"),
  leerjaarNr: z.number().int().nullable(),
  vakgebiedNr: z.number().int().nullable(),
  leerkrachten: z.array(z.string()).describe("Namen van de gekoppelde medewerkers, op alfabet"),
  aantalLeerlingen: z.number().int().describe("Leerlingen in de groep op de peildatum (vandaag binnen het schooljaar)"),
  magBewerken: z.boolean(),
});

export const groepVerwijderd = z.object({ nr: z.number().int(), verwijderd: z.boolean().describe("Altijd true") });
