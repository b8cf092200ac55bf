import { HydrationBoundary, dehydrate } from "@tanstack/react-query";
import { getTranslations } from "next-intl/server";
import { ImportBronnen } from "@/components/beheer/import-bronnen";
import { PageHeader } from "@/components/kit/page-header";
import { requirePage } from "@/lib/auth/page";
import { queryKeys } from "@/lib/client/keys";
import { makeQueryClient } from "@/lib/client/query-client";
import { paginaTitel } from "@/lib/i18n/metadata";
import { heeftModule } from "@/lib/modules";
import { guards } from "@/lib/permissions";
import { huidigSchooljaar } from "@/lib/schooljaar";
import { teamGroepKeuzes } from "@/lib/services/connector";
import { listSchooljaren } from "@/lib/services/schooljaren";
import { listVestigingen } from "@/lib/services/vestigingen";
import { metBerichten } from "@/components/providers/berichten";

export const generateMetadata = paginaTitel("beheer.import.titel");

/** Both importers behind the Import guard: the EDEX wizard and the spreadsheet pupil import (?bron=spreadsheet). */
async function ImportPage({ params, searchParams }: { params: Promise<{ admnr: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { admnr } = await params;
  const sp = await searchParams;
  const { ctx, tenant } = await requirePage(admnr, guards.import);
  const t = await getTranslations("beheer.import");
  const gevraagd = String(sp.bron ?? "").toLowerCase();
  // The connector tab (issue 17), only with the module CONNECTOR: branches to map the SIS locations to, groups for its teams.
  const metKoppeling = heeftModule(tenant.permissions, "CONNECTOR");
  const bron = gevraagd === "spreadsheet" ? "spreadsheet" : gevraagd === "koppeling" && metKoppeling ? "koppeling" : "edex";
  const magBeheren = guards.connector(tenant.permissions);
  const koppeling = metKoppeling
    ? { magBeheren, vestigingen: (await listVestigingen(ctx)).map((v) => ({ nr: v.nr, naam: v.naam })), groepen: magBeheren ? await teamGroepKeuzes(ctx) : [] }
    : null;
  // The spreadsheet import offers the school years for its column Groep.
  const qc = makeQueryClient();
  await qc.prefetchQuery({ queryKey: queryKeys.schooljaren(ctx.administratieNr), queryFn: () => listSchooljaren(ctx) });
  return (
    <div className="space-y-6">
      <PageHeader title={t("titel")} description={t("uitleg")} />
      <HydrationBoundary state={dehydrate(qc)}>
        <ImportBronnen admnr={ctx.administratieNr} huidig={huidigSchooljaar()} bron={bron} koppeling={koppeling} />
      </HydrationBoundary>
    </div>
  );
}

export default metBerichten("[admnr]/beheer/import/page", ImportPage);
