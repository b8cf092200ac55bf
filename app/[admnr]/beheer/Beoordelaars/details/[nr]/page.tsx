import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { BeoordelaarDetails } from "@/components/vakgebieden/beoordelaars-screen";
import { requirePage } from "@/lib/auth/page";
import { queryKeys } from "@/lib/client/keys";
import { dehydrateStale, makeQueryClient } from "@/lib/client/query-client";
import { guards } from "@/lib/permissions";
import { beoordelingenPerVakgebied, getBeoordelaar } from "@/lib/services/beoordelaars";
import { listVakgebieden } from "@/lib/services/vakgebieden";

export const metadata: Metadata = { title: "Beoordelaar" };

export default async function BeoordelaarPage({ params }: { params: Promise<{ admnr: string; nr: string }> }) {
  const { admnr, nr } = await params;
  const { ctx } = await requirePage(admnr, guards.beoordelaars);
  if (!/^[1-9][0-9]{0,8}$/.test(nr)) notFound();
  const data = await getBeoordelaar(ctx, Number(nr)).catch(() => null);
  if (!data) notFound();
  const qc = makeQueryClient();
  qc.setQueryData(queryKeys.beoordelaar(ctx.administratieNr, data.nr), data);
  await Promise.all([
    qc.prefetchQuery({ queryKey: queryKeys.beoordelingen(ctx.administratieNr, data.nr), queryFn: () => beoordelingenPerVakgebied(ctx, data.nr) }),
    qc.prefetchQuery({ queryKey: queryKeys.vakgebieden(ctx.administratieNr), queryFn: () => listVakgebieden(ctx) }),
  ]);
  return (
    <HydrationBoundary state={dehydrateStale(qc)}>
      <BeoordelaarDetails admnr={ctx.administratieNr} nr={data.nr} />
    </HydrationBoundary>
  );
}
