"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import type { z } from "zod";
import { PageHeader } from "@/components/kit/page-header";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import type { evaluatieOpgeslagen, instructiegroepDetails } from "@/lib/schemas/groepsplannen";
import { igSleutel } from "./sleutels";
import { PlanEvalueren, type BeoordelingenView, type EvaluatieView } from "./plan-evalueren";

type IgDetails = z.output<typeof instructiegroepDetails>;

/** planning/groepsplannen/evalueren/{nr}/{periode}/{igNr}: the evaluation of one instruction group. */
export function InstructiegroepEvalueren({ admnr, schooljaar, details, vandaag }: { admnr: number; schooljaar: string; details: IgDetails; vandaag: string }) {
  const t = useTranslations("planning.groepsplannen.evalueren");
  const { groepsplan: p, instructiegroep: ig } = details;
  const pad = `${admnr}/${p.groepNr}/${p.periodeNummer}/${ig.nr}`;
  const { data: beoordelingen } = useQuery({
    queryKey: igSleutel(admnr, p.groepNr, p.periodeNummer, ig.nr, "beoordelingen"),
    queryFn: ({ signal }) => api.getJson<BeoordelingenView>(`/api/Instructiegroepen/Beeordelingen/${pad}`, { administratieNr: admnr, signal }),
  });
  const { data: evaluaties } = useQuery({
    queryKey: igSleutel(admnr, p.groepNr, p.periodeNummer, ig.nr, "evaluaties"),
    queryFn: ({ signal }) => api.getJson<EvaluatieView[]>(`/api/Instructiegroepen/Evaluaties/${pad}`, { administratieNr: admnr, signal }),
  });
  return (
    <section className="space-y-4">
      <PageHeader
        back={{ href: `/${admnr}/schooljaar/${schooljaar}/planning/groepsplannen/details/${p.groepNr}/${p.periodeNummer}`, label: t("terug") }}
        title={t("titel", { naam: ig.naam })}
        description={t("beschrijving", { groep: p.groepNaam, periode: p.periodeNummer })}
      />
      {beoordelingen && evaluaties && (
        <PlanEvalueren
          vandaag={vandaag}
          beoordelingen={beoordelingen}
          evaluaties={evaluaties}
          magEvalueren={details.magEvalueren}
          invalidate={[queryKeys.groepsplan(admnr, p.groepNr, p.periodeNummer)]}
          opslaan={async (body) => (await api.post<z.output<typeof evaluatieOpgeslagen>>(`/api/Instructiegroepen/evalueer/${ig.onderwijsplanId}`, body, { administratieNr: admnr })).data!}
        />
      )}
    </section>
  );
}
