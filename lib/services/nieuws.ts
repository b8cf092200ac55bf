import { randomUUID } from "node:crypto";
import type { TenantContext } from "@/lib/api/context";
import { badRequest, forbidden, notFound, payloadTooLarge, unsupportedMediaType } from "@/lib/api/errors";
import { db, leesRijen } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { formatBytes, volledigeNaam } from "@/lib/format";
import { guards } from "@/lib/permissions";
import { sanitizeRichText } from "@/lib/richtext";
import { isoDatum, vandaag } from "@/lib/schooljaar";
import { NIEUWS_AFBEELDING_MAX_BYTES, NIEUWS_AFBEELDINGEN_MAX, type NieuwsVelden } from "@/lib/schemas/nieuws";
import { deleteFile, deleteFiles, getFile, putFile } from "@/lib/storage";
import { afbeeldingType } from "./administraties";

/**
 * News (spec §7.14). An article belongs to one administration and is read there; an article with
 * `voorIedereen` (written by the operator with the seed script) is read in every administration.
 * Readers see published articles whose publication date has come; writers (guard `nieuws`:
 * Administratie manage) see and change their own administration's articles, also unpublished ones.
 */

/**
 * An article is a reference row (docs/scale-out.md): read on any node. Its author and images are
 * rows of the writing administration (distributed), read apart and named by that administration
 * (`metSchrijversdeel`), so that Citus routes them to its shard instead of asking every shard.
 */
const artikelSelect = {
  id: true,
  administratieNr: true,
  auteurId: true,
  titel: true,
  samenvatting: true,
  publicatiedatum: true,
  gepubliceerd: true,
  voorIedereen: true,
  updatedAt: true,
  categorieen: { select: { categorie: { select: { id: true, naam: true, volgnummer: true } } } },
} satisfies Prisma.NieuwsArtikelSelect;
const auteurSelect = { administratieNr: true, gebruikerId: true, roepnaam: true, voornamen: true, tussenvoegsel: true, achternaam: true } satisfies Prisma.MedewerkerSelect;
const afbeeldingSelect = { administratieNr: true, artikelId: true, bestandId: true, volgnummer: true, bestand: { select: { bestandsnaam: true } } } satisfies Prisma.NieuwsAfbeeldingSelect;

type ArtikelRij = Prisma.NieuwsArtikelGetPayload<{ select: typeof artikelSelect }> & {
  auteur: Prisma.MedewerkerGetPayload<{ select: typeof auteurSelect }> | null;
  afbeeldingen: Prisma.NieuwsAfbeeldingGetPayload<{ select: typeof afbeeldingSelect }>[];
};

/**
 * The authors and images of these articles: two statements side by side, each naming the writing
 * administrations. Articles of this administration only (most pages): one shard. Customer-wide
 * articles of others on the page: those writers' shards only (docs/scale-out.md lists GET Nieuws).
 */
async function metSchrijversdeel<T extends Prisma.NieuwsArtikelGetPayload<{ select: typeof artikelSelect }>>(rijen: T[]): Promise<(T & Omit<ArtikelRij, keyof T>)[]> {
  if (rijen.length === 0) return [];
  const paren = [...new Map(rijen.map((a) => [`${a.administratieNr}:${a.auteurId}`, { administratieNr: a.administratieNr, gebruikerId: a.auteurId }])).values()];
  const [auteurs, afbeeldingen] = await Promise.all([
    db.medewerker.findMany({ where: { OR: paren }, select: auteurSelect }),
    db.nieuwsAfbeelding.findMany({
      where: { OR: rijen.map((a) => ({ administratieNr: a.administratieNr, artikelId: a.id })) },
      select: afbeeldingSelect,
      orderBy: [{ volgnummer: "asc" }, { bestandId: "asc" }],
    }),
  ]);
  return rijen.map((a) => ({
    ...a,
    auteur: auteurs.find((m) => m.administratieNr === a.administratieNr && m.gebruikerId === a.auteurId) ?? null,
    afbeeldingen: afbeeldingen.filter((b) => b.administratieNr === a.administratieNr && b.artikelId === a.id),
  }));
}

function view(ctx: TenantContext, a: ArtikelRij) {
  return {
    id: a.id,
    titel: a.titel,
    samenvatting: a.samenvatting,
    publicatiedatum: a.publicatiedatum ? isoDatum(a.publicatiedatum) : null,
    gepubliceerd: a.gepubliceerd,
    voorIedereen: a.voorIedereen,
    eigen: a.administratieNr === ctx.administratieNr,
    auteur: a.auteur ? volledigeNaam(a.auteur) : "",
    categorieen: a.categorieen
      .map((c) => c.categorie)
      .sort((x, y) => x.volgnummer - y.volgnummer || x.naam.localeCompare(y.naam, "nl"))
      .map(({ id, naam }) => ({ id, naam })),
    afbeeldingen: a.afbeeldingen.map((b) => ({ bestandId: b.bestandId, bestandsnaam: b.bestand.bestandsnaam, url: `/api/Nieuws/openImage/${a.id}/${b.bestandId}` })),
    updatedAt: a.updatedAt.toISOString(),
  };
}
export type NieuwsItem = ReturnType<typeof view>;
export type NieuwsDetails = NieuwsItem & { inhoud: string };

/** What a reader of this administration sees: its own and the global articles, published and due. */
function zichtbaar(ctx: TenantContext): Prisma.NieuwsArtikelWhereInput {
  return {
    AND: [
      { OR: [{ administratieNr: ctx.administratieNr }, { voorIedereen: true }] },
      { gepubliceerd: true },
      { OR: [{ publicatiedatum: null }, { publicatiedatum: { lte: vandaag() } }] },
    ],
  };
}

const volgorde: Prisma.NieuwsArtikelOrderByWithRelationInput[] = [{ publicatiedatum: { sort: "desc", nulls: "last" } }, { createdAt: "desc" }, { id: "desc" }];

export interface Pagina {
  page: number;
  pageSize: number;
}

/**
 * GET Nieuws: the articles the user may read, newest first, a page at a time. Count and page are
 * two reads side by side, not a transaction: under READ COMMITTED a transaction gives two reads
 * no common snapshot anyway, and its BEGIN/COMMIT cost two round trips and a pooled connection
 * held for the whole (the home page's news made every page view wait for one under load).
 */
export async function listNieuws(ctx: TenantContext, opties: Pagina & { categorie?: number }) {
  const where: Prisma.NieuwsArtikelWhereInput = opties.categorie
    ? { AND: [zichtbaar(ctx), { categorieen: { some: { categorieId: opties.categorie } } }] }
    : zichtbaar(ctx);
  const [total, rijen] = await Promise.all([
    db.nieuwsArtikel.count({ where }),
    db.nieuwsArtikel.findMany({ where, select: artikelSelect, orderBy: volgorde, skip: (opties.page - 1) * opties.pageSize, take: opties.pageSize }).then(metSchrijversdeel),
  ]);
  return { items: rijen.map((a) => view(ctx, a)), total, page: opties.page, pageSize: opties.pageSize };
}

/** GET Nieuws/eigenartikelen: every article of this administration, also unpublished ones (writers). */
export async function listEigenNieuws(ctx: TenantContext, opties: Pagina) {
  const where: Prisma.NieuwsArtikelWhereInput = { administratieNr: ctx.administratieNr };
  const [total, rijen] = await Promise.all([
    db.nieuwsArtikel.count({ where }),
    db.nieuwsArtikel.findMany({ where, select: artikelSelect, orderBy: [{ createdAt: "desc" }, { id: "desc" }], skip: (opties.page - 1) * opties.pageSize, take: opties.pageSize }).then(metSchrijversdeel),
  ]);
  return { items: rijen.map((a) => view(ctx, a)), total, page: opties.page, pageSize: opties.pageSize };
}

/** GET Nieuws/details/{id}: a readable article, or one of the own administration for a writer. */
export async function getNieuws(ctx: TenantContext, id: number): Promise<NieuwsDetails> {
  const schrijver = guards.nieuws(ctx.permissions);
  const where: Prisma.NieuwsArtikelWhereInput = schrijver ? { id, OR: [zichtbaar(ctx), { administratieNr: ctx.administratieNr }] } : { id, ...zichtbaar(ctx) };
  const artikel = await db.nieuwsArtikel.findFirst({ where, select: { ...artikelSelect, inhoud: true } });
  if (!artikel) throw notFound("Het nieuwsartikel");
  const [a] = await metSchrijversdeel([artikel]);
  return { ...view(ctx, a!), inhoud: a!.inhoud };
}

/** Texts as stored: trimmed, rich text sanitised; an article needs some text. */
function schoon(velden: NieuwsVelden) {
  const inhoud = sanitizeRichText(velden.inhoud);
  if (!inhoud) throw badRequest("inhoud: schrijf de tekst van het artikel.", [{ path: "inhoud", message: "schrijf de tekst van het artikel" }]);
  return {
    titel: velden.titel,
    samenvatting: velden.samenvatting ? velden.samenvatting : null,
    inhoud,
    publicatiedatum: velden.publicatiedatum ? new Date(`${velden.publicatiedatum}T00:00:00Z`) : null,
    gepubliceerd: velden.gepubliceerd,
  };
}

async function controleerCategorieen(tx: Prisma.TransactionClient, ids: number[]) {
  const uniek = [...new Set(ids)];
  if (uniek.length === 0) return uniek;
  const gevonden = await tx.nieuwsCategorie.count({ where: { id: { in: uniek } } });
  if (gevonden !== uniek.length) throw badRequest("categorieIds: kies bestaande categorieën.", [{ path: "categorieIds", message: "kies bestaande categorieën" }]);
  return uniek;
}

function auteurVan(ctx: TenantContext): string {
  if (ctx.principal.kind !== "user" || !ctx.gebruikerId) throw forbidden("Alleen een aangemelde medewerker kan nieuws schrijven.");
  return ctx.gebruikerId;
}

/** POST Nieuws/add */
export async function addNieuws(ctx: TenantContext, velden: NieuwsVelden): Promise<NieuwsDetails> {
  const auteurId = auteurVan(ctx);
  const data = schoon(velden);
  const id = await db.$transaction(async (tx) => {
    const categorieIds = await controleerCategorieen(tx, velden.categorieIds);
    const a = await tx.nieuwsArtikel.create({
      data: { ...data, administratieNr: ctx.administratieNr, klantId: ctx.klantId, auteurId, voorIedereen: false, categorieen: { create: categorieIds.map((categorieId) => ({ categorieId })) } },
      select: { id: true },
    });
    return a.id;
  });
  return getNieuws(ctx, id);
}

/** POST Nieuws/update: only an article of this administration. */
export async function updateNieuws(ctx: TenantContext, velden: NieuwsVelden & { id: number }): Promise<NieuwsDetails> {
  auteurVan(ctx);
  const data = schoon(velden);
  await db.$transaction(async (tx) => {
    const bestaand = await tx.nieuwsArtikel.findFirst({ where: { id: velden.id, administratieNr: ctx.administratieNr }, select: { id: true } });
    if (!bestaand) throw notFound("Het nieuwsartikel");
    const categorieIds = await controleerCategorieen(tx, velden.categorieIds);
    await tx.nieuwsArtikel.update({
      where: { id: velden.id },
      data: { ...data, categorieen: { deleteMany: {}, create: categorieIds.map((categorieId) => ({ categorieId })) } },
    });
  });
  return getNieuws(ctx, velden.id);
}

/** POST Nieuws/delete?id=: the article, its categories and images (rows and files). */
export async function deleteNieuws(ctx: TenantContext, id: number) {
  const sleutels = await db.$transaction(async (tx) => {
    const a = await tx.nieuwsArtikel.findFirst({
      where: { id, administratieNr: ctx.administratieNr },
      select: { afbeeldingen: { select: { bestandId: true, bestand: { select: { opslagsleutel: true } } } } },
    });
    if (!a) throw notFound("Het nieuwsartikel");
    const bestandIds = a.afbeeldingen.map((b) => b.bestandId);
    if (bestandIds.length) {
      await tx.nieuwsAfbeelding.deleteMany({ where: { administratieNr: ctx.administratieNr, artikelId: id } });
      await tx.bestand.deleteMany({ where: { administratieNr: ctx.administratieNr, id: { in: bestandIds } } });
    }
    await tx.nieuwsArtikel.delete({ where: { id } });
    return a.afbeeldingen.map((b) => b.bestand.opslagsleutel);
  });
  await deleteFiles(sleutels);
  return { id, verwijderd: true };
}

/** POST Nieuws/AddImage: a PNG or JPEG (by content) of at most 2 MB, stored as `<admnr>/nieuws/<id>`. */
export async function addNieuwsAfbeelding(ctx: TenantContext, artikelId: number, file: { name: string; size: number; bytes: () => Promise<Uint8Array> }) {
  const auteurId = auteurVan(ctx);
  const { administratieNr } = ctx;
  if (file.size > NIEUWS_AFBEELDING_MAX_BYTES)
    throw payloadTooLarge(`De afbeelding is te groot (${formatBytes(file.size)}); ze mag hoogstens ${formatBytes(NIEUWS_AFBEELDING_MAX_BYTES)} zijn.`);
  if (file.size === 0) throw badRequest("file: het bestand is leeg.", [{ path: "file", message: "het bestand is leeg" }]);
  const bytes = await file.bytes();
  if (bytes.length > NIEUWS_AFBEELDING_MAX_BYTES) throw payloadTooLarge(`De afbeelding is te groot; ze mag hoogstens ${formatBytes(NIEUWS_AFBEELDING_MAX_BYTES)} zijn.`);
  const type = afbeeldingType(bytes);
  if (!type) throw unsupportedMediaType("Dit bestand is geen PNG- of JPEG-afbeelding; alleen die zijn bij nieuws toegestaan.");
  const bestandsnaam = veiligeNaam(file.name, type);
  let geschreven: string | null = null;
  try {
    const rij = await db.$transaction(async (tx) => {
      const [artikel] = await leesRijen<{ id: number; aantal: number }>(Prisma.sql`
        SELECT a.id, (SELECT count(*)::int FROM "NieuwsAfbeelding" b WHERE b."administratieNr" = a."administratieNr" AND b."artikelId" = a.id) AS aantal
        FROM "NieuwsArtikel" a WHERE a.id = ${artikelId} AND a."administratieNr" = ${administratieNr} FOR UPDATE`, tx);
      if (!artikel) throw notFound("Het nieuwsartikel");
      if (artikel.aantal >= NIEUWS_AFBEELDINGEN_MAX) throw badRequest(`file: een artikel heeft hoogstens ${NIEUWS_AFBEELDINGEN_MAX} afbeeldingen.`, [{ path: "file", message: `hoogstens ${NIEUWS_AFBEELDINGEN_MAX} afbeeldingen per artikel` }]);
      const b = await tx.bestand.create({
        data: { administratieNr, gebied: "nieuws", opslagsleutel: `${administratieNr}/nieuws/nieuw-${randomUUID()}`, bestandsnaam, mimeType: type, grootte: bytes.length, aangemaaktDoor: auteurId },
        select: { id: true },
      });
      const sleutel = `${administratieNr}/nieuws/${b.id}`;
      await tx.bestand.update({ where: { administratieNr_id: { administratieNr, id: b.id } }, data: { opslagsleutel: sleutel } });
      await tx.nieuwsAfbeelding.create({ data: { administratieNr, artikelId, bestandId: b.id, volgnummer: artikel.aantal + 1 } });
      await putFile(sleutel, bytes);
      geschreven = sleutel;
      return b;
    });
    return { artikelId, bestandId: rij.id, bestandsnaam, url: `/api/Nieuws/openImage/${artikelId}/${rij.id}` };
  } catch (e) {
    if (geschreven) await deleteFile(geschreven).catch(() => {});
    throw e;
  }
}

/** GET Nieuws/openImage/{artikelId}/{bestandId}: an image of an article the user may read. */
export async function openNieuwsAfbeelding(ctx: TenantContext, artikelId: number, bestandId: number) {
  const schrijver = guards.nieuws(ctx.permissions);
  const artikelWhere: Prisma.NieuwsArtikelWhereInput = schrijver ? { OR: [zichtbaar(ctx), { administratieNr: ctx.administratieNr }] } : zichtbaar(ctx);
  // The article first (a reference row): it names the writing administration, whose shard holds the image.
  const artikel = await db.nieuwsArtikel.findFirst({ where: { AND: [{ id: artikelId }, artikelWhere] }, select: { administratieNr: true } });
  if (!artikel) throw notFound("De afbeelding");
  const b = await db.nieuwsAfbeelding.findUnique({
    where: { administratieNr_artikelId_bestandId: { administratieNr: artikel.administratieNr, artikelId, bestandId } },
    select: { bestand: { select: { opslagsleutel: true, bestandsnaam: true, mimeType: true } } },
  });
  if (!b) throw notFound("De afbeelding");
  const bytes = await getFile(b.bestand.opslagsleutel);
  if (!bytes) throw notFound("De afbeelding");
  return { bytes, bestandsnaam: b.bestand.bestandsnaam, mimeType: b.bestand.mimeType };
}

/** GET Nieuws/categorieen: the fixed list (no administration). */
export async function listNieuwsCategorieen() {
  return db.nieuwsCategorie.findMany({ select: { id: true, naam: true }, orderBy: [{ volgnummer: "asc" }, { naam: "asc" }] });
}

function veiligeNaam(naam: string, type: string): string {
  const ext = type === "image/png" ? ".png" : ".jpg";
  const basis = (naam.split(/[\\/]/).pop() ?? "").replace(/\.[^.]*$/, "").replace(/[^\p{L}\p{N} ._-]/gu, "").trim().slice(0, 80) || "afbeelding";
  return basis + ext;
}
