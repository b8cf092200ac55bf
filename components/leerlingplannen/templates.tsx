"use client";

import { DefinitieBouwerPagina } from "@/components/templates/definitie-bouwer";
import { TemplateLijst, type TellerKolom } from "@/components/templates/template-lijst";
import { queryKeys } from "@/lib/client/keys";
import { templateBijwerken, templateVelden } from "@/lib/schemas/leerlingplannen";
import type { LpDefinitieView, LpTemplateView } from "@/lib/services/leerlingplantemplates";

type Samenvatting = Omit<LpTemplateView, "definities">;

const SCHEMAS = { velden: templateVelden, bijwerken: templateBijwerken };
const TELLERS: TellerKolom<Samenvatting>[] = [
  { veld: "aantalDefinities", kolom: "items", tekst: "items" },
  { veld: "aantalLeerlingplannen", kolom: "plannen", tekst: "plannen" },
];
const PADEN = {
  toevoegen: "/api/LeerlingplanTemplates/AddTemplateDefinitie",
  bijwerken: "/api/LeerlingplanTemplates/UpdateLeerlingplanTemplateDefinitie",
  herordenen: "/api/LeerlingplanTemplates/OrganizeDefinities",
  verwijderen: "/api/LeerlingplanTemplates/DeleteDefinitie",
};
const aantalWaarden = (d: LpDefinitieView) => d.aantalWaarden;

/** beheer/leerlingplantemplates: the pupil-plan templates with add, edit, (de)activate and delete. */
export function LeerlingplanTemplatesLijst({ admnr }: { admnr: number }) {
  return (
    <TemplateLijst<Samenvatting>
      admnr={admnr}
      ns="beheer.leerlingplantemplates"
      pad="/api/LeerlingplanTemplates"
      sleutel={queryKeys.leerlingplanTemplates(admnr)}
      detailPad="beheer/leerlingplantemplates/details"
      schemas={SCHEMAS}
      tellers={TELLERS}
      inGebruik="aantalLeerlingplannen"
    />
  );
}

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
