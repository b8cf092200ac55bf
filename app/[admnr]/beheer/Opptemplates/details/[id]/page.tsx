import { OppTemplateDetails } from "@/components/opptemplates/details";
import { templatePagina } from "@/components/templates/template-pagina";
import { metBerichten } from "@/components/providers/berichten";
import { guards } from "@/lib/permissions";
import { getTemplate } from "@/lib/services/opptemplates";
import { OPP_TEMPLATES } from "@/lib/templates/kind-opp";

/** beheer/Opptemplates/details/{id}: the template's categories, each opening its items. */
const pagina = templatePagina({
  soort: OPP_TEMPLATES,
  guard: guards.opptemplates,
  lees: getTemplate,
  scherm: (admnr, template) => <OppTemplateDetails admnr={admnr} id={template.id} />,
});

export const generateMetadata = pagina.generateMetadata;
export default metBerichten("[admnr]/beheer/Opptemplates/details/[id]/page", pagina.Pagina);
