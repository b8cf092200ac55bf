"use client";

import { useTranslations } from "next-intl";
import { useState } from "react";
import { AddButton, EditButton } from "@/components/kit/buttons";
import { CheckboxField, SelectField, TextField, type Option } from "@/components/kit/velden";
import { FormDialog } from "@/components/kit/form-dialog";
import { SectionCard } from "@/components/kit/section-card";
import { FormulierVelden } from "@/components/leerlingdossier/formulier-velden";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/client/api";
import { apiPad, type TemplateKindDeclaratie } from "@/lib/templates/kind";
import { SOORT_INFO, TEMPLATE_SOORTEN, type Definitie, type DefinitieOpties } from "@/lib/templates/typen";
import type { DefinitieForm } from "./definitie-form";
import { VolgordeSectie } from "./volgorde-sectie";

/**
 * The definitions builder of every template kind (forms, pupil plans, the categories of an OPP
 * template): the items in order (reorder, add, edit, delete) and a preview as the user will fill
 * them in. One engine (lib/templates), one editor: a kind's declaration (lib/templates/kind-*.ts)
 * gives its API paths, its messages and its query keys; the OPP adds the category an item sits in.
 */

/** A definition as the builder shows and edits it (every kind's view has these fields). */
export type BouwDefinitie = Definitie & { templateId: number };

const regels = (tekst: string) =>
  tekst
    .split(/\r?\n/)
    .map((r) => r.trim())
    .filter(Boolean);

/** The item form's schema loads with the dialog (issue 32): a builder page ships no zod. */
const laadDefinitieForm = () => import("./definitie-form").then((m) => m.definitieForm);

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

/** Where an OPP item sits: its category (sent with every add and edit) and the others it can move to, under `label`. */
export interface BouwCategorie {
  id: number;
  keuzes: Option[];
  label: string;
}

/**
 * The add/edit dialog of one item. The kind's dialoogNs (else bouwerNs) holds its texts
 * (toevoegen, bewerken, toevoegenUitleg, opgeslagen, veldSoort, veldLabel, veldToelichting,
 * veldVerplicht, veldKeuzes, soortLabel).
 */
export function DefinitieDialog({
  admnr,
  soort,
  templateId,
  definitie,
  categorie,
  onKlaar,
}: {
  admnr: number;
  soort: TemplateKindDeclaratie;
  templateId: number;
  definitie?: BouwDefinitie;
  categorie?: BouwCategorie;
  onKlaar: () => Promise<unknown>;
}) {
  const t = useTranslations(soort.berichten.dialoogNs ?? soort.berichten.bouwerNs);
  const soortNamen = useTranslations("TemplateDefinitieSoorten.soorten");
  return (
    <FormDialog
      wide
      trigger={definitie ? <EditButton label={t("bewerken", { label: definitie.label })} /> : <AddButton label={t("toevoegen")} />}
      title={definitie ? t("bewerken", { label: definitie.label }) : t("toevoegen")}
      description={t("toevoegenUitleg")}
      schema={laadDefinitieForm}
      defaultValues={{
        soort: definitie?.soort ?? soort.standaardSoort,
        label: definitie?.label ?? "",
        toelichting: definitie?.toelichting ?? "",
        verplicht: definitie?.verplicht ?? false,
        keuzes: (definitie?.opties?.keuzes ?? []).join("\n"),
        categorieId: categorie ? String(categorie.id) : "",
      }}
      onSubmit={async (v) => {
        const body = { templateId, soort: v.soort, label: v.label, toelichting: v.toelichting || null, verplicht: v.verplicht, opties: alsOpties(v) };
        const plaats = categorie ? { categorieId: definitie ? Number(v.categorieId) : categorie.id } : {};
        await api.post(apiPad(definitie ? soort.api.definitieBijwerken : soort.api.definitieToevoegen), { ...body, ...(definitie ? { id: definitie.id } : {}), ...plaats }, { administratieNr: admnr });
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
 * The builder: the items in order and a preview. The kind's bouwerNs holds the list's texts
 * (items, itemsUitleg, geenItems, geenItemsUitleg, verwijderen, verwijderenVraag,
 * verwijderenUitleg, verwijderd, volgorde, verplicht, soortLabel, voorbeeld, voorbeeldUitleg);
 * its API paths and how often an item is used (itemGebruik) come from the declaration too.
 */
export function DefinitieBouwer<D extends BouwDefinitie>({
  admnr,
  soort,
  templateId,
  definities,
  herordenBody = {},
  categorie,
  onKlaar,
}: {
  admnr: number;
  soort: TemplateKindDeclaratie;
  templateId: number;
  definities: readonly D[];
  /** What the reorder call needs besides templateId and volgorde (the OPP: the category). */
  herordenBody?: object;
  categorie?: BouwCategorie;
  onKlaar: () => Promise<unknown>;
}) {
  const t = useTranslations(soort.berichten.bouwerNs);
  const soortNamen = useTranslations("TemplateDefinitieSoorten.soorten");
  const [voorbeeld, setVoorbeeld] = useState<Record<string, unknown>>({});
  const dialoog = (definitie?: D) => (
<DefinitieDialog admnr={admnr} soort={soort} templateId={templateId} definitie={definitie} categorie={categorie} onKlaar={onKlaar} />
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
        herorden={(ids) => api.post(apiPad(soort.api.herordenen), { templateId, ...herordenBody, volgorde: ids }, { administratieNr: admnr })}
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
          uitleg: t("verwijderenUitleg", { aantal: (d as unknown as Record<string, number>)[soort.itemGebruik] ?? 0 }),
          gedaan: t("verwijderd", { label: d.label }),
          pad: `${apiPad(soort.api.definitieVerwijderen)}/${templateId}/${d.id}`,
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
