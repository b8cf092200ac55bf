import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { VakgebiedDetails } from "@/components/vakgebieden/vakgebieden-screen";
import { requirePage } from "@/lib/auth/page";
import { queryKeys } from "@/lib/client/keys";
import { dehydrateStale, makeQueryClient } from "@/lib/client/query-client";
import { guards } from "@/lib/permissions";
import { listHoofdvakgebieden } from "@/lib/services/hoofdvakgebieden";
import { getVakgebied, listGebruiktePakketten, listVakgebieden } from "@/lib/services/vakgebieden";

export const metadata: Metadata = { title: "Vakgebied" };

export default async function VakgebiedPage({ params }: { params: Promise<{ admnr: string; nr: string }> }) {
  const { admnr, nr } = await params;
  const { ctx } = await requirePage(admnr, guards.vakgebieden);
  if (!/^[1-9][0-9]{0,8}$/.test(nr)) notFound();
  const data = await getVakgebied(ctx, Number(nr)).catch(() => null);
  if (!data) notFound();
  const qc = makeQueryClient();
  qc.setQueryData(queryKeys.vakgebied(ctx.administratieNr, data.nr), data);
  const [pakketten] = await Promise.all([
    listGebruiktePakketten(ctx),
    qc.prefetchQuery({ queryKey: queryKeys.vakgebieden(ctx.administratieNr), queryFn: () => listVakgebieden(ctx) }),
    qc.prefetchQuery({ queryKey: queryKeys.hoofdvakgebieden(ctx.administratieNr), queryFn: () => listHoofdvakgebieden(ctx) }),
  ]);
  return (
    <HydrationBoundary state={dehydrateStale(qc)}>
      <VakgebiedDetails admnr={ctx.administratieNr} nr={data.nr} pakketten={pakketten} />
    </HydrationBoundary>
  );
}
