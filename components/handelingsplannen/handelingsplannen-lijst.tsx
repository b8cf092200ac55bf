"use client";

import { useQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { useTranslations } from "next-intl";
import { actionsColumn, type Column } from "@/components/kit/data-table";
import { EmptyState } from "@/components/kit/empty-state";
import { ListScreen } from "@/components/kit/list-screen";
import { RowLink } from "@/components/kit/row-link";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import { formatDatum } from "@/lib/format";
import { useGehydrateerd } from "@/lib/client/gehydrateerd";
import { lijstRij, type HandelingsplanLijstRij } from "./handelingsplannen-lijst-rij";
import type { HandelingsplanRij } from "./leerling-handelingsplannen";

export type HandelingsplanFilter = "Eigen" | "Alle";

export function handelingsplannenPad(filter: HandelingsplanFilter, schooljaar: string) {
  return filter === "Eigen" ? `/api/Handelingsplannen/EigenHandelingsplannen/${schooljaar}` : `/api/Handelingsplannen/AlleHandelingsplannen/${schooljaar}/0`;
}

/** planning/handelingsplannen: the action plans of the school year, Eigen or Alle (the permitted filters). */
export function HandelingsplannenLijst({ admnr, schooljaar, filter, filters }: { admnr: number; schooljaar: string; filter: HandelingsplanFilter; filters: readonly HandelingsplanFilter[] }) {
  const t = useTranslations("planning.handelingsplannen");
  const tt = useTranslations("planning.handelingsplannen.leerlingTab");
  const { data, isError } = useQuery({
    queryKey: [...queryKeys.handelingsplannen(admnr), "lijst", schooljaar, filter],
    queryFn: async ({ signal }) => ((await api.getJson<HandelingsplanRij[]>(handelingsplannenPad(filter, schooljaar), { administratieNr: admnr, signal })) ?? []).map(lijstRij),
  });
  // The PDF button per row comes after hydration (issue 27: ~0.6 KB of HTML a row with its icon;
  // it cannot act before hydration anyway).
  const gehydrateerd = useGehydrateerd();
  const basis = `/${admnr}/schooljaar/${schooljaar}/planning/handelingsplannen`;
  const leerling = (id: number) => `/${admnr}/schooljaar/${schooljaar}/adm/leerlingen/details/${id}/handelingsplannen`;
  const kolommen: Column<HandelingsplanLijstRij>[] = [
    { id: "leerling", header: t("kolommen.leerling"), accessorFn: (r) => r.leerlingNaam, cell: ({ row }) => <RowLink href={leerling(row.original.leerlingId)}>{row.original.leerlingNaam}</RowLink> },
    { id: "titel", header: t("kolommen.titel"), accessorFn: (r) => r.titel ?? "", cell: ({ row }) => <RowLink href={`${basis}/details/${row.original.id}`}>{row.original.titel ?? String(row.original.id)}</RowLink> },
    { id: "periode", header: t("kolommen.periode"), accessorFn: (r) => r.periodeNummer },
    { id: "vakgebied", header: t("kolommen.vakgebied"), accessorFn: (r) => r.vakgebiedNaam ?? "" },
    { id: "looptijd", header: t("kolommen.looptijd"), accessorFn: (r) => r.ingangsdatum, cell: ({ row }) => tt("looptijd", { van: formatDatum(row.original.ingangsdatum), tot: formatDatum(row.original.einddatum) }) },
    { id: "status", header: t("kolommen.status"), accessorFn: (r) => (r.geevalueerd ? 1 : 0), cell: ({ row }) => <Badge variant={row.original.geevalueerd ? "secondary" : "outline"}>{row.original.geevalueerd ? tt("geevalueerd") : tt("lopend")}</Badge> },
    actionsColumn(t("kolommen.acties"), (row) =>
      gehydrateerd ? (
        <Button
          variant="ghost"
          size="icon"
          aria-label={tt("pdf", { titel: `${row.original.leerlingNaam}: ${row.original.titel ?? row.original.id}` })}
          onClick={() => void api.download(`/api/Handelingsplannen/Document/${admnr}/${row.original.id}`, { administratieNr: admnr, fallbackFilename: "handelingsplan.pdf" })}
        >
          <Download aria-hidden />
        </Button>
      ) : null,
    ),
  ];
  return (
    <ListScreen
      title={t("titel")}
      description={t("lijstUitleg", { schooljaar })}
      columns={kolommen}
      data={data}
      getRowId={(r) => String(r.id)}
      search={{ label: t("zoeken"), text: (r) => `${r.leerlingNaam} ${r.titel ?? ""} ${r.vakgebiedNaam ?? ""}` }}
      error={isError ? t("fout") : undefined}
      empty={<EmptyState title={t("leeg", { schooljaar })} />}
      filter={{ huidig: filter, filters, href: (f) => `${basis}?filter=${f}`, label: t("filters"), naam: (f) => t(`filter.${f}`), zoekInAlle: t("zoekInAlle") }}
    />
  );
}
