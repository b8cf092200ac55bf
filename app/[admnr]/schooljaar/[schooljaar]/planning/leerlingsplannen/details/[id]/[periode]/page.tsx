import { HydrationBoundary, dehydrate } from "@tanstack/react-query";
import { getTranslations } from "next-intl/server";
import { notFound } from "next/navigation";
import { laadLeerlingplan } from "@/components/leerlingplannen/laad";
import { LeerlingplanScherm } from "@/components/leerlingplannen/plannen";
import { objectTitel } from "@/lib/i18n/metadata";
import { metBerichten } from "@/components/providers/berichten";

type Props = { params: Promise<{ admnr: string; schooljaar: string; id: string; periode: string }> };

export async function generateMetadata({ params }: Props) {
  const { admnr, id, periode } = await params;
  const { plan } = await laadLeerlingplan(admnr, id, periode);
  return objectTitel("planning.leerlingplannen.paginaTitel", plan?.leerlingNaam ?? "");
}

/** planning/leerlingsplannen/details/{id}/{periode}: the plan in one period. */
async function LeerlingplanDetailsPagina({ params }: Props) {
  const { admnr, schooljaar, id, periode } = await params;
  const { ctx, plan, qc } = await laadLeerlingplan(admnr, id, periode);
  if (!plan) notFound();
  const t = await getTranslations("planning.leerlingplannen");
  const basis = `/${ctx.administratieNr}/schooljaar/${schooljaar}/planning/leerlingsplannen`;
  return (
    <HydrationBoundary state={dehydrate(qc)}>
      <LeerlingplanScherm admnr={ctx.administratieNr} schooljaar={schooljaar} id={plan.id} periode={Number(periode)} terug={{ href: basis, label: t("terugNaarLijst") }} periodeBasis={`${basis}/details/${plan.id}/`} />
    </HydrationBoundary>
  );
}

export default metBerichten("[admnr]/schooljaar/[schooljaar]/planning/leerlingsplannen/details/[id]/[periode]/page", LeerlingplanDetailsPagina);
