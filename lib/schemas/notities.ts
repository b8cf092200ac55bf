import * as z from "zod";

/**
 * Notes (Notities) and the documents of the pupil file. The note fields arrive as multipart form
 * fields (with the documents), so the schema takes the texts a form sends; the screens use the
 * same schema for their checks.
 */
const nr = (wat: string) => z.string().regex(/^[1-9][0-9]{0,9}$/, `kies een ${wat}`).transform(Number);
const lijst = <T extends z.ZodType>(item: T) =>
  z
    .union([item, z.array(item)])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]));

export const notitieVelden = z.object({
  titel: z.string({ error: "vul de titel in" }).trim().min(1, "vul de titel in").max(200, "hoogstens 200 tekens").regex(/^[^\r\n\t]*$/, "mag geen regeleinde bevatten"),
  tekst: z.string({ error: "vul de tekst in" }).max(20_000, "hoogstens 20.000 tekens").default(""),
  datum: z.iso.date({ error: "vul een datum in (jjjj-mm-dd)" }),
  soortNr: z.union([nr("notitiesoort"), z.literal("")]).optional().transform((v) => (v === "" || v === undefined ? null : v)),
  tags: lijst(nr("tag")).describe("Tagnummers (het veld mag vaker voorkomen)"),
});
export type NotitieVelden = z.output<typeof notitieVelden>;

export const documentAntwoord = z.object({
  id: z.number().int().describe("Id van het bestand"),
  bestandsnaam: z.string(),
  mimeType: z.string(),
  grootte: z.number().int().describe("Bytes"),
  toegevoegdOp: z.iso.datetime(),
});

export const tagRef = z.object({ nr: z.number().int(), naam: z.string() });

export const notitieAntwoord = z.object({
  id: z.number().int(),
  leerlingId: z.number().int().nullable(),
  groepNr: z.number().int().nullable(),
  soortNr: z.number().int().nullable(),
  soortNaam: z.string().nullable(),
  titel: z.string(),
  tekst: z.string(),
  datum: z.iso.date(),
  auteur: z.string().nullable(),
  tags: z.array(tagRef),
  documenten: z.array(documentAntwoord),
  bijgewerkt: z.iso.datetime(),
  magBewerken: z.boolean(),
});

export const notitieVerwijderd = z.object({ id: z.number().int(), verwijderd: z.boolean(), documenten: z.number().int().describe("Aantal verwijderde documenten") });
export const documentVerwijderd = z.object({ id: z.number().int(), bestandId: z.number().int(), verwijderd: z.boolean() });

// Dossier items (Leerlingdossier): the same kind of multipart form as a note.

export const dossierVelden = z.object({
  titel: z.string({ error: "vul de titel in" }).trim().min(1, "vul de titel in").max(200, "hoogstens 200 tekens").regex(/^[^\r\n\t]*$/, "mag geen regeleinde bevatten"),
  omschrijving: z.string().max(5000, "hoogstens 5000 tekens").optional().transform((v) => (v?.trim() ? v.trim() : null)),
  datum: z.iso.date({ error: "vul een datum in (jjjj-mm-dd)" }),
  categorieNr: z.union([nr("dossiercategorie"), z.literal("")]).optional().transform((v) => (v === "" || v === undefined ? null : v)),
  tags: lijst(nr("tag")).describe("Tagnummers (het veld mag vaker voorkomen)"),
});
export type DossierVelden = z.output<typeof dossierVelden>;
export const dossierToevoegen = dossierVelden.extend({ leerlingId: nr("[[leerling]]") });
export const dossierBijwerken = dossierVelden.extend({ id: nr("dossieritem") });

export const dossierItemAntwoord = z.object({
  id: z.number().int(),
  leerlingId: z.number().int(),
  categorieNr: z.number().int().nullable(),
  categorieNaam: z.string().nullable(),
  titel: z.string(),
  omschrijving: z.string().nullable(),
  datum: z.iso.date(),
  auteur: z.string().nullable(),
  tags: z.array(tagRef),
  documenten: z.array(documentAntwoord),
  bijgewerkt: z.iso.datetime(),
  magBewerken: z.boolean(),
});
export const dossierItemVerwijderd = z.object({ id: z.number().int(), verwijderd: z.boolean(), documenten: z.number().int() });

/** One row of the pupil file's access log. */
export const inzageAntwoord = z.object({
  id: z.number().int(),
  tijdstip: z.iso.datetime(),
  soort: z.string().describe("notities, notitie, notitiedocument, dossier, dossieritem, dossierdocument, formulieren, formulier, notitieafdruk, dossieritemafdruk, formulierafdruk (PDF), export (zip) of wissen"),
  omschrijving: z.string(),
  objectId: z.number().int().nullable().describe("Id van de notitie, het item, het formulier of (bij documenten) het bestand"),
  door: z.string().nullable().describe("Naam van wie het las (of de API-sleutel)"),
  email: z.string().nullable(),
});

/** What erasing a pupil's whole file removes (the confirmation names it; the erase call repeats the counts). */
export const dossierOmvang = z.object({
  notities: z.number().int().min(0).max(1_000_000),
  dossieritems: z.number().int().min(0).max(1_000_000),
  formulieren: z.number().int().min(0).max(1_000_000),
  documenten: z.number().int().min(0).max(1_000_000),
});
export const dossierOverzichtAntwoord = z.object({
  leerlingId: z.number().int(),
  leerlingNaam: z.string(),
  omvang: dossierOmvang,
  bytes: z.number().int().describe("Totale grootte van de documenten in bytes"),
  onderdelen: z
    .array(
      z.object({
        soort: z.enum(["notitie", "dossieritem", "formulier"]),
        id: z.number().int(),
        titel: z.string(),
        datum: z.iso.date(),
        documenten: z.number().int(),
      }),
    )
    .describe("Alles wat bij wissen verdwijnt, nieuwste eerst"),
});
/** Erase: the pupil and the counts the user confirmed (409 when the file changed since). */
export const dossierWissen = z.object({
  leerlingId: z.number({ error: "geef de [[leerling]] op (leerlingId)" }).int().positive().max(2147483647),
  bevestigd: dossierOmvang,
});
export const dossierGewist = z.object({ leerlingId: z.number().int(), gewist: dossierOmvang });
