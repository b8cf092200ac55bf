/** Dutch number formatting shared by the formatters. */

const formatters = new Map<string, Intl.NumberFormat>();

function getalFormat(locale: string): Intl.NumberFormat {
  let f = formatters.get(locale);
  if (!f) {
    // signDisplay "negative": -0.001 rounds to "0", not "-0".
    f = new Intl.NumberFormat(locale, { maximumFractionDigits: 2, signDisplay: "negative" });
    formatters.set(locale, f);
  }
  return f;
}

/** A finite number from a number or numeric string; null for anything else ("", "abc", NaN, ±Infinity). */
export function alsGetal(waarde: unknown): number | null {
  if (typeof waarde === "number") return Number.isFinite(waarde) ? waarde : null;
  if (typeof waarde === "string" && waarde.trim() !== "") {
    const n = Number(waarde.trim());
    return Number.isFinite(n) ? n : null;
  }
  return null;
}

/**
 * A number with at most 2 decimals in the locale's notation: 1234.5 → "1.234,5" (nl-NL).
 * Numeric strings are accepted ("12.5" → "12,5"); anything that is not a number gives "".
 */
export function formatGetal(waarde: unknown, locale = "nl-NL"): string {
  const n = alsGetal(waarde);
  return n === null ? "" : getalFormat(locale).format(n);
}
