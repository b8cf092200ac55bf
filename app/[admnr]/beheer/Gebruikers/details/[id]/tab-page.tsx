import "server-only";
import { HydrationBoundary, dehydrate } from "@tanstack/react-query";
import { MedewerkerTab } from "@/components/beheer/medewerker-details";
import type { MedewerkerTabNaam } from "@/components/beheer/medewerker-keuzes";
import { requirePage } from "@/lib/auth/page";
import { queryKeys } from "@/lib/client/keys";
import { makeQueryClient } from "@/lib/client/query-client";
import { guards } from "@/lib/permissions";
import { getMedewerkerGroepen, getMedewerkerLesbundels, getMedewerkerRollen, getMedewerkerVestigingen } from "@/lib/services/medewerkers";
import { medewerkerLinks } from "../../medewerker-page";

const LADERS = {
  rollen: getMedewerkerRollen,
  vestigingen: getMedewerkerVestigingen,
  groepen: getMedewerkerGroepen,
  lesbundels: getMedewerkerLesbundels,
} as const;

/** One tab of a staff member's details (the layout has already checked the person). */
export async function MedewerkerTabPagina({ admnr, id, tab }: { admnr: string; id: string; tab: MedewerkerTabNaam }) {
  const { ctx } = await requirePage(admnr, guards.gebruikers);
  const qc = makeQueryClient();
  await qc.prefetchQuery({ queryKey: queryKeys.medewerkerTab(ctx.administratieNr, id, tab), queryFn: (): Promise<unknown> => LADERS[tab](ctx, id) });
  return (
    <HydrationBoundary state={dehydrate(qc)}>
      <MedewerkerTab admnr={ctx.administratieNr} id={id} tab={tab} links={medewerkerLinks(ctx)} />
    </HydrationBoundary>
  );
}
