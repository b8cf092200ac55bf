/**
 * The EDEXML element tables, as data: one per version in use. EDEXML 1.0.3 is written out whole
 * (schema-1.0.3.ts); 2.0 is 1.0.3 plus its differences (schema-2.0.ts) and 2.1 is 2.0 plus its
 * differences (schema-2.1.ts), applied by {@link metWijzigingen}. The parser reads them (which
 * elements repeat, which values an enumeration allows) and the unit tests generate files from them
 * (the smallest valid file, every optional element absent, each choice branch, every enumerated
 * value), so what the parser accepts and what the tests try come from the same place.
 *
 * Written from the standard's XSDs (EDEXML.structuur.xsd, EDEXML.elementen.xsd,
 * EDEXML.types.vast.xsd and EDEXML.types.variabel.xsd of 1.03, 2.0 and 2.1) and its example files.
 * None of them declares a target namespace: files say
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

/** EDEXJaargroepType of 1.03: 0–8, 11–13 (voortgezet onderwijs), S (SO/SBO), H (historisch). */
export const JAARGROEPEN_1_0_3 = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "11", "12", "13", "S", "H"] as const;
/**
 * EDEXJaargroepType of 2.0 and 2.1: B (baby's), D (dreumesen), 0–8 (0 peutergroep / kleuterklas 1
 * in Vlaanderen), 11–16 (voortgezet / secundair onderwijs leerjaar 1–6), S (speciaal
 * (basis)onderwijs / BuO), V (voortgezet speciaal onderwijs / BuSO), C (combinatiegroep: jaargroep
 * per leerling), N (niet PO/VO), H (historisch). In the XSD's order.
 */
export const JAARGROEPEN = ["B", "D", "0", "1", "2", "3", "4", "5", "6", "7", "8", "11", "12", "13", "14", "15", "16", "S", "V", "C", "N", "H"] as const;
/** EDEXGeslachtType (NEN-ISO 5218), every version: 0 onbekend, 1 jongen, 2 meisje, 9 niet gespecificeerd. */
export const GESLACHTEN = ["0", "1", "2", "9"] as const;
/** EDEXLeerkrachtRolType of 2.0 (2.1 adds TAL, toetsafnameleider). */
export const ROLLEN_2_0 = ["ADJ", "ADM", "CON", "DIR", "ICT", "IB", "KLA", "LRK", "LOS", "LOC", "OWA", "OUD", "RT", "SMW", "STA", "VAK"] as const;

const tekst = (min: number, lengte: number): EdexType => ({ soort: "tekst", min, lengte });
const patroon = (p: string, omschrijving?: string): EdexType => ({ soort: "tekst", patroon: p, ...(omschrijving ? { omschrijving } : {}) });

export const T = {
  /** EDEXKeyType: 1–64 characters (2.1: 1–256). */
  sleutel: tekst(1, 64),
  string32: tekst(1, 32),
  string64: tekst(1, 64),
  string128: tekst(1, 128),
  string256: tekst(1, 256),
  /** EDEXAchternaamType: 1–70 characters (2.0 and 2.1: 1–200). */
  achternaam: tekst(1, 70),
  voorvoegsel: tekst(1, 10),
  voorletters: tekst(1, 6),
  /** EDEXVoornamenType (2.0 and 2.1). */
  voornamen: tekst(1, 200),
  brincode: patroon("\\d{2}[A-Z]{2}", "twee cijfers en twee hoofdletters, zoals 99XY"),
  dependancecode: patroon("\\d{2}", "twee cijfers; 00 betekent hetzelfde als leeg"),
  /** EDEXInstellingsnummerType (Vlaanderen, 2.0 and 2.1): 2 to 6 digits. */
  instellingsnummer: patroon("\\d{2,6}", "2 tot 6 cijfers zonder voorloopnullen"),
  negenCijfers: patroon("\\d{9}"),
  vierCijfers: patroon("\\d{4}"),
  rijksregisternummer: patroon("\\d{11}"),
  postcodenl: patroon("\\d{4}[A-Z]{2}"),
  /** EDEXLandType: '?' or an ISO 3166 code (an enumeration of some 250 codes, never read). */
  land: patroon("\\?|[A-Z]{2}", "ISO-landcode of ?"),
  datum: { soort: "datum" },
  datumtijd: { soort: "datumtijd" },
  schooljaar: { soort: "schooljaar" },
  jaargroep: { soort: "keuzelijst", waarden: JAARGROEPEN_1_0_3 },
  geslacht: { soort: "keuzelijst", waarden: GESLACHTEN },
  etniciteit: { soort: "keuzelijst", waarden: ["9", "0", "1"] },
  gewichtNieuw: { soort: "keuzelijst", waarden: ["?", "0", "0,3", "1,2"] },
  gewicht: { soort: "keuzelijst", waarden: ["?", "0.00", "0.25", "0.40", "0.70", "0.90"] },
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
 * root (EDEX.leerlingen.leerling), through the branches of choices; "#id" names a choice among a
 * parent's children (EDEX.leerlingen.leerling#naam).
 * - `voegToe`: particles into the children of `in`, after the particle `na` (an element's name or
 *   "#id"), or first when `na` is null, or last when it is absent;
 * - `verwijder`: the element or choice at that path (every branch that has it);
 * - `vervang`: the element or choice at that path by another (or by a function of the old one);
 * - `type`: every element and attribute of that type (the same object) gets the new one, as a
 *   simple type that changes in the XSD (EDEXKeyType 64 → 256).
 */
export type EdexWijziging =
  | { voegToe: EdexDeeltje | readonly EdexDeeltje[]; in: string; na?: string | null }
  | { verwijder: string }
  | { vervang: string; door: EdexDeeltje | ((oud: EdexDeeltje) => EdexDeeltje) }
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
      root = bijPad(root, w.in, (k) => {
        if (w.na === undefined) return [...k, ...nieuw];
        if (w.na === null) return [...nieuw, ...k];
        const i = k.findIndex((d) => naamVanDeeltje(d) === w.na);
        if (i < 0) throw new Error(`EDEX-tabel ${versie}: ${w.na} staat niet in ${w.in}`);
        return [...k.slice(0, i + 1), ...nieuw, ...k.slice(i + 1)];
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
          return [typeof w.door === "function" ? w.door(d) : w.door];
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
