import * as z from "zod";
import { MAX_KEUZES, MAX_OPGEMAAKT, MAX_TEKSTREGEL, MAX_TEKSTVAK, SOORT_INFO, type DefinitieOpties, type TemplateSoort } from "./typen";

export * from "./typen";

const keuzeTekst = z.string({ error: "moet een tekst zijn" }).trim().min(1, "mag niet leeg zijn").max(200, "hoogstens 200 tekens").regex(/^[^\r\n\t]*$/, "mag geen regeleinde bevatten");
const uniek = (lijst: string[]) => new Set(lijst).size === lijst.length;
const keuzeLijst = z.array(keuzeTekst).min(1, "geef minstens één keuze").max(MAX_KEUZES, `hoogstens ${MAX_KEUZES} keuzes`).refine(uniek, "elke keuze mag maar één keer voorkomen");

/** The options of a definition, per kind of options. Unknown keys are refused (strict). */
export const optiesSchemas = {
  geen: z.object({}).strict().nullish(),
  keuzes: z.object({ keuzes: keuzeLijst }, { error: "geef de keuzes op (opties.keuzes)" }).strict(),
  "keuzes-optioneel": z.object({ keuzes: keuzeLijst.optional() }).strict().nullish(),
  bereik: z
    .object({ min: z.number().int().min(0).max(1000).optional(), max: z.number().int().min(0).max(1000).optional() })
    .strict()
    .refine((o) => o.min === undefined || o.max === undefined || o.min <= o.max, "min mag niet groter zijn dan max")
    .nullish(),
} as const;


/** Parses the options for a kind: { ok, opties } or the Dutch message of the first problem. */
export function parseOpties(soort: TemplateSoort, opties: unknown): { ok: true; opties: DefinitieOpties | null } | { ok: false; pad: string; message: string } {
  const r = optiesSchemas[SOORT_INFO[soort].opties].safeParse(opties ?? (SOORT_INFO[soort].opties === "keuzes" ? undefined : null));
  if (!r.success) {
    const i = r.error.issues[0]!;
    return { ok: false, pad: ["opties", ...i.path.map(String)].join("."), message: i.message };
  }
  const o = (r.data ?? null) as DefinitieOpties | null;
  return { ok: true, opties: o && Object.keys(o).length > 0 ? o : null };
}

const datum = z.iso.date({ error: "moet een datum zijn (jjjj-mm-dd)" });
const nummer = (wat: string) => z.number({ error: `${wat} moet een getal zijn` }).int("moet een geheel getal zijn").positive("moet groter dan 0 zijn");
const obj = <T extends z.ZodRawShape>(shape: T, uitleg: string) => z.object(shape, { error: `moet een object zijn: ${uitleg}` }).strict();

/**
 * The zod schema of one filled-in value of a definition (its kind and options), in the stored
 * shape (see Vorm). Whether it must be filled in is checked by valideerWaarden.
 */
export function waardeSchema(soort: TemplateSoort, opties: DefinitieOpties | null): z.ZodType<unknown> {
  const keuzes = opties?.keuzes ?? [];
  const info = SOORT_INFO[soort];
  switch (info.vorm) {
    case "geen":
      return z.null({ error: "dit item heeft geen invoer" });
    case "tekst": {
      const max = info.widget === "tekstregel" ? MAX_TEKSTREGEL : info.widget === "opgemaakt" ? MAX_OPGEMAAKT : MAX_TEKSTVAK;
      const tekst = z.string({ error: "moet een tekst zijn" }).max(max, `hoogstens ${max} tekens`);
      return obj({ tekst: info.widget === "tekstregel" ? tekst.regex(/^[^\r\n]*$/, "mag geen regeleinde bevatten") : tekst }, "{ tekst }");
    }
    case "datum":
      return obj({ datum }, "{ datum }");
    case "vinkje":
      return obj({ aangevinkt: z.boolean({ error: "moet aan of uit zijn (true of false)" }) }, "{ aangevinkt }");
    case "keuze":
      // AUB without a fixed list takes a free one-line text; otherwise one of the keuzes.
      return obj(
        {
          keuze:
            keuzes.length === 0
              ? z.string({ error: "moet een tekst zijn" }).max(200, "hoogstens 200 tekens").regex(/^[^\r\n]*$/, "mag geen regeleinde bevatten")
              : z.string({ error: "kies een van de keuzes" }).refine((w) => keuzes.includes(w), `kies een van: ${keuzes.join(", ")}`),
        },
        "{ keuze }",
      );
    case "meerkeuze":
      return obj(
        {
          keuzes: z
            .array(z.string().refine((w) => keuzes.includes(w), `kies uit: ${keuzes.join(", ")}`), { error: "moet een lijst van keuzes zijn" })
            .max(keuzes.length)
            .refine(uniek, "elke keuze maar één keer"),
        },
        "{ keuzes }",
      );
    case "iq": {
      const min = opties?.min ?? 0;
      const max = opties?.max ?? 250;
      return obj(
        {
          waarde: z.number({ error: "moet een getal zijn" }).int("moet een geheel getal zijn").min(min, `moet ${min} of meer zijn`).max(max, `mag hoogstens ${max} zijn`),
          instrument: z.string().max(100, "hoogstens 100 tekens").regex(/^[^\r\n]*$/, "mag geen regeleinde bevatten").optional(),
        },
        "{ waarde, instrument }",
      );
    }
    case "leerroute":
      return obj({ leerrouteNummer: nummer("leerrouteNummer") }, "{ leerrouteNummer }");
    case "uitstroom":
      return obj({ uitstroombestemmingNummer: nummer("uitstroombestemmingNummer") }, "{ uitstroombestemmingNummer }");
    case "domeinen":
      return obj({ domeinIds: z.array(nummer("domeinId")).max(200).refine((l) => new Set(l).size === l.length, "elk domein maar één keer") }, "{ domeinIds }");
    case "niveaus":
      return obj({ niveaus: z.array(z.object({ domeinId: nummer("domeinId"), niveauNummer: z.number().int().min(0).max(1000) }).strict()).max(200) }, "{ niveaus: [{ domeinId, niveauNummer }] }");
    case "handelingsdeel":
      return obj({ zieHandelingsdeel: z.boolean() }, "{ zieHandelingsdeel }");
  }
}

/** Whether a parsed value counts as filled in (for required items); a checkbox left off is an answer. */
export function isIngevuld(waarde: unknown): boolean {
  if (waarde === null || waarde === undefined || typeof waarde !== "object") return false;
  const velden = Object.values(waarde as Record<string, unknown>);
  if (velden.length === 0) return false;
  return velden.some((v) => (typeof v === "string" ? v.trim() !== "" : Array.isArray(v) ? v.length > 0 : v !== null && v !== undefined));
}
