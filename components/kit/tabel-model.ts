import type { ColumnDef, Row, SortingState } from "@tanstack/react-table";
import type { ReactNode } from "react";

// TanStack's own pattern: a list of columns of mixed value types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Column<T> = ColumnDef<T, any>;

// Built on first sort, not on load: a browser's first Intl object loads ICU data (~75 ms at
// Lighthouse's 4× slow-down), and most lists are shown in the server's order (lib/format/datum.ts).
let collator: Intl.Collator | undefined;

/**
 * A column's header or cell, called as a function. (TanStack's flexRender would mount it as a
 * component, so a column list rebuilt on render — new functions — would remount every cell and
 * close any dialog open inside it.) Cell renderers therefore must not call hooks.
 */
export function render<C>(inhoud: unknown, context: C): ReactNode {
  if (typeof inhoud === "function") return (inhoud as (c: C) => ReactNode)(context);
  return (inhoud as ReactNode) ?? null;
}

/** Dutch order for text, numeric for numbers, empty last. */
export function nlSort<T>(a: Row<T>, b: Row<T>, columnId: string): number {
  const x = a.getValue(columnId);
  const y = b.getValue(columnId);
  if (x == null || x === "") return y == null || y === "" ? 0 : 1;
  if (y == null || y === "") return -1;
  if (typeof x === "number" && typeof y === "number") return x - y;
  collator ??= new Intl.Collator("nl", { numeric: true, sensitivity: "base" });
  return collator.compare(String(x), String(y));
}

/**
 * What of TanStack Table this list used (issue 27: its 16 kB gzipped were on 53 pages' first
 * load): flat columns with `accessorKey`/`accessorFn`, `header`, `cell`, `enableSorting`; Dutch
 * sorting (nlSort) on one or more columns (shift-click), undefined values last, ties in data
 * order; client pages. The same rules as table-core 8.21 (RowSorting, getSortedRowModel), so a
 * list sorts, pages and renders as before; screens keep TanStack's types (Column, Row).
 */
export interface Kolom<T> {
  id: string;
  def: Column<T>;
  accessor?: (rij: T, index: number) => unknown;
}

export function kolom<T>(def: Column<T>): Kolom<T> {
  const d = def as { id?: string; accessorKey?: string; accessorFn?: (rij: T, index: number) => unknown; header?: unknown };
  const sleutel = d.accessorKey;
  const id = d.id ?? (sleutel ? sleutel.replaceAll(".", "_") : undefined) ?? (typeof d.header === "string" ? d.header : "");
  const accessor =
    d.accessorFn ??
    (sleutel
      ? sleutel.includes(".")
        ? (rij: T) => sleutel.split(".").reduce<unknown>((o, k) => (o as Record<string, unknown> | undefined)?.[k], rij)
        : (rij: T) => (rij as Record<string, unknown>)[sleutel]
      : undefined);
  return { id, def, accessor };
}

export const kanSorteren = <T,>(k: Kolom<T>) => ((k.def as { enableSorting?: boolean }).enableSorting ?? true) && !!k.accessor;

export function maakRijen<T>(data: T[], kolommen: Kolom<T>[], getRowId: (rij: T) => string): Row<T>[] {
  const perId = new Map(kolommen.map((k) => [k.id, k]));
  return data.map((original, index) => {
    const cache = new Map<string, unknown>();
    const getValue = (columnId: string) => {
      if (!cache.has(columnId)) cache.set(columnId, perId.get(columnId)?.accessor?.(original, index));
      return cache.get(columnId);
    };
    return { id: getRowId(original), index, original, getValue } as unknown as Row<T>;
  });
}

export function celContext<T>(row: Row<T>, k: Kolom<T>) {
  const getValue = () => row.getValue(k.id);
  return { row, column: { id: k.id }, getValue, renderValue: () => getValue() ?? null };
}

export const standaardCel = (c: { renderValue: () => unknown }) => (c.renderValue() as { toString?: () => string } | null)?.toString?.() ?? null;

export function isGesorteerd(sorting: SortingState, id: string): false | "asc" | "desc" {
  const s = sorting.find((d) => d.id === id);
  return !s ? false : s.desc ? "desc" : "asc";
}

export function sorteer<T>(rijen: Row<T>[], sorting: SortingState, kolommen: Kolom<T>[]): Row<T>[] {
  const actief = sorting.filter((s) => kolommen.some((k) => k.id === s.id && kanSorteren(k)));
  if (!actief.length) return rijen;
  return [...rijen].sort((a, b) => {
    for (const s of actief) {
      const x = a.getValue(s.id);
      const y = b.getValue(s.id);
      // table-core's sortUndefined 1: undefined after the rest (turned round when descending).
      let n = x === undefined || y === undefined ? (x === undefined && y === undefined ? 0 : x === undefined ? 1 : -1) : 0;
      if (n === 0) n = nlSort(a, b, s.id);
      if (n !== 0) return s.desc ? -n : n;
    }
    return a.index - b.index;
  });
}

/** The sorting after a click on column `k`'s header (table-core's toggleSorting). */
export function volgendeSortering<T>(oud: SortingState, k: Kolom<T>, eersteRij: Row<T> | undefined, multi: boolean): SortingState {
  // Strings start ascending, anything else descending (getAutoSortDir on the first row).
  const eerste = typeof eersteRij?.getValue(k.id) === "string" ? "asc" : "desc";
  const nu = isGesorteerd(oud, k.id);
  const volgende = !nu ? eerste : nu !== eerste ? false : nu === "desc" ? "asc" : "desc";
  const bestaand = oud.findIndex((d) => d.id === k.id);
  const desc = volgende === "desc";
  let actie: "add" | "remove" | "toggle" | "replace" =
    oud.length && multi ? (bestaand >= 0 ? "toggle" : "add") : oud.length && bestaand !== oud.length - 1 ? "replace" : bestaand >= 0 ? "toggle" : "replace";
  if (actie === "toggle" && !volgende) actie = "remove";
  if (actie === "add") return [...oud, { id: k.id, desc }];
  if (actie === "toggle") return oud.map((d) => (d.id === k.id ? { ...d, desc } : d));
  if (actie === "remove") return oud.filter((d) => d.id !== k.id);
  return [{ id: k.id, desc }];
}

