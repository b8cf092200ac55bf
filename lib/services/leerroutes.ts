import { db, type Tx } from "@/lib/db/client";
import { gelijkeNaam } from "@/lib/db/zoeken";
import { badRequest, conflict, notFound, type FieldIssue } from "@/lib/api/errors";
import type { TenantContext } from "@/lib/api/context";
import { aantalTekst, formatLijst, schoonOfNull } from "@/lib/format";
import { SCHOOLSOORTEN, SCHOOLSOORT_LABELS, type SchoolsoortCode } from "@/lib/schoolsoort";
import { beheerbaarPakket, magBeheren, zichtbaarPakket } from "./leerroutepakketten";
import { pakketSlot, planWaardenNaar, planWaardenTekst } from "./plan-pakket";

/**
 * Learning routes of a package with their exit destinations (Uitstroombestemmingen) and their
 * trajectories per school type (Leerroutetrajecten), spec 1-product §2/§3, 2-api-calls §7.7.
 *
 * Reading needs membership and a visible package (own, or published by the same customer);
 * every write needs a package the caller may manage (beheerbaarPakket: 404 invisible, 403
 * shared read-only). A route is named by its `nummer` within the package, a trajectory by
 * route × schoolsoort.
 */

const opNaam = (a: { naam: string }, b: { naam: string }) => a.naam.localeCompare(b.naam, "nl", { sensitivity: "base" });
const schoolsoortVolgorde = (s: SchoolsoortCode) => SCHOOLSOORTEN.indexOf(s);

// -------------------------------------------------------------------------------------------
// Leerroutes
// -------------------------------------------------------------------------------------------

async function leerrouteRow(pakketId: number, nummer: number) {
  const row = await db.leerroute.findUnique({ where: { leerroutepakketId_nummer: { leerroutepakketId: pakketId, nummer } } });
  if (!row) throw notFound(`Leerroute ${nummer}`);
  return row;
}

/** The routes of a package in nummer order, each with its destinations (by name) and the school types it has a trajectory for. */
export async function listLeerroutesVanPakket(ctx: TenantContext, pakketId: number) {
  await zichtbaarPakket(ctx, pakketId);
  const rows = await db.leerroute.findMany({
    where: { leerroutepakketId: pakketId },
    orderBy: { nummer: "asc" },
    select: {
      nummer: true,
      naam: true,
      omschrijving: true,
      uitstroombestemmingen: { select: { uitstroombestemming: { select: { nummer: true, naam: true } } } },
      trajecten: { select: { schoolsoort: true } },
    },
  });
  return rows.map((l) => ({
    nummer: l.nummer,
    naam: l.naam,
    omschrijving: l.omschrijving,
    uitstroombestemmingen: l.uitstroombestemmingen.map((u) => u.uitstroombestemming).sort(opNaam),
    schoolsoorten: l.trajecten.map((t) => t.schoolsoort as SchoolsoortCode).sort((a, b) => schoolsoortVolgorde(a) - schoolsoortVolgorde(b)),
  }));
}
export type LeerrouteLijstView = Awaited<ReturnType<typeof listLeerroutesVanPakket>>[number];

/** One route: its destinations and a summary of its trajectories (school type, steps, phase range). */
export async function getLeerroute(ctx: TenantContext, pakketId: number, nummer: number) {
  const pakket = await zichtbaarPakket(ctx, pakketId);
  const l = await leerrouteRow(pakketId, nummer);
  const [bestemmingen, trajecten] = await Promise.all([
    db.leerrouteUitstroombestemming.findMany({
      where: { leerroutepakketId: pakketId, leerrouteNummer: nummer },
      select: { uitstroombestemming: { select: { nummer: true, naam: true, omschrijving: true } } },
    }),
    db.leerroutetraject.findMany({
      where: { leerroutepakketId: pakketId, leerrouteNummer: nummer },
      select: { schoolsoort: true, naam: true, omschrijving: true, fasen: { orderBy: { volgnummer: "asc" }, select: { leerjaar: true, faseNummer: true } } },
    }),
  ]);
  return {
    leerroutepakket: { id: pakket.id, naam: pakket.naam, beheerbaar: magBeheren(ctx, pakket) },
    nummer: l.nummer,
    naam: l.naam,
    omschrijving: l.omschrijving,
    uitstroombestemmingen: bestemmingen.map((b) => b.uitstroombestemming).sort(opNaam),
    trajecten: trajecten
      .map((t) => {
        const soort = t.schoolsoort as SchoolsoortCode;
        return {
          schoolsoort: soort,
          schoolsoortNaam: SCHOOLSOORT_LABELS[soort],
          naam: t.naam,
          omschrijving: t.omschrijving,
          aantalStappen: t.fasen.length,
          eersteLeerjaar: t.fasen[0]?.leerjaar ?? null,
          laatsteLeerjaar: t.fasen[t.fasen.length - 1]?.leerjaar ?? null,
          eersteFase: t.fasen.length ? Math.min(...t.fasen.map((f) => f.faseNummer)) : null,
          laatsteFase: t.fasen.length ? Math.max(...t.fasen.map((f) => f.faseNummer)) : null,
        };
      })
      .sort((a, b) => schoolsoortVolgorde(a.schoolsoort) - schoolsoortVolgorde(b.schoolsoort)),
  };
}
export type LeerrouteView = Awaited<ReturnType<typeof getLeerroute>>;

/** Every exit destination of the package (by name), with whether it is linked to this route: the edit form's choices. */
export async function uitstroombestemmingenVoorLeerroute(ctx: TenantContext, pakketId: number, nummer: number) {
  await zichtbaarPakket(ctx, pakketId);
  await leerrouteRow(pakketId, nummer);
  const rows = await db.uitstroombestemming.findMany({
    where: { leerroutepakketId: pakketId },
    select: { nummer: true, naam: true, omschrijving: true, leerroutes: { where: { leerrouteNummer: nummer }, select: { leerrouteNummer: true } } },
  });
  return rows.map((u) => ({ nummer: u.nummer, naam: u.naam, omschrijving: u.omschrijving, gekoppeld: u.leerroutes.length > 0 })).sort(opNaam);
}
export type UitstroombestemmingKeuzeView = Awaited<ReturnType<typeof uitstroombestemmingenVoorLeerroute>>[number];

export interface LeerrouteInput {
  leerroutepakketId: number;
  naam: string;
  omschrijving?: string | null;
  /** Nummers of existing destinations of the package: the complete set linked to the route. */
  uitstroombestemmingen?: number[];
  /** Names of destinations to link as well; one the package lacks is created (same name, any case: the existing one). */
  nieuweUitstroombestemmingen?: string[];
}

async function checkLeerrouteNaam(pakketId: number, naam: string, behalveNummer?: number) {
  const dubbel = await db.leerroute.findFirst({
    where: { leerroutepakketId: pakketId, naam: gelijkeNaam(naam), ...(behalveNummer !== undefined ? { nummer: { not: behalveNummer } } : {}) },
    select: { nummer: true },
  });
  if (dubbel) throw conflict(`Er bestaat al een leerroute met de naam "${naam}" in dit leerroutepakket.`);
}

/** 400 when a linked destination is not one of the package's. */
async function checkBestemmingen(pakketId: number, nummers: readonly number[]) {
  if (!nummers.length) return;
  const bestaand = new Set((await db.uitstroombestemming.findMany({ where: { leerroutepakketId: pakketId, nummer: { in: [...nummers] } }, select: { nummer: true } })).map((u) => u.nummer));
  const issues: FieldIssue[] = [];
  nummers.forEach((n, i) => {
    if (!bestaand.has(n)) issues.push({ path: `body.uitstroombestemmingen.${i}`, message: `uitstroombestemming ${n} hoort niet bij het leerroutepakket` });
  });
  if (issues.length) throw badRequest(`uitstroombestemmingen: ${issues[0]!.message}.`, issues);
}

/** Links exactly `nummers` (+ the new names) to the route, inside the caller's transaction. */
async function schrijfBestemmingen(tx: Tx, pakketId: number, leerrouteNummer: number, nummers: readonly number[] | undefined, nieuw: readonly string[]) {
  const koppel = new Set(nummers ?? []);
  if (nieuw.length) {
    const alle = await tx.uitstroombestemming.findMany({ where: { leerroutepakketId: pakketId }, select: { nummer: true, naam: true } });
    let volgende = alle.reduce((m, u) => Math.max(m, u.nummer), 0) + 1;
    for (const naam of nieuw) {
      const bestaand = alle.find((u) => u.naam.localeCompare(naam, "nl", { sensitivity: "base" }) === 0);
      if (bestaand) {
        koppel.add(bestaand.nummer);
        continue;
      }
      const nummer = volgende++;
      await tx.uitstroombestemming.create({ data: { leerroutepakketId: pakketId, nummer, naam } });
      alle.push({ nummer, naam });
      koppel.add(nummer);
    }
  }
  if (nummers === undefined && !nieuw.length) return;
  if (nummers !== undefined) {
    await tx.leerrouteUitstroombestemming.deleteMany({ where: { leerroutepakketId: pakketId, leerrouteNummer, uitstroombestemmingNummer: { notIn: [...koppel] } } });
  }
  await tx.leerrouteUitstroombestemming.createMany({
    data: [...koppel].map((u) => ({ leerroutepakketId: pakketId, leerrouteNummer, uitstroombestemmingNummer: u })),
    skipDuplicates: true,
  });
}

function uniekeNamen(namen: readonly string[] | undefined): string[] {
  const uit: string[] = [];
  for (const n of namen ?? []) {
    const t = n.trim();
    if (t && !uit.some((u) => u.localeCompare(t, "nl", { sensitivity: "base" }) === 0)) uit.push(t);
  }
  return uit;
}

/** Adds a route with the next free nummer; destinations as in LeerrouteInput. */
export async function addLeerroute(ctx: TenantContext, input: LeerrouteInput) {
  const pakket = await beheerbaarPakket(ctx, input.leerroutepakketId);
  const naam = input.naam.trim();
  await checkLeerrouteNaam(pakket.id, naam);
  await checkBestemmingen(pakket.id, input.uitstroombestemmingen ?? []);
  const nieuw = uniekeNamen(input.nieuweUitstroombestemmingen);
  const nummer = await db.$transaction(async (tx) => {
    const max = await tx.leerroute.aggregate({ where: { leerroutepakketId: pakket.id }, _max: { nummer: true } });
    const nr = (max._max.nummer ?? 0) + 1;
    await tx.leerroute.create({ data: { leerroutepakketId: pakket.id, nummer: nr, naam, omschrijving: schoonOfNull(input.omschrijving) } });
    await schrijfBestemmingen(tx, pakket.id, nr, input.uitstroombestemmingen ?? [], nieuw);
    return nr;
  });
  return getLeerroute(ctx, pakket.id, nummer);
}

/**
 * Changes name and description (omschrijving left out: unchanged) and, when `uitstroombestemmingen`
 * is given, replaces the linked destinations by exactly that set. Unlinking a destination that
 * pupils or development perspectives use with this route is refused (409).
 */
export async function editLeerroute(ctx: TenantContext, input: LeerrouteInput & { nummer: number }) {
  const pakket = await beheerbaarPakket(ctx, input.leerroutepakketId);
  const huidig = await leerrouteRow(pakket.id, input.nummer);
  const naam = input.naam.trim();
  await checkLeerrouteNaam(pakket.id, naam, input.nummer);
  await checkBestemmingen(pakket.id, input.uitstroombestemmingen ?? []);
  const nieuw = uniekeNamen(input.nieuweUitstroombestemmingen);
  if (input.uitstroombestemmingen !== undefined) {
    const blijft = new Set(input.uitstroombestemmingen);
    const weg = (
      await db.leerrouteUitstroombestemming.findMany({
        where: { leerroutepakketId: pakket.id, leerrouteNummer: input.nummer },
        select: { uitstroombestemmingNummer: true, uitstroombestemming: { select: { naam: true } } },
      })
    ).filter((k) => !blijft.has(k.uitstroombestemmingNummer) && !nieuw.some((n) => n.localeCompare(k.uitstroombestemming.naam, "nl", { sensitivity: "base" }) === 0));
    for (const k of weg) {
      const where = { leerroutepakketId: pakket.id, leerrouteNummer: input.nummer, uitstroombestemmingNummer: k.uitstroombestemmingNummer };
      const [leerlingen, opp] = await Promise.all([db.leerlingLeerroute.count({ where }), db.ontwikkelingsperspectief.count({ where })]);
      const delen = [leerlingen ? aantalTekst(leerlingen, "leerroute van een leerling", "leerroutes van leerlingen") : "", opp ? aantalTekst(opp, "ontwikkelingsperspectief", "ontwikkelingsperspectieven") : ""];
      if (leerlingen || opp)
        throw conflict(`Uitstroombestemming "${k.uitstroombestemming.naam}" kan niet worden losgekoppeld van ${huidig.naam}: ${formatLijst(delen)} ${leerlingen + opp === 1 ? "gebruikt" : "gebruiken"} deze combinatie.`);
    }
  }
  await db.$transaction(async (tx) => {
    await tx.leerroute.update({
      where: { leerroutepakketId_nummer: { leerroutepakketId: pakket.id, nummer: input.nummer } },
      data: { naam, ...(input.omschrijving !== undefined ? { omschrijving: schoonOfNull(input.omschrijving) } : {}) },
    });
    await schrijfBestemmingen(tx, pakket.id, input.nummer, input.uitstroombestemmingen, nieuw);
  });
  return getLeerroute(ctx, pakket.id, input.nummer);
}

/**
 * Deletes a route with its own rows (trajectories and their steps, destination links, and
 * stroomplan cells that hold nothing). Refused with 409 naming what depends on it: pupils on the
 * route, development perspectives, filled phase cells (indicators, lessons or lesson bundles) and
 * LR values of plans that still name the route (a later route would otherwise inherit the number).
 */
export async function deleteLeerroute(ctx: TenantContext, pakketId: number, nummer: number) {
  const pakket = await beheerbaarPakket(ctx, pakketId);
  const l = await leerrouteRow(pakket.id, nummer);
  const where = { leerroutepakketId: pakket.id, leerrouteNummer: nummer };
  const gevuld = { ...where, OR: [{ indicatoren: { some: {} } }, { lessen: { some: {} } }, { lesBundels: { some: {} } }, { suggesties: { some: {} } }] };
  try {
    await db.$transaction(async (tx) => {
      // Counted under the package's lock, so a plan save cannot name the route in between (pakketSlot).
      await pakketSlot(tx, pakket.id, "verwijderen");
      const [leerlingen, opp, cellen, planWaarden] = await Promise.all([
        tx.leerlingLeerroute.count({ where }),
        tx.ontwikkelingsperspectief.count({ where }),
        tx.leerroutepakketfase.count({ where: gevuld }),
        planWaardenNaar(tx, pakket.id, "leerroutes", nummer),
      ]);
      const delen: string[] = [];
      if (leerlingen) delen.push(aantalTekst(leerlingen, "leerroute van een leerling", "leerroutes van leerlingen"));
      if (opp) delen.push(aantalTekst(opp, "ontwikkelingsperspectief", "ontwikkelingsperspectieven"));
      if (cellen) delen.push(aantalTekst(cellen, "gevulde fase (met indicatoren of lessen)", "gevulde fasen (met indicatoren of lessen)"));
      delen.push(...planWaardenTekst(planWaarden));
      if (delen.length) throw conflict(`Leerroute "${l.naam}" kan niet worden verwijderd: er hangen nog ${formatLijst(delen)} aan.`);
      await tx.leerroutepakketfase.deleteMany({ where });
      await tx.leerroute.delete({ where: { leerroutepakketId_nummer: { leerroutepakketId: pakket.id, nummer } } });
    });
  } catch (e) {
    if ((e as { code?: string }).code === "P2003") throw conflict(`Leerroute "${l.naam}" wordt nog gebruikt en kan niet worden verwijderd.`);
    throw e;
  }
  return { leerroutepakketId: pakket.id, nummer, verwijderd: true };
}

// -------------------------------------------------------------------------------------------
// Leerroutetrajecten
// -------------------------------------------------------------------------------------------

const trajectSelect = {
  leerrouteNummer: true,
  schoolsoort: true,
  naam: true,
  omschrijving: true,
  leerroute: { select: { naam: true } },
  fasen: { orderBy: { volgnummer: "asc" }, select: { volgnummer: true, leerjaar: true, faseNummer: true, fase: { select: { naam: true } } } },
} as const;

type TrajectRow = {
  leerrouteNummer: number;
  schoolsoort: string;
  naam: string | null;
  omschrijving: string | null;
  leerroute: { naam: string };
  fasen: { volgnummer: number; leerjaar: string; faseNummer: number; fase: { naam: string } }[];
};

function trajectOut(pakketId: number, t: TrajectRow) {
  const soort = t.schoolsoort as SchoolsoortCode;
  return {
    leerroutepakketId: pakketId,
    leerrouteNummer: t.leerrouteNummer,
    leerrouteNaam: t.leerroute.naam,
    schoolsoort: soort,
    schoolsoortNaam: SCHOOLSOORT_LABELS[soort],
    naam: t.naam,
    omschrijving: t.omschrijving,
    stappen: t.fasen.map((f) => ({ volgnummer: f.volgnummer, leerjaar: f.leerjaar, faseNummer: f.faseNummer, faseNaam: f.fase.naam })),
  };
}
export type TrajectView = ReturnType<typeof trajectOut>;

/** The trajectories of every route of the package in one school type, by route nummer. */
export async function trajectenVoorSchoolsoort(ctx: TenantContext, pakketId: number, schoolsoort: SchoolsoortCode) {
  await zichtbaarPakket(ctx, pakketId);
  const rows = await db.leerroutetraject.findMany({ where: { leerroutepakketId: pakketId, schoolsoort }, orderBy: { leerrouteNummer: "asc" }, select: trajectSelect });
  return rows.map((t) => trajectOut(pakketId, t));
}

/**
 * A route's trajectories per school type (in the order BO, SBO, SO, VSO, PRO, VO) with their
 * steps, plus the phases of the package (the choices for a step).
 */
export async function trajectenVanLeerroute(ctx: TenantContext, pakketId: number, nummer: number) {
  await zichtbaarPakket(ctx, pakketId);
  const l = await leerrouteRow(pakketId, nummer);
  const [rows, fasen] = await Promise.all([
    db.leerroutetraject.findMany({ where: { leerroutepakketId: pakketId, leerrouteNummer: nummer }, select: trajectSelect }),
    db.fase.findMany({ where: { leerroutepakketId: pakketId }, orderBy: [{ volgnummer: "asc" }, { nummer: "asc" }], select: { nummer: true, naam: true } }),
  ]);
  return {
    leerroutepakketId: pakketId,
    leerrouteNummer: l.nummer,
    leerrouteNaam: l.naam,
    trajecten: rows.map((t) => trajectOut(pakketId, t)).sort((a, b) => schoolsoortVolgorde(a.schoolsoort) - schoolsoortVolgorde(b.schoolsoort)),
    fasen,
  };
}
export type TrajectenVanLeerrouteView = Awaited<ReturnType<typeof trajectenVanLeerroute>>;

async function trajectRow(pakketId: number, leerrouteNummer: number, schoolsoort: SchoolsoortCode) {
  const row = await db.leerroutetraject.findUnique({
    where: { leerroutepakketId_leerrouteNummer_schoolsoort: { leerroutepakketId: pakketId, leerrouteNummer, schoolsoort } },
    select: trajectSelect,
  });
  if (!row) throw notFound(`Het traject van leerroute ${leerrouteNummer} in het ${SCHOOLSOORT_LABELS[schoolsoort].toLowerCase()}`);
  return row;
}

/** One trajectory with its ordered steps (volgnummer, leerjaar label, fase nummer and name). */
export async function getTraject(ctx: TenantContext, pakketId: number, leerrouteNummer: number, schoolsoort: SchoolsoortCode) {
  await zichtbaarPakket(ctx, pakketId);
  await leerrouteRow(pakketId, leerrouteNummer);
  return trajectOut(pakketId, await trajectRow(pakketId, leerrouteNummer, schoolsoort));
}

export interface TrajectInput {
  leerroutepakketId: number;
  leerrouteNummer: number;
  schoolsoort: SchoolsoortCode;
  naam?: string | null;
  omschrijving?: string | null;
  /** The steps in order: in this school year level (label) the pupil works in this phase. */
  stappen: { leerjaar: string; faseNummer: number }[];
}

/** 400 naming the field: the route and every step's phase must belong to the package; a leerjaar only once. */
async function checkTraject(pakketId: number, input: TrajectInput) {
  const route = await db.leerroute.findUnique({ where: { leerroutepakketId_nummer: { leerroutepakketId: pakketId, nummer: input.leerrouteNummer } }, select: { nummer: true } });
  if (!route) throw badRequest("leerrouteNummer: deze leerroute hoort niet bij het leerroutepakket.", [{ path: "body.leerrouteNummer", message: "deze leerroute hoort niet bij het leerroutepakket" }]);
  const fasen = new Set((await db.fase.findMany({ where: { leerroutepakketId: pakketId }, select: { nummer: true } })).map((f) => f.nummer));
  const issues: FieldIssue[] = [];
  const gezien = new Set<string>();
  input.stappen.forEach((s, i) => {
    if (!fasen.has(s.faseNummer)) issues.push({ path: `body.stappen.${i}.faseNummer`, message: `fase ${s.faseNummer} hoort niet bij het leerroutepakket` });
    const key = s.leerjaar.trim().toLocaleLowerCase("nl");
    if (gezien.has(key)) issues.push({ path: `body.stappen.${i}.leerjaar`, message: `leerjaar "${s.leerjaar.trim()}" staat al eerder in dit traject` });
    gezien.add(key);
  });
  if (issues.length) throw badRequest(`stappen: ${issues[0]!.message}${issues.length > 1 ? ` (en ${issues.length - 1} andere)` : ""}.`, issues);
}

async function schrijfStappen(tx: Tx, pakketId: number, input: TrajectInput) {
  const key = { leerroutepakketId: pakketId, leerrouteNummer: input.leerrouteNummer, schoolsoort: input.schoolsoort };
  await tx.leerroutetrajectFase.deleteMany({ where: key });
  await tx.leerroutetrajectFase.createMany({ data: input.stappen.map((s, i) => ({ ...key, volgnummer: i + 1, faseNummer: s.faseNummer, leerjaar: s.leerjaar.trim() })) });
}

/** Adds the trajectory of a route in a school type (one per route × school type, else 409). */
export async function addTraject(ctx: TenantContext, input: TrajectInput) {
  const pakket = await beheerbaarPakket(ctx, input.leerroutepakketId);
  await checkTraject(pakket.id, input);
  const key = { leerroutepakketId: pakket.id, leerrouteNummer: input.leerrouteNummer, schoolsoort: input.schoolsoort };
  const bestaat = await db.leerroutetraject.findUnique({ where: { leerroutepakketId_leerrouteNummer_schoolsoort: key }, select: { leerroute: { select: { naam: true } } } });
  if (bestaat)
    throw conflict(`${bestaat.leerroute.naam} heeft al een traject in het ${SCHOOLSOORT_LABELS[input.schoolsoort].toLowerCase()}; wijzig het bestaande traject.`);
  try {
    await db.$transaction(async (tx) => {
      await tx.leerroutetraject.create({ data: { ...key, naam: schoonOfNull(input.naam), omschrijving: schoonOfNull(input.omschrijving) } });
      await schrijfStappen(tx, pakket.id, input);
    });
  } catch (e) {
    if ((e as { code?: string }).code === "P2002") throw conflict(`Deze leerroute heeft al een traject in het ${SCHOOLSOORT_LABELS[input.schoolsoort].toLowerCase()}.`);
    throw e;
  }
  return getTraject(ctx, pakket.id, input.leerrouteNummer, input.schoolsoort);
}

/** Replaces name, description (left out: unchanged) and all steps of a trajectory, in one transaction. */
export async function editTraject(ctx: TenantContext, input: TrajectInput) {
  const pakket = await beheerbaarPakket(ctx, input.leerroutepakketId);
  await checkTraject(pakket.id, input);
  await trajectRow(pakket.id, input.leerrouteNummer, input.schoolsoort);
  const key = { leerroutepakketId: pakket.id, leerrouteNummer: input.leerrouteNummer, schoolsoort: input.schoolsoort };
  await db.$transaction(async (tx) => {
    await tx.leerroutetraject.update({
      where: { leerroutepakketId_leerrouteNummer_schoolsoort: key },
      data: {
        ...(input.naam !== undefined ? { naam: schoonOfNull(input.naam) } : {}),
        ...(input.omschrijving !== undefined ? { omschrijving: schoonOfNull(input.omschrijving) } : {}),
      },
    });
    await schrijfStappen(tx, pakket.id, input);
  });
  return getTraject(ctx, pakket.id, input.leerrouteNummer, input.schoolsoort);
}

/** Deletes a trajectory with its steps (nothing else refers to a trajectory). */
export async function deleteTraject(ctx: TenantContext, pakketId: number, leerrouteNummer: number, schoolsoort: SchoolsoortCode) {
  const pakket = await beheerbaarPakket(ctx, pakketId);
  await leerrouteRow(pakket.id, leerrouteNummer);
  await trajectRow(pakket.id, leerrouteNummer, schoolsoort);
  await db.leerroutetraject.delete({ where: { leerroutepakketId_leerrouteNummer_schoolsoort: { leerroutepakketId: pakket.id, leerrouteNummer, schoolsoort } } });
  return { leerroutepakketId: pakket.id, leerrouteNummer, schoolsoort, verwijderd: true };
}
