import { LeerroutesTab } from "@/components/leerroutepakketten/leerroutes-tab";
import { pakketPagina } from "@/components/leerroutepakketten/server";
import { queryKeys } from "@/lib/client/keys";
import { compacteStaat } from "@/lib/client/hydratie";
import { CompacteHydratie } from "@/components/providers/compacte-hydratie";
import { listLeerroutesVanPakket } from "@/lib/services/leerroutes";
import { paginaTitel } from "@/lib/i18n/metadata";
import { metBerichten } from "@/components/providers/berichten";

export const generateMetadata = paginaTitel("planning.leerroutepakketten.tabs.Leerroutes");

async function LeerroutesPage({ params }: { params: Promise<{ admnr: string; id: string }> }) {
  const { admnr, id } = await params;
  const p = await pakketPagina(admnr, id);
  p.qc.setQueryData(queryKeys.leerroutepakketDeel(p.admnr, p.id, "leerroutes"), await listLeerroutesVanPakket(p.ctx, p.id));
  return (
    <CompacteHydratie state={compacteStaat(p.qc)}>
      <LeerroutesTab admnr={p.admnr} id={p.id} />
    </CompacteHydratie>
  );
}

export default metBerichten("[admnr]/leerroutepakketten/[id]/details/Leerroutes/page", LeerroutesPage);
