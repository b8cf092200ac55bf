import * as z from "zod";
import { heeftWaarde, isIngevuld, isTemplateSoort, parseOpties, TEMPLATE_SOORTEN, waardeSchema } from "./soorten";
import { geordend, type Definitie } from "./typen";

/** The engine's view of stored definitions (a service's view of a definition carries more fields). */
export const alsDefinities = (defs: readonly Definitie[]): Definitie[] =>
  defs.map((d) => ({ id: d.id, soort: d.soort, label: d.label, toelichting: d.toelichting, verplicht: d.verplicht, opties: d.opties, volgnummer: d.volgnummer }));

export interface WaardeFout {
  path: string;
  message: string;
}

const tekst = (max: number, wat: string) =>
  z
    .string({ error: `vul ${wat} in` })
    .trim()
    .min(1, `vul ${wat} in`)
    .max(max, `hoogstens ${max} tekens`);

/** The fields of a definition as the template builder and the import take them (no rules yet). */
export const definitieBasis = z.object({
  soort: z.enum(TEMPLATE_SOORTEN, { error: `kies een itemtype (${TEMPLATE_SOORTEN.join(", ")})` }),
  label: tekst(200, "het label").regex(/^[^\r\n\t]*$/, "mag geen regeleinde bevatten"),
  toelichting: z.string().trim().max(2000, "hoogstens 2000 tekens").nullish(),
  verplicht: z.boolean({ error: "moet true of false zijn" }).optional(),
  opties: z.unknown().optional().describe("keuzes (SEL, MCT, MSE, AUB), min en max (IQ)"),
});

/**
 * The rules of a definition on any object that has its fields (the builder's bodies add the
 * template and definition ids): options fit the type, an item without input is not required.
 * The output has the options parsed (null when none) and `verplicht` filled in.
 */
export function metDefinitieRegels<T extends z.ZodObject<typeof definitieBasis.shape>>(schema: T) {
  return schema
    .superRefine((d, c) => {
      const r = parseOpties(d.soort, d.opties);
      if (!r.ok) c.addIssue({ code: "custom", path: r.pad.split("."), message: r.message });
      if (d.verplicht && !heeftWaarde(d.soort)) c.addIssue({ code: "custom", path: ["verplicht"], message: `een item van type ${d.soort} heeft geen invoer en kan niet verplicht zijn` });
    })
    .transform((d) => {
      const r = parseOpties(d.soort, d.opties);
      return {
        ...(d as z.output<T>),
        toelichting: d.toelichting?.trim() ? d.toelichting.trim() : null,
        verplicht: d.verplicht ?? false,
        opties: r.ok ? r.opties : null,
      };
    });
}

export const definitieVelden = metDefinitieRegels(definitieBasis);
export type DefinitieInvoer = z.output<typeof definitieVelden>;


/** How herorden names what it orders (default: the items of a template). */
export interface HerordenWoorden {
  /** "item", "categorie" */
  enkel: string;
  /** "onbekend item", "onbekende categorie" */
  onbekend: string;
  /** "items van de template", "categorieën van de template", "items van de categorie" */
  alle: string;
}
const ITEMS: HerordenWoorden = { enkel: "item", onbekend: "onbekend item", alle: "items van de template" };

/**
 * A new order for Reorganize: `volgorde` must name every definition of the template (or every
 * category, or every item of a category: `woorden`) exactly once.
 * Returns the volgnummers (1, 2, …) per id, or a Dutch message.
 */
export function herorden(
  bestaand: readonly number[],
  volgorde: readonly number[],
  woorden: HerordenWoorden = ITEMS,
): { ok: true; volgnummers: Map<number, number> } | { ok: false; message: string } {
  const set = new Set(volgorde);
  if (set.size !== volgorde.length) return { ok: false, message: `een ${woorden.enkel} staat meer dan eens in de volgorde` };
  const onbekend = volgorde.filter((id) => !bestaand.includes(id));
  if (onbekend.length) return { ok: false, message: `${woorden.onbekend} ${onbekend[0]} in de volgorde` };
  const mist = bestaand.filter((id) => !set.has(id));
  if (mist.length) return { ok: false, message: `${woorden.enkel} ${mist[0]} ontbreekt in de volgorde; geef alle ${woorden.alle}` };
  return { ok: true, volgnummers: new Map(volgorde.map((id, i) => [id, i + 1])) };
}

/**
 * Checks filled-in values (by definition id) against the definitions: each value has its type's
 * shape, required items are filled in, no value for an unknown item or for an item without input.
 * Returns the values to store (one per definition that has input and a value) or field issues
 * named `waarden.<id>` with the item's label in the message.
 */
export function valideerWaarden(
  defs: readonly Definitie[],
  waarden: Readonly<Record<string, unknown>>,
): { ok: true; waarden: Map<number, unknown> } | { ok: false; issues: WaardeFout[] } {
  const issues: WaardeFout[] = [];
  const perId = new Map(defs.map((d) => [String(d.id), d]));
  for (const sleutel of Object.keys(waarden)) {
    const d = perId.get(sleutel);
    if (!d) issues.push({ path: `waarden.${sleutel}`, message: `item ${sleutel} hoort niet bij deze template` });
    else if (!heeftWaarde(d.soort) && waarden[sleutel] !== null && waarden[sleutel] !== undefined)
      issues.push({ path: `waarden.${sleutel}`, message: `'${d.label}' heeft geen invoer` });
  }
  const uit = new Map<number, unknown>();
  for (const d of geordend(defs)) {
    if (!heeftWaarde(d.soort)) continue;
    const ruw = waarden[String(d.id)];
    if (ruw === undefined || ruw === null) {
      if (d.verplicht) issues.push({ path: `waarden.${d.id}`, message: `'${d.label}' is verplicht` });
      continue;
    }
    const r = waardeSchema(d.soort, d.opties).safeParse(ruw);
    if (!r.success) {
      const i = r.error.issues[0]!;
      issues.push({ path: ["waarden", String(d.id), ...i.path.map(String)].join("."), message: `'${d.label}': ${i.message}` });
      continue;
    }
    if (!isIngevuld(r.data)) {
      if (d.verplicht) issues.push({ path: `waarden.${d.id}`, message: `'${d.label}' is verplicht` });
      continue;
    }
    uit.set(d.id, r.data);
  }
  return issues.length ? { ok: false, issues } : { ok: true, waarden: uit };
}

/** A stored value read back as its type's shape, or null when it no longer fits (the definition changed). */
export function leesWaarde(d: Pick<Definitie, "soort" | "opties">, waarde: unknown): unknown {
  if (!heeftWaarde(d.soort)) return null;
  const r = waardeSchema(d.soort, d.opties).safeParse(waarde);
  return r.success ? r.data : null;
}

export { isTemplateSoort };
