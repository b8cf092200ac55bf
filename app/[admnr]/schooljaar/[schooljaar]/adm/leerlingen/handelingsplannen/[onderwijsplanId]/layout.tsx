import { HydrationBoundary, dehydrate } from "@tanstack/react-query";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { HandelingsplanKop } from "@/components/handelingsplannen/handelingsplan-scherm";
import { laadHandelingsplan, planQueryClient } from "@/components/handelingsplannen/laad";
import { metBerichten } from "@/components/providers/berichten";

/** adm/leerlingen/handelingsplannen/{onderwijsplanId} (spec §2): the plan with tabs details and lesspapers, back to the pupil's tab. */
async function LeerlingHandelingsplanLayout({ children, params }: { children: ReactNode; params: Promise<{ admnr: string; schooljaar: string; onderwijsplanId: string }> }) {
  const { admnr, schooljaar, onderwijsplanId } = await params;
  const { ctx, plan } = await laadHandelingsplan(admnr, onderwijsplanId);
  const t = await getTranslations("planning.handelingsplannen.details");
  const basis = `/${ctx.administratieNr}/schooljaar/${schooljaar}/adm/leerlingen/handelingsplannen/${plan.id}`;
  return (
    <HydrationBoundary state={dehydrate(planQueryClient(ctx.administratieNr, plan))}>
      <section className="space-y-4">
        <HandelingsplanKop
          admnr={ctx.administratieNr}
          schooljaar={schooljaar}
          id={plan.id}
          tabs={{ details: `${basis}/details`, lesspapers: `${basis}/lesspapers` }}
          terug={{ href: `/${ctx.administratieNr}/schooljaar/${schooljaar}/adm/leerlingen/details/${plan.leerlingId}/handelingsplannen`, label: t("terugLeerling", { naam: plan.leerlingNaam }) }}
        />
        {children}
      </section>
    </HydrationBoundary>
  );
}

export default metBerichten("[admnr]/schooljaar/[schooljaar]/adm/leerlingen/handelingsplannen/[onderwijsplanId]/layout", LeerlingHandelingsplanLayout);
