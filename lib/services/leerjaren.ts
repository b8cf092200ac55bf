import { db } from "@/lib/db/client";
import { gelijkeNaam } from "@/lib/db/zoeken";
import { conflict, fieldError, notFound } from "@/lib/api/errors";
import type { TenantContext } from "@/lib/api/context";
import { vergrendel, volgendNummer } from "./nummering";
import { pakketInGebruik, telling } from "./ordening";

function leerjaarOut(l: {
  nr: number;
  naam: string;
  code: string | null;
  volgnummer: number;
  _count: { groepen: number; fasen: number };
  fasen?: { leerroutepakketId: number; faseNummer: number; fase: { naam: string } }[];
}) {
  return {
    nr: l.nr,
    naam: l.naam,
    code: l.code,
    volgnummer: l.volgnummer,
    aantalGroepen: l._count.groepen,
    aantalGekoppeldeFasen: l._count.fasen,
    ...(l.fasen ? { fasen: l.fasen.map((f) => ({ leerroutepakketId: f.leerroutepakketId, faseNummer: f.faseNummer, faseNaam: f.fase.naam })) } : {}),
  };
}

export type LeerjaarView = ReturnType<typeof leerjaarOut>;

const telInclude = { _count: { select: { groepen: true, fasen: true } } } as const;

export async function listLeerjaren(ctx: TenantContext) {
  const rows = await db.leerjaar.findMany({ where: { administratieNr: ctx.administratieNr }, orderBy: [{ volgnummer: "asc" }, { naam: "asc" }], include: telInclude });
  return rows.map(leerjaarOut);
}

export async function getLeerjaar(ctx: TenantContext, nr: number) {
  const row = await db.leerjaar.findUnique({
    where: { administratieNr_nr: { administratieNr: ctx.administratieNr, nr } },
    include: { ...telInclude, fasen: { select: { leerroutepakketId: true, faseNummer: true, fase: { select: { naam: true } } }, orderBy: [{ leerroutepakketId: "asc" }, { faseNummer: "asc" }] } },
  });
  if (!row) throw notFound(`Leerjaar ${nr}`);
  return leerjaarOut(row);
}

export interface LeerjaarInput {
  naam: string;
  code?: string | null;
}

async function checkNaamVrij(ctx: TenantContext, naam: string, behalveNr?: number) {
  const dubbel = await db.leerjaar.findFirst({
    where: { administratieNr: ctx.administratieNr, naam: gelijkeNaam(naam), ...(behalveNr ? { nr: { not: behalveNr } } : {}) },
  });
  if (dubbel) throw conflict(`Er bestaat al een leerjaar met de naam '${naam}'.`);
}

export async function addLeerjaar(ctx: TenantContext, input: LeerjaarInput) {
  const naam = input.naam.trim();
  await checkNaamVrij(ctx, naam);
  const nr = await db.$transaction(async (tx) => {
    await vergrendel(tx, "leerjaar", ctx.administratieNr);
    const max = await tx.leerjaar.aggregate({ where: { administratieNr: ctx.administratieNr }, _max: { nr: true, volgnummer: true } });
    const nr = volgendNummer(max._max.nr);
    await tx.leerjaar.create({
      data: { administratieNr: ctx.administratieNr, nr, naam, code: input.code?.trim() || null, volgnummer: volgendNummer(max._max.volgnummer) },
    });
    return nr;
  });
  return getLeerjaar(ctx, nr);
}

export async function updateLeerjaar(ctx: TenantContext, input: LeerjaarInput & { nr: number }) {
  await getLeerjaar(ctx, input.nr);
  const naam = input.naam.trim();
  await checkNaamVrij(ctx, naam, input.nr);
  await db.leerjaar.update({
    where: { administratieNr_nr: { administratieNr: ctx.administratieNr, nr: input.nr } },
    data: { naam, code: input.code === undefined ? undefined : input.code?.trim() || null },
  });
  return getLeerjaar(ctx, input.nr);
}

/** Refused while groups or pupils' school careers refer to it; links to package phases go with it. */
export async function deleteLeerjaar(ctx: TenantContext, nr: number) {
  const { administratieNr } = ctx;
  const row = await getLeerjaar(ctx, nr);
  const [groepen, loopbanen] = await Promise.all([
    db.groep.count({ where: { administratieNr, leerjaarNr: nr } }),
    db.schoolloopbaan.count({ where: { administratieNr, leerjaarNr: nr } }),
  ]);
  const blokkeert = telling([
    [groepen, "groep", "groepen"],
    [loopbanen, "schoolloopbaanregel van een leerling", "schoolloopbaanregels van leerlingen"],
  ]);
  if (blokkeert) throw conflict(`Leerjaar '${row.naam}' wordt nog gebruikt door ${blokkeert} en kan niet worden verwijderd.`);
  await db.leerjaar.delete({ where: { administratieNr_nr: { administratieNr, nr } } });
  return { nr, verwijderd: true };
}

/**
 * LeerjaarPakketFasen/{id}: id = leerroutepakket id. The package's phases and, per school year
 * level (leerjaar), which of those phases it is linked to.
 */
export async function leerjaarPakketFasen(ctx: TenantContext, leerroutepakketId: number) {
  const gebruik = await pakketInGebruik(ctx, leerroutepakketId);
  const [fasen, leerjaren, links] = await Promise.all([
    db.fase.findMany({ where: { leerroutepakketId }, orderBy: [{ volgnummer: "asc" }, { nummer: "asc" }], select: { nummer: true, naam: true } }),
    db.leerjaar.findMany({ where: { administratieNr: ctx.administratieNr }, orderBy: [{ volgnummer: "asc" }, { naam: "asc" }], select: { nr: true, naam: true } }),
    db.leerjaarFase.findMany({ where: { administratieNr: ctx.administratieNr, leerroutepakketId }, select: { leerjaarNr: true, faseNummer: true } }),
  ]);
  return {
    leerroutepakketId,
    leerroutepakketNaam: gebruik.leerroutepakket.naam,
    fasen,
    leerjaren: leerjaren.map((l) => ({ ...l, faseNummers: links.filter((k) => k.leerjaarNr === l.nr).map((k) => k.faseNummer).sort((a, b) => a - b) })),
  };
}

/**
 * Sets, for the listed school year levels, exactly which phases of one package they are linked to
 * (one transaction; levels not listed keep their links).
 */
export async function koppelLeerjarenPakket(ctx: TenantContext, input: { leerroutepakketId: number; leerjaren: { leerjaarNr: number; faseNummers: number[] }[] }) {
  const { administratieNr } = ctx;
  const { leerroutepakketId } = input;
  await pakketInGebruik(ctx, leerroutepakketId);
  const nrs = input.leerjaren.map((l) => l.leerjaarNr);
  if (new Set(nrs).size !== nrs.length) throw fieldError("body.leerjaren", "een leerjaar komt meer dan eens voor");
  const bestaand = await db.leerjaar.findMany({ where: { administratieNr, nr: { in: nrs } }, select: { nr: true } });
  const onbekend = nrs.filter((n) => !bestaand.some((b) => b.nr === n));
  if (onbekend.length) throw fieldError("body.leerjaren", `leerjaar ${onbekend.join(", ")} bestaat niet`);
  const fasen = new Set((await db.fase.findMany({ where: { leerroutepakketId }, select: { nummer: true } })).map((f) => f.nummer));
  const vreemd = input.leerjaren.flatMap((l) => l.faseNummers).filter((f) => !fasen.has(f));
  if (vreemd.length) throw fieldError("body.leerjaren", `fase ${[...new Set(vreemd)].join(", ")} hoort niet bij leerroutepakket ${leerroutepakketId}`);
  await db.$transaction([
    db.leerjaarFase.deleteMany({ where: { administratieNr, leerroutepakketId, leerjaarNr: { in: nrs } } }),
    db.leerjaarFase.createMany({
      data: input.leerjaren.flatMap((l) => [...new Set(l.faseNummers)].map((faseNummer) => ({ administratieNr, leerjaarNr: l.leerjaarNr, leerroutepakketId, faseNummer }))),
    }),
  ]);
  return leerjaarPakketFasen(ctx, leerroutepakketId);
}
