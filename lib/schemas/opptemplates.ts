import * as z from "zod";
import { definitieAntwoordVan, regel, templateBodies, templateSamenvattingVan, type IdRegel } from "./templates";

/**
 * Bodies and answers of the OppTemplate calls (development-perspective templates): a template has
 * categories (one page of the OPP each, with a short code) and each category ordered items
 * (definities) typed by the item types of lib/templates. Parsed by the API routes and by the
 * template builder's forms alike.
 */
const id: IdRegel = (wat) => z.number({ error: `geef het nummer van de ${wat}` }).int("moet een geheel getal zijn").positive("moet groter dan 0 zijn").max(2_147_483_647, "is te groot");

export { onderdeelVerwijderd, templateVelden, templateVerwijderd } from "./templates";

/** A category's code: short, letters, digits, - and _ (stored in capitals, unique per template). */
export const categorieCode = z
  .string({ error: "vul de code in" })
  .trim()
  .min(1, "vul de code in")
  .max(20, "hoogstens 20 tekens")
  .regex(/^[A-Za-z0-9_-]+$/, "alleen letters, cijfers, - en _ (geen spaties)")
  .transform((c) => c.toUpperCase());

export const categorieVelden = z.object({ code: categorieCode, naam: regel("de naam", 200) });
export const categorieToevoegen = categorieVelden.extend({ templateId: id("template") });
export const categorieBijwerken = categorieVelden.extend({ templateId: id("template"), id: id("categorie") });

const volgorde = (wat: string) => z.array(id(wat), { error: `geef de volgorde als lijst van ${wat}-ids` }).max(500, "hoogstens 500");
export const categorieenHerordenen = z.object({ templateId: id("template"), volgorde: volgorde("categorie") });
export const itemsHerordenen = z.object({ templateId: id("template"), categorieId: id("categorie"), volgorde: volgorde("definitie") });

/**
 * AddDefinitie: the item's fields plus its template and category (appended at the end);
 * updateDefinitie: the same plus the item's id, and another categorieId moves it to the end of that category.
 */
export const { templateBijwerken, templateActief, definitieToevoegen, definitieBijwerken } = templateBodies(id, {
  toevoegen: { categorieId: id("categorie") },
  bijwerken: { categorieId: id("categorie").optional() },
});

// Answers.

export const definitieAntwoord = definitieAntwoordVan({
  plaats: { categorieId: z.number().int() },
  gebruik: { aantalIngevuld: z.number().int().describe("Aantal ingevulde waarden in ontwikkelingsperspectieven voor dit item") },
});

export const categorieSamenvatting = z.object({
  id: z.number().int(),
  templateId: z.number().int(),
  code: z.string(),
  naam: z.string(),
  volgnummer: z.number().int(),
  aantalDefinities: z.number().int(),
});
export const categorieAntwoord = categorieSamenvatting.extend({ definities: z.array(definitieAntwoord).describe("Op volgorde") });

export const templateSamenvatting = templateSamenvattingVan({
  aantalCategorieen: z.number().int(),
  aantalDefinities: z.number().int(),
  aantalPerspectieven: z.number().int().describe("Aantal ontwikkelingsperspectieven dat deze template gebruikt"),
});

export const templateAntwoord = templateSamenvatting.extend({ categorieen: z.array(categorieAntwoord).describe("Op volgorde, elk met hun items op volgorde") });

