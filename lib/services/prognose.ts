import { forbidden, notFound } from "@/lib/api/errors";
import type { TenantContext } from "@/lib/api/context";
import { leesRijen } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { volledigeNaam } from "@/lib/format";
import { canRead, Functiegebied as F } from "@/lib/permissions";
import {
  bereidPakketVoor,
  bereidVerwachtingVoor,
  leerrouteOp,
  LopendeStand,
  niveauPosities,
  sorteerNiveaus,
  vergelijkPeriode,
  verwachtingUit,
  type FaseCelRij,
  type IndicatorRij,
  type LeerjaarFaseRij,
  type LeerlingLeerrouteRij,
  type LoopbaanRij,
  type NiveauRij,
  type TrajectStapRij,
} from "@/lib/beheersing";
import { geschiedenis, jarenNaDitJaarInFase, jarenTussen, plusJaren, prognose, type PrognoseStatus } from "@/lib/beheersing/prognose";

/**
 * Monitor/PrognosePerLeerling (issue 34): per pupil of a group and per domain the forecast of
 * lib/beheersing/prognose.ts (formulas 8–12) from the pupil's evaluation history in the package up
 * to the chosen period. Two statements: (1) the period, package, structure, route data and the
 * group's pupils with all their routes and school careers — the 404/403 checks run on it before
 * any evaluation is read; (2) the pupils' evaluations up to the period. Every table with an
 * administratieNr is filtered by it (shard check).
 */

interface LeerlingJson {
  id: number;
  roepnaam: string;
  tussenvoegsel: string | null;
  achternaam: string;
  routes: { leerrouteNummer: number; naam: string; uitstroombestemmingNummer: number | null; ingangsdatum: string; einddatum: string }[] | null;
  loopbanen: { schooljaar: string; leerjaarNr: number | null; leerjaarNaam: string | null; schoolsoort: string | null }[] | null;
}

interface GroepJson {
  nr: number;
  naam: string;
  vestigingNr: number;
  leerlingen: LeerlingJson[];
}

interface MetaRij {
  perioden: { schooljaar: string; nummer: number; ingangsdatum: string; einddatum: string }[];
  pakket: boolean;
  niveaus: NiveauRij[];
  domeinen: { id: number; naam: string; code: string | null }[];
  competenties: { id: number; domeinId: number }[];
  /** The package's indicators as four lists (one JSON object per indicator cost more to build and read for 1,000). */
  indicatoren: { id: number[]; competentieId: number[]; domeinId: number[]; niveauNummer: number[] };
  stappen: TrajectStapRij[];
  leerjaarFasen: LeerjaarFaseRij[];
  cellen: FaseCelRij[];
  groepen: GroepJson[] | null;
}

export const PROGNOSE_STATUSSEN = ["voor", "opKoers", "risico", "teWeinig", "zonderLeerroute", "zonderFase", "zonderDoel"] as const satisfies readonly PrognoseStatus[];

/**
 * The evaluations of one pupil and period as the second statement writes them: six bytes each,
 * the indicator id (int4, big-endian, as `int4send`) and the score (int2). Read straight from the
 * bytes the driver decoded from hex: no text to scan, no numbers to parse.
 */
function beoordelingenIn(b: Uint8Array, elk: (indicatorId: number, score: number) => void): void {
  for (let i = 0; i + 6 <= b.length; i += 6) {
    elk(((b[i]! << 24) | (b[i + 1]! << 16) | (b[i + 2]! << 8) | b[i + 3]!) >>> 0, (b[i + 4]! << 8) | b[i + 5]!);
  }
}

/** Which groups: given numbers, or the school year's groups of a branch (0 = all branches). */
type GroepKeuze = { nrs: number[] } | { vestigingNr: number };

/**
 * The one computation behind the monitor's forecast, the parent-meeting page and the overview's
 * counts: the period, package and structure, the groups asked with their pupils (statement 1);
 * `kies` checks or filters the groups before any evaluation is read; their pupils' evaluations up
 * to the period (statement 2); per group and pupil the forecast per domain.
 */
async function prognoseVoorGroepen(
  ctx: TenantContext,
  p: { schooljaar: string; periode: number; pakketId: number; groepen: GroepKeuze; leerlingId?: number },
  kies: (groepen: GroepJson[]) => GroepJson[],
) {
  const adm = ctx.administratieNr;
  const { schooljaar, periode: nummer, pakketId } = p;
  // One pupil of the group (the parent-meeting page, lib/services/oudergesprek.ts): the same two
  // statements, the group's other pupils left out in the first.
  const eenLeerling = p.leerlingId ?? null;
  const nrs = "nrs" in p.groepen ? p.groepen.nrs : null;
  const vestiging = "vestigingNr" in p.groepen ? p.groepen.vestigingNr : null;
  const [meta] = await leesRijen<MetaRij>(Prisma.sql`
    WITH per AS (SELECT q.ingangsdatum, q.einddatum FROM "Periode" q WHERE q."administratieNr" = ${adm} AND q.schooljaar = ${schooljaar} AND q.nummer = ${nummer})
    SELECT coalesce((SELECT json_agg(json_build_object('schooljaar', q.schooljaar, 'nummer', q.nummer, 'ingangsdatum', q.ingangsdatum, 'einddatum', q.einddatum))
                       FROM "Periode" q WHERE q."administratieNr" = ${adm}), '[]'::json) AS perioden,
           EXISTS (SELECT 1 FROM "AdministratieLeerroutepakket" a WHERE a."administratieNr" = ${adm} AND a."leerroutepakketId" = ${pakketId}) AS pakket,
           coalesce((SELECT json_agg(json_build_object('nummer', n.nummer, 'waarde', n.waarde, 'label', n.label, 'volgnummer', n.volgnummer))
                       FROM "Niveau" n WHERE n."leerroutepakketId" = ${pakketId}), '[]'::json) AS niveaus,
           coalesce((SELECT json_agg(json_build_object('id', d.id, 'naam', d.naam, 'code', d.code) ORDER BY d.volgnummer, d.id)
                       FROM "Domein" d WHERE d."leerroutepakketId" = ${pakketId}), '[]'::json) AS domeinen,
           coalesce((SELECT json_agg(json_build_object('id', c.id, 'domeinId', c."domeinId") ORDER BY c.volgnummer, c.id)
                       FROM "Competentie" c WHERE c."leerroutepakketId" = ${pakketId}), '[]'::json) AS competenties,
           (SELECT json_build_object('id', coalesce(array_agg(i.id), '{}'), 'competentieId', coalesce(array_agg(i."competentieId"), '{}'),
                                     'domeinId', coalesce(array_agg(i."domeinId"), '{}'), 'niveauNummer', coalesce(array_agg(i."niveauNummer"), '{}'))
              FROM "Indicator" i WHERE i."leerroutepakketId" = ${pakketId}) AS indicatoren,
           coalesce((SELECT json_agg(json_build_object('leerrouteNummer', s."leerrouteNummer", 'schoolsoort', s.schoolsoort, 'leerjaar', s.leerjaar, 'faseNummer', s."faseNummer") ORDER BY s."leerrouteNummer", s.schoolsoort, s.volgnummer)
                       FROM "LeerroutetrajectFase" s WHERE s."leerroutepakketId" = ${pakketId}), '[]'::json) AS stappen,
           coalesce((SELECT json_agg(json_build_object('leerjaarNr', f."leerjaarNr", 'faseNummer', f."faseNummer"))
                       FROM "LeerjaarFase" f WHERE f."administratieNr" = ${adm} AND f."leerroutepakketId" = ${pakketId}), '[]'::json) AS "leerjaarFasen",
           coalesce((SELECT json_agg(json_build_object('faseNummer', c."faseNummer", 'leerrouteNummer', c."leerrouteNummer", 'domeinId', c."domeinId", 'niveauNummer', c."niveauNummer",
                                      'indicatorIds', coalesce((SELECT json_agg(x."indicatorId") FROM "LeerroutepakketfaseIndicator" x
                                                                 WHERE x."leerroutepakketId" = c."leerroutepakketId" AND x."faseNummer" = c."faseNummer"
                                                                   AND x."leerrouteNummer" = c."leerrouteNummer" AND x."domeinId" = c."domeinId"), '[]'::json)))
                       FROM "Leerroutepakketfase" c WHERE c."leerroutepakketId" = ${pakketId}), '[]'::json) AS cellen,
           (SELECT json_agg(json_build_object('nr', g.nr, 'naam', g.naam, 'vestigingNr', g."vestigingNr", 'leerlingen', coalesce((
              SELECT json_agg(json_build_object(
                       'id', l.id, 'roepnaam', l.roepnaam, 'tussenvoegsel', l.tussenvoegsel, 'achternaam', l.achternaam,
                       'routes', (SELECT json_agg(json_build_object('leerrouteNummer', ll."leerrouteNummer", 'naam', lr.naam, 'uitstroombestemmingNummer', ll."uitstroombestemmingNummer", 'ingangsdatum', ll.ingangsdatum, 'einddatum', ll.einddatum))
                                    FROM "LeerlingLeerroute" ll JOIN "Leerroute" lr ON lr."leerroutepakketId" = ll."leerroutepakketId" AND lr.nummer = ll."leerrouteNummer"
                                   WHERE ll."administratieNr" = ${adm} AND ll."leerlingId" = l.id AND ll."leerroutepakketId" = ${pakketId}),
                       'loopbanen', (SELECT json_agg(json_build_object('schooljaar', s.schooljaar, 'leerjaarNr', s."leerjaarNr", 'leerjaarNaam', lj.naam, 'schoolsoort', s.schoolsoort))
                                       FROM "Schoolloopbaan" s LEFT JOIN "Leerjaar" lj ON lj."administratieNr" = s."administratieNr" AND lj.nr = s."leerjaarNr"
                                      WHERE s."administratieNr" = ${adm} AND s."leerlingId" = l.id))
                     ORDER BY l.achternaam, l.roepnaam, l.id)
                FROM "Leerling" l
               WHERE l."administratieNr" = ${adm} AND (${eenLeerling}::int IS NULL OR l.id = ${eenLeerling}::int)
                 AND EXISTS (SELECT 1 FROM "Leerlingtoewijzing" t, per
                              WHERE t."administratieNr" = ${adm} AND t."groepNr" = g.nr AND t."leerlingId" = l.id
                                AND t.ingangsdatum <= per.einddatum AND t.einddatum >= per.ingangsdatum)), '[]'::json))
                     ORDER BY g.naam, g.nr)
              FROM "Groep" g WHERE g."administratieNr" = ${adm}
               AND (${nrs}::int[] IS NULL OR g.nr = ANY(${nrs}::int[]))
               AND (${vestiging}::int IS NULL OR (g.schooljaar = ${schooljaar} AND (${vestiging}::int = 0 OR g."vestigingNr" = ${vestiging}::int)))) AS groepen`);
  const perioden = (meta?.perioden ?? []).map((q) => ({ ...q, ingangsdatum: q.ingangsdatum.slice(0, 10), einddatum: q.einddatum.slice(0, 10) }));
  const deze = perioden.find((q) => q.schooljaar === schooljaar && q.nummer === nummer);
  if (!meta || !deze) throw notFound(`Periode ${nummer} van schooljaar ${schooljaar}`);
  if (!meta.pakket) throw notFound(`Leerroutepakket ${pakketId}`);
  const gekozen = kies(meta.groepen ?? []);

  const ids = [...new Set(gekozen.flatMap((g) => g.leerlingen.map((l) => l.id)))];
  // One row per pupil and period with its evaluations as ONE bytea, six bytes per evaluation
  // (indicator id as int4, score as int2: `beoordelingenIn`), read from the index
  // Evaluatie_prognose_idx in this order: index-only, no sort (migration
  // 20261202090000_evaluatie_prognose_idx). A row per evaluation (30 pupils × 12 periods × 100)
  // cost more than a second to decode in the driver, two int[] arrays ~40 ms in its array parser,
  // one text list of numbers ~8 ms to scan; the bytes need neither (bench/prognose.ts).
  const evaluaties = ids.length
    ? await leesRijen<{ leerlingId: number; schooljaar: string; periodeNummer: number; beoordelingen: Uint8Array }>(Prisma.sql`
        SELECT e."leerlingId", e.schooljaar, e."periodeNummer", string_agg(int4send(e."indicatorId") || int2send(e.score::int2), ''::bytea) AS beoordelingen
          FROM "Evaluatie" e
         WHERE e."administratieNr" = ${adm} AND e."leerroutepakketId" = ${pakketId} AND e."leerlingId" = ANY(${ids}::int[])
           AND (e.schooljaar, e."periodeNummer") <= (${schooljaar}::text, ${nummer}::int)
         GROUP BY e."leerlingId", e.schooljaar, e."periodeNummer"
         ORDER BY e."leerlingId", e.schooljaar, e."periodeNummer"`)
    : [];

  const niveaus = sorteerNiveaus(meta.niveaus);
  const posities = niveauPosities(niveaus);
  const waarde = new Map(niveaus.map((n) => [n.nummer, n.waarde]));
  const lijsten = meta.indicatoren;
  const indicatoren: IndicatorRij[] = lijsten.id.map((id, k) => ({ id, competentieId: lijsten.competentieId[k]!, domeinId: lijsten.domeinId[k]!, niveauNummer: lijsten.niveauNummer[k]! }));
  const pakket = bereidPakketVoor(niveaus, indicatoren);
  const verwachtingen = bereidVerwachtingVoor(meta.stappen, meta.leerjaarFasen, meta.cellen);
  const competentieIds = new Map(meta.domeinen.map((d) => [d.id, meta.competenties.filter((c) => c.domeinId === d.id).map((c) => c.id)]));
  const domeinVan = new Map(indicatoren.map((i) => [i.id, i.domeinId]));
  const periodeSleutel = (sj: string, nr: number) => `${sj}|${nr}`;
  const periodeData = new Map(perioden.map((q) => [periodeSleutel(q.schooljaar, q.nummer), q]));
  // Formula 11: the end of the school year is the end of its last period.
  const jaarEinde = perioden.filter((q) => q.schooljaar === schooljaar).reduce((m, q) => (q.einddatum > m ? q.einddatum : m), deze.einddatum);
  const perLeerling = new Map<number, typeof evaluaties>();
  for (const e of evaluaties) {
    const lijst = perLeerling.get(e.leerlingId);
    if (lijst) lijst.push(e);
    else perLeerling.set(e.leerlingId, [e]);
  }

  const voorLeerling = (l: LeerlingJson) => {
    const routes: LeerlingLeerrouteRij[] = (l.routes ?? []).map((r) => ({ leerlingId: l.id, leerroutepakketId: pakketId, leerrouteNummer: r.leerrouteNummer, uitstroombestemmingNummer: r.uitstroombestemmingNummer, ingangsdatum: r.ingangsdatum.slice(0, 10), einddatum: r.einddatum.slice(0, 10) }));
    const loopbaanIn = (sj: string): LoopbaanRij | null => {
      const b = (l.loopbanen ?? []).find((x) => x.schooljaar === sj);
      return b ? { leerlingId: l.id, leerjaarNr: b.leerjaarNr, leerjaarNaam: b.leerjaarNaam, schoolsoort: b.schoolsoort } : null;
    };
    // Formula 2 walked forward: the standing after each period with evaluations, and formula 6's
    // reached level of each domain the period has evidence in. The standing's tallies move with
    // each evaluation (LopendeStand) instead of being counted again from the whole standing per
    // period — the same numbers (tests/unit/beheersing-lopend.test.ts).
    const punten = new Map<number, { schooljaar: string; nummer: number; einddatum: string; bereikt: number | null; metBewijs: boolean; verwachtePositie: number | null }[]>();
    const stand = new LopendeStand(pakket);
    const rijen = perLeerling.get(l.id) ?? [];
    for (const { schooljaar: sj, periodeNummer: nr, beoordelingen } of rijen) {
      const geraakt = new Set<number>();
      beoordelingenIn(beoordelingen, (indicatorId, score) => {
        stand.zet(indicatorId, score);
        const d = domeinVan.get(indicatorId);
        if (d !== undefined) geraakt.add(d);
      });
      const q = periodeData.get(periodeSleutel(sj, nr));
      if (!q || !geraakt.size) continue;
      // Formula 5 at the period: route and school career do not depend on the domain.
      const routeDan = leerrouteOp(routes, l.id, pakketId, q.einddatum);
      const loopbaanDan = loopbaanIn(sj);
      for (const d of geraakt) {
        const v = verwachtingUit(verwachtingen, routeDan, loopbaanDan, d);
        const lijst = punten.get(d) ?? [];
        lijst.push({ schooljaar: sj, nummer: nr, einddatum: q.einddatum, bereikt: stand.domeinBereikt(d, competentieIds.get(d) ?? []), metBewijs: true, verwachtePositie: v.niveauNummer === null ? null : (posities.get(v.niveauNummer) ?? null) });
        punten.set(d, lijst);
      }
    }
    const route = leerrouteOp(routes, l.id, pakketId, deze.einddatum);
    const loopbaan = loopbaanIn(schooljaar);
    const extraJaren = route ? jarenNaDitJaarInFase(meta.stappen, route.leerrouteNummer, loopbaan) : null;
    const faseEindeDatum = extraJaren === null ? null : plusJaren(jaarEinde, extraJaren);
    const routeNaam = route ? ((l.routes ?? []).find((r) => r.leerrouteNummer === route.leerrouteNummer && r.ingangsdatum.slice(0, 10) === route.ingangsdatum)?.naam ?? null) : null;
    const domeinen = meta.domeinen.map((d) => {
      const v = verwachtingUit(verwachtingen, route, loopbaan, d.id);
      const verwachtePositie = v.niveauNummer === null ? null : (posities.get(v.niveauNummer) ?? null);
      const historie = geschiedenis((punten.get(d.id) ?? []).filter((x) => vergelijkPeriode({ schooljaar: x.schooljaar, nummer: x.nummer }, { schooljaar, nummer }) <= 0));
      const laatste = historie[historie.length - 1];
      const uitkomst = prognose({
        punten: historie,
        jaarEinde: { datum: jaarEinde, t: laatste ? jarenTussen(laatste.einddatum, jaarEinde) : 0 },
        faseEinde: faseEindeDatum ? { datum: faseEindeDatum, t: laatste ? jarenTussen(laatste.einddatum, faseEindeDatum) : 0 } : null,
        verwachtingStatus: v.status,
        verwachtePositie,
        maxPositie: niveaus.length,
      });
      return {
        domeinId: d.id,
        ...uitkomst,
        verwachtNiveau: v.niveauNummer === null ? null : (waarde.get(v.niveauNummer) ?? null),
        historie: historie.map((x) => ({ schooljaar: x.schooljaar, nummer: x.nummer, einddatum: x.einddatum, niveau: Math.round(x.y * 100) / 100, verwachtePositie: x.verwachtePositie })),
      };
    });
    return { id: l.id, naam: volledigeNaam(l), leerrouteNummer: route?.leerrouteNummer ?? null, leerrouteNaam: routeNaam, domeinen };
  };

  const groepen = gekozen.map((g) => {
    const leerlingen = g.leerlingen.map(voorLeerling);
    return {
      groep: { nr: g.nr, naam: g.naam, vestigingNr: g.vestigingNr },
      domeinen: meta.domeinen.map((d) => {
        const tellingen = Object.fromEntries(PROGNOSE_STATUSSEN.map((s) => [s, 0])) as Record<(typeof PROGNOSE_STATUSSEN)[number], number>;
        for (const l of leerlingen) tellingen[l.domeinen.find((x) => x.domeinId === d.id)!.status]++;
        return { id: d.id, naam: d.naam, code: d.code, leerlingen: leerlingen.length, tellingen };
      }),
      leerlingen,
    };
  });
  return { periode: { schooljaar, nummer }, jaarEinde, niveaus, domeinen: meta.domeinen, groepen };
}

export async function prognosePerLeerling(ctx: TenantContext, p: { schooljaar: string; periode: number; pakketId: number; groepNr: number; leerlingId?: number }) {
  const r = await prognoseVoorGroepen(ctx, { ...p, groepen: { nrs: [p.groepNr] } }, (groepen) => {
    const g = groepen[0];
    if (!g) throw notFound(`Groep ${p.groepNr}`);
    if (!canRead(ctx.permissions, F.Leerlingevaluaties, { vestigingNr: g.vestigingNr, groepNrs: [g.nr] })) throw forbidden("U mag de beoordelingen van deze groep niet bekijken.");
    return [g];
  });
  const [g] = r.groepen;
  return { periode: r.periode, groep: { nr: g!.groep.nr, naam: g!.groep.naam }, jaarEinde: r.jaarEinde, niveaus: r.niveaus, domeinen: g!.domeinen, leerlingen: g!.leerlingen };
}

/**
 * Opbrengsten/PrognoseRisico (issue 34, the overview): per group of the school year in the branch
 * (0 = every readable one) and per domain, how many pupils the forecast puts at risk, of how many —
 * the monitor's computation over all those groups in the same two statements. Groups the user may
 * not read are left out; the period or package unknown is 404.
 */
export async function prognoseRisicoPerGroep(ctx: TenantContext, p: { schooljaar: string; periode: number; pakketId: number; vestigingNr: number }) {
  const r = await prognoseVoorGroepen(ctx, { ...p, groepen: { vestigingNr: p.vestigingNr } }, (groepen) =>
    groepen.filter((g) => g.leerlingen.length > 0 && canRead(ctx.permissions, F.Leerlingevaluaties, { vestigingNr: g.vestigingNr, groepNrs: [g.nr] })),
  );
  return {
    periode: r.periode,
    domeinen: r.domeinen.map((d) => ({ id: d.id, naam: d.naam, code: d.code })),
    groepen: r.groepen.map((g) => ({
      nr: g.groep.nr,
      naam: g.groep.naam,
      vestigingNr: g.groep.vestigingNr,
      leerlingen: g.leerlingen.length,
      domeinen: g.domeinen.map((d) => ({ domeinId: d.id, risico: d.tellingen.risico, teWeinig: d.tellingen.teWeinig, tellingen: d.tellingen })),
    })),
  };
}
