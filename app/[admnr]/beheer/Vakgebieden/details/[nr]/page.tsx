import { HydrationBoundary, dehydrate } from "@tanstack/react-query";
import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { cache } from "react";
import { VakgebiedDetails } from "@/components/vakgebieden/vakgebieden-screen";
import { requirePage } from "@/lib/auth/page";
import { queryKeys } from "@/lib/client/keys";
import { makeQueryClient } from "@/lib/client/query-client";
import { guards } from "@/lib/permissions";
import { getVakgebied, listGebruiktePakketten } from "@/lib/services/vakgebieden";
import { metBerichten } from "@/components/providers/berichten";

type Params = { params: Promise<{ admnr: string; nr: string }> };

/** The subject area of the route (once per request: the title and the page both ask), or the not-found page. */
const laad = cache(async (admnr: string, nr: string) => {
  const { ctx } = await requirePage(admnr, guards.vakgebieden);
  if (!/^[1-9][0-9]{0,8}$/.test(nr)) notFound();
  const data = await getVakgebied(ctx, Number(nr)).catch(() => null);
  if (!data) notFound();
  return { ctx, data };
});

export async function generateMetadata({ params }: Params): Promise<Metadata> {
  const { admnr, nr } = await params;
  const { data } = await laad(admnr, nr);
  const t = await getTranslations("beheer.vakgebieden.details");
  return { title: `${data.naam} · ${t("titel")}` };
}

/** What the page shows; the choices of the edit, move and merge dialogs load when one opens. */
async function VakgebiedPage({ params }: Params) {
  const { admnr, nr } = await params;
  const { ctx, data } = await laad(admnr, nr);
  const qc = makeQueryClient();
  qc.setQueryData(queryKeys.vakgebied(ctx.administratieNr, data.nr), data);
  const pakketten = await listGebruiktePakketten(ctx);
  return (
    <HydrationBoundary state={dehydrate(qc)}>
      <VakgebiedDetails admnr={ctx.administratieNr} nr={data.nr} pakketten={pakketten} />
    </HydrationBoundary>
  );
}

export default metBerichten("[admnr]/beheer/Vakgebieden/details/[nr]/page", VakgebiedPage);
