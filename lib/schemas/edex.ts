import * as z from "zod";

// Answers of the Edex calls (documented in /api/openapi; the API tests check every answer against them).

const int = () => z.number().int();
const schooljaar = z.string().describe("Schooljaar uit het bestand, bijvoorbeeld 2025-2026");

/** Edex/ImportEdex: the kept upload and what it holds. */
export const importEdexAntwoord = z.object({
  importId: int().describe("Nummer van de import, voor de volgende stappen"),
  bestandsnaam: z.string(),
  schooljaar,
  versie: z.enum(["1.0.3", "2.0", "2.1"]).describe("De EDEXML-versie waarin het bestand is gelezen"),
  samenvatting: z.object({
    vestigingen: int(),
    klassen: int(),
    onderwijsgroepen: int(),
    leerlingen: int(),
    leerkrachten: int(),
    afgekeurd: int().describe("Records die een regel van de standaard breken: geblokkeerde items in hun stap, de rest wordt ingelezen"),
  }),
});

const itemStatus = z.enum(["nieuw", "gewijzigd", "ongewijzigd"]);
const stap = z.enum(["vestigingen", "klassen", "onderwijsgroepen", "leerlingen", "toewijzingen", "medewerkers"]);

/** Edex/Kies…: the comparison of one step. */
export const edexStapAntwoord = z.object({
  importId: int(),
  stap,
  schooljaar,
  items: z.array(
    z.object({
      sleutel: z.string().describe("Sleutel van het item in het bestand (voor keuzes)"),
      naam: z.string(),
      status: itemStatus,
      details: z.string().nullable().describe("Extra context: groep, vestiging, jaargroep …"),
      wijzigingen: z.array(z.object({ veld: z.string(), oud: z.string().nullable(), nieuw: z.string().nullable() })),
      geblokkeerd: z
        .string()
        .nullable()
        .describe("Waarom het item niet kan worden toegepast (een regel van de standaard die het record breekt, of iets waarvan het afhangt dat niet wordt overgenomen); null als het kan"),
      pad: z.string().nullable().describe('Waar een afgekeurd record in het bestand staat (EDEX/groepen/groep[@key="G1"]/jaargroep); anders null'),
      gekozen: z.boolean(),
    }),
  ),
  aantallen: z.object({ nieuw: int(), gewijzigd: int(), ongewijzigd: int(), geblokkeerd: int(), gekozen: int() }),
});

const telling = z.object({ aangemaakt: int(), bijgewerkt: int(), ongewijzigd: int(), overgeslagen: int() });

/** Edex/Opslaan: counts per kind. */
export const edexOpslaanAntwoord = z.object({
  importId: int(),
  schooljaar,
  vestigingen: telling,
  groepen: telling,
  leerlingen: telling,
  toewijzingen: telling,
  medewerkers: telling,
  medewerkersZonderEmail: int().describe("Medewerkers opgeslagen zonder e-mailadres: geen login tot er een e-mailadres is"),
  overgeslagen: z
    .array(z.object({ stap, naam: z.string(), reden: z.string().describe("Waarom: de regel die het record breekt, waarvan het afhangt, of 'niet gekozen'"), pad: z.string().nullable() }))
    .describe("Elk item uit het bestand dat niet is toegepast, met de reden"),
});
