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
 * Formula 3 for ONE competence: `indicatoren` are that competence's indicators, `scores` the
 * pupil's standing (indicatorId → score; missing = never evaluated).
 */
export function competentieNiveau(niveaus: readonly NiveauRij[], indicatoren: readonly Pick<IndicatorRij, "id" | "niveauNummer">[], scores: ReadonlyMap<number, number>): CompetentieNiveau {
  const volgorde = sorteerNiveaus(niveaus);
  const positie = new Map(volgorde.map((n, i) => [n.nummer, i + 1]));
  const perNiveau = new Map<number, number[]>();
  for (const i of indicatoren) {
    const lijst = perNiveau.get(i.niveauNummer);
    if (lijst) lijst.push(i.id);
    else perNiveau.set(i.niveauNummer, [i.id]);
  }
  const metIndicatoren = volgorde.filter((n) => perNiveau.has(n.nummer));
  let bereikt: NiveauRij | null = null;
  let hoogsteGeevalueerd: number | null = null;
  let geevalueerd = 0;
  for (const n of metIndicatoren) {
    const ids = perNiveau.get(n.nummer)!;
    let allesBeheerst = true;
    for (const id of ids) {
      const s = scores.get(id);
      if (s !== undefined) {
        geevalueerd++;
        hoogsteGeevalueerd = n.nummer;
      }
      if (s !== SCORE.beheerst) allesBeheerst = false;
    }
    if (allesBeheerst) bereikt = n;
  }
  const volgend = bereikt ? (metIndicatoren.find((n) => (positie.get(n.nummer) ?? 0) > (positie.get(bereikt!.nummer) ?? 0)) ?? null) : (metIndicatoren[0] ?? null);
  let fractie = 0;
  if (volgend) {
    const ids = perNiveau.get(volgend.nummer)!;
    fractie = ids.reduce((som, id) => som + (scores.get(id) ?? 0), 0) / (100 * ids.length);
  }
  const basis = bereikt ? (positie.get(bereikt.nummer) ?? 0) : 0;
  return {
    niveauNummer: bereikt?.nummer ?? null,
    volgendNiveauNummer: volgend?.nummer ?? null,
    fractie,
    waarde: basis + fractie,
    label: niveauTekst(bereikt, fractie, volgend),
    hoogsteGeevalueerd,
    geevalueerd,
    aantalIndicatoren: indicatoren.length,
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

/** The phase of a pupil on a route: the traject step of the school type and leerjaar, else LeerjaarFase. */
export function faseVan(leerrouteNummer: number, loopbaan: LoopbaanRij | null, stappen: readonly TrajectStapRij[], leerjaarFasen: readonly LeerjaarFaseRij[]): number | null {
  if (!loopbaan) return null;
  const naam = loopbaan.leerjaarNaam?.trim().toLowerCase();
  if (naam && loopbaan.schoolsoort) {
    const stap = stappen.find((s) => s.leerrouteNummer === leerrouteNummer && s.schoolsoort === loopbaan.schoolsoort && s.leerjaar.trim().toLowerCase() === naam);
    if (stap) return stap.faseNummer;
  }
  if (loopbaan.leerjaarNr !== null) {
    const link = leerjaarFasen.find((f) => f.leerjaarNr === loopbaan.leerjaarNr);
    if (link) return link.faseNummer;
  }
  return null;
}

/** Formula 5: what a pupil is expected to reach in a domain. `route` from `leerrouteOp`. */
export function verwachting(route: LeerlingLeerrouteRij | null, loopbaan: LoopbaanRij | null, stappen: readonly TrajectStapRij[], leerjaarFasen: readonly LeerjaarFaseRij[], cellen: readonly FaseCelRij[], domeinId: number): Verwachting {
  const leeg = { leerrouteNummer: null, uitstroombestemmingNummer: null, faseNummer: null, niveauNummer: null, indicatorIds: [] as number[] };
  if (!route) return { status: "zonderLeerroute", ...leeg };
  const metRoute = { ...leeg, leerrouteNummer: route.leerrouteNummer, uitstroombestemmingNummer: route.uitstroombestemmingNummer };
  const faseNummer = faseVan(route.leerrouteNummer, loopbaan, stappen, leerjaarFasen);
  if (faseNummer === null) return { status: "zonderFase", ...metRoute };
  const cel = cellen.find((c) => c.faseNummer === faseNummer && c.leerrouteNummer === route.leerrouteNummer && c.domeinId === domeinId);
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
 * Formula 6 for one pupil and one domain. `competentieIds` fixes the order of the domain's
 * competences; `indicatoren` may hold the whole package (filtered on the domain here);
 * `scores` is the pupil's standing (indicatorId → score).
 */
export function domeinBeheersing(args: {
  domeinId: number;
  niveaus: readonly NiveauRij[];
  competentieIds: readonly number[];
  indicatoren: readonly IndicatorRij[];
  scores: ReadonlyMap<number, number>;
  verwachting: Verwachting;
}): DomeinBeheersing {
  const { domeinId, niveaus, competentieIds, indicatoren, scores, verwachting: v } = args;
  const perCompetentie = new Map<number, IndicatorRij[]>();
  for (const i of indicatoren) {
    if (i.domeinId !== domeinId) continue;
    const lijst = perCompetentie.get(i.competentieId);
    if (lijst) lijst.push(i);
    else perCompetentie.set(i.competentieId, [i]);
  }
  const competenties = competentieIds.filter((id) => perCompetentie.has(id)).map((id) => ({ competentieId: id, ...competentieNiveau(niveaus, perCompetentie.get(id)!, scores) }));
  const bereikt = competenties.length ? competenties.reduce((s, c) => s + c.waarde, 0) / competenties.length : null;
  const verwachtePositie = v.niveauNummer !== null ? (niveauPosities(niveaus).get(v.niveauNummer) ?? null) : null;
  const pct = percentage(bereikt, verwachtePositie);
  return {
    domeinId,
    competenties,
    bereikt,
    verwachting: v,
    verwachtePositie,
    percentage: pct,
    opKoers: pct === null ? null : pct >= 100,
    indicatorenBeheerst: v.indicatorIds.filter((id) => scores.get(id) === SCORE.beheerst).length,
    indicatorenVerwacht: v.indicatorIds.length,
  };
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
