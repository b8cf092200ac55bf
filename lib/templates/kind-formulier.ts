import type { TemplateKindDeclaratie } from "./kind";

/** Form templates (beheer/Formuliertemplates; FormulierTemplates calls): the items sit in the template. */
export const FORMULIER_TEMPLATES = {
  kind: "formulier",
  templateIdUitleg: "Id van de formuliertemplate",
  api: {
    basis: "/FormulierTemplates",
    details: "/FormulierTemplates/Details",
    definitieToevoegen: "/FormulierTemplates/AddDefinitie",
    definitieBijwerken: "/FormulierTemplates/EditDefinitie",
    herordenen: "/FormulierTemplates/Reorganize",
    definitieVerwijderen: "/FormulierTemplates/DeleteDefinitie",
  },
  items: "template",
  routes: { lijst: "beheer/Formuliertemplates", details: "beheer/Formuliertemplates/details" },
  berichten: { ns: "beheer.formuliertemplates", bouwerNs: "beheer.formuliertemplates.details" },
  standaardSoort: "SLE",
  tellers: [
    { veld: "aantalDefinities", kolom: "items", tekst: "items" },
    { veld: "aantalFormulieren", kolom: "formulieren", tekst: "ingevuld" },
  ],
  inGebruik: "aantalFormulieren",
  itemGebruik: "aantalWaarden",
  sleutels: { lijst: "formulierTemplates", een: "formulierTemplate" },
} as const satisfies TemplateKindDeclaratie;
