import * as z from "zod";
import { schooljaarToevoegen } from "@/lib/schemas/schooljaren";

/**
 * The school years list's add dialog: the route's own field rule, plus the choice between default
 * periods and none. A module of its own, loaded with the dialog (issue 27); zod is imported as a
 * namespace here as everywhere (an `import("zod")` would take all of zod into the chunks).
 */
export const toevoegSchema = schooljaarToevoegen.pick({ schooljaar: true }).extend({ standaardPerioden: z.boolean() });
