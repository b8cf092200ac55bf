import { z } from "zod";
import { SCHOOLSOORTEN } from "@/lib/schoolsoort";

/**
 * Bodies of the Vestigingen calls: parsed by the API routes and by the branch screens' forms
 * alike (one schema, so the browser says what the server will say).
 */
const nummer = (leeg: string) => z.number({ error: leeg }).int("moet een geheel getal zijn").positive("moet groter dan 0 zijn");
const naam = z
  .string({ error: "vul de naam van [[de vestiging]] in" })
  .trim()
  .min(1, "vul de naam van [[de vestiging]] in")
  .max(100, "mag hoogstens 100 tekens lang zijn");
export const schoolsoort = z
  .enum(SCHOOLSOORTEN, { error: `kies een van ${SCHOOLSOORTEN.join(", ")}` })
  .nullish()
  .describe("Schoolsoort van de vestiging (leeg: onbekend)");

export const vestigingToevoegen = z.object({ naam, schoolsoort });
export const vestigingBijwerken = z.object({ nr: nummer("vul het nummer van [[de vestiging]] in"), naam, schoolsoort });

const schooljaar = (leeg: string) =>
  z
    .string({ error: leeg })
    .min(1, leeg)
    .regex(/^\d{4}-\d{4}$/, "gebruik de vorm 2025-2026")
    .refine((s) => Number(s.slice(5)) === Number(s.slice(0, 4)) + 1, "gebruik twee opeenvolgende jaren");

export const groepIndelingOvernemen = z
  .object({
    vestigingNr: nummer("kies een [[vestiging]]"),
    vanSchooljaar: schooljaar("kies [[het schooljaar]] waaruit u de [[groepen]] overneemt"),
    naarSchooljaar: schooljaar("kies [[het schooljaar]] waarin de [[groepen]] komen"),
    medewerkersOvernemen: z.boolean({ error: "moet true of false zijn" }).optional(),
  })
  .refine((v) => v.vanSchooljaar !== v.naarSchooljaar, { path: ["naarSchooljaar"], message: "kies een ander [[schooljaar]] dan het bron[[schooljaar]]" });
