import "server-only";
import { notFound } from "next/navigation";
import { cache } from "react";
import { requirePage } from "@/lib/auth/page";
import { makeQueryClient } from "@/lib/client/query-client";
import { guards } from "@/lib/permissions";
import { handelingsplanDetails } from "@/lib/services/handelingsplannen";
import { handelingsplanSleutel } from "@/components/groepsplannen/sleutels";

/**
 * The action plan of a page (guard of the page, then the plan; another administration's plan, an
 * unknown id or a pupil the user may not read → not found) and a query client holding it.
 */
export const laadHandelingsplan = cache(async (admnr: string, id: string, guard: Parameters<typeof requirePage>[1] = guards.handelingsplannenLezen) => {
  const { ctx } = await requirePage(admnr, guard);
  if (!/^[1-9]\d{0,8}$/.test(id)) notFound();
  const plan = await handelingsplanDetails(ctx, Number(id)).catch(() => null);
  if (!plan) notFound();
  return { ctx, plan };
});

export function planQueryClient(admnr: number, plan: Awaited<ReturnType<typeof handelingsplanDetails>>) {
  const qc = makeQueryClient();
  qc.setQueryData(handelingsplanSleutel(admnr, plan.id), plan);
  return qc;
}
