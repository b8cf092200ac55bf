"use client";

import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { createColumnHelper, flexRender, getCoreRowModel, useReactTable, type SortingState } from "@tanstack/react-table";
import { ArrowDown, ArrowUp, ArrowUpDown, Download, Merge, Plus } from "lucide-react";
import Link from "next/link";
import { useRouter } from "next/navigation";
import { useEffect, useState } from "react";
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from "@/components/ui/alert-dialog";
import { Button } from "@/components/ui/button";
import { Checkbox } from "@/components/ui/checkbox";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { Table, TableBody, TableCell, TableHead, TableHeader, TableRow } from "@/components/ui/table";
import { TabsNav } from "@/components/ui/tabs";
import { toast } from "@/components/ui/toast";
import { api, ApiError } from "@/lib/client/api";
import { usePermissions } from "@/lib/client/hooks";
import { queryKeys } from "@/lib/client/keys";
import { formatDatum } from "@/lib/format";
import { Bits, Combinations, Functiegebied, hasBits, permittedFilters, readableVestigingen, type FilterNaam } from "@/lib/permissions";
import { OPEN_EINDDATUM_ISO } from "@/lib/schooljaar";
import type { LeerlingView } from "@/lib/services/leerlingen";
import { LEERLINGEN_PAGE_SIZE as PAGE_SIZE } from "./constanten";
import { LeerlingFormDialog } from "./leerling-form";


export interface LeerlingenPagina {
  items: LeerlingView[];
  total: number;
  page: number;
  pageSize: number;
}

/** The list call of a filter; path ids are school year and branch (0 = every readable branch), see lib/api/routes/Leerlingen.ts. */
export function lijstAanroep(filter: FilterNaam, schooljaar: string, vestiging: number | null): { path: string; query: Record<string, string | number> } {
  switch (filter) {
    case "Eigen":
      return { path: `/api/Leerlingen/Eigenleerlingen/${schooljaar}`, query: vestiging ? { vestiging } : {} };
    case "Alle":
      return { path: `/api/Leerlingen/ActieveLeerlingen/${schooljaar}/${vestiging ?? 0}`, query: { filter: "Alle" } };
    case "Actief":
      return { path: `/api/Leerlingen/ActieveLeerlingen/${schooljaar}/${vestiging ?? 0}`, query: {} };
    case "Inactief":
      return { path: `/api/Leerlingen/InactieveLeerlingen/${schooljaar}`, query: vestiging ? { vestiging } : {} };
  }
}

const SORTEERBAAR: Record<string, string> = { naam: "achternaam", geboortedatum: "geboortedatum", ingangsdatum: "ingangsdatum", einddatum: "einddatum" };
const col = createColumnHelper<LeerlingView>();

function sortParam(sorting: SortingState): string {
  const s = sorting[0];
  if (!s) return "achternaam";
  return `${s.desc ? "-" : ""}${SORTEERBAAR[s.id] ?? "achternaam"}`;
}

export function LeerlingenScreen({ admnr, schooljaar, filter, vestiging }: { admnr: number; schooljaar: string; filter: FilterNaam; vestiging: number | null }) {
  const router = useRouter();
  const { data: view } = usePermissions(admnr);
  const perms = view ? { ...view, gebruikerId: view.gebruikerId ?? "" } : undefined;
  const [zoekInvoer, setZoekInvoer] = useState("");
  const [search, setSearch] = useState("");
  const [sorting, setSorting] = useState<SortingState>([]);
  const [page, setPage] = useState(1);
  const [selectie, setSelectie] = useState<Record<number, LeerlingView>>({});
  const sort = sortParam(sorting);

  useEffect(() => {
    const t = setTimeout(() => {
      setSearch(zoekInvoer.trim());
      setPage(1);
    }, 300);
    return () => clearTimeout(t);
  }, [zoekInvoer]);

  const aanroep = lijstAanroep(filter, schooljaar, vestiging);
  const { data, isFetching, isError } = useQuery({
    queryKey: queryKeys.leerlingenLijst(admnr, schooljaar, filter, vestiging, search, sort, page),
    queryFn: ({ signal }) =>
      api.getJson<LeerlingenPagina>(aanroep.path, { administratieNr: admnr, signal, query: { ...aanroep.query, search: search || undefined, sort, page, pageSize: PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
  const items = data?.items ?? [];
  const total = data?.total ?? 0;
  const paginas = Math.max(1, Math.ceil(total / PAGE_SIZE));

  const filters = perms ? permittedFilters(perms, Functiegebied.Leerlingen) : [filter];
  // Branch choice: Eigen narrows the own groups to an own branch; Alle/Actief to a readable branch; Inactief to any.
  const vestigingen = perms
    ? perms.vestigingen.filter((v) =>
        filter === "Inactief" ? true : filter === "Eigen" ? perms.eigenVestigingen.includes(v.nr) : readableVestigingen(perms, Functiegebied.Leerlingen).includes(v.nr),
      )
    : [];
  const magToevoegen = perms ? hasBits(perms, Functiegebied.Leerlingen, Combinations.Write) : false;
  const magSamenvoegen = perms ? hasBits(perms, Functiegebied.Leerlingen, Bits.WriteAlle | Bits.WriteEigenVestiging | Bits.WriteEigenKlas) : false;
  const basis = `/${admnr}/schooljaar/${schooljaar}/adm/leerlingen`;
  const href = (f: FilterNaam, v: number | null) => `${basis}?filter=${f}${v ? `&vestiging=${v}` : ""}`;

  const columns = [
    col.display({
      id: "selectie",
      header: () => <span className="sr-only">Selecteren</span>,
      cell: ({ row }) => (
        <Checkbox
          aria-label={`${row.original.naam} selecteren`}
          checked={selectie[row.original.id] !== undefined}
          onCheckedChange={(c) =>
            setSelectie((s) => {
              const n = { ...s };
              if (c === true) n[row.original.id] = row.original;
              else delete n[row.original.id];
              return n;
            })
          }
        />
      ),
    }),
    col.accessor("naam", {
      header: "Naam",
      cell: ({ row }) => (
        <Link href={`${basis}/details/${row.original.id}`} className="font-medium text-primary underline-offset-4 hover:underline">
          {row.original.achternaam}, {[row.original.roepnaam, row.original.tussenvoegsel].filter(Boolean).join(" ")}
        </Link>
      ),
    }),
    col.accessor("geboortedatum", { header: "Geboortedatum", cell: (c) => formatDatum(c.getValue()) }),
    col.accessor("leeftijd", { header: "Leeftijd", enableSorting: false, cell: (c) => c.getValue() ?? "" }),
    col.accessor((l) => l.groepen.map((g) => g.naam).join(", "), { id: "groep", header: "Groep", enableSorting: false }),
    col.accessor("ingangsdatum", { header: "Ingangsdatum", cell: (c) => formatDatum(c.getValue()) }),
    col.accessor("einddatum", { header: "Einddatum", cell: (c) => (c.getValue() === OPEN_EINDDATUM_ISO ? "" : formatDatum(c.getValue())) }),
  ];
  // TanStack Table returns new functions each render; the React Compiler skips this component (known, harmless).
  // eslint-disable-next-line react-hooks/incompatible-library
  const table = useReactTable({
    data: items,
    columns,
    getCoreRowModel: getCoreRowModel(),
    manualSorting: true,
    manualPagination: true,
    enableSortingRemoval: false,
    state: { sorting },
    onSortingChange: (u) => {
      setSorting(u);
      setPage(1);
    },
    getRowId: (r) => String(r.id),
  });

  const exporteer = useMutation({
    mutationFn: () =>
      api.download(`/api/Leerlingen/Export/${schooljaar}/${filter}`, {
        administratieNr: admnr,
        query: { vestiging: vestiging ?? undefined, search: search || undefined, sort },
        fallbackFilename: `leerlingen-${schooljaar}.xlsx`,
      }),
    onSuccess: (r) => r.filename && toast.success(`${r.filename} is gedownload.`),
    onError: (e) => toast.error(e instanceof ApiError ? e.message : "Exporteren is niet gelukt."),
  });

  const gekozen = Object.values(selectie);
  return (
    <section className="space-y-4">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <h1 className="text-2xl font-semibold">Leerlingen</h1>
          <p className="text-sm text-muted-foreground">Schooljaar {schooljaar}</p>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button variant="outline" onClick={() => exporteer.mutate()} disabled={exporteer.isPending}>
            <Download aria-hidden className="size-4" />
            {exporteer.isPending ? "Bezig…" : "Exporteren"}
          </Button>
          {magSamenvoegen && <SamenvoegenDialog admnr={admnr} gekozen={gekozen} onKlaar={() => setSelectie({})} />}
          {magToevoegen && (
            <LeerlingFormDialog
              admnr={admnr}
              schooljaar={schooljaar}
              trigger={
                <Button>
                  <Plus aria-hidden className="size-4" />
                  Leerling toevoegen
                </Button>
              }
            />
          )}
        </div>
      </div>

      <div className="flex flex-wrap items-end gap-4">
        <TabsNav aria-label="Filter leerlingen" items={filters.map((f) => ({ href: href(f, vestiging), label: f, active: f === filter }))} />
        {vestigingen.length > 1 && (
          <div className="grid gap-1">
            <Label htmlFor="vestiging">Vestiging</Label>
            <NativeSelect id="vestiging" value={vestiging ?? ""} onChange={(e) => router.push(href(filter, e.target.value ? Number(e.target.value) : null))} wrapperClassName="w-56">
              <NativeSelectOption value="">Alle vestigingen</NativeSelectOption>
              {vestigingen.map((v) => (
                <NativeSelectOption key={v.nr} value={v.nr}>
                  {v.naam}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </div>
        )}
        <div className="grid gap-1">
          <Label htmlFor="zoek">Zoeken op naam</Label>
          <Input id="zoek" type="search" value={zoekInvoer} onChange={(e) => setZoekInvoer(e.target.value)} className="w-64" placeholder="Naam of sleutel" />
        </div>
      </div>

      <p className="text-sm text-muted-foreground" aria-live="polite">
        {data ? `${total} ${total === 1 ? "leerling" : "leerlingen"}` : "Laden…"}
        {data && isFetching && <span className="ml-2">(bijwerken…)</span>}
      </p>
      {isError ? (
        <p role="alert" className="rounded-md border border-destructive p-4 text-destructive">
          De leerlingen konden niet worden geladen.
        </p>
      ) : items.length === 0 && !isFetching ? (
        <p className="rounded-md border border-dashed p-6 text-center text-muted-foreground">
          {search ? `Geen leerlingen gevonden voor '${search}'.` : "Er zijn geen leerlingen in deze lijst."}
        </p>
      ) : (
        <Table>
          <TableHeader>
            {table.getHeaderGroups().map((hg) => (
              <TableRow key={hg.id}>
                {hg.headers.map((h) => {
                  const sorted = h.column.getIsSorted();
                  return (
                    <TableHead key={h.id} aria-sort={sorted === "asc" ? "ascending" : sorted === "desc" ? "descending" : undefined}>
                      {h.column.getCanSort() ? (
                        <button type="button" className="inline-flex items-center gap-1 font-medium hover:underline" onClick={h.column.getToggleSortingHandler()}>
                          {flexRender(h.column.columnDef.header, h.getContext())}
                          {sorted === "asc" ? <ArrowUp aria-hidden className="size-3" /> : sorted === "desc" ? <ArrowDown aria-hidden className="size-3" /> : <ArrowUpDown aria-hidden className="size-3 opacity-50" />}
                        </button>
                      ) : (
                        flexRender(h.column.columnDef.header, h.getContext())
                      )}
                    </TableHead>
                  );
                })}
              </TableRow>
            ))}
          </TableHeader>
          <TableBody>
            {table.getRowModel().rows.map((row) => (
              <TableRow key={row.id}>
                {row.getVisibleCells().map((cell) => (
                  <TableCell key={cell.id}>{flexRender(cell.column.columnDef.cell, cell.getContext())}</TableCell>
                ))}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {paginas > 1 && (
        <nav aria-label="Paginering" className="flex items-center gap-3">
          <Button variant="outline" size="sm" disabled={page <= 1} onClick={() => setPage((p) => p - 1)}>
            Vorige
          </Button>
          <span className="text-sm">
            Pagina {page} van {paginas}
          </span>
          <Button variant="outline" size="sm" disabled={page >= paginas} onClick={() => setPage((p) => p + 1)}>
            Volgende
          </Button>
        </nav>
      )}
    </section>
  );
}

function SamenvoegenDialog({ admnr, gekozen, onKlaar }: { admnr: number; gekozen: LeerlingView[]; onKlaar: () => void }) {
  const qc = useQueryClient();
  const [behoudenId, setBehoudenId] = useState<number | null>(null);
  const [a, b] = gekozen;
  const klaar = gekozen.length === 2 && a && b;
  const houden = klaar ? (behoudenId === b.id ? b : a) : undefined;
  const weg = klaar ? (houden === a ? b : a) : undefined;
  const merge = useMutation({
    mutationFn: () => api.post("/api/Leerlingen/Samenvoegen", { behoudenId: houden!.id, samenvoegenId: weg!.id }, { administratieNr: admnr }),
    onSuccess: () => {
      toast.success(`${weg!.naam} is samengevoegd met ${houden!.naam}.`);
      void qc.invalidateQueries({ queryKey: queryKeys.leerlingen(admnr) });
      onKlaar();
    },
    onError: (e) => toast.error(e instanceof ApiError ? e.message : "Samenvoegen is niet gelukt."),
  });
  return (
    <AlertDialog onOpenChange={(o) => o && setBehoudenId(a?.id ?? null)}>
      <AlertDialogTrigger asChild>
        <Button variant="outline" disabled={!klaar} title={klaar ? undefined : "Selecteer precies twee leerlingen"}>
          <Merge aria-hidden className="size-4" />
          Samenvoegen{gekozen.length ? ` (${gekozen.length})` : ""}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>Twee leerlingen samenvoegen?</AlertDialogTitle>
          <AlertDialogDescription>
            Alle gegevens van de ene leerling (groepen, schoolloopbaan, evaluaties, plannen, notities) gaan naar de leerling die blijft; daarna wordt de andere verwijderd. Dit kan niet ongedaan worden gemaakt.
          </AlertDialogDescription>
        </AlertDialogHeader>
        {klaar && (
          <fieldset className="grid gap-2">
            <legend className="mb-1 text-sm font-medium">Welke leerling blijft?</legend>
            {[a, b].map((l) => (
              <label key={l.id} className="flex items-center gap-2 text-sm">
                <input type="radio" name="behouden" checked={houden?.id === l.id} onChange={() => setBehoudenId(l.id)} />
                {l.naam} {l.geboortedatum ? `(${formatDatum(l.geboortedatum)})` : ""} {l.externeSleutel ? `— sleutel ${l.externeSleutel}` : ""}
              </label>
            ))}
          </fieldset>
        )}
        <AlertDialogFooter>
          <AlertDialogCancel>Annuleren</AlertDialogCancel>
          <AlertDialogAction onClick={() => merge.mutate()}>Samenvoegen</AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
