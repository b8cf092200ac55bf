"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { useMemo, type ComponentProps } from "react";
import { actionsColumn, DataTable, type Column } from "@/components/kit/data-table";
import { AddDialog } from "@/components/kit/form-dialog";
import { ConfirmDelete } from "@/components/kit/confirm-delete";
import { EmptyState } from "@/components/kit/empty-state";
import { RowLink } from "@/components/kit/row-link";
import { SectionCard } from "@/components/kit/section-card";
import { TextField } from "@/components/kit/velden";
import { useApiMutation } from "@/components/kit/use-api-mutation";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import { SCHOOLSOORT_LABELS } from "@/lib/schoolsoort";
import type { LeerrouteLijstView, LeerrouteView } from "@/lib/services/leerroutes";
import { cn } from "@/lib/utils";
import { usePakket } from "./data";
import { useLeerroutes } from "./leerroutes-data";

/** A multi-line text field styled like Input. */
export function Tekstvak({ className, ...props }: ComponentProps<"textarea">) {
  return (
    <textarea
      className={cn(
        "flex min-h-20 w-full rounded-md border border-input bg-background px-3 py-2 text-base shadow-xs transition-[color,box-shadow] outline-none md:text-sm",
        "placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/40",
        "aria-invalid:border-destructive disabled:cursor-not-allowed disabled:opacity-50",
        className,
      )}
      {...props}
    />
  );
}

/**
 * A delete behind a confirmation that stays open when the server refuses, showing its message
 * (e.g. "er hangen nog 3 leerroutes van leerlingen aan"): the kit's ConfirmDelete.
 */
export function VerwijderDialoog({
  titel,
  omschrijving,
  label,
  knop,
  onConfirm,
}: {
  titel: string;
  omschrijving?: string;
  /** Accessible name of the trigger, e.g. "Leerroute 3 verwijderen". */
  label: string;
  /** Visible trigger text; without it an icon button. */
  knop?: string;
  onConfirm: () => Promise<unknown>;
}) {
  return <ConfirmDelete label={label} text={knop} title={titel} description={omschrijving} onConfirm={onConfirm} />;
}

/** Deleting a route: on success a toast and a refresh of the whole package; a refusal is for the dialog. */
export function useVerwijderLeerroute(admnr: number, id: number) {
  const t = useTranslations("planning.leerroutepakketten.leerroutes");
  const qc = useQueryClient();
  return useApiMutation({
    mutationFn: (v: { nummer: number; naam: string }) => api.delete(`/api/Leerroutes/Delete/${id}/${v.nummer}`, { administratieNr: admnr }),
    success: (_r, v) => t("verwijderd", { naam: v.naam }),
    toastError: false,
    onSuccess: (_r, v) => {
      // Everything of the package except the deleted route itself (its page is being left).
      void qc.invalidateQueries({ queryKey: queryKeys.leerroutepakket(admnr, id), predicate: (q) => !(q.queryKey[3] === "leerroute" && q.queryKey[4] === v.nummer) });
    },
  });
}

export function LeerroutesTab({ admnr, id }: { admnr: number; id: number }) {
  const t = useTranslations("planning.leerroutepakketten.leerroutes");
  const { data: pakket } = usePakket(admnr, id);
  const { data: leerroutes } = useLeerroutes(admnr, id);
  const beheer = pakket?.beheerbaar ?? false;
  const remove = useVerwijderLeerroute(admnr, id);
  const basis = `/${admnr}/leerroutepakketten/${id}`;
  const kolommen = useMemo<Column<LeerrouteLijstView>[]>(
    () => [
      { accessorKey: "nummer", header: t("kolommen.nummer") },
      {
        accessorKey: "naam",
        header: t("kolommen.naam"),
        cell: ({ row }) => (
          <div className="whitespace-normal">
            <RowLink href={`${basis}/leerroute/${row.original.nummer}`}>{row.original.naam}</RowLink>
            {row.original.omschrijving && <p className="text-sm text-muted-foreground">{row.original.omschrijving}</p>}
          </div>
        ),
      },
      {
        id: "uitstroombestemmingen",
        enableSorting: false,
        accessorFn: (l) => l.uitstroombestemmingen.map((u) => u.naam).join(", "),
        header: t("kolommen.uitstroombestemmingen"),
        cell: ({ getValue }) => <div className="whitespace-normal">{(getValue() as string) || <span className="text-muted-foreground">{t("geen")}</span>}</div>,
      },
      {
        id: "trajecten",
        enableSorting: false,
        accessorFn: (l) => l.schoolsoorten.join(" "),
        header: t("kolommen.trajecten"),
        cell: ({ row }) =>
          row.original.schoolsoorten.length ? (
            <ul className="flex flex-wrap gap-1" aria-label={t("schoolsoorten", { naam: row.original.naam })}>
              {row.original.schoolsoorten.map((s) => (
                <li key={s}>
                  <abbr title={SCHOOLSOORT_LABELS[s]} className="rounded border px-1.5 py-0.5 text-xs no-underline">
                    {s}
                  </abbr>
                </li>
              ))}
            </ul>
          ) : (
            <span className="text-muted-foreground">{t("geen")}</span>
          ),
      },
      ...(beheer
        ? [
            actionsColumn<LeerrouteLijstView>(t("kolommen.acties"), (row) => (
              <ConfirmDelete
                label={t("verwijderen", { naam: row.original.naam })}
                title={t("verwijderenVraag", { naam: row.original.naam })}
                description={t("verwijderenUitleg")}
                onConfirm={() => remove.mutateAsync({ nummer: row.original.nummer, naam: row.original.naam })}
              />
            )),
          ]
        : []),
    ],
    [basis, beheer, remove, t],
  );
  return (
    <SectionCard role="region" aria-labelledby="leerroutes-titel" titleId="leerroutes-titel" title={t("titel")} action={beheer && <AddLeerrouteDialog admnr={admnr} id={id} />}>
      <DataTable
        label={t("titel")}
        columns={kolommen}
        data={leerroutes}
        getRowId={(l) => String(l.nummer)}
        search={{ label: t("zoeken"), text: (l) => `${l.naam} ${l.omschrijving ?? ""}` }}
        initialSort={[{ id: "nummer", desc: false }]}
        empty={<EmptyState title={t("leeg")} description={beheer ? t("leegToevoegen") : undefined} />}
      />
    </SectionCard>
  );
}

/** Adds a route and opens its page, where destinations and trajectories are set. */
function AddLeerrouteDialog({ admnr, id }: { admnr: number; id: number }) {
  const t = useTranslations("planning.leerroutepakketten.leerroutes.toevoegen");
  const router = useRouter();
  const add = useApiMutation({
    mutationFn: (v: { naam: string; omschrijving?: string | null }) =>
      api.post<LeerrouteView>("/api/Leerroutes/Add", { leerroutepakketId: id, naam: v.naam, omschrijving: v.omschrijving?.trim() || null }, { administratieNr: admnr }),
    success: (_r, v) => t("gelukt", { naam: v.naam }),
    toastError: false,
    invalidate: [queryKeys.leerroutepakket(admnr, id)],
    onSuccess: (r) => {
      if (r.data) router.push(`/${admnr}/leerroutepakketten/${id}/leerroute/${r.data.nummer}`);
    },
  });
  return (
    <AddDialog
      label={t("knop")}
      description={t("uitleg")}
      schema={() => import("@/lib/schemas/leerroutepakketten").then((m) => m.leerrouteVelden)}
      defaultValues={{ naam: "", omschrijving: "" }}
      submitLabel={t("opslaan")}
      onSubmit={(v) => add.mutateAsync(v)}
    >
      <TextField name="naam" label={t("naam")} maxLength={200} />
      <TextField name="omschrijving" label={t("omschrijving")} multiline rows={3} maxLength={2000} />
    </AddDialog>
  );
}
