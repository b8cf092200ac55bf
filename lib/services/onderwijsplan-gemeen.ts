import { db, type Tx } from "@/lib/db/client";
import type { TenantContext } from "@/lib/api/context";
import { badRequest, notFound } from "@/lib/api/errors";
import { sanitizeRichText } from "@/lib/richtext";
import { isoDatum } from "@/lib/schooljaar";
import type { DoelInvoer, EvaluatieInvoer } from "@/lib/schemas/groepsplannen";
import { dag } from "./leerling-gemeen";
import { auteurNaam, auteurSelect, auteurVan } from "./leerlingdossier-toegang";

/**
 * What group plans (instruction groups) and action plans share: both are an Onderwijsplan with
 * planned goals (OnderwijsplanDoel: a competence at a level, optionally one indicator), evaluations
 * (OnderwijsplanEvaluatie) and ratings per pupil and goal (Beoordeling). Every write here runs in
 * the caller's transaction with a constant number of statements, whatever the number of goals.
 */

/** Rich text (starting situation, goal, approach) reduced to the allowlist before it is stored. */
export function rijkeTekst(html: string | null): string | null {
  return html ? sanitizeRichText(html) || null : null;
}

export const doelSelect = {
  id: true,
  competentieId: true,
  niveauNummer: true,
  indicatorId: true,
  omschrijving: true,
  volgnummer: true,
  competentieniveau: { select: { competentie: { select: { naam: true, domein: { select: { naam: true } } } }, niveau: { select: { waarde: true } } } },
  indicator: { select: { naam: true } },
} as const;

interface DoelRij {
  id: number;
  competentieId: number;
  niveauNummer: number;
  indicatorId: number | null;
  omschrijving: string | null;
  volgnummer: number;
  competentieniveau: { competentie: { naam: string; domein: { naam: string } }; niveau: { waarde: string } };
  indicator: { naam: string } | null;
}

export function doelOut(d: DoelRij) {
  return {
    id: d.id,
    competentieId: d.competentieId,
    competentieNaam: d.competentieniveau.competentie.naam,
    domeinNaam: d.competentieniveau.competentie.domein.naam,
    niveauNummer: d.niveauNummer,
    niveauWaarde: d.competentieniveau.niveau.waarde,
    indicatorId: d.indicatorId,
    indicatorNaam: d.indicator?.naam ?? null,
    omschrijving: d.omschrijving,
    volgnummer: d.volgnummer,
  };
}
export type DoelView = ReturnType<typeof doelOut>;

export const evaluatieSelect = { id: true, datum: true, tekst: true, doelBehaald: true, auteur: auteurSelect } as const;
export function evaluatieOut(e: { id: number; datum: Date; tekst: string; doelBehaald: boolean | null; auteur: { roepnaam: string; tussenvoegsel: string | null; achternaam: string } | null }) {
  return { id: e.id, datum: isoDatum(e.datum), tekst: e.tekst, doelBehaald: e.doelBehaald, auteur: auteurNaam(e.auteur) };
}

/** The package must be one the administration uses (400 naming the field). */
export async function controleerPakket(client: Tx | typeof db, ctx: TenantContext, pakketId: number, veld = "body.leerroutepakketId") {
  const p = await client.administratieLeerroutepakket.findUnique({
    where: { administratieNr_leerroutepakketId: { administratieNr: ctx.administratieNr, leerroutepakketId: pakketId } },
    select: { leerroutepakketId: true },
  });
  if (!p) throw badRequest(`leerroutepakketId: leerroutepakket ${pakketId} wordt in deze administratie niet gebruikt.`, [{ path: veld, message: "onbekend leerroutepakket" }]);
}

/** The subject area must exist in the administration (400 naming the field). */
export async function controleerVakgebied(client: Tx | typeof db, ctx: TenantContext, vakgebiedNr: number) {
  const v = await client.vakgebied.findUnique({ where: { administratieNr_nr: { administratieNr: ctx.administratieNr, nr: vakgebiedNr } }, select: { nr: true } });
  if (!v) throw badRequest(`vakgebiedNr: vakgebied ${vakgebiedNr} bestaat niet.`, [{ path: "body.vakgebiedNr", message: "onbekend vakgebied" }]);
}

/**
 * Checks planned goals against the package in one statement: every (competence, level) must exist
 * in the package and an indicator must belong to that competence and level (400 naming the goal).
 */
export async function controleerDoelen(client: Tx | typeof db, pakketId: number | null, doelen: readonly DoelInvoer[]) {
  if (doelen.length === 0) return;
  if (pakketId === null) throw badRequest("leerroutepakketId: kies het leerroutepakket van de doelen.", [{ path: "body.leerroutepakketId", message: "kies het leerroutepakket van de doelen" }]);
  const competenties = [...new Set(doelen.map((d) => d.competentieId))];
  const rijen = await client.competentieniveau.findMany({
    where: { leerroutepakketId: pakketId, competentieId: { in: competenties } },
    select: { competentieId: true, niveauNummer: true, indicatoren: { select: { id: true } } },
  });
  const bekend = new Map(rijen.map((r) => [`${r.competentieId}:${r.niveauNummer}`, new Set(r.indicatoren.map((i) => i.id))]));
  doelen.forEach((d, i) => {
    const ind = bekend.get(`${d.competentieId}:${d.niveauNummer}`);
    if (!ind) throw badRequest(`doelen: competentie ${d.competentieId} op niveau ${d.niveauNummer} bestaat niet in het leerroutepakket.`, [{ path: `body.doelen.${i}.competentieId`, message: "onbekende competentie of niveau in dit leerroutepakket" }]);
    if (d.indicatorId !== null && !ind.has(d.indicatorId))
      throw badRequest(`doelen: indicator ${d.indicatorId} hoort niet bij deze competentie en dit niveau.`, [{ path: `body.doelen.${i}.indicatorId`, message: "onbekende indicator" }]);
  });
  const sleutels = doelen.map((d) => `${d.competentieId}:${d.niveauNummer}:${d.indicatorId ?? 0}`);
  const dubbel = sleutels.findIndex((s, i) => sleutels.indexOf(s) !== i);
  if (dubbel >= 0) throw badRequest("doelen: een doel staat er twee keer in.", [{ path: `body.doelen.${dubbel}`, message: "dit doel staat er al in" }]);
}

/**
 * Replaces a plan's goals by `doelen`, keeping the rows (and so their ratings) of goals that stay:
 * one read, one delete, one update and one insert.
 */
export async function schrijfDoelen(tx: Tx, ctx: TenantContext, onderwijsplanId: number, pakketId: number | null, doelen: readonly DoelInvoer[]) {
  const adm = ctx.administratieNr;
  const bestaand = await tx.onderwijsplanDoel.findMany({ where: { administratieNr: adm, onderwijsplanId }, select: { id: true, leerroutepakketId: true, competentieId: true, niveauNummer: true, indicatorId: true } });
  const sleutel = (d: { competentieId: number; niveauNummer: number; indicatorId: number | null }) => `${d.competentieId}:${d.niveauNummer}:${d.indicatorId ?? 0}`;
  const perSleutel = new Map(bestaand.filter((b) => b.leerroutepakketId === pakketId).map((b) => [sleutel(b), b.id]));
  const blijft = new Map<number, { volgnummer: number; omschrijving: string | null }>();
  const nieuw: DoelInvoer[] = [];
  const volg: number[] = [];
  doelen.forEach((d, i) => {
    const id = perSleutel.get(sleutel(d));
    if (id !== undefined) blijft.set(id, { volgnummer: i + 1, omschrijving: d.omschrijving });
    else {
      nieuw.push(d);
      volg.push(i + 1);
    }
  });
  const weg = bestaand.filter((b) => !blijft.has(b.id)).map((b) => b.id);
  if (weg.length) await tx.onderwijsplanDoel.deleteMany({ where: { administratieNr: adm, id: { in: weg } } });
  if (blijft.size) {
    const ids = [...blijft.keys()];
    const volgnummers = ids.map((id) => blijft.get(id)!.volgnummer);
    const omschrijvingen = ids.map((id) => blijft.get(id)!.omschrijving);
    await tx.$executeRaw`UPDATE "OnderwijsplanDoel" d SET volgnummer = v.volgnummer, omschrijving = v.omschrijving
      FROM unnest(${ids}::int[], ${volgnummers}::int[], ${omschrijvingen}::text[]) AS v(id, volgnummer, omschrijving)
      WHERE d."administratieNr" = ${adm} AND d.id = v.id`;
  }
  if (nieuw.length && pakketId !== null)
    await tx.onderwijsplanDoel.createMany({
      data: nieuw.map((d, i) => ({ administratieNr: adm, onderwijsplanId, leerroutepakketId: pakketId, competentieId: d.competentieId, niveauNummer: d.niveauNummer, indicatorId: d.indicatorId, omschrijving: d.omschrijving, volgnummer: volg[i]! })),
    });
}

/**
 * Writes an evaluation of a plan (new, or `evaluatieId` updated) and the ratings that came with it:
 * each rating replaces the pupil's earlier rating of the same goal in this plan. The pupils must be
 * the plan's (`leerlingen`), the goals the plan's; ratings need an active assessor.
 */
export async function slaEvaluatieOp(tx: Tx, ctx: TenantContext, onderwijsplanId: number, v: EvaluatieInvoer, leerlingen: ReadonlySet<number>) {
  const adm = ctx.administratieNr;
  const [doelen, beoordelaar, bestaand] = await Promise.all([
    tx.onderwijsplanDoel.findMany({ where: { administratieNr: adm, onderwijsplanId }, select: { id: true } }),
    v.beoordelaarNr !== null ? tx.beoordelaar.findUnique({ where: { administratieNr_nr: { administratieNr: adm, nr: v.beoordelaarNr } }, select: { nr: true, actief: true } }) : Promise.resolve(null),
    v.evaluatieId !== null ? tx.onderwijsplanEvaluatie.findUnique({ where: { administratieNr_id: { administratieNr: adm, id: v.evaluatieId } }, select: { onderwijsplanId: true } }) : Promise.resolve(null),
  ]);
  if (v.evaluatieId !== null && bestaand?.onderwijsplanId !== onderwijsplanId) throw notFound(`Evaluatie ${v.evaluatieId}`);
  if (v.beoordelaarNr !== null && !beoordelaar?.actief) throw badRequest(`beoordelaarNr: beoordelaar ${v.beoordelaarNr} bestaat niet of is niet actief.`, [{ path: "body.beoordelaarNr", message: "onbekende beoordelaar" }]);
  if (v.beoordelingen.length && v.beoordelaarNr === null) throw badRequest("beoordelaarNr: kies wie beoordeelt.", [{ path: "body.beoordelaarNr", message: "kies een beoordelaar" }]);
  const doelIds = new Set(doelen.map((d) => d.id));
  v.beoordelingen.forEach((b, i) => {
    if (!leerlingen.has(b.leerlingId)) throw badRequest(`beoordelingen: [[leerling]] ${b.leerlingId} hoort niet bij dit plan.`, [{ path: `body.beoordelingen.${i}.leerlingId`, message: "[[leerling]] hoort niet bij dit plan" }]);
    if (b.doelId !== null && !doelIds.has(b.doelId)) throw badRequest(`beoordelingen: doel ${b.doelId} hoort niet bij dit plan.`, [{ path: `body.beoordelingen.${i}.doelId`, message: "onbekend doel" }]);
  });
  const auteurId = auteurVan(ctx);
  const datum = dag(v.datum);
  const evaluatie =
    v.evaluatieId !== null
      ? await tx.onderwijsplanEvaluatie.update({ where: { administratieNr_id: { administratieNr: adm, id: v.evaluatieId } }, data: { datum, tekst: v.tekst, doelBehaald: v.doelBehaald }, select: evaluatieSelect })
      : await tx.onderwijsplanEvaluatie.create({ data: { administratieNr: adm, onderwijsplanId, datum, tekst: v.tekst, doelBehaald: v.doelBehaald, auteurId }, select: evaluatieSelect });
  if (v.beoordelingen.length) {
    const ll = v.beoordelingen.map((b) => b.leerlingId);
    const dd = v.beoordelingen.map((b) => b.doelId ?? 0);
    await tx.$executeRaw`DELETE FROM "Beoordeling" b USING unnest(${ll}::int[], ${dd}::int[]) AS v(leerling, doel)
      WHERE b."administratieNr" = ${adm} AND b."onderwijsplanId" = ${onderwijsplanId} AND b."leerlingId" = v.leerling AND coalesce(b."doelId", 0) = v.doel`;
    await tx.beoordeling.createMany({
      data: v.beoordelingen.map((b) => ({ administratieNr: adm, onderwijsplanId, doelId: b.doelId, leerlingId: b.leerlingId, beoordelaarNr: v.beoordelaarNr!, score: b.score, opmerking: b.opmerking, datum, beoordeeldDoor: auteurId })),
    });
  }
  return { onderwijsplanId, evaluatie: evaluatieOut(evaluatie), beoordelingen: v.beoordelingen.length };
}

/** The ratings of a plan with the active assessors (for the evaluation grid). */
export async function beoordelingenVan(ctx: TenantContext, onderwijsplanId: number) {
  const adm = ctx.administratieNr;
  const [rijen, beoordelaars] = await Promise.all([
    db.beoordeling.findMany({
      where: { administratieNr: adm, onderwijsplanId },
      select: { id: true, leerlingId: true, doelId: true, score: true, opmerking: true, beoordelaarNr: true, datum: true, beoordelaar: { select: { naam: true } } },
      orderBy: [{ datum: "desc" }, { id: "desc" }],
    }),
    db.beoordelaar.findMany({ where: { administratieNr: adm, actief: true }, select: { nr: true, naam: true }, orderBy: { naam: "asc" } }),
  ]);
  return {
    beoordelaars,
    beoordelingen: rijen.map((b) => ({ id: b.id, leerlingId: b.leerlingId, doelId: b.doelId, score: b.score, opmerking: b.opmerking, beoordelaarNr: b.beoordelaarNr, beoordelaarNaam: b.beoordelaar.naam, datum: isoDatum(b.datum) })),
  };
}

/**
 * The indicator selector: the package's domains → competences → levels → indicators, optionally
 * of one subject area; with `fasen`, only the indicators linked to those phases' cells (of one
 * route, or any), each marked `inFase`. One statement.
 */
export async function indicatorSelector(ctx: TenantContext, o: { pakketId: number; vakgebiedNr: number | null; leerrouteNummer: number | null; fasen: number[] }) {
  await controleerPakketGebruik(ctx, o.pakketId);
  const indicatoren = await db.indicator.findMany({
    where: {
      leerroutepakketId: o.pakketId,
      ...(o.vakgebiedNr !== null ? { competentie: { vakgebieden: { some: { administratieNr: ctx.administratieNr, vakgebiedNr: o.vakgebiedNr } } } } : {}),
      ...(o.fasen.length
        ? { fasen: { some: { faseNummer: { in: o.fasen }, ...(o.leerrouteNummer !== null ? { leerrouteNummer: o.leerrouteNummer } : {}) } } }
        : {}),
    },
    select: {
      id: true,
      naam: true,
      code: true,
      volgnummer: true,
      competentie: { select: { id: true, naam: true, volgnummer: true, domein: { select: { id: true, naam: true, volgnummer: true } } } },
      competentieniveau: { select: { niveau: { select: { nummer: true, waarde: true, label: true, volgnummer: true } } } },
    },
  });
  type Niv = { nummer: number; waarde: string; label: string; volgnummer: number; indicatoren: { id: number; naam: string; code: string | null; inFase: boolean; volgnummer: number }[] };
  type Comp = { id: number; naam: string; volgnummer: number; niveaus: Map<number, Niv> };
  type Dom = { id: number; naam: string; volgnummer: number; competenties: Map<number, Comp> };
  const domeinen = new Map<number, Dom>();
  for (const i of indicatoren) {
    const c = i.competentie;
    const d = domeinen.get(c.domein.id) ?? { ...c.domein, competenties: new Map() };
    domeinen.set(d.id, d);
    const comp = d.competenties.get(c.id) ?? { id: c.id, naam: c.naam, volgnummer: c.volgnummer, niveaus: new Map() };
    d.competenties.set(c.id, comp);
    const n = i.competentieniveau.niveau;
    const niv = comp.niveaus.get(n.nummer) ?? { ...n, indicatoren: [] };
    comp.niveaus.set(n.nummer, niv);
    niv.indicatoren.push({ id: i.id, naam: i.naam, code: i.code, inFase: o.fasen.length > 0, volgnummer: i.volgnummer });
  }
  const op = <T extends { volgnummer: number }>(a: T, b: T) => a.volgnummer - b.volgnummer;
  return {
    leerroutepakketId: o.pakketId,
    fasen: o.fasen,
    domeinen: [...domeinen.values()].sort(op).map((d) => ({
      id: d.id,
      naam: d.naam,
      competenties: [...d.competenties.values()].sort(op).map((c) => ({
        id: c.id,
        naam: c.naam,
        niveaus: [...c.niveaus.values()].sort(op).map((n) => ({ nummer: n.nummer, waarde: n.waarde, label: n.label, indicatoren: n.indicatoren.sort(op).map(({ volgnummer: _v, ...rest }) => rest) })),
      })),
    })),
  };
}

/** A package the administration does not use is not found (404). */
export async function controleerPakketGebruik(ctx: TenantContext, pakketId: number) {
  const p = await db.administratieLeerroutepakket.findUnique({
    where: { administratieNr_leerroutepakketId: { administratieNr: ctx.administratieNr, leerroutepakketId: pakketId } },
    select: { leerroutepakketId: true },
  });
  if (!p) throw notFound(`Leerroutepakket ${pakketId}`);
}
