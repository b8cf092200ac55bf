"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { actionsColumn, type Column } from "@/components/kit/data-table";
import { AddDialog } from "@/components/kit/form-dialog";
import { CheckboxField, TextField } from "@/components/kit/velden";
import { ConfirmDelete } from "@/components/kit/confirm-delete";
import { EmptyState } from "@/components/kit/empty-state";
import { ListScreen } from "@/components/kit/list-screen";
import { RowLink } from "@/components/kit/row-link";
import { useApiMutation } from "@/components/kit/use-api-mutation";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import { useSchooljaren } from "./schooljaren-data";
import { formatDatum } from "@/lib/format";
import { huidigSchooljaar, parseSchooljaar } from "@/lib/schooljaar";
import type { SchooljaarView } from "@/lib/services/schooljaren";

export { useSchooljaren };

/** The add dialog's schema, loaded with it (issue 27). */
const toevoegSchema = () => import("./schooljaren-schemas").then((m) => m.toevoegSchema);

function volgendSchooljaar(bestaande: string[]): string {
  const jaren = bestaande.map((s) => parseSchooljaar(s)?.startJaar ?? 0);
  const start = jaren.length ? Math.max(...jaren) + 1 : parseSchooljaar(huidigSchooljaar())!.startJaar;
  return `${start}-${start + 1}`;
}

export function SchooljarenScreen({ admnr }: { admnr: number }) {
  const t = useTranslations("beheer.schooljaren");
  const { data } = useSchooljaren(admnr);
  const opties = { administratieNr: admnr };
  const invalidate = [queryKeys.schooljaren(admnr)];
  const toevoegen = useApiMutation({
    mutationFn: (v: { schooljaar: string; standaardPerioden: boolean }) => api.post<SchooljaarView>("/api/Schooljaren/Toevoegen", { schooljaar: v.schooljaar, ...(v.standaardPerioden ? {} : { perioden: [] }) }, opties),
    invalidate,
    success: (_r, v) => t("toegevoegd", { schooljaar: v.schooljaar }),
    toastError: false,
  });
  const verwijderen = useApiMutation({
    mutationFn: (schooljaar: string) => api.delete(`/api/Schooljaren/Delete/${schooljaar}`, opties),
    invalidate,
    success: (_r, schooljaar) => t("verwijderd", { schooljaar }),
    toastError: false,
  });

  const huidig = huidigSchooljaar();
  const kolommen = useMemo<Column<SchooljaarView>[]>(
    () => [
      {
        accessorKey: "schooljaar",
        header: t("schooljaar"),
        cell: ({ row }) => (
          <>
            <RowLink href={`/${admnr}/beheer/schooljaren/details/${row.original.schooljaar}`}>{row.original.schooljaar}</RowLink>
            {row.original.schooljaar === huidig && <span className="ml-2 text-xs text-muted-foreground">{t("huidig")}</span>}
          </>
        ),
      },
      { accessorKey: "ingangsdatum", header: t("ingangsdatum"), cell: ({ row }) => formatDatum(row.original.ingangsdatum) },
      { accessorKey: "einddatum", header: t("einddatum"), cell: ({ row }) => formatDatum(row.original.einddatum) },
      { id: "perioden", accessorFn: (s) => s.perioden.length, header: t("perioden") },
      actionsColumn(t("acties"), (row) => (
        <ConfirmDelete
          label={t("verwijderen", { schooljaar: row.original.schooljaar })}
          title={t("verwijderenVraag", { schooljaar: row.original.schooljaar })}
          description={t("verwijderenUitleg", { aantal: row.original.perioden.length })}
          onConfirm={() => verwijderen.mutateAsync(row.original.schooljaar)}
        />
      )),
    ],
    [admnr, huidig, t, verwijderen],
  );

  const toevoegKnop = (
    <AddDialog
      label={t("toevoegen")}
      description={t("toevoegenUitleg")}
      schema={toevoegSchema}
      defaultValues={{ schooljaar: volgendSchooljaar((data ?? []).map((s) => s.schooljaar)), standaardPerioden: true }}
      onSubmit={(v) => toevoegen.mutateAsync(v)}
    >
      <TextField name="schooljaar" label={t("schooljaar")} placeholder={volgendSchooljaar([huidig])} />
      <CheckboxField name="standaardPerioden" label={t("standaardPerioden")} />
    </AddDialog>
  );

  return (
    <ListScreen
      title={t("titel")}
      description={t("uitleg")}
      actions={toevoegKnop}
      columns={kolommen}
      data={data}
      getRowId={(s) => s.schooljaar}
      empty={<EmptyState title={t("leeg")} description={t("leegUitleg")} />}
    />
  );
}
