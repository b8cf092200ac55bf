"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Download } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { toast } from "@/components/ui/toast";
import type { z } from "zod";
import { actionsColumn, DataTable, type Column } from "@/components/kit/data-table";
import { AddButton } from "@/components/kit/buttons";
import { EmptyState } from "@/components/kit/empty-state";
import { FormDialog } from "@/components/kit/form-dialog";
import { RowLink } from "@/components/kit/row-link";
import { SelectField, TextField } from "@/components/kit/velden";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import { formatDatum } from "@/lib/format";
import type { handelingsplanRij } from "@/lib/schemas/groepsplannen";

export type HandelingsplanRij = z.output<typeof handelingsplanRij>;

interface Periode {
  nummer: number;
  ingangsdatum: string;
  einddatum: string;
}

/** Pupil tab handelingsplannen: the pupil's action plans, newest first, each with its PDF; a new one for who may write. */
export function LeerlingHandelingsplannen({
  admnr,
  leerlingId,
  schooljaar,
  nieuw,
}: {
  admnr: number;
  leerlingId: number;
  schooljaar?: string;
  /** The periods of the school year, when the user may write action plans. */
  nieuw?: { perioden: Periode[]; actievePeriode: number | null };
}) {
  const t = useTranslations("planning.handelingsplannen.leerlingTab");
  const qc = useQueryClient();
  const router = useRouter();
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
  const standaard = nieuw?.perioden.find((p) => p.nummer === nieuw.actievePeriode) ?? nieuw?.perioden[0];
  const tabel = (
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
  if (!nieuw || !schooljaar || !standaard) return tabel;
  return (
    <div className="space-y-3">
      <div className="flex justify-end">
        <FormDialog
          trigger={<AddButton label={t("nieuw")} />}
          title={t("nieuw")}
          description={t("nieuwUitleg")}
          schema={() => import("./schemas").then((m) => m.nieuwSchema)}
          defaultValues={{ titel: "", periodeNummer: standaard.nummer, ingangsdatum: standaard.ingangsdatum, einddatum: standaard.einddatum }}
          submitLabel={t("nieuwOpslaan")}
          onSubmit={async (v) => {
            const r = await api.post<{ id: number }>(`/api/Handelingsplannen/Add/${schooljaar}/${leerlingId}`, { ...v, doelen: [] }, { administratieNr: admnr });
            toast.success(t("aangemaakt", { titel: v.titel }));
            await qc.invalidateQueries({ queryKey: queryKeys.handelingsplannenLeerling(admnr, leerlingId) });
            if (r.data) router.push(`/${admnr}/schooljaar/${schooljaar}/planning/handelingsplannen/bewerken/${r.data.id}`);
          }}
        >
          <TextField name="titel" label={t("veldTitel")} maxLength={200} />
          <SelectField name="periodeNummer" label={t("kolommen.periode")} numeric options={nieuw.perioden.map((p) => ({ value: p.nummer, label: t("periodeOptie", { nummer: p.nummer, van: formatDatum(p.ingangsdatum), tot: formatDatum(p.einddatum) }) }))} />
          <TextField name="ingangsdatum" label={t("veldIngangsdatum")} type="date" />
          <TextField name="einddatum" label={t("veldEinddatum")} type="date" />
        </FormDialog>
      </div>
      {tabel}
    </div>
  );
}
