import { LeerroutePagina } from "@/components/leerroutepakketten/leerroute-pagina";
import { ofNotFound, pakketPagina, routeId } from "@/components/leerroutepakketten/server";
import { queryKeys } from "@/lib/client/keys";
import { compacteStaat } from "@/lib/client/hydratie";
import { CompacteHydratie } from "@/components/providers/compacte-hydratie";
import { paginaTitel } from "@/lib/i18n/metadata";
import { listDomeinen } from "@/lib/services/leerroutepakketten";
import { getLeerroute, trajectenVanLeerroute, uitstroombestemmingenVoorLeerroute } from "@/lib/services/leerroutes";
import { metBerichten } from "@/components/providers/berichten";

export const generateMetadata = paginaTitel("planning.leerroute.titel");

async function LeerroutePage({ params }: { params: Promise<{ admnr: string; id: string; lr: string }> }) {
  const { admnr, id, lr } = await params;
  const p = await pakketPagina(admnr, id);
  const nummer = routeId(lr);
  const route = await ofNotFound(getLeerroute(p.ctx, p.id, nummer));
  const deel = (...ids: (number | string)[]) => queryKeys.leerroutepakketDeel(p.admnr, p.id, "leerroute", nummer, ...ids);
  const [trajecten, domeinen, keuzes] = await Promise.all([
    trajectenVanLeerroute(p.ctx, p.id, nummer),
    listDomeinen(p.ctx, p.id),
    route.leerroutepakket.beheerbaar ? uitstroombestemmingenVoorLeerroute(p.ctx, p.id, nummer) : Promise.resolve(null),
  ]);
  p.qc.setQueryData(deel(), route);
  p.qc.setQueryData(deel("trajecten"), trajecten);
  if (keuzes) p.qc.setQueryData(deel("uitstroombestemmingen"), keuzes);
  p.qc.setQueryData(queryKeys.leerroutepakketDeel(p.admnr, p.id, "domeinen"), domeinen);
  return (
    <CompacteHydratie state={compacteStaat(p.qc)}>
      <LeerroutePagina admnr={p.admnr} id={p.id} lr={nummer} />
    </CompacteHydratie>
  );
}

export default metBerichten("[admnr]/leerroutepakketten/[id]/leerroute/[lr]/page", LeerroutePage);
