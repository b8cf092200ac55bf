import { ofNotFound, pakketPagina, routeId } from "@/components/leerroutepakketten/server";
import { Stroomplan } from "@/components/leerroutepakketten/stroomplan";
import { naarRaster } from "@/components/leerroutepakketten/stroomplan-raster";
import { queryKeys } from "@/lib/client/keys";
import { makeQueryClient } from "@/lib/client/query-client";
import { compacteStaat } from "@/lib/client/hydratie";
import { CompacteHydratie } from "@/components/providers/compacte-hydratie";
import { getStroomplan, listDomeinen } from "@/lib/services/leerroutepakketten";
import { paginaTitel } from "@/lib/i18n/metadata";
import { metBerichten } from "@/components/providers/berichten";

export const generateMetadata = paginaTitel("planning.leerroutepakketten.tabs.stroomplan");

async function StroomplanPage({ params, searchParams }: { params: Promise<{ admnr: string; id: string }>; searchParams: Promise<{ domein?: string }> }) {
  const { admnr, id } = await params;
  const { domein } = await searchParams;
  const p = await pakketPagina(admnr, id);
  const domeinId = domein ? routeId(domein) : null;
  // Only the grid's shape (the call's answer less what the grid does not show), and not the
  // package again: the layout's HydrationBoundary already hands it over (issue 27).
  const qc = makeQueryClient();
  qc.setQueryData(queryKeys.leerroutepakketDeel(p.admnr, p.id, "stroomplan", domeinId), naarRaster(await ofNotFound(getStroomplan(p.ctx, p.id, domeinId ?? undefined))));
  qc.setQueryData(queryKeys.leerroutepakketDeel(p.admnr, p.id, "domeinen"), await listDomeinen(p.ctx, p.id));
  return (
    <CompacteHydratie state={compacteStaat(qc)}>
      <Stroomplan admnr={p.admnr} id={p.id} domeinId={domeinId} />
    </CompacteHydratie>
  );
}

export default metBerichten("[admnr]/leerroutepakketten/[id]/details/stroomplan/page", StroomplanPage);
