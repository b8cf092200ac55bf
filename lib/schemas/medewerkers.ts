import * as z from "zod";
import { eigenGroep } from "./accounts";

/**
 * Bodies of the staff calls (Medewerkers/Add, Edit, ChangeEmailAdress): parsed by the API routes
 * and by the Gebruikers forms alike (one schema, so the browser says what the server will say).
 */
export const medewerkerId = z.uuid({ error: "moet een geldige id (uuid) zijn" });

const nummers = (wat: string) =>
  z
    .array(z.number({ error: `elk ${wat}nummer moet een getal zijn` }).int({ error: "moet een geheel getal zijn" }).positive({ error: "moet groter dan 0 zijn" }), {
      error: `geef een lijst van ${wat}nummers`,
    })
    .max(500);

export const emailVeld = z
  .string({ error: "vul het e-mailadres in" })
  .trim()
  .min(1, "vul het e-mailadres in")
  .max(254, "mag hoogstens 254 tekens zijn")
  .pipe(z.email({ error: "vul een geldig e-mailadres in" }));

/** Names, geslacht (0 onbekend, 1 man, 2 vrouw, 9 niet gespecificeerd) and the links that replace the current ones. */
const medewerkerVelden = z.object({
  roepnaam: z.string({ error: "vul de roepnaam in" }).trim().min(1, "vul de roepnaam in").max(100, "mag hoogstens 100 tekens zijn"),
  voornamen: z.string().trim().max(200, "mag hoogstens 200 tekens zijn").nullish(),
  tussenvoegsel: z.string().trim().max(30, "mag hoogstens 30 tekens zijn").nullish(),
  achternaam: z.string({ error: "vul de achternaam in" }).trim().min(1, "vul de achternaam in").max(100, "mag hoogstens 100 tekens zijn"),
  geslacht: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(9)], { error: "kies 0 (onbekend), 1 (man), 2 (vrouw) of 9 (niet gespecificeerd)" }).optional(),
  rollen: nummers("rol").optional().describe("Rol-ids; vervangt de huidige rollen"),
  vestigingen: nummers("vestiging").optional().describe("Vestigingnummers; vervangt de huidige vestigingen"),
  groepen: nummers("groep").optional().describe("Groepnummers (alle schooljaren); vervangt de huidige groepen"),
});

export const medewerkerToevoegen = medewerkerVelden.extend({ email: emailVeld });
export const medewerkerBewerken = medewerkerVelden.extend({ id: medewerkerId });
export const emailWijzigen = z.object({ id: medewerkerId, email: emailVeld });

export type MedewerkerToevoegen = z.output<typeof medewerkerToevoegen>;
export type MedewerkerBewerken = z.output<typeof medewerkerBewerken>;

// Answers (documented in /api/openapi; the API tests check every answer against them).

/** A role or branch by id and name (Medewerkers/Rollen, Medewerkers/Vestigingen and inside the staff answers). */
export const rolKort = z.object({ id: z.number().int(), naam: z.string() });
export const vestigingKort = z.object({ nr: z.number().int(), naam: z.string() });

/** Medewerkers: active staff for pickers. */
export const medewerkerKeuzeAntwoord = z.object({
  id: z.string().describe("Gebruiker-uuid"),
  naam: z.string().describe("Weergavenaam: roepnaam, tussenvoegsel en achternaam"),
  sorteerNaam: z.string().describe("Achternaam eerst, waarop de lijst gesorteerd is"),
});

const naamVelden = z.object({
  roepnaam: z.string(),
  voornamen: z.string().nullable(),
  tussenvoegsel: z.string().nullable(),
  achternaam: z.string(),
  geslacht: z.number().int().describe("0 onbekend, 1 man, 2 vrouw, 9 niet gespecificeerd"),
  naam: z.string().describe("Weergavenaam: roepnaam, tussenvoegsel en achternaam"),
  sorteerNaam: z.string().describe("Achternaam eerst, waarop lijsten gesorteerd zijn"),
});

/** Medewerkers/Overzicht: one row of the staff list. */
export const medewerkerOverzichtAntwoord = naamVelden.extend({
  id: z.string().describe("Gebruiker-uuid"),
  email: z.string().nullable().describe("Aanmeld-e-mailadres; null (medewerker uit een EDEX-bestand zonder adres): geen login tot er een e-mailadres is, dat toevoegen (ChangeEmailAdress) verstuurt de activatie"),
  actief: z.boolean().describe("false als de medewerker in deze administratie is gedeactiveerd"),
  geactiveerd: z.boolean().describe("true als de persoon een wachtwoord heeft ingesteld (activatielink gebruikt)"),
  rollen: z.array(rolKort),
  vestigingen: z.array(vestigingKort),
});

/** Medewerkers/Lesbundels: a bundle the person wrote or that is shared with them. */
export const medewerkerLesbundelAntwoord = z.object({
  id: z.number().int(),
  naam: z.string(),
  gepubliceerd: z.boolean(),
  gedeeld: z.boolean(),
  aantalLessen: z.number().int(),
  auteur: z.boolean().describe("true als de medewerker de bundel schreef, false als die met de medewerker is gedeeld"),
  magBewerken: z.boolean(),
});

/** Medewerkers/Details and the answers of Add, Edit, ChangeEmailAdress and Deactivate. */
export const medewerkerDetailsAntwoord = medewerkerOverzichtAntwoord.extend({
  aanhef: z.enum(["heer", "mevrouw", "heer/mevrouw"]).describe("Volgt uit geslacht"),
  laatsteLogin: z.string().nullable().describe("ISO-tijdstip van de laatste aanmelding; null als nooit aangemeld"),
  aangemaakt: z.string().describe("ISO-tijdstip waarop de medewerker aan deze administratie is toegevoegd"),
  isZelf: z.boolean().describe("true als dit de aangemelde gebruiker is"),
  werktOokElders: z.boolean().describe("Werkt ook in een andere administratie: het aanmeld-e-mailadres kan dan hier niet worden gewijzigd"),
  groepen: z.array(eigenGroep).describe("Alle schooljaren, nieuwste eerst"),
  auteurVan: z
    .array(
      z.object({
        soort: z.enum([
          "notities",
          "dossierItems",
          "formulieren",
          "evaluaties",
          "beoordelingen",
          "onderwijsplannen",
          "onderwijsplanEvaluaties",
          "groepsplannen",
          "leerlingplannen",
          "ontwikkelingsperspectieven",
          "vastgesteldeOppVersies",
          "lesBundels",
          "lesBundelSuggesties",
          "bestanden",
          "nieuwsArtikelen",
          "connectorImports",
          "edexImports",
        ]),
        aantal: z.number().int(),
        omschrijving: z.string().describe("Bijvoorbeeld '3 notities'"),
      }),
    )
    .describe("Gegevens waarvan de medewerker auteur is (alleen soorten met aantal > 0); zolang dit niet leeg is, kan de medewerker niet worden verwijderd"),
});

export const medewerkerToegevoegdAntwoord = medewerkerDetailsAntwoord.extend({
  uitnodiging: z.enum(["melding", "activatie"]).describe("activatie: een nieuwe persoon kreeg een activatielink; melding: iemand met een bestaand account kreeg bericht"),
  mailVerstuurd: z.boolean().describe("false als de e-mail niet kon worden verstuurd"),
});

export const emailGewijzigdAntwoord = medewerkerDetailsAntwoord.extend({
  activatieVerstuurd: z.boolean().nullable().describe("null als er geen activatielink nodig was (account al geactiveerd of adres ongewijzigd); anders of de nieuwe link is verstuurd"),
});

export const medewerkerVerwijderdAntwoord = z.object({ id: z.string(), naam: z.string(), verwijderd: z.boolean().describe("Altijd true") });
