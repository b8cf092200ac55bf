import { HydrationBoundary, dehydrate } from "@tanstack/react-query";
import { notFound } from "next/navigation";
import { cache } from "react";
import { LeerlingDetails } from "@/components/adm/leerling-details";
import { LeerlingLeerlingplannen } from "@/components/leerlingplannen/plannen-lijst";
import { requirePage } from "@/lib/auth/page";
import { queryKeys } from "@/lib/client/keys";
import { makeQueryClient } from "@/lib/client/query-client";
import { objectTitel } from "@/lib/i18n/metadata";
import { guards } from "@/lib/permissions";
import { leerlingplannenVoorLeerling } from "@/lib/services/leerlingplannen";
import { getLeerling } from "@/lib/services/leerlingen";
import { metBerichten } from "@/components/providers/berichten";

type Props = { params: Promise<{ admnr: string; schooljaar: string; id: string }> };

/** The pupil, when the tab leerlingplannen is the user's (§6: read on Leerlingplannen for this pupil). */
const laad = cache(async (admnr: string, id: string) => {
  const { ctx } = await requirePage(admnr, guards.leerlingenLezen);
  if (!/^[1-9]\d{0,9}$/.test(id)) notFound();
  const leerling = await getLeerling(ctx, Number(id)).catch(() => null);
  if (!leerling || !leerling.tabs.includes("leerlingplannen")) notFound();
  const plannen = await leerlingplannenVoorLeerling(ctx, leerling.id).catch(() => null);
  if (!plannen) notFound();
  return { ctx, leerling, plannen };
});

export async function generateMetadata({ params }: Props) {
  const { admnr, id } = await params;
  return objectTitel("adm.leerlingDetails.paginaTitel", (await laad(admnr, id)).leerling.naam);
}

/** adm/leerlingen/details/{id}/leerlingplannen: the pupil's plans under its header and tabs. */
async function LeerlingLeerlingplannenPagina({ params }: Props) {
  const { admnr, schooljaar, id } = await params;
  const { ctx, leerling, plannen } = await laad(admnr, id);
  const a = ctx.administratieNr;
  const qc = makeQueryClient();
  qc.setQueryData(queryKeys.leerling(a, leerling.id), leerling);
  qc.setQueryData(queryKeys.leerlingplannenLeerling(a, leerling.id), plannen);
  const magSchrijven = guards.leerlingplannenSchrijven(ctx.permissions);
  return (
    <HydrationBoundary state={dehydrate(qc)}>
      <LeerlingDetails admnr={a} schooljaar={schooljaar} id={leerling.id}>
        <LeerlingLeerlingplannen admnr={a} leerlingId={leerling.id} schooljaar={schooljaar} magSchrijven={magSchrijven} />
      </LeerlingDetails>
    </HydrationBoundary>
  );
}

export default metBerichten("[admnr]/schooljaar/[schooljaar]/adm/leerlingen/details/[id]/leerlingplannen/page", LeerlingLeerlingplannenPagina);
