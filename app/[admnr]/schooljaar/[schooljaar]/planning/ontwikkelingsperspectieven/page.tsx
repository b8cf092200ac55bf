import { notFound, redirect } from "next/navigation";
import { OppLijst, type OppFilter } from "@/components/ontwikkelingsperspectieven/opp-lijst";
import { oppLijstRij, oppSleutels } from "@/components/ontwikkelingsperspectieven/sleutels";
import { requirePage } from "@/lib/auth/page";
import { compacteStaat } from "@/lib/client/hydratie";
import { makeQueryClient } from "@/lib/client/query-client";
import { paginaTitel } from "@/lib/i18n/metadata";
import { Functiegebied, guards, kiesLijstFilter, permittedFilters } from "@/lib/permissions";
import { actieveOpps, eigenOpps } from "@/lib/services/ontwikkelingsperspectieven";
import { metBerichten } from "@/components/providers/berichten";
import { CompacteHydratie } from "@/components/providers/compacte-hydratie";

export const generateMetadata = paginaTitel("planning.ontwikkelingsperspectieven.titel");

/**
 * planning/ontwikkelingsperspectieven (spec §2): the OPPs of the school year with the filters Eigen
 * and Actief of §6 (Ontwikkelingsperspectieven area); without a filter (or an unknown one) → the first permitted one.
 */
async function OntwikkelingsperspectievenPagina({ params, searchParams }: { params: Promise<{ admnr: string; schooljaar: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { admnr, schooljaar } = await params;
  const sp = await searchParams;
  const { ctx } = await requirePage(admnr, guards.oppLezen);
  if (!/^\d{4}-\d{4}$/.test(schooljaar)) notFound();
  const filters = permittedFilters(ctx.permissions, Functiegebied.Ontwikkelingsperspectieven).filter((f): f is OppFilter => f === "Eigen" || f === "Actief");
  const keuze = kiesLijstFilter(ctx.permissions, filters, sp.filter);
  if (!keuze) notFound();
  if ("standaard" in keuze) redirect(`/${ctx.administratieNr}/schooljaar/${schooljaar}/planning/ontwikkelingsperspectieven?filter=${keuze.standaard}`);
  const { filter } = keuze;
  const qc = makeQueryClient();
  qc.setQueryData(oppSleutels.lijst(ctx.administratieNr, schooljaar, filter), (filter === "Eigen" ? await eigenOpps(ctx, schooljaar) : await actieveOpps(ctx, schooljaar, 0)).map(oppLijstRij));
  // The list packed (field names once) and only the fields it reads: issue 27, HTML ≤ 60 KB.
  return (
    <CompacteHydratie state={compacteStaat(qc)}>
      <OppLijst admnr={ctx.administratieNr} schooljaar={schooljaar} filter={filter} filters={filters} />
    </CompacteHydratie>
  );
}

export default metBerichten("[admnr]/schooljaar/[schooljaar]/planning/ontwikkelingsperspectieven/page", OntwikkelingsperspectievenPagina);
