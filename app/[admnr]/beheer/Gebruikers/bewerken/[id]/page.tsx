import { HydrationBoundary } from "@tanstack/react-query";
import type { Metadata } from "next";
import { MedewerkerForm } from "@/components/beheer/medewerker-form";
import { dehydrateStale } from "@/lib/client/query-client";
import { getMedewerkerKeuzes } from "@/lib/services/medewerkers";
import { laadMedewerkerPagina } from "../../medewerker-page";

export const metadata: Metadata = { title: "Gebruiker bewerken" };

export default async function GebruikerBewerkenPage({ params }: { params: Promise<{ admnr: string; id: string }> }) {
  const { admnr, id } = await params;
  const { ctx, qc } = await laadMedewerkerPagina(admnr, id);
  const keuzes = await getMedewerkerKeuzes(ctx);
  return (
    <HydrationBoundary state={dehydrateStale(qc)}>
      <MedewerkerForm admnr={ctx.administratieNr} keuzes={keuzes} id={id} />
    </HydrationBoundary>
  );
}
