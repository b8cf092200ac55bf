import { formulierPagina } from "../../formulier-pagina";

const { generateMetadata, Pagina } = formulierPagina("bewerken");
export { generateMetadata };
export default Pagina;
