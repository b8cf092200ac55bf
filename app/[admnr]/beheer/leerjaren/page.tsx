import { HydrationBoundary, dehydrate } from "@tanstack/react-query";
import { LeerjarenScreen } from "@/components/vakgebieden/leerjaren-screen";
import { requirePage } from "@/lib/auth/page";
import { queryKeys } from "@/lib/client/keys";
import { makeQueryClient } from "@/lib/client/query-client";
import { paginaTitel } from "@/lib/i18n/metadata";
import { guards } from "@/lib/permissions";
import { listLeerjaren } from "@/lib/services/leerjaren";
import { listGebruiktePakketten } from "@/lib/services/vakgebieden";
import { metBerichten } from "@/components/providers/berichten";

export const generateMetadata = paginaTitel("beheer.leerjaren.titel");

async function LeerjarenPage({ params }: { params: Promise<{ admnr: string }> }) {
  const { admnr } = await params;
  const { ctx } = await requirePage(admnr, guards.leerjaren);
  const qc = makeQueryClient();
  const [pakketten] = await Promise.all([
    listGebruiktePakketten(ctx),
    qc.prefetchQuery({ queryKey: queryKeys.leerjaren(ctx.administratieNr), queryFn: () => listLeerjaren(ctx) }),
  ]);
  return (
    <HydrationBoundary state={dehydrate(qc)}>
      <LeerjarenScreen admnr={ctx.administratieNr} pakketten={pakketten} />
    </HydrationBoundary>
  );
}

export default metBerichten("[admnr]/beheer/leerjaren/page", LeerjarenPage);
