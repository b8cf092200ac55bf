import * as z from "zod";

/**
 * The deactivation dialog's check: the administration's name typed again (the server checks the
 * same). Its own module, loaded with the dialog, so the page does not carry zod (issue 27).
 */
export const bevestigingSchema = (gelijk: (a: string) => boolean, kloptNiet: string) => z.object({ bevestiging: z.string().refine(gelijk, kloptNiet) });
