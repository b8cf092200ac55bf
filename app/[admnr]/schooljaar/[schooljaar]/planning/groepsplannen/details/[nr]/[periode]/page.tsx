import { notFound } from "next/navigation";
import { cache } from "react";
import { GroepsplanDetails } from "@/components/groepsplannen/groepsplan-details";
import { requirePage } from "@/lib/auth/page";
import { queryKeys } from "@/lib/client/keys";
import { makeQueryClient } from "@/lib/client/query-client";
import { compacteStaat } from "@/lib/client/hydratie";
import { CompacteHydratie } from "@/components/providers/compacte-hydratie";
import { objectTitel } from "@/lib/i18n/metadata";
import { guards } from "@/lib/permissions";
import { getPermissionsView } from "@/lib/services/administraties";
import { gevuldePerioden, groepsplanDetails, pakketKeuzes } from "@/lib/services/groepsplannen";
import { metBerichten } from "@/components/providers/berichten";

type Props = { params: Promise<{ admnr: string; schooljaar: string; nr: string; periode: string }> };

/** The guard and the plan (of this school year; another's, or one the user may not read → not found). */
const laad = cache(async (admnr: string, schooljaar: string, nr: string, periode: string) => {
  const { ctx } = await requirePage(admnr, guards.groepsplannenLezen);
  if (!/^[1-9]\d{0,9}$/.test(nr) || !/^[1-9]\d{0,3}$/.test(periode)) notFound();
  const plan = await groepsplanDetails(ctx, Number(nr), Number(periode)).catch(() => null);
  if (!plan || plan.schooljaar !== schooljaar) notFound();
  return { ctx, plan };
});

export async function generateMetadata({ params }: Props) {
  const { admnr, schooljaar, nr, periode } = await params;
  const { plan } = await laad(admnr, schooljaar, nr, periode);
  return objectTitel("planning.groepsplannen.paginaTitel", `${plan.groepNaam} · ${plan.periodeNummer}`);
}

/** planning/groepsplannen/details/{nr}/{periode} (spec §2), tab instructiegroepen. */
async function GroepsplanPagina({ params }: Props) {
  const { admnr, schooljaar, nr, periode } = await params;
  const { ctx, plan } = await laad(admnr, schooljaar, nr, periode);
  const qc = makeQueryClient();
  qc.setQueryData(queryKeys.groepsplan(ctx.administratieNr, plan.groepNr, plan.periodeNummer), plan);
  // What the screen reads besides the plan (its back link's filter, the periods to copy from) comes
  // with the page too, not as two calls after it.
  const [pakketten, perioden] = await Promise.all([plan.magBewerken ? pakketKeuzes(ctx) : [], gevuldePerioden(ctx, plan.groepNr)]);
  qc.setQueryData(queryKeys.groepsplanPerioden(ctx.administratieNr, plan.groepNr), perioden);
  qc.setQueryData(queryKeys.permissies(ctx.administratieNr), await getPermissionsView(ctx));
  return (
    <CompacteHydratie state={compacteStaat(qc)}>
      <GroepsplanDetails admnr={ctx.administratieNr} schooljaar={schooljaar} groepNr={plan.groepNr} periode={plan.periodeNummer} pakketten={pakketten} />
    </CompacteHydratie>
  );
}

export default metBerichten("[admnr]/schooljaar/[schooljaar]/planning/groepsplannen/details/[nr]/[periode]/page", GroepsplanPagina);
