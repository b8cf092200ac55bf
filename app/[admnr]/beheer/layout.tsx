import { BeheerNav } from "@/components/beheer/beheer-nav";
import { requirePage } from "@/lib/auth/page";
import { beheerItemsFor } from "@/lib/navigation";
import { guards } from "@/lib/permissions";
import { metBerichten } from "@/components/providers/berichten";

/** Settings: reachable only with at least one manage right (spec §6); each item guards itself too. */
async function BeheerLayout({ children, params }: { children: React.ReactNode; params: Promise<{ admnr: string }> }) {
  const { admnr } = await params;
  const { tenant } = await requirePage(admnr, guards.instellingen);
  const items = beheerItemsFor(tenant.permissions).map((i) => ({ segment: i.segment, groep: i.groep }));
  return (
    <div className="grid gap-6 md:grid-cols-[14rem_1fr]">
      <BeheerNav admnr={tenant.administratieNr} items={items} />
      <div className="min-w-0">{children}</div>
    </div>
  );
}

export default metBerichten("[admnr]/beheer/layout", BeheerLayout);
