import { badRequest, forbidden, notFound } from "@/lib/api/errors";
import type { TenantContext } from "@/lib/api/context";
import { db, leesRijen } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { volledigeNaam } from "@/lib/format";
import { canRead, canWrite, Functiegebied as F, type PermissionObject } from "@/lib/permissions";
import { actievePeriode, isoDatum } from "@/lib/schooljaar";
import {
  bereidCompetentieVoor,
  bereidPakketVoor,
  bereidVerwachtingVoor,
  competentieNiveauVan,
  domeinBeheersingVan,
  hoogsteGeevalueerdNiveau,
  leerrouteOp,
  niveauPosities,
  niveauTekst,
  niveauVenster,
  samenvatting,
  scoresPerLeerling,
  sorteerNiveaus,
  standOp,
  standSleutel,
  telScores,
  verwachting,
  verwachtingUit,
  vorigePeriode,
  type CompetentieNiveau,
  type EvaluatieRij,
  type FaseCelRij,
  type IndicatorRij,
  type LeerjaarFaseRij,
  type LeerlingLeerrouteRij,
  type LoopbaanRij,
  type NiveauRij,
  type PeriodeSleutel,
  tellingenVan,
  type TrajectStapRij,
  type VerwachtingStatus,
} from "@/lib/beheersing";
import type { EvaluatieRaster } from "@/lib/schemas/monitor";
import { leerlingObjecten, geldtVoorLeerling } from "./leerling-gemeen";

/**
 * The monitor's reads (Monitor/*) and the evaluation grid the Observaties reads share: the loaders
 * here fetch plain rows with a constant number of statements (set-based SQL), lib/beheersing
 * computes. Pupils come from a group (assigned during the period) or are named one by one; the
 * §6 rule of the Leerlingevaluaties area (own group / own branch / all) is applied to the group
 * or to each pupil.
 */

/** How many level columns the grid and the competence view show at most (§9 level window). */
export const NIVEAU_VENSTER = 5;

export interface Basis {
  periode: PeriodeSleutel & { ingangsdatum: string; einddatum: string; open: boolean };
  vorige: PeriodeSleutel | null;
  niveaus: NiveauRij[];
  pakketId: number;
}

/** The period (404), whether it is open, the one before it, and the package's levels (404 when the administration does not use it). */
export async function laadBasis(ctx: TenantContext, schooljaar: string, nummer: number, pakketId: number, alsInvoer = false): Promise<Basis> {
  const adm = ctx.administratieNr;
  const [rij] = await leesRijen<{ perioden: { schooljaar: string; nummer: number; ingangsdatum: string; einddatum: string }[]; pakket: boolean; niveaus: NiveauRij[] }>(Prisma.sql`
    SELECT coalesce((SELECT json_agg(json_build_object('schooljaar', q.schooljaar, 'nummer', q.nummer, 'ingangsdatum', q.ingangsdatum, 'einddatum', q.einddatum))
                       FROM "Periode" q WHERE q."administratieNr" = ${adm}), '[]'::json) AS perioden,
           EXISTS (SELECT 1 FROM "AdministratieLeerroutepakket" a WHERE a."administratieNr" = ${adm} AND a."leerroutepakketId" = ${pakketId}) AS pakket,
           coalesce((SELECT json_agg(json_build_object('nummer', n.nummer, 'waarde', n.waarde, 'label', n.label, 'volgnummer', n.volgnummer))
                       FROM "Niveau" n WHERE n."leerroutepakketId" = ${pakketId}), '[]'::json) AS niveaus`);
  const perioden = rij?.perioden ?? [];
  const p = perioden.find((q) => q.schooljaar === schooljaar && q.nummer === nummer);
  // In a write the ids come from the body: an unknown one is a 400 naming the field.
  if (!p) throw alsInvoer ? badRequest(`Periode ${nummer} van schooljaar ${schooljaar} bestaat niet.`, [{ path: "body.periodeNummer", message: "onbekende periode" }]) : notFound(`Periode ${nummer} van schooljaar ${schooljaar}`);
  if (!rij?.pakket) throw alsInvoer ? badRequest(`Leerroutepakket ${pakketId} wordt in deze administratie niet gebruikt.`, [{ path: "body.leerroutepakketId", message: "onbekend leerroutepakket" }]) : notFound(`Leerroutepakket ${pakketId}`);
  const actief = actievePeriode(perioden.filter((q) => q.schooljaar === schooljaar), schooljaar);
  return {
    periode: { schooljaar, nummer, ingangsdatum: p.ingangsdatum.slice(0, 10), einddatum: p.einddatum.slice(0, 10), open: actief?.nummer === nummer },
    vorige: vorigePeriode(perioden, { schooljaar, nummer }),
    niveaus: sorteerNiveaus(rij.niveaus),
    pakketId,
  };
}

export interface Leerling {
  id: number;
  naam: string;
  route: LeerlingLeerrouteRij | null;
  leerrouteNaam: string | null;
  loopbaan: LoopbaanRij | null;
  magSchrijven: boolean;
}

interface LeerlingSqlRij {
  id: number;
  roepnaam: string;
  tussenvoegsel: string | null;
  achternaam: string;
  route: { leerrouteNummer: number; naam: string; uitstroombestemmingNummer: number | null; ingangsdatum: string; einddatum: string } | null;
  loopbaan: { leerjaarNr: number | null; leerjaarNaam: string | null; schoolsoort: string | null } | null;
}

function naarLeerling(r: LeerlingSqlRij, pakketId: number, magSchrijven: boolean): Leerling {
  const route = r.route
    ? { leerlingId: r.id, leerroutepakketId: pakketId, leerrouteNummer: r.route.leerrouteNummer, uitstroombestemmingNummer: r.route.uitstroombestemmingNummer, ingangsdatum: r.route.ingangsdatum.slice(0, 10), einddatum: r.route.einddatum.slice(0, 10) }
    : null;
  return {
    id: r.id,
    naam: volledigeNaam(r),
    route,
    leerrouteNaam: r.route?.naam ?? null,
    loopbaan: r.loopbaan ? { leerlingId: r.id, ...r.loopbaan } : null,
    magSchrijven,
  };
}

/**
 * The JSON of one pupil for the loaders: name, the route in the package on the period's last day
 * (latest start wins, as leerrouteOp) and the school career row of the school year.
 */
const leerlingJson = (pakketId: number, schooljaar: string, eind: string) => `json_build_object(
  'id', l.id, 'roepnaam', l.roepnaam, 'tussenvoegsel', l.tussenvoegsel, 'achternaam', l.achternaam,
  'route', (SELECT json_build_object('leerrouteNummer', ll."leerrouteNummer", 'naam', lr.naam, 'uitstroombestemmingNummer', ll."uitstroombestemmingNummer", 'ingangsdatum', ll.ingangsdatum, 'einddatum', ll.einddatum)
              FROM "LeerlingLeerroute" ll JOIN "Leerroute" lr ON lr."leerroutepakketId" = ll."leerroutepakketId" AND lr.nummer = ll."leerrouteNummer"
             WHERE ll."administratieNr" = l."administratieNr" AND ll."leerlingId" = l.id AND ll."leerroutepakketId" = ${pakketId}
               AND ll.ingangsdatum <= DATE '${eind}' AND ll.einddatum >= DATE '${eind}'
             ORDER BY ll.ingangsdatum DESC LIMIT 1),
  'loopbaan', (SELECT json_build_object('leerjaarNr', s."leerjaarNr", 'leerjaarNaam', lj.naam, 'schoolsoort', s.schoolsoort)
                 FROM "Schoolloopbaan" s LEFT JOIN "Leerjaar" lj ON lj."administratieNr" = s."administratieNr" AND lj.nr = s."leerjaarNr"
                WHERE s."administratieNr" = l."administratieNr" AND s."leerlingId" = l.id AND s.schooljaar = '${schooljaar.replace(/'/g, "")}'))`;

export interface GroepLeerlingen {
  groep: { nr: number; naam: string; vestigingNr: number };
  leerlingen: Leerling[];
}

/**
 * A group's pupils during the period (assigned on any day of it), sorted by name. 404 for an
 * unknown group; 403 when the user may not read the group's evaluations (§6); `leerlingId`
 * narrows to one pupil of the group (the monitor's leerling search).
 */
export async function laadGroep(ctx: TenantContext, basis: Basis, groepNr: number, leerlingId?: number): Promise<GroepLeerlingen> {
  const adm = ctx.administratieNr;
  const { ingangsdatum: start, einddatum: eind, schooljaar } = basis.periode;
  // The dates and the school year are checked values (the period's own row), not user input.
  const rijen = await leesRijen<{ nr: number; naam: string; vestigingNr: number; leerlingen: LeerlingSqlRij[] }>(Prisma.sql`
     SELECT g.nr, g.naam, g."vestigingNr",
            coalesce((SELECT json_agg(${Prisma.raw(leerlingJson(basis.pakketId, schooljaar, eind))} ORDER BY l.achternaam, l.roepnaam, l.id)
                        FROM "Leerling" l
                       WHERE l."administratieNr" = g."administratieNr" AND (${leerlingId ?? null}::int IS NULL OR l.id = ${leerlingId ?? null}::int)
                         AND EXISTS (SELECT 1 FROM "Leerlingtoewijzing" t
                                      WHERE t."administratieNr" = g."administratieNr" AND t."groepNr" = g.nr AND t."leerlingId" = l.id
                                        AND t.ingangsdatum <= ${eind}::date AND t.einddatum >= ${start}::date)), '[]'::json) AS leerlingen
       FROM "Groep" g WHERE g."administratieNr" = ${adm} AND g.nr = ${groepNr}`);
  const g = rijen[0];
  if (!g) throw notFound(`Groep ${groepNr}`);
  const obj: PermissionObject = { vestigingNr: g.vestigingNr, groepNrs: [g.nr] };
  if (!canRead(ctx.permissions, F.Leerlingevaluaties, obj)) throw forbidden("U mag de beoordelingen van deze groep niet bekijken.");
  const schrijven = canWrite(ctx.permissions, F.Leerlingevaluaties, obj);
  return { groep: { nr: g.nr, naam: g.naam, vestigingNr: g.vestigingNr }, leerlingen: g.leerlingen.map((l) => naarLeerling(l, basis.pakketId, schrijven)) };
}

/** One pupil (404 in another administration; 403 without read on its evaluations, §6 per pupil). */
export async function laadLeerling(ctx: TenantContext, basis: Basis, leerlingId: number): Promise<Leerling> {
  const { schooljaar, einddatum: eind } = basis.periode;
  const [rijen, objecten] = await Promise.all([
    leesRijen<{ l: LeerlingSqlRij }>(Prisma.sql`SELECT ${Prisma.raw(leerlingJson(basis.pakketId, schooljaar, eind))} AS l FROM "Leerling" l WHERE l."administratieNr" = ${ctx.administratieNr} AND l.id = ${leerlingId}`),
    leerlingObjecten(ctx, [leerlingId]),
  ]);
  const r = rijen[0];
  if (!r) throw notFound(`Leerling ${leerlingId}`);
  const obj = objecten.get(leerlingId);
  if (!geldtVoorLeerling(obj, (o) => canRead(ctx.permissions, F.Leerlingevaluaties, o))) throw forbidden("U mag de beoordelingen van [[deze leerling]] niet bekijken.");
  return naarLeerling(r.l, basis.pakketId, geldtVoorLeerling(obj, (o) => canWrite(ctx.permissions, F.Leerlingevaluaties, o)));
}

export interface Indicator extends IndicatorRij {
  naam: string;
  code: string | null;
  volgnummer: number;
  competentieNaam: string;
}

export interface IndicatorFilter {
  domeinId?: number;
  competentieId?: number;
  niveauNummer?: number;
  vakgebiedNr?: number;
}

/**
 * The package's indicators in the package's order (domain, competence, level, volgnummer),
 * narrowed by the filter. A named domain, competence, level or subject area that the package
 * (or the administration) does not have is a 404; one without indicators gives an empty list.
 */
export async function laadIndicatoren(ctx: TenantContext, pakketId: number, f: IndicatorFilter = {}): Promise<Indicator[]> {
  const adm = ctx.administratieNr;
  const d = f.domeinId ?? null;
  const c = f.competentieId ?? null;
  const n = f.niveauNummer ?? null;
  const v = f.vakgebiedNr ?? null;
  const rijen = await leesRijen<Indicator & { soort: "i" | "d" | "c" | "n" | "v" }>(Prisma.sql`
    SELECT 'i' AS soort, i.id, i.naam, i.code, i.volgnummer, i."domeinId", i."competentieId", c.naam AS "competentieNaam", i."niveauNummer"
      FROM "Indicator" i
      JOIN "Competentie" c ON c.id = i."competentieId"
      JOIN "Domein" d ON d.id = i."domeinId"
      JOIN "Niveau" n ON n."leerroutepakketId" = i."leerroutepakketId" AND n.nummer = i."niveauNummer"
     WHERE i."leerroutepakketId" = ${pakketId}
       AND (${d}::int IS NULL OR i."domeinId" = ${d}::int)
       AND (${c}::int IS NULL OR i."competentieId" = ${c}::int)
       AND (${n}::int IS NULL OR i."niveauNummer" = ${n}::int)
       AND (${v}::int IS NULL OR EXISTS (SELECT 1 FROM "VakgebiedCompetentie" vc WHERE vc."administratieNr" = ${adm} AND vc."vakgebiedNr" = ${v}::int AND vc."leerroutepakketId" = ${pakketId} AND vc."competentieId" = i."competentieId"))
    UNION ALL SELECT 'd', 0, '', NULL, 0, 0, 0, '', 0 WHERE ${d}::int IS NOT NULL AND EXISTS (SELECT 1 FROM "Domein" x WHERE x."leerroutepakketId" = ${pakketId} AND x.id = ${d}::int)
    UNION ALL SELECT 'c', 0, '', NULL, 0, 0, 0, '', 0 WHERE ${c}::int IS NOT NULL AND EXISTS (SELECT 1 FROM "Competentie" x WHERE x."leerroutepakketId" = ${pakketId} AND x.id = ${c}::int AND (${d}::int IS NULL OR x."domeinId" = ${d}::int))
    UNION ALL SELECT 'n', 0, '', NULL, 0, 0, 0, '', 0 WHERE ${n}::int IS NOT NULL AND EXISTS (SELECT 1 FROM "Niveau" x WHERE x."leerroutepakketId" = ${pakketId} AND x.nummer = ${n}::int)
    UNION ALL SELECT 'v', 0, '', NULL, 0, 0, 0, '', 0 WHERE ${v}::int IS NOT NULL AND EXISTS (SELECT 1 FROM "Vakgebied" x WHERE x."administratieNr" = ${adm} AND x.nr = ${v}::int)
    ORDER BY 1 DESC`);
  const soorten = new Set(rijen.map((r) => r.soort));
  if (d !== null && !soorten.has("d")) throw notFound(`Domein ${d}`);
  if (c !== null && !soorten.has("c")) throw notFound(`Competentie ${c}`);
  if (n !== null && !soorten.has("n")) throw notFound(`Niveau ${n}`);
  if (v !== null && !soorten.has("v")) throw notFound(`Vakgebied ${v}`);
  return rijen.filter((r) => r.soort === "i").map(({ soort: _, ...i }) => i);
}

/** Order of the indicators as the SQL gives it is by id; put them in the package's order. */
function ordenIndicatoren(indicatoren: Indicator[], niveaus: NiveauRij[], volgorde: { domein: Map<number, number>; competentie: Map<number, number> }): Indicator[] {
  const pos = niveauPosities(niveaus);
  return [...indicatoren].sort(
    (a, b) =>
      (volgorde.domein.get(a.domeinId) ?? 0) - (volgorde.domein.get(b.domeinId) ?? 0) ||
      (volgorde.competentie.get(a.competentieId) ?? 0) - (volgorde.competentie.get(b.competentieId) ?? 0) ||
      (pos.get(a.niveauNummer) ?? 0) - (pos.get(b.niveauNummer) ?? 0) ||
      a.volgnummer - b.volgnummer ||
      a.id - b.id,
  );
}

export interface Standen {
  huidig: Map<string, EvaluatieRij & { competentieId: number; niveauNummer: number }>;
  vorige: Map<string, EvaluatieRij & { competentieId: number; niveauNummer: number }>;
}

/**
 * The standings (formula 2) of the pupils at the period and at the period before, for the given
 * indicators (null: the whole package). One statement: the latest evaluation per pupil and
 * indicator at or before each period (DISTINCT ON over the primary key's order).
 */
export async function laadStanden(ctx: TenantContext, basis: Basis, leerlingIds: number[], indicatorIds: number[] | null): Promise<Standen> {
  const leeg: Standen = { huidig: new Map(), vorige: new Map() };
  if (!leerlingIds.length || (indicatorIds && !indicatorIds.length)) return leeg;
  const adm = ctx.administratieNr;
  const { schooljaar, nummer } = basis.periode;
  const v = basis.vorige ?? { schooljaar: "0000-0000", nummer: 0 };
  // With indicators named, the key (administratieNr, leerlingId, leerroutepakketId, indicatorId, …)
  // is probed per pupil × indicator; without, per pupil and package.
  const indicatorFilter = indicatorIds === null ? Prisma.empty : Prisma.sql`AND e."indicatorId" = ANY(${indicatorIds}::int[])`;
  const rijen = await leesRijen<EvaluatieRij & { competentieId: number; niveauNummer: number; vorig: boolean }>(Prisma.sql`
    WITH e AS MATERIALIZED (
      SELECT e."leerlingId", e."indicatorId", e.schooljaar, e."periodeNummer", e.score, e."competentieId", e."niveauNummer"
        FROM "Evaluatie" e
       WHERE e."administratieNr" = ${adm} AND e."leerroutepakketId" = ${basis.pakketId}
         AND e."leerlingId" = ANY(${leerlingIds}::int[])
         ${indicatorFilter}
         AND (e.schooljaar, e."periodeNummer") <= (${schooljaar}::text, ${nummer}::int))
    (SELECT DISTINCT ON ("leerlingId", "indicatorId") *, false AS vorig FROM e
      ORDER BY "leerlingId", "indicatorId", schooljaar DESC, "periodeNummer" DESC)
    UNION ALL
    (SELECT DISTINCT ON ("leerlingId", "indicatorId") *, true AS vorig FROM e
      WHERE (schooljaar, "periodeNummer") <= (${v.schooljaar}::text, ${v.nummer}::int)
      ORDER BY "leerlingId", "indicatorId", schooljaar DESC, "periodeNummer" DESC)`);
  // Formula 2 of lib/beheersing (the SQL already picked the latest; standOp keeps that choice).
  return {
    huidig: standOp(rijen.filter((r) => !r.vorig), basis.periode),
    vorige: basis.vorige ? standOp(rijen.filter((r) => r.vorig), basis.vorige) : new Map(),
  };
}

/** The package's domains and competences in order (for sorting and names). */
export async function laadStructuur(pakketId: number) {
  const [domeinen, competenties] = await Promise.all([
    db.domein.findMany({ where: { leerroutepakketId: pakketId }, select: { id: true, naam: true, code: true, volgnummer: true }, orderBy: [{ volgnummer: "asc" }, { id: "asc" }] }),
    db.competentie.findMany({ where: { leerroutepakketId: pakketId }, select: { id: true, naam: true, domeinId: true, volgnummer: true }, orderBy: [{ volgnummer: "asc" }, { id: "asc" }] }),
  ]);
  return {
    domeinen,
    competenties,
    volgorde: {
      domein: new Map(domeinen.map((d, i) => [d.id, i])),
      competentie: new Map(competenties.map((c) => [c.id, (domeinen.findIndex((d) => d.id === c.domeinId) + 1) * 100000 + c.volgnummer])),
    },
  };
}

/** Builds the grid answer (Observaties reads, Monitor's level view) from loaded rows. */
export function bouwRaster(basis: Basis, leerlingen: Leerling[], indicatoren: Indicator[], standen: Standen): EvaluatieRaster {
  const cellen: EvaluatieRaster["cellen"] = [];
  let hoogste: number | null = null;
  const pos = niveauPosities(basis.niveaus);
  for (const l of leerlingen)
    for (const i of indicatoren) {
      const k = standSleutel(l.id, i.id);
      const h = standen.huidig.get(k);
      const v = standen.vorige.get(k);
      if (!h && !v) continue;
      if (h && (hoogste === null || (pos.get(i.niveauNummer) ?? 0) > (pos.get(hoogste) ?? 0))) hoogste = i.niveauNummer;
      cellen.push({
        leerlingId: l.id,
        indicatorId: i.id,
        score: h?.score ?? null,
        van: h ? { schooljaar: h.schooljaar, nummer: h.periodeNummer } : null,
        dezePeriode: !!h && h.schooljaar === basis.periode.schooljaar && h.periodeNummer === basis.periode.nummer,
        vorige: v?.score ?? null,
      });
    }
  const metIndicatoren = basis.niveaus.filter((n) => indicatoren.some((i) => i.niveauNummer === n.nummer));
  return {
    periode: basis.periode,
    vorigePeriode: basis.vorige,
    niveaus: basis.niveaus,
    venster: niveauVenster(
      metIndicatoren.map((n) => pos.get(n.nummer)!),
      hoogste === null ? null : pos.get(hoogste)!,
      NIVEAU_VENSTER,
    ).map((p) => basis.niveaus[p - 1]!.nummer),
    leerlingen: leerlingen.map(leerlingKop),
    indicatoren: indicatoren.map((i) => ({ id: i.id, naam: i.naam, code: i.code, volgnummer: i.volgnummer, domeinId: i.domeinId, competentieId: i.competentieId, competentieNaam: i.competentieNaam, niveauNummer: i.niveauNummer })),
    cellen,
  };
}

export function leerlingKop(l: Leerling) {
  return { id: l.id, naam: l.naam, leerrouteNummer: l.route?.leerrouteNummer ?? null, leerrouteNaam: l.leerrouteNaam, magSchrijven: l.magSchrijven };
}

/** The grid of a group (Observaties All / groepCompetentie… and the monitor's grid). */
export async function groepRaster(ctx: TenantContext, p: { schooljaar: string; periode: number; pakketId: number; groepNr: number; leerlingId?: number } & IndicatorFilter): Promise<EvaluatieRaster> {
  const basis = await laadBasis(ctx, p.schooljaar, p.periode, p.pakketId);
  const [groep, indicatoren, structuur] = await Promise.all([laadGroep(ctx, basis, p.groepNr, p.leerlingId), laadIndicatoren(ctx, p.pakketId, p), laadStructuur(p.pakketId)]);
  const geordend = ordenIndicatoren(indicatoren, basis.niveaus, structuur.volgorde);
  const standen = await laadStanden(ctx, basis, groep.leerlingen.map((l) => l.id), geordend.map((i) => i.id));
  return bouwRaster(basis, groep.leerlingen, geordend, standen);
}

/** The grid of one pupil (Observaties/LeerlingEvaluaties). */
export async function leerlingRaster(ctx: TenantContext, p: { schooljaar: string; periode: number; pakketId: number; leerlingId: number } & IndicatorFilter): Promise<EvaluatieRaster> {
  const basis = await laadBasis(ctx, p.schooljaar, p.periode, p.pakketId);
  const [leerling, indicatoren, structuur] = await Promise.all([laadLeerling(ctx, basis, p.leerlingId), laadIndicatoren(ctx, p.pakketId, p), laadStructuur(p.pakketId)]);
  const geordend = ordenIndicatoren(indicatoren, basis.niveaus, structuur.volgorde);
  const standen = await laadStanden(ctx, basis, [leerling.id], geordend.map((i) => i.id));
  return bouwRaster(basis, [leerling], geordend, standen);
}

// ---------------------------------------------------------------------------------------------
// Monitor

const STATUS_VOLGORDE: VerwachtingStatus[] = ["zonderLeerroute", "zonderFase", "zonderDoel", "ok"];

/** The package's routes → phase → cell data for the expected level (formula 5), one statement. */
export async function laadVerwachtingData(ctx: TenantContext, pakketId: number) {
  const [rij] = await leesRijen<{ stappen: TrajectStapRij[]; leerjaarFasen: LeerjaarFaseRij[]; cellen: FaseCelRij[] }>(Prisma.sql`
    SELECT coalesce((SELECT json_agg(json_build_object('leerrouteNummer', s."leerrouteNummer", 'schoolsoort', s.schoolsoort, 'leerjaar', s.leerjaar, 'faseNummer', s."faseNummer") ORDER BY s."leerrouteNummer", s.schoolsoort, s.volgnummer)
                       FROM "LeerroutetrajectFase" s WHERE s."leerroutepakketId" = ${pakketId}), '[]'::json) AS stappen,
           coalesce((SELECT json_agg(json_build_object('leerjaarNr', f."leerjaarNr", 'faseNummer', f."faseNummer"))
                       FROM "LeerjaarFase" f WHERE f."administratieNr" = ${ctx.administratieNr} AND f."leerroutepakketId" = ${pakketId}), '[]'::json) AS "leerjaarFasen",
           coalesce((SELECT json_agg(json_build_object('faseNummer', c."faseNummer", 'leerrouteNummer', c."leerrouteNummer", 'domeinId', c."domeinId", 'niveauNummer', c."niveauNummer",
                                      'indicatorIds', coalesce((SELECT json_agg(x."indicatorId") FROM "LeerroutepakketfaseIndicator" x
                                                                 WHERE x."leerroutepakketId" = c."leerroutepakketId" AND x."faseNummer" = c."faseNummer"
                                                                   AND x."leerrouteNummer" = c."leerrouteNummer" AND x."domeinId" = c."domeinId"), '[]'::json)))
                       FROM "Leerroutepakketfase" c WHERE c."leerroutepakketId" = ${pakketId}), '[]'::json) AS cellen`);
  return rij ?? { stappen: [], leerjaarFasen: [], cellen: [] };
}

const rond = (n: number | null) => (n === null ? null : Math.round(n * 100) / 100);

/** Monitor/BeheersingPerLeerling: per pupil of the group and per domain, reached vs expected (formula 6). */
export async function beheersingPerLeerling(ctx: TenantContext, p: { schooljaar: string; periode: number; pakketId: number; groepNr: number }) {
  const basis = await laadBasis(ctx, p.schooljaar, p.periode, p.pakketId);
  const [groep, indicatoren, structuur, vd] = await Promise.all([laadGroep(ctx, basis, p.groepNr), laadIndicatoren(ctx, p.pakketId), laadStructuur(p.pakketId), laadVerwachtingData(ctx, p.pakketId)]);
  const standen = await laadStanden(ctx, basis, groep.leerlingen.map((l) => l.id), null);
  const scores = scoresPerLeerling(standen.huidig);
  const waarde = new Map(basis.niveaus.map((n) => [n.nummer, n.waarde]));
  // The package prepared once for formulas 3 and 6; the domains' competences in order.
  const voorbereid = bereidPakketVoor(basis.niveaus, indicatoren);
  const competentieIds = new Map(structuur.domeinen.map((d) => [d.id, structuur.competenties.filter((c) => c.domeinId === d.id).map((c) => c.id)]));
  const verwachtingen = bereidVerwachtingVoor(vd.stappen, vd.leerjaarFasen, vd.cellen);
  const leerlingen = groep.leerlingen.map((l) => {
    const route = l.route ? leerrouteOp([l.route], l.id, p.pakketId, basis.periode.einddatum) : null;
    const s = scores.get(l.id) ?? new Map<number, number>();
    const tellingen = tellingenVan(voorbereid, s);
    const domeinen = structuur.domeinen.map((d) => {
      const v = verwachtingUit(verwachtingen, route, l.loopbaan, d.id);
      const b = domeinBeheersingVan(voorbereid, { domeinId: d.id, competentieIds: competentieIds.get(d.id)!, scores: s, verwachting: v, tellingen });
      return {
        domeinId: d.id,
        bereikt: rond(b.bereikt),
        label: b.bereikt === null ? null : gemiddeldLabel(basis.niveaus, b.bereikt),
        verwachtNiveau: v.niveauNummer === null ? null : (waarde.get(v.niveauNummer) ?? null),
        percentage: b.percentage,
        opKoers: b.opKoers,
        status: v.status,
        indicatorenBeheerst: b.indicatorenBeheerst,
        indicatorenVerwacht: b.indicatorenVerwacht,
      };
    });
    // The pupil's own status: no route or no phase; a domain without an expected level is the domain's status.
    const status = STATUS_VOLGORDE.slice(0, 2).find((s) => domeinen.some((d) => d.status === s)) ?? "ok";
    const fase = domeinen.length ? verwachtingUit(verwachtingen, route, l.loopbaan, structuur.domeinen[0]!.id).faseNummer : null;
    return { ...leerlingKop(l), status, faseNummer: fase, domeinen };
  });
  return {
    periode: { schooljaar: basis.periode.schooljaar, nummer: basis.periode.nummer },
    groep: { nr: groep.groep.nr, naam: groep.groep.naam },
    domeinen: structuur.domeinen.map((d) => {
      const cijfers = leerlingen.map((l) => l.domeinen.find((x) => x.domeinId === d.id)!);
      return { id: d.id, naam: d.naam, code: d.code, percentage: samenvatting(cijfers.map((c) => c.percentage), 100), niveau: samenvatting(cijfers.map((c) => c.bereikt)) };
    }),
    leerlingen,
  };
}

/** A level value (position + fraction, e.g. a mean) as a §9 label. */
export function gemiddeldLabel(niveaus: readonly NiveauRij[], waarde: number): string {
  const volgorde = sorteerNiveaus(niveaus);
  const heel = Math.floor(waarde + 1e-9);
  const bereikt = heel >= 1 ? (volgorde[heel - 1] ?? volgorde[volgorde.length - 1] ?? null) : null;
  return niveauTekst(bereikt, waarde - heel, volgorde[heel] ?? null);
}

function perCompetentie(indicatoren: readonly Indicator[]): Map<number, Indicator[]> {
  const m = new Map<number, Indicator[]>();
  for (const i of indicatoren) {
    const l = m.get(i.competentieId);
    if (l) l.push(i);
    else m.set(i.competentieId, [i]);
  }
  return m;
}

const uitkomst = (u: CompetentieNiveau) => ({ niveauNummer: u.niveauNummer, fractie: rond(u.fractie)!, waarde: rond(u.waarde)!, label: u.label, geevalueerd: u.geevalueerd, aantalIndicatoren: u.aantalIndicatoren });

/** Monitor/VakgebiedBeheersingPerLeerling: per pupil the level of each competence of the subject area. */
export async function vakgebiedBeheersingPerLeerling(ctx: TenantContext, p: { schooljaar: string; periode: number; pakketId: number; groepNr: number; vakgebiedNr: number }) {
  const basis = await laadBasis(ctx, p.schooljaar, p.periode, p.pakketId);
  const [groep, indicatoren, structuur, vakgebied] = await Promise.all([
    laadGroep(ctx, basis, p.groepNr),
    laadIndicatoren(ctx, p.pakketId, { vakgebiedNr: p.vakgebiedNr }),
    laadStructuur(p.pakketId),
    db.vakgebied.findUnique({ where: { administratieNr_nr: { administratieNr: ctx.administratieNr, nr: p.vakgebiedNr } }, select: { nr: true, naam: true } }),
  ]);
  if (!vakgebied) throw notFound(`Vakgebied ${p.vakgebiedNr}`);
  const standen = await laadStanden(ctx, basis, groep.leerlingen.map((l) => l.id), indicatoren.map((i) => i.id));
  const scores = scoresPerLeerling(standen.huidig);
  const perComp = perCompetentie(indicatoren);
  const competenties = structuur.competenties
    .filter((c) => perComp.has(c.id))
    .sort((a, b) => (structuur.volgorde.competentie.get(a.id) ?? 0) - (structuur.volgorde.competentie.get(b.id) ?? 0));
  const voorbereid = new Map(competenties.map((c) => [c.id, bereidCompetentieVoor(basis.niveaus, perComp.get(c.id)!)]));
  const leerlingen = groep.leerlingen.map((l) => ({
    ...leerlingKop(l),
    competenties: competenties.map((c) => ({ competentieId: c.id, ...uitkomst(competentieNiveauVan(voorbereid.get(c.id)!, scores.get(l.id) ?? new Map())) })),
  }));
  return {
    periode: { schooljaar: basis.periode.schooljaar, nummer: basis.periode.nummer },
    vakgebied,
    competenties: competenties.map((c) => ({
      id: c.id,
      naam: c.naam,
      domeinId: c.domeinId,
      domeinNaam: structuur.domeinen.find((d) => d.id === c.domeinId)?.naam ?? "",
      // Pupils without any evaluation of the competence have no level: not counted in the mean.
      niveau: samenvatting(leerlingen.map((l) => { const u = l.competenties.find((x) => x.competentieId === c.id)!; return u.geevalueerd ? u.waarde : null; })),
    })),
    leerlingen,
  };
}

/** Monitor/CompetentieBeheersingPerLeerling: per pupil the competence's level and the mastery per level. */
export async function competentieBeheersingPerLeerling(ctx: TenantContext, p: { schooljaar: string; periode: number; pakketId: number; groepNr: number; domeinId: number; competentieId: number }) {
  const basis = await laadBasis(ctx, p.schooljaar, p.periode, p.pakketId);
  // The competence's own row (laadIndicatoren already answers 404 when the package lacks it).
  const [groep, indicatoren, gevonden, vd] = await Promise.all([
    laadGroep(ctx, basis, p.groepNr),
    laadIndicatoren(ctx, p.pakketId, { domeinId: p.domeinId, competentieId: p.competentieId }),
    db.competentie.findFirst({ where: { id: p.competentieId, leerroutepakketId: p.pakketId }, select: { id: true, naam: true, domeinId: true } }),
    laadVerwachtingData(ctx, p.pakketId),
  ]);
  const competentie = gevonden!;
  const standen = await laadStanden(ctx, basis, groep.leerlingen.map((l) => l.id), indicatoren.map((i) => i.id));
  const scores = scoresPerLeerling(standen.huidig);
  const niveaus = basis.niveaus.filter((n) => indicatoren.some((i) => i.niveauNummer === n.nummer));
  const pos = niveauPosities(basis.niveaus);
  const waarde = new Map(basis.niveaus.map((n) => [n.nummer, n.waarde]));
  const voorbereid = bereidCompetentieVoor(basis.niveaus, indicatoren);
  const leerlingen = groep.leerlingen.map((l) => {
    const s = scores.get(l.id) ?? new Map<number, number>();
    const u = competentieNiveauVan(voorbereid, s);
    const v = verwachting(l.route, l.loopbaan, vd.stappen, vd.leerjaarFasen, vd.cellen, p.domeinId);
    return {
      ...leerlingKop(l),
      niveau: uitkomst(u),
      verwachtNiveau: v.niveauNummer === null ? null : (waarde.get(v.niveauNummer) ?? null),
      perNiveau: niveaus.map((n) => {
        const ids = indicatoren.filter((i) => i.niveauNummer === n.nummer).map((i) => i.id);
        const t = telScores(ids.map((id) => s.get(id)));
        return { niveauNummer: n.nummer, beheerst: t.beheerst, gedeeltelijk: t.gedeeltelijk, niet: t.niet, fractie: rond(ids.reduce((som, id) => som + (s.get(id) ?? 0), 0) / (100 * ids.length))! };
      }),
      _u: u,
    };
  });
  const hoogste = hoogsteGeevalueerdNiveau(basis.niveaus, leerlingen.map((l) => l._u));
  return {
    periode: { schooljaar: basis.periode.schooljaar, nummer: basis.periode.nummer },
    competentie: { id: competentie.id, naam: competentie.naam, domeinId: competentie.domeinId },
    niveaus: niveaus.map((n) => ({ ...n, aantalIndicatoren: indicatoren.filter((i) => i.niveauNummer === n.nummer).length })),
    venster: niveauVenster(niveaus.map((n) => pos.get(n.nummer)!), hoogste === null ? null : pos.get(hoogste)!, NIVEAU_VENSTER).map((x) => basis.niveaus[x - 1]!.nummer),
    niveau: samenvatting(leerlingen.map((l) => (l._u.geevalueerd ? l._u.waarde : null))),
    leerlingen: leerlingen.map(({ _u, ...l }) => l),
  };
}

/** Monitor/CompetentieNiveauBeheersingPerLeerling: the grid of one competence level with each pupil's mastery of it. */
export async function competentieNiveauBeheersingPerLeerling(ctx: TenantContext, p: { schooljaar: string; periode: number; pakketId: number; groepNr: number; domeinId: number; competentieId: number; niveauNummer: number }) {
  const raster = await groepRaster(ctx, p);
  const perLeerling = raster.leerlingen.map((l) => {
    const scores = raster.indicatoren.map((i) => raster.cellen.find((c) => c.leerlingId === l.id && c.indicatorId === i.id)?.score ?? null);
    const t = telScores(scores);
    return { leerlingId: l.id, beheerst: t.beheerst, gedeeltelijk: t.gedeeltelijk, niet: t.niet, fractie: raster.indicatoren.length ? rond(scores.reduce<number>((s, x) => s + (x ?? 0), 0) / (100 * raster.indicatoren.length))! : 0 };
  });
  return { ...raster, perLeerling };
}


// ---------------------------------------------------------------------------------------------
// The monitor page's choices (planning/monitor/{periode})

/**
 * What the monitor page offers in its searches (§2: filter, leerroutepakket, vestiging, groep,
 * vakgebied, competentie, leerling): the active packages with their domains and competences, the
 * branches and groups of the school year whose evaluations the user may read (own groups marked),
 * the subject areas with their competences, and the periods.
 */
export async function monitorKeuzes(ctx: TenantContext, schooljaar: string) {
  const adm = ctx.administratieNr;
  const p = ctx.permissions;
  const [pakketten, vestigingen, groepen, vakgebieden, perioden] = await Promise.all([
    db.administratieLeerroutepakket.findMany({
      where: { administratieNr: adm, actief: true },
      select: {
        leerroutepakket: {
          select: {
            id: true,
            naam: true,
            domeinen: { select: { id: true, naam: true }, orderBy: [{ volgnummer: "asc" }, { id: "asc" }] },
            competenties: { select: { id: true, naam: true, domeinId: true }, orderBy: [{ volgnummer: "asc" }, { id: "asc" }] },
          },
        },
      },
      orderBy: { leerroutepakket: { naam: "asc" } },
    }),
    db.vestiging.findMany({ where: { administratieNr: adm }, select: { nr: true, naam: true }, orderBy: [{ naam: "asc" }, { nr: "asc" }] }),
    db.groep.findMany({ where: { administratieNr: adm, schooljaar }, select: { nr: true, naam: true, vestigingNr: true }, orderBy: [{ naam: "asc" }, { nr: "asc" }] }),
    db.vakgebied.findMany({ where: { administratieNr: adm }, select: { nr: true, naam: true, competenties: { select: { leerroutepakketId: true, competentieId: true } } }, orderBy: [{ volgnummer: "asc" }, { nr: "asc" }] }),
    db.periode.findMany({ where: { administratieNr: adm, schooljaar }, select: { nummer: true, ingangsdatum: true, einddatum: true }, orderBy: { nummer: "asc" } }),
  ]);
  const leesbaar = groepen.filter((g) => canRead(p, F.Leerlingevaluaties, { vestigingNr: g.vestigingNr, groepNrs: [g.nr] }));
  const vestigingNrs = new Set(leesbaar.map((g) => g.vestigingNr));
  return {
    pakketten: pakketten.map((x) => {
      const domeinVolgorde = new Map(x.leerroutepakket.domeinen.map((d, i) => [d.id, i]));
      return { ...x.leerroutepakket, competenties: [...x.leerroutepakket.competenties].sort((a, b) => (domeinVolgorde.get(a.domeinId) ?? 0) - (domeinVolgorde.get(b.domeinId) ?? 0)) };
    }),
    vestigingen: vestigingen.filter((v) => vestigingNrs.has(v.nr)),
    groepen: leesbaar.map((g) => ({ ...g, eigen: p.eigenGroepen.includes(g.nr) })),
    vakgebieden: vakgebieden.map((v) => ({ nr: v.nr, naam: v.naam, competenties: v.competenties.map((c) => ({ pakketId: c.leerroutepakketId, id: c.competentieId })) })),
    perioden: perioden.map((x) => ({ nummer: x.nummer, ingangsdatum: isoDatum(x.ingangsdatum), einddatum: isoDatum(x.einddatum) })),
    actievePeriode: actievePeriode(perioden, schooljaar)?.nummer ?? null,
  };
}
export type MonitorKeuzes = Awaited<ReturnType<typeof monitorKeuzes>>;
