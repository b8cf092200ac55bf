import * as z from "zod";

/**
 * Evaluations and the monitor (issue 12, spec §7.3 Observaties and Monitor): what the calls take
 * and answer. The arithmetic behind every number is lib/beheersing (formulas in its file head).
 */

const id = (fout: string) => z.number({ error: fout }).int({ error: fout }).positive({ error: fout });

/** A score as sent: 0 niet, 50 gedeeltelijk, 100 beheerst; null clears the cell (deletes that period's evaluation). */
export const scoreInvoer = z
  .union([z.literal(0), z.literal(50), z.literal(100), z.null()], { error: "score is 0, 50, 100 of leeg (null)" })
  .describe("0 niet beheerst, 50 gedeeltelijk, 100 beheerst; null wist de beoordeling van deze periode");

/** One cell of the grid as Observaties/Update and POST Monitor take it. */
export const evaluatieInvoer = z
  .object({
    leerlingId: id("kies een [[leerling]]"),
    indicatorId: id("kies een indicator"),
    score: scoreInvoer,
    competentieId: id("onbekende competentie").optional().describe("Ter controle: moet de competentie van de indicator zijn"),
    niveauNummer: id("onbekend niveau").optional().describe("Ter controle: moet het niveau van de indicator zijn"),
  })
  .strict();

/** Many cells in one call, one transaction: the last write wins per cell. */
export const evaluatiesOpslaan = z
  .object({
    schooljaar: z.string({ error: "kies een [[schooljaar]]" }).regex(/^\d{4}-\d{4}$/, "gebruik de vorm 2025-2026"),
    periodeNummer: id("kies een periode"),
    leerroutepakketId: id("kies een leerroutepakket"),
    evaluaties: z.array(evaluatieInvoer).min(1, "geef ten minste één beoordeling").max(5000, "hoogstens 5000 beoordelingen per keer"),
  })
  .strict();
export type EvaluatiesOpslaan = z.output<typeof evaluatiesOpslaan>;

/** Observaties/DeleteEvaluatie: the cell whose evaluation was removed (sent as a JSON file). */
export const evaluatieVerwijderdAntwoord = z.object({
  administratieNr: z.number().int(),
  leerlingId: z.number().int(),
  leerroutepakketId: z.number().int(),
  indicatorId: z.number().int(),
  schooljaar: z.string(),
  periodeNummer: z.number().int(),
  competentieId: z.number().int(),
  niveauNummer: z.number().int(),
  verwijderd: z.literal(true),
});

export const opgeslagenAntwoord = z.object({
  opgeslagen: z.number().int().describe("Cellen met een score, ingevoegd of bijgewerkt"),
  gewist: z.number().int().describe("Cellen met score null: de beoordeling van deze periode verwijderd (0 als er geen was)"),
  evaluaties: z.array(z.object({ leerlingId: z.number().int(), indicatorId: z.number().int(), score: z.number().int().nullable() })).describe("Wat nu in de cellen staat, in de volgorde van de invoer"),
});

// ---------------------------------------------------------------------------------------------
// Answers

const periodeSleutel = z.object({ schooljaar: z.string(), nummer: z.number().int() });

export const leerlingKop = z.object({
  id: z.number().int(),
  naam: z.string(),
  leerrouteNummer: z.number().int().nullable().describe("Leerroute in dit pakket op de einddatum van de periode; null: zonder leerroute"),
  leerrouteNaam: z.string().nullable(),
  magSchrijven: z.boolean().describe("De gebruiker mag deze leerling beoordelen (§6, Leerlingevaluaties)"),
});

export const niveauKop = z.object({ nummer: z.number().int(), waarde: z.string(), label: z.string(), volgnummer: z.number().int() });

export const indicatorKop = z.object({
  id: z.number().int(),
  naam: z.string(),
  code: z.string().nullable(),
  volgnummer: z.number().int(),
  domeinId: z.number().int(),
  competentieId: z.number().int(),
  competentieNaam: z.string(),
  niveauNummer: z.number().int(),
});

/** One pupil × indicator: its standing at the period (carried forward) and at the period before. */
export const rasterCel = z.object({
  leerlingId: z.number().int(),
  indicatorId: z.number().int(),
  score: z.number().int().nullable().describe("Stand op de periode: de laatste beoordeling tot en met de periode (null: nooit beoordeeld)"),
  van: periodeSleutel.nullable().describe("De periode van die laatste beoordeling"),
  dezePeriode: z.boolean().describe("De beoordeling is van deze periode zelf (niet doorgeschoven)"),
  vorige: z.number().int().nullable().describe("Stand op de vorige periode"),
});

/** The evaluation grid: pupils × indicators with their standings. */
export const evaluatieRaster = z.object({
  periode: periodeSleutel.extend({ ingangsdatum: z.string(), einddatum: z.string(), open: z.boolean().describe("Beoordelingen van deze periode mogen worden gewijzigd") }),
  vorigePeriode: periodeSleutel.nullable(),
  niveaus: z.array(niveauKop).describe("Alle niveaus van het pakket, in volgorde"),
  venster: z.array(z.number().int()).describe("Niveaunummers van het kolomvenster rond het hoogste beoordeelde niveau (§9)"),
  leerlingen: z.array(leerlingKop),
  indicatoren: z.array(indicatorKop),
  cellen: z.array(rasterCel).describe("Alleen cellen met een stand of een vorige stand"),
});
export type EvaluatieRaster = z.output<typeof evaluatieRaster>;

const evaluatie = z.object({
  indicatorId: z.number().int(),
  competentieId: z.number().int(),
  niveauNummer: z.number().int(),
  score: z.number().int(),
  schooljaar: z.string(),
  periodeNummer: z.number().int(),
});

export const leerlingVakgebiedEvaluatie = z.object({
  leerling: leerlingKop,
  vakgebied: z.object({ nr: z.number().int(), naam: z.string() }),
  periode: periodeSleutel,
  vorigePeriode: periodeSleutel.nullable(),
  competenties: z.array(z.object({ id: z.number().int(), naam: z.string(), domeinId: z.number().int(), niveauLabel: z.string(), waarde: z.number() })),
  currentEvaluaties: z.array(evaluatie).describe("De stand op de periode per indicator (doorgeschoven)"),
  previousEvaluaties: z.array(evaluatie).describe("De stand op de vorige periode per indicator"),
});

export const evaluatieVerwijderd = z.object({ verwijderd: z.boolean() });

// Monitor

const niveauUitkomst = z.object({
  niveauNummer: z.number().int().nullable().describe("Hoogste geheel beheerste niveau"),
  fractie: z.number().describe("Deel van het volgende niveau, 0..1"),
  waarde: z.number().describe("Positie van het bereikte niveau + fractie"),
  label: z.string().describe("§9: '3,4' of 'B 40%'"),
  geevalueerd: z.number().int(),
  aantalIndicatoren: z.number().int(),
});

export const samenvattingSchema = z.object({
  gemiddelde: z.number().nullable(),
  n: z.number().int().describe("Aantal leerlingen waarover het gemiddelde gaat"),
  zonder: z.number().int().describe("Leerlingen zonder getal (bijv. zonder leerroute)"),
  aantalBoven: z.number().int().describe("Op koers (≥ 100 %), bij percentages"),
});

export const beheersingPerLeerling = z.object({
  periode: periodeSleutel,
  groep: z.object({ nr: z.number().int(), naam: z.string() }),
  domeinen: z.array(z.object({ id: z.number().int(), naam: z.string(), code: z.string().nullable(), percentage: samenvattingSchema, niveau: samenvattingSchema })),
  leerlingen: z.array(
    leerlingKop.extend({
      status: z.enum(["ok", "zonderLeerroute", "zonderFase", "zonderDoel"]).describe("zonderLeerroute of zonderFase als de leerling geen verwachting heeft; een domein zonder verwacht niveau staat bij het domein"),
      faseNummer: z.number().int().nullable(),
      domeinen: z.array(
        z.object({
          domeinId: z.number().int(),
          bereikt: z.number().nullable(),
          label: z.string().nullable(),
          verwachtNiveau: z.string().nullable().describe("Waarde van het verwachte niveau"),
          percentage: z.number().int().nullable(),
          opKoers: z.boolean().nullable(),
          status: z.enum(["ok", "zonderLeerroute", "zonderFase", "zonderDoel"]),
          indicatorenBeheerst: z.number().int(),
          indicatorenVerwacht: z.number().int(),
        }),
      ),
    }),
  ),
});

export const vakgebiedBeheersingPerLeerling = z.object({
  periode: periodeSleutel,
  vakgebied: z.object({ nr: z.number().int(), naam: z.string() }),
  competenties: z.array(z.object({ id: z.number().int(), naam: z.string(), domeinId: z.number().int(), domeinNaam: z.string(), niveau: samenvattingSchema })),
  leerlingen: z.array(leerlingKop.extend({ competenties: z.array(niveauUitkomst.extend({ competentieId: z.number().int() })) })),
});

export const competentieBeheersingPerLeerling = z.object({
  periode: periodeSleutel,
  competentie: z.object({ id: z.number().int(), naam: z.string(), domeinId: z.number().int() }),
  niveaus: z.array(niveauKop.extend({ aantalIndicatoren: z.number().int() })).describe("Niveaus met indicatoren van de competentie"),
  venster: z.array(z.number().int()),
  niveau: samenvattingSchema,
  leerlingen: z.array(
    leerlingKop.extend({
      niveau: niveauUitkomst,
      verwachtNiveau: z.string().nullable(),
      perNiveau: z.array(z.object({ niveauNummer: z.number().int(), beheerst: z.number().int(), gedeeltelijk: z.number().int(), niet: z.number().int(), fractie: z.number() })),
    }),
  ),
});

export const competentieNiveauBeheersingPerLeerling = evaluatieRaster.extend({
  perLeerling: z.array(z.object({ leerlingId: z.number().int(), beheerst: z.number().int(), gedeeltelijk: z.number().int(), niet: z.number().int(), fractie: z.number() })),
});
