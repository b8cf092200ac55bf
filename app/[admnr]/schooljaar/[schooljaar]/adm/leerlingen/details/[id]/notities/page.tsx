import { dossierTabPagina } from "../dossier-tab";
import { metBerichten } from "@/components/providers/berichten";

const { generateMetadata, Pagina } = dossierTabPagina("notities");
export { generateMetadata };

export default metBerichten("[admnr]/schooljaar/[schooljaar]/adm/leerlingen/details/[id]/notities/page", Pagina);
