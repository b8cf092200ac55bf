import type { Metadata } from "next";
import { VestigingForm } from "@/components/beheer/vestiging-form";
import { guards } from "@/lib/permissions";
import { laadVestigingPagina } from "../../vestiging-page";

export const metadata: Metadata = { title: "Vestiging bewerken" };

export default async function VestigingBewerkenPage({ params }: { params: Promise<{ admnr: string; nr: string }> }) {
  const { admnr, nr } = await params;
  const { ctx, vestiging } = await laadVestigingPagina(admnr, nr, guards.vestigingBewerken);
  return <VestigingForm admnr={ctx.administratieNr} vestiging={{ nr: vestiging.nr, naam: vestiging.naam, schoolsoort: vestiging.schoolsoort }} />;
}
