import { HydrationBoundary, dehydrate } from "@tanstack/react-query";
import { notFound } from "next/navigation";
import { cache } from "react";
import { GroepNotitiesScreen } from "@/components/leerlingdossier/groep-notities";
import { requirePage } from "@/lib/auth/page";
import { queryKeys } from "@/lib/client/keys";
import { makeQueryClient } from "@/lib/client/query-client";
import { objectTitel } from "@/lib/i18n/metadata";
import { guards } from "@/lib/permissions";
import { getPermissionsView } from "@/lib/services/administraties";
import { getGroep } from "@/lib/services/groepen";
import { notitiesVoorGroep } from "@/lib/services/notities";
import { metBerichten } from "@/components/providers/berichten";

type Props = { params: Promise<{ admnr: string; schooljaar: string; nr: string }> };

/** The group (of this school year) and its notes; no right on the group's notes → not found (§6). */
const laad = cache(async (admnr: string, schooljaar: string, nr: string) => {
  const { ctx } = await requirePage(admnr, guards.notitiesLezen);
  if (!/^[1-9]\d{0,9}$/.test(nr)) notFound();
  const groep = await getGroep(ctx, Number(nr)).catch(() => null);
  if (!groep || groep.schooljaar !== schooljaar) notFound();
  const notities = await notitiesVoorGroep(ctx, groep.nr).catch(() => null);
  if (!notities) notFound();
  return { ctx, groep, notities };
});

export async function generateMetadata({ params }: Props) {
  const { admnr, schooljaar, nr } = await params;
  return objectTitel("adm.groepDetails.paginaTitel", (await laad(admnr, schooljaar, nr)).groep.naam);
}

async function GroepNotitiesPage({ params }: Props) {
  const { admnr, schooljaar, nr } = await params;
  const { ctx, groep, notities } = await laad(admnr, schooljaar, nr);
  const qc = makeQueryClient();
  qc.setQueryData(queryKeys.groep(ctx.administratieNr, groep.nr), groep);
  qc.setQueryData(queryKeys.notities(ctx.administratieNr, "groep", groep.nr), notities);
  qc.setQueryData(queryKeys.permissies(ctx.administratieNr), await getPermissionsView(ctx));
  return (
    <HydrationBoundary state={dehydrate(qc)}>
      <GroepNotitiesScreen admnr={ctx.administratieNr} schooljaar={schooljaar} nr={groep.nr} />
    </HydrationBoundary>
  );
}

export default metBerichten("[admnr]/schooljaar/[schooljaar]/adm/groepen/details/[nr]/notities/page", GroepNotitiesPage);
