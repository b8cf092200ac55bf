import { describe, expect, it } from "vitest";
import {
  OPEN_EINDDATUM,
  OPEN_EINDDATUM_ISO,
  actievePeriode,
  dagNummer,
  huidigSchooljaar,
  isOpenEinddatum,
  isoDatum,
  overzichtPeriode,
  parseSchooljaar,
  schooljaarGrenzen,
  schooljaarVoorDatum,
  toDatum,
  validatePerioden,
  vandaag,
  vandaagIso,
} from "@/lib/schooljaar";

const d = (iso: string) => new Date(`${iso}T00:00:00.000Z`);

describe("parseSchooljaar", () => {
  it.each([
    ["2024-2025", { startJaar: 2024, eindJaar: 2025, text: "2024-2025" }],
    ["1999-2000", { startJaar: 1999, eindJaar: 2000, text: "1999-2000" }],
    ["2024-2026", null],
    ["2025-2024", null],
    ["2024-2024", null],
    ["2024", null],
    ["24-25", null],
    ["2024-2025x", null],
    [" 2024-2025", null],
    ["2024/2025", null],
    ["", null],
    // Outside the years dates and texts handle ("0000-0001" parsed to the text "0-1": a 500).
    ["0000-0001", null],
    ["0999-1000", null],
    ["1899-1900", null],
    ["1900-1901", { startJaar: 1900, eindJaar: 1901, text: "1900-1901" }],
    ["2998-2999", { startJaar: 2998, eindJaar: 2999, text: "2998-2999" }],
    ["2999-3000", null],
  ])("%j → %j", (param, expected) => {
    expect(parseSchooljaar(param)).toEqual(expected);
  });
});

describe("school year of a date (1 August to 31 July)", () => {
  it.each([
    ["2026-03-10", "2025-2026"],
    ["2026-07-31", "2025-2026"],
    ["2026-08-01", "2026-2027"],
    ["2026-12-31", "2026-2027"],
    ["2027-01-01", "2026-2027"],
    ["2025-08-01", "2025-2026"],
    ["2025-07-31", "2024-2025"],
  ])("%s → %s", (iso, text) => {
    expect(schooljaarVoorDatum(iso)).toBe(text);
    expect(schooljaarVoorDatum(d(iso))).toBe(text);
    expect(huidigSchooljaar(d(iso))).toBe(text);
  });

  it("reads a timestamp string by its date part", () => {
    expect(schooljaarVoorDatum("2026-08-01T00:00:00.000Z")).toBe("2026-2027");
  });

  it("rejects an invalid date", () => {
    expect(() => schooljaarVoorDatum("2026-02-30")).toThrow(RangeError);
  });

  it("huidigSchooljaar without arguments uses today", () => {
    expect(parseSchooljaar(huidigSchooljaar())).not.toBeNull();
    expect(huidigSchooljaar()).toBe(schooljaarVoorDatum(vandaag()));
  });
});

describe("vandaag (today in the Netherlands)", () => {
  it.each([
    // 22:30 UTC on 31 July is already 1 August in summer time (UTC+2).
    ["2026-07-31T22:30:00Z", "2026-08-01"],
    ["2026-07-31T21:59:00Z", "2026-07-31"],
    // Winter time is UTC+1.
    ["2026-01-01T22:59:00Z", "2026-01-01"],
    ["2026-01-01T23:00:00Z", "2026-01-02"],
  ])("%s → %s", (instant, iso) => {
    expect(isoDatum(vandaag(new Date(instant)))).toBe(iso);
  });

  it("the answer kept per second is exact at midnight, and callers cannot change it", () => {
    // Same second asked twice (kept), then the last millisecond before and the first after midnight.
    expect(isoDatum(vandaag(new Date("2026-01-01T22:59:59.001Z")))).toBe("2026-01-01");
    const d = vandaag(new Date("2026-01-01T22:59:59.999Z"));
    expect(isoDatum(d)).toBe("2026-01-01");
    d.setUTCFullYear(1999);
    expect(isoDatum(vandaag(new Date("2026-01-01T22:59:59.500Z")))).toBe("2026-01-01");
    expect(isoDatum(vandaag(new Date("2026-01-01T23:00:00.000Z")))).toBe("2026-01-02");
    expect(isoDatum(vandaag(new Date("2026-01-01T22:59:59.999Z")))).toBe("2026-01-01");
    // Another time zone is kept apart.
    expect(isoDatum(vandaag(new Date("2026-01-01T23:00:00.000Z"), "UTC"))).toBe("2026-01-01");
  });

  it("the school year flips at Dutch midnight", () => {
    expect(huidigSchooljaar(vandaag(new Date("2026-07-31T21:59:00Z")))).toBe("2025-2026");
    expect(huidigSchooljaar(vandaag(new Date("2026-07-31T22:00:00Z")))).toBe("2026-2027");
  });
});

describe("dates", () => {
  it.each([
    ["2025-08-01", "2025-08-01"],
    ["2024-02-29", "2024-02-29"],
    ["2025-02-29", null],
    ["2025-13-01", null],
    ["01-08-2025", null],
    ["", null],
  ])("toDatum(%j) → %s", (input, iso) => {
    const datum = toDatum(input);
    expect(datum ? isoDatum(datum) : null).toBe(iso);
  });

  it("isoDatum answers a valid date string as it is and refuses what toDatum refuses", () => {
    for (const ok of ["2025-08-01", "2024-02-29", "2000-02-29", "9999-12-31", "1960-04-30"]) expect(isoDatum(ok)).toBe(ok);
    for (const fout of ["2025-02-29", "1900-02-29", "2025-04-31", "2025-00-10", "2025-13-01", "2025-01-00", "0050-01-01", "abc"]) {
      expect(() => isoDatum(fout), fout).toThrow(RangeError);
      expect(toDatum(fout), fout).toBeNull();
    }
    // A timestamp string is read for its date part, as before.
    expect(isoDatum("2025-08-01T23:00:00Z")).toBe("2025-08-01");
    expect(isoDatum(new Date("2025-08-01T23:59:59.999Z"))).toBe("2025-08-01");
    expect(isoDatum(new Date("1960-03-01T10:00:00Z"))).toBe("1960-03-01");
    expect(() => isoDatum(new Date(Number.NaN))).toThrow(RangeError);
  });

  it("a Date with a time keeps its UTC date at midnight", () => {
    expect(toDatum(new Date("2025-08-01T23:59:59.999Z"))?.toISOString()).toBe("2025-08-01T00:00:00.000Z");
    expect(toDatum(new Date("1960-03-01T10:00:00Z"))?.toISOString()).toBe("1960-03-01T00:00:00.000Z");
    expect(toDatum(new Date(Number.NaN))).toBeNull();
  });

  it("dagNummer counts days since 1970 as a UTC-midnight Date does, and refuses what toDatum refuses", () => {
    // Random dates over the whole range the columns hold, as text and as Date.
    let x = 12345;
    for (let i = 0; i < 5000; i++) {
      x = (x * 1103515245 + 12345) % 2 ** 31;
      const ms = Date.UTC(100, 0, 1) + (x % 3_000_000) * 86_400_000 * 1.05;
      const datum = toDatum(new Date(ms))!;
      const iso = isoDatum(datum);
      expect(dagNummer(iso), iso).toBe(datum.getTime() / 86_400_000);
      expect(dagNummer(datum), iso).toBe(datum.getTime() / 86_400_000);
    }
    expect(dagNummer("1970-01-01")).toBe(0);
    expect(dagNummer("1969-12-31")).toBe(-1);
    expect(dagNummer("9999-12-31")).toBe(OPEN_EINDDATUM.getTime() / 86_400_000);
    for (const fout of ["2025-02-29", "1900-02-29", "2025-04-31", "2025-00-10", "2025-13-01", "0050-01-01", "abc", ""]) expect(dagNummer(fout), fout).toBeNull();
    expect(dagNummer(null)).toBeNull();
    expect(dagNummer("2025-08-01T23:00:00Z")).toBe(dagNummer("2025-08-01"));
  });

  it("vandaagIso without an instant is today in the Netherlands (kept per second)", () => {
    expect(vandaagIso()).toBe(isoDatum(vandaag()));
    expect(vandaagIso(new Date("2025-07-31T22:30:00Z"))).toBe("2025-08-01");
  });

  it("the open end date is 9999-12-31", () => {
    expect(OPEN_EINDDATUM_ISO).toBe("9999-12-31");
    expect(OPEN_EINDDATUM.toISOString()).toBe("9999-12-31T00:00:00.000Z");
    expect(isOpenEinddatum("9999-12-31")).toBe(true);
    expect(isOpenEinddatum(d("9999-12-30"))).toBe(false);
    expect(isOpenEinddatum(null)).toBe(false);
  });
});

describe("schooljaarGrenzen", () => {
  it("runs from 1 August to 31 July at UTC midnight", () => {
    const { ingangsdatum, einddatum } = schooljaarGrenzen("2025-2026");
    expect(ingangsdatum.toISOString()).toBe("2025-08-01T00:00:00.000Z");
    expect(einddatum.toISOString()).toBe("2026-07-31T00:00:00.000Z");
  });

  it("accepts a parsed school year", () => {
    expect(schooljaarGrenzen(parseSchooljaar("2030-2031")!).ingangsdatum.toISOString()).toBe("2030-08-01T00:00:00.000Z");
  });

  it("refuses an invalid school year", () => {
    expect(() => schooljaarGrenzen("2025-2027")).toThrow(RangeError);
  });
});

describe("overzichtPeriode", () => {
  // In a gap between periods there is no active one: the overviews open on the year's last.
  const perioden = [
    { nummer: 2, ingangsdatum: "2026-02-01", einddatum: "2026-07-31" },
    { nummer: 1, ingangsdatum: "2025-08-01", einddatum: "2025-12-31" },
  ];
  it("is the active period when there is one", () => {
    expect(overzichtPeriode(perioden, "2025-2026", "2025-10-01")?.nummer).toBe(1);
  });
  it("is the year's last period (by number, in any order) when none is active", () => {
    expect(overzichtPeriode(perioden, "2025-2026", "2026-01-15")?.nummer).toBe(2);
  });
  it("is null without periods", () => {
    expect(overzichtPeriode([], "2025-2026", "2025-10-01")).toBeNull();
  });
});

describe("actievePeriode", () => {
  const perioden = [
    { nummer: 1, ingangsdatum: "2025-08-01", einddatum: "2025-10-31" },
    { nummer: 2, ingangsdatum: "2025-11-01", einddatum: "2026-01-31" },
    { nummer: 3, ingangsdatum: "2026-02-01", einddatum: "2026-04-30" },
    { nummer: 4, ingangsdatum: "2026-05-01", einddatum: "2026-07-31" },
  ];

  it.each([
    ["in the middle of period 2", "2025-12-15", 2],
    ["last day of period 1", "2025-10-31", 1],
    ["first day of period 2", "2025-11-01", 2],
    ["first day of the school year", "2025-08-01", 1],
    ["last day of the school year", "2026-07-31", 4],
    ["before the year starts → first period", "2025-03-01", 1],
    ["the day before the year starts → first period", "2025-07-31", 1],
    ["after the year ends → last period", "2026-08-01", 4],
    ["long after the year → last period", "2030-01-01", 4],
  ])("%s (%s) → period %i", (_label, today, nummer) => {
    expect(actievePeriode(perioden, "2025-2026", today)?.nummer).toBe(nummer);
  });

  it("works with Date values and returns the caller's object", () => {
    const metDates = perioden.map((p) => ({ ...p, ingangsdatum: d(p.ingangsdatum), einddatum: d(p.einddatum), id: `p${p.nummer}` }));
    expect(actievePeriode(metDates, "2025-2026", d("2026-03-01"))?.id).toBe("p3");
  });

  it("is null when no period contains the date (gap)", () => {
    const metGat = [perioden[0]!, perioden[2]!];
    expect(actievePeriode(metGat, "2025-2026", "2025-12-15")).toBeNull();
  });

  it("is null when the first period starts after 1 August and today is before the year", () => {
    const laat = [{ nummer: 1, ingangsdatum: "2025-09-01", einddatum: "2026-07-31" }];
    expect(actievePeriode(laat, "2025-2026", "2025-06-01")).toBeNull();
  });

  it("is null without periods", () => {
    expect(actievePeriode([], "2025-2026", "2025-12-15")).toBeNull();
  });

  it("prefers the most recently started period when periods overlap", () => {
    const overlap = [
      { nummer: 1, ingangsdatum: "2025-08-01", einddatum: "2026-07-31" },
      { nummer: 2, ingangsdatum: "2026-01-01", einddatum: "2026-07-31" },
    ];
    expect(actievePeriode(overlap, "2025-2026", "2026-03-01")?.nummer).toBe(2);
    expect(actievePeriode(overlap, "2025-2026", "2025-09-01")?.nummer).toBe(1);
  });
});

describe("validatePerioden", () => {
  const goed = [
    { nummer: 1, ingangsdatum: "2025-08-01", einddatum: "2025-12-31" },
    { nummer: 2, ingangsdatum: "2026-01-01", einddatum: "2026-07-31" },
  ];

  it("accepts periods that fill the year exactly, and an empty list", () => {
    expect(validatePerioden("2025-2026", goed)).toEqual([]);
    expect(validatePerioden("2025-2026", [])).toEqual([]);
  });

  it("accepts a gap between periods", () => {
    expect(
      validatePerioden("2025-2026", [
        { nummer: 1, ingangsdatum: "2025-09-01", einddatum: "2025-12-20" },
        { nummer: 2, ingangsdatum: "2026-01-05", einddatum: "2026-07-10" },
      ]),
    ).toEqual([]);
  });

  it.each<[string, { nummer: number; ingangsdatum: string | null; einddatum: string | null }[], string[]]>([
    ["starts on 31 July before the year", [{ nummer: 1, ingangsdatum: "2025-07-31", einddatum: "2025-12-31" }], ["perioden.0.ingangsdatum"]],
    ["ends on 1 August after the year", [{ nummer: 1, ingangsdatum: "2026-01-01", einddatum: "2026-08-01" }], ["perioden.0.einddatum"]],
    ["lies wholly in another year", [{ nummer: 1, ingangsdatum: "2027-01-01", einddatum: "2027-02-01" }], ["perioden.0.ingangsdatum", "perioden.0.einddatum"]],
    ["ingangsdatum after einddatum", [{ nummer: 1, ingangsdatum: "2025-10-02", einddatum: "2025-10-01" }], ["perioden.0.einddatum"]],
    ["overlap by one shared day", [goed[0]!, { nummer: 2, ingangsdatum: "2025-12-31", einddatum: "2026-07-31" }], ["perioden.1.ingangsdatum"]],
    ["overlap reported on the later period whatever the list order", [{ nummer: 2, ingangsdatum: "2025-12-01", einddatum: "2026-07-31" }, goed[0]!], ["perioden.0.ingangsdatum"]],
    ["duplicate nummer", [goed[0]!, { ...goed[1]!, nummer: 1 }], ["perioden.1.nummer"]],
    ["nummer not positive", [{ ...goed[0]!, nummer: 0 }], ["perioden.0.nummer"]],
    ["invalid dates", [{ nummer: 1, ingangsdatum: "2025-02-30", einddatum: null }], ["perioden.0.ingangsdatum", "perioden.0.einddatum"]],
  ])("%s", (_label, perioden, paths) => {
    expect(validatePerioden("2025-2026", perioden).map((f) => f.path)).toEqual(paths);
  });

  it("gives Dutch messages naming the school year bounds and the periods", () => {
    const fouten = validatePerioden("2025-2026", [
      { nummer: 1, ingangsdatum: "2025-07-01", einddatum: "2025-12-31" },
      { nummer: 2, ingangsdatum: "2025-12-01", einddatum: "2026-07-31" },
    ]);
    expect(fouten).toEqual([
      { path: "perioden.0.ingangsdatum", message: "De ingangsdatum moet binnen schooljaar 2025-2026 liggen (1-8-2025 t/m 31-7-2026)." },
      { path: "perioden.1.ingangsdatum", message: "Periode 2 overlapt met periode 1." },
    ]);
  });

  it("reports an invalid school year and still checks the rest", () => {
    const fouten = validatePerioden("2025-2027", [goed[0]!, { ...goed[1]!, nummer: 1 }]);
    expect(fouten.map((f) => f.path)).toEqual(["schooljaar", "perioden.1.nummer"]);
  });
});
