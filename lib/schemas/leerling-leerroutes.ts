import * as z from "zod";

/**
 * A pupil's learning route (LeerlingLeerroute, issue 12): which route of a package the pupil
 * follows, towards which exit destination, from which date. Set for one pupil (details) or many
 * at once (a group) with one call, Leerlingen/Leerroute; the spreadsheet import is not covered.
 */
const id = (fout: string) => z.number({ error: fout }).int({ error: fout }).positive({ error: fout });

/** The route fields, as the dialog's form takes them (the call adds who: leerlingIds or groepNr). */
export const leerrouteVelden = z.object({
  leerroutepakketId: id("kies een leerroutepakket"),
  leerrouteNummer: id("kies een leerroute").nullable().describe("null beëindigt de leerroute in dit pakket op de dag vóór ingangsdatum"),
  uitstroombestemmingNummer: id("kies een uitstroombestemming").nullish(),
  ingangsdatum: z.iso.date({ error: "vul een datum in (jjjj-mm-dd)" }).describe("Vanaf deze dag geldt de leerroute"),
});

export const leerrouteZetten = leerrouteVelden
  .extend({
    leerlingIds: z.array(id("kies een [[leerling]]")).min(1, "kies ten minste één [[leerling]]").max(1000, "hoogstens 1000 [[leerlingen]] per keer").optional().describe("De leerlingen; of groepNr"),
    groepNr: id("kies een [[groep]]").optional().describe("In plaats van leerlingIds: de leerlingen die vandaag in deze groep zitten"),
  })
  .strict()
  .refine((v) => (v.leerlingIds === undefined) !== (v.groepNr === undefined), { message: "geef leerlingIds of groepNr (één van beide)", path: ["leerlingIds"] });
export type LeerrouteZetten = z.output<typeof leerrouteZetten>;

export const leerlingLeerroute = z.object({
  leerlingId: z.number().int(),
  leerroutepakketId: z.number().int(),
  pakketNaam: z.string(),
  leerrouteNummer: z.number().int(),
  leerrouteNaam: z.string(),
  uitstroombestemmingNummer: z.number().int().nullable(),
  uitstroombestemmingNaam: z.string().nullable(),
  ingangsdatum: z.string().describe("jjjj-mm-dd"),
  einddatum: z.string().describe("jjjj-mm-dd; 9999-12-31 = open"),
});

export const leerrouteGezet = z.object({
  aantal: z.number().int().describe("Leerlingen bijgewerkt"),
  leerroutes: z.array(leerlingLeerroute).describe("De leerroutes van deze leerlingen in het pakket na de wijziging"),
});
