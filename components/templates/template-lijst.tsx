"use client";

import { useQuery, type QueryKey } from "@tanstack/react-query";
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

/** What every kind's template summary has. */
export interface TemplateRegel {
  id: number;
  naam: string;
  omschrijving: string | null;
  actief: boolean;
}

/** A count column: the field, its header (kolommen.<kolom>) and its cell text (<tekst>, with {aantal}). */
export interface TellerKolom<T> {
  veld: keyof T & string;
  kolom: string;
  tekst: string;
}

/**
 * The list of one kind of templates (beheer/Formuliertemplates, beheer/Opptemplates,
 * beheer/leerlingplantemplates): name (to the builder), the kind's counts, the active flag, and
 * add, edit, (de)activate and delete (refused by the server while the template is in use; the
 * confirmation says how often it is). The kind gives its API base path, its query key, its
 * schemas, its messages (`ns`, the same keys for every kind) and any actions of its own.
 */
export function TemplateLijst<T extends TemplateRegel>({
  admnr,
  ns,
  pad,
  sleutel,
  detailPad,
  schemas,
  tellers,
  inGebruik,
  acties,
  rijActies,
}: {
  admnr: number;
  ns: string;
  /** The API base: "/api/OppTemplate" (list, /Add, /Update, /ChangeActief, /Delete/{id}). */
  pad: string;
  sleutel: QueryKey;
  /** The builder page of a template under the administration: "beheer/Opptemplates/details" (…/{id}). */
  detailPad: string;
  /** Loaded with the dialogs (SchemaBron): the list page carries no zod. */
  schemas: { velden: SchemaBron<FormSchema>; bijwerken: SchemaBron<FormSchema> };
  tellers: TellerKolom<T>[];
  /** The count that keeps a template from deletion. */
  inGebruik: keyof T & string;
  /** Beside the add button (the form templates' import). */
  acties?: ReactNode;
  /** Between (de)activate and edit in a row (the form templates' export); keep it stable (useCallback). */
  rijActies?: (t: T) => ReactNode;
}) {
  const t = useTranslations(ns);
  const opties = { administratieNr: admnr };
  const { data } = useQuery({
    queryKey: sleutel,
    queryFn: async ({ signal }) => (await api.getJson<T[]>(pad, { administratieNr: admnr, signal })) ?? [],
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
    mutationFn: (tpl: T) => api.post(`${pad}/ChangeActief`, { id: tpl.id, actief: !tpl.actief }, opties),
    invalidate: [sleutel],
    success: (_r, tpl) => (tpl.actief ? t("gedeactiveerd", { naam: tpl.naam }) : t("geactiveerd", { naam: tpl.naam })),
  });
  const verwijderen = useApiMutation({
    mutationFn: (tpl: T) => api.delete(`${pad}/Delete/${tpl.id}`, opties),
    invalidate: [sleutel],
    success: (_r, tpl) => t("verwijderd", { naam: tpl.naam }),
    toastError: false,
  });
  const kolommen = useMemo<Column<T>[]>(
    () => [
      { accessorKey: "naam", header: t("kolommen.naam"), cell: ({ row }) => <RowLink href={`/${admnr}/${detailPad}/${row.original.id}`}>{row.original.naam}</RowLink> },
      ...tellers.map<Column<T>>((k) => ({ accessorKey: k.veld, header: t(`kolommen.${k.kolom}`), cell: ({ row }) => t(k.tekst, { aantal: row.original[k.veld] as number }) })),
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
