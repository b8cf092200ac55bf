"use client";

import { useQuery } from "@tanstack/react-query";
import { RefreshCw } from "lucide-react";
import { useTranslations } from "next-intl";
import { lazy, Suspense, useMemo, useState } from "react";
import { actionsColumn, DataTable, type Column } from "@/components/kit/data-table";
import { AddDialog, EditDialog } from "@/components/kit/form-dialog";
import { ConfirmDelete } from "@/components/kit/confirm-delete";
import { EmptyState } from "@/components/kit/empty-state";
import { SectionCard } from "@/components/kit/section-card";
import { SelectField, TextField } from "@/components/kit/velden";
import { useApiMutation } from "@/components/kit/use-api-mutation";
import { Badge } from "@/components/ui/badge";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import { formatDatumTijd } from "@/lib/format";
import type { ApiKeyRolView, ApiKeyView, NieuweApiKeyView } from "@/lib/services/administraties";

/** The dialog that shows a new key once (Radix's dialog with it) loads when there is a key to show (issue 27). */
const NieuweSleutelDialog = lazy(() => import("./nieuwe-sleutel").then((m) => ({ default: m.NieuweSleutelDialog })));

export function ApiSleutels({ admnr, rollen }: { admnr: number; rollen: ApiKeyRolView[] }) {
  const t = useTranslations("translation.mijnadministratie.sleutels");
  const [nieuw, setNieuw] = useState<NieuweApiKeyView | null>(null);
  // The dialog that shows a new key mounts with the first key and stays (its closing animation).
  const [getoond, setGetoond] = useState(false);
  if (nieuw && !getoond) setGetoond(true);
  const { data: sleutels } = useQuery({
    queryKey: queryKeys.apiKeys(admnr),
    queryFn: async ({ signal }) => (await api.getJson<ApiKeyView[]>("/api/Administraties/ApiKeys", { administratieNr: admnr, signal })) ?? [],
  });
  const invalidate = [queryKeys.apiKeys(admnr)];
  const vernieuwen = useApiMutation({
    mutationFn: async (id: number) => (await api.get<NieuweApiKeyView>(`/api/Administraties/RefreshApiKey/${id}`, { administratieNr: admnr })).data,
    invalidate,
    success: t("vernieuwd"),
    toastError: false,
    onSuccess: (k) => {
      if (k) setNieuw(k);
    },
  });
  const intrekken = useApiMutation({
    mutationFn: async (k: ApiKeyView) => (await api.delete<ApiKeyView>(`/api/Administraties/RemoveApiKey/${k.id}`, { administratieNr: admnr })).data,
    invalidate,
    success: (_r, k) => t("ingetrokken", { naam: k.naam }),
    toastError: false,
  });

  const vernieuw = vernieuwen.mutateAsync;
  const trekIn = intrekken.mutateAsync;
  const kolommen = useMemo<Column<ApiKeyView>[]>(
    () => [
      { accessorKey: "naam", header: t("naam"), cell: ({ row }) => <span className="font-medium">{row.original.naam}</span> },
      { accessorKey: "prefix", header: t("sleutel"), cell: ({ row }) => <code>{row.original.prefix}…</code> },
      { accessorKey: "rolNaam", header: t("rol") },
      { accessorKey: "createdAt", header: t("aangemaakt"), cell: ({ row }) => formatDatumTijd(row.original.createdAt) },
      { accessorKey: "laatstGebruikt", header: t("laatstGebruikt"), cell: ({ row }) => (row.original.laatstGebruikt ? formatDatumTijd(row.original.laatstGebruikt) : t("nogNiet")) },
      {
        id: "status",
        header: t("status"),
        enableSorting: false,
        cell: ({ row }) =>
          row.original.ingetrokkenOp ? <Badge variant="outline">{t("ingetrokkenOp", { datum: formatDatumTijd(row.original.ingetrokkenOp) })}</Badge> : <Badge>{t("actief")}</Badge>,
      },
      actionsColumn(t("acties"), (row) => {
        const k = row.original;
        if (k.ingetrokkenOp) return null;
        return (
          <>
            <SleutelDialog admnr={admnr} rollen={rollen} sleutel={k} onNieuw={setNieuw} />
            <ConfirmDelete
              trigger={
                <Button variant="ghost" size="icon" aria-label={t("vernieuwen", { naam: k.naam })}>
                  <RefreshCw aria-hidden />
                </Button>
              }
              title={t("vernieuwenVraag", { naam: k.naam })}
              description={t("vernieuwenUitleg")}
              confirmLabel={t("vernieuwenKnop")}
              destructive={false}
              onConfirm={() => vernieuw(k.id)}
            />
            <ConfirmDelete
              label={t("intrekken", { naam: k.naam })}
              title={t("intrekkenVraag", { naam: k.naam })}
              description={t("intrekkenUitleg")}
              confirmLabel={t("intrekkenKnop")}
              onConfirm={() => trekIn(k)}
            />
          </>
        );
      }),
    ],
    [t, admnr, rollen, vernieuw, trekIn],
  );

  return (
    <SectionCard
      title={t("titel")}
      description={t.rich("uitleg", { code: (c) => <code>{c}</code> })}
      action={<SleutelDialog admnr={admnr} rollen={rollen} onNieuw={setNieuw} />}
    >
      <DataTable
        label={t("titel")}
        columns={kolommen}
        data={sleutels}
        getRowId={(k) => String(k.id)}
        urlKey="sleutel-"
        search={{ label: t("zoeken"), placeholder: t("zoeken") }}
        empty={<EmptyState title={t("geen")} description={t("geenUitleg")} />}
      />
      {getoond && (
        <Suspense fallback={null}>
          <NieuweSleutelDialog sleutel={nieuw} onClose={() => setNieuw(null)} />
        </Suspense>
      )}
    </SectionCard>
  );
}

/** Add (without `sleutel`) or edit the name and role of a key. */
function SleutelDialog({ admnr, rollen, sleutel, onNieuw }: { admnr: number; rollen: ApiKeyRolView[]; sleutel?: ApiKeyView; onNieuw: (k: NieuweApiKeyView) => void }) {
  const t = useTranslations("translation.mijnadministratie.sleutels");
  // The key's own role stays choosable even when it is not among the roles a new key may get.
  const opties = sleutel && !rollen.some((r) => r.id === sleutel.rolId) ? [{ id: sleutel.rolId, naam: sleutel.rolNaam }, ...rollen] : rollen;
  const opslaan = useApiMutation({
    mutationFn: async (v: { naam: string; rolId: number; id?: number }) =>
      sleutel
        ? (await api.post<ApiKeyView>("/api/Administraties/EditApiKey", { ...v, id: sleutel.id }, { administratieNr: admnr })).data
        : (await api.post<NieuweApiKeyView>("/api/Administraties/AddApiKey", v, { administratieNr: admnr })).data,
    invalidate: [queryKeys.apiKeys(admnr)],
    success: sleutel ? t("gewijzigd") : undefined,
    toastError: false,
    onSuccess: (k) => {
      if (!sleutel && k) onNieuw(k as NieuweApiKeyView);
    },
  });
  const velden = (
    <>
      <TextField name="naam" label={t("naam")} description={t("naamUitleg")} />
      <SelectField name="rolId" label={t("rol")} description={t("rolUitleg")} numeric placeholder={t("kiesRol")} options={opties.map((r) => ({ value: r.id, label: r.naam }))} />
      {opties.length === 0 && <p className="text-sm text-muted-foreground">{t("geenRol")}</p>}
    </>
  );
  return sleutel ? (
    <EditDialog
      label={t("wijzigen", { naam: sleutel.naam })}
      description={t("wijzigenUitleg")}
      schema={() => import("@/lib/schemas/administraties").then((m) => m.apiKeyEditBody)}
      defaultValues={{ id: sleutel.id, naam: sleutel.naam, rolId: sleutel.rolId }}
      onSubmit={(v) => opslaan.mutateAsync(v)}
    >
      {velden}
    </EditDialog>
  ) : (
    <AddDialog
      label={t("toevoegen")}
      title={t("toevoegenTitel")}
      description={t("toevoegenUitleg")}
      schema={() => import("@/lib/schemas/administraties").then((m) => m.apiKeyBody)}
      defaultValues={{ naam: "", rolId: rollen.length === 1 ? rollen[0]!.id : (undefined as unknown as number) }}
      submitLabel={t("maken")}
      onSubmit={(v) => opslaan.mutateAsync(v)}
    >
      {velden}
    </AddDialog>
  );
}
