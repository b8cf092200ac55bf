import * as z from "zod";

/** The connector's environments (one certificate per environment, each with its own host). */
export const OMGEVINGEN = ["ontwikkeling", "test", "productie"] as const;
export type Omgeving = (typeof OMGEVINGEN)[number];

const tekst = (wat: string, max = 64) =>
  z
    .string({ error: `vul ${wat} in` })
    .trim()
    .min(1, `vul ${wat} in`)
    .max(max, `hoogstens ${max} tekens`)
    // X.509 names: no characters that break a distinguished name or a file.
    .regex(/^[^<>"\\=+;#]*$/, "gebruik geen < > \" \\ = + ; #");

/** CreateCSR: the subject fields besides CN (which the connector fills in). */
export const csrVelden = z.object({
  ou: tekst("de afdeling (OU)"),
  o: tekst("de organisatie (O)"),
  l: tekst("de plaats (L)"),
  st: tekst("de provincie (ST)"),
  c: z.string({ error: "kies het land (C)" }).trim().toUpperCase().regex(/^[A-Z]{2}$/, "gebruik de landcode van twee letters, bijvoorbeeld NL"),
  email: z.email({ error: "vul een geldig e-mailadres in" }).max(128, "hoogstens 128 tekens"),
});
export type CsrVelden = z.output<typeof csrVelden>;

/** The environment a certificate call is about (one certificate per environment); left out: the configured one. */
export const omgevingQuery = z.object({ omgeving: z.enum(OMGEVINGEN, { error: "kies ontwikkeling, test of productie" }).optional() });

export const certificaatUpload = z.object({
  certificaat: z.string({ error: "plak het certificaat (PEM) of kies het bestand" }).min(1, "plak het certificaat (PEM) of kies het bestand").max(20_000, "het certificaat is te lang"),
});

/** PutConfig: the connector's configuration of this administration. */
export const connectorConfigVelden = z.object({
  actief: z.boolean({ error: "kies of de koppeling aan staat" }),
  omgeving: z.enum(OMGEVINGEN, { error: "kies ontwikkeling, test of productie" }),
  host: z
    .url({ protocol: /^https$/, error: "vul een https-adres in, bijvoorbeeld https://api.example.nl" })
    .max(200, "hoogstens 200 tekens"),
  klantcode: z
    .string({ error: "vul de klantcode in" })
    .trim()
    .min(1, "vul de klantcode in")
    .max(32, "hoogstens 32 tekens")
    .regex(/^[A-Za-z0-9_-]+$/, "alleen letters, cijfers, - en _"),
  serverCa: z
    .string()
    .max(20_000, "hoogstens 20000 tekens")
    .refine((v) => v.trim() === "" || /-----BEGIN CERTIFICATE-----[\s\S]+-----END CERTIFICATE-----/.test(v), "plak een certificaat in PEM-vorm, of laat leeg")
    .nullish(),
  importeerLeerlingen: z.boolean().default(true),
  importeerMedewerkers: z.boolean().default(false),
  /** Which SIS team feeds which group (pupils of the team are assigned to it, staff of the team join it); left out: unchanged. */
  teams: z
    .array(
      z.object({
        teamId: z.number({ error: "geef de id van het team" }).int().positive("geef de id van het team").max(2_147_483_647),
        naam: z.string({ error: "geef de naam van het team" }).trim().min(1, "geef de naam van het team").max(200, "hoogstens 200 tekens"),
        groepNr: z.number({ error: "kies een [[groep]]" }).int().positive("kies een [[groep]]").max(2_147_483_647),
      }),
      { error: "geef de teams als lijst" },
    )
    .max(1000, "hoogstens 1000 teams")
    .optional(),
});
export type ConnectorConfigVelden = z.output<typeof connectorConfigVelden>;

export const kiesLocatieVelden = z.object({
  locaties: z
    .array(
      z.object({
        externeId: z.string().trim().min(1, "geef de id van de locatie").max(64),
        naam: z.string().trim().min(1, "geef de naam van de locatie").max(200),
        gekozen: z.boolean(),
        vestigingNr: z.number().int().positive().nullable(),
      }),
      { error: "geef de locaties als lijst" },
    )
    .max(500, "hoogstens 500 locaties"),
});

export const importIdVeld = z.object({ id: z.number({ error: "geef het nummer van de import" }).int().positive("geef het nummer van de import") });
export const kiesItemsVelden = z.object({ keuzes: z.array(z.string().max(64)).max(100_000).optional() });

// Answers

const int = () => z.number().int();
const datumTijd = () => z.string().describe("ISO 8601");

export const connectorCertificaatAntwoord = z.object({
  status: z.enum(["geen", "aangevraagd", "geldig", "verlopen"]),
  onderwerp: z.string().nullable(),
  uitgever: z.string().nullable(),
  geldigVanaf: datumTijd().nullable(),
  geldigTot: datumTijd().nullable(),
  dagenGeldig: int().nullable(),
  aanvraagOp: datumTijd().nullable().describe("Wanneer het openstaande CSR is gemaakt"),
  aanvraagOnderwerp: z.string().nullable(),
});

export const connectorImportAntwoord = z.object({
  id: int(),
  soort: z.enum(["Leerlingen", "Medewerkers"]),
  status: z.enum(["Wachtrij", "Bezig", "Voltooid", "Mislukt"]),
  voortgang: int().describe("0–100"),
  stap: z.string().nullable().describe("Wat het achtergrondwerk nu doet"),
  aantal: int().nullable().describe("Opgehaalde items"),
  opgeslagen: z.boolean().describe("De controle is opgeslagen (Opslaan)"),
  volledig: z.boolean().nullable().describe("Volledig opgehaald (true) of alleen de wijzigingen sinds de vorige import (false); null: nog niet opgehaald"),
  sinds: datumTijd().nullable().describe("Bij een incrementele import: wijzigingen sinds dit moment"),
  foutmelding: z.string().nullable(),
  createdAt: datumTijd(),
  gestartOp: datumTijd().nullable(),
  voltooidOp: datumTijd().nullable(),
});

export const connectorAntwoord = z.object({
  geconfigureerd: z.boolean(),
  actief: z.boolean(),
  omgeving: z.enum(OMGEVINGEN).nullable(),
  host: z.string().nullable(),
  certificaat: connectorCertificaatAntwoord.describe("Het certificaat van de ingestelde omgeving"),
  certificaten: z.array(connectorCertificaatAntwoord.extend({ omgeving: z.enum(OMGEVINGEN) })).describe("Eén certificaat per omgeving"),
  verbinding: z
    .enum(["niet getest", "ok", "verkeerdeOmgeving", "certificaatOngeldig", "fout", "geenCertificaat"])
    .describe("Uitkomst van /ping (alleen met ping=true)"),
  verbindingMelding: z.string().nullable(),
  laatsteImport: connectorImportAntwoord.nullable(),
});

export const connectorConfigAntwoord = z.object({
  actief: z.boolean(),
  omgeving: z.enum(OMGEVINGEN),
  host: z.string(),
  klantcode: z.string(),
  serverCa: z.string().nullable(),
  importeerLeerlingen: z.boolean(),
  importeerMedewerkers: z.boolean(),
  locaties: z.array(z.object({ externeId: z.string(), naam: z.string(), gekozen: z.boolean(), vestigingNr: int().nullable() })),
  teams: z.array(z.object({ teamId: int(), naam: z.string(), groepNr: int(), groepNaam: z.string().nullable().describe("Null: de groep bestaat niet meer") })).describe("Welk team van de leerlingadministratie welke groep voedt"),
  laatsteImportOp: datumTijd().nullable(),
});

/** Connector/PutConfig: the settings as saved (sent as a JSON file). */
export const connectorConfigOpgeslagen = connectorConfigAntwoord
  .pick({ actief: true, omgeving: true, host: true, klantcode: true, serverCa: true, importeerLeerlingen: true, importeerMedewerkers: true })
  .extend({ teams: z.array(z.object({ teamId: int(), naam: z.string(), groepNr: int() })) });

export const connectorGlobalConfigAntwoord = z.object({
  connector: z.string().describe("Naam van de koppeling in de CN van het certificaat"),
  cnVorm: z.string(),
  sleutelBits: int(),
  omgevingen: z.array(z.object({ omgeving: z.enum(OMGEVINGEN), host: z.string().nullable() })),
  simulator: z.boolean().describe("De standaardhosts wijzen naar de SIS-simulator"),
});

export const sisLocatieAntwoord = z.object({ externeId: z.string(), naam: z.string(), afkorting: z.string().nullable(), gekozen: z.boolean(), vestigingNr: int().nullable() });
export const sisTeamAntwoord = z.object({ id: int(), naam: z.string(), locatieId: int().nullable(), groepNr: int().nullable().describe("De groep die dit team voedt (instellingen)") });
export const sisExpertiseAntwoord = z.object({ id: int(), naam: z.string() });

export const certificaatGeuploadAntwoord = z.object({ omgeving: z.enum(OMGEVINGEN), onderwerp: z.string(), uitgever: z.string(), geldigVanaf: datumTijd(), geldigTot: datumTijd(), dagenGeldig: int() });

export const kiesLocatieAntwoord = z.object({ aantal: int(), gekozen: int() });

const itemStatus = z.enum(["nieuw", "gewijzigd", "ongewijzigd"]);
/** KiesLeerlingen/{id}: the review of one import, the EDEX wizard's shape. */
export const connectorReviewAntwoord = z.object({
  importId: int(),
  soort: z.enum(["Leerlingen", "Medewerkers"]),
  items: z.array(
    z.object({
      sleutel: z.string(),
      naam: z.string(),
      status: itemStatus,
      details: z.string().nullable(),
      wijzigingen: z.array(z.object({ veld: z.string(), oud: z.string().nullable(), nieuw: z.string().nullable() })),
      geblokkeerd: z.string().nullable(),
      gekozen: z.boolean(),
    }),
  ),
  aantallen: z.object({ nieuw: int(), gewijzigd: int(), ongewijzigd: int(), geblokkeerd: int(), gekozen: int() }),
});

export const connectorOpslaanAntwoord = z.object({
  importId: int(),
  soort: z.enum(["Leerlingen", "Medewerkers"]),
  aangemaakt: int(),
  bijgewerkt: int(),
  ongewijzigd: int(),
  overgeslagen: int(),
  groepToewijzingen: int().describe("Plaatsingen in de groep die het team voedt (leerlingen), of nieuwe groepen van medewerkers"),
});

export const connectorLogAntwoord = z.object({
  items: z.array(
    z.object({
      id: int().describe("Nummer van de import; DownloadLog/{id} geeft het logbestand"),
      soort: z.enum(["Leerlingen", "Medewerkers"]),
      status: z.enum(["Wachtrij", "Bezig", "Voltooid", "Mislukt"]),
      createdAt: datumTijd(),
      voltooidOp: datumTijd().nullable(),
      regels: int(),
      fouten: int(),
      laatsteMelding: z.string().nullable(),
    }),
  ),
  total: int(),
  page: int(),
  pageSize: int(),
});
