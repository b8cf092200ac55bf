import { Bits, FILTER_VOLGORDE, FilterFlag, Functiegebied, type FilterNaam } from "./constants";
import { hasBits, readableVestigingen, type UserPermissions } from "./rules";

export type LijstNaam = "leerlingen" | "groepen" | "formulieren";

/** Area whose bits decide a list's filters. */
export const LIJST_FUNCTIEGEBIED: Readonly<Record<LijstNaam, Functiegebied>> = {
  leerlingen: Functiegebied.Leerlingen,
  groepen: Functiegebied.Groepen,
  formulieren: Functiegebied.Leerlingformulieren,
};

/**
 * Filters the user may use on a list of `area`, in FILTER_VOLGORDE:
 * - Eigen: ReadEigenKlas in the area;
 * - Alle, Actief: ReadAlle or ReadEigenVestiging in the area, and at least one readable branch;
 * - Inactief: Leerlingen manage (whatever the list's area).
 */
export function permittedFilters(p: UserPermissions, area: Functiegebied): FilterNaam[] {
  const brede = hasBits(p, area, Bits.ReadAlle | Bits.ReadEigenVestiging) && readableVestigingen(p, area).length > 0;
  const allowed: Record<FilterNaam, boolean> = {
    Eigen: hasBits(p, area, Bits.ReadEigenKlas),
    Alle: brede,
    Actief: brede,
    Inactief: hasBits(p, Functiegebied.Leerlingen, Bits.Manage),
  };
  return FILTER_VOLGORDE.filter((filter) => allowed[filter]);
}

/** The same as a number (OR of FilterFlag), as the API exchanges it. */
export function permittedFilterFlags(p: UserPermissions, area: Functiegebied): number {
  return permittedFilters(p, area).reduce((flags, filter) => flags | FilterFlag[filter], 0);
}

export type ListFilterResult =
  | { kind: "ok"; filter: FilterNaam; vestiging?: number }
  | { kind: "redirect"; filter: FilterNaam; vestiging?: number }
  | { kind: "denied" };

export interface ListFilterOptions {
  list: LijstNaam;
  /** The `vestiging` search value as it came in (string from the URL, or a number). */
  vestiging?: string | number | null;
}

function parseVestiging(value: string | number | null | undefined): number | null | "invalid" {
  if (value === undefined || value === null) return null;
  const text = String(value).trim();
  if (text === "") return null;
  if (!/^\d+$/.test(text)) return "invalid";
  return Number(text);
}

/**
 * Decides a list page from its `filter` and `vestiging` search values (spec §2 redirect rule,
 * §5 matching):
 * - no filter → redirect to the first permitted filter; none permitted → denied. A groepen list
 *   refuses Alle without a branch, so that redirect also names the first readable branch instead
 *   of sending the user to a page that would refuse them;
 * - a filter is matched case-insensitively to the permitted ones and answered in its canonical
 *   spelling; no match → denied;
 * - groepen + Alle without vestiging → denied;
 * - a vestiging that is not a number is denied; with Alle/Actief it must be a readable branch
 *   (our addition: the filter's branch rule applied to the branch actually asked for).
 */
/**
 * The filter a list opens with (§2's redirect rule, per role): Eigen only for someone with own
 * groups this year — an intern begeleider may have the Eigen right but no group, and would open
 * on an empty list — else the widest one allowed.
 */
export function standaardFilter<T extends FilterNaam>(p: UserPermissions, filters: readonly T[]): T | undefined {
  if (filters[0] === "Eigen" && filters.length > 1 && p.eigenGroepen.length === 0) return filters[1];
  return filters[0];
}

/**
 * The planning lists' filter (spec §2): the permitted filter asked for (case-insensitive), or a
 * redirect to the default one. One rule for proxy.ts (lib/routes/doorverwijzing.ts) and the pages.
 * Undefined when no filter is permitted: the page shows not-found.
 */
export function kiesLijstFilter<T extends FilterNaam>(
  p: UserPermissions,
  filters: readonly T[],
  gevraagd: string | string[] | null | undefined,
): { filter: T } | { standaard: T } | undefined {
  const naam = String((Array.isArray(gevraagd) ? gevraagd[0] : gevraagd) ?? "").toLowerCase();
  const filter = filters.find((f) => f.toLowerCase() === naam);
  if (filter) return { filter };
  const standaard = standaardFilter(p, filters);
  return standaard ? { standaard } : undefined;
}

export function resolveListFilter(
  p: UserPermissions,
  area: Functiegebied,
  requested: string | null | undefined,
  opts: ListFilterOptions,
): ListFilterResult {
  const permitted = permittedFilters(p, area);
  const vestiging = parseVestiging(opts.vestiging);
  if (vestiging === "invalid") return { kind: "denied" };
  const wanted = requested?.trim() ?? "";

  if (wanted === "") {
    const first = standaardFilter(p, permitted);
    if (first === undefined) return { kind: "denied" };
    if (opts.list === "groepen" && first === "Alle" && vestiging === null) {
      const eerste = readableVestigingen(p, area)[0];
      if (eerste === undefined) return { kind: "denied" };
      return { kind: "redirect", filter: first, vestiging: eerste };
    }
    return vestiging === null ? { kind: "redirect", filter: first } : { kind: "redirect", filter: first, vestiging };
  }

  const filter = permitted.find((f) => f.toLowerCase() === wanted.toLowerCase());
  if (filter === undefined) return { kind: "denied" };
  if (opts.list === "groepen" && filter === "Alle" && vestiging === null) return { kind: "denied" };
  if (vestiging === null) return { kind: "ok", filter };
  if ((filter === "Alle" || filter === "Actief") && !readableVestigingen(p, area).includes(vestiging)) {
    return { kind: "denied" };
  }
  return { kind: "ok", filter, vestiging };
}
