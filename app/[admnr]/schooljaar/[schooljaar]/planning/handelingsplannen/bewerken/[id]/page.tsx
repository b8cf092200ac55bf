import { HydrationBoundary, dehydrate } from "@tanstack/react-query";
import { notFound } from "next/navigation";
import { HandelingsplanBewerken } from "@/components/handelingsplannen/handelingsplan-bewerken";
import { laadHandelingsplan, planQueryClient } from "@/components/handelingsplannen/laad";
import { objectTitel } from "@/lib/i18n/metadata";
import { guards } from "@/lib/permissions";
import { listBeoordelaars } from "@/lib/services/beoordelaars";
import { pakketKeuzes } from "@/lib/services/groepsplannen";
import { listPerioden } from "@/lib/services/schooljaren";
import { listVakgebieden } from "@/lib/services/vakgebieden";
import { metBerichten } from "@/components/providers/berichten";

type Props = { params: Promise<{ admnr: string; schooljaar: string; id: string }> };

/** §6: editing a plan needs write on Handelingsplannen for the pupil (else not found). */
async function laad(admnr: string, id: string) {
  const r = await laadHandelingsplan(admnr, id, guards.handelingsplannenSchrijven);
  if (!r.plan.magBewerken) notFound();
  return r;
}

export async function generateMetadata({ params }: Props) {
  const { admnr, id } = await params;
  const { plan } = await laad(admnr, id);
  return objectTitel("planning.handelingsplannen.bewerken.paginaTitel", `${plan.titel ?? plan.id} · ${plan.leerlingNaam}`);
}

/** planning/handelingsplannen/bewerken/{id} (spec §2, §4). */
async function HandelingsplanBewerkenPagina({ params }: Props) {
  const { admnr, schooljaar, id } = await params;
  const { ctx, plan } = await laad(admnr, id);
  const [perioden, pakketten, vakgebieden, beoordelaars] = await Promise.all([listPerioden(ctx, plan.schooljaar), pakketKeuzes(ctx), listVakgebieden(ctx), listBeoordelaars(ctx)]);
  const keuzes = {
    perioden: perioden.map((p) => ({ nummer: p.nummer, ingangsdatum: p.ingangsdatum, einddatum: p.einddatum })),
    pakketten,
    vakgebieden: vakgebieden.map((v) => ({ nr: v.nr, naam: v.naam })),
    beoordelaars: beoordelaars.filter((b) => b.actief || b.nr === plan.beoordelaarNr).map((b) => ({ nr: b.nr, naam: b.naam })),
  };
  return (
    <HydrationBoundary state={dehydrate(planQueryClient(ctx.administratieNr, plan))}>
      <HandelingsplanBewerken admnr={ctx.administratieNr} schooljaar={schooljaar} id={plan.id} keuzes={keuzes} />
    </HydrationBoundary>
  );
}

export default metBerichten("[admnr]/schooljaar/[schooljaar]/planning/handelingsplannen/bewerken/[id]/page", HandelingsplanBewerkenPagina);
