import { dossierTabPagina } from "../dossier-tab";
import { Notities } from "@/components/leerlingdossier/notities";
import { metBerichten } from "@/components/providers/berichten";

const { generateMetadata, Pagina } = dossierTabPagina("notities", ({ admnr, leerlingId, magSchrijven }) => <Notities admnr={admnr} doel={{ soort: "leerling", id: leerlingId }} magSchrijven={magSchrijven} />);
export { generateMetadata };

export default metBerichten("[admnr]/schooljaar/[schooljaar]/adm/leerlingen/details/[id]/notities/page", Pagina);
