import { HydrationBoundary, dehydrate } from "@tanstack/react-query";
import { TagsScreen } from "@/components/beheer/tags-screen";
import { requirePage } from "@/lib/auth/page";
import { paginaTitel } from "@/lib/i18n/metadata";
import { queryKeys } from "@/lib/client/keys";
import { makeQueryClient } from "@/lib/client/query-client";
import { guards } from "@/lib/permissions";
import { tagsTimesUsed } from "@/lib/services/categorieen";
import { metBerichten } from "@/components/providers/berichten";

export const generateMetadata = paginaTitel("beheer.tags.titel");

async function TagsPage({ params }: { params: Promise<{ admnr: string }> }) {
  const { admnr } = await params;
  const { ctx } = await requirePage(admnr, guards.tags);
  const qc = makeQueryClient();
  await qc.prefetchQuery({ queryKey: queryKeys.tagsGebruik(ctx.administratieNr), queryFn: () => tagsTimesUsed(ctx) });
  return (
    <HydrationBoundary state={dehydrate(qc)}>
      <TagsScreen admnr={ctx.administratieNr} />
    </HydrationBoundary>
  );
}

export default metBerichten("[admnr]/beheer/tags/page", TagsPage);
