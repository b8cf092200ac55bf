import { HydrationBoundary } from "@tanstack/react-query";
import { pakketPagina } from "@/components/leerroutepakketten/server";
import { NiveausTab } from "@/components/leerroutepakketten/tabs";
import { queryKeys } from "@/lib/client/keys";
import { dehydrateStale } from "@/lib/client/query-client";
import { listNiveaus } from "@/lib/services/leerroutepakketten";
import { paginaTitel } from "@/lib/i18n/metadata";
import { metBerichten } from "@/components/providers/berichten";

export const generateMetadata = paginaTitel("planning.leerroutepakketten.tabs.Niveaus");

async function NiveausPage({ params }: { params: Promise<{ admnr: string; id: string }> }) {
  const { admnr, id } = await params;
  const p = await pakketPagina(admnr, id);
  p.qc.setQueryData(queryKeys.leerroutepakketDeel(p.admnr, p.id, "niveaus"), await listNiveaus(p.ctx, p.id));
  return (
    <HydrationBoundary state={dehydrateStale(p.qc)}>
      <NiveausTab admnr={p.admnr} id={p.id} />
    </HydrationBoundary>
  );
}

export default metBerichten("[admnr]/leerroutepakketten/[id]/details/Niveaus/page", NiveausPage);
