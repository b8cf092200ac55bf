import { createTable, getCoreRowModel, getPaginationRowModel, getSortedRowModel, type ColumnDef, type SortingState } from "@tanstack/table-core";
import { beforeAll, describe, expect, it, vi } from "vitest";
import { kanSorteren, kolom, maakRijen, nlSort, sorteer, standaardCel, celContext, volgendeSortering } from "@/components/kit/tabel-model";

/**
 * components/kit/tabel-model.ts replaces TanStack Table in DataTable (issue 27: 16 kB gzipped on
 * 53 pages' first load). It must sort and page as DataTable did with table-core 8.21 (nlSort as
 * every column's sortingFn, shift-click adding a column): this drives both with the same columns,
 * data and clicks and compares the row order and the sorting state after each click.
 */
type Rij = { id: number; naam: string; groep?: string | null; aantal?: number; diep: { waarde?: number } };

// eslint-disable-next-line @typescript-eslint/no-explicit-any
const kolommen: ColumnDef<Rij, any>[] = [
  { accessorKey: "naam", header: "Naam" },
  { id: "groep", accessorFn: (r) => r.groep, header: "Groep" },
  { accessorKey: "aantal", header: "Aantal" },
  { accessorKey: "diep.waarde", header: "Diep" },
  { id: "vast", accessorFn: (r) => r.id, header: "Vast", enableSorting: false },
  { id: "acties", header: () => null, cell: () => null },
];

function willekeurig(seed: number) {
  let s = seed;
  return () => ((s = (s * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
}

function data(n: number, seed: number): Rij[] {
  const r = willekeurig(seed);
  const namen = ["Émile", "emma", "Bram", "bram", "Zoë", "Kind10", "Kind2", "", "Anouk", "Daan"];
  const groepen = ["1A", "1b", "2", "10", null, "", undefined];
  return Array.from({ length: n }, (_, i) => ({
    id: i,
    naam: namen[Math.floor(r() * namen.length)]!,
    groep: groepen[Math.floor(r() * groepen.length)],
    aantal: r() < 0.2 ? undefined : Math.floor(r() * 5),
    diep: r() < 0.3 ? {} : { waarde: Math.floor(r() * 3) },
  }));
}

function tanstack(rows: Rij[], sorting: SortingState, pagination = { pageIndex: 0, pageSize: 1000 }) {
  const state = { sorting, pagination, columnPinning: {}, columnVisibility: {}, columnOrder: [] };
  const table = createTable<Rij>({
    data: rows,
    columns: kolommen,
    getRowId: (r) => String(r.id),
    state,
    onStateChange: () => {},
    renderFallbackValue: null,
    defaultColumn: { sortingFn: nlSort as never },
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getPaginationRowModel: getPaginationRowModel(),
    autoResetPageIndex: false,
  });
  return table;
}

describe("DataTable's table model matches TanStack Table 8.21", () => {
  // table-core warns in development about the undefined nested values this data has on purpose.
  beforeAll(() => void vi.spyOn(console, "warn").mockImplementation(() => {}));

  it("columns: ids, sortability, values and the default cell", () => {
    const rows = data(5, 1);
    const table = tanstack(rows, []);
    const eigen = kolommen.map(kolom);
    expect(eigen.map((k) => k.id)).toEqual(table.getAllLeafColumns().map((c) => c.id));
    expect(eigen.map(kanSorteren)).toEqual(table.getAllLeafColumns().map((c) => c.getCanSort()));
    const rijen = maakRijen(rows, eigen, (r) => String(r.id));
    for (const [i, row] of table.getRowModel().rows.entries()) {
      for (const k of eigen) {
        expect(rijen[i]!.getValue(k.id)).toEqual(row.getValue(k.id));
        const cel = row.getAllCells().find((c) => c.column.id === k.id)!;
        expect(standaardCel(celContext(rijen[i]!, k))).toEqual((cel.column.columnDef.cell as (c: unknown) => unknown)(cel.getContext()));
      }
    }
  });

  it("sorting after a sequence of header clicks (with and without shift)", () => {
    const eigen = kolommen.map(kolom);
    const sorteerbaar = eigen.filter(kanSorteren);
    for (let seed = 1; seed <= 40; seed++) {
      const r = willekeurig(seed * 7);
      const rows = data(25, seed);
      let sorting: SortingState = seed % 3 === 0 ? [{ id: "naam", desc: false }] : [];
      for (let klik = 0; klik < 8; klik++) {
        const k = sorteerbaar[Math.floor(r() * sorteerbaar.length)]!;
        const shift = r() < 0.3;
        // TanStack: the column's own toggle handler with a shift key or not.
        let volgensTanstack: SortingState = sorting;
        const table = tanstack(rows, sorting);
        table.setOptions((o) => ({ ...o, onSortingChange: (u) => (volgensTanstack = typeof u === "function" ? u(sorting) : u) }));
        table.getColumn(k.id)!.getToggleSortingHandler()!({ shiftKey: shift });
        const rijen = maakRijen(rows, eigen, (x) => String(x.id));
        expect(volgendeSortering(sorting, k, rijen[0], shift)).toEqual(volgensTanstack);
        sorting = volgensTanstack;
        const verwacht = tanstack(rows, sorting).getRowModel().rows.map((x) => x.id);
        expect(sorteer(rijen, sorting, eigen).map((x) => x.id)).toEqual(verwacht);
      }
    }
  });

  it("a sort on an unknown or unsortable column (from the URL) is ignored, ties keep the data order", () => {
    const rows = data(20, 3);
    const eigen = kolommen.map(kolom);
    const rijen = maakRijen(rows, eigen, (x) => String(x.id));
    for (const sorting of [[{ id: "bestaatniet", desc: true }], [{ id: "vast", desc: true }], [{ id: "acties", desc: false }, { id: "groep", desc: true }]]) {
      expect(sorteer(rijen, sorting, eigen).map((x) => x.id)).toEqual(tanstack(rows, sorting).getRowModel().rows.map((x) => x.id));
    }
  });
});
