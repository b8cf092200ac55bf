import * as z from "zod";
import { definitieBasis, metDefinitieRegels, TEMPLATE_SOORTEN } from "@/lib/templates";
import { UITWISSEL_FORMAAT } from "@/lib/templates/uitwisseling";

/**
 * Bodies and answers of the FormulierTemplates calls: parsed by the API routes and by the
 * template builder's forms alike. The item types and their options come from lib/templates.
 */
const id = (wat: string) => z.number({ error: `geef het nummer van de ${wat}` }).int("moet een geheel getal zijn").positive("moet groter dan 0 zijn");

export const templateVelden = z.object({
  naam: z.string({ error: "vul de naam in" }).trim().min(1, "vul de naam in").max(200, "hoogstens 200 tekens").regex(/^[^\r\n\t]*$/, "mag geen regeleinde bevatten"),
  omschrijving: z.string().trim().max(2000, "hoogstens 2000 tekens").nullish(),
});
export const templateBijwerken = templateVelden.extend({ id: id("template") });
export const templateActief = z.object({ id: id("template"), actief: z.boolean({ error: "geef actief op (true of false)" }) });

/** AddDefinitie: the definition's fields plus its template. */
export const definitieToevoegen = metDefinitieRegels(definitieBasis.extend({ templateId: id("template") }));
/** EditDefinitie: the same plus the definition's id. */
export const definitieBijwerken = metDefinitieRegels(definitieBasis.extend({ templateId: id("template"), id: id("definitie") }));
export const templateHerordenen = z.object({
  templateId: id("template"),
  volgorde: z.array(id("definitie"), { error: "geef de volgorde als lijst van definitie-ids" }).max(500, "hoogstens 500 items"),
});

// Answers.

export const definitieAntwoord = z.object({
  id: z.number().int(),
  templateId: z.number().int(),
  soort: z.enum(TEMPLATE_SOORTEN),
  label: z.string(),
  toelichting: z.string().nullable(),
  verplicht: z.boolean(),
  opties: z
    .object({ keuzes: z.array(z.string()).optional(), min: z.number().optional(), max: z.number().optional() })
    .nullable()
    .describe("keuzes (SEL, MCT, MSE, AUB), min en max (IQ)"),
  volgnummer: z.number().int(),
  aantalWaarden: z.number().int().describe("Aantal ingevulde formulieren met een waarde voor dit item"),
});

/** FormulierTemplates/Export: the exchange file (lib/templates/uitwisseling.ts) that Import reads. */
export const uitwisselBestandAntwoord = z.object({
  formaat: z.literal(UITWISSEL_FORMAAT),
  versie: z.number().int(),
  soort: z.enum(["formulier", "opp", "leerlingplan"]),
  naam: z.string(),
  omschrijving: z.string().nullable(),
  actief: z.boolean(),
  definities: z.array(z.object({ soort: z.string(), label: z.string(), toelichting: z.string().nullable(), verplicht: z.boolean(), opties: z.unknown() })),
});

export const templateSamenvatting = z.object({
  id: z.number().int(),
  naam: z.string(),
  omschrijving: z.string().nullable(),
  actief: z.boolean(),
  aantalDefinities: z.number().int(),
  aantalFormulieren: z.number().int(),
});

export const templateAntwoord = templateSamenvatting.extend({ definities: z.array(definitieAntwoord).describe("Op volgorde") });

export const templateVerwijderd = z.object({ id: z.number().int(), naam: z.string(), verwijderd: z.boolean() });
export const definitieVerwijderd = z.object({ id: z.number().int(), templateId: z.number().int(), verwijderd: z.boolean() });
