import formatOnly from "use-intl/format-message/format-only";

/*
 * The message formatter of the app's bundles (next.config.ts aliases "use-intl/format-message" to
 * this module): use-intl's format-only formatter for messages compiled ahead of time
 * (lib/i18n/messages.ts), with whole numbers in Dutch messages written without Intl.
 *
 * Why: a plural's `#` (and `{n, number}` without a style) asks for an Intl.NumberFormat, and a
 * browser's first NumberFormat loads ICU's number data — 135 ms of the hydration task at
 * Lighthouse's 4× slow-down (issue 27), on every list page for its "# rijen". A whole number in
 * Dutch is its digits in groups of three joined by "."; that is what Intl gives for "nl"
 * (checked against it in tests/unit/berichtformaat.test.ts). Anything else — decimals, a style,
 * another language — still goes to Intl.
 */

type Opties = Parameters<typeof formatOnly>[3];
type Formatters = Opties["formatters"];

/** Intl.NumberFormat("nl").format for a safe whole number, without Intl; null when it is not one. */
export function heelGetalNl(n: number): string | null {
  if (!Number.isSafeInteger(n) || Object.is(n, -0)) return null;
  const cijfers = String(Math.abs(n)).replace(/\B(?=(\d{3})+(?!\d))/g, ".");
  return n < 0 ? `-${cijfers}` : cijfers;
}

// One wrapped set per use-intl formatter set (it lives as long as its provider's cache).
const gewrapt = new WeakMap<Formatters, Formatters>();

function metHeleGetallen(formatters: Formatters): Formatters {
  let uit = gewrapt.get(formatters);
  if (!uit) {
    const getNumberFormat: Formatters["getNumberFormat"] = (locale, opties) => {
      if (opties !== undefined || !/^nl(-|$)/i.test(String(locale ?? ""))) return formatters.getNumberFormat(locale, opties);
      // Only `format` is asked of it by the format-only formatter.
      return { format: (n: number) => heelGetalNl(n) ?? formatters.getNumberFormat(locale).format(n) } as Intl.NumberFormat;
    };
    uit = { ...formatters, getNumberFormat };
    gewrapt.set(formatters, uit);
  }
  return uit;
}

export default function formatMessage(...[sleutel, bericht, waarden, opties]: Parameters<typeof formatOnly>): ReturnType<typeof formatOnly> {
  return formatOnly(sleutel, bericht, waarden, { ...opties, formatters: metHeleGetallen(opties.formatters) });
}
formatMessage.raw = formatOnly.raw;
