import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { CelIndicatoren } from "@/components/leerroutepakketten/cel-indicatoren";
import { celPagina, type CelParams } from "@/components/leerroutepakketten/cel-server";
import { queryKeys } from "@/lib/client/keys";
import { dehydrateStale } from "@/lib/client/query-client";
import { getCelIndicatoren } from "@/lib/services/leerroutepakketfasen";

export const metadata: Metadata = { title: "Indicatoren van de fase" };

export default async function CelIndicatorenPage({ params }: { params: Promise<CelParams> }) {
  const p = await celPagina(params);
  const { admnr, id, fase, lr, domein } = p.cel;
  p.qc.setQueryData(
    queryKeys.leerroutepakketCel(admnr, id, fase, lr, domein, "indicatoren"),
    await getCelIndicatoren(p.ctx, { leerroutepakketId: id, faseNummer: fase, leerrouteNummer: lr, domeinId: domein }),
  );
  return (
    <HydrationBoundary state={dehydrateStale(p.qc)}>
      <CelIndicatoren cel={p.cel} />
    </HydrationBoundary>
  );
}
