/**
 * The editor item types of spec §3 (AUB … HTN): one table of what each type means, which editor
 * widget fills it in, the shape of its stored value and the options a definition of it carries.
 * Every template kind uses it (lib/templates/kinden.ts). Labels for the screens live in the
 * TemplateDefinitieSoorten namespace (messages/nl/TemplateDefinitieSoorten/soorten.json), keyed
 * by the code. This module holds no zod: a screen that shows or builds a template imports it
 * without shipping the value schemas (soorten.ts adds those; the browser loads them when it
 * checks values).
 */
export const TEMPLATE_SOORTEN = ["AUB", "CKB", "DOM", "DTE", "HAN", "IQ", "ITEM", "LBL", "LR", "LTU", "OB", "OL", "SEL", "SLE", "MCT", "MSE", "OWP", "MLE", "MON", "HTN"] as const;
export type TemplateSoort = (typeof TEMPLATE_SOORTEN)[number];

/**
 * The widgets of the plan-only item types (LR, OB, DOM, MON, HAN): filled in on the plan screens
 * (OPP, pupil plan) with pickers over the plan's learning-route package, never by a form.
 */
export const PLAN_WIDGETS = ["leerroute", "uitstroom", "domeinen", "niveaus", "handelingsdeel"] as const;
export type PlanWidget = (typeof PLAN_WIDGETS)[number];

/** The widget a screen uses to fill in (and show) a value: one entry per widget in the screens' widget table. */
export type Widget = "geen" | "tekstregel" | "tekstvak" | "opgemaakt" | "datum" | "vinkje" | "getal" | "keuze" | "rondjes" | "meerkeuze" | PlanWidget;

export function isPlanWidget(w: Widget): w is PlanWidget {
  return (PLAN_WIDGETS as readonly string[]).includes(w);
}

/**
 * The stored shape of a value: always an object with named fields (as the generator and the demo
 * data hold them), so a value says what it is: { tekst }, { datum }, { aangevinkt }, { keuze },
 * { keuzes }, { waarde, instrument }, { leerrouteNummer }, { uitstroombestemmingNummer },
 * { domeinIds }, { niveaus: [{ domeinId, niveauNummer }] }, { zieHandelingsdeel }; "geen": no value.
 */
export type Vorm = "geen" | "tekst" | "datum" | "vinkje" | "keuze" | "meerkeuze" | "iq" | "leerroute" | "uitstroom" | "domeinen" | "niveaus" | "handelingsdeel";

export interface SoortInfo {
  /** Dutch meaning, for the API description and the print view (screens use the message). */
  betekenis: string;
  widget: Widget;
  vorm: Vorm;
  /** Options a definition carries: keuzes (SEL, MSE, MCT; optional for AUB) or a range (IQ). */
  opties: "geen" | "keuzes" | "keuzes-optioneel" | "bereik";
}

export const SOORT_INFO: Readonly<Record<TemplateSoort, SoortInfo>> = {
  AUB: { betekenis: "Advies uitstroombestemming", widget: "keuze", vorm: "keuze", opties: "keuzes-optioneel" },
  CKB: { betekenis: "Selectievakje", widget: "vinkje", vorm: "vinkje", opties: "geen" },
  DOM: { betekenis: "Domeinen van het leerroutepakket", widget: "domeinen", vorm: "domeinen", opties: "geen" },
  DTE: { betekenis: "Datum", widget: "datum", vorm: "datum", opties: "geen" },
  HAN: { betekenis: "Handelingsdeel (verwijzing naar het handelingsdeel van het plan)", widget: "handelingsdeel", vorm: "handelingsdeel", opties: "geen" },
  IQ: { betekenis: "IQ-score met instrument", widget: "getal", vorm: "iq", opties: "bereik" },
  ITEM: { betekenis: "Vrij item", widget: "tekstvak", vorm: "tekst", opties: "geen" },
  LBL: { betekenis: "Kop of toelichtende tekst (geen invoer)", widget: "geen", vorm: "geen", opties: "geen" },
  LR: { betekenis: "Leerroute (nummer)", widget: "leerroute", vorm: "leerroute", opties: "geen" },
  LTU: { betekenis: "Leertijd en uitstroom", widget: "tekstvak", vorm: "tekst", opties: "geen" },
  // OB is the exit destination itself (not "onderwijsbehoeften"): a number among the package's
  // Uitstroombestemmingen, the choices Leerroutes/Uitstroombestemmingen/{a}/{b} lists for the LR
  // route beside it — the OPP's expected exit destination; AUB is the (free or listed) advice.
  OB: { betekenis: "Uitstroombestemming (nummer)", widget: "uitstroom", vorm: "uitstroom", opties: "geen" },
  OL: { betekenis: "Ontwikkelingslijn", widget: "tekstvak", vorm: "tekst", opties: "geen" },
  SEL: { betekenis: "Keuzelijst (één keuze)", widget: "keuze", vorm: "keuze", opties: "keuzes" },
  SLE: { betekenis: "Tekstregel", widget: "tekstregel", vorm: "tekst", opties: "geen" },
  MCT: { betekenis: "Meerkeuzevraag (één keuze, alle keuzes zichtbaar)", widget: "rondjes", vorm: "keuze", opties: "keuzes" },
  MSE: { betekenis: "Meervoudige keuze", widget: "meerkeuze", vorm: "meerkeuze", opties: "keuzes" },
  OWP: { betekenis: "Onderwijsplan (het lesplan van het plan; geen invoer)", widget: "geen", vorm: "geen", opties: "geen" },
  MLE: { betekenis: "Tekstvak (meerdere regels)", widget: "tekstvak", vorm: "tekst", opties: "geen" },
  MON: { betekenis: "Monitor: verwacht niveau per domein", widget: "niveaus", vorm: "niveaus", opties: "geen" },
  HTN: { betekenis: "Opgemaakte tekst", widget: "opgemaakt", vorm: "tekst", opties: "geen" },
};

export function isTemplateSoort(code: unknown): code is TemplateSoort {
  return typeof code === "string" && (TEMPLATE_SOORTEN as readonly string[]).includes(code);
}

/** Types that hold no value (a heading, a read-only overview). */
export const heeftWaarde = (soort: TemplateSoort) => SOORT_INFO[soort].vorm !== "geen";
/** Types a form fills in itself (not the plan-only ones). */
export const inFormulier = (soort: TemplateSoort) => SOORT_INFO[soort].widget !== "geen" && !isPlanWidget(SOORT_INFO[soort].widget);

export const MAX_TEKSTREGEL = 500;
export const MAX_TEKSTVAK = 10_000;
export const MAX_OPGEMAAKT = 20_000;
export const MAX_KEUZES = 50;

export interface DefinitieOpties {
  keuzes?: string[];
  min?: number;
  max?: number;
}

/** A definition (one item of a template) as the engine sees it. */
export interface Definitie {
  id: number;
  soort: TemplateSoort;
  label: string;
  toelichting: string | null;
  verplicht: boolean;
  opties: DefinitieOpties | null;
  volgnummer: number;
}

/** Definitions in their order (volgnummer, then id). */
export function geordend<T extends { volgnummer: number; id: number }>(defs: readonly T[]): T[] {
  return [...defs].sort((a, b) => a.volgnummer - b.volgnummer || a.id - b.id);
}
