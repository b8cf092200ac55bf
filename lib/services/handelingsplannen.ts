import { db, type Tx } from "@/lib/db/client";
import type { TenantContext } from "@/lib/api/context";
import { badRequest, forbidden, notFound } from "@/lib/api/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { canRead, canWrite, Functiegebied as F, readableVestigingen, type PermissionObject } from "@/lib/permissions";
import { isoDatum } from "@/lib/schooljaar";
import type { EvaluatieInvoer, HandelingsplanVelden } from "@/lib/schemas/groepsplannen";
import { logInzage, type InzageSoort } from "./dossier-inzage";
import { dag, geldtVoorLeerling, naamVan } from "./leerling-gemeen";
import { auteurNaam, auteurSelect, auteurVan, leerlingPlaatsSelect, plaatsVan, type LeerlingPlaats } from "./leerlingdossier-toegang";
import { beoordelingenVan, controleerDoelen, controleerPakket, controleerVakgebied, doelOut, doelSelect, evaluatieOut, evaluatieSelect, rijkeTekst, schrijfDoelen, slaEvaluatieOp } from "./onderwijsplan-gemeen";

/**
 * Action plans (Handelingsplannen, §7.10): a plan for one pupil — starting situation and question,
 * SMART goals (planned indicators with their level), approach, period and dates, assessor, the
 * date the parents were informed, evaluations with the outcome, ratings per goal, and (the
 * lesspapers tab) the plan's lessons through OnderwijsplanLessen. The plan's id is its
 * Onderwijsplan's id. §6: the Handelingsplannen bits on the pupil (own group / own branch / all);
 * evaluating needs write on Leerlingevaluaties for the pupil.
 */

type Toegang = "read" | "write";
const weiger = (toegang: Toegang) => forbidden(`U mag de handelingsplannen van [[deze leerling]] niet ${toegang === "read" ? "bekijken" : "wijzigen"}.`);

function magOp(ctx: TenantContext, l: Pick<LeerlingPlaats, "toewijzingen">, toegang: Toegang | "evalueren") {
  const check =
    toegang === "evalueren"
      ? (o: PermissionObject) => canWrite(ctx.permissions, F.Leerlingevaluaties, o)
      : (o: PermissionObject) => (toegang === "read" ? canRead : canWrite)(ctx.permissions, F.Handelingsplannen, o);
  return geldtVoorLeerling(plaatsVan(l), check);
}

const planSelect = {
  onderwijsplanId: true,
  leerlingId: true,
  beoordelaarNr: true,
  ingangsdatum: true,
  einddatum: true,
  beginsituatie: true,
  oudersGeinformeerdOp: true,
  leerling: { select: leerlingPlaatsSelect },
  beoordelaar: { select: { naam: true } },
  onderwijsplan: {
    select: {
      titel: true,
      schooljaar: true,
      periodeNummer: true,
      vakgebiedNr: true,
      leerroutepakketId: true,
      doel: true,
      aanpak: true,
      vakgebied: { select: { naam: true } },
      auteur: auteurSelect,
      doelen: { select: doelSelect, orderBy: { volgnummer: "asc" as const } },
      evaluaties: { select: evaluatieSelect, orderBy: [{ datum: "desc" }, { id: "desc" }] as Prisma.OnderwijsplanEvaluatieOrderByWithRelationInput[] },
    },
  },
} as const;
type PlanRij = Prisma.HandelingsplanGetPayload<{ select: typeof planSelect }>;

function rijOut(ctx: TenantContext, p: Pick<PlanRij, "onderwijsplanId" | "leerlingId" | "ingangsdatum" | "einddatum" | "leerling" | "beoordelaar"> & { onderwijsplan: { titel: string | null; schooljaar: string; periodeNummer: number; vakgebiedNr: number | null; vakgebied: { naam: string } | null; evaluaties: unknown[] } }) {
  return {
    id: p.onderwijsplanId,
    leerlingId: p.leerlingId,
    leerlingNaam: naamVan(p.leerling),
    titel: p.onderwijsplan.titel,
    schooljaar: p.onderwijsplan.schooljaar,
    periodeNummer: p.onderwijsplan.periodeNummer,
    vakgebiedNr: p.onderwijsplan.vakgebiedNr,
    vakgebiedNaam: p.onderwijsplan.vakgebied?.naam ?? null,
    ingangsdatum: isoDatum(p.ingangsdatum),
    einddatum: isoDatum(p.einddatum),
    beoordelaarNaam: p.beoordelaar?.naam ?? null,
    geevalueerd: p.onderwijsplan.evaluaties.length > 0,
    magBewerken: magOp(ctx, p.leerling, "write"),
  };
}

function detailsOut(ctx: TenantContext, p: PlanRij) {
  const o = p.onderwijsplan;
  return {
    ...rijOut(ctx, p),
    leerroutepakketId: o.leerroutepakketId,
    beoordelaarNr: p.beoordelaarNr,
    beginsituatie: p.beginsituatie,
    doel: o.doel,
    aanpak: o.aanpak,
    oudersGeinformeerdOp: p.oudersGeinformeerdOp ? isoDatum(p.oudersGeinformeerdOp) : null,
    auteur: auteurNaam(o.auteur),
    geplandeIndicatoren: o.doelen.map(doelOut),
    evaluaties: o.evaluaties.map(evaluatieOut),
    magEvalueren: magOp(ctx, p.leerling, "evalueren"),
  };
}
export type HandelingsplanDetails = ReturnType<typeof detailsOut>;

async function plan(ctx: TenantContext, id: number, toegang: Toegang, client: Tx | typeof db = db) {
  const p = await client.handelingsplan.findUnique({ where: { administratieNr_onderwijsplanId: { administratieNr: ctx.administratieNr, onderwijsplanId: id } }, select: planSelect });
  if (!p) throw notFound(`Handelingsplan ${id}`);
  if (!magOp(ctx, p.leerling, toegang)) throw weiger(toegang);
  return p;
}

const rijSelect = {
  onderwijsplanId: true,
  leerlingId: true,
  ingangsdatum: true,
  einddatum: true,
  leerling: { select: leerlingPlaatsSelect },
  beoordelaar: { select: { naam: true } },
  onderwijsplan: { select: { titel: true, schooljaar: true, periodeNummer: true, vakgebiedNr: true, vakgebied: { select: { naam: true } }, evaluaties: { select: { id: true }, take: 1 } } },
} as const;

async function lijst(ctx: TenantContext, where: Prisma.HandelingsplanWhereInput, filter: (plaats: { vestigingen: number[]; groepNrs: number[] }) => boolean) {
  const rows = await db.handelingsplan.findMany({ where: { administratieNr: ctx.administratieNr, ...where }, select: rijSelect, orderBy: [{ ingangsdatum: "desc" }, { onderwijsplanId: "desc" }] });
  return rows.filter((p) => magOp(ctx, p.leerling, "read") && filter(plaatsVan(p.leerling))).map((p) => rijOut(ctx, p));
}

/** AlleHandelingsplannen/{schooljaar}/{vestigingNr}: the year's plans of pupils the user may read (0 = every readable branch). */
export async function alleHandelingsplannen(ctx: TenantContext, schooljaar: string, vestigingNr: number) {
  const leesbaar = readableVestigingen(ctx.permissions, F.Handelingsplannen);
  if (vestigingNr !== 0 && !leesbaar.includes(vestigingNr)) throw forbidden("U mag de handelingsplannen van deze [[vestiging]] niet bekijken.");
  const in_ = new Set(vestigingNr === 0 ? leesbaar : [vestigingNr]);
  return lijst(ctx, { onderwijsplan: { schooljaar } }, (pl) => pl.vestigingen.some((v) => in_.has(v)));
}

/** EigenHandelingsplannen/{schooljaar}: the year's plans of pupils in the user's own groups. */
export async function eigenHandelingsplannen(ctx: TenantContext, schooljaar: string) {
  const eigen = new Set(ctx.permissions.eigenGroepen);
  return lijst(ctx, { onderwijsplan: { schooljaar } }, (pl) => pl.groepNrs.some((g) => eigen.has(g)));
}

/** ForLeerling: the pupil's plans (pupil tab handelingsplannen). */
export async function handelingsplannenVoorLeerling(ctx: TenantContext, leerlingId: number) {
  const l = await db.leerling.findUnique({ where: { administratieNr_id: { administratieNr: ctx.administratieNr, id: leerlingId } }, select: leerlingPlaatsSelect });
  if (!l) throw notFound(`[[Leerling]] ${leerlingId}`);
  if (!magOp(ctx, l, "read")) throw weiger("read");
  const rijen = await lijst(ctx, { leerlingId }, () => true);
  await logInzage(ctx, leerlingId, "handelingsplannen");
  return rijen;
}

/** A plan with its goals and evaluations: a read of the pupil's plan, logged as `soort` (the PDF as a print). */
export async function handelingsplanDetails(ctx: TenantContext, id: number, soort: InzageSoort = "handelingsplan") {
  const p = await plan(ctx, id, "read");
  await logInzage(ctx, p.leerlingId, soort, id);
  return detailsOut(ctx, p);
}

/** Subject area, package, goals, assessor and period must exist (400 naming the field). */
async function controleer(tx: Tx, ctx: TenantContext, schooljaar: string, v: HandelingsplanVelden) {
  // One after the other: a transaction is one connection (pg refuses overlapping queries on it).
  const periode = await tx.periode.findUnique({ where: { administratieNr_schooljaar_nummer: { administratieNr: ctx.administratieNr, schooljaar, nummer: v.periodeNummer } }, select: { nummer: true } });
  const beoordelaar = v.beoordelaarNr !== null ? await tx.beoordelaar.findUnique({ where: { administratieNr_nr: { administratieNr: ctx.administratieNr, nr: v.beoordelaarNr } }, select: { nr: true } }) : { nr: 0 };
  if (v.vakgebiedNr !== null) await controleerVakgebied(tx, ctx, v.vakgebiedNr);
  if (v.leerroutepakketId !== null) await controleerPakket(tx, ctx, v.leerroutepakketId);
  if (!periode) throw badRequest(`periodeNummer: [[schooljaar]] ${schooljaar} heeft geen periode ${v.periodeNummer}.`, [{ path: "body.periodeNummer", message: "onbekende periode" }]);
  if (!beoordelaar) throw badRequest(`beoordelaarNr: beoordelaar ${v.beoordelaarNr} bestaat niet.`, [{ path: "body.beoordelaarNr", message: "onbekende beoordelaar" }]);
  await controleerDoelen(tx, v.leerroutepakketId, v.doelen);
}

const planVelden = (v: HandelingsplanVelden) => ({ periodeNummer: v.periodeNummer, titel: v.titel, vakgebiedNr: v.vakgebiedNr, leerroutepakketId: v.leerroutepakketId, doel: rijkeTekst(v.doel), aanpak: rijkeTekst(v.aanpak) });
const hpVelden = (v: HandelingsplanVelden) => ({ beoordelaarNr: v.beoordelaarNr, ingangsdatum: dag(v.ingangsdatum), einddatum: dag(v.einddatum), beginsituatie: rijkeTekst(v.beginsituatie), oudersGeinformeerdOp: v.oudersGeinformeerdOp ? dag(v.oudersGeinformeerdOp) : null });

/** Add/{schooljaar}/{leerlingId}: a new plan for the pupil in a period of the school year. */
export async function handelingsplanToevoegen(ctx: TenantContext, schooljaar: string, leerlingId: number, v: HandelingsplanVelden) {
  const id = await db.$transaction(async (tx) => {
    // One after the other: a transaction is one connection (pg refuses overlapping queries on it).
    const l = await tx.leerling.findUnique({ where: { administratieNr_id: { administratieNr: ctx.administratieNr, id: leerlingId } }, select: leerlingPlaatsSelect });
    const jaar = await tx.schooljaar.findUnique({ where: { administratieNr_schooljaar: { administratieNr: ctx.administratieNr, schooljaar } }, select: { schooljaar: true } });
    if (!l) throw notFound(`[[Leerling]] ${leerlingId}`);
    if (!jaar) throw notFound(`[[Schooljaar]] ${schooljaar}`);
    if (!magOp(ctx, l, "write")) throw weiger("write");
    await controleer(tx, ctx, schooljaar, v);
    const o = await tx.onderwijsplan.create({ data: { administratieNr: ctx.administratieNr, soort: "Handelingsplan", schooljaar, ...planVelden(v), auteurId: auteurVan(ctx) }, select: { id: true } });
    await tx.handelingsplan.create({ data: { administratieNr: ctx.administratieNr, onderwijsplanId: o.id, leerlingId, ...hpVelden(v) } });
    if (v.doelen.length) await schrijfDoelen(tx, ctx, o.id, v.leerroutepakketId, v.doelen);
    return o.id;
  });
  return handelingsplanDetails(ctx, id);
}

/** Edit/{id}: every field; goals that stay keep their ratings. */
export async function handelingsplanBewerken(ctx: TenantContext, id: number, v: HandelingsplanVelden) {
  await db.$transaction(async (tx) => {
    const p = await plan(ctx, id, "write", tx);
    await controleer(tx, ctx, p.onderwijsplan.schooljaar, v);
    await tx.onderwijsplan.update({ where: { administratieNr_id: { administratieNr: ctx.administratieNr, id } }, data: planVelden(v) });
    await tx.handelingsplan.update({ where: { administratieNr_onderwijsplanId: { administratieNr: ctx.administratieNr, onderwijsplanId: id } }, data: hpVelden(v) });
    await schrijfDoelen(tx, ctx, id, v.leerroutepakketId, v.doelen);
  });
  return handelingsplanDetails(ctx, id);
}

/** Delete/{id}: the plan with its goals, lessons, evaluations and ratings. */
export async function handelingsplanVerwijderen(ctx: TenantContext, id: number) {
  await db.$transaction(async (tx) => {
    await plan(ctx, id, "write", tx);
    await tx.onderwijsplan.delete({ where: { administratieNr_id: { administratieNr: ctx.administratieNr, id } } });
  });
  return { id, verwijderd: true };
}

/** Evaluatie GET: the evaluations, newest first. */
export async function handelingsplanEvaluaties(ctx: TenantContext, id: number) {
  return (await handelingsplanDetails(ctx, id)).evaluaties;
}

/** Beeordelingen: the goals, the pupil and the ratings given. */
export async function handelingsplanBeoordelingen(ctx: TenantContext, id: number) {
  const p = await handelingsplanDetails(ctx, id);
  const b = await beoordelingenVan(ctx, id);
  return { onderwijsplanId: id, doelen: p.geplandeIndicatoren, leerlingen: [{ id: p.leerlingId, naam: p.leerlingNaam }], ...b };
}

/** Evaluatie POST: an evaluation with the outcome and ratings per goal (write on evaluations for the pupil). */
export async function handelingsplanEvalueren(ctx: TenantContext, v: EvaluatieInvoer & { onderwijsplanId: number }) {
  return db.$transaction(async (tx) => {
    const p = await plan(ctx, v.onderwijsplanId, "read", tx);
    if (!magOp(ctx, p.leerling, "evalueren")) throw forbidden("U mag [[deze leerling]] niet evalueren.");
    return slaEvaluatieOp(tx, ctx, v.onderwijsplanId, v, new Set([p.leerlingId]));
  });
}
