import { HydrationBoundary, dehydrate } from "@tanstack/react-query";
import { VestigingenScreen } from "@/components/beheer/vestigingen-screen";
import { requirePage } from "@/lib/auth/page";
import { paginaTitel } from "@/lib/i18n/metadata";
import { queryKeys } from "@/lib/client/keys";
import { makeQueryClient } from "@/lib/client/query-client";
import { guards } from "@/lib/permissions";
import { listVestigingen } from "@/lib/services/vestigingen";
import { metBerichten } from "@/components/providers/berichten";

export const generateMetadata = paginaTitel("beheer.vestigingen.titel");

async function VestigingenPage({ params }: { params: Promise<{ admnr: string }> }) {
  const { admnr } = await params;
  const { ctx } = await requirePage(admnr, guards.vestigingen);
  const qc = makeQueryClient();
  await qc.prefetchQuery({ queryKey: queryKeys.vestigingen(ctx.administratieNr), queryFn: () => listVestigingen(ctx) });
  return (
    <HydrationBoundary state={dehydrate(qc)}>
      <VestigingenScreen admnr={ctx.administratieNr} permissions={ctx.permissions} />
    </HydrationBoundary>
  );
}

export default metBerichten("[admnr]/beheer/Vestigingen/page", VestigingenPage);
