import { schooljaarBewerken } from "@/lib/schemas/schooljaren";
import { validatePerioden } from "@/lib/schooljaar";

/**
 * The route's schema plus the period rules of lib/schooljaar, checked before sending (the service
 * checks them too). Its own module, loaded by the form after the page is interactive (issue 27).
 */
export const periodenSchema = schooljaarBewerken.superRefine((v, ctx) => {
  for (const fout of validatePerioden(v.schooljaar, v.perioden)) ctx.addIssue({ code: "custom", path: fout.path.split("."), message: fout.message });
});
