import * as z from "zod";

/**
 * The group-plan screens' schemas, loaded with their dialogs or, for the instruction group's edit
 * page, when the browser is idle after the form rendered (useSchemaForm's loader; issue 27).
 */

/** A new group plan for a period (groep-groepsplannen.tsx). */
export const periodeSchema = z.object({ periodeNummer: z.number({ error: "kies een periode" }).int().positive("kies een periode") });

/** A new item with a name (groepsplan-details.tsx). */
export const naamSchema = z.object({ naam: z.string().trim().min(1, "vul de naam in").max(100, "hoogstens 100 tekens") });

const optioneel = z.number().int().positive().nullable();

/** An instruction group's name, subject area, package, goal and approach (instructiegroep-bewerken.tsx). */
export const instructiegroepSchema = z.object({
  naam: z.string().trim().min(1, "vul de naam in").max(100, "hoogstens 100 tekens"),
  vakgebiedNr: optioneel,
  leerroutepakketId: optioneel,
  doel: z.string().max(20_000, "hoogstens 20.000 tekens"),
  aanpak: z.string().max(20_000, "hoogstens 20.000 tekens"),
});
