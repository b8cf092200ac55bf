import * as z from "zod";
import { domeinKortAntwoord, indicatorAntwoord, niveauAntwoord, pakketKop } from "./leerroutepakketten";

/**
 * Bodies of the Leerroutepakketfasen calls (the cells of a phase): parsed by the API routes and by
 * the cell's form alike (one schema, so the browser says what the server will say).
 */

/** A positive integer id in a body, with a Dutch message naming the field. */
const bodyId = (veld: string) =>
  z.number({ error: `${veld}: vul een geheel getal in` }).int({ error: `${veld}: moet een geheel getal zijn` }).positive({ error: `${veld}: moet groter dan 0 zijn` });

/** The fields naming a cell (fase × leerroute × domein of a package) in every write. */
export const celSleutel = {
  leerroutepakketId: bodyId("leerroutepakketId"),
  faseNummer: bodyId("faseNummer"),
  leerrouteNummer: bodyId("leerrouteNummer"),
  domeinId: bodyId("domeinId"),
};

/** Leerroutepakketfasen/Update: the level aimed at (a level of the package, or null) and the description. */
export const celBijwerken = z.object({
  ...celSleutel,
  niveauNummer: bodyId("niveauNummer").nullable(),
  omschrijving: z.string().max(2000, "mag hoogstens 2000 tekens hebben").nullish(),
});
export type CelBijwerken = z.output<typeof celBijwerken>;

// Answers (documented in /api/openapi; the API tests check every answer against them).

const geheel = () => z.number().int();

export const pakketKopAntwoord = pakketKop;

/** A level of the package as the phase screens show it. */
export const faseNiveauAntwoord = niveauAntwoord.omit({ omschrijving: true }).extend({
  niveauLabel: z.string().describe("Label zoals getoond (opgemaakt uit label)"),
});

const aantallen = {
  aantalIndicatoren: geheel().describe("Aantal gekoppelde indicatoren"),
  aantalLessen: geheel().describe("Aantal gekoppelde lessen"),
};

/** What is stored in a cell; a cell that was never saved is empty (bestaat false). */
const celInhoud = {
  bestaat: z.boolean().describe("Of er voor deze cel al iets is opgeslagen (anders leeg)"),
  niveauNummer: geheel().nullable().describe("Het niveau dat de leerroute in deze fase in dit domein nastreeft; null: geen"),
  niveauLabel: z.string().nullable().describe("Label van dat niveau; null als er geen niveau is"),
  omschrijving: z.string().nullable(),
  ...aantallen,
};

/** Leerroutepakketfasen/voorPakket: a phase with what is filled in. */
export const faseOverzichtAntwoord = z.object({
  nummer: geheel(),
  naam: z.string(),
  omschrijving: z.string().nullable(),
  volgnummer: geheel().describe("Plaats in de weergavevolgorde"),
  aantalCellen: geheel().describe("Aantal mogelijke cellen: leerroutes × domeinen van het pakket"),
  aantalGevuldeCellen: geheel().describe("Cellen met een niveau, een indicator of een les"),
  ...aantallen,
});

/** Leerroutepakketfasen/{a}/{b}: the phase with a cell per route × domain. */
export const faseAntwoord = z.object({
  leerroutepakket: pakketKopAntwoord,
  fase: faseOverzichtAntwoord.pick({ nummer: true, naam: true, omschrijving: true, volgnummer: true }),
  niveaus: z.array(faseNiveauAntwoord).describe("In weergavevolgorde"),
  domeinen: z.array(domeinKortAntwoord).describe("De kolommen, in volgorde"),
  leerroutes: z.array(
    z.object({
      nummer: geheel(),
      naam: z.string(),
      cellen: z.array(z.object({ domeinId: geheel(), ...celInhoud })).describe("Eén cel per domein, in de volgorde van domeinen"),
    }),
  ),
});

/** Phase, route, domain and content of one cell: the head of the cell's screens. */
export const celDelenAntwoord = z.object({
  leerroutepakket: pakketKopAntwoord,
  fase: z.object({ nummer: geheel(), naam: z.string() }),
  leerroute: z.object({ nummer: geheel(), naam: z.string() }),
  domein: domeinKortAntwoord,
  cel: z.object(celInhoud),
});

/** Leerroutepakketfasen/{a}/{b}/{c}/{d}/indicatoren: the cell and every indicator of its domain. */
export const celIndicatorenAntwoord = celDelenAntwoord.extend({
  niveaus: z.array(faseNiveauAntwoord).describe("Alle niveaus van het pakket, in weergavevolgorde"),
  aantalIndicatoren: geheel().describe("Aantal indicatoren van het domein (gekoppeld of niet)"),
  competenties: z
    .array(
      z.object({
        id: geheel(),
        naam: z.string(),
        niveaus: z
          .array(
            faseNiveauAntwoord.omit({ volgnummer: true }).extend({
              indicatoren: z.array(indicatorAntwoord.omit({ volgnummer: true }).extend({ gekoppeld: z.boolean().describe("Of de indicator aan deze cel gekoppeld is") })),
            }),
          )
          .describe("Alleen de niveaus waarop de competentie indicatoren heeft, in weergavevolgorde"),
      }),
    )
    .describe("Alle competenties van het domein, in volgorde"),
});

/** Linkindicatoren and Update: the cell as the phase grid shows it. */
export const celSamenvattingAntwoord = z.object({
  leerroutepakketId: geheel(),
  faseNummer: geheel(),
  leerrouteNummer: geheel(),
  domeinId: geheel(),
  ...celInhoud,
});
