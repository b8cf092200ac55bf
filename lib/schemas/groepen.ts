import { z } from "zod";

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
