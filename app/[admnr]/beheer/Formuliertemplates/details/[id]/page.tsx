import { DefinitieBouwerPagina } from "@/components/templates/definitie-bouwer-pagina";
import { templatePagina } from "@/components/templates/template-pagina";
import { metBerichten } from "@/components/providers/berichten";
import { guards } from "@/lib/permissions";
import { getTemplate } from "@/lib/services/formuliertemplates";
import { FORMULIER_TEMPLATES } from "@/lib/templates/kind-formulier";

/** beheer/Formuliertemplates/details/{id}: the template builder. */
const pagina = templatePagina({
  soort: FORMULIER_TEMPLATES,
  guard: guards.formuliertemplates,
  lees: getTemplate,
  scherm: (admnr, template) => <DefinitieBouwerPagina admnr={admnr} id={template.id} soort={FORMULIER_TEMPLATES} />,
});

export const generateMetadata = pagina.generateMetadata;
export default metBerichten("[admnr]/beheer/Formuliertemplates/details/[id]/page", pagina.Pagina);
