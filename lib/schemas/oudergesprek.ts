import { z } from "@hono/zod-openapi";
import { niveauKop } from "./monitor";
import { prognosePerLeerling } from "./prognose";

/** Oudergesprek/Details (issue 34): the parent-meeting page of one pupil. Parts the user may not read are null. */

const domeinPrognose = prognosePerLeerling.shape.leerlingen.element.shape.domeinen.element;

export const oudergesprekAntwoord = z.object({
  leerling: z.object({ id: z.number().int(), naam: z.string(), groepen: z.array(z.object({ nr: z.number().int(), naam: z.string() })) }),
  schooljaar: z.string(),
  pakketten: z.array(z.object({ id: z.number().int(), naam: z.string() })).describe("De actieve leerroutepakketten van de administratie"),
  pakketId: z.number().int().nullable().describe("Het pakket van de prognose: het gevraagde, anders dat van de leerroute van de leerling, anders het eerste actieve"),
  prognose: z
    .object({
      periode: z.object({ schooljaar: z.string(), nummer: z.number().int() }),
      groep: z.object({ nr: z.number().int(), naam: z.string() }),
      jaarEinde: z.string(),
      niveaus: z.array(niveauKop),
      leerrouteNaam: z.string().nullable(),
      domeinen: z.array(domeinPrognose.extend({ id: z.number().int(), naam: z.string(), code: z.string().nullable() })),
    })
    .nullable()
    .describe("Stand en prognose per domein, dezelfde berekening als Monitor/PrognosePerLeerling; null zonder actieve periode, groep of pakket"),
  opp: z
    .object({
      lopend: z
        .object({
          id: z.number().int(),
          templateNaam: z.string(),
          schooljaar: z.string(),
          uitstroom: z.string().nullable(),
          vastgesteldOp: z.string(),
          gesprekOudersOp: z.string().nullable(),
          oudersAkkoordOp: z.string().nullable(),
          handelingsdeel: z.array(
            z.object({ vakgebiedNaam: z.string().nullable(), competentieNaam: z.string().nullable(), niveauWaarde: z.string().nullable(), doel: z.string(), aanpak: z.string().nullable(), evaluatie: z.string().nullable() }),
          ),
        })
        .nullable()
        .describe("De nieuwste vastgestelde versie; null als er geen is"),
    })
    .nullable()
    .describe("null: geen leesrecht op ontwikkelingsperspectieven voor deze leerling"),
  handelingsplannen: z
    .array(
      z.object({
        id: z.number().int(),
        titel: z.string().nullable(),
        vakgebiedNaam: z.string().nullable(),
        ingangsdatum: z.string(),
        einddatum: z.string(),
        doel: z.string().nullable(),
        doelen: z.array(z.object({ domeinNaam: z.string(), competentieNaam: z.string(), niveauWaarde: z.string(), indicatorNaam: z.string().nullable(), omschrijving: z.string().nullable() })),
        evaluaties: z.array(z.object({ datum: z.string(), tekst: z.string(), doelBehaald: z.boolean().nullable() })),
      }),
    )
    .nullable()
    .describe("De handelingsplannen van het schooljaar; null: geen leesrecht op handelingsplannen"),
  notities: z
    .array(z.object({ id: z.number().int(), datum: z.string(), titel: z.string(), tekst: z.string(), soortNaam: z.string().nullable(), auteur: z.string().nullable() }))
    .nullable()
    .describe("De laatste 10 notities, nieuwste eerst; null: geen leesrecht op notities"),
});
