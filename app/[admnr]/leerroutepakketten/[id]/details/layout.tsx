import { HydrationBoundary } from "@tanstack/react-query";
import { PakketHeader } from "@/components/leerroutepakketten/pakket-header";
import { pakketPagina } from "@/components/leerroutepakketten/server";
import { dehydrateStale } from "@/lib/client/query-client";
import { metBerichten } from "@/components/providers/berichten";

async function PakketDetailsLayout({ params, children }: { params: Promise<{ admnr: string; id: string }>; children: React.ReactNode }) {
  const { admnr, id } = await params;
  const p = await pakketPagina(admnr, id);
  return (
    <div className="space-y-6">
      <HydrationBoundary state={dehydrateStale(p.qc)}>
        <PakketHeader admnr={p.admnr} id={p.id} />
      </HydrationBoundary>
      {children}
    </div>
  );
}

export default metBerichten("[admnr]/leerroutepakketten/[id]/details/layout", PakketDetailsLayout);
