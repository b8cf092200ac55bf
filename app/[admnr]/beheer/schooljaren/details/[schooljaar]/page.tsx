import { HydrationBoundary, dehydrate } from "@tanstack/react-query";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { SchooljaarDetails } from "@/components/beheer/schooljaar-details";
import { requirePage } from "@/lib/auth/page";
import { queryKeys } from "@/lib/client/keys";
import { makeQueryClient } from "@/lib/client/query-client";
import { guards } from "@/lib/permissions";
import { parseSchooljaar } from "@/lib/schooljaar";
import { getSchooljaar } from "@/lib/services/schooljaren";
import { metBerichten } from "@/components/providers/berichten";

/** "2025-2026 · Schooljaar": the year the page is about. */
export async function generateMetadata({ params }: { params: Promise<{ schooljaar: string }> }): Promise<Metadata> {
  const { schooljaar } = await params;
  const t = await getTranslations("beheer.schooljaren");
  return { title: parseSchooljaar(schooljaar) ? `${schooljaar} · ${t("schooljaar")}` : t("schooljaar") };
}

async function SchooljaarDetailsPage({ params }: { params: Promise<{ admnr: string; schooljaar: string }> }) {
  const { admnr, schooljaar } = await params;
  const { ctx } = await requirePage(admnr, guards.schooljaren);
  if (!parseSchooljaar(schooljaar)) notFound();
  const qc = makeQueryClient();
  // A failed school-year load shows the not-found page (spec §8).
  const data = await getSchooljaar(ctx, schooljaar).catch(() => null);
  if (!data) notFound();
  qc.setQueryData(queryKeys.schooljaar(ctx.administratieNr, schooljaar), data);
  return (
    <HydrationBoundary state={dehydrate(qc)}>
      <SchooljaarDetails admnr={ctx.administratieNr} schooljaar={schooljaar} />
    </HydrationBoundary>
  );
}

export default metBerichten("[admnr]/beheer/schooljaren/details/[schooljaar]/page", SchooljaarDetailsPage);
