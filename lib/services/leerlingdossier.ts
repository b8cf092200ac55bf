import { db, type Tx } from "@/lib/db/client";
import type { TenantContext } from "@/lib/api/context";
import { badRequest, notFound } from "@/lib/api/errors";
import { bewaarDocumenten, controleerTypen, documentAntwoord, documentOut, documentSelect, plaatsDocumenten, type Verplaatsing } from "@/lib/api/documenten";
import { deleteFiles } from "@/lib/storage";
import type { GestreamdBestand } from "@/lib/api/upload-stroom";
import type { Prisma } from "@/lib/generated/prisma/client";
import { Functiegebied } from "@/lib/permissions";
import { isoDatum } from "@/lib/schooljaar";
import type { DossierVelden } from "@/lib/schemas/notities";
import { dag } from "./leerling-gemeen";
import { logInzage } from "./dossier-inzage";
import { auteurNaam, auteurSelect, auteurVan, leerlingPlaatsSelect, leerlingToegang, magOpLeerling, weiger, type Toegang } from "./leerlingdossier-toegang";

/**
 * A pupil's dossier (Leerlingdossier, area Leerlingdossiers): items with a category, tags, a date,
 * the author and documents in lib/storage. §6 applies to the pupil (own group / own branch / all);
 * documents are written and removed with their item in one transaction.
 */

const GEBIED = Functiegebied.Leerlingdossiers;

const itemSelect = {
  id: true,
  leerlingId: true,
  categorieNr: true,
  titel: true,
  omschrijving: true,
  datum: true,
  updatedAt: true,
  categorie: { select: { naam: true } },
  auteur: auteurSelect,
  tags: { select: { tag: { select: { nr: true, naam: true } } } },
  documenten: { select: documentSelect },
  leerling: { select: leerlingPlaatsSelect },
} as const;
type ItemRij = Prisma.LeerlingdossierItemGetPayload<{ select: typeof itemSelect }>;

function itemOut(ctx: TenantContext, i: ItemRij) {
  return {
    id: i.id,
    leerlingId: i.leerlingId,
    categorieNr: i.categorieNr,
    categorieNaam: i.categorie?.naam ?? null,
    titel: i.titel,
    omschrijving: i.omschrijving,
    datum: isoDatum(i.datum),
    auteur: auteurNaam(i.auteur),
    tags: i.tags.map((t) => t.tag).sort((a, b) => a.naam.localeCompare(b.naam, "nl")),
    documenten: i.documenten.map(documentOut).sort((a, b) => a.id - b.id),
    bijgewerkt: i.updatedAt.toISOString(),
    magBewerken: magOpLeerling(ctx, i.leerling, GEBIED, "write"),
  };
}
export type DossierItemView = ReturnType<typeof itemOut>;

const sleutel = (ctx: TenantContext, id: number) => ({ administratieNr_id: { administratieNr: ctx.administratieNr, id } });

/** GET forLeerling: the pupil's dossier, newest first; optionally one category or tag. */
export async function dossierVoorLeerling(ctx: TenantContext, leerlingId: number, f: { categorieNr?: number; tagNr?: number } = {}) {
  await leerlingToegang(ctx, leerlingId, GEBIED, "read");
  const rows = await db.leerlingdossierItem.findMany({
    where: { administratieNr: ctx.administratieNr, leerlingId, ...(f.categorieNr ? { categorieNr: f.categorieNr } : {}), ...(f.tagNr ? { tags: { some: { tagNr: f.tagNr } } } : {}) },
    select: itemSelect,
    orderBy: [{ datum: "desc" }, { id: "desc" }],
  });
  await logInzage(ctx, leerlingId, "dossier");
  return rows.map((i) => itemOut(ctx, i));
}

async function leesbaarItem(ctx: TenantContext, id: number, toegang: Toegang, client: Tx | typeof db = db) {
  const i = await client.leerlingdossierItem.findUnique({ where: sleutel(ctx, id), select: itemSelect });
  if (!i) throw notFound(`Dossieritem ${id}`);
  if (!magOpLeerling(ctx, i.leerling, GEBIED, toegang)) throw weiger(GEBIED, toegang);
  return i;
}

/** Details (logged as a read; after a write the answer is not a read). */
export async function getDossierItem(ctx: TenantContext, id: number, loggen = true) {
  const i = await leesbaarItem(ctx, id, "read");
  if (loggen) await logInzage(ctx, i.leerlingId, "dossieritem", id);
  return itemOut(ctx, i);
}

/** GET Details/…/Document: an item's document as an attachment (read on the item). */
export async function dossierDocument(ctx: TenantContext, id: number, bestandId: number) {
  const d = await db.leerlingdossierDocument.findUnique({
    where: { administratieNr_itemId_bestandId: { administratieNr: ctx.administratieNr, itemId: id, bestandId } },
    select: { item: { select: { leerlingId: true, leerling: { select: leerlingPlaatsSelect } } }, bestand: { select: { opslagsleutel: true, bestandsnaam: true, mimeType: true } } },
  });
  if (!d) throw notFound(`Document ${bestandId} van dossieritem ${id}`);
  if (!magOpLeerling(ctx, d.item.leerling, GEBIED, "read")) throw weiger(GEBIED, "read");
  const antwoord = await documentAntwoord(d.bestand);
  await logInzage(ctx, d.item.leerlingId, "dossierdocument", bestandId);
  return antwoord;
}

async function checkVerwijzingen(tx: Tx, ctx: TenantContext, v: DossierVelden) {
  const [categorie, tags] = await Promise.all([
    v.categorieNr ? tx.leerlingdossierCategorie.findUnique({ where: { administratieNr_nr: { administratieNr: ctx.administratieNr, nr: v.categorieNr } }, select: { nr: true } }) : Promise.resolve({ nr: 0 }),
    v.tags.length ? tx.tag.findMany({ where: { administratieNr: ctx.administratieNr, nr: { in: v.tags } }, select: { nr: true } }) : Promise.resolve([]),
  ]);
  if (!categorie) throw badRequest(`categorieNr: dossiercategorie ${v.categorieNr} bestaat niet.`, [{ path: "body.categorieNr", message: "onbekende dossiercategorie" }]);
  const bekend = new Set(tags.map((t) => t.nr));
  const onbekend = v.tags.find((nr) => !bekend.has(nr));
  if (onbekend !== undefined) throw badRequest(`tags: tag ${onbekend} bestaat niet.`, [{ path: "body.tags", message: `onbekende tag ${onbekend}` }]);
}

async function schrijf(ctx: TenantContext, doel: { leerlingId: number } | { id: number }, v: DossierVelden, uploads: GestreamdBestand[]) {
  const docs = controleerTypen(uploads);
  const plaatsen: Verplaatsing[] = [];
  const id = await db.$transaction(async (tx) => {
    if ("leerlingId" in doel) await leerlingToegang(ctx, doel.leerlingId, GEBIED, "write", tx);
    else await leesbaarItem(ctx, doel.id, "write", tx);
    await checkVerwijzingen(tx, ctx, v);
    const velden = { titel: v.titel, omschrijving: v.omschrijving, datum: dag(v.datum), categorieNr: v.categorieNr };
    let itemId: number;
    if ("id" in doel) {
      itemId = doel.id;
      await tx.leerlingdossierItem.update({ where: sleutel(ctx, itemId), data: velden });
      await tx.leerlingdossierItemTag.deleteMany({ where: { administratieNr: ctx.administratieNr, itemId } });
    } else {
      itemId = (await tx.leerlingdossierItem.create({ data: { administratieNr: ctx.administratieNr, leerlingId: doel.leerlingId, ...velden, auteurId: auteurVan(ctx) }, select: { id: true } })).id;
    }
    if (v.tags.length) await tx.leerlingdossierItemTag.createMany({ data: [...new Set(v.tags)].map((tagNr) => ({ administratieNr: ctx.administratieNr, itemId, tagNr })) });
    const ids = await bewaarDocumenten(tx, ctx, "dossier", docs, plaatsen);
    if (ids.length) await tx.leerlingdossierDocument.createMany({ data: ids.map((bestandId) => ({ administratieNr: ctx.administratieNr, itemId, bestandId })) });
    return itemId;
  });
  await plaatsDocumenten(plaatsen);
  return getDossierItem(ctx, id, false);
}

export const addDossierItem = (ctx: TenantContext, leerlingId: number, v: DossierVelden, uploads: GestreamdBestand[]) => schrijf(ctx, { leerlingId }, v, uploads);
/** Update: fields and tags replaced, documents sent are added. */
export const updateDossierItem = (ctx: TenantContext, id: number, v: DossierVelden, uploads: GestreamdBestand[]) => schrijf(ctx, { id }, v, uploads);

/** Delete/…/Document: the document row, its Bestand and then its file. */
export async function deleteDossierDocument(ctx: TenantContext, id: number, bestandId: number) {
  const opslag = await db.$transaction(async (tx) => {
    await leesbaarItem(ctx, id, "write", tx);
    const where = { administratieNr_itemId_bestandId: { administratieNr: ctx.administratieNr, itemId: id, bestandId } };
    const d = await tx.leerlingdossierDocument.findUnique({ where, select: { bestand: { select: { opslagsleutel: true } } } });
    if (!d) throw notFound(`Document ${bestandId} van dossieritem ${id}`);
    await tx.leerlingdossierDocument.delete({ where });
    await tx.bestand.delete({ where: { administratieNr_id: { administratieNr: ctx.administratieNr, id: bestandId } } });
    return d.bestand.opslagsleutel;
  });
  await deleteFiles([opslag]);
  return { id, bestandId, verwijderd: true };
}

/** Delete: the item with its tags and documents. */
export async function deleteDossierItem(ctx: TenantContext, id: number) {
  const sleutels = await db.$transaction(async (tx) => {
    const i = await leesbaarItem(ctx, id, "write", tx);
    const ids = i.documenten.map((d) => d.bestand.id);
    const docs = ids.length ? await tx.bestand.findMany({ where: { administratieNr: ctx.administratieNr, id: { in: ids } }, select: { opslagsleutel: true } }) : [];
    await tx.leerlingdossierDocument.deleteMany({ where: { administratieNr: ctx.administratieNr, itemId: id } });
    if (ids.length) await tx.bestand.deleteMany({ where: { administratieNr: ctx.administratieNr, id: { in: ids } } });
    await tx.leerlingdossierItem.delete({ where: sleutel(ctx, id) });
    return docs.map((d) => d.opslagsleutel);
  });
  await deleteFiles(sleutels);
  return { id, verwijderd: true, documenten: sleutels.length };
}
