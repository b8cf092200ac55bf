"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { actionsColumn, type Column } from "@/components/kit/data-table";
import { AddDialog } from "@/components/kit/form-dialog";
import { ConfirmDelete } from "@/components/kit/confirm-delete";
import { EmptyState } from "@/components/kit/empty-state";
import { ListScreen } from "@/components/kit/list-screen";
import { RowLink } from "@/components/kit/row-link";
import { TextField } from "@/components/kit/velden";
import { useApiMutation } from "@/components/kit/use-api-mutation";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import type { RolLijstItem, RolView } from "@/lib/services/rollen";

export function useRollen(admnr: number) {
  return useQuery({
    queryKey: queryKeys.rollen(admnr),
    queryFn: async ({ signal }) => (await api.getJson<RolLijstItem[]>("/api/Rollen", { administratieNr: admnr, signal })) ?? [],
  });
}

export function RollenScreen({ admnr }: { admnr: number }) {
  const t = useTranslations("beheer.rollen");
  const { data } = useRollen(admnr);
  const qc = useQueryClient();
  const router = useRouter();
  const verwijderen = useApiMutation({
    mutationFn: (rol: RolLijstItem) => api.delete(`/api/Rollen/delete/${rol.id}`, { administratieNr: admnr }),
    invalidate: [queryKeys.rollen(admnr)],
    toastError: false,
    success: (_r, rol) => t("verwijderen.gelukt", { naam: rol.naam }),
  });
  const toevoegen = useApiMutation({
    mutationFn: async (v: { naam: string }) => (await api.post<RolView>("/api/Rollen/add", v, { administratieNr: admnr })).data!,
    toastError: false,
    success: (rol) => t("toevoegen.gelukt", { naam: rol.naam }),
    onSuccess: (rol) => {
      qc.setQueryData(queryKeys.rol(admnr, rol.id), rol);
      void qc.invalidateQueries({ queryKey: queryKeys.rollen(admnr), exact: true });
      router.push(`/${admnr}/beheer/rollen/details/${rol.id}`);
    },
  });

  const kolommen = useMemo<Column<RolLijstItem>[]>(
    () => [
      {
        accessorKey: "naam",
        header: t("kolommen.naam"),
        cell: ({ row }) => <RowLink href={`/${admnr}/beheer/rollen/details/${row.original.id}`}>{row.original.naam}</RowLink>,
      },
      { accessorKey: "aantalMedewerkers", header: t("kolommen.medewerkers") },
      { accessorKey: "aantalApiKeys", header: t("kolommen.apiKeys") },
      actionsColumn(t("kolommen.acties"), (row) => {
        const r = row.original;
        return (
          <ConfirmDelete
            label={t("verwijderen.label", { naam: r.naam })}
            title={t("verwijderen.vraag", { naam: r.naam })}
            description={r.aantalMedewerkers + r.aantalApiKeys > 0 ? t("verwijderen.inGebruik", { medewerkers: r.aantalMedewerkers, apiKeys: r.aantalApiKeys }) : t("verwijderen.uitleg")}
            onConfirm={() => verwijderen.mutateAsync(r)}
          />
        );
      }),
    ],
    [admnr, t, verwijderen],
  );

  const toevoegKnop = (
    <AddDialog
      label={t("toevoegen.knop")}
      description={t("toevoegen.uitleg")}
      schema={() => import("@/lib/schemas/rollen").then((m) => m.rolToevoegen)}
      defaultValues={{ naam: "" }}
      submitLabel={t("toevoegen.bevestig")}
      onSubmit={(v) => toevoegen.mutateAsync(v)}
    >
      <TextField name="naam" label={t("toevoegen.naam")} />
    </AddDialog>
  );

  return (
    <ListScreen
      title={t("titel")}
      description={t("uitleg")}
      actions={toevoegKnop}
      columns={kolommen}
      data={data}
      getRowId={(r) => String(r.id)}
      search={{ label: t("zoeken"), placeholder: t("zoekenPlaceholder"), text: (r) => r.naam }}
      initialSort={[{ id: "naam", desc: false }]}
      empty={<EmptyState title={t("leeg")} description={t("leegUitleg")} />}
    />
  );
}
