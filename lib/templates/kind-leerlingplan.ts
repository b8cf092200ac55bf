import type { TemplateKindDeclaratie } from "./kind";

/**
 * Pupil-plan templates (beheer/leerlingplantemplates; LeerlingplanTemplates calls, §7.10): the
 * items sit in the template; the builder's item dialog says what the form templates' says.
 */
export const LEERLINGPLAN_TEMPLATES = {
  kind: "leerlingplan",
  templateIdUitleg: "Id van de leerlingplantemplate",
  api: {
    basis: "/LeerlingplanTemplates",
    details: "/LeerlingplanTemplates",
    definitieToevoegen: "/LeerlingplanTemplates/AddTemplateDefinitie",
    definitieBijwerken: "/LeerlingplanTemplates/UpdateLeerlingplanTemplateDefinitie",
    herordenen: "/LeerlingplanTemplates/OrganizeDefinities",
    definitieVerwijderen: "/LeerlingplanTemplates/DeleteDefinitie",
  },
  items: "template",
  routes: { lijst: "beheer/leerlingplantemplates", details: "beheer/leerlingplantemplates/details" },
  berichten: { ns: "beheer.leerlingplantemplates", bouwerNs: "beheer.leerlingplantemplates.details", dialoogNs: "beheer.formuliertemplates.details" },
  standaardSoort: "SLE",
  tellers: [
    { veld: "aantalDefinities", kolom: "items", tekst: "items" },
    { veld: "aantalLeerlingplannen", kolom: "plannen", tekst: "plannen" },
  ],
  inGebruik: "aantalLeerlingplannen",
  itemGebruik: "aantalWaarden",
  sleutels: { lijst: "leerlingplanTemplates", een: "leerlingplanTemplate" },
} as const satisfies TemplateKindDeclaratie;
