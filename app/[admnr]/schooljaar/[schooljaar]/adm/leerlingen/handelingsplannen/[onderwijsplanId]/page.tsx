import { redirect } from "next/navigation";
import { laadHandelingsplan } from "@/components/handelingsplannen/laad";

/** adm/leerlingen/handelingsplannen/{onderwijsplanId}: the bare route redirects to the tab details (spec §2). */
export default async function LeerlingHandelingsplanStart({ params }: { params: Promise<{ admnr: string; schooljaar: string; onderwijsplanId: string }> }) {
  const { admnr, schooljaar, onderwijsplanId } = await params;
  const { ctx, plan } = await laadHandelingsplan(admnr, onderwijsplanId);
  redirect(`/${ctx.administratieNr}/schooljaar/${schooljaar}/adm/leerlingen/handelingsplannen/${plan.id}/details`);
}
