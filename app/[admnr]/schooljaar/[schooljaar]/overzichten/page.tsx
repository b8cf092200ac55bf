import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { EmptyState } from "@/components/kit/empty-state";
import { PageHeader } from "@/components/kit/page-header";
import { requirePage } from "@/lib/auth/page";
import { paginaTitel } from "@/lib/i18n/metadata";
import { guards } from "@/lib/permissions";
import { overzichtPeriode } from "@/lib/schooljaar";
import { overzichtKeuzes } from "@/lib/services/opbrengsten";
import { metBerichten } from "@/components/providers/berichten";

export const generateMetadata = paginaTitel("planning.overzichten.titel");

/** overzichten without a period: the active period of the school year, else its last one. */
async function OverzichtenIndex({ params, searchParams }: { params: Promise<{ admnr: string; schooljaar: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { admnr, schooljaar } = await params;
  const { ctx } = await requirePage(admnr, guards.evaluatiesLezen);
  const keuzes = await overzichtKeuzes(ctx, schooljaar);
  const periode = overzichtPeriode(keuzes.perioden, schooljaar)?.nummer;
  if (periode !== undefined) {
    const q = new URLSearchParams(Object.entries(await searchParams).flatMap(([k, v]) => (typeof v === "string" ? [[k, v]] : [])));
    const s = q.toString();
    redirect(`/${admnr}/schooljaar/${schooljaar}/overzichten/${periode}/Pervakgebied${s ? `?${s}` : ""}`);
  }
  const t = await getTranslations("planning.overzichten");
  return (
    <section className="space-y-4">
      <PageHeader title={t("titel")} />
      <EmptyState title={t("geenPerioden", { schooljaar })} />
    </section>
  );
}

export default metBerichten("[admnr]/schooljaar/[schooljaar]/overzichten/page", OverzichtenIndex);
