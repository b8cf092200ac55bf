import { pakketPagina } from "@/components/leerroutepakketten/server";
import { CompetentiesTab } from "@/components/leerroutepakketten/tabs";
import { queryKeys } from "@/lib/client/keys";
import { compacteStaat } from "@/lib/client/hydratie";
import { CompacteHydratie } from "@/components/providers/compacte-hydratie";
import { listCompetenties, listDomeinen } from "@/lib/services/leerroutepakketten";
import { paginaTitel } from "@/lib/i18n/metadata";
import { metBerichten } from "@/components/providers/berichten";

export const generateMetadata = paginaTitel("planning.leerroutepakketten.tabs.Competenties");

async function CompetentiesPage({ params }: { params: Promise<{ admnr: string; id: string }> }) {
  const { admnr, id } = await params;
  const p = await pakketPagina(admnr, id);
  p.qc.setQueryData(queryKeys.leerroutepakketDeel(p.admnr, p.id, "domeinen"), await listDomeinen(p.ctx, p.id));
  p.qc.setQueryData(queryKeys.leerroutepakketDeel(p.admnr, p.id, "competenties"), await listCompetenties(p.ctx, p.id));
  return (
    <CompacteHydratie state={compacteStaat(p.qc)}>
      <CompetentiesTab admnr={p.admnr} id={p.id} />
    </CompacteHydratie>
  );
}

export default metBerichten("[admnr]/leerroutepakketten/[id]/details/Competenties/page", CompetentiesPage);
