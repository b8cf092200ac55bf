import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/kit/page-header";
import { requirePage } from "@/lib/auth/page";
import { paginaTitel } from "@/lib/i18n/metadata";
import { guards } from "@/lib/permissions";
import { monitorKeuzes } from "@/lib/services/monitor";
import { metBerichten } from "@/components/providers/berichten";

export const generateMetadata = paginaTitel("planning.monitor.titel");

/** planning/monitor: to the active period's monitor (keeping the searches), or §8's error text when there is none. */
async function MonitorStart({ params, searchParams }: { params: Promise<{ admnr: string; schooljaar: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { admnr, schooljaar } = await params;
  const { ctx } = await requirePage(admnr, guards.evaluatiesLezen);
  const keuzes = await monitorKeuzes(ctx, schooljaar);
  if (keuzes.actievePeriode !== null) {
    const q = new URLSearchParams();
    for (const [k, v] of Object.entries(await searchParams)) if (typeof v === "string") q.set(k, v);
    const s = q.toString();
    redirect(`/${ctx.administratieNr}/schooljaar/${schooljaar}/planning/monitor/${keuzes.actievePeriode}${s ? `?${s}` : ""}`);
  }
  const t = await getTranslations("planning.monitor");
  return (
    <section className="space-y-4">
      <PageHeader title={t("titel")} />
      <p role="alert" className="text-destructive">
        {t("geenActievePeriodeInSchooljaar", { schooljaar })}
      </p>
    </section>
  );
}

export default metBerichten("[admnr]/schooljaar/[schooljaar]/planning/monitor/page", MonitorStart);
