import { db } from "@/lib/db/client";
import { conflict, fieldError, notFound } from "@/lib/api/errors";
import type { TenantContext } from "@/lib/api/context";
import { isoDatum } from "@/lib/schooljaar";
import { vergrendel, volgendNummer } from "./nummering";
import { telling } from "./ordening";
import { bevat, gelijkeNaam } from "@/lib/db/zoeken";

function beoordelaarOut(b: { nr: number; naam: string; omschrijving: string | null; actief: boolean; vakgebieden?: { vakgebied: { nr: number; naam: string } }[] }) {
  return {
    nr: b.nr,
    naam: b.naam,
    omschrijving: b.omschrijving,
    actief: b.actief,
    ...(b.vakgebieden ? { vakgebieden: b.vakgebieden.map((v) => v.vakgebied).sort((x, y) => x.naam.localeCompare(y.naam, "nl")) } : {}),
  };
}

const beoordelingInclude = {
  leerling: { select: { roepnaam: true, tussenvoegsel: true, achternaam: true } },
  beoordelaar: { select: { naam: true } },
  onderwijsplan: { select: { titel: true, soort: true, vakgebiedNr: true, vakgebied: { select: { naam: true } } } },
} as const;

function beoordelingOut(b: {
  id: number;
  onderwijsplanId: number;
  doelId: number | null;
  leerlingId: number;
  beoordelaarNr: number;
  score: number;
  opmerking: string | null;
  datum: Date;
  leerling: { roepnaam: string; tussenvoegsel: string | null; achternaam: string };
  beoordelaar: { naam: string };
  onderwijsplan: { titel: string | null; soort: string; vakgebiedNr: number | null; vakgebied: { naam: string } | null };
}) {
  return {
    id: b.id,
    onderwijsplanId: b.onderwijsplanId,
    onderwijsplanTitel: b.onderwijsplan.titel,
    onderwijsplanSoort: b.onderwijsplan.soort,
    vakgebiedNr: b.onderwijsplan.vakgebiedNr,
    vakgebiedNaam: b.onderwijsplan.vakgebied?.naam ?? null,
    doelId: b.doelId,
    leerlingId: b.leerlingId,
    leerlingNaam: [b.leerling.roepnaam, b.leerling.tussenvoegsel, b.leerling.achternaam].filter(Boolean).join(" "),
    beoordelaarNr: b.beoordelaarNr,
    beoordelaarNaam: b.beoordelaar.naam,
    score: b.score,
    opmerking: b.opmerking,
    datum: isoDatum(b.datum),
  };
}

export type BeoordelaarView = ReturnType<typeof beoordelaarOut>;
export type BeoordelingView = ReturnType<typeof beoordelingOut>;

export async function listBeoordelaars(ctx: TenantContext, zoek?: string) {
  const rows = await db.beoordelaar.findMany({
    where: { administratieNr: ctx.administratieNr, ...(zoek ? { naam: bevat(zoek) } : {}) },
    orderBy: { naam: "asc" },
    include: { vakgebieden: { select: { vakgebied: { select: { nr: true, naam: true } } } } },
  });
  return rows.map(beoordelaarOut);
}

/** Beoordelaars/Vakgebied/{id}: id = vakgebied nr. */
export async function listBeoordelaarsVoorVakgebied(ctx: TenantContext, vakgebiedNr: number) {
  const v = await db.vakgebied.findUnique({ where: { administratieNr_nr: { administratieNr: ctx.administratieNr, nr: vakgebiedNr } } });
  if (!v) throw notFound(`Vakgebied ${vakgebiedNr}`);
  const rows = await db.beoordelaar.findMany({
    where: { administratieNr: ctx.administratieNr, vakgebieden: { some: { vakgebiedNr } } },
    orderBy: { naam: "asc" },
  });
  return rows.map(beoordelaarOut);
}

/** Beoordelaars/BeoordelingenPerVakgebied/{id}: id = beoordelaar nr; the assessor's ratings grouped per subject area. */
export async function beoordelingenPerVakgebied(ctx: TenantContext, beoordelaarNr: number) {
  await findBeoordelaar(ctx, beoordelaarNr);
  const rows = await db.beoordeling.findMany({
    where: { administratieNr: ctx.administratieNr, beoordelaarNr },
    include: beoordelingInclude,
    orderBy: [{ datum: "desc" }, { id: "desc" }],
  });
  const groepen = new Map<string, { vakgebiedNr: number | null; vakgebiedNaam: string | null; beoordelingen: BeoordelingView[] }>();
  for (const r of rows.map(beoordelingOut)) {
    const key = String(r.vakgebiedNr);
    const g = groepen.get(key) ?? { vakgebiedNr: r.vakgebiedNr, vakgebiedNaam: r.vakgebiedNaam, beoordelingen: [] };
    g.beoordelingen.push(r);
    groepen.set(key, g);
  }
  return [...groepen.values()].sort((a, b) => (a.vakgebiedNaam ?? "￿").localeCompare(b.vakgebiedNaam ?? "￿", "nl"));
}

async function findBeoordelaar(ctx: TenantContext, nr: number) {
  const row = await db.beoordelaar.findUnique({ where: { administratieNr_nr: { administratieNr: ctx.administratieNr, nr } } });
  if (!row) throw notFound(`Beoordelaar ${nr}`);
  return row;
}

export async function getBeoordelaar(ctx: TenantContext, nr: number) {
  const row = await db.beoordelaar.findUnique({
    where: { administratieNr_nr: { administratieNr: ctx.administratieNr, nr } },
    include: { vakgebieden: { select: { vakgebied: { select: { nr: true, naam: true } } } }, _count: { select: { beoordelingen: true } } },
  });
  if (!row) throw notFound(`Beoordelaar ${nr}`);
  return { ...beoordelaarOut(row), aantalBeoordelingen: row._count.beoordelingen };
}

export interface BeoordelaarInput {
  naam: string;
  omschrijving?: string | null;
  actief?: boolean;
  vakgebiedNrs?: number[];
}

async function checkInput(ctx: TenantContext, input: BeoordelaarInput, behalveNr?: number) {
  const naam = input.naam.trim();
  const dubbel = await db.beoordelaar.findFirst({
    where: { administratieNr: ctx.administratieNr, naam: gelijkeNaam(naam), ...(behalveNr ? { nr: { not: behalveNr } } : {}) },
  });
  if (dubbel) throw conflict(`Er bestaat al een beoordelaar met de naam '${naam}'.`);
  if (input.vakgebiedNrs?.length) {
    const gevonden = await db.vakgebied.findMany({ where: { administratieNr: ctx.administratieNr, nr: { in: input.vakgebiedNrs } }, select: { nr: true } });
    const onbekend = input.vakgebiedNrs.filter((n) => !gevonden.some((g) => g.nr === n));
    if (onbekend.length) throw fieldError("body.vakgebiedNrs", `vakgebied ${onbekend.join(", ")} bestaat niet`);
  }
  return naam;
}

export async function addBeoordelaar(ctx: TenantContext, input: BeoordelaarInput) {
  const { administratieNr } = ctx;
  const naam = await checkInput(ctx, input);
  const nr = await db.$transaction(async (tx) => {
    await vergrendel(tx, "beoordelaar", administratieNr);
    const nr = volgendNummer((await tx.beoordelaar.aggregate({ where: { administratieNr }, _max: { nr: true } }))._max.nr);
    await tx.beoordelaar.create({ data: { administratieNr, nr, naam, omschrijving: input.omschrijving?.trim() || null, actief: input.actief ?? true } });
    if (input.vakgebiedNrs?.length)
      await tx.vakgebiedBeoordelaar.createMany({ data: [...new Set(input.vakgebiedNrs)].map((vakgebiedNr) => ({ administratieNr, vakgebiedNr, beoordelaarNr: nr })) });
    return nr;
  });
  return getBeoordelaar(ctx, nr);
}

/** Updates name, description, active flag and (when given) the subject areas, in one transaction. */
export async function editBeoordelaar(ctx: TenantContext, input: BeoordelaarInput & { nr: number }) {
  const { administratieNr } = ctx;
  await findBeoordelaar(ctx, input.nr);
  const naam = await checkInput(ctx, input, input.nr);
  await db.$transaction(async (tx) => {
    await tx.beoordelaar.update({
      where: { administratieNr_nr: { administratieNr, nr: input.nr } },
      data: { naam, omschrijving: input.omschrijving === undefined ? undefined : input.omschrijving?.trim() || null, actief: input.actief },
    });
    if (input.vakgebiedNrs) {
      await tx.vakgebiedBeoordelaar.deleteMany({ where: { administratieNr, beoordelaarNr: input.nr } });
      await tx.vakgebiedBeoordelaar.createMany({ data: [...new Set(input.vakgebiedNrs)].map((vakgebiedNr) => ({ administratieNr, vakgebiedNr, beoordelaarNr: input.nr })) });
    }
  });
  return getBeoordelaar(ctx, input.nr);
}

/** Refused while assessments, action plans or evaluations name the assessor (deactivate instead). */
export async function deleteBeoordelaar(ctx: TenantContext, nr: number) {
  const { administratieNr } = ctx;
  const row = await findBeoordelaar(ctx, nr);
  const where = { administratieNr, beoordelaarNr: nr };
  const [beoordelingen, handelingsplannen, evaluaties] = await Promise.all([
    db.beoordeling.count({ where }),
    db.handelingsplan.count({ where }),
    db.evaluatie.count({ where }),
  ]);
  const blokkeert = telling([
    [beoordelingen, "beoordeling", "beoordelingen"],
    [handelingsplannen, "handelingsplan", "handelingsplannen"],
    [evaluaties, "evaluatie", "evaluaties"],
  ]);
  if (blokkeert) throw conflict(`Beoordelaar '${row.naam}' wordt nog gebruikt door ${blokkeert}. Zet de beoordelaar op niet-actief in plaats van te verwijderen.`);
  await db.beoordelaar.delete({ where: { administratieNr_nr: { administratieNr, nr } } });
  return { nr, verwijderd: true };
}

// ---- Beoordeling (an assessor's rating of a pupil on a plan) ----

export interface BeoordelingInput {
  onderwijsplanId: number;
  doelId?: number | null;
  leerlingId: number;
  beoordelaarNr: number;
  score: number;
  opmerking?: string | null;
  datum: string;
}

async function checkBeoordeling(ctx: TenantContext, input: BeoordelingInput) {
  const { administratieNr } = ctx;
  const plan = await db.onderwijsplan.findUnique({ where: { administratieNr_id: { administratieNr, id: input.onderwijsplanId } }, select: { id: true } });
  if (!plan) throw fieldError("body.onderwijsplanId", `onderwijsplan ${input.onderwijsplanId} bestaat niet`);
  if (input.doelId != null) {
    const doel = await db.onderwijsplanDoel.findUnique({
      where: { administratieNr_onderwijsplanId_id: { administratieNr, onderwijsplanId: input.onderwijsplanId, id: input.doelId } },
      select: { id: true },
    });
    if (!doel) throw fieldError("body.doelId", `doel ${input.doelId} hoort niet bij onderwijsplan ${input.onderwijsplanId}`);
  }
  const leerling = await db.leerling.findUnique({ where: { administratieNr_id: { administratieNr, id: input.leerlingId } }, select: { id: true } });
  if (!leerling) throw fieldError("body.leerlingId", `[[leerling]] ${input.leerlingId} bestaat niet`);
  const beoordelaar = await db.beoordelaar.findUnique({ where: { administratieNr_nr: { administratieNr, nr: input.beoordelaarNr } }, select: { actief: true } });
  if (!beoordelaar) throw fieldError("body.beoordelaarNr", `beoordelaar ${input.beoordelaarNr} bestaat niet`);
  if (!beoordelaar.actief) throw fieldError("body.beoordelaarNr", "deze beoordelaar is niet actief");
}

async function getBeoordeling(ctx: TenantContext, id: number) {
  const row = await db.beoordeling.findUnique({ where: { administratieNr_id: { administratieNr: ctx.administratieNr, id } }, include: beoordelingInclude });
  if (!row) throw notFound(`Beoordeling ${id}`);
  return beoordelingOut(row);
}

function beoordelingData(ctx: TenantContext, input: BeoordelingInput) {
  return {
    onderwijsplanId: input.onderwijsplanId,
    doelId: input.doelId ?? null,
    leerlingId: input.leerlingId,
    beoordelaarNr: input.beoordelaarNr,
    score: input.score,
    opmerking: input.opmerking?.trim() || null,
    datum: new Date(`${input.datum}T00:00:00Z`),
    beoordeeldDoor: ctx.gebruikerId,
  };
}

export async function addBeoordeling(ctx: TenantContext, input: BeoordelingInput) {
  await checkBeoordeling(ctx, input);
  const row = await db.beoordeling.create({ data: { administratieNr: ctx.administratieNr, ...beoordelingData(ctx, input) } });
  return getBeoordeling(ctx, row.id);
}

export async function editBeoordeling(ctx: TenantContext, input: BeoordelingInput & { id: number }) {
  await getBeoordeling(ctx, input.id);
  await checkBeoordeling(ctx, input);
  await db.beoordeling.update({ where: { administratieNr_id: { administratieNr: ctx.administratieNr, id: input.id } }, data: beoordelingData(ctx, input) });
  return getBeoordeling(ctx, input.id);
}

/** Beoordeling/delete/{a}/{b}/{c}: a = onderwijsplan id, b = leerling id, c = beoordeling id. Answers the removed rating. */
export async function deleteBeoordeling(ctx: TenantContext, onderwijsplanId: number, leerlingId: number, id: number) {
  const row = await db.beoordeling.findFirst({ where: { administratieNr: ctx.administratieNr, id, onderwijsplanId, leerlingId }, include: beoordelingInclude });
  if (!row) throw notFound(`Beoordeling ${id} van [[leerling]] ${leerlingId} bij onderwijsplan ${onderwijsplanId}`);
  await db.beoordeling.delete({ where: { administratieNr_id: { administratieNr: ctx.administratieNr, id } } });
  return beoordelingOut(row);
}
