import { db } from "@/lib/db/client";
import { conflict, forbidden, notFound } from "@/lib/api/errors";
import type { TenantContext } from "@/lib/api/context";
import { canRead, canWrite, PLAN_FUNCTIEGEBIED, type PermissionObject, type PlanSoort } from "@/lib/permissions";
import { dag, geldtVoorLeerling, leerlingObjecten } from "./leerling-gemeen";
import { veldFout, zichtbaarWhere } from "./lesbundels";
import { checkPermutatie } from "./ordening";

/**
 * The lessons of a teaching plan (2-api-calls §7.8 OnderwijsplanLessen). A plan (Onderwijsplan)
 * is the common part of a handelingsplan, an instructiegroep of a groepsplan or a teaching plan of
 * a leerlingplan; reading needs read, changing needs write on that plan type for the plan's pupil
 * or group (§6 "Editing a plan needs write on that plan type"). The lessons must be of a bundle of
 * the administration's customer that the caller can see.
 */

const SOORT: Record<"Handelingsplan" | "Instructiegroep" | "Leerlingplan", PlanSoort> = {
  Handelingsplan: "handelingsplan",
  Instructiegroep: "groepsplan",
  Leerlingplan: "leerlingplan",
};

/** The plan (404 when not of this administration) with the check of `schrijven` or read. */
async function plan(ctx: TenantContext, id: number, schrijven: boolean) {
  const p = await db.onderwijsplan.findUnique({
    where: { administratieNr_id: { administratieNr: ctx.administratieNr, id } },
    select: {
      id: true,
      soort: true,
      handelingsplan: { select: { leerlingId: true } },
      instructiegroep: { select: { groepsplan: { select: { groepNr: true, groep: { select: { vestigingNr: true } } } } } },
      leerlingplan: { select: { leerlingplan: { select: { leerlingId: true } } } },
    },
  });
  if (!p) throw notFound(`Plan ${id}`);
  const area = PLAN_FUNCTIEGEBIED[SOORT[p.soort]];
  const check = (o: PermissionObject) => (schrijven ? canWrite(ctx.permissions, area, o) : canRead(ctx.permissions, area, o));
  const leerlingId = p.handelingsplan?.leerlingId ?? p.leerlingplan?.leerlingplan.leerlingId;
  let mag: boolean;
  if (leerlingId !== undefined) {
    const objecten = await leerlingObjecten(ctx, [leerlingId]);
    mag = geldtVoorLeerling(objecten.get(leerlingId), check);
  } else {
    const gp = p.instructiegroep?.groepsplan;
    mag = check(gp ? { vestigingNr: gp.groep.vestigingNr, groepNrs: [gp.groepNr] } : {});
  }
  if (!mag) throw forbidden(schrijven ? "U mag de lessen van dit plan niet wijzigen." : "U mag dit plan niet bekijken.");
  return p;
}

const lesSelect = {
  lesId: true,
  volgnummer: true,
  opmerking: true,
  uitgevoerdOp: true,
  les: { select: { naam: true, duurMinuten: true, lesBundelId: true, lesBundel: { select: { naam: true } } } },
} as const;

async function planLessen(ctx: TenantContext, onderwijsplanId: number) {
  const rows = await db.onderwijsplanLes.findMany({ where: { administratieNr: ctx.administratieNr, onderwijsplanId }, orderBy: [{ volgnummer: "asc" }, { lesId: "asc" }], select: lesSelect });
  return rows.map((r) => ({
    lesId: r.lesId,
    naam: r.les.naam,
    duurMinuten: r.les.duurMinuten,
    lesBundelId: r.les.lesBundelId,
    lesBundelNaam: r.les.lesBundel.naam,
    volgnummer: r.volgnummer,
    opmerking: r.opmerking,
    uitgevoerdOp: r.uitgevoerdOp ? r.uitgevoerdOp.toISOString().slice(0, 10) : null,
  }));
}

/** GET Lessen/{id}: the plan's lessons in order. */
export async function getPlanLessen(ctx: TenantContext, onderwijsplanId: number) {
  await plan(ctx, onderwijsplanId, false);
  return planLessen(ctx, onderwijsplanId);
}

/** GET Lesbundels/{id}: the visible bundles with their lessons to choose from, marked when already in the plan. */
export async function getPlanLesbundels(ctx: TenantContext, onderwijsplanId: number) {
  await plan(ctx, onderwijsplanId, false);
  const [bundels, inPlan] = await Promise.all([
    db.lesBundel.findMany({
      where: { ...zichtbaarWhere(ctx), lessen: { some: {} } },
      orderBy: [{ naam: "asc" }, { id: "asc" }],
      take: 500,
      select: { id: true, naam: true, lessen: { orderBy: [{ volgnummer: "asc" }, { naam: "asc" }], select: { id: true, naam: true, duurMinuten: true } } },
    }),
    db.onderwijsplanLes.findMany({ where: { administratieNr: ctx.administratieNr, onderwijsplanId }, select: { lesId: true } }),
  ]);
  const al = new Set(inPlan.map((l) => l.lesId));
  return bundels.map((b) => ({ id: b.id, naam: b.naam, lessen: b.lessen.map((l) => ({ ...l, inPlan: al.has(l.id) })) }));
}

/** POST Add: appends lessons (visible bundles of the customer); lessons already in the plan → 409. */
export async function addPlanLessen(ctx: TenantContext, input: { onderwijsplanId: number; lesIds: number[] }) {
  await plan(ctx, input.onderwijsplanId, true);
  const ids = [...new Set(input.lesIds)];
  await db.$transaction(async (tx) => {
    const [lessen, huidig] = await Promise.all([
      tx.les.findMany({ where: { id: { in: ids }, lesBundel: zichtbaarWhere(ctx) }, select: { id: true } }),
      tx.onderwijsplanLes.findMany({ where: { administratieNr: ctx.administratieNr, onderwijsplanId: input.onderwijsplanId }, select: { lesId: true, volgnummer: true } }),
    ]);
    const ok = new Set(lessen.map((l) => l.id));
    const vreemd = ids.find((i) => !ok.has(i));
    if (vreemd !== undefined) throw veldFout("lesIds", `les ${vreemd} bestaat niet of hoort bij een lesbundel die u niet kunt zien`);
    const al = huidig.find((h) => ok.has(h.lesId) && ids.includes(h.lesId));
    if (al) throw conflict(`Les ${al.lesId} staat al in dit plan.`);
    const max = Math.max(0, ...huidig.map((h) => h.volgnummer));
    await tx.onderwijsplanLes.createMany({
      data: ids.map((lesId, i) => ({ administratieNr: ctx.administratieNr, onderwijsplanId: input.onderwijsplanId, lesId, klantId: ctx.klantId, volgnummer: max + i + 1 })),
    });
  });
  return planLessen(ctx, input.onderwijsplanId);
}

/** POST update: the remark and the date the lesson was given. */
export async function updatePlanLes(ctx: TenantContext, input: { onderwijsplanId: number; lesId: number; opmerking?: string | null; uitgevoerdOp?: string | null }) {
  await plan(ctx, input.onderwijsplanId, true);
  const r = await db.onderwijsplanLes.updateMany({
    where: { administratieNr: ctx.administratieNr, onderwijsplanId: input.onderwijsplanId, lesId: input.lesId },
    data: { opmerking: input.opmerking || null, uitgevoerdOp: input.uitgevoerdOp ? dag(input.uitgevoerdOp) : null },
  });
  if (r.count === 0) throw notFound(`Les ${input.lesId} in dit plan`);
  const lijst = await planLessen(ctx, input.onderwijsplanId);
  return lijst.find((l) => l.lesId === input.lesId)!;
}

/** POST reorganize: the plan's lessons in a new order (all of them). */
export async function reorganizePlanLessen(ctx: TenantContext, input: { onderwijsplanId: number; lesIds: number[] }) {
  await plan(ctx, input.onderwijsplanId, true);
  const huidig = await db.onderwijsplanLes.findMany({ where: { administratieNr: ctx.administratieNr, onderwijsplanId: input.onderwijsplanId }, select: { lesId: true } });
  checkPermutatie(
    huidig.map((h) => h.lesId),
    input.lesIds,
    "body.lesIds",
    "lessen",
  );
  await db.$executeRaw`
    UPDATE "OnderwijsplanLes" AS o SET "volgnummer" = v.nr
      FROM unnest(${input.lesIds}::int[]) WITH ORDINALITY AS v(id, nr)
     WHERE o."administratieNr" = ${ctx.administratieNr} AND o."onderwijsplanId" = ${input.onderwijsplanId} AND o."lesId" = v.id`;
  return planLessen(ctx, input.onderwijsplanId);
}

/** DELETE Delete/{a}/{b}: a = plan, b = lesson. */
export async function deletePlanLes(ctx: TenantContext, onderwijsplanId: number, lesId: number) {
  await plan(ctx, onderwijsplanId, true);
  const r = await db.onderwijsplanLes.deleteMany({ where: { administratieNr: ctx.administratieNr, onderwijsplanId, lesId } });
  if (r.count === 0) throw notFound(`Les ${lesId} in dit plan`);
  return { id: lesId, verwijderd: true };
}
