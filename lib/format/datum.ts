import { isOpenEinddatum, TIJDZONE, toDatum, type DatumInput } from "@/lib/schooljaar";

/*
 * Dutch short dates. `new Intl.DateTimeFormat("nl-NL", { dateStyle: "short" })` gives "12-03-2026"
 * (Node 20, full ICU), i.e. dd-mm-yyyy. We ask Intl for the parts and join them ourselves so the
 * separators don't depend on the ICU version (with a time it adds ", "), which would make server
 * and browser render differently.
 */

function tweeCijfers(n: number): string {
  return String(n).padStart(2, "0");
}

/**
 * A date-only value (UTC-midnight Date or 'YYYY-MM-DD') as "12-03-2026", read in UTC.
 * The open end date 9999-12-31 means "no end" and is shown as "" (an empty cell), as are
 * null and invalid dates.
 */
export function formatDatum(datum: DatumInput | null | undefined): string {
  const d = toDatum(datum);
  if (!d || isOpenEinddatum(d)) return "";
  return `${tweeCijfers(d.getUTCDate())}-${tweeCijfers(d.getUTCMonth() + 1)}-${d.getUTCFullYear()}`;
}

/*
 * Built on first use, not when the module loads: this module is on nearly every page's first load,
 * and a browser's first Intl formatter loads ICU's locale and time-zone data — 60–150 ms of the
 * hydration task at Lighthouse's 4× slow-down (issue 27), for a formatter most pages never call.
 */
let tijdstip: Intl.DateTimeFormat | undefined;
function tijdstipFormaat(): Intl.DateTimeFormat {
  tijdstip ??= new Intl.DateTimeFormat("nl-NL", {
    timeZone: TIJDZONE,
    day: "2-digit",
    month: "2-digit",
    year: "numeric",
    hour: "2-digit",
    minute: "2-digit",
    // h23: midnight is "00", not "24" as some ICU versions give with hour12: false.
    hourCycle: "h23",
  });
  return tijdstip;
}

/** A timestamp as "12-03-2026 09:05" in Dutch time (Europe/Amsterdam); "" for null/invalid. */
export function formatDatumTijd(tijdstip: Date | string | number | null | undefined): string {
  if (tijdstip === null || tijdstip === undefined || tijdstip === "") return "";
  const d = tijdstip instanceof Date ? tijdstip : new Date(tijdstip);
  if (Number.isNaN(d.getTime())) return "";
  const p: Partial<Record<Intl.DateTimeFormatPartTypes, string>> = {};
  for (const part of tijdstipFormaat().formatToParts(d)) p[part.type] = part.value;
  return `${p.day}-${p.month}-${p.year} ${p.hour}:${p.minute}`;
}
