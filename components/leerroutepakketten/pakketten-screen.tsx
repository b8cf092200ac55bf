"use client";

import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { actionsColumn, type Column } from "@/components/kit/data-table";
import { AddDialog } from "@/components/kit/form-dialog";
import { EmptyState } from "@/components/kit/empty-state";
import { ListScreen } from "@/components/kit/list-screen";
import { RowLink } from "@/components/kit/row-link";
import { TextField } from "@/components/kit/velden";
import { useApiMutation } from "@/components/kit/use-api-mutation";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import type { LeerroutepakketView } from "@/lib/services/leerroutepakketten";
import { usePakketten } from "./data";
import { PakketStatus, PublishButton } from "./pakket-status";

export { PakketStatus, PublishButton };

export function PakkettenScreen({ admnr, magToevoegen }: { admnr: number; magToevoegen: boolean }) {
  const t = useTranslations("planning.leerroutepakketten");
  const { data } = usePakketten(admnr);
  const kolommen = useMemo<Column<LeerroutepakketView>[]>(
    () => [
      {
        accessorKey: "naam",
        header: t("kolommen.naam"),
        cell: ({ row }) => <RowLink href={`/${admnr}/leerroutepakketten/${row.original.id}/details/stroomplan`}>{row.original.naam}</RowLink>,
      },
      { id: "eigenaar", accessorFn: (p) => (p.eigen ? t("eigenPakket") : p.eigenaar), header: t("kolommen.eigenaar") },
      { id: "domeinen", accessorFn: (p) => p.aantallen.domeinen, header: t("kolommen.domeinen") },
      { id: "competenties", accessorFn: (p) => p.aantallen.competenties, header: t("kolommen.competenties") },
      { id: "indicatoren", accessorFn: (p) => p.aantallen.indicatoren, header: t("kolommen.indicatoren") },
      { id: "status", accessorFn: (p) => (p.gepubliceerd ? 1 : 0), header: t("kolommen.status"), cell: ({ row }) => <PakketStatus pakket={row.original} /> },
      actionsColumn(t("kolommen.acties"), (row) => (row.original.beheerbaar && !row.original.gepubliceerd ? <PublishButton admnr={admnr} pakket={row.original} /> : null)),
    ],
    [admnr, t],
  );
  return (
    <ListScreen
      title={t("titel")}
      description={t("uitleg")}
      actions={magToevoegen ? <AddPakketDialog admnr={admnr} /> : undefined}
      columns={kolommen}
      data={data}
      getRowId={(p) => String(p.id)}
      search={{ label: t("zoeken"), text: (p) => p.naam }}
      initialSort={[{ id: "naam", desc: false }]}
      empty={<EmptyState title={t("leeg")} description={magToevoegen ? t("leegToevoegen") : undefined} />}
    />
  );
}

function AddPakketDialog({ admnr }: { admnr: number }) {
  const t = useTranslations("planning.leerroutepakketten.toevoegen");
  const add = useApiMutation({
    mutationFn: (v: { naam: string; omschrijving?: string | null }) => api.post<LeerroutepakketView>("/api/Leerroutepakketten/Add", v, { administratieNr: admnr }),
    success: (_r, v) => t("gelukt", { naam: v.naam }),
    toastError: false,
    invalidate: [queryKeys.leerroutepakketten(admnr)],
  });
  return (
    <AddDialog
      label={t("knop")}
      description={t("uitleg")}
      schema={() => import("@/lib/schemas/leerroutepakketten").then((m) => m.leerroutepakketVelden)}
      defaultValues={{ naam: "", omschrijving: "" }}
      submitLabel={t("opslaan")}
      onSubmit={(v) => add.mutateAsync(v)}
    >
      <TextField name="naam" label={t("naam")} maxLength={200} />
      <TextField name="omschrijving" label={t("omschrijving")} maxLength={2000} />
    </AddDialog>
  );
}
