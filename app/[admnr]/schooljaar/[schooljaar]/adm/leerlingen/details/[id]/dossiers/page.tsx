import { dossierTabPagina } from "../dossier-tab";

const { generateMetadata, Pagina } = dossierTabPagina("dossiers");
export { generateMetadata };
export default Pagina;
