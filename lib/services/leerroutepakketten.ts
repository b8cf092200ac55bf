import { db, type Tx } from "@/lib/db/client";
import { aantalTekst, formatLijst, schoonOfNull } from "@/lib/format";
import { badRequest, conflict, forbidden, notFound } from "@/lib/api/errors";
import type { TenantContext } from "@/lib/api/context";
import { canManageLeerroutepakket } from "@/lib/permissions";
import { checkPermutatie } from "./ordening";
import { bevat, gelijkeNaam } from "@/lib/db/zoeken";
import { pakketSlot, planWaardenNaar, planWaardenTekst, type PlanWaarden } from "./plan-pakket";

/**
 * Learning-route packages (spec 1-product §3, §6; 2-api-calls §7.5, §7.7).
 *
 * Visibility: an administration sees its own packages and the published packages of other
 * administrations with the same klantId; anything else is 404. Managing (every write below)
 * needs Leerroutepakketten manage and the same klantId (canManageLeerroutepakket) and is only
 * possible in the owner administration: a published package is shared read-only.
 */

export interface PakketRef {
  id: number;
  administratieNr: number;
  klantId: number;
  naam: string;
  gepubliceerd: boolean;
}

/** Where a package is visible to the caller: own packages and the customer's published ones. */
export function zichtbaarWhere(ctx: TenantContext) {
  return {
    OR: [{ administratieNr: ctx.administratieNr }, { klantId: ctx.klantId, gepubliceerd: true }],
  };
}

/** True when the caller may change the package: manage + same klantId, and it is their own package. */
export function magBeheren(ctx: TenantContext, pakket: { administratieNr: number; klantId: number }): boolean {
  return pakket.administratieNr === ctx.administratieNr && canManageLeerroutepakket(ctx.permissions, pakket);
}

/** The fields of PakketRef, for reads that fetch the package together with its content. */
export const pakketRefSelect = { id: true, administratieNr: true, klantId: true, naam: true, gepubliceerd: true } as const;

/** The package when the caller may see it, else 404. */
export async function zichtbaarPakket(ctx: TenantContext, id: number): Promise<PakketRef> {
  const pakket = await db.leerroutepakket.findFirst({
    where: { id, ...zichtbaarWhere(ctx) },
    select: { id: true, administratieNr: true, klantId: true, naam: true, gepubliceerd: true },
  });
  if (!pakket) throw notFound(`Leerroutepakket ${id}`);
  return pakket;
}

/** The package when the caller may manage it: 404 when invisible, 403 when read-only. */
export async function beheerbaarPakket(ctx: TenantContext, id: number): Promise<PakketRef> {
  const pakket = await zichtbaarPakket(ctx, id);
  if (!magBeheren(ctx, pakket)) {
    throw forbidden(
      pakket.administratieNr !== ctx.administratieNr
        ? `Leerroutepakket "${pakket.naam}" is gedeeld door een andere administratie en kan hier alleen worden bekeken.`
        : "U heeft geen rechten om leerroutepakketten te beheren.",
    );
  }
  return pakket;
}

interface Afhankelijk {
  evaluaties: number;
  plandoelen: number;
  plannen?: number;
  handelingsdelen: number;
  monitorlijnen?: number;
  leerlingen?: number;
  ontwikkelingsperspectieven?: number;
  lessen?: number;
  /** Values of plan-only items (DOM, MON) in OPPs and pupil plans that point at the item. */
  planWaarden?: PlanWaarden;
}

/** 409 naming what still depends on the item, or nothing when free. */
function weigerBijAfhankelijkheden(wat: string, a: Afhankelijk) {
  const delen: string[] = [];
  if (a.evaluaties) delen.push(aantalTekst(a.evaluaties, "evaluatie", "evaluaties"));
  if (a.plannen) delen.push(aantalTekst(a.plannen, "plan", "plannen"));
  if (a.plandoelen) delen.push(aantalTekst(a.plandoelen, "plandoel", "plandoelen"));
  if (a.handelingsdelen) delen.push(aantalTekst(a.handelingsdelen, "handelingsdeel van een ontwikkelingsperspectief", "handelingsdelen van ontwikkelingsperspectieven"));
  if (a.ontwikkelingsperspectieven) delen.push(aantalTekst(a.ontwikkelingsperspectieven, "ontwikkelingsperspectief", "ontwikkelingsperspectieven"));
  if (a.monitorlijnen) delen.push(aantalTekst(a.monitorlijnen, "monitorlijn van een leerlingplan", "monitorlijnen van leerlingplannen"));
  if (a.leerlingen) delen.push(aantalTekst(a.leerlingen, "leerroute van een leerling", "leerroutes van leerlingen"));
  if (a.lessen) delen.push(aantalTekst(a.lessen, "gekoppelde les", "gekoppelde lessen"));
  if (a.planWaarden) delen.push(...planWaardenTekst(a.planWaarden));
  if (delen.length) throw conflict(`${wat} kan niet worden verwijderd: er hangen nog ${formatLijst(delen)} aan.`);
}

async function schrijfVolgorde(tx: Tx, kind: "competentie" | "indicator", pakketId: number, ids: readonly number[]) {
  // One statement per row, inside the caller's transaction: all or nothing.
  for (const [i, id] of ids.entries()) {
    if (kind === "competentie") await tx.competentie.update({ where: { leerroutepakketId_id: { leerroutepakketId: pakketId, id } }, data: { volgnummer: i + 1 } });
    else await tx.indicator.update({ where: { leerroutepakketId_id: { leerroutepakketId: pakketId, id } }, data: { volgnummer: i + 1 } });
  }
}

function p2002(e: unknown): boolean {
  return (e as { code?: string }).code === "P2002";
}

// -------------------------------------------------------------------------------------------
// Leerroutepakketten
// -------------------------------------------------------------------------------------------

const pakketSelect = {
  id: true,
  administratieNr: true,
  klantId: true,
  naam: true,
  omschrijving: true,
  gepubliceerd: true,
  gepubliceerdOp: true,
  administratie: { select: { naam: true } },
  // Counted in the same statement as the package (issue 19: a list is one statement).
  _count: { select: { domeinen: true, competenties: true, niveaus: true, indicatoren: true } },
} as const;

type PakketRow = {
  id: number;
  administratieNr: number;
  klantId: number;
  naam: string;
  omschrijving: string | null;
  gepubliceerd: boolean;
  gepubliceerdOp: Date | null;
  administratie: { naam: string };
  _count: { domeinen: number; competenties: number; niveaus: number; indicatoren: number };
};

function pakketOut(ctx: TenantContext, p: PakketRow, actief?: boolean) {
  return {
    id: p.id,
    naam: p.naam,
    omschrijving: p.omschrijving,
    klantId: p.klantId,
    administratieNr: p.administratieNr,
    eigenaar: p.administratie.naam,
    eigen: p.administratieNr === ctx.administratieNr,
    gepubliceerd: p.gepubliceerd,
    gepubliceerdOp: p.gepubliceerdOp?.toISOString() ?? null,
    beheerbaar: magBeheren(ctx, p),
    actief: actief ?? false,
    aantallen: { domeinen: p._count.domeinen, competenties: p._count.competenties, niveaus: p._count.niveaus, indicatoren: p._count.indicatoren },
  };
}

export type LeerroutepakketView = ReturnType<typeof pakketOut>;

/** Own packages and the published ones of the same customer, sorted by name. */
export async function listLeerroutepakketten(ctx: TenantContext, opties: { zoek?: string; alleenActief?: boolean } = {}) {
  const zoek = opties.zoek?.trim();
  const rows = await db.leerroutepakket.findMany({
    where: {
      ...zichtbaarWhere(ctx),
      ...(zoek ? { naam: bevat(zoek) } : {}),
      ...(opties.alleenActief ? { gebruik: { some: { administratieNr: ctx.administratieNr, actief: true } } } : {}),
    },
    select: { ...pakketSelect, gebruik: { where: { administratieNr: ctx.administratieNr }, select: { actief: true } } },
    orderBy: [{ naam: "asc" }, { id: "asc" }],
  });
  return rows
    .map((r) => pakketOut(ctx, r, r.gebruik[0]?.actief ?? false))
    .sort((a, b) => a.naam.localeCompare(b.naam, "nl", { sensitivity: "base" }) || a.id - b.id);
}

export async function getLeerroutepakket(ctx: TenantContext, id: number) {
  const row = await db.leerroutepakket.findFirst({
    where: { id, ...zichtbaarWhere(ctx) },
    select: { ...pakketSelect, gebruik: { where: { administratieNr: ctx.administratieNr }, select: { actief: true } } },
  });
  if (!row) throw notFound(`Leerroutepakket ${id}`);
  return pakketOut(ctx, row, row.gebruik[0]?.actief ?? false);
}

export interface PakketInput {
  naam: string;
  omschrijving?: string | null;
}

async function checkPakketNaam(ctx: TenantContext, naam: string, behalveId?: number) {
  const dubbel = await db.leerroutepakket.findFirst({
    where: { administratieNr: ctx.administratieNr, naam: gelijkeNaam(naam), ...(behalveId ? { id: { not: behalveId } } : {}) },
    select: { id: true },
  });
  if (dubbel) throw conflict(`Er bestaat al een leerroutepakket met de naam "${naam}".`);
}

export async function addLeerroutepakket(ctx: TenantContext, input: PakketInput) {
  if (!canManageLeerroutepakket(ctx.permissions, { klantId: ctx.klantId })) throw forbidden("U heeft geen rechten om leerroutepakketten te beheren.");
  const naam = input.naam.trim();
  await checkPakketNaam(ctx, naam);
  const pakket = await db.$transaction(async (tx) => {
    const p = await tx.leerroutepakket.create({
      data: { administratieNr: ctx.administratieNr, klantId: ctx.klantId, naam, omschrijving: schoonOfNull(input.omschrijving) },
    });
    // The owner uses its own package from the start.
    await tx.administratieLeerroutepakket.create({ data: { administratieNr: ctx.administratieNr, leerroutepakketId: p.id, klantId: ctx.klantId } });
    return p;
  });
  return getLeerroutepakket(ctx, pakket.id);
}

/**
 * Edits name and description (owner with manage). `actief` switches whether this administration
 * uses the package (also allowed for a shared package, with Leerroutepakketten manage).
 */
export async function editLeerroutepakket(ctx: TenantContext, input: PakketInput & { id: number; actief?: boolean }) {
  const pakket = await zichtbaarPakket(ctx, input.id);
  const eigen = pakket.administratieNr === ctx.administratieNr;
  if (eigen) await beheerbaarPakket(ctx, input.id);
  else {
    // A shared package: only the "in use" switch, and only with the manage right.
    if (!canManageLeerroutepakket(ctx.permissions, pakket)) throw forbidden("U heeft geen rechten om leerroutepakketten te beheren.");
    if (input.naam.trim() !== pakket.naam) throw forbidden(`Leerroutepakket "${pakket.naam}" is gedeeld door een andere administratie en kan hier alleen worden bekeken.`);
  }
  const naam = input.naam.trim();
  if (eigen) await checkPakketNaam(ctx, naam, input.id);
  await db.$transaction(async (tx) => {
    if (eigen) {
      await tx.leerroutepakket.update({
        where: { id: input.id },
        data: { naam, ...(input.omschrijving !== undefined ? { omschrijving: schoonOfNull(input.omschrijving) } : {}) },
      });
    }
    if (input.actief !== undefined) {
      await tx.administratieLeerroutepakket.upsert({
        where: { administratieNr_leerroutepakketId: { administratieNr: ctx.administratieNr, leerroutepakketId: input.id } },
        create: { administratieNr: ctx.administratieNr, leerroutepakketId: input.id, klantId: pakket.klantId, actief: input.actief },
        update: { actief: input.actief },
      });
    }
  });
  return getLeerroutepakket(ctx, input.id);
}

/**
 * Publishes the package to the other administrations of the customer (gepubliceerd=false takes
 * it back, refused while another administration uses it).
 */
export async function publishLeerroutepakket(ctx: TenantContext, input: { id: number; gepubliceerd?: boolean }) {
  const pakket = await beheerbaarPakket(ctx, input.id);
  const publiceren = input.gepubliceerd ?? true;
  if (!publiceren && pakket.gepubliceerd) {
    const anderen = await db.administratieLeerroutepakket.count({ where: { leerroutepakketId: input.id, administratieNr: { not: ctx.administratieNr } } });
    if (anderen) throw conflict(`Het leerroutepakket wordt gebruikt door ${aantalTekst(anderen, "andere administratie", "andere administraties")} en kan niet meer worden teruggetrokken.`);
  }
  if (publiceren !== pakket.gepubliceerd) {
    await db.leerroutepakket.update({ where: { id: input.id }, data: { gepubliceerd: publiceren, gepubliceerdOp: publiceren ? new Date() : null } });
  }
  return getLeerroutepakket(ctx, input.id);
}

export async function deleteLeerroutepakket(ctx: TenantContext, id: number) {
  const pakket = await beheerbaarPakket(ctx, id);
  const leerroutepakketId = id;
  const [evaluaties, plannen, plandoelen, handelingsdelen, monitorlijnen, leerlingen, ontwikkelingsperspectieven, anderen] = await Promise.all([
    db.evaluatie.count({ where: { leerroutepakketId } }),
    db.onderwijsplan.count({ where: { leerroutepakketId } }),
    db.onderwijsplanDoel.count({ where: { leerroutepakketId } }),
    db.ontwikkelingsperspectiefHandelingsdeel.count({ where: { leerroutepakketId } }),
    db.leerlingplanMonitorlijn.count({ where: { leerroutepakketId } }),
    db.leerlingLeerroute.count({ where: { leerroutepakketId } }),
    db.ontwikkelingsperspectief.count({ where: { leerroutepakketId } }),
    db.administratieLeerroutepakket.count({ where: { leerroutepakketId, administratieNr: { not: ctx.administratieNr } } }),
  ]);
  weigerBijAfhankelijkheden(`Leerroutepakket "${pakket.naam}"`, { evaluaties, plannen, plandoelen, handelingsdelen, monitorlijnen, leerlingen, ontwikkelingsperspectieven });
  if (anderen) throw conflict(`Leerroutepakket "${pakket.naam}" kan niet worden verwijderd: het wordt gebruikt door ${aantalTekst(anderen, "andere administratie", "andere administraties")}.`);
  try {
    await db.$transaction(async (tx) => {
      // Order matters for the NO ACTION keys between the package's own rows.
      await tx.leerroutepakketfase.deleteMany({ where: { leerroutepakketId } });
      await tx.indicator.deleteMany({ where: { leerroutepakketId } });
      await tx.competentieniveau.deleteMany({ where: { leerroutepakketId } });
      await tx.competentie.deleteMany({ where: { leerroutepakketId } });
      await tx.leerroutepakket.delete({ where: { id } });
    });
  } catch (e) {
    if ((e as { code?: string }).code === "P2003") throw conflict(`Leerroutepakket "${pakket.naam}" wordt nog gebruikt (bijvoorbeeld door vakgebieden of lesbundels) en kan niet worden verwijderd.`);
    throw e;
  }
  return { id, verwijderd: true };
}

// -------------------------------------------------------------------------------------------
// Niveaus
// -------------------------------------------------------------------------------------------

function niveauOut(n: { nummer: number; waarde: string; label: string; omschrijving: string | null; volgnummer: number }) {
  return { nummer: n.nummer, waarde: n.waarde, label: n.label, omschrijving: n.omschrijving, volgnummer: n.volgnummer };
}
export type NiveauView = ReturnType<typeof niveauOut>;

async function niveausVan(pakketId: number) {
  const rows = await db.niveau.findMany({ where: { leerroutepakketId: pakketId }, orderBy: [{ volgnummer: "asc" }, { nummer: "asc" }] });
  return rows.map(niveauOut);
}

export async function listNiveaus(ctx: TenantContext, pakketId: number) {
  await zichtbaarPakket(ctx, pakketId);
  const [niveaus, tellingen] = await Promise.all([
    niveausVan(pakketId),
    db.indicator.groupBy({ by: ["niveauNummer"], where: { leerroutepakketId: pakketId }, _count: { _all: true } }),
  ]);
  return niveaus.map((n) => ({ ...n, aantalIndicatoren: tellingen.find((t) => t.niveauNummer === n.nummer)?._count._all ?? 0 }));
}

async function niveauRow(pakketId: number, nummer: number) {
  const row = await db.niveau.findUnique({ where: { leerroutepakketId_nummer: { leerroutepakketId: pakketId, nummer } } });
  if (!row) throw notFound(`Niveau ${nummer}`);
  return row;
}

export async function getNiveau(ctx: TenantContext, pakketId: number, nummer: number) {
  await zichtbaarPakket(ctx, pakketId);
  const row = await niveauRow(pakketId, nummer);
  const aantalIndicatoren = await db.indicator.count({ where: { leerroutepakketId: pakketId, niveauNummer: nummer } });
  return { ...niveauOut(row), leerroutepakketId: pakketId, aantalIndicatoren };
}

export interface NiveauInput {
  leerroutepakketId: number;
  waarde: string;
  label: string;
  omschrijving?: string | null;
}

async function checkNiveauWaarde(pakketId: number, waarde: string, behalveNummer?: number) {
  const dubbel = await db.niveau.findFirst({
    where: { leerroutepakketId: pakketId, waarde: gelijkeNaam(waarde), ...(behalveNummer ? { nummer: { not: behalveNummer } } : {}) },
  });
  if (dubbel) throw conflict(`Er bestaat al een niveau met de waarde "${waarde}" in dit leerroutepakket.`);
}

export async function addNiveau(ctx: TenantContext, input: NiveauInput) {
  const pakket = await beheerbaarPakket(ctx, input.leerroutepakketId);
  const waarde = input.waarde.trim();
  await checkNiveauWaarde(pakket.id, waarde);
  const nummer = await db.$transaction(async (tx) => {
    const max = await tx.niveau.aggregate({ where: { leerroutepakketId: pakket.id }, _max: { nummer: true, volgnummer: true } });
    const nieuw = (max._max.nummer ?? 0) + 1;
    await tx.niveau.create({
      data: { leerroutepakketId: pakket.id, nummer: nieuw, waarde, label: input.label.trim(), omschrijving: schoonOfNull(input.omschrijving), volgnummer: (max._max.volgnummer ?? 0) + 1 },
    });
    return nieuw;
  });
  return getNiveau(ctx, pakket.id, nummer);
}

export async function editNiveau(ctx: TenantContext, input: NiveauInput & { nummer: number }) {
  const pakket = await beheerbaarPakket(ctx, input.leerroutepakketId);
  await niveauRow(pakket.id, input.nummer);
  const waarde = input.waarde.trim();
  await checkNiveauWaarde(pakket.id, waarde, input.nummer);
  await db.niveau.update({
    where: { leerroutepakketId_nummer: { leerroutepakketId: pakket.id, nummer: input.nummer } },
    data: { waarde, label: input.label.trim(), ...(input.omschrijving !== undefined ? { omschrijving: schoonOfNull(input.omschrijving) } : {}) },
  });
  return getNiveau(ctx, pakket.id, input.nummer);
}

/** Stores a new order of all levels of the package (nummers, the stable ids, in display order). */
export async function organizeNiveaus(ctx: TenantContext, input: { leerroutepakketId: number; nummers: number[] }) {
  const pakket = await beheerbaarPakket(ctx, input.leerroutepakketId);
  await db.$transaction(async (tx) => {
    const huidige = await tx.niveau.findMany({ where: { leerroutepakketId: pakket.id }, select: { nummer: true } });
    checkPermutatie(huidige.map((n) => n.nummer), input.nummers, "body.nummers", "niveaus");
    for (const [i, nummer] of input.nummers.entries())
      await tx.niveau.update({ where: { leerroutepakketId_nummer: { leerroutepakketId: pakket.id, nummer } }, data: { volgnummer: i + 1 } });
  });
  return niveausVan(pakket.id);
}

export async function deleteNiveau(ctx: TenantContext, pakketId: number, nummer: number) {
  const pakket = await beheerbaarPakket(ctx, pakketId);
  const niveau = await niveauRow(pakket.id, nummer);
  const where = { leerroutepakketId: pakket.id, niveauNummer: nummer };
  await db.$transaction(async (tx) => {
    // Counted under the package's lock, so a plan save cannot name the level in between (pakketSlot).
    await pakketSlot(tx, pakket.id, "verwijderen");
    const [evaluaties, plandoelen, handelingsdelen, monitorlijnen, planWaarden] = await Promise.all([
      tx.evaluatie.count({ where }),
      tx.onderwijsplanDoel.count({ where }),
      tx.ontwikkelingsperspectiefHandelingsdeel.count({ where }),
      tx.leerlingplanMonitorlijn.count({ where: { leerroutepakketId: pakket.id, OR: [{ startniveauNummer: nummer }, { doelniveauNummer: nummer }] } }),
      planWaardenNaar(tx, pakket.id, "niveaus", nummer),
    ]);
    weigerBijAfhankelijkheden(`Niveau "${niveau.label}"`, { evaluaties, plandoelen, handelingsdelen, monitorlijnen, planWaarden });
    await tx.leerroutepakketfase.updateMany({ where, data: { niveauNummer: null } });
    await tx.indicator.deleteMany({ where });
    await tx.competentieniveau.deleteMany({ where });
    await tx.niveau.delete({ where: { leerroutepakketId_nummer: { leerroutepakketId: pakket.id, nummer } } });
  });
  return { leerroutepakketId: pakket.id, nummer, verwijderd: true };
}

/**
 * The flow chart of a package: levels (columns, display order) × competencies (rows, grouped by
 * domain), each cell with its indicator count and whether the competentieniveau is described.
 */
export async function getStroomplan(ctx: TenantContext, pakketId: number, domeinId?: number) {
  const pakket = await zichtbaarPakket(ctx, pakketId);
  if (domeinId !== undefined) {
    const d = await db.domein.findFirst({ where: { id: domeinId, leerroutepakketId: pakketId }, select: { id: true } });
    if (!d) throw notFound(`Domein ${domeinId}`);
  }
  const domeinFilter = domeinId !== undefined ? { domeinId } : {};
  const [niveaus, domeinen, competenties, cellen, tellingen] = await Promise.all([
    niveausVan(pakketId),
    db.domein.findMany({ where: { leerroutepakketId: pakketId, ...(domeinId !== undefined ? { id: domeinId } : {}) }, orderBy: [{ volgnummer: "asc" }, { naam: "asc" }], select: { id: true, naam: true, code: true } }),
    db.competentie.findMany({ where: { leerroutepakketId: pakketId, ...domeinFilter }, orderBy: [{ volgnummer: "asc" }, { naam: "asc" }], select: { id: true, naam: true, domeinId: true, volgnummer: true } }),
    db.competentieniveau.findMany({ where: { leerroutepakketId: pakketId, ...(domeinId !== undefined ? { competentie: { domeinId } } : {}) }, select: { competentieId: true, niveauNummer: true, omschrijving: true } }),
    db.indicator.groupBy({ by: ["competentieId", "niveauNummer"], where: { leerroutepakketId: pakketId, ...domeinFilter }, _count: { _all: true } }),
  ]);
  const key = (c: number, n: number) => `${c}:${n}`;
  const telMap = new Map(tellingen.map((t) => [key(t.competentieId, t.niveauNummer), t._count._all]));
  const celMap = new Map(cellen.map((c) => [key(c.competentieId, c.niveauNummer), c]));
  return {
    leerroutepakket: { id: pakket.id, naam: pakket.naam, beheerbaar: magBeheren(ctx, pakket) },
    niveaus,
    domeinen: domeinen.map((d) => ({
      ...d,
      competenties: competenties
        .filter((c) => c.domeinId === d.id)
        .map((c) => ({
          id: c.id,
          naam: c.naam,
          volgnummer: c.volgnummer,
          cellen: niveaus.map((n) => {
            const cel = celMap.get(key(c.id, n.nummer));
            return { niveauNummer: n.nummer, aantalIndicatoren: telMap.get(key(c.id, n.nummer)) ?? 0, beschreven: !!cel, omschrijving: cel?.omschrijving ?? null };
          }),
        })),
    })),
  };
}
export type StroomplanView = Awaited<ReturnType<typeof getStroomplan>>;

// -------------------------------------------------------------------------------------------
// Domeinen
// -------------------------------------------------------------------------------------------

async function domeinRow(pakketId: number, id: number) {
  const row = await db.domein.findFirst({ where: { id, leerroutepakketId: pakketId } });
  if (!row) throw notFound(`Domein ${id}`);
  return row;
}

export async function listDomeinen(ctx: TenantContext, pakketId: number) {
  await zichtbaarPakket(ctx, pakketId);
  const [rows, comp, ind] = await Promise.all([
    db.domein.findMany({ where: { leerroutepakketId: pakketId }, orderBy: [{ volgnummer: "asc" }, { naam: "asc" }] }),
    db.competentie.groupBy({ by: ["domeinId"], where: { leerroutepakketId: pakketId }, _count: { _all: true } }),
    db.indicator.groupBy({ by: ["domeinId"], where: { leerroutepakketId: pakketId }, _count: { _all: true } }),
  ]);
  return rows.map((d) => ({
    id: d.id,
    naam: d.naam,
    code: d.code,
    volgnummer: d.volgnummer,
    aantalCompetenties: comp.find((c) => c.domeinId === d.id)?._count._all ?? 0,
    aantalIndicatoren: ind.find((c) => c.domeinId === d.id)?._count._all ?? 0,
  }));
}
export type DomeinView = Awaited<ReturnType<typeof listDomeinen>>[number];

export async function dropdownDomeinen(ctx: TenantContext, pakketId: number) {
  await zichtbaarPakket(ctx, pakketId);
  const rows = await db.domein.findMany({ where: { leerroutepakketId: pakketId }, orderBy: [{ naam: "asc" }], select: { id: true, naam: true, code: true } });
  return rows.sort((a, b) => a.naam.localeCompare(b.naam, "nl", { sensitivity: "base" }));
}

export async function getDomein(ctx: TenantContext, pakketId: number, id: number) {
  await zichtbaarPakket(ctx, pakketId);
  const d = await domeinRow(pakketId, id);
  const competenties = await competentiesVanDomein(pakketId, id);
  return { id: d.id, leerroutepakketId: pakketId, naam: d.naam, code: d.code, volgnummer: d.volgnummer, competenties };
}

/** The domain's indicators, grouped by competency (display order) and level (display order). */
export async function domeinIndicatoren(ctx: TenantContext, pakketId: number, domeinId: number) {
  await zichtbaarPakket(ctx, pakketId);
  const d = await domeinRow(pakketId, domeinId);
  const [niveaus, competenties, indicatoren] = await Promise.all([
    niveausVan(pakketId),
    db.competentie.findMany({ where: { leerroutepakketId: pakketId, domeinId }, orderBy: [{ volgnummer: "asc" }, { naam: "asc" }], select: { id: true, naam: true } }),
    db.indicator.findMany({ where: { leerroutepakketId: pakketId, domeinId }, orderBy: [{ volgnummer: "asc" }, { id: "asc" }], select: { id: true, naam: true, code: true, competentieId: true, niveauNummer: true, volgnummer: true } }),
  ]);
  return {
    domein: { id: d.id, naam: d.naam, code: d.code },
    competenties: competenties.map((c) => ({
      ...c,
      niveaus: niveaus
        .map((n) => ({ nummer: n.nummer, label: n.label, waarde: n.waarde, indicatoren: indicatoren.filter((i) => i.competentieId === c.id && i.niveauNummer === n.nummer) }))
        .filter((n) => n.indicatoren.length > 0),
    })),
  };
}

export async function addDomein(ctx: TenantContext, input: { leerroutepakketId: number; naam: string; code?: string | null }) {
  const pakket = await beheerbaarPakket(ctx, input.leerroutepakketId);
  try {
    const id = await db.$transaction(async (tx) => {
      const max = await tx.domein.aggregate({ where: { leerroutepakketId: pakket.id }, _max: { volgnummer: true } });
      const d = await tx.domein.create({ data: { leerroutepakketId: pakket.id, naam: input.naam.trim(), code: schoonOfNull(input.code), volgnummer: (max._max.volgnummer ?? 0) + 1 } });
      return d.id;
    });
    return getDomein(ctx, pakket.id, id);
  } catch (e) {
    if (p2002(e)) throw conflict(`Er bestaat al een domein "${input.naam.trim()}" in dit leerroutepakket.`);
    throw e;
  }
}

export async function editDomein(ctx: TenantContext, input: { leerroutepakketId: number; id: number; naam: string; code?: string | null }) {
  const pakket = await beheerbaarPakket(ctx, input.leerroutepakketId);
  await domeinRow(pakket.id, input.id);
  try {
    await db.domein.update({ where: { id: input.id }, data: { naam: input.naam.trim(), ...(input.code !== undefined ? { code: schoonOfNull(input.code) } : {}) } });
  } catch (e) {
    if (p2002(e)) throw conflict(`Er bestaat al een domein "${input.naam.trim()}" in dit leerroutepakket.`);
    throw e;
  }
  return getDomein(ctx, pakket.id, input.id);
}

export async function deleteDomein(ctx: TenantContext, pakketId: number, id: number) {
  const pakket = await beheerbaarPakket(ctx, pakketId);
  const d = await domeinRow(pakket.id, id);
  const inDomein = { leerroutepakketId: pakket.id, competentie: { domeinId: id } };
  await db.$transaction(async (tx) => {
    // Counted under the package's lock, so a plan save cannot name the domain in between (pakketSlot).
    await pakketSlot(tx, pakket.id, "verwijderen");
    const [evaluaties, plandoelen, handelingsdelen, monitorlijnen, planWaarden] = await Promise.all([
      tx.evaluatie.count({ where: { leerroutepakketId: pakket.id, indicator: { domeinId: id } } }),
      tx.onderwijsplanDoel.count({ where: { leerroutepakketId: pakket.id, competentieniveau: { competentie: { domeinId: id } } } }),
      tx.ontwikkelingsperspectiefHandelingsdeel.count({ where: { leerroutepakketId: pakket.id, competentieniveau: { competentie: { domeinId: id } } } }),
      tx.leerlingplanMonitorlijn.count({ where: { leerroutepakketId: pakket.id, OR: [{ domeinId: id }, { competentie: { domeinId: id } }] } }),
      planWaardenNaar(tx, pakket.id, "domeinen", id),
    ]);
    weigerBijAfhankelijkheden(`Domein "${d.naam}"`, { evaluaties, plandoelen, handelingsdelen, monitorlijnen, planWaarden });
    await tx.leerroutepakketfase.deleteMany({ where: { leerroutepakketId: pakket.id, domeinId: id } });
    await tx.indicator.deleteMany({ where: { leerroutepakketId: pakket.id, domeinId: id } });
    await tx.competentieniveau.deleteMany({ where: inDomein });
    await tx.competentie.deleteMany({ where: { leerroutepakketId: pakket.id, domeinId: id } });
    await tx.domein.delete({ where: { id } });
  });
  return { leerroutepakketId: pakket.id, id, verwijderd: true };
}

// -------------------------------------------------------------------------------------------
// Competenties
// -------------------------------------------------------------------------------------------

async function competentiesVanDomein(pakketId: number, domeinId: number) {
  const [rows, tel] = await Promise.all([
    db.competentie.findMany({ where: { leerroutepakketId: pakketId, domeinId }, orderBy: [{ volgnummer: "asc" }, { naam: "asc" }], select: { id: true, naam: true, volgnummer: true, domeinId: true } }),
    db.indicator.groupBy({ by: ["competentieId"], where: { leerroutepakketId: pakketId, domeinId }, _count: { _all: true } }),
  ]);
  return rows.map((c) => ({ ...c, aantalIndicatoren: tel.find((t) => t.competentieId === c.id)?._count._all ?? 0 }));
}

async function competentieRow(pakketId: number, id: number) {
  const row = await db.competentie.findFirst({ where: { id, leerroutepakketId: pakketId }, include: { domein: { select: { id: true, naam: true } } } });
  if (!row) throw notFound(`Competentie ${id}`);
  return row;
}

/** All competencies of the package: by domain (display order), then their own order. */
export async function listCompetenties(ctx: TenantContext, pakketId: number) {
  await zichtbaarPakket(ctx, pakketId);
  const [rows, tel] = await Promise.all([
    db.competentie.findMany({
      where: { leerroutepakketId: pakketId },
      orderBy: [{ domein: { volgnummer: "asc" } }, { domein: { naam: "asc" } }, { volgnummer: "asc" }, { naam: "asc" }],
      select: { id: true, naam: true, volgnummer: true, domeinId: true, domein: { select: { naam: true } } },
    }),
    db.indicator.groupBy({ by: ["competentieId"], where: { leerroutepakketId: pakketId }, _count: { _all: true } }),
  ]);
  return rows.map((c) => ({ id: c.id, naam: c.naam, volgnummer: c.volgnummer, domeinId: c.domeinId, domeinNaam: c.domein.naam, aantalIndicatoren: tel.find((t) => t.competentieId === c.id)?._count._all ?? 0 }));
}
export type CompetentieView = Awaited<ReturnType<typeof listCompetenties>>[number];

export async function competentiesVanPakketDomein(ctx: TenantContext, pakketId: number, domeinId: number) {
  await zichtbaarPakket(ctx, pakketId);
  await domeinRow(pakketId, domeinId);
  return competentiesVanDomein(pakketId, domeinId);
}

/** A competency with every level of the package: description and indicator count per level. */
export async function getCompetentie(ctx: TenantContext, pakketId: number, id: number) {
  const { competentie: c, niveaus } = await competentieMetNiveaus(ctx, pakketId, id);
  return { id: c.id, leerroutepakketId: pakketId, naam: c.naam, volgnummer: c.volgnummer, domeinId: c.domeinId, domeinNaam: c.domein.naam, niveaus };
}

export async function addCompetentie(ctx: TenantContext, input: { leerroutepakketId: number; domeinId: number; naam: string }) {
  const pakket = await beheerbaarPakket(ctx, input.leerroutepakketId);
  const domein = await db.domein.findFirst({ where: { id: input.domeinId, leerroutepakketId: pakket.id } });
  if (!domein) throw badRequest("domeinId: dit domein hoort niet bij het leerroutepakket.", [{ path: "body.domeinId", message: "dit domein hoort niet bij het leerroutepakket" }]);
  const id = await db.$transaction(async (tx) => {
    const max = await tx.competentie.aggregate({ where: { leerroutepakketId: pakket.id, domeinId: input.domeinId }, _max: { volgnummer: true } });
    const c = await tx.competentie.create({ data: { leerroutepakketId: pakket.id, domeinId: input.domeinId, naam: input.naam.trim(), volgnummer: (max._max.volgnummer ?? 0) + 1 } });
    return c.id;
  });
  return getCompetentie(ctx, pakket.id, id);
}

export async function editCompetentie(ctx: TenantContext, input: { leerroutepakketId: number; id: number; naam: string }) {
  const pakket = await beheerbaarPakket(ctx, input.leerroutepakketId);
  await competentieRow(pakket.id, input.id);
  await db.competentie.update({ where: { id: input.id }, data: { naam: input.naam.trim() } });
  return getCompetentie(ctx, pakket.id, input.id);
}

/** New order of the competencies of one domain (all of them, each once). */
export async function reorganizeCompetenties(ctx: TenantContext, input: { leerroutepakketId: number; domeinId: number; ids: number[] }) {
  const pakket = await beheerbaarPakket(ctx, input.leerroutepakketId);
  await domeinRow(pakket.id, input.domeinId);
  await db.$transaction(async (tx) => {
    const huidige = await tx.competentie.findMany({ where: { leerroutepakketId: pakket.id, domeinId: input.domeinId }, select: { id: true } });
    checkPermutatie(huidige.map((c) => c.id), input.ids, "body.ids", "competenties van het domein");
    await schrijfVolgorde(tx, "competentie", pakket.id, input.ids);
  });
  return competentiesVanDomein(pakket.id, input.domeinId);
}

export async function deleteCompetentie(ctx: TenantContext, pakketId: number, id: number) {
  const pakket = await beheerbaarPakket(ctx, pakketId);
  const c = await competentieRow(pakket.id, id);
  const where = { leerroutepakketId: pakket.id, competentieId: id };
  const [evaluaties, plandoelen, handelingsdelen, monitorlijnen] = await Promise.all([
    db.evaluatie.count({ where }),
    db.onderwijsplanDoel.count({ where }),
    db.ontwikkelingsperspectiefHandelingsdeel.count({ where }),
    db.leerlingplanMonitorlijn.count({ where }),
  ]);
  weigerBijAfhankelijkheden(`Competentie "${c.naam}"`, { evaluaties, plandoelen, handelingsdelen, monitorlijnen });
  await db.$transaction(async (tx) => {
    await tx.indicator.deleteMany({ where });
    await tx.competentieniveau.deleteMany({ where });
    await tx.competentie.delete({ where: { id } });
  });
  return { leerroutepakketId: pakket.id, id, verwijderd: true };
}

// -------------------------------------------------------------------------------------------
// Competentieniveaus
// -------------------------------------------------------------------------------------------

/**
 * A competency with every level of the package (description and indicator count per level), read
 * with the package in one statement: null when the package is invisible or has no such competency.
 */
async function competentieMetNiveaus(ctx: TenantContext, pakketId: number, competentieId: number) {
  const pakket = await db.leerroutepakket.findFirst({
    where: { id: pakketId, ...zichtbaarWhere(ctx) },
    select: {
      id: true,
      competenties: {
        where: { id: competentieId },
        select: { id: true, naam: true, volgnummer: true, domeinId: true, domein: { select: { naam: true } } },
      },
      niveaus: {
        orderBy: [{ volgnummer: "asc" }, { nummer: "asc" }],
        select: {
          nummer: true,
          waarde: true,
          label: true,
          // An indicator needs its competentieniveau row (foreign key), so the row counts them all.
          competentieniveaus: { where: { competentieId }, select: { omschrijving: true, _count: { select: { indicatoren: true } } } },
        },
      },
    },
  });
  if (!pakket) throw notFound(`Leerroutepakket ${pakketId}`);
  const [c] = pakket.competenties;
  if (!c) throw notFound(`Competentie ${competentieId}`);
  const niveaus = pakket.niveaus.map((n) => {
    const cel = n.competentieniveaus[0];
    return {
      niveauNummer: n.nummer,
      waarde: n.waarde,
      label: n.label,
      beschreven: !!cel,
      omschrijving: cel?.omschrijving ?? null,
      aantalIndicatoren: cel?._count.indicatoren ?? 0,
    };
  });
  return { competentie: c, niveaus };
}

/** Every level of the package for one competency (described or not). */
export async function listCompetentieniveaus(ctx: TenantContext, pakketId: number, competentieId: number) {
  return (await competentieMetNiveaus(ctx, pakketId, competentieId)).niveaus;
}

/** Levels that have a described competentieniveau or indicators for this competency. */
export async function niveausByCompetentie(ctx: TenantContext, pakketId: number, competentieId: number) {
  const alle = await listCompetentieniveaus(ctx, pakketId, competentieId);
  return alle.filter((n) => n.beschreven || n.aantalIndicatoren > 0);
}

/** One cell: competency × level with its indicators in order. 404 when the level does not exist. */
export async function getCompetentieniveau(ctx: TenantContext, pakketId: number, competentieId: number, niveauNummer: number) {
  const pakket = await zichtbaarPakket(ctx, pakketId);
  const c = await competentieRow(pakketId, competentieId);
  const n = await niveauRow(pakketId, niveauNummer);
  const [cel, indicatoren] = await Promise.all([
    db.competentieniveau.findUnique({ where: { leerroutepakketId_competentieId_niveauNummer: { leerroutepakketId: pakketId, competentieId, niveauNummer } } }),
    indicatorenVan(pakketId, competentieId, niveauNummer),
  ]);
  return {
    leerroutepakket: { id: pakket.id, naam: pakket.naam, beheerbaar: magBeheren(ctx, pakket) },
    competentie: { id: c.id, naam: c.naam, domeinId: c.domeinId, domeinNaam: c.domein.naam },
    niveau: niveauOut(n),
    beschreven: !!cel,
    omschrijving: cel?.omschrijving ?? null,
    indicatoren,
  };
}
export type CompetentieniveauView = Awaited<ReturnType<typeof getCompetentieniveau>>;

interface CompetentieniveauInput {
  leerroutepakketId: number;
  competentieId: number;
  niveauNummer: number;
  omschrijving?: string | null;
}

export async function addCompetentieniveau(ctx: TenantContext, input: CompetentieniveauInput) {
  const pakket = await beheerbaarPakket(ctx, input.leerroutepakketId);
  await checkCel(pakket.id, input.competentieId, input.niveauNummer);
  const key = { leerroutepakketId: pakket.id, competentieId: input.competentieId, niveauNummer: input.niveauNummer };
  const bestaat = await db.competentieniveau.findUnique({ where: { leerroutepakketId_competentieId_niveauNummer: key } });
  if (bestaat) throw conflict("Deze competentie is op dit niveau al beschreven; wijzig de bestaande beschrijving.");
  await db.competentieniveau.create({ data: { ...key, omschrijving: schoonOfNull(input.omschrijving) } });
  return getCompetentieniveau(ctx, pakket.id, input.competentieId, input.niveauNummer);
}

export async function editCompetentieniveau(ctx: TenantContext, input: CompetentieniveauInput) {
  const pakket = await beheerbaarPakket(ctx, input.leerroutepakketId);
  await checkCel(pakket.id, input.competentieId, input.niveauNummer);
  const key = { leerroutepakketId: pakket.id, competentieId: input.competentieId, niveauNummer: input.niveauNummer };
  const bestaat = await db.competentieniveau.findUnique({ where: { leerroutepakketId_competentieId_niveauNummer: key } });
  if (!bestaat) throw notFound("Deze competentie op dit niveau");
  await db.competentieniveau.update({ where: { leerroutepakketId_competentieId_niveauNummer: key }, data: { omschrijving: schoonOfNull(input.omschrijving) } });
  return getCompetentieniveau(ctx, pakket.id, input.competentieId, input.niveauNummer);
}

export async function deleteCompetentieniveau(ctx: TenantContext, pakketId: number, competentieId: number, niveauNummer: number) {
  const pakket = await beheerbaarPakket(ctx, pakketId);
  const key = { leerroutepakketId: pakket.id, competentieId, niveauNummer };
  const cel = await db.competentieniveau.findUnique({ where: { leerroutepakketId_competentieId_niveauNummer: key }, include: { competentie: { select: { naam: true } }, niveau: { select: { label: true } } } });
  if (!cel) throw notFound("Deze competentie op dit niveau");
  const [evaluaties, plandoelen, handelingsdelen] = await Promise.all([
    db.evaluatie.count({ where: key }),
    db.onderwijsplanDoel.count({ where: key }),
    db.ontwikkelingsperspectiefHandelingsdeel.count({ where: key }),
  ]);
  weigerBijAfhankelijkheden(`"${cel.competentie.naam}" op ${cel.niveau.label}`, { evaluaties, plandoelen, handelingsdelen });
  await db.$transaction(async (tx) => {
    await tx.indicator.deleteMany({ where: key });
    await tx.competentieniveau.delete({ where: { leerroutepakketId_competentieId_niveauNummer: key } });
  });
  return { ...key, verwijderd: true };
}

async function checkCel(pakketId: number, competentieId: number, niveauNummer: number) {
  const [c, n] = await Promise.all([
    db.competentie.findFirst({ where: { id: competentieId, leerroutepakketId: pakketId }, select: { id: true, domeinId: true } }),
    db.niveau.findUnique({ where: { leerroutepakketId_nummer: { leerroutepakketId: pakketId, nummer: niveauNummer } }, select: { nummer: true } }),
  ]);
  if (!c) throw badRequest("competentieId: deze competentie hoort niet bij het leerroutepakket.", [{ path: "body.competentieId", message: "deze competentie hoort niet bij het leerroutepakket" }]);
  if (!n) throw badRequest("niveauNummer: dit niveau hoort niet bij het leerroutepakket.", [{ path: "body.niveauNummer", message: "dit niveau hoort niet bij het leerroutepakket" }]);
  return c;
}

// -------------------------------------------------------------------------------------------
// Indicatoren
// -------------------------------------------------------------------------------------------

async function indicatorenVan(pakketId: number, competentieId: number, niveauNummer: number) {
  return db.indicator.findMany({
    where: { leerroutepakketId: pakketId, competentieId, niveauNummer },
    orderBy: [{ volgnummer: "asc" }, { id: "asc" }],
    select: { id: true, naam: true, code: true, volgnummer: true },
  });
}
export type IndicatorView = Awaited<ReturnType<typeof indicatorenVan>>[number];

export async function listIndicatoren(ctx: TenantContext, pakketId: number, competentieId: number, niveauNummer: number) {
  await zichtbaarPakket(ctx, pakketId);
  await competentieRow(pakketId, competentieId);
  await niveauRow(pakketId, niveauNummer);
  return indicatorenVan(pakketId, competentieId, niveauNummer);
}

async function indicatorRow(pakketId: number, id: number) {
  const row = await db.indicator.findFirst({
    where: { id, leerroutepakketId: pakketId },
    include: { competentie: { select: { naam: true, domein: { select: { id: true, naam: true } } } }, competentieniveau: { select: { niveau: { select: { label: true, waarde: true } } } } },
  });
  if (!row) throw notFound(`Indicator ${id}`);
  return row;
}

export async function getIndicator(ctx: TenantContext, pakketId: number, id: number) {
  await zichtbaarPakket(ctx, pakketId);
  const i = await indicatorRow(pakketId, id);
  return {
    id: i.id,
    leerroutepakketId: pakketId,
    naam: i.naam,
    code: i.code,
    volgnummer: i.volgnummer,
    competentieId: i.competentieId,
    competentieNaam: i.competentie.naam,
    domeinId: i.domeinId,
    domeinNaam: i.competentie.domein.naam,
    niveauNummer: i.niveauNummer,
    niveauLabel: i.competentieniveau.niveau.label,
    niveauWaarde: i.competentieniveau.niveau.waarde,
  };
}
export type IndicatorDetailsView = Awaited<ReturnType<typeof getIndicator>>;

/**
 * Adds one indicator at the end of its cell, or several at once (`namen`, one per line of a
 * pasted list). The competentieniveau is created when the cell had none yet.
 */
export async function addIndicatoren(
  ctx: TenantContext,
  input: { leerroutepakketId: number; competentieId: number; niveauNummer: number; naam?: string; namen?: string[]; code?: string | null },
) {
  const pakket = await beheerbaarPakket(ctx, input.leerroutepakketId);
  const c = await checkCel(pakket.id, input.competentieId, input.niveauNummer);
  const namen = [...(input.naam !== undefined ? [input.naam] : []), ...(input.namen ?? [])].map((n) => n.trim()).filter(Boolean);
  if (!namen.length) throw badRequest("naam: vul de omschrijving van de indicator in.", [{ path: "body.naam", message: "vul de omschrijving van de indicator in" }]);
  const key = { leerroutepakketId: pakket.id, competentieId: input.competentieId, niveauNummer: input.niveauNummer };
  const ids = await db.$transaction(async (tx) => {
    await tx.competentieniveau.upsert({ where: { leerroutepakketId_competentieId_niveauNummer: key }, create: key, update: {} });
    const max = await tx.indicator.aggregate({ where: key, _max: { volgnummer: true } });
    let volg = max._max.volgnummer ?? 0;
    const nieuw: number[] = [];
    for (const naam of namen) {
      const row = await tx.indicator.create({ data: { ...key, domeinId: c.domeinId, naam, code: namen.length === 1 ? schoonOfNull(input.code) : null, volgnummer: ++volg } });
      nieuw.push(row.id);
    }
    return nieuw;
  });
  const rows = await db.indicator.findMany({ where: { id: { in: ids } }, orderBy: { volgnummer: "asc" }, select: { id: true, naam: true, code: true, volgnummer: true } });
  return { ...key, indicatoren: rows };
}

export async function editIndicator(ctx: TenantContext, input: { leerroutepakketId: number; id: number; naam: string; code?: string | null }) {
  const pakket = await beheerbaarPakket(ctx, input.leerroutepakketId);
  await indicatorRow(pakket.id, input.id);
  await db.indicator.update({ where: { id: input.id }, data: { naam: input.naam.trim(), ...(input.code !== undefined ? { code: schoonOfNull(input.code) } : {}) } });
  return getIndicator(ctx, pakket.id, input.id);
}

/** New order of the indicators of one cell (competency × level): all of them, each once. */
export async function reorganizeIndicatoren(ctx: TenantContext, input: { leerroutepakketId: number; competentieId: number; niveauNummer: number; ids: number[] }) {
  const pakket = await beheerbaarPakket(ctx, input.leerroutepakketId);
  await checkCel(pakket.id, input.competentieId, input.niveauNummer);
  await db.$transaction(async (tx) => {
    const huidige = await tx.indicator.findMany({ where: { leerroutepakketId: pakket.id, competentieId: input.competentieId, niveauNummer: input.niveauNummer }, select: { id: true } });
    checkPermutatie(huidige.map((i) => i.id), input.ids, "body.ids", "indicatoren van deze competentie op dit niveau");
    await schrijfVolgorde(tx, "indicator", pakket.id, input.ids);
  });
  return indicatorenVan(pakket.id, input.competentieId, input.niveauNummer);
}

export async function deleteIndicator(ctx: TenantContext, pakketId: number, id: number) {
  const pakket = await beheerbaarPakket(ctx, pakketId);
  const i = await indicatorRow(pakket.id, id);
  const where = { leerroutepakketId: pakket.id, indicatorId: id };
  const [evaluaties, plandoelen, lessen] = await Promise.all([db.evaluatie.count({ where }), db.onderwijsplanDoel.count({ where }), db.lesIndicator.count({ where })]);
  weigerBijAfhankelijkheden(`Indicator "${i.naam}"`, { evaluaties, plandoelen, handelingsdelen: 0, lessen });
  await db.indicator.delete({ where: { id } });
  return { leerroutepakketId: pakket.id, id, verwijderd: true };
}
