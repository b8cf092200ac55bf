import { HydrationBoundary, dehydrate } from "@tanstack/react-query";
import { NieuwsBeheer } from "@/components/nieuws/nieuws-beheer";
import { requirePage } from "@/lib/auth/page";
import { queryKeys } from "@/lib/client/keys";
import { makeQueryClient } from "@/lib/client/query-client";
import { paginaTitel } from "@/lib/i18n/metadata";
import { guards } from "@/lib/permissions";
import { listEigenNieuws, listNieuwsCategorieen } from "@/lib/services/nieuws";
import { metBerichten } from "@/components/providers/berichten";

export const generateMetadata = paginaTitel("translation.nieuws.beheer.titel");

/** News management: the administration's own articles (guard `nieuws`, Administratie manage). */
async function NieuwsPage({ params }: { params: Promise<{ admnr: string }> }) {
  const { admnr } = await params;
  const { ctx } = await requirePage(admnr, guards.nieuws);
  const qc = makeQueryClient();
  await Promise.all([
    qc.prefetchQuery({ queryKey: queryKeys.nieuwsPagina(ctx.administratieNr, "eigen", 1, 20), queryFn: () => listEigenNieuws(ctx, { page: 1, pageSize: 20 }) }),
    qc.prefetchQuery({ queryKey: queryKeys.nieuwsCategorieen(), queryFn: () => listNieuwsCategorieen() }),
  ]);
  return (
    <HydrationBoundary state={dehydrate(qc)}>
      <NieuwsBeheer admnr={ctx.administratieNr} />
    </HydrationBoundary>
  );
}

export default metBerichten("[admnr]/nieuws/page", NieuwsPage);
