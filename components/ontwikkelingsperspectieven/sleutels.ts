import type { z } from "zod";
import type { handelingsdeelAntwoord, oppCategorieDetails, oppDetails, oppRij } from "@/lib/schemas/ontwikkelingsperspectieven";

/** The answers of the OntwikkelingsPerspectieven calls as the screens get them. */
export type OppRijView = z.output<typeof oppRij>;
export type OppDetailsView = z.output<typeof oppDetails>;
export type OppCategorieView = z.output<typeof oppCategorieDetails>;
export type HandelingsdeelView = z.output<typeof handelingsdeelAntwoord>;

/** Query keys of the OPP screens (all under one prefix, so a write refreshes every OPP view). */
export const oppSleutels = {
  alle: (admnr: number) => ["ontwikkelingsperspectieven", admnr] as const,
  lijst: (admnr: number, schooljaar: string, filter: string) => ["ontwikkelingsperspectieven", admnr, "lijst", schooljaar, filter] as const,
  leerling: (admnr: number, leerlingId: number) => ["ontwikkelingsperspectieven", admnr, "leerling", leerlingId] as const,
  details: (admnr: number, id: number) => ["ontwikkelingsperspectieven", admnr, "details", id] as const,
  categorie: (admnr: number, id: number, code: string, versie: string | null) => ["ontwikkelingsperspectieven", admnr, "details", id, code.toUpperCase(), versie ?? ""] as const,
  handelingsdeel: (admnr: number, id: number) => ["ontwikkelingsperspectieven", admnr, "handelingsdeel", id] as const,
};

export function oppRoutes(admnr: number, schooljaar: string, id: number) {
  const basis = `/${admnr}/schooljaar/${schooljaar}/planning/ontwikkelingsperspectieven`;
  const q = (versie: string | null) => (versie ? `?versie=${encodeURIComponent(versie)}` : "");
  return {
    lijst: basis,
    details: (versie: string | null = null) => `${basis}/details/${id}${q(versie)}`,
    categorie: (code: string, versie: string | null = null) => `${basis}/details/${id}/${encodeURIComponent(code)}${q(versie)}`,
    bewerken: (code: string) => `${basis}/bewerken/${id}/${encodeURIComponent(code)}`,
  };
}

/** The pseudo-page of the action part (bewerken/{id}/handelingsdeel). */
export const HANDELINGSDEEL = "handelingsdeel";

/**
 * A row of planning/ontwikkelingsperspectieven as the list reads it: the fields of its columns and
 * search (issue 27: the page dehydrates these, not the call's whole answer; the server page and the
 * list's query both map with `oppLijstRij`, so the cache holds one shape either way).
 */
export type OppLijstRij = Pick<OppRijView, "id" | "leerlingNaam" | "templateNaam" | "periodeNummer" | "laatstVastgesteld" | "heeftConcept">;

/** No school year per row: both lists (Eigen, Actief) hold the OPPs of the page's school year only. */
export function oppLijstRij(r: OppRijView): OppLijstRij {
  return { id: r.id, leerlingNaam: r.leerlingNaam, templateNaam: r.templateNaam, periodeNummer: r.periodeNummer, laatstVastgesteld: r.laatstVastgesteld, heeftConcept: r.heeftConcept };
}
