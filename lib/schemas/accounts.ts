import * as z from "zod";

/** POST /api/Accounts/Update: one's own name fields (the route and the Mijn account form). */
export const eigenGegevensBody = z.object({
  roepnaam: z.string({ error: "vul uw roepnaam in" }).trim().min(1, "vul uw roepnaam in").max(100, "mag hoogstens 100 tekens zijn"),
  voornamen: z.string().trim().max(200, "mag hoogstens 200 tekens zijn").nullish(),
  tussenvoegsel: z.string().trim().max(30, "mag hoogstens 30 tekens zijn").nullish(),
  achternaam: z.string({ error: "vul uw achternaam in" }).trim().min(1, "vul uw achternaam in").max(100, "mag hoogstens 100 tekens zijn"),
  geslacht: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(9)], { error: "kies 0, 1, 2 of 9" }).optional(),
});
export type EigenGegevensBody = z.infer<typeof eigenGegevensBody>;

// Answers (documented in /api/openapi; the API tests check every answer against them).

const vestigingKort = z.object({ nr: z.number().int(), naam: z.string() });

/** Accounts/Permissions and Administraties/Permissies: the caller's rights in the administration. */
export const permissiesAntwoord = z.object({
  administratieNr: z.number().int(),
  gebruikerId: z.string().nullable().describe("null bij een API-sleutel"),
  klantId: z.number().int(),
  permissies: z.record(z.string(), z.number().int()).describe("Bits per functiegebied (0–15), zie spec §6"),
  toegestaneFunctiegebieden: z.array(z.number().int()).readonly(),
  eigenVestigingen: z.array(z.number().int()).readonly(),
  alleVestigingen: z.array(z.number().int()).readonly(),
  eigenGroepen: z.array(z.number().int()).readonly(),
  licentiecodes: z.array(z.string()).readonly(),
  vestigingen: z.array(vestigingKort),
  eigenVestigingenDetails: z.array(vestigingKort),
});

export const administratieKeuze = z.object({ administratieNr: z.number().int(), naam: z.string(), sector: z.string(), taalCode: z.string() });

export const eigenGroep = z.object({ nr: z.number().int(), naam: z.string(), schooljaar: z.string(), vestigingNr: z.number().int(), vestigingsnaam: z.string() });

export const eigenGegevensAntwoord = z.object({
  id: z.string(),
  gebruikerId: z.string(),
  roepnaam: z.string(),
  voornamen: z.string().nullable(),
  tussenvoegsel: z.string().nullable(),
  achternaam: z.string(),
  geslacht: z.number().int(),
});
