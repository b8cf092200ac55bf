import * as z from "zod";
import { GroepSoort, Schoolsoort } from "@/lib/generated/prisma/enums";

// Answers of the Leerlingtoewijzingen calls (documented in /api/openapi; the API tests check every answer against them).

/** One assignment of a pupil to a group (an indeling). */
export const toewijzingAntwoord = z.object({
  id: z.number().int(),
  leerlingId: z.number().int(),
  leerlingNaam: z.string(),
  geboortedatum: z.iso.date().nullable(),
  groepNr: z.number().int(),
  groepNaam: z.string(),
  groepSoort: z.enum(GroepSoort),
  schooljaar: z.string(),
  vestigingNr: z.number().int(),
  ingangsdatum: z.iso.date(),
  einddatum: z.iso.date().describe("Een open einde is het einde van het schooljaar van de groep"),
});

/** VoorGroep with page or pageSize. */
export const toewijzingenPagina = z.object({
  items: z.array(toewijzingAntwoord),
  total: z.number().int().describe("Aantal indelingen over alle pagina's"),
  page: z.number().int(),
  pageSize: z.number().int(),
});

/** VoorGroep: the whole list, or one page when page or pageSize is given. */
export const voorGroepAntwoord = z.union([z.array(toewijzingAntwoord), toewijzingenPagina]);

/** One school year of a pupil's career. */
export const schoolloopbaanJaar = z.object({
  schooljaar: z.string(),
  ingangsdatum: z.iso.date().nullable().describe("Van de loopbaanregel, anders de vroegste indeling van dat jaar"),
  einddatum: z.iso.date().nullable().describe("Van de loopbaanregel, anders de laatste einddatum van de indelingen van dat jaar"),
  vestiging: z.object({ nr: z.number().int(), naam: z.string() }).nullable(),
  leerjaar: z.object({ nr: z.number().int(), naam: z.string() }).nullable(),
  schoolsoort: z.enum(Schoolsoort).nullable(),
  opmerking: z.string().nullable(),
  groepen: z.array(toewijzingAntwoord),
});

/** Move: the assignment that ended and the new one. */
export const verhuisAntwoord = z.object({
  beeindigd: toewijzingAntwoord.describe("De vorige indeling, nu eindigend de dag vóór de verhuisdatum"),
  nieuw: toewijzingAntwoord,
});

export const toewijzingVerwijderdAntwoord = z.object({ id: z.number().int(), verwijderd: z.boolean().describe("Altijd true") });
