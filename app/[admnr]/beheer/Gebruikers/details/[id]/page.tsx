import { medewerkerTitel } from "../../medewerker-page";
import { MedewerkerTabPagina } from "./tab-page";

type Props = { params: Promise<{ admnr: string; id: string }> };

export async function generateMetadata({ params }: Props) {
  const { admnr, id } = await params;
  return medewerkerTitel(admnr, id);
}

/** The bare details page shows the rollen tab. */
export default async function GebruikerDetailsPage({ params }: Props) {
  const { admnr, id } = await params;
  return <MedewerkerTabPagina admnr={admnr} id={id} tab="rollen" />;
}
