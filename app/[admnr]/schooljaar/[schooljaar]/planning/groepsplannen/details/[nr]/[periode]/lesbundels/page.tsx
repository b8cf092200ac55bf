import { HydrationBoundary, dehydrate } from "@tanstack/react-query";
import { notFound } from "next/navigation";
import { cache } from "react";
import { GroepsplanDetails } from "@/components/groepsplannen/groepsplan-details";
import { requirePage } from "@/lib/auth/page";
import { queryKeys } from "@/lib/client/keys";
import { makeQueryClient } from "@/lib/client/query-client";
import { objectTitel } from "@/lib/i18n/metadata";
import { guards } from "@/lib/permissions";
import { groepsplanDetails } from "@/lib/services/groepsplannen";
import { metBerichten } from "@/components/providers/berichten";

type Props = { params: Promise<{ admnr: string; schooljaar: string; nr: string; periode: string }> };

/** The guard and the plan (of this school year; another's, or one the user may not read → not found). */
const laad = cache(async (admnr: string, schooljaar: string, nr: string, periode: string) => {
  const { ctx } = await requirePage(admnr, guards.groepsplannenLezen);
  if (!/^[1-9]\d{0,9}$/.test(nr) || !/^[1-9]\d{0,3}$/.test(periode)) notFound();
  const plan = await groepsplanDetails(ctx, Number(nr), Number(periode)).catch(() => null);
  if (!plan || plan.schooljaar !== schooljaar) notFound();
  return { ctx, plan };
});

export async function generateMetadata({ params }: Props) {
  const { admnr, schooljaar, nr, periode } = await params;
  const { plan } = await laad(admnr, schooljaar, nr, periode);
  return objectTitel("planning.groepsplannen.paginaTitel", `${plan.groepNaam} · ${plan.periodeNummer}`);
}

/** planning/groepsplannen/details/{nr}/{periode}/lesbundels (spec §2): tab lesbundels, the lessons linked to each instruction group. */
async function GroepsplanLesbundelsPagina({ params }: Props) {
  const { admnr, schooljaar, nr, periode } = await params;
  const { ctx, plan } = await laad(admnr, schooljaar, nr, periode);
  const qc = makeQueryClient();
  qc.setQueryData(queryKeys.groepsplan(ctx.administratieNr, plan.groepNr, plan.periodeNummer), plan);
  const pakketten: { id: number; naam: string }[] = [];
  return (
    <HydrationBoundary state={dehydrate(qc)}>
      <GroepsplanDetails admnr={ctx.administratieNr} schooljaar={schooljaar} groepNr={plan.groepNr} periode={plan.periodeNummer} pakketten={pakketten} tab="lesbundels" />
    </HydrationBoundary>
  );
}

export default metBerichten("[admnr]/schooljaar/[schooljaar]/planning/groepsplannen/details/[nr]/[periode]/lesbundels/page", GroepsplanLesbundelsPagina);
