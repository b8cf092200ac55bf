import { HydrationBoundary, dehydrate } from "@tanstack/react-query";
import { notFound, redirect } from "next/navigation";
import { GroepsplannenLijst, type GroepsplanFilter } from "@/components/groepsplannen/groepsplannen-lijst";
import { requirePage } from "@/lib/auth/page";
import { queryKeys } from "@/lib/client/keys";
import { makeQueryClient } from "@/lib/client/query-client";
import { paginaTitel } from "@/lib/i18n/metadata";
import { Functiegebied, guards, kiesLijstFilter, permittedFilters } from "@/lib/permissions";
import { alleGroepsplannen, eigenGroepsplannen } from "@/lib/services/groepsplannen";
import { metBerichten } from "@/components/providers/berichten";

export const generateMetadata = paginaTitel("planning.groepsplannen.titel");

/**
 * planning/groepsplannen (spec §2): the group plans of the school year with the filters Eigen and
 * Alle of §6 (Groepsplannen area); without a filter (or an unknown one) → the first permitted one.
 */
async function GroepsplannenPagina({ params, searchParams }: { params: Promise<{ admnr: string; schooljaar: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { admnr, schooljaar } = await params;
  const sp = await searchParams;
  const { ctx } = await requirePage(admnr, guards.groepsplannenLezen);
  if (!/^\d{4}-\d{4}$/.test(schooljaar)) notFound();
  const filters = permittedFilters(ctx.permissions, Functiegebied.Groepsplannen).filter((f): f is GroepsplanFilter => f === "Eigen" || f === "Alle");
  const keuze = kiesLijstFilter(ctx.permissions, filters, sp.filter);
  if (!keuze) notFound();
  if ("standaard" in keuze) redirect(`/${ctx.administratieNr}/schooljaar/${schooljaar}/planning/groepsplannen?filter=${keuze.standaard}`);
  const { filter } = keuze;
  const qc = makeQueryClient();
  qc.setQueryData(queryKeys.groepsplannenLijst(ctx.administratieNr, schooljaar, filter), filter === "Eigen" ? await eigenGroepsplannen(ctx, schooljaar) : await alleGroepsplannen(ctx, schooljaar, 0));
  return (
    <HydrationBoundary state={dehydrate(qc)}>
      <GroepsplannenLijst admnr={ctx.administratieNr} schooljaar={schooljaar} filter={filter} filters={filters} />
    </HydrationBoundary>
  );
}

export default metBerichten("[admnr]/schooljaar/[schooljaar]/planning/groepsplannen/page", GroepsplannenPagina);
