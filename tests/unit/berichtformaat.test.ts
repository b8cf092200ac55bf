import compile from "icu-minify/compile";
import { describe, expect, it, vi } from "vitest";
import formatMessage, { heelGetalNl } from "@/lib/i18n/berichtformaat";

/** use-intl's formatters as the format-only formatter asks for them, counting what is built. */
function formatters() {
  const gebouwd: string[] = [];
  const maak =
    <T,>(soort: string, C: new (l: string, o?: object) => T) =>
    (locale: string, opties?: object) => {
      gebouwd.push(`${soort} ${locale}${opties ? ` ${JSON.stringify(opties)}` : ""}`);
      return new C(locale, opties);
    };
  return {
    gebouwd,
    formatters: {
      getNumberFormat: vi.fn(maak("NumberFormat", Intl.NumberFormat)),
      getPluralRules: vi.fn(maak("PluralRules", Intl.PluralRules)),
      getDateTimeFormat: vi.fn(maak("DateTimeFormat", Intl.DateTimeFormat)),
      getRelativeTimeFormat: vi.fn(maak("RelativeTimeFormat", Intl.RelativeTimeFormat)),
      getListFormat: vi.fn(maak("ListFormat", Intl.ListFormat)),
      getDisplayNames: vi.fn(maak("DisplayNames", Intl.DisplayNames as never)),
    },
  };
}

const formaat = (bericht: string, waarden: Record<string, unknown>, locale = "nl") => {
  const f = formatters();
  const formats = { number: { procent: { style: "percent" as const } } };
  const tekst = formatMessage("k", compile(bericht) as never, waarden as never, { cache: {} as never, formatters: f.formatters as never, locale, formats });
  return { tekst, gebouwd: f.gebouwd };
};

describe("message formatter: whole numbers in Dutch without Intl (lib/i18n/berichtformaat.ts)", () => {
  it("writes a whole number as Intl.NumberFormat('nl') does", () => {
    const nl = new Intl.NumberFormat("nl");
    const getallen = [0, 1, 7, -7, 9, 10, 99, 100, 999, 1000, -1000, 1234, 9999, 10000, 12345, 99999, 100000, 123456, 1234567, -1234567, 2 ** 31, Number.MAX_SAFE_INTEGER, Number.MIN_SAFE_INTEGER];
    // 500 more of every length, the same on every run (a fixed linear congruential sequence).
    for (let i = 0, x = 12345; i < 500; i++) {
      x = (x * 1103515245 + 12345) % 2 ** 31;
      getallen.push(Math.floor((x / 2 ** 31 - 0.3) * 10 ** (1 + (i % 12))));
    }
    for (const n of getallen) expect(heelGetalNl(n), String(n)).toBe(nl.format(n));
  });

  it("leaves what is not a safe whole number to Intl", () => {
    for (const n of [1.5, -0.25, -0, NaN, Infinity, 2 ** 60]) expect(heelGetalNl(n), String(n)).toBeNull();
  });

  it("a plural's # builds no NumberFormat and reads as before", () => {
    const r = formaat("{aantal, plural, =0 {geen rijen} one {# rij} other {# rijen}}", { aantal: 1234 });
    expect(r.tekst).toBe("1.234 rijen");
    expect(r.gebouwd).toEqual(["PluralRules nl {\"type\":\"cardinal\"}"]);
    expect(formaat("{aantal, plural, =0 {geen rijen} one {# rij} other {# rijen}}", { aantal: 1 }).tekst).toBe("1 rij");
    expect(formaat("{aantal, plural, =0 {geen rijen} one {# rij} other {# rijen}}", { aantal: 0 }).tekst).toBe("geen rijen");
  });

  it("decimals, styles and other languages still go to Intl", () => {
    const decimaal = formaat("{n, plural, other {# punten}}", { n: 1.5 });
    expect(decimaal.tekst).toBe("1,5 punten");
    expect(decimaal.gebouwd).toContain("NumberFormat nl");
    const procent = formaat("{n, number, procent}", { n: 1 });
    expect(procent.tekst).toBe("100%");
    expect(procent.gebouwd.some((g) => g.startsWith("NumberFormat nl {"))).toBe(true);
    const engels = formaat("{n, plural, other {# rows}}", { n: 1234 }, "en");
    expect(engels.tekst).toBe("1,234 rows");
    expect(engels.gebouwd).toContain("NumberFormat en");
  });

  it("keeps what a message without numbers gives", () => {
    expect(formaat("Hallo {naam}", { naam: "Sam" }).tekst).toBe("Hallo Sam");
    expect(formatMessage.raw).toBe(false);
  });
});
