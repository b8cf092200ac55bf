import { HydrationBoundary, dehydrate } from "@tanstack/react-query";
import { MedewerkerForm } from "@/components/beheer/medewerker-form";
import { getMedewerkerKeuzes } from "@/lib/services/medewerkers";
import { laadMedewerkerPagina, medewerkerTitel } from "../../medewerker-page";
import { metBerichten } from "@/components/providers/berichten";

type Props = { params: Promise<{ admnr: string; id: string }> };

export async function generateMetadata({ params }: Props) {
  const { admnr, id } = await params;
  return medewerkerTitel(admnr, id, "form.bewerkenTitel");
}

async function GebruikerBewerkenPage({ params }: Props) {
  const { admnr, id } = await params;
  const { ctx, qc } = await laadMedewerkerPagina(admnr, id);
  const keuzes = await getMedewerkerKeuzes(ctx);
  return (
    <HydrationBoundary state={dehydrate(qc)}>
      <MedewerkerForm admnr={ctx.administratieNr} keuzes={keuzes} id={id} />
    </HydrationBoundary>
  );
}

export default metBerichten("[admnr]/beheer/Gebruikers/bewerken/[id]/page", GebruikerBewerkenPage);
