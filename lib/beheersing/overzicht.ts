/**
 * Additions for the overviews (Opbrengsten, issue 12 part B) on top of lib/beheersing/index.ts:
 * the label of a MEAN level value, and a pupil's figure over several competences or domains.
 * Only compositions of the formulas in index.ts; no arithmetic of its own.
 */
import { niveauTekst, percentage, sorteerNiveaus, type NiveauRij } from "./index";

/**
 * The §9 label of a level VALUE as formula 3 defines it (position of the reached level + fraction
 * of the next), e.g. a group mean of 3.4 over numeric levels → "3,4"; over "A", "B", "C" → "C 40%".
 * Position 0 (nothing fully mastered) reads "0,4" / "– 40%" as in `niveauTekst`. Null for null.
 */
export function niveauLabelVanWaarde(niveaus: readonly NiveauRij[], waarde: number | null): string | null {
  if (waarde === null || !Number.isFinite(waarde)) return null;
  const volgorde = sorteerNiveaus(niveaus);
  if (volgorde.length === 0) return null;
  const positie = Math.max(0, Math.min(volgorde.length, Math.floor(waarde + 1e-9)));
  const fractie = positie >= volgorde.length ? 0 : Math.max(0, waarde - positie);
  const bereikt = positie > 0 ? volgorde[positie - 1]! : null;
  const volgend = volgorde[positie] ?? null;
  return niveauTekst(bereikt, fractie, volgend);
}

/**
 * A competence's percentage against its domain's expected level (formula 6 for one competence):
 * the competence value / the position of the domain's expected level, whole percent.
 */
export function competentiePercentage(waarde: number | null, verwachtePositie: number | null): number | null {
  return percentage(waarde, verwachtePositie);
}
