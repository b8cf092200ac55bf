import { redirect } from "next/navigation";
import { getTranslations } from "next-intl/server";
import { EmptyState } from "@/components/kit/empty-state";
import { PageHeader } from "@/components/kit/page-header";
import { laadOpp } from "@/components/ontwikkelingsperspectieven/laad";
import { oppRoutes } from "@/components/ontwikkelingsperspectieven/sleutels";
import { objectTitel } from "@/lib/i18n/metadata";
import { metBerichten } from "@/components/providers/berichten";

type Props = { params: Promise<{ admnr: string; schooljaar: string; id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

export async function generateMetadata({ params }: Props) {
  const { admnr, id } = await params;
  const { opp } = await laadOpp(admnr, id);
  return objectTitel("planning.ontwikkelingsperspectieven.details.paginaTitel", opp.leerlingNaam);
}

/** planning/ontwikkelingsperspectieven/details/{id}?versie: opens the first page (category) of that version. */
async function OppDetailsPagina({ params, searchParams }: Props) {
  const { admnr, schooljaar, id } = await params;
  const sp = await searchParams;
  const { ctx, opp } = await laadOpp(admnr, id);
  const versie = typeof sp.versie === "string" ? sp.versie : null;
  const eerste = opp.categorieen[0];
  if (eerste) redirect(oppRoutes(ctx.administratieNr, schooljaar, opp.id).categorie(eerste.code, versie));
  const t = await getTranslations("planning.ontwikkelingsperspectieven.details");
  return (
    <section className="space-y-4">
      <PageHeader back={{ href: oppRoutes(ctx.administratieNr, schooljaar, opp.id).lijst, label: t("terug") }} title={t("titel", { leerling: opp.leerlingNaam })} />
      <EmptyState title={t("geenItems")} />
    </section>
  );
}

export default metBerichten("[admnr]/schooljaar/[schooljaar]/planning/ontwikkelingsperspectieven/details/[id]/page", OppDetailsPagina);
