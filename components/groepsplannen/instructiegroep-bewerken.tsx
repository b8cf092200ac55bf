"use client";

import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import { useRouter } from "next/navigation";
import { useId, useState } from "react";
import type { z } from "zod";
import { ConfirmDelete } from "@/components/kit/confirm-delete";
import { KitForm, SelectField, TextField, useSchemaForm } from "@/components/kit/form";
import { PageHeader } from "@/components/kit/page-header";
import { SectionCard } from "@/components/kit/section-card";
import { OpslaanKnoppen } from "@/components/kit/opslaan-knoppen";
import { toast } from "@/components/ui/toast";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import { DoelenKiezer, type GekozenDoel } from "./doelen-kiezer";
import type { GroepsplanDetailsView } from "./groepsplan-details";
import { PlanDocumentenLijst } from "./plan-documenten-lijst";
import type { instructiegroepSchema } from "./schemas";

/** The form's schema (and zod) load when the browser is idle after the form rendered (issue 27). */
const schema = () => import("./schemas").then((m) => m.instructiegroepSchema);

/** The label of a saved goal, as the details page writes it. */
export function doelLabel(d: { competentieNaam: string; niveauWaarde: string; indicatorNaam: string | null }) {
  return [`${d.competentieNaam} ${d.niveauWaarde}`, d.indicatorNaam].filter(Boolean).join(" — ");
}

/**
 * planning/groepsplannen/bewerken/{nr}/{periode}/{igNr}: name, subject area, package, goal and
 * approach of one instruction group, its pupils (taken from other instruction groups or the
 * unplaced ones), its goals from the package's indicator selector, and its documents.
 */
export function InstructiegroepBewerken({
  admnr,
  schooljaar,
  groepNr,
  periode,
  igNr,
  pakketten,
  vakgebieden,
}: {
  admnr: number;
  schooljaar: string;
  groepNr: number;
  periode: number;
  igNr: number;
  pakketten: { id: number; naam: string }[];
  vakgebieden: { nr: number; naam: string }[];
}) {
  const { data: plan } = useQuery({
    queryKey: queryKeys.groepsplan(admnr, groepNr, periode),
    queryFn: ({ signal }) => api.getJson<GroepsplanDetailsView>(`/api/GroepsPlannen/Details/${admnr}/${groepNr}/${periode}`, { administratieNr: admnr, signal }),
  });
  const ig = plan?.instructiegroepen.find((x) => x.nr === igNr);
  if (!plan || !ig) return null;
  return <Formulier key={`${plan.id}-${ig.nr}`} admnr={admnr} schooljaar={schooljaar} plan={plan} ig={ig} pakketten={pakketten} vakgebieden={vakgebieden} />;
}

type Ig = GroepsplanDetailsView["instructiegroepen"][number];

function Formulier({
  admnr,
  schooljaar,
  plan,
  ig,
  pakketten,
  vakgebieden,
}: {
  admnr: number;
  schooljaar: string;
  plan: GroepsplanDetailsView;
  ig: Ig;
  pakketten: { id: number; naam: string }[];
  vakgebieden: { nr: number; naam: string }[];
}) {
  const t = useTranslations("planning.groepsplannen.bewerken");
  const router = useRouter();
  const qc = useQueryClient();
  const ververs = () => qc.invalidateQueries({ queryKey: queryKeys.groepsplannen(admnr) });
  const formId = useId();
  const form = useSchemaForm(schema, { naam: ig.naam, vakgebiedNr: ig.vakgebiedNr, leerroutepakketId: ig.leerroutepakketId, doel: ig.doel ?? "", aanpak: ig.aanpak ?? "" });
  const [leerlingen, setLeerlingen] = useState<Set<number>>(() => new Set(ig.leerlingen.map((l) => l.id)));
  const [doelen, setDoelen] = useState<GekozenDoel[]>(() =>
    ig.doelen.map((d) => ({ competentieId: d.competentieId, niveauNummer: d.niveauNummer, indicatorId: d.indicatorId, omschrijving: d.omschrijving, label: doelLabel(d) })),
  );
  const pakketId = form.watch("leerroutepakketId") ?? null;
  const vakgebiedNr = form.watch("vakgebiedNr") ?? null;
  const details = `/${admnr}/schooljaar/${schooljaar}/planning/groepsplannen/details/${plan.groepNr}/${plan.periodeNummer}`;

  const alle = [
    ...plan.instructiegroepen.flatMap((g) => g.leerlingen.map((l) => ({ ...l, waar: g.nr === ig.nr ? null : t("nuIn", { groep: g.naam }) }))),
    ...plan.onverdeeld.map((l) => ({ ...l, waar: t("nietIngedeeld") })),
  ].sort((a, b) => a.naam.localeCompare(b.naam, "nl"));

  const opslaan = async (v: z.output<typeof instructiegroepSchema>) => {
    await api.post(
      "/api/Instructiegroepen/update",
      {
        groepsplanId: plan.id,
        nr: ig.nr,
        naam: v.naam,
        vakgebiedNr: v.vakgebiedNr,
        leerroutepakketId: v.leerroutepakketId,
        doel: v.doel,
        aanpak: v.aanpak,
        leerlingen: [...leerlingen],
        doelen: doelen.map((d) => ({ competentieId: d.competentieId, niveauNummer: d.niveauNummer, indicatorId: d.indicatorId, omschrijving: d.omschrijving })),
      },
      { administratieNr: admnr },
    );
    toast.success(t("opgeslagen", { naam: v.naam }));
    await ververs();
    router.push(details);
  };

  return (
    <section className="space-y-4">
      <PageHeader
        back={{ href: details, label: t("terug") }}
        title={t("titel", { naam: ig.naam })}
        description={t("beschrijving", { groep: plan.groepNaam, periode: plan.periodeNummer })}
        actions={
          <ConfirmDelete
            text={t("verwijderen")}
            title={t("verwijderen")}
            description={t("verwijderenVraag", { naam: ig.naam })}
            onConfirm={async () => {
              await api.delete(`/api/Instructiegroepen/deleteinstructiegroep/${admnr}/${plan.groepNr}/${plan.periodeNummer}/${ig.nr}`, { administratieNr: admnr });
              toast.success(t("verwijderd", { naam: ig.naam }));
              await ververs();
              router.push(details);
            }}
          />
        }
      />
      <KitForm form={form} onSubmit={opslaan} id={formId}>
        <SectionCard title={t("algemeen")}>
          <div className="grid gap-4 md:grid-cols-2">
            <TextField name="naam" label={t("naam")} maxLength={100} />
            <SelectField name="vakgebiedNr" label={t("vakgebied")} numeric placeholder={t("geenVakgebied")} options={vakgebieden.map((v) => ({ value: v.nr, label: v.naam }))} />
            <SelectField name="leerroutepakketId" label={t("pakket")} numeric placeholder={t("geenPakket")} options={pakketten.map((p) => ({ value: p.id, label: p.naam }))} />
          </div>
          <div className="mt-4 grid gap-4 md:grid-cols-2">
            <TextField name="doel" label={t("doel")} multiline rows={5} />
            <TextField name="aanpak" label={t("aanpak")} multiline rows={5} description={t("aanpakUitleg")} />
          </div>
        </SectionCard>
      </KitForm>

      <SectionCard title={t("leerlingen")} description={t("leerlingenUitleg", { aantal: leerlingen.size })}>
        {alle.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t("geenLeerlingen")}</p>
        ) : (
          <fieldset>
            <legend className="sr-only">{t("leerlingen")}</legend>
            <ul className="grid gap-1 sm:grid-cols-2 lg:grid-cols-3">
              {alle.map((l) => (
                <li key={l.id}>
                  <LeerlingKeuze
                    naam={l.naam}
                    waar={l.waar}
                    checked={leerlingen.has(l.id)}
                    onChange={(aan) =>
                      setLeerlingen((oud) => {
                        const s = new Set(oud);
                        if (aan) s.add(l.id);
                        else s.delete(l.id);
                        return s;
                      })
                    }
                  />
                </li>
              ))}
            </ul>
          </fieldset>
        )}
      </SectionCard>

      <SectionCard title={t("doelen")} description={t("doelenUitleg")}>
        <DoelenKiezer admnr={admnr} pakketId={pakketId} vakgebiedNr={vakgebiedNr} doelen={doelen} onChange={setDoelen} />
      </SectionCard>

      <OpslaanKnoppen opslaan={t("opslaan")} annuleren={t("annuleren")} onAnnuleren={() => router.push(details)} bezig={form.formState.isSubmitting} form={formId} />

      <SectionCard title={t("documenten")}>
        <PlanDocumentenLijst admnr={admnr} plan={plan} instructiegroepNr={ig.nr} documenten={ig.documenten} magBewerken={plan.magBewerken} />
      </SectionCard>
    </section>
  );
}

function LeerlingKeuze({ naam, waar, checked, onChange }: { naam: string; waar: string | null; checked: boolean; onChange: (aan: boolean) => void }) {
  const id = useId();
  return (
    <div className="flex items-start gap-2 text-sm">
      <input id={id} type="checkbox" className="mt-0.5 size-4 accent-primary" checked={checked} onChange={(e) => onChange(e.target.checked)} />
      <label htmlFor={id}>
        {naam}
        {waar && !checked ? <span className="ml-1 text-muted-foreground">{waar}</span> : null}
      </label>
    </div>
  );
}
