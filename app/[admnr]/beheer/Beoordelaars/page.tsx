import { HydrationBoundary, dehydrate } from "@tanstack/react-query";
import { BeoordelaarsScreen } from "@/components/vakgebieden/beoordelaars-screen";
import { requirePage } from "@/lib/auth/page";
import { queryKeys } from "@/lib/client/keys";
import { makeQueryClient } from "@/lib/client/query-client";
import { paginaTitel } from "@/lib/i18n/metadata";
import { guards } from "@/lib/permissions";
import { listBeoordelaars } from "@/lib/services/beoordelaars";
import { metBerichten } from "@/components/providers/berichten";

export const generateMetadata = paginaTitel("beheer.beoordelaars.titel");

/** The subject areas of the add dialog load when it opens. */
async function BeoordelaarsPage({ params }: { params: Promise<{ admnr: string }> }) {
  const { admnr } = await params;
  const { ctx } = await requirePage(admnr, guards.beoordelaars);
  const qc = makeQueryClient();
  await qc.prefetchQuery({ queryKey: queryKeys.beoordelaars(ctx.administratieNr), queryFn: () => listBeoordelaars(ctx) });
  return (
    <HydrationBoundary state={dehydrate(qc)}>
      <BeoordelaarsScreen admnr={ctx.administratieNr} />
    </HydrationBoundary>
  );
}

export default metBerichten("[admnr]/beheer/Beoordelaars/page", BeoordelaarsPage);
