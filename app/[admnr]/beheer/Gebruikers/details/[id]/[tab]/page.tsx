import type { Metadata } from "next";
import { notFound } from "next/navigation";
import { isMedewerkerTab } from "@/components/beheer/medewerker-keuzes";
import { MedewerkerTabPagina } from "../tab-page";

export const metadata: Metadata = { title: "Gebruiker" };

export default async function GebruikerDetailsTabPage({ params }: { params: Promise<{ admnr: string; id: string; tab: string }> }) {
  const { admnr, id, tab } = await params;
  if (!isMedewerkerTab(tab)) notFound();
  return <MedewerkerTabPagina admnr={admnr} id={id} tab={tab} />;
}
