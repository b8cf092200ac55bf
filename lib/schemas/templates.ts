import * as z from "zod";
import { definitieBasis, metDefinitieRegels, TEMPLATE_SOORTEN } from "@/lib/templates";

/**
 * The bodies and answers every template kind shares (forms, OPP, pupil plans; lib/templates/kind-*.ts):
 * a kind's schema module (formuliertemplates.ts, opptemplates.ts, leerlingplannen.ts) builds its
 * own from these with its id rule and the fields it adds, so the shapes are written once.
 */

/** A positive id in a body: `${wat}` names it in the message. */
export type IdRegel = (wat: string) => z.ZodNumber;
/** The form and pupil-plan templates' id rule (the OPP's adds a maximum). */
export const positiefId: IdRegel = (wat) => z.number({ error: `geef het nummer van de ${wat}` }).int("moet een geheel getal zijn").positive("moet groter dan 0 zijn");

/** A one-line text that must be filled in (a name, a code's name), at most `max` characters. */
export const regel = (wat: string, max: number) =>
  z
    .string({ error: `vul ${wat} in` })
    .trim()
    .min(1, `vul ${wat} in`)
    .max(max, `hoogstens ${max} tekens`)
    .regex(/^[^\r\n\t]*$/, "mag geen regeleinde bevatten");

/** Add: a template's name (unique in the administration, checked by the service) and description. */
export const templateVelden = z.object({
  naam: regel("de naam", 200),
  omschrijving: z.string().trim().max(2000, "hoogstens 2000 tekens").nullish(),
});

/** Update, ChangeActief and the definition bodies of a kind, with its id rule and the fields its items add. */
export function templateBodies<T extends z.ZodRawShape, B extends z.ZodRawShape>(id: IdRegel, item: { toevoegen: T; bijwerken: B }) {
  return {
    templateBijwerken: templateVelden.extend({ id: id("template") }),
    templateActief: z.object({ id: id("template"), actief: z.boolean({ error: "geef actief op (true of false)" }) }),
    /** Add an item: its fields plus its template (and what the kind adds). */
    definitieToevoegen: metDefinitieRegels(definitieBasis.extend({ templateId: id("template"), ...item.toevoegen })),
    /** Edit an item: the same plus its id. */
    definitieBijwerken: metDefinitieRegels(definitieBasis.extend({ templateId: id("template"), id: id("definitie"), ...item.bijwerken })),
  };
}

/** A new order of a template's items: every item once. */
export const templateHerordenen = z.object({
  templateId: positiefId("template"),
  volgorde: z.array(positiefId("definitie"), { error: "geef de volgorde als lijst van definitie-ids" }).max(500, "hoogstens 500 items"),
});

// Answers.

const optiesAntwoord = z
  .object({ keuzes: z.array(z.string()).optional(), min: z.number().optional(), max: z.number().optional() })
  .nullable()
  .describe("keuzes (SEL, MCT, MSE, AUB), min en max (IQ)");

/**
 * An item as the API answers it: `plaats` follows its template id (the OPP's category), `eigen`
 * precedes its order number (the pupil plans' subject area), `gebruik` ends it (how often it is used).
 */
// P and E default to no fields: left to their constraint (any string key), an absent one would
// widen the whole answer type to an index signature.
export function definitieAntwoordVan<P extends z.ZodRawShape = Record<never, never>, E extends z.ZodRawShape = Record<never, never>, G extends z.ZodRawShape = Record<never, never>>(velden: { plaats?: P; eigen?: E; gebruik: G }) {
  return z.object({
    id: z.number().int(),
    templateId: z.number().int(),
    ...(velden.plaats ?? ({} as P)),
    soort: z.enum(TEMPLATE_SOORTEN),
    label: z.string(),
    toelichting: z.string().nullable(),
    verplicht: z.boolean(),
    opties: optiesAntwoord,
    ...(velden.eigen ?? ({} as E)),
    volgnummer: z.number().int(),
    ...velden.gebruik,
  });
}

/** A template in a list: its fields and the kind's counts. */
export function templateSamenvattingVan<T extends z.ZodRawShape>(tellers: T) {
  return z.object({ id: z.number().int(), naam: z.string(), omschrijving: z.string().nullable(), actief: z.boolean(), ...tellers });
}

export const templateVerwijderd = z.object({ id: z.number().int(), naam: z.string(), verwijderd: z.boolean() });
/** A deleted item (or the OPP's category). */
export const onderdeelVerwijderd = z.object({ id: z.number().int(), templateId: z.number().int(), verwijderd: z.boolean() });
