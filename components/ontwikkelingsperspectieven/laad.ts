import "server-only";
import { notFound } from "next/navigation";
import { cache } from "react";
import { requirePage } from "@/lib/auth/page";
import { ApiError } from "@/lib/api/errors";
import { makeQueryClient } from "@/lib/client/query-client";
import { guards } from "@/lib/permissions";
import { oppCategorie, oppDetails } from "@/lib/services/ontwikkelingsperspectieven";
import { oppSleutels } from "./sleutels";

/** A refusal or unknown target shows the not-found page (spec §8); other errors stay errors. */
async function ofNietGevonden<T>(p: Promise<T>): Promise<T> {
  try {
    return await p;
  } catch (e) {
    if (e instanceof ApiError && e.status >= 400 && e.status < 500) notFound();
    throw e;
  }
}

const id = (s: string) => (/^[1-9]\d{0,8}$/.test(s) ? Number(s) : notFound());

/** The OPP of a page without a category (guard, then the OPP: 404 for another administration, 403 → not found). */
export const laadOpp = cache(async (admnr: string, oppId: string, guard: Parameters<typeof requirePage>[1] = guards.oppLezen) => {
  const { ctx } = await requirePage(admnr, guard);
  const opp = await ofNietGevonden(oppDetails(ctx, id(oppId)));
  return { ctx, opp };
});

/** One page (category) of one version; an unknown version or category → not found. */
export const laadOppCategorie = cache(async (admnr: string, oppId: string, code: string, versie: string | null, guard: Parameters<typeof requirePage>[1] = guards.oppLezen) => {
  const { ctx } = await requirePage(admnr, guard);
  if (versie !== null && !/^(CONCEPT|\d{4}-\d{2}-\d{2})$/.test(versie)) notFound();
  const pagina = await ofNietGevonden(oppCategorie(ctx, id(oppId), decodeURIComponent(code), versie ?? undefined));
  const qc = makeQueryClient();
  qc.setQueryData(oppSleutels.categorie(ctx.administratieNr, pagina.id, pagina.categorie.code, versie), pagina);
  return { ctx, pagina, qc };
});
