import { notFound, redirect } from "next/navigation";
import { HandelingsplannenLijst, type HandelingsplanFilter } from "@/components/handelingsplannen/handelingsplannen-lijst";
import { requirePage } from "@/lib/auth/page";
import { queryKeys } from "@/lib/client/keys";
import { compacteStaat } from "@/lib/client/hydratie";
import { makeQueryClient } from "@/lib/client/query-client";
import { paginaTitel } from "@/lib/i18n/metadata";
import { Functiegebied, guards, kiesLijstFilter, permittedFilters } from "@/lib/permissions";
import { alleHandelingsplannen, eigenHandelingsplannen } from "@/lib/services/handelingsplannen";
import { metBerichten } from "@/components/providers/berichten";
import { CompacteHydratie } from "@/components/providers/compacte-hydratie";
import { lijstRij } from "@/components/handelingsplannen/handelingsplannen-lijst-rij";

export const generateMetadata = paginaTitel("planning.handelingsplannen.titel");

/**
 * planning/handelingsplannen (spec §2): the action plans of the school year with the filters Eigen
 * and Alle of §6 (Handelingsplannen area); without a filter (or an unknown one) → the first permitted one.
 */
async function HandelingsplannenPagina({ params, searchParams }: { params: Promise<{ admnr: string; schooljaar: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { admnr, schooljaar } = await params;
  const sp = await searchParams;
  const { ctx } = await requirePage(admnr, guards.handelingsplannenLezen);
  if (!/^\d{4}-\d{4}$/.test(schooljaar)) notFound();
  const filters = permittedFilters(ctx.permissions, Functiegebied.Handelingsplannen).filter((f): f is HandelingsplanFilter => f === "Eigen" || f === "Alle");
  const keuze = kiesLijstFilter(ctx.permissions, filters, sp.filter);
  if (!keuze) notFound();
  if ("standaard" in keuze) redirect(`/${ctx.administratieNr}/schooljaar/${schooljaar}/planning/handelingsplannen?filter=${keuze.standaard}`);
  const { filter } = keuze;
  const qc = makeQueryClient();
  qc.setQueryData([...queryKeys.handelingsplannen(ctx.administratieNr), "lijst", schooljaar, filter], (filter === "Eigen" ? await eigenHandelingsplannen(ctx, schooljaar) : await alleHandelingsplannen(ctx, schooljaar, 0)).map(lijstRij));
  return (
    <CompacteHydratie state={compacteStaat(qc)}>
      <HandelingsplannenLijst admnr={ctx.administratieNr} schooljaar={schooljaar} filter={filter} filters={filters} />
    </CompacteHydratie>
  );
}

export default metBerichten("[admnr]/schooljaar/[schooljaar]/planning/handelingsplannen/page", HandelingsplannenPagina);
