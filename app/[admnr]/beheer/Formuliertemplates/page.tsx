import { HydrationBoundary, dehydrate } from "@tanstack/react-query";
import { FormulierTemplatesLijst } from "@/components/leerlingdossier/formuliertemplates";
import { requirePage } from "@/lib/auth/page";
import { paginaTitel } from "@/lib/i18n/metadata";
import { queryKeys } from "@/lib/client/keys";
import { makeQueryClient } from "@/lib/client/query-client";
import { guards } from "@/lib/permissions";
import { listTemplates } from "@/lib/services/formuliertemplates";
import { metBerichten } from "@/components/providers/berichten";

export const generateMetadata = paginaTitel("beheer.formuliertemplates.titel");

async function FormuliertemplatesPage({ params }: { params: Promise<{ admnr: string }> }) {
  const { admnr } = await params;
  const { ctx } = await requirePage(admnr, guards.formuliertemplates);
  const qc = makeQueryClient();
  await qc.prefetchQuery({ queryKey: queryKeys.formulierTemplates(ctx.administratieNr), queryFn: () => listTemplates(ctx) });
  return (
    <HydrationBoundary state={dehydrate(qc)}>
      <FormulierTemplatesLijst admnr={ctx.administratieNr} />
    </HydrationBoundary>
  );
}

export default metBerichten("[admnr]/beheer/Formuliertemplates/page", FormuliertemplatesPage);
