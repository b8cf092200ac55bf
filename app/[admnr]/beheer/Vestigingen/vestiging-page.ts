import "server-only";
import { notFound } from "next/navigation";
import { cache } from "react";
import { requirePage } from "@/lib/auth/page";
import { guards } from "@/lib/permissions";
import { getVestiging } from "@/lib/services/vestigingen";

/**
 * A page about one branch (`nr` from the route): the Vestigingen settings guard plus the branch
 * guard (`guards.vestigingDetails` or `guards.vestigingBewerken`); an unknown number or a denied
 * check shows the not-found page. Cached per request: the page and its title load the branch once.
 */
export const laadVestigingPagina = cache(async (admnrParam: string, nrParam: string, guard: typeof guards.vestigingDetails | typeof guards.vestigingBewerken) => {
  const { ctx } = await requirePage(admnrParam, guards.vestigingen);
  if (!/^[1-9]\d{0,8}$/.test(nrParam)) notFound();
  const nr = Number(nrParam);
  if (!guard(ctx.permissions, { vestigingNr: nr })) notFound();
  const vestiging = await getVestiging(ctx, nr).catch(() => null);
  if (!vestiging) notFound();
  return { ctx, nr, vestiging };
});
