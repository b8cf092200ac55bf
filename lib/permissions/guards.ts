import { ALL_BITS, Bits, Combinations, EXPORT_LICENTIECODE, Functiegebied } from "./constants";
import { permittedFilters } from "./filters";
import { canManageAny, canRead, canWrite, hasBits, type PermissionObject, type UserPermissions } from "./rules";

const F = Functiegebied;

function manage(area: Functiegebied) {
  return (p: UserPermissions) => hasBits(p, area, Bits.Manage);
}

/** Any of `bits` in the area: the route/page form of an object rule the service then applies. */
function anyOf(area: Functiegebied, bits: number) {
  return (p: UserPermissions) => hasBits(p, area, bits);
}

/** A learning-route package: Leerroutepakketten manage, and only within the user's own customer. */
export function canManageLeerroutepakket(p: UserPermissions, pakket: { klantId: number }): boolean {
  return hasBits(p, F.Leerroutepakketten, Bits.Manage) && pakket.klantId === p.klantId;
}

/**
 * A lesson bundle: its author always (without Lessen manage), otherwise Lessen manage within the
 * same customer.
 */
export function canManageLesbundel(
  p: UserPermissions,
  bundel: { auteurId: string | null | undefined; klantId: number },
): boolean {
  // An empty id on both sides must not make everyone the author.
  if (bundel.auteurId && bundel.auteurId === p.gebruikerId) return true;
  return hasBits(p, F.Lessen, Bits.Manage) && bundel.klantId === p.klantId;
}

export type PlanSoort = "groepsplan" | "handelingsplan" | "leerlingplan" | "ontwikkelingsperspectief";

export const PLAN_FUNCTIEGEBIED: Readonly<Record<PlanSoort, Functiegebied>> = {
  groepsplan: F.Groepsplannen,
  handelingsplan: F.Handelingsplannen,
  leerlingplan: F.Leerlingplannen,
  ontwikkelingsperspectief: F.Ontwikkelingsperspectieven,
};

type Check = (p: UserPermissions, ...args: never[]) => boolean;
interface GuardDefinition {
  label: string;
  check: Check;
}
export type Guard<K extends string = string, C extends Check = Check> = C & { readonly key: K; readonly label: string };
type Guards<D extends Record<string, GuardDefinition>> = { readonly [K in keyof D & string]: Guard<K, D[K]["check"]> };

/** Stamps each definition with its own key, so a guard is named exactly once. */
function defineGuards<D extends Record<string, GuardDefinition>>(definitions: D): Guards<D> {
  const entries = Object.entries(definitions).map(([key, { label, check }]) => {
    const guard = (p: UserPermissions, ...args: never[]) => check(p, ...args);
    return [key, Object.assign(guard, { key, label })] as const;
  });
  return Object.freeze(Object.fromEntries(entries)) as Guards<D>;
}

/**
 * Every access guard of spec §6, once. Pages call them (denied → not-found page), the API calls
 * them, and the UI calls them to hide what the user cannot open.
 */
export const guards = defineGuards({
  instellingen: { label: "Instellingen", check: canManageAny },

  // Pupil and group screens: any read bit opens the lists, any write bit the writes; the services
  // then apply the object rule (own group / own branch / all) to the pupil or group itself.
  leerlingenLezen: { label: "Leerlingen bekijken", check: anyOf(F.Leerlingen, Combinations.Read) },
  leerlingenSchrijven: { label: "Leerlingen bewerken", check: anyOf(F.Leerlingen, Combinations.Write) },
  /** Merging and deleting pupils, and the inactive list. */
  leerlingenBeheren: { label: "Leerlingen beheren", check: manage(F.Leerlingen) },
  groepenLezen: { label: "Groepen bekijken", check: anyOf(F.Groepen, Combinations.Read) },
  groepenSchrijven: { label: "Groepen bewerken", check: anyOf(F.Groepen, Combinations.Write) },
  /** The lists of §6's filters applied to groups: Alle (all, or a branch's) and Eigen. */
  groepenAlleLezen: { label: "Alle groepen bekijken", check: (p: UserPermissions) => permittedFilters(p, F.Groepen).includes("Alle") },
  groepenEigenLezen: { label: "Eigen groepen bekijken", check: (p: UserPermissions) => permittedFilters(p, F.Groepen).includes("Eigen") },

  // The pupil file (issue 16): any read bit opens a tab or list, any write bit the writes; the
  // services apply the object rule (own group / own branch / all) to the pupil or group itself.
  notitiesLezen: { label: "Notities bekijken", check: anyOf(F.Notities, Combinations.Read) },
  notitiesSchrijven: { label: "Notities schrijven", check: anyOf(F.Notities, Combinations.Write) },
  dossiersLezen: { label: "Leerlingdossiers bekijken", check: anyOf(F.Leerlingdossiers, Combinations.Read) },
  dossiersSchrijven: { label: "Leerlingdossiers bewerken", check: anyOf(F.Leerlingdossiers, Combinations.Write) },
  formulierenLezen: { label: "Leerlingformulieren bekijken", check: anyOf(F.Leerlingformulieren, Combinations.Read) },
  formulierenSchrijven: { label: "Leerlingformulieren invullen", check: anyOf(F.Leerlingformulieren, Combinations.Write) },
  /** The access log of the pupil file: Leerlingdossiers manage (an administrator). */
  dossierInzage: { label: "Inzagelog leerlingdossier", check: manage(F.Leerlingdossiers) },
  /** A pupil's whole file exported as a zip or erased on request: Leerlingdossiers manage, as the access log. */
  dossierVolledig: { label: "Volledig leerlingdossier exporteren en wissen", check: manage(F.Leerlingdossiers) },
  /** Reading templates: whoever fills in, reads or manages forms. */
  formulierTemplatesLezen: { label: "Formuliertemplates gebruiken", check: anyOf(F.Leerlingformulieren, Combinations.Read | Combinations.Write | Bits.Manage) },

  schooljaren: { label: "Schooljaren", check: manage(F.Administratie) },
  leerjaren: { label: "Leerjaren", check: manage(F.Administratie) },
  tags: { label: "Tags", check: manage(F.Administratie) },
  vestigingen: { label: "Vestigingen", check: manage(F.Administratie) },

  hoofdvakgebieden: { label: "Hoofdvakgebieden", check: manage(F.Leerroutepakketten) },
  vakgebieden: { label: "Vakgebieden", check: manage(F.Leerroutepakketten) },
  beoordelaars: { label: "Beoordelaars", check: manage(F.Leerroutepakketten) },

  gebruikers: { label: "Gebruikers", check: manage(F.Gebruikers) },
  rollen: { label: "Rollen", check: manage(F.Gebruikers) },

  notitiesoorten: { label: "Notitiesoorten", check: manage(F.Notities) },
  dossierCategorieen: { label: "Dossiercategorieën", check: manage(F.Leerlingdossiers) },

  formuliertemplates: { label: "Formuliertemplates", check: manage(F.Leerlingformulieren) },
  opptemplates: { label: "Ontwikkelingsperspectieftemplates", check: manage(F.Ontwikkelingsperspectieven) },
  leerlingplantemplates: { label: "Leerlingplantemplates", check: manage(F.Leerlingplannen) },
  /** News articles of the administration (issue 17: Administratie manage). */
  nieuws: { label: "Nieuws", check: manage(F.Administratie) },
  /** The connector's certificate and configuration (issue 17: Administratie manage; importing needs `import`). */
  connector: { label: "Koppeling leerlingadministratie", check: manage(F.Administratie) },
  /** Sign-in through the school's own accounts (issue 31): Administratie manage, as the connector. */
  inlogmethoden: { label: "Inlogmethoden", check: manage(F.Administratie) },

  import: {
    label: "Importeren",
    // "Write on pupils and groups" has no object here, so any write bit counts (Combinations.Write).
    check: (p: UserPermissions) =>
      hasBits(p, F.Leerlingen, Bits.Manage) &&
      hasBits(p, F.Leerlingen, Combinations.Write) &&
      hasBits(p, F.Groepen, Combinations.Write),
  },
  export: {
    label: "Exporteren",
    check: (p: UserPermissions) =>
      hasBits(p, F.Leerlingen, Bits.Manage) &&
      hasBits(p, F.Leerlingevaluaties, Bits.ReadAlle | Bits.ReadEigenVestiging) &&
      p.licentiecodes.includes(EXPORT_LICENTIECODE) &&
      hasBits(p, F.Api, ALL_BITS),
  },

  /** No branch exists yet, so any write bit on Vestigingen counts. */
  vestigingToevoegen: {
    label: "Vestiging toevoegen",
    check: (p: UserPermissions) => hasBits(p, F.Vestigingen, Combinations.Write),
  },
  /** Editing is a write on that branch: the object rule applies. */
  vestigingBewerken: {
    label: "Vestiging bewerken",
    check: (p: UserPermissions, vestiging: { vestigingNr: number }) =>
      canWrite(p, F.Vestigingen, { vestigingNr: vestiging.vestigingNr }),
  },
  vestigingDetails: {
    label: "Vestiging bekijken",
    check: (p: UserPermissions, vestiging: { vestigingNr: number }) =>
      canRead(p, F.Vestigingen, { vestigingNr: vestiging.vestigingNr }),
  },

  leerroutepakketBeheren: { label: "Leerroutepakket beheren", check: canManageLeerroutepakket },
  /** A new bundle (its maker becomes the author): Lessen write or manage; a read-only role makes none. */
  lesbundelToevoegen: { label: "Lesbundel toevoegen", check: anyOf(F.Lessen, Combinations.Write | Bits.Manage) },
  lesbundelBeheren: { label: "Lesbundel beheren", check: canManageLesbundel },
  lesbundelsKoppelen: { label: "Lesbundels koppelen", check: manage(F.Lessen) },

  /** Evaluations (issue 12): any read bit opens the monitor and evaluation reads, any write bit
   * the writes; the services apply the object rule (own group / own branch / all) per pupil. */
  evaluatiesLezen: { label: "Evaluaties bekijken", check: anyOf(F.Leerlingevaluaties, Combinations.Read) },
  evaluatiesSchrijven: { label: "Evaluaties invoeren", check: anyOf(F.Leerlingevaluaties, Combinations.Write) },
  evalueren: {
    label: "Evalueren",
    check: (p: UserPermissions, item: PermissionObject) => canWrite(p, F.Leerlingevaluaties, item),
  },
  /** Group plans and action plans (issue 14): any read/write bit opens the calls and pages; the
   * services apply the object rule (own group / own branch / all) to the group or the pupil. */
  groepsplannenLezen: { label: "Groepsplannen bekijken", check: anyOf(F.Groepsplannen, Combinations.Read) },
  groepsplannenSchrijven: { label: "Groepsplannen bewerken", check: anyOf(F.Groepsplannen, Combinations.Write) },
  groepsplannenAlleLezen: { label: "Alle groepsplannen bekijken", check: (p: UserPermissions) => permittedFilters(p, F.Groepsplannen).includes("Alle") },
  groepsplannenEigenLezen: { label: "Eigen groepsplannen bekijken", check: (p: UserPermissions) => permittedFilters(p, F.Groepsplannen).includes("Eigen") },
  handelingsplannenLezen: { label: "Handelingsplannen bekijken", check: anyOf(F.Handelingsplannen, Combinations.Read) },
  handelingsplannenSchrijven: { label: "Handelingsplannen bewerken", check: anyOf(F.Handelingsplannen, Combinations.Write) },
  handelingsplannenAlleLezen: { label: "Alle handelingsplannen bekijken", check: (p: UserPermissions) => permittedFilters(p, F.Handelingsplannen).includes("Alle") },
  handelingsplannenEigenLezen: { label: "Eigen handelingsplannen bekijken", check: (p: UserPermissions) => permittedFilters(p, F.Handelingsplannen).includes("Eigen") },
  /** The package's indicators to pick goals from (no pupil data): every plan editor uses the same
   * picker — group plans, action plans, pupil plans and the OPP's action part. */
  plannenLezen: {
    label: "Plannen bekijken",
    check: (p: UserPermissions) =>
      [F.Groepsplannen, F.Handelingsplannen, F.Leerlingplannen, F.Ontwikkelingsperspectieven].some((area) => hasBits(p, area, Combinations.Read)),
  },
  /** Pupil plans (issue 15): as the action plans; reading templates needs any Leerlingplannen bit. */
  leerlingplannenLezen: { label: "Leerlingplannen bekijken", check: anyOf(F.Leerlingplannen, Combinations.Read) },
  leerlingplannenSchrijven: { label: "Leerlingplannen bewerken", check: anyOf(F.Leerlingplannen, Combinations.Write) },
  leerlingplannenAlleLezen: { label: "Alle leerlingplannen bekijken", check: (p: UserPermissions) => permittedFilters(p, F.Leerlingplannen).includes("Alle") },
  leerlingplannenEigenLezen: { label: "Eigen leerlingplannen bekijken", check: (p: UserPermissions) => permittedFilters(p, F.Leerlingplannen).includes("Eigen") },
  leerlingplanTemplatesLezen: { label: "Leerlingplantemplates gebruiken", check: anyOf(F.Leerlingplannen, Combinations.Read | Combinations.Write | Bits.Manage) },
  /** Development perspectives (issue 15): as the action plans, on the Ontwikkelingsperspectieven area. */
  oppLezen: { label: "Ontwikkelingsperspectieven bekijken", check: anyOf(F.Ontwikkelingsperspectieven, Combinations.Read) },
  oppSchrijven: { label: "Ontwikkelingsperspectieven bewerken", check: anyOf(F.Ontwikkelingsperspectieven, Combinations.Write) },
  oppActiefLezen: { label: "Ontwikkelingsperspectieven van actieve leerlingen bekijken", check: (p: UserPermissions) => permittedFilters(p, F.Ontwikkelingsperspectieven).includes("Actief") },
  oppEigenLezen: { label: "Eigen ontwikkelingsperspectieven bekijken", check: (p: UserPermissions) => permittedFilters(p, F.Ontwikkelingsperspectieven).includes("Eigen") },
  /** Object rule on the plan's own area, so a class teacher edits only plans of own groups. */
  planBewerken: {
    label: "Plan bewerken",
    check: (p: UserPermissions, soort: PlanSoort, item: PermissionObject) =>
      canWrite(p, PLAN_FUNCTIEGEBIED[soort], item),
  },
});

export type GuardKey = keyof typeof guards;

/** Guards that need nothing but the permissions (usable for navigation and redirects). */
export type SimpleGuardKey = {
  [K in GuardKey]: Parameters<(typeof guards)[K]> extends [UserPermissions] ? K : never;
}[GuardKey];

export type BeheerGroep = "Inrichting" | "Gebruikers" | "Categorieen" | "Templates" | "ImportExport";

export interface BeheerItem {
  guard: SimpleGuardKey;
  /** Route segment under /{admnr}/beheer/, spelled as in the spec. */
  segment: string;
  groep: BeheerGroep;
  /** Navigation label of spec §2. */
  label: string;
}

/** Settings items in the spec's order; the /beheer index opens the first one the user may see. */
export const BEHEER_ITEMS: readonly BeheerItem[] = [
  { guard: "schooljaren", segment: "schooljaren", groep: "Inrichting", label: "Schooljaren" },
  { guard: "leerjaren", segment: "leerjaren", groep: "Inrichting", label: "Leerjaren" },
  { guard: "vestigingen", segment: "Vestigingen", groep: "Inrichting", label: "Vestigingen" },
  { guard: "hoofdvakgebieden", segment: "Hoofdvakgebieden", groep: "Inrichting", label: "Hoofdvakgebieden" },
  { guard: "vakgebieden", segment: "Vakgebieden", groep: "Inrichting", label: "Vakgebieden" },
  { guard: "beoordelaars", segment: "Beoordelaars", groep: "Inrichting", label: "Beoordelaars" },
  { guard: "gebruikers", segment: "Gebruikers", groep: "Gebruikers", label: "Gebruikers" },
  { guard: "rollen", segment: "rollen", groep: "Gebruikers", label: "Rollen" },
  { guard: "inlogmethoden", segment: "Inlogmethoden", groep: "Gebruikers", label: "Inlogmethoden" },
  { guard: "tags", segment: "tags", groep: "Categorieen", label: "Tags" },
  { guard: "notitiesoorten", segment: "Notitiesoorten", groep: "Categorieen", label: "Notities" },
  { guard: "dossierCategorieen", segment: "DossierCategorieen", groep: "Categorieen", label: "Dossiers" },
  { guard: "formuliertemplates", segment: "Formuliertemplates", groep: "Templates", label: "Formulieren" },
  { guard: "opptemplates", segment: "Opptemplates", groep: "Templates", label: "Ontwikkelingsperspectieven" },
  { guard: "leerlingplantemplates", segment: "leerlingplantemplates", groep: "Templates", label: "Leerlingplannen" },
  { guard: "import", segment: "import", groep: "ImportExport", label: "Importeren" },
  { guard: "export", segment: "Export", groep: "ImportExport", label: "Exporteren" },
];

/** The settings items the user may open, in order. */
export function visibleBeheerItems(p: UserPermissions): BeheerItem[] {
  return BEHEER_ITEMS.filter((item) => guards[item.guard](p));
}

/** Target of the /beheer index redirect; null when the user may open none. */
export function firstBeheerItem(p: UserPermissions): BeheerItem | null {
  return visibleBeheerItems(p)[0] ?? null;
}

export type LeerlingTab =
  | "notities"
  | "formulieren"
  | "dossiers"
  | "schoolloopbaan"
  | "ontwikkelingsperspectieven"
  | "handelingsplannen"
  | "leerlingplannen";

/** Pupil detail tabs in display order and the area each one reads. */
export const LEERLING_TABS: readonly { tab: LeerlingTab; functiegebied: Functiegebied }[] = [
  { tab: "notities", functiegebied: F.Notities },
  { tab: "formulieren", functiegebied: F.Leerlingformulieren },
  { tab: "dossiers", functiegebied: F.Leerlingdossiers },
  { tab: "schoolloopbaan", functiegebied: F.Leerlingen },
  { tab: "ontwikkelingsperspectieven", functiegebied: F.Ontwikkelingsperspectieven },
  { tab: "handelingsplannen", functiegebied: F.Handelingsplannen },
  { tab: "leerlingplannen", functiegebied: F.Leerlingplannen },
];

export const DEFAULT_LEERLING_TAB: LeerlingTab = "schoolloopbaan";

/**
 * Tabs the user may read. Without a pupil any read bit of the area counts; with the pupil's
 * branch and groups the object rule applies (own class / own branch / all).
 */
export function visiblePupilTabs(p: UserPermissions, leerling?: PermissionObject): LeerlingTab[] {
  return LEERLING_TABS.filter(({ functiegebied }) =>
    leerling ? canRead(p, functiegebied, leerling) : hasBits(p, functiegebied, Combinations.Read),
  ).map(({ tab }) => tab);
}

/** schoolloopbaan when visible, else the first visible tab, else null (no tab to show). */
export function defaultPupilTab(p: UserPermissions, leerling?: PermissionObject): LeerlingTab | null {
  const tabs = visiblePupilTabs(p, leerling);
  return tabs.includes(DEFAULT_LEERLING_TAB) ? DEFAULT_LEERLING_TAB : (tabs[0] ?? null);
}
