import { z } from "zod";

/** POST /api/Accounts/Update: one's own name fields (the route and the Mijn account form). */
export const eigenGegevensBody = z.object({
  roepnaam: z.string({ error: "vul uw roepnaam in" }).trim().min(1, "vul uw roepnaam in").max(100, "mag hoogstens 100 tekens zijn"),
  voornamen: z.string().trim().max(200, "mag hoogstens 200 tekens zijn").nullish(),
  tussenvoegsel: z.string().trim().max(30, "mag hoogstens 30 tekens zijn").nullish(),
  achternaam: z.string({ error: "vul uw achternaam in" }).trim().min(1, "vul uw achternaam in").max(100, "mag hoogstens 100 tekens zijn"),
  geslacht: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(9)], { error: "kies 0, 1, 2 of 9" }).optional(),
});
export type EigenGegevensBody = z.infer<typeof eigenGegevensBody>;
