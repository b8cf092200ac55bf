import { HydrationBoundary, dehydrate } from "@tanstack/react-query";
import { notFound } from "next/navigation";
import { cache } from "react";
import { OppTemplateCategorie } from "@/components/opptemplates/categorie";
import { requirePage } from "@/lib/auth/page";
import { queryKeys } from "@/lib/client/keys";
import { makeQueryClient } from "@/lib/client/query-client";
import { objectTitel } from "@/lib/i18n/metadata";
import { guards } from "@/lib/permissions";
import { getTemplate } from "@/lib/services/opptemplates";
import { metBerichten } from "@/components/providers/berichten";

type Props = { params: Promise<{ admnr: string; id: string; categorie: string }> };

const ID = /^[1-9]\d{0,8}$/;

/**
 * The template with the category once per request (the path is spelled `categeorie` as in the
 * spec); another administration's template, or a category of another template → not found.
 */
const laad = cache(async (admnr: string, id: string, categorie: string) => {
  const { ctx } = await requirePage(admnr, guards.opptemplates);
  if (!ID.test(id) || !ID.test(categorie)) notFound();
  const template = await getTemplate(ctx, Number(id)).catch(() => null);
  const cat = template?.categorieen.find((c) => c.id === Number(categorie));
  if (!template || !cat) notFound();
  return { ctx, template, cat };
});

export async function generateMetadata({ params }: Props) {
  const { admnr, id, categorie } = await params;
  const { template, cat } = await laad(admnr, id, categorie);
  return objectTitel("beheer.opptemplates.categorie.paginaTitel", `${cat.naam} (${template.naam})`);
}

async function OpptemplateCategoriePage({ params }: Props) {
  const { admnr, id, categorie } = await params;
  const { ctx, template, cat } = await laad(admnr, id, categorie);
  const qc = makeQueryClient();
  const admin = ctx.administratieNr;
  qc.setQueryData(queryKeys.oppTemplate(admin, template.id), template);
  qc.setQueryData(queryKeys.oppTemplateCategorie(admin, template.id, cat.id), cat);
  qc.setQueryData(
    [...queryKeys.oppTemplate(admin, template.id), "categorieen"],
    template.categorieen.map(({ definities: _d, ...c }) => c),
  );
  return (
    <HydrationBoundary state={dehydrate(qc)}>
      <OppTemplateCategorie admnr={admin} templateId={template.id} categorieId={cat.id} templateNaam={template.naam} />
    </HydrationBoundary>
  );
}

export default metBerichten("[admnr]/beheer/Opptemplates/categeorie/[id]/[categorie]/page", OpptemplateCategoriePage);
