/**
 * "Where is the group stuck" (issue 12): the indicators of the EXPECTED phase that most pupils of
 * a group have not mastered, ranked. Built on lib/beheersing/index.ts (formula 5 gives each
 * pupil's expected cell and its linked indicators, formula 2 the standing):
 *
 * - per pupil and domain the expected cell (phase × route × domain) with its linked indicators;
 *   pupils without a route, phase or cell expect nothing and are counted apart (`zonderVerwachting`);
 * - per cell indicator: how many pupils expect it (`verwacht`) and how many of them have standing
 *   100 (`beheerst`), 50 (`gedeeltelijk`), 0 (`niet`) or none (`nietBeoordeeld`);
 *   `nietBeheerst` = verwacht − beheerst;
 * - "most pupils have not mastered": nietBeheerst > verwacht / 2;
 * - ranked by nietBeheerst (descending), then its share, then cell and indicator for a stable order.
 * An indicator expected in two cells (pupils on different routes) is listed per cell, so each entry
 * links to the lesson bundles of exactly that cell.
 */
import { SCORE, type Verwachting } from "./index";

export interface CelSleutel {
  faseNummer: number;
  leerrouteNummer: number;
  domeinId: number;
}

export interface Vastloper extends CelSleutel {
  indicatorId: number;
  verwacht: number;
  beheerst: number;
  gedeeltelijk: number;
  niet: number;
  nietBeoordeeld: number;
  nietBeheerst: number;
}

export interface LeerlingVerwachting {
  /** The pupil's standing: indicatorId → score. */
  scores: ReadonlyMap<number, number>;
  /** The pupil's expectation per domain (formula 5). */
  verwachtingen: readonly { domeinId: number; verwachting: Verwachting }[];
}

export function groepVastlopers(leerlingen: readonly LeerlingVerwachting[]): { vastlopers: Vastloper[]; zonderVerwachting: number; metVerwachting: number } {
  const tel = new Map<string, Vastloper>();
  let zonderVerwachting = 0;
  for (const l of leerlingen) {
    const bruikbaar = l.verwachtingen.filter(({ verwachting: v }) => v.faseNummer !== null && v.leerrouteNummer !== null && v.indicatorIds.length > 0);
    if (bruikbaar.length === 0) {
      zonderVerwachting++;
      continue;
    }
    for (const { domeinId, verwachting: v } of bruikbaar) {
      for (const indicatorId of new Set(v.indicatorIds)) {
        const sleutel = `${v.faseNummer}/${v.leerrouteNummer}/${domeinId}/${indicatorId}`;
        let t = tel.get(sleutel);
        if (!t) {
          t = { faseNummer: v.faseNummer!, leerrouteNummer: v.leerrouteNummer!, domeinId, indicatorId, verwacht: 0, beheerst: 0, gedeeltelijk: 0, niet: 0, nietBeoordeeld: 0, nietBeheerst: 0 };
          tel.set(sleutel, t);
        }
        t.verwacht++;
        const s = l.scores.get(indicatorId);
        if (s === SCORE.beheerst) t.beheerst++;
        else if (s === SCORE.gedeeltelijk) t.gedeeltelijk++;
        else if (s === SCORE.niet) t.niet++;
        else t.nietBeoordeeld++;
      }
    }
  }
  const vastlopers = [...tel.values()]
    .map((t) => ({ ...t, nietBeheerst: t.verwacht - t.beheerst }))
    .filter((t) => t.nietBeheerst * 2 > t.verwacht)
    .sort(
      (a, b) =>
        b.nietBeheerst - a.nietBeheerst ||
        b.nietBeheerst / b.verwacht - a.nietBeheerst / a.verwacht ||
        a.faseNummer - b.faseNummer ||
        a.leerrouteNummer - b.leerrouteNummer ||
        a.domeinId - b.domeinId ||
        a.indicatorId - b.indicatorId,
    );
  return { vastlopers, zonderVerwachting, metVerwachting: leerlingen.length - zonderVerwachting };
}
