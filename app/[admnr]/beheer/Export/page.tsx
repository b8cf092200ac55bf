import { HydrationBoundary, dehydrate } from "@tanstack/react-query";
import { ExportScreen } from "@/components/beheer/export-screen";
import { requirePage } from "@/lib/auth/page";
import { queryKeys } from "@/lib/client/keys";
import { makeQueryClient } from "@/lib/client/query-client";
import { paginaTitel } from "@/lib/i18n/metadata";
import { guards } from "@/lib/permissions";
import { huidigSchooljaar } from "@/lib/schooljaar";
import { listSchooljaren } from "@/lib/services/schooljaren";
import { metBerichten } from "@/components/providers/berichten";

export const generateMetadata = paginaTitel("beheer.export.titel");

async function ExportPage({ params }: { params: Promise<{ admnr: string }> }) {
  const { admnr } = await params;
  const { ctx } = await requirePage(admnr, guards.export);
  const qc = makeQueryClient();
  await qc.prefetchQuery({ queryKey: queryKeys.schooljaren(ctx.administratieNr), queryFn: () => listSchooljaren(ctx) });
  return (
    <HydrationBoundary state={dehydrate(qc)}>
      <ExportScreen admnr={ctx.administratieNr} huidig={huidigSchooljaar()} />
    </HydrationBoundary>
  );
}

export default metBerichten("[admnr]/beheer/Export/page", ExportPage);
