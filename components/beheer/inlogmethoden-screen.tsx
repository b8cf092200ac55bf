"use client";

import { useQuery } from "@tanstack/react-query";
import { useFormatter, useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { actionsColumn, type Column } from "@/components/kit/data-table";
import { AddDialog, EditDialog } from "@/components/kit/form-dialog";
import { ConfirmDelete } from "@/components/kit/confirm-delete";
import { EmptyState } from "@/components/kit/empty-state";
import { ListScreen } from "@/components/kit/list-screen";
import { CheckboxField, TextField } from "@/components/kit/velden";
import { useApiMutation } from "@/components/kit/use-api-mutation";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import type { InlogmethodeFormulierIn, InlogmethodeFormulierUit } from "@/lib/schemas/inlogmethoden";
import type { InlogkoppelingView, InlogmethodeView } from "@/lib/services/inlogmethoden";

const schema = () => import("@/lib/schemas/inlogmethoden").then((m) => m.inlogmethodeFormulier);

/**
 * A method's links (issue 31): the staff of this administration who signed in through its issuer,
 * each removable (after a confirmation) when their account at the provider was recreated: sign-in
 * is refused (`sso=koppeling`) until then. The links are read when the dialog opens.
 */
function KoppelingenDialoog({ admnr, methode }: { admnr: number; methode: InlogmethodeView }) {
  const t = useTranslations("beheer.inlogmethoden.koppelingen");
  const f = useFormatter();
  const [open, setOpen] = useState(false);
  const sleutel = [...queryKeys.inlogmethoden(admnr), "koppelingen"] as const;
  const { data } = useQuery({
    queryKey: sleutel,
    enabled: open,
    queryFn: async ({ signal }) => (await api.getJson<InlogkoppelingView[]>("/api/Inlogmethoden/Koppelingen", { administratieNr: admnr, signal })) ?? [],
  });
  const verwijderen = useApiMutation({
    mutationFn: (k: InlogkoppelingView) => api.post("/api/Inlogmethoden/Koppelingen/Delete", { gebruikerId: k.gebruikerId, issuer: k.issuer, sub: k.sub }, { administratieNr: admnr }),
    invalidate: [sleutel],
    success: (_r, k) => t("verwijderd", { naam: k.naam }),
  });
  const hier = data?.filter((k) => k.issuer === methode.issuer);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size="sm" aria-label={t("knopLabel", { naam: methode.naam })}>
          {t("knop")}
        </Button>
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>{t("titel", { naam: methode.naam })}</DialogTitle>
          <DialogDescription>{t("uitleg")}</DialogDescription>
        </DialogHeader>
        {!hier ? (
          <p role="status" className="text-sm text-muted-foreground">{t("laden")}</p>
        ) : hier.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("leeg")}</p>
        ) : (
          <ul className="divide-y">
            {hier.map((k) => (
              <li key={`${k.issuer} ${k.sub}`} className="flex items-start justify-between gap-3 py-2">
                <div className="min-w-0 text-sm">
                  <p className="font-medium">
                    {k.naam}
                    {!k.actief && <span className="ml-2 font-normal text-muted-foreground">({t("inactief")})</span>}
                  </p>
                  {k.email && <p className="break-all text-muted-foreground">{k.email}</p>}
                  <p className="text-muted-foreground">{t("sinds", { datum: f.dateTime(new Date(k.aangemaaktOp), { dateStyle: "medium" }) })}</p>
                  <p className="break-all text-muted-foreground">{t("kenmerk", { sub: k.sub })}</p>
                </div>
                <ConfirmDelete label={t("verwijderen", { naam: k.naam })} title={t("verwijderenVraag", { naam: k.naam })} description={t("verwijderenUitleg", { naam: k.naam })} onConfirm={() => verwijderen.mutateAsync(k)} />
              </li>
            ))}
          </ul>
        )}
      </DialogContent>
    </Dialog>
  );
}

/**
 * Settings › Inlogmethoden (issue 31): the OpenID Connect providers that can sign the
 * administration's staff in: its own, and read-only the customer-wide ones another administration
 * of the customer manages. Each lists its links to staff (KoppelingenDialoog).
 */
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
            {!row.original.eigen && <p className="text-sm text-muted-foreground">{t("beheerdDoor", { administratie: row.original.beheerdDoor.naam })}</p>}
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
        if (!m.eigen)
          return (
            <div className="flex justify-end gap-1">
              <KoppelingenDialoog admnr={admnr} methode={m} />
            </div>
          );
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
            <KoppelingenDialoog admnr={admnr} methode={m} />
            <EditDialog label={t("bewerken", { naam: m.naam })} description={t("bewerkenUitleg")} schema={schema} defaultValues={standaard} onSubmit={(v) => bijwerken.mutateAsync(v)}>
              {velden(false)}
            </EditDialog>
            <ConfirmDelete label={t("verwijderen", { naam: m.naam })} title={t("verwijderenVraag", { naam: m.naam })} description={t("verwijderenUitleg")} onConfirm={() => verwijderen.mutateAsync(m)} />
          </div>
        );
      }),
    ],
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [t, bijwerken, verwijderen, admnr],
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
      getRowId={(m) => `${m.beheerdDoor.administratieNr}-${m.id}`}
      search={{ label: t("zoeken") }}
      initialSort={[{ id: "naam", desc: false }]}
      empty={<EmptyState title={t("leeg")} description={t("leegUitleg")} />}
    />
  );
}
