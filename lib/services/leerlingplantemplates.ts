import type { TenantContext } from "@/lib/api/context";
import type { Prisma } from "@/lib/generated/prisma/client";
import { alsDefinities, type DefinitieInvoer } from "@/lib/templates";
import { controleerVakgebied } from "./onderwijsplan-gemeen";
import { definitieKolommen, definitieUit, opVolgorde, tabel, templateBeheer, templateKolommen, templateUit, weergave, type TemplateTabel } from "./templatebeheer";

/**
 * Pupil-plan templates (LeerlingplanTemplates, §7.10; changes need Leerlingplannen manage): a name,
 * an active flag and ordered definitions typed by the item types of lib/templates — managed by the
 * same module as the form and OPP templates (templatebeheer.ts); this file is the kind's adapter.
 * MON definitions hold the plan's monitor lines, OWP definitions its teaching plans; the others a
 * value per period. A definition may name a subject area (vakgebiedNr), which must exist.
 */

const definitieSelect = {
  ...definitieKolommen,
  vakgebiedNr: true,
  vakgebied: { select: { naam: true } },
  _count: { select: { waarden: true, monitorlijnen: true, onderwijsplannen: true } },
} as const;

type DefinitieRij = Prisma.LeerlingplanTemplateDefinitieGetPayload<{ select: typeof definitieSelect }>;

export const lpDefinitieOut = (d: DefinitieRij) => ({
  ...definitieUit(d),
  vakgebiedNr: d.vakgebiedNr,
  vakgebiedNaam: d.vakgebied?.naam ?? null,
  aantalWaarden: d._count.waarden + d._count.monitorlijnen + d._count.onderwijsplannen,
});
export type LpDefinitieView = ReturnType<typeof lpDefinitieOut>;
/** The order of definitions, for the plans' own reads (leerlingplannen.ts). */
export const lpDefinitieOrde = opVolgorde;
export { alsDefinities };

const templateSelect = { ...templateKolommen, _count: { select: { definities: true, leerlingplannen: true } } } as const;
const templateDetailSelect = { ...templateSelect, definities: { select: definitieSelect, orderBy: opVolgorde } } satisfies Prisma.LeerlingplanTemplateSelect;

type TemplateRij = Prisma.LeerlingplanTemplateGetPayload<{ select: typeof templateSelect }>;
type TemplateDetailRij = Prisma.LeerlingplanTemplateGetPayload<{ select: typeof templateDetailSelect }>;

const samenvatting = (t: TemplateRij) => ({ ...templateUit(t), aantalDefinities: t._count.definities, aantalLeerlingplannen: t._count.leerlingplannen });
const detail = (t: TemplateDetailRij) => ({ ...samenvatting(t), definities: t.definities.map(lpDefinitieOut) });
export type LpTemplateView = ReturnType<typeof detail>;

const LEERLINGPLAN: TemplateTabel<ReturnType<typeof samenvatting>, LpTemplateView, LpDefinitieView> = {
  naam: "leerlingplantemplate",
  sql: { template: "LeerlingplanTemplate", definitie: "LeerlingplanTemplateDefinitie" },
  template: (c) => tabel(c.leerlingplanTemplate),
  definitie: (c) => tabel(c.leerlingplanTemplateDefinitie),
  samenvatting: weergave(templateSelect, samenvatting),
  detail: weergave(templateDetailSelect, detail),
  definitieWeergave: weergave(definitieSelect, lpDefinitieOut),
  inGebruik: {
    relatie: "leerlingplannen",
    melding: (naam, n) => `'${naam}' is gebruikt voor ${n} leerlingplan(nen) en kan niet worden verwijderd; zet de template op inactief.`,
  },
  definitieInGebruik: {
    aantal: (d) => d.aantalWaarden,
    typeVast: (label, n) => `Het type van '${label}' kan niet meer veranderen: ${n} leerlingplan(nen) gebruiken dit item. Voeg een nieuw item toe.`,
    verwijderen: (label, n) => `'${label}' wordt in ${n} leerlingplan(nen) gebruikt en kan niet worden verwijderd.`,
  },
};

/** The LeerlingplanTemplates calls (see templatebeheer.ts); reads also serve the plan screens. */
const beheer = templateBeheer(LEERLINGPLAN);
export const {
  listTemplates: listLpTemplates,
  getTemplate: getLpTemplate,
  getDefinitie: getLpDefinitie,
  addTemplate: addLpTemplate,
  updateTemplate: updateLpTemplate,
  changeActief: changeLpActief,
  reorganize: organizeLpDefinities,
  deleteTemplate: deleteLpTemplate,
  deleteDefinitie: deleteLpDefinitie,
} = beheer;

type LpDefinitieInvoer = DefinitieInvoer & { templateId: number; vakgebiedNr?: number | null };
/** The subject area, when given, must exist in the administration (400 otherwise). */
const vakgebied = (ctx: TenantContext, input: LpDefinitieInvoer) => async (tx: Prisma.TransactionClient) => {
  if (input.vakgebiedNr) await controleerVakgebied(tx, ctx, input.vakgebiedNr);
  return { vakgebiedNr: input.vakgebiedNr ?? null };
};

/** AddTemplateDefinitie: appended after the last item. */
export const addLpDefinitie = (ctx: TenantContext, input: LpDefinitieInvoer) => beheer.addDefinitie(ctx, input, { velden: vakgebied(ctx, input) });
/** UpdateLeerlingplanTemplateDefinitie: the type of an item that plans already use cannot change (409). */
export const updateLpDefinitie = (ctx: TenantContext, input: LpDefinitieInvoer & { id: number }) => beheer.editDefinitie(ctx, input, { velden: vakgebied(ctx, input) });

/** Every LeerlingplanTemplates call, for the shared template routes (lib/api/template-routes.ts). */
export const leerlingplanTemplateBeheer = { ...beheer, addDefinitie: addLpDefinitie, editDefinitie: updateLpDefinitie };
