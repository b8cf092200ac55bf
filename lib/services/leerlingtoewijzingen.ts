import { db, type Prisma, type Tx } from "@/lib/db/client";
import { badRequest, conflict, forbidden, notFound } from "@/lib/api/errors";
import type { TenantContext } from "@/lib/api/context";
import { canRead, canWrite, Functiegebied } from "@/lib/permissions";
import { formatDatum } from "@/lib/format";
import { isoDatum, OPEN_EINDDATUM_ISO } from "@/lib/schooljaar";
import { dag, datumVeld, geldtVoorLeerling, leerlingObject, naamVan, peildatum, schooljaarBereik } from "./leerling-gemeen";
import { bevat, zoekWoorden } from "@/lib/db/zoeken";

const F = Functiegebied;

const toewijzingSelect = {
  id: true,
  leerlingId: true,
  groepNr: true,
  ingangsdatum: true,
  einddatum: true,
  groepSoort: true,
  leerling: { select: { roepnaam: true, tussenvoegsel: true, achternaam: true, geboortedatum: true } },
  groep: { select: { naam: true, schooljaar: true, vestigingNr: true } },
} as const;

type ToewijzingRow = Awaited<ReturnType<typeof laad>>[number];
function laad(ctx: TenantContext, where: object, orderBy: object[] = [{ leerling: { achternaam: "asc" } }, { leerling: { roepnaam: "asc" } }, { ingangsdatum: "asc" }]) {
  return db.leerlingtoewijzing.findMany({ where: { administratieNr: ctx.administratieNr, ...where }, select: toewijzingSelect, orderBy });
}

function toewijzingOut(t: ToewijzingRow) {
  return {
    id: t.id,
    leerlingId: t.leerlingId,
    leerlingNaam: naamVan(t.leerling),
    geboortedatum: t.leerling.geboortedatum ? isoDatum(t.leerling.geboortedatum) : null,
    groepNr: t.groepNr,
    groepNaam: t.groep.naam,
    groepSoort: t.groepSoort,
    schooljaar: t.groep.schooljaar,
    vestigingNr: t.groep.vestigingNr,
    ingangsdatum: isoDatum(t.ingangsdatum),
    einddatum: isoDatum(t.einddatum),
  };
}
export type ToewijzingView = ReturnType<typeof toewijzingOut>;

async function groepVan(ctx: TenantContext, nr: number, client: Tx | typeof db = db) {
  const g = await client.groep.findUnique({
    where: { administratieNr_nr: { administratieNr: ctx.administratieNr, nr } },
    select: { nr: true, naam: true, schooljaar: true, vestigingNr: true, soort: true, vakgebiedNr: true },
  });
  if (!g) throw notFound(`[[Groep]] ${nr}`);
  return g;
}

function leesGroep(ctx: TenantContext, g: { nr: number; vestigingNr: number; naam: string }) {
  const obj = { vestigingNr: g.vestigingNr, groepNrs: [g.nr] };
  if (!canRead(ctx.permissions, F.Groepen, obj) && !canRead(ctx.permissions, F.Leerlingen, obj)) throw forbidden(`U mag de indeling van ${g.naam} niet bekijken.`);
}

function schrijfGroep(ctx: TenantContext, g: { nr: number; vestigingNr: number; naam: string }) {
  if (!canWrite(ctx.permissions, F.Groepen, { vestigingNr: g.vestigingNr, groepNrs: [g.nr] })) throw forbidden(`U mag de indeling van ${g.naam} niet wijzigen.`);
}

/** Words of a search on the pupil's name: every word must occur in one of the name parts (case-insensitive). */
function naamZoek(search: string | undefined): Prisma.LeerlingtoewijzingWhereInput {
  const woorden = zoekWoorden(search);
  if (woorden.length === 0) return {};
  return {
    AND: woorden.map((w) => ({
      leerling: {
        OR: [
          { roepnaam: bevat(w) },
          { achternaam: bevat(w) },
          { voornamen: bevat(w) },
          { tussenvoegsel: bevat(w) },
        ],
      },
    })),
  };
}

export interface ToewijzingenPagina {
  items: ToewijzingView[];
  total: number;
  page: number;
  pageSize: number;
}

async function voorGroepWhere(ctx: TenantContext, schooljaar: string, groepNr: number, o: { isActief?: boolean; search?: string }): Promise<Prisma.LeerlingtoewijzingWhereInput> {
  const g = await groepVan(ctx, groepNr);
  if (g.schooljaar !== schooljaar) throw notFound(`[[Groep]] ${groepNr} in schooljaar ${schooljaar}`);
  leesGroep(ctx, g);
  const d = dag(peildatum(await schooljaarBereik(ctx, schooljaar)));
  return {
    administratieNr: ctx.administratieNr,
    groepNr,
    ...(o.isActief ? { ingangsdatum: { lte: d }, einddatum: { gte: d } } : {}),
    ...naamZoek(o.search),
  };
}

/**
 * Assignments of a group in its school year, by pupil name; isActief: only those current on the
 * reference day (today within the year); search: on the pupil's name.
 */
export async function voorGroep(ctx: TenantContext, schooljaar: string, groepNr: number, o: { isActief?: boolean; search?: string } = {}) {
  return (await laad(ctx, await voorGroepWhere(ctx, schooljaar, groepNr, o))).map(toewijzingOut);
}

/** The same list one page at a time: `{ items, total, page, pageSize }` (50 per page by default, at most 200). */
export async function voorGroepPagina(
  ctx: TenantContext,
  schooljaar: string,
  groepNr: number,
  o: { isActief?: boolean; search?: string; page?: number; pageSize?: number },
): Promise<ToewijzingenPagina> {
  const where = await voorGroepWhere(ctx, schooljaar, groepNr, o);
  const pageSize = Math.min(Math.max(o.pageSize ?? 50, 1), 200);
  const page = Math.max(o.page ?? 1, 1);
  const [total, rows] = await Promise.all([
    db.leerlingtoewijzing.count({ where }),
    db.leerlingtoewijzing.findMany({
      where,
      select: toewijzingSelect,
      orderBy: [{ leerling: { achternaam: "asc" } }, { leerling: { roepnaam: "asc" } }, { ingangsdatum: "asc" }, { id: "asc" }],
      skip: (page - 1) * pageSize,
      take: pageSize,
    }),
  ]);
  return { items: rows.map(toewijzingOut), total, page, pageSize };
}

/** Assignments of a group that overlap one period of its school year. */
export async function voorPeriode(ctx: TenantContext, schooljaar: string, periodeNummer: number, groepNr: number) {
  const periode = await db.periode.findUnique({
    where: { administratieNr_schooljaar_nummer: { administratieNr: ctx.administratieNr, schooljaar, nummer: periodeNummer } },
    select: { ingangsdatum: true, einddatum: true },
  });
  if (!periode) throw notFound(`Periode ${periodeNummer} van schooljaar ${schooljaar}`);
  const g = await groepVan(ctx, groepNr);
  if (g.schooljaar !== schooljaar) throw notFound(`[[Groep]] ${groepNr} in schooljaar ${schooljaar}`);
  leesGroep(ctx, g);
  return (await laad(ctx, { groepNr, ingangsdatum: { lte: periode.einddatum }, einddatum: { gte: periode.ingangsdatum } })).map(toewijzingOut);
}

async function leesLeerling(ctx: TenantContext, leerlingId: number) {
  const obj = await leerlingObject(ctx, leerlingId);
  if (!obj) throw notFound(`[[Leerling]] ${leerlingId}`);
  if (!geldtVoorLeerling(obj, (o) => canRead(ctx.permissions, F.Leerlingen, o))) throw forbidden("U mag [[deze leerling]] niet bekijken.");
}

/** A pupil's assignments in the groups of one school year. */
export async function voorLeerling(ctx: TenantContext, leerlingId: number, schooljaar: string) {
  await leesLeerling(ctx, leerlingId);
  await schooljaarBereik(ctx, schooljaar);
  return (await laad(ctx, { leerlingId, groep: { schooljaar } }, [{ ingangsdatum: "asc" }, { groepNr: "asc" }])).map(toewijzingOut);
}

/**
 * The school career: one row per school year (the Schoolloopbaan row when there is one, else the
 * span of that year's assignments) with the group history of that year; newest year first.
 */
export async function schoolloopbaan(ctx: TenantContext, leerlingId: number) {
  await leesLeerling(ctx, leerlingId);
  const [rijen, toewijzingen] = await Promise.all([
    db.schoolloopbaan.findMany({
      where: { administratieNr: ctx.administratieNr, leerlingId },
      select: { schooljaar: true, ingangsdatum: true, einddatum: true, schoolsoort: true, opmerking: true, vestiging: { select: { nr: true, naam: true } }, leerjaar: { select: { nr: true, naam: true } } },
    }),
    laad(ctx, { leerlingId }, [{ ingangsdatum: "asc" }, { groepNr: "asc" }]),
  ]);
  const jaren = new Set([...rijen.map((r) => r.schooljaar), ...toewijzingen.map((t) => t.groep.schooljaar)]);
  const vestigingNamen = new Map(
    (await db.vestiging.findMany({ where: { administratieNr: ctx.administratieNr }, select: { nr: true, naam: true } })).map((v) => [v.nr, v.naam]),
  );
  return [...jaren]
    .sort((a, b) => b.localeCompare(a))
    .map((schooljaar) => {
      const r = rijen.find((x) => x.schooljaar === schooljaar);
      const groepen = toewijzingen.filter((t) => t.groep.schooljaar === schooljaar).map(toewijzingOut);
      const klas = [...groepen].reverse().find((g) => g.groepSoort === "Klas") ?? groepen[groepen.length - 1];
      const vestigingNr = r?.vestiging?.nr ?? klas?.vestigingNr ?? null;
      return {
        schooljaar,
        ingangsdatum: r ? isoDatum(r.ingangsdatum) : (groepen.map((g) => g.ingangsdatum).sort()[0] ?? null),
        einddatum: r ? isoDatum(r.einddatum) : (groepen.map((g) => g.einddatum).sort().reverse()[0] ?? null),
        vestiging: vestigingNr === null ? null : { nr: vestigingNr, naam: vestigingNamen.get(vestigingNr) ?? "" },
        leerjaar: r?.leerjaar ?? null,
        schoolsoort: r?.schoolsoort ?? null,
        opmerking: r?.opmerking ?? null,
        groepen,
      };
    });
}

function periodeTekst(start: Date, eind: Date) {
  return isoDatum(eind) === OPEN_EINDDATUM_ISO ? `vanaf ${formatDatum(start)}` : `van ${formatDatum(start)} t/m ${formatDatum(eind)}`;
}

/**
 * The rules every assignment keeps: dates inside the group's school year, start ≤ end, and not in
 * two groups of the same kind on the same day — 400 naming the other group. The kind is the
 * GroepSoort; for an Onderwijsgroep also its subject area, so a reading group and a maths group may
 * overlap (as EDEX and the demo data have them) but two reading groups may not.
 */
async function controleer(
  tx: Tx,
  ctx: TenantContext,
  a: { leerlingId: number; groep: { nr: number; naam: string; schooljaar: string; soort: string; vakgebiedNr: number | null }; start: Date; eind: Date; behalveId?: number },
  veld = "body.ingangsdatum",
) {
  const bereik = await schooljaarBereik(ctx, a.groep.schooljaar, tx);
  if (a.eind < a.start) throw badRequest("einddatum: de einddatum ligt vóór de ingangsdatum.", [{ path: "body.einddatum", message: "ligt vóór de ingangsdatum" }]);
  if (a.start < dag(bereik.start) || a.start > dag(bereik.eind))
    throw badRequest(`${veld.replace(/^body\./, "")}: de datum moet in schooljaar ${a.groep.schooljaar} van ${a.groep.naam} vallen (${formatDatum(bereik.start)} t/m ${formatDatum(bereik.eind)}).`, [{ path: veld, message: "valt buiten het schooljaar van [[de groep]]" }]);
  if (a.eind > dag(bereik.eind))
    throw badRequest(`einddatum: de einddatum moet in schooljaar ${a.groep.schooljaar} vallen (uiterlijk ${formatDatum(bereik.eind)}).`, [{ path: "body.einddatum", message: "valt buiten het schooljaar van [[de groep]]" }]);
  const botsing = await tx.leerlingtoewijzing.findFirst({
    where: {
      administratieNr: ctx.administratieNr,
      leerlingId: a.leerlingId,
      groepSoort: a.groep.soort as "Klas" | "Onderwijsgroep",
      ...(a.groep.soort === "Onderwijsgroep" ? { groep: { vakgebiedNr: a.groep.vakgebiedNr } } : {}),
      ingangsdatum: { lte: a.eind },
      einddatum: { gte: a.start },
      ...(a.behalveId ? { id: { not: a.behalveId } } : {}),
    },
    select: { ingangsdatum: true, einddatum: true, groep: { select: { naam: true } }, leerling: { select: { roepnaam: true, tussenvoegsel: true, achternaam: true } } },
  });
  if (botsing) {
    const soort = a.groep.soort === "Klas" ? "twee klassen" : "twee onderwijsgroepen voor hetzelfde vakgebied";
    throw badRequest(
      `${naamVan(botsing.leerling)} zit ${periodeTekst(botsing.ingangsdatum, botsing.einddatum)} al in ${botsing.groep.naam}; een [[leerling]] kan niet tegelijk in ${soort} zitten.`,
      [{ path: veld, message: `overlapt met ${botsing.groep.naam}` }],
    );
  }
}

async function toewijzing(ctx: TenantContext, id: number, client: Tx | typeof db = db) {
  const t = await client.leerlingtoewijzing.findUnique({ where: { administratieNr_id: { administratieNr: ctx.administratieNr, id } }, select: { id: true, leerlingId: true, groepNr: true, ingangsdatum: true, einddatum: true } });
  if (!t) throw notFound(`Toewijzing ${id}`);
  return t;
}

async function een(ctx: TenantContext, id: number) {
  const rows = await laad(ctx, { id });
  return toewijzingOut(rows[0]!);
}

/** Changes the dates of an assignment. */
export async function editToewijzing(ctx: TenantContext, id: number, input: { ingangsdatum: string; einddatum?: string | null }) {
  const t = await toewijzing(ctx, id);
  const g = await groepVan(ctx, t.groepNr);
  schrijfGroep(ctx, g);
  const start = datumVeld(input.ingangsdatum, "ingangsdatum")!;
  const eind = datumVeld(input.einddatum, "einddatum") ?? dag((await schooljaarBereik(ctx, g.schooljaar)).eind);
  await db.$transaction(async (tx) => {
    await controleer(tx, ctx, { leerlingId: t.leerlingId, groep: g, start, eind, behalveId: id });
    await tx.leerlingtoewijzing.update({ where: { administratieNr_id: { administratieNr: ctx.administratieNr, id } }, data: { ingangsdatum: start, einddatum: eind } });
  });
  return een(ctx, id);
}

/**
 * Moves a pupil to another group from a date, in one transaction: the current assignment ends the
 * day before, the new one starts on the date and ends when the old one did (at most at the end of
 * the new group's school year).
 */
export async function moveToewijzing(ctx: TenantContext, id: number, input: { groepNr: number; datum: string }) {
  const t = await toewijzing(ctx, id);
  const van = await groepVan(ctx, t.groepNr);
  schrijfGroep(ctx, van);
  const naar = await groepVan(ctx, input.groepNr).catch(() => {
    throw badRequest(`groepNr: [[groep]] ${input.groepNr} bestaat niet.`, [{ path: "body.groepNr", message: "[[groep]] bestaat niet" }]);
  });
  schrijfGroep(ctx, naar);
  if (naar.nr === van.nr) throw badRequest("groepNr: kies een andere [[groep]] dan de huidige.", [{ path: "body.groepNr", message: "gelijk aan de huidige [[groep]]" }]);
  const datum = datumVeld(input.datum, "datum")!;
  if (datum <= t.ingangsdatum)
    throw badRequest(`datum: de verhuisdatum moet na de ingangsdatum van de huidige indeling (${formatDatum(t.ingangsdatum)}) liggen.`, [{ path: "body.datum", message: "ligt niet na de ingangsdatum" }]);
  if (datum > t.einddatum)
    throw badRequest(`datum: [[de leerling]] zit op die datum niet meer in ${van.naam} (tot ${formatDatum(t.einddatum)}).`, [{ path: "body.datum", message: "ligt na de einddatum" }]);
  const bereik = await schooljaarBereik(ctx, naar.schooljaar);
  const eind = t.einddatum < dag(bereik.eind) ? t.einddatum : dag(bereik.eind);
  const gisteren = new Date(datum.getTime() - 86_400_000);
  const nieuwId = await db.$transaction(async (tx) => {
    await tx.leerlingtoewijzing.update({ where: { administratieNr_id: { administratieNr: ctx.administratieNr, id } }, data: { einddatum: gisteren } });
    await controleer(tx, ctx, { leerlingId: t.leerlingId, groep: naar, start: datum, eind }, "body.datum");
    const n = await tx.leerlingtoewijzing.create({ data: { administratieNr: ctx.administratieNr, leerlingId: t.leerlingId, groepNr: naar.nr, ingangsdatum: datum, einddatum: eind }, select: { id: true } });
    return n.id;
  });
  return { beeindigd: await een(ctx, id), nieuw: await een(ctx, nieuwId) };
}

/** Places pupils in a group (path id = group number) from a date, all or none. */
export async function addToewijzingen(ctx: TenantContext, groepNr: number, input: { leerlingIds: number[]; ingangsdatum: string; einddatum?: string | null }) {
  const g = await groepVan(ctx, groepNr);
  schrijfGroep(ctx, g);
  const start = datumVeld(input.ingangsdatum, "ingangsdatum")!;
  const eind = datumVeld(input.einddatum, "einddatum") ?? dag((await schooljaarBereik(ctx, g.schooljaar)).eind);
  const ids = [...new Set(input.leerlingIds)];
  const bestaand = await db.leerling.findMany({ where: { administratieNr: ctx.administratieNr, id: { in: ids } }, select: { id: true } });
  const onbekend = ids.filter((id) => !bestaand.some((b) => b.id === id));
  if (onbekend.length) throw badRequest(`leerlingIds: [[leerling]] ${onbekend.join(", ")} bestaat niet.`, [{ path: "body.leerlingIds", message: `onbekende [[leerling]] ${onbekend.join(", ")}` }]);
  const nieuw = await db.$transaction(async (tx) => {
    const out: number[] = [];
    for (const leerlingId of ids) {
      await controleer(tx, ctx, { leerlingId, groep: g, start, eind });
      const n = await tx.leerlingtoewijzing.create({ data: { administratieNr: ctx.administratieNr, leerlingId, groepNr, ingangsdatum: start, einddatum: eind }, select: { id: true } });
      out.push(n.id);
    }
    return out;
  });
  return (await laad(ctx, { id: { in: nieuw } })).map(toewijzingOut);
}

/** Removes one assignment, named by pupil, group and start date. */
export async function deleteToewijzing(ctx: TenantContext, leerlingId: number, groepNr: number, ingangsdatum: string) {
  const g = await groepVan(ctx, groepNr);
  const start = datumVeld(ingangsdatum, "ingangsdatum")!;
  const t = await db.leerlingtoewijzing.findUnique({
    where: { administratieNr_leerlingId_groepNr_ingangsdatum: { administratieNr: ctx.administratieNr, leerlingId, groepNr, ingangsdatum: start } },
    select: { id: true },
  });
  if (!t) throw notFound(`De indeling van [[leerling]] ${leerlingId} in ${g.naam} vanaf ${formatDatum(start)}`);
  schrijfGroep(ctx, g);
  try {
    await db.leerlingtoewijzing.delete({ where: { administratieNr_id: { administratieNr: ctx.administratieNr, id: t.id } } });
  } catch (e) {
    if ((e as { code?: string }).code === "P2003") throw conflict("Deze indeling kan niet worden verwijderd: er verwijzen nog gegevens naar.");
    throw e;
  }
  return { id: t.id, verwijderd: true };
}
