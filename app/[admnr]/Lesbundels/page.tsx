import { LesbundelsScreen } from "@/components/lesbundels/lesbundels-screen";
import { requirePage } from "@/lib/auth/page";
import { paginaTitel } from "@/lib/i18n/metadata";
import { guards } from "@/lib/permissions";
import { vakgebiedKeuzes } from "@/lib/services/lesbundels";
import { metBerichten } from "@/components/providers/berichten";

export const generateMetadata = paginaTitel("planning.lesbundels.titel");

/**
 * Lesson bundles: any member reads what they may see (the list asks the API per page, search, kind
 * and subject area); adding one needs Lessen write or manage, as the API's Add.
 */
async function LesbundelsPage({ params }: { params: Promise<{ admnr: string }> }) {
  const { admnr } = await params;
  const { ctx } = await requirePage(admnr);
  const vakgebieden = await vakgebiedKeuzes(ctx);
  return <LesbundelsScreen admnr={ctx.administratieNr} vakgebieden={vakgebieden} magToevoegen={guards.lesbundelToevoegen(ctx.permissions)} />;
}

export default metBerichten("[admnr]/Lesbundels/page", LesbundelsPage);
