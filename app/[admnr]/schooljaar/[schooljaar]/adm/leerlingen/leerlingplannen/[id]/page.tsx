import { HydrationBoundary, dehydrate } from "@tanstack/react-query";
import { getTranslations } from "next-intl/server";
import { PageHeader } from "@/components/kit/page-header";
import { laadLeerlingplan } from "@/components/leerlingplannen/laad";
import { LeerlingplanScherm } from "@/components/leerlingplannen/plannen";
import { objectTitel } from "@/lib/i18n/metadata";
import { metBerichten } from "@/components/providers/berichten";

type Props = { params: Promise<{ admnr: string; schooljaar: string; id: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const periodeVan = async (sp: Props["searchParams"]) => {
  const p = (await sp).periode;
  return typeof p === "string" && p !== "" ? p : "0";
};

export async function generateMetadata({ params, searchParams }: Props) {
  const { admnr, id } = await params;
  const { plan } = await laadLeerlingplan(admnr, id, await periodeVan(searchParams));
  return objectTitel("planning.leerlingplannen.paginaTitel", plan?.leerlingNaam ?? "");
}

/** adm/leerlingen/leerlingplannen/{id}?periode: a pupil's plan (default the active period). */
async function LeerlingLeerlingplanPagina({ params, searchParams }: Props) {
  const { admnr, schooljaar, id } = await params;
  const periode = await periodeVan(searchParams);
  const { ctx, plan, qc } = await laadLeerlingplan(admnr, id, periode);
  const t = await getTranslations("planning.leerlingplannen");
  if (!plan)
    return (
      <section className="space-y-4">
        <PageHeader title={t("paginaTitel")} />
        <p role="alert" className="text-destructive">
          {t("geenActievePeriode")}
        </p>
      </section>
    );
  const pad = `/${ctx.administratieNr}/schooljaar/${schooljaar}/adm/leerlingen`;
  return (
    <HydrationBoundary state={dehydrate(qc)}>
      <LeerlingplanScherm admnr={ctx.administratieNr} schooljaar={schooljaar} id={plan.id} periode={Number(periode)} terug={{ href: `${pad}/details/${plan.leerlingId}/leerlingplannen`, label: t("terugNaarLeerling") }} periodeBasis={`${pad}/leerlingplannen/${plan.id}?periode=`} />
    </HydrationBoundary>
  );
}

export default metBerichten("[admnr]/schooljaar/[schooljaar]/adm/leerlingen/leerlingplannen/[id]/page", LeerlingLeerlingplanPagina);
