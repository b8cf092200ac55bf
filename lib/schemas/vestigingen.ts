import * as z from "zod";
import { GroepSoort } from "@/lib/generated/prisma/enums";
import { SCHOOLSOORTEN } from "@/lib/schoolsoort";

/**
 * Bodies of the Vestigingen calls: parsed by the API routes and by the branch screens' forms
 * alike (one schema, so the browser says what the server will say).
 */
const nummer = (leeg: string) => z.number({ error: leeg }).int("moet een geheel getal zijn").positive("moet groter dan 0 zijn");
const naam = z
  .string({ error: "vul de naam van [[de vestiging]] in" })
  .trim()
  .min(1, "vul de naam van [[de vestiging]] in")
  .max(100, "mag hoogstens 100 tekens lang zijn");
export const schoolsoort = z
  .enum(SCHOOLSOORTEN, { error: `kies een van ${SCHOOLSOORTEN.join(", ")}` })
  .nullish()
  .describe("Schoolsoort van de vestiging (leeg: onbekend)");

export const vestigingToevoegen = z.object({ naam, schoolsoort });
export const vestigingBijwerken = z.object({ nr: nummer("vul het nummer van [[de vestiging]] in"), naam, schoolsoort });

const schooljaar = (leeg: string) =>
  z
    .string({ error: leeg })
    .min(1, leeg)
    .regex(/^\d{4}-\d{4}$/, "gebruik de vorm 2025-2026")
    .refine((s) => Number(s.slice(5)) === Number(s.slice(0, 4)) + 1, "gebruik twee opeenvolgende jaren");

export const groepIndelingOvernemen = z
  .object({
    vestigingNr: nummer("kies een [[vestiging]]"),
    vanSchooljaar: schooljaar("kies [[het schooljaar]] waaruit u de [[groepen]] overneemt"),
    naarSchooljaar: schooljaar("kies [[het schooljaar]] waarin de [[groepen]] komen"),
    medewerkersOvernemen: z.boolean({ error: "moet true of false zijn" }).optional(),
  })
  .refine((v) => v.vanSchooljaar !== v.naarSchooljaar, { path: ["naarSchooljaar"], message: "kies een ander [[schooljaar]] dan het bron[[schooljaar]]" });

// --- Answers ------------------------------------------------------------------------------------

const schoolsoortAntwoord = z.enum(SCHOOLSOORTEN).nullable().describe("Schoolsoort van de vestiging (null: onbekend)");
const int = () => z.number().int();

/** Vestigingen/Add and Vestigingen/Edit: the branch as stored. */
export const vestigingAntwoord = z.object({ nr: int().describe("Nummer van de vestiging (uniek binnen de administratie)"), naam: z.string(), schoolsoort: schoolsoortAntwoord });

/** Vestigingen: one branch in the list. */
export const vestigingLijstItem = vestigingAntwoord.extend({
  aantalMedewerkers: int().describe("Medewerkers gekoppeld aan de vestiging"),
  aantalGroepenHuidigSchooljaar: int().describe("Groepen van de vestiging in het huidige schooljaar"),
});

/** Vestigingen/Details: the branch with its staff (by surname) and how much uses it. */
export const vestigingDetails = vestigingAntwoord.extend({
  medewerkers: z.array(
    z.object({
      id: z.string().describe("gebruikerId van de medewerker"),
      naam: z.string().describe("Roepnaam, tussenvoegsel en achternaam"),
      sorteerNaam: z.string().describe("Achternaam eerst, voor sorteren"),
      actief: z.boolean(),
    }),
  ),
  aantalGroepen: int().describe("Groepen van de vestiging, alle schooljaren"),
  aantalLeerlingen: int().describe("Leerlingen met een schoolloopbaan op de vestiging"),
});

/** Vestigingen/Schooljaren: one school year in which the branch has groups, with those groups (by name). */
export const vestigingSchooljaar = z.object({
  schooljaar: z.string().describe("Schooljaar, bijvoorbeeld 2025-2026"),
  groepen: z.array(
    z.object({
      nr: int(),
      naam: z.string(),
      soort: z.enum(GroepSoort),
      jaargroep: z.string().nullable().describe("Jaargroep als in EDEX: een getal of een letter (S, V)"),
      aantalLeerlingen: int().describe("Leerlingen die ooit aan de groep zijn toegewezen"),
      medewerkers: z.array(z.object({ id: z.string().describe("gebruikerId van de medewerker"), naam: z.string() })).describe("Op achternaam"),
    }),
  ),
});

/** Vestigingen/delete. */
export const vestigingVerwijderd = z.object({
  nr: int(),
  naam: z.string(),
  verwijderd: z.boolean().describe("Altijd true"),
  medewerkersOntkoppeld: int().describe("Aantal medewerkers dat van de vestiging is losgekoppeld"),
});

/** Vestigingen/GroepIndelingOvernemen: what was created and what was skipped. */
export const groepIndelingResultaat = z.object({
  vestigingNr: int(),
  vanSchooljaar: z.string(),
  naarSchooljaar: z.string(),
  aantalAangemaakt: int(),
  aantalOvergeslagen: int(),
  aantalMedewerkerKoppelingen: int().describe("Aantal medewerkers dat aan de nieuwe groepen is gekoppeld"),
  aangemaakt: z.array(z.object({ nr: int(), naam: z.string() })).describe("De nieuwe groepen"),
  overgeslagen: z.array(z.string()).describe("Namen van groepen die in het doelschooljaar al bestonden"),
});
