import { el, T, verwijzing, sleutelAttr, type EdexTabel } from "./schema";
import { naamKeuze } from "./schema-2.0";

/**
 * EDEXML 2.1 (namespace http://www.edustandaard.nl/edex/2.1): 2.0 plus the eckid (ketenbrede
 * identiteit) of pupils and teachers, a teacher's role, and the Flemish school: an
 * <instellingsnummer> instead of brincode and dependancecode, a <rijksregisternummer> per pupil.
 */
export const EDEX_2_1: EdexTabel = {
  versie: "2.1",
  namespace: "http://www.edustandaard.nl/edex/2.1",
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
          {
            omschrijving: "een Nederlandse school (brincode en dependancecode) of een Vlaamse (instellingsnummer)",
            keuze: [[el("brincode", 1, T.brin), el("dependancecode", 0, T.dependance)], [el("instellingsnummer", 1, { soort: "tekst", lengte: 6, min: 5 })]],
          },
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
              el("eckid", 0, { soort: "tekst", lengte: 255 }),
              naamKeuze([el("voornamen", 0, T.voornamen)]),
              el("geboortedatum", 1, T.datum),
              el("geslacht", 1, T.geslacht),
              el("jaargroep", 1, T.jaargroep),
              el("emailadres", 0, T.email),
              verwijzing("groep", 0),
              { naam: "samengestelde_groepen", min: 0, max: 1, kinderen: [verwijzing("samengestelde_groep", 0, "n")] },
              el("bsn", 0, { soort: "tekst", lengte: 9 }),
              el("rijksregisternummer", 0, { soort: "tekst", lengte: 11 }),
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
              el("eckid", 0, { soort: "tekst", lengte: 255 }),
              naamKeuze(),
              el("geslacht", 0, T.geslacht),
              el("emailadres", 0, T.email),
              el("rol", 0, T.kort),
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
