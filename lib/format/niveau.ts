/**
 * Level labels and the level column window (spec §9).
 *
 * Reading chosen for "label plus percentage, or with a comma if the label is numeric": the
 * fraction (0..1) is how much of the NEXT level has been mastered. A numeric label then reads as a
 * decimal number, label "3" with 0.25 → "3,25" (3 and a quarter), 0.5 → "3,5", 0.05 → "3,05"; a
 * text label gets a percentage, "A1" with 0.25 → "A1 25%". The percentage is rounded DOWN to whole
 * percent, so 0.999 never claims the next level ("3,99", "A1 99%"); 0 (or < 1%) and null show the
 * label alone.
 */

export interface NiveauMetFractie {
  label: string;
  /** Mastered part of the next level, 0..1; null/undefined = nothing. */
  fractie?: number | null;
}

/** Whole percent of the fraction, 0..99; 0 for invalid input. */
function procent(fractie: number | null | undefined): number {
  if (typeof fractie !== "number" || !Number.isFinite(fractie) || fractie <= 0) return 0;
  // + 1e-9: 0.29 * 100 is 28.999999999999996 in floating point.
  return Math.min(99, Math.floor(fractie * 100 + 1e-9));
}

export function formatNiveau({ label, fractie }: NiveauMetFractie): string {
  const p = procent(fractie);
  if (p === 0) return label;
  if (/^\d+$/.test(label.trim())) {
    // Two digits so 5% is ",05"; a trailing zero is dropped (",50" → ",5") as in any decimal number.
    return `${label.trim()},${String(p).padStart(2, "0").replace(/0$/, "")}`;
  }
  return `${label} ${p}%`;
}

/**
 * The same with a score as the API gives it: a fraction 0..1, or an absolute level value such as
 * 3.25 whose decimal part is the fraction (the whole part is already in the label).
 */
export function niveauLabel(label: string, score?: number | null): string {
  const fractie = typeof score === "number" && score >= 1 ? score - Math.floor(score) : score;
  return formatNiveau({ label, fractie });
}

/**
 * The niveaus shown when at most `limiet` level columns fit: a window around the highest level
 * that has evaluations. The window is centred on it; with an even limit the extra column goes
 * above, towards the levels still to be mastered. It is shifted to stay inside the list, so it is
 * always `limiet` long when there are enough levels. A highest level that is not in the list
 * centres on the nearest level below it (or the first). Null (no evaluations yet) → the first
 * `limiet` levels. A limit below 1 (or NaN) means no limit.
 */
export function niveauVenster(niveaus: readonly number[], hoogsteMetEvaluaties: number | null, limiet: number): number[] {
  const gesorteerd = [...niveaus].sort((a, b) => a - b);
  if (!(limiet >= 1)) return gesorteerd;
  const lengte = Math.floor(limiet);
  if (gesorteerd.length <= lengte) return gesorteerd;
  let start = 0;
  if (hoogsteMetEvaluaties !== null && Number.isFinite(hoogsteMetEvaluaties)) {
    let positie = 0;
    for (let i = 0; i < gesorteerd.length; i++) {
      if (gesorteerd[i]! <= hoogsteMetEvaluaties) positie = i;
    }
    start = positie - Math.floor((lengte - 1) / 2);
  }
  start = Math.max(0, Math.min(start, gesorteerd.length - lengte));
  return gesorteerd.slice(start, start + lengte);
}
