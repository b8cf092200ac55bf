"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Download, Merge } from "lucide-react";
import { useTranslations } from "next-intl";
import { lazy, useDeferredValue, useState } from "react";
import { admFilter, AdmNav } from "@/components/adm/adm-nav";
import { AddButton } from "@/components/kit/buttons";
import { EmptyState } from "@/components/kit/empty-state";
import { ListScreen } from "@/components/kit/list-screen";
import { RowLink } from "@/components/kit/row-link";
import { useApiMutation } from "@/components/kit/use-api-mutation";
import { LaadBijOpenen } from "@/components/kit/laad-bij-openen";
import { useServerTableState, type Column } from "@/components/kit/data-table";
import { Button, type ButtonProps } from "@/components/ui/button";
import { api } from "@/lib/client/api";
import { usePermissions } from "@/lib/client/hooks";
import { queryKeys } from "@/lib/client/keys";
import { formatDatum, volledigeNaam } from "@/lib/format";
import { Bits, Functiegebied, guards, hasBits, permittedFilters, readableVestigingen, type FilterNaam } from "@/lib/permissions";
import type { LeerlingView } from "@/lib/services/leerlingen";
import { LEERLINGEN_PAGE_SIZE as PAGE_SIZE } from "./constanten";
import { naarRij, type LeerlingenLijstPagina, type LeerlingRij } from "./leerling-rij";
import { laadLeerlingForm, LeerlingFormDialog } from "./leerling-form-lazy";

/** Merging two pupils: its confirmation loads on the button's first click (issue 27). */
const laadSamenvoegen = () => import("./leerlingen-samenvoegen");
const SamenvoegenDialog = lazy(() => laadSamenvoegen().then((m) => ({ default: m.SamenvoegenDialog })));

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

/** Column id → the API's sort key (the other columns do not sort). */
const SORTEERBAAR: Record<string, string> = { naam: "achternaam", geboortedatum: "geboortedatum", ingangsdatum: "ingangsdatum", einddatum: "einddatum" };

export function apiSort(sort: string): string {
  const desc = sort.startsWith("-");
  const kolom = SORTEERBAAR[sort.replace(/^-/, "")];
  return kolom ? `${desc ? "-" : ""}${kolom}` : "achternaam";
}

export function LeerlingenScreen({ admnr, schooljaar, filter, vestiging }: { admnr: number; schooljaar: string; filter: FilterNaam; vestiging: number | null }) {
  const t = useTranslations("adm.leerlingen");
  const { data: view } = usePermissions(admnr);
  const perms = view ? { ...view, gebruikerId: view.gebruikerId ?? "" } : undefined;
  const { zoek, sort, pageIndex } = useServerTableState();
  // Typing stays quick; the list follows the term as React gets to it.
  const search = useDeferredValue(zoek.trim());
  const [selectie, setSelectie] = useState<Set<string>>(new Set());
  const sortering = apiSort(sort);
  const page = pageIndex + 1;

  const aanroep = lijstAanroep(filter, schooljaar, vestiging);
  const { data, isFetching, isError } = useQuery({
    queryKey: queryKeys.leerlingenLijst(admnr, schooljaar, filter, vestiging, search, sortering, page),
    // The rows' own shape (leerling-rij.ts), the same the page dehydrates.
    queryFn: async ({ signal }): Promise<LeerlingenLijstPagina | undefined> => {
      const p = await api.getJson<LeerlingenPagina>(aanroep.path, { administratieNr: admnr, signal, query: { ...aanroep.query, search: search || undefined, sort: sortering, page, pageSize: PAGE_SIZE } });
      return p && { ...p, items: p.items.map(naarRij) };
    },
    placeholderData: keepPreviousData,
  });
  const items = data?.items;
  const total = data?.total ?? 0;

  const filters = perms ? permittedFilters(perms, Functiegebied.Leerlingen) : [filter];
  // Branch choice: Eigen narrows the own groups to an own branch; Alle/Actief to a readable branch; Inactief to any.
  const vestigingen = perms
    ? perms.vestigingen.filter((v) =>
        filter === "Inactief" ? true : filter === "Eigen" ? perms.eigenVestigingen.includes(v.nr) : readableVestigingen(perms, Functiegebied.Leerlingen).includes(v.nr),
      )
    : [];
  // Adding needs a group to put the pupil in that the user may write: a branch or all of them.
  // (With own-group rights only the server refuses every new pupil: no button then.)
  const magToevoegen = perms ? hasBits(perms, Functiegebied.Leerlingen, Bits.WriteAlle | Bits.WriteEigenVestiging) : false;
  // Merging removes a pupil: Leerlingen manage (spec §6), as the API checks.
  const magSamenvoegen = perms ? guards.leerlingenBeheren(perms) : false;
  const groepLinks = perms ? guards.groepenLezen(perms) : false;
  const basis = `/${admnr}/schooljaar/${schooljaar}/adm`;
  const href = (f: FilterNaam, v: number | null) => `${basis}/leerlingen?filter=${f}${v ? `&vestiging=${v}` : ""}`;

  const columns: Column<LeerlingRij>[] = [
      {
        id: "naam",
        accessorFn: (l) => volledigeNaam(l),
        header: t("kolommen.naam"),
        cell: ({ row }) => (
          <RowLink href={`${basis}/leerlingen/details/${row.original.id}`}>
            {t("naamLijst", { achternaam: row.original.achternaam, voornaam: [row.original.roepnaam, row.original.tussenvoegsel].filter(Boolean).join(" ") })}
          </RowLink>
        ),
      },
      { id: "geboortedatum", accessorKey: "geboortedatum", header: t("kolommen.geboortedatum"), cell: ({ row }) => formatDatum(row.original.geboortedatum) },
      { id: "leeftijd", accessorKey: "leeftijd", header: t("kolommen.leeftijd"), enableSorting: false, cell: ({ row }) => row.original.leeftijd ?? "" },
      {
        id: "groep",
        header: t("kolommen.groep"),
        enableSorting: false,
        cell: ({ row }) => {
          const groepen = row.original.groepen.map((g) =>
            groepLinks ? (
              <RowLink key={g.nr} href={`${basis}/groepen/details/${g.nr}`}>
                {g.naam}
              </RowLink>
            ) : (
              <span key={g.nr}>{g.naam}</span>
            ),
          );
          // Most pupils are in one group: no wrapper then (50 rows, issue 27).
          if (groepen.length === 0) return <span className="text-muted-foreground">{t("geenGroep")}</span>;
          return groepen.length === 1 ? groepen[0] : <span className="flex flex-wrap gap-x-2">{groepen}</span>;
        },
      },
      { id: "ingangsdatum", accessorKey: "ingangsdatum", header: t("kolommen.ingangsdatum"), cell: ({ row }) => formatDatum(row.original.ingangsdatum) },
      {
        id: "einddatum",
        accessorKey: "einddatum",
        header: t("kolommen.einddatum"),
        cell: ({ row }) => (row.original.einddatum ? formatDatum(row.original.einddatum) : ""),
      },
  ];

  const exporteer = useApiMutation({
    mutationFn: () =>
      api.download(`/api/Leerlingen/Export/${schooljaar}/${filter}`, {
        administratieNr: admnr,
        query: { vestiging: vestiging ?? undefined, search: search || undefined, sort: sortering },
        fallbackFilename: `leerlingen-${schooljaar}.xlsx`,
      }),
    success: (r) => t("geexporteerd", { bestand: r.filename ?? `leerlingen-${schooljaar}.xlsx` }),
    error: t("exporterenMislukt"),
  });

  const gekozen = (items ?? []).filter((l) => selectie.has(String(l.id)));
  return (
    <ListScreen
      title={t("titel")}
      description={t("uitleg", { schooljaar })}
      actions={
        <>
          <Button variant="outline" onClick={() => exporteer.mutate()} disabled={exporteer.isPending}>
            <Download aria-hidden />
            {t("exporteren")}
          </Button>
          {magSamenvoegen && (
            <LaadBijOpenen trigger={<SamenvoegenKnop aantal={gekozen.length} />} laad={laadSamenvoegen}>
              {(trigger) => <SamenvoegenDialog admnr={admnr} gekozen={gekozen} onKlaar={() => setSelectie(new Set())} trigger={trigger} initialOpen />}
            </LaadBijOpenen>
          )}
          {magToevoegen && (
            <LaadBijOpenen trigger={<AddButton label={t("toevoegen")} />} laad={laadLeerlingForm}>
              {(trigger) => <LeerlingFormDialog admnr={admnr} schooljaar={schooljaar} trigger={trigger} initialOpen />}
            </LaadBijOpenen>
          )}
        </>
      }
      columns={columns}
      data={items}
      getRowId={(l) => String(l.id)}
      server={{ total, pageSize: PAGE_SIZE }}
      error={isError ? t("ladenMislukt") : undefined}
      search={{ label: t("zoeken"), placeholder: t("zoekenPlaceholder") }}
      initialSort={[{ id: "naam", desc: false }]}
      selection={magSamenvoegen ? { selected: selectie, onChange: setSelectie, rowLabel: (l) => volledigeNaam(l) } : undefined}
      empty={<EmptyState title={t("leeg")} description={t("leegUitleg")} />}
      nav={<AdmNav admnr={admnr} schooljaar={schooljaar} />}
      filter={admFilter({ tekst: t, lijst: "leerlingen", filter, filters, vestiging, vestigingen: vestigingen, alleVestigingen: true, href })}
    >
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {data ? t("aantal", { aantal: total }) : t("laden")}
        {data && isFetching ? <span className="ml-2">{t("bijwerken")}</span> : null}
      </p>
    </ListScreen>
  );
}

/** The merge button: enabled when exactly two pupils are chosen. */
function SamenvoegenKnop({ aantal, ...props }: { aantal: number } & Omit<ButtonProps, "children">) {
  const t = useTranslations("adm.leerlingen.samenvoegen");
  return (
    <Button variant="outline" disabled={aantal !== 2} title={aantal === 2 ? undefined : t("kiesTwee")} {...props}>
      <Merge aria-hidden />
      {aantal ? t("knopAantal", { aantal }) : t("knop")}
    </Button>
  );
}
