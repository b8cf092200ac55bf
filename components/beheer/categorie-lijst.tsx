"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { actionsColumn, type Column } from "@/components/kit/data-table";
import { AddDialog, EditDialog } from "@/components/kit/form-dialog";
import { ConfirmDelete } from "@/components/kit/confirm-delete";
import { EmptyState } from "@/components/kit/empty-state";
import { ListScreen } from "@/components/kit/list-screen";
import { TextField } from "@/components/kit/velden";
import { useApiMutation } from "@/components/kit/use-api-mutation";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import type { DossierCategorieView, NotitieSoortView } from "@/lib/services/categorieen";

/** The simple named settings lists (note kinds, dossier categories): what differs between them. */
export type CategorieSoort = "notitiesoorten" | "dossiercategorieen";

interface Item {
  nr: number;
  naam: string;
  gebruik: number;
}

const SOORTEN = {
  notitiesoorten: {
    pad: "/api/NotitieSoorten",
    toevoegen: () => import("@/lib/schemas/categorieen").then((m) => m.notitieSoortToevoegen),
    bijwerken: () => import("@/lib/schemas/categorieen").then((m) => m.notitieSoortBijwerken),
    sleutel: queryKeys.notitieSoorten,
    item: (r: unknown): Item => ({ nr: (r as NotitieSoortView).nr, naam: (r as NotitieSoortView).naam, gebruik: (r as NotitieSoortView).aantalNotities }),
  },
  dossiercategorieen: {
    pad: "/api/LeerlingdossierCategorieen",
    toevoegen: () => import("@/lib/schemas/categorieen").then((m) => m.dossierCategorieToevoegen),
    bijwerken: () => import("@/lib/schemas/categorieen").then((m) => m.dossierCategorieBijwerken),
    sleutel: queryKeys.dossierCategorieen,
    item: (r: unknown): Item => ({ nr: (r as DossierCategorieView).nr, naam: (r as DossierCategorieView).naam, gebruik: (r as DossierCategorieView).aantalItems }),
  },
} as const;

export function CategorieLijst({ admnr, soort }: { admnr: number; soort: CategorieSoort }) {
  const s = SOORTEN[soort];
  const t = useTranslations(`beheer.categorieen.${soort}`);
  const tk = useTranslations("beheer.categorieen.kolommen");
  const { data } = useQuery({
    queryKey: s.sleutel(admnr),
    queryFn: async ({ signal }) => (await api.getJson<unknown[]>(s.pad, { administratieNr: admnr, signal })) ?? [],
    select: (rows) => rows.map(s.item),
  });
  const opties = { administratieNr: admnr };
  const invalidate = [s.sleutel(admnr)];
  const toevoegen = useApiMutation({
    mutationFn: (v: { naam: string }) => api.post(`${s.pad}/Add`, v, opties),
    invalidate,
    success: (_r, v) => t("toegevoegd", { naam: v.naam }),
    toastError: false,
  });
  const bijwerken = useApiMutation({
    mutationFn: (v: { nr: number; naam: string }) => api.post(`${s.pad}/Update`, v, opties),
    invalidate,
    success: (_r, v) => t("opgeslagen", { naam: v.naam }),
    toastError: false,
  });
  const verwijderen = useApiMutation({
    mutationFn: (item: Item) => api.delete(`${s.pad}/Delete/${item.nr}`, opties),
    invalidate,
    success: (_r, item) => t("verwijderd", { naam: item.naam }),
    toastError: false,
  });

  const kolommen = useMemo<Column<Item>[]>(
    () => [
      { accessorKey: "naam", header: tk("naam") },
      { accessorKey: "gebruik", header: tk("gebruik"), cell: ({ row }) => t("gebruik", { aantal: row.original.gebruik }) },
      actionsColumn(tk("acties"), (row) => (
        <>
          <EditDialog
            label={t("bewerken", { naam: row.original.naam })}
            description={t("bewerkenUitleg")}
            schema={s.bijwerken}
            defaultValues={{ nr: row.original.nr, naam: row.original.naam }}
            onSubmit={(v) => bijwerken.mutateAsync(v)}
          >
            <TextField name="naam" label={tk("naam")} />
          </EditDialog>
          <ConfirmDelete
            label={t("verwijderen", { naam: row.original.naam })}
            title={t("verwijderenVraag", { naam: row.original.naam })}
            description={t("verwijderenUitleg", { aantal: row.original.gebruik })}
            onConfirm={() => verwijderen.mutateAsync(row.original)}
          />
        </>
      )),
    ],
    [s.bijwerken, t, tk, bijwerken, verwijderen],
  );

  const toevoegKnop = (
    <AddDialog label={t("toevoegen")} description={t("toevoegenUitleg")} schema={s.toevoegen} defaultValues={{ naam: "" }} onSubmit={(v) => toevoegen.mutateAsync(v)}>
      <TextField name="naam" label={tk("naam")} />
    </AddDialog>
  );

  return (
    <ListScreen
      title={t("titel")}
      description={t("uitleg")}
      actions={toevoegKnop}
      columns={kolommen}
      data={data}
      getRowId={(i) => String(i.nr)}
      search={{ label: t("zoeken") }}
      initialSort={[{ id: "naam", desc: false }]}
      empty={<EmptyState title={t("leeg")} description={t("leegUitleg")} />}
    />
  );
}
