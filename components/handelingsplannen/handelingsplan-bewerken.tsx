"use client";

import { useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import type { z } from "zod";
import { DoelenKiezer, type GekozenDoel } from "@/components/groepsplannen/doelen-kiezer";
import { doelLabel } from "./doel-label";
import { KitForm, SelectField, TextField, useSchemaForm } from "@/components/kit/form";
import { PageHeader } from "@/components/kit/page-header";
import { SectionCard } from "@/components/kit/section-card";
import { OpslaanKnoppen } from "@/components/kit/opslaan-knoppen";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import { formatDatum } from "@/lib/format";
import { handelingsplanRoutes, useHandelingsplan, type HandelingsplanView } from "./handelingsplan-scherm";
import type { bewerkSchema } from "./schemas";

interface Keuzes {
  perioden: { nummer: number; ingangsdatum: string; einddatum: string }[];
  pakketten: { id: number; naam: string }[];
  vakgebieden: { nr: number; naam: string }[];
  beoordelaars: { nr: number; naam: string }[];
}

/**
 * planning/handelingsplannen/bewerken/{id}: every field of a Dutch action plan — title, period and
 * dates, subject area and package, starting situation / question, goal, SMART goals from the
 * package (competence at a level or an indicator), approach (what, how, when, by whom), assessor
 * and the date the parents were informed.
 */
export function HandelingsplanBewerken({ admnr, schooljaar, id, keuzes }: { admnr: number; schooljaar: string; id: number; keuzes: Keuzes }) {
  const { data: plan } = useHandelingsplan(admnr, id);
  if (!plan) return null;
  return <Formulier key={plan.id} admnr={admnr} schooljaar={schooljaar} plan={plan} keuzes={keuzes} />;
}

function Formulier({ admnr, schooljaar, plan, keuzes }: { admnr: number; schooljaar: string; plan: HandelingsplanView; keuzes: Keuzes }) {
  const t = useTranslations("planning.handelingsplannen.bewerken");
  const router = useRouter();
  const qc = useQueryClient();
  const formId = useId();
  const r = handelingsplanRoutes(admnr, schooljaar, plan.id);
  const form = useSchemaForm(() => import("./schemas").then((m) => m.bewerkSchema), {
    titel: plan.titel ?? "",
    periodeNummer: plan.periodeNummer,
    vakgebiedNr: plan.vakgebiedNr,
    leerroutepakketId: plan.leerroutepakketId,
    beoordelaarNr: plan.beoordelaarNr,
    ingangsdatum: plan.ingangsdatum,
    einddatum: plan.einddatum,
    oudersGeinformeerdOp: plan.oudersGeinformeerdOp ?? "",
    beginsituatie: plan.beginsituatie ?? "",
    doel: plan.doel ?? "",
    aanpak: plan.aanpak ?? "",
  });
  const [doelen, setDoelen] = useState<GekozenDoel[]>(() =>
    plan.geplandeIndicatoren.map((d) => ({ competentieId: d.competentieId, niveauNummer: d.niveauNummer, indicatorId: d.indicatorId, omschrijving: d.omschrijving, label: doelLabel(d) })),
  );
  const pakketId = form.watch("leerroutepakketId") ?? null;
  const vakgebiedNr = form.watch("vakgebiedNr") ?? null;

  const opslaan = async (v: z.output<typeof bewerkSchema>) => {
    await api.post(
      `/api/Handelingsplannen/Edit/${plan.id}`,
      {
        ...v,
        oudersGeinformeerdOp: v.oudersGeinformeerdOp || null,
        doelen: doelen.map((d) => ({ competentieId: d.competentieId, niveauNummer: d.niveauNummer, indicatorId: d.indicatorId, omschrijving: d.omschrijving })),
      },
      { administratieNr: admnr },
    );
    toast.success(t("opgeslagen", { titel: v.titel }));
    await qc.invalidateQueries({ queryKey: queryKeys.handelingsplannen(admnr) });
    router.push(r.details);
  };

  return (
    <section className="space-y-4">
      <PageHeader back={{ href: r.details, label: t("terug") }} title={t("titel", { titel: plan.titel ?? String(plan.id) })} description={t("beschrijving", { leerling: plan.leerlingNaam, schooljaar: plan.schooljaar })} />
      <KitForm form={form} onSubmit={opslaan} id={formId}>
        <SectionCard title={t("algemeen")}>
          <div className="grid gap-4 md:grid-cols-2 lg:grid-cols-3">
            <TextField name="titel" label={t("titelVeld")} maxLength={200} className="md:col-span-2 lg:col-span-3" />
            <SelectField
              name="periodeNummer"
              label={t("periode")}
              numeric
              options={keuzes.perioden.map((p) => ({ value: p.nummer, label: t("periodeOptie", { nummer: p.nummer, van: formatDatum(p.ingangsdatum), tot: formatDatum(p.einddatum) }) }))}
            />
            <TextField name="ingangsdatum" label={t("ingangsdatum")} type="date" />
            <TextField name="einddatum" label={t("einddatum")} type="date" />
            <SelectField name="vakgebiedNr" label={t("vakgebied")} numeric placeholder={t("geen")} options={keuzes.vakgebieden.map((v) => ({ value: v.nr, label: v.naam }))} />
            <SelectField name="leerroutepakketId" label={t("pakket")} numeric placeholder={t("geen")} options={keuzes.pakketten.map((p) => ({ value: p.id, label: p.naam }))} />
            <SelectField name="beoordelaarNr" label={t("beoordelaar")} numeric placeholder={t("geen")} options={keuzes.beoordelaars.map((b) => ({ value: b.nr, label: b.naam }))} />
            <TextField name="oudersGeinformeerdOp" label={t("ouders")} type="date" description={t("oudersUitleg")} />
          </div>
        </SectionCard>
        <SectionCard title={t("inhoud")}>
          <div className="grid gap-4 md:grid-cols-3">
            <TextField name="beginsituatie" label={t("beginsituatie")} multiline rows={6} description={t("beginsituatieUitleg")} />
            <TextField name="doel" label={t("doel")} multiline rows={6} />
            <TextField name="aanpak" label={t("aanpak")} multiline rows={6} description={t("aanpakUitleg")} />
          </div>
        </SectionCard>
      </KitForm>
      <SectionCard title={t("doelen")} description={t("doelenUitleg")}>
        <DoelenKiezer admnr={admnr} pakketId={pakketId} vakgebiedNr={vakgebiedNr} doelen={doelen} onChange={setDoelen} />
      </SectionCard>
      <OpslaanKnoppen opslaan={t("opslaan")} annuleren={t("annuleren")} onAnnuleren={() => router.push(r.details)} bezig={form.formState.isSubmitting} form={formId} />
    </section>
  );
}
