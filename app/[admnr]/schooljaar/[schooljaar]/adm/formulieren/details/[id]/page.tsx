import { formulierPagina } from "../../formulier-pagina";
import { metBerichten } from "@/components/providers/berichten";

const { generateMetadata, Pagina } = formulierPagina("details");
export { generateMetadata };

export default metBerichten("[admnr]/schooljaar/[schooljaar]/adm/formulieren/details/[id]/page", Pagina);
