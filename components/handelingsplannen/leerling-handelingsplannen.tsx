"use client";

import { useQuery } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { useTranslations } from "next-intl";
import type { z } from "zod";
import { actionsColumn, DataTable, EmptyState, RowLink, type Column } from "@/components/kit";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import { formatDatum } from "@/lib/format";
import type { handelingsplanRij } from "@/lib/schemas/groepsplannen";

export type HandelingsplanRij = z.output<typeof handelingsplanRij>;

/** Pupil tab handelingsplannen: the pupil's action plans, newest first, each with its PDF. */
export function LeerlingHandelingsplannen({ admnr, leerlingId, schooljaar }: { admnr: number; leerlingId: number; schooljaar?: string }) {
  const t = useTranslations("planning.handelingsplannen.leerlingTab");
  const { data, isError } = useQuery({
    queryKey: queryKeys.handelingsplannenLeerling(admnr, leerlingId),
    queryFn: ({ signal }) => api.getJson<HandelingsplanRij[]>(`/api/Handelingsplannen/ForLeerling/${admnr}/${leerlingId}`, { administratieNr: admnr, signal }),
  });
  const kolommen: Column<HandelingsplanRij>[] = [
    {
      id: "titel",
      header: t("kolommen.titel"),
      accessorFn: (r) => r.titel ?? "",
      cell: ({ row }) =>
        schooljaar ? <RowLink href={`/${admnr}/schooljaar/${schooljaar}/adm/leerlingen/handelingsplannen/${row.original.id}/details`}>{row.original.titel ?? String(row.original.id)}</RowLink> : (row.original.titel ?? ""),
    },
    { id: "periode", header: t("kolommen.periode"), accessorFn: (r) => `${r.schooljaar}-${r.periodeNummer}`, cell: ({ row }) => t("periode", { schooljaar: row.original.schooljaar, periode: row.original.periodeNummer }) },
    { id: "vakgebied", header: t("kolommen.vakgebied"), accessorFn: (r) => r.vakgebiedNaam ?? "" },
    { id: "looptijd", header: t("kolommen.looptijd"), accessorFn: (r) => r.ingangsdatum, cell: ({ row }) => t("looptijd", { van: formatDatum(row.original.ingangsdatum), tot: formatDatum(row.original.einddatum) }) },
    { id: "beoordelaar", header: t("kolommen.beoordelaar"), accessorFn: (r) => r.beoordelaarNaam ?? "" },
    { id: "status", header: t("kolommen.status"), accessorFn: (r) => (r.geevalueerd ? 1 : 0), cell: ({ row }) => <Badge variant={row.original.geevalueerd ? "secondary" : "outline"}>{row.original.geevalueerd ? t("geevalueerd") : t("lopend")}</Badge> },
    actionsColumn(t("kolommen.acties"), (row) => (
      <Button
        variant="ghost"
        size="icon"
        aria-label={t("pdf", { titel: row.original.titel ?? String(row.original.id) })}
        onClick={() => void api.download(`/api/Handelingsplannen/Document/${admnr}/${row.original.id}`, { administratieNr: admnr, fallbackFilename: "handelingsplan.pdf" })}
      >
        <Download aria-hidden />
      </Button>
    )),
  ];
  return (
    <DataTable
      label={t("titel")}
      columns={kolommen}
      data={data}
      getRowId={(r) => String(r.id)}
      urlKey={false}
      error={isError ? t("fout") : undefined}
      empty={<EmptyState title={t("leeg")} />}
    />
  );
}
