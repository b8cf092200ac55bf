import { HandelingsplanLesspapers } from "@/components/handelingsplannen/handelingsplan-lesspapers";
import { laadHandelingsplan } from "@/components/handelingsplannen/laad";
import { objectTitel } from "@/lib/i18n/metadata";
import { metBerichten } from "@/components/providers/berichten";

type Props = { params: Promise<{ admnr: string; id: string }> };

export async function generateMetadata({ params }: Props) {
  const { admnr, id } = await params;
  const { plan } = await laadHandelingsplan(admnr, id);
  return objectTitel("planning.handelingsplannen.details.tabLesspapers", `${plan.titel ?? plan.id} · ${plan.leerlingNaam}`);
}

/** Tab lesspapers of planning/handelingsplannen/details/{id}: the plan's lessons. */
async function HandelingsplanLesspapersPagina({ params }: Props) {
  const { admnr, id } = await params;
  const { ctx, plan } = await laadHandelingsplan(admnr, id);
  return <HandelingsplanLesspapers admnr={ctx.administratieNr} id={plan.id} />;
}

export default metBerichten("[admnr]/schooljaar/[schooljaar]/planning/handelingsplannen/details/[id]/lesspapers/page", HandelingsplanLesspapersPagina);
