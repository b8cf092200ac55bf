/**
 * The EDEXML element tables, as data: one per version in use. EDEXML 1.0.3 is written out whole
 * (schema-1.0.3.ts); 2.0 is 1.0.3 plus its differences (schema-2.0.ts) and 2.1 is 2.0 plus its
 * differences (schema-2.1.ts), applied by {@link metWijzigingen}. The parser reads them (which
 * elements repeat, which values an enumeration allows) and the unit tests generate files from them
 * (the smallest valid file, every optional element absent, each choice branch, every enumerated
 * value), so what the parser accepts and what the tests try come from the same place.
 *
 * Checked element by element against the standard's XSDs (EDEXML.structuur.xsd,
 * EDEXML.elementen.xsd, EDEXML.types.vast.xsd and EDEXML.types.variabel.xsd of 1.03, 2.0 and 2.1,
 * as public EDEXML libraries vendor them, e.g. github.com/Oefenweb/cakephp-edexml File/EDEXML-*)
 * and its example files (EDEXML.Voorbeeld.2.0(-Vla).xml, EDEXML.Voorbeeld.2.1(-Vla).xml, a Cito
 * LVS 1.03 export). Every entry names its XSD file and type, so it can be checked again; none of
 * those files is copied here.
 *
 * The identity constraints of EDEXML.structuur.xsd are the parser's record checks: unique keys of
 * groups (2.x: groups and composite groups share one key space, groepKeyUnique), pupils, teachers
 * and vestigingen; a pupil's and a teacher's <groep key> must name a group (keyref groepsRefLeerling,
 * groepsRefLeerkracht), a <samengestelde_groep key> a composite group; 2.1: an eckid is unique among
 * pupils (leerlingEckidUnique) and among teachers (leerkrachtEckidUnique).
 *
 * None of the XSDs declares a target namespace: files say
 * xsi:noNamespaceSchemaLocation="EDEXML.structuur.xsd". Files that put the elements in a namespace
 * or behind a prefix (some exports wrap them) are read all the same.
 *
 * A table is a tree of particles in document order, as the XSD's sequences and choices have it:
 * an element (`min`/`max` occurrences, its simple type or its children and attributes) or a
 * choice between sequences (`keuze`). Elements a version does not define are tolerated by the
 * parser (suppliers add their own, and `toevoegingen` is free content); they are simply not read.
 */

export type EdexVersie = "1.0.3" | "2.0" | "2.1";

export type EdexType =
  /** xs:string with the XSD's minLength/maxLength and, where it has one, its pattern (a RegExp source, whole value). */
  | { soort: "tekst"; lengte?: number; min?: number; patroon?: string; omschrijving?: string }
  /** xs:date (jjjj-mm-dd). */
  | { soort: "datum" }
  /** xs:dateTime. */
  | { soort: "datumtijd" }
  /**
   * EDEXSchooljaarType. The XSD enumerates the years (1991-1992 up to 2019-2020 in 1.03, up to
   * 2024-2025 in 2.0 and 2.1); every pair of consecutive years is accepted here, so a current
   * export is not refused for a year the XSD's list has not caught up with.
   */
  | { soort: "schooljaar" }
  /** An enumeration. */
  | { soort: "keuzelijst"; waarden: readonly string[] }
  /** Free content (toevoegingen: blokken of a supplier's own type): anything, never read. */
  | { soort: "vrij" };

export interface EdexAttribuut {
  naam: string;
  verplicht: boolean;
  type: EdexType;
}

export interface EdexElement {
  naam: string;
  min: 0 | 1;
  /** 1, or "n" for unbounded. */
  max: 1 | "n";
  /** The simple content of a leaf element (absent for an element with children only). */
  type?: EdexType;
  attributen?: readonly EdexAttribuut[];
  kinderen?: readonly EdexDeeltje[];
  /**
   * The children are the XSD's repeating choice (<xs:sequence maxOccurs="unbounded"><xs:choice>):
   * they may come in any order and mixed (<groepen> of 2.x: groep and samengestelde_groep), at
   * least one of them.
   */
  vrijeVolgorde?: true;
  /** Said in the user's words, for messages and the table's documentation. */
  omschrijving?: string;
}

/** A choice between sequences: one branch appears (none when `min` is 0; any number, each time one branch, when `max` is "n"). */
export interface EdexKeuze {
  /** Names the choice, so a later version can replace or remove it ("#naam"). */
  id: string;
  keuze: readonly (readonly EdexDeeltje[])[];
  min?: 0 | 1;
  max?: 1 | "n";
  omschrijving?: string;
}

export type EdexDeeltje = EdexElement | EdexKeuze;

export interface EdexTabel {
  versie: EdexVersie;
  /** Always null: no EDEXML XSD has a target namespace (files with one are read as well). */
  namespace: string | null;
  root: EdexElement;
}

export const isKeuze = (d: EdexDeeltje): d is EdexKeuze => "keuze" in d;

// ---------------------------------------------------------------------------------------------
// Simple types (EDEXML.types.vast.xsd and EDEXML.types.variabel.xsd)
// ---------------------------------------------------------------------------------------------

/*
 * Sources, per version (file names as the standard ships them; the 1.03 set is EDEXML.structuur.xsd,
 * EDEXML.elementen.xsd, EDEXML.types.vast.xsd and EDEXML.types.variabel.xsd, plus
 * EDEXML.elementen.lvs.xsd, the Cito LVS 4 toevoegingsblok, which only extends ToevoegingsBlokType):
 * - "types.vast" = EDEXML.types.vast.xsd: EDEXGeslachtType, EDEXKeyType, the number, postcode,
 *   brincode, dependancecode, instellingsnummer, name and EDEXString*Type types;
 * - "types.variabel" = EDEXML.types.variabel.xsd: EDEXSchooljaarType, EDEXEtniciteitType,
 *   EDEXLrlGewicht(Nieuw)Type, EDEXJaargroepType, EDEXLeerkrachtRolType (2.0+), EDEXLandType.
 */

/** types.variabel 1.03, EDEXJaargroepType: 0–8, 11–13 (voortgezet onderwijs), S (SO/SBO), H (historisch). */
export const JAARGROEPEN_1_0_3 = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "11", "12", "13", "S", "H"] as const;
/**
 * types.variabel 2.0 and 2.1, EDEXJaargroepType (the same list in both): B (baby's), D
 * (dreumesen), 0–8 (0 peutergroep / kleuterklas 1 in Vlaanderen), 11–16 (voortgezet / secundair
 * onderwijs leerjaar 1–6), S (speciaal (basis)onderwijs / BuO), V (voortgezet speciaal onderwijs /
 * BuSO), C (combinatiegroep: jaargroep per leerling), N (niet PO/VO), H (historisch). In the XSD's
 * order. (A public parser's map 0–8, 11, 12, 13, S, H is the 1.03 list; 2.x adds B, D, 14–16, V, C, N.)
 */
export const JAARGROEPEN = ["B", "D", "0", "1", "2", "3", "4", "5", "6", "7", "8", "11", "12", "13", "14", "15", "16", "S", "V", "C", "N", "H"] as const;
/**
 * types.vast (every version), EDEXGeslachtType (NEN-ISO 5218): 0 onbekend, 1 jongen, 2 meisje, 9
 * niet gespecificeerd. The base is xs:integer (2.0 and 2.1 add totalDigits 1), so "01" or " +1 "
 * is the value 1 to an XSD validator: the parser reads the number, not the text.
 */
export const GESLACHTEN = ["0", "1", "2", "9"] as const;
/** types.variabel 2.0, EDEXLeerkrachtRolType, in the XSD's order (2.1 adds TAL, toetsafnameleider, after STA). */
export const ROLLEN_2_0 = ["ADJ", "ADM", "CON", "DIR", "ICT", "IB", "KLA", "LRK", "LOS", "LOC", "OWA", "OUD", "RT", "SMW", "STA", "VAK"] as const;

const tekst = (min: number, lengte: number): EdexType => ({ soort: "tekst", min, lengte });
const patroon = (p: string, omschrijving?: string): EdexType => ({ soort: "tekst", patroon: p, ...(omschrijving ? { omschrijving } : {}) });

/** The simple types of 1.03; later versions change some with a `type` difference (schema-2.0.ts, schema-2.1.ts). Patterns: the XSD's \p{Nd} and \p{Lu} as ASCII digits and capitals. */
export const T = {
  /** types.vast EDEXKeyType: 1–64 characters (2.1: 1–256). Any characters: "#1", "00001" and "0" are keys. */
  sleutel: tekst(1, 64),
  /** types.vast EDEXString32Type / EDEXString64Type / EDEXString128Type, and EDEXString256Type (2.0+). */
  string32: tekst(1, 32),
  string64: tekst(1, 64),
  string128: tekst(1, 128),
  string256: tekst(1, 256),
  /** types.vast EDEXAchternaamType: 1–70 characters (2.0 and 2.1: 1–200). */
  achternaam: tekst(1, 70),
  /** types.vast EDEXVoorvoegselType and EDEXVoorletters-1Type (every version). */
  voorvoegsel: tekst(1, 10),
  voorletters: tekst(1, 6),
  /** types.vast EDEXVoornamenType (2.0 and 2.1). */
  voornamen: tekst(1, 200),
  /** types.vast EDEXGebruikersnaamType and EDEXRolOmschtijvingType (sic; 2.0 and 2.1): 1–64 characters. */
  gebruikersnaam: tekst(1, 64),
  rolomschrijving: tekst(1, 64),
  /** types.vast EDEXBrincodeType \p{Nd}{2}\p{Lu}{2}, EDEXDependancecodeType \p{Nd}{2} ("00 betekent hetzelfde als leeg", 2.0). */
  brincode: patroon("\\d{2}[A-Z]{2}", "twee cijfers en twee hoofdletters, zoals 99XY"),
  dependancecode: patroon("\\d{2}", "twee cijfers; 00 betekent hetzelfde als leeg"),
  /** types.vast EDEXInstellingsnummerType (Vlaanderen, 2.0 and 2.1): \p{Nd}{2,6}. */
  instellingsnummer: patroon("\\d{2,6}", "2 tot 6 cijfers zonder voorloopnullen"),
  /** types.vast EDEXSofinummerType, EDEXOnderwijsnummerType, EDEXBsnType (2.0+): 9 digits; EDEXBsnOndwnr-4Type (2.0+): 4. */
  negenCijfers: patroon("\\d{9}"),
  vierCijfers: patroon("\\d{4}"),
  /** types.vast EDEXRijksregisternummerType (2.0+): 11 digits. */
  rijksregisternummer: patroon("\\d{11}"),
  /** types.vast EDEXPostcodeNlType \p{Nd}{4}\p{Lu}{2}; EDEXPostnummerBeType (2.0+) is `vierCijfers`. */
  postcodenl: patroon("\\d{4}[A-Z]{2}"),
  /** types.variabel EDEXLandType: '?' or a country code (an enumeration of some 250 two-letter codes, never read). */
  land: patroon("\\?|[A-Z]{2}", "ISO-landcode of ?"),
  /** xs:date and xs:dateTime (geboortedatum, instroomdatum …; aanmaakdatum, mutatiedatum). */
  datum: { soort: "datum" },
  datumtijd: { soort: "datumtijd" },
  /** types.variabel EDEXSchooljaarType (see `schooljaar` above). */
  schooljaar: { soort: "schooljaar" },
  jaargroep: { soort: "keuzelijst", waarden: JAARGROEPEN_1_0_3 },
  geslacht: { soort: "keuzelijst", waarden: GESLACHTEN },
  /** types.variabel EDEXEtniciteitType, EDEXLrlGewichtNieuwType, EDEXLrlGewichtType (every version). */
  etniciteit: { soort: "keuzelijst", waarden: ["9", "0", "1"] },
  gewichtNieuw: { soort: "keuzelijst", waarden: ["?", "0", "0,3", "1,2"] },
  gewicht: { soort: "keuzelijst", waarden: ["?", "0.00", "0.25", "0.40", "0.70", "0.90"] },
  /** The content of <toevoegingen>: <blok> elements of an extension of the abstract ToevoegingsBlokType (xsi:type), never read. */
  vrij: { soort: "vrij" },
} as const satisfies Record<string, EdexType>;

export const el = (naam: string, min: 0 | 1, type: EdexType, max: 1 | "n" = 1): EdexElement => ({ naam, min, max, type });
export const sleutelAttr: EdexAttribuut = { naam: "key", verplicht: true, type: T.sleutel };
/** An empty element that points at a record by its key (`<groep key="G1"/>`). */
export const verwijzing = (naam: string, min: 0 | 1, max: 1 | "n" = 1): EdexElement => ({ naam, min, max, attributen: [sleutelAttr] });
/** <toevoegingen>: one or more <blok> of a supplier's own type (xsi:type), free content. */
export const toevoegingen = (): EdexElement => el("toevoegingen", 0, T.vrij);
export const mutatiedatum = (): EdexElement => el("mutatiedatum", 0, T.datumtijd);

// ---------------------------------------------------------------------------------------------
// A version as the differences from the one before
// ---------------------------------------------------------------------------------------------

/**
 * One difference between a version and the one it builds on. A path is the element path from the
 * root (EDEX.leerlingen.leerling); "#id" names a choice among an element's children
 * (EDEX.leerlingen.leerling#naam), and "#id/n" the n-th branch of that choice as a list of
 * particles (EDEX.leerlingen.leerling#naam/0: achternaam, voorvoegsel, …).
 * - `voegToe`: particles into the list `in` (an element's children or a choice's branch), after
 *   the particle `na` (an element's name or "#id"), or first when `na` is null, or last when it is
 *   absent;
 * - `voegTakToe`: branches into the choice `aan`, at index `op` (last when absent);
 * - `verwijder`: the element or choice at that path (every branch that has it);
 * - `vervang`: the element or choice at that path by another, or by what a function of the old one
 *   answers (one particle or several, in its place);
 * - `type`: every element and attribute of that type (the same object) gets the new one, as a
 *   simple type that changes in the XSD (EDEXKeyType 64 → 256).
 * A difference that names nothing throws, so a typo is caught when the module loads.
 */
export type EdexWijziging =
  | { voegToe: EdexDeeltje | readonly EdexDeeltje[]; in: string; na?: string | null }
  | { voegTakToe: readonly (readonly EdexDeeltje[])[]; aan: string; op?: number }
  | { verwijder: string }
  | { vervang: string; door: EdexDeeltje | ((oud: EdexDeeltje) => EdexDeeltje | readonly EdexDeeltje[]) }
  | { type: EdexType; wordt: EdexType };

const naamVanDeeltje = (d: EdexDeeltje) => (isKeuze(d) ? `#${d.id}` : d.naam);

/** Applies `f` to the children list of every element at `pad` (through choice branches); throws when there is none, so a typo in a difference is caught. */
function bijPad(root: EdexElement, pad: string, f: (kinderen: readonly EdexDeeltje[]) => readonly EdexDeeltje[]): EdexElement {
  const delen = pad.split(".");
  if (delen[0] !== root.naam) throw new Error(`EDEX-tabel: pad ${pad} begint niet bij ${root.naam}`);
  let geraakt = 0;
  const inElement = (e: EdexElement, rest: string[]): EdexElement => {
    if (!rest.length) {
      geraakt++;
      return { ...e, kinderen: f(e.kinderen ?? []) };
    }
    return { ...e, kinderen: (e.kinderen ?? []).map((d) => inDeeltje(d, rest)) };
  };
  const inDeeltje = (d: EdexDeeltje, rest: string[]): EdexDeeltje => {
    if (isKeuze(d)) return { ...d, keuze: d.keuze.map((tak) => tak.map((x) => inDeeltje(x, rest))) };
    return d.naam === rest[0] ? inElement(d, rest.slice(1)) : d;
  };
  const uit = inElement(root, delen.slice(1));
  if (!geraakt) throw new Error(`EDEX-tabel: geen element op ${pad}`);
  return uit;
}

/** Applies `f` to the choice `#id` among the children of the element at `pad`; throws when it is not there. */
function bijKeuze(root: EdexElement, pad: string, id: string, f: (k: EdexKeuze) => EdexKeuze): EdexElement {
  let gevonden = false;
  const uit = bijPad(root, pad, (k) =>
    k.map((d) => {
      if (!isKeuze(d) || d.id !== id) return d;
      gevonden = true;
      return f(d);
    }),
  );
  if (!gevonden) throw new Error(`EDEX-tabel: geen keuze #${id} in ${pad}`);
  return uit;
}

/** Applies `f` to a particle list: an element's children ("EDEX.school") or a branch of a choice ("EDEX.school#school/0"). */
function bijLijst(root: EdexElement, pad: string, f: (lijst: readonly EdexDeeltje[]) => readonly EdexDeeltje[]): EdexElement {
  const tak = /^(.*)#([^#/.]+)\/(\d+)$/.exec(pad);
  if (!tak) return bijPad(root, pad, f);
  const [, ouder, id, n] = tak;
  return bijKeuze(root, ouder!, id!, (k) => {
    if (!k.keuze[Number(n)]) throw new Error(`EDEX-tabel: keuze #${id} in ${ouder} heeft geen tak ${n}`);
    return { ...k, keuze: k.keuze.map((b, i) => (i === Number(n) ? f(b) : b)) };
  });
}

function splits(pad: string): [string, string] {
  const hekje = pad.lastIndexOf("#");
  if (hekje > 0) return [pad.slice(0, hekje), pad.slice(hekje)];
  const punt = pad.lastIndexOf(".");
  return [pad.slice(0, punt), pad.slice(punt + 1)];
}

function vervangType(d: EdexDeeltje, oud: EdexType, nieuw: EdexType): EdexDeeltje {
  if (isKeuze(d)) return { ...d, keuze: d.keuze.map((tak) => tak.map((x) => vervangType(x, oud, nieuw))) };
  return {
    ...d,
    ...(d.type ? { type: d.type === oud ? nieuw : d.type } : {}),
    ...(d.attributen ? { attributen: d.attributen.map((a) => (a.type === oud ? { ...a, type: nieuw } : a)) } : {}),
    ...(d.kinderen ? { kinderen: d.kinderen.map((k) => vervangType(k, oud, nieuw)) } : {}),
  };
}

/** The table of `versie`: `basis` with `wijzigingen` applied in order. */
export function metWijzigingen(basis: EdexTabel, versie: EdexVersie, wijzigingen: readonly EdexWijziging[]): EdexTabel {
  let root = basis.root;
  for (const w of wijzigingen) {
    if ("voegToe" in w) {
      const nieuw = Array.isArray(w.voegToe) ? (w.voegToe as readonly EdexDeeltje[]) : [w.voegToe as EdexDeeltje];
      root = bijLijst(root, w.in, (k) => {
        if (w.na === undefined) return [...k, ...nieuw];
        if (w.na === null) return [...nieuw, ...k];
        const i = k.findIndex((d) => naamVanDeeltje(d) === w.na);
        if (i < 0) throw new Error(`EDEX-tabel ${versie}: ${w.na} staat niet in ${w.in}`);
        return [...k.slice(0, i + 1), ...nieuw, ...k.slice(i + 1)];
      });
    } else if ("voegTakToe" in w) {
      const [ouder, id] = splits(w.aan);
      if (!id.startsWith("#")) throw new Error(`EDEX-tabel ${versie}: ${w.aan} is geen keuze`);
      root = bijKeuze(root, ouder, id.slice(1), (k) => {
        const op = w.op ?? k.keuze.length;
        return { ...k, keuze: [...k.keuze.slice(0, op), ...w.voegTakToe, ...k.keuze.slice(op)] };
      });
    } else if ("verwijder" in w || "vervang" in w) {
      const pad = "verwijder" in w ? w.verwijder : w.vervang;
      const [ouder, naam] = splits(pad);
      let gevonden = false;
      root = bijPad(root, ouder, (k) =>
        k.flatMap((d) => {
          if (naamVanDeeltje(d) !== naam) return [d];
          gevonden = true;
          if ("verwijder" in w) return [];
          const door = typeof w.door === "function" ? w.door(d) : w.door;
          return Array.isArray(door) ? (door as readonly EdexDeeltje[]) : [door as EdexDeeltje];
        }),
      );
      if (!gevonden) throw new Error(`EDEX-tabel ${versie}: ${pad} bestaat niet in ${basis.versie}`);
    } else {
      root = vervangType(root, w.type, w.wordt) as EdexElement;
    }
  }
  return { versie, namespace: basis.namespace, root };
}

// ---------------------------------------------------------------------------------------------
// Reading a table
// ---------------------------------------------------------------------------------------------

/** Every element of a table with its path from the root (EDEX.leerlingen.leerling …), every branch of every choice included. */
export function elementen(tabel: EdexTabel): { pad: string; element: EdexElement }[] {
  const uit: { pad: string; element: EdexElement }[] = [];
  const loop = (e: EdexElement, pad: string) => {
    uit.push({ pad, element: e });
    for (const d of e.kinderen ?? []) loopDeeltje(d, pad);
  };
  const loopDeeltje = (d: EdexDeeltje, ouder: string) => {
    if (isKeuze(d)) for (const tak of d.keuze) for (const x of tak) loopDeeltje(x, ouder);
    else loop(d, `${ouder}.${d.naam}`);
  };
  loop(tabel.root, tabel.root.naam);
  return uit;
}

/** The element at a path (first match over the choice branches), or undefined. */
export function elementOp(tabel: EdexTabel, pad: string): EdexElement | undefined {
  return elementen(tabel).find((e) => e.pad === pad)?.element;
}

/** Paths of the elements that may repeat: the parser reads them as lists, also when one occurs. */
export function lijstPaden(tabel: EdexTabel): string[] {
  return [...new Set(elementen(tabel).filter((e) => e.element.max === "n").map((e) => e.pad))];
}

/** The allowed values of an enumerated element, or null when it is not one. */
export function waardenVan(tabel: EdexTabel, pad: string): readonly string[] | null {
  const t = elementOp(tabel, pad)?.type;
  return t?.soort === "keuzelijst" ? t.waarden : null;
}
