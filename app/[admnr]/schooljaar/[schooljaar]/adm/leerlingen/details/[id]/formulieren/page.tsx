import { dossierTabPagina } from "../dossier-tab";

const { generateMetadata, Pagina } = dossierTabPagina("formulieren");
export { generateMetadata };
export default Pagina;
