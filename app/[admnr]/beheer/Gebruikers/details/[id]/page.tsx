import { medewerkerTitel } from "../../medewerker-page";
import { MedewerkerTabPagina } from "./tab-page";
import { metBerichten } from "@/components/providers/berichten";

type Props = { params: Promise<{ admnr: string; id: string }> };

export async function generateMetadata({ params }: Props) {
  const { admnr, id } = await params;
  return medewerkerTitel(admnr, id);
}

/** The bare details page shows the rollen tab. */
async function GebruikerDetailsPage({ params }: Props) {
  const { admnr, id } = await params;
  return <MedewerkerTabPagina admnr={admnr} id={id} tab="rollen" />;
}

export default metBerichten("[admnr]/beheer/Gebruikers/details/[id]/page", GebruikerDetailsPage);
