"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import { z } from "zod";
import { AddButton, CheckboxField, ConfirmDelete, EditButton, EmptyState, FormDialog, PageHeader, SectionCard, SelectField, SortableList, TextField } from "@/components/kit";
import { FormulierVelden } from "@/components/leerlingdossier/formulier-velden";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import type { OppCategorieView, OppDefinitieView } from "@/lib/services/opptemplates";
import { SOORT_INFO, TEMPLATE_SOORTEN, type DefinitieOpties } from "@/lib/templates";

type CategorieKort = Omit<OppCategorieView, "definities">;

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
  categorieId: z.string(),
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

function DefinitieDialog({
  admnr,
  categorie,
  categorieen,
  definitie,
  onKlaar,
}: {
  admnr: number;
  categorie: CategorieKort;
  categorieen: readonly CategorieKort[];
  definitie?: OppDefinitieView;
  onKlaar: () => Promise<unknown>;
}) {
  const t = useTranslations("beheer.opptemplates.categorie");
  const soortNamen = useTranslations("TemplateDefinitieSoorten.soorten");
  return (
    <FormDialog
      wide
      trigger={definitie ? <EditButton label={t("bewerken", { label: definitie.label })} /> : <AddButton label={t("toevoegen")} />}
      title={definitie ? t("bewerken", { label: definitie.label }) : t("toevoegen")}
      description={t("toevoegenUitleg")}
      schema={definitieForm}
      defaultValues={{
        soort: definitie?.soort ?? "MLE",
        label: definitie?.label ?? "",
        toelichting: definitie?.toelichting ?? "",
        verplicht: definitie?.verplicht ?? false,
        keuzes: (definitie?.opties?.keuzes ?? []).join("\n"),
        categorieId: String(categorie.id),
      }}
      onSubmit={async (v) => {
        const body = { templateId: categorie.templateId, soort: v.soort, label: v.label, toelichting: v.toelichting || null, verplicht: v.verplicht, opties: alsOpties(v) };
        const opties = { administratieNr: admnr };
        if (definitie) await api.post("/api/OppTemplate/updateDefinitie", { ...body, id: definitie.id, categorieId: Number(v.categorieId) }, opties);
        else await api.post("/api/OppTemplate/AddDefinitie", { ...body, categorieId: categorie.id }, opties);
        toast.success(t("opgeslagen", { label: v.label }));
        await onKlaar();
      }}
    >
      <SelectField name="soort" label={t("veldSoort")} options={TEMPLATE_SOORTEN.map((s) => ({ value: s, label: t("soortLabel", { code: s, naam: soortNamen(s) }) }))} />
      <TextField name="label" label={t("veldLabel")} />
      <TextField name="toelichting" label={t("veldToelichting")} multiline rows={2} />
      <CheckboxField name="verplicht" label={t("veldVerplicht")} />
      <TextField name="keuzes" label={t("veldKeuzes")} multiline rows={3} />
      {definitie && categorieen.length > 1 && (
        <SelectField name="categorieId" label={t("veldCategorie")} options={categorieen.map((c) => ({ value: String(c.id), label: t("soortLabel", { code: c.code, naam: c.naam }) }))} />
      )}
    </FormDialog>
  );
}

/** beheer/Opptemplates/categeorie/{id}/{categorie}: the items of one category (reorder, add, edit, move, delete) and a preview of the page. */
export function OppTemplateCategorie({ admnr, templateId, categorieId, templateNaam }: { admnr: number; templateId: number; categorieId: number; templateNaam: string }) {
  const t = useTranslations("beheer.opptemplates.categorie");
  const soortNamen = useTranslations("TemplateDefinitieSoorten.soorten");
  const qc = useQueryClient();
  const opties = { administratieNr: admnr };
  const sleutel = queryKeys.oppTemplateCategorie(admnr, templateId, categorieId);
  const { data: cat } = useQuery({
    queryKey: sleutel,
    queryFn: ({ signal }) => api.getJson<OppCategorieView>(`/api/OppTemplate/Categorie/${templateId}/${categorieId}`, { ...opties, signal }),
  });
  const { data: categorieen } = useQuery({
    queryKey: [...queryKeys.oppTemplate(admnr, templateId), "categorieen"],
    queryFn: async ({ signal }) => (await api.getJson<CategorieKort[]>(`/api/OppTemplate/Categorieen/${templateId}`, { ...opties, signal })) ?? [],
  });
  const [voorbeeld, setVoorbeeld] = useState<Record<string, unknown>>({});
  if (!cat) return null;
  const ververs = () => Promise.all([qc.invalidateQueries({ queryKey: queryKeys.oppTemplate(admnr, templateId) }), qc.invalidateQueries({ queryKey: queryKeys.oppTemplates(admnr), exact: true })]);
  const dialoog = (definitie?: OppDefinitieView) => <DefinitieDialog admnr={admnr} categorie={cat} categorieen={categorieen ?? [cat]} definitie={definitie} onKlaar={ververs} />;
  return (
    <section className="space-y-4">
      <PageHeader back={{ href: `/${admnr}/beheer/Opptemplates/details/${templateId}`, label: t("terug", { naam: templateNaam }) }} title={t("soortLabel", { code: cat.code, naam: cat.naam })} description={templateNaam} />
      <SectionCard title={t("items")} description={t("itemsUitleg")} action={dialoog()}>
        {cat.definities.length === 0 ? (
          <EmptyState title={t("geenItems")} description={t("geenItemsUitleg")} />
        ) : (
          <SortableList
            label={t("items")}
            items={cat.definities.map((d) => ({ ...d, naam: d.label }))}
            onReorder={async (ids) => {
              await api.post("/api/OppTemplate/ReorganizeCategorieItems", { templateId, categorieId, volgorde: ids }, opties);
              toast.success(t("volgorde"));
              await ververs();
            }}
            render={(d) => (
              <div className="flex flex-1 flex-wrap items-center justify-between gap-2">
                <span>
                  <span className="font-medium">{d.label}</span>
                  <span className="ml-2 text-sm text-muted-foreground">{t("soortLabel", { code: d.soort, naam: soortNamen(d.soort) })}</span>
                  {d.verplicht && <span className="ml-2 text-xs text-muted-foreground">{t("verplicht")}</span>}
                </span>
                <span className="flex gap-1">
                  {dialoog(d)}
                  <ConfirmDelete
                    label={t("verwijderen", { label: d.label })}
                    title={t("verwijderenVraag", { label: d.label })}
                    description={t("verwijderenUitleg", { aantal: d.aantalIngevuld })}
                    onConfirm={async () => {
                      await api.delete(`/api/OppTemplate/DeleteDefinitie/${templateId}/${d.id}`, opties);
                      toast.success(t("verwijderd", { label: d.label }));
                      await ververs();
                    }}
                  />
                </span>
              </div>
            )}
          />
        )}
      </SectionCard>
      {cat.definities.length > 0 && (
        <SectionCard title={t("voorbeeld")} description={t("voorbeeldUitleg")}>
          <FormulierVelden definities={cat.definities} waarden={voorbeeld} onChange={setVoorbeeld} />
        </SectionCard>
      )}
    </section>
  );
}
