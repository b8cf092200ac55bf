import { HydrationBoundary, dehydrate } from "@tanstack/react-query";
import { notFound } from "next/navigation";
import { cache } from "react";
import { Oudergesprek } from "@/components/oudergesprek/oudergesprek";
import { oudergesprekSleutel } from "@/components/oudergesprek/sleutel";
import { requirePage } from "@/lib/auth/page";
import { makeQueryClient } from "@/lib/client/query-client";
import { objectTitel } from "@/lib/i18n/metadata";
import { guards } from "@/lib/permissions";
import { oudergesprek } from "@/lib/services/oudergesprek";
import { metBerichten } from "@/components/providers/berichten";

type Props = {
  params: Promise<{ admnr: string; schooljaar: string; id: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

const pakketUit = (v: string | string[] | undefined) => (typeof v === "string" && /^[1-9]\d{0,9}$/.test(v) ? v : "");

/**
 * The guard and the page's data, once per request for the page and its title. The read is the
 * pupil's file: written to the access log as the page's row (not for a prefetch render,
 * lib/services/dossier-inzage.ts); the screen's re-read right after is the same opening.
 */
const laad = cache(async (admnr: string, schooljaar: string, id: string, pakket: string) => {
  const { ctx } = await requirePage(admnr, guards.evaluatiesLezen);
  if (!/^[1-9]\d{0,9}$/.test(id) || !/^\d{4}-\d{4}$/.test(schooljaar)) notFound();
  // Unknown, another administration's or unreadable pupil: the not-found page (spec §8).
  const view = await oudergesprek(ctx, Number(id), { schooljaar, leerroutepakketId: pakket ? Number(pakket) : undefined }).catch(() => null);
  if (!view) notFound();
  return { ctx, view };
});

export async function generateMetadata({ params, searchParams }: Props) {
  const { admnr, schooljaar, id } = await params;
  return objectTitel("adm.oudergesprek.titel", (await laad(admnr, schooljaar, id, pakketUit((await searchParams).leerroutepakket))).view.leerling.naam);
}

/** adm/leerlingen/oudergesprek/{id}: one pupil's parent-meeting page (issue 34). */
async function OudergesprekPagina({ params, searchParams }: Props) {
  const { admnr, schooljaar, id } = await params;
  const pakket = pakketUit((await searchParams).leerroutepakket);
  const { ctx, view } = await laad(admnr, schooljaar, id, pakket);
  const qc = makeQueryClient();
  qc.setQueryData(oudergesprekSleutel(ctx.administratieNr, view.leerling.id, schooljaar, pakket), view);
  return (
    <HydrationBoundary state={dehydrate(qc)}>
      <Oudergesprek admnr={ctx.administratieNr} schooljaar={schooljaar} id={view.leerling.id} />
    </HydrationBoundary>
  );
}

export default metBerichten("[admnr]/schooljaar/[schooljaar]/adm/leerlingen/oudergesprek/[id]/page", OudergesprekPagina);
