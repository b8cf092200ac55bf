import { notFound } from "next/navigation";
import { requireTenant } from "@/lib/auth/page";
import { parseSchooljaar } from "@/lib/schooljaar";
import { metBerichten } from "@/components/providers/berichten";

/** Spec §5: the school-year route parameter must be two consecutive years, else the route is refused. */
async function SchooljaarLayout({ children, params }: { children: React.ReactNode; params: Promise<{ admnr: string; schooljaar: string }> }) {
  const { admnr, schooljaar } = await params;
  await requireTenant(admnr);
  if (!parseSchooljaar(schooljaar)) notFound();
  return children;
}

export default metBerichten("[admnr]/schooljaar/[schooljaar]/layout", SchooljaarLayout);
