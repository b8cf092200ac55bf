import { HydrationBoundary } from "@tanstack/react-query";
import { CelKop } from "@/components/leerroutepakketten/cel-kop";
import { celPagina, type CelParams } from "@/components/leerroutepakketten/cel-server";
import { dehydrateStale } from "@/lib/client/query-client";
import { metBerichten } from "@/components/providers/berichten";

async function CelLayout({ params, children }: { params: Promise<CelParams>; children: React.ReactNode }) {
  const p = await celPagina(params);
  return (
    <div className="space-y-6">
      <HydrationBoundary state={dehydrateStale(p.qc)}>
        <CelKop cel={p.cel} />
      </HydrationBoundary>
      {children}
    </div>
  );
}

export default metBerichten("[admnr]/leerroutepakketten/[id]/[fase]/[lr]/[domein]/layout", CelLayout);
