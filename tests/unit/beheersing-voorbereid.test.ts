import { describe, expect, it } from "vitest";
import {
  bereidPakketVoor,
  bereidVerwachtingVoor,
  competentieNiveau,
  domeinBeheersingVan,
  niveauTekst,
  SCORE,
  sorteerNiveaus,
  tellingenVan,
  type CompetentieNiveau,
  type IndicatorRij,
  type NiveauRij,
  type FaseCelRij,
  type LeerjaarFaseRij,
  type LeerlingLeerrouteRij,
  type LoopbaanRij,
  type TrajectStapRij,
  type Verwachting,
  verwachting,
  verwachtingUit,
} from "@/lib/beheersing";

/**
 * The prepared package (bereidPakketVoor, tellingenVan, domeinBeheersingVan) computes formula 3
 * exactly as the plain definition: compared on random packages and standings with a reference
 * written straight from the formula (scan every indicator of every level).
 */
function referentie(niveaus: readonly NiveauRij[], indicatoren: readonly Pick<IndicatorRij, "id" | "niveauNummer">[], scores: ReadonlyMap<number, number>): CompetentieNiveau {
  const volgorde = sorteerNiveaus(niveaus);
  const positie = new Map(volgorde.map((n, i) => [n.nummer, i + 1]));
  const metIndicatoren = volgorde.filter((n) => indicatoren.some((i) => i.niveauNummer === n.nummer));
  const ids = (n: NiveauRij) => indicatoren.filter((i) => i.niveauNummer === n.nummer).map((i) => i.id);
  let bereikt: NiveauRij | null = null;
  let hoogsteGeevalueerd: number | null = null;
  let geevalueerd = 0;
  for (const n of metIndicatoren) {
    for (const id of ids(n))
      if (scores.has(id)) {
        geevalueerd++;
        hoogsteGeevalueerd = n.nummer;
      }
    if (ids(n).every((id) => scores.get(id) === SCORE.beheerst)) bereikt = n;
  }
  const volgend = bereikt ? (metIndicatoren.find((n) => positie.get(n.nummer)! > positie.get(bereikt!.nummer)!) ?? null) : (metIndicatoren[0] ?? null);
  const fractie = volgend ? ids(volgend).reduce((s, id) => s + (scores.get(id) ?? 0), 0) / (100 * ids(volgend).length) : 0;
  return {
    niveauNummer: bereikt?.nummer ?? null,
    volgendNiveauNummer: volgend?.nummer ?? null,
    fractie,
    waarde: (bereikt ? positie.get(bereikt.nummer)! : 0) + fractie,
    label: niveauTekst(bereikt, fractie, volgend),
    hoogsteGeevalueerd,
    geevalueerd,
    aantalIndicatoren: indicatoren.length,
  };
}

/** A small deterministic random generator (the test must not be flaky). */
function lcg(seed: number) {
  let x = seed;
  return (n: number) => {
    x = (x * 1103515245 + 12345) % 2147483648;
    return x % n;
  };
}

describe("prepared package = formula 3 and 6 as defined", () => {
  it("matches the reference on 300 random packages and standings", () => {
    const r = lcg(7);
    for (let ronde = 0; ronde < 300; ronde++) {
      // Levels with shuffled volgnummers and numeric or letter values.
      const aantalNiveaus = 1 + r(6);
      const letters = r(2) === 0;
      const niveaus: NiveauRij[] = Array.from({ length: aantalNiveaus }, (_, i) => ({ nummer: i + 1, waarde: letters ? "ABCDEF"[i]! : String(i + 1), label: `N${i + 1}`, volgnummer: r(10) }));
      const indicatoren: IndicatorRij[] = [];
      let id = 1;
      for (const domeinId of [10, 20])
        for (const competentieId of [domeinId + 1, domeinId + 2, domeinId + 3])
          for (let k = r(8); k > 0; k--) indicatoren.push({ id: id++, domeinId, competentieId, niveauNummer: 1 + r(aantalNiveaus) });
      const scores = new Map<number, number>();
      for (const i of indicatoren) if (r(3) > 0) scores.set(i.id, [0, 50, 100, 100][r(4)]!);
      const pakket = bereidPakketVoor(niveaus, indicatoren);
      const tellingen = tellingenVan(pakket, scores);
      const v: Verwachting = { status: "ok", leerrouteNummer: 1, uitstroombestemmingNummer: null, faseNummer: 1, niveauNummer: 1 + r(aantalNiveaus), indicatorIds: indicatoren.slice(0, 3).map((i) => i.id) };
      for (const domeinId of [10, 20]) {
        const ids = [domeinId + 3, domeinId + 1, domeinId + 2];
        const d = domeinBeheersingVan(pakket, { domeinId, competentieIds: ids, scores, verwachting: v, tellingen });
        const zonderTelling = domeinBeheersingVan(pakket, { domeinId, competentieIds: ids, scores, verwachting: v });
        expect(zonderTelling).toEqual(d);
        const verwacht = ids
          .map((c) => ({ c, lijst: indicatoren.filter((i) => i.competentieId === c) }))
          .filter((x) => x.lijst.length > 0)
          .map((x) => ({ competentieId: x.c, ...referentie(niveaus, x.lijst, scores) }));
        expect(d.competenties).toEqual(verwacht);
        for (const x of verwacht) expect(competentieNiveau(niveaus, indicatoren.filter((i) => i.competentieId === x.competentieId), scores)).toEqual(referentie(niveaus, indicatoren.filter((i) => i.competentieId === x.competentieId), scores));
        expect(d.bereikt).toBe(verwacht.length ? verwacht.reduce((s, c) => s + c.waarde, 0) / verwacht.length : null);
      }
    }
  });
});

/** Formula 5 written straight from its definition: scan the steps, links and cells in list order. */
function verwachtingReferentie(route: LeerlingLeerrouteRij | null, loopbaan: LoopbaanRij | null, stappen: TrajectStapRij[], links: LeerjaarFaseRij[], cellen: FaseCelRij[], domeinId: number): Verwachting {
  const leeg = { leerrouteNummer: null, uitstroombestemmingNummer: null, faseNummer: null, niveauNummer: null, indicatorIds: [] as number[] };
  if (!route) return { status: "zonderLeerroute", ...leeg };
  const metRoute = { ...leeg, leerrouteNummer: route.leerrouteNummer, uitstroombestemmingNummer: route.uitstroombestemmingNummer };
  let fase: number | null = null;
  if (loopbaan) {
    const naam = loopbaan.leerjaarNaam?.trim().toLowerCase();
    const stap = naam && loopbaan.schoolsoort ? stappen.find((s) => s.leerrouteNummer === route.leerrouteNummer && s.schoolsoort === loopbaan.schoolsoort && s.leerjaar.trim().toLowerCase() === naam) : undefined;
    fase = stap ? stap.faseNummer : loopbaan.leerjaarNr !== null ? (links.find((f) => f.leerjaarNr === loopbaan.leerjaarNr)?.faseNummer ?? null) : null;
  }
  if (fase === null) return { status: "zonderFase", ...metRoute };
  const cel = cellen.find((c) => c.faseNummer === fase && c.leerrouteNummer === route.leerrouteNummer && c.domeinId === domeinId);
  if (!cel || cel.niveauNummer === null) return { status: "zonderDoel", ...metRoute, faseNummer: fase, indicatorIds: cel?.indicatorIds ?? [] };
  return { status: "ok", ...metRoute, faseNummer: fase, niveauNummer: cel.niveauNummer, indicatorIds: cel.indicatorIds };
}

describe("prepared expectation = formula 5 as defined", () => {
  it("matches the reference on 300 random packages and pupils (duplicates: the first row counts)", () => {
    const r = lcg(11);
    const leerjaren = ["Groep 5", " groep 5 ", "Groep 6", "SO 3", ""];
    for (let ronde = 0; ronde < 300; ronde++) {
      const stappen: TrajectStapRij[] = Array.from({ length: r(12) }, () => ({ leerrouteNummer: 1 + r(3), schoolsoort: ["SO", "SBO", "VSO"][r(3)]!, leerjaar: leerjaren[r(4)]!, faseNummer: 1 + r(5) }));
      const links: LeerjaarFaseRij[] = Array.from({ length: r(4) }, () => ({ leerjaarNr: 1 + r(4), faseNummer: 1 + r(5) }));
      const cellen: FaseCelRij[] = Array.from({ length: r(30) }, () => ({ faseNummer: 1 + r(5), leerrouteNummer: 1 + r(3), domeinId: 10 * (1 + r(3)), niveauNummer: r(4) === 0 ? null : 1 + r(6), indicatorIds: [r(100)] }));
      const voorbereid = bereidVerwachtingVoor(stappen, links, cellen);
      for (let l = 0; l < 10; l++) {
        const route: LeerlingLeerrouteRij | null = r(5) === 0 ? null : { leerlingId: l, leerroutepakketId: 1, leerrouteNummer: 1 + r(3), uitstroombestemmingNummer: r(2) ? null : 1, ingangsdatum: "2020-08-01", einddatum: "9999-12-31" };
        const loopbaan: LoopbaanRij | null = r(6) === 0 ? null : { leerlingId: l, leerjaarNr: r(5) === 0 ? null : 1 + r(4), leerjaarNaam: r(5) === 0 ? null : leerjaren[r(5)]!, schoolsoort: r(5) === 0 ? null : ["SO", "SBO", "VSO"][r(3)]! };
        for (const domeinId of [10, 20, 30]) {
          const verwacht = verwachtingReferentie(route, loopbaan, stappen, links, cellen, domeinId);
          expect(verwachtingUit(voorbereid, route, loopbaan, domeinId)).toEqual(verwacht);
          expect(verwachting(route, loopbaan, stappen, links, cellen, domeinId)).toEqual(verwacht);
        }
      }
    }
  });
});
