import { describe, expect, it } from "vitest";
import type { Verwachting } from "@/lib/beheersing";
import { competentiePercentage, niveauLabelVanWaarde } from "@/lib/beheersing/overzicht";
import { groepVastlopers } from "@/lib/beheersing/vastlopers";

const niveaus = [
  { nummer: 1, waarde: "1", label: "Niveau 1", volgnummer: 1 },
  { nummer: 2, waarde: "2", label: "Niveau 2", volgnummer: 2 },
  { nummer: 3, waarde: "3", label: "Niveau 3", volgnummer: 3 },
];
const letters = [
  { nummer: 7, waarde: "A", label: "A", volgnummer: 1 },
  { nummer: 8, waarde: "B", label: "B", volgnummer: 2 },
];

describe("niveauLabelVanWaarde (a group's mean level as §9 label)", () => {
  it("reads position + fraction of the next level", () => {
    expect(niveauLabelVanWaarde(niveaus, 2.4)).toBe("2,4");
    expect(niveauLabelVanWaarde(niveaus, 1.17)).toBe("1,17");
    expect(niveauLabelVanWaarde(niveaus, 2)).toBe("2");
    expect(niveauLabelVanWaarde(niveaus, 0.5)).toBe("0,5");
    expect(niveauLabelVanWaarde(niveaus, 0)).toBe("0");
    // The top level has no next one: no fraction.
    expect(niveauLabelVanWaarde(niveaus, 3)).toBe("3");
    expect(niveauLabelVanWaarde(letters, 1.4)).toBe("A 40%");
    expect(niveauLabelVanWaarde(letters, 0.25)).toBe("– 25%");
    expect(niveauLabelVanWaarde(niveaus, null)).toBeNull();
    expect(niveauLabelVanWaarde([], 1)).toBeNull();
  });
  it("orders levels by volgnummer, not by number", () => {
    const door = [
      { nummer: 5, waarde: "B", label: "B", volgnummer: 2 },
      { nummer: 9, waarde: "A", label: "A", volgnummer: 1 },
    ];
    expect(niveauLabelVanWaarde(door, 1.5)).toBe("A 50%");
  });
});

describe("competentiePercentage", () => {
  it("is the competence value against the domain's expected position, whole percent", () => {
    expect(competentiePercentage(1.5, 2)).toBe(75);
    expect(competentiePercentage(0.25, 2)).toBe(13);
    expect(competentiePercentage(1, null)).toBeNull();
  });
});

const cel = (faseNummer: number, leerrouteNummer: number, indicatorIds: number[]): Verwachting => ({
  status: "ok",
  leerrouteNummer,
  uitstroombestemmingNummer: null,
  faseNummer,
  niveauNummer: 2,
  indicatorIds,
});
const zonder: Verwachting = { status: "zonderLeerroute", leerrouteNummer: null, uitstroombestemmingNummer: null, faseNummer: null, niveauNummer: null, indicatorIds: [] };

describe("groepVastlopers (where the group is stuck)", () => {
  it("ranks the expected indicators most pupils have not mastered", () => {
    // Four pupils on route 1, phase 1, domain 10 expecting indicators 1, 2, 3; one without a route.
    const l = (scores: [number, number][]) => ({ scores: new Map(scores), verwachtingen: [{ domeinId: 10, verwachting: cel(1, 1, [1, 2, 3]) }] });
    const { vastlopers, zonderVerwachting, metVerwachting } = groepVastlopers([
      l([[1, 100], [2, 0], [3, 50]]),
      l([[1, 100], [2, 50]]),
      l([[1, 0], [2, 0], [3, 100]]),
      l([[2, 100]]),
      { scores: new Map([[1, 0]]), verwachtingen: [{ domeinId: 10, verwachting: zonder }] },
    ]);
    expect(zonderVerwachting).toBe(1);
    expect(metVerwachting).toBe(4);
    // Indicator 1: 2 of 4 mastered → not "most" (2 is not more than half). Indicator 2: 1 of 4
    // mastered → 3 not. Indicator 3: 1 of 4 mastered (one 50, two never judged) → 3 not.
    expect(vastlopers.map((v) => [v.indicatorId, v.verwacht, v.beheerst, v.gedeeltelijk, v.niet, v.nietBeoordeeld, v.nietBeheerst])).toEqual([
      [2, 4, 1, 1, 2, 0, 3],
      [3, 4, 1, 1, 0, 2, 3],
    ]);
    expect(vastlopers[0]).toMatchObject({ faseNummer: 1, leerrouteNummer: 1, domeinId: 10 });
  });

  it("lists an indicator per cell when pupils on different routes expect it", () => {
    const { vastlopers } = groepVastlopers([
      { scores: new Map(), verwachtingen: [{ domeinId: 10, verwachting: cel(1, 1, [5]) }] },
      { scores: new Map(), verwachtingen: [{ domeinId: 10, verwachting: cel(1, 2, [5]) }] },
      { scores: new Map([[5, 100]]), verwachtingen: [{ domeinId: 10, verwachting: cel(1, 2, [5]) }] },
    ]);
    // Route 1: 1 of 1 not mastered; route 2: 1 of 2 → not most.
    expect(vastlopers.map((v) => [v.leerrouteNummer, v.indicatorId, v.nietBeheerst])).toEqual([[1, 5, 1]]);
  });

  it("is empty for a group without expectations", () => {
    expect(groepVastlopers([{ scores: new Map(), verwachtingen: [{ domeinId: 1, verwachting: zonder }] }])).toEqual({ vastlopers: [], zonderVerwachting: 1, metVerwachting: 0 });
  });
});
