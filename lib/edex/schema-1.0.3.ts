import { el, T, verwijzing, sleutelAttr, type EdexTabel } from "./schema";

/**
 * EDEXML 1.0.3: what older pupil-monitoring and administration systems still export. No
 * namespace, no composite groups, no e-mail addresses, no eckid. A teacher is either an
 * achternaam (with optional voorvoegsel, voorletters-1 and roepnaam) or a roepnaam alone; a pupil
 * has an achternaam.
 */
export const EDEX_1_0_3: EdexTabel = {
  versie: "1.0.3",
  namespace: null,
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
          el("dependancecode", 1, T.dependance),
          el("schoolkey", 0, T.kort),
          el("aanmaakdatum", 1, T.datumtijd),
          el("auteur", 0, T.naam),
          el("xsdversie", 1, T.kort),
        ],
      },
      {
        naam: "groepen",
        min: 0,
        max: 1,
        kinderen: [{ naam: "groep", min: 0, max: "n", attributen: [sleutelAttr], kinderen: [el("naam", 1, T.naam), el("jaargroep", 1, T.jaargroep), el("omschrijving", 0, T.omschrijving)] }],
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
              el("achternaam", 1, T.naam),
              el("voorvoegsel", 0, T.voorvoegsel),
              el("roepnaam", 0, T.kort),
              el("voorletters-1", 0, T.voorletters),
              el("voornamen", 0, T.voornamen),
              el("geboortedatum", 1, T.datum),
              el("geslacht", 1, T.geslacht),
              el("jaargroep", 1, T.jaargroep),
              verwijzing("groep", 0),
              el("bsn", 0, { soort: "tekst", lengte: 9 }),
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
              {
                omschrijving: "een achternaam (met eventueel voorvoegsel, voorletters en roepnaam) of alleen een roepnaam",
                keuze: [
                  [el("achternaam", 1, T.naam), el("voorvoegsel", 0, T.voorvoegsel), el("voorletters-1", 0, T.voorletters), el("roepnaam", 0, T.kort)],
                  [el("roepnaam", 1, T.kort)],
                ],
              },
              el("geslacht", 0, T.geslacht),
              { naam: "groepen", min: 0, max: 1, kinderen: [verwijzing("groep", 0, "n")] },
            ],
          },
        ],
      },
    ],
  },
};
