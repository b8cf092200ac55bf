import * as z from "zod";

/**
 * The editor item types of spec §3 (AUB … HTN): one table of what each type means, which editor
 * widget fills it in, the shape of its stored value and the options a definition of it carries.
 * Form templates use it now; the OPP and pupil-plan templates reuse it (they add only their own
 * specifics). Labels for the screens live in the TemplateDefinitieSoorten namespace
 * (messages/nl/TemplateDefinitieSoorten/soorten.json), keyed by the code.
 */
export const TEMPLATE_SOORTEN = ["AUB", "CKB", "DOM", "DTE", "HAN", "IQ", "ITEM", "LBL", "LR", "LTU", "OB", "OL", "SEL", "SLE", "MCT", "MSE", "OWP", "MLE", "MON", "HTN"] as const;
export type TemplateSoort = (typeof TEMPLATE_SOORTEN)[number];

/**
 * The widgets of the plan-only item types (LR, OB, DOM, MON, HAN): filled in on the plan screens
 * (OPP, pupil plan) with pickers over the plan's learning-route package, never by a form.
 */
export const PLAN_WIDGETS = ["leerroute", "uitstroom", "domeinen", "niveaus", "handelingsdeel"] as const;
export type PlanWidget = (typeof PLAN_WIDGETS)[number];

/** The widget a screen uses to fill in (and show) a value: one entry per widget in the screens' widget table. */
export type Widget = "geen" | "tekstregel" | "tekstvak" | "opgemaakt" | "datum" | "vinkje" | "getal" | "keuze" | "rondjes" | "meerkeuze" | PlanWidget;

export function isPlanWidget(w: Widget): w is PlanWidget {
  return (PLAN_WIDGETS as readonly string[]).includes(w);
}

/**
 * The stored shape of a value: always an object with named fields (as the generator and the demo
 * data hold them), so a value says what it is: { tekst }, { datum }, { aangevinkt }, { keuze },
 * { keuzes }, { waarde, instrument }, { leerrouteNummer }, { uitstroombestemmingNummer },
 * { domeinIds }, { niveaus: [{ domeinId, niveauNummer }] }, { zieHandelingsdeel }; "geen": no value.
 */
export type Vorm = "geen" | "tekst" | "datum" | "vinkje" | "keuze" | "meerkeuze" | "iq" | "leerroute" | "uitstroom" | "domeinen" | "niveaus" | "handelingsdeel";

export interface SoortInfo {
  /** Dutch meaning, for the API description and the print view (screens use the message). */
  betekenis: string;
  widget: Widget;
  vorm: Vorm;
  /** Options a definition carries: keuzes (SEL, MSE, MCT; optional for AUB) or a range (IQ). */
  opties: "geen" | "keuzes" | "keuzes-optioneel" | "bereik";
}

export const SOORT_INFO: Readonly<Record<TemplateSoort, SoortInfo>> = {
  AUB: { betekenis: "Advies uitstroombestemming", widget: "keuze", vorm: "keuze", opties: "keuzes-optioneel" },
  CKB: { betekenis: "Selectievakje", widget: "vinkje", vorm: "vinkje", opties: "geen" },
  DOM: { betekenis: "Domeinen van het leerroutepakket", widget: "domeinen", vorm: "domeinen", opties: "geen" },
  DTE: { betekenis: "Datum", widget: "datum", vorm: "datum", opties: "geen" },
  HAN: { betekenis: "Handelingsdeel (verwijzing naar het handelingsdeel van het plan)", widget: "handelingsdeel", vorm: "handelingsdeel", opties: "geen" },
  IQ: { betekenis: "IQ-score met instrument", widget: "getal", vorm: "iq", opties: "bereik" },
  ITEM: { betekenis: "Vrij item", widget: "tekstvak", vorm: "tekst", opties: "geen" },
  LBL: { betekenis: "Kop of toelichtende tekst (geen invoer)", widget: "geen", vorm: "geen", opties: "geen" },
  LR: { betekenis: "Leerroute (nummer)", widget: "leerroute", vorm: "leerroute", opties: "geen" },
  LTU: { betekenis: "Leertijd en uitstroom", widget: "tekstvak", vorm: "tekst", opties: "geen" },
  // OB is the exit destination itself (not "onderwijsbehoeften"): a number among the package's
  // Uitstroombestemmingen, the choices Leerroutes/Uitstroombestemmingen/{a}/{b} lists for the LR
  // route beside it — the OPP's expected exit destination; AUB is the (free or listed) advice.
  OB: { betekenis: "Uitstroombestemming (nummer)", widget: "uitstroom", vorm: "uitstroom", opties: "geen" },
  OL: { betekenis: "Ontwikkelingslijn", widget: "tekstvak", vorm: "tekst", opties: "geen" },
  SEL: { betekenis: "Keuzelijst (één keuze)", widget: "keuze", vorm: "keuze", opties: "keuzes" },
  SLE: { betekenis: "Tekstregel", widget: "tekstregel", vorm: "tekst", opties: "geen" },
  MCT: { betekenis: "Meerkeuzevraag (één keuze, alle keuzes zichtbaar)", widget: "rondjes", vorm: "keuze", opties: "keuzes" },
  MSE: { betekenis: "Meervoudige keuze", widget: "meerkeuze", vorm: "meerkeuze", opties: "keuzes" },
  OWP: { betekenis: "Onderwijsplan (het lesplan van het plan; geen invoer)", widget: "geen", vorm: "geen", opties: "geen" },
  MLE: { betekenis: "Tekstvak (meerdere regels)", widget: "tekstvak", vorm: "tekst", opties: "geen" },
  MON: { betekenis: "Monitor: verwacht niveau per domein", widget: "niveaus", vorm: "niveaus", opties: "geen" },
  HTN: { betekenis: "Opgemaakte tekst", widget: "opgemaakt", vorm: "tekst", opties: "geen" },
};

export function isTemplateSoort(code: unknown): code is TemplateSoort {
  return typeof code === "string" && (TEMPLATE_SOORTEN as readonly string[]).includes(code);
}

/** Types that hold no value (a heading, a read-only overview). */
export const heeftWaarde = (soort: TemplateSoort) => SOORT_INFO[soort].vorm !== "geen";
/** Types a form fills in itself (not the plan-only ones). */
export const inFormulier = (soort: TemplateSoort) => SOORT_INFO[soort].widget !== "geen" && !isPlanWidget(SOORT_INFO[soort].widget);

export const MAX_TEKSTREGEL = 500;
export const MAX_TEKSTVAK = 10_000;
export const MAX_OPGEMAAKT = 20_000;
export const MAX_KEUZES = 50;

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

export interface DefinitieOpties {
  keuzes?: string[];
  min?: number;
  max?: number;
}

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
