import { HydrationBoundary, dehydrate } from "@tanstack/react-query";
import { notFound } from "next/navigation";
import { cache } from "react";
import { InstructiegroepEvalueren } from "@/components/groepsplannen/instructiegroep-evalueren";
import { igSleutel } from "@/components/groepsplannen/sleutels";
import { requirePage } from "@/lib/auth/page";
import { makeQueryClient } from "@/lib/client/query-client";
import { objectTitel } from "@/lib/i18n/metadata";
import { guards } from "@/lib/permissions";
import { vandaagIso } from "@/lib/schooljaar";
import { instructiegroepBeoordelingen, instructiegroepDetails, instructiegroepEvaluaties } from "@/lib/services/groepsplannen";
import { metBerichten } from "@/components/providers/berichten";

type Props = { params: Promise<{ admnr: string; schooljaar: string; nr: string; periode: string; igNr: string }> };

const getal = (s: string) => (/^[1-9]\d{0,8}$/.test(s) ? Number(s) : null);

/** §6: evaluation pages need write on evaluations for the group (else not found, as any page without the right). */
const laad = cache(async (admnr: string, schooljaar: string, nr: string, periode: string, igNr: string) => {
  const { ctx } = await requirePage(admnr, guards.evaluatiesSchrijven);
  const [g, p, i] = [getal(nr), getal(periode), getal(igNr)];
  if (g === null || p === null || i === null) notFound();
  const details = await instructiegroepDetails(ctx, g, p, i).catch(() => null);
  if (!details || details.groepsplan.schooljaar !== schooljaar || !details.magEvalueren) notFound();
  return { ctx, details };
});

export async function generateMetadata({ params }: Props) {
  const { admnr, schooljaar, nr, periode, igNr } = await params;
  const { details } = await laad(admnr, schooljaar, nr, periode, igNr);
  return objectTitel("planning.groepsplannen.evalueren.paginaTitel", `${details.instructiegroep.naam} · ${details.groepsplan.groepNaam}`);
}

/** planning/groepsplannen/evalueren/{nr}/{periode}/{igNr} (spec §2, §4: plan screens split into details, bewerken, evalueren). */
async function InstructiegroepEvaluerenPagina({ params }: Props) {
  const { admnr, schooljaar, nr, periode, igNr } = await params;
  const { ctx, details } = await laad(admnr, schooljaar, nr, periode, igNr);
  const { groepNr, periodeNummer } = details.groepsplan;
  const ig = details.instructiegroep.nr;
  const [beoordelingen, evaluaties] = await Promise.all([instructiegroepBeoordelingen(ctx, groepNr, periodeNummer, ig), instructiegroepEvaluaties(ctx, groepNr, periodeNummer, ig)]);
  const qc = makeQueryClient();
  qc.setQueryData(igSleutel(ctx.administratieNr, groepNr, periodeNummer, ig, "beoordelingen"), beoordelingen);
  qc.setQueryData(igSleutel(ctx.administratieNr, groepNr, periodeNummer, ig, "evaluaties"), evaluaties);
  return (
    <HydrationBoundary state={dehydrate(qc)}>
      <InstructiegroepEvalueren admnr={ctx.administratieNr} schooljaar={schooljaar} details={details} vandaag={vandaagIso()} />
    </HydrationBoundary>
  );
}

export default metBerichten("[admnr]/schooljaar/[schooljaar]/planning/groepsplannen/evalueren/[nr]/[periode]/[igNr]/page", InstructiegroepEvaluerenPagina);
