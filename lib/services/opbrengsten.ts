import { badRequest, fieldError, forbidden, notFound } from "@/lib/api/errors";
import type { TenantContext } from "@/lib/api/context";
import { db, leesRijen } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { volledigeNaam } from "@/lib/format";
import {
  bereidPakketVoor,
  bereidVerwachtingVoor,
  domeinBeheersingVan,
  faseUit,
  leerrouteOp,
  scoresOp,
  tellingenVan,
  samenvatting,
  verwachtingUit,
  type DomeinBeheersing,
  type FaseCelRij,
  type GecodeerdeEvaluaties,
  type IndicatorRij,
  type LeerjaarFaseRij,
  type VoorbereidPakket,
  type LeerlingLeerrouteRij,
  type LoopbaanRij,
  type NiveauRij,
  type TrajectStapRij,
  type VerwachtingStatus,
} from "@/lib/beheersing";
import { competentiePercentage, niveauLabelVanWaarde } from "@/lib/beheersing/overzicht";
import { groepVastlopers } from "@/lib/beheersing/vastlopers";
import { Bits, Functiegebied as F, hasBits } from "@/lib/permissions";
import type { Cijfer, OpbrengstFilter } from "@/lib/schemas/opbrengsten";
import { actievePeriode, isoDatum } from "@/lib/schooljaar";

/*
 * Opbrengsten (spec §7.3): the overviews of mastery per domain, learning route and school year.
 * Every call sends ONE statement (`laadOverzicht`; a named group adds its own check) whatever the
 * number of pupils, answering one JSON value:
 *   - the package as the arithmetic needs it (levels, domains, competences, indicators, phase
 *     cells, traject steps, leerjaar→phase links, routes);
 *   - the periods asked for that exist;
 *   - per period × pupil in the selection: name, group, school career and route links — the
 *     pupil set is what §6 lets the user read in Leerlingevaluaties (all / own branch / own
 *     group) narrowed by the filter;
 *   - per pupil, once: its evaluations up to the last period, as arrays, from which the STANDING
 *     of every indicator at each period follows (formula 2: the latest evaluation up to that
 *     period, carried forward; lib/beheersing's scoresOp).
 * The arithmetic on the standing (level, expected level, percentage, means with n) is
 * lib/beheersing's, so these figures mean what the monitor's mean.
 */

interface Domein {
  id: number;
  naam: string;
  code: string | null;
  volgnummer: number;
  hoofdvakgebied: string | null;
}
interface Competentie {
  id: number;
  domeinId: number;
  naam: string;
  volgnummer: number;
  vakgebiedNr: number | null;
}
export interface PakketMeta {
  id: number;
  naam: string;
  niveaus: NiveauRij[];
  domeinen: Domein[];
  competenties: Competentie[];
  indicatoren: IndicatorRij[];
  cellen: FaseCelRij[];
  stappen: TrajectStapRij[];
  leerjaarFasen: LeerjaarFaseRij[];
  leerroutes: { nummer: number; naam: string }[];
  vakgebieden: { nr: number; naam: string }[];
}

/**
 * The package as the arithmetic needs it, as one JSON value (a scalar subquery of the overview's
 * statement; null when the administration does not use the package).
 */
function pakketMetaSql(adm: number, pakketId: number) {
  return Prisma.sql`(SELECT json_build_object(
      'id', p.id, 'naam', p.naam,
      'niveaus', (SELECT coalesce(json_agg(json_build_object('nummer', n.nummer, 'waarde', n.waarde, 'label', n.label, 'volgnummer', n.volgnummer) ORDER BY n.volgnummer, n.nummer), '[]')
                    FROM "Niveau" n WHERE n."leerroutepakketId" = p.id),
      'domeinen', (SELECT coalesce(json_agg(json_build_object('id', d.id, 'naam', d.naam, 'code', d.code, 'volgnummer', d.volgnummer,
                      'hoofdvakgebied', (SELECT h.naam FROM "HoofdvakgebiedDomein" hd JOIN "Hoofdvakgebied" h ON h."administratieNr" = hd."administratieNr" AND h.nr = hd."hoofdvakgebiedNr"
                                          WHERE hd."administratieNr" = ${adm} AND hd."domeinId" = d.id LIMIT 1)) ORDER BY d.volgnummer, d.id), '[]')
                    FROM "Domein" d WHERE d."leerroutepakketId" = p.id),
      'competenties', (SELECT coalesce(json_agg(json_build_object('id', c.id, 'domeinId', c."domeinId", 'naam', c.naam, 'volgnummer', c.volgnummer,
                      'vakgebiedNr', (SELECT vc."vakgebiedNr" FROM "VakgebiedCompetentie" vc WHERE vc."administratieNr" = ${adm} AND vc."competentieId" = c.id)) ORDER BY c.volgnummer, c.id), '[]')
                    FROM "Competentie" c WHERE c."leerroutepakketId" = p.id),
      'indicatoren', (SELECT coalesce(json_agg(json_build_object('id', i.id, 'competentieId', i."competentieId", 'domeinId', i."domeinId", 'niveauNummer', i."niveauNummer")), '[]')
                    FROM "Indicator" i WHERE i."leerroutepakketId" = p.id),
      'cellen', (SELECT coalesce(json_agg(json_build_object('faseNummer', f."faseNummer", 'leerrouteNummer', f."leerrouteNummer", 'domeinId', f."domeinId", 'niveauNummer', f."niveauNummer",
                      'indicatorIds', (SELECT coalesce(array_agg(fi."indicatorId"), '{}') FROM "LeerroutepakketfaseIndicator" fi
                                        WHERE fi."leerroutepakketId" = f."leerroutepakketId" AND fi."faseNummer" = f."faseNummer" AND fi."leerrouteNummer" = f."leerrouteNummer" AND fi."domeinId" = f."domeinId"))), '[]')
                    FROM "Leerroutepakketfase" f WHERE f."leerroutepakketId" = p.id),
      'stappen', (SELECT coalesce(json_agg(json_build_object('leerrouteNummer', s."leerrouteNummer", 'schoolsoort', s.schoolsoort, 'leerjaar', s.leerjaar, 'faseNummer', s."faseNummer") ORDER BY s.volgnummer), '[]')
                    FROM "LeerroutetrajectFase" s WHERE s."leerroutepakketId" = p.id),
      'leerjaarFasen', (SELECT coalesce(json_agg(json_build_object('leerjaarNr', lf."leerjaarNr", 'faseNummer', lf."faseNummer")), '[]')
                    FROM "LeerjaarFase" lf WHERE lf."administratieNr" = ${adm} AND lf."leerroutepakketId" = p.id),
      'leerroutes', (SELECT coalesce(json_agg(json_build_object('nummer', r.nummer, 'naam', r.naam) ORDER BY r.nummer), '[]')
                    FROM "Leerroute" r WHERE r."leerroutepakketId" = p.id),
      'vakgebieden', (SELECT coalesce(json_agg(json_build_object('nr', v.nr, 'naam', v.naam) ORDER BY v.volgnummer, v.naam), '[]')
                    FROM "Vakgebied" v WHERE v."administratieNr" = ${adm})
    )
      FROM "AdministratieLeerroutepakket" ap JOIN "Leerroutepakket" p ON p.id = ap."leerroutepakketId"
     WHERE ap."administratieNr" = ${adm} AND ap."leerroutepakketId" = ${pakketId})`;
}

/** The package of the statement's answer (404 when the administration does not use it), competences in the package's order. */
function pakketUit(meta: PakketMeta | null, pakketId: number): PakketMeta {
  if (!meta) throw notFound(`Leerroutepakket ${pakketId}`);
  // Competences in the package's order: by domain, then their own order.
  const domeinPlek = new Map(meta.domeinen.map((d, i) => [d.id, i]));
  meta.competenties.sort((a, b) => (domeinPlek.get(a.domeinId) ?? 0) - (domeinPlek.get(b.domeinId) ?? 0) || a.volgnummer - b.volgnummer || a.id - b.id);
  return meta;
}

export interface Punt {
  schooljaar: string;
  nummer: number;
  ingangsdatum: string;
  einddatum: string;
}

/** Who is in the selection: §6 reach in Leerlingevaluaties plus the filter. */
export interface Selectie {
  vestigingNr?: number | null;
  groepNr?: number | null;
  leerrouteNummer?: number | null;
  eigen?: boolean;
}

/**
 * The filter's own checks: a branch must exist (404) and be within the user's reach (403); a group
 * must exist (404) and be readable in Leerlingevaluaties (403: a teacher asking for another class).
 */
async function controleerSelectie(ctx: TenantContext, s: Selectie) {
  const p = ctx.permissions;
  const alle = hasBits(p, F.Leerlingevaluaties, Bits.ReadAlle);
  if (s.vestigingNr != null) {
    if (!p.alleVestigingen.includes(s.vestigingNr) && !p.eigenVestigingen.includes(s.vestigingNr)) throw notFound(`[[Vestiging]] ${s.vestigingNr}`);
    const eigenVestiging = hasBits(p, F.Leerlingevaluaties, Bits.ReadEigenVestiging) && p.eigenVestigingen.includes(s.vestigingNr);
    if (!alle && !eigenVestiging && !hasBits(p, F.Leerlingevaluaties, Bits.ReadEigenKlas))
      throw forbidden(`U mag de beoordelingen van [[vestiging]] ${s.vestigingNr} niet bekijken.`);
  }
  if (s.groepNr != null) {
    const g = await db.groep.findUnique({ where: { administratieNr_nr: { administratieNr: ctx.administratieNr, nr: s.groepNr } }, select: { naam: true, vestigingNr: true } });
    if (!g) throw notFound(`[[Groep]] ${s.groepNr}`);
    const mag =
      alle ||
      (hasBits(p, F.Leerlingevaluaties, Bits.ReadEigenVestiging) && p.eigenVestigingen.includes(g.vestigingNr)) ||
      (hasBits(p, F.Leerlingevaluaties, Bits.ReadEigenKlas) && p.eigenGroepen.includes(s.groepNr));
    if (!mag) throw forbidden(`U mag de beoordelingen van ${g.naam} niet bekijken.`);
  }
}

export interface LeerlingRij {
  idx: number;
  leerlingId: number;
  roepnaam: string;
  tussenvoegsel: string | null;
  achternaam: string;
  groepNr: number;
  groepNaam: string;
  vestigingNr: number;
  leerjaarNr: number | null;
  leerjaarNaam: string | null;
  schoolsoort: string | null;
  /** The pupil's routes in the package that hold at the end of one of the periods (shared by its rows). */
  routes: LeerlingLeerrouteRij[];
}

/**
 * The statement answers the rows column by column (a row as JSON repeats every key: three times the
 * bytes to write and to parse); every column is null when there are no rows.
 */
const RIJ_KOLOMMEN = ["idx", "leerlingId", "roepnaam", "tussenvoegsel", "achternaam", "groepNr", "groepNaam", "vestigingNr", "leerjaarNr", "leerjaarNaam", "schoolsoort"] as const;
type RijKolommen = { [K in (typeof RIJ_KOLOMMEN)[number]]: LeerlingRij[K][] | null };

/**
 * What the overview's statement answers: the package, the periods found (in order), the pupils per
 * period and each pupil's evaluations up to the last period (by pupil id).
 */
export interface Overzicht {
  meta: PakketMeta;
  punten: Punt[];
  rijen: LeerlingRij[];
  evaluaties: Map<number, GecodeerdeEvaluaties>;
}

/**
 * THE statement of an overview: the package (null when not used), the asked periods that exist
 * (in order; a pair that does not exist is left out), per period × pupil in the selection name,
 * group, school career and route links, and per pupil its evaluations up to the last period
 * (indicator, score, period code: read once, not once per period; scoresOp gives the standing).
 * The pupil set is what §6 lets the user read in Leerlingevaluaties (all / own branch / own
 * group), narrowed by the selection. One JSON value: Postgres builds it, one JSON.parse reads it
 * (no per-cell conversion of a few thousand rows).
 */
export async function laadOverzicht(ctx: TenantContext, pakketId: number, gevraagd: { schooljaar: string; nummer: number }[], s: Selectie): Promise<Overzicht> {
  const adm = ctx.administratieNr;
  const p = ctx.permissions;
  const alle = hasBits(p, F.Leerlingevaluaties, Bits.ReadAlle);
  const vestigingen = hasBits(p, F.Leerlingevaluaties, Bits.ReadEigenVestiging) ? [...p.eigenVestigingen] : [];
  const groepen = hasBits(p, F.Leerlingevaluaties, Bits.ReadEigenKlas) ? [...p.eigenGroepen] : [];
  const eigenGroepen = [...p.eigenGroepen];
  const vestigingNr = s.vestigingNr ?? null;
  const groepNr = s.groepNr ?? null;
  const eigen = s.eigen === true;
  const [rij] = await leesRijen<{
    overzicht: {
      meta: PakketMeta | null;
      punten: Punt[];
      rijen: RijKolommen;
      routes: { leerlingId: number; routes: Omit<LeerlingLeerrouteRij, "leerlingId" | "leerroutepakketId">[] }[];
      evaluaties: GecodeerdeEvaluaties[];
    };
  }>(Prisma.sql`
    WITH gevraagd AS (
      SELECT * FROM json_to_recordset(${JSON.stringify(gevraagd)}::json) AS x(schooljaar text, nummer int)
    ), pp AS (
      SELECT (row_number() OVER (ORDER BY q.schooljaar, q.nummer) - 1)::int AS idx, q.schooljaar, q.nummer, q.ingangsdatum, q.einddatum
        FROM "Periode" q
       WHERE q."administratieNr" = ${adm} AND (q.schooljaar, q.nummer) IN (SELECT schooljaar, nummer FROM gevraagd)
    ), lp AS (
      SELECT pp.idx, pp.schooljaar, pp.nummer, pp.einddatum, g.* FROM pp CROSS JOIN LATERAL (
        SELECT DISTINCT ON (t."leerlingId") t."leerlingId", g.nr AS "groepNr", g.naam AS "groepNaam", g."vestigingNr"
          FROM "Leerlingtoewijzing" t JOIN "Groep" g ON g."administratieNr" = t."administratieNr" AND g.nr = t."groepNr"
         WHERE t."administratieNr" = ${adm} AND t.ingangsdatum <= pp.einddatum AND t.einddatum >= pp.ingangsdatum
           AND (${alle} OR g."vestigingNr" = ANY(${vestigingen}::int[]) OR g.nr = ANY(${groepen}::int[]))
           AND (${vestigingNr}::int IS NULL OR g."vestigingNr" = ${vestigingNr}::int)
           AND (${groepNr}::int IS NULL OR g.nr = ${groepNr}::int)
           AND (NOT ${eigen} OR g.nr = ANY(${eigenGroepen}::int[]))
         ORDER BY t."leerlingId", (g.soort = 'Klas') DESC, t.einddatum DESC, t.ingangsdatum DESC) g
       -- Nothing to read for a package the administration does not use (the answer is a 404).
       WHERE EXISTS (SELECT 1 FROM "AdministratieLeerroutepakket" ap WHERE ap."administratieNr" = ${adm} AND ap."leerroutepakketId" = ${pakketId})
    ), rij AS (
      SELECT lp.idx, lp."leerlingId", l.roepnaam, l.tussenvoegsel, l.achternaam, lp."groepNr", lp."groepNaam", lp."vestigingNr",
             sb."leerjaarNr", lj.naam AS "leerjaarNaam", sb.schoolsoort::text AS schoolsoort
        FROM lp
        JOIN "Leerling" l ON l."administratieNr" = ${adm} AND l.id = lp."leerlingId"
        LEFT JOIN "Schoolloopbaan" sb ON sb."administratieNr" = ${adm} AND sb."leerlingId" = lp."leerlingId" AND sb.schooljaar = lp.schooljaar
        LEFT JOIN "Leerjaar" lj ON lj."administratieNr" = ${adm} AND lj.nr = sb."leerjaarNr"
    ), rt AS (
      -- Each pupil's routes in the package that hold at the end of one of the periods, once per
      -- pupil (not per pupil and period): leerrouteOp picks the one of each period.
      SELECT r."leerlingId", json_agg(json_build_object('leerrouteNummer', r."leerrouteNummer", 'uitstroombestemmingNummer', r."uitstroombestemmingNummer",
                                                        'ingangsdatum', r.ingangsdatum, 'einddatum', r.einddatum)) AS routes
        FROM "LeerlingLeerroute" r
       WHERE r."administratieNr" = ${adm} AND r."leerroutepakketId" = ${pakketId} AND r."leerlingId" IN (SELECT "leerlingId" FROM lp)
         AND EXISTS (SELECT 1 FROM pp WHERE r.ingangsdatum <= pp.einddatum AND r.einddatum >= pp.einddatum)
       GROUP BY r."leerlingId"
    ), laatste AS (
      SELECT schooljaar, nummer FROM pp ORDER BY idx DESC LIMIT 1
    ), st AS (
      -- Every evaluation of the pupil up to the last period asked, once per pupil whatever the
      -- number of periods, in the index's order (no sort); scoresOp (lib/beheersing) picks the latest
      -- per indicator for each period. codes: periodeCode's number of each evaluation's period.
      SELECT ll."leerlingId", e.ids, e.scores, e.codes
        FROM (SELECT DISTINCT "leerlingId" FROM lp) ll CROSS JOIN laatste CROSS JOIN LATERAL (
          SELECT array_agg(e."indicatorId") AS ids, array_agg(e.score) AS scores, array_agg(left(e.schooljaar, 4)::int * 100 + e."periodeNummer") AS codes
            FROM "Evaluatie" e
           WHERE e."administratieNr" = ${adm} AND e."leerlingId" = ll."leerlingId" AND e."leerroutepakketId" = ${pakketId}
             AND (e.schooljaar, e."periodeNummer") <= (laatste.schooljaar, laatste.nummer)) e
       WHERE e.ids IS NOT NULL
    )
    SELECT json_build_object(
      'meta', ${pakketMetaSql(adm, pakketId)},
      'punten', (SELECT coalesce(json_agg(json_build_object('schooljaar', pp.schooljaar, 'nummer', pp.nummer, 'ingangsdatum', pp.ingangsdatum, 'einddatum', pp.einddatum) ORDER BY pp.idx), '[]'::json) FROM pp),
      'rijen', (SELECT json_build_object(${Prisma.raw(RIJ_KOLOMMEN.map((k) => `'${k}', array_agg("${k}" ORDER BY idx, achternaam, roepnaam, "leerlingId")`).join(", "))}) FROM rij),
      'routes', (SELECT coalesce(json_agg(rt), '[]'::json) FROM rt),
      'evaluaties', (SELECT coalesce(json_agg(st), '[]'::json) FROM st)
    ) AS overzicht`);
  const o = rij!.overzicht;
  const routes = new Map(o.routes.map((x) => [x.leerlingId, x.routes.map((r) => ({ leerlingId: x.leerlingId, leerroutepakketId: pakketId, ...r }))]));
  const k = o.rijen;
  const rijen: LeerlingRij[] = (k.idx ?? []).map((idx, i) => {
    const leerlingId = k.leerlingId![i]!;
    return {
      idx,
      leerlingId,
      roepnaam: k.roepnaam![i]!,
      tussenvoegsel: k.tussenvoegsel![i]!,
      achternaam: k.achternaam![i]!,
      groepNr: k.groepNr![i]!,
      groepNaam: k.groepNaam![i]!,
      vestigingNr: k.vestigingNr![i]!,
      leerjaarNr: k.leerjaarNr![i]!,
      leerjaarNaam: k.leerjaarNaam![i]!,
      schoolsoort: k.schoolsoort![i]!,
      routes: routes.get(leerlingId) ?? [],
    };
  });
  return { meta: pakketUit(o.meta, pakketId), punten: o.punten, rijen, evaluaties: new Map(o.evaluaties.map((e) => [e.leerlingId, e])) };
}


/** One pupil at one period: the domains as lib/beheersing computes them. */
export interface LeerlingUitkomst {
  idx: number;
  leerlingId: number;
  naam: string;
  groepNr: number;
  groep: string;
  route: LeerlingLeerrouteRij | null;
  /** Per domain (package order). */
  domeinen: Map<number, DomeinBeheersing & { beoordeeld: boolean }>;
}

/** The computation of every pupil of the selection at every period (lib/beheersing, formulas 2–6). */
function bereken(meta: PakketMeta, punten: Punt[], { rijen, evaluaties }: Overzicht, leerrouteNummer: number | null | undefined): LeerlingUitkomst[] {
  // The package prepared once for formulas 3 and 6 (levels and indicators per competence).
  const voorbereid: VoorbereidPakket = bereidPakketVoor(meta.niveaus, meta.indicatoren);
  const verwachtingen = bereidVerwachtingVoor(meta.stappen, meta.leerjaarFasen, meta.cellen);
  const competentiesPerDomein = new Map<number, number[]>();
  for (const c of meta.competenties) competentiesPerDomein.set(c.domeinId, [...(competentiesPerDomein.get(c.domeinId) ?? []), c.id]);
  const domeinVanIndicator = new Map(meta.indicatoren.map((i) => [i.id, i.domeinId]));
  // A domain in which the pupil has no standing at all gives the same answer for every pupil with
  // the same expectation (domeinBeheersing reads only that domain's scores): computed once per
  // expectation and shared. Exact, and most of the work on a school-wide overview.
  const leeg = new Map<number, number>();
  const zonderStand = new Map<string, DomeinBeheersing & { beoordeeld: boolean }>();

  const uit: LeerlingUitkomst[] = [];
  for (const r of rijen) {
    const punt = punten[r.idx]!;
    const route = leerrouteOp(r.routes, r.leerlingId, meta.id, punt.einddatum);
    if (leerrouteNummer != null && route?.leerrouteNummer !== leerrouteNummer) continue;
    const loopbaan: LoopbaanRij = { leerlingId: r.leerlingId, leerjaarNr: r.leerjaarNr, leerjaarNaam: r.leerjaarNaam, schoolsoort: r.schoolsoort };
    const scores = scoresOp(evaluaties.get(r.leerlingId), punt);
    const metStand = new Set<number>();
    for (const id of scores.keys()) {
      const d = domeinVanIndicator.get(id);
      if (d !== undefined) metStand.add(d);
    }
    const domeinen = new Map<number, DomeinBeheersing & { beoordeeld: boolean }>();
    // Formula 3's tallies of the pupil's standing, once for all domains.
    const tellingen = metStand.size ? tellingenVan(voorbereid, scores) : undefined;
    // The pupil's phase does not depend on the domain: looked up once.
    const fase = route ? faseUit(verwachtingen, route.leerrouteNummer, loopbaan) : null;
    for (const d of meta.domeinen) {
      const v = verwachtingUit(verwachtingen, route, loopbaan, d.id, fase);
      const sleutel = metStand.has(d.id) ? null : `${d.id}|${v.status}|${v.leerrouteNummer}|${v.uitstroombestemmingNummer}|${v.faseNummer}|${v.niveauNummer}`;
      const gedeeld = sleutel === null ? undefined : zonderStand.get(sleutel);
      if (gedeeld) {
        domeinen.set(d.id, gedeeld);
        continue;
      }
      const uitkomst = domeinBeheersingVan(voorbereid, {
        domeinId: d.id,
        competentieIds: competentiesPerDomein.get(d.id) ?? [],
        scores: sleutel === null ? scores : leeg,
        verwachting: v,
        tellingen: sleutel === null ? tellingen : undefined,
      });
      // A fresh object of domeinBeheersingVan: flagged in place (no copy per pupil and domain).
      const metVlag = Object.assign(uitkomst, { beoordeeld: uitkomst.competenties.some((c) => c.geevalueerd > 0) });
      if (sleutel !== null) zonderStand.set(sleutel, metVlag);
      domeinen.set(d.id, metVlag);
    }
    uit.push({ idx: r.idx, leerlingId: r.leerlingId, naam: volledigeNaam(r), groepNr: r.groepNr, groep: r.groepNaam, route, domeinen });
  }
  return uit;
}

/** One pupil's number in a figure: null percentage = no expectation; beoordeeld false = left out. */
interface Bijdrage {
  beoordeeld: boolean;
  percentage: number | null;
  waarde: number | null;
}

/** Formula 7: means of the pupils' numbers with the counts behind them. */
function cijferVan(niveaus: readonly NiveauRij[], bijdragen: readonly Bijdrage[]): Cijfer {
  const beoordeeld = bijdragen.filter((b) => b.beoordeeld);
  const pct = samenvatting(beoordeeld.map((b) => b.percentage), 100);
  const niveau = samenvatting(beoordeeld.map((b) => b.waarde));
  return {
    n: pct.n,
    gemiddeldPercentage: pct.gemiddelde,
    opKoers: pct.aantalBoven,
    nNiveau: niveau.n,
    gemiddeldNiveau: niveau.gemiddelde,
    niveauLabel: niveauLabelVanWaarde(niveaus, niveau.gemiddelde),
    zonderDoel: pct.zonder,
    nietBeoordeeld: bijdragen.length - beoordeeld.length,
  };
}

/** A pupil's number in one domain. */
function domeinBijdrage(u: LeerlingUitkomst, domeinId: number): Bijdrage {
  const d = u.domeinen.get(domeinId);
  return d ? { beoordeeld: d.beoordeeld, percentage: d.percentage, waarde: d.bereikt } : { beoordeeld: false, percentage: null, waarde: null };
}

/** A pupil's number over all domains it was judged in: the mean of those domains' numbers. */
function totaalBijdrage(u: LeerlingUitkomst): Bijdrage {
  const beoordeeld = [...u.domeinen.values()].filter((d) => d.beoordeeld);
  if (beoordeeld.length === 0) return { beoordeeld: false, percentage: null, waarde: null };
  return {
    beoordeeld: true,
    percentage: samenvatting(beoordeeld.map((d) => d.percentage)).gemiddelde,
    waarde: samenvatting(beoordeeld.map((d) => d.bereikt)).gemiddelde,
  };
}

/** A pupil's number over a set of competences (a subject area): mean per competence against its domain's expected level. */
function competentiesBijdrage(u: LeerlingUitkomst, competentieIds: ReadonlySet<number> | null): Bijdrage & { status: VerwachtingStatus | "nietBeoordeeld" } {
  const delen: { percentage: number | null; waarde: number; geevalueerd: number; status: VerwachtingStatus }[] = [];
  for (const d of u.domeinen.values())
    for (const c of d.competenties)
      if (!competentieIds || competentieIds.has(c.competentieId))
        delen.push({ percentage: competentiePercentage(c.waarde, d.verwachtePositie), waarde: c.waarde, geevalueerd: c.geevalueerd, status: d.verwachting.status });
  if (!delen.some((x) => x.geevalueerd > 0)) return { beoordeeld: false, percentage: null, waarde: null, status: "nietBeoordeeld" };
  const pct = samenvatting(delen.map((x) => x.percentage));
  const status = pct.zonder === 0 ? "ok" : (delen.find((x) => x.status !== "ok")?.status ?? "zonderDoel");
  return {
    beoordeeld: true,
    // A subject area has a percentage only when every one of its competences has an expectation.
    percentage: pct.zonder === 0 ? pct.gemiddelde : null,
    waarde: samenvatting(delen.map((x) => x.waarde)).gemiddelde,
    status,
  };
}

// ---------------------------------------------------------------------------------------------
// The calls

const pakketKop = (meta: PakketMeta) => ({ id: meta.id, naam: meta.naam });
const domeinKop = (d: Domein) => ({ domeinId: d.id, naam: d.naam, code: d.code, hoofdvakgebied: d.hoofdvakgebied });

/** The one period asked for (404 when the statement did not find it). */
function eenPunt(o: Overzicht, schooljaar: string, nummer: number): Punt {
  const punt = o.punten[0];
  if (!punt) throw notFound(`Periode ${nummer} van schooljaar ${schooljaar}`);
  return punt;
}

/** The same period number in `aantal` school years up to `schooljaar` (years without it are skipped by the statement). */
function trendGevraagd(schooljaar: string, nummer: number, aantal: number) {
  const start = Number(schooljaar.slice(0, 4));
  return Array.from({ length: aantal }, (_, i) => ({ schooljaar: `${start - aantal + 1 + i}-${start - aantal + 2 + i}`, nummer }));
}

/** The trend's periods found; 404 when the chosen school year has none. */
function trendPunten(o: Overzicht, schooljaar: string, nummer: number): Punt[] {
  if (!o.punten.some((p) => p.schooljaar === schooljaar)) throw notFound(`Periode ${nummer} van schooljaar ${schooljaar}`);
  return o.punten;
}

const vestigingSelectie = (vestigingNr: number): Selectie => (vestigingNr ? { vestigingNr } : {});

/** BeheersingPerDomein: per domain of the package at one period (school or branch). */
export async function beheersingPerDomein(ctx: TenantContext, o: { pakketId: number; schooljaar: string; periodeNummer: number; vestigingNr: number }) {
  const s = vestigingSelectie(o.vestigingNr);
  await controleerSelectie(ctx, s);
  const ov = await laadOverzicht(ctx, o.pakketId, [{ schooljaar: o.schooljaar, nummer: o.periodeNummer }], s);
  const meta = ov.meta;
  const punt = eenPunt(ov, o.schooljaar, o.periodeNummer);
  const uitkomsten = bereken(meta, [punt], ov, null);
  return {
    pakket: pakketKop(meta),
    periode: { schooljaar: punt.schooljaar, periodeNummer: punt.nummer },
    leerlingen: uitkomsten.length,
    zonderLeerroute: uitkomsten.filter((u) => !u.route).length,
    domeinen: meta.domeinen.map((d) => ({ ...domeinKop(d), cijfer: cijferVan(meta.niveaus, uitkomsten.map((u) => domeinBijdrage(u, d.id))) })),
    totaal: cijferVan(meta.niveaus, uitkomsten.map(totaalBijdrage)),
  };
}

/** BeheersingDomeinPerSchooljaar: one domain (or all) over several school years at the same period number. */
export async function beheersingDomeinPerSchooljaar(
  ctx: TenantContext,
  o: { pakketId: number; domeinId: number; vestigingNr: number; schooljaar: string; periodeNummer: number; aantalJaren: number },
) {
  const s = vestigingSelectie(o.vestigingNr);
  await controleerSelectie(ctx, s);
  const ov = await laadOverzicht(ctx, o.pakketId, trendGevraagd(o.schooljaar, o.periodeNummer, o.aantalJaren), s);
  const meta = ov.meta;
  if (o.domeinId && !meta.domeinen.some((d) => d.id === o.domeinId)) throw notFound(`Domein ${o.domeinId}`);
  const domeinen = meta.domeinen.filter((d) => !o.domeinId || d.id === o.domeinId);
  const punten = trendPunten(ov, o.schooljaar, o.periodeNummer);
  const uitkomsten = bereken(meta, punten, ov, null);
  return {
    pakket: pakketKop(meta),
    domeinen: domeinen.map(domeinKop),
    schooljaren: punten.map((punt, idx) => {
      const hier = uitkomsten.filter((u) => u.idx === idx);
      return {
        schooljaar: punt.schooljaar,
        periodeNummer: punt.nummer,
        leerlingen: hier.length,
        domeinen: domeinen.map((d) => ({ domeinId: d.id, cijfer: cijferVan(meta.niveaus, hier.map((u) => domeinBijdrage(u, d.id))) })),
        totaal: cijferVan(meta.niveaus, hier.map(totaalBijdrage)),
      };
    }),
  };
}

/** The route groups of a set of pupils: the package's routes in order, then "without route" (only when there are such pupils). */
function routeGroepen(meta: PakketMeta, uitkomsten: LeerlingUitkomst[], leerrouteNummer: number | null) {
  const groepen: { leerrouteNummer: number | null; naam: string | null }[] = meta.leerroutes
    .filter((r) => !leerrouteNummer || r.nummer === leerrouteNummer)
    .map((r) => ({ leerrouteNummer: r.nummer, naam: r.naam }));
  if (!leerrouteNummer && uitkomsten.some((u) => !u.route)) groepen.push({ leerrouteNummer: null, naam: null });
  return groepen;
}

/** LeerrouteDomein: per learning route (and without one) and domain at one period. */
export async function leerrouteDomein(ctx: TenantContext, o: { pakketId: number; schooljaar: string; periodeNummer: number; vestigingNr: number }) {
  const s = vestigingSelectie(o.vestigingNr);
  await controleerSelectie(ctx, s);
  const ov = await laadOverzicht(ctx, o.pakketId, [{ schooljaar: o.schooljaar, nummer: o.periodeNummer }], s);
  const meta = ov.meta;
  const punt = eenPunt(ov, o.schooljaar, o.periodeNummer);
  const uitkomsten = bereken(meta, [punt], ov, null);
  return {
    pakket: pakketKop(meta),
    periode: { schooljaar: punt.schooljaar, periodeNummer: punt.nummer },
    domeinen: meta.domeinen.map(domeinKop),
    leerroutes: routeGroepen(meta, uitkomsten, null).map((g) => {
      const hier = uitkomsten.filter((u) => (u.route?.leerrouteNummer ?? null) === g.leerrouteNummer);
      return {
        ...g,
        leerlingen: hier.length,
        domeinen: meta.domeinen.map((d) => ({ domeinId: d.id, cijfer: cijferVan(meta.niveaus, hier.map((u) => domeinBijdrage(u, d.id))) })),
        totaal: cijferVan(meta.niveaus, hier.map(totaalBijdrage)),
      };
    }),
  };
}

/** LeerrouteSchooljaar: per learning route (or one) over several school years at the same period number. */
export async function leerrouteSchooljaar(
  ctx: TenantContext,
  o: { pakketId: number; leerrouteNummer: number; vestigingNr: number; schooljaar: string; periodeNummer: number; aantalJaren: number },
) {
  const s = vestigingSelectie(o.vestigingNr);
  await controleerSelectie(ctx, s);
  const ov = await laadOverzicht(ctx, o.pakketId, trendGevraagd(o.schooljaar, o.periodeNummer, o.aantalJaren), s);
  const meta = ov.meta;
  if (o.leerrouteNummer && !meta.leerroutes.some((r) => r.nummer === o.leerrouteNummer)) throw notFound(`Leerroute ${o.leerrouteNummer}`);
  const punten = trendPunten(ov, o.schooljaar, o.periodeNummer);
  const uitkomsten = bereken(meta, punten, ov, o.leerrouteNummer || null);
  const groepen = routeGroepen(meta, uitkomsten, o.leerrouteNummer || null);
  return {
    pakket: pakketKop(meta),
    leerroutes: groepen,
    schooljaren: punten.map((punt, idx) => ({
      schooljaar: punt.schooljaar,
      periodeNummer: punt.nummer,
      leerroutes: groepen.map((g) => {
        const hier = uitkomsten.filter((u) => u.idx === idx && (u.route?.leerrouteNummer ?? null) === g.leerrouteNummer);
        return { leerrouteNummer: g.leerrouteNummer, leerlingen: hier.length, cijfer: cijferVan(meta.niveaus, hier.map(totaalBijdrage)) };
      }),
    })),
  };
}

function controleerVakgebied(meta: PakketMeta, vakgebiedNr: number | null | undefined, veld: string) {
  if (vakgebiedNr == null) return null;
  const v = meta.vakgebieden.find((x) => x.nr === vakgebiedNr);
  if (!v) throw fieldError(veld, `vakgebied ${vakgebiedNr} bestaat niet`);
  return v;
}

/** The periods `van`..`tot` of a school year to ask for (400 when reversed). */
function reeksGevraagd(schooljaar: string, van: number, tot: number) {
  if (van > tot) throw badRequest(`d: de eerste periode (${van}) ligt na de laatste (${tot}).`, [{ path: "params.d", message: "ligt na de laatste periode" }]);
  return Array.from({ length: Math.min(tot - van + 1, 24) }, (_, i) => ({ schooljaar, nummer: van + i }));
}

/** The range's periods found; 404 when none exists. */
function reeksPunten(o: Overzicht, schooljaar: string, van: number, tot: number): Punt[] {
  if (o.punten.length === 0) throw notFound(`Perioden ${van}–${tot} van schooljaar ${schooljaar}`);
  return o.punten;
}

/** CompententieBeheersingPerPeriode: per competence (of a domain, of the filter's subject area), per period of the year. */
export async function competentieBeheersingPerPeriode(
  ctx: TenantContext,
  o: { pakketId: number; domeinId: number; competentieId: number; van: number; tot: number; schooljaar: string; filter: OpbrengstFilter },
) {
  await controleerSelectie(ctx, o.filter);
  const ov = await laadOverzicht(ctx, o.pakketId, reeksGevraagd(o.schooljaar, o.van, o.tot), o.filter);
  const meta = ov.meta;
  if (o.domeinId && !meta.domeinen.some((d) => d.id === o.domeinId)) throw notFound(`Domein ${o.domeinId}`);
  const gekozen = o.competentieId ? meta.competenties.find((c) => c.id === o.competentieId && (!o.domeinId || c.domeinId === o.domeinId)) : null;
  if (o.competentieId && !gekozen) throw notFound(`Competentie ${o.competentieId}`);
  controleerVakgebied(meta, o.filter.vakgebiedNr, "body.vakgebiedNr");
  const competenties = meta.competenties.filter(
    (c) => (!o.competentieId || c.id === o.competentieId) && (!o.domeinId || c.domeinId === o.domeinId) && (o.filter.vakgebiedNr == null || c.vakgebiedNr === o.filter.vakgebiedNr),
  );
  const punten = reeksPunten(ov, o.schooljaar, o.van, o.tot);
  const uitkomsten = bereken(meta, punten, ov, o.filter.leerrouteNummer);
  const domeinNaam = new Map(meta.domeinen.map((d) => [d.id, d.naam]));
  return {
    pakket: pakketKop(meta),
    perioden: punten.map((p) => ({ schooljaar: p.schooljaar, periodeNummer: p.nummer })),
    competenties: competenties.map((c) => ({
      competentieId: c.id,
      naam: c.naam,
      domeinId: c.domeinId,
      domeinNaam: domeinNaam.get(c.domeinId) ?? "",
      perioden: punten.map((punt, idx) => {
        const hier = uitkomsten.filter((u) => u.idx === idx);
        const bijdragen = hier.map((u): Bijdrage => {
          const d = u.domeinen.get(c.domeinId);
          const cn = d?.competenties.find((x) => x.competentieId === c.id);
          if (!d || !cn || cn.geevalueerd === 0) return { beoordeeld: false, percentage: null, waarde: null };
          return { beoordeeld: true, percentage: competentiePercentage(cn.waarde, d.verwachtePositie), waarde: cn.waarde };
        });
        return { periodeNummer: punt.nummer, leerlingen: hier.length, cijfer: cijferVan(meta.niveaus, bijdragen) };
      }),
    })),
  };
}

/** LeerlingVakgebiedBeheersingPerPeriode: per pupil and period, the mastery of a subject area (0 = the whole package). */
export async function leerlingVakgebiedBeheersing(
  ctx: TenantContext,
  o: { pakketId: number; vakgebiedNr: number; van: number; tot: number; schooljaar: string; filter: OpbrengstFilter & { page?: number; pageSize?: number } },
) {
  await controleerSelectie(ctx, o.filter);
  const ov = await laadOverzicht(ctx, o.pakketId, reeksGevraagd(o.schooljaar, o.van, o.tot), o.filter);
  const meta = ov.meta;
  const vakgebied = o.vakgebiedNr ? meta.vakgebieden.find((v) => v.nr === o.vakgebiedNr) : null;
  if (o.vakgebiedNr && !vakgebied) throw notFound(`Vakgebied ${o.vakgebiedNr}`);
  controleerVakgebied(meta, o.filter.vakgebiedNr, "body.vakgebiedNr");
  const vakNr = o.vakgebiedNr || o.filter.vakgebiedNr || null;
  const ids = vakNr ? new Set(meta.competenties.filter((c) => c.vakgebiedNr === vakNr).map((c) => c.id)) : null;
  const punten = reeksPunten(ov, o.schooljaar, o.van, o.tot);
  const uitkomsten = bereken(meta, punten, ov, o.filter.leerrouteNummer);
  const routeNaam = new Map(meta.leerroutes.map((r) => [r.nummer, r.naam]));

  // Pupils in name order (the SQL's order), each once, with the group and route of the latest period.
  const perLeerling = new Map<number, LeerlingUitkomst[]>();
  for (const u of uitkomsten) perLeerling.set(u.leerlingId, [...(perLeerling.get(u.leerlingId) ?? []), u]);
  const volgorde = [...perLeerling.values()].sort((a, b) => a[0]!.naam.localeCompare(b[0]!.naam, "nl") || a[0]!.leerlingId - b[0]!.leerlingId);
  const pageSize = o.filter.pageSize ?? 100;
  const page = o.filter.page ?? 1;
  const items = volgorde.slice((page - 1) * pageSize, page * pageSize).map((lijst) => {
    const laatste = lijst[lijst.length - 1]!;
    return {
      leerlingId: laatste.leerlingId,
      naam: laatste.naam,
      groep: laatste.groep,
      leerroute: laatste.route ? (routeNaam.get(laatste.route.leerrouteNummer) ?? null) : null,
      perioden: punten.map((punt, idx) => {
        const u = lijst.find((x) => x.idx === idx);
        if (!u) return { periodeNummer: punt.nummer, percentage: null, niveau: null, niveauLabel: null, status: "nietBeoordeeld" as const };
        const b = competentiesBijdrage(u, ids);
        return { periodeNummer: punt.nummer, percentage: b.percentage, niveau: b.waarde, niveauLabel: niveauLabelVanWaarde(meta.niveaus, b.waarde), status: b.status };
      }),
    };
  });
  return {
    pakket: pakketKop(meta),
    vakgebied: vakgebied ? { nr: vakgebied.nr, naam: vakgebied.naam } : null,
    perioden: punten.map((p) => ({ schooljaar: p.schooljaar, periodeNummer: p.nummer })),
    items,
    total: volgorde.length,
    page,
    pageSize,
    gemiddelde: punten.map((punt, idx) => {
      const hier = uitkomsten.filter((u) => u.idx === idx);
      return { periodeNummer: punt.nummer, leerlingen: hier.length, cijfer: cijferVan(meta.niveaus, hier.map((u) => competentiesBijdrage(u, ids))) };
    }),
  };
}

// ---------------------------------------------------------------------------------------------
// The overview screen's choices

/**
 * What the overview screen offers: the administration's active packages, the branches whose
 * evaluations the user may read (all or own; a class teacher reads own groups only and gets none
 * to choose), and the school year's periods with the active one.
 */
export async function overzichtKeuzes(ctx: TenantContext, schooljaar: string) {
  const adm = ctx.administratieNr;
  const p = ctx.permissions;
  const alle = hasBits(p, F.Leerlingevaluaties, Bits.ReadAlle);
  const eigen = hasBits(p, F.Leerlingevaluaties, Bits.ReadEigenVestiging);
  const [pakketten, vestigingen, perioden] = await Promise.all([
    db.administratieLeerroutepakket.findMany({
      where: { administratieNr: adm, actief: true },
      select: { leerroutepakket: { select: { id: true, naam: true } } },
      orderBy: { leerroutepakket: { naam: "asc" } },
    }),
    alle || eigen
      ? db.vestiging.findMany({ where: { administratieNr: adm, ...(alle ? {} : { nr: { in: [...p.eigenVestigingen] } }) }, select: { nr: true, naam: true }, orderBy: [{ naam: "asc" }, { nr: "asc" }] })
      : Promise.resolve([]),
    db.periode.findMany({ where: { administratieNr: adm, schooljaar }, select: { nummer: true, ingangsdatum: true, einddatum: true }, orderBy: { nummer: "asc" } }),
  ]);
  return {
    pakketten: pakketten.map((x) => x.leerroutepakket),
    vestigingen,
    perioden: perioden.map((x) => ({ nummer: x.nummer, ingangsdatum: isoDatum(x.ingangsdatum), einddatum: isoDatum(x.einddatum) })),
    actievePeriode: actievePeriode(perioden, schooljaar)?.nummer ?? null,
  };
}
export type OverzichtKeuzes = Awaited<ReturnType<typeof overzichtKeuzes>>;

// ---------------------------------------------------------------------------------------------
// Where a group is stuck (planning page)

/**
 * The indicators of the expected phase that most pupils of a group have not mastered at a period
 * (lib/beheersing/vastlopers.ts), with names and the lesson bundles of each phase cell. The group
 * must be readable in Leerlingevaluaties (403 otherwise, 404 when it does not exist).
 */
export async function groepVastlopen(ctx: TenantContext, o: { pakketId: number; groepNr: number; schooljaar: string; periodeNummer: number; max?: number }) {
  await controleerSelectie(ctx, { groepNr: o.groepNr });
  const ov = await laadOverzicht(ctx, o.pakketId, [{ schooljaar: o.schooljaar, nummer: o.periodeNummer }], { groepNr: o.groepNr });
  const meta = ov.meta;
  const punt = eenPunt(ov, o.schooljaar, o.periodeNummer);
  const rijen = ov.rijen;
  const verwachtingen = bereidVerwachtingVoor(meta.stappen, meta.leerjaarFasen, meta.cellen);
  const leerlingen = rijen.map((r) => {
    const route = leerrouteOp(r.routes, r.leerlingId, meta.id, punt.einddatum);
    const loopbaan: LoopbaanRij = { leerlingId: r.leerlingId, leerjaarNr: r.leerjaarNr, leerjaarNaam: r.leerjaarNaam, schoolsoort: r.schoolsoort };
    const scores = scoresOp(ov.evaluaties.get(r.leerlingId), punt);
    return { scores, verwachtingen: meta.domeinen.map((d) => ({ domeinId: d.id, verwachting: verwachtingUit(verwachtingen, route, loopbaan, d.id) })) };
  });
  const { vastlopers, zonderVerwachting, metVerwachting } = groepVastlopers(leerlingen);
  const lijst = vastlopers.slice(0, o.max ?? 15);
  const ids = [...new Set(lijst.map((v) => v.indicatorId))];
  const [indicatoren, bundels] = ids.length
    ? await Promise.all([
        db.indicator.findMany({
          where: { leerroutepakketId: meta.id, id: { in: ids } },
          select: { id: true, naam: true, code: true, niveauNummer: true, competentie: { select: { naam: true } } },
        }),
        db.lesBundelFase.findMany({
          where: { leerroutepakketId: meta.id, OR: lijst.map((v) => ({ faseNummer: v.faseNummer, leerrouteNummer: v.leerrouteNummer, domeinId: v.domeinId })) },
          select: { faseNummer: true, leerrouteNummer: true, domeinId: true, lesBundel: { select: { id: true, naam: true } } },
          orderBy: { lesBundel: { naam: "asc" } },
        }),
      ])
    : [[], []];
  const ind = new Map(indicatoren.map((i) => [i.id, i]));
  const niveau = new Map(meta.niveaus.map((n) => [n.nummer, n.label]));
  const domein = new Map(meta.domeinen.map((d) => [d.id, d.naam]));
  const route = new Map(meta.leerroutes.map((r) => [r.nummer, r.naam]));
  return {
    pakket: pakketKop(meta),
    periode: { schooljaar: punt.schooljaar, periodeNummer: punt.nummer },
    leerlingen: rijen.length,
    metVerwachting,
    zonderVerwachting,
    aantalVastlopers: vastlopers.length,
    vastlopers: lijst.map((v) => {
      const i = ind.get(v.indicatorId);
      return {
        ...v,
        indicator: i?.naam ?? "",
        code: i?.code ?? null,
        competentie: i?.competentie.naam ?? "",
        niveau: i ? (niveau.get(i.niveauNummer) ?? null) : null,
        domein: domein.get(v.domeinId) ?? "",
        leerroute: route.get(v.leerrouteNummer) ?? "",
        lesbundels: bundels
          .filter((b) => b.faseNummer === v.faseNummer && b.leerrouteNummer === v.leerrouteNummer && b.domeinId === v.domeinId)
          .map((b) => ({ id: b.lesBundel.id, naam: b.lesBundel.naam })),
      };
    }),
  };
}
export type GroepVastlopen = Awaited<ReturnType<typeof groepVastlopen>>;
