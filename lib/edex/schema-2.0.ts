import { el, T, verwijzing, sleutelAttr, type EdexDeeltje, type EdexTabel } from "./schema";

/** The name of a person in 2.x: an achternaam with its parts, or a roepnaam alone (as the Flemish files write a pupil). */
export const naamKeuze = (extra: EdexDeeltje[] = []): EdexDeeltje => ({
  omschrijving: "een achternaam (met eventueel voorvoegsel, voorletters en roepnaam) of alleen een roepnaam",
  keuze: [
    [el("achternaam", 1, T.naam), el("voorvoegsel", 0, T.voorvoegsel), el("voorletters-1", 0, T.voorletters), el("roepnaam", 0, T.kort), ...extra],
    [el("roepnaam", 1, T.kort), ...extra],
  ],
});

/**
 * EDEXML 2.0 (namespace http://www.edustandaard.nl/edex/2.0): composite groups
 * (<samengestelde_groep> among the groups, referenced by pupils and teachers), e-mail addresses,
 * and <toevoegingen> for a supplier's own content. Names follow the teacher's choice for pupils too.
 */
export const EDEX_2_0: EdexTabel = {
  versie: "2.0",
  namespace: "http://www.edustandaard.nl/edex/2.0",
  root: {
    naam: "EDEX",
    min: 1,
    max: 1,
    kinderen: [
      {
        naam: "school",
        min: 1,
        max: 1,
        kinderen: [
          el("schooljaar", 1, T.schooljaar),
          el("brincode", 1, T.brin),
          el("dependancecode", 0, T.dependance),
          el("schoolkey", 0, T.kort),
          el("aanmaakdatum", 0, T.datumtijd),
          el("auteur", 0, T.naam),
          el("xsdversie", 1, T.kort),
        ],
      },
      {
        naam: "groepen",
        min: 0,
        max: 1,
        kinderen: [
          { naam: "groep", min: 0, max: "n", attributen: [sleutelAttr], kinderen: [el("naam", 1, T.naam), el("jaargroep", 1, T.jaargroep), el("omschrijving", 0, T.omschrijving)] },
          { naam: "samengestelde_groep", min: 0, max: "n", attributen: [sleutelAttr], kinderen: [el("naam", 1, T.naam), el("omschrijving", 0, T.omschrijving)] },
        ],
      },
      {
        naam: "leerlingen",
        min: 0,
        max: 1,
        kinderen: [
          {
            naam: "leerling",
            min: 0,
            max: "n",
            attributen: [sleutelAttr],
            kinderen: [
              naamKeuze([el("voornamen", 0, T.voornamen)]),
              el("geboortedatum", 1, T.datum),
              el("geslacht", 1, T.geslacht),
              el("jaargroep", 1, T.jaargroep),
              el("emailadres", 0, T.email),
              verwijzing("groep", 0),
              { naam: "samengestelde_groepen", min: 0, max: 1, kinderen: [verwijzing("samengestelde_groep", 0, "n")] },
              el("bsn", 0, { soort: "tekst", lengte: 9 }),
              el("toevoegingen", 0, T.vrij),
            ],
          },
        ],
      },
      {
        naam: "leerkrachten",
        min: 0,
        max: 1,
        kinderen: [
          {
            naam: "leerkracht",
            min: 0,
            max: "n",
            attributen: [sleutelAttr],
            kinderen: [
              naamKeuze(),
              el("geslacht", 0, T.geslacht),
              el("emailadres", 0, T.email),
              { naam: "groepen", min: 0, max: 1, kinderen: [verwijzing("groep", 0, "n"), verwijzing("samengestelde_groep", 0, "n")] },
              el("toevoegingen", 0, T.vrij),
            ],
          },
        ],
      },
      el("toevoegingen", 0, T.vrij),
    ],
  },
};
