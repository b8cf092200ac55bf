import * as z from "zod";
import { Sector } from "@/lib/generated/prisma/enums";
import { TAALCODES } from "@/lib/i18n/taalcode";

/** Bodies of the Administraties calls that the Mijnadministratie screen sends (route and form share them). */
export const taalCodeBody = z.object({
  taalCode: z.preprocess((v) => (typeof v === "string" ? v.trim().toLowerCase() : v), z.enum(TAALCODES, { error: `kies een van: ${TAALCODES.join(", ")}` })),
});

export const apiKeyBody = z.object({
  naam: z.string({ error: "vul een naam in" }).trim().min(1, "vul een naam in").max(100, "gebruik hoogstens 100 tekens"),
  rolId: z.number({ error: "kies een rol (rolId)" }).int({ error: "kies een rol (rolId)" }).positive({ error: "kies een rol (rolId)" }),
});
export const apiKeyEditBody = apiKeyBody.extend({ id: z.number({ error: "geef de id van de sleutel op" }).int().positive() });

// Answers (documented in /api/openapi; the API tests check every answer against them).

const sector = z.enum(Sector).describe("Sector van de administratie; bepaalt de termen in de interface");
const taalCode = z.string().describe(`Taal van de interface met sectorvariant: ${TAALCODES.join(", ")}`);
const tijdstip = z.iso.datetime();

const licentieKort = z.object({ licentienummer: z.number().int(), code: z.string(), omschrijving: z.string(), actief: z.boolean() });

/** A licence as the licence calls answer it. */
export const licentieAntwoord = licentieKort.extend({
  beeindigdOp: tijdstip.nullable().describe("Wanneer de licentie is beëindigd; null zolang ze actief is"),
});

/** GET Administraties/Context. */
export const administratieContextAntwoord = z.object({
  administratieNr: z.number().int(),
  naam: z.string(),
  klantId: z.number().int(),
  taalCode,
  sector,
  licenties: z.array(licentieKort),
  huidigePeriode: z
    .object({ schooljaar: z.string(), nummer: z.number().int(), ingangsdatum: z.iso.date(), einddatum: z.iso.date() })
    .nullable()
    .describe("De periode van het huidige schooljaar waarin vandaag valt; null als er geen is"),
  huidigSchooljaar: z.string().describe("Het huidige schooljaar, bv. 2025-2026"),
});

/** GET Administraties/Current (older clients): the context plus the period as schooljaar + nummer. */
export const administratieCurrentAntwoord = administratieContextAntwoord.extend({
  schooljaar: z.string().describe("Gelijk aan huidigSchooljaar"),
  nummer: z.number().int().nullable().describe("Nummer van de huidige periode; null als er geen is"),
});

/** GET Administraties/index. */
export const administratieAntwoord = z.object({
  administratieNr: z.number().int(),
  naam: z.string(),
  klantId: z.number().int(),
  taalCode,
  sector,
  actief: z.boolean(),
  modules: z.array(z.string()).describe("Codes van de modules die de administratie heeft (zie Administraties/Modules)"),
  createdAt: tijdstip,
  licenties: z.array(licentieAntwoord),
  logo: z
    .object({ id: z.number().int(), bestandsnaam: z.string(), mimeType: z.string(), grootte: z.number().int().describe("Bytes"), createdAt: tijdstip })
    .nullable()
    .describe("Het logo (ophalen via Administraties/Logo); null als er geen is"),
});

/** GET Administraties/GetUsedBytes. */
export const gebruikteOpslagAntwoord = z.object({
  gebruikteBytes: z.number().int().describe("Som van de grootte van alle opgeslagen bestanden, in bytes"),
  aantalBestanden: z.number().int(),
});

/** GET Administraties/details/{id}: index plus counts and used storage. */
export const administratieDetailsAntwoord = administratieAntwoord.extend({
  aantallen: z.object({
    vestigingen: z.number().int(),
    medewerkers: z.number().int().describe("Actieve medewerkers"),
    leerlingen: z.number().int().describe("Leerlingen die vandaag ingeschreven zijn"),
    groepen: z.number().int().describe("Groepen in het huidige schooljaar"),
  }),
  ...gebruikteOpslagAntwoord.shape,
});

/** GET Administraties/Modules: one entry per catalogue module (plus unknown codes the administration has). */
export const moduleAntwoord = z.object({
  code: z.string(),
  naam: z.string(),
  omschrijving: z.string(),
  beschikbaar: z.boolean().describe("Of deze versie van het product de schermen van de module heeft"),
  actief: z.boolean().describe("Of de administratie de module heeft"),
});

export const taalCodeAntwoord = z.object({ administratieNr: z.number().int(), taalCode });
export const actiefAntwoord = z.object({ administratieNr: z.number().int(), actief: z.boolean() });

/** An API key as listed: never the key itself. */
export const apiKeyAntwoord = z.object({
  id: z.number().int(),
  naam: z.string(),
  prefix: z.string().describe("De eerste tekens van de sleutel (lr_ en 8 meer), om sleutels uit elkaar te houden"),
  rolId: z.number().int(),
  rolNaam: z.string(),
  createdAt: tijdstip,
  laatstGebruikt: tijdstip.nullable(),
  ingetrokkenOp: tijdstip.nullable().describe("null zolang de sleutel werkt"),
});

/** AddApiKey and RefreshApiKey: the only answers with the clear key. */
export const nieuweApiKeyAntwoord = apiKeyAntwoord.extend({
  sleutel: z.string().describe("De sleutel zelf (lr_…); alleen in dit antwoord, bewaar hem meteen"),
});
