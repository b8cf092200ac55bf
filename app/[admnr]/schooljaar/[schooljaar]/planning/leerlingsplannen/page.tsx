import { HydrationBoundary, dehydrate } from "@tanstack/react-query";
import { notFound, redirect } from "next/navigation";
import { LeerlingplannenLijst, type LeerlingplanFilter } from "@/components/leerlingplannen/plannen-lijst";
import { requirePage } from "@/lib/auth/page";
import { queryKeys } from "@/lib/client/keys";
import { makeQueryClient } from "@/lib/client/query-client";
import { paginaTitel } from "@/lib/i18n/metadata";
import { Functiegebied, guards, kiesLijstFilter, permittedFilters } from "@/lib/permissions";
import { alleLeerlingplannen, eigenLeerlingplannen } from "@/lib/services/leerlingplannen";
import { metBerichten } from "@/components/providers/berichten";

export const generateMetadata = paginaTitel("planning.leerlingplannen.titel");

/** planning/leerlingsplannen (spec §2): the pupil plans of the school year with the filters Eigen and Alle of §6. */
async function LeerlingplannenPagina({ params, searchParams }: { params: Promise<{ admnr: string; schooljaar: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> }) {
  const { admnr, schooljaar } = await params;
  const sp = await searchParams;
  const { ctx } = await requirePage(admnr, guards.leerlingplannenLezen);
  if (!/^\d{4}-\d{4}$/.test(schooljaar)) notFound();
  const filters = permittedFilters(ctx.permissions, Functiegebied.Leerlingplannen).filter((f): f is LeerlingplanFilter => f === "Eigen" || f === "Alle");
  const keuze = kiesLijstFilter(ctx.permissions, filters, sp.filter);
  if (!keuze) notFound();
  if ("standaard" in keuze) redirect(`/${ctx.administratieNr}/schooljaar/${schooljaar}/planning/leerlingsplannen?filter=${keuze.standaard}`);
  const { filter } = keuze;
  const qc = makeQueryClient();
  qc.setQueryData(queryKeys.leerlingplannen(ctx.administratieNr, schooljaar, filter), filter === "Eigen" ? await eigenLeerlingplannen(ctx, schooljaar) : await alleLeerlingplannen(ctx, schooljaar, 0));
  return (
    <HydrationBoundary state={dehydrate(qc)}>
      <LeerlingplannenLijst admnr={ctx.administratieNr} schooljaar={schooljaar} filter={filter} filters={filters} />
    </HydrationBoundary>
  );
}

export default metBerichten("[admnr]/schooljaar/[schooljaar]/planning/leerlingsplannen/page", LeerlingplannenPagina);
