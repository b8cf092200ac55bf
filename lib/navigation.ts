import { BEHEER_ITEMS, canManageAny, Combinations, Functiegebied, guards, hasBits, permittedFilters, visibleBeheerItems, type BeheerItem, type UserPermissions } from "@/lib/permissions";

/**
 * The main navigation of spec §2. An item appears once its screen exists (`beschikbaar`), so the
 * menu never leads to a page that is not there yet; later work flips the flag with the screen.
 */
export interface NavItem {
  key: string;
  label: string;
  /** `periode`: the period a bare overview would open (lib/schooljaar overzichtPeriode), when there is one; eindadres adds its tab. */
  href: (admnr: number, schooljaar: string, periode: number | null) => string;
  /** Path prefix that marks the item active. */
  match: (admnr: number) => RegExp;
  beschikbaar: boolean;
  zichtbaar?: (p: UserPermissions) => boolean;
}

/**
 * Planning (the teacher's start of the week, the monitor, the plans) is for whoever reads
 * evaluations or plans (any read bit: the pages then apply own group / own branch / all).
 */
export function planningZichtbaar(p: UserPermissions): boolean {
  return [Functiegebied.Leerlingevaluaties, Functiegebied.Groepsplannen, Functiegebied.Handelingsplannen, Functiegebied.Leerlingplannen, Functiegebied.Ontwikkelingsperspectieven].some((area) => hasBits(p, area, Combinations.Read));
}

export const NAV_ITEMS: readonly NavItem[] = [
  { key: "home", label: "Home", href: (a) => `/${a}`, match: (a) => new RegExp(`^/${a}/?$`), beschikbaar: true },
  { key: "administratie", label: "Administratie", href: (a, s) => `/${a}/schooljaar/${s}/adm/leerlingen`, match: (a) => new RegExp(`^/${a}/schooljaar/[^/]+/adm`), beschikbaar: true, zichtbaar: (p) => permittedFilters(p, Functiegebied.Leerlingen).length > 0 },
  { key: "planning", label: "Planning", href: (a, s) => `/${a}/schooljaar/${s}/planning`, match: (a) => new RegExp(`^/${a}/schooljaar/[^/]+/planning`), beschikbaar: true, zichtbaar: (p) => planningZichtbaar(p) },
  { key: "overzichten", label: "Overzichten", href: (a, s, p) => (p === null ? `/${a}/schooljaar/${s}/overzichten` : `/${a}/schooljaar/${s}/overzichten/${p}`), match: (a) => new RegExp(`^/${a}/schooljaar/[^/]+/overzichten`), beschikbaar: true, zichtbaar: (p) => guards.evaluatiesLezen(p) },
  { key: "leerroutepakketten", label: "Leerroutepakketten", href: (a) => `/${a}/leerroutepakketten`, match: (a) => new RegExp(`^/${a}/leerroutepakketten`), beschikbaar: true },
  { key: "lessen", label: "Lessen", href: (a) => `/${a}/Lesbundels`, match: (a) => new RegExp(`^/${a}/Lesbundels`, "i"), beschikbaar: true },
  {
    key: "instellingen",
    label: "Instellingen",
    href: (a) => `/${a}/beheer`,
    match: (a) => new RegExp(`^/${a}/beheer`),
    beschikbaar: true,
    // Spec §6: only with at least one manage right — and only when a settings screen exists for it.
    zichtbaar: (p) => canManageAny(p) && beheerItemsFor(p).length > 0,
  },
];

/** Settings screens that exist; an item shows in the settings menu once it is listed here. */
export const BESCHIKBARE_BEHEER_ITEMS: ReadonlySet<string> = new Set(["schooljaren", "Gebruikers", "Vestigingen", "rollen", "tags", "Notitiesoorten", "DossierCategorieen", "Formuliertemplates", "Opptemplates", "leerlingplantemplates", "Hoofdvakgebieden", "Vakgebieden", "Beoordelaars", "leerjaren", "import", "Export", "Inlogmethoden"]);

export function navItemsFor(p: UserPermissions): NavItem[] {
  return NAV_ITEMS.filter((item) => item.beschikbaar && (!item.zichtbaar || item.zichtbaar(p)));
}

/** Settings items the user may open and that exist, in the order of spec §2. */
export function beheerItemsFor(p: UserPermissions): BeheerItem[] {
  return visibleBeheerItems(p).filter((item) => BESCHIKBARE_BEHEER_ITEMS.has(item.segment));
}

export { BEHEER_ITEMS };
