import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { GebruikersScreen } from "@/components/beheer/gebruikers-screen";
import { isMedewerkerFilter } from "@/components/beheer/medewerker-keuzes";
import { requirePage } from "@/lib/auth/page";
import { queryKeys } from "@/lib/client/keys";
import { dehydrateStale, makeQueryClient } from "@/lib/client/query-client";
import { guards } from "@/lib/permissions";
import { listMedewerkerOverzicht } from "@/lib/services/medewerkers";

export const metadata: Metadata = { title: "Gebruikers" };

export default async function GebruikersPage({
  params,
  searchParams,
}: {
  params: Promise<{ admnr: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { admnr } = await params;
  const sp = await searchParams;
  const { ctx } = await requirePage(admnr, guards.gebruikers);
  const filter = isMedewerkerFilter(sp.filter) ? sp.filter : "actief";
  const zoek = typeof sp.zoek === "string" ? sp.zoek.trim().slice(0, 100) : "";
  const qc = makeQueryClient();
  await qc.prefetchQuery({ queryKey: queryKeys.medewerkersOverzicht(ctx.administratieNr, filter, zoek), queryFn: () => listMedewerkerOverzicht(ctx, { filter, zoek }) });
  return (
    <HydrationBoundary state={dehydrateStale(qc)}>
      <GebruikersScreen admnr={ctx.administratieNr} initialFilter={filter} initialZoek={zoek} />
    </HydrationBoundary>
  );
}
