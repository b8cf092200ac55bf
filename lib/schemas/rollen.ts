import * as z from "zod";
import { ALL_BITS, Functiegebied, type FunctiegebiedNaam } from "@/lib/permissions/constants";

/**
 * Bodies of the role calls (Rollen/add, Edit, assignMedewerkers): parsed by the API routes and by
 * the Rollen screens alike (one schema, so the browser says what the server will say).
 */
export const rolNaam = z.string({ error: "vul de naam van de rol in" }).trim().min(1, "vul de naam van de rol in").max(100, "mag hoogstens 100 tekens lang zijn");

export const rolPermissies = z
  .array(
    z.object({
      functiegebied: z.number({ error: "vul het functiegebied in (0-15)" }).int("moet een geheel getal zijn").min(0, "moet 0 tot en met 15 zijn").max(15, "moet 0 tot en met 15 zijn"),
      bits: z
        .number({ error: `vul de rechtenbits in (0-${ALL_BITS})` })
        .int("moet een geheel getal zijn")
        .min(0, `moet een combinatie van de rechtenbits zijn (0 tot en met ${ALL_BITS})`)
        .max(ALL_BITS, `moet een combinatie van de rechtenbits zijn (0 tot en met ${ALL_BITS})`),
    }),
  )
  .max(16, "hoogstens 16 functiegebieden")
  .describe("Bitmasker per functiegebied (spec §6: 1 LezenEigenKlas … 64 Beheren); niet genoemde gebieden houden hun rechten");

export const rolId = z.number({ error: "vul het id van de rol in" }).int("moet een geheel getal zijn").positive("moet groter dan 0 zijn");

export const rolToevoegen = z.object({ naam: rolNaam, permissies: rolPermissies.optional() });
export const rolBewerken = z.object({ id: rolId, naam: rolNaam, permissies: rolPermissies.optional() });
export const rolMedewerkers = z.object({
  id: rolId,
  medewerkers: z.array(z.uuid({ error: "moet een geldige id (uuid) van een medewerker zijn" }), { error: "geef de lijst met medewerkers (ids)" }).max(10_000, "te veel medewerkers in één keer"),
});

export type RolBewerken = z.output<typeof rolBewerken>;

// Answers (documented in /api/openapi; the API tests check every answer against them).

const functiegebiedNamen = Object.keys(Functiegebied) as [FunctiegebiedNaam, ...FunctiegebiedNaam[]];

/** Rollen/allowedFunctiegebieden: an area the administration may use. */
export const functiegebiedAntwoord = z.object({
  functiegebied: z.number().int().describe("Nummer van het functiegebied (0-15, spec §6)"),
  naam: z.enum(functiegebiedNamen).describe("Vaste (Engelstalige) naam van het functiegebied"),
  label: z.string().describe("Naam in de taal van de administratie"),
});

/** Rollen: one role of the list. */
export const rolLijstAntwoord = z.object({
  id: z.number().int(),
  naam: z.string(),
  aantalMedewerkers: z.number().int(),
  aantalApiKeys: z.number().int().describe("API-sleutels met deze rol, ook ingetrokken sleutels"),
});

/** Rollen/details and the answers of add and Edit. */
export const rolAntwoord = rolLijstAntwoord.extend({
  permissies: z
    .array(functiegebiedAntwoord.extend({ bits: z.number().int().describe(`Bitmasker (0-${ALL_BITS}): 1 LezenEigenKlas … 64 Beheren; 0 is geen rechten`) }))
    .describe("Eén regel per toegestaan functiegebied, op nummer"),
});

/** Rollen/details/{id}/medewerkers: a staff member holding the role. */
export const rolMedewerkerAntwoord = z.object({
  id: z.string().describe("Gebruiker-uuid"),
  naam: z.string(),
  sorteerNaam: z.string().describe("Achternaam eerst, waarop de lijst gesorteerd is"),
  email: z.string().nullable().describe("Aanmeld-e-mailadres; null: geen login tot er een e-mailadres is"),
  actief: z.boolean(),
});

export const rolMedewerkersVastgelegdAntwoord = z.object({
  id: z.number().int().describe("Id van de rol"),
  toegevoegd: z.number().int().describe("Aantal medewerkers dat de rol erbij kreeg"),
  verwijderd: z.number().int().describe("Aantal medewerkers bij wie de rol is weggehaald"),
  medewerkers: z.array(rolMedewerkerAntwoord).describe("De medewerkers met de rol na de wijziging"),
});

export const rolVerwijderdAntwoord = z.object({ id: z.number().int(), naam: z.string(), verwijderd: z.boolean().describe("Altijd true") });
