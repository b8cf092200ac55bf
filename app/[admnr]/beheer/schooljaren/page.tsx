import { HydrationBoundary, dehydrate } from "@tanstack/react-query";
import { SchooljarenScreen } from "@/components/beheer/schooljaren-screen";
import { requirePage } from "@/lib/auth/page";
import { paginaTitel } from "@/lib/i18n/metadata";
import { queryKeys } from "@/lib/client/keys";
import { makeQueryClient } from "@/lib/client/query-client";
import { guards } from "@/lib/permissions";
import { listSchooljaren } from "@/lib/services/schooljaren";
import { metBerichten } from "@/components/providers/berichten";

export const generateMetadata = paginaTitel("beheer.schooljaren.titel");

async function SchooljarenPage({ params }: { params: Promise<{ admnr: string }> }) {
  const { admnr } = await params;
  const { ctx } = await requirePage(admnr, guards.schooljaren);
  const qc = makeQueryClient();
  await qc.prefetchQuery({ queryKey: queryKeys.schooljaren(ctx.administratieNr), queryFn: () => listSchooljaren(ctx) });
  return (
    <HydrationBoundary state={dehydrate(qc)}>
      <SchooljarenScreen admnr={ctx.administratieNr} />
    </HydrationBoundary>
  );
}

export default metBerichten("[admnr]/beheer/schooljaren/page", SchooljarenPage);
