"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useTranslations } from "next-intl";
import { useFieldArray } from "react-hook-form";
import type { z } from "zod";
import { actionsColumn, DataTable, type Column } from "@/components/kit/data-table";
import { AddButton } from "@/components/kit/buttons";
import { EmptyState } from "@/components/kit/empty-state";
import { KitForm, TextField, useSchemaForm } from "@/components/kit/form";
import { PageHeader } from "@/components/kit/page-header";
import { useApiMutation } from "@/components/kit/use-api-mutation";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import { formatDatum } from "@/lib/format";
import type { SchooljaarView } from "@/lib/services/schooljaren";
import type { periodenSchema } from "./schooljaar-details-schema";

type Waarden = z.input<typeof periodenSchema>;

export function SchooljaarDetails({ admnr, schooljaar }: { admnr: number; schooljaar: string }) {
  const t = useTranslations("beheer.schooljaren");
  const { data } = useQuery({
    queryKey: queryKeys.schooljaar(admnr, schooljaar),
    queryFn: ({ signal }) => api.getJson<SchooljaarView>(`/api/Schooljaren/Details/${schooljaar}`, { administratieNr: admnr, signal }),
  });
  if (!data) return null;
  return (
    <section className="space-y-4">
      <PageHeader
        back={{ href: `/${admnr}/beheer/schooljaren`, label: t("detail.terug") }}
        title={t("detail.titel", { schooljaar })}
        description={t("detail.uitleg", { van: formatDatum(data.ingangsdatum), tot: formatDatum(data.einddatum) })}
      />
      <PeriodenForm admnr={admnr} data={data} />
    </section>
  );
}

/** The periods of one school year as a grid of fields; the whole list is saved at once. */
function PeriodenForm({ admnr, data }: { admnr: number; data: SchooljaarView }) {
  const t = useTranslations("beheer.schooljaren");
  const qc = useQueryClient();
  const opgeslagen = (d: SchooljaarView): Waarden => ({ schooljaar: d.schooljaar, perioden: d.perioden.map((p) => ({ nummer: p.nummer, ingangsdatum: p.ingangsdatum, einddatum: p.einddatum })) });
  const form = useSchemaForm(() => import("./schooljaar-details-schema").then((m) => m.periodenSchema), opgeslagen(data));
  const { fields, append, remove } = useFieldArray({ control: form.control, name: "perioden" });
  const opslaan = useApiMutation({
    mutationFn: (v: z.output<typeof periodenSchema>) => api.post<SchooljaarView>("/api/Schooljaren/Edit", v, { administratieNr: admnr }),
    success: t("detail.opgeslagen"),
    toastError: false,
    onSuccess: (res) => {
      if (res.data) qc.setQueryData(queryKeys.schooljaar(admnr, data.schooljaar), res.data);
      void qc.invalidateQueries({ queryKey: queryKeys.schooljaren(admnr), exact: true });
    },
  });
  const volgendNummer = () => Math.max(0, ...form.getValues("perioden").map((p) => Number(p.nummer) || 0)) + 1;
  const lijstFout = form.formState.errors.perioden?.message ?? form.formState.errors.perioden?.root?.message;

  const kolommen: Column<(typeof fields)[number]>[] = [
    {
      id: "nummer",
      header: t("periode"),
      enableSorting: false,
      cell: ({ row }) => (
        <TextField name={`perioden.${row.index}.nummer`} type="number" label={t("detail.nummerVan", { index: row.index + 1 })} className="w-24 [&>label]:sr-only" />
      ),
    },
    {
      id: "ingangsdatum",
      header: t("ingangsdatum"),
      enableSorting: false,
      cell: ({ row }) => <TextField name={`perioden.${row.index}.ingangsdatum`} type="date" label={t("detail.ingangsdatumVan", { index: row.index + 1 })} className="[&>label]:sr-only" />,
    },
    {
      id: "einddatum",
      header: t("einddatum"),
      enableSorting: false,
      cell: ({ row }) => <TextField name={`perioden.${row.index}.einddatum`} type="date" label={t("detail.einddatumVan", { index: row.index + 1 })} className="[&>label]:sr-only" />,
    },
    actionsColumn(t("acties"), (row) => (
      <Button type="button" variant="ghost" size="icon" aria-label={t("detail.periodeVerwijderen", { index: row.index + 1 })} onClick={() => remove(row.index)}>
        <Trash2 aria-hidden className="size-4" />
      </Button>
    )),
  ];

  return (
    <KitForm form={form} onSubmit={(v) => opslaan.mutateAsync(v)} className="gap-4">
      <DataTable
        label={t("detail.tabel", { schooljaar: data.schooljaar })}
        columns={kolommen}
        data={fields}
        getRowId={(f) => f.id}
        urlKey={false}
        empty={<EmptyState title={t("geenPerioden")} />}
      />
      {lijstFout ? (
        <p role="alert" className="text-sm font-medium text-destructive">
          {lijstFout}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-2">
        <AddButton type="button" variant="outline" label={t("detail.periodeToevoegen")} onClick={() => append({ nummer: volgendNummer(), ingangsdatum: "", einddatum: "" })} />
        <Button type="submit" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? t("detail.bezig") : t("detail.opslaan")}
        </Button>
        <Button type="button" variant="ghost" onClick={() => form.reset(opgeslagen(data))}>
          {t("detail.ongedaanMaken")}
        </Button>
      </div>
    </KitForm>
  );
}
