"use client";

import type { ColumnDef, Row, SortingState } from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown, ChevronLeft, ChevronRight, Search } from "lucide-react";
import { Link } from "@/components/ui/link";
import { useTranslations } from "next-intl";
import { useMemo, useState, type ReactNode } from "react";
import { Button } from "@/components/ui/button";
import { Skeleton } from "@/components/ui/skeleton";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { komtOvereen } from "@/lib/client/zoeken";
import { cn } from "@/lib/utils";
import { EmptyState } from "./empty-state";
import { celContext, isGesorteerd, kanSorteren, kolom, maakRijen, render, sorteer, standaardCel, volgendeSortering, type Kolom } from "./tabel-model";
import { useUrlState } from "./url-state";
import { Vinkje } from "./vinkje";
import { ZoekVeld } from "./zoek-veld";

// TanStack's own pattern: a list of columns of mixed value types.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Column<T> = ColumnDef<T, any>;

/**
 * The last column of a list: the row's buttons (edit, delete…) right-aligned, under a header only
 * screen readers hear (`header`, e.g. "Acties"). `cell` may return null for a row without actions.
 */
export function actionsColumn<T>(header: string, cell: (row: Row<T>) => ReactNode): Column<T> {
  return {
    id: "acties",
    header: () => <span className="sr-only">{header}</span>,
    enableSorting: false,
    cell: ({ row }) => {
      const knoppen = cell(row);
      return knoppen == null ? null : <div className="flex justify-end gap-1 whitespace-nowrap">{knoppen}</div>;
    },
  };
}

export interface ServerPaging {
  /** Rows in all pages together. */
  total: number;
  pageSize: number;
}

export interface DataTableProps<T> {
  /** Accessible name of the table, e.g. "Leerlingen". */
  label: string;
  columns: Column<T>[];
  /** undefined while loading (skeleton rows). */
  data: readonly T[] | undefined;
  getRowId: (row: T) => string;
  /** Search box above the table; `text` is what a row is found by (default: its column values). */
  search?: { label?: string; placeholder?: string; text?: (row: T) => string };
  /** Shown when there are no rows at all (not when a search finds nothing): an EmptyState. */
  empty?: ReactNode;
  /**
   * A search that finds nothing offers the same search here (a wider filter of the same list,
   * ListScreen's `filter`): the link keeps the search text. Only with the search in the URL.
   */
  zoekBreder?: { href: string; label: string };
  /** Rows per page; pages appear when there are more (default 50). */
  pageSize?: number;
  initialSort?: SortingState;
  /**
   * Prefix of the URL parameters that keep search, page and sort (`zoek`, `pagina`, `sort`);
   * false keeps them in memory (tables in dialogs, or two tables on one page: give each a prefix).
   */
  urlKey?: string | false;
  /** Row selection with checkboxes; `rowLabel` names a row for its checkbox; `canSelect` false disables a row's. */
  selection?: { selected: ReadonlySet<string>; onChange: (selected: Set<string>) => void; rowLabel: (row: T) => string; canSelect?: (row: T) => boolean };
  /** Actions beside the search box (add button, bulk actions). */
  toolbar?: ReactNode;
  /**
   * The server pages, searches and sorts: `data` is the current page; page, search and sort come
   * from the URL (useServerTableState). Columns the server cannot sort by set enableSorting: false.
   */
  server?: ServerPaging;
  /** The rows could not be loaded: this text as an alert in place of search and table. */
  error?: ReactNode;
  className?: string;
}

function useTableState(urlKey: string | false) {
  const prefix = urlKey === false ? "" : urlKey;
  const url = urlKey !== false;
  const [zoekUrl, setZoekUrl] = useUrlState(`${prefix}zoek`);
  const [paginaUrl, setPaginaUrl] = useUrlState(`${prefix}pagina`, "1");
  const [sortUrl, setSortUrl] = useUrlState(`${prefix}sort`);
  const [zoekLokaal, setZoekLokaal] = useState("");
  const [paginaLokaal, setPaginaLokaal] = useState("1");
  const [sortLokaal, setSortLokaal] = useState("");
  return url
    ? { zoek: zoekUrl, setZoek: setZoekUrl, pagina: paginaUrl, setPagina: setPaginaUrl, sort: sortUrl, setSort: setSortUrl }
    : { zoek: zoekLokaal, setZoek: setZoekLokaal, pagina: paginaLokaal, setPagina: setPaginaLokaal, sort: sortLokaal, setSort: setSortLokaal };
}

/**
 * The page, search term and sort a server-paged DataTable shows (read them for the query); `sort`
 * is the column id, "-" in front for descending, "" when the user has not chosen.
 */
export function useServerTableState(urlKey = "") {
  const [zoek] = useUrlState(`${urlKey}zoek`);
  const [pagina] = useUrlState(`${urlKey}pagina`, "1");
  const [sort] = useUrlState(`${urlKey}sort`);
  return { zoek, sort, pageIndex: Math.max(0, (Number.parseInt(pagina, 10) || 1) - 1) };
}

/** `href` with the search term set (`key`), its page and other values kept. */
export function metZoekterm(href: string, key: string, zoek: string): string {
  const [pad, query = ""] = href.split("?", 2);
  const q = new URLSearchParams(query);
  q.set(key, zoek);
  return `${pad}?${q.toString()}`;
}

const sortNaarTekst = (s: SortingState) => s.map((c) => `${c.desc ? "-" : ""}${c.id}`).join(",");
const tekstNaarSort = (s: string): SortingState | null =>
  s ? s.split(",").filter(Boolean).map((p) => ({ id: p.replace(/^-/, ""), desc: p.startsWith("-") })) : null;

/**
 * The list of every screen: columns in TanStack Table's terms with Dutch sorting, search that finds names however
 * they are typed, pages past `pageSize` rows, optional row selection, skeleton while loading and
 * an empty state with its call to action. Search, page and sort live in the URL.
 */
export function DataTable<T>({
  label,
  columns,
  data,
  getRowId,
  search,
  empty,
  zoekBreder,
  pageSize = 50,
  initialSort = [],
  urlKey = "",
  selection,
  toolbar,
  server,
  error,
  className,
}: DataTableProps<T>) {
  const t = useTranslations("translation.kit");
  const state = useTableState(urlKey);
  const sortTekst = state.sort || sortNaarTekst(initialSort);
  const sorting = useMemo(() => tekstNaarSort(sortTekst) ?? [], [sortTekst]);
  const pageIndex = Math.max(0, (Number.parseInt(state.pagina, 10) || 1) - 1);

  const zoekTekst = useMemo(
    () =>
      search?.text ??
      ((row: T) =>
        columns
          .map((c) => ("accessorFn" in c && c.accessorFn ? c.accessorFn(row, 0) : "accessorKey" in c ? (row as Record<string, unknown>)[c.accessorKey as string] : ""))
          .filter((v) => v != null)
          .join(" ")),
    [columns, search?.text],
  );
  const rijen = useMemo(() => {
    if (!data) return [];
    if (server || !search || !state.zoek.trim()) return data as T[];
    return data.filter((r) => komtOvereen(zoekTekst(r), state.zoek));
  }, [data, server, search, state.zoek, zoekTekst]);

  const kolommen = useMemo(() => columns.map(kolom), [columns]);
  // As TanStack's row model: rebuilt when the rows or columns change, not for a new getRowId function.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const rijModel = useMemo(() => maakRijen(rijen, kolommen, getRowId), [rijen, kolommen]);
  const zichtbareRijen = useMemo(
    () => (server ? rijModel : sorteer(rijModel, sorting, kolommen).slice(pageIndex * pageSize, (pageIndex + 1) * pageSize)),
    [rijModel, sorting, kolommen, server, pageIndex, pageSize],
  );

  /** TanStack Table's click on a sortable header (shift adds a column), as it behaved here before. */
  const sorteerOp = (k: Kolom<T>, e: { shiftKey?: boolean }) => {
    const next = volgendeSortering(sorting, k, rijModel[0], e.shiftKey === true);
    state.setSort(sortNaarTekst(next));
    // A new order starts at the first page (the server sorts the whole list).
    if (server && pageIndex !== 0) state.setPagina("1");
  };

  const koppen: { id: string; kolom?: Kolom<T>; kop: ReactNode }[] = [];
  if (selection) {
    const zichtbaar = zichtbareRijen.filter((r) => selection.canSelect?.(r.original) ?? true).map((r) => r.id);
    const aantal = zichtbaar.filter((id) => selection.selected.has(id)).length;
    koppen.push({
      id: "_selectie",
      kop: (
        <Vinkje
          aria-label={t("tabel.allesSelecteren")}
          checked={aantal > 0 && aantal === zichtbaar.length}
          indeterminate={aantal > 0 && aantal < zichtbaar.length}
          onCheckedChange={(c) => {
            const n = new Set(selection.selected);
            for (const id of zichtbaar) if (c === true) n.add(id);
            else n.delete(id);
            selection.onChange(n);
          }}
        />
      ),
    });
  }
  for (const k of kolommen) koppen.push({ id: k.id, kolom: k, kop: render(k.def.header === undefined ? (k.def as { accessorKey?: string }).accessorKey ?? (k.accessor ? k.id : null) : k.def.header, { column: { id: k.id } }) });
  const aantalKolommen = koppen.length;

  const totaal = server ? server.total : rijen.length;
  const size = server ? server.pageSize : pageSize;
  const pages = Math.max(1, Math.ceil(totaal / size));
  const huidig = Math.min(pageIndex, pages - 1);
  const laden = data === undefined;
  const zoekt = !!state.zoek.trim();

  if (error) {
    return (
      <p role="alert" className="rounded-md border border-destructive p-4 text-destructive">
        {error}
      </p>
    );
  }
  return (
    <div className={cn("space-y-3", className)}>
      {search || toolbar ? (
        <div className="flex flex-wrap items-end justify-between gap-3">
          {search ? (
            <ZoekVeld
              value={state.zoek}
              onZoek={(zoek) => {
                state.setZoek(zoek);
                if (pageIndex !== 0) state.setPagina("1");
              }}
              placeholder={search.placeholder ?? t("zoekenPlaceholder")}
              aria-label={search.label ?? t("zoeken")}
              className="max-w-xs"
            />
          ) : (
            <span />
          )}
          {toolbar ? <div className="flex flex-wrap items-center gap-2">{toolbar}</div> : null}
        </div>
      ) : null}
      {!laden && totaal === 0 && !zoekt && empty ? (
        empty
      ) : !laden && totaal === 0 ? (
        <EmptyState
          title={zoekt ? t("tabel.geenResultaten", { zoek: state.zoek.trim() }) : t("tabel.leeg")}
          action={
            zoekt && zoekBreder && urlKey !== false ? (
              <Button asChild variant="outline" size="sm">
                <Link href={metZoekterm(zoekBreder.href, `${urlKey}zoek`, state.zoek.trim())}>
                  <Search aria-hidden />
                  {zoekBreder.label}
                </Link>
              </Button>
            ) : undefined
          }
        />
      ) : (
        <Table aria-label={label} aria-busy={laden || undefined}>
          <TableHeader>
            <TableRow>
              {koppen.map((h) => {
                const sorted = h.kolom ? isGesorteerd(sorting, h.kolom.id) : false;
                return (
                  <TableHead key={h.id} aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined} className={h.id === "_selectie" ? "w-10" : undefined}>
                    {h.kolom && kanSorteren(h.kolom) ? (
                      <Button variant="ghost" size="sm" className="-ml-3 h-8" onClick={(e) => sorteerOp(h.kolom!, e)}>
                        {h.kop}
                        {sorted === "asc" ? <ArrowUp aria-hidden className="size-3.5" /> : sorted === "desc" ? <ArrowDown aria-hidden className="size-3.5" /> : <ArrowUpDown aria-hidden className="size-3.5 opacity-50" />}
                      </Button>
                    ) : (
                      h.kop
                    )}
                  </TableHead>
                );
              })}
            </TableRow>
          </TableHeader>
          <TableBody>
            {laden
              ? Array.from({ length: 5 }, (_, i) => (
                  <TableRow key={i}>
                    {Array.from({ length: aantalKolommen }, (_c, j) => (
                      <TableCell key={j}>
                        <Skeleton className="h-4 w-24" />
                      </TableCell>
                    ))}
                  </TableRow>
                ))
              : zichtbareRijen.map((row) => (
                  <TableRow key={row.id} data-state={selection?.selected.has(row.id) ? "selected" : undefined}>
                    {selection ? (
                      <TableCell key={`${row.id}__selectie`}>
                        <Vinkje
                          aria-label={t("tabel.rijSelecteren", { naam: selection.rowLabel(row.original) })}
                          checked={selection.selected.has(row.id)}
                          disabled={selection.canSelect ? !selection.canSelect(row.original) : undefined}
                          onCheckedChange={(c) => {
                            const n = new Set(selection.selected);
                            if (c === true) n.add(row.id);
                            else n.delete(row.id);
                            selection.onChange(n);
                          }}
                        />
                      </TableCell>
                    ) : null}
                    {kolommen.map((k) => (
                      <TableCell key={`${row.id}_${k.id}`}>{render(k.def.cell ?? standaardCel, celContext(row, k))}</TableCell>
                    ))}
                  </TableRow>
                ))}
          </TableBody>
        </Table>
      )}
      {!laden && totaal > size ? (
        <nav aria-label={label} className="flex flex-wrap items-center justify-between gap-2 text-sm">
          <span aria-live="polite">{t("tabel.vanTot", { van: huidig * size + 1, tot: Math.min(totaal, (huidig + 1) * size), totaal })}</span>
          <span className="flex items-center gap-2">
            <Button variant="outline" size="icon" aria-label={t("tabel.vorige")} disabled={huidig === 0} onClick={() => state.setPagina(String(huidig))}>
              <ChevronLeft aria-hidden />
            </Button>
            <span>{t("tabel.pagina", { pagina: huidig + 1, aantal: pages })}</span>
            <Button variant="outline" size="icon" aria-label={t("tabel.volgende")} disabled={huidig >= pages - 1} onClick={() => state.setPagina(String(huidig + 2))}>
              <ChevronRight aria-hidden />
            </Button>
          </span>
        </nav>
      ) : null}
    </div>
  );
}
