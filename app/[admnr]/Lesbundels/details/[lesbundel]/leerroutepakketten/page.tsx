import { FasenTab } from "@/components/lesbundels/bundel-details";
import { bundelPagina } from "@/components/lesbundels/server";
import { objectTitel } from "@/lib/i18n/metadata";
import { metBerichten } from "@/components/providers/berichten";

export async function generateMetadata({ params }: { params: Promise<{ admnr: string; lesbundel: string }> }) {
  const { admnr, lesbundel } = await params;
  return objectTitel("planning.lesbundels.tabs.leerroutepakketten", (await bundelPagina(admnr, lesbundel)).bundel.naam);
}

async function LesbundelPakkettenPage({ params }: { params: Promise<{ admnr: string; lesbundel: string }> }) {
  const { admnr, lesbundel } = await params;
  const p = await bundelPagina(admnr, lesbundel);
  return <FasenTab admnr={p.admnr} id={p.id} />;
}

export default metBerichten("[admnr]/Lesbundels/details/[lesbundel]/leerroutepakketten/page", LesbundelPakkettenPage);
