import { describe, expect, it } from "vitest";
import { bereidPakketVoor, domeinBeheersingVan, tellingenUitAggregaat, tellingenVan, type IndicatorRij, type NiveauAggregaat, type NiveauRij, type Verwachting } from "@/lib/beheersing";

/**
 * `tellingenUitAggregaat` (the group-plan proposal's tallies from sums per level, computed in SQL)
 * gives the same formula 3 and 6 as `tellingenVan` over each indicator's standing: compared on
 * random packages and standings, the sums made here as the SQL makes them (GROUP BY domain,
 * competence, level).
 */
function lcg(seed: number) {
  let x = seed;
  return (n: number) => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x % n;
  };
}

function somPerNiveau(indicatoren: readonly IndicatorRij[], scores: ReadonlyMap<number, number>): NiveauAggregaat[] {
  const m = new Map<string, NiveauAggregaat>();
  for (const i of indicatoren) {
    const s = scores.get(i.id);
    if (s === undefined) continue;
    const k = `${i.domeinId}|${i.competentieId}|${i.niveauNummer}`;
    const r = m.get(k) ?? { domeinId: i.domeinId, competentieId: i.competentieId, niveauNummer: i.niveauNummer, n: 0, beheerst: 0, som: 0 };
    r.n++;
    if (s === 100) r.beheerst++;
    r.som += s;
    m.set(k, r);
  }
  return [...m.values()];
}

describe("tallies from sums per level = tallies from the standing", () => {
  it("matches tellingenVan on 300 random packages and standings", () => {
    const r = lcg(11);
    for (let ronde = 0; ronde < 300; ronde++) {
      const aantalNiveaus = 1 + r(8);
      const niveaus: NiveauRij[] = Array.from({ length: aantalNiveaus }, (_, i) => ({ nummer: i + 1, waarde: String(i + 1), label: `N${i + 1}`, volgnummer: r(10) }));
      const indicatoren: IndicatorRij[] = [];
      let id = 1;
      for (const domeinId of [10, 20])
        for (const competentieId of [domeinId + 1, domeinId + 2])
          for (let k = r(12); k > 0; k--) indicatoren.push({ id: id++, domeinId, competentieId, niveauNummer: 1 + r(aantalNiveaus) });
      const scores = new Map<number, number>();
      for (const i of indicatoren) if (r(3) > 0) scores.set(i.id, [0, 50, 100, 100][r(4)]!);
      // A standing of an indicator outside the package, and a sum of a level it lacks: both ignored.
      scores.set(9999, 100);
      const pakket = bereidPakketVoor(niveaus, indicatoren);
      const sommen = [...somPerNiveau(indicatoren, scores), { domeinId: 10, competentieId: 99, niveauNummer: 1, n: 1, beheerst: 1, som: 100 }];
      const uitSql = tellingenUitAggregaat(pakket, sommen);
      expect(uitSql).toEqual(tellingenVan(pakket, scores));
      const v: Verwachting = { status: "ok", leerrouteNummer: 1, uitstroombestemmingNummer: null, faseNummer: 1, niveauNummer: 1 + r(aantalNiveaus), indicatorIds: [] };
      for (const domeinId of [10, 20]) {
        const args = { domeinId, competentieIds: [domeinId + 1, domeinId + 2], scores: new Map<number, number>(), verwachting: v };
        expect(domeinBeheersingVan(pakket, { ...args, tellingen: uitSql }).percentage).toBe(domeinBeheersingVan(pakket, { ...args, scores, tellingen: tellingenVan(pakket, scores) }).percentage);
      }
    }
  });
});
