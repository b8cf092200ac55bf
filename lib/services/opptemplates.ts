import { db } from "@/lib/db/client";
import type { TenantContext } from "@/lib/api/context";
import { badRequest, conflict, notFound } from "@/lib/api/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { herorden, type Definitie, type DefinitieInvoer, type DefinitieOpties, type HerordenWoorden, type TemplateSoort } from "@/lib/templates";

/**
 * Development-perspective templates (OppTemplate; Ontwikkelingsperspectieven manage for changes):
 * a name, an active flag and ordered categories (one page of the OPP each, with a code), each
 * holding ordered items (definities) typed by the item types of lib/templates. Reads serve
 * whoever writes or reads perspectives (the OPP screens render from them).
 */

type Client = Prisma.TransactionClient | typeof db;

const definitieSelect = {
  id: true,
  templateId: true,
  categorieId: true,
  soort: true,
  label: true,
  toelichting: true,
  verplicht: true,
  opties: true,
  volgnummer: true,
  _count: { select: { items: true } },
} as const;
const definitieVolgorde: Prisma.OppTemplateDefinitieOrderByWithRelationInput[] = [{ volgnummer: "asc" }, { id: "asc" }];

type DefinitieRij = Prisma.OppTemplateDefinitieGetPayload<{ select: typeof definitieSelect }>;

export function definitieOut(d: DefinitieRij) {
  return {
    id: d.id,
    templateId: d.templateId,
    categorieId: d.categorieId,
    soort: d.soort as TemplateSoort,
    label: d.label,
    toelichting: d.toelichting,
    verplicht: d.verplicht,
    opties: (d.opties ?? null) as DefinitieOpties | null,
    volgnummer: d.volgnummer,
    aantalIngevuld: d._count.items,
  };
}
export type OppDefinitieView = ReturnType<typeof definitieOut>;

/** The engine's view of stored items. */
export const alsDefinities = (defs: readonly OppDefinitieView[]): Definitie[] =>
  defs.map((d) => ({ id: d.id, soort: d.soort, label: d.label, toelichting: d.toelichting, verplicht: d.verplicht, opties: d.opties, volgnummer: d.volgnummer }));

const categorieKort = { id: true, templateId: true, code: true, naam: true, volgnummer: true, _count: { select: { definities: true } } } as const;
const categorieSelect = { ...categorieKort, definities: { select: definitieSelect, orderBy: definitieVolgorde } } satisfies Prisma.OppTemplateCategorieSelect;
const categorieVolgorde: Prisma.OppTemplateCategorieOrderByWithRelationInput[] = [{ volgnummer: "asc" }, { id: "asc" }];

type CategorieKortRij = Prisma.OppTemplateCategorieGetPayload<{ select: typeof categorieKort }>;
type CategorieRij = Prisma.OppTemplateCategorieGetPayload<{ select: typeof categorieSelect }>;

const categorieSamenvatting = (c: CategorieKortRij) => ({ id: c.id, templateId: c.templateId, code: c.code, naam: c.naam, volgnummer: c.volgnummer, aantalDefinities: c._count.definities });
const categorieOut = (c: CategorieRij) => ({ ...categorieSamenvatting(c), definities: c.definities.map(definitieOut) });
export type OppCategorieView = ReturnType<typeof categorieOut>;

const templateSelect = {
  id: true,
  naam: true,
  omschrijving: true,
  actief: true,
  _count: { select: { categorieen: true, definities: true, ontwikkelingsperspectieven: true } },
} as const;
const templateDetailSelect = { ...templateSelect, categorieen: { select: categorieSelect, orderBy: categorieVolgorde } } satisfies Prisma.OppTemplateSelect;

type TemplateRij = Prisma.OppTemplateGetPayload<{ select: typeof templateSelect }>;
type TemplateDetailRij = Prisma.OppTemplateGetPayload<{ select: typeof templateDetailSelect }>;

const samenvatting = (t: TemplateRij) => ({
  id: t.id,
  naam: t.naam,
  omschrijving: t.omschrijving,
  actief: t.actief,
  aantalCategorieen: t._count.categorieen,
  aantalDefinities: t._count.definities,
  aantalPerspectieven: t._count.ontwikkelingsperspectieven,
});
const detail = (t: TemplateDetailRij) => ({ ...samenvatting(t), categorieen: t.categorieen.map(categorieOut) });
export type OppTemplateSamenvatting = ReturnType<typeof samenvatting>;
export type OppTemplateView = ReturnType<typeof detail>;

const sleutel = (ctx: TenantContext, id: number) => ({ administratieNr_id: { administratieNr: ctx.administratieNr, id } });
const json = (o: DefinitieOpties | null) => (o === null ? Prisma.DbNull : (o as Prisma.InputJsonValue));
const nietGevonden = (id: number) => notFound(`Ontwikkelingsperspectieftemplate ${id}`);
const categorieNietGevonden = (templateId: number, id: number) => notFound(`Categorie ${id} van ontwikkelingsperspectieftemplate ${templateId}`);
const itemNietGevonden = (templateId: number, id: number) => notFound(`Item ${id} van ontwikkelingsperspectieftemplate ${templateId}`);

const CATEGORIEEN: HerordenWoorden = { enkel: "categorie", onbekend: "onbekende categorie", alle: "categorieën van de template" };
const CATEGORIE_ITEMS: HerordenWoorden = { enkel: "item", onbekend: "onbekend item", alle: "items van de categorie" };

// Reads.

/** GET OppTemplate (all, by name) and OppTemplate/Actief (only the active ones, offered for new perspectives). */
export async function listTemplates(ctx: TenantContext, o: { actief?: boolean } = {}) {
  const rows = await db.oppTemplate.findMany({
    where: { administratieNr: ctx.administratieNr, ...(o.actief !== undefined ? { actief: o.actief } : {}) },
    select: templateSelect,
    orderBy: [{ naam: "asc" }, { id: "asc" }],
  });
  return rows.map(samenvatting);
}

/** GET Details/{id}: the template with its categories and their items, in order. */
export async function getTemplate(ctx: TenantContext, id: number, client: Client = db) {
  const t = await client.oppTemplate.findUnique({ where: sleutel(ctx, id), select: templateDetailSelect });
  if (!t) throw nietGevonden(id);
  return detail(t);
}

/** GET Categorieen/{id}: the categories of a template in order (an unknown template is 404, not an empty list). */
export async function listCategorieen(ctx: TenantContext, templateId: number) {
  const t = await db.oppTemplate.findUnique({ where: sleutel(ctx, templateId), select: { categorieen: { select: categorieKort, orderBy: categorieVolgorde } } });
  if (!t) throw nietGevonden(templateId);
  return t.categorieen.map(categorieSamenvatting);
}

/** GET Categorie/{a}/{b}: one category of template a with its items. */
export async function getCategorie(ctx: TenantContext, templateId: number, id: number, client: Client = db) {
  const c = await client.oppTemplateCategorie.findUnique({ where: sleutel(ctx, id), select: categorieSelect });
  if (!c || c.templateId !== templateId) throw categorieNietGevonden(templateId, id);
  return categorieOut(c);
}

/** GET Items/{a}/{b}: the items of category b of template a, in order. */
export async function listItems(ctx: TenantContext, templateId: number, categorieId: number) {
  return (await getCategorie(ctx, templateId, categorieId)).definities;
}

/** GET OppItemDetails/{a}/{b}: one item b of template a. */
export async function getDefinitie(ctx: TenantContext, templateId: number, id: number, client: Client = db) {
  const d = await client.oppTemplateDefinitie.findUnique({ where: sleutel(ctx, id), select: definitieSelect });
  if (!d || d.templateId !== templateId) throw itemNietGevonden(templateId, id);
  return definitieOut(d);
}

// Templates.

async function naamVrij(tx: Prisma.TransactionClient, ctx: TenantContext, naam: string, behalve?: number) {
  const dubbel = await tx.oppTemplate.findFirst({
    where: { administratieNr: ctx.administratieNr, naam: { equals: naam, mode: "insensitive" }, ...(behalve ? { id: { not: behalve } } : {}) },
    select: { id: true },
  });
  if (dubbel) throw conflict(`Er bestaat al een ontwikkelingsperspectieftemplate met de naam '${naam}'; kies een andere naam.`);
}

/** Add: a new template, active and without categories. */
export async function addTemplate(ctx: TenantContext, input: { naam: string; omschrijving?: string | null }) {
  return db.$transaction(async (tx) => {
    await naamVrij(tx, ctx, input.naam);
    const t = await tx.oppTemplate.create({
      data: { administratieNr: ctx.administratieNr, naam: input.naam, omschrijving: input.omschrijving?.trim() || null },
      select: templateDetailSelect,
    });
    return detail(t);
  });
}

/** Update: name and description. */
export async function updateTemplate(ctx: TenantContext, input: { id: number; naam: string; omschrijving?: string | null }) {
  return db.$transaction(async (tx) => {
    const bestaat = await tx.oppTemplate.findUnique({ where: sleutel(ctx, input.id), select: { id: true } });
    if (!bestaat) throw nietGevonden(input.id);
    await naamVrij(tx, ctx, input.naam, input.id);
    const t = await tx.oppTemplate.update({
      where: sleutel(ctx, input.id),
      data: { naam: input.naam, omschrijving: input.omschrijving?.trim() || null },
      select: templateDetailSelect,
    });
    return detail(t);
  });
}

/** ChangeActief: an inactive template is not offered for new perspectives; existing ones keep it. */
export async function changeActief(ctx: TenantContext, input: { id: number; actief: boolean }) {
  const n = await db.oppTemplate.updateMany({ where: { administratieNr: ctx.administratieNr, id: input.id }, data: { actief: input.actief } });
  if (n.count === 0) throw nietGevonden(input.id);
  return getTemplate(ctx, input.id);
}

/** Delete: refused while perspectives use the template (deactivate it instead); categories and items go with it. */
export async function deleteTemplate(ctx: TenantContext, id: number) {
  return db.$transaction(async (tx) => {
    const t = await tx.oppTemplate.findUnique({ where: sleutel(ctx, id), select: { id: true, naam: true, _count: { select: { ontwikkelingsperspectieven: true } } } });
    if (!t) throw nietGevonden(id);
    const n = t._count.ontwikkelingsperspectieven;
    if (n > 0)
      throw conflict(`'${t.naam}' wordt gebruikt door ${n} ${n === 1 ? "ontwikkelingsperspectief" : "ontwikkelingsperspectieven"} en kan niet worden verwijderd; zet de template op inactief.`);
    await tx.oppTemplate.delete({ where: sleutel(ctx, id) });
    return { id, naam: t.naam, verwijderd: true };
  });
}

// Categories.

async function codeVrij(tx: Prisma.TransactionClient, ctx: TenantContext, templateId: number, code: string, behalve?: number) {
  const dubbel = await tx.oppTemplateCategorie.findFirst({
    where: { administratieNr: ctx.administratieNr, templateId, code: { equals: code, mode: "insensitive" }, ...(behalve ? { id: { not: behalve } } : {}) },
    select: { naam: true },
  });
  if (dubbel) throw conflict(`De categorie '${dubbel.naam}' van deze template heeft al de code ${code}; kies een andere code.`);
}

/** AddCategorie: appended after the last category; the code is unique in the template. */
export async function addCategorie(ctx: TenantContext, input: { templateId: number; code: string; naam: string }) {
  return db.$transaction(async (tx) => {
    const [t] = await tx.$queryRaw<{ id: number; max: number | null }[]>`
      SELECT t.id, (SELECT MAX(c.volgnummer) FROM "OppTemplateCategorie" c WHERE c."administratieNr" = t."administratieNr" AND c."templateId" = t.id) AS max
      FROM "OppTemplate" t WHERE t."administratieNr" = ${ctx.administratieNr} AND t.id = ${input.templateId} FOR UPDATE`;
    if (!t) throw nietGevonden(input.templateId);
    await codeVrij(tx, ctx, input.templateId, input.code);
    const c = await tx.oppTemplateCategorie.create({
      data: { administratieNr: ctx.administratieNr, templateId: input.templateId, code: input.code, naam: input.naam, volgnummer: (t.max ?? 0) + 1 },
      select: categorieSelect,
    });
    return categorieOut(c);
  });
}

/** UpdateCategorie: code and name. */
export async function updateCategorie(ctx: TenantContext, input: { templateId: number; id: number; code: string; naam: string }) {
  return db.$transaction(async (tx) => {
    const oud = await tx.oppTemplateCategorie.findUnique({ where: sleutel(ctx, input.id), select: { templateId: true } });
    if (!oud || oud.templateId !== input.templateId) throw categorieNietGevonden(input.templateId, input.id);
    await codeVrij(tx, ctx, input.templateId, input.code, input.id);
    const c = await tx.oppTemplateCategorie.update({ where: sleutel(ctx, input.id), data: { code: input.code, naam: input.naam }, select: categorieSelect });
    return categorieOut(c);
  });
}

/** Writes volgnummers 1, 2, … in the given order in one statement. */
async function schrijfVolgorde(tx: Prisma.TransactionClient, tabel: "categorie" | "definitie", ctx: TenantContext, templateId: number, ids: number[], volgnummers: Map<number, number>) {
  if (!ids.length) return;
  const nummers = ids.map((id) => volgnummers.get(id)!);
  if (tabel === "categorie")
    await tx.$executeRaw`
      UPDATE "OppTemplateCategorie" c SET volgnummer = v.nr
      FROM unnest(${ids}::int[], ${nummers}::int[]) AS v(id, nr)
      WHERE c."administratieNr" = ${ctx.administratieNr} AND c."templateId" = ${templateId} AND c.id = v.id`;
  else
    await tx.$executeRaw`
      UPDATE "OppTemplateDefinitie" d SET volgnummer = v.nr
      FROM unnest(${ids}::int[], ${nummers}::int[]) AS v(id, nr)
      WHERE d."administratieNr" = ${ctx.administratieNr} AND d."templateId" = ${templateId} AND d.id = v.id`;
}

/** ReorganizeCategories: a new order naming every category once. */
export async function reorganizeCategories(ctx: TenantContext, input: { templateId: number; volgorde: number[] }) {
  return db.$transaction(async (tx) => {
    const t = await tx.oppTemplate.findUnique({ where: sleutel(ctx, input.templateId), select: { categorieen: { select: { id: true } } } });
    if (!t) throw nietGevonden(input.templateId);
    const r = herorden(t.categorieen.map((c) => c.id), input.volgorde, CATEGORIEEN);
    if (!r.ok) throw badRequest(`volgorde: ${r.message}.`, [{ path: "body.volgorde", message: r.message }]);
    await schrijfVolgorde(tx, "categorie", ctx, input.templateId, input.volgorde, r.volgnummers);
    return getTemplate(ctx, input.templateId, tx);
  });
}

/** ReorganizeCategorieItems: a new order naming every item of the category once. */
export async function reorganizeItems(ctx: TenantContext, input: { templateId: number; categorieId: number; volgorde: number[] }) {
  return db.$transaction(async (tx) => {
    const c = await tx.oppTemplateCategorie.findUnique({ where: sleutel(ctx, input.categorieId), select: { templateId: true, definities: { select: { id: true } } } });
    if (!c || c.templateId !== input.templateId) throw categorieNietGevonden(input.templateId, input.categorieId);
    const r = herorden(c.definities.map((d) => d.id), input.volgorde, CATEGORIE_ITEMS);
    if (!r.ok) throw badRequest(`volgorde: ${r.message}.`, [{ path: "body.volgorde", message: r.message }]);
    await schrijfVolgorde(tx, "definitie", ctx, input.templateId, input.volgorde, r.volgnummers);
    return getCategorie(ctx, input.templateId, input.categorieId, tx);
  });
}

/** DeleteCategorie: with its items; refused while perspectives hold values for any of them. */
export async function deleteCategorie(ctx: TenantContext, templateId: number, id: number) {
  return db.$transaction(async (tx) => {
    const [c] = await tx.$queryRaw<{ templateId: number; naam: string; ingevuld: bigint }[]>`
      SELECT c."templateId", c.naam,
        (SELECT COUNT(*) FROM "OntwikkelingsperspectiefItem" i JOIN "OppTemplateDefinitie" d ON d."administratieNr" = i."administratieNr" AND d.id = i."definitieId"
          WHERE d."administratieNr" = c."administratieNr" AND d."categorieId" = c.id) AS ingevuld
      FROM "OppTemplateCategorie" c WHERE c."administratieNr" = ${ctx.administratieNr} AND c.id = ${id} FOR UPDATE`;
    if (!c || c.templateId !== templateId) throw categorieNietGevonden(templateId, id);
    const n = Number(c.ingevuld);
    if (n > 0) throw conflict(`De categorie '${c.naam}' heeft items die in ontwikkelingsperspectieven zijn ingevuld (${n} keer) en kan niet worden verwijderd.`);
    await tx.oppTemplateDefinitie.deleteMany({ where: { administratieNr: ctx.administratieNr, templateId, categorieId: id } });
    await tx.oppTemplateCategorie.delete({ where: sleutel(ctx, id) });
    return { id, templateId, verwijderd: true };
  });
}

// Items (definities).

/** The category row locked, with the last volgnummer of its items; 404 when not in the template. */
async function categorieVoorItem(tx: Prisma.TransactionClient, ctx: TenantContext, templateId: number, categorieId: number) {
  const [c] = await tx.$queryRaw<{ id: number; max: number | null }[]>`
    SELECT c.id, (SELECT MAX(d.volgnummer) FROM "OppTemplateDefinitie" d WHERE d."administratieNr" = c."administratieNr" AND d."categorieId" = c.id) AS max
    FROM "OppTemplateCategorie" c
    WHERE c."administratieNr" = ${ctx.administratieNr} AND c."templateId" = ${templateId} AND c.id = ${categorieId} FOR UPDATE`;
  if (!c) throw categorieNietGevonden(templateId, categorieId);
  return (c.max ?? 0) + 1;
}

/** AddDefinitie: appended after the last item of the category. */
export async function addDefinitie(ctx: TenantContext, input: DefinitieInvoer & { templateId: number; categorieId: number }) {
  return db.$transaction(async (tx) => {
    const volgnummer = await categorieVoorItem(tx, ctx, input.templateId, input.categorieId);
    const d = await tx.oppTemplateDefinitie.create({
      data: {
        administratieNr: ctx.administratieNr,
        templateId: input.templateId,
        categorieId: input.categorieId,
        soort: input.soort,
        label: input.label,
        toelichting: input.toelichting,
        verplicht: input.verplicht,
        opties: json(input.opties),
        volgnummer,
      },
      select: definitieSelect,
    });
    return definitieOut(d);
  });
}

/**
 * updateDefinitie: type, label, explanation, required and options; another categorieId moves the
 * item to the end of that category. The type of an item that perspectives already filled in
 * cannot change (409).
 */
export async function updateDefinitie(ctx: TenantContext, input: DefinitieInvoer & { templateId: number; id: number; categorieId?: number }) {
  return db.$transaction(async (tx) => {
    const oud = await tx.oppTemplateDefinitie.findUnique({ where: sleutel(ctx, input.id), select: definitieSelect });
    if (!oud || oud.templateId !== input.templateId) throw itemNietGevonden(input.templateId, input.id);
    if (oud.soort !== input.soort && oud._count.items > 0)
      throw conflict(`Het type van '${oud.label}' kan niet meer veranderen: het is ${oud._count.items} keer ingevuld in ontwikkelingsperspectieven. Voeg een nieuw item toe.`);
    const verhuis = input.categorieId !== undefined && input.categorieId !== oud.categorieId;
    const volgnummer = verhuis ? await categorieVoorItem(tx, ctx, input.templateId, input.categorieId!) : oud.volgnummer;
    const d = await tx.oppTemplateDefinitie.update({
      where: sleutel(ctx, input.id),
      data: {
        soort: input.soort,
        label: input.label,
        toelichting: input.toelichting,
        verplicht: input.verplicht,
        opties: json(input.opties),
        ...(verhuis ? { categorieId: input.categorieId, volgnummer } : {}),
      },
      select: definitieSelect,
    });
    return definitieOut(d);
  });
}

/** DeleteDefinitie: refused while perspectives hold a value for the item. */
export async function deleteDefinitie(ctx: TenantContext, templateId: number, id: number) {
  return db.$transaction(async (tx) => {
    const d = await tx.oppTemplateDefinitie.findUnique({ where: sleutel(ctx, id), select: { templateId: true, label: true, _count: { select: { items: true } } } });
    if (!d || d.templateId !== templateId) throw itemNietGevonden(templateId, id);
    if (d._count.items > 0) throw conflict(`'${d.label}' is ${d._count.items} keer ingevuld in ontwikkelingsperspectieven en kan niet worden verwijderd.`);
    await tx.oppTemplateDefinitie.delete({ where: sleutel(ctx, id) });
    return { id, templateId, verwijderd: true };
  });
}
