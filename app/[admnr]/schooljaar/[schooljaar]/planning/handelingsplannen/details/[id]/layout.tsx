import { HydrationBoundary, dehydrate } from "@tanstack/react-query";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { HandelingsplanKop } from "@/components/handelingsplannen/handelingsplan-scherm";
import { laadHandelingsplan, planQueryClient } from "@/components/handelingsplannen/laad";
import { metBerichten } from "@/components/providers/berichten";
import { eindadres } from "@/lib/routes/doorverwijzing";

/** planning/handelingsplannen/details/{id} (spec §2): the plan's head and the tabs details and lesspapers. */
async function HandelingsplanLayout({ children, params }: { children: ReactNode; params: Promise<{ admnr: string; schooljaar: string; id: string }> }) {
  const { admnr, schooljaar, id } = await params;
  const { ctx, plan } = await laadHandelingsplan(admnr, id);
  const t = await getTranslations("planning.handelingsplannen.details");
  const basis = `/${ctx.administratieNr}/schooljaar/${schooljaar}/planning/handelingsplannen`;
  return (
    <HydrationBoundary state={dehydrate(planQueryClient(ctx.administratieNr, plan))}>
      <section className="space-y-4">
        <HandelingsplanKop
          admnr={ctx.administratieNr}
          schooljaar={schooljaar}
          id={plan.id}
          tabs={{ details: `${basis}/details/${plan.id}`, lesspapers: `${basis}/details/${plan.id}/lesspapers` }}
          terug={{ href: eindadres(basis, ctx.permissions), label: t("terug") }}
        />
        {children}
      </section>
    </HydrationBoundary>
  );
}

export default metBerichten("[admnr]/schooljaar/[schooljaar]/planning/handelingsplannen/details/[id]/layout", HandelingsplanLayout);
