import { describe, expect, it } from "vitest";
import { bereidPakketVoor, domeinBeheersingVan, LopendeStand, tellingenVan, uitTelling, waardeUitTelling, type IndicatorRij, type NiveauRij, type Verwachting } from "@/lib/beheersing";

/**
 * The forecast's walk over periods (LopendeStand, issue 34's speed): the standing kept up to date
 * evaluation by evaluation gives, after every period, exactly the reached level of each domain
 * that formula 2 (a fresh standing) with `tellingenVan` + `domeinBeheersingVan` gives — compared
 * with toBe, so not one floating-point bit may differ.
 */
function lcg(seed: number) {
  let x = seed;
  return (n: number) => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x % n;
  };
}

const zonderVerwachting: Verwachting = { status: "zonderLeerroute", leerrouteNummer: null, uitstroombestemmingNummer: null, faseNummer: null, niveauNummer: null, indicatorIds: [] };

describe("LopendeStand = a fresh standing per period", () => {
  it("matches tellingenVan + domeinBeheersingVan after every period on 200 random histories", () => {
    const r = lcg(34);
    for (let ronde = 0; ronde < 200; ronde++) {
      const aantalNiveaus = 1 + r(6);
      const niveaus: NiveauRij[] = Array.from({ length: aantalNiveaus }, (_, i) => ({ nummer: i + 1, waarde: String(i + 1), label: `N${i + 1}`, volgnummer: r(10) }));
      const indicatoren: IndicatorRij[] = [];
      let id = 1;
      for (const domeinId of [10, 20, 30])
        for (const competentieId of [domeinId + 1, domeinId + 2, domeinId + 3])
          for (let k = r(9); k > 0; k--) indicatoren.push({ id: id++, domeinId, competentieId, niveauNummer: 1 + r(aantalNiveaus) });
      const pakket = bereidPakketVoor(niveaus, indicatoren);
      const lopend = new LopendeStand(pakket);
      const stand = new Map<number, number>();
      // Periods of random evaluations (repeats replace the standing; ids outside the package are ignored by both).
      for (let periode = 0; periode < 8; periode++) {
        for (let k = r(12); k > 0; k--) {
          const indicatorId = 1 + r(id + 2);
          const score = [0, 50, 100, 100, 30][r(5)]!;
          stand.set(indicatorId, score);
          lopend.zet(indicatorId, score);
        }
        const tellingen = tellingenVan(pakket, stand);
        for (const domeinId of [10, 20, 30, 40]) {
          const competentieIds = [domeinId + 2, domeinId + 1, domeinId + 3, domeinId + 7];
          const verwacht = domeinBeheersingVan(pakket, { domeinId, competentieIds, scores: stand, verwachting: zonderVerwachting, tellingen }).bereikt;
          expect(lopend.domeinBereikt(domeinId, competentieIds)).toBe(verwacht);
        }
        for (const [c, t] of tellingen) expect(waardeUitTelling(c, t)).toBe(uitTelling(c, t).waarde);
      }
    }
  });
});
