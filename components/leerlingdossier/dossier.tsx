"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { lazy } from "react";
import { AddButton, EditButton } from "@/components/kit/buttons";
import { EmptyState } from "@/components/kit/empty-state";
import { FormDialog } from "@/components/kit/form-dialog";
import { SelectField, TextField } from "@/components/kit/velden";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import type { DossierItemView } from "@/lib/services/leerlingdossier";
import { DossierKaart, useBijlagen, useKeuzes } from "./dossier-kaart";
import { vandaagIso } from "@/lib/schooljaar";

/** The tag choice (Radix checkboxes) and the schema load with the dialog (issue 27). */
const laadTagKeuze = () => import("./tag-keuze");
const TagKeuze = lazy(() => laadTagKeuze().then((m) => ({ default: m.TagKeuze })));


/** A pupil's dossier by category: items with documents, added and removed with confirmation. */
export function Dossier({ admnr, leerlingId, magSchrijven }: { admnr: number; leerlingId: number; magSchrijven: boolean }) {
  const t = useTranslations("adm.leerlingdossier.dossier");
  const qc = useQueryClient();
  const sleutel = queryKeys.dossier(admnr, leerlingId);
  const { data } = useQuery({
    queryKey: sleutel,
    queryFn: async ({ signal }) => (await api.getJson<DossierItemView[]>(`/api/Leerlingdossier/forLeerling/${admnr}/${leerlingId}`, { administratieNr: admnr, signal })) ?? [],
  });
  const categorieen = useKeuzes(admnr, queryKeys.dossierCategorieen(admnr), "/api/LeerlingdossierCategorieen");
  const tags = useKeuzes(admnr, queryKeys.tags(admnr), "/api/Tag");
  const ververs = () => qc.invalidateQueries({ queryKey: sleutel });
  const groepen = new Map<string, DossierItemView[]>();
  for (const i of data ?? []) groepen.set(i.categorieNaam ?? t("geenCategorie"), [...(groepen.get(i.categorieNaam ?? t("geenCategorie")) ?? []), i]);

  return (
    <section className="space-y-4" aria-labelledby="dossier-titel">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="dossier-titel" className="text-lg font-semibold">
          {t("titel")}
        </h2>
        {magSchrijven && <DossierDialog admnr={admnr} leerlingId={leerlingId} categorieen={categorieen} tags={tags} onKlaar={ververs} />}
      </div>
      {data && data.length === 0 ? (
        <EmptyState title={t("leeg")} description={magSchrijven ? t("leegUitleg") : undefined} />
      ) : (
        [...groepen].map(([categorie, items]) => (
          <div key={categorie} className="space-y-2">
            <h3 className="font-medium">{categorie}</h3>
            <ul className="space-y-3">
              {items.map((i) => (
                <DossierKaart
                  key={i.id}
                  admnr={admnr}
                  item={i}
                  t={t}
                  kop="h4"
                  pdfPad={`/api/Leerlingdossier/Pdf/${admnr}/${i.id}`}
                  bewerken={<DossierDialog admnr={admnr} leerlingId={leerlingId} categorieen={categorieen} tags={tags} item={i} onKlaar={ververs} />}
                  verwijderPad={`/api/Leerlingdossier/Delete/${admnr}/${i.id}`}
                  documentPaden={{ download: (d) => `/api/Leerlingdossier/Details/${admnr}/${i.id}/Document/${d.id}`, verwijder: (d) => `/api/Leerlingdossier/Delete/${admnr}/${i.id}/Document/${d.id}` }}
                  tekst={i.omschrijving}
                  onGewijzigd={ververs}
                />
              ))}
            </ul>
          </div>
        ))
      )}
    </section>
  );
}

function DossierDialog({
  admnr,
  leerlingId,
  categorieen,
  tags,
  item,
  onKlaar,
}: {
  admnr: number;
  leerlingId: number;
  categorieen: readonly { nr: number; naam: string }[];
  tags: readonly { nr: number; naam: string }[];
  item?: DossierItemView;
  onKlaar: () => Promise<unknown>;
}) {
  const t = useTranslations("adm.leerlingdossier.dossier");
  const bijlagen = useBijlagen();
  return (
    <FormDialog
      wide
      trigger={item ? <EditButton label={t("bewerken", { titel: item.titel })} /> : <AddButton label={t("toevoegen")} />}
      title={item ? t("bewerken", { titel: item.titel }) : t("toevoegen")}
      description={t("toevoegenUitleg")}
      schema={() => Promise.all([import("./schemas"), laadTagKeuze()]).then(([m]) => m.dossierForm)}
      defaultValues={() =>
        item
          ? { titel: item.titel, omschrijving: item.omschrijving ?? "", datum: item.datum, categorieNr: item.categorieNr ? String(item.categorieNr) : "", tags: item.tags.map((tag) => String(tag.nr)) }
          : { titel: "", omschrijving: "", datum: vandaagIso(), categorieNr: "", tags: [] }
      }
      submitLabel={t("opslaan")}
      onOpenChange={bijlagen.onOpenChange}
      onSubmit={async (v) => {
        await bijlagen.verstuur(item ? "/api/Leerlingdossier/Update" : "/api/Leerlingdossier/Add", admnr, item ? { id: item.id, ...v } : { leerlingId, ...v });
        toast.success(t("toegevoegd", { titel: v.titel }));
        await onKlaar();
      }}
    >
      <TextField name="titel" label={t("veldTitel")} />
      <TextField name="datum" label={t("veldDatum")} type="date" />
      {categorieen.length > 0 && <SelectField name="categorieNr" label={t("veldCategorie")} placeholder={t("geenCategorie")} options={categorieen.map((c) => ({ value: String(c.nr), label: c.naam }))} />}
      <TextField name="omschrijving" label={t("veldOmschrijving")} multiline rows={4} />
      <TagKeuze name="tags" label={t("veldTags")} tags={tags} />
      {bijlagen.kiezer}
    </FormDialog>
  );
}
