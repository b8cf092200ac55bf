import { HydrationBoundary, dehydrate } from "@tanstack/react-query";
import { notFound } from "next/navigation";
import { cache } from "react";
import { LeerlingDetails } from "@/components/adm/leerling-details";
import { requirePage } from "@/lib/auth/page";
import { objectTitel } from "@/lib/i18n/metadata";
import { guards } from "@/lib/permissions";
import { queryKeys } from "@/lib/client/keys";
import { makeQueryClient } from "@/lib/client/query-client";
import { getPermissionsView } from "@/lib/services/administraties";
import { leerroutesVanLeerling } from "@/lib/services/leerling-leerroutes";
import { getLeerling } from "@/lib/services/leerlingen";
import { schoolloopbaan } from "@/lib/services/leerlingtoewijzingen";
import { metBerichten } from "@/components/providers/berichten";

type Props = { params: Promise<{ admnr: string; schooljaar: string; id: string }> };

/** The guard and the pupil, once per request for the page and its title. */
const laad = cache(async (admnr: string, id: string) => {
  const { ctx } = await requirePage(admnr, guards.leerlingenLezen);
  if (!/^[1-9]\d{0,9}$/.test(id)) notFound();
  // Unknown, another administration's or unreadable pupil: the not-found page (spec §8).
  const leerling = await getLeerling(ctx, Number(id)).catch(() => null);
  if (!leerling) notFound();
  return { ctx, leerling };
});

export async function generateMetadata({ params }: Props) {
  const { admnr, id } = await params;
  return objectTitel("adm.leerlingDetails.paginaTitel", (await laad(admnr, id)).leerling.naam);
}

async function LeerlingDetailsPage({ params }: Props) {
  const { admnr, schooljaar, id } = await params;
  const { ctx, leerling } = await laad(admnr, id);
  const qc = makeQueryClient();
  qc.setQueryData(queryKeys.leerling(ctx.administratieNr, leerling.id), leerling);
  // The header's actions (they depend on the permissions) and the routes card above the career come
  // with the page: loaded afterwards they pushed the career down (Lighthouse mobile CLS 0.068–0.09 on
  // the demo pupil, issue 27).
  const [permissies, routes, loopbaan] = await Promise.all([
    getPermissionsView(ctx),
    leerroutesVanLeerling(ctx, leerling.id),
    leerling.tabs.includes("schoolloopbaan") ? schoolloopbaan(ctx, leerling.id) : null,
  ]);
  qc.setQueryData(queryKeys.permissies(ctx.administratieNr), permissies);
  qc.setQueryData(queryKeys.monitor(ctx.administratieNr, "leerlingLeerroutes", leerling.id), routes);
  if (loopbaan) qc.setQueryData(queryKeys.schoolloopbaan(ctx.administratieNr, leerling.id), loopbaan);
  return (
    <HydrationBoundary state={dehydrate(qc)}>
      <LeerlingDetails admnr={ctx.administratieNr} schooljaar={schooljaar} id={leerling.id} />
    </HydrationBoundary>
  );
}

export default metBerichten("[admnr]/schooljaar/[schooljaar]/adm/leerlingen/details/[id]/page", LeerlingDetailsPage);
