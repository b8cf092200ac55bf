"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { lazy, useState } from "react";
import { AddButton, EditButton } from "@/components/kit/buttons";
import { EmptyState } from "@/components/kit/empty-state";
import { FormDialog } from "@/components/kit/form-dialog";
import { KeuzeVeld } from "@/components/kit/keuze-veld";
import { SelectField, TextField } from "@/components/kit/velden";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import type { NotitieView } from "@/lib/services/notities";
import { DossierKaart, useBijlagen, useKeuzes } from "./dossier-kaart";
import { vandaagIso } from "@/lib/schooljaar";

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
  const soorten = useKeuzes(admnr, queryKeys.notitieSoorten(admnr), "/api/NotitieSoorten");
  const tags = useKeuzes(admnr, queryKeys.tags(admnr), "/api/Tag");
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
          <KeuzeVeld id="filter-soort" label={t("filterSoort")} value={soortNr} onChange={setSoortNr} leeg={t("alleSoorten")} opties={soorten.map((s) => ({ waarde: String(s.nr), label: s.naam }))} breedte="w-48" />
          <KeuzeVeld id="filter-tag" label={t("filterTag")} value={tagNr} onChange={setTagNr} leeg={t("alleTags")} opties={tags.map((tag) => ({ waarde: String(tag.nr), label: tag.naam }))} breedte="w-48" />
        </div>
      )}
      {data && zichtbaar.length === 0 ? (
        <EmptyState title={data.length === 0 ? t("leeg") : t("leegGefilterd")} description={data.length === 0 && magSchrijven ? t("leegUitleg") : undefined} />
      ) : (
        <ol className="space-y-3">
          {zichtbaar.map((n) => (
            <DossierKaart
              key={n.id}
              admnr={admnr}
              item={n}
              t={t}
              kop="h3"
              pdfPad={`/api/Notities/Pdf/${admnr}/${n.id}`}
              bewerken={<NotitieDialog admnr={admnr} doel={doel} soorten={soorten} tags={tags} notitie={n} onKlaar={ververs} />}
              verwijderPad={`/api/Notities/Delete/${admnr}/${n.id}`}
              documentPaden={{ download: (d) => `/api/Notities/Document/${admnr}/${n.id}/${d.id}`, verwijder: (d) => `/api/Notities/deletedocument/${admnr}/${n.id}/${d.id}` }}
              soort={n.soortNaam}
              tekst={n.tekst}
              onGewijzigd={ververs}
            />
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
  const bijlagen = useBijlagen();
  const pad = notitie ? `/api/Notities/Edit/${notitie.id}` : doel.soort === "leerling" ? `/api/Notities/AddLeerlingNotitie/${doel.id}` : `/api/Notities/AddGroepNotitie/${doel.id}`;
  return (
    <FormDialog
      wide
      trigger={notitie ? <EditButton label={t("bewerken", { titel: notitie.titel })} /> : <AddButton label={t("toevoegen")} />}
      title={notitie ? t("bewerken", { titel: notitie.titel }) : t("toevoegen")}
      description={doel.soort === "leerling" ? t("toevoegenUitleg") : t("toevoegenGroepUitleg")}
      schema={() => Promise.all([import("./schemas"), laadTagKeuze()]).then(([m]) => m.notitieForm)}
      defaultValues={() =>
        notitie
          ? { titel: notitie.titel, tekst: notitie.tekst, datum: notitie.datum, soortNr: notitie.soortNr ? String(notitie.soortNr) : "", tags: notitie.tags.map((tag) => String(tag.nr)) }
          : { titel: "", tekst: "", datum: vandaagIso(), soortNr: "", tags: [] }
      }
      submitLabel={t("opslaan")}
      onOpenChange={bijlagen.onOpenChange}
      onSubmit={async (v) => {
        await bijlagen.verstuur(pad, admnr, { ...v, tags: v.tags });
        toast.success(t("toegevoegd", { titel: v.titel }));
        await onKlaar();
      }}
    >
      <TextField name="titel" label={t("veldTitel")} />
      <TextField name="datum" label={t("veldDatum")} type="date" />
      <TextField name="tekst" label={t("veldTekst")} multiline rows={5} />
      {soorten.length > 0 && <SelectField name="soortNr" label={t("veldSoort")} placeholder={t("geenSoort")} options={soorten.map((s) => ({ value: String(s.nr), label: s.naam }))} />}
      <TagKeuze name="tags" label={t("veldTags")} tags={tags} />
      {bijlagen.kiezer}
    </FormDialog>
  );
}
