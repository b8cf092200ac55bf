import * as z from "zod";

/**
 * The schemas of the group page's dialogs (move a pupil, place a pupil), in a module of their own
 * so zod loads with the dialog, not with the page (issue 27). `t` gives the page's messages.
 */
const DATUM = /^\d{4}-\d{2}-\d{2}$/;

export const verplaatsSchema = (t: (sleutel: "kiesGroep" | "vulDatum") => string) =>
  z.object({ groepNr: z.string().min(1, t("kiesGroep")), datum: z.string().regex(DATUM, t("vulDatum")) });

export const plaatsenSchema = (t: (sleutel: "kiesLeerling" | "vulDatum") => string) =>
  z.object({ leerlingId: z.string().min(1, t("kiesLeerling")), ingangsdatum: z.string().regex(DATUM, t("vulDatum")) });

export type VerplaatsWaarden = z.output<ReturnType<typeof verplaatsSchema>>;
export type PlaatsenWaarden = z.output<ReturnType<typeof plaatsenSchema>>;
