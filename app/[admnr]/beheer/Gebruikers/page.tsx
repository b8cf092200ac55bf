import { GebruikersScreen } from "@/components/beheer/gebruikers-screen";
import { isMedewerkerFilter } from "@/components/beheer/medewerker-keuzes";
import { requirePage } from "@/lib/auth/page";
import { queryKeys } from "@/lib/client/keys";
import { compacteStaat } from "@/lib/client/hydratie";
import { makeQueryClient } from "@/lib/client/query-client";
import { CompacteHydratie } from "@/components/providers/compacte-hydratie";
import { paginaTitel } from "@/lib/i18n/metadata";
import { guards } from "@/lib/permissions";
import { listMedewerkerOverzicht } from "@/lib/services/medewerkers";
import { medewerkerLinks } from "./medewerker-page";
import { metBerichten } from "@/components/providers/berichten";

export const generateMetadata = paginaTitel("beheer.gebruikers.lijst.titel");

/** The staff list; the status filter (actief, gedeactiveerd, alle) and the search live in the URL. */
async function GebruikersPage({
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
  const qc = makeQueryClient();
  await qc.prefetchQuery({ queryKey: queryKeys.medewerkersOverzicht(ctx.administratieNr, filter, ""), queryFn: () => listMedewerkerOverzicht(ctx, { filter }) });
  return (
    // The list packed (field names once): issue 27, HTML ≤ 60 KB.
    <CompacteHydratie state={compacteStaat(qc)}>
      <GebruikersScreen admnr={ctx.administratieNr} links={medewerkerLinks(ctx)} />
    </CompacteHydratie>
  );
}

export default metBerichten("[admnr]/beheer/Gebruikers/page", GebruikersPage);
