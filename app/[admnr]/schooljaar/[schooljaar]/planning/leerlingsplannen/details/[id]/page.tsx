import { getTranslations } from "next-intl/server";
import { redirect } from "next/navigation";
import { PageHeader } from "@/components/kit/page-header";
import { laadLeerlingplan } from "@/components/leerlingplannen/laad";
import { paginaTitel } from "@/lib/i18n/metadata";
import { metBerichten } from "@/components/providers/berichten";

export const generateMetadata = paginaTitel("planning.leerlingplannen.paginaTitel");

/** details/{id} without a period: to the active period (spec §2), or §8's text when there is none. */
async function LeerlingplanActief({ params }: { params: Promise<{ admnr: string; schooljaar: string; id: string }> }) {
  const { admnr, schooljaar, id } = await params;
  const r = await laadLeerlingplan(admnr, id, "0");
  if (r.plan) redirect(`/${r.ctx.administratieNr}/schooljaar/${schooljaar}/planning/leerlingsplannen/details/${r.plan.id}/${r.plan.periodeNummer}`);
  const t = await getTranslations("planning.leerlingplannen");
  return (
    <section className="space-y-4">
      <PageHeader title={t("paginaTitel")} />
      <p role="alert" className="text-destructive">
        {t("geenActievePeriode")}
      </p>
    </section>
  );
}

export default metBerichten("[admnr]/schooljaar/[schooljaar]/planning/leerlingsplannen/details/[id]/page", LeerlingplanActief);
