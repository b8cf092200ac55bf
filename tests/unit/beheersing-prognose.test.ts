import { describe, expect, it } from "vitest";
import { dagNummer, geschiedenis, jarenNaDitJaarInFase, jarenTussen, prognose, theilSen, tKwantiel90 } from "@/lib/beheersing/prognose";

/**
 * The forecast of lib/beheersing/prognose.ts (formulas 8–12) on histories computed by hand.
 * Three points at t = −1, −0,5, 0 years: t̄ = −0,5, Σ(t − t̄)² = 0,5. On a straight line the
 * residuals are 0, so s = the floor 0,1; q = t(0,90; 1 df) = 3,078. At T = 0,5 (end of the school
 * year): h = 3,078 · 0,1 · √(1 + 1/3 + 1²/0,5) = 0,30780 · 1,82574 = 0,56196.
 */
const H = 0.30780 * Math.sqrt(1 + 1 / 3 + 2);
const t3 = [-1, -0.5, 0];
const jaar = { datum: "2026-07-31", t: 0.5 };
const basis = { jaarEinde: jaar, faseEinde: null, verwachtingStatus: "ok" as const, maxPositie: 4 };
const reeks = (ys: number[], ts = t3) => ys.map((y, i) => ({ t: ts[i]!, y }));

describe("Theil–Sen (formula 9)", () => {
  it("is the median of the pairwise slopes, robust to one odd round", () => {
    // slopes: 1, 4, 1, 7, 1, −5 → median 1; intercepts y − t: 2,5 2,5 5,5 2,5 → 2,5
    expect(theilSen(reeks([1, 1.5, 5, 2.5], [-1.5, -1, -0.5, 0]))).toEqual({ helling: 1, intercept: 2.5 });
  });
  it("t quantiles of the 80 % interval", () => {
    expect(tKwantiel90(1)).toBe(3.078);
    expect(tKwantiel90(3)).toBe(1.638);
    expect(tKwantiel90(500)).toBe(1.282);
  });
});

describe("prognose (formulas 10–12)", () => {
  it("rising: 1 → 1,5 → 2 in a year projects 2,5 at the year's end, interval ± 0,562", () => {
    const p = prognose({ ...basis, punten: reeks([1, 1.5, 2]), verwachtePositie: 2 });
    expect(p.helling).toBe(1);
    expect(p.niveauNu).toBe(2);
    expect(p.spreiding).toBe(0.1);
    expect(p.perioden).toBe(3);
    expect(p.jaarEinde).toMatchObject({ niveau: 2.5, laag: Math.round((2.5 - H) * 100) / 100, hoog: Math.round((2.5 + H) * 100) / 100, percentage: 125, percentageLaag: 97, percentageHoog: 153 });
    expect(p.jaarEinde!.laag).toBe(1.94);
    // 97–153 % contains 100 %: on course (not yet "voor": the lower bound is below the level).
    expect(p.status).toBe("opKoers");
  });

  it("flat at the expected level: on course, interval symmetric around 100 %", () => {
    const p = prognose({ ...basis, punten: reeks([2, 2, 2]), verwachtePositie: 2 });
    expect(p.helling).toBe(0);
    expect(p.jaarEinde).toMatchObject({ niveau: 2, percentage: 100, percentageLaag: 72, percentageHoog: 128 });
    expect(p.status).toBe("opKoers");
  });

  it("falling: 2 → 1,5 → 1 projects 0,5; the upper bound 1,06 is 53 % of level 2 → risico; the lower bound clamps at 0", () => {
    const p = prognose({ ...basis, punten: reeks([2, 1.5, 1]), verwachtePositie: 2 });
    expect(p.helling).toBe(-1);
    expect(p.jaarEinde).toMatchObject({ niveau: 0.5, laag: 0, hoog: 1.06, percentage: 25, percentageLaag: 0, percentageHoog: 53 });
    expect(p.status).toBe("risico");
  });

  it("voor: the lower bound above the expected level", () => {
    const p = prognose({ ...basis, punten: reeks([1, 1.5, 2]), verwachtePositie: 1.5 });
    // 1,938 / 1,5 = 129 %
    expect(p.jaarEinde!.percentageLaag).toBe(129);
    expect(p.status).toBe("voor");
  });

  it("the interval widens with the horizon (end of the phase a year later) and clamps at the top level", () => {
    const p = prognose({ ...basis, faseEinde: { datum: "2027-07-31", t: 1.5 }, punten: reeks([1, 1.5, 2]), verwachtePositie: 2 });
    // T = 1,5: ŷ = 3,5; h = 0,3078 · √(1 + 1/3 + 4/0,5) = 0,9405 → [2,56; 4,44] → top clamped at 4
    expect(p.faseEinde).toMatchObject({ datum: "2027-07-31", niveau: 3.5, laag: 2.56, hoog: 4 });
    expect(p.faseEinde!.hoog - p.faseEinde!.laag).toBeGreaterThan(p.jaarEinde!.hoog - p.jaarEinde!.laag);
  });

  it("gaps: uneven spacing counts in years, not in periods", () => {
    // Points at −1,5, −1,25 and 0 on the line y = 2,5 + t: slope 1 despite the gap of 1,25 years.
    const p = prognose({ ...basis, punten: reeks([1, 1.25, 2.5], [-1.5, -1.25, 0]), verwachtePositie: 3 });
    expect(p.helling).toBe(1);
    expect(p.jaarEinde!.niveau).toBe(3);
    // t̄ = −0,9167, Σ(t − t̄)² = 0,3403 + 0,1111 + 0,8403 = 1,2917; h(0,5) = 0,3078 · √(1 + 1/3 + 1,4167²/1,2917) = 0,3078 · 1,6991 = 0,5230
    expect(p.jaarEinde!.laag).toBeCloseTo(3 - 0.523, 2);
  });

  it("a route change midway: judged against the CURRENT route's level, whatever the old route expected", () => {
    const oud = prognose({ ...basis, punten: reeks([1, 1.5, 2]), verwachtePositie: 3 });
    const nieuw = prognose({ ...basis, punten: reeks([1, 1.5, 2]), verwachtePositie: 1.5 });
    // Upper bound 3,06 / 3 = 102 % → on course against the demanding route, voor against the new one.
    expect(oud.status).toBe("opKoers");
    expect(nieuw.status).toBe("voor");
    expect(oud.helling).toBe(nieuw.helling);
  });

  it("fewer than three periods: 'teWeinig' with the number of periods, no trend or interval", () => {
    for (const punten of [[], reeks([1]), reeks([1, 2], [-0.5, 0])]) {
      const p = prognose({ ...basis, punten, verwachtePositie: 2 });
      expect(p).toMatchObject({ status: "teWeinig", perioden: punten.length, helling: null, jaarEinde: null, faseEinde: null, verwachtePositie: 2 });
    }
  });

  it("without an expected level the expectation's status, with the trend when there is history", () => {
    const p = prognose({ ...basis, verwachtingStatus: "zonderLeerroute", punten: reeks([1, 1.5, 2]), verwachtePositie: null });
    expect(p.status).toBe("zonderLeerroute");
    expect(p.jaarEinde).toMatchObject({ niveau: 2.5, percentage: null });
    expect(prognose({ ...basis, punten: reeks([1]), verwachtePositie: null }).status).toBe("zonderDoel");
  });
});

describe("history (formula 8) and the phase end (formula 11)", () => {
  it("keeps only periods with evidence, oldest first, t in years before the last one", () => {
    const g = geschiedenis([
      { einddatum: "2026-01-31", bereikt: 2, metBewijs: true },
      { einddatum: "2024-07-31", bereikt: 1, metBewijs: true },
      { einddatum: "2025-01-31", bereikt: 1, metBewijs: false },
      { einddatum: "2025-07-31", bereikt: 1.5, metBewijs: true },
      { einddatum: "2025-09-30", bereikt: null, metBewijs: true },
    ]);
    expect(g.map((p) => p.einddatum)).toEqual(["2024-07-31", "2025-07-31", "2026-01-31"]);
    expect(g[0]!.t).toBeCloseTo(-549 / 365.25, 6);
    expect(g[1]!.t).toBeCloseTo(-184 / 365.25, 6);
    expect(g[2]!.t).toBe(0);
    expect(g.map((p) => p.y)).toEqual([1, 1.5, 2]);
  });

  it("counts the following traject steps in the same phase", () => {
    const stappen = [
      { leerrouteNummer: 1, schoolsoort: "BO", leerjaar: "Groep 5", faseNummer: 1 },
      { leerrouteNummer: 1, schoolsoort: "BO", leerjaar: "Groep 6", faseNummer: 1 },
      { leerrouteNummer: 1, schoolsoort: "BO", leerjaar: "Groep 7", faseNummer: 2 },
      { leerrouteNummer: 2, schoolsoort: "BO", leerjaar: "Groep 6", faseNummer: 1 },
    ];
    expect(jarenNaDitJaarInFase(stappen, 1, { leerjaarNaam: "groep 5 ", schoolsoort: "BO" })).toBe(1);
    expect(jarenNaDitJaarInFase(stappen, 1, { leerjaarNaam: "Groep 6", schoolsoort: "BO" })).toBe(0);
    expect(jarenNaDitJaarInFase(stappen, 1, { leerjaarNaam: "Groep 8", schoolsoort: "BO" })).toBeNull();
    expect(jarenNaDitJaarInFase(stappen, 1, null)).toBeNull();
  });
});

describe("calendar days (the t of formula 8)", () => {
  it("counts days as Date.parse does, across leap days, centuries and the epoch", () => {
    const vast = ["1970-01-01", "1969-12-31", "2000-02-29", "2000-03-01", "1900-02-28", "1900-03-01", "2024-02-29", "2026-07-31", "0001-01-01", "2400-12-31"];
    for (const iso of vast) expect(dagNummer(iso), iso).toBe(Date.parse(`${iso}T00:00:00Z`) / 86_400_000);
    expect(dagNummer("1970-01-02")).toBe(1);
    expect(dagNummer("2026-11-28T09:30:00.000Z")).toBe(dagNummer("2026-11-28"));
    // every day of 1999–2030, so no month or leap rule is missed
    for (let ms = Date.UTC(1999, 0, 1); ms <= Date.UTC(2030, 11, 31); ms += 86_400_000) {
      const iso = new Date(ms).toISOString().slice(0, 10);
      if (dagNummer(iso) !== ms / 86_400_000) expect(dagNummer(iso), iso).toBe(ms / 86_400_000);
    }
  });
  it("years between two dates are days / 365,25", () => {
    expect(jarenTussen("2025-07-31", "2026-07-31")).toBe(365 / 365.25);
    expect(jarenTussen("2024-01-01", "2028-01-01")).toBe(4); // 1,461 days: one leap day
    expect(jarenTussen("2026-07-31", "2025-07-31")).toBe(-365 / 365.25);
  });
});
