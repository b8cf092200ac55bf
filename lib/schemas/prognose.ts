import { z } from "@hono/zod-openapi";
import { niveauKop } from "./monitor";

/** Monitor/PrognosePerLeerling (issue 34): the forecast per pupil and domain, lib/beheersing/prognose.ts. */

const statussen = ["voor", "opKoers", "risico", "teWeinig", "zonderLeerroute", "zonderFase", "zonderDoel"] as const;
export const prognoseStatus = z
  .enum(statussen)
  .describe("voor: ondergrens van het interval ≥ 100 %; opKoers: interval bevat 100 %; risico: bovengrens < 100 %; teWeinig: minder dan 3 perioden met beoordelingen; zonder…: geen verwacht niveau");

const projectie = z
  .object({
    datum: z.string().describe("Doeldatum (ISO)"),
    t: z.number().describe("Jaren na de laatste periode met beoordelingen"),
    niveau: z.number().describe("Geprojecteerd niveau (positie + fractie)"),
    laag: z.number().describe("Ondergrens van het 80 %-voorspellingsinterval"),
    hoog: z.number().describe("Bovengrens van het 80 %-voorspellingsinterval"),
    percentage: z.number().int().nullable().describe("Projectie / verwacht niveau × 100"),
    percentageLaag: z.number().int().nullable(),
    percentageHoog: z.number().int().nullable(),
  })
  .nullable();

export const prognosePerLeerling = z.object({
  periode: z.object({ schooljaar: z.string(), nummer: z.number().int() }),
  groep: z.object({ nr: z.number().int(), naam: z.string() }),
  jaarEinde: z.string().describe("Einde van het schooljaar (einde van de laatste periode)"),
  niveaus: z.array(niveauKop),
  domeinen: z.array(
    z.object({
      id: z.number().int(),
      naam: z.string(),
      code: z.string().nullable(),
      leerlingen: z.number().int(),
      tellingen: z.record(z.enum(statussen), z.number().int()).describe("Aantal leerlingen per status"),
    }),
  ),
  leerlingen: z.array(
    z.object({
      id: z.number().int(),
      naam: z.string(),
      leerrouteNummer: z.number().int().nullable(),
      leerrouteNaam: z.string().nullable(),
      domeinen: z.array(
        z.object({
          domeinId: z.number().int(),
          status: prognoseStatus,
          perioden: z.number().int().describe("Aantal perioden met beoordelingen waarop de trend rust"),
          helling: z.number().nullable().describe("Theil–Sen-helling, niveaus per jaar"),
          niveauNu: z.number().nullable(),
          spreiding: z.number().nullable().describe("s: 1,4826 · mediaan |residu|, minimaal 0,1"),
          verwachtePositie: z.number().int().nullable().describe("Positie van het verwachte niveau van de huidige leerroute"),
          verwachtNiveau: z.string().nullable(),
          jaarEinde: projectie,
          faseEinde: projectie.describe("Einde van de huidige fase; null als onbekend"),
          historie: z.array(
            z.object({ schooljaar: z.string(), nummer: z.number().int(), einddatum: z.string(), niveau: z.number(), verwachtePositie: z.number().int().nullable().describe("Verwacht niveau van de leerroute in die periode") }),
          ),
        }),
      ),
    }),
  ),
});

/** Opbrengsten/PrognoseRisico (issue 34, the overview): per group and domain the pupils at risk, of how many. */
export const prognoseRisico = z.object({
  periode: z.object({ schooljaar: z.string(), nummer: z.number().int() }),
  domeinen: z.array(z.object({ id: z.number().int(), naam: z.string(), code: z.string().nullable() })),
  groepen: z.array(
    z.object({
      nr: z.number().int(),
      naam: z.string(),
      vestigingNr: z.number().int(),
      leerlingen: z.number().int().describe("Leerlingen in de groep tijdens de periode"),
      domeinen: z.array(
        z.object({
          domeinId: z.number().int(),
          risico: z.number().int().describe("Leerlingen met status risico (bovengrens van het interval < 100 %)"),
          teWeinig: z.number().int().describe("Leerlingen met minder dan 3 perioden met beoordelingen"),
          tellingen: z.record(z.enum(statussen), z.number().int()).describe("Aantal leerlingen per status"),
        }),
      ),
    }),
  ),
});
