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
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import { formatDatum } from "@/lib/format";
import type { NotitieView } from "@/lib/services/notities";
import { PdfKnop } from "./pdf-knop";
import { DocumentKiezer, DocumentLijst, postMetVoortgang } from "./documenten";
import { alsFormData, vandaagIso } from "./velden";

/** The tag choice (Radix checkboxes) and the schema load with the dialog (issue 27). */
const laadTagKeuze = () => import("./tag-keuze");
const TagKeuze = lazy(() => laadTagKeuze().then((m) => ({ default: m.TagKeuze })));

type Doel = { soort: "leerling"; id: number } | { soort: "groep"; id: number };

/** A timeline of notes about a pupil or a group, with filters by kind and tag, documents and writing. */
export function Notities({ admnr, doel, magSchrijven }: { admnr: number; doel: Doel; magSchrijven: boolean }) {
  const t = useTranslations("adm.leerlingdossier.notities");
  const qc = useQueryClient();
  const [soortNr, setSoortNr] = useState("");
  const [tagNr, setTagNr] = useState("");
  const sleutel = queryKeys.notities(admnr, doel.soort, doel.id);
  const pad = doel.soort === "leerling" ? `/api/Notities/ForLeerling/${admnr}/${doel.id}` : `/api/Notities/GroepNotities/${admnr}/${doel.id}`;
  const { data } = useQuery({
    queryKey: sleutel,
    queryFn: async ({ signal }) => (await api.getJson<NotitieView[]>(pad, { administratieNr: admnr, signal })) ?? [],
  });
  const { data: soorten = [] } = useQuery({
    queryKey: queryKeys.notitieSoorten(admnr),
    queryFn: async ({ signal }) => (await api.getJson<{ nr: number; naam: string }[]>("/api/NotitieSoorten", { administratieNr: admnr, signal })) ?? [],
  });
  const { data: tags = [] } = useQuery({
    queryKey: queryKeys.tags(admnr),
    queryFn: async ({ signal }) => (await api.getJson<{ nr: number; naam: string }[]>("/api/Tag", { administratieNr: admnr, signal })) ?? [],
  });
  const ververs = () => qc.invalidateQueries({ queryKey: sleutel });
  const zichtbaar = (data ?? []).filter((n) => (!soortNr || String(n.soortNr) === soortNr) && (!tagNr || n.tags.some((tag) => String(tag.nr) === tagNr)));

  return (
    <section className="space-y-4" aria-labelledby="notities-titel">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <h2 id="notities-titel" className="text-lg font-semibold">
          {t("titel")}
        </h2>
        {magSchrijven && <NotitieDialog admnr={admnr} doel={doel} soorten={soorten} tags={tags} onKlaar={ververs} />}
      </div>
      {(data ?? []).length > 0 && (
        <div className="flex flex-wrap gap-4">
          <div className="grid gap-1">
            <Label htmlFor="filter-soort">{t("filterSoort")}</Label>
            <NativeSelect id="filter-soort" value={soortNr} onChange={(e) => setSoortNr(e.target.value)} wrapperClassName="w-48">
              <NativeSelectOption value="">{t("alleSoorten")}</NativeSelectOption>
              {soorten.map((s) => (
                <NativeSelectOption key={s.nr} value={String(s.nr)}>
                  {s.naam}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </div>
          <div className="grid gap-1">
            <Label htmlFor="filter-tag">{t("filterTag")}</Label>
            <NativeSelect id="filter-tag" value={tagNr} onChange={(e) => setTagNr(e.target.value)} wrapperClassName="w-48">
              <NativeSelectOption value="">{t("alleTags")}</NativeSelectOption>
              {tags.map((tag) => (
                <NativeSelectOption key={tag.nr} value={String(tag.nr)}>
                  {tag.naam}
                </NativeSelectOption>
              ))}
            </NativeSelect>
          </div>
        </div>
      )}
      {data && zichtbaar.length === 0 ? (
        <EmptyState title={data.length === 0 ? t("leeg") : t("leegGefilterd")} description={data.length === 0 && magSchrijven ? t("leegUitleg") : undefined} />
      ) : (
        <ol className="space-y-3">
          {zichtbaar.map((n) => (
            <li key={n.id} className="space-y-2 rounded-md border p-4">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div>
                  <h3 className="font-medium">{n.titel}</h3>
                  <p className="text-sm text-muted-foreground">{n.auteur ? t("door", { datum: formatDatum(n.datum), auteur: n.auteur }) : t("zonderAuteur", { datum: formatDatum(n.datum) })}</p>
                </div>
                <div className="flex gap-1">
                  <PdfKnop admnr={admnr} pad={`/api/Notities/Pdf/${admnr}/${n.id}`} titel={n.titel} />
                  {n.magBewerken && (
                    <>
                      <NotitieDialog admnr={admnr} doel={doel} soorten={soorten} tags={tags} notitie={n} onKlaar={ververs} />
                      <ConfirmDelete
                        label={t("verwijderen", { titel: n.titel })}
                        title={t("verwijderenVraag", { titel: n.titel })}
                        description={t("verwijderenUitleg")}
                        onConfirm={async () => {
                          await api.delete(`/api/Notities/Delete/${admnr}/${n.id}`, { administratieNr: admnr });
                          toast.success(t("verwijderd", { titel: n.titel }));
                          await ververs();
                        }}
                      />
                    </>
                  )}
                </div>
              </div>
              {(n.soortNaam || n.tags.length > 0) && (
                <div className="flex flex-wrap gap-1">
                  {n.soortNaam && <Badge>{n.soortNaam}</Badge>}
                  {n.tags.map((tag) => (
                    <Badge key={tag.nr} variant="outline">
                      {tag.naam}
                    </Badge>
                  ))}
                </div>
              )}
              {n.tekst && <p className="text-sm whitespace-pre-wrap">{n.tekst}</p>}
              <DocumentLijst
                admnr={admnr}
                documenten={n.documenten}
                downloadPad={(d) => `/api/Notities/Document/${admnr}/${n.id}/${d.id}`}
                verwijderPad={(d) => `/api/Notities/deletedocument/${admnr}/${n.id}/${d.id}`}
                magBewerken={n.magBewerken}
                onVerwijderd={ververs}
              />
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

function NotitieDialog({
  admnr,
  doel,
  soorten,
  tags,
  notitie,
  onKlaar,
}: {
  admnr: number;
  doel: Doel;
  soorten: readonly { nr: number; naam: string }[];
  tags: readonly { nr: number; naam: string }[];
  notitie?: NotitieView;
  onKlaar: () => Promise<unknown>;
}) {
  const t = useTranslations("adm.leerlingdossier.notities");
  const [bestanden, setBestanden] = useState<File[]>([]);
  const [voortgang, setVoortgang] = useState<number | null>(null);
  const pad = notitie ? `/api/Notities/Edit/${notitie.id}` : doel.soort === "leerling" ? `/api/Notities/AddLeerlingNotitie/${doel.id}` : `/api/Notities/AddGroepNotitie/${doel.id}`;
  return (
    <FormDialog
      wide
      trigger={notitie ? <EditButton label={t("bewerken", { titel: notitie.titel })} /> : <AddButton label={t("toevoegen")} />}
      title={notitie ? t("bewerken", { titel: notitie.titel }) : t("toevoegen")}
      description={doel.soort === "leerling" ? t("toevoegenUitleg") : t("toevoegenGroepUitleg")}
      schema={() => Promise.all([import("./schemas"), laadTagKeuze()]).then(([m]) => m.notitieForm)}
      defaultValues={
        notitie
          ? { titel: notitie.titel, tekst: notitie.tekst, datum: notitie.datum, soortNr: notitie.soortNr ? String(notitie.soortNr) : "", tags: notitie.tags.map((tag) => String(tag.nr)) }
          : { titel: "", tekst: "", datum: vandaagIso(), soortNr: "", tags: [] }
      }
      submitLabel={t("opslaan")}
      onOpenChange={(o) => {
        if (!o) setBestanden([]);
      }}
      onSubmit={async (v) => {
        setVoortgang(bestanden.length ? 0 : null);
        try {
          await postMetVoortgang(pad, admnr, alsFormData({ ...v, tags: v.tags }, bestanden), setVoortgang);
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
      <TextField name="tekst" label={t("veldTekst")} multiline rows={5} />
      {soorten.length > 0 && <SelectField name="soortNr" label={t("veldSoort")} placeholder={t("geenSoort")} options={soorten.map((s) => ({ value: String(s.nr), label: s.naam }))} />}
      <TagKeuze name="tags" label={t("veldTags")} tags={tags} />
      <DocumentKiezer bestanden={bestanden} onChange={setBestanden} voortgang={voortgang} />
    </FormDialog>
  );
}
