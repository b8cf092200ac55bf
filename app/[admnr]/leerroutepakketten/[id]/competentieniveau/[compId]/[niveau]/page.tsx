import { CompetentieniveauPagina } from "@/components/leerroutepakketten/pages";
import { ofNotFound, pakketPagina, routeId } from "@/components/leerroutepakketten/server";
import { queryKeys } from "@/lib/client/keys";
import { compacteStaat } from "@/lib/client/hydratie";
import { CompacteHydratie } from "@/components/providers/compacte-hydratie";
import { getCompetentieniveau } from "@/lib/services/leerroutepakketten";
import { paginaTitel } from "@/lib/i18n/metadata";
import { metBerichten } from "@/components/providers/berichten";

export const generateMetadata = paginaTitel("planning.leerroutepakketten.competentieniveau.titel");

async function CompetentieniveauPage({ params }: { params: Promise<{ admnr: string; id: string; compId: string; niveau: string }> }) {
  const { admnr, id, compId, niveau } = await params;
  const p = await pakketPagina(admnr, id);
  const c = routeId(compId);
  const n = routeId(niveau);
  p.qc.setQueryData(queryKeys.leerroutepakketDeel(p.admnr, p.id, "competentieniveau", c, n), await ofNotFound(getCompetentieniveau(p.ctx, p.id, c, n)));
  return (
    <CompacteHydratie state={compacteStaat(p.qc)}>
      <CompetentieniveauPagina admnr={p.admnr} id={p.id} compId={c} niveau={n} />
    </CompacteHydratie>
  );
}

export default metBerichten("[admnr]/leerroutepakketten/[id]/competentieniveau/[compId]/[niveau]/page", CompetentieniveauPage);
