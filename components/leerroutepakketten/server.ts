import "server-only";
import { notFound } from "next/navigation";
import { requirePage } from "@/lib/auth/page";
import { queryKeys } from "@/lib/client/keys";
import { makeQueryClient } from "@/lib/client/query-client";
import { getLeerroutepakket } from "@/lib/services/leerroutepakketten";

/** A positive integer route segment, else the not-found page. */
export function routeId(v: string): number {
  if (!/^[1-9][0-9]{0,9}$/.test(v)) notFound();
  const n = Number(v);
  if (n > 2_147_483_647) notFound();
  return n;
}

/**
 * Every package page: membership of the administration (reading needs no more), the package
 * visible to it (own, or published by the same customer), else the not-found page. Returns a query
 * client already holding the package details.
 */
export async function pakketPagina(admnrParam: string, idParam: string) {
  const { ctx } = await requirePage(admnrParam);
  const id = routeId(idParam);
  const pakket = await getLeerroutepakket(ctx, id).catch(() => null);
  if (!pakket) notFound();
  const qc = makeQueryClient();
  qc.setQueryData(queryKeys.leerroutepakket(ctx.administratieNr, id), pakket);
  return { ctx, id, pakket, qc, admnr: ctx.administratieNr };
}

/** Runs a page's own read; a missing item (another package's id, unknown id) shows the not-found page. */
export async function ofNotFound<T>(p: Promise<T>): Promise<T> {
  const r = await p.then(
    (v) => ({ ok: true as const, v }),
    () => ({ ok: false as const }),
  );
  if (!r.ok) notFound();
  return r.v;
}
