import { HydrationBoundary, dehydrate } from "@tanstack/react-query";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { cache } from "react";
import { BeoordelaarDetails } from "@/components/vakgebieden/beoordelaars-screen";
import { requirePage } from "@/lib/auth/page";
import { queryKeys } from "@/lib/client/keys";
import { makeQueryClient } from "@/lib/client/query-client";
import { guards } from "@/lib/permissions";
import { getBeoordelaar } from "@/lib/services/beoordelaars";
import { metBerichten } from "@/components/providers/berichten";

type Params = { params: Promise<{ admnr: string; nr: string }> };

/** The assessor of the route (once per request: the title and the page both ask), or the not-found page. */
const laad = cache(async (admnr: string, nr: string) => {
  const { ctx } = await requirePage(admnr, guards.beoordelaars);
  if (!/^[1-9][0-9]{0,8}$/.test(nr)) notFound();
  const data = await getBeoordelaar(ctx, Number(nr)).catch(() => null);
  if (!data) notFound();
  return { ctx, data };
});

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { admnr, nr } = await params;
  const { data } = await laad(admnr, nr);
  const t = await getTranslations("beheer.beoordelaars.details");
  return { title: `${data.naam} · ${t("titel")}` };
}

/**
 * Only what the page shows at once: the assessor. Its ratings (possibly hundreds) load in the
 * browser into a paged table; the subject areas when the edit dialog opens.
 */
async function BeoordelaarPage({ params }: Params) {
  const { admnr, nr } = await params;
  const { ctx, data } = await laad(admnr, nr);
  const qc = makeQueryClient();
  qc.setQueryData(queryKeys.beoordelaar(ctx.administratieNr, data.nr), data);
  return (
    <HydrationBoundary state={dehydrate(qc)}>
      <BeoordelaarDetails admnr={ctx.administratieNr} nr={data.nr} />
    </HydrationBoundary>
  );
}

export default metBerichten("[admnr]/beheer/Beoordelaars/details/[nr]/page", BeoordelaarPage);
