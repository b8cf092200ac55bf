import * as z from "zod";

/** The add dialog's schema on a pupil's action plans: loaded with the dialog, not with the page (issue 27). */

const datum = z.iso.date({ error: "vul een datum in" });
const basis = z.object({
  titel: z.string().trim().min(1, "vul de titel in").max(200, "hoogstens 200 tekens"),
  periodeNummer: z.number({ error: "kies een periode" }).int().positive("kies een periode"),
  ingangsdatum: datum,
  einddatum: datum,
});
const eindNaBegin = (v: { ingangsdatum: string; einddatum: string }) => v.einddatum >= v.ingangsdatum;
const eindVoorBegin = { path: ["einddatum"], message: "de einddatum ligt vóór de ingangsdatum" };

/** A new plan starts with what identifies it; goals, approach and the rest follow on its edit page. */
export const nieuwSchema = basis.refine(eindNaBegin, eindVoorBegin);

/** The edit page's form (planning/handelingsplannen/bewerken): loaded after the page is interactive (issue 27). */
const optioneel = z.number().int().positive().nullable();
export const bewerkSchema = basis
  .extend({
    vakgebiedNr: optioneel,
    leerroutepakketId: optioneel,
    beoordelaarNr: optioneel,
    oudersGeinformeerdOp: z.union([z.literal(""), datum]),
    beginsituatie: z.string().max(20_000, "hoogstens 20.000 tekens"),
    doel: z.string().max(20_000, "hoogstens 20.000 tekens"),
    aanpak: z.string().max(20_000, "hoogstens 20.000 tekens"),
  })
  .refine(eindNaBegin, eindVoorBegin);
