import "server-only";
import { notFound } from "next/navigation";
import { requirePage } from "@/lib/auth/page";
import { queryKeys } from "@/lib/client/keys";
import { makeQueryClient } from "@/lib/client/query-client";
import { guards } from "@/lib/permissions";
import { getMedewerkerDetails } from "@/lib/services/medewerkers";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * A staff member's page behind guards.gebruikers: the details prefetched into a fresh query
 * client, or the not-found page for a malformed id or a person of another administration.
 */
export async function laadMedewerkerPagina(admnr: string, id: string) {
  const { ctx } = await requirePage(admnr, guards.gebruikers);
  if (!UUID.test(id)) notFound();
  const details = await getMedewerkerDetails(ctx, id).catch(() => null);
  if (!details) notFound();
  const qc = makeQueryClient();
  qc.setQueryData(queryKeys.medewerker(ctx.administratieNr, id), details);
  return { ctx, qc, details };
}
