"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useState } from "react";
import { EditButton } from "@/components/kit/buttons";
import { ConfirmDelete } from "@/components/kit/confirm-delete";
import { PageHeader } from "@/components/kit/page-header";
import { SectionCard } from "@/components/kit/section-card";
import { FoutMelding } from "@/components/kit/fout-melding";
import { OpslaanKnoppen } from "@/components/kit/opslaan-knoppen";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import { formatDatum } from "@/lib/format";
import type { FormulierView } from "@/lib/services/formulieren";
import { FormulierVelden, useVeldenInvoer, type DefinitieView, type Waarden } from "./formulier-velden";
import { PdfKnop } from "./pdf-knop";

export type FormulierDetailsView = FormulierView & { definities: DefinitieView[]; waarden: Waarden; templateActief: boolean };

/** Date, title and values of a form, filled in and checked per field (browser and server alike). */
export function FormulierInvoer({
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
  const [datum, setDatum] = useState(begin.datum);
  const [titel, setTitel] = useState(begin.titel);
  const { waarden, setWaarden, fouten, algemeen, bezig, verstuur } = useVeldenInvoer(definities, begin.waarden, t("fouten"));
  return (
    <form
      noValidate
      className="grid gap-5"
      onSubmit={(e) => verstuur(e, (w) => onOpslaan({ datum, titel: titel.trim() || null, waarden: w }))}
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
      <FoutMelding fout={algemeen} blok />
      <OpslaanKnoppen opslaan={opslaanTekst} annuleren={t("annuleren")} onAnnuleren={onAnnuleren} bezig={bezig} />
    </form>
  );
}

/** One filled-in form with its template's fields (Formulieren/Details): its page and its edit page read it. */
function useFormulier(admnr: number, id: number) {
  return useQuery({
    queryKey: queryKeys.formulier(admnr, id),
    queryFn: ({ signal }) => api.getJson<FormulierDetailsView>(`/api/Formulieren/Details/${admnr}/${id}`, { administratieNr: admnr, signal }),
  }).data;
}

/** adm/formulieren/details/{id}: the form rendered from its template, read-only. */
export function FormulierDetails({ admnr, schooljaar, id }: { admnr: number; schooljaar: string; id: number }) {
  const t = useTranslations("adm.formulieren.details");
  const router = useRouter();
  const qc = useQueryClient();
  const f = useFormulier(admnr, id);
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
  const f = useFormulier(admnr, id);
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
