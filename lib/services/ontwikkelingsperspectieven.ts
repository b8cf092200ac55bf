import { db, type Tx } from "@/lib/db/client";
import type { TenantContext } from "@/lib/api/context";
import { badRequest, conflict, forbidden, notFound } from "@/lib/api/errors";
import type { Prisma } from "@/lib/generated/prisma/client";
import { canRead, canWrite, Functiegebied as F, readableVestigingen, type PermissionObject } from "@/lib/permissions";
import { actievePeriode, isoDatum, parseSchooljaar } from "@/lib/schooljaar";
import { geordend, leesWaarde, valideerWaarden, type Definitie, type DefinitieOpties, type TemplateSoort } from "@/lib/templates";
import { CONCEPT, type HandelingsdeelBijwerken, type HandelingsdeelRegel, type OppBijwerken, type OppToevoegen, type PeriodeWijzigen, type Vaststellen } from "@/lib/schemas/ontwikkelingsperspectieven";
import { dag, geldtVoorLeerling, leerlingObject, naamVan, vandaagIso } from "./leerling-gemeen";
import { auteurNaam, auteurSelect, auteurVan, leerlingPlaatsSelect, plaatsVan, type LeerlingPlaats } from "./leerlingdossier-toegang";
import { logInzage } from "./dossier-inzage";
import { kiesVersie as kiesVersieRegel, laatstVastgesteld, sleutelVan, vaststelDatumFout, versieVolgorde } from "./opp-versies";
import { leerrouteVanLeerlingSelect, pakketVanPlan, pakketVerwijzingFouten } from "./plan-pakket";

/**
 * Development perspectives (OntwikkelingsPerspectieven, §7.10, issue 15): an OPP template filled
 * in for a pupil — the expected exit destination, its grounds (hindering and supporting factors)
 * and the action part (handelingsdeel) — in versions. Versie 0 is the Concept (no date, key
 * CONCEPT); establishing (Vaststellen) gives the Concept its date, the record of the talk with the
 * parents and their agreement on the action part, and a snapshot of the action part: an
 * established version never changes again. The next edit starts a new Concept from the newest
 * established version. Values are checked per category against the template's definitions by the
 * one template engine (lib/templates). §6: the Ontwikkelingsperspectieven bits on the pupil (own
 * group / own branch / all); another administration's OPP is 404. Reads are logged (access log).
 */

type Toegang = "read" | "write";
const GEBIED = F.Ontwikkelingsperspectieven;
const weiger = (toegang: Toegang) => forbidden(`U mag de ontwikkelingsperspectieven van [[deze leerling]] niet ${toegang === "read" ? "bekijken" : "wijzigen"}.`);

function magOp(ctx: TenantContext, l: Pick<LeerlingPlaats, "toewijzingen">, toegang: Toegang) {
  const check = (o: PermissionObject) => (toegang === "read" ? canRead : canWrite)(ctx.permissions, GEBIED, o);
  return geldtVoorLeerling(plaatsVan(l), check);
}

const versieSelect = {
  versie: true,
  vastgesteldOp: true,
  gesprekOudersOp: true,
  oudersAkkoordOp: true,
  oudersAkkoordDoor: true,
  leerlingGehoord: true,
  handelingsdeel: true,
  vastgesteldDoorMedewerker: auteurSelect,
} as const;
type VersieRij = Prisma.OntwikkelingsperspectiefVersieGetPayload<{ select: typeof versieSelect }>;

const rijSelect = {
  id: true,
  leerlingId: true,
  templateId: true,
  schooljaar: true,
  periodeNummer: true,
  updatedAt: true,
  leerling: { select: leerlingPlaatsSelect },
  template: { select: { naam: true } },
  versies: { select: { versie: true, vastgesteldOp: true }, orderBy: { versie: "desc" as const } },
} as const;
type Rij = Prisma.OntwikkelingsperspectiefGetPayload<{ select: typeof rijSelect }>;


function rijOut(ctx: TenantContext, o: Rij) {
  const laatste = laatstVastgesteld(o.versies);
  return {
    id: o.id,
    leerlingId: o.leerlingId,
    leerlingNaam: naamVan(o.leerling),
    templateId: o.templateId,
    templateNaam: o.template.naam,
    schooljaar: o.schooljaar,
    periodeNummer: o.periodeNummer,
    laatstVastgesteld: laatste?.vastgesteldOp ? isoDatum(laatste.vastgesteldOp) : null,
    heeftConcept: o.versies.some((v) => v.versie === 0),
    bijgewerkt: o.updatedAt.toISOString(),
    magBewerken: magOp(ctx, o.leerling, "write"),
  };
}
export type OppRijView = ReturnType<typeof rijOut>;

function versieOut(v: VersieRij) {
  return {
    sleutel: sleutelVan(v),
    vastgesteldOp: v.vastgesteldOp ? isoDatum(v.vastgesteldOp) : null,
    vastgesteldDoor: auteurNaam(v.vastgesteldDoorMedewerker),
    gesprekOudersOp: v.gesprekOudersOp ? isoDatum(v.gesprekOudersOp) : null,
    oudersAkkoordOp: v.oudersAkkoordOp ? isoDatum(v.oudersAkkoordOp) : null,
    oudersAkkoordDoor: v.oudersAkkoordDoor,
    leerlingGehoord: v.leerlingGehoord,
  };
}


const handelingsdeelSelect = {
  id: true,
  vakgebiedNr: true,
  leerroutepakketId: true,
  competentieId: true,
  niveauNummer: true,
  doel: true,
  aanpak: true,
  evaluatie: true,
  volgnummer: true,
  vakgebied: { select: { naam: true } },
  competentieniveau: { select: { competentie: { select: { naam: true } }, niveau: { select: { waarde: true } } } },
} as const;
type HandelingsdeelRij = Prisma.OntwikkelingsperspectiefHandelingsdeelGetPayload<{ select: typeof handelingsdeelSelect }>;

function regelOut(r: HandelingsdeelRij): HandelingsdeelRegel {
  return {
    id: r.id,
    vakgebiedNr: r.vakgebiedNr,
    vakgebiedNaam: r.vakgebied?.naam ?? null,
    leerroutepakketId: r.leerroutepakketId,
    competentieId: r.competentieId,
    competentieNaam: r.competentieniveau?.competentie.naam ?? null,
    niveauNummer: r.niveauNummer,
    niveauWaarde: r.competentieniveau?.niveau.waarde ?? null,
    doel: r.doel,
    aanpak: r.aanpak,
    evaluatie: r.evaluatie,
    volgnummer: r.volgnummer,
  };
}

/** A snapshot read back (stored at establishing); rows that do not fit are left out. */
function leesSnapshot(json: unknown): HandelingsdeelRegel[] {
  if (!Array.isArray(json)) return [];
  return json
    .filter((r): r is HandelingsdeelRegel => !!r && typeof r === "object" && typeof (r as HandelingsdeelRegel).doel === "string")
    .map((r) => ({ ...r, niveauWaarde: r.niveauWaarde ?? null }));
}

const definitieSelect = { id: true, categorieId: true, soort: true, label: true, toelichting: true, verplicht: true, opties: true, volgnummer: true } as const;
function definitieOut(d: { id: number; soort: string; label: string; toelichting: string | null; verplicht: boolean; opties: unknown; volgnummer: number }) {
  return { id: d.id, soort: d.soort as TemplateSoort, label: d.label, toelichting: d.toelichting, verplicht: d.verplicht, opties: (d.opties ?? null) as DefinitieOpties | null, volgnummer: d.volgnummer };
}

const oppSelect = {
  ...rijSelect,
  leerling: { select: { ...leerlingPlaatsSelect, leerroutes: leerrouteVanLeerlingSelect } },
  leerroutepakketId: true,
  auteur: auteurSelect,
  versies: { select: versieSelect },
  template: {
    select: {
      naam: true,
      actief: true,
      categorieen: { select: { id: true, code: true, naam: true, volgnummer: true }, orderBy: [{ volgnummer: "asc" }, { id: "asc" }] as Prisma.OppTemplateCategorieOrderByWithRelationInput[] },
      definities: { select: definitieSelect },
    },
  },
  items: { select: { id: true, versie: true, definitieId: true, waarde: true }, orderBy: [{ volgnummer: "asc" }, { id: "asc" }] as Prisma.OntwikkelingsperspectiefItemOrderByWithRelationInput[] },
  handelingsdeel: { select: handelingsdeelSelect, orderBy: [{ volgnummer: "asc" }, { id: "asc" }] as Prisma.OntwikkelingsperspectiefHandelingsdeelOrderByWithRelationInput[] },
} as const;
type Opp = Prisma.OntwikkelingsperspectiefGetPayload<{ select: typeof oppSelect }>;

const sleutel = (ctx: TenantContext, id: number) => ({ administratieNr_id: { administratieNr: ctx.administratieNr, id } });

/** The OPP with everything a screen needs (one statement), checked for the pupil (404 / 403). */
async function laadOpp(ctx: TenantContext, id: number, toegang: Toegang, client: Tx | typeof db = db) {
  const o = await client.ontwikkelingsperspectief.findUnique({ where: sleutel(ctx, id), select: oppSelect });
  if (!o) throw notFound(`Ontwikkelingsperspectief ${id}`);
  if (!magOp(ctx, o.leerling, toegang)) throw weiger(toegang);
  return o;
}

/** The version asked for (CONCEPT or a date); without one the Concept, else the newest established. Unknown → 400. */
function kiesVersie(o: Opp, gevraagd: string | undefined) {
  const r = kiesVersieRegel(o.versies, gevraagd);
  if ("onbekend" in r) throw badRequest(`version: dit ontwikkelingsperspectief heeft geen versie '${gevraagd}'.`, [{ path: "query.version", message: "onbekende versie" }]);
  return r.versie;
}

function detailsOut(ctx: TenantContext, o: Opp, versie: VersieRij | null) {
  const nummer = versie?.versie ?? -1;
  const items = o.items.filter((i) => i.versie === nummer);
  const perDef = new Map(o.template.definities.map((d) => [d.id, d]));
  const ingevuld = new Map<number, number>();
  for (const i of items) {
    const d = perDef.get(i.definitieId);
    if (d) ingevuld.set(d.categorieId, (ingevuld.get(d.categorieId) ?? 0) + 1);
  }
  return {
    ...rijOut(ctx, { ...o, versies: o.versies }),
    leerroutepakketId: pakketVanPlan(o.leerroutepakketId, o.leerling.leerroutes),
    auteur: auteurNaam(o.auteur),
    versie: versie ? sleutelVan(versie) : CONCEPT,
    versies: [...o.versies].sort(versieVolgorde).map(versieOut),
    categorieen: o.template.categorieen.map((c) => ({ ...c, ingevuld: ingevuld.get(c.id) ?? 0 })),
    handelingsdeel: versie && versie.versie > 0 ? leesSnapshot(versie.handelingsdeel) : o.handelingsdeel.map(regelOut),
  };
}

function categorieVan(o: Opp, code: string, veld?: string) {
  const c = o.template.categorieen.find((x) => x.code.toLowerCase() === code.toLowerCase());
  if (!c && veld) throw badRequest(`categorie: de template van dit ontwikkelingsperspectief heeft geen categorie '${code}'.`, [{ path: veld, message: "onbekende categorie" }]);
  if (!c) throw notFound(`Categorie '${code}' van dit ontwikkelingsperspectief`);
  return c;
}

// --- Reads -------------------------------------------------------------------------------------

/** Details/{admnr}/{id}: the OPP with its versions and pages; shows the Concept, else the newest established version. */
export async function oppDetails(ctx: TenantContext, id: number, loggen = true) {
  const o = await laadOpp(ctx, id, "read");
  if (loggen) await logInzage(ctx, o.leerlingId, "ontwikkelingsperspectief", id);
  return detailsOut(ctx, o, kiesVersie(o, undefined));
}

/** Details/{admnr}/{id}/{categorie}?version=: one page (category) of one version with its items and values. */
export async function oppCategorie(ctx: TenantContext, id: number, code: string, version: string | undefined, loggen = true) {
  const o = await laadOpp(ctx, id, "read");
  const versie = kiesVersie(o, version);
  const c = categorieVan(o, code);
  if (loggen) await logInzage(ctx, o.leerlingId, "ontwikkelingsperspectief", id);
  const definities = geordend(o.template.definities.filter((d) => d.categorieId === c.id).map(definitieOut));
  const perDef = new Map(definities.map((d) => [d.id, d]));
  const items = o.items.filter((i) => i.versie === (versie?.versie ?? -1) && perDef.has(i.definitieId));
  const waarden: Record<string, unknown> = {};
  for (const i of items) {
    const v = leesWaarde(perDef.get(i.definitieId)!, i.waarde);
    if (v !== null && waarden[String(i.definitieId)] === undefined) waarden[String(i.definitieId)] = v;
  }
  const details = detailsOut(ctx, o, versie);
  return { ...details, categorie: details.categorieen.find((x) => x.id === c.id)!, definities, waarden, items: items.map((i) => ({ id: i.id, definitieId: i.definitieId })) };
}

/**
 * One whole version for print (Pdf/{admnr}/{id}?version=, lib/services/plan-afdrukken.ts): every
 * page with its ordered items, the version's values, its action part and its record, from the
 * one statement of laadOpp. Not logged here: the caller logs the print.
 */
export async function oppVersieGeheel(ctx: TenantContext, id: number, version: string | undefined) {
  const o = await laadOpp(ctx, id, "read");
  const versie = kiesVersie(o, version);
  const nummer = versie?.versie ?? -1;
  const perDef = new Map(o.template.definities.map((d) => [d.id, definitieOut(d)]));
  const waarden: Record<string, unknown> = {};
  for (const i of o.items) {
    const d = perDef.get(i.definitieId);
    const v = i.versie === nummer && d ? leesWaarde(d, i.waarde) : null;
    if (v !== null) waarden[String(i.definitieId)] ??= v;
  }
  return {
    ...detailsOut(ctx, o, versie),
    record: versie && versie.versie > 0 ? versieOut(versie) : null,
    paginas: o.template.categorieen.map((c) => ({ code: c.code, naam: c.naam, definities: geordend(o.template.definities.filter((d) => d.categorieId === c.id).map(definitieOut)) })),
    waarden,
  };
}
export type OppVersieGeheel = Awaited<ReturnType<typeof oppVersieGeheel>>;

/** Handelingsdeel/{admnr}/{id}: the current action part and the parents' agreement at the last establishing. */
export async function oppHandelingsdeel(ctx: TenantContext, id: number) {
  const o = await laadOpp(ctx, id, "read");
  await logInzage(ctx, o.leerlingId, "ontwikkelingsperspectief", id);
  const laatste = laatstVastgesteld(o.versies);
  return { ontwikkelingsperspectiefId: o.id, leerlingNaam: naamVan(o.leerling), regels: o.handelingsdeel.map(regelOut), akkoord: laatste ? versieOut(laatste) : null, magBewerken: magOp(ctx, o.leerling, "write") };
}

async function lijst(ctx: TenantContext, where: Prisma.OntwikkelingsperspectiefWhereInput, filter: (plaats: { vestigingen: number[]; groepNrs: number[] }) => boolean) {
  const rows = await db.ontwikkelingsperspectief.findMany({ where: { administratieNr: ctx.administratieNr, ...where }, select: rijSelect, orderBy: [{ updatedAt: "desc" }, { id: "desc" }] as Prisma.OntwikkelingsperspectiefOrderByWithRelationInput[] });
  return rows.filter((o) => magOp(ctx, o.leerling, "read") && filter(plaatsVan(o.leerling))).map((o) => rijOut(ctx, o));
}

/** Actief/{schooljaar}/{vestiging}: the year's OPPs of enrolled pupils in the readable branches (0 = all readable). */
export async function actieveOpps(ctx: TenantContext, schooljaar: string, vestigingNr: number) {
  const leesbaar = readableVestigingen(ctx.permissions, GEBIED);
  if (leesbaar.length === 0) throw forbidden("U mag geen ontwikkelingsperspectieven van [[vestigingen]] bekijken.");
  if (vestigingNr !== 0 && !leesbaar.includes(vestigingNr)) throw forbidden("U mag de ontwikkelingsperspectieven van deze [[vestiging]] niet bekijken.");
  const in_ = new Set(vestigingNr === 0 ? leesbaar : [vestigingNr]);
  return lijst(ctx, { schooljaar, leerling: { einddatum: { gte: dag(vandaagIso()) } } }, (pl) => pl.vestigingen.some((v) => in_.has(v)));
}

/** EigenLeerlingen/{schooljaar}: the year's OPPs of pupils in the user's own groups. */
export async function eigenOpps(ctx: TenantContext, schooljaar: string) {
  const eigen = new Set(ctx.permissions.eigenGroepen);
  return lijst(ctx, { schooljaar }, (pl) => pl.groepNrs.some((g) => eigen.has(g)));
}

/** ForLeerling/{admnr}/{leerlingId}: the pupil's OPPs (pupil tab ontwikkelingsperspectieven). */
export async function oppsVoorLeerling(ctx: TenantContext, leerlingId: number) {
  const l = await db.leerling.findUnique({ where: { administratieNr_id: { administratieNr: ctx.administratieNr, id: leerlingId } }, select: leerlingPlaatsSelect });
  if (!l) throw notFound(`[[Leerling]] ${leerlingId}`);
  if (!magOp(ctx, l, "read")) throw weiger("read");
  await logInzage(ctx, leerlingId, "ontwikkelingsperspectieven");
  return lijst(ctx, { leerlingId }, () => true);
}

// --- Writes ------------------------------------------------------------------------------------

async function controleerPeriode(client: Tx | typeof db, ctx: TenantContext, schooljaar: string, periodeNummer: number) {
  const p = await client.periode.findUnique({ where: { administratieNr_schooljaar_nummer: { administratieNr: ctx.administratieNr, schooljaar, nummer: periodeNummer } }, select: { nummer: true } });
  if (!p) throw badRequest(`periodeNummer: [[schooljaar]] ${schooljaar} heeft geen periode ${periodeNummer}.`, [{ path: "body.periodeNummer", message: "onbekende periode" }]);
}

/** Add/{leerlingId}: a new OPP from an active template, with an empty Concept. */
export async function oppToevoegen(ctx: TenantContext, leerlingId: number, v: OppToevoegen) {
  const id = await db.$transaction(async (tx) => {
    const l = await tx.leerling.findUnique({ where: { administratieNr_id: { administratieNr: ctx.administratieNr, id: leerlingId } }, select: leerlingPlaatsSelect });
    if (!l) throw notFound(`[[Leerling]] ${leerlingId}`);
    if (!magOp(ctx, l, "write")) throw weiger("write");
    const t = await tx.oppTemplate.findUnique({ where: sleutel(ctx, v.templateId), select: { naam: true, actief: true } });
    if (!t) throw badRequest(`templateId: OPP-template ${v.templateId} bestaat niet.`, [{ path: "body.templateId", message: "onbekende template" }]);
    if (!t.actief) throw badRequest(`templateId: '${t.naam}' is niet actief; kies een actieve template.`, [{ path: "body.templateId", message: "template is niet actief" }]);
    await controleerPeriode(tx, ctx, v.schooljaar, v.periodeNummer);
    const o = await tx.ontwikkelingsperspectief.create({
      data: { administratieNr: ctx.administratieNr, leerlingId, templateId: v.templateId, schooljaar: v.schooljaar, periodeNummer: v.periodeNummer, auteurId: auteurVan(ctx), versies: { create: { versie: 0 } } },
      select: { id: true },
    });
    return o.id;
  });
  return oppDetails(ctx, id, false);
}

/**
 * The Concept to write in: the existing one, or a new one copied from the newest established
 * version (an established version never changes).
 */
async function zorgVoorConcept(tx: Tx, ctx: TenantContext, o: Opp) {
  if (o.versies.some((v) => v.versie === 0)) return;
  const laatste = Math.max(0, ...o.versies.map((v) => v.versie));
  await tx.ontwikkelingsperspectiefVersie.create({ data: { administratieNr: ctx.administratieNr, ontwikkelingsperspectiefId: o.id, versie: 0 } });
  const bron = o.items.filter((i) => i.versie === laatste && laatste > 0);
  if (bron.length)
    await tx.ontwikkelingsperspectiefItem.createMany({
      data: bron.map((i, n) => ({ administratieNr: ctx.administratieNr, ontwikkelingsperspectiefId: o.id, versie: 0, templateId: o.templateId, definitieId: i.definitieId, waarde: i.waarde as Prisma.InputJsonValue, volgnummer: n })),
    });
}

/** Update/{id}: the values of one category of the Concept (what is left out is emptied); starts a Concept when there is none. */
export async function oppBijwerken(ctx: TenantContext, id: number, v: OppBijwerken) {
  await db.$transaction(async (tx) => {
    const o = await laadOpp(ctx, id, "write", tx);
    const c = categorieVan(o, v.categorie, "body.categorie");
    const defs = o.template.definities.filter((d) => d.categorieId === c.id).map(definitieOut) as Definitie[];
    const r = valideerWaarden(defs, v.waarden);
    // Routes, destinations, domains and levels must exist in the OPP's package (its own, else the pupil's route's).
    const pakket = pakketVanPlan(o.leerroutepakketId, o.leerling.leerroutes);
    const issues = r.ok ? await pakketVerwijzingFouten(tx, pakket, defs, r.waarden) : r.issues;
    if (!r.ok || issues.length) {
      const eerste = issues[0]!;
      throw badRequest(`${eerste.message}${issues.length > 1 ? ` (en ${issues.length - 1} andere)` : ""}.`, issues.map((i) => ({ path: `body.${i.path}`, message: i.message })));
    }
    await zorgVoorConcept(tx, ctx, o);
    await tx.ontwikkelingsperspectiefItem.deleteMany({ where: { administratieNr: ctx.administratieNr, ontwikkelingsperspectiefId: id, versie: 0, definitieId: { in: defs.map((d) => d.id) } } });
    if (r.waarden.size)
      await tx.ontwikkelingsperspectiefItem.createMany({
        data: [...r.waarden].map(([definitieId, waarde], n) => ({ administratieNr: ctx.administratieNr, ontwikkelingsperspectiefId: id, versie: 0, templateId: o.templateId, definitieId, waarde: waarde as Prisma.InputJsonValue, volgnummer: n })),
      });
    // The package the stored numbers belong to is fixed on the OPP once they are written (a later route change of the pupil does not reinterpret them).
    await tx.ontwikkelingsperspectief.update({ where: sleutel(ctx, id), data: { updatedAt: new Date(), leerroutepakketId: o.leerroutepakketId ?? pakket }, select: { id: true } });
  });
  return oppCategorie(ctx, id, v.categorie, CONCEPT, false);
}

/** ChangePeriode/{id}: the school year and period the OPP belongs to. */
export async function oppPeriodeWijzigen(ctx: TenantContext, id: number, v: PeriodeWijzigen) {
  await db.$transaction(async (tx) => {
    await laadOpp(ctx, id, "write", tx);
    await controleerPeriode(tx, ctx, v.schooljaar, v.periodeNummer);
    await tx.ontwikkelingsperspectief.update({ where: sleutel(ctx, id), data: { schooljaar: v.schooljaar, periodeNummer: v.periodeNummer }, select: { id: true } });
  });
  return oppDetails(ctx, id, false);
}

/**
 * Vaststellen/{id}: the Concept becomes an established version with its date, the record of the
 * talk with the parents and a snapshot of the action part. Needs a Concept (409), a date after
 * the last established one and not in the future, and every required item filled in (400).
 */
export async function oppVaststellen(ctx: TenantContext, id: number, v: Vaststellen) {
  await db.$transaction(async (tx) => {
    const o = await laadOpp(ctx, id, "write", tx);
    if (!o.versies.some((x) => x.versie === 0)) throw conflict("Dit ontwikkelingsperspectief heeft geen concept om vast te stellen; bewerk het eerst.");
    const defs = o.template.definities.map(definitieOut) as Definitie[];
    const concept: Record<string, unknown> = {};
    for (const i of o.items.filter((x) => x.versie === 0)) concept[String(i.definitieId)] = i.waarde;
    const r = valideerWaarden(defs, concept);
    if (!r.ok) {
      const eerste = r.issues[0]!;
      throw badRequest(`Het concept is niet compleet: ${eerste.message}${r.issues.length > 1 ? ` (en ${r.issues.length - 1} andere)` : ""}.`, r.issues.map((i) => ({ path: `concept.${i.path}`, message: i.message })));
    }
    const vorige = laatstVastgesteld(o.versies);
    const datumFout = vaststelDatumFout(v.vastgesteldOp, vorige?.vastgesteldOp ? isoDatum(vorige.vastgesteldOp) : null, vandaagIso());
    if (datumFout) throw badRequest(`vastgesteldOp: ${datumFout}.`, [{ path: "body.vastgesteldOp", message: datumFout }]);
    // The primary key moves from 0 to the next number; the items follow (ON UPDATE CASCADE).
    await tx.ontwikkelingsperspectiefVersie.update({
      where: { administratieNr_ontwikkelingsperspectiefId_versie: { administratieNr: ctx.administratieNr, ontwikkelingsperspectiefId: id, versie: 0 } },
      data: {
        versie: (vorige?.versie ?? 0) + 1,
        vastgesteldOp: dag(v.vastgesteldOp),
        vastgesteldDoor: auteurVan(ctx),
        gesprekOudersOp: v.gesprekOudersOp ? dag(v.gesprekOudersOp) : null,
        oudersAkkoordOp: v.oudersAkkoordOp ? dag(v.oudersAkkoordOp) : null,
        oudersAkkoordDoor: v.oudersAkkoordDoor,
        leerlingGehoord: v.leerlingGehoord?.trim() || null,
        handelingsdeel: o.handelingsdeel.map(regelOut) as unknown as Prisma.InputJsonValue,
      },
      select: { versie: true },
    });
  });
  return oppDetails(ctx, id, false);
}

/** HandelingsdeelUpdate/{id}: all rows of the action part (what is left out is removed); subject areas and levels must exist. */
export async function handelingsdeelBijwerken(ctx: TenantContext, id: number, v: HandelingsdeelBijwerken) {
  await db.$transaction(async (tx) => {
    await laadOpp(ctx, id, "write", tx);
    const vakken = [...new Set(v.regels.map((r) => r.vakgebiedNr).filter((n): n is number => n !== null))];
    const pakketten = [...new Set(v.regels.map((r) => r.leerroutepakketId).filter((n): n is number => n !== null))];
    const niveaus = v.regels.filter((r) => r.competentieId !== null && r.leerroutepakketId !== null);
    const [bestaandeVakken, gebruik, bestaandeNiveaus] = await Promise.all([
      vakken.length ? tx.vakgebied.findMany({ where: { administratieNr: ctx.administratieNr, nr: { in: vakken } }, select: { nr: true } }) : [],
      pakketten.length ? tx.administratieLeerroutepakket.findMany({ where: { administratieNr: ctx.administratieNr, leerroutepakketId: { in: pakketten } }, select: { leerroutepakketId: true } }) : [],
      niveaus.length
        ? tx.competentieniveau.findMany({ where: { OR: niveaus.map((r) => ({ leerroutepakketId: r.leerroutepakketId!, competentieId: r.competentieId!, niveauNummer: r.niveauNummer! })) }, select: { leerroutepakketId: true, competentieId: true, niveauNummer: true } })
        : [],
    ]);
    const vakSet = new Set(bestaandeVakken.map((x) => x.nr));
    const pakketSet = new Set(gebruik.map((x) => x.leerroutepakketId));
    const niveauSet = new Set(bestaandeNiveaus.map((x) => `${x.leerroutepakketId}/${x.competentieId}/${x.niveauNummer}`));
    v.regels.forEach((r, i) => {
      if (r.vakgebiedNr !== null && !vakSet.has(r.vakgebiedNr)) throw badRequest(`regels.${i}.vakgebiedNr: vakgebied ${r.vakgebiedNr} bestaat niet.`, [{ path: `body.regels.${i}.vakgebiedNr`, message: "onbekend vakgebied" }]);
      if (r.leerroutepakketId !== null && !pakketSet.has(r.leerroutepakketId)) throw badRequest(`regels.${i}.leerroutepakketId: deze administratie gebruikt leerroutepakket ${r.leerroutepakketId} niet.`, [{ path: `body.regels.${i}.leerroutepakketId`, message: "onbekend leerroutepakket" }]);
      if (r.competentieId !== null && !niveauSet.has(`${r.leerroutepakketId}/${r.competentieId}/${r.niveauNummer}`))
        throw badRequest(`regels.${i}.competentieId: competentie ${r.competentieId} heeft geen niveau ${r.niveauNummer} in dit leerroutepakket.`, [{ path: `body.regels.${i}.competentieId`, message: "onbekende competentie of niveau" }]);
    });
    await tx.ontwikkelingsperspectiefHandelingsdeel.deleteMany({ where: { administratieNr: ctx.administratieNr, ontwikkelingsperspectiefId: id } });
    if (v.regels.length)
      await tx.ontwikkelingsperspectiefHandelingsdeel.createMany({
        data: v.regels.map((r, i) => ({ administratieNr: ctx.administratieNr, ontwikkelingsperspectiefId: id, vakgebiedNr: r.vakgebiedNr, leerroutepakketId: r.leerroutepakketId, competentieId: r.competentieId, niveauNummer: r.niveauNummer, doel: r.doel, aanpak: r.aanpak, evaluatie: r.evaluatie, volgnummer: i + 1 })),
      });
  });
  return oppHandelingsdeel(ctx, id);
}

/** Delete/{admnr}/{id}: the OPP with its versions, items and action part. */
export async function oppVerwijderen(ctx: TenantContext, id: number) {
  await db.$transaction(async (tx) => {
    await laadOpp(ctx, id, "write", tx);
    await tx.ontwikkelingsperspectief.delete({ where: sleutel(ctx, id), select: { id: true } });
  });
  return { id, verwijderd: true };
}

/** DeleteItem/{admnr}/{itemId}: one item of the Concept; items of an established version never change (409). */
export async function oppItemVerwijderen(ctx: TenantContext, itemId: number) {
  const item = await db.ontwikkelingsperspectiefItem.findUnique({
    where: { administratieNr_id: { administratieNr: ctx.administratieNr, id: itemId } },
    select: { id: true, versie: true, ontwikkelingsperspectiefId: true, opp: { select: { leerling: { select: leerlingPlaatsSelect } } } },
  });
  if (!item) throw notFound(`Item ${itemId}`);
  if (!magOp(ctx, item.opp.leerling, "write")) throw weiger("write");
  if (item.versie !== 0) throw conflict("Dit item hoort bij een vastgestelde versie; een vastgestelde versie verandert niet.");
  await db.ontwikkelingsperspectiefItem.delete({ where: { administratieNr_id: { administratieNr: ctx.administratieNr, id: itemId } }, select: { id: true } });
  return { id: itemId, ontwikkelingsperspectiefId: item.ontwikkelingsperspectiefId, verwijderd: true };
}

/**
 * What the screens offer to choose from: the active OPP templates, the periods of the
 * administration, its subject areas; and the period a new OPP starts in — the active period of
 * `schooljaar` (today within its dates, clamped to the year: lib/schooljaar's actievePeriode),
 * else that year's first period, else null (issue 30: it was always period 1).
 */
export async function oppKeuzes(ctx: TenantContext, schooljaar?: string) {
  const [templates, rijen, vakgebieden] = await Promise.all([
    db.oppTemplate.findMany({ where: { administratieNr: ctx.administratieNr, actief: true }, select: { id: true, naam: true }, orderBy: { naam: "asc" } }),
    db.periode.findMany({ where: { administratieNr: ctx.administratieNr }, select: { schooljaar: true, nummer: true, ingangsdatum: true, einddatum: true }, orderBy: [{ schooljaar: "desc" }, { nummer: "asc" }] }),
    db.vakgebied.findMany({ where: { administratieNr: ctx.administratieNr }, select: { nr: true, naam: true }, orderBy: [{ volgnummer: "asc" }, { naam: "asc" }] }),
  ]);
  const perioden = rijen.map((p) => ({ schooljaar: p.schooljaar, nummer: p.nummer }));
  const vanJaar = schooljaar && parseSchooljaar(schooljaar) ? rijen.filter((p) => p.schooljaar === schooljaar) : [];
  const standaard = vanJaar.length ? (actievePeriode(vanJaar, schooljaar!) ?? vanJaar[0]!) : null;
  return { templates, perioden, vakgebieden, standaardPeriode: standaard ? { schooljaar: standaard.schooljaar, nummer: standaard.nummer } : null };
}

/** Whether the user may write OPPs of this pupil (§6 on the pupil: own group / own branch / all). */
export async function magOppsSchrijven(ctx: TenantContext, leerlingId: number) {
  const obj = await leerlingObject(ctx, leerlingId);
  return obj !== null && geldtVoorLeerling(obj, (o) => canWrite(ctx.permissions, GEBIED, o));
}
