import { HydrationBoundary, dehydrate } from "@tanstack/react-query";
import { MedewerkerKop, MedewerkerTabsNav } from "@/components/beheer/medewerker-details";
import { laadMedewerkerPagina } from "../../medewerker-page";
import { metBerichten } from "@/components/providers/berichten";

/** Details of a staff member: header with actions, then URL tabs rollen, vestigingen, groepen, lesbundels. */
async function GebruikerDetailsLayout({ children, params }: { children: React.ReactNode; params: Promise<{ admnr: string; id: string }> }) {
  const { admnr, id } = await params;
  const { ctx, qc } = await laadMedewerkerPagina(admnr, id);
  return (
    <section className="space-y-6">
      <HydrationBoundary state={dehydrate(qc)}>
        <MedewerkerKop admnr={ctx.administratieNr} id={id} />
      </HydrationBoundary>
      <MedewerkerTabsNav admnr={ctx.administratieNr} id={id} />
      {children}
    </section>
  );
}

export default metBerichten("[admnr]/beheer/Gebruikers/details/[id]/layout", GebruikerDetailsLayout);
