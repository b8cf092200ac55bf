import { CompetentiePagina } from "@/components/leerroutepakketten/pages";
import { ofNotFound, pakketPagina, routeId } from "@/components/leerroutepakketten/server";
import { queryKeys } from "@/lib/client/keys";
import { compacteStaat } from "@/lib/client/hydratie";
import { CompacteHydratie } from "@/components/providers/compacte-hydratie";
import { getCompetentie } from "@/lib/services/leerroutepakketten";
import { paginaTitel } from "@/lib/i18n/metadata";
import { metBerichten } from "@/components/providers/berichten";

export const generateMetadata = paginaTitel("planning.leerroutepakketten.competentie.titel");

async function CompetentiePage({ params }: { params: Promise<{ admnr: string; id: string; compId: string }> }) {
  const { admnr, id, compId } = await params;
  const p = await pakketPagina(admnr, id);
  const c = routeId(compId);
  p.qc.setQueryData(queryKeys.leerroutepakketDeel(p.admnr, p.id, "competentie", c), await ofNotFound(getCompetentie(p.ctx, p.id, c)));
  return (
    <CompacteHydratie state={compacteStaat(p.qc)}>
      <CompetentiePagina admnr={p.admnr} id={p.id} compId={c} />
    </CompacteHydratie>
  );
}

export default metBerichten("[admnr]/leerroutepakketten/[id]/competentie/[compId]/page", CompetentiePage);
