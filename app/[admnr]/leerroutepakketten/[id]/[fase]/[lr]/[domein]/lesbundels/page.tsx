import { CelSuggesties } from "@/components/lesbundels/cel-suggesties";
import { CelLessen } from "@/components/leerroutepakketten/cel-lessen";
import { celPagina, type CelParams } from "@/components/leerroutepakketten/cel-server";
import { queryKeys } from "@/lib/client/keys";
import { compacteStaat } from "@/lib/client/hydratie";
import { makeQueryClient } from "@/lib/client/query-client";
import { CompacteHydratie } from "@/components/providers/compacte-hydratie";
import { paginaTitel } from "@/lib/i18n/metadata";
import { Bits, Functiegebied, hasBits } from "@/lib/permissions";
import { getCelLessen } from "@/lib/services/leerroutepakketfasen";
import { metBerichten } from "@/components/providers/berichten";

export const generateMetadata = paginaTitel("planning.fasen.lessen.paginaTitel");

async function CelLesbundelsPage({ params }: { params: Promise<CelParams> }) {
  const p = await celPagina(params);
  const { admnr, id, fase, lr, domein } = p.cel;
  // Only this page's own query: the cell's layout already hydrates the package and the phase (issue
  // 27: dehydrated here as well they went into the HTML twice, ~5 KB).
  const qc = makeQueryClient();
  qc.setQueryData(
    queryKeys.leerroutepakketCel(admnr, id, fase, lr, domein, "lessen"),
    await getCelLessen(p.ctx, { leerroutepakketId: id, faseNummer: fase, leerrouteNummer: lr, domeinId: domein }),
  );
  return (
    <CompacteHydratie state={compacteStaat(qc)}>
      <div className="space-y-6">
        <CelLessen cel={p.cel} />
        <CelSuggesties cel={p.cel} magKoppelen={hasBits(p.ctx.permissions, Functiegebied.Lessen, Bits.Manage)} />
      </div>
    </CompacteHydratie>
  );
}

export default metBerichten("[admnr]/leerroutepakketten/[id]/[fase]/[lr]/[domein]/lesbundels/page", CelLesbundelsPage);
