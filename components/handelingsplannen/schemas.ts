import * as z from "zod";

/** The add dialog's schema on a pupil's action plans: loaded with the dialog, not with the page (issue 27). */

const datum = z.iso.date({ error: "vul een datum in" });
/** A new plan starts with what identifies it; goals, approach and the rest follow on its edit page. */
export const nieuwSchema = z
  .object({
    titel: z.string().trim().min(1, "vul de titel in").max(200, "hoogstens 200 tekens"),
    periodeNummer: z.number({ error: "kies een periode" }).int().positive("kies een periode"),
    ingangsdatum: datum,
    einddatum: datum,
  })
  .refine((v) => v.einddatum >= v.ingangsdatum, { path: ["einddatum"], message: "de einddatum ligt vóór de ingangsdatum" });
