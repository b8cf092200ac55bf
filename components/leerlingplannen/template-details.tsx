"use client";

import { DefinitieBouwerPagina } from "@/components/templates/definitie-bouwer";
import { queryKeys } from "@/lib/client/keys";
import type { LpDefinitieView } from "@/lib/services/leerlingplantemplates";

const PADEN = {
  toevoegen: "/api/LeerlingplanTemplates/AddTemplateDefinitie",
  bijwerken: "/api/LeerlingplanTemplates/UpdateLeerlingplanTemplateDefinitie",
  herordenen: "/api/LeerlingplanTemplates/OrganizeDefinities",
  verwijderen: "/api/LeerlingplanTemplates/DeleteDefinitie",
};
const aantalWaarden = (d: LpDefinitieView) => d.aantalWaarden;

/** beheer/leerlingplantemplates/details/{id}: the builder (the form templates' item dialog and order list) and a preview. */
export function LeerlingplanTemplateDetails({ admnr, id }: { admnr: number; id: number }) {
  return (
    <DefinitieBouwerPagina
      admnr={admnr}
      id={id}
      ns="beheer.leerlingplantemplates"
      dialoogNs="beheer.formuliertemplates.details"
      detailsPad="/api/LeerlingplanTemplates"
      sleutel={queryKeys.leerlingplanTemplate(admnr, id)}
      lijstSleutel={queryKeys.leerlingplanTemplates(admnr)}
      terugPad="beheer/leerlingplantemplates"
      paden={PADEN}
      inGebruik={aantalWaarden}
    />
  );
}
