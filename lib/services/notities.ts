import { db, type Tx } from "@/lib/db/client";
import type { TenantContext } from "@/lib/api/context";
import { badRequest, forbidden, notFound } from "@/lib/api/errors";
import { bewaarDocumenten, controleerTypen, documentAntwoord, documentOut, documentSelect, plaatsDocumenten, type Verplaatsing } from "@/lib/api/documenten";
import { deleteFiles } from "@/lib/storage";
import type { GestreamdBestand } from "@/lib/api/upload-stroom";
import type { Prisma } from "@/lib/generated/prisma/client";
import { canRead, canWrite, Functiegebied } from "@/lib/permissions";
import { isoDatum } from "@/lib/schooljaar";
import type { NotitieVelden } from "@/lib/schemas/notities";
import { dag } from "./leerling-gemeen";
import { logInzage } from "./dossier-inzage";
import { auteurNaam, auteurSelect, auteurVan, groepObject, leerlingPlaatsSelect, leerlingToegang, magOpLeerling, weiger, type Toegang } from "./leerlingdossier-toegang";

/**
 * Notes about a pupil or a group (Notities, area Notities), with a kind, tags, a date, the author
 * and documents in lib/storage. §6 applies to the pupil (own group / own branch / all) or to the
 * group; documents are written and removed with their note in one transaction.
 */

const GEBIED = Functiegebied.Notities;

const notitieSelect = {
  id: true,
  leerlingId: true,
  groepNr: true,
  soortNr: true,
  titel: true,
  tekst: true,
  datum: true,
  updatedAt: true,
  soort: { select: { naam: true } },
  auteur: auteurSelect,
  tags: { select: { tag: { select: { nr: true, naam: true } } } },
  documenten: { select: documentSelect },
  leerling: { select: leerlingPlaatsSelect },
  groep: { select: { nr: true, vestigingNr: true } },
} as const;
type NotitieRij = Prisma.NotitieGetPayload<{ select: typeof notitieSelect }>;

function mag(ctx: TenantContext, n: Pick<NotitieRij, "leerling" | "groep">, toegang: Toegang) {
  if (n.leerling) return magOpLeerling(ctx, n.leerling, GEBIED, toegang);
  if (n.groep) return (toegang === "read" ? canRead : canWrite)(ctx.permissions, GEBIED, groepObject(n.groep));
  return false;
}

function notitieOut(ctx: TenantContext, n: NotitieRij) {
  return {
    id: n.id,
    leerlingId: n.leerlingId,
    groepNr: n.groepNr,
    soortNr: n.soortNr,
    soortNaam: n.soort?.naam ?? null,
    titel: n.titel,
    tekst: n.tekst,
    datum: isoDatum(n.datum),
    auteur: auteurNaam(n.auteur),
    tags: n.tags.map((t) => t.tag).sort((a, b) => a.naam.localeCompare(b.naam, "nl")),
    documenten: n.documenten.map(documentOut).sort((a, b) => a.id - b.id),
    bijgewerkt: n.updatedAt.toISOString(),
    magBewerken: mag(ctx, n, "write"),
  };
}
export type NotitieView = ReturnType<typeof notitieOut>;

const sleutel = (ctx: TenantContext, id: number) => ({ administratieNr_id: { administratieNr: ctx.administratieNr, id } });

export interface NotitieFilter {
  soortNr?: number;
  tagNr?: number;
}
const filterWhere = (f: NotitieFilter): Prisma.NotitieWhereInput => ({
  ...(f.soortNr ? { soortNr: f.soortNr } : {}),
  ...(f.tagNr ? { tags: { some: { tagNr: f.tagNr } } } : {}),
});

/** GET ForLeerling: the pupil's notes, newest first, optionally of one kind or with one tag. */
export async function notitiesVoorLeerling(ctx: TenantContext, leerlingId: number, f: NotitieFilter = {}) {
  await leerlingToegang(ctx, leerlingId, GEBIED, "read");
  const rows = await db.notitie.findMany({ where: { administratieNr: ctx.administratieNr, leerlingId, ...filterWhere(f) }, select: notitieSelect, orderBy: [{ datum: "desc" }, { id: "desc" }] });
  await logInzage(ctx, leerlingId, "notities");
  return rows.map((n) => notitieOut(ctx, n));
}

async function groepToegang(ctx: TenantContext, groepNr: number, toegang: Toegang, client: Tx | typeof db = db) {
  const g = await client.groep.findUnique({ where: { administratieNr_nr: { administratieNr: ctx.administratieNr, nr: groepNr } }, select: { nr: true, vestigingNr: true } });
  if (!g) throw notFound(`[[Groep]] ${groepNr}`);
  if (!(toegang === "read" ? canRead : canWrite)(ctx.permissions, GEBIED, groepObject(g)))
    throw forbidden(`U mag de notities van [[deze groep]] niet ${toegang === "read" ? "bekijken" : "wijzigen"}.`);
  return g;
}

/** GET GroepNotities: the notes about a group. */
export async function notitiesVoorGroep(ctx: TenantContext, groepNr: number, f: NotitieFilter = {}) {
  await groepToegang(ctx, groepNr, "read");
  const rows = await db.notitie.findMany({ where: { administratieNr: ctx.administratieNr, groepNr, ...filterWhere(f) }, select: notitieSelect, orderBy: [{ datum: "desc" }, { id: "desc" }] });
  return rows.map((n) => notitieOut(ctx, n));
}

async function leesbareNotitie(ctx: TenantContext, id: number, toegang: Toegang, client: Tx | typeof db = db) {
  const n = await client.notitie.findUnique({ where: sleutel(ctx, id), select: notitieSelect });
  if (!n) throw notFound(`Notitie ${id}`);
  if (!mag(ctx, n, toegang)) throw weiger(GEBIED, toegang);
  return n;
}

/** Details (a read of a pupil's note is logged; after a write the answer is not a read). */
export async function getNotitie(ctx: TenantContext, id: number, loggen = true) {
  const n = await leesbareNotitie(ctx, id, "read");
  if (loggen && n.leerlingId) await logInzage(ctx, n.leerlingId, "notitie", id);
  return notitieOut(ctx, n);
}

/** GET Document: a note's document as an attachment (read on the note). */
export async function notitieDocument(ctx: TenantContext, id: number, bestandId: number) {
  const d = await db.notitieDocument.findUnique({
    where: { administratieNr_notitieId_bestandId: { administratieNr: ctx.administratieNr, notitieId: id, bestandId } },
    select: { notitie: { select: { leerlingId: true, leerling: { select: leerlingPlaatsSelect }, groep: { select: { nr: true, vestigingNr: true } } } }, bestand: { select: { opslagsleutel: true, bestandsnaam: true, mimeType: true } } },
  });
  if (!d) throw notFound(`Document ${bestandId} van notitie ${id}`);
  if (!mag(ctx, d.notitie, "read")) throw weiger(GEBIED, "read");
  const antwoord = await documentAntwoord(d.bestand);
  if (d.notitie.leerlingId) await logInzage(ctx, d.notitie.leerlingId, "notitiedocument", bestandId);
  return antwoord;
}

/** Kind and tags must exist in the administration (400 naming the field). */
async function checkVerwijzingen(tx: Tx, ctx: TenantContext, v: NotitieVelden) {
  const [soort, tags] = await Promise.all([
    v.soortNr ? tx.notitieSoort.findUnique({ where: { administratieNr_nr: { administratieNr: ctx.administratieNr, nr: v.soortNr } }, select: { nr: true } }) : Promise.resolve({ nr: 0 }),
    v.tags.length ? tx.tag.findMany({ where: { administratieNr: ctx.administratieNr, nr: { in: v.tags } }, select: { nr: true } }) : Promise.resolve([]),
  ]);
  if (!soort) throw badRequest(`soortNr: notitiesoort ${v.soortNr} bestaat niet.`, [{ path: "body.soortNr", message: "onbekende notitiesoort" }]);
  const bekend = new Set(tags.map((t) => t.nr));
  const onbekend = v.tags.find((nr) => !bekend.has(nr));
  if (onbekend !== undefined) throw badRequest(`tags: tag ${onbekend} bestaat niet.`, [{ path: "body.tags", message: `onbekende tag ${onbekend}` }]);
}

async function schrijf(ctx: TenantContext, doel: { leerlingId: number } | { groepNr: number } | { id: number }, v: NotitieVelden, uploads: GestreamdBestand[]) {
  const docs = controleerTypen(uploads);
  const plaatsen: Verplaatsing[] = [];
  const id = await db.$transaction(async (tx) => {
    if ("leerlingId" in doel) await leerlingToegang(ctx, doel.leerlingId, GEBIED, "write", tx);
    else if ("groepNr" in doel) await groepToegang(ctx, doel.groepNr, "write", tx);
    else await leesbareNotitie(ctx, doel.id, "write", tx);
    await checkVerwijzingen(tx, ctx, v);
    const velden = { titel: v.titel, tekst: v.tekst, datum: dag(v.datum), soortNr: v.soortNr };
    let notitieId: number;
    if ("id" in doel) {
      notitieId = doel.id;
      await tx.notitie.update({ where: sleutel(ctx, doel.id), data: velden });
      await tx.notitieTag.deleteMany({ where: { administratieNr: ctx.administratieNr, notitieId } });
    } else {
      const n = await tx.notitie.create({
        data: { administratieNr: ctx.administratieNr, ...velden, ...("leerlingId" in doel ? { leerlingId: doel.leerlingId } : { groepNr: doel.groepNr }), auteurId: auteurVan(ctx) },
        select: { id: true },
      });
      notitieId = n.id;
    }
    if (v.tags.length) await tx.notitieTag.createMany({ data: [...new Set(v.tags)].map((tagNr) => ({ administratieNr: ctx.administratieNr, notitieId, tagNr })) });
    const ids = await bewaarDocumenten(tx, ctx, "notitie", docs, plaatsen);
    if (ids.length) await tx.notitieDocument.createMany({ data: ids.map((bestandId) => ({ administratieNr: ctx.administratieNr, notitieId, bestandId })) });
    return notitieId;
  });
  await plaatsDocumenten(plaatsen);
  return getNotitie(ctx, id, false);
}

export const addLeerlingNotitie = (ctx: TenantContext, leerlingId: number, v: NotitieVelden, uploads: GestreamdBestand[]) => schrijf(ctx, { leerlingId }, v, uploads);
export const addGroepNotitie = (ctx: TenantContext, groepNr: number, v: NotitieVelden, uploads: GestreamdBestand[]) => schrijf(ctx, { groepNr }, v, uploads);
/** Edit: the fields and tags are replaced; documents sent are added (removing one is deletedocument). */
export const editNotitie = (ctx: TenantContext, id: number, v: NotitieVelden, uploads: GestreamdBestand[]) => schrijf(ctx, { id }, v, uploads);

/** deletedocument: the document row, its Bestand and then its file. */
export async function deleteNotitieDocument(ctx: TenantContext, id: number, bestandId: number) {
  const sleutelBestand = await db.$transaction(async (tx) => {
    await leesbareNotitie(ctx, id, "write", tx);
    const d = await tx.notitieDocument.findUnique({
      where: { administratieNr_notitieId_bestandId: { administratieNr: ctx.administratieNr, notitieId: id, bestandId } },
      select: { bestand: { select: { opslagsleutel: true } } },
    });
    if (!d) throw notFound(`Document ${bestandId} van notitie ${id}`);
    await tx.notitieDocument.delete({ where: { administratieNr_notitieId_bestandId: { administratieNr: ctx.administratieNr, notitieId: id, bestandId } } });
    await tx.bestand.delete({ where: { administratieNr_id: { administratieNr: ctx.administratieNr, id: bestandId } } });
    return d.bestand.opslagsleutel;
  });
  await deleteFiles([sleutelBestand]);
  return { id, bestandId, verwijderd: true };
}

/** Delete: the note with its tags and documents (rows in one transaction, then the files). */
export async function deleteNotitie(ctx: TenantContext, id: number) {
  const sleutels = await db.$transaction(async (tx) => {
    const n = await leesbareNotitie(ctx, id, "write", tx);
    const docs = await tx.bestand.findMany({ where: { administratieNr: ctx.administratieNr, id: { in: n.documenten.map((d) => d.bestand.id) } }, select: { id: true, opslagsleutel: true } });
    await tx.notitieDocument.deleteMany({ where: { administratieNr: ctx.administratieNr, notitieId: id } });
    if (docs.length) await tx.bestand.deleteMany({ where: { administratieNr: ctx.administratieNr, id: { in: docs.map((d) => d.id) } } });
    await tx.notitie.delete({ where: sleutel(ctx, id) });
    return docs.map((d) => d.opslagsleutel);
  });
  await deleteFiles(sleutels);
  return { id, verwijderd: true, documenten: sleutels.length };
}
