import { db, type Tx } from "@/lib/db/client";
import { badRequest, notFound } from "@/lib/api/errors";
import type { TenantContext } from "@/lib/api/context";
import { niveauLabel, schoonOfNull } from "@/lib/format";
import { beheerbaarPakket, magBeheren, pakketRefSelect, zichtbaarWhere, type PakketRef } from "./leerroutepakketten";

/**
 * Phases of a learning-route package and their cells (spec 1-product §2 "Learning-route package",
 * §3; 2-api-calls §7.7 Leerroutepakketfasen).
 *
 * A cell (Leerroutepakketfase) is fase × leerroute × domein: the level a pupil of that route should
 * reach in that phase (niveauNummer), a description, the linked indicators (of the cell's domain)
 * and the linked lessons (of the package's customer, ordered). A cell exists as a row only once
 * something was stored for it; reads show missing cells as empty (`bestaat: false`) and every write
 * creates the cell when it is missing.
 *
 * Reads: the package must be visible; each read is one statement that fetches the package (only
 * when visible) with the content it shows, nested (issue 19). Writes: beheerbaarPakket (manage
 * right, same klantId, own package: a published package of another administration is read-only → 403).
 */

export interface CelSleutel {
  leerroutepakketId: number;
  faseNummer: number;
  leerrouteNummer: number;
  domeinId: number;
}

function veldFout(veld: string, bericht: string) {
  return badRequest(`${veld}: ${bericht}.`, [{ path: `body.${veld}`, message: bericht }]);
}

function celWhere(k: CelSleutel) {
  return { leerroutepakketId: k.leerroutepakketId, faseNummer: k.faseNummer, leerrouteNummer: k.leerrouteNummer, domeinId: k.domeinId };
}

const niveauSelect = {
  orderBy: [{ volgnummer: "asc" as const }, { nummer: "asc" as const }],
  select: { nummer: true, waarde: true, label: true, volgnummer: true },
};
function niveausOut(rows: { nummer: number; waarde: string; label: string; volgnummer: number }[]) {
  return rows.map((n) => ({ ...n, niveauLabel: niveauLabel(n.label) }));
}

/** The visible package with `select` nested in it, in one statement; 404 when not visible. */
async function zichtbaarMet<S extends object>(ctx: TenantContext, pakketId: number, select: S) {
  const pakket = await db.leerroutepakket.findFirst({ where: { id: pakketId, ...zichtbaarWhere(ctx) }, select: { ...pakketRefSelect, ...select } });
  if (!pakket) throw notFound(`Leerroutepakket ${pakketId}`);
  return pakket;
}
export type FaseNiveauView = ReturnType<typeof niveausOut>[number];

function pakketKop(ctx: TenantContext, pakket: PakketRef) {
  return { id: pakket.id, naam: pakket.naam, beheerbaar: magBeheren(ctx, pakket) };
}

// -------------------------------------------------------------------------------------------
// voorPakket: the phases of a package with what is filled in (the Fasen tab)
// -------------------------------------------------------------------------------------------

/**
 * All phases in display order. Per phase: the number of possible cells (routes × domains), the
 * filled ones (a level aimed at, an indicator or a lesson), and the linked indicators and lessons.
 */
export async function listFasenVanPakket(ctx: TenantContext, pakketId: number) {
  const pakket = await zichtbaarMet(ctx, pakketId, {
    fasen: {
      orderBy: [{ volgnummer: "asc" }, { nummer: "asc" }],
      select: {
        nummer: true,
        naam: true,
        omschrijving: true,
        volgnummer: true,
        cellen: { select: { niveauNummer: true, _count: { select: { indicatoren: true, lessen: true } } } },
      },
    },
    _count: { select: { leerroutes: true, domeinen: true } },
  } as const);
  return pakket.fasen.map(({ cellen, ...f }) => {
    const t = { gevuld: 0, indicatoren: 0, lessen: 0 };
    for (const c of cellen) {
      if (c.niveauNummer !== null || c._count.indicatoren > 0 || c._count.lessen > 0) t.gevuld++;
      t.indicatoren += c._count.indicatoren;
      t.lessen += c._count.lessen;
    }
    return {
      ...f,
      aantalCellen: pakket._count.leerroutes * pakket._count.domeinen,
      aantalGevuldeCellen: t.gevuld,
      aantalIndicatoren: t.indicatoren,
      aantalLessen: t.lessen,
    };
  });
}
export type FaseOverzichtView = Awaited<ReturnType<typeof listFasenVanPakket>>[number];

// -------------------------------------------------------------------------------------------
// {a}/{b}: one phase with its grid of routes × domains
// -------------------------------------------------------------------------------------------

/** The phase with a cell for every route × domain (missing cells empty, `bestaat: false`). */
export async function getFase(ctx: TenantContext, pakketId: number, faseNummer: number) {
  const pakket = await zichtbaarMet(ctx, pakketId, {
    fasen: {
      where: { nummer: faseNummer },
      select: {
        nummer: true,
        naam: true,
        omschrijving: true,
        volgnummer: true,
        cellen: { select: { leerrouteNummer: true, domeinId: true, niveauNummer: true, omschrijving: true, _count: { select: { indicatoren: true, lessen: true } } } },
      },
    },
    leerroutes: { orderBy: { nummer: "asc" }, select: { nummer: true, naam: true } },
    domeinen: { orderBy: [{ volgnummer: "asc" }, { naam: "asc" }], select: { id: true, naam: true, code: true } },
    niveaus: niveauSelect,
  } as const);
  const [faseRij] = pakket.fasen;
  if (!faseRij) throw notFound(`Fase ${faseNummer}`);
  const { cellen, ...fase } = faseRij;
  const { leerroutes, domeinen } = pakket;
  const niveaus = niveausOut(pakket.niveaus);
  const celMap = new Map(cellen.map((c) => [`${c.leerrouteNummer}:${c.domeinId}`, c]));
  const niveauMap = new Map(niveaus.map((n) => [n.nummer, n]));
  return {
    leerroutepakket: pakketKop(ctx, pakket),
    fase,
    niveaus,
    domeinen,
    leerroutes: leerroutes.map((lr) => ({
      ...lr,
      cellen: domeinen.map((d) => {
        const c = celMap.get(`${lr.nummer}:${d.id}`);
        const niveau = c?.niveauNummer != null ? niveauMap.get(c.niveauNummer) : undefined;
        return {
          domeinId: d.id,
          bestaat: !!c,
          niveauNummer: c?.niveauNummer ?? null,
          niveauLabel: niveau?.niveauLabel ?? null,
          omschrijving: c?.omschrijving ?? null,
          aantalIndicatoren: c?._count.indicatoren ?? 0,
          aantalLessen: c?._count.lessen ?? 0,
        };
      }),
    })),
  };
}
export type FaseView = Awaited<ReturnType<typeof getFase>>;
export type FaseCelView = FaseView["leerroutes"][number]["cellen"][number];

// -------------------------------------------------------------------------------------------
// {a}/{b}/{c}/{d}/indicatoren: one cell and the indicators of its domain
// -------------------------------------------------------------------------------------------

/** What a cell's reads nest in the package: its phase with the cell, its route and its domain. */
function celDelenSelect<C extends object>(k: CelSleutel, celExtra: C) {
  return {
    fasen: {
      where: { nummer: k.faseNummer },
      select: {
        nummer: true,
        naam: true,
        cellen: {
          where: { leerrouteNummer: k.leerrouteNummer, domeinId: k.domeinId },
          select: { niveauNummer: true, omschrijving: true, niveau: { select: { label: true } }, _count: { select: { indicatoren: true, lessen: true } }, ...celExtra },
        },
      },
    },
    leerroutes: { where: { nummer: k.leerrouteNummer }, select: { nummer: true, naam: true } },
    domeinen: { where: { id: k.domeinId }, select: { id: true, naam: true, code: true } },
  } as const;
}

type CelRij = { niveauNummer: number | null; omschrijving: string | null; niveau: { label: string } | null; _count: { indicatoren: number; lessen: number } };

/** Phase, route and domain of a cell, each 404 when not of the package (reads), and the cell. */
function celDelen<R extends CelRij>(
  k: CelSleutel,
  p: { fasen: { nummer: number; naam: string; cellen: R[] }[]; leerroutes: { nummer: number; naam: string }[]; domeinen: { id: number; naam: string; code: string | null }[] },
) {
  const [faseRij] = p.fasen;
  const [leerroute] = p.leerroutes;
  const [domein] = p.domeinen;
  if (!faseRij) throw notFound(`Fase ${k.faseNummer}`);
  if (!leerroute) throw notFound(`Leerroute ${k.leerrouteNummer}`);
  if (!domein) throw notFound(`Domein ${k.domeinId}`);
  const cel = faseRij.cellen[0];
  return {
    rij: cel,
    delen: {
      fase: { nummer: faseRij.nummer, naam: faseRij.naam },
      leerroute,
      domein,
      cel: celVelden(cel),
    },
  };
}

/**
 * The cell and every indicator of its domain, grouped competentie → niveau (competency order,
 * level order, indicator order), each with `gekoppeld`. One statement, whatever the number of
 * indicators.
 */
export async function getCelIndicatoren(ctx: TenantContext, k: CelSleutel) {
  const pakket = await zichtbaarMet(ctx, k.leerroutepakketId, {
    ...celDelenSelect(k, { indicatoren: { select: { indicatorId: true } } }),
    niveaus: niveauSelect,
    competenties: { where: { domeinId: k.domeinId }, orderBy: [{ volgnummer: "asc" }, { naam: "asc" }], select: { id: true, naam: true } },
    indicatoren: {
      where: { domeinId: k.domeinId },
      orderBy: [{ volgnummer: "asc" }, { id: "asc" }],
      select: { id: true, naam: true, code: true, competentieId: true, niveauNummer: true },
    },
  } as const);
  const { rij, delen } = celDelen(k, pakket);
  const niveaus = niveausOut(pakket.niveaus);
  const { competenties, indicatoren } = pakket;
  const koppelingen = rij?.indicatoren ?? [];
  const gekoppeld = new Set(koppelingen.map((g) => g.indicatorId));
  // competentieId → niveauNummer → indicators (already in indicator order).
  const groepen = new Map<number, Map<number, { id: number; naam: string; code: string | null; gekoppeld: boolean }[]>>();
  for (const i of indicatoren) {
    let perNiveau = groepen.get(i.competentieId);
    if (!perNiveau) groepen.set(i.competentieId, (perNiveau = new Map()));
    let lijst = perNiveau.get(i.niveauNummer);
    if (!lijst) perNiveau.set(i.niveauNummer, (lijst = []));
    lijst.push({ id: i.id, naam: i.naam, code: i.code, gekoppeld: gekoppeld.has(i.id) });
  }
  return {
    leerroutepakket: pakketKop(ctx, pakket),
    ...delen,
    niveaus,
    aantalIndicatoren: indicatoren.length,
    competenties: competenties.map((c) => {
      const perNiveau = groepen.get(c.id);
      return {
        id: c.id,
        naam: c.naam,
        niveaus: niveaus.flatMap((n) => {
          const lijst = perNiveau?.get(n.nummer);
          return lijst ? [{ nummer: n.nummer, waarde: n.waarde, label: n.label, niveauLabel: n.niveauLabel, indicatoren: lijst }] : [];
        }),
      };
    }),
  };
}
export type CelIndicatorenView = Awaited<ReturnType<typeof getCelIndicatoren>>;

// -------------------------------------------------------------------------------------------
// The cell's lessons (LesBundels/faseKoppelingen) and, for managers, the lessons that can be added
// -------------------------------------------------------------------------------------------

/**
 * Lesson bundles whose lessons may be linked to a cell of this package: bundles of the package's
 * customer that this administration owns, or that are published or shared with the customer.
 */
function beschikbareBundelsWhere(ctx: TenantContext, klantId: number) {
  return { klantId, OR: [{ administratieNr: ctx.administratieNr }, { gepubliceerd: true }, { gedeeld: true }] };
}

/**
 * The lessons linked to the cell in order (with their bundle), the bundles linked to the cell
 * (LesBundelFase), and — only for a caller who may manage the package — the bundles of the
 * customer with their lessons to choose from (sorted by name). One statement, two for a manager.
 */
export async function getCelLessen(ctx: TenantContext, k: CelSleutel) {
  const pakket = await zichtbaarMet(
    ctx,
    k.leerroutepakketId,
    celDelenSelect(k, {
      lessen: {
        orderBy: [{ volgnummer: "asc" }, { lesId: "asc" }],
        select: { lesId: true, volgnummer: true, les: { select: { naam: true, duurMinuten: true, lesBundel: { select: { id: true, naam: true } } } } },
      },
      lesBundels: { select: { lesBundel: { select: { id: true, naam: true } } } },
    }),
  );
  const { rij, delen } = celDelen(k, pakket);
  const beheerbaar = magBeheren(ctx, pakket);
  const lessen = (rij?.lessen ?? []).map((r) => ({ id: r.lesId, naam: r.les.naam, duurMinuten: r.les.duurMinuten, lesBundelId: r.les.lesBundel.id, lesBundelNaam: r.les.lesBundel.naam }));
  const bundels = rij?.lesBundels ?? [];
  const beschikbaar = beheerbaar
    ? await db.lesBundel.findMany({
        where: beschikbareBundelsWhere(ctx, pakket.klantId),
        orderBy: [{ naam: "asc" }, { id: "asc" }],
        select: { id: true, naam: true, lessen: { orderBy: [{ volgnummer: "asc" }, { naam: "asc" }], select: { id: true, naam: true, duurMinuten: true } } },
      })
    : [];
  const opNaam = (a: { naam: string }, b: { naam: string }) => a.naam.localeCompare(b.naam, "nl", { sensitivity: "base" });
  return {
    leerroutepakket: pakketKop(ctx, pakket),
    ...delen,
    lessen,
    lesBundels: bundels.map((b) => b.lesBundel).sort(opNaam),
    beschikbaar: beschikbaar.filter((b) => b.lessen.length > 0).sort(opNaam),
  };
}
export type CelLessenView = Awaited<ReturnType<typeof getCelLessen>>;

// -------------------------------------------------------------------------------------------
// Writes
// -------------------------------------------------------------------------------------------

/** Phase, route and domain named in a write body must be of the package; else 400 naming the field. */
async function checkCelDelen(k: CelSleutel) {
  const [fase, leerroute, domein] = await Promise.all([
    db.fase.findUnique({ where: { leerroutepakketId_nummer: { leerroutepakketId: k.leerroutepakketId, nummer: k.faseNummer } }, select: { nummer: true } }),
    db.leerroute.findUnique({ where: { leerroutepakketId_nummer: { leerroutepakketId: k.leerroutepakketId, nummer: k.leerrouteNummer } }, select: { nummer: true } }),
    db.domein.findFirst({ where: { id: k.domeinId, leerroutepakketId: k.leerroutepakketId }, select: { id: true, naam: true } }),
  ]);
  if (!fase) throw veldFout("faseNummer", "deze fase hoort niet bij het leerroutepakket");
  if (!leerroute) throw veldFout("leerrouteNummer", "deze leerroute hoort niet bij het leerroutepakket");
  if (!domein) throw veldFout("domeinId", "dit domein hoort niet bij het leerroutepakket");
  return domein;
}

/**
 * Creates the cell when it is missing and locks its row until the transaction ends, so two saves
 * of the same cell run one after the other (each sets exactly its own list).
 */
async function vergrendelCel(tx: Tx, k: CelSleutel) {
  await tx.$executeRaw`
    INSERT INTO "Leerroutepakketfase" ("leerroutepakketId", "faseNummer", "leerrouteNummer", "domeinId")
    VALUES (${k.leerroutepakketId}, ${k.faseNummer}, ${k.leerrouteNummer}, ${k.domeinId})
    ON CONFLICT ("leerroutepakketId", "faseNummer", "leerrouteNummer", "domeinId")
    DO UPDATE SET "niveauNummer" = "Leerroutepakketfase"."niveauNummer"`;
}

/** 400 when a list holds an id twice. */
function checkUniek(ids: readonly number[], veld: string, wat: string) {
  const gezien = new Set<number>();
  const dubbel = [...new Set(ids.filter((id) => (gezien.has(id) ? true : (gezien.add(id), false))))];
  if (dubbel.length) throw veldFout(veld, `${wat} ${dubbel.join(", ")} ${dubbel.length === 1 ? "komt" : "komen"} meer dan eens voor`);
}

/** What a write answers: the cell as the phase grid shows it. */
async function celSamenvatting(k: CelSleutel) {
  const cel = await db.leerroutepakketfase.findUnique({
    where: { leerroutepakketId_faseNummer_leerrouteNummer_domeinId: celWhere(k) },
    select: { niveauNummer: true, omschrijving: true, niveau: { select: { label: true } }, _count: { select: { indicatoren: true, lessen: true } } },
  });
  return { ...celWhere(k), ...celVelden(cel) };
}

/** What a screen shows of a cell (also of one that has no row yet). */
function celVelden(cel: { niveauNummer: number | null; omschrijving: string | null; niveau: { label: string } | null; _count: { indicatoren: number; lessen: number } } | null | undefined) {
  return {
    bestaat: !!cel,
    niveauNummer: cel?.niveauNummer ?? null,
    niveauLabel: cel?.niveau ? niveauLabel(cel.niveau.label) : null,
    omschrijving: cel?.omschrijving ?? null,
    aantalIndicatoren: cel?._count.indicatoren ?? 0,
    aantalLessen: cel?._count.lessen ?? 0,
  };
}
export type CelSamenvattingView = Awaited<ReturnType<typeof celSamenvatting>>;

/**
 * Sets the cell's linked indicators to exactly `indicatorIds` (creating the cell when missing), in
 * one transaction. Every indicator must be of the cell's domain in this package (else 400).
 */
export async function linkIndicatoren(ctx: TenantContext, input: CelSleutel & { indicatorIds: number[] }) {
  const pakket = await beheerbaarPakket(ctx, input.leerroutepakketId);
  const k: CelSleutel = { ...celWhere(input), leerroutepakketId: pakket.id };
  const domein = await checkCelDelen(k);
  checkUniek(input.indicatorIds, "indicatorIds", "indicator");
  const ids = input.indicatorIds;
  if (ids.length) {
    const gevonden = await db.indicator.findMany({ where: { leerroutepakketId: pakket.id, domeinId: k.domeinId, id: { in: ids } }, select: { id: true } });
    const bekend = new Set(gevonden.map((i) => i.id));
    const vreemd = ids.filter((id) => !bekend.has(id));
    if (vreemd.length)
      throw veldFout(
        "indicatorIds",
        `${vreemd.length === 1 ? `indicator ${vreemd[0]} hoort` : `indicatoren ${vreemd.join(", ")} horen`} niet bij domein "${domein.naam}" van dit leerroutepakket`,
      );
  }
  await db.$transaction(async (tx) => {
    await vergrendelCel(tx, k);
    await tx.leerroutepakketfaseIndicator.deleteMany({ where: { ...k, indicatorId: { notIn: ids } } });
    if (ids.length) await tx.leerroutepakketfaseIndicator.createMany({ data: ids.map((indicatorId) => ({ ...k, indicatorId })), skipDuplicates: true });
  });
  return celSamenvatting(k);
}

/** The level aimed at (a level of the package, or null) and the description; creates the cell when missing. */
export async function updateCel(ctx: TenantContext, input: CelSleutel & { niveauNummer: number | null; omschrijving?: string | null }) {
  const pakket = await beheerbaarPakket(ctx, input.leerroutepakketId);
  const k: CelSleutel = { ...celWhere(input), leerroutepakketId: pakket.id };
  await checkCelDelen(k);
  if (input.niveauNummer !== null) {
    const niveau = await db.niveau.findUnique({ where: { leerroutepakketId_nummer: { leerroutepakketId: pakket.id, nummer: input.niveauNummer } }, select: { nummer: true } });
    if (!niveau) throw veldFout("niveauNummer", "dit niveau hoort niet bij het leerroutepakket");
  }
  await db.$transaction(async (tx) => {
    await vergrendelCel(tx, k);
    await tx.leerroutepakketfase.update({
      where: { leerroutepakketId_faseNummer_leerrouteNummer_domeinId: k },
      data: { niveauNummer: input.niveauNummer, ...(input.omschrijving !== undefined ? { omschrijving: schoonOfNull(input.omschrijving) } : {}) },
    });
  });
  return celSamenvatting(k);
}

/**
 * Lessons that may be newly linked: of a bundle of the package's customer that this administration
 * can see. 400 naming `lesIds` for any other id.
 */
async function checkNieuweLessen(tx: Tx, ctx: TenantContext, klantId: number, ids: readonly number[]) {
  if (!ids.length) return;
  const gevonden = await tx.les.findMany({ where: { id: { in: [...ids] }, lesBundel: beschikbareBundelsWhere(ctx, klantId) }, select: { id: true } });
  const bekend = new Set(gevonden.map((l) => l.id));
  const vreemd = ids.filter((id) => !bekend.has(id));
  if (vreemd.length)
    throw veldFout("lesIds", `${vreemd.length === 1 ? `les ${vreemd[0]} hoort` : `lessen ${vreemd.join(", ")} horen`} niet bij een lesbundel van deze klant`);
}

/**
 * Replaces the cell's lessons by `lesIds`, in that order: lessons left out are unlinked, new ones
 * linked (they must be of a lesson bundle of the package's customer). One transaction.
 */
export async function updateLessen(ctx: TenantContext, input: CelSleutel & { lesIds: number[] }) {
  const pakket = await beheerbaarPakket(ctx, input.leerroutepakketId);
  const k: CelSleutel = { ...celWhere(input), leerroutepakketId: pakket.id };
  await checkCelDelen(k);
  checkUniek(input.lesIds, "lesIds", "les");
  await db.$transaction(async (tx) => {
    await vergrendelCel(tx, k);
    const huidig = new Set((await tx.leerroutepakketfaseLes.findMany({ where: k, select: { lesId: true } })).map((l) => l.lesId));
    await checkNieuweLessen(
      tx,
      ctx,
      pakket.klantId,
      input.lesIds.filter((id) => !huidig.has(id)),
    );
    await tx.leerroutepakketfaseLes.deleteMany({ where: { ...k, lesId: { notIn: input.lesIds } } });
    for (const [i, lesId] of input.lesIds.entries()) {
      if (huidig.has(lesId)) await tx.leerroutepakketfaseLes.update({ where: { leerroutepakketId_faseNummer_leerrouteNummer_domeinId_lesId: { ...k, lesId } }, data: { volgnummer: i + 1 } });
      else await tx.leerroutepakketfaseLes.create({ data: { ...k, lesId, klantId: pakket.klantId, volgnummer: i + 1 } });
    }
  });
  return getCelLessen(ctx, k);
}

/**
 * Appends lessons to the cell in the given order. Lessons already linked are ignored (they keep
 * their place) and listed in `genegeerd`; the others must be of a lesson bundle of the customer.
 */
export async function addLessen(ctx: TenantContext, input: CelSleutel & { lesIds: number[] }) {
  const pakket = await beheerbaarPakket(ctx, input.leerroutepakketId);
  const k: CelSleutel = { ...celWhere(input), leerroutepakketId: pakket.id };
  await checkCelDelen(k);
  checkUniek(input.lesIds, "lesIds", "les");
  const { toegevoegd, genegeerd } = await db.$transaction(async (tx) => {
    await vergrendelCel(tx, k);
    const huidig = await tx.leerroutepakketfaseLes.findMany({ where: k, select: { lesId: true, volgnummer: true } });
    const bestaand = new Set(huidig.map((l) => l.lesId));
    const nieuw = input.lesIds.filter((id) => !bestaand.has(id));
    await checkNieuweLessen(tx, ctx, pakket.klantId, nieuw);
    const max = huidig.reduce((m, l) => Math.max(m, l.volgnummer), 0);
    if (nieuw.length) await tx.leerroutepakketfaseLes.createMany({ data: nieuw.map((lesId, i) => ({ ...k, lesId, klantId: pakket.klantId, volgnummer: max + i + 1 })) });
    return { toegevoegd: nieuw, genegeerd: input.lesIds.filter((id) => bestaand.has(id)) };
  });
  return { ...(await getCelLessen(ctx, k)), toegevoegd, genegeerd };
}
