"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { lazy } from "react";
import { AddButton } from "@/components/kit/buttons";
import { DataTable, type Column } from "@/components/kit/data-table";
import { EmptyState } from "@/components/kit/empty-state";
import { LaadBijOpenen } from "@/components/kit/laad-bij-openen";
import { RowLink } from "@/components/kit/row-link";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import { formatDatum } from "@/lib/format";
import type { FormulierView } from "@/lib/services/formulieren";

/** Filling in a form: its dialog (the template's fields) loads on the button's first click (issue 27). */
const laadInvullen = () => import("./formulier-invullen");
const FormulierInvullen = lazy(() => laadInvullen().then((m) => ({ default: m.FormulierInvullen })));

/** Pupil tab formulieren: the pupil's forms and filling in a new one from an active template. */
export function FormulierenTab({ admnr, schooljaar, leerlingId, magSchrijven }: { admnr: number; schooljaar: string; leerlingId: number; magSchrijven: boolean }) {
  const t = useTranslations("adm.formulieren");
  const { data } = useQuery({
    queryKey: queryKeys.formulierenLeerling(admnr, leerlingId),
    queryFn: async ({ signal }) => (await api.getJson<FormulierView[]>(`/api/Formulieren/ForLeerling/${admnr}/${leerlingId}`, { administratieNr: admnr, signal })) ?? [],
  });
  const basis = `/${admnr}/schooljaar/${schooljaar}/adm/formulieren`;
  const kolommen: Column<FormulierView>[] = [
    { accessorKey: "templateNaam", header: t("kolommen.template"), cell: ({ row }) => <RowLink href={`${basis}/details/${row.original.id}`}>{row.original.templateNaam}</RowLink> },
    { accessorKey: "titel", header: t("kolommen.titel"), cell: ({ row }) => row.original.titel ?? "" },
    { accessorKey: "datum", header: t("kolommen.datum"), cell: ({ row }) => formatDatum(row.original.datum) },
    { accessorKey: "auteur", header: t("kolommen.auteur"), cell: ({ row }) => row.original.auteur ?? "" },
  ];
  return (
    <section className="space-y-4" aria-labelledby="formulieren-titel">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="formulieren-titel" className="text-lg font-semibold">
          {t("tab.titel")}
        </h2>
        {magSchrijven && (
          <LaadBijOpenen trigger={<AddButton label={t("tab.invullen")} />} laad={laadInvullen}>
            {(trigger) => <FormulierInvullen admnr={admnr} leerlingId={leerlingId} trigger={trigger} initialOpen />}
          </LaadBijOpenen>
        )}
      </div>
      {data && data.length === 0 ? (
        <EmptyState title={t("tab.leeg")} description={magSchrijven ? t("tab.leegUitleg") : undefined} />
      ) : (
        <DataTable label={t("tab.titel")} columns={kolommen} data={data} getRowId={(f) => String(f.id)} urlKey={false} />
      )}
    </section>
  );
}
