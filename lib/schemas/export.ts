import * as z from "zod";
import { LEERLINGEN_EXPORT_LIJSTEN } from "@/lib/export-lijsten";

/**
 * The choices of the export screen (/beheer/Export). The VVE export's path parameters are the
 * route's own schema (Observaties/Export/VveResultaten/{a}/{b}): the route parses them and the
 * screen's form validates with them, so a refusal names the same field in both.
 */
const schooljaar = z.string({ error: "kies een [[schooljaar]]" }).regex(/^\d{4}-\d{4}$/, "gebruik de vorm 2025-2026");

export { LEERLINGEN_EXPORT_LIJSTEN };

/** GET Leerlingen/Export/{schooljaar}/{filter}: the school year and the list. */
export const leerlingenExportKeuze = z.object({
  schooljaar,
  filter: z.enum(LEERLINGEN_EXPORT_LIJSTEN, { error: "kies een lijst" }),
});

/** GET Observaties/Export/VveResultaten/{a}/{b}: a = school year, b = number of the period. */
export const vveResultatenParams = z.object({
  a: schooljaar,
  b: z.coerce.number({ error: "kies een periode" }).int({ error: "kies een periode" }).positive({ error: "kies een periode" }),
});
