import { describe, expect, it } from "vitest";
import { BOVENGRENS, clusterVan, deelIn, gemiddelde, ONDERGRENS } from "@/lib/groepsplannen/clustering";

describe("instruction-group clustering (GenerateInstructiegroepen)", () => {
  it("puts a pupil below 90 % in intensief, 90–110 % in basis and above 110 % in verdiept", () => {
    expect(clusterVan(ONDERGRENS - 1)).toBe("intensief");
    expect(clusterVan(ONDERGRENS)).toBe("basis");
    expect(clusterVan(100)).toBe("basis");
    expect(clusterVan(BOVENGRENS)).toBe("basis");
    expect(clusterVan(BOVENGRENS + 1)).toBe("verdiept");
  });

  it("takes the mean of the domain percentages that exist; none at all is basis, marked", () => {
    expect(gemiddelde([80, null, 100])).toBe(90);
    expect(gemiddelde([null, null])).toBeNull();
    expect(deelIn([
      { leerlingId: 1, percentages: [40, 60] },
      { leerlingId: 2, percentages: [null] },
      { leerlingId: 3, percentages: [150, 120] },
    ])).toEqual([
      { leerlingId: 1, cluster: "intensief", percentage: 50, zonderGegevens: false },
      { leerlingId: 2, cluster: "basis", percentage: null, zonderGegevens: true },
      { leerlingId: 3, cluster: "verdiept", percentage: 135, zonderGegevens: false },
    ]);
  });
});
