/**
 * Proposing instruction groups (GroepsPlannen/GenerateInstructiegroepen): the "handelingsgericht
 * werken" clustering into intensief / basis / verdiept from the pupils' mastery.
 *
 * Per pupil the input is the percentage of lib/beheersing (formula 6: reached level ÷ level the
 * pupil's route expects at this period, × 100) for each domain of the chosen package — or of one
 * domain. The pupil's figure is the mean of the domain percentages that exist. Then:
 * - below `ONDERGRENS` (90 %): clearly behind the route → **intensief** (verlengde instructie);
 * - from 90 % up to and including `BOVENGRENS` (110 %): on the route → **basis**;
 * - above 110 %: clearly ahead → **verdiept** (verrijking);
 * - no percentage at all (no route, no expected level, or nothing evaluated): **basis**, marked
 *   `zonderGegevens` so the teacher places the pupil by hand.
 * The teacher then adjusts the proposal (moves pupils, renames, adds goals).
 */

export const ONDERGRENS = 90;
export const BOVENGRENS = 110;

export type Cluster = "intensief" | "basis" | "verdiept";
export const CLUSTERS: readonly Cluster[] = ["intensief", "basis", "verdiept"];
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

export function gemiddelde(waarden: readonly (number | null)[]): number | null {
  const er = waarden.filter((w): w is number => w !== null && Number.isFinite(w));
  return er.length ? Math.round(er.reduce((a, b) => a + b, 0) / er.length) : null;
}

export function clusterVan(percentage: number | null): Cluster {
  if (percentage === null) return "basis";
  if (percentage < ONDERGRENS) return "intensief";
  if (percentage > BOVENGRENS) return "verdiept";
  return "basis";
}

export function deelIn(leerlingen: readonly LeerlingBeheersing[]): Indeling[] {
  return leerlingen.map((l) => {
    const percentage = gemiddelde(l.percentages);
    return { leerlingId: l.leerlingId, cluster: clusterVan(percentage), percentage, zonderGegevens: percentage === null };
  });
}
