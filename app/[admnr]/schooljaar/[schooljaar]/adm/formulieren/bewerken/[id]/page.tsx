import { formulierPagina } from "../../formulier-pagina";
import { metBerichten } from "@/components/providers/berichten";

const { generateMetadata, Pagina } = formulierPagina("bewerken");
export { generateMetadata };

export default metBerichten("[admnr]/schooljaar/[schooljaar]/adm/formulieren/bewerken/[id]/page", Pagina);
