import { HydrationBoundary, dehydrate } from "@tanstack/react-query";
import { notFound } from "next/navigation";
import { laadLeerlingplan } from "@/components/leerlingplannen/laad";
import { LeerlingplanBewerken } from "@/components/leerlingplannen/plannen";
import { objectTitel } from "@/lib/i18n/metadata";
import { metBerichten } from "@/components/providers/berichten";

type Props = { params: Promise<{ admnr: string; schooljaar: string; id: string; periode: string }> };

export async function generateMetadata({ params }: Props) {
  const { admnr, id, periode } = await params;
  const { plan } = await laadLeerlingplan(admnr, id, periode, true);
  return objectTitel("planning.leerlingplannen.paginaTitel", plan?.leerlingNaam ?? "");
}

/** planning/leerlingsplannen/bewerken/{id}/{periode} (§6: write on Leerlingplannen for the pupil). */
async function LeerlingplanBewerkenPagina({ params }: Props) {
  const { admnr, schooljaar, id, periode } = await params;
  const { ctx, plan, qc } = await laadLeerlingplan(admnr, id, periode, true);
  if (!plan || periode === "0") notFound();
  return (
    <HydrationBoundary state={dehydrate(qc)}>
      <LeerlingplanBewerken admnr={ctx.administratieNr} schooljaar={schooljaar} id={plan.id} periode={plan.periodeNummer} />
    </HydrationBoundary>
  );
}

export default metBerichten("[admnr]/schooljaar/[schooljaar]/planning/leerlingsplannen/bewerken/[id]/[periode]/page", LeerlingplanBewerkenPagina);
