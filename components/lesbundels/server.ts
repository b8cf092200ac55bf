import "server-only";
import { notFound } from "next/navigation";
import { cache } from "react";
import { requirePage } from "@/lib/auth/page";
import { queryKeys } from "@/lib/client/keys";
import { makeQueryClient } from "@/lib/client/query-client";
import { routeId } from "@/components/leerroutepakketten/server";
import { getLes, getLesBundel } from "@/lib/services/lesbundels";
import { veiligInline } from "@/lib/services/lesbronnen";

/** A bundle page: member of the administration and the bundle visible (else not found), prefetched. */
export const bundelPagina = cache(async (admnrParam: string, idParam: string) => {
  const { ctx } = await requirePage(admnrParam);
  const id = routeId(idParam);
  const bundel = await getLesBundel(ctx, id).catch(() => null);
  if (!bundel) notFound();
  const qc = makeQueryClient();
  qc.setQueryData(queryKeys.lesbundels(ctx.administratieNr, "details", id), bundel);
  return { ctx, id, bundel, qc, admnr: ctx.administratieNr };
});

/** A lesson page: its bundle visible, else not found; prefetched. */
export const lesPagina = cache(async (admnrParam: string, idParam: string) => {
  const { ctx } = await requirePage(admnrParam);
  const id = routeId(idParam);
  const les = await getLes(ctx, id, veiligInline).catch(() => null);
  if (!les) notFound();
  const qc = makeQueryClient();
  qc.setQueryData(queryKeys.lesbundels(ctx.administratieNr, "les", id), les);
  return { ctx, id, les, qc, admnr: ctx.administratieNr };
});
