import { describe, expect, it } from "vitest";
import {
  competentieNiveau,
  domeinBeheersing,
  faseVan,
  hoogsteGeevalueerdNiveau,
  leerrouteOp,
  niveauTekst,
  niveauVenster,
  percentage,
  periodeCode,
  samenvatting,
  scoresOp,
  scoresPerLeerling,
  SCORE,
  standOp,
  telScores,
  verwachting,
  vorigePeriode,
  type EvaluatieRij,
  type FaseCelRij,
  type IndicatorRij,
  type LeerlingLeerrouteRij,
  type NiveauRij,
} from "@/lib/beheersing";

const niveaus: NiveauRij[] = [1, 2, 3, 4, 5].map((n) => ({ nummer: n, waarde: String(n), label: `Niveau ${n}`, volgnummer: n }));
const letters: NiveauRij[] = ["A", "B", "C"].map((w, i) => ({ nummer: 10 + i, waarde: w, label: `Niveau ${w}`, volgnummer: i + 1 }));

const ev = (leerlingId: number, indicatorId: number, schooljaar: string, periodeNummer: number, score: number): EvaluatieRij => ({ leerlingId, indicatorId, schooljaar, periodeNummer, score });

describe("standOp (carry-forward)", () => {
  // Pupil 1, indicator 7: 0 in 2024-2025 p3, 50 in 2025-2026 p1, 100 in 2025-2026 p3.
  const rijen = [ev(1, 7, "2025-2026", 3, 100), ev(1, 7, "2024-2025", 3, 0), ev(1, 7, "2025-2026", 1, 50), ev(2, 7, "2025-2026", 2, 100)];
  it.each([
    // [periode, pupil 1's standing, pupil 2's standing]
    [{ schooljaar: "2024-2025", nummer: 2 }, undefined, undefined],
    [{ schooljaar: "2024-2025", nummer: 3 }, 0, undefined],
    [{ schooljaar: "2024-2025", nummer: 4 }, 0, undefined], // carried within the year
    [{ schooljaar: "2025-2026", nummer: 1 }, 50, undefined], // and across school years
    [{ schooljaar: "2025-2026", nummer: 2 }, 50, 100],
    [{ schooljaar: "2025-2026", nummer: 3 }, 100, 100],
    [{ schooljaar: "2026-2027", nummer: 1 }, 100, 100],
  ])("at %o", (periode, een, twee) => {
    const stand = scoresPerLeerling(standOp(rijen, periode));
    expect(stand.get(1)?.get(7)).toBe(een);
    expect(stand.get(2)?.get(7)).toBe(twee);
  });

  it("vorigePeriode crosses the school year", () => {
    const perioden = [
      { schooljaar: "2025-2026", nummer: 1 },
      { schooljaar: "2024-2025", nummer: 4 },
      { schooljaar: "2024-2025", nummer: 3 },
      { schooljaar: "2025-2026", nummer: 2 },
    ];
    expect(vorigePeriode(perioden, { schooljaar: "2025-2026", nummer: 2 })).toEqual({ schooljaar: "2025-2026", nummer: 1 });
    expect(vorigePeriode(perioden, { schooljaar: "2025-2026", nummer: 1 })).toEqual({ schooljaar: "2024-2025", nummer: 4 });
    expect(vorigePeriode(perioden, { schooljaar: "2024-2025", nummer: 3 })).toBeNull();
  });
});

describe("scoresOp (carry-forward from one pupil's arrays)", () => {
  // Pupil 1 of standOp's case plus indicator 8, and a row of a later year that never counts early.
  const rijen = [ev(1, 8, "2024-2025", 1, 25), ev(1, 7, "2024-2025", 3, 0), ev(1, 7, "2025-2026", 1, 50), ev(1, 8, "2025-2026", 2, 75), ev(1, 7, "2025-2026", 3, 100)];
  const alsArrays = (r: EvaluatieRij[]) => ({ leerlingId: 1, ids: r.map((e) => e.indicatorId), scores: r.map((e) => e.score), codes: r.map((e) => periodeCode({ schooljaar: e.schooljaar, nummer: e.periodeNummer })) });
  const perioden = ["2024-2025", "2025-2026", "2026-2027"].flatMap((schooljaar) => [1, 2, 3, 4].map((nummer) => ({ schooljaar, nummer })));

  it("periodeCode orders periods as vergelijkPeriode does", () => {
    expect(periodeCode({ schooljaar: "2025-2026", nummer: 12 })).toBeLessThan(periodeCode({ schooljaar: "2026-2027", nummer: 1 }));
    expect(periodeCode({ schooljaar: "2026-2027", nummer: 1 })).toBeLessThan(periodeCode({ schooljaar: "2026-2027", nummer: 2 }));
  });

  it.each([
    ["in period order", rijen],
    ["in any order", [rijen[4]!, rijen[0]!, rijen[3]!, rijen[2]!, rijen[1]!]],
  ])("gives standOp's standing at every period, %s", (_, volgorde) => {
    for (const periode of perioden) {
      const verwacht = scoresPerLeerling(standOp(rijen, periode)).get(1) ?? new Map();
      expect(scoresOp(alsArrays(volgorde), periode), `${periode.schooljaar}/${periode.nummer}`).toEqual(verwacht);
    }
    expect(scoresOp(alsArrays(volgorde), { schooljaar: "2025-2026", nummer: 2 })).toEqual(new Map([[7, 50], [8, 75]]));
    expect(scoresOp(undefined, { schooljaar: "2025-2026", nummer: 2 })).toEqual(new Map());
  });
});

describe("competentieNiveau (fractional level)", () => {
  // One competence: level 1 has indicators 11,12; level 2 has 21,22,23,24,25; level 3 has 31; level 4 none; level 5 has 51.
  const ind = [
    { id: 11, niveauNummer: 1 },
    { id: 12, niveauNummer: 1 },
    ...[21, 22, 23, 24, 25].map((id) => ({ id, niveauNummer: 2 })),
    { id: 31, niveauNummer: 3 },
    { id: 51, niveauNummer: 5 },
  ];
  const s = (o: Record<number, number>) => new Map(Object.entries(o).map(([k, v]) => [Number(k), v]));

  it.each([
    // [standing, reached level, next level, fraction, value, label]
    [{}, null, 1, 0, 0, "0"],
    [{ 11: 100 }, null, 1, 0.5, 0.5, "0,5"], // half of level 1's two indicators
    [{ 11: 100, 12: 50 }, null, 1, 0.75, 0.75, "0,75"],
    [{ 11: 100, 12: 100 }, 1, 2, 0, 1, "1"],
    // level 1 mastered; level 2: 100+100+50+0+unevaluated = 250 / 500 = 0.5
    [{ 11: 100, 12: 100, 21: 100, 22: 100, 23: 50, 24: 0 }, 1, 2, 0.5, 1.5, "1,5"],
    // level 1 mastered, 2 mastered, 3 (one indicator) 50 → 2,5
    [{ 11: 100, 12: 100, 21: 100, 22: 100, 23: 100, 24: 100, 25: 100, 31: 50 }, 2, 3, 0.5, 2.5, "2,5"],
    // level 3 mastered but level 1 not: the highest fully mastered level counts (not cumulative); next = 5 (4 has no indicators)
    [{ 11: 0, 31: 100, 51: 50 }, 3, 5, 0.5, 3.5, "3,5"],
    // top level mastered: no next level
    [{ 51: 100 }, 5, null, 0, 5, "5"],
  ])("%o → level %s", (stand, niveau, volgend, fractie, waarde, label) => {
    const u = competentieNiveau(niveaus, ind, s(stand));
    expect(u.niveauNummer).toBe(niveau);
    expect(u.volgendNiveauNummer).toBe(volgend);
    expect(u.fractie).toBeCloseTo(fractie, 10);
    expect(u.waarde).toBeCloseTo(waarde, 10);
    expect(u.label).toBe(label);
  });

  it("labels non-numeric levels with a percentage (§9)", () => {
    const li = [
      { id: 1, niveauNummer: 10 },
      { id: 2, niveauNummer: 11 },
      { id: 3, niveauNummer: 11 },
      { id: 4, niveauNummer: 11 },
      { id: 5, niveauNummer: 11 },
      { id: 6, niveauNummer: 11 },
      { id: 7, niveauNummer: 12 },
    ];
    // A mastered; B: 100+100+0+0+0 = 40 % → "A 40%"
    expect(competentieNiveau(letters, li, s({ 1: 100, 2: 100, 3: 100 })).label).toBe("A 40%");
    // A and B mastered; C has 1 indicator at 50 → "B 50%"; value = position 2 + 0.5
    const b = competentieNiveau(letters, li, s({ 1: 100, 2: 100, 3: 100, 4: 100, 5: 100, 6: 100, 7: 50 }));
    expect(b.label).toBe("B 50%");
    expect(b.waarde).toBe(2.5);
    // Nothing mastered: A at 0 of 1 with a partial → "– 50%"
    expect(competentieNiveau(letters, li, s({ 1: 50 })).label).toBe("– 50%");
    expect(niveauTekst(null, 0, null)).toBe("–");
  });

  it("tracks the highest evaluated level for the column window", () => {
    const a = competentieNiveau(niveaus, ind, s({ 11: 100, 31: 0 }));
    const b = competentieNiveau(niveaus, ind, s({ 21: 50 }));
    expect(a.hoogsteGeevalueerd).toBe(3);
    expect(a.geevalueerd).toBe(2);
    expect(hoogsteGeevalueerdNiveau(niveaus, [a, b])).toBe(3);
    expect(niveauVenster([1, 2, 3, 4, 5], hoogsteGeevalueerdNiveau(niveaus, [a, b]), 3)).toEqual([2, 3, 4]);
    expect(hoogsteGeevalueerdNiveau(niveaus, [])).toBeNull();
  });
});

describe("verwachting and domeinBeheersing (expected vs reached)", () => {
  const routes: LeerlingLeerrouteRij[] = [
    { leerlingId: 1, leerroutepakketId: 9, leerrouteNummer: 2, uitstroombestemmingNummer: null, ingangsdatum: "2023-08-01", einddatum: "2025-07-31" },
    { leerlingId: 1, leerroutepakketId: 9, leerrouteNummer: 3, uitstroombestemmingNummer: 1, ingangsdatum: "2025-08-01", einddatum: "9999-12-31" },
    { leerlingId: 2, leerroutepakketId: 8, leerrouteNummer: 3, uitstroombestemmingNummer: null, ingangsdatum: "2020-08-01", einddatum: "9999-12-31" },
  ];
  const stappen = [
    { leerrouteNummer: 3, schoolsoort: "SO", leerjaar: "SO leerjaar 4", faseNummer: 4 },
    { leerrouteNummer: 3, schoolsoort: "BO", leerjaar: "Groep 4", faseNummer: 3 },
    { leerrouteNummer: 2, schoolsoort: "SO", leerjaar: "SO leerjaar 4", faseNummer: 2 },
  ];
  const cellen: FaseCelRij[] = [
    { faseNummer: 4, leerrouteNummer: 3, domeinId: 100, niveauNummer: 3, indicatorIds: [21, 22, 31] },
    { faseNummer: 4, leerrouteNummer: 3, domeinId: 200, niveauNummer: null, indicatorIds: [] },
  ];

  it("takes the route valid on the date", () => {
    expect(leerrouteOp(routes, 1, 9, "2025-01-15")?.leerrouteNummer).toBe(2);
    expect(leerrouteOp(routes, 1, 9, "2026-01-15")?.leerrouteNummer).toBe(3);
    expect(leerrouteOp(routes, 2, 9, "2026-01-15")).toBeNull(); // other package
  });

  it("finds the phase by school type and leerjaar, else by LeerjaarFase", () => {
    expect(faseVan(3, { leerlingId: 1, leerjaarNr: 4, leerjaarNaam: "SO leerjaar 4", schoolsoort: "SO" }, stappen, [])).toBe(4);
    expect(faseVan(3, { leerlingId: 1, leerjaarNr: 4, leerjaarNaam: "Groep 4", schoolsoort: "BO" }, stappen, [])).toBe(3);
    expect(faseVan(3, { leerlingId: 1, leerjaarNr: 7, leerjaarNaam: "Onbekend", schoolsoort: "SO" }, stappen, [{ leerjaarNr: 7, faseNummer: 6 }])).toBe(6);
    expect(faseVan(3, { leerlingId: 1, leerjaarNr: 8, leerjaarNaam: null, schoolsoort: null }, stappen, [])).toBeNull();
    expect(faseVan(3, null, stappen, [])).toBeNull();
  });

  const indicatoren: IndicatorRij[] = [
    // competence 1 (domain 100): level 1: 11; level 2: 21, 22; level 3: 31
    { id: 11, competentieId: 1, domeinId: 100, niveauNummer: 1 },
    { id: 21, competentieId: 1, domeinId: 100, niveauNummer: 2 },
    { id: 22, competentieId: 1, domeinId: 100, niveauNummer: 2 },
    { id: 31, competentieId: 1, domeinId: 100, niveauNummer: 3 },
    // competence 2 (domain 100): level 3: 32, 33; level 4: 41
    { id: 32, competentieId: 2, domeinId: 100, niveauNummer: 3 },
    { id: 33, competentieId: 2, domeinId: 100, niveauNummer: 3 },
    { id: 41, competentieId: 2, domeinId: 100, niveauNummer: 4 },
    // competence 3 in another domain
    { id: 99, competentieId: 3, domeinId: 200, niveauNummer: 1 },
  ];
  const loopbaan = { leerlingId: 1, leerjaarNr: 4, leerjaarNaam: "SO leerjaar 4", schoolsoort: "SO" };

  it("computes reached / expected on a hand-computed table", () => {
    const v = verwachting(leerrouteOp(routes, 1, 9, "2026-01-31"), loopbaan, stappen, [], cellen, 100);
    expect(v).toMatchObject({ status: "ok", leerrouteNummer: 3, uitstroombestemmingNummer: 1, faseNummer: 4, niveauNummer: 3 });
    // Competence 1: levels 1 and 2 mastered, level 3 (31) at 50 → 2.5
    // Competence 2: level 3 (32: 100, 33: 100) mastered, level 4 (41) at 0 → 3.0
    // reached = (2.5 + 3.0) / 2 = 2.75; expected = position of level 3 = 3 → 2.75 / 3 = 91.67 % → 92
    // linked indicators 21, 22, 31: 21 and 22 at 100 → 2 of 3
    const scores = new Map([[11, 100], [21, 100], [22, 100], [31, 50], [32, 100], [33, 100], [41, 0]]);
    const d = domeinBeheersing({ domeinId: 100, niveaus, competentieIds: [2, 1], indicatoren, scores, verwachting: v });
    expect(d.competenties.map((c) => [c.competentieId, c.label])).toEqual([[2, "3"], [1, "2,5"]]);
    expect(d.bereikt).toBeCloseTo(2.75, 10);
    expect(d.verwachtePositie).toBe(3);
    expect(d.percentage).toBe(92);
    expect(d.opKoers).toBe(false);
    expect([d.indicatorenBeheerst, d.indicatorenVerwacht]).toEqual([2, 3]);

    // With 31 mastered too: competence 1 → 3 + 0 (no level 4 indicators → no next) = 3; reached 3 → 100 %, on track
    const meer = domeinBeheersing({ domeinId: 100, niveaus, competentieIds: [1, 2], indicatoren, scores: new Map([...scores, [31, 100]]), verwachting: v });
    expect(meer.bereikt).toBe(3);
    expect(meer.percentage).toBe(100);
    expect(meer.opKoers).toBe(true);
    expect(meer.indicatorenBeheerst).toBe(3);
  });

  it("marks a pupil without a route instead of dropping them", () => {
    const v = verwachting(leerrouteOp(routes, 3, 9, "2026-01-31"), loopbaan, stappen, [], cellen, 100);
    expect(v.status).toBe("zonderLeerroute");
    const d = domeinBeheersing({ domeinId: 100, niveaus, competentieIds: [1, 2], indicatoren, scores: new Map([[11, 100]]), verwachting: v });
    expect(d.percentage).toBeNull();
    expect(d.opKoers).toBeNull();
    expect(d.bereikt).toBeCloseTo((1 + 0) / 2, 10); // reached is still shown: competence 1 at level 1, competence 2 at 0
  });

  it("says why when there is no phase or no expected level", () => {
    expect(verwachting(routes[1]!, { leerlingId: 1, leerjaarNr: null, leerjaarNaam: "Groep 9", schoolsoort: "SO" }, stappen, [], cellen, 100).status).toBe("zonderFase");
    const geenDoel = verwachting(routes[1]!, loopbaan, stappen, [], cellen, 200);
    expect(geenDoel).toMatchObject({ status: "zonderDoel", faseNummer: 4, niveauNummer: null });
  });

  it("percentage guards its inputs", () => {
    expect(percentage(2, 0)).toBeNull();
    expect(percentage(null, 3)).toBeNull();
    expect(percentage(4.5, 3)).toBe(150);
  });
});

describe("samenvatting and telScores (figures with their n)", () => {
  it("averages only the numbers present and reports n and the rest", () => {
    expect(samenvatting([80, 100, null, 120, undefined], 100)).toEqual({ gemiddelde: 100, n: 3, zonder: 2, aantalBoven: 2 });
    expect(samenvatting([1, 2], undefined)).toEqual({ gemiddelde: 1.5, n: 2, zonder: 0, aantalBoven: 0 });
    expect(samenvatting([null])).toEqual({ gemiddelde: null, n: 0, zonder: 1, aantalBoven: 0 });
  });
  it("counts scores", () => {
    expect(telScores([SCORE.beheerst, 50, 0, 0, null, undefined, 100])).toEqual({ beheerst: 2, gedeeltelijk: 1, niet: 2, geevalueerd: 5 });
  });
});
