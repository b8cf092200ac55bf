import { db, type Prisma, type Tx } from "@/lib/db/client";
import { bevat } from "@/lib/db/zoeken";
import { badRequest, conflict, forbidden, notFound } from "@/lib/api/errors";
import type { TenantContext } from "@/lib/api/context";
import { Bits, canManageLesbundel, Functiegebied as F, hasBits } from "@/lib/permissions";
import { volledigeNaam } from "@/lib/format/naam";
import { aantalTekst } from "@/lib/format/tekst";
import { sanitizeRichText } from "@/lib/richtext";
import { deleteFile } from "@/lib/storage";
import { zichtbaarPakket, zichtbaarWhere as pakketZichtbaar } from "./leerroutepakketten";

/** Lesson text through the shared allow-list (lib/richtext); empty → null. */
const veiligeHtml = (html: string | null | undefined) => (html == null ? null : sanitizeRichText(html) || null);
import { checkPermutatie } from "./ordening";

/**
 * Lesson bundles and lessons (spec §3 "Lesson bundle", §6; 2-api-calls §7.8 LesBundels, Lessen).
 *
 * A bundle belongs to a customer (klantId) and to its author's administration. Who sees it, in any
 * administration of the same customer: its author, staff it is shared with (LesBundelMedewerker),
 * everyone when it is shared with the customer (`gedeeld`) or published, and Lessen managers.
 * Another customer never sees it (404). Who may change it (§6): its author, a user with Lessen
 * manage in the same klantId, or staff it is shared with "mag bewerken". Linking to phase cells
 * and judging suggestions needs Lessen manage (and the package visible).
 */

export function veldFout(veld: string, bericht: string) {
  return badRequest(`${veld}: ${bericht}.`, [{ path: `body.${veld}`, message: bericht }]);
}

const lessenBeheer = (ctx: TenantContext) => hasBits(ctx.permissions, F.Lessen, Bits.Manage);

/** The bundles the caller may see (in this customer). */
export function zichtbaarWhere(ctx: TenantContext): Prisma.LesBundelWhereInput {
  const ik = ctx.gebruikerId;
  if (lessenBeheer(ctx)) return { klantId: ctx.klantId };
  return {
    klantId: ctx.klantId,
    OR: [
      { gepubliceerd: true },
      { gedeeld: true },
      ...(ik ? [{ auteurId: ik }, { medewerkers: { some: { gebruikerId: ik, administratieNr: ctx.administratieNr } } }] : []),
    ],
  };
}

const mijnDeling = (ctx: TenantContext) => ({
  where: { gebruikerId: ctx.gebruikerId ?? "00000000-0000-0000-0000-000000000000", administratieNr: ctx.administratieNr },
  select: { magBewerken: true },
});

/**
 * The bundle's own columns, the caller's share and the lesson count: reference rows and the caller's
 * own shard only, so a read with this select is routed to one shard (issue 33). The author's name
 * (a `Medewerker`, on the author's shard) is read by `metAuteurs` / `kopMetAuteur`, naming it.
 */
export const bundelKopSelect = (ctx: TenantContext) =>
  ({
    id: true,
    naam: true,
    omschrijving: true,
    volgnummer: true,
    administratieNr: true,
    klantId: true,
    auteurId: true,
    gepubliceerd: true,
    gedeeld: true,
    updatedAt: true,
    medewerkers: mijnDeling(ctx),
    _count: { select: { lessen: true } },
  }) satisfies Prisma.LesBundelSelect;

const auteurSelect = { roepnaam: true, tussenvoegsel: true, achternaam: true } satisfies Prisma.MedewerkerSelect;
type Auteur = Prisma.MedewerkerGetPayload<{ select: typeof auteurSelect }>;
export type BundelKop = Prisma.LesBundelGetPayload<{ select: ReturnType<typeof bundelKopSelect> }>;
type BundelRij = BundelKop & { auteur: Auteur | null };

/**
 * The authors of these bundles: one statement naming each author's administration. Bundles of one
 * administration (most pages): one shard; a page with bundles of other administrations of the
 * customer asks those authors' shards (docs/scale-out.md lists the lists).
 */
async function metAuteurs<T extends BundelKop>(rijen: T[], client: Tx | typeof db = db): Promise<(T & { auteur: Auteur | null })[]> {
  if (rijen.length === 0) return [];
  const paren = [...new Map(rijen.map((b) => [`${b.administratieNr}:${b.auteurId}`, { administratieNr: b.administratieNr, gebruikerId: b.auteurId }])).values()];
  const auteurs = await client.medewerker.findMany({ where: { OR: paren }, select: { administratieNr: true, gebruikerId: true, ...auteurSelect } });
  return rijen.map((b) => ({ ...b, auteur: auteurs.find((m) => m.administratieNr === b.administratieNr && m.gebruikerId === b.auteurId) ?? null }));
}

/**
 * A bundle read before (`b`, with the caller's share) again with its author: one statement on the
 * author's shard. The share stays from `b`: it lives on the caller's shard, which may be another.
 */
async function kopMetAuteur(ctx: TenantContext, b: BundelKop, client: Tx | typeof db = db): Promise<BundelRij> {
  const { medewerkers: _m, ...zonderDeling } = bundelKopSelect(ctx);
  const rij = await client.lesBundel.findFirst({ where: { id: b.id, administratieNr: b.administratieNr }, select: { ...zonderDeling, auteur: { select: auteurSelect } } });
  if (!rij) throw notFound(`Lesbundel ${b.id}`);
  return { ...rij, medewerkers: b.medewerkers };
}

/** §6 plus the share with edit right. */
export function magBeheren(ctx: TenantContext, b: { auteurId: string; klantId: number; medewerkers: { magBewerken: boolean }[] }) {
  if (b.klantId !== ctx.klantId) return false;
  if (canManageLesbundel(ctx.permissions, b)) return true;
  return b.medewerkers.some((m) => m.magBewerken);
}

export function bundelOut(ctx: TenantContext, b: BundelRij) {
  return {
    id: b.id,
    naam: b.naam,
    omschrijving: b.omschrijving,
    volgnummer: b.volgnummer,
    administratieNr: b.administratieNr,
    auteur: { id: b.auteurId, naam: b.auteur ? volledigeNaam(b.auteur) : "" },
    gepubliceerd: b.gepubliceerd,
    gedeeld: b.gedeeld,
    aantalLessen: b._count.lessen,
    eigen: !!ctx.gebruikerId && b.auteurId === ctx.gebruikerId,
    gedeeldMetMij: b.medewerkers.length > 0,
    magBeheren: magBeheren(ctx, b),
    bijgewerkt: b.updatedAt.toISOString(),
  };
}
export type LesBundelView = ReturnType<typeof bundelOut>;

/**
 * The visible bundle (404 otherwise): its own columns (`bundelKopSelect`, one routed statement)
 * with what `extra` adds. `extra` may reach reference tables only (lessons' ids, phase links):
 * what lives on the bundle's shard is read afterwards naming `administratieNr` (issue 33).
 */
export async function zichtbareBundel<S extends Prisma.LesBundelSelect>(ctx: TenantContext, id: number, extra: S = {} as S, client: Tx | typeof db = db) {
  const select: Prisma.LesBundelSelect = { ...bundelKopSelect(ctx), ...extra };
  const b = await client.lesBundel.findFirst({ where: { id, ...zichtbaarWhere(ctx) }, select });
  if (!b) throw notFound(`Lesbundel ${id}`);
  return b as unknown as BundelKop & Prisma.LesBundelGetPayload<{ select: S }>;
}

/** The bundle when the caller may change it: 404 when invisible, 403 when read-only. */
export async function beheerbareBundel<S extends Prisma.LesBundelSelect>(ctx: TenantContext, id: number, extra: S = {} as S, client: Tx | typeof db = db) {
  const b = await zichtbareBundel(ctx, id, extra, client);
  if (!magBeheren(ctx, b)) throw forbidden(`U mag lesbundel "${b.naam}" niet wijzigen: dat mag de auteur, wie Lessen beheert, of met wie de bundel bewerkbaar gedeeld is.`);
  return b;
}

// -------------------------------------------------------------------------------------------
// Lists
// -------------------------------------------------------------------------------------------

export type BundelSoort = "alle" | "mijn" | "gedeeld" | "gepubliceerd";
export interface BundelLijstOpties {
  soort?: BundelSoort;
  zoek?: string;
  vakgebiedNr?: number;
  sorteer?: "naam" | "bijgewerkt" | "volgnummer";
  page?: number;
  pageSize?: number;
}

/**
 * GET LesBundels: the visible bundles, one page (three statements: page and count side by side, then
 * the page's authors). soort: mijn (author), gedeeld
 * (shared with me or with the customer, not mine), gepubliceerd; vakgebiedNr: bundles linked to a
 * phase cell of a domain with a competency of that subject area.
 */
export async function listLesBundels(ctx: TenantContext, o: BundelLijstOpties = {}) {
  const ik = ctx.gebruikerId ?? "00000000-0000-0000-0000-000000000000";
  const filters: Prisma.LesBundelWhereInput[] = [zichtbaarWhere(ctx)];
  if (o.soort === "mijn") filters.push({ auteurId: ik });
  if (o.soort === "gedeeld") filters.push({ auteurId: { not: ik }, OR: [{ gedeeld: true }, { medewerkers: { some: { gebruikerId: ik, administratieNr: ctx.administratieNr } } }] });
  if (o.soort === "gepubliceerd") filters.push({ gepubliceerd: true });
  if (o.zoek) filters.push({ OR: [{ naam: bevat(o.zoek) }, { omschrijving: bevat(o.zoek) }] });
  if (o.vakgebiedNr)
    filters.push({
      fasen: { some: { cel: { domein: { competenties: { some: { vakgebieden: { some: { administratieNr: ctx.administratieNr, vakgebiedNr: o.vakgebiedNr } } } } } } } },
    });
  const where = { AND: filters };
  const page = o.page ?? 1;
  const pageSize = o.pageSize ?? 50;
  const orderBy: Prisma.LesBundelOrderByWithRelationInput[] =
    o.sorteer === "bijgewerkt" ? [{ updatedAt: "desc" }, { id: "asc" }] : o.sorteer === "volgnummer" ? [{ volgnummer: "asc" }, { naam: "asc" }, { id: "asc" }] : [{ naam: "asc" }, { id: "asc" }];
  const [rows, total] = await Promise.all([
    db.lesBundel.findMany({ where, orderBy, skip: (page - 1) * pageSize, take: pageSize, select: bundelKopSelect(ctx) }).then((r) => metAuteurs(r)),
    db.lesBundel.count({ where }),
  ]);
  return { items: rows.map((b) => bundelOut(ctx, b)), total, page, pageSize };
}

/** The administration's subject areas (number and name, in their order): the list page's filter. */
export async function vakgebiedKeuzes(ctx: TenantContext) {
  return db.vakgebied.findMany({ where: { administratieNr: ctx.administratieNr }, orderBy: [{ volgnummer: "asc" }, { naam: "asc" }], select: { nr: true, naam: true } });
}

/** GET MijnLesbundels: the caller's own bundles (author), by volgnummer and name. */
export async function mijnLesBundels(ctx: TenantContext) {
  if (!ctx.gebruikerId) return [];
  const rows = await db.lesBundel.findMany({
    where: { klantId: ctx.klantId, auteurId: ctx.gebruikerId },
    orderBy: [{ volgnummer: "asc" }, { naam: "asc" }, { id: "asc" }],
    select: bundelKopSelect(ctx),
  });
  return (await metAuteurs(rows)).map((b) => bundelOut(ctx, b));
}

/** A lesson in a list; its sources are counted on the bundle's shard (`LesLesbron` of `administratieNr`). */
const lesKortSelect = (administratieNr: number) =>
  ({ id: true, naam: true, omschrijving: true, duurMinuten: true, volgnummer: true, _count: { select: { bronnen: { where: { administratieNr } } } } }) satisfies Prisma.LesSelect;
const lesOrder = [{ volgnummer: "asc" as const }, { naam: "asc" as const }, { id: "asc" as const }];
const lesKortOut = (l: { id: number; naam: string; omschrijving: string | null; duurMinuten: number | null; volgnummer: number; _count: { bronnen: number } }) => ({
  id: l.id,
  naam: l.naam,
  omschrijving: l.omschrijving,
  duurMinuten: l.duurMinuten,
  volgnummer: l.volgnummer,
  aantalBronnen: l._count.bronnen,
});

const celSelect = {
  leerroutepakketId: true,
  faseNummer: true,
  leerrouteNummer: true,
  domeinId: true,
  cel: {
    select: {
      fase: { select: { naam: true, leerroutepakket: { select: { naam: true } } } },
      leerroute: { select: { naam: true } },
      domein: { select: { naam: true } },
    },
  },
} as const;
type CelRij = Prisma.LesBundelFaseGetPayload<{ select: typeof celSelect }>;
function celOut(c: CelRij) {
  return {
    leerroutepakketId: c.leerroutepakketId,
    leerroutepakketNaam: c.cel.fase.leerroutepakket.naam,
    faseNummer: c.faseNummer,
    faseNaam: c.cel.fase.naam,
    leerrouteNummer: c.leerrouteNummer,
    leerrouteNaam: c.cel.leerroute.naam,
    domeinId: c.domeinId,
    domeinNaam: c.cel.domein.naam,
  };
}
const suggestieSelect = {
  id: true,
  lesBundelId: true,
  toelichting: true,
  status: true,
  createdAt: true,
  lesBundel: { select: { naam: true } },
  medewerker: { select: { roepnaam: true, tussenvoegsel: true, achternaam: true } },
  ...celSelect,
} as const;
type SuggestieRij = Prisma.LesBundelSuggestieGetPayload<{ select: typeof suggestieSelect }>;
function suggestieOut(s: SuggestieRij) {
  return {
    ...celOut(s),
    id: s.id,
    lesBundelId: s.lesBundelId,
    lesBundelNaam: s.lesBundel.naam,
    voorgesteldDoor: volledigeNaam(s.medewerker),
    toelichting: s.toelichting,
    status: s.status,
    datum: s.createdAt.toISOString(),
  };
}
const celOrder = [{ leerroutepakketId: "asc" as const }, { faseNummer: "asc" as const }, { leerrouteNummer: "asc" as const }, { domeinId: "asc" as const }];

/**
 * GET Details/{id}: the bundle with its lessons, shares, phase links and open suggestions. The bundle
 * first (routed), then side by side: author and lessons naming its administration (routed), the open
 * suggestions and, for who may change it, the shares — both may come from every administration of
 * the customer, so they ask every shard (docs/scale-out.md, point 2). `nieuw`: a bundle just made has
 * neither, so they are not read.
 */
export async function getLesBundel(ctx: TenantContext, id: number, client: Tx | typeof db = db, o: { nieuw?: boolean } = {}) {
  const b = await zichtbareBundel(ctx, id, { fasen: { orderBy: celOrder, select: celSelect } }, client);
  // Shares are listed in full only to who may change the bundle (names of colleagues elsewhere).
  const beheer = magBeheren(ctx, b);
  const [deel, suggesties, gedeeld] = await Promise.all([
    client.lesBundel.findFirst({ where: { id: b.id, administratieNr: b.administratieNr }, select: { auteur: { select: auteurSelect }, lessen: { orderBy: lesOrder, select: lesKortSelect(b.administratieNr) } } }),
    o.nieuw ? [] : client.lesBundelSuggestie.findMany({ where: { lesBundelId: b.id, klantId: b.klantId, status: "Open" }, orderBy: { createdAt: "asc" }, select: suggestieSelect }),
    beheer && !o.nieuw
      ? client.lesBundelMedewerker.findMany({
          where: { lesBundelId: b.id },
          orderBy: [{ administratieNr: "asc" }, { createdAt: "asc" }],
          select: { gebruikerId: true, administratieNr: true, magBewerken: true, medewerker: { select: { roepnaam: true, tussenvoegsel: true, achternaam: true, administratie: { select: { naam: true } } } } },
        })
      : [],
  ]);
  if (!deel) throw notFound(`Lesbundel ${id}`);
  return {
    ...bundelOut(ctx, { ...b, auteur: deel.auteur }),
    magKoppelen: lessenBeheer(ctx),
    lessen: deel.lessen.map(lesKortOut),
    medewerkers: gedeeld.map((m) => ({ id: m.gebruikerId, naam: volledigeNaam(m.medewerker), administratieNr: m.administratieNr, administratieNaam: m.medewerker.administratie.naam, magBewerken: m.magBewerken })),
    fasen: b.fasen.map(celOut),
    suggesties: suggesties.map(suggestieOut),
  };
}
export type LesBundelDetailsView = Awaited<ReturnType<typeof getLesBundel>>;

/** The lessons of a bundle, by volgnummer then name (one statement, their sources counted on its shard). */
async function lessenVan(b: { id: number; administratieNr: number }) {
  const lessen = await db.les.findMany({ where: { lesBundelId: b.id }, orderBy: lesOrder, select: lesKortSelect(b.administratieNr) });
  return lessen.map(lesKortOut);
}

/** GET Lessen/{id}: the bundle's lessons, by volgnummer then name. */
export async function getLesBundelLessen(ctx: TenantContext, id: number) {
  return lessenVan(await zichtbareBundel(ctx, id));
}

/**
 * GET Stroomplan/{id}?domeinId&lesbundelId: the package's competency × level cells with the
 * lessons that work on them through their indicators (of one bundle when lesbundelId is given,
 * else of every visible bundle).
 */
export async function getBundelStroomplan(ctx: TenantContext, pakketId: number, o: { domeinId?: number; lesbundelId?: number }) {
  const pakket = await zichtbaarPakket(ctx, pakketId);
  const bundel = o.lesbundelId ? await zichtbareBundel(ctx, o.lesbundelId, {}) : null;
  const koppelingen = await db.lesIndicator.findMany({
    where: {
      leerroutepakketId: pakketId,
      ...(o.domeinId ? { indicator: { domeinId: o.domeinId } } : {}),
      les: { lesBundel: bundel ? { id: bundel.id } : zichtbaarWhere(ctx) },
    },
    select: {
      indicator: { select: { domeinId: true, competentieId: true, niveauNummer: true, competentie: { select: { naam: true, volgnummer: true } } } },
      les: { select: { id: true, naam: true, lesBundelId: true, volgnummer: true } },
    },
  });
  const cellen = new Map<string, { domeinId: number; competentieId: number; competentieNaam: string; niveauNummer: number; volg: number; lessen: Map<number, { id: number; naam: string; lesBundelId: number }> }>();
  for (const k of koppelingen) {
    const i = k.indicator;
    const sleutel = `${i.competentieId}:${i.niveauNummer}`;
    const cel = cellen.get(sleutel) ?? { domeinId: i.domeinId, competentieId: i.competentieId, competentieNaam: i.competentie.naam, niveauNummer: i.niveauNummer, volg: i.competentie.volgnummer, lessen: new Map() };
    cel.lessen.set(k.les.id, { id: k.les.id, naam: k.les.naam, lesBundelId: k.les.lesBundelId });
    cellen.set(sleutel, cel);
  }
  return {
    leerroutepakket: { id: pakket.id, naam: pakket.naam },
    lesBundel: bundel ? { id: bundel.id, naam: bundel.naam } : null,
    cellen: [...cellen.values()]
      .sort((a, b) => a.domeinId - b.domeinId || a.volg - b.volg || a.competentieId - b.competentieId || a.niveauNummer - b.niveauNummer)
      .map(({ volg: _v, lessen, ...c }) => ({ ...c, lessen: [...lessen.values()].sort((x, y) => x.naam.localeCompare(y.naam, "nl")) })),
  };
}

/**
 * GET Vakgebied/{a}/{b}?fase&leerroute: the visible bundles linked to phase cells of package b in
 * domains holding a competency of subject area a (of this administration), optionally one phase /
 * route.
 */
export async function bundelsVoorVakgebied(ctx: TenantContext, vakgebiedNr: number, pakketId: number, o: { fase?: number; leerroute?: number }) {
  const [vak] = await Promise.all([
    db.vakgebied.findUnique({ where: { administratieNr_nr: { administratieNr: ctx.administratieNr, nr: vakgebiedNr } }, select: { nr: true } }),
    zichtbaarPakket(ctx, pakketId),
  ]);
  if (!vak) throw notFound(`Vakgebied ${vakgebiedNr}`);
  const rows = await db.lesBundel.findMany({
    where: {
      AND: [
        zichtbaarWhere(ctx),
        {
          fasen: {
            some: {
              leerroutepakketId: pakketId,
              ...(o.fase ? { faseNummer: o.fase } : {}),
              ...(o.leerroute ? { leerrouteNummer: o.leerroute } : {}),
              cel: { domein: { competenties: { some: { vakgebieden: { some: { administratieNr: ctx.administratieNr, vakgebiedNr } } } } } },
            },
          },
        },
      ],
    },
    orderBy: [{ naam: "asc" }, { id: "asc" }],
    take: 500,
    select: bundelKopSelect(ctx),
  });
  return (await metAuteurs(rows)).map((b) => bundelOut(ctx, b));
}

/** GET Suggesties/{id}?domeinnId: the open suggestions for a package (optionally one domain). */
export async function suggestiesVoorPakket(ctx: TenantContext, pakketId: number, domeinId?: number) {
  await zichtbaarPakket(ctx, pakketId);
  const rows = await db.lesBundelSuggestie.findMany({
    where: { leerroutepakketId: pakketId, ...(domeinId ? { domeinId } : {}), status: "Open", lesBundel: zichtbaarWhere(ctx) },
    orderBy: [...celOrder, { createdAt: "asc" }],
    take: 1000,
    select: suggestieSelect,
  });
  return rows.map(suggestieOut);
}

/**
 * GET Suggesties?page&pageSize: the open suggestions of every visible package for visible bundles
 * (the list page), oldest first, one page (two statements); magBeoordelen: Lessen manage.
 */
export async function openSuggesties(ctx: TenantContext, o: { page?: number | undefined; pageSize?: number | undefined } = {}) {
  const page = o.page ?? 1;
  const pageSize = o.pageSize ?? 20;
  const where: Prisma.LesBundelSuggestieWhereInput = { status: "Open", klantId: ctx.klantId, lesBundel: zichtbaarWhere(ctx), cel: { fase: { leerroutepakket: pakketZichtbaar(ctx) } } };
  const [rows, total] = await Promise.all([
    db.lesBundelSuggestie.findMany({ where, orderBy: [{ createdAt: "asc" }, { administratieNr: "asc" }, { id: "asc" }], skip: (page - 1) * pageSize, take: pageSize, select: suggestieSelect }),
    db.lesBundelSuggestie.count({ where }),
  ]);
  return { items: rows.map(suggestieOut), total, page, pageSize, magBeoordelen: lessenBeheer(ctx) };
}

/** GET Suggesties/{a}/{d}/{b}/{c}: the open suggestions for one phase cell. */
export async function suggestiesVoorCel(ctx: TenantContext, k: { leerroutepakketId: number; domeinId: number; faseNummer: number; leerrouteNummer: number }) {
  await zichtbaarPakket(ctx, k.leerroutepakketId);
  const rows = await db.lesBundelSuggestie.findMany({
    where: { ...k, status: "Open", lesBundel: zichtbaarWhere(ctx) },
    orderBy: { createdAt: "asc" },
    select: suggestieSelect,
  });
  return rows.map(suggestieOut);
}

// -------------------------------------------------------------------------------------------
// Writes on bundles
// -------------------------------------------------------------------------------------------

function auteurVan(ctx: TenantContext): string {
  if (!ctx.gebruikerId) throw forbidden("Een lesbundel heeft een auteur: alleen een medewerker kan er een toevoegen.");
  return ctx.gebruikerId;
}

/** POST Add: a new bundle of the caller (author), at the end of their own order. */
export async function addLesBundel(ctx: TenantContext, input: { naam: string; omschrijving?: string | null }) {
  const auteurId = auteurVan(ctx);
  const id = await db.$transaction(async (tx) => {
    const max = await tx.lesBundel.aggregate({ where: { klantId: ctx.klantId, auteurId }, _max: { volgnummer: true } });
    const b = await tx.lesBundel.create({
      data: { administratieNr: ctx.administratieNr, klantId: ctx.klantId, auteurId, naam: input.naam, omschrijving: input.omschrijving || null, volgnummer: (max._max.volgnummer ?? 0) + 1 },
      select: { id: true },
    });
    return b.id;
  });
  return getLesBundel(ctx, id, db, { nieuw: true });
}

/** The changed bundle as a list item: one statement naming its administration (its author's shard). */
async function bijgewerktItem(ctx: TenantContext, b: BundelKop) {
  return bundelOut(ctx, await kopMetAuteur(ctx, b));
}

/** POST rename. */
export async function renameLesBundel(ctx: TenantContext, input: { id: number; naam: string }) {
  const b = await beheerbareBundel(ctx, input.id);
  await db.lesBundel.update({ where: { id: input.id }, data: { naam: input.naam } });
  return bijgewerktItem(ctx, b);
}

/** POST Update: name, description and (optionally) the bundle's place in its author's order. */
export async function updateLesBundel(ctx: TenantContext, input: { id: number; naam: string; omschrijving?: string | null; volgnummer?: number | undefined }) {
  const b = await beheerbareBundel(ctx, input.id);
  await db.lesBundel.update({
    where: { id: input.id },
    data: { naam: input.naam, omschrijving: input.omschrijving || null, ...(input.volgnummer !== undefined ? { volgnummer: input.volgnummer } : {}) },
  });
  return bijgewerktItem(ctx, b);
}

/** POST Publish: published bundles are visible in every administration of the customer. */
export async function publishLesBundel(ctx: TenantContext, input: { id: number; gepubliceerd: boolean }) {
  const b = await beheerbareBundel(ctx, input.id);
  await db.lesBundel.update({ where: { id: input.id }, data: { gepubliceerd: input.gepubliceerd, gepubliceerdOp: input.gepubliceerd ? new Date() : null } });
  return bijgewerktItem(ctx, b);
}

/**
 * POST share: `gedeeld` shares with the whole customer; `medewerkers` replaces the list of staff
 * (of any administration of the same customer) the bundle is shared with, each with or without
 * edit right. A staff member of another customer is refused (400 naming the field).
 */
export async function shareLesBundel(ctx: TenantContext, input: { id: number; gedeeld: boolean; medewerkers: { gebruikerId: string; administratieNr?: number | undefined; magBewerken: boolean }[] }) {
  const b = await beheerbareBundel(ctx, input.id);
  const lijst = input.medewerkers.map((m) => ({ ...m, administratieNr: m.administratieNr ?? ctx.administratieNr }));
  const sleutels = new Set(lijst.map((m) => `${m.administratieNr}:${m.gebruikerId}`));
  if (sleutels.size !== lijst.length) throw veldFout("medewerkers", "een medewerker staat er meer dan eens in");
  await db.$transaction(async (tx) => {
    if (lijst.length) {
      const gevonden = await tx.medewerker.findMany({
        where: { OR: lijst.map((m) => ({ administratieNr: m.administratieNr, gebruikerId: m.gebruikerId })), administratie: { klantId: b.klantId } },
        select: { administratieNr: true, gebruikerId: true },
      });
      const ok = new Set(gevonden.map((m) => `${m.administratieNr}:${m.gebruikerId}`));
      const vreemd = lijst.findIndex((m) => !ok.has(`${m.administratieNr}:${m.gebruikerId}`));
      if (vreemd >= 0) throw badRequest(`medewerkers.${vreemd}: deze medewerker werkt niet bij deze klant.`, [{ path: `body.medewerkers.${vreemd}.gebruikerId`, message: "deze medewerker werkt niet bij deze klant" }]);
    }
    await tx.lesBundel.update({ where: { id: b.id }, data: { gedeeld: input.gedeeld } });
    await tx.lesBundelMedewerker.deleteMany({ where: { lesBundelId: b.id } });
    if (lijst.length)
      await tx.lesBundelMedewerker.createMany({
        data: lijst.filter((m) => m.gebruikerId !== b.auteurId).map((m) => ({ lesBundelId: b.id, klantId: b.klantId, administratieNr: m.administratieNr, gebruikerId: m.gebruikerId, magBewerken: m.magBewerken })),
      });
  });
  return getLesBundel(ctx, b.id);
}

/**
 * GET Collegas/{id}?zoek: staff of every administration of the bundle's customer (active, not the
 * author) to share the bundle with; only for who may change the bundle (403 otherwise). At most 50,
 * by surname; `zoek` matches first name or surname.
 */
export async function collegasVoorDelen(ctx: TenantContext, id: number, zoek?: string) {
  const b = await beheerbareBundel(ctx, id);
  const z = zoek?.trim();
  const rows = await db.medewerker.findMany({
    where: {
      actief: true,
      gebruikerId: { not: b.auteurId },
      administratie: { klantId: b.klantId, actief: true },
      ...(z ? { OR: [{ roepnaam: bevat(z) }, { achternaam: bevat(z) }] } : {}),
    },
    orderBy: [{ achternaam: "asc" }, { roepnaam: "asc" }, { administratieNr: "asc" }],
    take: 50,
    select: { gebruikerId: true, administratieNr: true, roepnaam: true, tussenvoegsel: true, achternaam: true, administratie: { select: { naam: true } } },
  });
  return rows.map((m) => ({ id: m.gebruikerId, naam: volledigeNaam(m), administratieNr: m.administratieNr, administratieNaam: m.administratie.naam }));
}

/**
 * POST LinkFase: links or unlinks the bundle and a phase cell (Lessen manage), proposes the link
 * (anyone who sees bundle and package: a suggestion), or accepts / declines the open suggestion
 * for that bundle and cell (Lessen manage; accepting links).
 */
export async function linkFase(
  ctx: TenantContext,
  input: { lesBundelId: number; leerroutepakketId: number; faseNummer: number; leerrouteNummer: number; domeinId: number; actie: "koppelen" | "ontkoppelen" | "voorstellen" | "accepteren" | "afwijzen"; toelichting?: string | null | undefined },
) {
  const b = await zichtbareBundel(ctx, input.lesBundelId, {});
  const pakket = await zichtbaarPakket(ctx, input.leerroutepakketId);
  if (pakket.klantId !== b.klantId) throw notFound(`Leerroutepakket ${input.leerroutepakketId}`);
  const cel = { leerroutepakketId: input.leerroutepakketId, faseNummer: input.faseNummer, leerrouteNummer: input.leerrouteNummer, domeinId: input.domeinId };
  if (input.actie !== "voorstellen" && !lessenBeheer(ctx)) throw forbidden("Lesbundels koppelen en voorstellen beoordelen vraagt het recht Lessen beheren.");
  const [fase, leerroute, domein] = await Promise.all([
    db.fase.findUnique({ where: { leerroutepakketId_nummer: { leerroutepakketId: cel.leerroutepakketId, nummer: cel.faseNummer } }, select: { nummer: true } }),
    db.leerroute.findUnique({ where: { leerroutepakketId_nummer: { leerroutepakketId: cel.leerroutepakketId, nummer: cel.leerrouteNummer } }, select: { nummer: true } }),
    db.domein.findFirst({ where: { leerroutepakketId: cel.leerroutepakketId, id: cel.domeinId }, select: { id: true } }),
  ]);
  if (!fase) throw veldFout("faseNummer", `fase ${cel.faseNummer} bestaat niet in dit pakket`);
  if (!leerroute) throw veldFout("leerrouteNummer", `leerroute ${cel.leerrouteNummer} bestaat niet in dit pakket`);
  if (!domein) throw veldFout("domeinId", `domein ${cel.domeinId} hoort niet bij dit pakket`);
  await db.$transaction(async (tx) => {
    const koppel = async () => {
      await tx.leerroutepakketfase.upsert({ where: { leerroutepakketId_faseNummer_leerrouteNummer_domeinId: cel }, create: cel, update: {} });
      await tx.lesBundelFase.upsert({
        where: { lesBundelId_leerroutepakketId_faseNummer_leerrouteNummer_domeinId: { lesBundelId: b.id, ...cel } },
        create: { lesBundelId: b.id, klantId: b.klantId, ...cel },
        update: {},
      });
    };
    switch (input.actie) {
      case "koppelen":
        await koppel();
        await tx.lesBundelSuggestie.updateMany({ where: { lesBundelId: b.id, ...cel, status: "Open" }, data: { status: "Geaccepteerd" } });
        break;
      case "ontkoppelen": {
        const r = await tx.lesBundelFase.deleteMany({ where: { lesBundelId: b.id, ...cel } });
        if (r.count === 0) throw notFound("De koppeling", "Deze lesbundel is niet aan deze fasecel gekoppeld.");
        break;
      }
      case "voorstellen": {
        if (!ctx.gebruikerId) throw forbidden("Alleen een medewerker kan een lesbundel voorstellen.");
        const [gekoppeld, open] = await Promise.all([
          tx.lesBundelFase.count({ where: { lesBundelId: b.id, ...cel } }),
          tx.lesBundelSuggestie.count({ where: { lesBundelId: b.id, ...cel, status: "Open" } }),
        ]);
        if (gekoppeld) throw conflict("Deze lesbundel is al aan deze fasecel gekoppeld.");
        if (open) throw conflict("Deze lesbundel is al voor deze fasecel voorgesteld.");
        await tx.leerroutepakketfase.upsert({ where: { leerroutepakketId_faseNummer_leerrouteNummer_domeinId: cel }, create: cel, update: {} });
        await tx.lesBundelSuggestie.create({
          data: { lesBundelId: b.id, klantId: b.klantId, ...cel, administratieNr: ctx.administratieNr, voorgesteldDoor: ctx.gebruikerId, toelichting: input.toelichting || null },
        });
        break;
      }
      case "accepteren":
      case "afwijzen": {
        const r = await tx.lesBundelSuggestie.updateMany({ where: { lesBundelId: b.id, ...cel, status: "Open" }, data: { status: input.actie === "accepteren" ? "Geaccepteerd" : "Afgewezen" } });
        if (r.count === 0) throw notFound("Het voorstel", "Er is geen open voorstel voor deze lesbundel en fasecel.");
        if (input.actie === "accepteren") await koppel();
        break;
      }
    }
  });
  // The phase links are reference rows; the open suggestions may be of every administration (point 2).
  const na = await db.lesBundel.findUniqueOrThrow({
    where: { id: b.id },
    select: { fasen: { orderBy: celOrder, select: celSelect }, suggesties: { where: { status: "Open" }, orderBy: { createdAt: "asc" }, select: suggestieSelect } },
  });
  return { fasen: na.fasen.map(celOut), suggesties: na.suggesties.map(suggestieOut) };
}

/** Stored files of lesson sources, to delete with their rows. */
export async function bronBestanden(tx: Tx, where: Prisma.LesbronWhereInput) {
  const bronnen = await tx.lesbron.findMany({
    where,
    select: { id: true, administratieNr: true, bestandId: true, thumbnailBestandId: true, bestand: { select: { opslagsleutel: true } }, thumbnail: { select: { opslagsleutel: true } } },
  });
  return bronnen;
}

/**
 * Deletes sources with their Bestand rows, then their files, inside the caller's transaction: when
 * a file cannot be deleted the transaction rolls back, so no row is left without its file's
 * removal being attempted and no file is orphaned by a committed delete.
 */
export async function verwijderBronnen(tx: Tx, bronnen: Awaited<ReturnType<typeof bronBestanden>>) {
  if (!bronnen.length) return;
  const perAdm = new Map<number, { bronIds: number[]; bestandIds: number[] }>();
  for (const b of bronnen) {
    const e = perAdm.get(b.administratieNr) ?? { bronIds: [], bestandIds: [] };
    e.bronIds.push(b.id);
    if (b.bestandId) e.bestandIds.push(b.bestandId);
    if (b.thumbnailBestandId) e.bestandIds.push(b.thumbnailBestandId);
    perAdm.set(b.administratieNr, e);
  }
  for (const [administratieNr, e] of perAdm) {
    await tx.lesbron.deleteMany({ where: { administratieNr, id: { in: e.bronIds } } });
    if (e.bestandIds.length) await tx.bestand.deleteMany({ where: { administratieNr, id: { in: e.bestandIds } } });
  }
  for (const b of bronnen) {
    if (b.bestand) await deleteFile(b.bestand.opslagsleutel);
    if (b.thumbnail) await deleteFile(b.thumbnail.opslagsleutel);
  }
}

/**
 * DELETE Delete/{id}: refused (409) while teaching plans use its lessons, naming them; otherwise
 * removes the lessons (and their phase-cell links), sources and their files in one transaction.
 */
export async function deleteLesBundel(ctx: TenantContext, id: number) {
  const b = await beheerbareBundel(ctx, id);
  await db.$transaction(async (tx) => {
    // Plans of every administration of the customer may use a shared bundle's lessons: every shard.
    const inPlannen = await tx.onderwijsplanLes.findMany({
      where: { les: { lesBundelId: id } },
      take: 6,
      select: { onderwijsplan: { select: { titel: true, soort: true, id: true, administratieNr: true } }, les: { select: { naam: true } } },
    });
    if (inPlannen.length) {
      const namen = [...new Set(inPlannen.slice(0, 5).map((p) => `"${p.les.naam}" in ${p.onderwijsplan.titel ? `"${p.onderwijsplan.titel}"` : `${p.onderwijsplan.soort.toLowerCase()} ${p.onderwijsplan.id}`}`))];
      throw conflict(`Deze lesbundel kan niet worden verwijderd: plannen gebruiken de lessen ervan (${namen.join(", ")}${inPlannen.length > 5 ? ", …" : ""}). Haal de lessen eerst uit die plannen.`);
    }
    // Its sources live on its shard (its administration, named).
    const bronnen = await bronBestanden(tx, { administratieNr: b.administratieNr, lesBundelId: id });
    await tx.leerroutepakketfaseLes.deleteMany({ where: { les: { lesBundelId: id } } });
    await tx.les.deleteMany({ where: { lesBundelId: id } });
    await verwijderBronnen(tx, bronnen);
    await tx.lesBundel.delete({ where: { id } });
  });
  return { id, verwijderd: true };
}

// -------------------------------------------------------------------------------------------
// Lessons
// -------------------------------------------------------------------------------------------

export const bronSelect = {
  id: true,
  lesBundelId: true,
  administratieNr: true,
  soort: true,
  naam: true,
  omschrijving: true,
  url: true,
  thumbnailBestandId: true,
  bestand: { select: { bestandsnaam: true, mimeType: true, grootte: true } },
  _count: { select: { lessen: true } },
} as const;
export type BronRij = Prisma.LesbronGetPayload<{ select: typeof bronSelect }>;
export function bronOut(b: BronRij, veiligInline: (t: string) => boolean) {
  return {
    id: b.id,
    lesBundelId: b.lesBundelId,
    soort: b.soort,
    naam: b.naam,
    omschrijving: b.omschrijving,
    url: b.url,
    bestandsnaam: b.bestand?.bestandsnaam ?? null,
    mimeType: b.bestand?.mimeType ?? null,
    grootte: b.bestand?.grootte ?? null,
    heeftThumbnail: b.thumbnailBestandId !== null,
    inline: !!b.bestand && veiligInline(b.bestand.mimeType),
    aantalLessen: b._count.lessen,
  };
}

/** The lesson when its bundle is visible (404 otherwise), with the bundle's rights (one routed statement). */
async function zichtbareLes(ctx: TenantContext, id: number, client: Tx | typeof db = db) {
  const les = await client.les.findFirst({ where: { id, lesBundel: zichtbaarWhere(ctx) }, select: { id: true, lesBundelId: true, naam: true, klantId: true, volgnummer: true, lesBundel: { select: bundelKopSelect(ctx) } } });
  if (!les) throw notFound(`Les ${id}`);
  return les;
}
async function beheerbareLes(ctx: TenantContext, id: number, client: Tx | typeof db = db) {
  const les = await zichtbareLes(ctx, id, client);
  if (!magBeheren(ctx, les.lesBundel)) throw forbidden(`U mag de lessen van lesbundel "${les.lesBundel.naam}" niet wijzigen.`);
  return les;
}

/**
 * GET Lessen/Details/{id}: the lesson with its sources (linked, in order, and the bundle's others).
 * The lesson and its bundle are reference rows (one statement); the sources with this lesson's links
 * to them live on the bundle's shard and are read naming its administration (one statement).
 */
export async function getLes(ctx: TenantContext, id: number, veiligInline: (t: string) => boolean) {
  const les = await db.les.findFirst({
    where: { id, lesBundel: zichtbaarWhere(ctx) },
    select: {
      id: true,
      naam: true,
      omschrijving: true,
      inhoud: true,
      duurMinuten: true,
      volgnummer: true,
      lesBundel: { select: bundelKopSelect(ctx) },
      indicatoren: { select: { leerroutepakketId: true, indicatorId: true, indicator: { select: { naam: true } } } },
    },
  });
  if (!les) throw notFound(`Les ${id}`);
  const administratieNr = les.lesBundel.administratieNr;
  const lesbronnen = await db.lesbron.findMany({
    where: { administratieNr, lesBundelId: les.lesBundel.id },
    orderBy: [{ naam: "asc" }, { id: "asc" }],
    select: { ...bronSelect, lessen: { where: { lesId: les.id }, select: { volgnummer: true } } },
  });
  const bronnen = lesbronnen
    .flatMap((b) => b.lessen.map((l) => ({ lesbronId: b.id, volgnummer: l.volgnummer })))
    .sort((x, y) => x.volgnummer - y.volgnummer || x.lesbronId - y.lesbronId);
  const perId = new Map(lesbronnen.map((b) => [b.id, b]));
  const gekoppeld = new Set(bronnen.map((b) => b.lesbronId));
  return {
    id: les.id,
    naam: les.naam,
    omschrijving: les.omschrijving,
    inhoud: veiligeHtml(les.inhoud),
    duurMinuten: les.duurMinuten,
    volgnummer: les.volgnummer,
    lesBundel: { id: les.lesBundel.id, naam: les.lesBundel.naam, magBeheren: magBeheren(ctx, les.lesBundel) },
    bronnen: bronnen.flatMap((b) => {
      const r = perId.get(b.lesbronId);
      return r ? [bronOut(r, veiligInline)] : [];
    }),
    overigeBronnen: lesbronnen.filter((b) => !gekoppeld.has(b.id)).map((b) => bronOut(b, veiligInline)),
    indicatoren: les.indicatoren.map((i) => ({ leerroutepakketId: i.leerroutepakketId, indicatorId: i.indicatorId, naam: i.indicator.naam })),
  };
}

/** POST Lessen/Add: a lesson at the end of the bundle. */
export async function addLes(ctx: TenantContext, input: { lesBundelId: number; naam: string; omschrijving?: string | null; inhoud?: string | null; duurMinuten?: number | null }) {
  const b = await beheerbareBundel(ctx, input.lesBundelId);
  return db.$transaction(async (tx) => {
    const max = await tx.les.aggregate({ where: { lesBundelId: b.id }, _max: { volgnummer: true } });
    const les = await tx.les.create({
      data: {
        lesBundelId: b.id,
        klantId: b.klantId,
        naam: input.naam,
        omschrijving: input.omschrijving || null,
        inhoud: veiligeHtml(input.inhoud),
        duurMinuten: input.duurMinuten ?? null,
        volgnummer: (max._max.volgnummer ?? 0) + 1,
      },
      select: { id: true },
    });
    await tx.lesBundel.update({ where: { id: b.id }, data: { updatedAt: new Date() } });
    return les;
  });
}

/** POST Lessen/Update: the lesson's fields (text sanitised) and, when given, its indicators. */
export async function updateLes(
  ctx: TenantContext,
  input: { id: number; naam: string; omschrijving?: string | null; inhoud?: string | null; duurMinuten?: number | null; indicatoren?: { leerroutepakketId: number; indicatorId: number }[] | undefined },
) {
  const les = await beheerbareLes(ctx, input.id);
  await db.$transaction(async (tx) => {
    await tx.les.update({
      where: { id: les.id },
      data: { naam: input.naam, omschrijving: input.omschrijving || null, inhoud: veiligeHtml(input.inhoud), duurMinuten: input.duurMinuten ?? null },
    });
    if (input.indicatoren) {
      const uniek = new Map(input.indicatoren.map((i) => [`${i.leerroutepakketId}:${i.indicatorId}`, i]));
      if (uniek.size) {
        const gevonden = await tx.indicator.findMany({
          where: { OR: [...uniek.values()].map((i) => ({ leerroutepakketId: i.leerroutepakketId, id: i.indicatorId })), leerroutepakket: { klantId: les.klantId } },
          select: { leerroutepakketId: true, id: true },
        });
        if (gevonden.length !== uniek.size) throw veldFout("indicatoren", "een indicator hoort niet bij een leerroutepakket van deze klant");
      }
      await tx.lesIndicator.deleteMany({ where: { lesId: les.id } });
      if (uniek.size) await tx.lesIndicator.createMany({ data: [...uniek.values()].map((i) => ({ lesId: les.id, ...i })) });
    }
  });
  return les.id;
}

/** POST Lessen/Move: to the end of another bundle of the same customer that the caller may change. */
export async function moveLes(ctx: TenantContext, input: { id: number; lesBundelId: number }) {
  const les = await beheerbareLes(ctx, input.id);
  if (les.lesBundelId === input.lesBundelId) throw veldFout("lesBundelId", "de les staat al in deze lesbundel");
  const doel = await beheerbareBundel(ctx, input.lesBundelId);
  await db.$transaction(async (tx) => {
    const max = await tx.les.aggregate({ where: { lesBundelId: doel.id }, _max: { volgnummer: true } });
    // Sources stay with their bundle: the moved lesson loses its links to them.
    await tx.lesLesbron.deleteMany({ where: { administratieNr: les.lesBundel.administratieNr, lesId: les.id } });
    await tx.les.update({ where: { id: les.id }, data: { lesBundelId: doel.id, volgnummer: (max._max.volgnummer ?? 0) + 1 } });
  });
  return les.id;
}

/** POST Lessen/reorganise: the bundle's lessons in a new order (a permutation of all of them). */
export async function reorganiseLessen(ctx: TenantContext, input: { lesBundelId: number; lesIds: number[] }) {
  const b = await beheerbareBundel(ctx, input.lesBundelId, { lessen: { select: { id: true } } });
  checkPermutatie(
    b.lessen.map((l) => l.id),
    input.lesIds,
    "body.lesIds",
    "lessen",
  );
  await db.$executeRaw`
    UPDATE "Les" AS l SET "volgnummer" = v.nr, "updatedAt" = now()
      FROM unnest(${input.lesIds}::int[]) WITH ORDINALITY AS v(id, nr)
     WHERE l.id = v.id AND l."lesBundelId" = ${b.id}`;
  return lessenVan(b);
}

/** POST Lessen/koppelBronnen: links sources of the lesson's bundle to it (appended; linked ones ignored). */
export async function koppelBronnen(ctx: TenantContext, input: { lesId: number; lesbronIds: number[] }) {
  const les = await beheerbareLes(ctx, input.lesId);
  const ids = [...new Set(input.lesbronIds)];
  await db.$transaction(async (tx) => {
    const [bronnen, huidig] = await Promise.all([
      tx.lesbron.findMany({ where: { administratieNr: les.lesBundel.administratieNr, id: { in: ids }, lesBundelId: les.lesBundelId }, select: { id: true, administratieNr: true } }),
      tx.lesLesbron.findMany({ where: { administratieNr: les.lesBundel.administratieNr, lesId: les.id }, select: { lesbronId: true, volgnummer: true } }),
    ]);
    if (bronnen.length !== ids.length) {
      const ok = new Set(bronnen.map((b) => b.id));
      throw veldFout("lesbronIds", `bron ${ids.find((i) => !ok.has(i))} hoort niet bij deze lesbundel`);
    }
    const al = new Set(huidig.map((h) => h.lesbronId));
    const max = Math.max(0, ...huidig.map((h) => h.volgnummer));
    const nieuw = bronnen.filter((b) => !al.has(b.id));
    if (nieuw.length) await tx.lesLesbron.createMany({ data: nieuw.map((b, i) => ({ lesId: les.id, lesbronId: b.id, administratieNr: b.administratieNr, volgnummer: max + i + 1 })) });
  });
  return les.id;
}

/** DELETE Lessen/unlinkBron/{b}/{a}: b = source, a = lesson. The source stays in the bundle. */
export async function unlinkBron(ctx: TenantContext, lesbronId: number, lesId: number) {
  const les = await beheerbareLes(ctx, lesId);
  const r = await db.lesLesbron.deleteMany({ where: { administratieNr: les.lesBundel.administratieNr, lesId: les.id, lesbronId } });
  if (r.count === 0) throw notFound("De koppeling", `Bron ${lesbronId} is niet aan deze les gekoppeld.`);
  return les.id;
}

/** DELETE Lessen/Delete/{id}: refused (409) while a plan uses the lesson; phase-cell links go with it. */
export async function deleteLes(ctx: TenantContext, id: number) {
  const les = await beheerbareLes(ctx, id);
  await db.$transaction(async (tx) => {
    // Plans of every administration of the customer may use a shared bundle's lesson: every shard.
    const plannen = await tx.onderwijsplanLes.count({ where: { lesId: id } });
    if (plannen) throw conflict(`Deze les wordt gebruikt in ${aantalTekst(plannen, "plan", "plannen")} en kan daarom niet worden verwijderd.`);
    await tx.leerroutepakketfaseLes.deleteMany({ where: { lesId: id } });
    await tx.les.delete({ where: { id } });
    await tx.lesBundel.update({ where: { id: les.lesBundelId }, data: { updatedAt: new Date() } });
  });
  return { id, verwijderd: true };
}
export type LesDetailsView = Awaited<ReturnType<typeof getLes>>;
