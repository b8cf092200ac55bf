import { dossierTabPagina } from "../dossier-tab";

const { generateMetadata, Pagina } = dossierTabPagina("notities");
export { generateMetadata };
export default Pagina;
