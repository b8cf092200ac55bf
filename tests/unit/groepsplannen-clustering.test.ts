import { describe, expect, it } from "vitest";
import { clusterVan, deelIn, gemiddelde, grenzenVan, MIN_AFSTAND, type Cluster } from "@/lib/groepsplannen/clustering";

/**
 * The proposal's rule (lib/groepsplannen/clustering.ts), on figures computed by hand:
 * m = mean, s = population SD, h = max(s/2, 5), intensief below m − h, verdiept above m + h.
 */
const clusters = (figuren: (number | null)[]): Cluster[] => deelIn(figuren.map((p, i) => ({ leerlingId: i + 1, percentages: [p] }))).indeling.map((x) => x.cluster);

describe("instruction-group clustering relative to the group", () => {
  it("spreads a group that is all below the expected level (the demo's 43 %) over three groups", () => {
    // m = 50; deviations ±30, ±20, ±10, 0 → s = √(2·(900+400+100)/7) = √400 = 20; h = 10 → 40 / 60.
    const figuren = [20, 30, 40, 50, 60, 70, 80];
    expect(grenzenVan(figuren)).toEqual({ n: 7, zonder: 0, gemiddelde: 50, spreiding: 20, ondergrens: 40, bovengrens: 60 });
    expect(clusters(figuren)).toEqual(["intensief", "intensief", "basis", "basis", "basis", "verdiept", "verdiept"]);
  });

  it("uses the group's own distribution when it is skewed", () => {
    // Sum 450, m = 45; squared deviations 625+225+225+25+25+25+25+25+225+2025 = 3450 → s = √345 ≈ 18.57;
    // h ≈ 9.29 → bounds 35.7 and 54.3.
    const figuren = [20, 30, 30, 40, 40, 40, 50, 50, 60, 90];
    expect(grenzenVan(figuren)).toEqual({ n: 10, zonder: 0, gemiddelde: 45, spreiding: 18.6, ondergrens: 35.7, bovengrens: 54.3 });
    expect(clusters(figuren)).toEqual(["intensief", "intensief", "intensief", "basis", "basis", "basis", "basis", "basis", "verdiept", "verdiept"]);
  });

  it("puts a group whose pupils are all equal (or nearly) in basis", () => {
    expect(grenzenVan([43, 43, 43, 43])).toMatchObject({ gemiddelde: 43, spreiding: 0, ondergrens: 43 - MIN_AFSTAND, bovengrens: 43 + MIN_AFSTAND });
    expect(clusters([43, 43, 43, 43])).toEqual(["basis", "basis", "basis", "basis"]);
    // m = 42, s = √2 ≈ 1.4 → h = 5 (the least half-width) → 37 / 47.
    expect(clusters([40, 41, 42, 43, 44])).toEqual(["basis", "basis", "basis", "basis", "basis"]);
  });

  it("keeps a figure on a bound in basis", () => {
    // m = 50, s = √50 ≈ 7.07 → h = 5 → 45 / 55.
    expect(clusters([40, 45, 50, 55, 60])).toEqual(["intensief", "basis", "basis", "basis", "verdiept"]);
  });

  it("handles a tiny group: one pupil is basis; two are split only when more than 10 points apart", () => {
    expect(clusters([30])).toEqual(["basis"]);
    // m = 75, s = 75, h = 37.5 → 37.5 / 112.5.
    expect(grenzenVan([0, 150])).toMatchObject({ ondergrens: 37.5, bovengrens: 112.5 });
    expect(clusters([0, 150])).toEqual(["intensief", "verdiept"]);
    // m = 44, s = 4 → h = 5 → 39 / 49.
    expect(clusters([40, 48])).toEqual(["basis", "basis"]);
    expect(deelIn([])).toEqual({ indeling: [], grenzen: { n: 0, zonder: 0, gemiddelde: null, spreiding: null, ondergrens: null, bovengrens: null } });
  });

  it("leaves pupils without a figure out of the group's figures and puts them in basis, marked", () => {
    // Over 20, 50, 80: m = 50, s = √600 ≈ 24.49, h ≈ 12.25 → 37.8 / 62.2.
    const { indeling, grenzen } = deelIn([
      { leerlingId: 1, percentages: [null] },
      { leerlingId: 2, percentages: [10, 30] },
      { leerlingId: 3, percentages: [50, null] },
      { leerlingId: 4, percentages: [80] },
    ]);
    expect(grenzen).toEqual({ n: 3, zonder: 1, gemiddelde: 50, spreiding: 24.5, ondergrens: 37.8, bovengrens: 62.2 });
    expect(indeling).toEqual([
      { leerlingId: 1, cluster: "basis", percentage: null, zonderGegevens: true },
      { leerlingId: 2, cluster: "intensief", percentage: 20, zonderGegevens: false },
      { leerlingId: 3, cluster: "basis", percentage: 50, zonderGegevens: false },
      { leerlingId: 4, cluster: "verdiept", percentage: 80, zonderGegevens: false },
    ]);
    expect(clusters([null, null])).toEqual(["basis", "basis"]);
    expect(clusterVan(10, grenzenVan([null]))).toBe("basis");
  });

  it("takes the mean of the domain percentages that exist", () => {
    expect(gemiddelde([80, null, 100])).toBe(90);
    expect(gemiddelde([null, null])).toBeNull();
  });
});
