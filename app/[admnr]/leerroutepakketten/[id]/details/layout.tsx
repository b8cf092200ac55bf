import { PakketHeader } from "@/components/leerroutepakketten/pakket-header";
import { pakketPagina } from "@/components/leerroutepakketten/server";
import { compacteStaat } from "@/lib/client/hydratie";
import { CompacteHydratie } from "@/components/providers/compacte-hydratie";
import { metBerichten } from "@/components/providers/berichten";

async function PakketDetailsLayout({ params, children }: { params: Promise<{ admnr: string; id: string }>; children: React.ReactNode }) {
  const { admnr, id } = await params;
  const p = await pakketPagina(admnr, id);
  return (
    <div className="space-y-6">
      <CompacteHydratie state={compacteStaat(p.qc)}>
        <PakketHeader admnr={p.admnr} id={p.id} />
      </CompacteHydratie>
      {children}
    </div>
  );
}

export default metBerichten("[admnr]/leerroutepakketten/[id]/details/layout", PakketDetailsLayout);
