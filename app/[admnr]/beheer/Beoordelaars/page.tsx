import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { BeoordelaarsScreen } from "@/components/vakgebieden/beoordelaars-screen";
import { requirePage } from "@/lib/auth/page";
import { queryKeys } from "@/lib/client/keys";
import { dehydrateStale, makeQueryClient } from "@/lib/client/query-client";
import { guards } from "@/lib/permissions";
import { listBeoordelaars } from "@/lib/services/beoordelaars";
import { listVakgebieden } from "@/lib/services/vakgebieden";

export const metadata: Metadata = { title: "Beoordelaars" };

export default async function BeoordelaarsPage({ params }: { params: Promise<{ admnr: string }> }) {
  const { admnr } = await params;
  const { ctx, tenant } = await requirePage(admnr, guards.beoordelaars);
  const qc = makeQueryClient();
  await Promise.all([
    qc.prefetchQuery({ queryKey: queryKeys.beoordelaars(ctx.administratieNr), queryFn: () => listBeoordelaars(ctx) }),
    // The assessor form lists subject areas; their call needs the Vakgebieden guard (the same right today).
    guards.vakgebieden(tenant.permissions) ? qc.prefetchQuery({ queryKey: queryKeys.vakgebieden(ctx.administratieNr), queryFn: () => listVakgebieden(ctx) }) : null,
  ]);
  return (
    <HydrationBoundary state={dehydrateStale(qc)}>
      <BeoordelaarsScreen admnr={ctx.administratieNr} />
    </HydrationBoundary>
  );
}
