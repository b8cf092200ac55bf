import { HydrationBoundary, dehydrate } from "@tanstack/react-query";
import { LesScreen } from "@/components/lesbundels/les-screen";
import { lesPagina } from "@/components/lesbundels/server";
import { objectTitel } from "@/lib/i18n/metadata";
import { metBerichten } from "@/components/providers/berichten";

export async function generateMetadata({ params }: { params: Promise<{ admnr: string; les: string }> }) {
  const { admnr, les } = await params;
  return objectTitel("planning.lesbundels.les.paginaTitel", (await lesPagina(admnr, les)).les.naam);
}

async function LesPage({ params }: { params: Promise<{ admnr: string; les: string }> }) {
  const { admnr, les } = await params;
  const p = await lesPagina(admnr, les);
  return (
    <HydrationBoundary state={dehydrate(p.qc)}>
      <LesScreen admnr={p.admnr} id={p.id} />
    </HydrationBoundary>
  );
}

export default metBerichten("[admnr]/Lesbundels/les/[les]/page", LesPage);
