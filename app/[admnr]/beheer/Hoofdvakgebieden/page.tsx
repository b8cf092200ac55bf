import { HydrationBoundary, dehydrate } from "@tanstack/react-query";
import { HoofdvakgebiedenScreen } from "@/components/vakgebieden/hoofdvakgebieden-screen";
import { requirePage } from "@/lib/auth/page";
import { queryKeys } from "@/lib/client/keys";
import { makeQueryClient } from "@/lib/client/query-client";
import { paginaTitel } from "@/lib/i18n/metadata";
import { guards } from "@/lib/permissions";
import { listHoofdvakgebieden } from "@/lib/services/hoofdvakgebieden";
import { metBerichten } from "@/components/providers/berichten";

export const generateMetadata = paginaTitel("beheer.hoofdvakgebieden.titel");

async function HoofdvakgebiedenPage({ params }: { params: Promise<{ admnr: string }> }) {
  const { admnr } = await params;
  const { ctx } = await requirePage(admnr, guards.hoofdvakgebieden);
  const qc = makeQueryClient();
  await qc.prefetchQuery({ queryKey: queryKeys.hoofdvakgebieden(ctx.administratieNr), queryFn: () => listHoofdvakgebieden(ctx) });
  return (
    <HydrationBoundary state={dehydrate(qc)}>
      <HoofdvakgebiedenScreen admnr={ctx.administratieNr} />
    </HydrationBoundary>
  );
}

export default metBerichten("[admnr]/beheer/Hoofdvakgebieden/page", HoofdvakgebiedenPage);
