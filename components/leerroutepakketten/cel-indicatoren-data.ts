import type { CelIndicatorenView } from "@/lib/services/leerroutepakketfasen";

/**
 * What the cell's indicator screen keeps of the call's answer (issue 27: HTML ≤ 60 KB). The call
 * nests indicators per competency and level, repeating each level's fields per competency, and a
 * level with one or two indicators kept their field names (too short a list to pack); the screen
 * regroups a flat list anyway. The page dehydrates this shape and the screen's query maps the
 * call's answer to it, so the cache holds one shape (as the pupil list does, adm/leerling-rij.ts).
 */
export interface CelIndicatorenKort extends Omit<CelIndicatorenView, "competenties"> {
  competenties: { id: number; naam: string }[];
  /** In the call's order (competency, level, indicator); `competentieId`/`niveauNummer` place it. */
  indicatoren: { id: number; naam: string; code: string | null; gekoppeld: boolean; competentieId: number; niveauNummer: number }[];
}

export function celIndicatorenKort(v: CelIndicatorenView): CelIndicatorenKort {
  const { competenties, ...rest } = v;
  return {
    ...rest,
    competenties: competenties.map((c) => ({ id: c.id, naam: c.naam })),
    indicatoren: competenties.flatMap((c) =>
      c.niveaus.flatMap((n) => n.indicatoren.map((i) => ({ id: i.id, naam: i.naam, code: i.code, gekoppeld: i.gekoppeld, competentieId: c.id, niveauNummer: n.nummer }))),
    ),
  };
}
