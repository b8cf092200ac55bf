import { HydrationBoundary, dehydrate } from "@tanstack/react-query";
import { notFound } from "next/navigation";
import { cache } from "react";
import { InstructiegroepBewerken } from "@/components/groepsplannen/instructiegroep-bewerken";
import { requirePage } from "@/lib/auth/page";
import { queryKeys } from "@/lib/client/keys";
import { makeQueryClient } from "@/lib/client/query-client";
import { objectTitel } from "@/lib/i18n/metadata";
import { guards } from "@/lib/permissions";
import { groepsplanDetails, pakketKeuzes } from "@/lib/services/groepsplannen";
import { listVakgebieden } from "@/lib/services/vakgebieden";
import { metBerichten } from "@/components/providers/berichten";

type Props = { params: Promise<{ admnr: string; schooljaar: string; nr: string; periode: string; igNr: string }> };

const getal = (s: string) => (/^[1-9]\d{0,8}$/.test(s) ? Number(s) : null);

/** §6: editing a plan needs write on Groepsplannen for the group (else not found). */
const laad = cache(async (admnr: string, schooljaar: string, nr: string, periode: string, igNr: string) => {
  const { ctx } = await requirePage(admnr, guards.groepsplannenSchrijven);
  const [g, p, i] = [getal(nr), getal(periode), getal(igNr)];
  if (g === null || p === null || i === null) notFound();
  const plan = await groepsplanDetails(ctx, g, p).catch(() => null);
  const ig = plan?.instructiegroepen.find((x) => x.nr === i);
  if (!plan || !ig || plan.schooljaar !== schooljaar || !plan.magBewerken) notFound();
  return { ctx, plan, ig };
});

export async function generateMetadata({ params }: Props) {
  const { admnr, schooljaar, nr, periode, igNr } = await params;
  const { plan, ig } = await laad(admnr, schooljaar, nr, periode, igNr);
  return objectTitel("planning.groepsplannen.bewerken.paginaTitel", `${ig.naam} · ${plan.groepNaam}`);
}

/** planning/groepsplannen/bewerken/{nr}/{periode}/{igNr} (spec §2, §4). */
async function InstructiegroepBewerkenPagina({ params }: Props) {
  const { admnr, schooljaar, nr, periode, igNr } = await params;
  const { ctx, plan, ig } = await laad(admnr, schooljaar, nr, periode, igNr);
  const [pakketten, vakgebieden] = await Promise.all([pakketKeuzes(ctx), listVakgebieden(ctx)]);
  const qc = makeQueryClient();
  qc.setQueryData(queryKeys.groepsplan(ctx.administratieNr, plan.groepNr, plan.periodeNummer), plan);
  return (
    <HydrationBoundary state={dehydrate(qc)}>
      <InstructiegroepBewerken
        admnr={ctx.administratieNr}
        schooljaar={schooljaar}
        groepNr={plan.groepNr}
        periode={plan.periodeNummer}
        igNr={ig.nr}
        pakketten={pakketten}
        vakgebieden={vakgebieden.map((v) => ({ nr: v.nr, naam: v.naam }))}
      />
    </HydrationBoundary>
  );
}

export default metBerichten("[admnr]/schooljaar/[schooljaar]/planning/groepsplannen/bewerken/[nr]/[periode]/[igNr]/page", InstructiegroepBewerkenPagina);
