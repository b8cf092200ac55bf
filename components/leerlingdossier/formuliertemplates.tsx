"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { Download, Upload } from "lucide-react";
import { useTranslations } from "next-intl";
import { useMemo, useState } from "react";
import { z } from "zod";
import {
  actionsColumn,
  AddButton,
  AddDialog,
  CheckboxField,
  ConfirmDelete,
  EditButton,
  EditDialog,
  EmptyState,
  FormDialog,
  ListScreen,
  PageHeader,
  RowLink,
  SectionCard,
  SelectField,
  SortableList,
  TextField,
  useApiMutation,
  useFoutTekst,
  type Column,
} from "@/components/kit";
import { Button } from "@/components/ui/button";
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from "@/components/ui/dialog";
import { FileInput } from "@/components/ui/file-input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import { templateBijwerken, templateVelden } from "@/lib/schemas/formuliertemplates";
import type { DefinitieView, TemplateView } from "@/lib/services/formuliertemplates";
import { SOORT_INFO, TEMPLATE_SOORTEN, type DefinitieOpties, type TemplateSoort } from "@/lib/templates";
import { FormulierVelden } from "./formulier-velden";

type Samenvatting = Omit<TemplateView, "definities">;

/** beheer/Formuliertemplates: the form templates with add, edit, (de)activate, export, import and delete. */
export function FormulierTemplatesLijst({ admnr }: { admnr: number }) {
  const t = useTranslations("beheer.formuliertemplates");
  const opties = { administratieNr: admnr };
  const sleutel = queryKeys.formulierTemplates(admnr);
  const { data } = useQuery({
    queryKey: sleutel,
    queryFn: async ({ signal }) => (await api.getJson<Samenvatting[]>("/api/FormulierTemplates", { administratieNr: admnr, signal })) ?? [],
  });
  const toevoegen = useApiMutation({
    mutationFn: (v: z.output<typeof templateVelden>) => api.post("/api/FormulierTemplates/Add", v, opties),
    invalidate: [sleutel],
    success: (_r, v) => t("toegevoegd", { naam: v.naam }),
    toastError: false,
  });
  const bijwerken = useApiMutation({
    mutationFn: (v: z.output<typeof templateBijwerken>) => api.post("/api/FormulierTemplates/Update", v, opties),
    invalidate: [sleutel],
    success: (_r, v) => t("opgeslagen", { naam: v.naam }),
    toastError: false,
  });
  const actief = useApiMutation({
    mutationFn: (tpl: Samenvatting) => api.post("/api/FormulierTemplates/ChangeActief", { id: tpl.id, actief: !tpl.actief }, opties),
    invalidate: [sleutel],
    success: (_r, tpl) => (tpl.actief ? t("gedeactiveerd", { naam: tpl.naam }) : t("geactiveerd", { naam: tpl.naam })),
  });
  const exporteer = useApiMutation({
    mutationFn: (tpl: Samenvatting) => api.download(`/api/FormulierTemplates/Export/${tpl.id}`, { ...opties, fallbackFilename: `${tpl.naam}.json` }),
    success: (r) => t("geexporteerd", { bestand: r.filename ?? "" }),
  });
  const verwijderen = useApiMutation({
    mutationFn: (tpl: Samenvatting) => api.delete(`/api/FormulierTemplates/Delete/${tpl.id}`, opties),
    invalidate: [sleutel],
    success: (_r, tpl) => t("verwijderd", { naam: tpl.naam }),
    toastError: false,
  });
  const kolommen = useMemo<Column<Samenvatting>[]>(
    () => [
      { accessorKey: "naam", header: t("kolommen.naam"), cell: ({ row }) => <RowLink href={`/${admnr}/beheer/Formuliertemplates/details/${row.original.id}`}>{row.original.naam}</RowLink> },
      { accessorKey: "aantalDefinities", header: t("kolommen.items"), cell: ({ row }) => t("items", { aantal: row.original.aantalDefinities }) },
      { accessorKey: "aantalFormulieren", header: t("kolommen.formulieren"), cell: ({ row }) => t("ingevuld", { aantal: row.original.aantalFormulieren }) },
      { accessorKey: "actief", header: t("kolommen.actief"), cell: ({ row }) => (row.original.actief ? t("ja") : t("nee")) },
      actionsColumn(t("kolommen.acties"), (row) => (
        <>
          <Button variant="outline" size="sm" onClick={() => actief.mutate(row.original)} disabled={actief.isPending}>
            {row.original.actief ? t("deactiveren", { naam: row.original.naam }) : t("activeren", { naam: row.original.naam })}
          </Button>
          <Button variant="ghost" size="icon" aria-label={t("exporteren", { naam: row.original.naam })} onClick={() => exporteer.mutate(row.original)}>
            <Download aria-hidden />
          </Button>
          <EditDialog
            label={t("bewerken", { naam: row.original.naam })}
            description={t("bewerkenUitleg")}
            schema={templateBijwerken}
            defaultValues={{ id: row.original.id, naam: row.original.naam, omschrijving: row.original.omschrijving ?? "" }}
            onSubmit={(v) => bijwerken.mutateAsync(v)}
          >
            <TextField name="naam" label={t("veldNaam")} />
            <TextField name="omschrijving" label={t("veldOmschrijving")} multiline rows={3} />
          </EditDialog>
          <ConfirmDelete
            label={t("verwijderen", { naam: row.original.naam })}
            title={t("verwijderenVraag", { naam: row.original.naam })}
            description={t("verwijderenUitleg", { aantal: row.original.aantalFormulieren })}
            onConfirm={() => verwijderen.mutateAsync(row.original)}
          />
        </>
      )),
    ],
    [admnr, t, actief, exporteer, bijwerken, verwijderen],
  );
  return (
    <ListScreen
      title={t("titel")}
      description={t("uitleg")}
      actions={
        <>
          <ImporteerDialog admnr={admnr} />
          <AddDialog label={t("toevoegen")} description={t("toevoegenUitleg")} schema={templateVelden} defaultValues={{ naam: "", omschrijving: "" }} onSubmit={(v) => toevoegen.mutateAsync(v)}>
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

function ImporteerDialog({ admnr }: { admnr: number }) {
  const t = useTranslations("beheer.formuliertemplates");
  const qc = useQueryClient();
  const fout = useFoutTekst();
  const [open, setOpen] = useState(false);
  const [bestand, setBestand] = useState<File>();
  const [melding, setMelding] = useState<string>();
  const [bezig, setBezig] = useState(false);
  return (
    <Dialog
      open={open}
      onOpenChange={(o) => {
        setOpen(o);
        setBestand(undefined);
        setMelding(undefined);
      }}
    >
      <DialogTrigger asChild>
        <Button variant="outline">
          <Upload aria-hidden />
          {t("importeren")}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t("importerenTitel")}</DialogTitle>
          <DialogDescription>{t("importerenUitleg")}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-2">
          <Label htmlFor="import-bestand">{t("importerenBestand")}</Label>
          <FileInput id="import-bestand" accept=".json,application/json" onChange={(e) => setBestand(e.target.files?.[0])} />
          {melding && (
            <p role="alert" className="text-sm text-destructive">
              {melding}
            </p>
          )}
        </div>
        <DialogFooter>
          <Button
            disabled={!bestand || bezig}
            onClick={async () => {
              if (!bestand) return;
              setBezig(true);
              setMelding(undefined);
              try {
                const form = new FormData();
                form.append("bestand", bestand);
                const r = await api.post<TemplateView>("/api/FormulierTemplates/Import", form, { administratieNr: admnr });
                toast.success(t("geimporteerd", { naam: r.data?.naam ?? "" }));
                await qc.invalidateQueries({ queryKey: queryKeys.formulierTemplates(admnr) });
                setOpen(false);
              } catch (e) {
                setMelding(fout(e));
              } finally {
                setBezig(false);
              }
            }}
          >
            {t("importerenStart")}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

const regels = (tekst: string) =>
  tekst
    .split(/\r?\n/)
    .map((r) => r.trim())
    .filter(Boolean);

/** The builder's item form; options are typed as lines and sent as the engine's opties. */
const definitieForm = z.object({
  soort: z.enum(TEMPLATE_SOORTEN, { error: "kies een type" }),
  label: z.string().trim().min(1, "vul het label in").max(200, "hoogstens 200 tekens"),
  toelichting: z.string().max(2000, "hoogstens 2000 tekens"),
  verplicht: z.boolean(),
  keuzes: z.string(),
});
type DefinitieForm = z.output<typeof definitieForm>;

function alsOpties(v: DefinitieForm): DefinitieOpties | null {
  switch (SOORT_INFO[v.soort].opties) {
    case "keuzes":
      return { keuzes: regels(v.keuzes) };
    case "keuzes-optioneel":
      return regels(v.keuzes).length ? { keuzes: regels(v.keuzes) } : null;
    default:
      return null;
  }
}

/** The item dialog of the template builders (forms; pupil plans pass their own `paden`: one engine, one editor). */
export function DefinitieDialog({
  admnr,
  templateId,
  definitie,
  onKlaar,
  paden = { toevoegen: "/api/FormulierTemplates/AddDefinitie", bijwerken: "/api/FormulierTemplates/EditDefinitie" },
}: {
  admnr: number;
  templateId: number;
  definitie?: Pick<DefinitieView, "id" | "soort" | "label" | "toelichting" | "verplicht" | "opties">;
  onKlaar: () => Promise<unknown>;
  paden?: { toevoegen: string; bijwerken: string };
}) {
  const t = useTranslations("beheer.formuliertemplates.details");
  const soortNamen = useTranslations("TemplateDefinitieSoorten.soorten");
  return (
    <FormDialog
      wide
      trigger={definitie ? <EditButton label={t("bewerken", { label: definitie.label })} /> : <AddButton label={t("toevoegen")} />}
      title={definitie ? t("bewerken", { label: definitie.label }) : t("toevoegen")}
      description={t("toevoegenUitleg")}
      schema={definitieForm}
      defaultValues={{
        soort: definitie?.soort ?? "SLE",
        label: definitie?.label ?? "",
        toelichting: definitie?.toelichting ?? "",
        verplicht: definitie?.verplicht ?? false,
        keuzes: (definitie?.opties?.keuzes ?? []).join("\n"),
      }}
      onSubmit={async (v) => {
        const body = { templateId, soort: v.soort, label: v.label, toelichting: v.toelichting || null, verplicht: v.verplicht, opties: alsOpties(v) };
        await api.post(definitie ? paden.bijwerken : paden.toevoegen, definitie ? { ...body, id: definitie.id } : body, { administratieNr: admnr });
        toast.success(t("opgeslagen", { label: v.label }));
        await onKlaar();
      }}
    >
      <SelectField name="soort" label={t("veldSoort")} options={TEMPLATE_SOORTEN.map((s) => ({ value: s, label: t("soortLabel", { code: s, naam: soortNamen(s) }) }))} />
      <TextField name="label" label={t("veldLabel")} />
      <TextField name="toelichting" label={t("veldToelichting")} multiline rows={2} />
      <CheckboxField name="verplicht" label={t("veldVerplicht")} />
      <TextField name="keuzes" label={t("veldKeuzes")} multiline rows={3} />
    </FormDialog>
  );
}

/** beheer/Formuliertemplates/details/{id}: the template builder (items in order, reorder, add/edit/delete) and a preview. */
export function FormulierTemplateDetails({ admnr, id }: { admnr: number; id: number }) {
  const t = useTranslations("beheer.formuliertemplates");
  const soortNamen = useTranslations("TemplateDefinitieSoorten.soorten");
  const qc = useQueryClient();
  const sleutel = queryKeys.formulierTemplate(admnr, id);
  const { data: tpl } = useQuery({
    queryKey: sleutel,
    queryFn: ({ signal }) => api.getJson<TemplateView>(`/api/FormulierTemplates/Details/${id}`, { administratieNr: admnr, signal }),
  });
  const [voorbeeld, setVoorbeeld] = useState<Record<string, unknown>>({});
  if (!tpl) return null;
  const ververs = () => Promise.all([qc.invalidateQueries({ queryKey: sleutel }), qc.invalidateQueries({ queryKey: queryKeys.formulierTemplates(admnr) })]);
  return (
    <section className="space-y-4">
      <PageHeader back={{ href: `/${admnr}/beheer/Formuliertemplates`, label: t("details.terug") }} title={tpl.naam} description={tpl.omschrijving ?? undefined}>
        <p className="text-sm text-muted-foreground">{tpl.actief ? t("ja") : t("nee")}</p>
      </PageHeader>
      <SectionCard title={t("details.items")} description={t("details.itemsUitleg")} action={<DefinitieDialog admnr={admnr} templateId={tpl.id} onKlaar={ververs} />}>
        {tpl.definities.length === 0 ? (
          <EmptyState title={t("details.geenItems")} description={t("details.geenItemsUitleg")} />
        ) : (
          <SortableList
            label={t("details.items")}
            items={tpl.definities.map((d) => ({ ...d, naam: d.label }))}
            onReorder={async (ids) => {
              await api.post("/api/FormulierTemplates/Reorganize", { templateId: tpl.id, volgorde: ids }, { administratieNr: admnr });
              toast.success(t("details.volgorde"));
              await ververs();
            }}
            render={(d) => (
              <div className="flex flex-1 flex-wrap items-center justify-between gap-2">
                <span>
                  <span className="font-medium">{d.label}</span>
                  <span className="ml-2 text-sm text-muted-foreground">{t("details.soortLabel", { code: d.soort, naam: soortNamen(d.soort) })}</span>
                  {d.verplicht && <span className="ml-2 text-xs text-muted-foreground">{t("details.verplicht")}</span>}
                </span>
                <span className="flex gap-1">
                  <DefinitieDialog admnr={admnr} templateId={tpl.id} definitie={d} onKlaar={ververs} />
                  <ConfirmDelete
                    label={t("details.verwijderen", { label: d.label })}
                    title={t("details.verwijderenVraag", { label: d.label })}
                    description={t("details.verwijderenUitleg", { aantal: d.aantalWaarden })}
                    onConfirm={async () => {
                      await api.delete(`/api/FormulierTemplates/DeleteDefinitie/${tpl.id}/${d.id}`, { administratieNr: admnr });
                      toast.success(t("details.verwijderd", { label: d.label }));
                      await ververs();
                    }}
                  />
                </span>
              </div>
            )}
          />
        )}
      </SectionCard>
      {tpl.definities.length > 0 && (
        <SectionCard title={t("details.voorbeeld")} description={t("details.voorbeeldUitleg")}>
          <FormulierVelden definities={tpl.definities} waarden={voorbeeld} onChange={setVoorbeeld} />
        </SectionCard>
      )}
    </section>
  );
}

export type { TemplateSoort };
