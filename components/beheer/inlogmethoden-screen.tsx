"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useMemo } from "react";
import { actionsColumn, type Column } from "@/components/kit/data-table";
import { AddDialog, EditDialog } from "@/components/kit/form-dialog";
import { ConfirmDelete } from "@/components/kit/confirm-delete";
import { EmptyState } from "@/components/kit/empty-state";
import { ListScreen } from "@/components/kit/list-screen";
import { CheckboxField, TextField } from "@/components/kit/velden";
import { useApiMutation } from "@/components/kit/use-api-mutation";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import type { InlogmethodeFormulierIn, InlogmethodeFormulierUit } from "@/lib/schemas/inlogmethoden";
import type { InlogmethodeView } from "@/lib/services/inlogmethoden";

const schema = () => import("@/lib/schemas/inlogmethoden").then((m) => m.inlogmethodeFormulier);

/** Settings › Inlogmethoden (issue 31): the OpenID Connect providers of the administration. */
export function InlogmethodenScreen({ admnr, klantId }: { admnr: number; klantId: number }) {
  const t = useTranslations("beheer.inlogmethoden");
  const { data } = useQuery({
    queryKey: queryKeys.inlogmethoden(admnr),
    queryFn: async ({ signal }) => (await api.getJson<InlogmethodeView[]>("/api/Inlogmethoden", { administratieNr: admnr, signal })) ?? [],
  });
  const opties = { administratieNr: admnr };
  const invalidate = [queryKeys.inlogmethoden(admnr)];
  // Adding always sends the secret (empty: the server's 400 names the field); editing keeps the stored one when left empty.
  const body = (v: InlogmethodeFormulierUit) => ({
    ...(v.id ? { id: v.id } : {}),
    naam: v.naam,
    issuer: v.issuer,
    clientId: v.clientId,
    ...(v.clientSecret || !v.id ? { clientSecret: v.clientSecret } : {}),
    domeinen: v.domeinenTekst,
    wachtwoordToegestaan: v.wachtwoordToegestaan,
    klantId: v.voorKlant ? klantId : null,
    actief: v.actief,
  });
  const toevoegen = useApiMutation({
    mutationFn: (v: InlogmethodeFormulierUit) => api.post<InlogmethodeView>("/api/Inlogmethoden/Add", body(v), opties),
    invalidate,
    success: (r, v) => t("toegevoegd", { naam: r.data?.naam ?? v.naam }),
    toastError: false,
  });
  const bijwerken = useApiMutation({
    mutationFn: (v: InlogmethodeFormulierUit) => api.post<InlogmethodeView>("/api/Inlogmethoden/Update", body(v), opties),
    invalidate,
    success: (_r, v) => t("opgeslagen", { naam: v.naam }),
    toastError: false,
  });
  const verwijderen = useApiMutation({
    mutationFn: (m: InlogmethodeView) => api.delete(`/api/Inlogmethoden/Delete/${m.id}`, opties),
    invalidate,
    success: (_r, m) => t("verwijderd", { naam: m.naam }),
    toastError: false,
  });

  const velden = (nieuw: boolean) => (
    <>
      <TextField name="naam" label={t("velden.naam")} />
      <TextField name="issuer" label={t("velden.issuer")} description={t("velden.issuerUitleg")} />
      <TextField name="clientId" label={t("velden.clientId")} />
      <TextField name="clientSecret" type="password" autoComplete="new-password" label={t("velden.clientSecret")} description={nieuw ? t("velden.clientSecretUitleg") : t("bewerkenUitleg")} />
      <TextField name="domeinenTekst" label={t("velden.domeinen")} description={t("velden.domeinenUitleg")} />
      <CheckboxField name="wachtwoordToegestaan" label={t("velden.wachtwoordToegestaan")} />
      <CheckboxField name="voorKlant" label={t("velden.voorKlant")} />
      <CheckboxField name="actief" label={t("velden.actief")} />
    </>
  );

  const kolommen = useMemo<Column<InlogmethodeView>[]>(
    () => [
      {
        accessorKey: "naam",
        header: t("kolommen.naam"),
        cell: ({ row }) => (
          <div>
            <span className="font-medium">{row.original.naam}</span>
            {row.original.klantId !== null && <span className="ml-2 text-sm text-muted-foreground">{t("voorKlant")}</span>}
            <p className="text-sm break-all text-muted-foreground">{t("redirectUri", { uri: row.original.redirectUri })}</p>
          </div>
        ),
      },
      { accessorKey: "issuer", header: t("kolommen.issuer"), cell: ({ row }) => <span className="break-all">{row.original.issuer}</span> },
      { id: "domeinen", accessorFn: (m) => m.domeinen.join(", "), header: t("kolommen.domeinen") },
      { id: "wachtwoord", accessorFn: (m) => (m.wachtwoordToegestaan ? t("wachtwoordJa") : t("wachtwoordNee")), header: t("kolommen.wachtwoord") },
      { id: "status", accessorFn: (m) => (m.actief ? t("actief") : t("inactief")), header: t("kolommen.status") },
      actionsColumn(t("kolommen.acties"), (row) => {
        const m = row.original;
        const standaard: InlogmethodeFormulierIn = {
          id: m.id,
          naam: m.naam,
          issuer: m.issuer,
          clientId: m.clientId,
          clientSecret: "",
          domeinenTekst: m.domeinen.join(", "),
          wachtwoordToegestaan: m.wachtwoordToegestaan,
          voorKlant: m.klantId !== null,
          actief: m.actief,
        };
        return (
          <div className="flex justify-end gap-1">
            <EditDialog label={t("bewerken", { naam: m.naam })} description={t("bewerkenUitleg")} schema={schema} defaultValues={standaard} onSubmit={(v) => bijwerken.mutateAsync(v)}>
              {velden(false)}
            </EditDialog>
            <ConfirmDelete label={t("verwijderen", { naam: m.naam })} title={t("verwijderenVraag", { naam: m.naam })} description={t("verwijderenUitleg")} onConfirm={() => verwijderen.mutateAsync(m)} />
          </div>
        );
      }),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, bijwerken, verwijderen],
  );

  const nieuw: InlogmethodeFormulierIn = { naam: "", issuer: "", clientId: "", clientSecret: "", domeinenTekst: "", wachtwoordToegestaan: true, voorKlant: false, actief: true };
  const toevoegKnop = (
    <AddDialog
      label={t("toevoegen")}
      description={t("toevoegenUitleg")}
      schema={schema}
      defaultValues={nieuw}
      onSubmit={(v) => toevoegen.mutateAsync(v)}
    >
      {velden(true)}
    </AddDialog>
  );

  return (
    <ListScreen
      title={t("titel")}
      description={t("uitleg")}
      actions={toevoegKnop}
      columns={kolommen}
      data={data}
      getRowId={(m) => String(m.id)}
      search={{ label: t("zoeken") }}
      initialSort={[{ id: "naam", desc: false }]}
      empty={<EmptyState title={t("leeg")} description={t("leegUitleg")} />}
    />
  );
}
