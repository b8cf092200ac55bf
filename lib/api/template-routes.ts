import { z } from "@hono/zod-openapi";
import type { TemplateKindDeclaratie } from "@/lib/templates/kind";
import type { TenantContext } from "./context";
import { defineRoute, idParam, type AnyRoute, type Permission, type RouteDef } from "./route";

/**
 * The routes the three template kinds share (FormulierTemplates, OppTemplate,
 * LeerlingplanTemplates). A kind's route file lists its routes with their own summaries, in its
 * own order; the builder fills in what is the same for every kind: the catalogue path (from the
 * kind's declaration, lib/templates/kind-*.ts, which the screens call too), the permission (read
 * for GET, manage for changes), the id params, the kind's body and answer schemas and the call of
 * its service (lib/services/templatebeheer.ts). Routes a kind has alone (the OPP's categories,
 * the form templates' export and import) are written out in its file, with `lezen`, `beheren`
 * and the id params from here.
 */

type AnyObject = z.ZodObject<z.ZodRawShape>;
type In<T extends z.ZodType> = z.input<T>;
type Out<T extends z.ZodType> = z.output<T>;

/** A kind's schemas, named as lib/schemas/formuliertemplates.ts exports them (a kind's schema module can be passed as is). */
export interface TemplateSchemas {
  templateSamenvatting: z.ZodType;
  templateAntwoord: z.ZodType;
  templateVelden: z.ZodType;
  templateBijwerken: z.ZodType;
  templateActief: z.ZodType;
  templateVerwijderd: z.ZodType;
  definitieAntwoord: z.ZodType;
  definitieToevoegen: z.ZodType;
  definitieBijwerken: z.ZodType;
  definitieVerwijderd: z.ZodType;
  /** Kinds whose definitions are ordered per template (not per category). */
  templateHerordenen?: z.ZodType;
}

/** The service calls behind the shared routes, typed by the kind's schemas (so tsc holds service and answer together). */
export interface TemplateDiensten<S extends TemplateSchemas> {
  listTemplates(ctx: TenantContext, o?: { actief?: boolean }): Promise<In<S["templateSamenvatting"]>[]>;
  getTemplate(ctx: TenantContext, id: number): Promise<In<S["templateAntwoord"]>>;
  getDefinitie(ctx: TenantContext, templateId: number, id: number): Promise<In<S["definitieAntwoord"]>>;
  addTemplate(ctx: TenantContext, body: Out<S["templateVelden"]>): Promise<In<S["templateAntwoord"]>>;
  updateTemplate(ctx: TenantContext, body: Out<S["templateBijwerken"]>): Promise<In<S["templateAntwoord"]>>;
  changeActief(ctx: TenantContext, body: Out<S["templateActief"]>): Promise<In<S["templateAntwoord"]>>;
  addDefinitie(ctx: TenantContext, body: Out<S["definitieToevoegen"]>): Promise<In<S["definitieAntwoord"]>>;
  editDefinitie(ctx: TenantContext, body: Out<S["definitieBijwerken"]>): Promise<In<S["definitieAntwoord"]>>;
  reorganize?(ctx: TenantContext, body: Out<NonNullable<S["templateHerordenen"]>>): Promise<In<S["templateAntwoord"]>>;
  deleteTemplate(ctx: TenantContext, id: number): Promise<In<S["templateVerwijderd"]>>;
  deleteDefinitie(ctx: TenantContext, templateId: number, id: number): Promise<In<S["definitieVerwijderd"]>>;
}

export interface TemplateRouteSoort<S extends TemplateSchemas> {
  /** The kind: its catalogue paths and the description of its template id param. */
  soort: TemplateKindDeclaratie;
  lezen: Permission;
  beheren: Permission;
  schemas: S;
  dienst: TemplateDiensten<S>;
}

const actiefQuery = z.object({
  actief: z.enum(["true", "false"], { error: "gebruik true of false" }).optional().openapi({ description: "Alleen actieve (true) of inactieve (false)" }),
});
type Ids = { id: number; a: number; b: number };

/** The shared routes of one kind; each takes the catalogue path and the route's own summary. */
export function templateRoutes<S extends TemplateSchemas>(k: TemplateRouteSoort<S>) {
  const { lezen, beheren, schemas: s, dienst } = k;
  const { api } = k.soort;
  const templateId = () => idParam(k.soort.templateIdUitleg);
  const definitieId = () => idParam("Id van het item (definitie)");
  const metId = () => z.object({ id: templateId() });
  const metDefinitie = () => z.object({ a: templateId(), b: definitieId() });
  // The generic schemas lose the link defineRoute checks; TemplateDiensten<S> keeps it for each kind.
  type Def = RouteDef<"tenant", AnyObject | undefined, AnyObject | undefined, z.ZodType | undefined, z.ZodType | undefined>;
  const route =
    (vast: Omit<Def, "path" | "summary">) =>
    (path: string, summary: string): AnyRoute =>
      defineRoute({ ...vast, path, summary });
  /** A route at the declared path: it takes only its summary. */
  const op =
    (path: string, maak: (path: string, summary: string) => AnyRoute) =>
    (summary: string): AnyRoute =>
      maak(path, summary);
  /** A read or delete by path ids (none, {id}, or {a}/{b}). */
  const opPad = (method: "get" | "delete", params: (() => AnyObject) | undefined, response: z.ZodType, call: (ids: Ids, ctx: TenantContext) => Promise<unknown>) =>
    route({ method, permission: method === "get" ? lezen : beheren, params: params?.(), response, handler: ({ params: p }, ctx) => call(p as Ids, ctx) });
  /** A change with a JSON body. */
  const post = (body: z.ZodType, response: z.ZodType, call: (body: never, ctx: TenantContext) => Promise<unknown>) =>
    route({ method: "post", permission: beheren, body, response, handler: ({ body: b }, ctx) => call(b as never, ctx) });
  const lijst = z.array(s.templateSamenvatting);

  return {
    lezen,
    beheren,
    templateId,
    definitieId,
    /** GET all templates by name (the declared base path). */
    lijst: op(api.basis, opPad("get", undefined, lijst, (_p, ctx) => dienst.listTemplates(ctx))),
    /** GET the active templates by name (offered for new use): …/Actief. */
    lijstActief: op(`${api.basis}/Actief`, opPad("get", undefined, lijst, (_p, ctx) => dienst.listTemplates(ctx, { actief: true }))),
    /** GET all templates, with ?actief=true|false to filter (the declared base path). */
    lijstMetFilter: op(api.basis, route({
      method: "get",
      permission: lezen,
      query: actiefQuery,
      response: lijst,
      handler: ({ query }, ctx) => {
        const { actief } = query as z.output<typeof actiefQuery>;
        return dienst.listTemplates(ctx, { actief: actief === undefined ? undefined : actief === "true" });
      },
    })),
    /** GET one template with its parts: the declared details path + /{id}. */
    details: op(`${api.details}/{id}`, opPad("get", metId, s.templateAntwoord, (p, ctx) => dienst.getTemplate(ctx, p.id))),
    /** GET one definition, {a} = template, {b} = definition (a path of the kind's own: the screens do not call it). */
    definitie: opPad("get", metDefinitie, s.definitieAntwoord, (p, ctx) => dienst.getDefinitie(ctx, p.a, p.b)),
    toevoegen: op(`${api.basis}/Add`, post(s.templateVelden, s.templateAntwoord, (b, ctx) => dienst.addTemplate(ctx, b))),
    bijwerken: op(`${api.basis}/Update`, post(s.templateBijwerken, s.templateAntwoord, (b, ctx) => dienst.updateTemplate(ctx, b))),
    actief: op(`${api.basis}/ChangeActief`, post(s.templateActief, s.templateAntwoord, (b, ctx) => dienst.changeActief(ctx, b))),
    definitieToevoegen: op(api.definitieToevoegen, post(s.definitieToevoegen, s.definitieAntwoord, (b, ctx) => dienst.addDefinitie(ctx, b))),
    definitieBijwerken: op(api.definitieBijwerken, post(s.definitieBijwerken, s.definitieAntwoord, (b, ctx) => dienst.editDefinitie(ctx, b))),
    /** Only for kinds with templateHerordenen and reorganize (not the OPP: its items are ordered per category). */
    herordenen: (summary: string) => post(s.templateHerordenen!, s.templateAntwoord, (b, ctx) => dienst.reorganize!(ctx, b))(api.herordenen, summary),
    /** DELETE the template: …/Delete/{id}. */
    verwijderen: op(`${api.basis}/Delete/{id}`, opPad("delete", metId, s.templateVerwijderd, (p, ctx) => dienst.deleteTemplate(ctx, p.id))),
    /** DELETE a definition: the declared path + /{a}/{b}, {a} = template, {b} = definition. */
    definitieVerwijderen: op(`${api.definitieVerwijderen}/{a}/{b}`, opPad("delete", metDefinitie, s.definitieVerwijderd, (p, ctx) => dienst.deleteDefinitie(ctx, p.a, p.b))),
  };
}
