import { notFound } from "next/navigation";
import { VestigingForm } from "@/components/beheer/vestiging-form";
import { requirePage } from "@/lib/auth/page";
import { paginaTitel } from "@/lib/i18n/metadata";
import { guards } from "@/lib/permissions";
import { metBerichten } from "@/components/providers/berichten";

export const generateMetadata = paginaTitel("beheer.vestigingen.toevoegen");

async function VestigingToevoegenPage({ params }: { params: Promise<{ admnr: string }> }) {
  const { admnr } = await params;
  const { ctx } = await requirePage(admnr, guards.vestigingen);
  if (!guards.vestigingToevoegen(ctx.permissions)) notFound();
  return <VestigingForm admnr={ctx.administratieNr} />;
}

export default metBerichten("[admnr]/beheer/Vestigingen/toevoegen/page", VestigingToevoegenPage);
