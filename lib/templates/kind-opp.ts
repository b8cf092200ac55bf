import type { TemplateKindDeclaratie } from "./kind";

/**
 * Development-perspective templates (beheer/Opptemplates; OppTemplate calls): the items sit in
 * categories (one page of the OPP each), ordered per category; the template page lists the
 * categories and a category's page is the builder.
 */
export const OPP_TEMPLATES = {
  kind: "opp",
  templateIdUitleg: "Id van de ontwikkelingsperspectieftemplate",
  api: {
    basis: "/OppTemplate",
    details: "/OppTemplate/Details",
    definitieToevoegen: "/OppTemplate/AddDefinitie",
    definitieBijwerken: "/OppTemplate/updateDefinitie",
    herordenen: "/OppTemplate/ReorganizeCategorieItems",
    definitieVerwijderen: "/OppTemplate/DeleteDefinitie",
  },
  items: "categorie",
  routes: { lijst: "beheer/Opptemplates", details: "beheer/Opptemplates/details" },
  berichten: { ns: "beheer.opptemplates", bouwerNs: "beheer.opptemplates.categorie" },
  standaardSoort: "MLE",
  tellers: [
    { veld: "aantalCategorieen", kolom: "categorieen", tekst: "categorieen" },
    { veld: "aantalDefinities", kolom: "items", tekst: "items" },
    { veld: "aantalPerspectieven", kolom: "perspectieven", tekst: "perspectieven" },
  ],
  inGebruik: "aantalPerspectieven",
  itemGebruik: "aantalIngevuld",
  sleutels: { lijst: "oppTemplates", een: "oppTemplate" },
} as const satisfies TemplateKindDeclaratie;
