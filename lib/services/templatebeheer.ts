import { db, leesRijen, type Tx } from "@/lib/db/client";
import { gelijkeNaam } from "@/lib/db/zoeken";
import type { TenantContext } from "@/lib/api/context";
import { badRequest, conflict, notFound } from "@/lib/api/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { herorden, type DefinitieInvoer, type DefinitieOpties, type HerordenWoorden, type TemplateSoort } from "@/lib/templates";

/**
 * Template management, once for the three kinds of administration-defined templates (form,
 * OPP and pupil-plan templates): a name unique in the administration, add and update, the
 * active flag, delete refused while the template is in use, and its definitions (items) — read,
 * append, edit (the type is fixed once used), reorder and delete (refused while used).
 * A kind is a small table adapter (TemplateTabel): its Prisma models and SQL tables, the views of
 * its rows, what counts as "in use" and the Dutch 409 texts that name it. What a kind adds of its
 * own (the OPP's categories, a pupil-plan item's subject area) stays in its service and plugs in
 * through the hooks of addDefinitie/editDefinitie and the ordering helpers below.
 */

export type Client = Tx | typeof db;
type Rij = Record<string, unknown>;

/**
 * The Prisma calls made here on a template, category or definition table, all keyed by
 * administratieNr_id. Prisma's generic delegate types do not narrow to a shape shared by several
 * models, so an adapter hands its delegate over through `tabel()`: the one unchecked step, next to
 * the select and view that belong to that model.
 */
export interface Tabel {
  findUnique(args: { where: object; select: object }): Promise<Rij | null>;
  findFirst(args: { where: object; select: object }): Promise<Rij | null>;
  findMany(args: { where: object; select: object; orderBy?: object }): Promise<Rij[]>;
  create(args: { data: object; select: object }): Promise<Rij>;
  update(args: { where: object; data: object; select: object }): Promise<Rij>;
  updateMany(args: { where: object; data: object }): Promise<{ count: number }>;
  delete(args: { where: object }): Promise<unknown>;
}
export const tabel = (delegate: unknown) => delegate as Tabel;

/** A select with the function that turns its row into the API's view. */
export interface Weergave<V> {
  select: object;
  uit: (rij: Rij) => V;
}
/**
 * Pairs a select with its view function; the adapter types the view's row as the Prisma payload
 * of that select (Prisma.XGetPayload<{ select: typeof xSelect }>), declared next to it.
 */
export const weergave = <R, V>(select: object, uit: (rij: R) => V): Weergave<V> => ({ select, uit: uit as unknown as (rij: Rij) => V });

/** What the shared code reads from a definition's view. */
export interface DefinitieKern {
  id: number;
  templateId: number;
  soort: TemplateSoort;
  label: string;
}

export interface TemplateTabel<Samenvatting, Detail, DefinitieView extends DefinitieKern> {
  /** The kind in lower case, as the texts name it: "formuliertemplate". */
  naam: string;
  /** SQL names of the template and definition tables (the locked append, the one-statement reorder); constants, never input. */
  sql: { template: string; definitie: string };
  template: (c: Client) => Tabel;
  definitie: (c: Client) => Tabel;
  samenvatting: Weergave<Samenvatting>;
  detail: Weergave<Detail>;
  definitieWeergave: Weergave<DefinitieView>;
  /** What keeps a template from being deleted: the relation counted and the 409 text naming how many. */
  inGebruik: { relatie: string; melding: (naam: string, aantal: number) => string };
  /** How often a definition is used (from its view) and the 409 texts for changing its type or deleting it. */
  definitieInGebruik: { aantal: (d: DefinitieView) => number; typeVast: (label: string, aantal: number) => string; verwijderen: (label: string, aantal: number) => string };
}

/** The columns every definition table has, and their view (a kind adds its counts and own fields). */
export const definitieKolommen = { id: true, templateId: true, soort: true, label: true, toelichting: true, verplicht: true, opties: true, volgnummer: true } as const;
export const definitieUit = (d: { id: number; templateId: number; soort: string; label: string; toelichting: string | null; verplicht: boolean; opties: unknown; volgnummer: number }) => ({
  id: d.id,
  templateId: d.templateId,
  soort: d.soort as TemplateSoort,
  label: d.label,
  toelichting: d.toelichting,
  verplicht: d.verplicht,
  opties: (d.opties ?? null) as DefinitieOpties | null,
  volgnummer: d.volgnummer,
});

/** The columns every template table has, and their view (a kind adds its counts). */
export const templateKolommen = { id: true, naam: true, omschrijving: true, actief: true } as const;
export const templateUit = (t: { id: number; naam: string; omschrijving: string | null; actief: boolean }) => ({ id: t.id, naam: t.naam, omschrijving: t.omschrijving, actief: t.actief });
/** Definitions in their order (volgnummer, then id), as Prisma's orderBy. */
export const opVolgorde: ({ volgnummer: "asc" } | { id: "asc" })[] = [{ volgnummer: "asc" }, { id: "asc" }];

export const sleutel = (ctx: TenantContext, id: number) => ({ administratieNr_id: { administratieNr: ctx.administratieNr, id } });
export const json = (o: DefinitieOpties | null) => (o === null ? Prisma.DbNull : (o as Prisma.InputJsonValue));
const hoofdletter = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);

/** A reorder request checked against what exists (`herorden`), or a 400 on body.volgorde. */
export function nieuweVolgorde(bestaand: readonly number[], volgorde: readonly number[], woorden?: HerordenWoorden) {
  const r = herorden(bestaand, volgorde, woorden);
  if (!r.ok) throw badRequest(`volgorde: ${r.message}.`, [{ path: "body.volgorde", message: r.message }]);
  return r.volgnummers;
}

/** Writes volgnummers 1, 2, … in the given order in one statement (a table with templateId: categories or definitions). */
export async function schrijfVolgorde(tx: Tx, sqlTabel: string, ctx: TenantContext, templateId: number, ids: number[], volgnummers: Map<number, number>) {
  if (!ids.length) return;
  const nummers = ids.map((id) => volgnummers.get(id)!);
  await tx.$executeRaw`
    UPDATE ${Prisma.raw(`"${sqlTabel}"`)} r SET volgnummer = v.nr
    FROM unnest(${ids}::int[], ${nummers}::int[]) AS v(id, nr)
    WHERE r."administratieNr" = ${ctx.administratieNr} AND r."templateId" = ${templateId} AND r.id = v.id`;
}

/**
 * The next volgnummer under a parent (a template, or an OPP category): the parent row is locked so
 * two appends cannot take the same number; null when the parent is not there (or, with
 * `templateId`, not in that template).
 */
export async function volgendNummer(
  tx: Tx,
  ctx: TenantContext,
  o: { ouder: string; kind: string; kolom: string; id: number; templateId?: number },
): Promise<number | null> {
  const inTemplate = o.templateId === undefined ? Prisma.empty : Prisma.sql`AND o."templateId" = ${o.templateId}`;
  const [rij] = await leesRijen<{ id: number; max: number | null }>(Prisma.sql`
    SELECT o.id, (SELECT MAX(k.volgnummer) FROM ${Prisma.raw(`"${o.kind}"`)} k WHERE k."administratieNr" = o."administratieNr" AND k.${Prisma.raw(`"${o.kolom}"`)} = o.id) AS max
    FROM ${Prisma.raw(`"${o.ouder}"`)} o WHERE o."administratieNr" = ${ctx.administratieNr} AND o.id = ${o.id} ${inTemplate} FOR UPDATE`, tx);
  return rij ? (rij.max ?? 0) + 1 : null;
}

/**
 * A kind's own part of adding a definition, inside the same transaction: another volgnummer than
 * "after the last item of the template" (OPP: of its category), and its own fields, after the
 * shared checks (a pupil-plan item's subject area, which must exist).
 */
interface EigenToevoegen {
  volgnummer?: (tx: Tx) => Promise<number>;
  velden?: (tx: Tx) => Promise<object>;
}
/** A kind's own fields when a definition is edited, after the shared checks (`oud`: the definition as it was). */
interface EigenBijwerken<V> {
  velden?: (tx: Tx, oud: V) => Promise<object>;
}

/** The management calls of one kind of template, over its adapter. */
export function templateBeheer<S, D, V extends DefinitieKern>(k: TemplateTabel<S, D, V>) {
  const templateNietGevonden = (id: number) => notFound(`${hoofdletter(k.naam)} ${id}`);
  const definitieNietGevonden = (templateId: number, id: number) => notFound(`Item ${id} van ${k.naam} ${templateId}`);

  async function naamVrij(tx: Tx, ctx: TenantContext, naam: string, behalve?: number) {
    const dubbel = await k.template(tx).findFirst({
      where: { administratieNr: ctx.administratieNr, naam: gelijkeNaam(naam), ...(behalve ? { id: { not: behalve } } : {}) },
      select: { id: true },
    });
    if (dubbel) throw conflict(`Er bestaat al een ${k.naam} met de naam '${naam}'; kies een andere naam.`);
  }

  async function getTemplate(ctx: TenantContext, id: number, client: Client = db) {
    const t = await k.template(client).findUnique({ where: sleutel(ctx, id), select: k.detail.select });
    if (!t) throw templateNietGevonden(id);
    return k.detail.uit(t);
  }

  /** The definition as its view, or 404 when it is not in this template (of this administration). */
  async function leesDefinitie(client: Client, ctx: TenantContext, templateId: number, id: number) {
    const rij = await k.definitie(client).findUnique({ where: sleutel(ctx, id), select: k.definitieWeergave.select });
    const d = rij && k.definitieWeergave.uit(rij);
    if (!d || d.templateId !== templateId) throw definitieNietGevonden(templateId, id);
    return d;
  }

  const definitieVelden = (input: DefinitieInvoer) => ({
    soort: input.soort,
    label: input.label,
    toelichting: input.toelichting,
    verplicht: input.verplicht,
    opties: json(input.opties),
  });

  return {
    templateNietGevonden,
    definitieNietGevonden,
    naamVrij,
    getTemplate,

    /** Every template of the administration by name (actief: only the active or inactive ones). */
    async listTemplates(ctx: TenantContext, o: { actief?: boolean } = {}) {
      const rows = await k.template(db).findMany({
        where: { administratieNr: ctx.administratieNr, ...(o.actief !== undefined ? { actief: o.actief } : {}) },
        select: k.samenvatting.select,
        orderBy: [{ naam: "asc" }, { id: "asc" }],
      });
      return rows.map(k.samenvatting.uit);
    },

    async getDefinitie(ctx: TenantContext, templateId: number, id: number, client: Client = db) {
      return leesDefinitie(client, ctx, templateId, id);
    },

    /** Add: a new template, active and empty; the name is unique in the administration. */
    async addTemplate(ctx: TenantContext, input: { naam: string; omschrijving?: string | null }) {
      return db.$transaction(async (tx) => {
        await naamVrij(tx, ctx, input.naam);
        const t = await k.template(tx).create({
          data: { administratieNr: ctx.administratieNr, naam: input.naam, omschrijving: input.omschrijving?.trim() || null },
          select: k.detail.select,
        });
        return k.detail.uit(t);
      });
    },

    /** Update: name and description. */
    async updateTemplate(ctx: TenantContext, input: { id: number; naam: string; omschrijving?: string | null }) {
      return db.$transaction(async (tx) => {
        const bestaat = await k.template(tx).findUnique({ where: sleutel(ctx, input.id), select: { id: true } });
        if (!bestaat) throw templateNietGevonden(input.id);
        await naamVrij(tx, ctx, input.naam, input.id);
        const t = await k.template(tx).update({
          where: sleutel(ctx, input.id),
          data: { naam: input.naam, omschrijving: input.omschrijving?.trim() || null },
          select: k.detail.select,
        });
        return k.detail.uit(t);
      });
    },

    /** ChangeActief: an inactive template is not offered for new use; what was made from it stays. */
    async changeActief(ctx: TenantContext, input: { id: number; actief: boolean }) {
      const n = await k.template(db).updateMany({ where: { administratieNr: ctx.administratieNr, id: input.id }, data: { actief: input.actief } });
      if (n.count === 0) throw templateNietGevonden(input.id);
      return getTemplate(ctx, input.id);
    },

    /** Delete: refused while the template is in use, naming how often (deactivate it instead); its parts go with it. */
    async deleteTemplate(ctx: TenantContext, id: number) {
      return db.$transaction(async (tx) => {
        const t = (await k.template(tx).findUnique({ where: sleutel(ctx, id), select: { naam: true, _count: { select: { [k.inGebruik.relatie]: true } } } })) as {
          naam: string;
          _count: Record<string, number>;
        } | null;
        if (!t) throw templateNietGevonden(id);
        const n = t._count[k.inGebruik.relatie]!;
        if (n > 0) throw conflict(k.inGebruik.melding(t.naam, n));
        await k.template(tx).delete({ where: sleutel(ctx, id) });
        return { id, naam: t.naam, verwijderd: true };
      });
    },

    /** Adds a definition after the last one of the template (or where `eigen.volgnummer` says). */
    async addDefinitie(ctx: TenantContext, input: DefinitieInvoer & { templateId: number }, eigen: EigenToevoegen = {}) {
      return db.$transaction(async (tx) => {
        const volgnummer = eigen.volgnummer
          ? await eigen.volgnummer(tx)
          : await volgendNummer(tx, ctx, { ouder: k.sql.template, kind: k.sql.definitie, kolom: "templateId", id: input.templateId });
        if (volgnummer === null) throw templateNietGevonden(input.templateId);
        const extra = eigen.velden ? await eigen.velden(tx) : {};
        const d = await k.definitie(tx).create({
          data: { administratieNr: ctx.administratieNr, templateId: input.templateId, ...definitieVelden(input), volgnummer, ...extra },
          select: k.definitieWeergave.select,
        });
        return k.definitieWeergave.uit(d);
      });
    },

    /** Edits a definition; the type of one that is already used cannot change (409). */
    async editDefinitie(ctx: TenantContext, input: DefinitieInvoer & { templateId: number; id: number }, eigen: EigenBijwerken<V> = {}) {
      return db.$transaction(async (tx) => {
        const oud = await leesDefinitie(tx, ctx, input.templateId, input.id);
        const gebruikt = k.definitieInGebruik.aantal(oud);
        if (oud.soort !== input.soort && gebruikt > 0) throw conflict(k.definitieInGebruik.typeVast(oud.label, gebruikt));
        const extra = eigen.velden ? await eigen.velden(tx, oud) : {};
        const d = await k.definitie(tx).update({ where: sleutel(ctx, input.id), data: { ...definitieVelden(input), ...extra }, select: k.definitieWeergave.select });
        return k.definitieWeergave.uit(d);
      });
    },

    /** A new order of the template's definitions, naming every one once, written in one statement. */
    async reorganize(ctx: TenantContext, input: { templateId: number; volgorde: number[] }) {
      return db.$transaction(async (tx) => {
        const bestaand = await k.definitie(tx).findMany({ where: { administratieNr: ctx.administratieNr, templateId: input.templateId }, select: { id: true } });
        const t = bestaand.length ? null : await k.template(tx).findUnique({ where: sleutel(ctx, input.templateId), select: { id: true } });
        if (!bestaand.length && !t) throw templateNietGevonden(input.templateId);
        const volgnummers = nieuweVolgorde(bestaand.map((b) => b.id as number), input.volgorde);
        await schrijfVolgorde(tx, k.sql.definitie, ctx, input.templateId, input.volgorde, volgnummers);
        return getTemplate(ctx, input.templateId, tx);
      });
    },

    /** Deletes a definition; refused while it is used. */
    async deleteDefinitie(ctx: TenantContext, templateId: number, id: number) {
      return db.$transaction(async (tx) => {
        const d = await leesDefinitie(tx, ctx, templateId, id);
        const gebruikt = k.definitieInGebruik.aantal(d);
        if (gebruikt > 0) throw conflict(k.definitieInGebruik.verwijderen(d.label, gebruikt));
        await k.definitie(tx).delete({ where: sleutel(ctx, id) });
        return { id, templateId, verwijderd: true };
      });
    },
  };
}
