import { HydrationBoundary } from "@tanstack/react-query";
import { ofNotFound, pakketPagina, routeId } from "@/components/leerroutepakketten/server";
import { Stroomplan } from "@/components/leerroutepakketten/stroomplan";
import { queryKeys } from "@/lib/client/keys";
import { dehydrateStale } from "@/lib/client/query-client";
import { getStroomplan, listDomeinen } from "@/lib/services/leerroutepakketten";
import { paginaTitel } from "@/lib/i18n/metadata";
import { metBerichten } from "@/components/providers/berichten";

export const generateMetadata = paginaTitel("planning.leerroutepakketten.tabs.stroomplan");

async function StroomplanPage({ params, searchParams }: { params: Promise<{ admnr: string; id: string }>; searchParams: Promise<{ domein?: string }> }) {
  const { admnr, id } = await params;
  const { domein } = await searchParams;
  const p = await pakketPagina(admnr, id);
  const domeinId = domein ? routeId(domein) : null;
  p.qc.setQueryData(queryKeys.leerroutepakketDeel(p.admnr, p.id, "stroomplan", domeinId), await ofNotFound(getStroomplan(p.ctx, p.id, domeinId ?? undefined)));
  p.qc.setQueryData(queryKeys.leerroutepakketDeel(p.admnr, p.id, "domeinen"), await listDomeinen(p.ctx, p.id));
  return (
    <HydrationBoundary state={dehydrateStale(p.qc)}>
      <Stroomplan admnr={p.admnr} id={p.id} domeinId={domeinId} />
    </HydrationBoundary>
  );
}

export default metBerichten("[admnr]/leerroutepakketten/[id]/details/stroomplan/page", StroomplanPage);
