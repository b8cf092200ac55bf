import { HydrationBoundary, dehydrate } from "@tanstack/react-query";
import { notFound } from "next/navigation";
import { cache } from "react";
import { GroepGroepsplannen } from "@/components/groepsplannen/groep-groepsplannen";
import { requirePage } from "@/lib/auth/page";
import { queryKeys } from "@/lib/client/keys";
import { makeQueryClient } from "@/lib/client/query-client";
import { objectTitel } from "@/lib/i18n/metadata";
import { guards } from "@/lib/permissions";
import { getPermissionsView } from "@/lib/services/administraties";
import { getGroep } from "@/lib/services/groepen";
import { groepsplannenVoorGroep } from "@/lib/services/groepsplannen";
import { metBerichten } from "@/components/providers/berichten";

type Props = { params: Promise<{ admnr: string; schooljaar: string; nr: string }> };

/** The group (of this school year) and its plans; no read on the group's plans → not found (§6). */
const laad = cache(async (admnr: string, schooljaar: string, nr: string) => {
  const { ctx } = await requirePage(admnr, guards.groepsplannenLezen);
  if (!/^[1-9]\d{0,9}$/.test(nr)) notFound();
  const groep = await getGroep(ctx, Number(nr)).catch(() => null);
  if (!groep || groep.schooljaar !== schooljaar) notFound();
  const plannen = await groepsplannenVoorGroep(ctx, groep.nr).catch(() => null);
  if (!plannen) notFound();
  return { ctx, groep, plannen };
});

export async function generateMetadata({ params }: Props) {
  const { admnr, schooljaar, nr } = await params;
  return objectTitel("adm.groepDetails.paginaTitel", (await laad(admnr, schooljaar, nr)).groep.naam);
}

/** adm/groepen/details/{nr}/groepsplannen (spec §2): the group's plans with links to planning. */
async function GroepGroepsplannenPage({ params }: Props) {
  const { admnr, schooljaar, nr } = await params;
  const { ctx, groep, plannen } = await laad(admnr, schooljaar, nr);
  const qc = makeQueryClient();
  qc.setQueryData(queryKeys.groep(ctx.administratieNr, groep.nr), groep);
  qc.setQueryData(queryKeys.groepsplannenVoorGroep(ctx.administratieNr, groep.nr), plannen);
  qc.setQueryData(queryKeys.permissies(ctx.administratieNr), await getPermissionsView(ctx));
  return (
    <HydrationBoundary state={dehydrate(qc)}>
      <GroepGroepsplannen admnr={ctx.administratieNr} schooljaar={schooljaar} nr={groep.nr} />
    </HydrationBoundary>
  );
}

export default metBerichten("[admnr]/schooljaar/[schooljaar]/adm/groepen/details/[nr]/groepsplannen/page", GroepGroepsplannenPage);
