import { dossierTabPagina } from "../dossier-tab";
import { FormulierenTab } from "@/components/leerlingdossier/formulieren-tab";
import { metBerichten } from "@/components/providers/berichten";

const { generateMetadata, Pagina } = dossierTabPagina("formulieren", ({ admnr, schooljaar, leerlingId, magSchrijven }) => <FormulierenTab admnr={admnr} schooljaar={schooljaar} leerlingId={leerlingId} magSchrijven={magSchrijven} />);
export { generateMetadata };

export default metBerichten("[admnr]/schooljaar/[schooljaar]/adm/leerlingen/details/[id]/formulieren/page", Pagina);
