import { HydrationBoundary } from "@tanstack/react-query";
import { notFound } from "next/navigation";
import { LeerlingDetails } from "@/components/adm/leerling-details";
import { requirePage } from "@/lib/auth/page";
import { paginaTitel } from "@/lib/i18n/metadata";
import { guards } from "@/lib/permissions";
import { queryKeys } from "@/lib/client/keys";
import { dehydrateStale, makeQueryClient } from "@/lib/client/query-client";
import { getLeerling } from "@/lib/services/leerlingen";
import { schoolloopbaan } from "@/lib/services/leerlingtoewijzingen";

export const generateMetadata = paginaTitel("adm.leerlingDetails.paginaTitel");

export default async function LeerlingDetailsPage({ params }: { params: Promise<{ admnr: string; schooljaar: string; id: string }> }) {
  const { admnr, schooljaar, id } = await params;
  const { ctx } = await requirePage(admnr, guards.leerlingenLezen);
  if (!/^[1-9]\d{0,9}$/.test(id)) notFound();
  // Unknown, another administration's or unreadable pupil: the not-found page (spec §8).
  const leerling = await getLeerling(ctx, Number(id)).catch(() => null);
  if (!leerling) notFound();
  const qc = makeQueryClient();
  qc.setQueryData(queryKeys.leerling(ctx.administratieNr, leerling.id), leerling);
  if (leerling.tabs.includes("schoolloopbaan")) qc.setQueryData(queryKeys.schoolloopbaan(ctx.administratieNr, leerling.id), await schoolloopbaan(ctx, leerling.id));
  return (
    <HydrationBoundary state={dehydrateStale(qc)}>
      <LeerlingDetails admnr={ctx.administratieNr} schooljaar={schooljaar} id={leerling.id} />
    </HydrationBoundary>
  );
}
