import * as z from "zod";
import { definitieAntwoord } from "./formuliertemplates";

/**
 * Bodies and answers of the Formulieren calls: a form is a template filled in for a pupil; the
 * values (by definition id) are checked against the template's definitions by lib/templates.
 */
const datum = z.iso.date({ error: "vul een datum in (jjjj-mm-dd)" });
const titel = z.string().trim().max(200, "hoogstens 200 tekens").regex(/^[^\r\n\t]*$/, "mag geen regeleinde bevatten").nullish();
/** Values by definition id ("12": "tekst"); each value's shape depends on the item type. */
const waarden = z
  .record(z.string().regex(/^[1-9][0-9]{0,9}$/, "sleutel moet een item-id zijn"), z.unknown(), { error: "geef de waarden per item-id" })
  .refine((w) => Object.keys(w).length <= 500, "hoogstens 500 waarden")
  .describe("Waarde per item-id; de vorm hangt af van het itemtype (tekst, datum, true/false, getal, keuze, lijst van keuzes, rij → kolom)");

export const formulierToevoegen = z.object({
  templateId: z.number({ error: "kies een formuliertemplate" }).int().positive("kies een formuliertemplate"),
  datum,
  titel,
  waarden: waarden.optional(),
});
export const formulierBijwerken = z.object({ datum, titel, waarden: waarden.optional() });

export const formulierAntwoord = z.object({
  id: z.number().int(),
  leerlingId: z.number().int(),
  leerlingNaam: z.string(),
  templateId: z.number().int(),
  templateNaam: z.string(),
  datum: z.iso.date(),
  titel: z.string().nullable(),
  auteur: z.string().nullable().describe("Naam van wie het formulier invulde"),
  bijgewerkt: z.iso.datetime(),
  magBewerken: z.boolean(),
});

export const formulierDetails = formulierAntwoord.extend({
  definities: z.array(definitieAntwoord).describe("De items van de template op volgorde"),
  waarden: z.record(z.string(), z.unknown()).describe("Waarde per item-id (alleen ingevulde items)"),
  templateActief: z.boolean(),
});

export const formulierenPagina = z.object({
  items: z.array(formulierAntwoord),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  schooljaar: z.string(),
  filter: z.enum(["Eigen", "Alle", "Actief", "Inactief"]),
});

export const formulierVerwijderd = z.object({ id: z.number().int(), verwijderd: z.boolean() });
