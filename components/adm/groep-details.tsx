"use client";

import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { ArrowRightLeft, Download } from "lucide-react";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { GroepTabs } from "@/components/leerlingdossier/groep-notities";
import { actionsColumn, DataTable, useServerTableState, type Column } from "@/components/kit/data-table";
import { AddDialog, FormDialog } from "@/components/kit/form-dialog";
import { ConfirmDelete } from "@/components/kit/confirm-delete";
import { EditButton } from "@/components/kit/buttons";
import { EmptyState } from "@/components/kit/empty-state";
import { PageHeader } from "@/components/kit/page-header";
import { RowLink } from "@/components/kit/row-link";
import { SelectField, TextField } from "@/components/kit/velden";
import { useApiMutation } from "@/components/kit/use-api-mutation";
import { Button } from "@/components/ui/button";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/client/api";
import { useGehydrateerd } from "@/lib/client/gehydrateerd";
import { useEindadres, usePermissions } from "@/lib/client/hooks";
import { queryKeys } from "@/lib/client/keys";
import { formatDatum } from "@/lib/format";
import { guards } from "@/lib/permissions";
import { OPEN_EINDDATUM_ISO, vandaagIso } from "@/lib/schooljaar";
import type { GroepKeuzes, GroepView } from "@/lib/services/groepen";
import type { ToewijzingenPagina, ToewijzingView } from "@/lib/services/leerlingtoewijzingen";
import { GROEP_LEERLINGEN_PAGE_SIZE as PAGE_SIZE } from "./constanten";
import type { PlaatsenWaarden, VerplaatsWaarden } from "./groep-details-schemas";
import { groepenKeuzePad, GroepFormDialog, schrijfbareVestigingen } from "./groep-form";
import type { LeerlingenPagina } from "./leerlingen-screen";
import { GroepLeerrouteKnop } from "@/components/monitor/leerroute";

function useVerversen(admnr: number) {
  const qc = useQueryClient();
  return () => {
    void qc.invalidateQueries({ queryKey: queryKeys.groepen(admnr) });
    void qc.invalidateQueries({ queryKey: queryKeys.leerlingen(admnr) });
  };
}

/** A group with its tab leerlingen (the other tabs, groepsplannen and notities, come with those areas). */
export function GroepDetails({ admnr, schooljaar, nr, actief, keuzes }: { admnr: number; schooljaar: string; nr: number; actief: boolean; keuzes: GroepKeuzes }) {
  const t = useTranslations("adm.groepDetails");
  const { data: view } = usePermissions(admnr);
  // Back to the list at the address its redirect would give (one router request, not two).
  const lijst = useEindadres(admnr, `/${admnr}/schooljaar/${schooljaar}/adm/groepen`);
  const { zoek, pageIndex } = useServerTableState();
  const search = zoek.trim();
  const page = pageIndex + 1;
  const { data: groep } = useQuery({
    queryKey: queryKeys.groep(admnr, nr),
    queryFn: ({ signal }) => api.getJson<GroepView>(`/api/Groepen/Details/${admnr}/${nr}`, { administratieNr: admnr, signal }),
  });
  const { data, isError } = useQuery({
    queryKey: queryKeys.groepToewijzingen(admnr, nr, actief, search, page),
    queryFn: ({ signal }) =>
      api.getJson<ToewijzingenPagina>(`/api/Leerlingtoewijzingen/VoorGroep/${schooljaar}/${nr}`, {
        administratieNr: admnr,
        signal,
        query: { isActief: String(actief), search: search || undefined, page, pageSize: PAGE_SIZE },
      }),
    placeholderData: keepPreviousData,
  });
  // A row's move and remove buttons render after hydration (issue 27: two icon buttons a row were
  // ~1.2 KB of HTML, 60 KB for a page of 50 pupils; they cannot act before hydration anyway). Their
  // column keeps its width meanwhile (the table's class), so nothing moves when they appear.
  const gehydrateerd = useGehydrateerd();
  const exporteer = useApiMutation({
    mutationFn: () => api.download("/api/Groepen/ExportLeerlingen", { method: "POST", body: { groepNr: nr, isActief: actief }, administratieNr: admnr, fallbackFilename: "leerlingen.xlsx" }),
    success: (r) => t("geexporteerd", { bestand: r.filename ?? "leerlingen.xlsx" }),
    error: t("exporterenMislukt"),
  });
  if (!groep) return null;
  const perms = view ? { ...view, gebruikerId: view.gebruikerId ?? "" } : undefined;
  const leerlingLinks = perms ? guards.leerlingenLezen(perms) : false;
  const basis = `/${admnr}/schooljaar/${schooljaar}/adm/groepen`;
  const kolommen: Column<ToewijzingView>[] = [
    {
      id: "leerling",
      header: t("kolommen.leerling"),
      cell: ({ row }) =>
        leerlingLinks ? (
          <RowLink href={`/${admnr}/schooljaar/${schooljaar}/adm/leerlingen/details/${row.original.leerlingId}`}>{row.original.leerlingNaam}</RowLink>
        ) : (
          row.original.leerlingNaam
        ),
    },
    { id: "geboortedatum", header: t("kolommen.geboortedatum"), cell: ({ row }) => formatDatum(row.original.geboortedatum) },
    { id: "van", header: t("kolommen.van"), cell: ({ row }) => formatDatum(row.original.ingangsdatum) },
    { id: "tot", header: t("kolommen.tot"), cell: ({ row }) => (row.original.einddatum === OPEN_EINDDATUM_ISO ? "" : formatDatum(row.original.einddatum)) },
    actionsColumn(t("kolommen.acties"), (row) =>
      groep.magBewerken && gehydrateerd ? (
        <>
          <VerplaatsDialog admnr={admnr} schooljaar={schooljaar} toewijzing={row.original} />
          <VerwijderIndeling admnr={admnr} toewijzing={row.original} />
        </>
      ) : null,
    ),
  ];
  const feiten = [
    groep.vestigingNaam,
    t(groep.soort === "Klas" ? "soorten.klas" : "soorten.onderwijsgroep"),
    groep.jaargroep ? t("jaargroep", { jaargroep: groep.jaargroep }) : null,
    t("aantal", { aantal: groep.aantalLeerlingen }),
    groep.leerkrachten.length ? groep.leerkrachten.join(", ") : null,
  ].filter(Boolean);

  return (
    <section className="space-y-4">
      <PageHeader
        back={{ href: lijst, label: t("terug") }}
        title={groep.naam}
        description={feiten.join(" · ")}
        actions={
          <>
            <Button variant="outline" onClick={() => exporteer.mutate()} disabled={exporteer.isPending}>
              <Download aria-hidden />
              {t("exporteren")}
            </Button>
            {groep.magBewerken && (
              <>
                <GroepFormDialog
                  admnr={admnr}
                  schooljaar={schooljaar}
                  groep={groep}
                  vestigingen={schrijfbareVestigingen(view)}
                  keuzes={keuzes}
                  trigger={<EditButton text={t("bewerken")} />}
                />
                <VerwijderGroep admnr={admnr} groep={groep} basis={basis} />
                <ToevoegenDialog admnr={admnr} schooljaar={schooljaar} groep={groep} />
                <GroepLeerrouteKnop admnr={admnr} groepNr={nr} />
              </>
            )}
          </>
        }
      />
      <GroepTabs admnr={admnr} basis={basis} nr={nr} groep={groep} label={t("onderdelen")} leerlingenLabel={t("tabLeerlingen")} />
      <div className="flex gap-4 text-sm" role="group" aria-label={t("welke")}>
        <RowLink href={`${basis}/details/${nr}?actief=true`} aria-current={actief ? "page" : undefined} className={actief ? "font-semibold text-foreground no-underline" : "underline"}>
          {t("huidige")}
        </RowLink>
        <RowLink href={`${basis}/details/${nr}?actief=false`} aria-current={!actief ? "page" : undefined} className={!actief ? "font-semibold text-foreground no-underline" : "underline"}>
          {t("alleIndelingen")}
        </RowLink>
      </div>
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {data ? t("indelingen", { aantal: data.total }) : t("laden")}
      </p>
      <DataTable
        label={t("tabLeerlingen")}
        columns={kolommen}
        data={data?.items}
        getRowId={(r) => String(r.id)}
        server={{ total: data?.total ?? 0, pageSize: PAGE_SIZE }}
        error={isError ? t("ladenMislukt") : undefined}
        search={{ label: t("zoeken") }}
        empty={<EmptyState title={t("leeg")} />}
        className={groep.magBewerken ? "[&_td:last-child]:w-24" : undefined}
      />
    </section>
  );
}

function VerwijderGroep({ admnr, groep, basis }: { admnr: number; groep: GroepView; basis: string }) {
  const t = useTranslations("adm.groepDetails.verwijderen");
  const router = useRouter();
  const qc = useQueryClient();
  return (
    <ConfirmDelete
      text={t("knop")}
      title={t("vraag", { naam: groep.naam })}
      description={t("uitleg")}
      onConfirm={async () => {
        await api.delete(`/api/Groepen/Delete/${admnr}/${groep.nr}`, { administratieNr: admnr });
        toast.success(t("gelukt", { naam: groep.naam }));
        router.push(basis);
        // Only the lists: the deleted group's own queries would answer 404 while the page leaves.
        void qc.invalidateQueries({ queryKey: [...queryKeys.groepen(admnr), "lijst"] });
      }}
    />
  );
}

function VerplaatsDialog({ admnr, schooljaar, toewijzing }: { admnr: number; schooljaar: string; toewijzing: ToewijzingView }) {
  const t = useTranslations("adm.groepDetails.verplaatsen");
  const [open, setOpen] = useState(false);
  const { data: view } = usePermissions(admnr);
  const verversen = useVerversen(admnr);
  const { data: groepen = [] } = useQuery({
    queryKey: queryKeys.groepenLijst(admnr, schooljaar, "Schrijfbaar", null),
    queryFn: async ({ signal }) => ((await api.getJson<GroepView[]>(groepenKeuzePad(view, schooljaar), { administratieNr: admnr, signal })) ?? []).filter((g) => g.magBewerken),
    enabled: open,
  });
  const schema = () => import("./groep-details-schemas").then((m) => m.verplaatsSchema(t));
  const move = useApiMutation({
    mutationFn: (v: VerplaatsWaarden) => api.post(`/api/Leerlingtoewijzingen/Move/${toewijzing.id}`, { groepNr: Number(v.groepNr), datum: v.datum }, { administratieNr: admnr }),
    success: (_r, v) => t("gelukt", { naam: toewijzing.leerlingNaam, datum: formatDatum(v.datum), groep: groepen.find((g) => g.nr === Number(v.groepNr))?.naam ?? "" }),
    toastError: false,
    onSuccess: verversen,
  });
  return (
    <FormDialog
      open={open}
      onOpenChange={setOpen}
      trigger={
        <Button variant="ghost" size="icon" aria-label={t("knop", { naam: toewijzing.leerlingNaam })}>
          <ArrowRightLeft aria-hidden />
        </Button>
      }
      title={t("titel", { naam: toewijzing.leerlingNaam })}
      description={t("uitleg", { groep: toewijzing.groepNaam })}
      schema={schema}
      defaultValues={() => ({ groepNr: "", datum: vandaagIso() })}
      submitLabel={t("bevestig")}
      onSubmit={(v) => move.mutateAsync(v)}
    >
      <SelectField
        name="groepNr"
        label={t("naar")}
        placeholder={t("kiesGroepOptie")}
        options={groepen.filter((g) => g.nr !== toewijzing.groepNr).map((g) => ({ value: String(g.nr), label: t("groepKeuze", { groep: g.naam, vestiging: g.vestigingNaam }) }))}
      />
      <TextField name="datum" label={t("vanaf")} type="date" />
    </FormDialog>
  );
}

function VerwijderIndeling({ admnr, toewijzing }: { admnr: number; toewijzing: ToewijzingView }) {
  const t = useTranslations("adm.groepDetails.uitGroep");
  const verversen = useVerversen(admnr);
  return (
    <ConfirmDelete
      label={t("knop", { naam: toewijzing.leerlingNaam })}
      title={t("vraag", { naam: toewijzing.leerlingNaam, groep: toewijzing.groepNaam })}
      description={t("uitleg", { datum: formatDatum(toewijzing.ingangsdatum) })}
      confirmLabel={t("bevestig")}
      onConfirm={async () => {
        await api.delete(`/api/Leerlingtoewijzingen/delete/${admnr}/${toewijzing.leerlingId}/${toewijzing.groepNr}/${toewijzing.ingangsdatum}`, { administratieNr: admnr });
        toast.success(t("gelukt", { naam: toewijzing.leerlingNaam, groep: toewijzing.groepNaam }));
        verversen();
      }}
    />
  );
}

function ToevoegenDialog({ admnr, schooljaar, groep }: { admnr: number; schooljaar: string; groep: GroepView }) {
  const t = useTranslations("adm.groepDetails.plaatsen");
  const [open, setOpen] = useState(false);
  const [zoek, setZoek] = useState("");
  const verversen = useVerversen(admnr);
  const { data: kandidaten } = useQuery({
    queryKey: queryKeys.leerlingenLijst(admnr, schooljaar, "Toevoegen", 0, zoek.trim(), "achternaam", 1),
    queryFn: ({ signal }) =>
      api.getJson<LeerlingenPagina>(`/api/Leerlingen/ActieveLeerlingen/${schooljaar}/0`, { administratieNr: admnr, signal, query: { filter: "Alle", search: zoek.trim() || undefined, pageSize: 50 } }),
    enabled: open,
    retry: false,
  });
  const schema = () => import("./groep-details-schemas").then((m) => m.plaatsenSchema(t));
  const add = useApiMutation({
    mutationFn: (v: PlaatsenWaarden) => api.post(`/api/Leerlingtoewijzingen/Add/${groep.nr}`, { leerlingIds: [Number(v.leerlingId)], ingangsdatum: v.ingangsdatum }, { administratieNr: admnr }),
    success: () => t("gelukt", { groep: groep.naam }),
    toastError: false,
    onSuccess: verversen,
  });
  return (
    <AddDialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (o) setZoek("");
      }}
      label={t("knop")}
      title={t("titel", { groep: groep.naam })}
      description={t("uitleg")}
      schema={schema}
      defaultValues={() => ({ leerlingId: "", ingangsdatum: vandaagIso() })}
      submitLabel={t("bevestig")}
      onSubmit={(v) => add.mutateAsync(v)}
    >
      <div className="grid gap-1">
        <Label htmlFor="zoek-leerling">{t("zoek")}</Label>
        <Input id="zoek-leerling" type="search" value={zoek} onChange={(e) => setZoek(e.target.value)} />
      </div>
      <SelectField
        name="leerlingId"
        label={t("leerling")}
        placeholder={t("kiesLeerlingOptie")}
        options={(kandidaten?.items ?? []).map((l) => ({
          value: String(l.id),
          label: t("keuze", { naam: `${l.achternaam}, ${[l.roepnaam, l.tussenvoegsel].filter(Boolean).join(" ")}`, groepen: l.groepen.map((g) => g.naam).join(", ") || "leeg" }),
        }))}
      />
      <TextField name="ingangsdatum" label={t("vanaf")} type="date" />
    </AddDialog>
  );
}
