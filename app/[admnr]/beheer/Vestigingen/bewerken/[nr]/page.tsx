import type { Metadata } from "next";
import { getTranslations } from "next-intl/server";
import { VestigingForm } from "@/components/beheer/vestiging-form";
import { guards } from "@/lib/permissions";
import { laadVestigingPagina } from "../../vestiging-page";
import { metBerichten } from "@/components/providers/berichten";

/** "Vestiging De Linde bewerken · Vestigingen". */
export async function generateMetadata({ params }: { params: Promise<{ admnr: string; nr: string }> }): Promise<Metadata> {
  const { admnr, nr } = await params;
  const { vestiging } = await laadVestigingPagina(admnr, nr, guards.vestigingBewerken);
  const t = await getTranslations("beheer.vestigingen");
  return { title: `${t("bewerken", { naam: vestiging.naam })} · ${t("titel")}` };
}

async function VestigingBewerkenPage({ params }: { params: Promise<{ admnr: string; nr: string }> }) {
  const { admnr, nr } = await params;
  const { ctx, vestiging } = await laadVestigingPagina(admnr, nr, guards.vestigingBewerken);
  return <VestigingForm admnr={ctx.administratieNr} vestiging={{ nr: vestiging.nr, naam: vestiging.naam, schoolsoort: vestiging.schoolsoort }} />;
}

export default metBerichten("[admnr]/beheer/Vestigingen/bewerken/[nr]/page", VestigingBewerkenPage);
