import { HydrationBoundary, dehydrate } from "@tanstack/react-query";
import { BundelHeader } from "@/components/lesbundels/bundel-details";
import { bundelPagina } from "@/components/lesbundels/server";
import { metBerichten } from "@/components/providers/berichten";

async function LesbundelLayout({ params, children }: { params: Promise<{ admnr: string; lesbundel: string }>; children: React.ReactNode }) {
  const { admnr, lesbundel } = await params;
  const p = await bundelPagina(admnr, lesbundel);
  return (
    <HydrationBoundary state={dehydrate(p.qc)}>
      <div className="space-y-6">
        <BundelHeader admnr={p.admnr} id={p.id} />
        {children}
      </div>
    </HydrationBoundary>
  );
}

export default metBerichten("[admnr]/Lesbundels/details/[lesbundel]/layout", LesbundelLayout);
