import * as z from "zod";
import { TEMPLATE_SOORTEN } from "@/lib/templates/typen";

/**
 * The template builder's item form (definitie-bouwer.tsx), loaded with its dialog: options are
 * typed as lines and sent as the engine's opties; the server checks them (lib/templates).
 */
export const definitieForm = z.object({
  soort: z.enum(TEMPLATE_SOORTEN, { error: "kies een type" }),
  label: z.string().trim().min(1, "vul het label in").max(200, "hoogstens 200 tekens"),
  toelichting: z.string().max(2000, "hoogstens 2000 tekens"),
  verplicht: z.boolean(),
  keuzes: z.string(),
  categorieId: z.string(),
});
export type DefinitieForm = z.output<typeof definitieForm>;
