import "server-only";
import { notFound } from "next/navigation";
import { cache } from "react";
import { requirePage } from "@/lib/auth/page";
import { ApiError } from "@/lib/api/errors";
import { queryKeys } from "@/lib/client/keys";
import { makeQueryClient } from "@/lib/client/query-client";
import { guards } from "@/lib/permissions";
import { leerlingplanDetails } from "@/lib/services/leerlingplannen";

/**
 * The pupil plan of a page in a period (0 = the active one). Another administration's plan, an
 * unknown id or period, or a pupil the user may not read (or write, for bewerken) → not found;
 * no active period → `geenPeriode` (the page shows §8's text).
 */
export const laadLeerlingplan = cache(async (admnr: string, id: string, periode: string, schrijven = false) => {
  const { ctx } = await requirePage(admnr, schrijven ? guards.leerlingplannenSchrijven : guards.leerlingplannenLezen);
  if (!/^[1-9]\d{0,8}$/.test(id) || !/^\d{1,3}$/.test(periode)) notFound();
  const r = await leerlingplanDetails(ctx, Number(id), Number(periode)).then(
    (plan) => ({ plan, geenPeriode: false }),
    (e: unknown) => {
      if (e instanceof ApiError && e.status === 404 && e.message === "geen actieve periode gevonden") return { plan: null, geenPeriode: true };
      if (e instanceof ApiError) return { plan: null, geenPeriode: false };
      throw e;
    },
  );
  if (r.geenPeriode) return { ctx, plan: null, qc: null, geenPeriode: true as const };
  if (!r.plan || (schrijven && !r.plan.magBewerken)) notFound();
  const qc = makeQueryClient();
  qc.setQueryData(queryKeys.leerlingplan(ctx.administratieNr, r.plan.id, Number(periode)), r.plan);
  return { ctx, plan: r.plan, qc, geenPeriode: false as const };
});
