import { notFound } from "next/navigation";
import { MonitorScreen } from "@/components/monitor/monitor-screen";
import { monitorTab } from "@/components/monitor/tabs";
import { requirePage } from "@/lib/auth/page";
import { paginaTitel } from "@/lib/i18n/metadata";
import { guards } from "@/lib/permissions";
import { monitorKeuzes } from "@/lib/services/monitor";
import { metBerichten } from "@/components/providers/berichten";

export const generateMetadata = paginaTitel("planning.monitor.titel");

/**
 * planning/monitor/{periode}/{tab} (spec §2): tabs PerCompetentie (the evaluation grid),
 * PerLeerling and PerIndicator, each its own address (issue 30; the bare and `?tab=` forms are
 * sent here by proxy.ts). The searches filter, leerroutepakket, vestiging, groep, vakgebied,
 * competentie and leerling (plus niveau) live in the URL. Guarded like the calls: read on
 * evaluations. Writing is offered per group as §6 allows (own group / own branch / all) and only in
 * the active period; without one the §8 text 'geen actieve periode gevonden' is shown.
 */
async function MonitorPagina({ params }: { params: Promise<{ admnr: string; schooljaar: string; periode: string; tab: string }> }) {
  const { admnr, schooljaar, periode, tab } = await params;
  const { ctx } = await requirePage(admnr, guards.evaluatiesLezen);
  const weergave = monitorTab(tab);
  if (!/^[0-9]{1,4}$/.test(periode) || !weergave) notFound();
  const nummer = Number(periode);
  const keuzes = await monitorKeuzes(ctx, schooljaar);
  const p = keuzes.perioden.find((x) => x.nummer === nummer);
  if (!p) notFound();
  return <MonitorScreen admnr={ctx.administratieNr} schooljaar={schooljaar} periode={p} tab={weergave} keuzes={keuzes} magSchrijven={guards.evaluatiesSchrijven(ctx.permissions)} />;
}

export default metBerichten("[admnr]/schooljaar/[schooljaar]/planning/monitor/[periode]/[tab]/page", MonitorPagina);
