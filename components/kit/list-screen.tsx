import type { ReactNode } from "react";
import { cn } from "@/lib/utils";
import { DataTable, type DataTableProps } from "./data-table";
import { PageHeader } from "./page-header";

/**
 * A list with `?filter=` (spec §6's filters): the filter shown, the filters the user may use (in
 * any order), the list's address for a filter, and the text of the offer to search the widest one
 * ("Zoek in alle …", from the list's messages).
 */
export interface ListFilter<F extends string> {
  huidig: F;
  filters: readonly F[];
  href: (filter: F) => string;
  zoekInAlle: string;
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
  return { href: filter.href(breedste), label: filter.zoekInAlle };
}

export type ListScreenProps<T, F extends string = string> = Omit<DataTableProps<T>, "label" | "className" | "zoekBreder"> & {
  /** The h1 and the table's accessible name. */
  title: string;
  description?: ReactNode;
  /** The screen's main actions (the add button or dialog). */
  actions?: ReactNode;
  /** Between the header and the table: navigation, filters, a count. */
  children?: ReactNode;
  /** Below the table. */
  after?: ReactNode;
  /**
   * The list's `?filter=`: a search that finds nothing in a narrower filter than the widest the
   * user may use then offers the same search there (the empty state's "Zoek in alle …").
   */
  filter?: ListFilter<F>;
  className?: string;
};

/** A list screen: the PageHeader over the DataTable of the same name; the rest goes to the table. */
export function ListScreen<T, F extends string = string>({ title, description, actions, children, after, filter, className, ...table }: ListScreenProps<T, F>) {
  return (
    <section className={cn("space-y-4", className)}>
      <PageHeader title={title} description={description} actions={actions} />
      {children}
      <DataTable label={title} zoekBreder={zoekBreder(filter)} {...table} />
      {after}
    </section>
  );
}
