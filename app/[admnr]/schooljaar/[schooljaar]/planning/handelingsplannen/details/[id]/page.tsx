import { HandelingsplanDetailsTab } from "@/components/handelingsplannen/handelingsplan-scherm";
import { laadHandelingsplan } from "@/components/handelingsplannen/laad";
import { objectTitel } from "@/lib/i18n/metadata";
import { metBerichten } from "@/components/providers/berichten";

type Props = { params: Promise<{ admnr: string; id: string }> };

export async function generateMetadata({ params }: Props) {
  const { admnr, id } = await params;
  const { plan } = await laadHandelingsplan(admnr, id);
  return objectTitel("planning.handelingsplannen.details.paginaTitel", `${plan.titel ?? plan.id} · ${plan.leerlingNaam}`);
}

/** Tab details of planning/handelingsplannen/details/{id}. */
async function HandelingsplanDetailsPagina({ params }: Props) {
  const { admnr, id } = await params;
  const { ctx, plan } = await laadHandelingsplan(admnr, id);
  return <HandelingsplanDetailsTab admnr={ctx.administratieNr} id={plan.id} />;
}

export default metBerichten("[admnr]/schooljaar/[schooljaar]/planning/handelingsplannen/details/[id]/page", HandelingsplanDetailsPagina);
