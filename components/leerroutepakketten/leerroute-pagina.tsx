"use client";

import { useRouter } from "next/navigation";
import { useTranslations } from "next-intl";
import { lazy, Suspense, useMemo } from "react";
import type { z } from "zod";
import { AddDialog, EditDialog } from "@/components/kit/form-dialog";
import { ConfirmDelete } from "@/components/kit/confirm-delete";
import { DataTable, type Column } from "@/components/kit/data-table";
import { EmptyState } from "@/components/kit/empty-state";
import { PageHeader } from "@/components/kit/page-header";
import { RowLink } from "@/components/kit/row-link";
import { SectionCard } from "@/components/kit/section-card";
import { SelectField, TextField } from "@/components/kit/velden";
import { useApiMutation } from "@/components/kit/use-api-mutation";
import { Checkbox } from "@/components/ui/checkbox";
import { Label } from "@/components/ui/label";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import type { trajectBody, TrajectBody } from "@/lib/schemas/leerroutetrajecten";
import { SCHOOLSOORTEN, SCHOOLSOORT_LABELS, type SchoolsoortCode } from "@/lib/schoolsoort";
import type { TrajectView } from "@/lib/services/leerroutes";
import { useDomeinen } from "./data";
import { InlineAdd, InlineEdit } from "./inline";
import { useLeerroute, useTrajecten, useUitstroombestemmingKeuze } from "./leerroutes-data";
import { useVerwijderLeerroute } from "./leerroutes-tab";
import { PakketHeader } from "./pakket-header";

type Fase = { nummer: number; naam: string };

/**
 * The trajectory dialog's steps (react-hook-form's field array, reorderable rows): their own
 * module, loaded with the dialog's first render, so the page does not carry the form library
 * (issue 27; the dialog itself loads on its trigger's first click).
 */
const laadStappen = () => import("./traject-stappen");
const StappenVeld = lazy(() => laadStappen().then((m) => ({ default: m.StappenVeld })));
type Stap = TrajectView["stappen"][number];
type TrajectInvoer = z.input<typeof trajectBody>;

/** Page leerroute/{lr}: name and description, exit destinations, and the trajectories per school type. */
export function LeerroutePagina({ admnr, id, lr }: { admnr: number; id: number; lr: number }) {
  const t = useTranslations("planning.leerroute");
  // The delete is the Leerroutes tab's (same call, same confirmation).
  const tl = useTranslations("planning.leerroutepakketten.leerroutes");
  const router = useRouter();
  const { data: route } = useLeerroute(admnr, id, lr);
  const opts = { administratieNr: admnr };
  const beheer = route?.leerroutepakket.beheerbaar ?? false;
  const basis = `/${admnr}/leerroutepakketten/${id}`;
  const edit = useApiMutation({
    mutationFn: (v: { naam: string; omschrijving?: string }) => api.post("/api/Leerroutes/Edit", { leerroutepakketId: id, nummer: lr, ...v }, opts),
    invalidate: [queryKeys.leerroutepakketten(admnr)],
    success: (_r, v) => (v.omschrijving !== undefined ? t("omschrijvingOpgeslagen") : t("naamOpgeslagen", { naam: v.naam })),
    toastError: false,
  });
  const verwijder = useVerwijderLeerroute(admnr, id);
  if (!route) return null;
  return (
    <section className="space-y-6">
      <PakketHeader admnr={admnr} id={id} tabs={false} kruimel={[{ href: `${basis}/details/Leerroutes`, label: t("kruimel") }, { label: route.naam }]} />
      <PageHeader
        className="[&>div:first-child]:flex-1"
        title={
          <InlineEdit waarde={route.naam} label={t("naamLabel")} readOnly={!beheer} schema={() => import("@/lib/schemas/leerroutepakketten").then((m) => m.leerrouteVelden.shape.naam)} onSave={(naam) => edit.mutateAsync({ naam })}>
            {route.naam}
          </InlineEdit>
        }
        actions={
          beheer ? (
            <ConfirmDelete
              label={t("verwijderen")}
              text={t("verwijderen")}
              title={tl("verwijderenVraag", { naam: route.naam })}
              description={tl("verwijderenUitleg")}
              onConfirm={async () => {
                await verwijder.mutateAsync({ nummer: lr, naam: route.naam });
                router.push(`${basis}/details/Leerroutes`);
              }}
            />
          ) : undefined
        }
      >
        <div className="text-sm">
          <InlineEdit
            waarde={route.omschrijving ?? ""}
            label={t("omschrijvingLabel")}
            readOnly={!beheer}
            max={2000}
            onSave={(omschrijving) => edit.mutateAsync({ naam: route.naam, omschrijving })}
          >
            {route.omschrijving ?? <span className="text-muted-foreground">{t("geenOmschrijving")}</span>}
          </InlineEdit>
        </div>
      </PageHeader>
      {!beheer && <p className="text-sm text-muted-foreground">{t("alleenBekijken")}</p>}
      <Uitstroombestemmingen admnr={admnr} id={id} lr={lr} naam={route.naam} beheer={beheer} gekoppeld={route.uitstroombestemmingen} />
      <Trajecten admnr={admnr} id={id} lr={lr} beheer={beheer} />
    </section>
  );
}

// ---------------------------------------------------------------------------------------------
// Uitstroombestemmingen
// ---------------------------------------------------------------------------------------------

function Uitstroombestemmingen({
  admnr,
  id,
  lr,
  naam,
  beheer,
  gekoppeld,
}: {
  admnr: number;
  id: number;
  lr: number;
  naam: string;
  beheer: boolean;
  gekoppeld: { nummer: number; naam: string; omschrijving: string | null }[];
}) {
  const t = useTranslations("planning.leerroute.uitstroom");
  const { data: keuzes = [] } = useUitstroombestemmingKeuze(admnr, id, lr, beheer);
  const opts = { administratieNr: admnr };
  const invalidate = [queryKeys.leerroutepakketten(admnr)];
  const huidige = keuzes.filter((k) => k.gekoppeld).map((k) => k.nummer);
  const zet = useApiMutation({
    mutationFn: (v: { nummers: number[]; bestemming: string; aan: boolean }) =>
      api.post("/api/Leerroutes/Edit", { leerroutepakketId: id, nummer: lr, naam, uitstroombestemmingen: v.nummers }, opts),
    invalidate,
    success: (_r, v) => (v.aan ? t("gekoppeld", { naam: v.bestemming }) : t("losgekoppeld", { naam: v.bestemming })),
  });
  const nieuw = useApiMutation({
    mutationFn: (bestemming: string) => api.post("/api/Leerroutes/Edit", { leerroutepakketId: id, nummer: lr, naam, nieuweUitstroombestemmingen: [bestemming] }, opts),
    invalidate,
    success: (_r, b) => t("nieuwGekoppeld", { naam: b }),
    toastError: false,
  });
  return (
    <SectionCard role="region" aria-labelledby="uitstroom-titel" titleId="uitstroom-titel" title={t("titel")} contentClassName="space-y-3">
      {beheer ? (
        <>
          {keuzes.length === 0 ? (
            <EmptyState title={t("leeg")} />
          ) : (
            <fieldset className="space-y-2">
              <legend className="text-sm text-muted-foreground">{t("kies")}</legend>
              <ul className="grid gap-2 sm:grid-cols-2" aria-label={t("keuzes")}>
                {keuzes.map((k) => (
                  <li key={k.nummer} className="flex items-start gap-2">
                    <Checkbox
                      id={`uitstroom-${k.nummer}`}
                      checked={k.gekoppeld}
                      disabled={zet.isPending}
                      aria-describedby={k.omschrijving ? `uitstroom-${k.nummer}-oms` : undefined}
                      onCheckedChange={(c) =>
                        zet.mutate({ nummers: c === true ? [...huidige, k.nummer] : huidige.filter((n) => n !== k.nummer), bestemming: k.naam, aan: c === true })
                      }
                      className="mt-0.5"
                    />
                    <div>
                      <Label htmlFor={`uitstroom-${k.nummer}`}>{k.naam}</Label>
                      {k.omschrijving && (
                        <p id={`uitstroom-${k.nummer}-oms`} className="text-sm text-muted-foreground">
                          {k.omschrijving}
                        </p>
                      )}
                    </div>
                  </li>
                ))}
              </ul>
            </fieldset>
          )}
          <InlineAdd label={t("nieuw")} knop={t("nieuwKnop")} schema={() => import("@/lib/schemas/uitstroombestemmingen").then((m) => m.uitstroombestemmingNaam)} onAdd={(b) => nieuw.mutateAsync(b)} />
        </>
      ) : gekoppeld.length === 0 ? (
        <EmptyState title={t("geenGekoppeld")} />
      ) : (
        <ul className="divide-y rounded-md border" aria-label={t("lijst")}>
          {gekoppeld.map((u) => (
            <li key={u.nummer} className="px-3 py-2">
              <span className="font-medium">{u.naam}</span>
              {u.omschrijving && <p className="text-sm text-muted-foreground">{u.omschrijving}</p>}
            </li>
          ))}
        </ul>
      )}
    </SectionCard>
  );
}

// ---------------------------------------------------------------------------------------------
// Trajecten per schoolsoort
// ---------------------------------------------------------------------------------------------

function Trajecten({ admnr, id, lr, beheer }: { admnr: number; id: number; lr: number; beheer: boolean }) {
  const t = useTranslations("planning.leerroute.trajecten");
  const { data } = useTrajecten(admnr, id, lr);
  const { data: domeinen = [] } = useDomeinen(admnr, id);
  const verwijder = useApiMutation({
    mutationFn: (tr: TrajectView) => api.delete(`/api/Leerroutetrajecten/Delete/${id}/${lr}/${tr.schoolsoort}`, { administratieNr: admnr }),
    invalidate: [queryKeys.leerroutepakketten(admnr)],
    success: (_r, tr) => t("verwijderd", { naam: tr.schoolsoortNaam.toLowerCase() }),
    toastError: false,
  });
  if (!data) return null;
  const vrij = SCHOOLSOORTEN.filter((s) => !data.trajecten.some((tr) => tr.schoolsoort === s));
  const kanToevoegen = beheer && vrij.length > 0 && data.fasen.length > 0;
  return (
    <SectionCard
      role="region"
      aria-labelledby="trajecten-titel"
      titleId="trajecten-titel"
      title={t("titel")}
      action={kanToevoegen && <TrajectDialoog admnr={admnr} id={id} lr={lr} fasen={data.fasen} schoolsoorten={vrij} />}
      contentClassName="space-y-4"
    >
      {data.trajecten.length === 0 && <EmptyState title={t("leeg")} description={beheer && data.fasen.length === 0 ? t("geenFasenUitleg") : undefined} />}
      {data.trajecten.map((tr) => {
        const titelId = `traject-${tr.schoolsoort}`;
        return (
          <article key={tr.schoolsoort} className="space-y-2 rounded-md border p-4" aria-labelledby={titelId}>
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div>
                <h3 id={titelId} className="font-semibold">
                  {tr.schoolsoortNaam} ({tr.schoolsoort})
                </h3>
                {tr.naam && <p className="text-sm">{tr.naam}</p>}
                {tr.omschrijving && <p className="text-sm text-muted-foreground">{tr.omschrijving}</p>}
              </div>
              {beheer && (
                <div className="flex gap-1">
                  <TrajectDialoog admnr={admnr} id={id} lr={lr} fasen={data.fasen} traject={tr} schoolsoorten={[tr.schoolsoort]} />
                  <ConfirmDelete
                    label={t("verwijderenLabel", { naam: tr.schoolsoortNaam })}
                    title={t("verwijderenVraag", { naam: tr.schoolsoortNaam.toLowerCase() })}
                    description={t("verwijderenUitleg", { aantal: tr.stappen.length })}
                    onConfirm={() => verwijder.mutateAsync(tr)}
                  />
                </div>
              )}
            </div>
            <StappenTabel traject={tr} basis={`/${admnr}/leerroutepakketten/${id}`} lr={lr} eersteDomein={domeinen[0]?.id ?? null} />
          </article>
        );
      })}
    </SectionCard>
  );
}

/** The steps of a trajectory; a step's phase links to the phase's cell of the first domain. */
function StappenTabel({ traject, basis, lr, eersteDomein }: { traject: TrajectView; basis: string; lr: number; eersteDomein: number | null }) {
  const t = useTranslations("planning.leerroute.trajecten");
  const kolommen = useMemo<Column<Stap>[]>(
    () => [
      { accessorKey: "volgnummer", header: t("kolommen.stap"), enableSorting: false },
      { accessorKey: "leerjaar", header: t("kolommen.leerjaar"), enableSorting: false },
      {
        accessorKey: "faseNaam",
        header: t("kolommen.fase"),
        enableSorting: false,
        cell: ({ row }) =>
          eersteDomein !== null ? <RowLink href={`${basis}/${row.original.faseNummer}/${lr}/${eersteDomein}`}>{row.original.faseNaam}</RowLink> : row.original.faseNaam,
      },
    ],
    [t, basis, lr, eersteDomein],
  );
  return (
    <DataTable
      label={t("stappenTabel", { naam: traject.schoolsoortNaam })}
      columns={kolommen}
      data={traject.stappen}
      getRowId={(s) => String(s.volgnummer)}
      urlKey={false}
      empty={<EmptyState title={t("geenStappen")} />}
    />
  );
}

/**
 * Add (the section's add button) or edit (the trajectory's "Wijzigen" button) a trajectory: school
 * type, name, description and the steps as reorderable rows.
 */
function TrajectDialoog({
  admnr,
  id,
  lr,
  fasen,
  traject,
  schoolsoorten,
}: {
  admnr: number;
  id: number;
  lr: number;
  fasen: Fase[];
  traject?: TrajectView;
  schoolsoorten: readonly SchoolsoortCode[];
}) {
  const t = useTranslations("planning.leerroute.trajecten");
  const nieuw = !traject;
  const opslaan = useApiMutation({
    mutationFn: (v: TrajectBody) =>
      api.post(
        nieuw ? "/api/Leerroutetrajecten/Add" : "/api/Leerroutetrajecten/Edit",
        { ...v, naam: v.naam?.trim() || null, omschrijving: v.omschrijving?.trim() || null },
        { administratieNr: admnr },
      ),
    invalidate: [queryKeys.leerroutepakketten(admnr)],
    success: (_r, v) => (nieuw ? t("toegevoegd", { naam: SCHOOLSOORT_LABELS[v.schoolsoort].toLowerCase() }) : t("opgeslagen")),
    toastError: false,
  });
  const standaard: TrajectInvoer = {
    leerroutepakketId: id,
    leerrouteNummer: lr,
    schoolsoort: traject?.schoolsoort ?? (schoolsoorten.length === 1 ? schoolsoorten[0] : ""),
    naam: traject?.naam ?? "",
    omschrijving: traject?.omschrijving ?? "",
    stappen: traject ? traject.stappen.map((s) => ({ leerjaar: s.leerjaar, faseNummer: s.faseNummer })) : [{ leerjaar: "", faseNummer: fasen[0]!.nummer }],
  };
  const dialoog = { wide: true, schema: () => import("@/lib/schemas/leerroutetrajecten").then((m) => m.trajectBody), defaultValues: standaard, submitLabel: t("opslaan"), onSubmit: (v: TrajectBody) => opslaan.mutateAsync(v) };
  const velden = (
    <>
      <TextField name="naam" label={t("naam")} />
      <TextField name="omschrijving" label={t("omschrijving")} multiline rows={2} />
      <Suspense fallback={null}>
        <StappenVeld fasen={fasen} />
      </Suspense>
    </>
  );
  return traject ? (
    <EditDialog
      label={t("wijzigenTitel", { naam: traject.schoolsoortNaam })}
      text={t("wijzigen")}
      description={t("schoolsoortVast", { naam: traject.schoolsoortNaam, code: traject.schoolsoort })}
      {...dialoog}
    >
      {velden}
    </EditDialog>
  ) : (
    <AddDialog label={t("toevoegen")} title={t("nieuw")} {...dialoog}>
      <SelectField
        name="schoolsoort"
        label={t("schoolsoort")}
        placeholder={t("kiesSchoolsoort")}
        options={schoolsoorten.map((s) => ({ value: s, label: `${SCHOOLSOORT_LABELS[s]} (${s})` }))}
      />
      {velden}
    </AddDialog>
  );
}
