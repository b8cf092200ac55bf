import { notFound } from "next/navigation";
import { isMedewerkerTab } from "@/components/beheer/medewerker-keuzes";
import { medewerkerTitel } from "../../../medewerker-page";
import { MedewerkerTabPagina } from "../tab-page";
import { metBerichten } from "@/components/providers/berichten";

type Props = { params: Promise<{ admnr: string; id: string; tab: string }> };

export async function generateMetadata({ params }: Props) {
  const { admnr, id } = await params;
  return medewerkerTitel(admnr, id);
}

async function GebruikerDetailsTabPage({ params }: Props) {
  const { admnr, id, tab } = await params;
  if (!isMedewerkerTab(tab)) notFound();
  return <MedewerkerTabPagina admnr={admnr} id={id} tab={tab} />;
}

export default metBerichten("[admnr]/beheer/Gebruikers/details/[id]/[tab]/page", GebruikerDetailsTabPage);
