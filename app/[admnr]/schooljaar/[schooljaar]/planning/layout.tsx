import { PlanningNav, type PlanningOnderdeel } from "@/components/planning/planning-nav";
import { requireTenant } from "@/lib/auth/page";
import { planningZichtbaar } from "@/lib/navigation";
import { guards, type UserPermissions } from "@/lib/permissions";
import { eindadres } from "@/lib/routes/doorverwijzing";
import { actievePeriode } from "@/lib/schooljaar";
import { getShell } from "@/lib/services/shell";
import { metBerichten } from "@/components/providers/berichten";

/** Which planning screens a user may open (each page guards itself as well). */
const ZICHTBAAR: Record<PlanningOnderdeel, (p: UserPermissions) => boolean> = {
  start: planningZichtbaar,
  monitor: guards.evaluatiesLezen,
  groepsplannen: guards.groepsplannenLezen,
  handelingsplannen: guards.handelingsplannenLezen,
  ontwikkelingsperspectieven: guards.oppLezen,
  leerlingsplannen: guards.leerlingplannenLezen,
};

/** The planning area: its menu above every planning screen. */
async function PlanningLayout({ children, params }: { children: React.ReactNode; params: Promise<{ admnr: string; schooljaar: string }> }) {
  const { admnr, schooljaar } = await params;
  const { tenant, gebruiker, ctx } = await requireTenant(admnr);
  const onderdelen = (Object.keys(ZICHTBAAR) as PlanningOnderdeel[]).filter((o) => ZICHTBAAR[o](tenant.permissions));
  const basis = `/${tenant.administratieNr}/schooljaar/${schooljaar}/planning`;
  // The monitor of this year's active period, as the bare monitor's page would redirect (the
  // shell's periods: the statement the tenant layout reads, once per request); without one, the
  // bare address, which says there is none.
  const monitorPeriode = onderdelen.includes("monitor")
    ? actievePeriode((await getShell(ctx, gebruiker.id)).schooljaren.find((s) => s.schooljaar === schooljaar)?.perioden ?? [], schooljaar)?.nummer
    : undefined;
  // The screens at the address their redirect would give (one router request per click, not two).
  const pad = (o: PlanningOnderdeel) => (o === "monitor" && monitorPeriode != null ? `${basis}/monitor/${monitorPeriode}` : `${basis}/${o}`);
  const hrefs = Object.fromEntries(onderdelen.filter((o) => o !== "start").map((o) => [o, eindadres(pad(o), tenant.permissions)]));
  return (
    <div className="space-y-4">
      {onderdelen.length > 1 && <PlanningNav basis={basis} onderdelen={onderdelen} hrefs={hrefs} />}
      {children}
    </div>
  );
}

export default metBerichten("[admnr]/schooljaar/[schooljaar]/planning/layout", PlanningLayout);
