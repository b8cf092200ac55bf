/**
 * Beheersing — the mastery arithmetic of the monitor, the evaluation calls and the overviews
 * (issue 12). Pure functions on plain rows: the services fetch the rows (set-based SQL), this
 * module computes; every call, page and export uses these functions, so a number means the same
 * thing everywhere.
 *
 * ## Formulas
 *
 * 1. **Score** of an evaluation: 0 niet beheerst, 50 gedeeltelijk beheerst, 100 beheerst
 *    (`SCORE`, the CHECK of Evaluatie.score).
 *
 * 2. **Standing** of an indicator for a pupil at period P (`standOp`): the LATEST evaluation of
 *    that pupil and indicator in the same package at or before P, ordered by (schooljaar,
 *    periodeNummer). An evaluation carries forward across later periods and school years until a
 *    newer one replaces it. An indicator never evaluated has no standing (not 0).
 *    The previous standing (`vorigePeriode` + `standOp`) is the standing at the period before P
 *    (the last period of the previous school year when P is the first of its year).
 *
 * 3. **Competence level** (`competentieNiveau`), over the levels that have indicators of the
 *    competence, in the package's level order (Niveau.volgnummer):
 *    - reached level L = the highest such level ALL of whose indicators have standing 100;
 *    - fraction f = the mean score / 100 of the indicators of the next level above L that has
 *      indicators (never evaluated counts 0): 2 of 5 beheerst + 1 gedeeltelijk → (200+50)/500 = 0,5;
 *    - value = position(L) + f, where position is L's 1-based place in the package's full level
 *      order (0 when no level is fully mastered), so values of different competences compare;
 *    - label (spec §9, `formatNiveau`): the niveauValue (Niveau.waarde) of L with the fraction,
 *      "3,4" when the value is numeric, "B 40%" otherwise; nothing mastered → "0,4" / "– 40%".
 *
 * 4. **Level window** (`niveauVenster`, re-exported from lib/format): at most `limiet` level
 *    columns around the highest level that has an evaluation.
 *
 * 5. **Expected level** (`verwachting`) of a pupil in a domain at period P of school year S:
 *    - route: the pupil's LeerlingLeerroute of the package whose [ingangsdatum, einddatum] contains
 *      the period's end date (the latest ingangsdatum wins); none → status "zonderLeerroute";
 *    - phase: the pupil's Schoolloopbaan of S gives leerjaar and school type; the route's traject
 *      step (Leerroutetraject of that school type) whose leerjaar text equals the leerjaar's name
 *      gives the phase; otherwise the administration's LeerjaarFase link of that leerjaar and
 *      package; none → status "zonderFase";
 *    - cell: the Leerroutepakketfase (phase, route, domain) gives the expected level and its linked
 *      indicators; no cell or no level → status "zonderDoel".
 *
 * 6. **Percentage** (`domeinBeheersing`): reached / expected × 100, rounded to whole percent, where
 *    reached = the mean value (formula 3) of the domain's competences that have indicators and
 *    expected = position of the expected level. ≥ 100 % means on track for the route. Beside it
 *    the linked indicators of the cell: how many of them have standing 100 (`indicatorenBeheerst`
 *    of `indicatorenVerwacht`). Without a route/phase/level the percentage is null and the status
 *    says why — such pupils are shown and marked, never dropped.
 *
 * 7. **Group and school figures** (`samenvatting`): the mean of the pupils' numbers that exist,
 *    always with n (pupils counted) and the number of pupils without a number, never a bare
 *    average.
 *
 * ## Many pupils: prepare the package once
 * `bereidPakketVoor` (and `bereidCompetentieVoor` for one competence) sorts the levels and groups
 * the indicators per domain, competence and level ONCE per call; `tellingenVan` tallies a pupil's
 * standing per competence level from the scores the pupil has (not from every indicator), and
 * `domeinBeheersingVan` / `competentieNiveauVan` / `uitTelling` apply formulas 3 and 6 to that.
 * `competentieNiveau` and `domeinBeheersing` are the same arithmetic for a single use
 * (tests/unit/beheersing-voorbereid.test.ts checks the prepared path against the definition).
 * Formula 5 likewise: `bereidVerwachtingVoor` keys the traject steps, leerjaar links and phase
 * cells once, `verwachtingUit` looks a pupil's expectation up; `verwachting` is the same for one use.
 *
 * ## What the SQL computes
 * Formula 2 runs in Postgres where many pupils are read (lib/services/opbrengsten.ts,
 * monitor.ts `laadStanden`): DISTINCT ON (pupil, indicator) ordered by (schooljaar,
 * periodeNummer) DESC over the rows at or before the period — the same choice as `standOp`, which
 * the monitor still applies to the rows it gets. tests/api/beheersing-antwoorden.test.ts compares
 * the two implementations of formula 2 (the statement's standing against `standOp` over every
 * row, per pupil and period) and holds every answer to the figures of the implementation before.
 * Everything after the standing is computed here.
 */
import { formatNiveau, niveauVenster } from "@/lib/format/niveau";

export { niveauVenster };

// ---------------------------------------------------------------------------------------------
// Scores and periods

/** The three scores of the data model. */
export const SCORE = { niet: 0, gedeeltelijk: 50, beheerst: 100 } as const;
export type Score = (typeof SCORE)[keyof typeof SCORE];
export const SCORES: readonly Score[] = [SCORE.niet, SCORE.gedeeltelijk, SCORE.beheerst];
export function isScore(n: unknown): n is Score {
  return n === 0 || n === 50 || n === 100;
}

/** A period of a school year ("2025-2026", 2). */
export interface PeriodeSleutel {
  schooljaar: string;
  nummer: number;
}

/** Order of periods: school year first ('YYYY-YYYY' sorts as text), then number. */
export function vergelijkPeriode(a: PeriodeSleutel, b: PeriodeSleutel): number {
  if (a.schooljaar !== b.schooljaar) return a.schooljaar < b.schooljaar ? -1 : 1;
  return a.nummer - b.nummer;
}

/**
 * A period as one number in vergelijkPeriode's order (schooljaar "2026-2027", nummer below 100);
 * SQL computes the same as `left(schooljaar, 4)::int * 100 + "periodeNummer"`.
 */
export function periodeCode(p: PeriodeSleutel): number {
  return Number(p.schooljaar.slice(0, 4)) * 100 + p.nummer;
}

/** The period before `periode` among `perioden` (any order), or null when it is the first. */
export function vorigePeriode(perioden: readonly PeriodeSleutel[], periode: PeriodeSleutel): PeriodeSleutel | null {
  let beste: PeriodeSleutel | null = null;
  for (const p of perioden) {
    if (vergelijkPeriode(p, periode) < 0 && (beste === null || vergelijkPeriode(p, beste) > 0)) beste = p;
  }
  return beste ? { schooljaar: beste.schooljaar, nummer: beste.nummer } : null;
}

// ---------------------------------------------------------------------------------------------
// Standing (formula 2)

/** One evaluation row (Evaluatie) as far as the arithmetic needs it. */
export interface EvaluatieRij {
  leerlingId: number;
  indicatorId: number;
  schooljaar: string;
  periodeNummer: number;
  score: number;
}

/** Key of a pupil × indicator pair in a standing map. */
export function standSleutel(leerlingId: number, indicatorId: number): string {
  return `${leerlingId}:${indicatorId}`;
}

/**
 * Formula 2: per pupil × indicator the latest evaluation at or before `periode` (the rows may
 * hold any periods; later ones are ignored). Key: `standSleutel(leerlingId, indicatorId)`.
 */
export function standOp<T extends EvaluatieRij>(evaluaties: readonly T[], periode: PeriodeSleutel): Map<string, T> {
  const uit = new Map<string, T>();
  for (const e of evaluaties) {
    const p = { schooljaar: e.schooljaar, nummer: e.periodeNummer };
    if (vergelijkPeriode(p, periode) > 0) continue;
    const k = standSleutel(e.leerlingId, e.indicatorId);
    const huidig = uit.get(k);
    if (!huidig || vergelijkPeriode(p, { schooljaar: huidig.schooljaar, nummer: huidig.periodeNummer }) > 0) uit.set(k, e);
  }
  return uit;
}

/** One pupil's evaluations as parallel arrays (as one SQL statement reads them): indicator, score, periodeCode. */
export interface GecodeerdeEvaluaties {
  leerlingId: number;
  ids: number[];
  scores: number[];
  codes: number[];
}

/**
 * Formula 2 for one pupil from parallel arrays in any order: indicatorId → the score of its latest
 * evaluation at or before `periode`. standOp's answer, without an object per evaluation.
 */
export function scoresOp(e: GecodeerdeEvaluaties | undefined, periode: PeriodeSleutel): Map<number, number> {
  const scores = new Map<number, number>();
  if (!e) return scores;
  const tot = periodeCode(periode);
  // Read in period order (as the index gives them) a later evaluation simply replaces an earlier
  // one; only arrays out of that order need each indicator's period remembered.
  let vorige = -Infinity;
  for (let i = 0; i < e.ids.length; i++) {
    const code = e.codes[i]!;
    if (code < vorige) return scoresOngeordend(e, tot);
    vorige = code;
    if (code <= tot) scores.set(e.ids[i]!, e.scores[i]!);
  }
  return scores;
}

function scoresOngeordend(e: GecodeerdeEvaluaties, tot: number): Map<number, number> {
  const scores = new Map<number, number>();
  const van = new Map<number, number>();
  for (let i = 0; i < e.ids.length; i++) {
    const code = e.codes[i]!;
    if (code > tot) continue;
    const id = e.ids[i]!;
    const eerder = van.get(id);
    if (eerder !== undefined && eerder > code) continue;
    van.set(id, code);
    scores.set(id, e.scores[i]!);
  }
  return scores;
}

/** The standing of one pupil as indicatorId → score (for `competentieNiveau`). */
export function scoresVanLeerling(stand: ReadonlyMap<string, EvaluatieRij>, leerlingId: number): Map<number, number> {
  const uit = new Map<number, number>();
  for (const e of stand.values()) if (e.leerlingId === leerlingId) uit.set(e.indicatorId, e.score);
  return uit;
}

/** The same for every pupil at once: leerlingId → (indicatorId → score). */
export function scoresPerLeerling(stand: ReadonlyMap<string, EvaluatieRij>): Map<number, Map<number, number>> {
  const uit = new Map<number, Map<number, number>>();
  for (const e of stand.values()) {
    let m = uit.get(e.leerlingId);
    if (!m) uit.set(e.leerlingId, (m = new Map()));
    m.set(e.indicatorId, e.score);
  }
  return uit;
}

// ---------------------------------------------------------------------------------------------
// Competence level (formula 3)

/** A level of the package (Niveau). */
export interface NiveauRij {
  nummer: number;
  /** niveauValue, e.g. "3" or "B". */
  waarde: string;
  /** niveauLabel, e.g. "Niveau 3". */
  label: string;
  volgnummer: number;
}

/** An indicator of the package (Indicator) as far as the arithmetic needs it. */
export interface IndicatorRij {
  id: number;
  competentieId: number;
  domeinId: number;
  niveauNummer: number;
}

export interface CompetentieNiveau {
  /** The highest fully mastered level (Niveau.nummer), null when none. */
  niveauNummer: number | null;
  /** The next level with indicators above it (the one the fraction is of), null at the top. */
  volgendNiveauNummer: number | null;
  /** Mastered part of the next level, 0..1 (mean score / 100). */
  fractie: number;
  /** position(reached level) + fractie; 0..number of levels. */
  waarde: number;
  /** §9 label: "3,4", "B 40%", "0,4", "– 40%". */
  label: string;
  /** The highest level (nummer) with at least one evaluated indicator, null when none. */
  hoogsteGeevalueerd: number | null;
  /** Indicators of the competence with a standing / in total. */
  geevalueerd: number;
  aantalIndicatoren: number;
}

/** Levels in the package's order (volgnummer, then nummer). */
export function sorteerNiveaus<T extends NiveauRij>(niveaus: readonly T[]): T[] {
  return [...niveaus].sort((a, b) => a.volgnummer - b.volgnummer || a.nummer - b.nummer);
}

/** 1-based position of each level (nummer) in the package's order. */
export function niveauPosities(niveaus: readonly NiveauRij[]): Map<number, number> {
  return new Map(sorteerNiveaus(niveaus).map((n, i) => [n.nummer, i + 1]));
}

/**
 * A competence prepared for formula 3 (`bereidCompetentieVoor`): its levels that have indicators,
 * in the package's order, each with its 1-based position in the FULL level order and the ids of
 * its indicators. Computing it once per package (instead of per pupil) is what makes a
 * school-wide overview cheap; the formula itself is `competentieNiveauVan`.
 */
export interface VoorbereideCompetentie {
  niveaus: { niveau: NiveauRij; positie: number; ids: number[] }[];
  aantalIndicatoren: number;
}

/** Formula 3's preparation: the competence's indicators per level, levels in order with positions. */
export function bereidCompetentieVoor(niveaus: readonly NiveauRij[], indicatoren: readonly Pick<IndicatorRij, "id" | "niveauNummer">[]): VoorbereideCompetentie {
  const perNiveau = new Map<number, number[]>();
  for (const i of indicatoren) {
    const lijst = perNiveau.get(i.niveauNummer);
    if (lijst) lijst.push(i.id);
    else perNiveau.set(i.niveauNummer, [i.id]);
  }
  const uit: VoorbereideCompetentie["niveaus"] = [];
  sorteerNiveaus(niveaus).forEach((n, i) => {
    const ids = perNiveau.get(n.nummer);
    if (ids) uit.push({ niveau: n, positie: i + 1, ids });
  });
  return { niveaus: uit, aantalIndicatoren: indicatoren.length };
}

/**
 * Formula 3 for ONE competence: `indicatoren` are that competence's indicators, `scores` the
 * pupil's standing (indicatorId → score; missing = never evaluated). For many pupils prepare the
 * competence once and call `competentieNiveauVan` (the same arithmetic).
 */
export function competentieNiveau(niveaus: readonly NiveauRij[], indicatoren: readonly Pick<IndicatorRij, "id" | "niveauNummer">[], scores: ReadonlyMap<number, number>): CompetentieNiveau {
  return competentieNiveauVan(bereidCompetentieVoor(niveaus, indicatoren), scores);
}

/**
 * Formula 3's inputs per level of a prepared competence, with n = its number of levels (same
 * index k as `niveaus`): [k] how many of the level's indicators have a standing, [n + k] how many
 * of them are beheerst, [2n + k] the sum of their scores. One array per competence and pupil.
 */
export type NiveauTelling = number[];

function legeTelling(c: VoorbereideCompetentie): NiveauTelling {
  const t: number[] = [];
  for (let i = 3 * c.niveaus.length; i > 0; i--) t.push(0);
  return t;
}

function tel(t: NiveauTelling, n: number, k: number, score: number) {
  t[k]!++;
  if (score === SCORE.beheerst) t[n + k]!++;
  t[2 * n + k]! += score;
}

/** Formula 3 on a prepared competence: the tallies of the pupil's standing, then `uitTelling`. */
export function competentieNiveauVan(c: VoorbereideCompetentie, scores: ReadonlyMap<number, number>): CompetentieNiveau {
  const t = legeTelling(c);
  const n = c.niveaus.length;
  for (let k = 0; k < n; k++)
    for (const id of c.niveaus[k]!.ids) {
      const s = scores.get(id);
      if (s !== undefined) tel(t, n, k, s);
    }
  return uitTelling(c, t);
}

/**
 * Formula 3 itself, from the tallies: the reached level is the highest (in order) whose
 * indicators are all beheerst; the fraction is the next level's score sum / (100 × its size)
 * (never evaluated counts 0); value = position(reached) + fraction.
 */
export function uitTelling(c: VoorbereideCompetentie, t: NiveauTelling): CompetentieNiveau {
  const niveaus = c.niveaus;
  const aantal = niveaus.length;
  let bereikt = -1;
  let hoogsteGeevalueerd: number | null = null;
  let geevalueerd = 0;
  for (let k = 0; k < aantal; k++) {
    const n = niveaus[k]!;
    if (t[k]! > 0) {
      geevalueerd += t[k]!;
      hoogsteGeevalueerd = n.niveau.nummer;
    }
    if (t[aantal + k] === n.ids.length) bereikt = k;
  }
  // Positions increase along `niveaus`, so the next level above the reached one is the next entry.
  const v = bereikt >= 0 ? bereikt + 1 : 0;
  const volgend = niveaus[v] ?? null;
  const fractie = volgend ? t[2 * aantal + v]! / (100 * volgend.ids.length) : 0;
  const b = bereikt >= 0 ? niveaus[bereikt]! : null;
  return {
    niveauNummer: b?.niveau.nummer ?? null,
    volgendNiveauNummer: volgend?.niveau.nummer ?? null,
    fractie,
    waarde: (b ? b.positie : 0) + fractie,
    label: niveauTekst(b?.niveau ?? null, fractie, volgend?.niveau ?? null),
    hoogsteGeevalueerd,
    geevalueerd,
    aantalIndicatoren: c.aantalIndicatoren,
  };
}

/**
 * The §9 label of a reached level plus the fraction of the next: the niveauValue with a comma
 * when numeric ("3,4"), with a percentage otherwise ("B 40%"). Nothing mastered: "0,4" when the
 * levels are numeric (judged by the next level's value), "– 40%" otherwise; nothing at all "–".
 */
export function niveauTekst(bereikt: Pick<NiveauRij, "waarde"> | null, fractie: number, volgend: Pick<NiveauRij, "waarde"> | null = null): string {
  if (bereikt) return formatNiveau({ label: bereikt.waarde, fractie });
  const numeriek = volgend ? /^\d+$/.test(volgend.waarde.trim()) : false;
  if (numeriek) return formatNiveau({ label: "0", fractie });
  return formatNiveau({ label: "–", fractie });
}

/** The highest evaluated level over several competences (for the level window), by level order. */
export function hoogsteGeevalueerdNiveau(niveaus: readonly NiveauRij[], uitkomsten: readonly Pick<CompetentieNiveau, "hoogsteGeevalueerd">[]): number | null {
  const positie = niveauPosities(niveaus);
  let beste: number | null = null;
  for (const u of uitkomsten) {
    if (u.hoogsteGeevalueerd === null) continue;
    if (beste === null || (positie.get(u.hoogsteGeevalueerd) ?? 0) > (positie.get(beste) ?? 0)) beste = u.hoogsteGeevalueerd;
  }
  return beste;
}

// ---------------------------------------------------------------------------------------------
// Expected level (formula 5)

/** A pupil ↔ route link (LeerlingLeerroute); dates as ISO 'YYYY-MM-DD'. */
export interface LeerlingLeerrouteRij {
  leerlingId: number;
  leerroutepakketId: number;
  leerrouteNummer: number;
  uitstroombestemmingNummer: number | null;
  ingangsdatum: string;
  einddatum: string;
}

/** The pupil's school career row of the school year (Schoolloopbaan + Leerjaar.naam). */
export interface LoopbaanRij {
  leerlingId: number;
  leerjaarNr: number | null;
  /** Leerjaar.naam, matched against the traject step's leerjaar text. */
  leerjaarNaam: string | null;
  schoolsoort: string | null;
}

/** A traject step (LeerroutetrajectFase). */
export interface TrajectStapRij {
  leerrouteNummer: number;
  schoolsoort: string;
  leerjaar: string;
  faseNummer: number;
}

/** The administration's leerjaar → phase link of the package (LeerjaarFase). */
export interface LeerjaarFaseRij {
  leerjaarNr: number;
  faseNummer: number;
}

/** A phase cell (Leerroutepakketfase) with its linked indicators. */
export interface FaseCelRij {
  faseNummer: number;
  leerrouteNummer: number;
  domeinId: number;
  niveauNummer: number | null;
  indicatorIds: readonly number[];
}

export type VerwachtingStatus = "ok" | "zonderLeerroute" | "zonderFase" | "zonderDoel";

export interface Verwachting {
  status: VerwachtingStatus;
  leerrouteNummer: number | null;
  uitstroombestemmingNummer: number | null;
  faseNummer: number | null;
  /** Expected level (Niveau.nummer) of the cell, null when unknown. */
  niveauNummer: number | null;
  /** The cell's linked indicators (empty when unknown). */
  indicatorIds: readonly number[];
}

/** The route of a pupil in a package on a date (ISO): the link containing it, latest start wins. */
export function leerrouteOp(routes: readonly LeerlingLeerrouteRij[], leerlingId: number, leerroutepakketId: number, datum: string): LeerlingLeerrouteRij | null {
  let beste: LeerlingLeerrouteRij | null = null;
  for (const r of routes) {
    if (r.leerlingId !== leerlingId || r.leerroutepakketId !== leerroutepakketId) continue;
    if (r.ingangsdatum > datum || r.einddatum < datum) continue;
    if (!beste || r.ingangsdatum > beste.ingangsdatum) beste = r;
  }
  return beste;
}

/**
 * The package's traject steps, leerjaar links and phase cells prepared once for formula 5
 * (`bereidVerwachtingVoor`): keyed lookups instead of a scan of every step and cell per pupil and
 * domain — a school-wide overview asks it thousands of times. Where the lists hold two rows for
 * the same key, the first one counts (as a scan in list order would find it).
 */
export interface VoorbereideVerwachting {
  /** `${leerrouteNummer}|${schoolsoort}|${leerjaar (trimmed, lower case)}` → faseNummer. */
  stappen: Map<string, number>;
  /** leerjaarNr → faseNummer. */
  leerjaarFasen: Map<number, number>;
  /** `${faseNummer}|${leerrouteNummer}|${domeinId}` → the cell. */
  cellen: Map<string, FaseCelRij>;
}

const stapSleutel = (leerrouteNummer: number, schoolsoort: string, leerjaar: string) => `${leerrouteNummer}|${schoolsoort}|${leerjaar.trim().toLowerCase()}`;
const celSleutel = (faseNummer: number, leerrouteNummer: number, domeinId: number) => `${faseNummer}|${leerrouteNummer}|${domeinId}`;

function eersteVan<K, V>(rijen: readonly V[], sleutel: (r: V) => K): Map<K, V> {
  const m = new Map<K, V>();
  for (const r of rijen) {
    const k = sleutel(r);
    if (!m.has(k)) m.set(k, r);
  }
  return m;
}

export function bereidVerwachtingVoor(stappen: readonly TrajectStapRij[], leerjaarFasen: readonly LeerjaarFaseRij[], cellen: readonly FaseCelRij[]): VoorbereideVerwachting {
  return {
    stappen: new Map([...eersteVan(stappen, (s) => stapSleutel(s.leerrouteNummer, s.schoolsoort, s.leerjaar))].map(([k, s]) => [k, s.faseNummer])),
    leerjaarFasen: new Map([...eersteVan(leerjaarFasen, (f) => f.leerjaarNr)].map(([k, f]) => [k, f.faseNummer])),
    cellen: eersteVan(cellen, (c) => celSleutel(c.faseNummer, c.leerrouteNummer, c.domeinId)),
  };
}

/** The phase of a pupil on a route: the traject step of the school type and leerjaar, else LeerjaarFase. */
export function faseVan(leerrouteNummer: number, loopbaan: LoopbaanRij | null, stappen: readonly TrajectStapRij[], leerjaarFasen: readonly LeerjaarFaseRij[]): number | null {
  return faseUit(bereidVerwachtingVoor(stappen, leerjaarFasen, []), leerrouteNummer, loopbaan);
}

/** `faseVan` on a prepared package. */
export function faseUit(v: VoorbereideVerwachting, leerrouteNummer: number, loopbaan: LoopbaanRij | null): number | null {
  if (!loopbaan) return null;
  const naam = loopbaan.leerjaarNaam?.trim().toLowerCase();
  if (naam && loopbaan.schoolsoort) {
    const fase = v.stappen.get(stapSleutel(leerrouteNummer, loopbaan.schoolsoort, naam));
    if (fase !== undefined) return fase;
  }
  if (loopbaan.leerjaarNr !== null) {
    const fase = v.leerjaarFasen.get(loopbaan.leerjaarNr);
    if (fase !== undefined) return fase;
  }
  return null;
}

/** Formula 5: what a pupil is expected to reach in a domain. `route` from `leerrouteOp`. */
export function verwachting(route: LeerlingLeerrouteRij | null, loopbaan: LoopbaanRij | null, stappen: readonly TrajectStapRij[], leerjaarFasen: readonly LeerjaarFaseRij[], cellen: readonly FaseCelRij[], domeinId: number): Verwachting {
  return verwachtingUit(bereidVerwachtingVoor(stappen, leerjaarFasen, cellen), route, loopbaan, domeinId);
}

/**
 * Formula 5 on a prepared package (the same arithmetic as `verwachting`). `fase` may pass the
 * pupil's phase when it is already known (it does not depend on the domain).
 */
export function verwachtingUit(v: VoorbereideVerwachting, route: LeerlingLeerrouteRij | null, loopbaan: LoopbaanRij | null, domeinId: number, fase?: number | null): Verwachting {
  const leeg = { leerrouteNummer: null, uitstroombestemmingNummer: null, faseNummer: null, niveauNummer: null, indicatorIds: [] as number[] };
  if (!route) return { status: "zonderLeerroute", ...leeg };
  const metRoute = { ...leeg, leerrouteNummer: route.leerrouteNummer, uitstroombestemmingNummer: route.uitstroombestemmingNummer };
  const faseNummer = fase === undefined ? faseUit(v, route.leerrouteNummer, loopbaan) : fase;
  if (faseNummer === null) return { status: "zonderFase", ...metRoute };
  const cel = v.cellen.get(celSleutel(faseNummer, route.leerrouteNummer, domeinId));
  if (!cel || cel.niveauNummer === null) return { status: "zonderDoel", ...metRoute, faseNummer, indicatorIds: cel?.indicatorIds ?? [] };
  return { status: "ok", ...metRoute, faseNummer, niveauNummer: cel.niveauNummer, indicatorIds: cel.indicatorIds };
}

// ---------------------------------------------------------------------------------------------
// Reached versus expected (formula 6)

/** reached / expected × 100, whole percent; null when either is missing or expected ≤ 0. */
export function percentage(bereikt: number | null, verwacht: number | null): number | null {
  if (bereikt === null || verwacht === null || !(verwacht > 0)) return null;
  return Math.round((bereikt / verwacht) * 100);
}

export interface DomeinBeheersing {
  domeinId: number;
  /** Per competence of the domain that has indicators, in the given order. */
  competenties: (CompetentieNiveau & { competentieId: number })[];
  /** Mean value of the competences (formula 3), null when the domain has none with indicators. */
  bereikt: number | null;
  verwachting: Verwachting;
  /** Position of the expected level, null when unknown. */
  verwachtePositie: number | null;
  /** reached / expected in whole percent (null when no expectation); ≥ 100 = on track. */
  percentage: number | null;
  opKoers: boolean | null;
  /** The cell's linked indicators with standing 100 / the number linked. */
  indicatorenBeheerst: number;
  indicatorenVerwacht: number;
}

/**
 * A package prepared once for formulas 3 and 6 (`bereidPakketVoor`): the levels in order with
 * their positions, and per domain its competences (those with indicators in the domain) prepared
 * for formula 3. Every caller that computes many pupils uses it: the monitor, the overviews.
 */
export interface VoorbereidPakket {
  niveaus: NiveauRij[];
  posities: Map<number, number>;
  /** domeinId → competentieId → prepared competence. */
  domeinen: Map<number, Map<number, VoorbereideCompetentie>>;
  /** indicatorId → where it counts (domain, competence, level index), once per occurrence. */
  plekken: Map<number, { domeinId: number; competentie: VoorbereideCompetentie; k: number }[]>;
  /** Formula 3 of each competence for a pupil without any standing in it (computed once). */
  zonderStand: Map<VoorbereideCompetentie, CompetentieNiveau & { competentieId: number }>;
}

export function bereidPakketVoor(niveaus: readonly NiveauRij[], indicatoren: readonly IndicatorRij[]): VoorbereidPakket {
  const perDomein = new Map<number, Map<number, IndicatorRij[]>>();
  for (const i of indicatoren) {
    let d = perDomein.get(i.domeinId);
    if (!d) perDomein.set(i.domeinId, (d = new Map()));
    const lijst = d.get(i.competentieId);
    if (lijst) lijst.push(i);
    else d.set(i.competentieId, [i]);
  }
  const domeinen = new Map<number, Map<number, VoorbereideCompetentie>>();
  const plekken: VoorbereidPakket["plekken"] = new Map();
  const zonderStand: VoorbereidPakket["zonderStand"] = new Map();
  for (const [domeinId, comps] of perDomein) {
    const m = new Map<number, VoorbereideCompetentie>();
    for (const [id, lijst] of comps) {
      const c = bereidCompetentieVoor(niveaus, lijst);
      m.set(id, c);
      zonderStand.set(c, { competentieId: id, ...uitTelling(c, legeTelling(c)) });
      c.niveaus.forEach((n, k) => {
        for (const indicatorId of n.ids) {
          const plek = { domeinId, competentie: c, k };
          const bestaand = plekken.get(indicatorId);
          if (bestaand) bestaand.push(plek);
          else plekken.set(indicatorId, [plek]);
        }
      });
    }
    domeinen.set(domeinId, m);
  }
  return { niveaus: sorteerNiveaus(niveaus), posities: niveauPosities(niveaus), domeinen, plekken, zonderStand };
}

/**
 * Formula 6 for one pupil and one domain. `competentieIds` fixes the order of the domain's
 * competences; `indicatoren` may hold the whole package (filtered on the domain here);
 * `scores` is the pupil's standing (indicatorId → score). For many pupils prepare the package
 * once and call `domeinBeheersingVan` (the same arithmetic).
 */
export function domeinBeheersing(args: {
  domeinId: number;
  niveaus: readonly NiveauRij[];
  competentieIds: readonly number[];
  indicatoren: readonly IndicatorRij[];
  scores: ReadonlyMap<number, number>;
  verwachting: Verwachting;
}): DomeinBeheersing {
  const { domeinId, niveaus, indicatoren, ...rest } = args;
  return domeinBeheersingVan(bereidPakketVoor(niveaus, indicatoren.filter((i) => i.domeinId === domeinId)), { domeinId, ...rest });
}

/**
 * Formula 3's tallies of every competence of a prepared package in which the pupil has a
 * standing, from the standing itself (a few scores) rather than from every indicator. Compute once
 * per pupil and pass to `domeinBeheersingVan` for each domain.
 */
export function tellingenVan(pakket: VoorbereidPakket, scores: ReadonlyMap<number, number>): Map<VoorbereideCompetentie, NiveauTelling> {
  const tellingen = new Map<VoorbereideCompetentie, NiveauTelling>();
  for (const [id, s] of scores) {
    const plekken = pakket.plekken.get(id);
    if (!plekken) continue;
    for (const p of plekken) {
      let t = tellingen.get(p.competentie);
      if (!t) tellingen.set(p.competentie, (t = legeTelling(p.competentie)));
      tel(t, p.competentie.niveaus.length, p.k, s);
    }
  }
  return tellingen;
}

/** One pupil's standing summed per (domain, competence, level) of the indicators, as SQL can give it. */
export interface NiveauAggregaat {
  domeinId: number;
  competentieId: number;
  niveauNummer: number;
  /** Indicators of the level with a standing. */
  n: number;
  /** …of which beheerst (standing 100). */
  beheerst: number;
  /** Sum of their standing scores. */
  som: number;
}

/**
 * Formula 3's tallies (as `tellingenVan`) from a standing already summed per level — what a
 * caller that needs only the levels, not each indicator's score, can let Postgres compute
 * (lib/services/groepsplan-voorstel.ts: 30 pupils × 1,000 indicators arrive as ~6,000 sums
 * instead of ~20,000 standings). Sums of a level the prepared package does not have are ignored,
 * as `tellingenVan` ignores indicators outside it.
 */
export function tellingenUitAggregaat(pakket: VoorbereidPakket, rijen: readonly NiveauAggregaat[]): Map<VoorbereideCompetentie, NiveauTelling> {
  const tellingen = new Map<VoorbereideCompetentie, NiveauTelling>();
  for (const r of rijen) {
    const c = pakket.domeinen.get(r.domeinId)?.get(r.competentieId);
    if (!c) continue;
    const n = c.niveaus.length;
    const k = c.niveaus.findIndex((x) => x.niveau.nummer === r.niveauNummer);
    if (k < 0) continue;
    let t = tellingen.get(c);
    if (!t) tellingen.set(c, (t = legeTelling(c)));
    t[k]! += r.n;
    t[n + k]! += r.beheerst;
    t[2 * n + k]! += r.som;
  }
  return tellingen;
}

/** Formula 6 on a prepared package; `tellingen` from `tellingenVan` (computed here when absent). */
export function domeinBeheersingVan(
  pakket: VoorbereidPakket,
  args: { domeinId: number; competentieIds: readonly number[]; scores: ReadonlyMap<number, number>; verwachting: Verwachting; tellingen?: ReadonlyMap<VoorbereideCompetentie, NiveauTelling> },
): DomeinBeheersing {
  const { domeinId, competentieIds, scores, verwachting: v } = args;
  const perCompetentie = pakket.domeinen.get(domeinId);
  const competenties: DomeinBeheersing["competenties"] = [];
  let som = 0;
  if (perCompetentie) {
    const tellingen = args.tellingen ?? (scores.size ? tellingenVan(pakket, scores) : null);
    for (const id of competentieIds) {
      const c = perCompetentie.get(id);
      if (!c) continue;
      const t = tellingen?.get(c);
      // Without a standing in the competence the answer is the same for every pupil: shared.
      const u = t ? { competentieId: id, ...uitTelling(c, t) } : pakket.zonderStand.get(c)!;
      som += u.waarde;
      competenties.push(u);
    }
  }
  const bereikt = competenties.length ? som / competenties.length : null;
  const verwachtePositie = v.niveauNummer !== null ? (pakket.posities.get(v.niveauNummer) ?? null) : null;
  const pct = percentage(bereikt, verwachtePositie);
  let indicatorenBeheerst = 0;
  for (const id of v.indicatorIds) if (scores.get(id) === SCORE.beheerst) indicatorenBeheerst++;
  return {
    domeinId,
    competenties,
    bereikt,
    verwachting: v,
    verwachtePositie,
    percentage: pct,
    opKoers: pct === null ? null : pct >= 100,
    indicatorenBeheerst,
    indicatorenVerwacht: v.indicatorIds.length,
  };
}

/**
 * Formula 3's value alone: `uitTelling(c, t).waarde` without the label, counts and objects (the
 * same expressions, so the same number), from the tallies at offset `o` of `t` — for a walk over
 * many periods (`LopendeStand`).
 */
export function waardeUitTelling(c: VoorbereideCompetentie, t: ArrayLike<number>, o = 0): number {
  const niveaus = c.niveaus;
  const aantal = niveaus.length;
  let bereikt = -1;
  for (let k = 0; k < aantal; k++) if (t[o + aantal + k] === niveaus[k]!.ids.length) bereikt = k;
  const v = bereikt >= 0 ? bereikt + 1 : 0;
  const volgend = niveaus[v];
  const fractie = volgend ? t[o + 2 * aantal + v]! / (100 * volgend.ids.length) : 0;
  return (bereikt >= 0 ? niveaus[bereikt]!.positie : 0) + fractie;
}

/**
 * A prepared package laid out for `LopendeStand`: every indicator with a place gets a dense
 * number, every competence an offset into one array of tallies (3 × its levels, as
 * `NiveauTelling`). Computed once per package (WeakMap), shared by the pupils of a call.
 */
interface LopendeIndeling {
  /** indicatorId → dense number. */
  nummer: Map<number, number>;
  /** Per dense number its places: [start, end) into `plekCompetentie` / `plekTelling`. */
  plekVan: Int32Array;
  plekTot: Int32Array;
  /** Per place: the competence's number and the index in the tallies of its level's count (offset + k). */
  plekCompetentie: Int32Array;
  plekTelling: Int32Array;
  /** Per competence number: its number of levels n and its offset in the tallies. */
  competentieN: Int32Array;
  competentieOffset: Int32Array;
  /** The competence's number. */
  competentieNr: Map<VoorbereideCompetentie, number>;
  lengte: number;
}

const indelingen = new WeakMap<VoorbereidPakket, LopendeIndeling>();

function lopendeIndeling(pakket: VoorbereidPakket): LopendeIndeling {
  const bekend = indelingen.get(pakket);
  if (bekend) return bekend;
  const competentieNr = new Map<VoorbereideCompetentie, number>();
  const ns: number[] = [];
  const offsets: number[] = [];
  let lengte = 0;
  for (const comps of pakket.domeinen.values())
    for (const c of comps.values()) {
      competentieNr.set(c, ns.length);
      ns.push(c.niveaus.length);
      offsets.push(lengte);
      lengte += 3 * c.niveaus.length;
    }
  const nummer = new Map<number, number>();
  const plekVan: number[] = [];
  const plekTot: number[] = [];
  const plekCompetentie: number[] = [];
  const plekTelling: number[] = [];
  for (const [indicatorId, plekken] of pakket.plekken) {
    nummer.set(indicatorId, plekVan.length);
    plekVan.push(plekCompetentie.length);
    for (const p of plekken) {
      const nr = competentieNr.get(p.competentie)!;
      plekCompetentie.push(nr);
      plekTelling.push(offsets[nr]! + p.k);
    }
    plekTot.push(plekCompetentie.length);
  }
  const indeling: LopendeIndeling = {
    nummer,
    plekVan: Int32Array.from(plekVan),
    plekTot: Int32Array.from(plekTot),
    plekCompetentie: Int32Array.from(plekCompetentie),
    plekTelling: Int32Array.from(plekTelling),
    competentieN: Int32Array.from(ns),
    competentieOffset: Int32Array.from(offsets),
    competentieNr,
    lengte,
  };
  indelingen.set(pakket, indeling);
  return indeling;
}

/**
 * Formula 2 walked forward for ONE pupil (the forecast's history, lib/services/prognose.ts): the
 * standing and formula 3's tallies kept up to date evaluation by evaluation, so the level after
 * each period costs that period's evaluations instead of tallying the whole standing again
 * (`tellingenVan` per period: ~1,000 standings × 12 periods per pupil on a large package), in
 * typed arrays instead of maps. Feed the evaluations in period order with `zet` (a later one
 * replaces the standing, as formula 2); `domeinBereikt` is formula 6's reached level of a domain
 * on the standing so far — the same number as `domeinBeheersingVan(pakket, { tellingen:
 * tellingenVan(pakket, stand), … }).bereikt` (tests/unit/beheersing-lopend.test.ts). Indicators
 * outside the prepared package count nowhere, as in `tellingenVan`.
 */
export class LopendeStand {
  private readonly indeling: LopendeIndeling;
  /** Per dense indicator number its standing, −1 without one. */
  private readonly stand: Int16Array;
  /** The tallies of every competence (`NiveauTelling` at its offset). */
  private readonly tellingen: Int32Array;
  /** Per competence number: 1 once an indicator of it has a standing (`tellingenVan` has its tallies). */
  private readonly metStand: Uint8Array;

  constructor(private readonly pakket: VoorbereidPakket) {
    this.indeling = lopendeIndeling(pakket);
    this.stand = new Int16Array(this.indeling.plekVan.length).fill(-1);
    this.tellingen = new Int32Array(this.indeling.lengte);
    this.metStand = new Uint8Array(this.indeling.competentieN.length);
  }

  /** One evaluation: the indicator's standing becomes `score`; its tallies move from the old one. */
  zet(indicatorId: number, score: number): void {
    const x = this.indeling;
    const i = x.nummer.get(indicatorId);
    if (i === undefined) return;
    const oud = this.stand[i]!;
    this.stand[i] = score;
    const t = this.tellingen;
    for (let p = x.plekVan[i]!, tot = x.plekTot[i]!; p < tot; p++) {
      const c = x.plekCompetentie[p]!;
      const n = x.competentieN[c]!;
      const k = x.plekTelling[p]!;
      this.metStand[c] = 1;
      if (oud < 0) t[k]!++;
      else {
        if (oud === SCORE.beheerst) t[k + n]!--;
        t[k + 2 * n]! -= oud;
      }
      if (score === SCORE.beheerst) t[k + n]!++;
      t[k + 2 * n]! += score;
    }
  }

  /** Formula 6's reached level of the domain (competences in `competentieIds` order), null without competences. */
  domeinBereikt(domeinId: number, competentieIds: readonly number[]): number | null {
    const perCompetentie = this.pakket.domeinen.get(domeinId);
    if (!perCompetentie) return null;
    const x = this.indeling;
    let som = 0;
    let aantal = 0;
    for (const id of competentieIds) {
      const c = perCompetentie.get(id);
      if (!c) continue;
      const nr = x.competentieNr.get(c)!;
      som += this.metStand[nr] ? waardeUitTelling(c, this.tellingen, x.competentieOffset[nr]!) : this.pakket.zonderStand.get(c)!.waarde;
      aantal++;
    }
    return aantal ? som / aantal : null;
  }
}

// ---------------------------------------------------------------------------------------------
// Group and school figures (formula 7)

export interface Samenvatting {
  /** Mean of the numbers present, null when n = 0. Rounded to 2 decimals. */
  gemiddelde: number | null;
  /** How many numbers the mean is over. */
  n: number;
  /** How many were left out because they have no number (e.g. pupils without a route). */
  zonder: number;
  /** How many are ≥ `drempel` (e.g. 100 for "on track"), when a threshold is given. */
  aantalBoven: number;
}

export function samenvatting(waarden: readonly (number | null | undefined)[], drempel?: number): Samenvatting {
  let som = 0;
  let n = 0;
  let zonder = 0;
  let aantalBoven = 0;
  for (const w of waarden) {
    if (typeof w !== "number" || !Number.isFinite(w)) {
      zonder++;
      continue;
    }
    som += w;
    n++;
    if (drempel !== undefined && w >= drempel) aantalBoven++;
  }
  return { gemiddelde: n ? Math.round((som / n) * 100) / 100 : null, n, zonder, aantalBoven };
}

/** Counts of the scores of a set of standings (per indicator, per competence…). */
export interface ScoreTelling {
  beheerst: number;
  gedeeltelijk: number;
  niet: number;
  /** Evaluated = beheerst + gedeeltelijk + niet. */
  geevalueerd: number;
}

export function telScores(scores: Iterable<number | null | undefined>): ScoreTelling {
  const t = { beheerst: 0, gedeeltelijk: 0, niet: 0, geevalueerd: 0 };
  for (const s of scores) {
    if (s === SCORE.beheerst) t.beheerst++;
    else if (s === SCORE.gedeeltelijk) t.gedeeltelijk++;
    else if (s === SCORE.niet) t.niet++;
    else continue;
    t.geevalueerd++;
  }
  return t;
}
