import { z } from "zod";

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
