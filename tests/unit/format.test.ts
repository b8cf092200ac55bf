import { describe, expect, it } from "vitest";
import {
  aanhef,
  aantalTekst,
  BYTE_EENHEDEN,
  eersteHoofdletter,
  formatBytes,
  formatDatum,
  formatDatumTijd,
  formatGetal,
  formatLeeftijd,
  formatLijst,
  formatNiveau,
  GEMIDDELDE_MAAND_DAGEN,
  hoofdletters,
  kleineLetters,
  leeftijd,
  niveauLabel,
  niveauVenster,
  schoonOfNull,
  sorteerNaam,
  volledigeNaam,
} from "@/lib/format";
import { vandaag } from "@/lib/schooljaar";

const d = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

describe("leeftijd", () => {
  it("uses the average month of 30.4375 days", () => {
    expect(GEMIDDELDE_MAAND_DAGEN).toBe(30.4375);
  });

  it.each([
    // [geboortedatum, peildatum, expected] — days / 30.4375, floored
    ["2016-11-12", "2026-03-12", "9,3"], // 3407 days = 111.9 months
    ["2016-11-10", "2026-03-12", "9,4"], // 3409 days = 112.0 months
    ["2016-03-13", "2026-03-12", "9,11"], // the day before the 10th birthday
    ["2016-03-12", "2026-03-13", "10,0"],
    ["2022-03-12", "2026-03-12", "4,0"], // 1461 days = exactly 48 average months
    ["2022-03-13", "2026-03-12", "3,11"],
    ["2025-08-01", "2026-03-12", "0,7"], // under a year: 0,months
    ["2026-02-10", "2026-03-12", "0,0"], // 30 days is not yet a month
    ["2026-03-12", "2026-03-12", "0,0"],
  ])("born %s, on %s → %s", (geboren, peil, verwacht) => {
    expect(formatLeeftijd(geboren, peil)).toBe(verwacht);
  });

  it("turns a year a day late without a 29 February in between (365 days = 11.99 months)", () => {
    expect(leeftijd("2025-03-12", "2026-03-12")).toEqual({ jaren: 0, maanden: 11 });
    expect(leeftijd("2025-03-12", "2026-03-13")).toEqual({ jaren: 1, maanden: 0 });
    // Over a leap day the same date is 366 days: exactly one year shows as 1,0.
    expect(leeftijd("2023-03-12", "2024-03-12")).toEqual({ jaren: 1, maanden: 0 });
  });

  it("handles a birthday on 29 February", () => {
    expect(formatLeeftijd("2020-02-29", "2021-02-28")).toBe("0,11");
    expect(formatLeeftijd("2020-02-29", "2021-03-01")).toBe("1,0");
    expect(formatLeeftijd("2020-02-29", "2024-02-29")).toBe("4,0");
  });

  it("accepts UTC-midnight Dates and ISO timestamps", () => {
    expect(formatLeeftijd(d("2016-11-10"), d("2026-03-12"))).toBe("9,4");
    expect(formatLeeftijd("2016-11-10T00:00:00.000Z", "2026-03-12")).toBe("9,4");
  });

  it("is empty for a missing, invalid or future birth date", () => {
    expect(formatLeeftijd(null, "2026-03-12")).toBe("");
    expect(formatLeeftijd(undefined, "2026-03-12")).toBe("");
    expect(formatLeeftijd("2025-02-30", "2026-03-12")).toBe("");
    expect(formatLeeftijd("abc", "2026-03-12")).toBe("");
    expect(formatLeeftijd(new Date(Number.NaN), "2026-03-12")).toBe("");
    expect(leeftijd("2026-03-13", "2026-03-12")).toBeNull();
  });

  it("measures against today by default", () => {
    const t = vandaag();
    const geboren = new Date(Date.UTC(t.getUTCFullYear() - 2, t.getUTCMonth(), 1));
    const verwacht = Math.floor((t.getTime() - geboren.getTime()) / 86_400_000 / 30.4375);
    expect(leeftijd(geboren)).toEqual({ jaren: Math.floor(verwacht / 12), maanden: verwacht % 12 });
  });
});

describe("formatNiveau / niveauLabel", () => {
  it.each([
    ["3", 0.25, "3,25"],
    ["3", 0.5, "3,5"],
    ["3", 0.05, "3,05"],
    ["12", 0.1, "12,1"],
    ["3", 0.29, "3,29"], // 0.29 * 100 is 28.999… in floating point
    ["3", 0.999, "3,99"], // never rounds up into the next level
    ["A1", 0.25, "A1 25%"],
    ["A1", 0.5, "A1 50%"],
    ["Niveau 2", 0.07, "Niveau 2 7%"],
    ["3", 0, "3"],
    ["3", null, "3"],
    ["A1", undefined, "A1"],
    ["A1", 0.004, "A1"], // under one percent
    ["A1", -0.2, "A1"],
    ["A1", Number.NaN, "A1"],
  ])("label %s, fractie %s → %s", (label, fractie, verwacht) => {
    expect(formatNiveau({ label, fractie })).toBe(verwacht);
  });

  it("reads a score of 1 or more as an absolute level value and uses its decimals", () => {
    expect(niveauLabel("3", 3.25)).toBe("3,25");
    expect(niveauLabel("A1", 2.4)).toBe("A1 40%");
    expect(niveauLabel("3", 3)).toBe("3");
    expect(niveauLabel("3", 0.75)).toBe("3,75");
    expect(niveauLabel("3")).toBe("3");
  });
});

describe("niveauVenster", () => {
  const niveaus = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];

  it("centres the window on the highest evaluated level", () => {
    expect(niveauVenster(niveaus, 5, 3)).toEqual([4, 5, 6]);
    expect(niveauVenster(niveaus, 5, 5)).toEqual([3, 4, 5, 6, 7]);
  });

  it("gives the extra column of an even limit to the levels above", () => {
    expect(niveauVenster(niveaus, 5, 4)).toEqual([4, 5, 6, 7]);
  });

  it("stays inside the list at both ends", () => {
    expect(niveauVenster(niveaus, 1, 4)).toEqual([1, 2, 3, 4]);
    expect(niveauVenster(niveaus, 10, 4)).toEqual([7, 8, 9, 10]);
    expect(niveauVenster(niveaus, 9, 4)).toEqual([7, 8, 9, 10]);
  });

  it("starts at the first levels without evaluations", () => {
    expect(niveauVenster(niveaus, null, 3)).toEqual([1, 2, 3]);
  });

  it("uses the nearest level below a highest level that is not in the list", () => {
    expect(niveauVenster([2, 4, 6, 8, 10], 7, 3)).toEqual([4, 6, 8]);
    expect(niveauVenster([2, 4, 6, 8, 10], 0, 3)).toEqual([2, 4, 6]);
    expect(niveauVenster([2, 4, 6, 8, 10], 99, 3)).toEqual([6, 8, 10]);
  });

  it("shows everything when the limit is not smaller than the list, or no limit is set", () => {
    expect(niveauVenster([1, 2, 3], 2, 3)).toEqual([1, 2, 3]);
    expect(niveauVenster([1, 2, 3], 2, 10)).toEqual([1, 2, 3]);
    expect(niveauVenster([1, 2, 3], 2, 0)).toEqual([1, 2, 3]);
    expect(niveauVenster([], 2, 3)).toEqual([]);
  });

  it("sorts its input and leaves it untouched", () => {
    const invoer = [3, 1, 2, 5, 4];
    expect(niveauVenster(invoer, 4, 2)).toEqual([4, 5]);
    expect(invoer).toEqual([3, 1, 2, 5, 4]);
  });
});

describe("formatDatum / formatDatumTijd", () => {
  it("writes a date-only value as dd-mm-yyyy, read in UTC", () => {
    expect(formatDatum("2026-03-12")).toBe("12-03-2026");
    expect(formatDatum(d("2025-08-01"))).toBe("01-08-2025");
    expect(formatDatum("2024-02-29")).toBe("29-02-2024");
    expect(formatDatum("0999-01-05")).toBe("05-01-999");
  });

  it("matches Intl's nl-NL short date", () => {
    const intl = new Intl.DateTimeFormat("nl-NL", { dateStyle: "short", timeZone: "UTC" });
    expect(formatDatum("2026-03-12")).toBe(intl.format(d("2026-03-12")));
  });

  it("is empty for the open end date, null and invalid dates", () => {
    expect(formatDatum("9999-12-31")).toBe("");
    expect(formatDatum(d("9999-12-31"))).toBe("");
    expect(formatDatum("9999-12-30")).toBe("30-12-9999");
    expect(formatDatum(null)).toBe("");
    expect(formatDatum(undefined)).toBe("");
    expect(formatDatum("2025-02-30")).toBe("");
  });

  it("writes a timestamp in Dutch time, winter and summer", () => {
    expect(formatDatumTijd(new Date("2026-03-12T08:05:00Z"))).toBe("12-03-2026 09:05"); // CET +1
    expect(formatDatumTijd("2026-07-01T08:05:00Z")).toBe("01-07-2026 10:05"); // CEST +2
    expect(formatDatumTijd("2026-03-11T23:30:00Z")).toBe("12-03-2026 00:30"); // next day in NL, 00 not 24
    expect(formatDatumTijd(Date.UTC(2025, 11, 31, 22, 59))).toBe("31-12-2025 23:59");
  });

  it("is empty for a missing or invalid timestamp", () => {
    expect(formatDatumTijd(null)).toBe("");
    expect(formatDatumTijd(undefined)).toBe("");
    expect(formatDatumTijd("")).toBe("");
    expect(formatDatumTijd("gisteren")).toBe("");
  });
});

describe("formatBytes", () => {
  it.each([
    [0, "0 Bytes"],
    [1, "1 Bytes"],
    [1023, "1.023 Bytes"],
    [1024, "1 KB"],
    [1536, "1,5 KB"],
    [1300, "1,27 KB"], // 1.2695… KB: 2 decimals
    [2 * 1024 ** 2, "2 MB"],
    [1024 ** 2 - 1, "1 MB"], // 1023.999 KB rounds up: the next unit
    [1024 ** 3 * 7.5, "7,5 GB"],
    [1024 ** 4, "1 TB"],
    [1024 ** 5, "1 PB"],
    [1024 ** 6, "1 EB"],
    [1024 ** 7, "1 ZB"],
    [1024 ** 8, "1 YB"],
    [1024 ** 9, "1.024 YB"], // no unit beyond YB
    [-1536, "-1,5 KB"],
    [-0, "0 Bytes"],
  ])("%s → %s", (bytes, verwacht) => {
    expect(formatBytes(bytes)).toBe(verwacht);
  });

  it("has the units from Bytes to YB", () => {
    expect(BYTE_EENHEDEN).toEqual(["Bytes", "KB", "MB", "GB", "TB", "PB", "EB", "ZB", "YB"]);
  });

  it("is empty for non-numbers", () => {
    expect(formatBytes(Number.NaN)).toBe("");
    expect(formatBytes(Number.POSITIVE_INFINITY)).toBe("");
    expect(formatBytes(null)).toBe("");
    expect(formatBytes(undefined)).toBe("");
  });
});

describe("text formatters", () => {
  it("joins a list with commas and 'en' before the last item", () => {
    expect(formatLijst(["a", "b", "c"])).toBe("a, b en c");
    expect(formatLijst(["a", "b"])).toBe("a en b");
    expect(formatLijst(["a"])).toBe("a");
    expect(formatLijst([])).toBe("");
    expect(formatLijst(["a", "", null, "b", undefined])).toBe("a en b");
    expect(formatLijst(["Jan", "Piet", "Klaas", "Marie"])).toBe("Jan, Piet, Klaas en Marie");
  });

  it("counts with the singular for exactly one", () => {
    expect(aantalTekst(1, "evaluatie", "evaluaties")).toBe("1 evaluatie");
    expect(aantalTekst(0, "evaluatie", "evaluaties")).toBe("0 evaluaties");
    expect(aantalTekst(3, "plandoel", "plandoelen")).toBe("3 plandoelen");
  });

  it("trims optional input and stores nothing for blank text", () => {
    expect(schoonOfNull("  Groep 8 ")).toBe("Groep 8");
    expect(schoonOfNull("   ")).toBeNull();
    expect(schoonOfNull("")).toBeNull();
    expect(schoonOfNull(null)).toBeNull();
    expect(schoonOfNull(undefined)).toBeNull();
  });

  it("changes case with Dutch rules", () => {
    expect(hoofdletters("groep 8b")).toBe("GROEP 8B");
    expect(hoofdletters("cliënt")).toBe("CLIËNT");
    expect(hoofdletters(null)).toBe("");
    expect(kleineLetters("Groep 8B")).toBe("groep 8b");
    expect(kleineLetters("CLIËNT")).toBe("cliënt");
    expect(kleineLetters(undefined)).toBe("");
  });

  it("capitalises the first letter only, with IJ as one letter", () => {
    expect(eersteHoofdletter("leerling")).toBe("Leerling");
    expect(eersteHoofdletter("leerling van groep 8")).toBe("Leerling van groep 8");
    expect(eersteHoofdletter("ijsbeer")).toBe("IJsbeer");
    expect(eersteHoofdletter("Ijsland")).toBe("IJsland");
    expect(eersteHoofdletter("éénmalig")).toBe("Éénmalig");
    expect(eersteHoofdletter("aBC")).toBe("ABC");
    expect(eersteHoofdletter("")).toBe("");
    expect(eersteHoofdletter(null)).toBe("");
  });

  it("formats numbers with at most 2 decimals in Dutch notation", () => {
    expect(formatGetal(1234.5)).toBe("1.234,5");
    expect(formatGetal(1234567.891)).toBe("1.234.567,89");
    expect(formatGetal(0.125)).toBe("0,13");
    expect(formatGetal(2)).toBe("2");
    expect(formatGetal(0)).toBe("0");
    expect(formatGetal(-3.5)).toBe("-3,5");
    expect(formatGetal(-0.001)).toBe("0");
    expect(formatGetal("12.5")).toBe("12,5");
  });

  it("follows the locale", () => {
    expect(formatGetal(1234.5, "en-US")).toBe("1,234.5");
  });

  it("is empty for non-numbers", () => {
    expect(formatGetal(Number.NaN)).toBe("");
    expect(formatGetal(null)).toBe("");
    expect(formatGetal(undefined)).toBe("");
    expect(formatGetal("abc")).toBe("");
    expect(formatGetal("")).toBe("");
    expect(formatGetal("  ")).toBe("");
    expect(formatGetal(Number.POSITIVE_INFINITY)).toBe("");
    expect(formatGetal(true)).toBe("");
  });
});

describe("names", () => {
  it("addresses by geslacht", () => {
    expect(aanhef(1)).toBe("heer");
    expect(aanhef(2)).toBe("mevrouw");
    expect(aanhef(0)).toBe("heer/mevrouw");
    expect(aanhef(9)).toBe("heer/mevrouw");
    expect(aanhef(null)).toBe("heer/mevrouw");
    expect(aanhef(undefined)).toBe("heer/mevrouw");
  });

  it("writes the full name", () => {
    expect(volledigeNaam({ roepnaam: "Jan", tussenvoegsel: "de", achternaam: "Vries" })).toBe("Jan de Vries");
    expect(volledigeNaam({ roepnaam: "Jan", tussenvoegsel: null, achternaam: "Jansen" })).toBe("Jan Jansen");
    expect(volledigeNaam({ roepnaam: " Jan ", tussenvoegsel: "", achternaam: " Jansen" })).toBe("Jan Jansen");
    expect(volledigeNaam({ achternaam: "Vries", tussenvoegsel: "de" })).toBe("de Vries");
    expect(volledigeNaam({})).toBe("");
  });

  it("writes the sort name with the tussenvoegsel behind the first name", () => {
    expect(sorteerNaam({ roepnaam: "Jan", tussenvoegsel: "de", achternaam: "Vries" })).toBe("Vries, Jan de");
    expect(sorteerNaam({ roepnaam: "Anna", tussenvoegsel: "van der", achternaam: "Berg" })).toBe("Berg, Anna van der");
    expect(sorteerNaam({ roepnaam: "Jan", achternaam: "Jansen" })).toBe("Jansen, Jan");
    expect(sorteerNaam({ tussenvoegsel: "de", achternaam: "Vries" })).toBe("Vries, de");
    expect(sorteerNaam({ achternaam: "Vries" })).toBe("Vries");
    expect(sorteerNaam({ roepnaam: "Jan" })).toBe("Jan");
    expect(sorteerNaam({})).toBe("");
  });
});
