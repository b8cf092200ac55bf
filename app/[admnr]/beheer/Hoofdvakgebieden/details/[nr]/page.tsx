import { HydrationBoundary, dehydrate } from "@tanstack/react-query";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { cache } from "react";
import { HoofdvakgebiedDetails } from "@/components/vakgebieden/hoofdvakgebieden-screen";
import { requirePage } from "@/lib/auth/page";
import { queryKeys } from "@/lib/client/keys";
import { makeQueryClient } from "@/lib/client/query-client";
import { guards } from "@/lib/permissions";
import { getHoofdvakgebied } from "@/lib/services/hoofdvakgebieden";
import { metBerichten } from "@/components/providers/berichten";

type Params = { params: Promise<{ admnr: string; nr: string }> };

/** The main subject area of the route (once per request: the title and the page both ask), or the not-found page. */
const laad = cache(async (admnr: string, nr: string) => {
  const { ctx } = await requirePage(admnr, guards.hoofdvakgebieden);
  if (!/^[1-9][0-9]{0,8}$/.test(nr)) notFound();
  const data = await getHoofdvakgebied(ctx, Number(nr)).catch(() => null);
  if (!data) notFound();
  return { ctx, data };
});

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { admnr, nr } = await params;
  const { data } = await laad(admnr, nr);
  const t = await getTranslations("beheer.hoofdvakgebieden.details");
  return { title: `${data.naam} · ${t("titel")}` };
}

/** What the page shows; the choices of the merge and link dialogs load when one opens. */
async function HoofdvakgebiedPage({ params }: Params) {
  const { admnr, nr } = await params;
  const { ctx, data } = await laad(admnr, nr);
  const qc = makeQueryClient();
  qc.setQueryData(queryKeys.hoofdvakgebied(ctx.administratieNr, data.nr), data);
  return (
    <HydrationBoundary state={dehydrate(qc)}>
      <HoofdvakgebiedDetails admnr={ctx.administratieNr} nr={data.nr} />
    </HydrationBoundary>
  );
}

export default metBerichten("[admnr]/beheer/Hoofdvakgebieden/details/[nr]/page", HoofdvakgebiedPage);
