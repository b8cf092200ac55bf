import * as z from "zod";

/** The dialogs' schemas of the group-plan screens, loaded with their dialogs (issue 27). */

/** A new group plan for a period (groep-groepsplannen.tsx). */
export const periodeSchema = z.object({ periodeNummer: z.number({ error: "kies een periode" }).int().positive("kies een periode") });

/** A new item with a name (groepsplan-details.tsx). */
export const naamSchema = z.object({ naam: z.string().trim().min(1, "vul de naam in").max(100, "hoogstens 100 tekens") });
