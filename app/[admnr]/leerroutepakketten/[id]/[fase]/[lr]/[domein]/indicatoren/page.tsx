import { CelIndicatoren } from "@/components/leerroutepakketten/cel-indicatoren";
import { celIndicatorenKort } from "@/components/leerroutepakketten/cel-indicatoren-data";
import { celPagina, type CelParams } from "@/components/leerroutepakketten/cel-server";
import { queryKeys } from "@/lib/client/keys";
import { compacteStaat } from "@/lib/client/hydratie";
import { makeQueryClient } from "@/lib/client/query-client";
import { CompacteHydratie } from "@/components/providers/compacte-hydratie";
import { paginaTitel } from "@/lib/i18n/metadata";
import { getCelIndicatoren } from "@/lib/services/leerroutepakketfasen";
import { metBerichten } from "@/components/providers/berichten";

export const generateMetadata = paginaTitel("planning.fasen.indicatoren.paginaTitel");

async function CelIndicatorenPage({ params }: { params: Promise<CelParams> }) {
  const p = await celPagina(params);
  const { admnr, id, fase, lr, domein } = p.cel;
  // Only this page's own query: the cell's layout already hydrates the package and the phase (issue
  // 27: dehydrated here as well they went into the HTML twice, ~5 KB).
  const qc = makeQueryClient();
  qc.setQueryData(
    queryKeys.leerroutepakketCel(admnr, id, fase, lr, domein, "indicatoren"),
    celIndicatorenKort(await getCelIndicatoren(p.ctx, { leerroutepakketId: id, faseNummer: fase, leerrouteNummer: lr, domeinId: domein })),
  );
  return (
    <CompacteHydratie state={compacteStaat(qc)}>
      <CelIndicatoren cel={p.cel} />
    </CompacteHydratie>
  );
}

export default metBerichten("[admnr]/leerroutepakketten/[id]/[fase]/[lr]/[domein]/indicatoren/page", CelIndicatorenPage);
