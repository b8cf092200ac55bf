import { HydrationBoundary, dehydrate } from "@tanstack/react-query";
import { CategorieLijst } from "@/components/beheer/categorie-lijst";
import { requirePage } from "@/lib/auth/page";
import { paginaTitel } from "@/lib/i18n/metadata";
import { queryKeys } from "@/lib/client/keys";
import { makeQueryClient } from "@/lib/client/query-client";
import { guards } from "@/lib/permissions";
import { listDossierCategorieen } from "@/lib/services/categorieen";
import { metBerichten } from "@/components/providers/berichten";

export const generateMetadata = paginaTitel("beheer.categorieen.dossiercategorieen.titel");

async function DossierCategorieenPage({ params }: { params: Promise<{ admnr: string }> }) {
  const { admnr } = await params;
  const { ctx } = await requirePage(admnr, guards.dossierCategorieen);
  const qc = makeQueryClient();
  await qc.prefetchQuery({ queryKey: queryKeys.dossierCategorieen(ctx.administratieNr), queryFn: () => listDossierCategorieen(ctx) });
  return (
    <HydrationBoundary state={dehydrate(qc)}>
      <CategorieLijst admnr={ctx.administratieNr} soort="dossiercategorieen" />
    </HydrationBoundary>
  );
}

export default metBerichten("[admnr]/beheer/DossierCategorieen/page", DossierCategorieenPage);
