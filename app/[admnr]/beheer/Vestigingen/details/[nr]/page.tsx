import { HydrationBoundary, dehydrate } from "@tanstack/react-query";
import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { VestigingDetails } from "@/components/beheer/vestiging-details";
import { queryKeys } from "@/lib/client/keys";
import { makeQueryClient } from "@/lib/client/query-client";
import { canWrite, Functiegebied, guards } from "@/lib/permissions";
import { listSchooljaren } from "@/lib/services/schooljaren";
import { laadVestigingPagina } from "../../vestiging-page";
import { metBerichten } from "@/components/providers/berichten";

/** "De Linde · Vestigingen": the branch the page is about. */
export async function generateMetadata({ params }: { params: Promise<{ admnr: string; nr: string }> }): Promise<Metadata> {
  const { admnr, nr } = await params;
  const { vestiging } = await laadVestigingPagina(admnr, nr, guards.vestigingDetails);
  const t = await getTranslations("beheer.vestigingen");
  return { title: `${vestiging.naam} · ${t("titel")}` };
}

async function VestigingDetailsPage({ params }: { params: Promise<{ admnr: string; nr: string }> }) {
  const { admnr, nr: nrParam } = await params;
  const { ctx, nr, vestiging } = await laadVestigingPagina(admnr, nrParam, guards.vestigingDetails);
  const a = ctx.administratieNr;
  const qc = makeQueryClient();
  qc.setQueryData(queryKeys.vestiging(a, nr), vestiging);
  // The groups per school year (a table per year, ~40 KB of HTML and state for a branch with three
  // years of 25 groups) load in the browser below the staff (issue 27: HTML ≤ 60 KB).
  await qc.prefetchQuery({ queryKey: queryKeys.schooljaren(a), queryFn: () => listSchooljaren(ctx) });
  const p = ctx.permissions;
  const magBewerken = guards.vestigingBewerken(p, { vestigingNr: nr });
  return (
    <HydrationBoundary state={dehydrate(qc)}>
      <VestigingDetails admnr={a} nr={nr} magBewerken={magBewerken} magGroepenOvernemen={magBewerken && canWrite(p, Functiegebied.Groepen, { vestigingNr: nr })} />
    </HydrationBoundary>
  );
}

export default metBerichten("[admnr]/beheer/Vestigingen/details/[nr]/page", VestigingDetailsPage);
