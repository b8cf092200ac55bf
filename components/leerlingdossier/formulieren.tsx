"use client";

import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useDeferredValue, useState } from "react";
import { AdmFilters, AdmNav } from "@/components/adm/adm-nav";
import { AddButton, EditButton } from "@/components/kit/buttons";
import { ConfirmDelete } from "@/components/kit/confirm-delete";
import { DataTable, useServerTableState, type Column } from "@/components/kit/data-table";
import { EmptyState } from "@/components/kit/empty-state";
import { ListScreen } from "@/components/kit/list-screen";
import { PageHeader } from "@/components/kit/page-header";
import { RowLink } from "@/components/kit/row-link";
import { SectionCard } from "@/components/kit/section-card";
import { useFoutTekst } from "@/components/kit/use-api-mutation";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/client/api";
import { usePermissions } from "@/lib/client/hooks";
import { queryKeys } from "@/lib/client/keys";
import { formatDatum } from "@/lib/format";
import { Functiegebied, permittedFilters, readableVestigingen, type FilterNaam } from "@/lib/permissions";
import type { FormulierView } from "@/lib/services/formulieren";
import type { TemplateView } from "@/lib/services/formuliertemplates";
import { controleer, FormulierVelden, serverFouten, type DefinitieView, type Fouten, type Waarden } from "./formulier-velden";
import { FORMULIEREN_PAGE_SIZE } from "./constanten";
import { vandaagIso } from "./velden";
import { PdfKnop } from "./pdf-knop";

export type FormulierDetailsView = FormulierView & { definities: DefinitieView[]; waarden: Waarden; templateActief: boolean };

/** Date, title and values of a form, filled in and checked per field (browser and server alike). */
function FormulierInvoer({
  definities,
  begin,
  opslaanTekst,
  onOpslaan,
  onAnnuleren,
}: {
  definities: readonly DefinitieView[];
  begin: { datum: string; titel: string; waarden: Waarden };
  opslaanTekst: string;
  onOpslaan: (v: { datum: string; titel: string | null; waarden: Waarden }) => Promise<unknown>;
  onAnnuleren?: () => void;
}) {
  const t = useTranslations("adm.formulieren.velden");
  const foutTekst = useFoutTekst();
  const [datum, setDatum] = useState(begin.datum);
  const [titel, setTitel] = useState(begin.titel);
  const [waarden, setWaarden] = useState<Waarden>(begin.waarden);
  const [fouten, setFouten] = useState<Fouten>({});
  const [algemeen, setAlgemeen] = useState<string>();
  const [bezig, setBezig] = useState(false);
  return (
    <form
      noValidate
      className="grid gap-5"
      onSubmit={async (e) => {
        e.preventDefault();
        setAlgemeen(undefined);
        const f = controleer(definities, waarden);
        setFouten(f);
        if (Object.keys(f).length) return setAlgemeen(t("fouten"));
        setBezig(true);
        try {
          await onOpslaan({ datum, titel: titel.trim() || null, waarden });
        } catch (err) {
          const s = serverFouten(err);
          setFouten(s);
          setAlgemeen(Object.keys(s).length ? t("fouten") : foutTekst(err));
        } finally {
          setBezig(false);
        }
      }}
    >
      <div className="grid gap-4 sm:grid-cols-2">
        <div className="grid gap-1">
          <Label htmlFor="formulier-datum">{t("datum")}</Label>
          <Input id="formulier-datum" type="date" required value={datum} onChange={(e) => setDatum(e.target.value)} />
        </div>
        <div className="grid gap-1">
          <Label htmlFor="formulier-titel">{t("titel")}</Label>
          <Input id="formulier-titel" value={titel} maxLength={200} onChange={(e) => setTitel(e.target.value)} />
        </div>
      </div>
      <FormulierVelden definities={definities} waarden={waarden} fouten={fouten} onChange={setWaarden} />
      {algemeen && (
        <p role="alert" className="rounded-md border border-destructive/40 bg-destructive/5 p-3 text-sm text-destructive">
          {algemeen}
        </p>
      )}
      <div className="flex justify-end gap-2">
        {onAnnuleren && (
          <Button type="button" variant="outline" onClick={onAnnuleren}>
            {t("annuleren")}
          </Button>
        )}
        <Button type="submit" disabled={bezig}>
          {opslaanTekst}
        </Button>
      </div>
    </form>
  );
}

/** Pupil tab formulieren: the pupil's forms and filling in a new one from an active template. */
export function FormulierenTab({ admnr, schooljaar, leerlingId, magSchrijven }: { admnr: number; schooljaar: string; leerlingId: number; magSchrijven: boolean }) {
  const t = useTranslations("adm.formulieren");
  const { data } = useQuery({
    queryKey: queryKeys.formulierenLeerling(admnr, leerlingId),
    queryFn: async ({ signal }) => (await api.getJson<FormulierView[]>(`/api/Formulieren/ForLeerling/${admnr}/${leerlingId}`, { administratieNr: admnr, signal })) ?? [],
  });
  const basis = `/${admnr}/schooljaar/${schooljaar}/adm/formulieren`;
  const kolommen: Column<FormulierView>[] = [
    { accessorKey: "templateNaam", header: t("kolommen.template"), cell: ({ row }) => <RowLink href={`${basis}/details/${row.original.id}`}>{row.original.templateNaam}</RowLink> },
    { accessorKey: "titel", header: t("kolommen.titel"), cell: ({ row }) => row.original.titel ?? "" },
    { accessorKey: "datum", header: t("kolommen.datum"), cell: ({ row }) => formatDatum(row.original.datum) },
    { accessorKey: "auteur", header: t("kolommen.auteur"), cell: ({ row }) => row.original.auteur ?? "" },
  ];
  return (
    <section className="space-y-4" aria-labelledby="formulieren-titel">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="formulieren-titel" className="text-lg font-semibold">
          {t("tab.titel")}
        </h2>
        {magSchrijven && <FormulierInvullen admnr={admnr} leerlingId={leerlingId} />}
      </div>
      {data && data.length === 0 ? (
        <EmptyState title={t("tab.leeg")} description={magSchrijven ? t("tab.leegUitleg") : undefined} />
      ) : (
        <DataTable label={t("tab.titel")} columns={kolommen} data={data} getRowId={(f) => String(f.id)} urlKey={false} />
      )}
    </section>
  );
}

function FormulierInvullen({ admnr, leerlingId }: { admnr: number; leerlingId: number }) {
  const t = useTranslations("adm.formulieren");
  const qc = useQueryClient();
  const [open, setOpen] = useState(false);
  const [templateId, setTemplateId] = useState("");
  const { data: templates = [] } = useQuery({
    queryKey: [...queryKeys.formulierTemplates(admnr), "actief"],
    queryFn: async ({ signal }) => (await api.getJson<{ id: number; naam: string }[]>("/api/FormulierTemplates", { administratieNr: admnr, signal, query: { actief: "true" } })) ?? [],
    enabled: open,
  });
  const { data: template } = useQuery({
    queryKey: queryKeys.formulierTemplate(admnr, Number(templateId)),
    queryFn: ({ signal }) => api.getJson<TemplateView>(`/api/FormulierTemplates/Details/${templateId}`, { administratieNr: admnr, signal }),
    enabled: open && templateId !== "",
  });
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        if (!o) setTemplateId("");
      }}
    >
      <DialogTrigger asChild>
        <AddButton label={t("tab.invullen")} />
      </DialogTrigger>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>{t("tab.invullen")}</DialogTitle>
          <DialogDescription>{t("tab.invullenUitleg")}</DialogDescription>
        </DialogHeader>
        {open && templates.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("tab.geenTemplates")}</p>
        ) : (
          <div className="grid gap-1">
            <Label htmlFor="formulier-template">{t("tab.template")}</Label>
            <NativeSelect id="formulier-template" value={templateId} onChange={(e) => setTemplateId(e.target.value)}>
              <NativeSelectOption value="">{t("velden.kies")}</NativeSelectOption>
              {templates.map((tpl) => (
                <NativeSelectOption key={tpl.id} value={String(tpl.id)}>
                  {tpl.naam}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </div>
        )}
        {template && (
          <FormulierInvoer
            key={template.id}
            definities={template.definities}
            begin={{ datum: vandaagIso(), titel: "", waarden: {} }}
            opslaanTekst={t("velden.opslaan")}
            onAnnuleren={() => setOpen(false)}
            onOpslaan={async (v) => {
              await api.post(`/api/Formulieren/Add/${leerlingId}`, { templateId: template.id, ...v }, { administratieNr: admnr });
              toast.success(t("bewerken.toegevoegd", { naam: template.naam }));
              setOpen(false);
              setTemplateId("");
              await qc.invalidateQueries({ queryKey: queryKeys.formulieren(admnr) });
            }}
          />
        )}
        {!template && <DialogFooter />}
      </DialogContent>
    </Dialog>
  );
}

/** adm/formulieren/details/{id}: the form rendered from its template, read-only. */
export function FormulierDetails({ admnr, schooljaar, id }: { admnr: number; schooljaar: string; id: number }) {
  const t = useTranslations("adm.formulieren.details");
  const router = useRouter();
  const qc = useQueryClient();
  const { data: f } = useQuery({
    queryKey: queryKeys.formulier(admnr, id),
    queryFn: ({ signal }) => api.getJson<FormulierDetailsView>(`/api/Formulieren/Details/${admnr}/${id}`, { administratieNr: admnr, signal }),
  });
  if (!f) return null;
  const basis = `/${admnr}/schooljaar/${schooljaar}/adm`;
  const naam = f.titel ?? f.templateNaam;
  return (
    <section className="space-y-4">
      <PageHeader
        back={{ href: `${basis}/leerlingen/details/${f.leerlingId}/formulieren`, label: t("naarLeerling") }}
        title={naam}
        description={t("over", { template: f.templateNaam, leerling: f.leerlingNaam })}
        actions={
          <>
            <PdfKnop admnr={admnr} pad={`/api/Formulieren/Pdf/${admnr}/${f.id}`} titel={naam} tekst />
            {f.magBewerken ? (
              <>
                <EditButton text={t("bewerken")} href={`${basis}/formulieren/bewerken/${f.id}`} />
                <ConfirmDelete
                  text={t("verwijderen")}
                  title={t("verwijderenVraag", { naam })}
                  description={t("verwijderenUitleg")}
                  onConfirm={async () => {
                    await api.delete(`/api/Formulieren/Delete/${admnr}/${f.id}`, { administratieNr: admnr });
                    toast.success(t("verwijderd", { naam }));
                    await qc.invalidateQueries({ queryKey: queryKeys.formulieren(admnr) });
                    router.push(`${basis}/leerlingen/details/${f.leerlingId}/formulieren`);
                  }}
                />
              </>
            ) : null}
          </>
        }
      >
        <p className="text-sm text-muted-foreground">{[formatDatum(f.datum), f.auteur ? t("ingevuld", { auteur: f.auteur }) : null].filter(Boolean).join(" · ")}</p>
        {!f.templateActief && <p className="text-sm text-muted-foreground">{t("templateInactief")}</p>}
      </PageHeader>
      <SectionCard title={f.templateNaam}>
        <FormulierVelden definities={f.definities} waarden={f.waarden} alleenLezen />
      </SectionCard>
    </section>
  );
}

/** adm/formulieren/bewerken/{id}: the form's fields from its template, checked per field. */
export function FormulierBewerken({ admnr, schooljaar, id }: { admnr: number; schooljaar: string; id: number }) {
  const t = useTranslations("adm.formulieren");
  const router = useRouter();
  const qc = useQueryClient();
  const { data: f } = useQuery({
    queryKey: queryKeys.formulier(admnr, id),
    queryFn: ({ signal }) => api.getJson<FormulierDetailsView>(`/api/Formulieren/Details/${admnr}/${id}`, { administratieNr: admnr, signal }),
  });
  if (!f) return null;
  const details = `/${admnr}/schooljaar/${schooljaar}/adm/formulieren/details/${f.id}`;
  const naam = f.titel ?? f.templateNaam;
  return (
    <section className="space-y-4">
      <PageHeader back={{ href: details, label: t("bewerken.terug") }} title={t("bewerken.paginaTitel")} description={t("details.over", { template: f.templateNaam, leerling: f.leerlingNaam })} />
      <SectionCard title={naam}>
        <FormulierInvoer
          definities={f.definities}
          begin={{ datum: f.datum, titel: f.titel ?? "", waarden: f.waarden }}
          opslaanTekst={t("velden.opslaan")}
          onAnnuleren={() => router.push(details)}
          onOpslaan={async (v) => {
            await api.post(`/api/Formulieren/Update/${f.id}`, v, { administratieNr: admnr });
            toast.success(t("bewerken.opgeslagen", { naam: v.titel ?? f.templateNaam }));
            await qc.invalidateQueries({ queryKey: queryKeys.formulieren(admnr) });
            router.push(details);
          }}
        />
      </SectionCard>
    </section>
  );
}

interface FormulierenPagina {
  items: FormulierView[];
  total: number;
}

export function formulierenAanroep(filter: FilterNaam, schooljaar: string, vestiging: number | null) {
  switch (filter) {
    case "Eigen":
      return { path: `/api/Formulieren/Eigen/${schooljaar}`, query: vestiging ? { vestiging } : {} };
    case "Alle":
      return { path: `/api/Formulieren/Actief/${schooljaar}/${vestiging ?? 0}`, query: { filter: "Alle" } };
    case "Actief":
      return { path: `/api/Formulieren/Actief/${schooljaar}/${vestiging ?? 0}`, query: {} };
    case "Inactief":
      return { path: `/api/Formulieren/Inactief/${schooljaar}`, query: vestiging ? { vestiging } : {} };
  }
}

/** adm/formulieren: the forms of a school year by the §6 filters, with branch choice and search; paged on the server. */
export function FormulierenScreen({ admnr, schooljaar, filter, vestiging }: { admnr: number; schooljaar: string; filter: FilterNaam; vestiging: number | null }) {
  const t = useTranslations("adm.formulieren");
  const { data: view } = usePermissions(admnr);
  const perms = view ? { ...view, gebruikerId: view.gebruikerId ?? "" } : undefined;
  const { zoek, pageIndex } = useServerTableState();
  const search = useDeferredValue(zoek.trim());
  const page = pageIndex + 1;
  const aanroep = formulierenAanroep(filter, schooljaar, vestiging);
  const { data, isError } = useQuery({
    queryKey: queryKeys.formulierenLijst(admnr, schooljaar, filter, vestiging, search, page),
    queryFn: ({ signal }) =>
      api.getJson<FormulierenPagina>(aanroep.path, { administratieNr: admnr, signal, query: { ...aanroep.query, search: search || undefined, page, pageSize: FORMULIEREN_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
  });
  const F = Functiegebied.Leerlingformulieren;
  const filters = perms ? permittedFilters(perms, F) : [filter];
  const vestigingen = perms ? perms.vestigingen.filter((v) => (filter === "Eigen" ? perms.eigenVestigingen.includes(v.nr) : readableVestigingen(perms, F).includes(v.nr))) : [];
  const basis = `/${admnr}/schooljaar/${schooljaar}/adm`;
  const href = (f: FilterNaam, v: number | null) => `${basis}/formulieren?filter=${f}${v ? `&vestiging=${v}` : ""}`;
  const kolommen: Column<FormulierView>[] = [
    { id: "leerling", accessorKey: "leerlingNaam", header: t("kolommen.leerling"), enableSorting: false, cell: ({ row }) => <RowLink href={`${basis}/leerlingen/details/${row.original.leerlingId}/formulieren`}>{row.original.leerlingNaam}</RowLink> },
    { id: "template", accessorKey: "templateNaam", header: t("kolommen.template"), enableSorting: false, cell: ({ row }) => <RowLink href={`${basis}/formulieren/details/${row.original.id}`}>{row.original.templateNaam}</RowLink> },
    { id: "titel", accessorKey: "titel", header: t("kolommen.titel"), enableSorting: false, cell: ({ row }) => row.original.titel ?? "" },
    { id: "datum", accessorKey: "datum", header: t("kolommen.datum"), enableSorting: false, cell: ({ row }) => formatDatum(row.original.datum) },
    { id: "auteur", accessorKey: "auteur", header: t("kolommen.auteur"), enableSorting: false, cell: ({ row }) => row.original.auteur ?? "" },
  ];
  return (
    <ListScreen
      title={t("titel")}
      description={t("uitleg", { schooljaar })}
      columns={kolommen}
      data={data?.items}
      getRowId={(f) => String(f.id)}
      server={{ total: data?.total ?? 0, pageSize: FORMULIEREN_PAGE_SIZE }}
      error={isError ? t("ladenMislukt") : undefined}
      search={{ label: t("zoeken"), placeholder: t("zoekenPlaceholder") }}
      empty={<EmptyState title={t("leeg")} description={t("leegUitleg")} />}
      filter={{ huidig: filter, filters, href: (f) => href(f, null), zoekInAlle: t("zoekInAlle") }}
    >
      <AdmNav admnr={admnr} schooljaar={schooljaar} />
      <AdmFilters lijst="formulieren" filter={filter} filters={filters} vestiging={vestiging} vestigingen={vestigingen} alleVestigingen href={href} />
      <p className="text-sm text-muted-foreground" aria-live="polite">
        {data ? t("aantal", { aantal: data.total }) : t("laden")}
      </p>
    </ListScreen>
  );
}
