import { db } from "@/lib/db/client";
import type { TenantContext } from "@/lib/api/context";
import { badRequest, conflict, notFound } from "@/lib/api/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { herorden, leesUitwisseling, naarUitwisseling, type Definitie, type DefinitieInvoer, type DefinitieOpties, type TemplateSoort } from "@/lib/templates";

/**
 * Form templates (FormulierTemplates, Leerlingformulieren manage for changes): a name, an active
 * flag and ordered definitions typed by the item types of lib/templates. Reads serve whoever
 * fills in or reads forms (the form screens render from them).
 */

const definitieSelect = {
  id: true,
  templateId: true,
  soort: true,
  label: true,
  toelichting: true,
  verplicht: true,
  opties: true,
  volgnummer: true,
  _count: { select: { waarden: true } },
} as const;

type DefinitieRij = Prisma.FormulierTemplateDefinitieGetPayload<{ select: typeof definitieSelect }>;

export function definitieOut(d: DefinitieRij) {
  return {
    id: d.id,
    templateId: d.templateId,
    soort: d.soort as TemplateSoort,
    label: d.label,
    toelichting: d.toelichting,
    verplicht: d.verplicht,
    opties: (d.opties ?? null) as DefinitieOpties | null,
    volgnummer: d.volgnummer,
    aantalWaarden: d._count.waarden,
  };
}
export type DefinitieView = ReturnType<typeof definitieOut>;

/** The engine's view of stored definitions. */
export const alsDefinities = (defs: readonly DefinitieView[]): Definitie[] =>
  defs.map((d) => ({ id: d.id, soort: d.soort, label: d.label, toelichting: d.toelichting, verplicht: d.verplicht, opties: d.opties, volgnummer: d.volgnummer }));

const templateSelect = {
  id: true,
  naam: true,
  omschrijving: true,
  actief: true,
  _count: { select: { definities: true, formulieren: true } },
} as const;

const templateDetailSelect = {
  ...templateSelect,
  definities: { select: definitieSelect, orderBy: [{ volgnummer: "asc" }, { id: "asc" }] as Prisma.FormulierTemplateDefinitieOrderByWithRelationInput[] },
} satisfies Prisma.FormulierTemplateSelect;

type TemplateRij = Prisma.FormulierTemplateGetPayload<{ select: typeof templateSelect }>;
type TemplateDetailRij = Prisma.FormulierTemplateGetPayload<{ select: typeof templateDetailSelect }>;

const samenvatting = (t: TemplateRij) => ({
  id: t.id,
  naam: t.naam,
  omschrijving: t.omschrijving,
  actief: t.actief,
  aantalDefinities: t._count.definities,
  aantalFormulieren: t._count.formulieren,
});
const detail = (t: TemplateDetailRij) => ({ ...samenvatting(t), definities: t.definities.map(definitieOut) });
export type TemplateView = ReturnType<typeof detail>;

const sleutel = (ctx: TenantContext, id: number) => ({ administratieNr_id: { administratieNr: ctx.administratieNr, id } });
const json = (o: DefinitieOpties | null) => (o === null ? Prisma.DbNull : (o as Prisma.InputJsonValue));

/** GET FormulierTemplates: every template of the administration by name (actief=true: only active ones). */
export async function listTemplates(ctx: TenantContext, o: { actief?: boolean } = {}) {
  const rows = await db.formulierTemplate.findMany({
    where: { administratieNr: ctx.administratieNr, ...(o.actief !== undefined ? { actief: o.actief } : {}) },
    select: templateSelect,
    orderBy: [{ naam: "asc" }, { id: "asc" }],
  });
  return rows.map(samenvatting);
}

export async function getTemplate(ctx: TenantContext, id: number, client: Prisma.TransactionClient | typeof db = db) {
  const t = await client.formulierTemplate.findUnique({ where: sleutel(ctx, id), select: templateDetailSelect });
  if (!t) throw notFound(`Formuliertemplate ${id}`);
  return detail(t);
}

export async function getDefinitie(ctx: TenantContext, templateId: number, id: number) {
  const d = await db.formulierTemplateDefinitie.findUnique({ where: sleutel(ctx, id), select: definitieSelect });
  if (!d || d.templateId !== templateId) throw notFound(`Item ${id} van formuliertemplate ${templateId}`);
  return definitieOut(d);
}

/** GET Export/{id}: the template as a JSON file for another administration. */
export async function exportTemplate(ctx: TenantContext, id: number) {
  const t = await getTemplate(ctx, id);
  const bestand = naarUitwisseling("formulier", t, alsDefinities(t.definities));
  const naam = t.naam.replace(/[^\p{L}\p{N} ._-]/gu, "").trim().slice(0, 80) || "formuliertemplate";
  return { inhoud: JSON.stringify(bestand, null, 2), bestandsnaam: `${naam}.formuliertemplate.json` };
}

async function naamVrij(tx: Prisma.TransactionClient, ctx: TenantContext, naam: string, behalve?: number) {
  const dubbel = await tx.formulierTemplate.findFirst({
    where: { administratieNr: ctx.administratieNr, naam: { equals: naam, mode: "insensitive" }, ...(behalve ? { id: { not: behalve } } : {}) },
    select: { id: true },
  });
  if (dubbel) throw conflict(`Er bestaat al een formuliertemplate met de naam '${naam}'; kies een andere naam.`);
}

export async function addTemplate(ctx: TenantContext, input: { naam: string; omschrijving?: string | null }) {
  return db.$transaction(async (tx) => {
    await naamVrij(tx, ctx, input.naam);
    const t = await tx.formulierTemplate.create({
      data: { administratieNr: ctx.administratieNr, naam: input.naam, omschrijving: input.omschrijving?.trim() || null },
      select: templateDetailSelect,
    });
    return detail(t);
  });
}

export async function updateTemplate(ctx: TenantContext, input: { id: number; naam: string; omschrijving?: string | null }) {
  return db.$transaction(async (tx) => {
    await getTemplate(ctx, input.id, tx);
    await naamVrij(tx, ctx, input.naam, input.id);
    const t = await tx.formulierTemplate.update({
      where: sleutel(ctx, input.id),
      data: { naam: input.naam, omschrijving: input.omschrijving?.trim() || null },
      select: templateDetailSelect,
    });
    return detail(t);
  });
}

/** ChangeActief: an inactive template is not offered for new forms; existing forms stay. */
export async function changeActief(ctx: TenantContext, input: { id: number; actief: boolean }) {
  const n = await db.formulierTemplate.updateMany({ where: { administratieNr: ctx.administratieNr, id: input.id }, data: { actief: input.actief } });
  if (n.count === 0) throw notFound(`Formuliertemplate ${input.id}`);
  return getTemplate(ctx, input.id);
}

/** AddDefinitie: appended after the last item. */
export async function addDefinitie(ctx: TenantContext, input: DefinitieInvoer & { templateId: number }) {
  return db.$transaction(async (tx) => {
    const [t] = await tx.$queryRaw<{ id: number; max: number | null }[]>`
      SELECT t.id, (SELECT MAX(d.volgnummer) FROM "FormulierTemplateDefinitie" d WHERE d."administratieNr" = t."administratieNr" AND d."templateId" = t.id) AS max
      FROM "FormulierTemplate" t WHERE t."administratieNr" = ${ctx.administratieNr} AND t.id = ${input.templateId} FOR UPDATE`;
    if (!t) throw notFound(`Formuliertemplate ${input.templateId}`);
    const d = await tx.formulierTemplateDefinitie.create({
      data: {
        administratieNr: ctx.administratieNr,
        templateId: input.templateId,
        soort: input.soort,
        label: input.label,
        toelichting: input.toelichting,
        verplicht: input.verplicht,
        opties: json(input.opties),
        volgnummer: (t.max ?? 0) + 1,
      },
      select: definitieSelect,
    });
    return definitieOut(d);
  });
}

/** EditDefinitie: the type of an item that forms already answered cannot change (409). */
export async function editDefinitie(ctx: TenantContext, input: DefinitieInvoer & { templateId: number; id: number }) {
  return db.$transaction(async (tx) => {
    const oud = await tx.formulierTemplateDefinitie.findUnique({ where: sleutel(ctx, input.id), select: definitieSelect });
    if (!oud || oud.templateId !== input.templateId) throw notFound(`Item ${input.id} van formuliertemplate ${input.templateId}`);
    if (oud.soort !== input.soort && oud._count.waarden > 0)
      throw conflict(`Het type van '${oud.label}' kan niet meer veranderen: ${oud._count.waarden} formulier(en) hebben dit item ingevuld. Voeg een nieuw item toe.`);
    const d = await tx.formulierTemplateDefinitie.update({
      where: sleutel(ctx, input.id),
      data: { soort: input.soort, label: input.label, toelichting: input.toelichting, verplicht: input.verplicht, opties: json(input.opties) },
      select: definitieSelect,
    });
    return definitieOut(d);
  });
}

/** Reorganize: a new order naming every item once, written in one statement. */
export async function reorganize(ctx: TenantContext, input: { templateId: number; volgorde: number[] }) {
  return db.$transaction(async (tx) => {
    const bestaand = await tx.formulierTemplateDefinitie.findMany({ where: { administratieNr: ctx.administratieNr, templateId: input.templateId }, select: { id: true } });
    const t = bestaand.length ? null : await tx.formulierTemplate.findUnique({ where: sleutel(ctx, input.templateId), select: { id: true } });
    if (!bestaand.length && !t) throw notFound(`Formuliertemplate ${input.templateId}`);
    const r = herorden(bestaand.map((b) => b.id), input.volgorde);
    if (!r.ok) throw badRequest(`volgorde: ${r.message}.`, [{ path: "body.volgorde", message: r.message }]);
    if (input.volgorde.length) {
      const ids = input.volgorde;
      const nummers = ids.map((id) => r.volgnummers.get(id)!);
      await tx.$executeRaw`
        UPDATE "FormulierTemplateDefinitie" d SET volgnummer = v.nr
        FROM unnest(${ids}::int[], ${nummers}::int[]) AS v(id, nr)
        WHERE d."administratieNr" = ${ctx.administratieNr} AND d."templateId" = ${input.templateId} AND d.id = v.id`;
    }
    return getTemplate(ctx, input.templateId, tx);
  });
}

/** Delete: refused while forms were filled in from the template (deactivate it instead). */
export async function deleteTemplate(ctx: TenantContext, id: number) {
  return db.$transaction(async (tx) => {
    const t = await tx.formulierTemplate.findUnique({ where: sleutel(ctx, id), select: { id: true, naam: true, _count: { select: { formulieren: true } } } });
    if (!t) throw notFound(`Formuliertemplate ${id}`);
    if (t._count.formulieren > 0)
      throw conflict(`'${t.naam}' is gebruikt voor ${t._count.formulieren} formulier(en) en kan niet worden verwijderd; zet de template op inactief.`);
    await tx.formulierTemplate.delete({ where: sleutel(ctx, id) });
    return { id, naam: t.naam, verwijderd: true };
  });
}

/** DeleteDefinitie: refused while forms hold a value for the item. */
export async function deleteDefinitie(ctx: TenantContext, templateId: number, id: number) {
  return db.$transaction(async (tx) => {
    const d = await tx.formulierTemplateDefinitie.findUnique({ where: sleutel(ctx, id), select: { templateId: true, label: true, _count: { select: { waarden: true } } } });
    if (!d || d.templateId !== templateId) throw notFound(`Item ${id} van formuliertemplate ${templateId}`);
    if (d._count.waarden > 0)
      throw conflict(`'${d.label}' is in ${d._count.waarden} formulier(en) ingevuld en kan niet worden verwijderd.`);
    await tx.formulierTemplateDefinitie.delete({ where: sleutel(ctx, id) });
    return { id, templateId, verwijderd: true };
  });
}

/** Import: a template file (lib/templates exchange format) as a new template of this administration. */
export async function importTemplate(ctx: TenantContext, tekst: string) {
  const r = leesUitwisseling(tekst, "formulier");
  if (!r.ok) throw badRequest(`Het bestand kan niet worden geïmporteerd: ${r.issues[0]!.message}.`, r.issues.map((i) => ({ path: `body.${i.path}`, message: i.message })));
  return db.$transaction(async (tx) => {
    await naamVrij(tx, ctx, r.naam);
    const t = await tx.formulierTemplate.create({
      data: { administratieNr: ctx.administratieNr, naam: r.naam, omschrijving: r.omschrijving, actief: r.actief },
      select: { id: true },
    });
    if (r.definities.length)
      await tx.formulierTemplateDefinitie.createMany({
        data: r.definities.map((d, i) => ({
          administratieNr: ctx.administratieNr,
          templateId: t.id,
          soort: d.soort,
          label: d.label,
          toelichting: d.toelichting,
          verplicht: d.verplicht,
          opties: json(d.opties),
          volgnummer: i + 1,
        })),
      });
    return getTemplate(ctx, t.id, tx);
  });
}
