"use client";

import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { AddButton } from "@/components/kit/buttons";
import { ConfirmDelete } from "@/components/kit/confirm-delete";
import { DataTable, type Column } from "@/components/kit/data-table";
import { EmptyState } from "@/components/kit/empty-state";
import { SectionCard } from "@/components/kit/section-card";
import { SortableList } from "@/components/ui/sortable-list";
import { useApiMutation } from "@/components/kit/use-api-mutation";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import { formatLijst } from "@/lib/format";
import type { CelLessenView } from "@/lib/services/leerroutepakketfasen";
import { celBody, useCelLessen, type CelRef } from "./fasen-data";

/** A lesson that can be added: one of the customer's bundles, not yet linked to the cell. */
interface KeuzeLes {
  id: number;
  naam: string;
  bundel: string;
}

/**
 * The lessons of a cell in order, with their bundle. Managers reorder them (drag, keyboard or the
 * move buttons), unlink one after confirmation (UpdateLessen) and add lessons of the customer's
 * lesson bundles (AddLessen).
 */
export function CelLessen({ cel }: { cel: CelRef }) {
  const t = useTranslations("planning.fasen.lessen");
  const { data } = useCelLessen(cel);
  const opts = { administratieNr: cel.admnr };
  const invalidate = [queryKeys.leerroutepakketten(cel.admnr)];
  const zetLessen = (lesIds: number[]) => api.post("/api/Leerroutepakketfasen/UpdateLessen", { ...celBody(cel), lesIds }, opts);
  const volgorde = useApiMutation({ mutationFn: zetLessen, invalidate, success: t("volgordeOpgeslagen") });
  const ontkoppel = useApiMutation({
    mutationFn: (les: { id: number; naam: string }) => zetLessen((data?.lessen ?? []).map((l) => l.id).filter((i) => i !== les.id)),
    invalidate,
    success: (_r, les) => t("ontkoppeld", { naam: les.naam }),
    toastError: false,
  });
  if (!data) return null;
  const beheer = data.leerroutepakket.beheerbaar;
  return (
    <SectionCard
      role="region"
      aria-labelledby="cel-lessen-titel"
      titleId="cel-lessen-titel"
      title={
        <>
          {t("titel")} <span className="text-sm font-normal text-muted-foreground">({data.lessen.length})</span>
        </>
      }
      description={data.lesBundels.length > 0 && t("bundels", { namen: formatLijst(data.lesBundels.map((b) => b.naam)) })}
      contentClassName="space-y-6"
    >
      <div className="space-y-2">
        {data.lessen.length === 0 ? (
          <EmptyState title={t("leeg")} />
        ) : (
          <SortableList
            label={t("lijst")}
            items={data.lessen}
            readOnly={!beheer}
            onReorder={(ids) => volgorde.mutateAsync(ids)}
            render={(les, index) => (
              <div className="flex items-center gap-3">
                <span className="w-6 shrink-0 text-right text-sm text-muted-foreground tabular-nums">{t("plaats", { nummer: index + 1 })}</span>
                <div className="min-w-0 flex-1">
                  <span className="font-medium">{les.naam}</span>
                  <span className="block text-sm text-muted-foreground">
                    {les.lesBundelNaam}
                    {les.duurMinuten ? <> · {t("duur", { minuten: les.duurMinuten })}</> : null}
                  </span>
                </div>
                {beheer && (
                  <ConfirmDelete
                    label={t("ontkoppelen", { naam: les.naam })}
                    title={t("ontkoppelenVraag", { naam: les.naam })}
                    description={t("ontkoppelenUitleg")}
                    confirmLabel={t("ontkoppelenKnop")}
                    onConfirm={() => ontkoppel.mutateAsync(les)}
                  />
                )}
              </div>
            )}
          />
        )}
      </div>
      {beheer && <LessenKiezen cel={cel} data={data} />}
    </SectionCard>
  );
}

/** Lessons of the customer's bundles to add (those already linked are left out), searchable, chosen with checkboxes. */
function LessenKiezen({ cel, data }: { cel: CelRef; data: CelLessenView }) {
  const t = useTranslations("planning.fasen.lessen");
  const [keuze, setKeuze] = useState<Set<string>>(() => new Set());
  const add = useApiMutation({
    mutationFn: (lesIds: number[]) => api.post("/api/Leerroutepakketfasen/AddLessen", { ...celBody(cel), lesIds }, { administratieNr: cel.admnr }),
    invalidate: [queryKeys.leerroutepakketten(cel.admnr)],
    success: (_r, lesIds) => t("toegevoegd", { aantal: lesIds.length }),
    error: t("toevoegenMislukt"),
    onSuccess: () => setKeuze(new Set()),
  });
  const rijen = useMemo(() => {
    const gekoppeld = new Set(data.lessen.map((l) => l.id));
    return data.beschikbaar.flatMap((b) => b.lessen.filter((l) => !gekoppeld.has(l.id)).map((l): KeuzeLes => ({ id: l.id, naam: l.naam, bundel: b.naam })));
  }, [data]);
  const kolommen = useMemo<Column<KeuzeLes>[]>(
    () => [
      { accessorKey: "naam", header: t("kolommen.les") },
      { accessorKey: "bundel", header: t("kolommen.bundel") },
    ],
    [t],
  );
  const gekozen = rijen.filter((r) => keuze.has(String(r.id))).map((r) => r.id);
  return (
    <section className="space-y-3" aria-labelledby="cel-lessen-toevoegen">
      <h3 id="cel-lessen-toevoegen" className="font-semibold">
        {t("toevoegenTitel")}
      </h3>
      {data.beschikbaar.length === 0 ? (
        <EmptyState title={t("geenBundels")} description={t("geenBundelsUitleg")} />
      ) : (
        <DataTable
          label={t("beschikbaar")}
          columns={kolommen}
          data={rijen}
          getRowId={(r) => String(r.id)}
          search={{ label: t("zoeken") }}
          selection={{ selected: keuze, onChange: setKeuze, rowLabel: (r) => r.naam }}
          empty={<EmptyState title={t("allesGekoppeld")} />}
          toolbar={
            <AddButton type="button" label={t("toevoegenKnop", { aantal: gekozen.length })} disabled={gekozen.length === 0 || add.isPending} onClick={() => add.mutate(gekozen)} />
          }
        />
      )}
    </section>
  );
}
