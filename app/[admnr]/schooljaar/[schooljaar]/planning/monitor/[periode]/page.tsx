import { redirect } from "next/navigation";
import { monitorTab } from "@/components/monitor/tabs";
import { requirePage } from "@/lib/auth/page";
import { guards } from "@/lib/permissions";
import { metBerichten } from "@/components/providers/berichten";

/**
 * planning/monitor/{periode}: the tab's address — `?tab=` (kept from before the tabs were
 * addresses) or the first tab, PerCompetentie — keeping the other searches. proxy.ts answers this
 * before rendering (lib/routes/doorverwijzing.ts); the page keeps the same decision.
 */
async function MonitorPeriode({ params, searchParams }: { params: Promise<{ admnr: string; schooljaar: string; periode: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }): Promise<never> {
  const { admnr, schooljaar, periode } = await params;
  await requirePage(admnr, guards.evaluatiesLezen);
  const sp = await searchParams;
  const q = new URLSearchParams(Object.entries(sp).flatMap(([k, v]) => (typeof v === "string" && k !== "tab" ? [[k, v]] : [])));
  const tab = monitorTab(typeof sp.tab === "string" ? sp.tab : null) ?? "PerCompetentie";
  const s = q.toString();
  redirect(`/${admnr}/schooljaar/${schooljaar}/planning/monitor/${encodeURIComponent(periode)}/${tab}${s ? `?${s}` : ""}`);
}

export default metBerichten("[admnr]/schooljaar/[schooljaar]/planning/monitor/[periode]/page", MonitorPeriode);
