import * as z from "zod";

/** Rich text limit (sanitised HTML) and image limits of news articles. */
export const NIEUWS_INHOUD_MAX = 50_000;
export const NIEUWS_AFBEELDING_MAX_BYTES = 2 * 1024 * 1024;
export const NIEUWS_AFBEELDINGEN_MAX = 10;

/**
 * The fields of an article as Nieuws/add and Nieuws/update take them; the article form parses the
 * same schema. `inhoud` is rich text (HTML) that the server sanitises before storing.
 */
export const nieuwsVelden = z.object({
  titel: z.string({ error: "vul een titel in" }).trim().min(1, "vul een titel in").max(200, "de titel mag hoogstens 200 tekens zijn"),
  samenvatting: z.string().trim().max(500, "de samenvatting mag hoogstens 500 tekens zijn").nullish(),
  inhoud: z.string({ error: "schrijf de tekst van het artikel" }).max(NIEUWS_INHOUD_MAX, `de tekst mag hoogstens ${NIEUWS_INHOUD_MAX} tekens zijn`),
  categorieIds: z
    .array(z.number().int().positive("kies een bestaande categorie"), { error: "kies de categorieën als lijst" })
    .max(10, "kies hoogstens 10 categorieën")
    .default([]),
  // An empty date field (the form's date input) means "no date".
  publicatiedatum: z
    .union([z.literal("").transform(() => null), z.iso.date({ error: "vul een datum in (jjjj-mm-dd)" })], { error: "vul een datum in (jjjj-mm-dd)" })
    .nullish(),
  gepubliceerd: z.boolean({ error: "kies of het artikel gepubliceerd is" }).default(false),
});
export type NieuwsVelden = z.output<typeof nieuwsVelden>;

export const nieuwsBijwerken = nieuwsVelden.extend({ id: z.number({ error: "geef het nummer van het artikel" }).int().positive() });

// Answers

export const nieuwsCategorieAntwoord = z.object({ id: z.number().int(), naam: z.string() });

export const nieuwsAfbeeldingAntwoord = z.object({
  bestandId: z.number().int(),
  bestandsnaam: z.string(),
  url: z.string().describe("Pad van de afbeelding: /api/Nieuws/openImage/{artikelId}/{bestandId}"),
});

const artikelBasis = {
  id: z.number().int(),
  titel: z.string(),
  samenvatting: z.string().nullable(),
  publicatiedatum: z.string().nullable().describe("jjjj-mm-dd; leeg: de dag van publiceren telt niet"),
  gepubliceerd: z.boolean(),
  voorIedereen: z.boolean().describe("Een algemeen artikel van de beheerder van het product, voor iedere administratie"),
  eigen: z.boolean().describe("Het artikel is van deze administratie (en dus te bewerken met het recht Nieuws)"),
  auteur: z.string(),
  categorieen: z.array(nieuwsCategorieAntwoord),
  afbeeldingen: z.array(nieuwsAfbeeldingAntwoord),
  updatedAt: z.string(),
};

/** An article in a list: without its text. */
export const nieuwsItemAntwoord = z.object(artikelBasis);
export const nieuwsDetailsAntwoord = z.object({ ...artikelBasis, inhoud: z.string().describe("Opgeschoonde HTML") });

export const nieuwsPaginaAntwoord = z.object({
  items: z.array(nieuwsItemAntwoord),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});

export const nieuwsVerwijderdAntwoord = z.object({ id: z.number().int(), verwijderd: z.boolean() });
