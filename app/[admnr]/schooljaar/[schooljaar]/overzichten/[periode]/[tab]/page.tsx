import { notFound } from "next/navigation";
import { isOverzichtTab } from "@/components/opbrengsten/overzicht-model";
import { OverzichtenScreen } from "@/components/opbrengsten/overzichten-screen";
import { requirePage } from "@/lib/auth/page";
import { paginaTitel } from "@/lib/i18n/metadata";
import { guards } from "@/lib/permissions";
import { overzichtKeuzes } from "@/lib/services/opbrengsten";
import { metBerichten } from "@/components/providers/berichten";

export const generateMetadata = paginaTitel("planning.overzichten.titel");

const een = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v);
const getal = (v: string | undefined) => (v && /^[0-9]{1,9}$/.test(v) ? Number(v) : null);

/**
 * overzichten/{periode}/{tab} (spec §2: tabs Pervakgebied, perschooljaar, leerroutehoofdvakgebied,
 * leerrouteschooljaar). Searches: leerroutepakket (default the first active package), vestiging
 * (0 = all readable), jaren (trend tabs, default 3). Guarded like the calls: read on evaluations.
 */
async function OverzichtPagina({
  params,
  searchParams,
}: {
  params: Promise<{ admnr: string; schooljaar: string; periode: string; tab: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
}) {
  const { admnr, schooljaar, periode, tab } = await params;
  const { ctx } = await requirePage(admnr, guards.evaluatiesLezen);
  const nummer = getal(periode);
  if (!isOverzichtTab(tab) || nummer === null) notFound();
  const keuzes = await overzichtKeuzes(ctx, schooljaar);
  if (!keuzes.perioden.some((p) => p.nummer === nummer)) notFound();
  const sp = await searchParams;
  const gevraagdPakket = getal(een(sp.leerroutepakket));
  const pakketId = keuzes.pakketten.find((p) => p.id === gevraagdPakket)?.id ?? keuzes.pakketten[0]?.id ?? null;
  const gevraagdeVestiging = getal(een(sp.vestiging)) ?? 0;
  const vestigingNr = keuzes.vestigingen.some((v) => v.nr === gevraagdeVestiging) ? gevraagdeVestiging : 0;
  const jaren = Math.min(10, Math.max(1, getal(een(sp.jaren)) ?? 3));
  return <OverzichtenScreen admnr={ctx.administratieNr} schooljaar={schooljaar} periode={nummer} tab={tab} keuze={{ pakketId, vestigingNr, jaren }} keuzes={keuzes} />;
}

export default metBerichten("[admnr]/schooljaar/[schooljaar]/overzichten/[periode]/[tab]/page", OverzichtPagina);
