import { db } from "@/lib/db/client";
import type { TenantContext } from "@/lib/api/context";
import { badRequest } from "@/lib/api/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { alsDefinities, leesUitwisseling, naarUitwisseling } from "@/lib/templates";
import { definitieKolommen, definitieUit, json, opVolgorde, tabel, templateBeheer, templateKolommen, templateUit, weergave, type TemplateTabel } from "./templatebeheer";

/**
 * Form templates (FormulierTemplates, Leerlingformulieren manage for changes): a name, an active
 * flag and ordered definitions typed by the item types of lib/templates. Reads serve whoever
 * fills in or reads forms (the form screens render from them). Managed by the shared
 * template module (templatebeheer.ts); this file is the kind's adapter plus export and import.
 */

const definitieSelect = { ...definitieKolommen, _count: { select: { waarden: true } } } as const;

type DefinitieRij = Prisma.FormulierTemplateDefinitieGetPayload<{ select: typeof definitieSelect }>;

export const definitieOut = (d: DefinitieRij) => ({ ...definitieUit(d), aantalWaarden: d._count.waarden });
export type DefinitieView = ReturnType<typeof definitieOut>;

export { alsDefinities };

const templateSelect = { ...templateKolommen, _count: { select: { definities: true, formulieren: true } } } as const;
const templateDetailSelect = { ...templateSelect, definities: { select: definitieSelect, orderBy: opVolgorde } } satisfies Prisma.FormulierTemplateSelect;

type TemplateRij = Prisma.FormulierTemplateGetPayload<{ select: typeof templateSelect }>;
type TemplateDetailRij = Prisma.FormulierTemplateGetPayload<{ select: typeof templateDetailSelect }>;

const samenvatting = (t: TemplateRij) => ({ ...templateUit(t), aantalDefinities: t._count.definities, aantalFormulieren: t._count.formulieren });
const detail = (t: TemplateDetailRij) => ({ ...samenvatting(t), definities: t.definities.map(definitieOut) });
export type TemplateView = ReturnType<typeof detail>;

const FORMULIER: TemplateTabel<ReturnType<typeof samenvatting>, TemplateView, DefinitieView> = {
  naam: "formuliertemplate",
  sql: { template: "FormulierTemplate", definitie: "FormulierTemplateDefinitie" },
  template: (c) => tabel(c.formulierTemplate),
  definitie: (c) => tabel(c.formulierTemplateDefinitie),
  samenvatting: weergave(templateSelect, samenvatting),
  detail: weergave(templateDetailSelect, detail),
  definitieWeergave: weergave(definitieSelect, definitieOut),
  inGebruik: {
    relatie: "formulieren",
    melding: (naam, n) => `'${naam}' is gebruikt voor ${n} formulier(en) en kan niet worden verwijderd; zet de template op inactief.`,
  },
  definitieInGebruik: {
    aantal: (d) => d.aantalWaarden,
    typeVast: (label, n) => `Het type van '${label}' kan niet meer veranderen: ${n} formulier(en) hebben dit item ingevuld. Voeg een nieuw item toe.`,
    verwijderen: (label, n) => `'${label}' is in ${n} formulier(en) ingevuld en kan niet worden verwijderd.`,
  },
};
/** The FormulierTemplates calls (see templatebeheer.ts); reads also serve the form screens and the form PDF. */
export const formulierTemplateBeheer = templateBeheer(FORMULIER);
export const { listTemplates, getTemplate, getDefinitie, addTemplate, updateTemplate, changeActief, addDefinitie, editDefinitie, reorganize, deleteTemplate, deleteDefinitie } =
  formulierTemplateBeheer;

/** GET Export/{id}: the template as a JSON file for another administration. */
export async function exportTemplate(ctx: TenantContext, id: number) {
  const t = await getTemplate(ctx, id);
  const bestand = naarUitwisseling("formulier", t, alsDefinities(t.definities));
  const naam = t.naam.replace(/[^\p{L}\p{N} ._-]/gu, "").trim().slice(0, 80) || "formuliertemplate";
  return { inhoud: JSON.stringify(bestand, null, 2), bestandsnaam: `${naam}.formuliertemplate.json` };
}

/** Import: a template file (lib/templates exchange format) as a new template of this administration. */
export async function importTemplate(ctx: TenantContext, tekst: string) {
  const r = leesUitwisseling(tekst, "formulier");
  if (!r.ok) throw badRequest(`Het bestand kan niet worden geïmporteerd: ${r.issues[0]!.message}.`, r.issues.map((i) => ({ path: `body.${i.path}`, message: i.message })));
  return db.$transaction(async (tx) => {
    await formulierTemplateBeheer.naamVrij(tx, ctx, r.naam);
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
