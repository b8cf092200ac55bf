import { el, mutatiedatum, sleutelAttr, T, toevoegingen, verwijzing, type EdexKeuze, type EdexTabel } from "./schema";

/**
 * A person's name in 1.03, pupil and teacher alike: an achternaam (with an optional voorvoegsel,
 * voorletters-1 and roepnaam) or a roepnaam alone. 2.0 adds <voornamen> after the voorvoegsel.
 */
export const naamKeuze103: EdexKeuze = {
  id: "naam",
  omschrijving: "een achternaam (met eventueel voorvoegsel, voorletters en roepnaam) of alleen een roepnaam",
  keuze: [
    [el("achternaam", 1, T.achternaam), el("voorvoegsel", 0, T.voorvoegsel), el("voorletters-1", 0, T.voorletters), el("roepnaam", 0, T.string64)],
    [el("roepnaam", 1, T.string64)],
  ],
};

/**
 * EDEXML 1.03, what older pupil-monitoring and administration systems (Cito LVS 4 among them)
 * still export, as EDEXML.structuur.xsd and EDEXML.elementen.xsd of 1.03 have it:
 * - <EDEX>: <school>, <groepen>?, <leerlingen> (required, one pupil or more), <leerkrachten>?;
 * - <school>: <schooljaar>, then a brincode (with optional dependancecode and schoolkey) or only an
 *   optional schoolkey, then <aanmaakdatum>?, <auteur>?, <xsdversie>? and <commentaar>?: the
 *   version number itself may be absent;
 * - a pupil: the name choice, <geboortedatum>?, <geslacht>?, then a <groep key> or a <jaargroep>
 *   (or neither), the statistics the standard carried then, a sofinummer or onderwijsnummer, a
 *   postcode, instroom/uitstroom, <toevoegingen>?, <mutatiedatum>?; no voornamen, no e-mail;
 * - a teacher: the name choice, <groepen>? (one <groep key> or more), <mutatiedatum>?; no
 *   geslacht, no e-mail address.
 * No composite groups, no vestigingen, no eckid.
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
          {
            id: "school",
            omschrijving: "een brincode (met eventueel dependancecode en schoolkey) of alleen een schoolkey",
            keuze: [[el("brincode", 1, T.brincode), el("dependancecode", 0, T.dependancecode), el("schoolkey", 0, T.sleutel)], [el("schoolkey", 0, T.sleutel)]],
          },
          el("aanmaakdatum", 0, T.datumtijd),
          el("auteur", 0, T.string128),
          el("xsdversie", 0, T.string32),
          el("commentaar", 0, { soort: "tekst" }),
        ],
      },
      {
        naam: "groepen",
        min: 0,
        max: 1,
        kinderen: [{ naam: "groep", min: 1, max: "n", attributen: [sleutelAttr], kinderen: [el("naam", 1, T.string64), el("jaargroep", 1, T.jaargroep), mutatiedatum()] }],
      },
      {
        naam: "leerlingen",
        min: 1,
        max: 1,
        kinderen: [
          {
            naam: "leerling",
            min: 1,
            max: "n",
            attributen: [sleutelAttr],
            kinderen: [
              naamKeuze103,
              el("geboortedatum", 0, T.datum),
              el("geslacht", 0, T.geslacht),
              { id: "plaatsing", min: 0, omschrijving: "een groep of een jaargroep", keuze: [[verwijzing("groep", 1)], [el("jaargroep", 1, T.jaargroep)]] },
              el("etniciteit", 0, T.etniciteit),
              el("land", 0, T.land),
              el("land_vader", 0, T.land),
              el("land_moeder", 0, T.land),
              { id: "nummer", min: 0, keuze: [[el("sofinummer", 1, T.negenCijfers)], [el("onderwijsnummer", 1, T.negenCijfers)]] },
              el("gewicht_nieuw", 0, T.gewichtNieuw),
              el("gewicht", 0, T.gewicht),
              { id: "postcode", min: 0, keuze: [[el("postcodenl", 1, T.postcodenl)], [el("postcodeoverig", 1, T.string32)]] },
              el("instroomdatum", 0, T.datum),
              el("uitstroomdatum", 0, T.datum),
              toevoegingen(),
              mutatiedatum(),
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
            min: 1,
            max: "n",
            attributen: [sleutelAttr],
            kinderen: [naamKeuze103, { naam: "groepen", min: 0, max: 1, kinderen: [verwijzing("groep", 1, "n")] }, mutatiedatum()],
          },
        ],
      },
    ],
  },
};
