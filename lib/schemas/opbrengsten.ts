import * as z from "zod";

/**
 * Opbrengsten (spec §7.3, the overviews `overzichten/{periode}`): filters and answers. Every figure
 * is a mean WITH the counts behind it (lib/beheersing, formula 7): never a number without its n.
 */

const positief = (fout: string) => z.number({ error: fout }).int({ error: fout }).positive({ error: fout });

/**
 * The filter object of the POST calls (CompententieBeheersingPerPeriode,
 * LeerlingVakgebiedBeheersingPerPeriode). Every field narrows; none widens what §6 lets the user
 * read (own group / own branch / all).
 */
export const opbrengstFilter = z
  .object({
    vestigingNr: positief("kies een [[vestiging]]").nullish().describe("Alleen leerlingen in een groep van deze vestiging"),
    groepNr: positief("kies een [[groep]]").nullish().describe("Alleen leerlingen van deze groep"),
    leerrouteNummer: positief("kies een leerroute").nullish().describe("Alleen leerlingen die deze leerroute volgen"),
    vakgebiedNr: positief("kies een vakgebied").nullish().describe("Alleen de competenties van dit vakgebied"),
    eigen: z.boolean({ error: "eigen is waar of onwaar" }).optional().describe("Alleen leerlingen van de eigen groepen van de gebruiker"),
  })
  .strict();
export type OpbrengstFilter = z.output<typeof opbrengstFilter>;

export const leerlingVakgebiedBody = opbrengstFilter
  .extend({
    page: z.number().int().positive().optional().describe("Pagina (vanaf 1)"),
    pageSize: z.number().int().positive().max(500, "hoogstens 500").optional().describe("leerlingen per pagina (standaard 100)"),
  })
  .strict();

/** A mean of the pupils' numbers with the counts behind it. */
export const cijfer = z.object({
  n: z.number().int().describe("leerlingen met een percentage (leerroute, fase en verwacht niveau bekend, en beoordeeld)"),
  gemiddeldPercentage: z.number().nullable().describe("Gemiddelde van bereikt / verwacht × 100 over n; ≥ 100 is op koers"),
  opKoers: z.number().int().describe("Van n: hoeveel op of boven 100 %"),
  nNiveau: z.number().int().describe("leerlingen met ten minste één beoordeelde indicator (het gemiddelde niveau is over hen)"),
  gemiddeldNiveau: z.number().nullable().describe("Gemiddelde niveauwaarde (positie van het bereikte niveau + fractie van het volgende)"),
  niveauLabel: z.string().nullable().describe("Het gemiddelde niveau als label (§9: '3,4' of 'B 40%')"),
  zonderDoel: z.number().int().describe("Beoordeelde leerlingen zonder percentage: geen leerroute, fase of verwacht niveau"),
  nietBeoordeeld: z.number().int().describe("leerlingen zonder enige beoordeling hierin"),
});
export type Cijfer = z.output<typeof cijfer>;

const periode = z.object({ schooljaar: z.string(), periodeNummer: z.number().int() });
const domein = z.object({ domeinId: z.number().int(), naam: z.string(), code: z.string().nullable(), hoofdvakgebied: z.string().nullable() });
const leerroute = z.object({ leerrouteNummer: z.number().int().nullable().describe("null: zonder leerroute"), naam: z.string().nullable() });
const pakket = z.object({ id: z.number().int(), naam: z.string() });

/** BeheersingPerDomein: per domain of the package at one period. */
export const beheersingPerDomeinAntwoord = z.object({
  pakket,
  periode,
  leerlingen: z.number().int().describe("leerlingen in de selectie"),
  zonderLeerroute: z.number().int(),
  domeinen: z.array(domein.extend({ cijfer })),
  totaal: cijfer.describe("Over alle domeinen: per leerling het gemiddelde van de domeinen"),
});

/** BeheersingDomeinPerSchooljaar: the same period number over several school years. */
export const beheersingDomeinPerSchooljaarAntwoord = z.object({
  pakket,
  domeinen: z.array(domein),
  schooljaren: z.array(
    periode.extend({
      leerlingen: z.number().int(),
      domeinen: z.array(z.object({ domeinId: z.number().int(), cijfer })),
      totaal: cijfer,
    }),
  ),
});

/** LeerrouteDomein: per learning route (and without one) and domain at one period. */
export const leerrouteDomeinAntwoord = z.object({
  pakket,
  periode,
  domeinen: z.array(domein),
  leerroutes: z.array(
    leerroute.extend({
      leerlingen: z.number().int(),
      domeinen: z.array(z.object({ domeinId: z.number().int(), cijfer })),
      totaal: cijfer,
    }),
  ),
});

/** LeerrouteSchooljaar: per learning route over several school years. */
export const leerrouteSchooljaarAntwoord = z.object({
  pakket,
  leerroutes: z.array(leerroute),
  schooljaren: z.array(
    periode.extend({
      leerroutes: z.array(z.object({ leerrouteNummer: z.number().int().nullable(), leerlingen: z.number().int(), cijfer })),
    }),
  ),
});

/** CompententieBeheersingPerPeriode: per competence, per period of the school year. */
export const competentieBeheersingPerPeriodeAntwoord = z.object({
  pakket,
  perioden: z.array(periode),
  competenties: z.array(
    z.object({
      competentieId: z.number().int(),
      naam: z.string(),
      domeinId: z.number().int(),
      domeinNaam: z.string(),
      perioden: z.array(z.object({ periodeNummer: z.number().int(), leerlingen: z.number().int(), cijfer })),
    }),
  ),
});

/** LeerlingVakgebiedBeheersingPerPeriode: per pupil, per period, the subject area's mastery. */
export const leerlingVakgebiedBeheersingAntwoord = z.object({
  pakket,
  vakgebied: z.object({ nr: z.number().int(), naam: z.string() }).nullable().describe("null: het hele pakket"),
  perioden: z.array(periode),
  items: z.array(
    z.object({
      leerlingId: z.number().int(),
      naam: z.string(),
      groep: z.string().nullable(),
      leerroute: z.string().nullable().describe("null: zonder leerroute (gemarkeerd, niet weggelaten)"),
      perioden: z.array(
        z.object({
          periodeNummer: z.number().int(),
          percentage: z.number().nullable(),
          niveau: z.number().nullable(),
          niveauLabel: z.string().nullable(),
          status: z.enum(["ok", "zonderLeerroute", "zonderFase", "zonderDoel", "nietBeoordeeld"]),
        }),
      ),
    }),
  ),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  gemiddelde: z.array(z.object({ periodeNummer: z.number().int(), leerlingen: z.number().int(), cijfer })).describe("Over alle leerlingen van de selectie, niet alleen deze pagina"),
});
