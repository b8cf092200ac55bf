import { LesbundelsScreen } from "@/components/lesbundels/lesbundels-screen";
import { requirePage } from "@/lib/auth/page";
import { paginaTitel } from "@/lib/i18n/metadata";
import { vakgebiedKeuzes } from "@/lib/services/lesbundels";

export const generateMetadata = paginaTitel("planning.lesbundels.titel");

/** Lesson bundles: any member reads what they may see (the list asks the API per page, search, kind and subject area). */
export default async function LesbundelsPage({ params }: { params: Promise<{ admnr: string }> }) {
  const { admnr } = await params;
  const { ctx } = await requirePage(admnr);
  const vakgebieden = await vakgebiedKeuzes(ctx);
  return <LesbundelsScreen admnr={ctx.administratieNr} vakgebieden={vakgebieden} />;
}
