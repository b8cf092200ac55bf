/**
 * The evaluation grid's keys as pure functions (ARIA grid pattern, roving tabindex): where a key
 * moves the active cell, and what Space/Enter make of a cell's score.
 */

export interface Plek {
  r: number;
  c: number;
}

/** Rows a PageUp/PageDown moves. */
export const PAGINA = 10;

/**
 * The cell a navigation key leads to from `plek` in a grid of `rijen` × `kolommen`, clamped to the
 * grid; null when the key is not a navigation key (or the grid is empty). Arrows move one cell,
 * Home/End to the first/last cell of the row, Ctrl+Home/Ctrl+End to the first/last cell of the
 * grid, PageUp/PageDown ten rows.
 */
export function naarCel(toets: string, plek: Plek, grootte: { rijen: number; kolommen: number }, ctrl = false): Plek | null {
  const { rijen, kolommen } = grootte;
  if (rijen < 1 || kolommen < 1) return null;
  const binnen = (r: number, c: number): Plek => ({ r: Math.max(0, Math.min(rijen - 1, r)), c: Math.max(0, Math.min(kolommen - 1, c)) });
  const { r, c } = binnen(plek.r, plek.c);
  switch (toets) {
    case "ArrowRight":
      return binnen(r, c + 1);
    case "ArrowLeft":
      return binnen(r, c - 1);
    case "ArrowDown":
      return binnen(r + 1, c);
    case "ArrowUp":
      return binnen(r - 1, c);
    case "PageDown":
      return binnen(r + PAGINA, c);
    case "PageUp":
      return binnen(r - PAGINA, c);
    case "Home":
      return ctrl ? binnen(0, 0) : binnen(r, 0);
    case "End":
      return ctrl ? binnen(rijen - 1, kolommen - 1) : binnen(r, kolommen - 1);
    default:
      return null;
  }
}

/** Space/Enter step a cell through the scores: not evaluated → niet → gedeeltelijk → beheerst → not evaluated. */
export function volgendeScore(score: number | null | undefined): 0 | 50 | 100 | null {
  if (score === 0) return 50;
  if (score === 50) return 100;
  if (score === 100) return null;
  return 0;
}
