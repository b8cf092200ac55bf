import { EDEX_1_0_3 } from "./schema-1.0.3";
import { el, JAARGROEPEN, metWijzigingen, mutatiedatum, ROLLEN_2_0, sleutelAttr, T, toevoegingen, verwijzing, type EdexElement, type EdexKeuze, type EdexTabel, type EdexType } from "./schema";

/** EDEXJaargroepType of 2.0: B, D, 0–8, 11–16, S, V, C, N, H. */
export const jaargroep20: EdexType = { soort: "keuzelijst", waarden: JAARGROEPEN };
/** EDEXLeerkrachtRolType of 2.0. */
export const rol20: EdexType = { soort: "keuzelijst", waarden: ROLLEN_2_0 };
const achternaam200: EdexType = { soort: "tekst", min: 1, lengte: 200 };

/** The name in 2.0: as in 1.03 with <voornamen> after the voorvoegsel, and an achternaam of up to 200 characters. */
const naamKeuze20: EdexKeuze = {
  id: "naam",
  omschrijving: "een achternaam (met eventueel voorvoegsel, voornamen, voorletters en roepnaam) of alleen een roepnaam",
  keuze: [
    [el("achternaam", 1, achternaam200), el("voorvoegsel", 0, T.voorvoegsel), el("voornamen", 0, T.voornamen), el("voorletters-1", 0, T.voorletters), el("roepnaam", 0, T.string64)],
    [el("roepnaam", 1, T.string64)],
  ],
};
/** A teacher's roles, in general or per group: any number of <rol> (a code) or <rolomschrijving> (free text). */
const rollen: EdexKeuze = { id: "rol", min: 0, max: "n", keuze: [[el("rol", 1, rol20)], [el("rolomschrijving", 1, T.string64)]] };
/** A teacher's group reference (LeerkrachtGroepReferentieType): the key and optionally the teacher's roles in that group. */
const lkGroep = (naam: string): EdexElement => ({ naam, min: 0, max: "n", attributen: [sleutelAttr], kinderen: [rollen] });

/**
 * EDEXML 2.0 as the differences from 1.03 (EDEXML.elementen.xsd and EDEXML.structuur.xsd of 2.0):
 * vestigingen, composite groups (<samengestelde_groep> mixed with the groups, referenced by pupils
 * and teachers), the Flemish school (<instellingsnummer>), <voornamen>, e-mail addresses, a
 * teacher's roles, <toevoegingen> in school, groups and teachers, a pupil's group and jaargroep no
 * longer a choice, more personal numbers (bsn, rijksregisternummer …) and the wider jaargroep list.
 */
export const EDEX_2_0: EdexTabel = metWijzigingen(EDEX_1_0_3, "2.0", [
  { type: T.jaargroep, wordt: jaargroep20 },
  // <school>
  { voegToe: el("peildatum", 0, T.datum), in: "EDEX.school", na: "schooljaar" },
  {
    vervang: "EDEX.school#school",
    door: {
      id: "school",
      omschrijving: "een Nederlandse school (brincode, eventueel dependancecode en schoolkey), een Vlaamse (instellingsnummer, eventueel schoolkey) of alleen een schoolkey",
      keuze: [
        [el("brincode", 1, T.brincode), el("dependancecode", 0, T.dependancecode), el("schoolkey", 0, T.sleutel)],
        [el("instellingsnummer", 1, T.instellingsnummer), el("schoolkey", 0, T.sleutel)],
        [el("schoolkey", 0, T.sleutel)],
      ],
    },
  },
  { voegToe: toevoegingen(), in: "EDEX.school" },
  // <vestigingen> after <school>
  {
    voegToe: {
      naam: "vestigingen",
      min: 0,
      max: 1,
      kinderen: [{ naam: "vestiging", min: 1, max: "n", attributen: [sleutelAttr], kinderen: [el("naam", 1, T.string64), el("omschrijving", 0, T.string256), mutatiedatum()] }],
    },
    in: "EDEX",
    na: "school",
  },
  // <groepen>: groups and composite groups in any order
  { vervang: "EDEX.groepen", door: (g) => ({ ...(g as EdexElement), vrijeVolgorde: true as const }) },
  { vervang: "EDEX.groepen.groep", door: (g) => ({ ...(g as EdexElement), min: 0 }) },
  { voegToe: [el("omschrijving", 0, T.string256), toevoegingen()], in: "EDEX.groepen.groep", na: "jaargroep" },
  {
    voegToe: { naam: "samengestelde_groep", min: 0, max: "n", attributen: [sleutelAttr], kinderen: [el("naam", 1, T.string64), el("omschrijving", 0, T.string256), toevoegingen(), mutatiedatum()] },
    in: "EDEX.groepen",
  },
  // a pupil
  { vervang: "EDEX.leerlingen.leerling#naam", door: naamKeuze20 },
  { verwijder: "EDEX.leerlingen.leerling#plaatsing" },
  {
    voegToe: [
      el("start_ondw_jgr3", 0, T.datum),
      el("jaargroep", 0, jaargroep20),
      verwijzing("groep", 0),
      { naam: "samengestelde_groepen", min: 0, max: 1, kinderen: [verwijzing("samengestelde_groep", 1, "n")] },
      verwijzing("vestiging", 0),
      el("gebruikersnaam", 0, T.string64),
      el("emailadres", 0, T.string256),
      el("fotourl", 0, T.string256),
    ],
    in: "EDEX.leerlingen.leerling",
    na: "geslacht",
  },
  {
    vervang: "EDEX.leerlingen.leerling#nummer",
    door: {
      id: "nummer",
      min: 0,
      keuze: [
        [el("sofinummer", 1, T.negenCijfers)],
        [el("bsn", 1, T.negenCijfers)],
        [el("onderwijsnummer", 1, T.negenCijfers)],
        [el("bsn_ondwnr-4", 1, T.vierCijfers)],
        [el("rijksregisternummer", 1, T.rijksregisternummer)],
      ],
    },
  },
  {
    vervang: "EDEX.leerlingen.leerling#postcode",
    door: { id: "postcode", min: 0, keuze: [[el("postcodenl", 1, T.postcodenl)], [el("postnummerbe", 1, T.vierCijfers)], [el("postcodeoverig", 1, T.string32)]] },
  },
  // a teacher
  { vervang: "EDEX.leerkrachten.leerkracht#naam", door: naamKeuze20 },
  { voegToe: [el("gebruikersnaam", 0, T.string64), el("emailadres", 0, T.string256), rollen], in: "EDEX.leerkrachten.leerkracht", na: "#naam" },
  { vervang: "EDEX.leerkrachten.leerkracht.groepen", door: { naam: "groepen", min: 0, max: 1, vrijeVolgorde: true, kinderen: [lkGroep("groep"), lkGroep("samengestelde_groep")] } },
  { voegToe: toevoegingen(), in: "EDEX.leerkrachten.leerkracht", na: "groepen" },
]);
