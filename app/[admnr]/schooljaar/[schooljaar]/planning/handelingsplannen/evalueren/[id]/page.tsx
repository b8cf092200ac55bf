import { HydrationBoundary, dehydrate } from "@tanstack/react-query";
import { notFound } from "next/navigation";
import { HandelingsplanEvalueren } from "@/components/handelingsplannen/handelingsplan-evalueren";
import { laadHandelingsplan, planQueryClient } from "@/components/handelingsplannen/laad";
import { objectTitel } from "@/lib/i18n/metadata";
import { guards } from "@/lib/permissions";
import { vandaagIso } from "@/lib/schooljaar";
import { handelingsplanBeoordelingen } from "@/lib/services/handelingsplannen";
import { metBerichten } from "@/components/providers/berichten";

type Props = { params: Promise<{ admnr: string; schooljaar: string; id: string }> };

/** §6: evaluation pages need write on evaluations for the pupil (else not found). */
async function laad(admnr: string, id: string) {
  const r = await laadHandelingsplan(admnr, id, guards.evaluatiesSchrijven);
  if (!r.plan.magEvalueren) notFound();
  return r;
}

export async function generateMetadata({ params }: Props) {
  const { admnr, id } = await params;
  const { plan } = await laad(admnr, id);
  return objectTitel("planning.handelingsplannen.evalueren.paginaTitel", `${plan.titel ?? plan.id} · ${plan.leerlingNaam}`);
}

/** planning/handelingsplannen/evalueren/{id} (spec §2, §4). */
async function HandelingsplanEvaluerenPagina({ params }: Props) {
  const { admnr, schooljaar, id } = await params;
  const { ctx, plan } = await laad(admnr, id);
  const beoordelingen = await handelingsplanBeoordelingen(ctx, plan.id);
  return (
    <HydrationBoundary state={dehydrate(planQueryClient(ctx.administratieNr, plan))}>
      <HandelingsplanEvalueren admnr={ctx.administratieNr} schooljaar={schooljaar} id={plan.id} beoordelingen={beoordelingen} vandaag={vandaagIso()} />
    </HydrationBoundary>
  );
}

export default metBerichten("[admnr]/schooljaar/[schooljaar]/planning/handelingsplannen/evalueren/[id]/page", HandelingsplanEvaluerenPagina);
