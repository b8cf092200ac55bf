import { HydrationBoundary, dehydrate } from "@tanstack/react-query";
import { notFound } from "next/navigation";
import { cache } from "react";
import { LeerlingDetails } from "@/components/adm/leerling-details";
import { LeerlingOpps } from "@/components/ontwikkelingsperspectieven/opp-lijst";
import { oppSleutels } from "@/components/ontwikkelingsperspectieven/sleutels";
import { requirePage } from "@/lib/auth/page";
import { queryKeys } from "@/lib/client/keys";
import { makeQueryClient } from "@/lib/client/query-client";
import { objectTitel } from "@/lib/i18n/metadata";
import { guards } from "@/lib/permissions";
import { getLeerling } from "@/lib/services/leerlingen";
import { magOppsSchrijven, oppKeuzes, oppsVoorLeerling } from "@/lib/services/ontwikkelingsperspectieven";
import { metBerichten } from "@/components/providers/berichten";

type Props = { params: Promise<{ admnr: string; schooljaar: string; id: string }> };

/** The pupil, when the tab ontwikkelingsperspectieven is the user's (§6: read on Ontwikkelingsperspectieven for this pupil). */
const laad = cache(async (admnr: string, id: string) => {
  const { ctx } = await requirePage(admnr, guards.leerlingenLezen);
  if (!/^[1-9]\d{0,9}$/.test(id)) notFound();
  const leerling = await getLeerling(ctx, Number(id)).catch(() => null);
  if (!leerling || !leerling.tabs.includes("ontwikkelingsperspectieven")) notFound();
  const opps = await oppsVoorLeerling(ctx, leerling.id).catch(() => null);
  if (!opps) notFound();
  return { ctx, leerling, opps };
});

export async function generateMetadata({ params }: Props) {
  const { admnr, id } = await params;
  return objectTitel("adm.leerlingDetails.paginaTitel", (await laad(admnr, id)).leerling.naam);
}

/** adm/leerlingen/details/{id}/ontwikkelingsperspectieven: the pupil's OPPs under its header and tabs; with write a new one. */
async function LeerlingOppsPagina({ params }: Props) {
  const { admnr, schooljaar, id } = await params;
  const { ctx, leerling, opps } = await laad(admnr, id);
  const a = ctx.administratieNr;
  const magToevoegen = await magOppsSchrijven(ctx, leerling.id);
  const keuzes = magToevoegen ? await oppKeuzes(ctx, schooljaar) : { templates: [], perioden: [], vakgebieden: [], standaardPeriode: null };
  const qc = makeQueryClient();
  qc.setQueryData(queryKeys.leerling(a, leerling.id), leerling);
  qc.setQueryData(oppSleutels.leerling(a, leerling.id), opps);
  return (
    <HydrationBoundary state={dehydrate(qc)}>
      <LeerlingDetails admnr={a} schooljaar={schooljaar} id={leerling.id}>
        <LeerlingOpps admnr={a} schooljaar={schooljaar} leerlingId={leerling.id} magToevoegen={magToevoegen} keuzes={{ templates: keuzes.templates, perioden: keuzes.perioden, standaardPeriode: keuzes.standaardPeriode }} />
      </LeerlingDetails>
    </HydrationBoundary>
  );
}

export default metBerichten("[admnr]/schooljaar/[schooljaar]/adm/leerlingen/details/[id]/ontwikkelingsperspectieven/page", LeerlingOppsPagina);
