/**
 * Prognose (issue 34) — where a pupil is heading in a domain, set against the learning route.
 * Pure functions on top of lib/beheersing/index.ts: the service computes the pupil's level per
 * period with formulas 2, 3 and 6 and the expected level with formula 5; this module fits a
 * trend, projects it and judges it. Nothing here reads the database.
 *
 * ## Formulas
 *
 * 8. **History** (`geschiedenis`): the points (t_i, y_i), one per period in which the pupil has at
 *    least one evaluation of an indicator of the domain (periods without new evidence are GAPS,
 *    not repeated points — a carried-forward standing would pull the trend flat), up to and
 *    including the chosen period. y_i = the domain's reached level at that period (formula 6's
 *    "reached": the mean of formula 3 over the domain's competences, on the standing of formula
 *    2 at that period); t_i = the period's end date in years (days / 365.25) relative to the LAST
 *    point, so t_n = 0 and the intercept reads as "the level now". Uneven spacing and gaps are
 *    handled by the dates themselves.
 *
 * 9. **Trend** (`theilSen`): the Theil–Sen line, robust to one odd evaluation round:
 *      slope     b = median over all pairs i < j of (y_j − y_i) / (t_j − t_i)
 *      intercept a = median over i of (y_i − b · t_i)
 *    Level per year; ŷ(T) = a + b · T.
 *
 * 10. **Prediction interval** (`prognose`): from the spread of the residuals e_i = y_i − ŷ(t_i):
 *      s    = max(1,4826 · median |e_i|, 0,1)       (MAD scaled to a standard deviation; floor of
 *                                                    a tenth of a level — the resolution of the
 *                                                    data, so three points on a line do not claim
 *                                                    certainty)
 *      h(T) = q · s · √(1 + 1/n + (T − t̄)² / Σ(t_i − t̄)²)
 *    with q the 90th percentile of Student's t with n − 2 degrees of freedom (a two-sided 80 %
 *    interval; n = 3 → 3,078, wide on purpose). Interval [ŷ(T) − h, ŷ(T) + h]; the projection
 *    and both bounds are clamped to [0, the number of levels of the package].
 *
 * 11. **Targets**: T_jaar = the end of the last period of the school year; T_fase = the end of
 *    the current phase (the school year's end plus one year for each following traject step of
 *    the pupil's route and school type that stays in the same phase; unknown when the phase came
 *    from the administration's LeerjaarFase link instead of a traject step). The route expects
 *    the position of the CURRENT route's expected level (formula 5 at the chosen period) at both:
 *    the phase's level is what the route asks of the pupil in this phase. Percentages as formula
 *    6: projection / expected × 100, whole percent, and the same for both bounds.
 *
 * 12. **Status** at T_jaar (the nearer target, the narrower interval), by where the interval lies
 *    against the expected level (100 %):
 *      - "risico"   the UPPER bound < 100 %: even the favourable end of the interval falls short;
 *      - "voor"     the LOWER bound ≥ 100 %: even the unfavourable end reaches the level;
 *      - "opKoers"  otherwise (the interval contains 100 %).
 *    Fewer than three points → "teWeinig" (no trend, no interval — the pupil is still listed with
 *    the number of periods); no expected level → the expectation's status ("zonderLeerroute",
 *    "zonderFase", "zonderDoel"); the trend and interval are still given when there are ≥ 3 points.
 */
import type { VerwachtingStatus } from "./index";

/** The least number of periods with evidence before a trend is shown. */
export const MIN_PERIODEN = 3;
/** Floor of the residual spread s (formula 10), in levels. */
export const MIN_SPREIDING = 0.1;

/**
 * Days since 1970-01-01 of an ISO date's calendar day (its first ten characters), by the civil
 * calendar's arithmetic (days-from-civil): the same number as Date.parse(…T00:00:00Z) / 86,400,000,
 * without building and parsing a string (the forecast takes ~1,800 differences per group).
 */
export function dagNummer(iso: string): number {
  const d = (iso.charCodeAt(8) - 48) * 10 + (iso.charCodeAt(9) - 48);
  const m = (iso.charCodeAt(5) - 48) * 10 + (iso.charCodeAt(6) - 48);
  const y = (iso.charCodeAt(0) - 48) * 1000 + (iso.charCodeAt(1) - 48) * 100 + (iso.charCodeAt(2) - 48) * 10 + (iso.charCodeAt(3) - 48) - (m <= 2 ? 1 : 0);
  const era = Math.floor(y / 400);
  const jaarInEra = y - era * 400;
  const dagInJaar = Math.floor((153 * (m > 2 ? m - 3 : m + 9) + 2) / 5) + d - 1;
  return era * 146_097 + jaarInEra * 365 + Math.floor(jaarInEra / 4) - Math.floor(jaarInEra / 100) + dagInJaar - 719_468;
}

/** Years between two ISO dates (b − a), days / 365.25. */
export function jarenTussen(a: string, b: string): number {
  return (dagNummer(b) - dagNummer(a)) / 365.25;
}

/** ISO date plus whole years (same month and day; 29 Feb → 28 Feb). */
export function plusJaren(iso: string, jaren: number): string {
  const [j, m, d] = iso.slice(0, 10).split("-").map(Number) as [number, number, number];
  const dag = m === 2 && d === 29 ? 28 : d;
  return `${String(j + jaren).padStart(4, "0")}-${String(m).padStart(2, "0")}-${String(dag).padStart(2, "0")}`;
}

function mediaan(xs: readonly number[]): number {
  const s = [...xs].sort((a, b) => a - b);
  const m = s.length >> 1;
  return s.length % 2 ? s[m]! : (s[m - 1]! + s[m]!) / 2;
}

/** Formula 9: the Theil–Sen line through the points (at least two distinct t). */
export function theilSen(punten: readonly { t: number; y: number }[]): { helling: number; intercept: number } {
  const hellingen: number[] = [];
  for (let i = 0; i < punten.length; i++)
    for (let j = i + 1; j < punten.length; j++) {
      const dt = punten[j]!.t - punten[i]!.t;
      if (dt !== 0) hellingen.push((punten[j]!.y - punten[i]!.y) / dt);
    }
  const helling = hellingen.length ? mediaan(hellingen) : 0;
  const intercept = mediaan(punten.map((p) => p.y - helling * p.t));
  return { helling, intercept };
}

/** 90th percentile of Student's t with df degrees of freedom (two-sided 80 % interval). */
export function tKwantiel90(df: number): number {
  const tabel = [3.078, 1.886, 1.638, 1.533, 1.476, 1.44, 1.415, 1.397, 1.383, 1.372, 1.363, 1.356, 1.35, 1.345, 1.341, 1.337, 1.333, 1.33, 1.328, 1.325];
  if (df < 1) return tabel[0]!;
  if (df <= tabel.length) return tabel[df - 1]!;
  return df <= 30 ? 1.31 : df <= 60 ? 1.296 : 1.282;
}

export type PrognoseStatus = "voor" | "opKoers" | "risico" | "teWeinig" | Exclude<VerwachtingStatus, "ok">;

/** One projection (formula 10/11) at a target date. */
export interface Projectie {
  /** The target date (ISO). */
  datum: string;
  /** Years from the last point to the target. */
  t: number;
  /** Projected level (position + fraction), clamped. */
  niveau: number;
  laag: number;
  hoog: number;
  /** Against the expected position, whole percent; null without an expected level. */
  percentage: number | null;
  percentageLaag: number | null;
  percentageHoog: number | null;
}

export interface Prognose {
  status: PrognoseStatus;
  /** Number of periods with evidence the trend is over (shown always). */
  perioden: number;
  /** Formula 9, levels per year; null with fewer than MIN_PERIODEN points. */
  helling: number | null;
  /** The trend's level at the last point (the intercept); null likewise. */
  niveauNu: number | null;
  /** Formula 10's s; null likewise. */
  spreiding: number | null;
  /** Position of the route's expected level (current route), null when unknown. */
  verwachtePositie: number | null;
  jaarEinde: Projectie | null;
  faseEinde: Projectie | null;
}

const rond2 = (n: number) => Math.round(n * 100) / 100;
const pct = (x: number, v: number | null) => (v === null || !(v > 0) ? null : Math.round((x / v) * 100));

/**
 * Formulas 10–12 for one pupil and domain. `punten` are the history (formula 8) as (t, level)
 * with t in years relative to the last point (any order); `doelen` the target dates with their
 * t; `verwachting` the current expectation (its status and the expected position);
 * `maxPositie` the number of levels of the package (the clamp).
 */
export function prognose(args: {
  punten: readonly { t: number; y: number }[];
  jaarEinde: { datum: string; t: number };
  faseEinde: { datum: string; t: number } | null;
  verwachtingStatus: VerwachtingStatus;
  verwachtePositie: number | null;
  maxPositie: number;
}): Prognose {
  const { punten, verwachtePositie: v, maxPositie } = args;
  const n = punten.length;
  const zonderDoel: PrognoseStatus | null = args.verwachtingStatus !== "ok" ? args.verwachtingStatus : v === null ? "zonderDoel" : null;
  const verwachtePositie = zonderDoel ? null : v;
  if (n < MIN_PERIODEN) {
    return { status: zonderDoel ?? "teWeinig", perioden: n, helling: null, niveauNu: null, spreiding: null, verwachtePositie, jaarEinde: null, faseEinde: null };
  }
  const { helling, intercept } = theilSen(punten);
  const residuen = punten.map((p) => p.y - (intercept + helling * p.t));
  const s = Math.max(1.4826 * mediaan(residuen.map(Math.abs)), MIN_SPREIDING);
  const tGem = punten.reduce((som, p) => som + p.t, 0) / n;
  const sxx = punten.reduce((som, p) => som + (p.t - tGem) ** 2, 0);
  const q = tKwantiel90(n - 2);
  const klem = (x: number) => Math.min(maxPositie, Math.max(0, x));
  const projecteer = (doel: { datum: string; t: number }): Projectie => {
    const y = intercept + helling * doel.t;
    const h = q * s * Math.sqrt(1 + 1 / n + (sxx > 0 ? (doel.t - tGem) ** 2 / sxx : 0));
    const niveau = klem(y);
    const laag = klem(y - h);
    const hoog = klem(y + h);
    return {
      datum: doel.datum,
      t: rond2(doel.t),
      niveau: rond2(niveau),
      laag: rond2(laag),
      hoog: rond2(hoog),
      percentage: pct(niveau, verwachtePositie),
      percentageLaag: pct(laag, verwachtePositie),
      percentageHoog: pct(hoog, verwachtePositie),
    };
  };
  const jaarEinde = projecteer(args.jaarEinde);
  const faseEinde = args.faseEinde ? projecteer(args.faseEinde) : null;
  let status: PrognoseStatus;
  if (zonderDoel) status = zonderDoel;
  else if (jaarEinde.percentageHoog! < 100) status = "risico";
  else if (jaarEinde.percentageLaag! >= 100) status = "voor";
  else status = "opKoers";
  return { status, perioden: n, helling: rond2(helling), niveauNu: rond2(klem(intercept)), spreiding: rond2(s), verwachtePositie, jaarEinde, faseEinde };
}

/**
 * Formula 11's phase end: how many school years after the current one the pupil stays in the
 * same phase — the following traject steps (in the given order, the traject's volgnummer) of the
 * same route and school type with the same phase. Null when the current leerjaar is not a step
 * of the route's traject (then the phase end is unknown).
 */
export function jarenNaDitJaarInFase(
  stappen: readonly { leerrouteNummer: number; schoolsoort: string; leerjaar: string; faseNummer: number }[],
  leerrouteNummer: number,
  loopbaan: { leerjaarNaam: string | null; schoolsoort: string | null } | null,
): number | null {
  const naam = loopbaan?.leerjaarNaam?.trim().toLowerCase();
  if (!naam || !loopbaan?.schoolsoort) return null;
  const traject = stappen.filter((s) => s.leerrouteNummer === leerrouteNummer && s.schoolsoort === loopbaan.schoolsoort);
  const i = traject.findIndex((s) => s.leerjaar.trim().toLowerCase() === naam);
  if (i < 0) return null;
  let k = 0;
  while (traject[i + 1 + k] && traject[i + 1 + k]!.faseNummer === traject[i]!.faseNummer) k++;
  return k;
}

/**
 * Formula 8: the history points of one pupil and domain from the levels per period with
 * evidence. `perioden` are the periods (any order) with their end date, the reached level there
 * and whether the pupil had an evaluation of the domain in it; returns the points with evidence,
 * oldest first, t in years relative to the last one.
 */
export function geschiedenis<P extends { einddatum: string; bereikt: number | null; metBewijs: boolean; t?: never; y?: never }>(perioden: readonly P[]): (P & { t: number; y: number })[] {
  const met = perioden.filter((p) => p.metBewijs && p.bereikt !== null).sort((a, b) => (a.einddatum < b.einddatum ? -1 : a.einddatum > b.einddatum ? 1 : 0));
  const laatste = met[met.length - 1];
  if (!laatste) return [];
  // t and y first, then the period's own fields (it has no t or y: the type says so): V8 copies a
  // spread into a fresh object fast, but adding properties after a spread took ~10 µs an object
  // (Node 20), 1,500 times per group of 30 — most of the forecast's own time.
  return met.map((p) => ({ t: jarenTussen(laatste.einddatum, p.einddatum), y: p.bereikt!, ...p }));
}
