import type { ReactNode } from "react";
import { TabsNav } from "@/components/ui/tabs-nav";
import { cn } from "@/lib/utils";
import { DataTable, type DataTableProps } from "./data-table";
import { PageHeader } from "./page-header";

/**
 * A list with `?filter=` (spec §6's filters): the filter shown, the filters the user may use (in
 * any order), the list's address for a filter, and the texts (from the list's messages) of the
 * filter bar and of the offer to search the widest filter ("Zoek in alle …"). ListScreen shows
 * the filter bar from it: one link per permitted filter, the shown one `aria-current="page"`.
 */
export interface ListFilter<F extends string> {
  huidig: F;
  filters: readonly F[];
  /** The filter bar's link for a filter (it may keep the list's other choices, e.g. the branch). */
  href: (filter: F) => string;
  /** Where "Zoek in alle …" goes for a filter, when not `href` (the adm lists drop the branch there). */
  zoekHref?: (filter: F) => string;
  /** The filter bar's accessible name ("Filter leerlingen", "Welke groepsplannen"). */
  label: string;
  /** A filter's text in the bar ("Eigen", "Alle"). */
  naam: (filter: F) => string;
  zoekInAlle: string;
  /** Beside the filter links, e.g. the branch select. */
  naast?: ReactNode;
}

/**
 * How much of the list a filter shows: Eigen (own groups) ⊂ Actief ⊂ Alle. Inactief is another
 * slice, not a wider one, so it is never offered as "all".
 */
const BREEDTE: Readonly<Record<string, number>> = { Eigen: 1, Actief: 2, Alle: 3 };

/** The widest of `filters` the user may use (Alle, else Actief, else Eigen); undefined when none of them. */
export function breedsteFilter<F extends string>(filters: readonly F[]): F | undefined {
  let beste: F | undefined;
  for (const f of filters) if ((BREEDTE[f] ?? 0) > (beste === undefined ? 0 : (BREEDTE[beste] ?? 0))) beste = f;
  return beste;
}

/**
 * Where an empty search in `filter.huidig` may look further: the widest permitted filter when it
 * is wider than the one shown; undefined otherwise (already the widest, or nothing wider allowed).
 */
export function zoekBreder<F extends string>(filter: ListFilter<F> | undefined): { href: string; label: string } | undefined {
  if (!filter) return undefined;
  const breedste = breedsteFilter(filter.filters);
  if (breedste === undefined || (BREEDTE[breedste] ?? 0) <= (BREEDTE[filter.huidig] ?? 0)) return undefined;
  return { href: (filter.zoekHref ?? filter.href)(breedste), label: filter.zoekInAlle };
}

/**
 * The filter bar of a list with `?filter=`: the permitted filters as links (also a single one: it
 * says which slice the list shows) and what goes beside them. The only one, for every list.
 */
export function FilterBar<F extends string>({ filter }: { filter: ListFilter<F> }) {
  return (
    <div className="flex flex-wrap items-end gap-4">
      <TabsNav aria-label={filter.label} items={filter.filters.map((f) => ({ href: filter.href(f), label: filter.naam(f), active: f === filter.huidig }))} />
      {filter.naast}
    </div>
  );
}

export type ListScreenProps<T, F extends string = string> = Omit<DataTableProps<T>, "label" | "className" | "zoekBreder"> & {
  /** The h1 and the table's accessible name. */
  title: string;
  description?: ReactNode;
  /** The screen's main actions (the add button or dialog). */
  actions?: ReactNode;
  /** Between the header and the filter bar: navigation between sibling lists. */
  nav?: ReactNode;
  /** Between the filter bar (or the header) and the table: a count, other choices. */
  children?: ReactNode;
  /** Below the table. */
  after?: ReactNode;
  /**
   * The list's `?filter=`: shown as the filter bar under the header; a search that finds nothing
   * in a narrower filter than the widest the user may use then offers the same search there (the
   * empty state's "Zoek in alle …").
   */
  filter?: ListFilter<F>;
  className?: string;
};

/**
 * A list screen: the PageHeader, the sibling lists' navigation, the filter bar (from `filter`),
 * then the DataTable of the same name; the rest goes to the table.
 */
export function ListScreen<T, F extends string = string>({ title, description, actions, nav, children, after, filter, className, ...table }: ListScreenProps<T, F>) {
  return (
    <section className={cn("space-y-4", className)}>
      <PageHeader title={title} description={description} actions={actions} />
      {nav}
      {filter && <FilterBar filter={filter} />}
      {children}
      <DataTable label={title} zoekBreder={zoekBreder(filter)} {...table} />
      {after}
    </section>
  );
}
