import type { Metadata } from "next";
import { MedewerkerTabPagina } from "./tab-page";

export const metadata: Metadata = { title: "Gebruiker" };

/** The bare details page shows the rollen tab. */
export default async function GebruikerDetailsPage({ params }: { params: Promise<{ admnr: string; id: string }> }) {
  const { admnr, id } = await params;
  return <MedewerkerTabPagina admnr={admnr} id={id} tab="rollen" />;
}
