import { dossierTabPagina } from "../dossier-tab";
import { Dossier } from "@/components/leerlingdossier/dossier";
import { Inzagelog } from "@/components/leerlingdossier/inzagelog";
import { VolledigDossier } from "@/components/leerlingdossier/volledig-dossier";
import { guards } from "@/lib/permissions";
import { metBerichten } from "@/components/providers/berichten";

const { generateMetadata, Pagina } = dossierTabPagina("dossiers", ({ ctx, admnr, leerlingId, magSchrijven }) => (
  <>
    <Dossier admnr={admnr} leerlingId={leerlingId} magSchrijven={magSchrijven} />
    {guards.dossierInzage(ctx.permissions) && <Inzagelog admnr={admnr} leerlingId={leerlingId} />}
    {guards.dossierVolledig(ctx.permissions) && <VolledigDossier admnr={admnr} leerlingId={leerlingId} />}
  </>
));
export { generateMetadata };

export default metBerichten("[admnr]/schooljaar/[schooljaar]/adm/leerlingen/details/[id]/dossiers/page", Pagina);
