import { db } from "@/lib/db/client";
import { conflict, fieldError, notFound } from "@/lib/api/errors";
import type { TenantContext } from "@/lib/api/context";
import { vergrendel, volgendNummer } from "./nummering";
import { checkPermutatie, pakketInGebruik, telling } from "./ordening";
import { bevat, gelijkeNaam } from "@/lib/db/zoeken";

const listInclude = {
  hoofdvakgebied: { select: { naam: true } },
  _count: { select: { competenties: true, beoordelaars: true, leerroutepakketten: true } },
} as const;

function vakgebiedOut(v: {
  nr: number;
  naam: string;
  volgnummer: number;
  hoofdvakgebiedNr: number;
  hoofdvakgebied: { naam: string };
  _count: { competenties: number; beoordelaars: number; leerroutepakketten: number };
}) {
  return {
    nr: v.nr,
    naam: v.naam,
    volgnummer: v.volgnummer,
    hoofdvakgebiedNr: v.hoofdvakgebiedNr,
    hoofdvakgebiedNaam: v.hoofdvakgebied.naam,
    aantalCompetenties: v._count.competenties,
    aantalBeoordelaars: v._count.beoordelaars,
    aantalLeerroutepakketten: v._count.leerroutepakketten,
  };
}

export type VakgebiedView = ReturnType<typeof vakgebiedOut>;

/** All subject areas in their order; `zoek` filters on name. */
export async function listVakgebieden(ctx: TenantContext, zoek?: string, hoofdvakgebiedNr?: number) {
  const rows = await db.vakgebied.findMany({
    where: {
      administratieNr: ctx.administratieNr,
      ...(zoek ? { naam: bevat(zoek) } : {}),
      ...(hoofdvakgebiedNr !== undefined ? { hoofdvakgebiedNr } : {}),
    },
    orderBy: [{ volgnummer: "asc" }, { naam: "asc" }],
    include: listInclude,
  });
  return rows.map(vakgebiedOut);
}

export async function listVakgebiedenVoorHoofdvakgebied(ctx: TenantContext, hoofdvakgebiedNr: number) {
  const h = await db.hoofdvakgebied.findUnique({ where: { administratieNr_nr: { administratieNr: ctx.administratieNr, nr: hoofdvakgebiedNr } } });
  if (!h) throw notFound(`Hoofdvakgebied ${hoofdvakgebiedNr}`);
  return listVakgebieden(ctx, undefined, hoofdvakgebiedNr);
}

/** Subject areas linked to a package (VakgebiedLeerroutepakket), with the link's active flag. */
export async function listVakgebiedenVoorPakket(ctx: TenantContext, leerroutepakketId: number) {
  await pakketInGebruik(ctx, leerroutepakketId);
  const rows = await db.vakgebied.findMany({
    where: { administratieNr: ctx.administratieNr, leerroutepakketten: { some: { leerroutepakketId } } },
    orderBy: [{ volgnummer: "asc" }, { naam: "asc" }],
    include: { ...listInclude, leerroutepakketten: { where: { leerroutepakketId }, select: { actief: true } } },
  });
  return rows.map((v) => ({ ...vakgebiedOut(v), actief: v.leerroutepakketten[0]?.actief ?? false }));
}

async function findVakgebied(ctx: TenantContext, nr: number) {
  const row = await db.vakgebied.findUnique({ where: { administratieNr_nr: { administratieNr: ctx.administratieNr, nr } } });
  if (!row) throw notFound(`Vakgebied ${nr}`);
  return row;
}

export async function getVakgebied(ctx: TenantContext, nr: number) {
  const row = await db.vakgebied.findUnique({
    where: { administratieNr_nr: { administratieNr: ctx.administratieNr, nr } },
    include: {
      ...listInclude,
      competenties: {
        select: { leerroutepakketId: true, competentieId: true, competentie: { select: { naam: true, domein: { select: { naam: true } }, leerroutepakket: { select: { naam: true } } } } },
      },
      beoordelaars: { select: { beoordelaar: { select: { nr: true, naam: true, actief: true } } } },
      _count: { select: { competenties: true, beoordelaars: true, leerroutepakketten: true, onderwijsplannen: true } },
    },
  });
  if (!row) throw notFound(`Vakgebied ${nr}`);
  return {
    ...vakgebiedOut(row),
    aantalOnderwijsplannen: row._count.onderwijsplannen,
    competenties: row.competenties
      .map((c) => ({ leerroutepakketId: c.leerroutepakketId, leerroutepakketNaam: c.competentie.leerroutepakket.naam, competentieId: c.competentieId, naam: c.competentie.naam, domeinNaam: c.competentie.domein.naam }))
      .sort((a, b) => a.leerroutepakketNaam.localeCompare(b.leerroutepakketNaam, "nl") || a.domeinNaam.localeCompare(b.domeinNaam, "nl") || a.naam.localeCompare(b.naam, "nl")),
    beoordelaars: row.beoordelaars.map((b) => b.beoordelaar).sort((a, b) => a.naam.localeCompare(b.naam, "nl")),
  };
}

/** Packages linked to a subject area; `alleenActief` for ActieveLeerroutepakketten. */
export async function listPakkettenVoorVakgebied(ctx: TenantContext, nr: number, alleenActief = false) {
  await findVakgebied(ctx, nr);
  const rows = await db.vakgebiedLeerroutepakket.findMany({
    where: { administratieNr: ctx.administratieNr, vakgebiedNr: nr, ...(alleenActief ? { actief: true, pakketGebruik: { actief: true } } : {}) },
    include: { pakketGebruik: { select: { leerroutepakket: { select: { naam: true } } } } },
  });
  return rows
    .map((r) => ({ leerroutepakketId: r.leerroutepakketId, naam: r.pakketGebruik.leerroutepakket.naam, actief: r.actief }))
    .sort((a, b) => a.naam.localeCompare(b.naam, "nl"));
}

/**
 * competenties/{a}/leerroutepakket/{b}: a = vakgebied nr, b = leerroutepakket id. Every competency
 * of the package, with whether it is assigned to this subject area or to which other one.
 */
export async function listCompetentiesVoorVakgebied(ctx: TenantContext, vakgebiedNr: number, leerroutepakketId: number) {
  await findVakgebied(ctx, vakgebiedNr);
  await pakketInGebruik(ctx, leerroutepakketId);
  const rows = await db.competentie.findMany({
    where: { leerroutepakketId },
    orderBy: [{ domein: { volgnummer: "asc" } }, { volgnummer: "asc" }],
    select: {
      id: true,
      naam: true,
      domeinId: true,
      domein: { select: { naam: true } },
      vakgebieden: { where: { administratieNr: ctx.administratieNr }, select: { vakgebiedNr: true, vakgebied: { select: { naam: true } } } },
    },
  });
  return rows.map((c) => {
    const toegewezen = c.vakgebieden[0];
    return {
      competentieId: c.id,
      naam: c.naam,
      domeinId: c.domeinId,
      domeinNaam: c.domein.naam,
      toegewezen: toegewezen?.vakgebiedNr === vakgebiedNr,
      andereVakgebiedNr: toegewezen && toegewezen.vakgebiedNr !== vakgebiedNr ? toegewezen.vakgebiedNr : null,
      andereVakgebiedNaam: toegewezen && toegewezen.vakgebiedNr !== vakgebiedNr ? toegewezen.vakgebied.naam : null,
    };
  });
}

async function checkNaamVrij(ctx: TenantContext, naam: string, behalveNr?: number) {
  const dubbel = await db.vakgebied.findFirst({
    where: { administratieNr: ctx.administratieNr, naam: gelijkeNaam(naam), ...(behalveNr ? { nr: { not: behalveNr } } : {}) },
  });
  if (dubbel) throw conflict(`Er bestaat al een vakgebied met de naam '${naam}'.`);
}

async function checkHoofdvakgebied(ctx: TenantContext, nr: number) {
  const h = await db.hoofdvakgebied.findUnique({ where: { administratieNr_nr: { administratieNr: ctx.administratieNr, nr } } });
  if (!h) throw fieldError("body.hoofdvakgebiedNr", `hoofdvakgebied ${nr} bestaat niet`);
}

export async function addVakgebied(ctx: TenantContext, input: { naam: string; hoofdvakgebiedNr: number }) {
  const naam = input.naam.trim();
  await checkHoofdvakgebied(ctx, input.hoofdvakgebiedNr);
  await checkNaamVrij(ctx, naam);
  const nr = await db.$transaction(async (tx) => {
    await vergrendel(tx, "vakgebied", ctx.administratieNr);
    const max = await tx.vakgebied.aggregate({ where: { administratieNr: ctx.administratieNr }, _max: { nr: true, volgnummer: true } });
    const nr = volgendNummer(max._max.nr);
    await tx.vakgebied.create({
      data: { administratieNr: ctx.administratieNr, nr, naam, hoofdvakgebiedNr: input.hoofdvakgebiedNr, volgnummer: volgendNummer(max._max.volgnummer) },
    });
    return nr;
  });
  return getVakgebied(ctx, nr);
}

export async function editVakgebied(ctx: TenantContext, input: { nr: number; naam: string; hoofdvakgebiedNr: number }) {
  await findVakgebied(ctx, input.nr);
  const naam = input.naam.trim();
  await checkHoofdvakgebied(ctx, input.hoofdvakgebiedNr);
  await checkNaamVrij(ctx, naam, input.nr);
  await db.vakgebied.update({
    where: { administratieNr_nr: { administratieNr: ctx.administratieNr, nr: input.nr } },
    data: { naam, hoofdvakgebiedNr: input.hoofdvakgebiedNr },
  });
  return getVakgebied(ctx, input.nr);
}

export async function reorganizeVakgebieden(ctx: TenantContext, nrs: number[]) {
  await db.$transaction(async (tx) => {
    const rows = await tx.vakgebied.findMany({ where: { administratieNr: ctx.administratieNr }, select: { nr: true } });
    checkPermutatie(
      rows.map((r) => r.nr),
      nrs,
      "body.nrs",
      "vakgebieden",
    );
    for (const [i, nr] of nrs.entries())
      await tx.vakgebied.update({ where: { administratieNr_nr: { administratieNr: ctx.administratieNr, nr } }, data: { volgnummer: i + 1 } });
  });
  return listVakgebieden(ctx);
}

/**
 * Sets the competencies of one package assigned to a subject area to exactly `competentieIds`.
 * A competency assigned to another subject area moves here (a competency belongs to one subject
 * area per administration). Links the package to the subject area when it gets competencies.
 */
export async function assignCompetenties(ctx: TenantContext, input: { vakgebiedNr: number; leerroutepakketId: number; competentieIds: number[] }) {
  const { administratieNr } = ctx;
  await findVakgebied(ctx, input.vakgebiedNr);
  await pakketInGebruik(ctx, input.leerroutepakketId);
  const ids = [...new Set(input.competentieIds)];
  const gevonden = await db.competentie.findMany({ where: { leerroutepakketId: input.leerroutepakketId, id: { in: ids } }, select: { id: true } });
  const onbekend = ids.filter((id) => !gevonden.some((c) => c.id === id));
  if (onbekend.length) throw fieldError("body.competentieIds", `competentie ${onbekend.join(", ")} hoort niet bij leerroutepakket ${input.leerroutepakketId}`);
  await db.$transaction(async (tx) => {
    await tx.vakgebiedCompetentie.deleteMany({
      where: { administratieNr, leerroutepakketId: input.leerroutepakketId, OR: [{ vakgebiedNr: input.vakgebiedNr }, { competentieId: { in: ids } }] },
    });
    await tx.vakgebiedCompetentie.createMany({
      data: ids.map((competentieId) => ({ administratieNr, vakgebiedNr: input.vakgebiedNr, leerroutepakketId: input.leerroutepakketId, competentieId })),
    });
    if (ids.length)
      await tx.vakgebiedLeerroutepakket.upsert({
        where: { administratieNr_vakgebiedNr_leerroutepakketId: { administratieNr, vakgebiedNr: input.vakgebiedNr, leerroutepakketId: input.leerroutepakketId } },
        create: { administratieNr, vakgebiedNr: input.vakgebiedNr, leerroutepakketId: input.leerroutepakketId },
        update: {},
      });
  });
  return getVakgebied(ctx, input.vakgebiedNr);
}

/** Plan rows that point at a subject area. */
async function planTellingen(administratieNr: number, vakgebiedNr: number) {
  const where = { administratieNr, vakgebiedNr };
  const [onderwijsplannen, monitorlijnen, handelingsdelen, templates, groepen] = await Promise.all([
    db.onderwijsplan.count({ where }),
    db.leerlingplanMonitorlijn.count({ where }),
    db.ontwikkelingsperspectiefHandelingsdeel.count({ where }),
    db.leerlingplanTemplateDefinitie.count({ where }),
    db.groep.count({ where }),
  ]);
  return { onderwijsplannen, monitorlijnen, handelingsdelen, templates, groepen };
}

/** Moves every plan of `vanNr` to `naarNr` in one transaction; answers how many moved. */
export async function moveplannen(ctx: TenantContext, input: { vanNr: number; naarNr: number }) {
  const { administratieNr } = ctx;
  if (input.vanNr === input.naarNr) throw fieldError("body.naarNr", "kies een ander vakgebied dan het vakgebied waar de plannen nu onder vallen");
  await findVakgebied(ctx, input.vanNr);
  await findVakgebied(ctx, input.naarNr);
  const van = { administratieNr, vakgebiedNr: input.vanNr };
  const data = { vakgebiedNr: input.naarNr };
  const [onderwijsplannen, monitorlijnen, handelingsdelen] = await db.$transaction([
    db.onderwijsplan.updateMany({ where: van, data }),
    db.leerlingplanMonitorlijn.updateMany({ where: van, data }),
    db.ontwikkelingsperspectiefHandelingsdeel.updateMany({ where: van, data }),
  ]);
  return { onderwijsplannen: onderwijsplannen.count, monitorlijnen: monitorlijnen.count, handelingsdelen: handelingsdelen.count };
}

/** Moves everything of `bronNr` (competencies, packages, assessors, groups, plans) to `doelNr` and removes `bronNr`, in one transaction. */
export async function samenvoegenVakgebieden(ctx: TenantContext, input: { bronNr: number; doelNr: number }) {
  const { administratieNr } = ctx;
  if (input.bronNr === input.doelNr) throw fieldError("body.doelNr", "kies een ander vakgebied dan het bronvakgebied");
  await findVakgebied(ctx, input.bronNr);
  await findVakgebied(ctx, input.doelNr);
  const bron = { administratieNr, vakgebiedNr: input.bronNr };
  const data = { vakgebiedNr: input.doelNr };
  await db.$transaction(async (tx) => {
    const competenties = await tx.vakgebiedCompetentie.findMany({ where: bron });
    const pakketten = await tx.vakgebiedLeerroutepakket.findMany({ where: bron });
    const beoordelaars = await tx.vakgebiedBeoordelaar.findMany({ where: bron });
    await tx.vakgebiedCompetentie.deleteMany({ where: bron });
    await tx.vakgebiedBeoordelaar.deleteMany({ where: bron });
    await tx.vakgebiedLeerroutepakket.createMany({ data: pakketten.map((p) => ({ ...p, ...data })), skipDuplicates: true });
    await tx.vakgebiedLeerroutepakket.deleteMany({ where: bron });
    await tx.vakgebiedCompetentie.createMany({ data: competenties.map((c) => ({ ...c, ...data })), skipDuplicates: true });
    await tx.vakgebiedBeoordelaar.createMany({ data: beoordelaars.map((b) => ({ ...b, ...data })), skipDuplicates: true });
    await tx.groep.updateMany({ where: bron, data });
    await tx.onderwijsplan.updateMany({ where: bron, data });
    await tx.leerlingplanMonitorlijn.updateMany({ where: bron, data });
    await tx.ontwikkelingsperspectiefHandelingsdeel.updateMany({ where: bron, data });
    await tx.leerlingplanTemplateDefinitie.updateMany({ where: bron, data });
    await tx.vakgebied.delete({ where: { administratieNr_nr: { administratieNr, nr: input.bronNr } } });
  });
  return getVakgebied(ctx, input.doelNr);
}

/** Refused while plans, groups or plan templates use it, saying which and how many. */
export async function deleteVakgebied(ctx: TenantContext, nr: number) {
  const row = await findVakgebied(ctx, nr);
  const t = await planTellingen(ctx.administratieNr, nr);
  const blokkeert = telling([
    [t.onderwijsplannen, "onderwijsplan", "onderwijsplannen"],
    [t.monitorlijnen, "monitorlijn van een leerlingplan", "monitorlijnen van leerlingplannen"],
    [t.handelingsdelen, "handelingsdeel van een ontwikkelingsperspectief", "handelingsdelen van ontwikkelingsperspectieven"],
    [t.templates, "leerlingplansjabloon", "leerlingplansjablonen"],
    [t.groepen, "groep", "groepen"],
  ]);
  if (blokkeert)
    throw conflict(`Vakgebied '${row.naam}' wordt nog gebruikt door ${blokkeert}. Verplaats de plannen of voeg het vakgebied samen met een ander vakgebied.`);
  await db.vakgebied.delete({ where: { administratieNr_nr: { administratieNr: ctx.administratieNr, nr } } });
  return { nr, verwijderd: true };
}

/** Packages in use by this administration (for choosing one on the subject-area screens). */
export async function listGebruiktePakketten(ctx: TenantContext) {
  const rows = await db.administratieLeerroutepakket.findMany({
    where: { administratieNr: ctx.administratieNr },
    select: { leerroutepakketId: true, actief: true, leerroutepakket: { select: { naam: true } } },
  });
  return rows.map((r) => ({ id: r.leerroutepakketId, naam: r.leerroutepakket.naam, actief: r.actief })).sort((a, b) => a.naam.localeCompare(b.naam, "nl"));
}
