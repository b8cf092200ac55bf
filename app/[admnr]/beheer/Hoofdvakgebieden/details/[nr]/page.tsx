import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { HoofdvakgebiedDetails } from "@/components/vakgebieden/hoofdvakgebieden-screen";
import { requirePage } from "@/lib/auth/page";
import { queryKeys } from "@/lib/client/keys";
import { dehydrateStale, makeQueryClient } from "@/lib/client/query-client";
import { guards } from "@/lib/permissions";
import { getHoofdvakgebied, listHoofdvakgebieden, listNietGekoppeldeDomeinen } from "@/lib/services/hoofdvakgebieden";

export const metadata: Metadata = { title: "Hoofdvakgebied" };

export default async function HoofdvakgebiedPage({ params }: { params: Promise<{ admnr: string; nr: string }> }) {
  const { admnr, nr } = await params;
  const { ctx } = await requirePage(admnr, guards.hoofdvakgebieden);
  if (!/^[1-9][0-9]{0,8}$/.test(nr)) notFound();
  const data = await getHoofdvakgebied(ctx, Number(nr)).catch(() => null);
  if (!data) notFound();
  const qc = makeQueryClient();
  qc.setQueryData(queryKeys.hoofdvakgebied(ctx.administratieNr, data.nr), data);
  await Promise.all([
    qc.prefetchQuery({ queryKey: queryKeys.hoofdvakgebieden(ctx.administratieNr), queryFn: () => listHoofdvakgebieden(ctx) }),
    qc.prefetchQuery({ queryKey: queryKeys.nietGekoppeldeDomeinen(ctx.administratieNr), queryFn: () => listNietGekoppeldeDomeinen(ctx) }),
  ]);
  return (
    <HydrationBoundary state={dehydrateStale(qc)}>
      <HoofdvakgebiedDetails admnr={ctx.administratieNr} nr={data.nr} />
    </HydrationBoundary>
  );
}
