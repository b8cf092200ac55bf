import { HydrationBoundary } from "@tanstack/react-query";
import { notFound } from "next/navigation";
import { cache } from "react";
import { LeerlingplanTemplateDetails } from "@/components/leerlingplannen/template-details";
import { requirePage } from "@/lib/auth/page";
import { queryKeys } from "@/lib/client/keys";
import { dehydrateStale, makeQueryClient } from "@/lib/client/query-client";
import { objectTitel } from "@/lib/i18n/metadata";
import { guards } from "@/lib/permissions";
import { getLpTemplate } from "@/lib/services/leerlingplantemplates";
import { metBerichten } from "@/components/providers/berichten";

type Props = { params: Promise<{ admnr: string; id: string }> };

/** The template once per request (title and page); another administration's or unknown → not found. */
const laad = cache(async (admnr: string, id: string) => {
  const { ctx } = await requirePage(admnr, guards.leerlingplantemplates);
  if (!/^[1-9]\d{0,9}$/.test(id)) notFound();
  const template = await getLpTemplate(ctx, Number(id)).catch(() => null);
  if (!template) notFound();
  return { ctx, template };
});

export async function generateMetadata({ params }: Props) {
  const { admnr, id } = await params;
  return objectTitel("beheer.leerlingplantemplates.details.paginaTitel", (await laad(admnr, id)).template.naam);
}

async function LeerlingplantemplatePage({ params }: Props) {
  const { admnr, id } = await params;
  const { ctx, template } = await laad(admnr, id);
  const qc = makeQueryClient();
  qc.setQueryData(queryKeys.leerlingplanTemplate(ctx.administratieNr, template.id), template);
  return (
    <HydrationBoundary state={dehydrateStale(qc)}>
      <LeerlingplanTemplateDetails admnr={ctx.administratieNr} id={template.id} />
    </HydrationBoundary>
  );
}

export default metBerichten("[admnr]/beheer/leerlingplantemplates/details/[id]/page", LeerlingplantemplatePage);
