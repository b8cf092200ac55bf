import { DefinitieBouwerPagina } from "@/components/templates/definitie-bouwer-pagina";
import { templatePagina } from "@/components/templates/template-pagina";
import { metBerichten } from "@/components/providers/berichten";
import { guards } from "@/lib/permissions";
import { getLpTemplate } from "@/lib/services/leerlingplantemplates";
import { LEERLINGPLAN_TEMPLATES } from "@/lib/templates/kind-leerlingplan";

/** beheer/leerlingplantemplates/details/{id}: the template builder. */
const pagina = templatePagina({
  soort: LEERLINGPLAN_TEMPLATES,
  guard: guards.leerlingplantemplates,
  lees: getLpTemplate,
  scherm: (admnr, template) => <DefinitieBouwerPagina admnr={admnr} id={template.id} soort={LEERLINGPLAN_TEMPLATES} />,
});

export const generateMetadata = pagina.generateMetadata;
export default metBerichten("[admnr]/beheer/leerlingplantemplates/details/[id]/page", pagina.Pagina);
