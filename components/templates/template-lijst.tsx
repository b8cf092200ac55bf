"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useMemo, type ReactNode } from "react";
import { actionsColumn, type Column } from "@/components/kit/data-table";
import { AddDialog, EditDialog, type SchemaBron } from "@/components/kit/form-dialog";
import { ConfirmDelete } from "@/components/kit/confirm-delete";
import { EmptyState } from "@/components/kit/empty-state";
import { ListScreen } from "@/components/kit/list-screen";
import { RowLink } from "@/components/kit/row-link";
import type { FormSchema } from "@/components/kit/form";
import { TextField } from "@/components/kit/velden";
import { useApiMutation } from "@/components/kit/use-api-mutation";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import { apiPad, type TemplateKind, type TemplateKindDeclaratie } from "@/lib/templates/kind";

/** What every kind's template summary has (and its counts, named by the kind's declaration). */
export interface TemplateRegel {
  id: number;
  naam: string;
  omschrijving: string | null;
  actief: boolean;
}
type Rij = TemplateRegel & Record<string, unknown>;

/** The add and edit dialogs' schemas per kind, loaded when a dialog opens (issue 27): the list page carries no zod. */
const SCHEMAS: Record<TemplateKind, { velden: SchemaBron<FormSchema>; bijwerken: SchemaBron<FormSchema> }> = {
  formulier: { velden: () => import("@/lib/schemas/formuliertemplates").then((m) => m.templateVelden), bijwerken: () => import("@/lib/schemas/formuliertemplates").then((m) => m.templateBijwerken) },
  opp: { velden: () => import("@/lib/schemas/opptemplates").then((m) => m.templateVelden), bijwerken: () => import("@/lib/schemas/opptemplates").then((m) => m.templateBijwerken) },
  leerlingplan: { velden: () => import("@/lib/schemas/leerlingplannen").then((m) => m.templateVelden), bijwerken: () => import("@/lib/schemas/leerlingplannen").then((m) => m.templateBijwerken) },
};

/**
 * The list of one kind of templates (beheer/Formuliertemplates, beheer/Opptemplates,
 * beheer/leerlingplantemplates): name (to the template's page), the kind's counts, the active
 * flag, and add, edit, (de)activate and delete (refused by the server while the template is in
 * use; the confirmation says how often it is). Everything that differs comes from the kind's
 * declaration (lib/templates/kind-*.ts: API paths, query key, messages, counts, routes); a kind
 * may add actions of its own (the form templates' import and export).
 */
export function TemplateLijst({
  admnr,
  soort,
  acties,
  rijActies,
}: {
  admnr: number;
  soort: TemplateKindDeclaratie;
  /** Beside the add button (the form templates' import). */
  acties?: ReactNode;
  /** Between (de)activate and edit in a row (the form templates' export); keep it stable (useCallback). */
  rijActies?: (t: TemplateRegel) => ReactNode;
}) {
  const { tellers, inGebruik } = soort;
  const pad = apiPad(soort.api.basis);
  const detailPad = soort.routes.details;
  const sleutel = queryKeys[soort.sleutels.lijst](admnr);
  const schemas = SCHEMAS[soort.kind];
  const t = useTranslations(soort.berichten.ns);
  const opties = { administratieNr: admnr };
  const { data } = useQuery({
    queryKey: sleutel,
    queryFn: async ({ signal }) => (await api.getJson<Rij[]>(pad, { administratieNr: admnr, signal })) ?? [],
  });
  const toevoegen = useApiMutation({
    mutationFn: (v: { naam: string }) => api.post(`${pad}/Add`, v, opties),
    invalidate: [sleutel],
    success: (_r, v) => t("toegevoegd", { naam: v.naam }),
    toastError: false,
  });
  const bijwerken = useApiMutation({
    mutationFn: (v: { naam: string }) => api.post(`${pad}/Update`, v, opties),
    invalidate: [sleutel],
    success: (_r, v) => t("opgeslagen", { naam: v.naam }),
    toastError: false,
  });
  const actief = useApiMutation({
    mutationFn: (tpl: Rij) => api.post(`${pad}/ChangeActief`, { id: tpl.id, actief: !tpl.actief }, opties),
    invalidate: [sleutel],
    success: (_r, tpl) => (tpl.actief ? t("gedeactiveerd", { naam: tpl.naam }) : t("geactiveerd", { naam: tpl.naam })),
  });
  const verwijderen = useApiMutation({
    mutationFn: (tpl: Rij) => api.delete(`${pad}/Delete/${tpl.id}`, opties),
    invalidate: [sleutel],
    success: (_r, tpl) => t("verwijderd", { naam: tpl.naam }),
    toastError: false,
  });
  const kolommen = useMemo<Column<Rij>[]>(
    () => [
      { accessorKey: "naam", header: t("kolommen.naam"), cell: ({ row }) => <RowLink href={`/${admnr}/${detailPad}/${row.original.id}`}>{row.original.naam}</RowLink> },
      ...tellers.map<Column<Rij>>((k) => ({ accessorKey: k.veld, header: t(`kolommen.${k.kolom}`), cell: ({ row }) => t(k.tekst, { aantal: row.original[k.veld] as number }) })),
      { accessorKey: "actief", header: t("kolommen.actief"), cell: ({ row }) => (row.original.actief ? t("ja") : t("nee")) },
      actionsColumn(t("kolommen.acties"), (row) => (
        <>
          <Button variant="outline" size="sm" onClick={() => actief.mutate(row.original)} disabled={actief.isPending}>
            {row.original.actief ? t("deactiveren", { naam: row.original.naam }) : t("activeren", { naam: row.original.naam })}
          </Button>
          {rijActies?.(row.original)}
          <EditDialog
            label={t("bewerken", { naam: row.original.naam })}
            description={t("bewerkenUitleg")}
            schema={schemas.bijwerken}
            defaultValues={{ id: row.original.id, naam: row.original.naam, omschrijving: row.original.omschrijving ?? "" }}
            onSubmit={(v) => bijwerken.mutateAsync(v as { naam: string })}
          >
            <TextField name="naam" label={t("veldNaam")} />
            <TextField name="omschrijving" label={t("veldOmschrijving")} multiline rows={3} />
          </EditDialog>
          <ConfirmDelete
            label={t("verwijderen", { naam: row.original.naam })}
            title={t("verwijderenVraag", { naam: row.original.naam })}
            description={t("verwijderenUitleg", { aantal: row.original[inGebruik] as number })}
            onConfirm={() => verwijderen.mutateAsync(row.original)}
          />
        </>
      )),
    ],
    [admnr, t, detailPad, tellers, inGebruik, schemas, rijActies, actief, bijwerken, verwijderen],
  );
  return (
    <ListScreen
      title={t("titel")}
      description={t("uitleg")}
      actions={
        <>
          {acties}
          <AddDialog
            label={t("toevoegen")}
            description={t("toevoegenUitleg")}
            schema={schemas.velden}
            defaultValues={{ naam: "", omschrijving: "" }}
            onSubmit={(v) => toevoegen.mutateAsync(v as { naam: string })}
          >
            <TextField name="naam" label={t("veldNaam")} />
            <TextField name="omschrijving" label={t("veldOmschrijving")} multiline rows={3} />
          </AddDialog>
        </>
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
