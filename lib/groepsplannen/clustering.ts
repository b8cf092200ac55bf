/**
 * Proposing instruction groups (GroepsPlannen/Indelingsvoorstel and GenerateInstructiegroepen):
 * the "handelingsgericht werken" clustering into intensief / basis / verdiept, relative to the
 * group itself (issue 30: a fixed 90 %/110 % threshold put a whole low-scoring group in one
 * instruction group).
 *
 * Per pupil the figure p is the percentage of lib/beheersing (formula 6: reached level ÷ level the
 * pupil's route expects at the plan's period, × 100) — the mean of the domain percentages that
 * exist, over all domains of the package or the one chosen domain, rounded to a whole percent.
 *
 * Over the n pupils that have a figure:
 *   m = (p₁ + … + pₙ) / n                       the group's mean
 *   s = √( ((p₁ − m)² + … + (pₙ − m)²) / n )    the spread (population standard deviation)
 *   h = max(½ · s, MIN_AFSTAND)                  half the width of the basis band
 *   ondergrens = m − h, bovengrens = m + h       (each rounded to one decimal, as shown)
 * then
 *   p < ondergrens  → **intensief** (verlengde instructie),
 *   p > bovengrens  → **verdiept** (verrijking),
 *   otherwise       → **basis**.
 * Roughly the lower and upper third of a normally spread group (±½ SD holds about 38 % of it)
 * go to intensief and verdiept. `MIN_AFSTAND` keeps pupils a few points apart together: a group
 * whose pupils are (nearly) equal stays in basis as a whole, and two pupils are only split when
 * they are more than 2 × MIN_AFSTAND points apart. A pupil without a figure (no route, no
 * expected level) goes to **basis**, marked `zonderGegevens`, for the teacher to place by hand;
 * with no figures at all every pupil is in basis. The teacher then moves pupils before accepting.
 */

/** Least half-width of the basis band, in percentage points. */
export const MIN_AFSTAND = 5;

export type Cluster = "intensief" | "basis" | "verdiept";
export const CLUSTERS: readonly Cluster[] = ["intensief", "basis", "verdiept"];
/** The names the three instruction groups get (the plan's groups are data, not UI text). */
export const CLUSTER_NAAM: Readonly<Record<Cluster, string>> = {
  intensief: "Intensieve instructie",
  basis: "Basisinstructie",
  verdiept: "Verdiepte instructie",
};

export interface LeerlingBeheersing {
  leerlingId: number;
  /** Percentages per domain (null where the pupil has none). */
  percentages: readonly (number | null)[];
}

export interface Indeling {
  leerlingId: number;
  cluster: Cluster;
  /** Mean percentage, null without any. */
  percentage: number | null;
  zonderGegevens: boolean;
}

/** The group's figures the rule used (for the dialog's explanation); bounds null without figures. */
export interface Grenzen {
  /** Pupils with a figure, and without. */
  n: number;
  zonder: number;
  /** m and s, one decimal; null when n = 0. */
  gemiddelde: number | null;
  spreiding: number | null;
  ondergrens: number | null;
  bovengrens: number | null;
}

const eenDecimaal = (x: number) => Math.round(x * 10) / 10;

export function gemiddelde(waarden: readonly (number | null)[]): number | null {
  const er = waarden.filter((w): w is number => w !== null && Number.isFinite(w));
  return er.length ? Math.round(er.reduce((a, b) => a + b, 0) / er.length) : null;
}

/** The rule's bounds for a group's figures (null = pupil without a figure). */
export function grenzenVan(figuren: readonly (number | null)[]): Grenzen {
  const p = figuren.filter((w): w is number => w !== null && Number.isFinite(w));
  const zonder = figuren.length - p.length;
  if (!p.length) return { n: 0, zonder, gemiddelde: null, spreiding: null, ondergrens: null, bovengrens: null };
  const m = p.reduce((a, b) => a + b, 0) / p.length;
  const s = Math.sqrt(p.reduce((a, x) => a + (x - m) ** 2, 0) / p.length);
  const h = Math.max(s / 2, MIN_AFSTAND);
  return { n: p.length, zonder, gemiddelde: eenDecimaal(m), spreiding: eenDecimaal(s), ondergrens: eenDecimaal(m - h), bovengrens: eenDecimaal(m + h) };
}

export function clusterVan(percentage: number | null, g: Pick<Grenzen, "ondergrens" | "bovengrens">): Cluster {
  if (percentage === null || g.ondergrens === null || g.bovengrens === null) return "basis";
  if (percentage < g.ondergrens) return "intensief";
  if (percentage > g.bovengrens) return "verdiept";
  return "basis";
}

/** The proposal: each pupil's figure and cluster, and the bounds it was made with. */
export function deelIn(leerlingen: readonly LeerlingBeheersing[]): { indeling: Indeling[]; grenzen: Grenzen } {
  const figuren = leerlingen.map((l) => gemiddelde(l.percentages));
  const grenzen = grenzenVan(figuren);
  const indeling = leerlingen.map((l, i) => {
    const percentage = figuren[i]!;
    return { leerlingId: l.leerlingId, cluster: clusterVan(percentage, grenzen), percentage, zonderGegevens: percentage === null };
  });
  return { indeling, grenzen };
}
