import { PakkettenScreen } from "@/components/leerroutepakketten/pakketten-screen";
import { requirePage } from "@/lib/auth/page";
import { queryKeys } from "@/lib/client/keys";
import { makeQueryClient } from "@/lib/client/query-client";
import { compacteStaat } from "@/lib/client/hydratie";
import { CompacteHydratie } from "@/components/providers/compacte-hydratie";
import { canManageLeerroutepakket } from "@/lib/permissions";
import { listLeerroutepakketten } from "@/lib/services/leerroutepakketten";
import { paginaTitel } from "@/lib/i18n/metadata";
import { metBerichten } from "@/components/providers/berichten";

export const generateMetadata = paginaTitel("planning.leerroutepakketten.titel");

async function LeerroutepakkettenPage({ params }: { params: Promise<{ admnr: string }> }) {
  const { admnr } = await params;
  const { ctx } = await requirePage(admnr);
  const qc = makeQueryClient();
  await qc.prefetchQuery({ queryKey: queryKeys.leerroutepakketten(ctx.administratieNr), queryFn: () => listLeerroutepakketten(ctx) });
  return (
    <CompacteHydratie state={compacteStaat(qc)}>
      <PakkettenScreen admnr={ctx.administratieNr} magToevoegen={canManageLeerroutepakket(ctx.permissions, { klantId: ctx.klantId })} />
    </CompacteHydratie>
  );
}

export default metBerichten("[admnr]/leerroutepakketten/page", LeerroutepakkettenPage);
