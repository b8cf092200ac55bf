import { HydrationBoundary, dehydrate } from "@tanstack/react-query";
import { notFound } from "next/navigation";
import { cache } from "react";
import { LeerlingDetails } from "@/components/adm/leerling-details";
import { LeerlingHandelingsplannen } from "@/components/handelingsplannen/leerling-handelingsplannen";
import { requirePage } from "@/lib/auth/page";
import { queryKeys } from "@/lib/client/keys";
import { makeQueryClient } from "@/lib/client/query-client";
import { objectTitel } from "@/lib/i18n/metadata";
import { guards } from "@/lib/permissions";
import { getLeerling } from "@/lib/services/leerlingen";
import { handelingsplannenVoorLeerling } from "@/lib/services/handelingsplannen";
import { actievePeriode } from "@/lib/schooljaar";
import { listPerioden } from "@/lib/services/schooljaren";
import { metBerichten } from "@/components/providers/berichten";

type Props = { params: Promise<{ admnr: string; schooljaar: string; id: string }> };

/** The pupil, when the tab handelingsplannen is the user's (§6: read on Handelingsplannen for this pupil). */
const laad = cache(async (admnr: string, id: string) => {
  const { ctx } = await requirePage(admnr, guards.leerlingenLezen);
  if (!/^[1-9]\d{0,9}$/.test(id)) notFound();
  const leerling = await getLeerling(ctx, Number(id)).catch(() => null);
  if (!leerling || !leerling.tabs.includes("handelingsplannen")) notFound();
  const plannen = await handelingsplannenVoorLeerling(ctx, leerling.id).catch(() => null);
  if (!plannen) notFound();
  return { ctx, leerling, plannen };
});

export async function generateMetadata({ params }: Props) {
  const { admnr, id } = await params;
  return objectTitel("adm.leerlingDetails.paginaTitel", (await laad(admnr, id)).leerling.naam);
}

/** adm/leerlingen/details/{id}/handelingsplannen: the pupil's action plans under its header and tabs. */
async function LeerlingHandelingsplannenPagina({ params }: Props) {
  const { admnr, schooljaar, id } = await params;
  const { ctx, leerling, plannen } = await laad(admnr, id);
  const a = ctx.administratieNr;
  // Writing a new plan is offered to who may write action plans (the server checks the pupil too).
  const perioden = guards.handelingsplannenSchrijven(ctx.permissions) ? await listPerioden(ctx, schooljaar).catch(() => []) : [];
  const nieuw = perioden.length ? { perioden, actievePeriode: actievePeriode(perioden, schooljaar)?.nummer ?? null } : undefined;
  const qc = makeQueryClient();
  qc.setQueryData(queryKeys.leerling(a, leerling.id), leerling);
  qc.setQueryData(queryKeys.handelingsplannenLeerling(a, leerling.id), plannen);
  return (
    <HydrationBoundary state={dehydrate(qc)}>
      <LeerlingDetails admnr={a} schooljaar={schooljaar} id={leerling.id}>
        <LeerlingHandelingsplannen admnr={a} leerlingId={leerling.id} schooljaar={schooljaar} nieuw={nieuw} />
      </LeerlingDetails>
    </HydrationBoundary>
  );
}

export default metBerichten("[admnr]/schooljaar/[schooljaar]/adm/leerlingen/details/[id]/handelingsplannen/page", LeerlingHandelingsplannenPagina);
