import { DomeinPagina } from "@/components/leerroutepakketten/pages";
import { ofNotFound, pakketPagina, routeId } from "@/components/leerroutepakketten/server";
import { queryKeys } from "@/lib/client/keys";
import { compacteStaat } from "@/lib/client/hydratie";
import { CompacteHydratie } from "@/components/providers/compacte-hydratie";
import { getDomein } from "@/lib/services/leerroutepakketten";
import { paginaTitel } from "@/lib/i18n/metadata";
import { metBerichten } from "@/components/providers/berichten";

export const generateMetadata = paginaTitel("planning.leerroutepakketten.domein.titel");

async function DomeinPage({ params }: { params: Promise<{ admnr: string; id: string; domeinId: string }> }) {
  const { admnr, id, domeinId } = await params;
  const p = await pakketPagina(admnr, id);
  const d = routeId(domeinId);
  p.qc.setQueryData(queryKeys.leerroutepakketDeel(p.admnr, p.id, "domein", d), await ofNotFound(getDomein(p.ctx, p.id, d)));
  return (
    <CompacteHydratie state={compacteStaat(p.qc)}>
      <DomeinPagina admnr={p.admnr} id={p.id} domeinId={d} />
    </CompacteHydratie>
  );
}

export default metBerichten("[admnr]/leerroutepakketten/[id]/domein/[domeinId]/page", DomeinPage);
