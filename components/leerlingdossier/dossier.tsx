"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { lazy, useState } from "react";
import { AddButton, EditButton } from "@/components/kit/buttons";
import { ConfirmDelete } from "@/components/kit/confirm-delete";
import { EmptyState } from "@/components/kit/empty-state";
import { FormDialog } from "@/components/kit/form-dialog";
import { SelectField, TextField } from "@/components/kit/velden";
import { Badge } from "@/components/ui/badge";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import { formatDatum } from "@/lib/format";
import type { DossierItemView } from "@/lib/services/leerlingdossier";
import { PdfKnop } from "./pdf-knop";
import { DocumentKiezer, DocumentLijst, postMetVoortgang } from "./documenten";
import { alsFormData, vandaagIso } from "./velden";

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
  const { data: categorieen = [] } = useQuery({
    queryKey: queryKeys.dossierCategorieen(admnr),
    queryFn: async ({ signal }) => (await api.getJson<{ nr: number; naam: string }[]>("/api/LeerlingdossierCategorieen", { administratieNr: admnr, signal })) ?? [],
  });
  const { data: tags = [] } = useQuery({
    queryKey: queryKeys.tags(admnr),
    queryFn: async ({ signal }) => (await api.getJson<{ nr: number; naam: string }[]>("/api/Tag", { administratieNr: admnr, signal })) ?? [],
  });
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
                <li key={i.id} className="space-y-2 rounded-md border p-4">
                  <div className="flex flex-wrap items-start justify-between gap-2">
                    <div>
                      <h4 className="font-medium">{i.titel}</h4>
                      <p className="text-sm text-muted-foreground">{i.auteur ? t("door", { datum: formatDatum(i.datum), auteur: i.auteur }) : t("zonderAuteur", { datum: formatDatum(i.datum) })}</p>
                    </div>
                    <div className="flex gap-1">
                      <PdfKnop admnr={admnr} pad={`/api/Leerlingdossier/Pdf/${admnr}/${i.id}`} titel={i.titel} />
                      {i.magBewerken && (
                        <>
                          <DossierDialog admnr={admnr} leerlingId={leerlingId} categorieen={categorieen} tags={tags} item={i} onKlaar={ververs} />
                          <ConfirmDelete
                            label={t("verwijderen", { titel: i.titel })}
                            title={t("verwijderenVraag", { titel: i.titel })}
                            description={t("verwijderenUitleg")}
                            onConfirm={async () => {
                              await api.delete(`/api/Leerlingdossier/Delete/${admnr}/${i.id}`, { administratieNr: admnr });
                              toast.success(t("verwijderd", { titel: i.titel }));
                              await ververs();
                            }}
                          />
                        </>
                      )}
                    </div>
                  </div>
                  {i.tags.length > 0 && (
                    <div className="flex flex-wrap gap-1">
                      {i.tags.map((tag) => (
                        <Badge key={tag.nr} variant="outline">
                          {tag.naam}
                        </Badge>
                      ))}
                    </div>
                  )}
                  {i.omschrijving && <p className="text-sm whitespace-pre-wrap">{i.omschrijving}</p>}
                  <DocumentLijst
                    admnr={admnr}
                    documenten={i.documenten}
                    downloadPad={(d) => `/api/Leerlingdossier/Details/${admnr}/${i.id}/Document/${d.id}`}
                    verwijderPad={(d) => `/api/Leerlingdossier/Delete/${admnr}/${i.id}/Document/${d.id}`}
                    magBewerken={i.magBewerken}
                    onVerwijderd={ververs}
                  />
                </li>
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
  const [bestanden, setBestanden] = useState<File[]>([]);
  const [voortgang, setVoortgang] = useState<number | null>(null);
  return (
    <FormDialog
      wide
      trigger={item ? <EditButton label={t("bewerken", { titel: item.titel })} /> : <AddButton label={t("toevoegen")} />}
      title={item ? t("bewerken", { titel: item.titel }) : t("toevoegen")}
      description={t("toevoegenUitleg")}
      schema={() => Promise.all([import("./schemas"), laadTagKeuze()]).then(([m]) => m.dossierForm)}
      defaultValues={
        item
          ? { titel: item.titel, omschrijving: item.omschrijving ?? "", datum: item.datum, categorieNr: item.categorieNr ? String(item.categorieNr) : "", tags: item.tags.map((tag) => String(tag.nr)) }
          : { titel: "", omschrijving: "", datum: vandaagIso(), categorieNr: "", tags: [] }
      }
      submitLabel={t("opslaan")}
      onOpenChange={(o) => {
        if (!o) setBestanden([]);
      }}
      onSubmit={async (v) => {
        setVoortgang(bestanden.length ? 0 : null);
        try {
          const velden = item ? { id: item.id, ...v } : { leerlingId, ...v };
          await postMetVoortgang(item ? "/api/Leerlingdossier/Update" : "/api/Leerlingdossier/Add", admnr, alsFormData(velden, bestanden), setVoortgang);
        } finally {
          setVoortgang(null);
        }
        setBestanden([]);
        toast.success(t("toegevoegd", { titel: v.titel }));
        await onKlaar();
      }}
    >
      <TextField name="titel" label={t("veldTitel")} />
      <TextField name="datum" label={t("veldDatum")} type="date" />
      {categorieen.length > 0 && <SelectField name="categorieNr" label={t("veldCategorie")} placeholder={t("geenCategorie")} options={categorieen.map((c) => ({ value: String(c.nr), label: c.naam }))} />}
      <TextField name="omschrijving" label={t("veldOmschrijving")} multiline rows={4} />
      <TagKeuze name="tags" label={t("veldTags")} tags={tags} />
      <DocumentKiezer bestanden={bestanden} onChange={setBestanden} voortgang={voortgang} />
    </FormDialog>
  );
}
