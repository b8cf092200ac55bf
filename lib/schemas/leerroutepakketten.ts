import * as z from "zod";

/**
 * The fields of the package calls (Leerroutepakketten, Domeinen, Competenties, Niveaus,
 * Indicatoren, Leerroutes) as their Add/Edit bodies take them: parsed by the API routes (which
 * add the ids) and by the screens' forms alike, so the browser says what the server will say.
 */

/** A required name: trimmed, not empty, at most `max` characters; `wat` names it in the message. */
export const naamVeld = (veld: string, wat: string, max = 200) =>
  z
    .string({ error: `vul ${wat} in` })
    .trim()
    .min(1, `vul ${wat} in`)
    .max(max, `${veld} mag hoogstens ${max} tekens hebben`);

export const optioneleTekst = (max: number) => z.string().max(max, `mag hoogstens ${max} tekens hebben`).nullish();

export const leerroutepakketVelden = z.object({ naam: naamVeld("naam", "de naam van het leerroutepakket"), omschrijving: optioneleTekst(2000) });

export const domeinVelden = z.object({ naam: naamVeld("naam", "de naam van het domein"), code: optioneleTekst(20) });

export const competentieNaam = naamVeld("naam", "de naam van de competentie", 300);

export const niveauVelden = z.object({
  waarde: naamVeld("waarde", "de waarde van het niveau (bijvoorbeeld 1F)", 20),
  label: naamVeld("label", "het label van het niveau (bijvoorbeeld Niveau 1)", 100),
  omschrijving: optioneleTekst(2000),
});

export const indicatorNaam = z.string({ error: "vul de omschrijving van de indicator in" }).trim().min(1, "vul de omschrijving van de indicator in").max(1000, "mag hoogstens 1000 tekens hebben");

export const indicatorVelden = z.object({ naam: indicatorNaam, code: optioneleTekst(50) });

export const leerrouteVelden = z.object({ naam: naamVeld("naam", "de naam van de leerroute"), omschrijving: optioneleTekst(2000) });

// Answers of Leerroutepakketten, Domeinen, Competenties, Competentieniveaus, Niveaus and
// Indicatoren (documented in /api/openapi; the API tests check every answer against them).

const geheel = () => z.number().int();

export const leerroutepakketAntwoord = z.object({
  id: geheel(),
  naam: z.string(),
  omschrijving: z.string().nullable(),
  klantId: geheel(),
  administratieNr: geheel().describe("De administratie die het pakket bezit"),
  eigenaar: z.string().describe("Naam van de administratie die het pakket bezit"),
  eigen: z.boolean().describe("Of het pakket van deze administratie is (anders gedeeld: alleen-lezen)"),
  gepubliceerd: z.boolean().describe("Of het pakket gedeeld is met de andere administraties van de klant"),
  gepubliceerdOp: z.iso.datetime().nullable().describe("Tijdstip van publiceren; null als het pakket niet gepubliceerd is"),
  beheerbaar: z.boolean().describe("Of de aangemelde gebruiker het pakket mag wijzigen"),
  actief: z.boolean().describe("Of deze administratie het pakket gebruikt"),
  aantallen: z.object({ domeinen: geheel(), competenties: geheel(), niveaus: geheel(), indicatoren: geheel() }),
});

export const leerroutepakketVerwijderdAntwoord = z.object({ id: geheel(), verwijderd: z.boolean().describe("Altijd true") });

/** Delete answers of a domain, competency or indicator: the package and the id of the removed item. */
export const pakketOnderdeelVerwijderdAntwoord = z.object({ leerroutepakketId: geheel(), id: geheel(), verwijderd: z.boolean().describe("Altijd true") });

/** The package in the answers of a screen about one of its parts. */
/** The package at the head of a screen about one of its parts (stroomplan, phase, cell, route). */
export const pakketKop = z.object({ id: geheel(), naam: z.string(), beheerbaar: z.boolean().describe("Of de aangemelde gebruiker het pakket mag wijzigen") });

// Niveaus

export const niveauAntwoord = z.object({
  nummer: geheel().describe("Vast nummer van het niveau binnen het pakket (verandert niet bij een nieuwe volgorde)"),
  waarde: z.string().describe("Korte waarde, bijvoorbeeld 1F"),
  label: z.string(),
  omschrijving: z.string().nullable(),
  volgnummer: geheel().describe("Plaats in de weergavevolgorde"),
});

export const niveauMetAantalAntwoord = niveauAntwoord.extend({ aantalIndicatoren: geheel() });

export const niveauDetailsAntwoord = niveauMetAantalAntwoord.extend({ leerroutepakketId: geheel() });

export const niveauVerwijderdAntwoord = z.object({ leerroutepakketId: geheel(), nummer: geheel(), verwijderd: z.boolean().describe("Altijd true") });

export const stroomplanAntwoord = z.object({
  leerroutepakket: pakketKop,
  niveaus: z.array(niveauAntwoord).describe("De kolommen, in weergavevolgorde"),
  domeinen: z.array(
    z.object({
      id: geheel(),
      naam: z.string(),
      code: z.string().nullable(),
      competenties: z.array(
        z.object({
          id: geheel(),
          naam: z.string(),
          volgnummer: geheel(),
          cellen: z
            .array(
              z.object({
                niveauNummer: geheel(),
                aantalIndicatoren: geheel(),
                beschreven: z.boolean().describe("Of de competentie op dit niveau beschreven is (een competentieniveau heeft)"),
                omschrijving: z.string().nullable(),
              }),
            )
            .describe("Eén cel per niveau, in de volgorde van niveaus"),
        }),
      ),
    }),
  ),
});

// Indicatoren

export const indicatorAntwoord = z.object({ id: geheel(), naam: z.string(), code: z.string().nullable(), volgnummer: geheel() });

/** Indicatoren/Add: the cell and the indicators added to it (sent as a JSON file). */
export const indicatorenToegevoegdAntwoord = z.object({ leerroutepakketId: geheel(), competentieId: geheel(), niveauNummer: geheel(), indicatoren: z.array(indicatorAntwoord) });

export const indicatorDetailsAntwoord = indicatorAntwoord.extend({
  leerroutepakketId: geheel(),
  competentieId: geheel(),
  competentieNaam: z.string(),
  domeinId: geheel(),
  domeinNaam: z.string(),
  niveauNummer: geheel(),
  niveauLabel: z.string(),
  niveauWaarde: z.string(),
});

// Domeinen en competenties

/** A domain in a dropdown or as the head of a screen. */
export const domeinKortAntwoord = z.object({ id: geheel(), naam: z.string(), code: z.string().nullable() });

export const domeinLijstAntwoord = domeinKortAntwoord.extend({ volgnummer: geheel(), aantalCompetenties: geheel(), aantalIndicatoren: geheel() });

/** A competency within its domain. */
export const competentieAntwoord = z.object({ id: geheel(), naam: z.string(), volgnummer: geheel(), domeinId: geheel(), aantalIndicatoren: geheel() });

export const competentieMetDomeinAntwoord = competentieAntwoord.extend({ domeinNaam: z.string() });

export const domeinDetailsAntwoord = domeinKortAntwoord.extend({
  leerroutepakketId: geheel(),
  volgnummer: geheel(),
  competenties: z.array(competentieAntwoord).describe("In volgorde"),
});

export const domeinIndicatorenAntwoord = z.object({
  domein: domeinKortAntwoord,
  competenties: z.array(
    z.object({
      id: geheel(),
      naam: z.string(),
      niveaus: z
        .array(
          z.object({
            nummer: geheel(),
            label: z.string(),
            waarde: z.string(),
            indicatoren: z.array(indicatorAntwoord.extend({ competentieId: geheel(), niveauNummer: geheel() })),
          }),
        )
        .describe("Alleen de niveaus met indicatoren, in weergavevolgorde"),
    }),
  ),
});

// Competentieniveaus

/** One level of the package for a competency: described or not. */
export const competentieOpNiveauAntwoord = z.object({
  niveauNummer: geheel(),
  waarde: z.string(),
  label: z.string(),
  beschreven: z.boolean().describe("Of de competentie op dit niveau beschreven is (een competentieniveau heeft)"),
  omschrijving: z.string().nullable(),
  aantalIndicatoren: geheel(),
});

export const competentieDetailsAntwoord = competentieMetDomeinAntwoord.omit({ aantalIndicatoren: true }).extend({
  leerroutepakketId: geheel(),
  niveaus: z.array(competentieOpNiveauAntwoord).describe("Alle niveaus van het pakket, in weergavevolgorde"),
});

export const competentieniveauDetailsAntwoord = z.object({
  leerroutepakket: pakketKop,
  competentie: z.object({ id: geheel(), naam: z.string(), domeinId: geheel(), domeinNaam: z.string() }),
  niveau: niveauAntwoord,
  beschreven: z.boolean().describe("Of de competentie op dit niveau beschreven is (een competentieniveau heeft)"),
  omschrijving: z.string().nullable(),
  indicatoren: z.array(indicatorAntwoord).describe("In volgorde"),
});

export const competentieniveauVerwijderdAntwoord = z.object({
  leerroutepakketId: geheel(),
  competentieId: geheel(),
  niveauNummer: geheel(),
  verwijderd: z.boolean().describe("Altijd true"),
});
