import * as z from "zod";
import { schooljaarFout } from "@/lib/schooljaar";

/**
 * Bodies of Schooljaren/Toevoegen and Schooljaren/Edit: parsed by the API routes and by the
 * school-year screens' forms alike (one schema, so the browser says what the server will say).
 * The period rules that compare periods (inside the year, no overlap) are lib/schooljaar's
 * validatePerioden, which the service applies and the period form checks before sending.
 */
export const periode = z.object({
  nummer: z.number({ error: "vul het periodenummer in" }).int().min(1, "moet 1 of hoger zijn").max(99),
  ingangsdatum: z.iso.date({ error: "vul een datum in (jjjj-mm-dd)" }),
  einddatum: z.iso.date({ error: "vul een datum in (jjjj-mm-dd)" }),
});

/** "2025-2026" in form, without checking that the years follow each other. */
export const schooljaarTekst = z.string({ error: "vul [[het schooljaar]] in" }).regex(/^\d{4}-\d{4}$/, "gebruik de vorm 2025-2026");

export const schooljaarToevoegen = z.object({
  schooljaar: z
    .string({ error: "vul [[het schooljaar]] in" })
    .trim()
    .superRefine((v, c) => {
      const fout = schooljaarFout(v);
      if (fout) c.addIssue({ code: "custom", message: fout });
    }),
  perioden: z.array(periode).max(20).optional(),
});

export const schooljaarBewerken = z.object({ schooljaar: schooljaarTekst, perioden: z.array(periode).max(20) });

// --- Answers ------------------------------------------------------------------------------------

const datum = (description: string) => z.iso.date().describe(description);

/** A period of a school year, as the Schooljaren calls answer it. */
export const periodeAntwoord = z.object({
  nummer: z.number().int(),
  ingangsdatum: datum("Eerste dag van de periode (jjjj-mm-dd)"),
  einddatum: datum("Laatste dag van de periode (jjjj-mm-dd)"),
});

/** One period with the school year it belongs to (Schooljaren/Periode, Schooljaren/HuidigePeriode). */
export const periodeMetSchooljaar = periodeAntwoord.extend({ schooljaar: z.string().describe("Schooljaar, bijvoorbeeld 2025-2026") });

/** A school year with its periods (by number). */
export const schooljaarAntwoord = z.object({
  schooljaar: z.string().describe("Schooljaar, bijvoorbeeld 2025-2026"),
  ingangsdatum: datum("Eerste dag van het schooljaar (jjjj-mm-dd)"),
  einddatum: datum("Laatste dag van het schooljaar (jjjj-mm-dd)"),
  perioden: z.array(periodeAntwoord).describe("Op nummer"),
});

/** Schooljaren/HuidigSchooljaar: also answers for a year that is not set up (bestaat=false, no periods). */
export const huidigSchooljaarAntwoord = schooljaarAntwoord.extend({
  bestaat: z.boolean().describe("false: de administratie heeft dit schooljaar niet ingericht (de data zijn dan 1 augustus t/m 31 juli, zonder perioden)"),
});

export const schooljaarVerwijderd = z.object({ schooljaar: z.string(), verwijderd: z.boolean().describe("Altijd true") });
