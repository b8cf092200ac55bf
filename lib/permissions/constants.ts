/**
 * Permission constants of spec 1-product §3 and §6. Numbers are part of the API contract
 * (role masks are stored and sent as these numbers): never renumber.
 */

/** One bit per right; a role stores the OR of its bits per function area. */
export const Bits = {
  ReadEigenKlas: 1,
  WriteEigenKlas: 2,
  ReadEigenVestiging: 4,
  WriteEigenVestiging: 8,
  ReadAlle: 16,
  WriteAlle: 32,
  Manage: 64,
} as const;
export type BitNaam = keyof typeof Bits;
export type Bit = (typeof Bits)[BitNaam];

export const Combinations = {
  /** Any write bit: WriteEigenKlas | WriteEigenVestiging | WriteAlle. */
  Write: 42,
  /** Any read bit: ReadEigenKlas | ReadEigenVestiging | ReadAlle. */
  Read: 21,
  WriteReadEigenKlas: 3,
  WriteReadEigenVestiging: 12,
  WriteReadAll: 48,
  ManageWriteReadAll: 112,
} as const;

/** Every bit at once: "has any permission at all" in an area. */
export const ALL_BITS = 127;

/** The bits in display order, for a permission grid. */
export const BIT_VOLGORDE: readonly BitNaam[] = [
  "ReadEigenKlas",
  "WriteEigenKlas",
  "ReadEigenVestiging",
  "WriteEigenVestiging",
  "ReadAlle",
  "WriteAlle",
  "Manage",
];

export const BIT_LABELS: Readonly<Record<BitNaam, string>> = {
  ReadEigenKlas: "Lezen eigen klas",
  WriteEigenKlas: "Schrijven eigen klas",
  ReadEigenVestiging: "Lezen eigen vestiging",
  WriteEigenVestiging: "Schrijven eigen vestiging",
  ReadAlle: "Lezen alle",
  WriteAlle: "Schrijven alle",
  Manage: "Beheren",
};

/** How far a right reaches over branches. */
export const VestigingScope = { None: "None", Eigen: "Eigen", Alle: "Alle" } as const;
export type VestigingScope = (typeof VestigingScope)[keyof typeof VestigingScope];

/** Function areas (functiegebieden), numbered 0-15 in the spec's order. */
export const Functiegebied = {
  Gebruikers: 0,
  Administratie: 1,
  Vestigingen: 2,
  Groepen: 3,
  Leerlingformulieren: 4,
  Leerlingen: 5,
  Notities: 6,
  Leerlingdossiers: 7,
  Leerlingevaluaties: 8,
  Ontwikkelingsperspectieven: 9,
  Groepsplannen: 10,
  Handelingsplannen: 11,
  Leerlingplannen: 12,
  Api: 13,
  Leerroutepakketten: 14,
  Lessen: 15,
} as const;
export type FunctiegebiedNaam = keyof typeof Functiegebied;
export type Functiegebied = (typeof Functiegebied)[FunctiegebiedNaam];

/** All areas in number order. */
export const ALLE_FUNCTIEGEBIEDEN: readonly Functiegebied[] = Object.values(Functiegebied).sort((a, b) => a - b);

const NAMEN_PER_NUMMER = Object.fromEntries(
  Object.entries(Functiegebied).map(([naam, nr]) => [nr, naam as FunctiegebiedNaam]),
) as Record<number, FunctiegebiedNaam | undefined>;

export function isFunctiegebied(value: unknown): value is Functiegebied {
  return typeof value === "number" && NAMEN_PER_NUMMER[value] !== undefined;
}

/** Name of an area number, e.g. 5 → "Leerlingen"; undefined for a number outside 0-15. */
export function functiegebiedNaam(nummer: number): FunctiegebiedNaam | undefined {
  return NAMEN_PER_NUMMER[nummer];
}

export const FUNCTIEGEBIED_LABELS: Readonly<Record<Functiegebied, string>> = {
  [Functiegebied.Gebruikers]: "Gebruikers",
  [Functiegebied.Administratie]: "Administratie",
  [Functiegebied.Vestigingen]: "Vestigingen",
  [Functiegebied.Groepen]: "Groepen",
  [Functiegebied.Leerlingformulieren]: "Leerlingformulieren",
  [Functiegebied.Leerlingen]: "Leerlingen",
  [Functiegebied.Notities]: "Notities",
  [Functiegebied.Leerlingdossiers]: "Leerlingdossiers",
  [Functiegebied.Leerlingevaluaties]: "Leerlingevaluaties",
  [Functiegebied.Ontwikkelingsperspectieven]: "Ontwikkelingsperspectieven",
  [Functiegebied.Groepsplannen]: "Groepsplannen",
  [Functiegebied.Handelingsplannen]: "Handelingsplannen",
  [Functiegebied.Leerlingplannen]: "Leerlingplannen",
  [Functiegebied.Api]: "API",
  [Functiegebied.Leerroutepakketten]: "Leerroutepakketten",
  [Functiegebied.Lessen]: "Lessen",
};

/** List filter choices and their numeric flags (spec §3). */
export const FilterFlag = { Eigen: 1, Alle: 2, Actief: 4, Inactief: 8 } as const;
export type FilterNaam = keyof typeof FilterFlag;

/**
 * Order in which a list without a filter picks one: the flag order 1, 2, 4, 8, which also puts
 * the narrowest view (own class) first for a teacher.
 */
export const FILTER_VOLGORDE: readonly FilterNaam[] = ["Eigen", "Alle", "Actief", "Inactief"];

/** Licence code the export needs (spec §6 names "a specific licence code"). */
export const EXPORT_LICENTIECODE = "EXPORT";
