import { pakketPagina } from "@/components/leerroutepakketten/server";
import { NiveausTab } from "@/components/leerroutepakketten/tabs";
import { queryKeys } from "@/lib/client/keys";
import { compacteStaat } from "@/lib/client/hydratie";
import { CompacteHydratie } from "@/components/providers/compacte-hydratie";
import { listNiveaus } from "@/lib/services/leerroutepakketten";
import { paginaTitel } from "@/lib/i18n/metadata";
import { metBerichten } from "@/components/providers/berichten";

export const generateMetadata = paginaTitel("planning.leerroutepakketten.tabs.Niveaus");

async function NiveausPage({ params }: { params: Promise<{ admnr: string; id: string }> }) {
  const { admnr, id } = await params;
  const p = await pakketPagina(admnr, id);
  p.qc.setQueryData(queryKeys.leerroutepakketDeel(p.admnr, p.id, "niveaus"), await listNiveaus(p.ctx, p.id));
  return (
    <CompacteHydratie state={compacteStaat(p.qc)}>
      <NiveausTab admnr={p.admnr} id={p.id} />
    </CompacteHydratie>
  );
}

export default metBerichten("[admnr]/leerroutepakketten/[id]/details/Niveaus/page", NiveausPage);
