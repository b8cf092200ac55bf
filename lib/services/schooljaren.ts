import { db } from "@/lib/db/client";
import { badRequest, conflict, fieldError, notFound } from "@/lib/api/errors";
import type { TenantContext } from "@/lib/api/context";
import { actievePeriode, huidigSchooljaar, isoDatum, parseSchooljaar, schooljaarFout, schooljaarGrenzen, validatePerioden } from "@/lib/schooljaar";

export interface PeriodeInput {
  nummer: number;
  ingangsdatum: string;
  einddatum: string;
}

const periodeSelect = { nummer: true, ingangsdatum: true, einddatum: true } as const;

function periodeOut(p: { nummer: number; ingangsdatum: Date; einddatum: Date }) {
  return { nummer: p.nummer, ingangsdatum: isoDatum(p.ingangsdatum), einddatum: isoDatum(p.einddatum) };
}

function schooljaarOut(s: { schooljaar: string; ingangsdatum: Date; einddatum: Date; perioden: { nummer: number; ingangsdatum: Date; einddatum: Date }[] }) {
  return {
    schooljaar: s.schooljaar,
    ingangsdatum: isoDatum(s.ingangsdatum),
    einddatum: isoDatum(s.einddatum),
    perioden: s.perioden.map(periodeOut),
  };
}

export type SchooljaarView = ReturnType<typeof schooljaarOut>;
export type PeriodeView = ReturnType<typeof periodeOut>;

/** Four periods of about a quarter each: the default layout of a new school year. */
export function standaardPerioden(schooljaar: string): PeriodeInput[] {
  const jaar = parseSchooljaar(schooljaar)!;
  const s = jaar.startJaar;
  const e = jaar.eindJaar;
  return [
    { nummer: 1, ingangsdatum: `${s}-08-01`, einddatum: `${s}-10-31` },
    { nummer: 2, ingangsdatum: `${s}-11-01`, einddatum: `${e}-01-31` },
    { nummer: 3, ingangsdatum: `${e}-02-01`, einddatum: `${e}-04-30` },
    { nummer: 4, ingangsdatum: `${e}-05-01`, einddatum: `${e}-07-31` },
  ];
}

export async function listSchooljaren(ctx: TenantContext, aantal?: number) {
  const rows = await db.schooljaar.findMany({
    where: { administratieNr: ctx.administratieNr },
    orderBy: { schooljaar: "desc" },
    take: aantal,
    include: { perioden: { select: periodeSelect, orderBy: { nummer: "asc" } } },
  });
  return rows.map(schooljaarOut);
}

export async function getSchooljaar(ctx: TenantContext, schooljaar: string) {
  const row = await db.schooljaar.findUnique({
    where: { administratieNr_schooljaar: { administratieNr: ctx.administratieNr, schooljaar } },
    include: { perioden: { select: periodeSelect, orderBy: { nummer: "asc" } } },
  });
  if (!row) throw notFound(`Schooljaar ${schooljaar}`);
  return schooljaarOut(row);
}

/** The current school year by today's date; `bestaat: false` when the administration has not set it up. */
export async function getHuidigSchooljaar(ctx: TenantContext, today?: Date) {
  const tekst = huidigSchooljaar(today);
  const row = await db.schooljaar.findUnique({
    where: { administratieNr_schooljaar: { administratieNr: ctx.administratieNr, schooljaar: tekst } },
    include: { perioden: { select: periodeSelect, orderBy: { nummer: "asc" } } },
  });
  if (row) return { ...schooljaarOut(row), bestaat: true };
  const { ingangsdatum, einddatum } = schooljaarGrenzen(tekst);
  return { schooljaar: tekst, ingangsdatum: isoDatum(ingangsdatum), einddatum: isoDatum(einddatum), perioden: [], bestaat: false };
}

export async function listPerioden(ctx: TenantContext, schooljaar: string) {
  return (await getSchooljaar(ctx, schooljaar)).perioden;
}

export async function getPeriode(ctx: TenantContext, schooljaar: string, nummer: number) {
  const row = await db.periode.findUnique({
    where: { administratieNr_schooljaar_nummer: { administratieNr: ctx.administratieNr, schooljaar, nummer } },
    select: periodeSelect,
  });
  if (!row) throw notFound(`Periode ${nummer} van schooljaar ${schooljaar}`);
  return { schooljaar, ...periodeOut(row) };
}

/** The period containing today in the given (default: current) school year; 404 'geen actieve periode gevonden'. */
export async function getActievePeriode(ctx: TenantContext, schooljaar = huidigSchooljaar(), today?: Date) {
  const perioden = await db.periode.findMany({ where: { administratieNr: ctx.administratieNr, schooljaar }, select: periodeSelect });
  const actief = actievePeriode(perioden, schooljaar, today);
  if (!actief) throw notFound(`Een actieve periode in schooljaar ${schooljaar}`, "geen actieve periode gevonden in schooljaar " + schooljaar);
  return { schooljaar, ...periodeOut(actief) };
}

function checkPerioden(schooljaar: string, perioden: PeriodeInput[]) {
  const fouten = validatePerioden(schooljaar, perioden);
  if (fouten.length) {
    const issues = fouten.map((f) => ({ path: f.path === "schooljaar" ? "body.schooljaar" : `body.${f.path}`, message: f.message }));
    throw badRequest(`${issues[0]!.message}${issues.length > 1 ? ` (en ${issues.length - 1} andere)` : ""}`, issues);
  }
}

export async function addSchooljaar(ctx: TenantContext, input: { schooljaar: string; perioden?: PeriodeInput[] }) {
  const jaar = parseSchooljaar(input.schooljaar);
  if (!jaar) throw fieldError("body.schooljaar", schooljaarFout(input.schooljaar) ?? "is geen schooljaar");
  const perioden = input.perioden ?? standaardPerioden(jaar.text);
  checkPerioden(jaar.text, perioden);
  const { ingangsdatum, einddatum } = schooljaarGrenzen(jaar);
  const bestaat = await db.schooljaar.findUnique({ where: { administratieNr_schooljaar: { administratieNr: ctx.administratieNr, schooljaar: jaar.text } } });
  if (bestaat) throw conflict(`Schooljaar ${jaar.text} bestaat al.`);
  await db.schooljaar.create({
    data: {
      administratieNr: ctx.administratieNr,
      schooljaar: jaar.text,
      ingangsdatum,
      einddatum,
      perioden: { create: perioden.map((p) => ({ nummer: p.nummer, ingangsdatum: new Date(`${p.ingangsdatum}T00:00:00Z`), einddatum: new Date(`${p.einddatum}T00:00:00Z`) })) },
    },
  });
  return getSchooljaar(ctx, jaar.text);
}

/**
 * Replaces the periods of a school year in one transaction: changed dates are updated, new numbers
 * added, missing numbers removed — unless data still refers to a removed period (the database
 * refuses that, and the answer says which period).
 */
export async function editSchooljaar(ctx: TenantContext, input: { schooljaar: string; perioden: PeriodeInput[] }) {
  const { administratieNr } = ctx;
  await getSchooljaar(ctx, input.schooljaar);
  checkPerioden(input.schooljaar, input.perioden);
  const nummers = input.perioden.map((p) => p.nummer);
  await db.$transaction(async (tx) => {
    const weg = await tx.periode.findMany({ where: { administratieNr, schooljaar: input.schooljaar, nummer: { notIn: nummers } }, select: { nummer: true } });
    for (const { nummer } of weg) {
      try {
        await tx.periode.delete({ where: { administratieNr_schooljaar_nummer: { administratieNr, schooljaar: input.schooljaar, nummer } } });
      } catch (e) {
        if ((e as { code?: string }).code === "P2003") throw conflict(`Periode ${nummer} bevat nog gegevens (zoals evaluaties of plannen) en kan niet worden verwijderd.`);
        throw e;
      }
    }
    for (const p of input.perioden) {
      const data = { ingangsdatum: new Date(`${p.ingangsdatum}T00:00:00Z`), einddatum: new Date(`${p.einddatum}T00:00:00Z`) };
      await tx.periode.upsert({
        where: { administratieNr_schooljaar_nummer: { administratieNr, schooljaar: input.schooljaar, nummer: p.nummer } },
        create: { administratieNr, schooljaar: input.schooljaar, nummer: p.nummer, ...data },
        update: data,
      });
    }
  });
  return getSchooljaar(ctx, input.schooljaar);
}

/** Deletes an empty school year; one that holds groups (or other data) is refused, saying what holds it. */
export async function deleteSchooljaar(ctx: TenantContext, schooljaar: string) {
  const { administratieNr } = ctx;
  await getSchooljaar(ctx, schooljaar);
  const groepen = await db.groep.count({ where: { administratieNr, schooljaar } });
  if (groepen > 0)
    throw conflict(`Schooljaar ${schooljaar} kan niet worden verwijderd: er ${groepen === 1 ? "is nog 1 [[groep]]" : `zijn nog ${groepen} [[groepen]]`} in dit schooljaar.`);
  try {
    await db.schooljaar.delete({ where: { administratieNr_schooljaar: { administratieNr, schooljaar } } });
  } catch (e) {
    if ((e as { code?: string }).code === "P2003") throw conflict(`Schooljaar ${schooljaar} kan niet worden verwijderd: er zijn nog gegevens (zoals evaluaties of plannen) in dit schooljaar.`);
    throw e;
  }
  return { schooljaar, verwijderd: true };
}

