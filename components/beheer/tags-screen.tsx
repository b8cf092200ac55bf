"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { actionsColumn, type Column } from "@/components/kit/data-table";
import { AddDialog, EditDialog } from "@/components/kit/form-dialog";
import { ConfirmDelete } from "@/components/kit/confirm-delete";
import { EmptyState } from "@/components/kit/empty-state";
import { ListScreen } from "@/components/kit/list-screen";
import { TextField } from "@/components/kit/velden";
import { useApiMutation } from "@/components/kit/use-api-mutation";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import { formatLijst } from "@/lib/format";
import type { TagGebruik, TagView } from "@/lib/services/categorieen";

export function useTagsGebruik(admnr: number) {
  return useQuery({
    queryKey: queryKeys.tagsGebruik(admnr),
    queryFn: async ({ signal }) => (await api.getJson<TagGebruik[]>("/api/Tag/TimesUsed", { administratieNr: admnr, signal })) ?? [],
  });
}

interface Verwijderd {
  verwijderd: TagView[];
  ontkoppeld: { notities: number; dossierItems: number };
}

export function TagsScreen({ admnr }: { admnr: number }) {
  const t = useTranslations("beheer.tags");
  const { data: tags } = useTagsGebruik(admnr);
  const [gekozen, setGekozen] = useState<Set<string>>(new Set());
  const opties = { administratieNr: admnr };
  const invalidate = [queryKeys.tags(admnr)];
  const toevoegen = useApiMutation({
    mutationFn: (v: { naam: string }) => api.post<TagView>("/api/Tag/add", v, opties),
    invalidate,
    success: (r, v) => t("toegevoegd", { naam: r.data?.naam ?? v.naam }),
    toastError: false,
  });
  const bijwerken = useApiMutation({
    mutationFn: (v: { nr: number; naam: string }) => api.post<TagView>("/api/Tag/edit", v, opties),
    invalidate,
    success: (_r, v) => t("opgeslagen", { naam: v.naam }),
    toastError: false,
  });
  const verwijderen = useApiMutation({
    mutationFn: async (nrs: number[]) => (await api.delete<Verwijderd>("/api/Tag/delete", { ...opties, query: { nrs } })).data!,
    invalidate,
    success: (r) => t("verwijderd", { aantal: r.verwijderd.length, naam: r.verwijderd[0]?.naam ?? "" }),
    toastError: false,
    onSuccess: () => setGekozen(new Set()),
  });

  const kolommen = useMemo<Column<TagGebruik>[]>(
    () => [
      { accessorKey: "naam", header: t("kolommen.naam"), cell: ({ row }) => <span className="font-medium">{row.original.naam}</span> },
      {
        accessorKey: "aantal",
        header: t("kolommen.gebruik"),
        cell: ({ row }) => (
          <>
            {t("gebruik", { aantal: row.original.aantal })}
            {row.original.aantal > 0 && (
              <span className="ml-2 text-sm text-muted-foreground">{t("gebruikDetail", { notities: row.original.notities, dossierItems: row.original.dossierItems })}</span>
            )}
          </>
        ),
      },
      actionsColumn(t("kolommen.acties"), (row) => (
        <EditDialog
          label={t("bewerken", { naam: row.original.naam })}
          description={t("bewerkenUitleg")}
          schema={() => import("@/lib/schemas/tags").then((m) => m.tagBijwerken)}
          defaultValues={{ nr: row.original.nr, naam: row.original.naam }}
          onSubmit={(v) => bijwerken.mutateAsync(v)}
        >
          <TextField name="naam" label={t("kolommen.naam")} />
        </EditDialog>
      )),
    ],
    [t, bijwerken],
  );

  const selectie = (tags ?? []).filter((tag) => gekozen.has(String(tag.nr)));
  const notities = selectie.reduce((s, tag) => s + tag.notities, 0);
  const dossierItems = selectie.reduce((s, tag) => s + tag.dossierItems, 0);
  const uitleg = [
    t("verwijderenUitleg", { aantal: selectie.length, namen: formatLijst(selectie.map((tag) => tag.naam)) }),
    notities + dossierItems > 0 ? t("verwijderenGebruik", { aantal: selectie.length, notities, dossierItems }) : "",
  ];
  const selectieVerwijderen = (
    <ConfirmDelete
      text={t("selectieVerwijderen", { aantal: selectie.length })}
      disabled={selectie.length === 0}
      title={t("verwijderenVraag", { aantal: selectie.length })}
      description={uitleg.filter(Boolean).join(" ")}
      onConfirm={() => verwijderen.mutateAsync(selectie.map((tag) => tag.nr))}
    />
  );

  const toevoegKnop = (
    <AddDialog label={t("toevoegen")} description={t("toevoegenUitleg")} schema={() => import("@/lib/schemas/tags").then((m) => m.tagToevoegen)} defaultValues={{ naam: "" }} onSubmit={(v) => toevoegen.mutateAsync(v)}>
      <TextField name="naam" label={t("kolommen.naam")} />
    </AddDialog>
  );

  return (
    <ListScreen
      title={t("titel")}
      description={t("uitleg")}
      actions={toevoegKnop}
      columns={kolommen}
      data={tags}
      getRowId={(tag) => String(tag.nr)}
      search={{ label: t("zoeken") }}
      initialSort={[{ id: "naam", desc: false }]}
      selection={{ selected: gekozen, onChange: setGekozen, rowLabel: (tag) => t("rij", { naam: tag.naam }) }}
      toolbar={selectieVerwijderen}
      empty={<EmptyState title={t("leeg")} description={t("leegUitleg")} />}
    />
  );
}
