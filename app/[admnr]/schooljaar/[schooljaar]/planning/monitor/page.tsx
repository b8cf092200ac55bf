import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/kit/page-header";
import { monitorTab } from "@/components/monitor/tabs";
import { requirePage } from "@/lib/auth/page";
import { paginaTitel } from "@/lib/i18n/metadata";
import { guards } from "@/lib/permissions";
import { monitorKeuzes } from "@/lib/services/monitor";
import { metBerichten } from "@/components/providers/berichten";

export const generateMetadata = paginaTitel("planning.monitor.titel");

/** planning/monitor: to the active period's monitor on its tab (`?tab=` or the first; keeping the other searches), or §8's error text when there is none. */
async function MonitorStart({ params, searchParams }: { params: Promise<{ admnr: string; schooljaar: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { admnr, schooljaar } = await params;
  const { ctx } = await requirePage(admnr, guards.evaluatiesLezen);
  const keuzes = await monitorKeuzes(ctx, schooljaar);
  if (keuzes.actievePeriode !== null) {
    const q = new URLSearchParams();
    const sp = await searchParams;
    for (const [k, v] of Object.entries(sp)) if (typeof v === "string" && k !== "tab") q.set(k, v);
    const tab = monitorTab(typeof sp.tab === "string" ? sp.tab : null) ?? "PerCompetentie";
    const s = q.toString();
    redirect(`/${ctx.administratieNr}/schooljaar/${schooljaar}/planning/monitor/${keuzes.actievePeriode}/${tab}${s ? `?${s}` : ""}`);
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
