import "server-only";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { cache } from "react";
import type { MedewerkerLinks } from "@/components/beheer/gebruikers-screen";
import type { TenantContext } from "@/lib/api/context";
import { requirePage } from "@/lib/auth/page";
import { queryKeys } from "@/lib/client/keys";
import { makeQueryClient } from "@/lib/client/query-client";
import { guards } from "@/lib/permissions";
import { getMedewerkerDetails } from "@/lib/services/medewerkers";

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The staff member behind guards.gebruikers, once per request (metadata, layout and page share it). */
const laadMedewerker = cache(async (admnr: string, id: string) => {
  const { ctx } = await requirePage(admnr, guards.gebruikers);
  if (!UUID.test(id)) notFound();
  const details = await getMedewerkerDetails(ctx, id).catch(() => null);
  if (!details) notFound();
  return { ctx, details };
});

/**
 * A staff member's page behind guards.gebruikers: the details prefetched into a fresh query
 * client, or the not-found page for a malformed id or a person of another administration.
 */
export async function laadMedewerkerPagina(admnr: string, id: string) {
  const { ctx, details } = await laadMedewerker(admnr, id);
  const qc = makeQueryClient();
  qc.setQueryData(queryKeys.medewerker(ctx.administratieNr, id), details);
  return { ctx, qc, details };
}

/** "Jan de Vries · Gebruikers"; `sleutel` names what the page does with the person (edit). */
export async function medewerkerTitel(admnr: string, id: string, sleutel?: "form.bewerkenTitel"): Promise<Metadata> {
  const { details } = await laadMedewerker(admnr, id);
  const t = await getTranslations("beheer.gebruikers");
  return { title: `${sleutel ? t(sleutel, { naam: details.naam }) : details.naam} · ${t("lijst.titel")}` };
}

/** Which linked pages (branches, groups) the viewer may open: the same guards as those pages. */
export function medewerkerLinks(ctx: TenantContext): MedewerkerLinks {
  return { vestigingen: guards.vestigingen(ctx.permissions), groepen: guards.groepenLezen(ctx.permissions) };
}
