"use client";

import { useQuery } from "@tanstack/react-query";
import { useTranslations } from "next-intl";
import type { z } from "zod";
import { PlanEvalueren, type BeoordelingenView } from "@/components/groepsplannen/plan-evalueren";
import { handelingsplanSleutel } from "@/components/groepsplannen/sleutels";
import { PageHeader } from "@/components/kit/page-header";
import { api } from "@/lib/client/api";
import { queryKeys } from "@/lib/client/keys";
import type { evaluatieOpgeslagen } from "@/lib/schemas/groepsplannen";
import { handelingsplanRoutes, useHandelingsplan } from "./handelingsplan-scherm";

/** planning/handelingsplannen/evalueren/{id}. */
export function HandelingsplanEvalueren({ admnr, schooljaar, id, beoordelingen, vandaag }: { admnr: number; schooljaar: string; id: number; beoordelingen: BeoordelingenView; vandaag: string }) {
  const t = useTranslations("planning.handelingsplannen.evalueren");
  const { data: plan } = useHandelingsplan(admnr, id);
  const { data: b } = useQuery({
    queryKey: [...handelingsplanSleutel(admnr, id), "beoordelingen"],
    queryFn: ({ signal }) => api.getJson<BeoordelingenView>(`/api/Handelingsplannen/Beeordelingen/${admnr}/${id}`, { administratieNr: admnr, signal }),
    initialData: beoordelingen,
  });
  if (!plan || !b) return null;
  const r = handelingsplanRoutes(admnr, schooljaar, id);
  return (
    <section className="space-y-4">
      <PageHeader back={{ href: r.details, label: t("terug") }} title={t("titel", { titel: plan.titel ?? String(plan.id) })} description={t("beschrijving", { leerling: plan.leerlingNaam })} />
      <PlanEvalueren
        vandaag={vandaag}
        beoordelingen={b}
        evaluaties={plan.evaluaties}
        magEvalueren={plan.magEvalueren}
        invalidate={[queryKeys.handelingsplannen(admnr)]}
        geenDoelen={t("geenDoelen")}
        opslaan={async (body) => (await api.post<z.output<typeof evaluatieOpgeslagen>>("/api/Handelingsplannen/Evaluatie", { ...body, onderwijsplanId: id }, { administratieNr: admnr })).data!}
      />
    </section>
  );
}
