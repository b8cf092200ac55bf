"use client";

import { useQuery, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { Link2, Link2Off, Merge } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useMemo, type ReactNode } from "react";
import { actionsColumn, DataTable, type Column } from "@/components/kit/data-table";
import { AddDialog, EditDialog, FormDialog } from "@/components/kit/form-dialog";
import { ConfirmDelete } from "@/components/kit/confirm-delete";
import { EmptyState } from "@/components/kit/empty-state";
import { PageHeader } from "@/components/kit/page-header";
import { RowLink } from "@/components/kit/row-link";
import { SelectField, TextField } from "@/components/kit/velden";
import { SortableList, type SortableItem } from "@/components/ui/sortable-list";
import { useApiMutation } from "@/components/kit/use-api-mutation";
import { Button } from "@/components/ui/button";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import type { GekoppeldDomeinView, HoofdvakgebiedView } from "@/lib/services/hoofdvakgebieden";

export type HoofdvakgebiedDetailsView = HoofdvakgebiedView & { domeinen: GekoppeldDomeinView[]; vakgebieden: { nr: number; naam: string }[] };

export function useHoofdvakgebieden(admnr: number) {
  return useQuery({
    queryKey: queryKeys.hoofdvakgebieden(admnr),
    queryFn: async ({ signal }) => (await api.getJson<HoofdvakgebiedView[]>("/api/Hoofdvakgebieden", { administratieNr: admnr, signal })) ?? [],
  });
}

/**
 * A numbered list in its own order (main subject areas, subject areas): the kit's SortableList,
 * whose new order goes to the area's reorganize call as `{ nrs }` (the list reverts when refused).
 * A row: the item's name linking to `href`, the `noot` under it, its `acties` beside it.
 */
export function GeordendeLijst<T extends { nr: number; naam: string }>({
  admnr,
  label,
  items,
  pad,
  sleutel,
  leeg,
  href,
  noot,
  acties,
}: {
  admnr: number;
  label: string;
  items: readonly T[] | undefined;
  /** The reorganize call. */
  pad: string;
  /** The list's query, refreshed after a move. */
  sleutel: QueryKey;
  leeg: ReactNode;
  href: (item: T) => string;
  noot: (item: T) => ReactNode;
  acties: (item: T) => ReactNode;
}) {
  const t = useTranslations("translation.kit.volgorde");
  const opslaan = useApiMutation({
    mutationFn: (nrs: number[]) => api.post(pad, { nrs }, { administratieNr: admnr }),
    invalidate: [sleutel],
    success: t("opgeslagen"),
    error: t("nietOpgeslagen"),
  });
  // The list keeps its order until it gets other items: one array per answer.
  const rijen = useMemo(() => items?.map((i): T & SortableItem => ({ ...i, id: i.nr })), [items]);
  if (!rijen) return null;
  if (rijen.length === 0) return leeg;
  return (
    <SortableList
      label={label}
      items={rijen}
      onReorder={(nrs) => opslaan.mutateAsync(nrs)}
      render={(item) => (
        <div className="flex items-center justify-between gap-2">
          <div>
            <RowLink href={href(item)}>{item.naam}</RowLink>
            <p className="text-xs text-muted-foreground">{noot(item)}</p>
          </div>
          {acties(item)}
        </div>
      )}
    />
  );
}

const SAMENVOEGEN = {
  hoofdvakgebieden: { schema: () => import("@/lib/schemas/hoofdvakgebieden").then((m) => m.hoofdvakgebiedenSamenvoegen), pad: "/api/Hoofdvakgebieden/SamenvoegenHoofdvakgebieden", sleutel: queryKeys.hoofdvakgebieden, map: "Hoofdvakgebieden" },
  vakgebieden: { schema: () => import("@/lib/schemas/vakgebieden").then((m) => m.vakgebiedenSamenvoegen), pad: "/api/Vakgebieden/SamenvoegenVakgebieden", sleutel: queryKeys.vakgebieden, map: "Vakgebieden" },
} as const;

/**
 * Merges this (main) subject area into one chosen in `children` (a select of `doelNr`, which loads
 * its choices when the dialog opens) and opens the one that remains.
 */
export function SamenvoegenDialog({ admnr, soort, nr, naam, children }: { admnr: number; soort: keyof typeof SAMENVOEGEN; nr: number; naam: string; children: ReactNode }) {
  const s = SAMENVOEGEN[soort];
  const t = useTranslations(`beheer.${soort}.samenvoegen`);
  const router = useRouter();
  const samenvoegen = useApiMutation({
    mutationFn: (v: { bronNr: number; doelNr: number }) => api.post(s.pad, v, { administratieNr: admnr }),
    invalidate: [s.sleutel(admnr)],
    success: t("gelukt"),
    toastError: false,
    onSuccess: (_r, v) => router.push(`/${admnr}/beheer/${s.map}/details/${v.doelNr}`),
  });
  return (
    <FormDialog
      trigger={
        <Button variant="outline">
          <Merge aria-hidden />
          {t("knop")}
        </Button>
      }
      title={t("titel", { naam })}
      description={t("uitleg", { naam })}
      schema={s.schema}
      defaultValues={{ bronNr: nr }}
      submitLabel={t("knop")}
      onSubmit={(v) => samenvoegen.mutateAsync(v)}
    >
      {children}
    </FormDialog>
  );
}

/** A select of the other main subject areas (loaded when its dialog opens). */
export function HoofdvakgebiedKeuze({ admnr, name, label, zonder }: { admnr: number; name: string; label: string; zonder?: number }) {
  const tk = useTranslations("translation.kit");
  const { data = [] } = useHoofdvakgebieden(admnr);
  const opties = data.filter((h) => h.nr !== zonder).map((h) => ({ value: h.nr, label: h.naam }));
  return <SelectField name={name} label={label} options={opties} placeholder={tk("kies")} numeric />;
}

/** The domains of the used packages that no main subject area has yet (loaded when the dialog opens). */
function useVrijeDomeinen(admnr: number) {
  return useQuery({
    queryKey: queryKeys.nietGekoppeldeDomeinen(admnr),
    queryFn: async ({ signal }) => (await api.getJson<GekoppeldDomeinView[]>("/api/Hoofdvakgebieden/NietGekoppeldeDomeinen", { administratieNr: admnr, signal })) ?? [],
  });
}

function DomeinKeuze({ admnr }: { admnr: number }) {
  const t = useTranslations("beheer.hoofdvakgebieden.details");
  const tk = useTranslations("translation.kit");
  const { data = [] } = useVrijeDomeinen(admnr);
  const opties = data.map((d) => ({ value: d.domeinId, label: t("domeinOptie", { domein: d.naam, pakket: d.leerroutepakketNaam }) }));
  return <SelectField name="domeinId" label={t("domein")} options={opties} placeholder={tk("kies")} numeric />;
}

/** The links under a heading on a details page (the subject areas of a main one, the assessors of one). */
export function Verwijzingen({ titel, leeg, items }: { titel: string; leeg: string; items: readonly { href: string; naam: string; noot?: string }[] }) {
  return (
    <section className="space-y-2">
      <h2 className="text-lg font-semibold">{titel}</h2>
      {items.length === 0 ? (
        <EmptyState title={leeg} />
      ) : (
        <ul className="list-disc pl-6">
          {items.map((i) => (
            <li key={i.href}>
              <RowLink href={i.href} className="font-normal">
                {i.naam}
              </RowLink>
              {i.noot ? <span className="ml-2 text-xs text-muted-foreground">{i.noot}</span> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function HoofdvakgebiedenScreen({ admnr }: { admnr: number }) {
  const t = useTranslations("beheer.hoofdvakgebieden");
  const tk = useTranslations("translation.kit");
  const sleutel = queryKeys.hoofdvakgebieden(admnr);
  const { data } = useHoofdvakgebieden(admnr);
  const toevoegen = useApiMutation({
    mutationFn: (v: { naam: string }) => api.post("/api/Hoofdvakgebieden/Add", v, { administratieNr: admnr }),
    invalidate: [sleutel],
    success: (_r, v) => t("toegevoegd", { naam: v.naam.trim() }),
    toastError: false,
  });
  const verwijderen = useApiMutation({
    mutationFn: (h: HoofdvakgebiedView) => api.delete(`/api/Hoofdvakgebieden/Delete/${h.nr}`, { administratieNr: admnr }),
    invalidate: [sleutel],
    success: (_r, h) => t("verwijderd", { naam: h.naam }),
    toastError: false,
  });

  const toevoegKnop = (
    <AddDialog
      label={t("toevoegen")}
      description={t("toevoegenUitleg")}
      schema={() => import("@/lib/schemas/hoofdvakgebieden").then((m) => m.hoofdvakgebiedToevoegen)}
      defaultValues={{ naam: "" }}
      submitLabel={tk("toevoegen")}
      onSubmit={(v) => toevoegen.mutateAsync(v)}
    >
      <TextField name="naam" label={t("naam")} />
    </AddDialog>
  );

  return (
    <section className="space-y-4">
      <PageHeader title={t("titel")} description={t("uitleg")} actions={toevoegKnop} />
      <GeordendeLijst
        admnr={admnr}
        label={t("titel")}
        items={data}
        pad="/api/Hoofdvakgebieden/reorganize"
        sleutel={sleutel}
        leeg={<EmptyState title={t("leeg")} description={t("leegUitleg")} />}
        href={(h) => `/${admnr}/beheer/Hoofdvakgebieden/details/${h.nr}`}
        noot={(h) => t("aantallen", { domeinen: h.aantalDomeinen ?? 0, vakgebieden: h.aantalVakgebieden ?? 0 })}
        acties={(h) => (
          <ConfirmDelete
            label={t("verwijderen", { naam: h.naam })}
            title={t("verwijderenVraag", { naam: h.naam })}
            description={t("verwijderenUitleg")}
            onConfirm={() => verwijderen.mutateAsync(h)}
          />
        )}
      />
    </section>
  );
}

export function HoofdvakgebiedDetails({ admnr, nr }: { admnr: number; nr: number }) {
  const t = useTranslations("beheer.hoofdvakgebieden");
  const sleutel = queryKeys.hoofdvakgebied(admnr, nr);
  const opties = { administratieNr: admnr };
  const { data } = useQuery({
    queryKey: sleutel,
    queryFn: ({ signal }) => api.getJson<HoofdvakgebiedDetailsView>(`/api/Hoofdvakgebieden/Details/${nr}`, { ...opties, signal }),
  });
  const qc = useQueryClient();
  // The list (counts) and the domains still free change with every change here.
  const invalidate = [queryKeys.hoofdvakgebieden(admnr)];
  const hernoemen = useApiMutation({
    mutationFn: (v: { nr: number; naam: string }) => api.post("/api/Hoofdvakgebieden/Edit", v, opties),
    invalidate,
    success: t("details.opgeslagen"),
    toastError: false,
  });
  const koppelen = useApiMutation({
    mutationFn: (d: GekoppeldDomeinView) => api.post("/api/Hoofdvakgebieden/KoppelDomeinen", { hoofdvakgebiedNr: nr, leerroutepakketId: d.leerroutepakketId, domeinIds: [d.domeinId] }, opties),
    invalidate,
    success: t("details.gekoppeld"),
    toastError: false,
  });
  const ontkoppelen = useApiMutation({
    mutationFn: (d: GekoppeldDomeinView) => api.delete(`/api/Hoofdvakgebieden/OntKoppelDomeinen/${nr}/${d.domeinId}`, opties),
    invalidate,
    success: t("details.ontkoppeld"),
  });
  if (!data) return null;

  const kolommen: Column<GekoppeldDomeinView>[] = [
    { accessorKey: "naam", header: t("details.kolommen.domein") },
    { accessorKey: "leerroutepakketNaam", header: t("details.kolommen.leerroutepakket") },
    actionsColumn(t("details.kolommen.acties"), (row) => (
      <Button variant="ghost" size="sm" onClick={() => ontkoppelen.mutate(row.original)} disabled={ontkoppelen.isPending} aria-label={t("details.ontkoppelenLabel", { naam: row.original.naam })}>
        <Link2Off aria-hidden />
        {t("details.ontkoppelen")}
      </Button>
    )),
  ];

  return (
    <section className="space-y-6">
      <PageHeader
        back={{ href: `/${admnr}/beheer/Hoofdvakgebieden`, label: t("details.terug") }}
        title={data.naam}
        actions={
          <>
            <EditDialog
              text={t("details.hernoemen")}
              title={t("details.hernoemenTitel")}
              description={t("details.hernoemenUitleg")}
              schema={() => import("@/lib/schemas/hoofdvakgebieden").then((m) => m.hoofdvakgebiedBijwerken)}
              defaultValues={{ nr, naam: data.naam }}
              onSubmit={(v) => hernoemen.mutateAsync(v)}
            >
              <TextField name="naam" label={t("naam")} />
            </EditDialog>
            <SamenvoegenDialog admnr={admnr} soort="hoofdvakgebieden" nr={nr} naam={data.naam}>
              <HoofdvakgebiedKeuze admnr={admnr} name="doelNr" label={t("samenvoegen.veld")} zonder={nr} />
            </SamenvoegenDialog>
          </>
        }
      />

      <section className="space-y-3">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h2 className="text-lg font-semibold">{t("details.domeinen")}</h2>
          <FormDialog
            trigger={
              <Button>
                <Link2 aria-hidden />
                {t("details.koppelen")}
              </Button>
            }
            title={t("details.koppelen")}
            description={t("details.koppelenUitleg")}
            schema={() => import("@/lib/schemas/hoofdvakgebieden").then((m) => m.domeinKoppelen)}
            defaultValues={{}}
            submitLabel={t("details.koppelenKnop")}
            onSubmit={async ({ domeinId }) => {
              const domein = qc.getQueryData<GekoppeldDomeinView[]>(queryKeys.nietGekoppeldeDomeinen(admnr))?.find((d) => d.domeinId === domeinId);
              if (domein) await koppelen.mutateAsync(domein);
            }}
          >
            <DomeinKeuze admnr={admnr} />
          </FormDialog>
        </div>
        <DataTable
          label={t("details.domeinen")}
          columns={kolommen}
          data={data.domeinen}
          getRowId={(d) => String(d.domeinId)}
          empty={<EmptyState title={t("details.geenDomeinen")} />}
        />
      </section>

      <Verwijzingen
        titel={t("details.vakgebieden")}
        leeg={t("details.geenVakgebieden")}
        items={data.vakgebieden.map((v) => ({ href: `/${admnr}/beheer/Vakgebieden/details/${v.nr}`, naam: v.naam }))}
      />
    </section>
  );
}
