import { el, mutatiedatum, sleutelAttr, T, toevoegingen, verwijzing, type EdexKeuze, type EdexTabel } from "./schema";

/*
 * Sources (EDEXML 1.03): "structuur" = EDEXML.structuur.xsd, "elementen" = EDEXML.elementen.xsd;
 * the simple types are in schema.ts (`T`). Every particle below is in the XSD's order.
 */

/**
 * elementen LeerlingType and LeerkrachtType, the first <xs:choice>: an achternaam (with an optional
 * voorvoegsel, voorletters-1 and roepnaam) or a roepnaam alone. One object for pupil and teacher,
 * so a later version changes both with one difference (2.0 adds <voornamen>).
 */
export const naamKeuze103: EdexKeuze = {
  id: "naam",
  omschrijving: "een achternaam (met eventueel de andere naamdelen) of alleen een roepnaam",
  keuze: [
    [el("achternaam", 1, T.achternaam), el("voorvoegsel", 0, T.voorvoegsel), el("voorletters-1", 0, T.voorletters), el("roepnaam", 0, T.string64)],
    [el("roepnaam", 1, T.string64)],
  ],
};

/**
 * EDEXML 1.03, what older pupil-monitoring and administration systems (Cito LVS 4 among them)
 * still export. In short: <EDEX> holds <school>, <groepen>?, <leerlingen> (one pupil or more) and
 * <leerkrachten>?; only <schooljaar> is required in <school> (even <xsdversie> is optional); a
 * pupil has a <groep key> or a <jaargroep> (or neither), no voornamen and no e-mail; a teacher has
 * a name, <groepen>? and <mutatiedatum>?: no geslacht, no e-mail address. No composite groups, no
 * vestigingen, no eckid.
 */
export const EDEX_1_0_3: EdexTabel = {
  versie: "1.0.3",
  namespace: null,
  // structuur: <xs:element name="EDEX" type="EDEXType">, EDEXType a sequence.
  root: {
    naam: "EDEX",
    min: 1,
    max: 1,
    kinderen: [
      {
        // elementen SchoolType.
        naam: "school",
        min: 1,
        max: 1,
        kinderen: [
          el("schooljaar", 1, T.schooljaar),
          {
            // SchoolType's <xs:choice>: a sequence brincode, dependancecode?, schoolkey? — or schoolkey? alone.
            id: "school",
            omschrijving: "een brincode (met eventueel dependancecode en schoolkey) of alleen een schoolkey",
            keuze: [[el("brincode", 1, T.brincode), el("dependancecode", 0, T.dependancecode), el("schoolkey", 0, T.sleutel)], [el("schoolkey", 0, T.sleutel)]],
          },
          el("aanmaakdatum", 0, T.datumtijd),
          el("auteur", 0, T.string128),
          el("xsdversie", 0, T.string32),
          // xs:string without a length.
          el("commentaar", 0, { soort: "tekst" }),
        ],
      },
      {
        // structuur EDEXType: <groepen minOccurs="0"> with <groep type="GroepType" maxOccurs="unbounded"/>.
        naam: "groepen",
        min: 0,
        max: 1,
        // elementen GroepType: naam (EDEXString64Type), jaargroep (EDEXJaargroepType, required), mutatiedatum?; @key required.
        kinderen: [{ naam: "groep", min: 1, max: "n", attributen: [sleutelAttr], kinderen: [el("naam", 1, T.string64), el("jaargroep", 1, T.jaargroep), mutatiedatum()] }],
      },
      {
        // structuur EDEXType: <leerlingen> (required) with <leerling type="LeerlingType" maxOccurs="unbounded"/>.
        naam: "leerlingen",
        min: 1,
        max: 1,
        kinderen: [
          {
            // elementen LeerlingType; @key required.
            naam: "leerling",
            min: 1,
            max: "n",
            attributen: [sleutelAttr],
            kinderen: [
              naamKeuze103,
              el("geboortedatum", 0, T.datum),
              el("geslacht", 0, T.geslacht),
              // <xs:choice> of groep (GroepsReferentieType) minOccurs=0 and jaargroep minOccurs=0: one, or neither.
              { id: "plaatsing", min: 0, omschrijving: "een groep of een jaargroep", keuze: [[verwijzing("groep", 1)], [el("jaargroep", 1, T.jaargroep)]] },
              el("etniciteit", 0, T.etniciteit),
              el("land", 0, T.land),
              el("land_vader", 0, T.land),
              el("land_moeder", 0, T.land),
              // <xs:choice> sofinummer? | onderwijsnummer? (never read: personal numbers).
              { id: "nummer", min: 0, keuze: [[el("sofinummer", 1, T.negenCijfers)], [el("onderwijsnummer", 1, T.negenCijfers)]] },
              el("gewicht_nieuw", 0, T.gewichtNieuw),
              el("gewicht", 0, T.gewicht),
              // <xs:choice> postcodenl? | postcodeoverig? (EDEXString32Type).
              { id: "postcode", min: 0, keuze: [[el("postcodenl", 1, T.postcodenl)], [el("postcodeoverig", 1, T.string32)]] },
              el("instroomdatum", 0, T.datum),
              el("uitstroomdatum", 0, T.datum),
              // <toevoegingen minOccurs="0"> with <blok type="ToevoegingsBlokType" maxOccurs="unbounded"/>.
              toevoegingen(),
              mutatiedatum(),
            ],
          },
        ],
      },
      {
        // structuur EDEXType: <leerkrachten minOccurs="0"> with <leerkracht type="LeerkrachtType" maxOccurs="unbounded"/>.
        naam: "leerkrachten",
        min: 0,
        max: 1,
        kinderen: [
          {
            // elementen LeerkrachtType: the name choice, groepen? (GroepenReferentieType: <groep key/> 1..n), mutatiedatum?; @key required.
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
