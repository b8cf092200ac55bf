import { HydrationBoundary, dehydrate } from "@tanstack/react-query";
import { VakgebiedenScreen } from "@/components/vakgebieden/vakgebieden-screen";
import { requirePage } from "@/lib/auth/page";
import { queryKeys } from "@/lib/client/keys";
import { makeQueryClient } from "@/lib/client/query-client";
import { paginaTitel } from "@/lib/i18n/metadata";
import { guards } from "@/lib/permissions";
import { listHoofdvakgebieden } from "@/lib/services/hoofdvakgebieden";
import { listVakgebieden } from "@/lib/services/vakgebieden";
import { metBerichten } from "@/components/providers/berichten";

export const generateMetadata = paginaTitel("beheer.vakgebieden.titel");

async function VakgebiedenPage({ params }: { params: Promise<{ admnr: string }> }) {
  const { admnr } = await params;
  const { ctx } = await requirePage(admnr, guards.vakgebieden);
  const qc = makeQueryClient();
  await Promise.all([
    qc.prefetchQuery({ queryKey: queryKeys.vakgebieden(ctx.administratieNr), queryFn: () => listVakgebieden(ctx) }),
    // Whether there is any: without one, adding waits for a main subject area.
    qc.prefetchQuery({ queryKey: queryKeys.hoofdvakgebieden(ctx.administratieNr), queryFn: () => listHoofdvakgebieden(ctx) }),
  ]);
  return (
    <HydrationBoundary state={dehydrate(qc)}>
      <VakgebiedenScreen admnr={ctx.administratieNr} />
    </HydrationBoundary>
  );
}

export default metBerichten("[admnr]/beheer/Vakgebieden/page", VakgebiedenPage);
