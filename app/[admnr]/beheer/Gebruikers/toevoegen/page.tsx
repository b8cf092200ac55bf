import { MedewerkerForm } from "@/components/beheer/medewerker-form";
import { requirePage } from "@/lib/auth/page";
import { paginaTitel } from "@/lib/i18n/metadata";
import { guards } from "@/lib/permissions";
import { getMedewerkerKeuzes } from "@/lib/services/medewerkers";
import { metBerichten } from "@/components/providers/berichten";

export const generateMetadata = paginaTitel("beheer.gebruikers.lijst.toevoegen");

async function GebruikerToevoegenPage({ params }: { params: Promise<{ admnr: string }> }) {
  const { admnr } = await params;
  const { ctx } = await requirePage(admnr, guards.gebruikers);
  const keuzes = await getMedewerkerKeuzes(ctx);
  return <MedewerkerForm admnr={ctx.administratieNr} keuzes={keuzes} />;
}

export default metBerichten("[admnr]/beheer/Gebruikers/toevoegen/page", GebruikerToevoegenPage);
