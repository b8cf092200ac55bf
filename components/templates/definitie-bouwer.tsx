"use client";

import { useQuery, useQueryClient, type QueryKey } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useState } from "react";
import * as z from "zod";
import { AddButton, EditButton } from "@/components/kit/buttons";
import { CheckboxField, SelectField, TextField, type Option } from "@/components/kit/form";
import { FormDialog } from "@/components/kit/form-dialog";
import { PageHeader } from "@/components/kit/page-header";
import { SectionCard } from "@/components/kit/section-card";
import { FormulierVelden } from "@/components/leerlingdossier/formulier-velden";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/client/api";
import { SOORT_INFO, TEMPLATE_SOORTEN, type Definitie, type DefinitieOpties, type TemplateSoort } from "@/lib/templates";
import type { TemplateRegel } from "./template-lijst";
import { VolgordeSectie } from "./volgorde-sectie";

/**
 * The definitions builder of every template kind (forms, pupil plans, the categories of an OPP
 * template): the items in order (reorder, add, edit, delete) and a preview as the user will fill
 * them in. One engine (lib/templates), one editor: a kind gives its API paths, its messages and,
 * for the OPP, the category an item sits in.
 */

/** A definition as the builder shows and edits it (every kind's view has these fields). */
export type BouwDefinitie = Definitie & { templateId: number };

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

/** The API paths of a kind's definition calls. */
export interface DefinitiePaden {
  toevoegen: string;
  bijwerken: string;
  /** POST { templateId, volgorde } (plus the category for the OPP). */
  herordenen: string;
  /** DELETE …/{templateId}/{id}. */
  verwijderen: string;
}

/** Where an OPP item sits: its category (sent with every add and edit) and the others it can move to, under `label`. */
export interface BouwCategorie {
  id: number;
  keuzes: Option[];
  label: string;
}

/**
 * The add/edit dialog of one item. `ns` holds its texts (toevoegen, bewerken, toevoegenUitleg,
 * opgeslagen, veldSoort, veldLabel, veldToelichting, veldVerplicht, veldKeuzes, soortLabel).
 */
export function DefinitieDialog({
  admnr,
  ns,
  templateId,
  definitie,
  paden,
  categorie,
  standaardSoort = "SLE",
  onKlaar,
}: {
  admnr: number;
  ns: string;
  templateId: number;
  definitie?: BouwDefinitie;
  paden: Pick<DefinitiePaden, "toevoegen" | "bijwerken">;
  categorie?: BouwCategorie;
  standaardSoort?: TemplateSoort;
  onKlaar: () => Promise<unknown>;
}) {
  const t = useTranslations(ns);
  const soortNamen = useTranslations("TemplateDefinitieSoorten.soorten");
  return (
    <FormDialog
      wide
      trigger={definitie ? <EditButton label={t("bewerken", { label: definitie.label })} /> : <AddButton label={t("toevoegen")} />}
      title={definitie ? t("bewerken", { label: definitie.label }) : t("toevoegen")}
      description={t("toevoegenUitleg")}
      schema={definitieForm}
      defaultValues={{
        soort: definitie?.soort ?? standaardSoort,
        label: definitie?.label ?? "",
        toelichting: definitie?.toelichting ?? "",
        verplicht: definitie?.verplicht ?? false,
        keuzes: (definitie?.opties?.keuzes ?? []).join("\n"),
        categorieId: categorie ? String(categorie.id) : "",
      }}
      onSubmit={async (v) => {
        const body = { templateId, soort: v.soort, label: v.label, toelichting: v.toelichting || null, verplicht: v.verplicht, opties: alsOpties(v) };
        const plaats = categorie ? { categorieId: definitie ? Number(v.categorieId) : categorie.id } : {};
        await api.post(definitie ? paden.bijwerken : paden.toevoegen, { ...body, ...(definitie ? { id: definitie.id } : {}), ...plaats }, { administratieNr: admnr });
        toast.success(t("opgeslagen", { label: v.label }));
        await onKlaar();
      }}
    >
      <SelectField name="soort" label={t("veldSoort")} options={TEMPLATE_SOORTEN.map((s) => ({ value: s, label: t("soortLabel", { code: s, naam: soortNamen(s) }) }))} />
      <TextField name="label" label={t("veldLabel")} />
      <TextField name="toelichting" label={t("veldToelichting")} multiline rows={2} />
      <CheckboxField name="verplicht" label={t("veldVerplicht")} />
      <TextField name="keuzes" label={t("veldKeuzes")} multiline rows={3} />
      {definitie && categorie && categorie.keuzes.length > 1 && <SelectField name="categorieId" label={categorie.label} options={categorie.keuzes} />}
    </FormDialog>
  );
}

/**
 * The builder: the items in order and a preview. `ns` holds the list's texts (items, itemsUitleg,
 * geenItems, geenItemsUitleg, verwijderen, verwijderenVraag, verwijderenUitleg, verwijderd,
 * volgorde, verplicht, soortLabel, voorbeeld, voorbeeldUitleg); `dialoogNs` the item dialog's
 * (default the same).
 */
export function DefinitieBouwer<D extends BouwDefinitie>({
  admnr,
  ns,
  dialoogNs,
  templateId,
  definities,
  inGebruik,
  paden,
  herordenBody = {},
  categorie,
  standaardSoort,
  onKlaar,
}: {
  admnr: number;
  ns: string;
  dialoogNs?: string;
  templateId: number;
  definities: readonly D[];
  /** How often an item is filled in or used (the delete confirmation names it). */
  inGebruik: (d: D) => number;
  paden: DefinitiePaden;
  /** What the reorder call needs besides templateId and volgorde (the OPP: the category). */
  herordenBody?: object;
  categorie?: BouwCategorie;
  standaardSoort?: TemplateSoort;
  onKlaar: () => Promise<unknown>;
}) {
  const t = useTranslations(ns);
  const soortNamen = useTranslations("TemplateDefinitieSoorten.soorten");
  const [voorbeeld, setVoorbeeld] = useState<Record<string, unknown>>({});
  const dialoog = (definitie?: D) => (
    <DefinitieDialog
      admnr={admnr}
      ns={dialoogNs ?? ns}
      templateId={templateId}
      definitie={definitie}
      paden={paden}
      categorie={categorie}
      standaardSoort={standaardSoort}
      onKlaar={onKlaar}
    />
  );
  return (
    <>
      <VolgordeSectie
        admnr={admnr}
        titel={t("items")}
        uitleg={t("itemsUitleg")}
        actie={dialoog()}
        leeg={{ titel: t("geenItems"), uitleg: t("geenItemsUitleg") }}
        items={definities.map((d) => ({ ...d, naam: d.label }))}
        herorden={(ids) => api.post(paden.herordenen, { templateId, ...herordenBody, volgorde: ids }, { administratieNr: admnr })}
        volgordeOpgeslagen={t("volgorde")}
        onKlaar={onKlaar}
        inhoud={(d) => (
          <>
            <span className="font-medium">{d.label}</span>
            <span className="ml-2 text-sm text-muted-foreground">{t("soortLabel", { code: d.soort, naam: soortNamen(d.soort) })}</span>
            {d.verplicht && <span className="ml-2 text-xs text-muted-foreground">{t("verplicht")}</span>}
          </>
        )}
        bewerken={dialoog}
        verwijderen={(d) => ({
          label: t("verwijderen", { label: d.label }),
          vraag: t("verwijderenVraag", { label: d.label }),
          uitleg: t("verwijderenUitleg", { aantal: inGebruik(d) }),
          gedaan: t("verwijderd", { label: d.label }),
          pad: `${paden.verwijderen}/${templateId}/${d.id}`,
        })}
      />
      {definities.length > 0 && (
        <SectionCard title={t("voorbeeld")} description={t("voorbeeldUitleg")}>
          <FormulierVelden definities={definities} waarden={voorbeeld} onChange={setVoorbeeld} />
        </SectionCard>
      )}
    </>
  );
}

/**
 * The builder page of a kind whose items belong to the template itself (forms, pupil plans): the
 * template's name, description and status over the builder. `ns` holds the page's texts (ja, nee,
 * details.terug) and, under `details`, the builder's.
 */
export function DefinitieBouwerPagina<D extends BouwDefinitie>({
  admnr,
  id,
  ns,
  dialoogNs,
  detailsPad,
  sleutel,
  lijstSleutel,
  terugPad,
  paden,
  inGebruik,
}: {
  admnr: number;
  id: number;
  ns: string;
  dialoogNs?: string;
  /** The API path of the template with its definitions (…/{id}). */
  detailsPad: string;
  sleutel: QueryKey;
  /** The list's query key, refreshed with the template (its counts change). */
  lijstSleutel: QueryKey;
  terugPad: string;
  paden: DefinitiePaden;
  inGebruik: (d: D) => number;
}) {
  const t = useTranslations(ns);
  const qc = useQueryClient();
  const { data: tpl } = useQuery({
    queryKey: sleutel,
    queryFn: ({ signal }) => api.getJson<TemplateRegel & { definities: D[] }>(`${detailsPad}/${id}`, { administratieNr: admnr, signal }),
  });
  if (!tpl) return null;
  const ververs = () => Promise.all([qc.invalidateQueries({ queryKey: sleutel }), qc.invalidateQueries({ queryKey: lijstSleutel })]);
  return (
    <section className="space-y-4">
      <PageHeader back={{ href: `/${admnr}/${terugPad}`, label: t("details.terug") }} title={tpl.naam} description={tpl.omschrijving ?? undefined}>
        <p className="text-sm text-muted-foreground">{tpl.actief ? t("ja") : t("nee")}</p>
      </PageHeader>
      <DefinitieBouwer
        admnr={admnr}
        ns={`${ns}.details`}
        dialoogNs={dialoogNs}
        templateId={tpl.id}
        definities={tpl.definities}
        inGebruik={inGebruik}
        paden={paden}
        onKlaar={ververs}
      />
    </section>
  );
}
