import type { StroomplanView } from "@/lib/services/leerroutepakketten";

/**
 * What the stroomplan screen shows of `Niveaus/stroomplan`, and all the page hands the browser
 * (issue 27): the call answers each cell with its description (~15 KB of text on the demo package
 * that the grid never shows) and every level's and competency's order fields. The server page
 * dehydrates this shape and the screen's query maps the call's answer to it, so both hold the same.
 */
export interface StroomplanRaster {
  niveaus: { nummer: number; label: string; omschrijving: string | null }[];
  domeinen: {
    id: number;
    naam: string;
    code: string | null;
    /** `cellen[i]` is the cell at `niveaus[i]`: its number of indicators; null when it has none and no description. */
    competenties: { id: number; naam: string; cellen: (number | null)[] }[];
  }[];
}

export function naarRaster(view: StroomplanView): StroomplanRaster {
  return {
    niveaus: view.niveaus.map((n) => ({ nummer: n.nummer, label: n.label, omschrijving: n.omschrijving ?? null })),
    domeinen: view.domeinen.map((d) => ({
      id: d.id,
      naam: d.naam,
      code: d.code,
      competenties: d.competenties.map((c) => ({
        id: c.id,
        naam: c.naam,
        // The call gives each competency's cells in the order of `niveaus`.
        cellen: c.cellen.map((cel) => (cel.aantalIndicatoren === 0 && !cel.beschreven ? null : cel.aantalIndicatoren)),
      })),
    })),
  };
}
