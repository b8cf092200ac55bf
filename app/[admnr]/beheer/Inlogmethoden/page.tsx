import { HydrationBoundary, dehydrate } from "@tanstack/react-query";
import { InlogmethodenScreen } from "@/components/beheer/inlogmethoden-screen";
import { requirePage } from "@/lib/auth/page";
import { paginaTitel } from "@/lib/i18n/metadata";
import { queryKeys } from "@/lib/client/keys";
import { makeQueryClient } from "@/lib/client/query-client";
import { guards } from "@/lib/permissions";
import { listInlogmethoden } from "@/lib/services/inlogmethoden";
import { metBerichten } from "@/components/providers/berichten";

export const generateMetadata = paginaTitel("beheer.inlogmethoden.titel");

async function InlogmethodenPage({ params }: { params: Promise<{ admnr: string }> }) {
  const { admnr } = await params;
  const { ctx } = await requirePage(admnr, guards.inlogmethoden);
  const qc = makeQueryClient();
  await qc.prefetchQuery({ queryKey: queryKeys.inlogmethoden(ctx.administratieNr), queryFn: () => listInlogmethoden(ctx) });
  return (
    <HydrationBoundary state={dehydrate(qc)}>
      <InlogmethodenScreen admnr={ctx.administratieNr} klantId={ctx.klantId} />
    </HydrationBoundary>
  );
}

export default metBerichten("[admnr]/beheer/Inlogmethoden/page", InlogmethodenPage);
