import { HydrationBoundary, dehydrate } from "@tanstack/react-query";
import { TemplateLijst } from "@/components/templates/template-lijst";
import { requirePage } from "@/lib/auth/page";
import { queryKeys } from "@/lib/client/keys";
import { makeQueryClient } from "@/lib/client/query-client";
import { paginaTitel } from "@/lib/i18n/metadata";
import { guards } from "@/lib/permissions";
import { listTemplates } from "@/lib/services/opptemplates";
import { OPP_TEMPLATES } from "@/lib/templates/kind-opp";
import { metBerichten } from "@/components/providers/berichten";

export const generateMetadata = paginaTitel("beheer.opptemplates.titel");

async function OpptemplatesPage({ params }: { params: Promise<{ admnr: string }> }) {
  const { admnr } = await params;
  const { ctx } = await requirePage(admnr, guards.opptemplates);
  const qc = makeQueryClient();
  await qc.prefetchQuery({ queryKey: queryKeys.oppTemplates(ctx.administratieNr), queryFn: () => listTemplates(ctx) });
  return (
    <HydrationBoundary state={dehydrate(qc)}>
      <TemplateLijst admnr={ctx.administratieNr} soort={OPP_TEMPLATES} />
    </HydrationBoundary>
  );
}

export default metBerichten("[admnr]/beheer/Opptemplates/page", OpptemplatesPage);
