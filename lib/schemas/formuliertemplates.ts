import * as z from "zod";
import { UITWISSEL_FORMAAT } from "@/lib/templates/uitwisseling";
import { definitieAntwoordVan, onderdeelVerwijderd, positiefId, templateBodies, templateSamenvattingVan } from "./templates";

/**
 * Bodies and answers of the FormulierTemplates calls: parsed by the API routes and by the
 * template builder's forms alike. The item types and their options come from lib/templates, the
 * shapes every kind shares from ./templates.
 */
export { templateHerordenen, templateVelden, templateVerwijderd } from "./templates";

export const { templateBijwerken, templateActief, definitieToevoegen, definitieBijwerken } = templateBodies(positiefId, { toevoegen: {}, bijwerken: {} });

// Answers.

export const definitieAntwoord = definitieAntwoordVan({ gebruik: { aantalWaarden: z.number().int().describe("Aantal ingevulde formulieren met een waarde voor dit item") } });

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

export const templateSamenvatting = templateSamenvattingVan({ aantalDefinities: z.number().int(), aantalFormulieren: z.number().int() });

export const templateAntwoord = templateSamenvatting.extend({ definities: z.array(definitieAntwoord).describe("Op volgorde") });

export const definitieVerwijderd = onderdeelVerwijderd;
