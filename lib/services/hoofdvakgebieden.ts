import { db } from "@/lib/db/client";
import { conflict, fieldError, notFound } from "@/lib/api/errors";
import type { TenantContext } from "@/lib/api/context";
import { vergrendel, volgendNummer } from "./nummering";
import { checkPermutatie, pakketInGebruik, telling } from "./ordening";
import { bevat, gelijkeNaam } from "@/lib/db/zoeken";

const domeinSelect = {
  domeinId: true,
  leerroutepakketId: true,
  domein: { select: { naam: true, code: true, volgnummer: true, leerroutepakket: { select: { naam: true } } } },
} as const;

type DomeinLink = {
  domeinId: number;
  leerroutepakketId: number;
  domein: { naam: string; code: string | null; volgnummer: number; leerroutepakket: { naam: string } };
};

function domeinOut(d: DomeinLink) {
  return { domeinId: d.domeinId, naam: d.domein.naam, code: d.domein.code, leerroutepakketId: d.leerroutepakketId, leerroutepakketNaam: d.domein.leerroutepakket.naam };
}

function hoofdvakgebiedOut(h: { nr: number; naam: string; volgnummer: number; domeinen?: DomeinLink[]; _count?: { vakgebieden: number; domeinen: number } }) {
  return {
    nr: h.nr,
    naam: h.naam,
    volgnummer: h.volgnummer,
    ...(h._count ? { aantalVakgebieden: h._count.vakgebieden, aantalDomeinen: h._count.domeinen } : {}),
    ...(h.domeinen
      ? { domeinen: h.domeinen.map(domeinOut).sort((a, b) => a.leerroutepakketNaam.localeCompare(b.leerroutepakketNaam, "nl") || a.naam.localeCompare(b.naam, "nl")) }
      : {}),
  };
}

export type HoofdvakgebiedView = ReturnType<typeof hoofdvakgebiedOut>;
export type GekoppeldDomeinView = ReturnType<typeof domeinOut>;

/** All main subject areas in their order; `zoek` filters on name. */
export async function listHoofdvakgebieden(ctx: TenantContext, zoek?: string) {
  const rows = await db.hoofdvakgebied.findMany({
    where: { administratieNr: ctx.administratieNr, ...(zoek ? { naam: bevat(zoek) } : {}) },
    orderBy: [{ volgnummer: "asc" }, { naam: "asc" }],
    include: { _count: { select: { vakgebieden: true, domeinen: true } } },
  });
  return rows.map(hoofdvakgebiedOut);
}

async function findHoofdvakgebied(ctx: TenantContext, nr: number) {
  const row = await db.hoofdvakgebied.findUnique({ where: { administratieNr_nr: { administratieNr: ctx.administratieNr, nr } } });
  if (!row) throw notFound(`Hoofdvakgebied ${nr}`);
  return row;
}

export async function getHoofdvakgebied(ctx: TenantContext, nr: number) {
  const row = await db.hoofdvakgebied.findUnique({
    where: { administratieNr_nr: { administratieNr: ctx.administratieNr, nr } },
    include: {
      domeinen: { select: domeinSelect },
      vakgebieden: { select: { nr: true, naam: true }, orderBy: [{ volgnummer: "asc" }, { naam: "asc" }] },
      _count: { select: { vakgebieden: true, domeinen: true } },
    },
  });
  if (!row) throw notFound(`Hoofdvakgebied ${nr}`);
  return { ...hoofdvakgebiedOut(row), vakgebieden: row.vakgebieden };
}

/** The main subject area a domain is linked to in this administration, or null. */
export async function getHoofdvakgebiedPerDomein(ctx: TenantContext, domeinId: number) {
  const domein = await db.domein.findUnique({ where: { id: domeinId }, select: { leerroutepakketId: true } });
  if (!domein) throw notFound(`Domein ${domeinId}`);
  await pakketInGebruik(ctx, domein.leerroutepakketId);
  const link = await db.hoofdvakgebiedDomein.findUnique({
    where: { administratieNr_domeinId: { administratieNr: ctx.administratieNr, domeinId } },
    include: { hoofdvakgebied: true },
  });
  return link ? hoofdvakgebiedOut(link.hoofdvakgebied) : null;
}

/** Main subject areas with the domains of one package linked to them (only those with links). */
export async function listHoofdvakgebiedenVoorPakket(ctx: TenantContext, leerroutepakketId: number) {
  await pakketInGebruik(ctx, leerroutepakketId);
  const rows = await db.hoofdvakgebied.findMany({
    where: { administratieNr: ctx.administratieNr, domeinen: { some: { leerroutepakketId } } },
    orderBy: [{ volgnummer: "asc" }, { naam: "asc" }],
    include: { domeinen: { where: { leerroutepakketId }, select: domeinSelect } },
  });
  return rows.map(hoofdvakgebiedOut);
}

/** Domains of the packages in use here that are not linked to any main subject area yet. */
export async function listNietGekoppeldeDomeinen(ctx: TenantContext, leerroutepakketId?: number) {
  if (leerroutepakketId !== undefined) await pakketInGebruik(ctx, leerroutepakketId);
  const rows = await db.domein.findMany({
    where: {
      ...(leerroutepakketId !== undefined ? { leerroutepakketId } : {}),
      leerroutepakket: { gebruik: { some: { administratieNr: ctx.administratieNr } } },
      hoofdvakgebieden: { none: { administratieNr: ctx.administratieNr } },
    },
    select: { id: true, naam: true, code: true, leerroutepakketId: true, leerroutepakket: { select: { naam: true } } },
    orderBy: [{ leerroutepakketId: "asc" }, { volgnummer: "asc" }, { naam: "asc" }],
  });
  return rows.map((d) => ({ domeinId: d.id, naam: d.naam, code: d.code, leerroutepakketId: d.leerroutepakketId, leerroutepakketNaam: d.leerroutepakket.naam }));
}

async function checkNaamVrij(ctx: TenantContext, naam: string, behalveNr?: number) {
  const dubbel = await db.hoofdvakgebied.findFirst({
    where: { administratieNr: ctx.administratieNr, naam: gelijkeNaam(naam), ...(behalveNr ? { nr: { not: behalveNr } } : {}) },
  });
  if (dubbel) throw conflict(`Er bestaat al een hoofdvakgebied met de naam '${naam}'.`);
}

export async function addHoofdvakgebied(ctx: TenantContext, input: { naam: string }) {
  const naam = input.naam.trim();
  await checkNaamVrij(ctx, naam);
  const nr = await db.$transaction(async (tx) => {
    await vergrendel(tx, "hoofdvakgebied", ctx.administratieNr);
    const max = await tx.hoofdvakgebied.aggregate({ where: { administratieNr: ctx.administratieNr }, _max: { nr: true, volgnummer: true } });
    const nr = volgendNummer(max._max.nr);
    await tx.hoofdvakgebied.create({
      data: { administratieNr: ctx.administratieNr, nr, naam, volgnummer: volgendNummer(max._max.volgnummer) },
    });
    return nr;
  });
  return getHoofdvakgebied(ctx, nr);
}

export async function editHoofdvakgebied(ctx: TenantContext, input: { nr: number; naam: string }) {
  await findHoofdvakgebied(ctx, input.nr);
  const naam = input.naam.trim();
  await checkNaamVrij(ctx, naam, input.nr);
  await db.hoofdvakgebied.update({ where: { administratieNr_nr: { administratieNr: ctx.administratieNr, nr: input.nr } }, data: { naam } });
  return getHoofdvakgebied(ctx, input.nr);
}

/** Stores a new order: `nrs` must be exactly the current main subject areas. */
export async function reorganizeHoofdvakgebieden(ctx: TenantContext, nrs: number[]) {
  await db.$transaction(async (tx) => {
    const rows = await tx.hoofdvakgebied.findMany({ where: { administratieNr: ctx.administratieNr }, select: { nr: true } });
    checkPermutatie(
      rows.map((r) => r.nr),
      nrs,
      "body.nrs",
      "hoofdvakgebieden",
    );
    for (const [i, nr] of nrs.entries())
      await tx.hoofdvakgebied.update({ where: { administratieNr_nr: { administratieNr: ctx.administratieNr, nr } }, data: { volgnummer: i + 1 } });
  });
  return listHoofdvakgebieden(ctx);
}

/** Links domains of one package to a main subject area. A domain linked to another one is refused (409). */
export async function koppelDomeinen(ctx: TenantContext, input: { hoofdvakgebiedNr: number; leerroutepakketId: number; domeinIds: number[] }) {
  const { administratieNr } = ctx;
  await findHoofdvakgebied(ctx, input.hoofdvakgebiedNr);
  await pakketInGebruik(ctx, input.leerroutepakketId);
  const domeinen = await db.domein.findMany({ where: { leerroutepakketId: input.leerroutepakketId, id: { in: input.domeinIds } }, select: { id: true, naam: true } });
  const onbekend = input.domeinIds.filter((id) => !domeinen.some((d) => d.id === id));
  if (onbekend.length) throw fieldError("body.domeinIds", `domein ${onbekend.join(", ")} hoort niet bij leerroutepakket ${input.leerroutepakketId}`);
  const elders = await db.hoofdvakgebiedDomein.findMany({
    where: { administratieNr, domeinId: { in: input.domeinIds }, hoofdvakgebiedNr: { not: input.hoofdvakgebiedNr } },
    include: { hoofdvakgebied: { select: { naam: true } }, domein: { select: { naam: true } } },
  });
  if (elders.length)
    throw conflict(
      `Domein ${elders.map((e) => `'${e.domein.naam}' is al gekoppeld aan hoofdvakgebied '${e.hoofdvakgebied.naam}'`).join("; ")}. Ontkoppel het daar eerst.`,
    );
  await db.hoofdvakgebiedDomein.createMany({
    data: input.domeinIds.map((domeinId) => ({ administratieNr, hoofdvakgebiedNr: input.hoofdvakgebiedNr, leerroutepakketId: input.leerroutepakketId, domeinId })),
    skipDuplicates: true,
  });
  return getHoofdvakgebied(ctx, input.hoofdvakgebiedNr);
}

/** OntKoppelDomeinen/{a}/{b}: a = hoofdvakgebied nr, b = domein id. */
export async function ontkoppelDomein(ctx: TenantContext, hoofdvakgebiedNr: number, domeinId: number) {
  await findHoofdvakgebied(ctx, hoofdvakgebiedNr);
  const { count } = await db.hoofdvakgebiedDomein.deleteMany({ where: { administratieNr: ctx.administratieNr, hoofdvakgebiedNr, domeinId } });
  if (!count) throw notFound(`De koppeling van domein ${domeinId} aan hoofdvakgebied ${hoofdvakgebiedNr}`);
  return getHoofdvakgebied(ctx, hoofdvakgebiedNr);
}

/**
 * One main subject area per domain of a package that is not linked yet, named after the domain;
 * an existing main subject area with that name is reused. All in one transaction.
 */
export async function createForLeerroutepakket(ctx: TenantContext, leerroutepakketId: number) {
  const { administratieNr } = ctx;
  await pakketInGebruik(ctx, leerroutepakketId);
  const aangemaakt: number[] = [];
  await db.$transaction(async (tx) => {
    const domeinen = await tx.domein.findMany({
      where: { leerroutepakketId, hoofdvakgebieden: { none: { administratieNr } } },
      orderBy: [{ volgnummer: "asc" }, { naam: "asc" }],
    });
    const bestaand = await tx.hoofdvakgebied.findMany({ where: { administratieNr }, select: { nr: true, naam: true, volgnummer: true } });
    let nr = volgendNummer(Math.max(0, ...bestaand.map((h) => h.nr)));
    let volgnummer = volgendNummer(Math.max(0, ...bestaand.map((h) => h.volgnummer)));
    for (const d of domeinen) {
      let doel = bestaand.find((h) => h.naam.toLocaleLowerCase("nl") === d.naam.toLocaleLowerCase("nl"));
      if (!doel) {
        doel = { nr: nr++, naam: d.naam, volgnummer: volgnummer++ };
        await tx.hoofdvakgebied.create({ data: { administratieNr, ...doel } });
        bestaand.push(doel);
        aangemaakt.push(doel.nr);
      }
      await tx.hoofdvakgebiedDomein.create({ data: { administratieNr, hoofdvakgebiedNr: doel.nr, leerroutepakketId, domeinId: d.id } });
    }
  });
  return { aangemaakt, hoofdvakgebieden: await listHoofdvakgebiedenVoorPakket(ctx, leerroutepakketId) };
}

/** Moves the domain links and subject areas of `bronNr` to `doelNr` and removes `bronNr`, in one transaction. */
export async function samenvoegenHoofdvakgebieden(ctx: TenantContext, input: { bronNr: number; doelNr: number }) {
  const { administratieNr } = ctx;
  if (input.bronNr === input.doelNr) throw fieldError("body.doelNr", "kies een ander hoofdvakgebied dan het bronhoofdvakgebied");
  await findHoofdvakgebied(ctx, input.bronNr);
  await findHoofdvakgebied(ctx, input.doelNr);
  await db.$transaction(async (tx) => {
    const links = await tx.hoofdvakgebiedDomein.findMany({ where: { administratieNr, hoofdvakgebiedNr: input.bronNr } });
    await tx.hoofdvakgebiedDomein.deleteMany({ where: { administratieNr, hoofdvakgebiedNr: input.bronNr } });
    await tx.hoofdvakgebiedDomein.createMany({ data: links.map((l) => ({ ...l, hoofdvakgebiedNr: input.doelNr })), skipDuplicates: true });
    await tx.vakgebied.updateMany({ where: { administratieNr, hoofdvakgebiedNr: input.bronNr }, data: { hoofdvakgebiedNr: input.doelNr } });
    await tx.hoofdvakgebied.delete({ where: { administratieNr_nr: { administratieNr, nr: input.bronNr } } });
  });
  return getHoofdvakgebied(ctx, input.doelNr);
}

/** Refused while subject areas belong to it (they carry the plans); domain links go with it. */
export async function deleteHoofdvakgebied(ctx: TenantContext, nr: number) {
  const row = await db.hoofdvakgebied.findUnique({
    where: { administratieNr_nr: { administratieNr: ctx.administratieNr, nr } },
    include: { vakgebieden: { select: { naam: true }, orderBy: { naam: "asc" } } },
  });
  if (!row) throw notFound(`Hoofdvakgebied ${nr}`);
  if (row.vakgebieden.length)
    throw conflict(
      `Hoofdvakgebied '${row.naam}' heeft nog ${telling([[row.vakgebieden.length, "vakgebied", "vakgebieden"]])} (${row.vakgebieden.map((v) => v.naam).join(", ")}); verplaats of verwijder die eerst, of voeg het hoofdvakgebied samen.`,
    );
  await db.hoofdvakgebied.delete({ where: { administratieNr_nr: { administratieNr: ctx.administratieNr, nr } } });
  return { nr, verwijderd: true };
}
