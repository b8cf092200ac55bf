import type { TemplateSoort } from "./typen";

/**
 * A template kind (forms, OPP, pupil plans) as a declaration: what the API and the screens of the
 * kinds differ in is written once, in kind-formulier.ts, kind-opp.ts and kind-leerlingplan.ts,
 * and one route module and one set of screens read it — the shared routes
 * (lib/api/template-routes.ts: the catalogue paths and the id's description) and the screens
 * (components/templates: the pages, the API paths, the messages, the counts, the query keys).
 * The item types are the same for every kind (typen.ts). Plain data, free of zod and of the
 * database: a server page hands a declaration to the screens as a prop.
 *
 * The database side of a kind (its tables, the relations that count its use, the server's
 * messages) is its adapter for the one service module (lib/services/templatebeheer.ts: the
 * TemplateTabel in lib/services/<kind>.ts). It is kept there, not here, because the client
 * messages a page ships are collected from the namespaces every module it imports names
 * (scripts/client-berichten.ts): the pupil pages read templates through those services and would
 * ship the template screens' messages. For the same reason there is one file per kind.
 */

export type TemplateKind = "formulier" | "opp" | "leerlingplan";

/** A count column of the list: the summary's field, its header (kolommen.<kolom>) and its cell text (<tekst>, with {aantal}). */
export interface TellerKolom {
  veld: string;
  kolom: string;
  tekst: string;
}

export interface TemplateKindDeclaratie {
  kind: TemplateKind;
  /** The API's description of a template id of this kind. */
  templateIdUitleg: string;
  /**
   * The catalogue paths (under /api) of the shared calls. `basis` is the list, and basis + /Add,
   * /Update, /ChangeActief, /Delete/{id}; `details` + /{id} the template with its items.
   */
  api: {
    basis: string;
    details: string;
    definitieToevoegen: string;
    definitieBijwerken: string;
    /** POST { templateId, volgorde } (the OPP: per category, with categorieId). */
    herordenen: string;
    /** DELETE …/{a}/{b}: a = template, b = item. */
    definitieVerwijderen: string;
  };
  /** Where the items sit: in the template (forms, pupil plans) or in its categories (the OPP). */
  items: "template" | "categorie";
  /** The screens under /{admnr}/: the list and a template's page (+ /{id}). */
  routes: { lijst: string; details: string };
  /**
   * The screens' messages: the list's and the template page's (`ns`, the same keys for every kind),
   * the builder's (`bouwerNs`) and, when it uses another kind's, its item dialog's (`dialoogNs`).
   */
  berichten: { ns: string; bouwerNs: string; dialoogNs?: string };
  /** The item type a new item starts with in the builder. */
  standaardSoort: TemplateSoort;
  /** The list's count columns, and the count that keeps a template from deletion. */
  tellers: readonly TellerKolom[];
  inGebruik: string;
  /** The field of an item's answer that says how often it is used (the builder's delete confirmation names it). */
  itemGebruik: string;
  /** The query keys (lib/client/keys.ts) of the list and of one template. */
  sleutels: { lijst: "formulierTemplates" | "oppTemplates" | "leerlingplanTemplates"; een: "formulierTemplate" | "oppTemplate" | "leerlingplanTemplate" };
}

/** The API path of a declared catalogue path, as the screens call it. */
export const apiPad = (pad: string) => `/api${pad}`;
