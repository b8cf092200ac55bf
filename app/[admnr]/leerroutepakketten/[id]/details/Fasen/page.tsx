import { FasenTab } from "@/components/leerroutepakketten/fasen-tab";
import { pakketPagina } from "@/components/leerroutepakketten/server";
import { queryKeys } from "@/lib/client/keys";
import { compacteStaat } from "@/lib/client/hydratie";
import { CompacteHydratie } from "@/components/providers/compacte-hydratie";
import { paginaTitel } from "@/lib/i18n/metadata";
import { getFase, listFasenVanPakket } from "@/lib/services/leerroutepakketfasen";
import { metBerichten } from "@/components/providers/berichten";

export const generateMetadata = paginaTitel("planning.fasen.titel");

async function FasenPage({ params, searchParams }: { params: Promise<{ admnr: string; id: string }>; searchParams: Promise<{ fase?: string }> }) {
  const { admnr, id } = await params;
  const { fase } = await searchParams;
  const p = await pakketPagina(admnr, id);
  const fasen = await listFasenVanPakket(p.ctx, p.id);
  p.qc.setQueryData(queryKeys.leerroutepakketFasen(p.admnr, p.id), fasen);
  // ?fase= opens that phase's grid (prefetched here); an unknown number simply opens nothing.
  const open = fasen.find((f) => String(f.nummer) === fase)?.nummer ?? null;
  if (open !== null) p.qc.setQueryData(queryKeys.leerroutepakketFase(p.admnr, p.id, open), await getFase(p.ctx, p.id, open));
  return (
    <CompacteHydratie state={compacteStaat(p.qc)}>
      <FasenTab admnr={p.admnr} id={p.id} />
    </CompacteHydratie>
  );
}

export default metBerichten("[admnr]/leerroutepakketten/[id]/details/Fasen/page", FasenPage);
