import { PlanningNav, type PlanningOnderdeel } from "@/components/planning/planning-nav";
import { requireTenant } from "@/lib/auth/page";
import { planningZichtbaar } from "@/lib/navigation";
import { guards, type UserPermissions } from "@/lib/permissions";
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
  const { tenant } = await requireTenant(admnr);
  const onderdelen = (Object.keys(ZICHTBAAR) as PlanningOnderdeel[]).filter((o) => ZICHTBAAR[o](tenant.permissions));
  return (
    <div className="space-y-4">
      {onderdelen.length > 1 && <PlanningNav basis={`/${tenant.administratieNr}/schooljaar/${schooljaar}/planning`} onderdelen={onderdelen} />}
      {children}
    </div>
  );
}

export default metBerichten("[admnr]/schooljaar/[schooljaar]/planning/layout", PlanningLayout);
