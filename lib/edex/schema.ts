/**
 * The EDEXML element tables, as data: one per version in use (schema-1.0.3.ts, schema-2.0.ts,
 * schema-2.1.ts). The parser reads them (which elements repeat, which values an enumeration
 * allows, which names a record may lack) and the unit tests generate files from them (the smallest
 * valid file, every optional element absent, each choice branch, every enumerated value), so what
 * the parser accepts and what the tests try come from the same place.
 *
 * A table is a tree of particles in document order, as the XSD's sequences and choices have it:
 * an element (`min`/`max` occurrences, its simple type or its children and attributes) or a
 * choice between sequences (`keuze`). Elements a version does not define are tolerated by the
 * parser (suppliers add their own, and `toevoegingen` is free content); they are simply not read.
 */

export type EdexVersie = "1.0.3" | "2.0" | "2.1";

export type EdexType =
  /** xs:string, optionally with a maximum length. */
  | { soort: "tekst"; lengte?: number; min?: number }
  /** xs:date (jjjj-mm-dd). */
  | { soort: "datum" }
  /** xs:dateTime. */
  | { soort: "datumtijd" }
  /** Two consecutive years, 2025-2026. */
  | { soort: "schooljaar" }
  /** An enumeration. */
  | { soort: "keuzelijst"; waarden: readonly string[] }
  /** Free content (toevoegingen): anything, never read. */
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
  /** Said in the user's words, for messages and the table's documentation. */
  omschrijving?: string;
}

/** A choice between sequences: exactly one branch appears. */
export interface EdexKeuze {
  keuze: readonly (readonly EdexDeeltje[])[];
  omschrijving?: string;
}

export type EdexDeeltje = EdexElement | EdexKeuze;

export interface EdexTabel {
  versie: EdexVersie;
  /** The namespace the version's files declare (files without one are read as well). */
  namespace: string | null;
  root: EdexElement;
}

export const isKeuze = (d: EdexDeeltje): d is EdexKeuze => "keuze" in d;

// ---------------------------------------------------------------------------------------------
// Shared simple types
// ---------------------------------------------------------------------------------------------

/** Jaargroep in every version: 0 (peuters/voorschool) to 8, S (speciaal onderwijs), V (voortgezet speciaal onderwijs). */
export const JAARGROEPEN = ["0", "1", "2", "3", "4", "5", "6", "7", "8", "S", "V"] as const;
/** Geslacht (ISO 5218 as EDEX uses it): 0 onbekend, 1 man, 2 vrouw, 9 niet gespecificeerd. */
export const GESLACHTEN = ["0", "1", "2", "9"] as const;

export const T = {
  sleutel: { soort: "tekst", lengte: 40, min: 1 },
  naam: { soort: "tekst", lengte: 60, min: 1 },
  kort: { soort: "tekst", lengte: 30 },
  omschrijving: { soort: "tekst", lengte: 255 },
  voorvoegsel: { soort: "tekst", lengte: 10 },
  voorletters: { soort: "tekst", lengte: 20 },
  voornamen: { soort: "tekst", lengte: 100 },
  brin: { soort: "tekst", lengte: 4, min: 4 },
  dependance: { soort: "tekst", lengte: 2, min: 2 },
  email: { soort: "tekst", lengte: 254 },
  datum: { soort: "datum" },
  datumtijd: { soort: "datumtijd" },
  schooljaar: { soort: "schooljaar" },
  jaargroep: { soort: "keuzelijst", waarden: JAARGROEPEN },
  geslacht: { soort: "keuzelijst", waarden: GESLACHTEN },
  vrij: { soort: "vrij" },
} as const satisfies Record<string, EdexType>;

export const el = (naam: string, min: 0 | 1, type: EdexType, max: 1 | "n" = 1): EdexElement => ({ naam, min, max, type });
export const sleutelAttr: EdexAttribuut = { naam: "key", verplicht: true, type: T.sleutel };
/** An empty element that points at a record by its key (`<groep key="G1"/>`). */
export const verwijzing = (naam: string, min: 0 | 1, max: 1 | "n" = 1): EdexElement => ({ naam, min, max, attributen: [sleutelAttr] });

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
