"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { actionsColumn, type Column } from "@/components/kit/data-table";
import { AddButton, EditButton } from "@/components/kit/buttons";
import { ConfirmDelete } from "@/components/kit/confirm-delete";
import { EmptyState } from "@/components/kit/empty-state";
import { ListScreen } from "@/components/kit/list-screen";
import { RowLink } from "@/components/kit/row-link";
import { useApiMutation } from "@/components/kit/use-api-mutation";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import { guards, type UserPermissions } from "@/lib/permissions";
import type { VestigingLijstItem } from "@/lib/services/vestigingen";
import { useSchoolsoortLabel } from "./schoolsoort-label";

export function useVestigingen(admnr: number) {
  return useQuery({
    queryKey: queryKeys.vestigingen(admnr),
    queryFn: async ({ signal }) => (await api.getJson<VestigingLijstItem[]>("/api/Vestigingen", { administratieNr: admnr, signal })) ?? [],
  });
}

export { useSchoolsoortLabel };

/**
 * Deleting a branch behind a confirmation; the server's refusal (groups or pupils still there)
 * shows in the dialog. An icon button in lists, a button with text (`metTekst`) on the details page.
 */
export function VestigingVerwijderen({ admnr, vestiging, onVerwijderd, metTekst }: { admnr: number; vestiging: { nr: number; naam: string }; onVerwijderd?: () => void; metTekst?: boolean }) {
  const t = useTranslations("beheer.vestigingen");
  const verwijderen = useApiMutation({
    mutationFn: () => api.delete(`/api/Vestigingen/delete/${vestiging.nr}`, { administratieNr: admnr }),
    invalidate: [queryKeys.vestigingen(admnr)],
    success: t("verwijderd", { naam: vestiging.naam }),
    toastError: false,
    onSuccess: () => onVerwijderd?.(),
  });
  return (
    <ConfirmDelete
      label={metTekst ? undefined : t("verwijderen", { naam: vestiging.naam })}
      text={metTekst ? t("verwijderenKnop") : undefined}
      title={t("verwijderenVraag", { naam: vestiging.naam })}
      description={t("verwijderenUitleg")}
      onConfirm={() => verwijderen.mutateAsync()}
    />
  );
}

export function VestigingenScreen({ admnr, permissions }: { admnr: number; permissions: UserPermissions }) {
  const t = useTranslations("beheer.vestigingen");
  const schoolsoort = useSchoolsoortLabel();
  const { data } = useVestigingen(admnr);
  const basis = `/${admnr}/beheer/Vestigingen`;

  const kolommen = useMemo<Column<VestigingLijstItem>[]>(
    () => [
      {
        accessorKey: "naam",
        header: t("kolommen.naam"),
        cell: ({ row }) =>
          guards.vestigingDetails(permissions, { vestigingNr: row.original.nr }) ? (
            <RowLink href={`${basis}/details/${row.original.nr}`}>{row.original.naam}</RowLink>
          ) : (
            <span className="font-medium">{row.original.naam}</span>
          ),
      },
      {
        id: "schoolsoort",
        accessorFn: (v) => schoolsoort(v.schoolsoort) ?? "",
        header: t("kolommen.schoolsoort"),
        cell: ({ row }) => schoolsoort(row.original.schoolsoort) ?? <span className="text-muted-foreground">{t("onbekend")}</span>,
      },
      { accessorKey: "aantalMedewerkers", header: t("kolommen.medewerkers") },
      { accessorKey: "aantalGroepenHuidigSchooljaar", header: t("kolommen.groepen") },
      actionsColumn(t("kolommen.acties"), (row) =>
        guards.vestigingBewerken(permissions, { vestigingNr: row.original.nr }) ? (
          <>
            <EditButton href={`${basis}/bewerken/${row.original.nr}`} label={t("bewerken", { naam: row.original.naam })} />
            <VestigingVerwijderen admnr={admnr} vestiging={row.original} />
          </>
        ) : null,
      ),
    ],
    [admnr, basis, permissions, schoolsoort, t],
  );

  const toevoegen = guards.vestigingToevoegen(permissions) ? <AddButton href={`${basis}/toevoegen`} label={t("toevoegen")} /> : null;

  return (
    <ListScreen
      title={t("titel")}
      description={t("uitleg")}
      actions={toevoegen}
      columns={kolommen}
      data={data}
      getRowId={(v) => String(v.nr)}
      search={{ label: t("zoeken"), text: (v) => v.naam }}
      initialSort={[{ id: "naam", desc: false }]}
      empty={<EmptyState title={t("leeg")} description={t("leegUitleg")} />}
    />
  );
}
