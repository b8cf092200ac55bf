import { formulierPagina } from "../../formulier-pagina";

const { generateMetadata, Pagina } = formulierPagina("details");
export { generateMetadata };
export default Pagina;
