import { HydrationBoundary, dehydrate } from "@tanstack/react-query";
import { MijnAdministratieScreen } from "@/components/mijnadministratie/mijnadministratie-screen";
import { administratiePermissies } from "@/lib/api/routes/Administraties";
import { requirePage } from "@/lib/auth/page";
import { paginaTitel } from "@/lib/i18n/metadata";
import { queryKeys } from "@/lib/client/keys";
import { makeQueryClient } from "@/lib/client/query-client";
import {
  getAdministratieDetails,
  getGebruikteBytes,
  getModules,
  listApiKeyRollen,
  listApiKeys,
  listLicenties,
} from "@/lib/services/administraties";
import { metBerichten } from "@/components/providers/berichten";

export const generateMetadata = paginaTitel("translation.mijnadministratie.titel");

/**
 * Every member may look (modules, licences, language, logo, storage, the API description); the
 * parts that change something show only with the right the API asks for the same change.
 */
async function MijnAdministratiePage({ params }: { params: Promise<{ admnr: string }> }) {
  const { admnr } = await params;
  const { ctx, tenant } = await requirePage(admnr);
  const a = ctx.administratieNr;
  const magBeheren = administratiePermissies.beheren.check(tenant.permissions);
  const magSleutels = administratiePermissies.apiSleutels.check(tenant.permissions);
  const qc = makeQueryClient();
  await Promise.all([
    qc.prefetchQuery({ queryKey: queryKeys.administratieDetails(a), queryFn: () => getAdministratieDetails(ctx, a) }),
    qc.prefetchQuery({ queryKey: queryKeys.modules(a), queryFn: () => getModules(ctx) }),
    qc.prefetchQuery({ queryKey: queryKeys.gebruikteBytes(a), queryFn: () => getGebruikteBytes(ctx) }),
    magBeheren && qc.prefetchQuery({ queryKey: queryKeys.licenties(a), queryFn: () => listLicenties(ctx) }),
    magSleutels && qc.prefetchQuery({ queryKey: queryKeys.apiKeys(a), queryFn: () => listApiKeys(ctx) }),
  ]);
  const rollen = magSleutels ? await listApiKeyRollen(ctx) : [];
  return (
    <HydrationBoundary state={dehydrate(qc)}>
      <MijnAdministratieScreen admnr={a} magBeheren={magBeheren} magSleutels={magSleutels} rollen={rollen} />
    </HydrationBoundary>
  );
}

export default metBerichten("[admnr]/Mijnadministratie/page", MijnAdministratiePage);
