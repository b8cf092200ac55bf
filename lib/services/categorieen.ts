import { db } from "@/lib/db/client";
import { gelijkeNaam } from "@/lib/db/zoeken";
import { conflict, notFound } from "@/lib/api/errors";
import type { TenantContext } from "@/lib/api/context";
import { aantalTekst, formatLijst } from "@/lib/format";
import { schoneNaam, vergelijkNaam, vergrendel, volgendNummer } from "./nummering";

/**
 * Simple per-administration lists: tags, note kinds (notitiesoorten) and pupil-dossier
 * categories. Each has a number `nr` (the path id of its calls) and a name that is unique within
 * the administration regardless of case.
 */

// --- Tags ---------------------------------------------------------------------------------------

export async function listTags(ctx: TenantContext) {
  const rows = await db.tag.findMany({ where: { administratieNr: ctx.administratieNr }, select: { nr: true, naam: true } });
  return rows.sort(vergelijkNaam);
}
export type TagView = Awaited<ReturnType<typeof listTags>>[number];

/** Per tag how often it is used: on notes (NotitieTag) and on dossier items (LeerlingdossierItemTag). */
export async function tagsTimesUsed(ctx: TenantContext) {
  const rows = await db.tag.findMany({
    where: { administratieNr: ctx.administratieNr },
    select: { nr: true, naam: true, _count: { select: { notities: true, dossierItems: true } } },
    orderBy: [{ naam: "asc" }, { nr: "asc" }],
  });
  return rows.map((t) => ({
    nr: t.nr,
    naam: t.naam,
    notities: t._count.notities,
    dossierItems: t._count.dossierItems,
    aantal: t._count.notities + t._count.dossierItems,
  })).sort(vergelijkNaam);
}
export type TagGebruik = Awaited<ReturnType<typeof tagsTimesUsed>>[number];

async function tagNaamVrij(ctx: TenantContext, naam: string, behalveNr?: number) {
  const dubbel = await db.tag.findFirst({
    where: { administratieNr: ctx.administratieNr, naam: gelijkeNaam(naam), ...(behalveNr ? { NOT: { nr: behalveNr } } : {}) },
    select: { naam: true },
  });
  if (dubbel) throw conflict(`Er bestaat al een tag met de naam '${dubbel.naam}'.`);
}

export async function addTag(ctx: TenantContext, input: { naam: string }) {
  const { administratieNr } = ctx;
  const naam = schoneNaam(input.naam);
  return db.$transaction(async (tx) => {
    await vergrendel(tx, "tag", administratieNr);
    await tagNaamVrij(ctx, naam);
    const max = await tx.tag.aggregate({ where: { administratieNr }, _max: { nr: true } });
    return tx.tag.create({ data: { administratieNr, nr: volgendNummer(max._max.nr), naam }, select: { nr: true, naam: true } });
  });
}

export async function editTag(ctx: TenantContext, input: { nr: number; naam: string }) {
  const { administratieNr } = ctx;
  const naam = schoneNaam(input.naam);
  if (!(await db.tag.findUnique({ where: { administratieNr_nr: { administratieNr, nr: input.nr } }, select: { nr: true } }))) throw notFound(`Tag ${input.nr}`);
  await tagNaamVrij(ctx, naam, input.nr);
  return db.tag.update({ where: { administratieNr_nr: { administratieNr, nr: input.nr } }, data: { naam }, select: { nr: true, naam: true } });
}

/**
 * Deletes several tags at once, all or nothing: an unknown number answers 404 and deletes none.
 * A tag in use is taken off its notes and dossier items (which stay) in the same transaction.
 */
export async function deleteTags(ctx: TenantContext, nrs: number[]) {
  const { administratieNr } = ctx;
  const uniek = [...new Set(nrs)];
  return db.$transaction(async (tx) => {
    await vergrendel(tx, "tag", administratieNr);
    const tags = await tx.tag.findMany({ where: { administratieNr, nr: { in: uniek } }, select: { nr: true, naam: true } });
    tags.sort(vergelijkNaam);
    const onbekend = uniek.filter((nr) => !tags.some((t) => t.nr === nr));
    if (onbekend.length)
      throw notFound("Tag", `${onbekend.length === 1 ? "Tag" : "Tags"} ${formatLijst(onbekend.map(String))} ${onbekend.length === 1 ? "bestaat" : "bestaan"} niet; er is niets verwijderd.`);
    const notities = await tx.notitieTag.deleteMany({ where: { administratieNr, tagNr: { in: uniek } } });
    const dossierItems = await tx.leerlingdossierItemTag.deleteMany({ where: { administratieNr, tagNr: { in: uniek } } });
    await tx.tag.deleteMany({ where: { administratieNr, nr: { in: uniek } } });
    return { verwijderd: tags, ontkoppeld: { notities: notities.count, dossierItems: dossierItems.count } };
  });
}

// --- Note kinds ---------------------------------------------------------------------------------

const soortSelect = { nr: true, naam: true, _count: { select: { notities: true } } } as const;
function soortOut(s: { nr: number; naam: string; _count: { notities: number } }) {
  return { nr: s.nr, naam: s.naam, aantalNotities: s._count.notities };
}
export type NotitieSoortView = ReturnType<typeof soortOut>;

export async function listNotitieSoorten(ctx: TenantContext) {
  const rows = await db.notitieSoort.findMany({ where: { administratieNr: ctx.administratieNr }, select: soortSelect, orderBy: [{ naam: "asc" }, { nr: "asc" }] });
  return rows.map(soortOut).sort(vergelijkNaam);
}

export async function getNotitieSoort(ctx: TenantContext, nr: number) {
  const row = await db.notitieSoort.findUnique({ where: { administratieNr_nr: { administratieNr: ctx.administratieNr, nr } }, select: soortSelect });
  if (!row) throw notFound(`Notitiesoort ${nr}`);
  return soortOut(row);
}

async function soortNaamVrij(ctx: TenantContext, naam: string, behalveNr?: number) {
  const dubbel = await db.notitieSoort.findFirst({
    where: { administratieNr: ctx.administratieNr, naam: gelijkeNaam(naam), ...(behalveNr ? { NOT: { nr: behalveNr } } : {}) },
    select: { naam: true },
  });
  if (dubbel) throw conflict(`Er bestaat al een notitiesoort met de naam '${dubbel.naam}'.`);
}

export async function addNotitieSoort(ctx: TenantContext, input: { naam: string }) {
  const { administratieNr } = ctx;
  const naam = schoneNaam(input.naam);
  const nr = await db.$transaction(async (tx) => {
    await vergrendel(tx, "notitiesoort", administratieNr);
    await soortNaamVrij(ctx, naam);
    const max = await tx.notitieSoort.aggregate({ where: { administratieNr }, _max: { nr: true } });
    return (await tx.notitieSoort.create({ data: { administratieNr, nr: volgendNummer(max._max.nr), naam }, select: { nr: true } })).nr;
  });
  return getNotitieSoort(ctx, nr);
}

export async function updateNotitieSoort(ctx: TenantContext, input: { nr: number; naam: string }) {
  await getNotitieSoort(ctx, input.nr);
  const naam = schoneNaam(input.naam);
  await soortNaamVrij(ctx, naam, input.nr);
  await db.notitieSoort.update({ where: { administratieNr_nr: { administratieNr: ctx.administratieNr, nr: input.nr } }, data: { naam } });
  return getNotitieSoort(ctx, input.nr);
}

/** Deletes a note kind no note uses; refused (409, saying how many) otherwise. */
export async function deleteNotitieSoort(ctx: TenantContext, nr: number) {
  const { administratieNr } = ctx;
  return db.$transaction(async (tx) => {
    const soort = await tx.notitieSoort.findUnique({ where: { administratieNr_nr: { administratieNr, nr } }, select: { naam: true } });
    if (!soort) throw notFound(`Notitiesoort ${nr}`);
    const gebruik = await tx.notitie.count({ where: { administratieNr, soortNr: nr } });
    if (gebruik) throw conflict(`De notitiesoort '${soort.naam}' wordt nog gebruikt door ${aantalTekst(gebruik, "notitie", "notities")} en kan niet worden verwijderd.`);
    await tx.notitieSoort.delete({ where: { administratieNr_nr: { administratieNr, nr } } });
    return { nr, naam: soort.naam, verwijderd: true };
  });
}

// --- Pupil-dossier categories -------------------------------------------------------------------

const categorieSelect = { nr: true, naam: true, _count: { select: { items: true } } } as const;
function categorieOut(c: { nr: number; naam: string; _count: { items: number } }) {
  return { nr: c.nr, naam: c.naam, aantalItems: c._count.items };
}
export type DossierCategorieView = ReturnType<typeof categorieOut>;

export async function listDossierCategorieen(ctx: TenantContext) {
  const rows = await db.leerlingdossierCategorie.findMany({
    where: { administratieNr: ctx.administratieNr },
    select: categorieSelect,
    orderBy: [{ naam: "asc" }, { nr: "asc" }],
  });
  return rows.map(categorieOut).sort(vergelijkNaam);
}

async function getDossierCategorie(ctx: TenantContext, nr: number) {
  const row = await db.leerlingdossierCategorie.findUnique({ where: { administratieNr_nr: { administratieNr: ctx.administratieNr, nr } }, select: categorieSelect });
  if (!row) throw notFound(`Dossiercategorie ${nr}`);
  return categorieOut(row);
}

async function categorieNaamVrij(ctx: TenantContext, naam: string, behalveNr?: number) {
  const dubbel = await db.leerlingdossierCategorie.findFirst({
    where: { administratieNr: ctx.administratieNr, naam: gelijkeNaam(naam), ...(behalveNr ? { NOT: { nr: behalveNr } } : {}) },
    select: { naam: true },
  });
  if (dubbel) throw conflict(`Er bestaat al een dossiercategorie met de naam '${dubbel.naam}'.`);
}

export async function addDossierCategorie(ctx: TenantContext, input: { naam: string }) {
  const { administratieNr } = ctx;
  const naam = schoneNaam(input.naam);
  const nr = await db.$transaction(async (tx) => {
    await vergrendel(tx, "dossiercategorie", administratieNr);
    await categorieNaamVrij(ctx, naam);
    const max = await tx.leerlingdossierCategorie.aggregate({ where: { administratieNr }, _max: { nr: true } });
    return (await tx.leerlingdossierCategorie.create({ data: { administratieNr, nr: volgendNummer(max._max.nr), naam }, select: { nr: true } })).nr;
  });
  return getDossierCategorie(ctx, nr);
}

export async function updateDossierCategorie(ctx: TenantContext, input: { nr: number; naam: string }) {
  await getDossierCategorie(ctx, input.nr);
  const naam = schoneNaam(input.naam);
  await categorieNaamVrij(ctx, naam, input.nr);
  await db.leerlingdossierCategorie.update({ where: { administratieNr_nr: { administratieNr: ctx.administratieNr, nr: input.nr } }, data: { naam } });
  return getDossierCategorie(ctx, input.nr);
}

/** Deletes a dossier category no dossier item uses; refused (409, saying how many) otherwise. */
export async function deleteDossierCategorie(ctx: TenantContext, nr: number) {
  const { administratieNr } = ctx;
  return db.$transaction(async (tx) => {
    const categorie = await tx.leerlingdossierCategorie.findUnique({ where: { administratieNr_nr: { administratieNr, nr } }, select: { naam: true } });
    if (!categorie) throw notFound(`Dossiercategorie ${nr}`);
    const gebruik = await tx.leerlingdossierItem.count({ where: { administratieNr, categorieNr: nr } });
    if (gebruik)
      throw conflict(`De dossiercategorie '${categorie.naam}' wordt nog gebruikt door ${aantalTekst(gebruik, "dossieritem", "dossieritems")} en kan niet worden verwijderd.`);
    await tx.leerlingdossierCategorie.delete({ where: { administratieNr_nr: { administratieNr, nr } } });
    return { nr, naam: categorie.naam, verwijderd: true };
  });
}
