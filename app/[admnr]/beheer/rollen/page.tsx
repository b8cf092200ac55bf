import { HydrationBoundary, dehydrate } from "@tanstack/react-query";
import { RollenScreen } from "@/components/beheer/rollen-screen";
import { requirePage } from "@/lib/auth/page";
import { queryKeys } from "@/lib/client/keys";
import { makeQueryClient } from "@/lib/client/query-client";
import { paginaTitel } from "@/lib/i18n/metadata";
import { guards } from "@/lib/permissions";
import { listRollen } from "@/lib/services/rollen";
import { metBerichten } from "@/components/providers/berichten";

export const generateMetadata = paginaTitel("beheer.rollen.titel");

async function RollenPage({ params }: { params: Promise<{ admnr: string }> }) {
  const { admnr } = await params;
  const { ctx } = await requirePage(admnr, guards.rollen);
  const qc = makeQueryClient();
  await qc.prefetchQuery({ queryKey: queryKeys.rollen(ctx.administratieNr), queryFn: () => listRollen(ctx) });
  return (
    <HydrationBoundary state={dehydrate(qc)}>
      <RollenScreen admnr={ctx.administratieNr} />
    </HydrationBoundary>
  );
}

export default metBerichten("[admnr]/beheer/rollen/page", RollenPage);
