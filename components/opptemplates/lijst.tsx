"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import type { z } from "zod";
import { actionsColumn, AddDialog, ConfirmDelete, EditDialog, EmptyState, ListScreen, RowLink, TextField, useApiMutation, type Column } from "@/components/kit";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import { templateBijwerken, templateVelden } from "@/lib/schemas/opptemplates";
import type { OppTemplateSamenvatting } from "@/lib/services/opptemplates";

/** beheer/Opptemplates: the OPP templates with add, edit, (de)activate and delete. */
export function OppTemplatesLijst({ admnr }: { admnr: number }) {
  const t = useTranslations("beheer.opptemplates");
  const opties = { administratieNr: admnr };
  const sleutel = queryKeys.oppTemplates(admnr);
  const { data } = useQuery({
    queryKey: sleutel,
    queryFn: async ({ signal }) => (await api.getJson<OppTemplateSamenvatting[]>("/api/OppTemplate", { administratieNr: admnr, signal })) ?? [],
  });
  const toevoegen = useApiMutation({
    mutationFn: (v: z.output<typeof templateVelden>) => api.post("/api/OppTemplate/Add", v, opties),
    invalidate: [sleutel],
    success: (_r, v) => t("toegevoegd", { naam: v.naam }),
    toastError: false,
  });
  const bijwerken = useApiMutation({
    mutationFn: (v: z.output<typeof templateBijwerken>) => api.post("/api/OppTemplate/Update", v, opties),
    invalidate: [sleutel],
    success: (_r, v) => t("opgeslagen", { naam: v.naam }),
    toastError: false,
  });
  const actief = useApiMutation({
    mutationFn: (tpl: OppTemplateSamenvatting) => api.post("/api/OppTemplate/ChangeActief", { id: tpl.id, actief: !tpl.actief }, opties),
    invalidate: [sleutel],
    success: (_r, tpl) => (tpl.actief ? t("gedeactiveerd", { naam: tpl.naam }) : t("geactiveerd", { naam: tpl.naam })),
  });
  const verwijderen = useApiMutation({
    mutationFn: (tpl: OppTemplateSamenvatting) => api.delete(`/api/OppTemplate/Delete/${tpl.id}`, opties),
    invalidate: [sleutel],
    success: (_r, tpl) => t("verwijderd", { naam: tpl.naam }),
    toastError: false,
  });
  const kolommen = useMemo<Column<OppTemplateSamenvatting>[]>(
    () => [
      { accessorKey: "naam", header: t("kolommen.naam"), cell: ({ row }) => <RowLink href={`/${admnr}/beheer/Opptemplates/details/${row.original.id}`}>{row.original.naam}</RowLink> },
      { accessorKey: "aantalCategorieen", header: t("kolommen.categorieen"), cell: ({ row }) => t("categorieen", { aantal: row.original.aantalCategorieen }) },
      { accessorKey: "aantalDefinities", header: t("kolommen.items"), cell: ({ row }) => t("items", { aantal: row.original.aantalDefinities }) },
      { accessorKey: "aantalPerspectieven", header: t("kolommen.perspectieven"), cell: ({ row }) => t("perspectieven", { aantal: row.original.aantalPerspectieven }) },
      { accessorKey: "actief", header: t("kolommen.actief"), cell: ({ row }) => (row.original.actief ? t("ja") : t("nee")) },
      actionsColumn(t("kolommen.acties"), (row) => (
        <>
          <Button variant="outline" size="sm" onClick={() => actief.mutate(row.original)} disabled={actief.isPending}>
            {row.original.actief ? t("deactiveren", { naam: row.original.naam }) : t("activeren", { naam: row.original.naam })}
          </Button>
          <EditDialog
            label={t("bewerken", { naam: row.original.naam })}
            description={t("bewerkenUitleg")}
            schema={templateBijwerken}
            defaultValues={{ id: row.original.id, naam: row.original.naam, omschrijving: row.original.omschrijving ?? "" }}
            onSubmit={(v) => bijwerken.mutateAsync(v)}
          >
            <TextField name="naam" label={t("veldNaam")} />
            <TextField name="omschrijving" label={t("veldOmschrijving")} multiline rows={3} />
          </EditDialog>
          <ConfirmDelete
            label={t("verwijderen", { naam: row.original.naam })}
            title={t("verwijderenVraag", { naam: row.original.naam })}
            description={t("verwijderenUitleg", { aantal: row.original.aantalPerspectieven })}
            onConfirm={() => verwijderen.mutateAsync(row.original)}
          />
        </>
      )),
    ],
    [admnr, t, actief, bijwerken, verwijderen],
  );
  return (
    <ListScreen
      title={t("titel")}
      description={t("uitleg")}
      actions={
        <AddDialog label={t("toevoegen")} description={t("toevoegenUitleg")} schema={templateVelden} defaultValues={{ naam: "", omschrijving: "" }} onSubmit={(v) => toevoegen.mutateAsync(v)}>
          <TextField name="naam" label={t("veldNaam")} />
          <TextField name="omschrijving" label={t("veldOmschrijving")} multiline rows={3} />
        </AddDialog>
      }
      columns={kolommen}
      data={data}
      getRowId={(r) => String(r.id)}
      search={{ label: t("zoeken") }}
      initialSort={[{ id: "naam", desc: false }]}
      empty={<EmptyState title={t("leeg")} description={t("leegUitleg")} />}
    />
  );
}
