import { HydrationBoundary, dehydrate } from "@tanstack/react-query";
import { TemplateLijst } from "@/components/templates/template-lijst";
import { requirePage } from "@/lib/auth/page";
import { paginaTitel } from "@/lib/i18n/metadata";
import { queryKeys } from "@/lib/client/keys";
import { makeQueryClient } from "@/lib/client/query-client";
import { guards } from "@/lib/permissions";
import { listLpTemplates } from "@/lib/services/leerlingplantemplates";
import { LEERLINGPLAN_TEMPLATES } from "@/lib/templates/kind-leerlingplan";
import { metBerichten } from "@/components/providers/berichten";

export const generateMetadata = paginaTitel("beheer.leerlingplantemplates.titel");

/** beheer/leerlingplantemplates (§6: Leerlingplannen manage). */
async function LeerlingplantemplatesPage({ params }: { params: Promise<{ admnr: string }> }) {
  const { admnr } = await params;
  const { ctx } = await requirePage(admnr, guards.leerlingplantemplates);
  const qc = makeQueryClient();
  await qc.prefetchQuery({ queryKey: queryKeys.leerlingplanTemplates(ctx.administratieNr), queryFn: () => listLpTemplates(ctx) });
  return (
    <HydrationBoundary state={dehydrate(qc)}>
      <TemplateLijst admnr={ctx.administratieNr} soort={LEERLINGPLAN_TEMPLATES} />
    </HydrationBoundary>
  );
}

export default metBerichten("[admnr]/beheer/leerlingplantemplates/page", LeerlingplantemplatesPage);
