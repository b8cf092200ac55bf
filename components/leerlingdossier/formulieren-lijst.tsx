"use client";

import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useDeferredValue } from "react";
import { admFilter, AdmNav } from "@/components/adm/adm-nav";
import { useServerTableState, type Column } from "@/components/kit/data-table";
import { EmptyState } from "@/components/kit/empty-state";
import { ListScreen } from "@/components/kit/list-screen";
import { RowLink } from "@/components/kit/row-link";
import { api } from "@/lib/client/api";
import { usePermissions } from "@/lib/client/hooks";
import { queryKeys } from "@/lib/client/keys";
import { formatDatum } from "@/lib/format";
import { Functiegebied, permittedFilters, readableVestigingen, type FilterNaam } from "@/lib/permissions";
import type { FormulierView } from "@/lib/services/formulieren";
import { FORMULIEREN_PAGE_SIZE } from "./constanten";

/* The school year's forms list: apart from a form's own pages (formulieren.tsx, with the form renderer), issue 27. */

interface FormulierenPagina {
  items: FormulierView[];
  total: number;
}

export function formulierenAanroep(filter: FilterNaam, schooljaar: string, vestiging: number | null) {
  switch (filter) {
    case "Eigen":
      return { path: `/api/Formulieren/Eigen/${schooljaar}`, query: vestiging ? { vestiging } : {} };
    case "Alle":
      return { path: `/api/Formulieren/Actief/${schooljaar}/${vestiging ?? 0}`, query: { filter: "Alle" } };
    case "Actief":
      return { path: `/api/Formulieren/Actief/${schooljaar}/${vestiging ?? 0}`, query: {} };
    case "Inactief":
      return { path: `/api/Formulieren/Inactief/${schooljaar}`, query: vestiging ? { vestiging } : {} };
  }
}

/** adm/formulieren: the forms of a school year by the §6 filters, with branch choice and search; paged on the server. */
export function FormulierenScreen({ admnr, schooljaar, filter, vestiging }: { admnr: number; schooljaar: string; filter: FilterNaam; vestiging: number | null }) {
  const t = useTranslations("adm.formulieren");
  const { data: view } = usePermissions(admnr);
  const perms = view ? { ...view, gebruikerId: view.gebruikerId ?? "" } : undefined;
  const { zoek, pageIndex } = useServerTableState();
  const search = useDeferredValue(zoek.trim());
  const page = pageIndex + 1;
  const aanroep = formulierenAanroep(filter, schooljaar, vestiging);
  const { data, isError } = useQuery({
    queryKey: queryKeys.formulierenLijst(admnr, schooljaar, filter, vestiging, search, page),
    queryFn: ({ signal }) =>
      api.getJson<FormulierenPagina>(aanroep.path, { administratieNr: admnr, signal, query: { ...aanroep.query, search: search || undefined, page, pageSize: FORMULIEREN_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
  const F = Functiegebied.Leerlingformulieren;
  const filters = perms ? permittedFilters(perms, F) : [filter];
  const vestigingen = perms ? perms.vestigingen.filter((v) => (filter === "Eigen" ? perms.eigenVestigingen.includes(v.nr) : readableVestigingen(perms, F).includes(v.nr))) : [];
  const basis = `/${admnr}/schooljaar/${schooljaar}/adm`;
  const href = (f: FilterNaam, v: number | null) => `${basis}/formulieren?filter=${f}${v ? `&vestiging=${v}` : ""}`;
  const kolommen: Column<FormulierView>[] = [
    { id: "leerling", accessorKey: "leerlingNaam", header: t("kolommen.leerling"), enableSorting: false, cell: ({ row }) => <RowLink href={`${basis}/leerlingen/details/${row.original.leerlingId}/formulieren`}>{row.original.leerlingNaam}</RowLink> },
    { id: "template", accessorKey: "templateNaam", header: t("kolommen.template"), enableSorting: false, cell: ({ row }) => <RowLink href={`${basis}/formulieren/details/${row.original.id}`}>{row.original.templateNaam}</RowLink> },
    { id: "titel", accessorKey: "titel", header: t("kolommen.titel"), enableSorting: false, cell: ({ row }) => row.original.titel ?? "" },
    { id: "datum", accessorKey: "datum", header: t("kolommen.datum"), enableSorting: false, cell: ({ row }) => formatDatum(row.original.datum) },
    { id: "auteur", accessorKey: "auteur", header: t("kolommen.auteur"), enableSorting: false, cell: ({ row }) => row.original.auteur ?? "" },
  ];
  return (
    <ListScreen
      title={t("titel")}
      description={t("uitleg", { schooljaar })}
      columns={kolommen}
      data={data?.items}
      getRowId={(f) => String(f.id)}
      server={{ total: data?.total ?? 0, pageSize: FORMULIEREN_PAGE_SIZE }}
      error={isError ? t("ladenMislukt") : undefined}
      search={{ label: t("zoeken"), placeholder: t("zoekenPlaceholder") }}
      empty={<EmptyState title={t("leeg")} description={t("leegUitleg")} />}
      nav={<AdmNav admnr={admnr} schooljaar={schooljaar} />}
      filter={admFilter({ tekst: t, lijst: "formulieren", filter, filters, vestiging, vestigingen: vestigingen, alleVestigingen: true, href })}
    >
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {data ? t("aantal", { aantal: data.total }) : t("laden")}
      </p>
    </ListScreen>
  );
}
