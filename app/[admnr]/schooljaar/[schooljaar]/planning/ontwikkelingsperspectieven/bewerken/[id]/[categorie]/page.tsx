import { HydrationBoundary, dehydrate } from "@tanstack/react-query";
import { notFound } from "next/navigation";
import { laadOpp, laadOppCategorie } from "@/components/ontwikkelingsperspectieven/laad";
import { HandelingsdeelBewerken, OppBewerken } from "@/components/ontwikkelingsperspectieven/opp-bewerken";
import { HANDELINGSDEEL } from "@/components/ontwikkelingsperspectieven/sleutels";
import { makeQueryClient } from "@/lib/client/query-client";
import { objectTitel } from "@/lib/i18n/metadata";
import { guards } from "@/lib/permissions";
import { oppKeuzes } from "@/lib/services/ontwikkelingsperspectieven";
import { metBerichten } from "@/components/providers/berichten";

type Props = { params: Promise<{ admnr: string; schooljaar: string; id: string; categorie: string }> };

export async function generateMetadata({ params }: Props) {
  const { admnr, id } = await params;
  const { opp } = await laadOpp(admnr, id, guards.oppSchrijven);
  return objectTitel("planning.ontwikkelingsperspectieven.bewerken.paginaTitel", opp.leerlingNaam);
}

/**
 * planning/ontwikkelingsperspectieven/bewerken/{id}/{categorie}: edit one category of the Concept,
 * or (categorie = handelingsdeel) the action part. Needs write on Ontwikkelingsperspectieven for
 * this pupil (§6: own group / own branch / all); otherwise the not-found page.
 */
async function OppBewerkenPagina({ params }: Props) {
  const { admnr, schooljaar, id, categorie } = await params;
  const { ctx, opp } = await laadOpp(admnr, id, guards.oppSchrijven);
  if (!opp.magBewerken) notFound();
  const a = ctx.administratieNr;
  if (categorie.toLowerCase() === HANDELINGSDEEL) {
    const eerste = opp.categorieen[0]?.code ?? null;
    const qc = eerste ? (await laadOppCategorie(admnr, id, eerste, null, guards.oppSchrijven)).qc : makeQueryClient();
    const { vakgebieden } = await oppKeuzes(ctx);
    return (
      <HydrationBoundary state={dehydrate(qc)}>
        <HandelingsdeelBewerken admnr={a} schooljaar={schooljaar} id={opp.id} eersteCategorie={eerste} vakgebieden={vakgebieden} />
      </HydrationBoundary>
    );
  }
  const { pagina, qc } = await laadOppCategorie(admnr, id, categorie, null, guards.oppSchrijven);
  return (
    <HydrationBoundary state={dehydrate(qc)}>
      <OppBewerken admnr={a} schooljaar={schooljaar} id={pagina.id} code={decodeURIComponent(categorie)} />
    </HydrationBoundary>
  );
}

export default metBerichten("[admnr]/schooljaar/[schooljaar]/planning/ontwikkelingsperspectieven/bewerken/[id]/[categorie]/page", OppBewerkenPagina);
