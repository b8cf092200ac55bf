/**
 * School years and periods (spec 1-product §3, §4, §5, §9). Pure.
 *
 * Dates are date-only values. The canonical form is a Date at UTC midnight (what Prisma gives for
 * `@db.Date` columns); every function also accepts a 'YYYY-MM-DD' string (or an ISO timestamp, of
 * which only the date part is read, as JSON delivers those columns). Dates are always read with
 * the getUTC* methods, never local time, so the server's and the browser's time zones don't matter.
 * "Today" is the calendar date in the Netherlands (`vandaag()`), so the year flips at Dutch midnight.
 */

export interface Schooljaar {
  startJaar: number;
  eindJaar: number;
  /** 'YYYY-YYYY+1', e.g. "2025-2026". */
  text: string;
}

export type DatumInput = Date | string;

/** Open-ended end date (spec §9). */
export const OPEN_EINDDATUM_ISO = "9999-12-31";
/** The same as a Date. Shared instance: don't mutate it (setUTC…); compare with isOpenEinddatum. */
export const OPEN_EINDDATUM: Date = new Date(Date.UTC(9999, 11, 31));

export const TIJDZONE = "Europe/Amsterdam";

const DAG_MS = 86_400_000;

function utcDatum(jaar: number, maand: number, dag: number): Date {
  return new Date(Date.UTC(jaar, maand - 1, dag));
}

/** Normalises to a UTC-midnight Date; null for an invalid date ("2025-02-30", "abc", NaN). */
export function toDatum(input: DatumInput | null | undefined): Date | null {
  if (input instanceof Date) {
    const t = input.getTime();
    if (Number.isNaN(t)) return null;
    return new Date(t - (((t % DAG_MS) + DAG_MS) % DAG_MS));
  }
  if (typeof input !== "string") return null;
  const match = /^(\d{4})-(\d{2})-(\d{2})(?:$|T)/.exec(input.trim());
  if (!match) return null;
  const [jaar, maand, dag] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const datum = utcDatum(jaar, maand, dag);
  // Date.UTC rolls 30 February over into March: reject instead of guessing.
  if (datum.getUTCFullYear() !== jaar || datum.getUTCMonth() !== maand - 1 || datum.getUTCDate() !== dag) return null;
  return datum;
}

function mustDatum(input: DatumInput): Date {
  const datum = toDatum(input);
  if (!datum) throw new RangeError(`Ongeldige datum: ${String(input)}`);
  return datum;
}

const ISO_DAG = /^(\d{4})-(\d{2})-(\d{2})$/;
const dagenInMaand = (jaar: number, maand: number) =>
  maand === 2 ? (jaar % 4 === 0 && (jaar % 100 !== 0 || jaar % 400 === 0) ? 29 : 28) : maand === 4 || maand === 6 || maand === 9 || maand === 11 ? 30 : 31;

/**
 * Year, month and day of an exact 'YYYY-MM-DD' text without making a Date; null when it is not
 * that form (a timestamp, say) or not a date toDatum accepts (years before 100 are what Date.UTC
 * misreads, so they are refused the same way).
 */
function isoDelen(input: string): [jaar: number, maand: number, dag: number] | null {
  const m = ISO_DAG.exec(input);
  if (!m) return null;
  const jaar = Number(m[1]);
  const maand = Number(m[2]);
  const dag = Number(m[3]);
  return jaar >= 100 && maand >= 1 && maand <= 12 && dag >= 1 && dag <= dagenInMaand(jaar, maand) ? [jaar, maand, dag] : null;
}

/** 'YYYY-MM-DD' of a date-only value. */
export function isoDatum(input: DatumInput): string {
  // Lists turn thousands of dates into text: a valid 'YYYY-MM-DD' is already the answer, and a Date
  // needs no normalised copy (its UTC date part is the same). Every Date created inside Next's
  // server also passes Next's Date wrapper, which made this a top item of the list's CPU profile.
  if (typeof input === "string") {
    if (isoDelen(input)) return input;
  } else if (input instanceof Date) {
    const jaar = input.getUTCFullYear();
    if (jaar >= 0 && jaar <= 9999) return input.toISOString().slice(0, 10);
  }
  return mustDatum(input).toISOString().slice(0, 10);
}

/**
 * Days since 1970-01-01 of a date-only value, null when invalid (what toDatum refuses). Plain
 * arithmetic on 'YYYY-MM-DD' (days from civil, proleptic Gregorian): a list computes an age per
 * row, and a Date per row went through Next's Date wrapper (top of the pupil list's profile).
 */
export function dagNummer(input: DatumInput | null | undefined): number | null {
  const delen = typeof input === "string" ? isoDelen(input) : null;
  if (delen) {
    const [jaar, maand, dag] = delen;
    const j = maand <= 2 ? jaar - 1 : jaar;
    const era = Math.floor(j / 400);
    const jvE = j - era * 400;
    const dvJ = Math.floor((153 * (maand + (maand > 2 ? -3 : 9)) + 2) / 5) + dag - 1;
    const dvE = jvE * 365 + Math.floor(jvE / 4) - Math.floor(jvE / 100) + dvJ;
    return era * 146097 + dvE - 719468;
  }
  // A Date, a timestamp text, or an invalid date (toDatum says null).
  const datum = toDatum(input);
  return datum ? Math.round(datum.getTime() / DAG_MS) : null;
}

export function isOpenEinddatum(input: DatumInput | null | undefined): boolean {
  const datum = toDatum(input);
  return datum !== null && datum.getTime() === OPEN_EINDDATUM.getTime();
}

/**
 * Building an Intl.DateTimeFormat costs about a millisecond — it was the largest item of a CPU
 * profile of the API (every call asks for today). One formatter per time zone is kept.
 */
const dagFormaten = new Map<string, Intl.DateTimeFormat>();
function dagFormaat(timeZone: string): Intl.DateTimeFormat {
  let f = dagFormaten.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-CA", { timeZone, year: "numeric", month: "2-digit", day: "2-digit" });
    dagFormaten.set(timeZone, f);
  }
  return f;
}

/** Today's calendar date in the Netherlands, as a UTC-midnight Date. */
export function vandaag(now: Date = new Date(), timeZone: string = TIJDZONE): Date {
  // formatToParts still costs ~10 µs and a list asks for today per row: the answer is kept per
  // second. Exact, not approximate: time zones move midnight by whole minutes, so every instant
  // of one UTC second has the same local date.
  const seconde = Math.floor(now.getTime() / 1000);
  const laatst = laatsteDag.get(timeZone);
  if (laatst && laatst.seconde === seconde) return new Date(laatst.dag);
  const delen: Partial<Record<Intl.DateTimeFormatPartTypes, number>> = {};
  for (const deel of dagFormaat(timeZone).formatToParts(now)) delen[deel.type] = Number(deel.value);
  const dag = utcDatum(delen.year ?? NaN, delen.month ?? NaN, delen.day ?? NaN);
  laatsteDag.set(timeZone, { seconde, dag: dag.getTime() });
  return dag;
}
const laatsteDag = new Map<string, { seconde: number; dag: number }>();

/** Today in the Netherlands as 'YYYY-MM-DD' (a form's default date; UTC is a day behind just after midnight). */
export function vandaagIso(now?: Date): string {
  // Without an instant: the text kept per second beside vandaag()'s (lists ask per row).
  if (now === undefined) {
    const ms = Date.now();
    const seconde = Math.floor(ms / 1000);
    if (laatsteIso && laatsteIso.seconde === seconde) return laatsteIso.iso;
    const iso = isoDatum(vandaag(new Date(ms)));
    laatsteIso = { seconde, iso };
    return iso;
  }
  return isoDatum(vandaag(now));
}
let laatsteIso: { seconde: number; iso: string } | undefined;

export function schooljaarVanStartJaar(startJaar: number): Schooljaar {
  return { startJaar, eindJaar: startJaar + 1, text: `${startJaar}-${startJaar + 1}` };
}

/**
 * The school years the app holds. Earlier ones broke it: Date.UTC reads the years 0–99 as
 * 1900–1999, and the text of year 0 is "0-1", which parses no more ("0000-0001" was a 500).
 */
export const EERSTE_STARTJAAR = 1900;
export const LAATSTE_STARTJAAR = 2998;

/**
 * The school-year route parameter: exactly two consecutive four-digit years, 'YYYY-YYYY+1', from
 * EERSTE_STARTJAAR on. Anything else ('2024-2026', '2024', '24-25', '2024-2025x', '0000-0001') is
 * null, and the route is refused.
 */
export function parseSchooljaar(param: string): Schooljaar | null {
  const match = /^(\d{4})-(\d{4})$/.exec(param);
  if (!match) return null;
  const startJaar = Number(match[1]);
  if (Number(match[2]) !== startJaar + 1) return null;
  if (startJaar < EERSTE_STARTJAAR || startJaar > LAATSTE_STARTJAAR) return null;
  return schooljaarVanStartJaar(startJaar);
}

/** Why a text is no school year (Dutch, for the field's 400), or null when it is one. */
export function schooljaarFout(tekst: string): string | null {
  const match = /^(\d{4})-(\d{4})$/.exec(tekst);
  if (!match || Number(match[2]) !== Number(match[1]) + 1) return "gebruik twee opeenvolgende jaren, bijvoorbeeld 2025-2026";
  if (!parseSchooljaar(tekst)) return `kies een schooljaar van ${EERSTE_STARTJAAR}-${EERSTE_STARTJAAR + 1} tot en met ${LAATSTE_STARTJAAR}-${LAATSTE_STARTJAAR + 1}`;
  return null;
}

/** A school year runs 1 August to 31 July: before August a date belongs to the year that began last calendar year. */
export function schooljaarVoorDatum(date: DatumInput): string {
  const datum = mustDatum(date);
  const jaar = datum.getUTCFullYear();
  // getUTCMonth is 0-based: 7 is August.
  return schooljaarVanStartJaar(datum.getUTCMonth() >= 7 ? jaar : jaar - 1).text;
}

/** Text of the current school year, e.g. "2025-2026" on 2026-03-10. */
export function huidigSchooljaar(today: DatumInput = vandaag()): string {
  return schooljaarVoorDatum(today);
}

function alsSchooljaar(schooljaar: string | Schooljaar): Schooljaar {
  const parsed = typeof schooljaar === "string" ? parseSchooljaar(schooljaar) : parseSchooljaar(schooljaar.text);
  if (!parsed) throw new RangeError(`Ongeldig schooljaar: ${typeof schooljaar === "string" ? schooljaar : schooljaar.text}`);
  return parsed;
}

/** First and last day of a school year: 1 August and 31 July (both inclusive). */
export function schooljaarGrenzen(schooljaar: string | Schooljaar): { ingangsdatum: Date; einddatum: Date } {
  const { startJaar, eindJaar } = alsSchooljaar(schooljaar);
  return { ingangsdatum: utcDatum(startJaar, 8, 1), einddatum: utcDatum(eindJaar, 7, 31) };
}

export interface PeriodeLike {
  nummer: number;
  ingangsdatum: DatumInput;
  einddatum: DatumInput;
}

/**
 * The period containing today, with today clamped to the school year: before the year starts
 * that is the period holding 1 August, after it ends the one holding 31 July. When periods
 * overlap (bad data) the one that started last wins. Null when no period contains the date.
 */
export function actievePeriode<T extends PeriodeLike>(
  perioden: readonly T[],
  schooljaar: string | Schooljaar,
  today: DatumInput = vandaag(),
): T | null {
  const { ingangsdatum, einddatum } = schooljaarGrenzen(schooljaar);
  const t = Math.min(Math.max(mustDatum(today).getTime(), ingangsdatum.getTime()), einddatum.getTime());
  let best: { periode: T; start: number } | null = null;
  for (const periode of perioden) {
    const start = toDatum(periode.ingangsdatum)?.getTime();
    const eind = toDatum(periode.einddatum)?.getTime();
    if (start === undefined || eind === undefined || t < start || t > eind) continue;
    if (!best || start > best.start || (start === best.start && periode.nummer > best.periode.nummer)) {
      best = { periode, start };
    }
  }
  return best?.periode ?? null;
}

/**
 * The period the overviews open on when none is asked for: the active one, else the school year's
 * last (the bare overview page redirects there, and the main menu links there at once).
 */
export function overzichtPeriode<T extends PeriodeLike>(perioden: readonly T[], schooljaar: string | Schooljaar, today: DatumInput = vandaag()): T | null {
  const actief = actievePeriode(perioden, schooljaar, today);
  if (actief) return actief;
  let laatste: T | null = null;
  for (const p of perioden) if (!laatste || p.nummer > laatste.nummer) laatste = p;
  return laatste;
}

export interface PeriodeFout {
  /** Field path as in our API's error `issues`, e.g. "perioden.1.einddatum". */
  path: string;
  message: string;
}

/** Dutch short date, e.g. 1-8-2025. */
function kort(datum: Date): string {
  return `${datum.getUTCDate()}-${datum.getUTCMonth() + 1}-${datum.getUTCFullYear()}`;
}

/**
 * Checks the periods of a school year: valid dates, ingangsdatum ≤ einddatum (both inclusive),
 * inside the school year, no overlap, positive and unique nummers. Gaps between periods are
 * allowed (the spec does not forbid them). Empty list = valid.
 */
export function validatePerioden(
  schooljaar: string | Schooljaar,
  perioden: readonly { nummer: number; ingangsdatum: DatumInput | null; einddatum: DatumInput | null }[],
): PeriodeFout[] {
  const fouten: PeriodeFout[] = [];
  const tekst = typeof schooljaar === "string" ? schooljaar : schooljaar.text;
  const jaar = parseSchooljaar(tekst);
  if (!jaar) {
    fouten.push({
      path: "schooljaar",
      message: "Ongeldig schooljaar: gebruik twee opeenvolgende jaren, bijvoorbeeld 2024-2025.",
    });
  }
  const grenzen = jaar ? schooljaarGrenzen(jaar) : null;
  const binnen = grenzen ? `${kort(grenzen.ingangsdatum)} t/m ${kort(grenzen.einddatum)}` : "";

  const geldig: { index: number; nummer: number; start: Date; eind: Date }[] = [];
  const gezien = new Set<number>();
  perioden.forEach((periode, index) => {
    const pad = `perioden.${index}`;
    if (!Number.isInteger(periode.nummer) || periode.nummer < 1) {
      fouten.push({ path: `${pad}.nummer`, message: "Het periodenummer moet een positief geheel getal zijn." });
    } else if (gezien.has(periode.nummer)) {
      fouten.push({ path: `${pad}.nummer`, message: `Periodenummer ${periode.nummer} komt meer dan één keer voor.` });
    }
    gezien.add(periode.nummer);

    const start = toDatum(periode.ingangsdatum);
    const eind = toDatum(periode.einddatum);
    if (!start) fouten.push({ path: `${pad}.ingangsdatum`, message: "Vul een geldige ingangsdatum in." });
    if (!eind) fouten.push({ path: `${pad}.einddatum`, message: "Vul een geldige einddatum in." });
    if (!start || !eind) return;

    if (start > eind) {
      fouten.push({ path: `${pad}.einddatum`, message: "De einddatum mag niet vóór de ingangsdatum liggen." });
      return;
    }
    if (grenzen && jaar) {
      if (start < grenzen.ingangsdatum || start > grenzen.einddatum) {
        fouten.push({
          path: `${pad}.ingangsdatum`,
          message: `De ingangsdatum moet binnen schooljaar ${jaar.text} liggen (${binnen}).`,
        });
      }
      if (eind < grenzen.ingangsdatum || eind > grenzen.einddatum) {
        fouten.push({
          path: `${pad}.einddatum`,
          message: `De einddatum moet binnen schooljaar ${jaar.text} liggen (${binnen}).`,
        });
      }
    }
    geldig.push({ index, nummer: periode.nummer, start, eind });
  });

  // Both dates are inclusive: a period ending on the day the next one starts overlaps it.
  const opStart = [...geldig].sort((a, b) => a.start.getTime() - b.start.getTime() || a.index - b.index);
  for (let j = 1; j < opStart.length; j++) {
    const later = opStart[j]!;
    for (let i = 0; i < j; i++) {
      const eerder = opStart[i]!;
      if (later.start <= eerder.eind) {
        fouten.push({
          path: `perioden.${later.index}.ingangsdatum`,
          message: `Periode ${later.nummer} overlapt met periode ${eerder.nummer}.`,
        });
      }
    }
  }
  return fouten;
}
