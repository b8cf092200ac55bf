import { dossierTabPagina } from "../dossier-tab";
import { metBerichten } from "@/components/providers/berichten";

const { generateMetadata, Pagina } = dossierTabPagina("formulieren");
export { generateMetadata };

export default metBerichten("[admnr]/schooljaar/[schooljaar]/adm/leerlingen/details/[id]/formulieren/page", Pagina);
