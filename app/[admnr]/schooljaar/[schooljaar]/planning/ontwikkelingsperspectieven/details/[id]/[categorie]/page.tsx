import { HydrationBoundary, dehydrate } from "@tanstack/react-query";
import { laadOppCategorie } from "@/components/ontwikkelingsperspectieven/laad";
import { OppScherm } from "@/components/ontwikkelingsperspectieven/opp-scherm";
import { objectTitel } from "@/lib/i18n/metadata";
import { oppKeuzes } from "@/lib/services/ontwikkelingsperspectieven";
import { metBerichten } from "@/components/providers/berichten";

type Props = { params: Promise<{ admnr: string; schooljaar: string; id: string; categorie: string }>; searchParams: Promise<Record<string, string | string[] | undefined>> };

const versieVan = (sp: Record<string, string | string[] | undefined>) => (typeof sp.versie === "string" && sp.versie ? sp.versie : null);

export async function generateMetadata({ params, searchParams }: Props) {
  const { admnr, id, categorie } = await params;
  const { pagina } = await laadOppCategorie(admnr, id, categorie, versieVan(await searchParams));
  return objectTitel("planning.ontwikkelingsperspectieven.details.paginaTitel", `${pagina.categorie.naam} · ${pagina.leerlingNaam}`);
}

/** planning/ontwikkelingsperspectieven/details/{id}/{categorie}?versie: one page per category (spec §2). */
async function OppCategoriePagina({ params, searchParams }: Props) {
  const { admnr, schooljaar, id, categorie } = await params;
  const versie = versieVan(await searchParams);
  const { ctx, pagina, qc } = await laadOppCategorie(admnr, id, categorie, versie);
  const perioden = pagina.magBewerken ? (await oppKeuzes(ctx)).perioden : [];
  return (
    <HydrationBoundary state={dehydrate(qc)}>
      <OppScherm admnr={ctx.administratieNr} schooljaar={schooljaar} id={pagina.id} code={decodeURIComponent(categorie)} versie={versie} perioden={perioden} />
    </HydrationBoundary>
  );
}

export default metBerichten("[admnr]/schooljaar/[schooljaar]/planning/ontwikkelingsperspectieven/details/[id]/[categorie]/page", OppCategoriePagina);
