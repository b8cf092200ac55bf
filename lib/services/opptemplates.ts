import { db, leesRijen, type Tx } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { gelijkeNaam } from "@/lib/db/zoeken";
import type { TenantContext } from "@/lib/api/context";
import { conflict, notFound } from "@/lib/api/errors";
import type { DefinitieInvoer, HerordenWoorden } from "@/lib/templates";
import {
  definitieKolommen,
  definitieUit,
  nieuweVolgorde,
  opVolgorde,
  schrijfVolgorde,
  sleutel,
  tabel,
  templateBeheer,
  templateKolommen,
  templateUit,
  volgendNummer,
  weergave,
  type Client,
  type TemplateTabel,
} from "./templatebeheer";

/**
 * Development-perspective templates (OppTemplate; Ontwikkelingsperspectieven manage for changes):
 * a name, an active flag and ordered categories (one page of the OPP each, with a code), each
 * holding ordered items (definities) typed by the item types of lib/templates. Reads serve
 * whoever writes or reads perspectives (the OPP screens render from them). The template and its
 * items are managed by the module shared with the form and pupil-plan templates
 * (templatebeheer.ts); the categories are this kind's own, built from its ordering helpers.
 */

const definitieSelect = { ...definitieKolommen, categorieId: true, _count: { select: { items: true } } } as const;

type DefinitieRij = Prisma.OppTemplateDefinitieGetPayload<{ select: typeof definitieSelect }>;

export const definitieOut = (d: DefinitieRij) => ({ ...definitieUit(d), categorieId: d.categorieId, aantalIngevuld: d._count.items });
export type OppDefinitieView = ReturnType<typeof definitieOut>;

const categorieKort = { id: true, templateId: true, code: true, naam: true, volgnummer: true, _count: { select: { definities: true } } } as const;
const categorieSelect = { ...categorieKort, definities: { select: definitieSelect, orderBy: opVolgorde } } satisfies Prisma.OppTemplateCategorieSelect;

type CategorieKortRij = Prisma.OppTemplateCategorieGetPayload<{ select: typeof categorieKort }>;
type CategorieRij = Prisma.OppTemplateCategorieGetPayload<{ select: typeof categorieSelect }>;

const categorieSamenvatting = (c: CategorieKortRij) => ({ id: c.id, templateId: c.templateId, code: c.code, naam: c.naam, volgnummer: c.volgnummer, aantalDefinities: c._count.definities });
const categorieOut = (c: CategorieRij) => ({ ...categorieSamenvatting(c), definities: c.definities.map(definitieOut) });
export type OppCategorieView = ReturnType<typeof categorieOut>;

const templateSelect = { ...templateKolommen, _count: { select: { categorieen: true, definities: true, ontwikkelingsperspectieven: true } } } as const;
const templateDetailSelect = { ...templateSelect, categorieen: { select: categorieSelect, orderBy: opVolgorde } } satisfies Prisma.OppTemplateSelect;

type TemplateRij = Prisma.OppTemplateGetPayload<{ select: typeof templateSelect }>;
type TemplateDetailRij = Prisma.OppTemplateGetPayload<{ select: typeof templateDetailSelect }>;

const samenvatting = (t: TemplateRij) => ({
  ...templateUit(t),
  aantalCategorieen: t._count.categorieen,
  aantalDefinities: t._count.definities,
  aantalPerspectieven: t._count.ontwikkelingsperspectieven,
});
const detail = (t: TemplateDetailRij) => ({ ...samenvatting(t), categorieen: t.categorieen.map(categorieOut) });
export type OppTemplateSamenvatting = ReturnType<typeof samenvatting>;
export type OppTemplateView = ReturnType<typeof detail>;

const perspectieven = (n: number) => `${n} ${n === 1 ? "ontwikkelingsperspectief" : "ontwikkelingsperspectieven"}`;

const OPP: TemplateTabel<OppTemplateSamenvatting, OppTemplateView, OppDefinitieView> = {
  naam: "ontwikkelingsperspectieftemplate",
  sql: { template: "OppTemplate", definitie: "OppTemplateDefinitie" },
  template: (c) => tabel(c.oppTemplate),
  definitie: (c) => tabel(c.oppTemplateDefinitie),
  samenvatting: weergave(templateSelect, samenvatting),
  detail: weergave(templateDetailSelect, detail),
  definitieWeergave: weergave(definitieSelect, definitieOut),
  inGebruik: {
    relatie: "ontwikkelingsperspectieven",
    melding: (naam, n) => `'${naam}' wordt gebruikt door ${perspectieven(n)} en kan niet worden verwijderd; zet de template op inactief.`,
  },
  definitieInGebruik: {
    aantal: (d) => d.aantalIngevuld,
    typeVast: (label, n) => `Het type van '${label}' kan niet meer veranderen: het is ${n} keer ingevuld in ontwikkelingsperspectieven. Voeg een nieuw item toe.`,
    verwijderen: (label, n) => `'${label}' is ${n} keer ingevuld in ontwikkelingsperspectieven en kan niet worden verwijderd.`,
  },
};

/**
 * The template calls (list, Actief, Details, Add, Update, ChangeActief, Delete: refused while
 * perspectives use it; categories and items go with it) and the item reads and deletes.
 */
const beheer = templateBeheer(OPP);
export const { listTemplates, getTemplate, getDefinitie, addTemplate, updateTemplate, changeActief, deleteTemplate, deleteDefinitie } = beheer;

const categorieNietGevonden = (templateId: number, id: number) => notFound(`Categorie ${id} van ontwikkelingsperspectieftemplate ${templateId}`);

const CATEGORIEEN: HerordenWoorden = { enkel: "categorie", onbekend: "onbekende categorie", alle: "categorieën van de template" };
const CATEGORIE_ITEMS: HerordenWoorden = { enkel: "item", onbekend: "onbekend item", alle: "items van de categorie" };

// Category reads.

/** GET Categorieen/{id}: the categories of a template in order (an unknown template is 404, not an empty list). */
export async function listCategorieen(ctx: TenantContext, templateId: number) {
  const t = await db.oppTemplate.findUnique({ where: sleutel(ctx, templateId), select: { categorieen: { select: categorieKort, orderBy: opVolgorde } } });
  if (!t) throw beheer.templateNietGevonden(templateId);
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

// Categories.

async function codeVrij(tx: Tx, ctx: TenantContext, templateId: number, code: string, behalve?: number) {
  const dubbel = await tx.oppTemplateCategorie.findFirst({
    where: { administratieNr: ctx.administratieNr, templateId, code: gelijkeNaam(code), ...(behalve ? { id: { not: behalve } } : {}) },
    select: { naam: true },
  });
  if (dubbel) throw conflict(`De categorie '${dubbel.naam}' van deze template heeft al de code ${code}; kies een andere code.`);
}

/** AddCategorie: appended after the last category; the code is unique in the template. */
export async function addCategorie(ctx: TenantContext, input: { templateId: number; code: string; naam: string }) {
  return db.$transaction(async (tx) => {
    const volgnummer = await volgendNummer(tx, ctx, { ouder: "OppTemplate", kind: "OppTemplateCategorie", kolom: "templateId", id: input.templateId });
    if (volgnummer === null) throw beheer.templateNietGevonden(input.templateId);
    await codeVrij(tx, ctx, input.templateId, input.code);
    const c = await tx.oppTemplateCategorie.create({
      data: { administratieNr: ctx.administratieNr, templateId: input.templateId, code: input.code, naam: input.naam, volgnummer },
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

/** ReorganizeCategories: a new order naming every category once. */
export async function reorganizeCategories(ctx: TenantContext, input: { templateId: number; volgorde: number[] }) {
  return db.$transaction(async (tx) => {
    const t = await tx.oppTemplate.findUnique({ where: sleutel(ctx, input.templateId), select: { categorieen: { select: { id: true } } } });
    if (!t) throw beheer.templateNietGevonden(input.templateId);
    const volgnummers = nieuweVolgorde(t.categorieen.map((c) => c.id), input.volgorde, CATEGORIEEN);
    await schrijfVolgorde(tx, "OppTemplateCategorie", ctx, input.templateId, input.volgorde, volgnummers);
    return getTemplate(ctx, input.templateId, tx);
  });
}

/** ReorganizeCategorieItems: a new order naming every item of the category once. */
export async function reorganizeItems(ctx: TenantContext, input: { templateId: number; categorieId: number; volgorde: number[] }) {
  return db.$transaction(async (tx) => {
    const c = await tx.oppTemplateCategorie.findUnique({ where: sleutel(ctx, input.categorieId), select: { templateId: true, definities: { select: { id: true } } } });
    if (!c || c.templateId !== input.templateId) throw categorieNietGevonden(input.templateId, input.categorieId);
    const volgnummers = nieuweVolgorde(c.definities.map((d) => d.id), input.volgorde, CATEGORIE_ITEMS);
    await schrijfVolgorde(tx, "OppTemplateDefinitie", ctx, input.templateId, input.volgorde, volgnummers);
    return getCategorie(ctx, input.templateId, input.categorieId, tx);
  });
}

/** DeleteCategorie: with its items; refused while perspectives hold values for any of them. */
export async function deleteCategorie(ctx: TenantContext, templateId: number, id: number) {
  return db.$transaction(async (tx) => {
    const [c] = await leesRijen<{ templateId: number; naam: string; ingevuld: number }>(Prisma.sql`
      SELECT c."templateId", c.naam,
        (SELECT COUNT(*) FROM "OntwikkelingsperspectiefItem" i JOIN "OppTemplateDefinitie" d ON d."administratieNr" = i."administratieNr" AND d.id = i."definitieId"
          WHERE d."administratieNr" = c."administratieNr" AND d."categorieId" = c.id)::int AS ingevuld
      FROM "OppTemplateCategorie" c WHERE c."administratieNr" = ${ctx.administratieNr} AND c.id = ${id} FOR UPDATE`, tx);
    if (!c || c.templateId !== templateId) throw categorieNietGevonden(templateId, id);
    const n = c.ingevuld;
    if (n > 0) throw conflict(`De categorie '${c.naam}' heeft items die in ontwikkelingsperspectieven zijn ingevuld (${n} keer) en kan niet worden verwijderd.`);
    await tx.oppTemplateDefinitie.deleteMany({ where: { administratieNr: ctx.administratieNr, templateId, categorieId: id } });
    await tx.oppTemplateCategorie.delete({ where: sleutel(ctx, id) });
    return { id, templateId, verwijderd: true };
  });
}

// Items (definities).

/** The next volgnummer in a category, its row locked; 404 when the category is not in the template. */
async function volgnummerInCategorie(tx: Tx, ctx: TenantContext, templateId: number, categorieId: number) {
  const volgnummer = await volgendNummer(tx, ctx, { ouder: "OppTemplateCategorie", kind: "OppTemplateDefinitie", kolom: "categorieId", id: categorieId, templateId });
  if (volgnummer === null) throw categorieNietGevonden(templateId, categorieId);
  return volgnummer;
}

/** AddDefinitie: appended after the last item of the category. */
export async function addDefinitie(ctx: TenantContext, input: DefinitieInvoer & { templateId: number; categorieId: number }) {
  return beheer.addDefinitie(ctx, input, {
    volgnummer: (tx) => volgnummerInCategorie(tx, ctx, input.templateId, input.categorieId),
    velden: async () => ({ categorieId: input.categorieId }),
  });
}

/**
 * updateDefinitie: type, label, explanation, required and options; another categorieId moves the
 * item to the end of that category. The type of an item that perspectives already filled in
 * cannot change (409).
 */
export async function updateDefinitie(ctx: TenantContext, input: DefinitieInvoer & { templateId: number; id: number; categorieId?: number }) {
  return beheer.editDefinitie(ctx, input, {
    velden: async (tx, oud) =>
      input.categorieId !== undefined && input.categorieId !== oud.categorieId
        ? { categorieId: input.categorieId, volgnummer: await volgnummerInCategorie(tx, ctx, input.templateId, input.categorieId) }
        : {},
  });
}

/** Every shared OppTemplate call, for the shared template routes (lib/api/template-routes.ts). */
export const oppTemplateBeheer = { ...beheer, addDefinitie, editDefinitie: updateDefinitie };
