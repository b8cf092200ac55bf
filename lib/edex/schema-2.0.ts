import { EDEX_1_0_3 } from "./schema-1.0.3";
import { el, JAARGROEPEN, metWijzigingen, mutatiedatum, ROLLEN_2_0, sleutelAttr, T, toevoegingen, verwijzing, type EdexElement, type EdexKeuze, type EdexTabel, type EdexType } from "./schema";

/*
 * Sources (EDEXML 2.0, "2.0 CONCEPT" in the files' annotation, 2014-10-22): "structuur" =
 * EDEXML.structuur.xsd, "elementen" = EDEXML.elementen.xsd, "types.vast" / "types.variabel" as in
 * schema.ts. Only what differs from 1.03 is written here; everything else is 1.03's table.
 */

/** types.variabel 2.0 EDEXJaargroepType: B, D, 0–8, 11–16, S, V, C, N, H (groups and pupils alike). */
export const jaargroep20: EdexType = { soort: "keuzelijst", waarden: JAARGROEPEN };
/** types.variabel 2.0 EDEXLeerkrachtRolType. */
export const rol20: EdexType = { soort: "keuzelijst", waarden: ROLLEN_2_0 };
/** types.vast 2.0 EDEXAchternaamType: 1–200 characters (1.03: 70). */
const achternaam200: EdexType = { soort: "tekst", min: 1, lengte: 200 };

/**
 * elementen 2.0 LeerkrachtType and LeerkrachtGroepReferentieType: <xs:sequence minOccurs="0"
 * maxOccurs="unbounded"><xs:choice> rol (EDEXLeerkrachtRolType) | rolomschrijving
 * (EDEXRolOmschtijvingType): a teacher's roles, in general or in one group.
 */
const rollen: EdexKeuze = { id: "rol", min: 0, max: "n", keuze: [[el("rol", 1, rol20)], [el("rolomschrijving", 1, T.rolomschrijving)]] };

/**
 * EDEXML 2.0: 1.03 plus vestigingen, composite groups (mixed with the groups, referenced by pupils
 * and teachers), the Flemish school (<instellingsnummer>), <voornamen>, e-mail addresses and user
 * names, a teacher's roles, <toevoegingen> in school, groups and teachers, a pupil's group and
 * jaargroep no longer a choice, more personal numbers (bsn, rijksregisternummer …), the Belgian
 * postnummer and the wider jaargroep list.
 */
export const EDEX_2_0: EdexTabel = metWijzigingen(EDEX_1_0_3, "2.0", [
  // Simple types that changed: EDEXJaargroepType (types.variabel), EDEXAchternaamType (types.vast).
  { type: T.jaargroep, wordt: jaargroep20 },
  { type: T.achternaam, wordt: achternaam200 },

  // elementen SchoolType: peildatum? after schooljaar; the choice's Flemish branch (instellingsnummer, schoolkey?) second; toevoegingen? last.
  { voegToe: el("peildatum", 0, T.datum), in: "EDEX.school", na: "schooljaar" },
  { voegTakToe: [[el("instellingsnummer", 1, T.instellingsnummer), el("schoolkey", 0, T.sleutel)]], aan: "EDEX.school#school", op: 1 },
  { voegToe: toevoegingen(), in: "EDEX.school" },

  // structuur EDEXType: <vestigingen minOccurs="0"> after <school>, with <vestiging type="VestigingType" maxOccurs="unbounded"/>;
  // elementen VestigingType: naam (EDEXString64Type), omschrijving? (EDEXString256Type), mutatiedatum?; @key required.
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

  // structuur EDEXType: <groepen> is <xs:sequence maxOccurs="unbounded"><xs:choice> groep | samengestelde_groep: any order, mixed, at least one.
  { vervang: "EDEX.groepen", door: (g) => ({ ...(g as EdexElement), vrijeVolgorde: true as const }) },
  { vervang: "EDEX.groepen.groep", door: (g) => ({ ...(g as EdexElement), min: 0 }) },
  // elementen GroepType: omschrijving? (EDEXString256Type) and toevoegingen? after jaargroep.
  { voegToe: [el("omschrijving", 0, T.string256), toevoegingen()], in: "EDEX.groepen.groep", na: "jaargroep" },
  // elementen SamengesteldeGroepType: naam, omschrijving?, toevoegingen?, mutatiedatum?; @key required. No jaargroep.
  {
    voegToe: { naam: "samengestelde_groep", min: 0, max: "n", attributen: [sleutelAttr], kinderen: [el("naam", 1, T.string64), el("omschrijving", 0, T.string256), toevoegingen(), mutatiedatum()] },
    in: "EDEX.groepen",
  },

  // elementen LeerlingType: voornamen? (EDEXVoornamenType) after voorvoegsel in the name's first branch.
  { voegToe: el("voornamen", 0, T.voornamen), in: "EDEX.leerlingen.leerling#naam/0", na: "voorvoegsel" },
  // The 1.03 choice groep | jaargroep becomes two optional elements, jaargroep first.
  {
    vervang: "EDEX.leerlingen.leerling#plaatsing",
    door: (k) => {
      const [[groep], [jaargroep]] = (k as EdexKeuze).keuze as [[EdexElement], [EdexElement]];
      return [{ ...jaargroep, min: 0 }, { ...groep, min: 0 }];
    },
  },
  { voegToe: el("start_ondw_jgr3", 0, T.datum), in: "EDEX.leerlingen.leerling", na: "geslacht" },
  // After <groep>: samengestelde_groepen? (SamengesteldeGroepenReferentieType: samengestelde_groep 1..n), vestiging?
  // (VestigingReferentieType), gebruikersnaam? (EDEXGebruikersnaamType), emailadres? and fotourl? (EDEXString256Type).
  {
    voegToe: [
      { naam: "samengestelde_groepen", min: 0, max: 1, kinderen: [verwijzing("samengestelde_groep", 1, "n")] },
      verwijzing("vestiging", 0),
      el("gebruikersnaam", 0, T.gebruikersnaam),
      el("emailadres", 0, T.string256),
      el("fotourl", 0, T.string256),
    ],
    in: "EDEX.leerlingen.leerling",
    na: "groep",
  },
  // The personal-number choice: sofinummer | bsn (EDEXBsnType) | onderwijsnummer | bsn_ondwnr-4 | rijksregisternummer (never read).
  { voegTakToe: [[el("bsn", 1, T.negenCijfers)]], aan: "EDEX.leerlingen.leerling#nummer", op: 1 },
  { voegTakToe: [[el("bsn_ondwnr-4", 1, T.vierCijfers)], [el("rijksregisternummer", 1, T.rijksregisternummer)]], aan: "EDEX.leerlingen.leerling#nummer" },
  // The postcode choice: postcodenl | postnummerbe (EDEXPostnummerBeType) | postcodeoverig.
  { voegTakToe: [[el("postnummerbe", 1, T.vierCijfers)]], aan: "EDEX.leerlingen.leerling#postcode", op: 1 },

  // elementen LeerkrachtType: voornamen? in the name; gebruikersnaam?, emailadres? and the roles after the name; toevoegingen? after groepen.
  { voegToe: el("voornamen", 0, T.voornamen), in: "EDEX.leerkrachten.leerkracht#naam/0", na: "voorvoegsel" },
  { voegToe: [el("gebruikersnaam", 0, T.gebruikersnaam), el("emailadres", 0, T.string256), rollen], in: "EDEX.leerkrachten.leerkracht", na: "#naam" },
  // LeerkrachtGroepenReferentieType: <xs:sequence maxOccurs="unbounded"><xs:choice> groep | samengestelde_groep, both
  // LeerkrachtGroepReferentieType (GroepReferentieType's @key plus the teacher's roles in that group).
  { vervang: "EDEX.leerkrachten.leerkracht.groepen", door: (g) => ({ ...(g as EdexElement), vrijeVolgorde: true as const }) },
  {
    vervang: "EDEX.leerkrachten.leerkracht.groepen.groep",
    door: (g) => [
      { ...(g as EdexElement), min: 0, kinderen: [rollen] },
      { ...(g as EdexElement), naam: "samengestelde_groep", min: 0, kinderen: [rollen] },
    ],
  },
  { voegToe: toevoegingen(), in: "EDEX.leerkrachten.leerkracht", na: "groepen" },
]);
