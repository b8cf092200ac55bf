"use client";

import { DefinitieBouwerPagina } from "@/components/templates/definitie-bouwer";
import { queryKeys } from "@/lib/client/keys";
import type { DefinitieView } from "@/lib/services/formuliertemplates";

const PADEN = {
  toevoegen: "/api/FormulierTemplates/AddDefinitie",
  bijwerken: "/api/FormulierTemplates/EditDefinitie",
  herordenen: "/api/FormulierTemplates/Reorganize",
  verwijderen: "/api/FormulierTemplates/DeleteDefinitie",
};
const aantalWaarden = (d: DefinitieView) => d.aantalWaarden;

/** beheer/Formuliertemplates/details/{id}: the template builder (items in order, reorder, add/edit/delete) and a preview. */
export function FormulierTemplateDetails({ admnr, id }: { admnr: number; id: number }) {
  return (
    <DefinitieBouwerPagina
      admnr={admnr}
      id={id}
      ns="beheer.formuliertemplates"
      detailsPad="/api/FormulierTemplates/Details"
      sleutel={queryKeys.formulierTemplate(admnr, id)}
      lijstSleutel={queryKeys.formulierTemplates(admnr)}
      terugPad="beheer/Formuliertemplates"
      paden={PADEN}
      inGebruik={aantalWaarden}
    />
  );
}
