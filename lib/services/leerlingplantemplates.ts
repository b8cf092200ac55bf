import { db, type Tx } from "@/lib/db/client";
import type { TenantContext } from "@/lib/api/context";
import { badRequest, conflict, notFound } from "@/lib/api/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { herorden, type Definitie, type DefinitieInvoer, type DefinitieOpties, type TemplateSoort } from "@/lib/templates";
import { controleerVakgebied } from "./onderwijsplan-gemeen";

/**
 * Pupil-plan templates (LeerlingplanTemplates, §7.10; changes need Leerlingplannen manage): a name,
 * an active flag and ordered definitions typed by the item types of lib/templates — the same
 * engine as the form templates (lib/services/formuliertemplates.ts). MON definitions hold the plan's
 * monitor lines, OWP definitions its teaching plans; the others a value per period.
 */

const definitieSelect = {
  id: true,
  templateId: true,
  soort: true,
  label: true,
  toelichting: true,
  verplicht: true,
  opties: true,
  vakgebiedNr: true,
  vakgebied: { select: { naam: true } },
  volgnummer: true,
  _count: { select: { waarden: true, monitorlijnen: true, onderwijsplannen: true } },
} as const;

type DefinitieRij = Prisma.LeerlingplanTemplateDefinitieGetPayload<{ select: typeof definitieSelect }>;

export function lpDefinitieOut(d: DefinitieRij) {
  return {
    id: d.id,
    templateId: d.templateId,
    soort: d.soort as TemplateSoort,
    label: d.label,
    toelichting: d.toelichting,
    verplicht: d.verplicht,
    opties: (d.opties ?? null) as DefinitieOpties | null,
    vakgebiedNr: d.vakgebiedNr,
    vakgebiedNaam: d.vakgebied?.naam ?? null,
    volgnummer: d.volgnummer,
    aantalWaarden: d._count.waarden + d._count.monitorlijnen + d._count.onderwijsplannen,
  };
}
export type LpDefinitieView = ReturnType<typeof lpDefinitieOut>;

/** The engine's view of stored definitions. */
export const alsDefinities = (defs: readonly LpDefinitieView[]): Definitie[] =>
  defs.map((d) => ({ id: d.id, soort: d.soort, label: d.label, toelichting: d.toelichting, verplicht: d.verplicht, opties: d.opties, volgnummer: d.volgnummer }));

export const lpDefinitieOrde = [{ volgnummer: "asc" }, { id: "asc" }] as Prisma.LeerlingplanTemplateDefinitieOrderByWithRelationInput[];

const templateSelect = {
  id: true,
  naam: true,
  omschrijving: true,
  actief: true,
  _count: { select: { definities: true, leerlingplannen: true } },
} as const;
const templateDetailSelect = {
  ...templateSelect,
  definities: { select: definitieSelect, orderBy: lpDefinitieOrde },
} satisfies Prisma.LeerlingplanTemplateSelect;

type TemplateRij = Prisma.LeerlingplanTemplateGetPayload<{ select: typeof templateSelect }>;
type TemplateDetailRij = Prisma.LeerlingplanTemplateGetPayload<{ select: typeof templateDetailSelect }>;

const samenvatting = (t: TemplateRij) => ({
  id: t.id,
  naam: t.naam,
  omschrijving: t.omschrijving,
  actief: t.actief,
  aantalDefinities: t._count.definities,
  aantalLeerlingplannen: t._count.leerlingplannen,
});
const detail = (t: TemplateDetailRij) => ({ ...samenvatting(t), definities: t.definities.map(lpDefinitieOut) });
export type LpTemplateView = ReturnType<typeof detail>;

const sleutel = (ctx: TenantContext, id: number) => ({ administratieNr_id: { administratieNr: ctx.administratieNr, id } });
const json = (o: DefinitieOpties | null) => (o === null ? Prisma.DbNull : (o as Prisma.InputJsonValue));
const nietGevonden = (id: number) => notFound(`Leerlingplantemplate ${id}`);

/** GET LeerlingplanTemplates (all, by name) and /Actief (only the active ones: offered for new plans). */
export async function listLpTemplates(ctx: TenantContext, o: { actief?: boolean } = {}) {
  const rows = await db.leerlingplanTemplate.findMany({
    where: { administratieNr: ctx.administratieNr, ...(o.actief !== undefined ? { actief: o.actief } : {}) },
    select: templateSelect,
    orderBy: [{ naam: "asc" }, { id: "asc" }],
  });
  return rows.map(samenvatting);
}

export async function getLpTemplate(ctx: TenantContext, id: number, client: Tx | typeof db = db) {
  const t = await client.leerlingplanTemplate.findUnique({ where: sleutel(ctx, id), select: templateDetailSelect });
  if (!t) throw nietGevonden(id);
  return detail(t);
}

export async function getLpDefinitie(ctx: TenantContext, templateId: number, id: number) {
  const d = await db.leerlingplanTemplateDefinitie.findUnique({ where: sleutel(ctx, id), select: definitieSelect });
  if (!d || d.templateId !== templateId) throw notFound(`Item ${id} van leerlingplantemplate ${templateId}`);
  return lpDefinitieOut(d);
}

async function naamVrij(tx: Tx, ctx: TenantContext, naam: string, behalve?: number) {
  const dubbel = await tx.leerlingplanTemplate.findFirst({
    where: { administratieNr: ctx.administratieNr, naam: { equals: naam, mode: "insensitive" }, ...(behalve ? { id: { not: behalve } } : {}) },
    select: { id: true },
  });
  if (dubbel) throw conflict(`Er bestaat al een leerlingplantemplate met de naam '${naam}'; kies een andere naam.`);
}

export async function addLpTemplate(ctx: TenantContext, input: { naam: string; omschrijving?: string | null }) {
  return db.$transaction(async (tx) => {
    await naamVrij(tx, ctx, input.naam);
    const t = await tx.leerlingplanTemplate.create({
      data: { administratieNr: ctx.administratieNr, naam: input.naam, omschrijving: input.omschrijving?.trim() || null },
      select: templateDetailSelect,
    });
    return detail(t);
  });
}

export async function updateLpTemplate(ctx: TenantContext, input: { id: number; naam: string; omschrijving?: string | null }) {
  return db.$transaction(async (tx) => {
    const bestaat = await tx.leerlingplanTemplate.findUnique({ where: sleutel(ctx, input.id), select: { id: true } });
    if (!bestaat) throw nietGevonden(input.id);
    await naamVrij(tx, ctx, input.naam, input.id);
    const t = await tx.leerlingplanTemplate.update({
      where: sleutel(ctx, input.id),
      data: { naam: input.naam, omschrijving: input.omschrijving?.trim() || null },
      select: templateDetailSelect,
    });
    return detail(t);
  });
}

/** ChangeActief: an inactive template is not offered for new plans; existing plans stay. */
export async function changeLpActief(ctx: TenantContext, input: { id: number; actief: boolean }) {
  const n = await db.leerlingplanTemplate.updateMany({ where: { administratieNr: ctx.administratieNr, id: input.id }, data: { actief: input.actief } });
  if (n.count === 0) throw nietGevonden(input.id);
  return getLpTemplate(ctx, input.id);
}

/** AddTemplateDefinitie: appended after the last item. */
export async function addLpDefinitie(ctx: TenantContext, input: DefinitieInvoer & { templateId: number; vakgebiedNr?: number | null }) {
  return db.$transaction(async (tx) => {
    const [t] = await tx.$queryRaw<{ id: number; max: number | null }[]>`
      SELECT t.id, (SELECT MAX(d.volgnummer) FROM "LeerlingplanTemplateDefinitie" d WHERE d."administratieNr" = t."administratieNr" AND d."templateId" = t.id) AS max
      FROM "LeerlingplanTemplate" t WHERE t."administratieNr" = ${ctx.administratieNr} AND t.id = ${input.templateId} FOR UPDATE`;
    if (!t) throw nietGevonden(input.templateId);
    if (input.vakgebiedNr) await controleerVakgebied(tx, ctx, input.vakgebiedNr);
    const d = await tx.leerlingplanTemplateDefinitie.create({
      data: {
        administratieNr: ctx.administratieNr,
        templateId: input.templateId,
        soort: input.soort,
        label: input.label,
        toelichting: input.toelichting,
        verplicht: input.verplicht,
        opties: json(input.opties),
        vakgebiedNr: input.vakgebiedNr ?? null,
        volgnummer: (t.max ?? 0) + 1,
      },
      select: definitieSelect,
    });
    return lpDefinitieOut(d);
  });
}

/** UpdateLeerlingplanTemplateDefinitie: the type of an item that plans already use cannot change (409). */
export async function updateLpDefinitie(ctx: TenantContext, input: DefinitieInvoer & { templateId: number; id: number; vakgebiedNr?: number | null }) {
  return db.$transaction(async (tx) => {
    const oud = await tx.leerlingplanTemplateDefinitie.findUnique({ where: sleutel(ctx, input.id), select: definitieSelect });
    if (!oud || oud.templateId !== input.templateId) throw notFound(`Item ${input.id} van leerlingplantemplate ${input.templateId}`);
    const gebruikt = lpDefinitieOut(oud).aantalWaarden;
    if (oud.soort !== input.soort && gebruikt > 0)
      throw conflict(`Het type van '${oud.label}' kan niet meer veranderen: ${gebruikt} leerlingplan(nen) gebruiken dit item. Voeg een nieuw item toe.`);
    if (input.vakgebiedNr) await controleerVakgebied(tx, ctx, input.vakgebiedNr);
    const d = await tx.leerlingplanTemplateDefinitie.update({
      where: sleutel(ctx, input.id),
      data: { soort: input.soort, label: input.label, toelichting: input.toelichting, verplicht: input.verplicht, opties: json(input.opties), vakgebiedNr: input.vakgebiedNr ?? null },
      select: definitieSelect,
    });
    return lpDefinitieOut(d);
  });
}

/** OrganizeDefinities: a new order naming every item once, written in one statement. */
export async function organizeLpDefinities(ctx: TenantContext, input: { templateId: number; volgorde: number[] }) {
  return db.$transaction(async (tx) => {
    const bestaand = await tx.leerlingplanTemplateDefinitie.findMany({ where: { administratieNr: ctx.administratieNr, templateId: input.templateId }, select: { id: true } });
    const t = bestaand.length ? null : await tx.leerlingplanTemplate.findUnique({ where: sleutel(ctx, input.templateId), select: { id: true } });
    if (!bestaand.length && !t) throw nietGevonden(input.templateId);
    const r = herorden(bestaand.map((b) => b.id), input.volgorde);
    if (!r.ok) throw badRequest(`volgorde: ${r.message}.`, [{ path: "body.volgorde", message: r.message }]);
    if (input.volgorde.length) {
      const ids = input.volgorde;
      const nummers = ids.map((id) => r.volgnummers.get(id)!);
      await tx.$executeRaw`
        UPDATE "LeerlingplanTemplateDefinitie" d SET volgnummer = v.nr
        FROM unnest(${ids}::int[], ${nummers}::int[]) AS v(id, nr)
        WHERE d."administratieNr" = ${ctx.administratieNr} AND d."templateId" = ${input.templateId} AND d.id = v.id`;
    }
    return getLpTemplate(ctx, input.templateId, tx);
  });
}

/** Delete: refused while pupil plans use the template, naming how many (deactivate it instead). */
export async function deleteLpTemplate(ctx: TenantContext, id: number) {
  return db.$transaction(async (tx) => {
    const t = await tx.leerlingplanTemplate.findUnique({ where: sleutel(ctx, id), select: { id: true, naam: true, _count: { select: { leerlingplannen: true } } } });
    if (!t) throw nietGevonden(id);
    if (t._count.leerlingplannen > 0)
      throw conflict(`'${t.naam}' is gebruikt voor ${t._count.leerlingplannen} leerlingplan(nen) en kan niet worden verwijderd; zet de template op inactief.`);
    await tx.leerlingplanTemplate.delete({ where: sleutel(ctx, id) });
    return { id, naam: t.naam, verwijderd: true };
  });
}

/** DeleteDefinitie: refused while plans hold a value, monitor line or teaching plan for the item. */
export async function deleteLpDefinitie(ctx: TenantContext, templateId: number, id: number) {
  return db.$transaction(async (tx) => {
    const d = await tx.leerlingplanTemplateDefinitie.findUnique({ where: sleutel(ctx, id), select: definitieSelect });
    if (!d || d.templateId !== templateId) throw notFound(`Item ${id} van leerlingplantemplate ${templateId}`);
    const gebruikt = lpDefinitieOut(d).aantalWaarden;
    if (gebruikt > 0) throw conflict(`'${d.label}' wordt in ${gebruikt} leerlingplan(nen) gebruikt en kan niet worden verwijderd.`);
    await tx.leerlingplanTemplateDefinitie.delete({ where: sleutel(ctx, id) });
    return { id, templateId, verwijderd: true };
  });
}
