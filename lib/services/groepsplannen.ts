import { db, type Tx } from "@/lib/db/client";
import type { TenantContext } from "@/lib/api/context";
import { badRequest, conflict, forbidden, notFound } from "@/lib/api/errors";
import { bewaarDocumenten, controleerTypen, documentAntwoord, documentOut, documentSelect, plaatsDocumenten, type Verplaatsing } from "@/lib/api/documenten";
import { deleteFiles } from "@/lib/storage";
import type { GestreamdBestand } from "@/lib/api/upload-stroom";
import { CLUSTER_NAAM, CLUSTERS, type Indeling } from "@/lib/groepsplannen/clustering";
import type { Prisma } from "@/lib/generated/prisma/client";
import { canRead, canWrite, Functiegebied as F, readableVestigingen, type PermissionObject } from "@/lib/permissions";
import { actievePeriode, isoDatum } from "@/lib/schooljaar";
import type { EvaluatieInvoer, GenereerInvoer, InstructiegroepInvoer } from "@/lib/schemas/groepsplannen";
import { berekenVoorstel } from "./groepsplan-voorstel";
import { logInzageGroepsplan } from "./dossier-inzage";
import { naamVan } from "./leerling-gemeen";
import { auteurNaam, auteurSelect, auteurVan } from "./leerlingdossier-toegang";
import {
  beoordelingenVan,
  controleerDoelen,
  controleerPakket,
  controleerVakgebied,
  doelOut,
  doelSelect,
  evaluatieOut,
  evaluatieSelect,
  rijkeTekst,
  schrijfDoelen,
  slaEvaluatieOp,
} from "./onderwijsplan-gemeen";

/**
 * Group plans (GroepsPlannen) and their instruction groups (Instructiegroepen), spec §7.10.
 * A group has at most one plan per period of its school year (409 otherwise). The plan's
 * instruction groups each own an Onderwijsplan (subject area, package, goal, approach, planned
 * goals, evaluations, ratings); a pupil sits in at most one instruction group of a plan.
 * §6: reading and writing follow the Groepsplannen bits on the group (own group / own branch /
 * all); evaluating needs write on Leerlingevaluaties for the group.
 */

type Toegang = "read" | "write";
const lees = (p: TenantContext) => p.permissions;

const groepObject = (g: { nr: number; vestigingNr: number }): PermissionObject => ({ vestigingNr: g.vestigingNr, groepNrs: [g.nr] });
const mag = (ctx: TenantContext, g: { nr: number; vestigingNr: number }, toegang: Toegang) =>
  (toegang === "read" ? canRead : canWrite)(lees(ctx), F.Groepsplannen, groepObject(g));
const magEvalueren = (ctx: TenantContext, g: { nr: number; vestigingNr: number }) => canWrite(lees(ctx), F.Leerlingevaluaties, groepObject(g));
const weiger = (toegang: Toegang) => forbidden(`U mag de groepsplannen van [[deze groep]] niet ${toegang === "read" ? "bekijken" : "wijzigen"}.`);

const groepSelect = { nr: true, naam: true, schooljaar: true, vestigingNr: true, vestiging: { select: { naam: true } } } as const;

async function groepToegang(ctx: TenantContext, groepNr: number, toegang: Toegang, client: Tx | typeof db = db) {
  const g = await client.groep.findUnique({ where: { administratieNr_nr: { administratieNr: ctx.administratieNr, nr: groepNr } }, select: groepSelect });
  if (!g) throw notFound(`[[Groep]] ${groepNr}`);
  if (!mag(ctx, g, toegang)) throw weiger(toegang);
  return g;
}

const leerlingNaamSelect = { id: true, roepnaam: true, tussenvoegsel: true, achternaam: true } as const;
const leerlingKort = (l: { id: number; roepnaam: string; tussenvoegsel: string | null; achternaam: string }) => ({ id: l.id, naam: naamVan(l) });
const opNaam = (a: { naam: string; id: number }, b: { naam: string; id: number }) => a.naam.localeCompare(b.naam, "nl") || a.id - b.id;

const igSelect = {
  nr: true,
  naam: true,
  volgnummer: true,
  onderwijsplanId: true,
  leerlingen: { select: { leerling: { select: leerlingNaamSelect } } },
  documenten: { select: documentSelect },
  onderwijsplan: {
    select: {
      vakgebiedNr: true,
      leerroutepakketId: true,
      doel: true,
      aanpak: true,
      vakgebied: { select: { naam: true } },
      doelen: { select: doelSelect, orderBy: { volgnummer: "asc" as const } },
      evaluaties: { select: evaluatieSelect, orderBy: [{ datum: "desc" }, { id: "desc" }] as Prisma.OnderwijsplanEvaluatieOrderByWithRelationInput[], take: 1 },
    },
  },
} as const;
type IgRij = Prisma.InstructiegroepGetPayload<{ select: typeof igSelect }>;

function igOut(ig: IgRij) {
  const p = ig.onderwijsplan;
  return {
    nr: ig.nr,
    naam: ig.naam,
    volgnummer: ig.volgnummer,
    onderwijsplanId: ig.onderwijsplanId,
    vakgebiedNr: p.vakgebiedNr,
    vakgebiedNaam: p.vakgebied?.naam ?? null,
    leerroutepakketId: p.leerroutepakketId,
    doel: p.doel,
    aanpak: p.aanpak,
    leerlingen: ig.leerlingen.map((x) => leerlingKort(x.leerling)).sort(opNaam),
    doelen: p.doelen.map(doelOut),
    documenten: ig.documenten.map(documentOut).sort((a, b) => a.id - b.id),
    laatsteEvaluatie: p.evaluaties[0] ? evaluatieOut(p.evaluaties[0]) : null,
  };
}
export type InstructiegroepView = ReturnType<typeof igOut>;

const planSelect = {
  id: true,
  groepNr: true,
  schooljaar: true,
  periodeNummer: true,
  beginsituatie: true,
  updatedAt: true,
  auteur: auteurSelect,
  groep: {
    select: {
      ...groepSelect,
      toewijzingen: { select: { ingangsdatum: true, einddatum: true, leerling: { select: leerlingNaamSelect } } },
    },
  },
  periode: { select: { nummer: true, ingangsdatum: true, einddatum: true } },
  instructiegroepen: { select: igSelect, orderBy: [{ volgnummer: "asc" }, { nr: "asc" }] as Prisma.InstructiegroepOrderByWithRelationInput[] },
  documenten: { where: { instructiegroepNr: null }, select: documentSelect },
} as const;
type PlanRij = Prisma.GroepsplanGetPayload<{ select: typeof planSelect }>;

function kopOut(ctx: TenantContext, p: { id: number; groepNr: number; schooljaar: string; periodeNummer: number; updatedAt: Date; auteur: Parameters<typeof auteurNaam>[0]; groep: { nr: number; naam: string; vestigingNr: number; vestiging: { naam: string } } }) {
  return {
    id: p.id,
    groepNr: p.groepNr,
    groepNaam: p.groep.naam,
    vestigingNr: p.groep.vestigingNr,
    vestigingNaam: p.groep.vestiging.naam,
    schooljaar: p.schooljaar,
    periodeNummer: p.periodeNummer,
    auteur: auteurNaam(p.auteur),
    bijgewerkt: p.updatedAt.toISOString(),
    magBewerken: mag(ctx, p.groep, "write"),
  };
}

/** The pupils assigned to the group at some day of the period. */
function leerlingenInPeriode(p: PlanRij) {
  const { ingangsdatum: start, einddatum: eind } = p.periode;
  const m = new Map<number, { id: number; naam: string }>();
  for (const t of p.groep.toewijzingen) if (t.ingangsdatum <= eind && t.einddatum >= start) m.set(t.leerling.id, leerlingKort(t.leerling));
  return [...m.values()].sort(opNaam);
}

function detailsOut(ctx: TenantContext, p: PlanRij) {
  const igs = p.instructiegroepen.map(igOut);
  const geplaatst = new Set(igs.flatMap((ig) => ig.leerlingen.map((l) => l.id)));
  return {
    ...kopOut(ctx, p),
    periode: { nummer: p.periode.nummer, ingangsdatum: isoDatum(p.periode.ingangsdatum), einddatum: isoDatum(p.periode.einddatum) },
    beginsituatie: p.beginsituatie,
    magEvalueren: magEvalueren(ctx, p.groep),
    instructiegroepen: igs,
    onverdeeld: leerlingenInPeriode(p).filter((l) => !geplaatst.has(l.id)),
    documenten: p.documenten.map(documentOut).sort((a, b) => a.id - b.id),
  };
}
export type GroepsplanDetails = ReturnType<typeof detailsOut>;

async function planOpSleutel(ctx: TenantContext, groepNr: number, periodeNummer: number, toegang: Toegang, client: Tx | typeof db = db) {
  const p = await client.groepsplan.findUnique({ where: { administratieNr_groepNr_periodeNummer: { administratieNr: ctx.administratieNr, groepNr, periodeNummer } }, select: planSelect });
  if (!p) throw notFound(`Het groepsplan van [[groep]] ${groepNr} in periode ${periodeNummer}`);
  if (!mag(ctx, p.groep, toegang)) throw weiger(toegang);
  return p;
}

async function planOpId(ctx: TenantContext, id: number, toegang: Toegang, client: Tx | typeof db = db) {
  const p = await client.groepsplan.findUnique({ where: { administratieNr_id: { administratieNr: ctx.administratieNr, id } }, select: planSelect });
  if (!p) throw notFound(`Groepsplan ${id}`);
  if (!mag(ctx, p.groep, toegang)) throw weiger(toegang);
  return p;
}

// --- Lists -------------------------------------------------------------------------------------

const rijSelect = {
  id: true,
  groepNr: true,
  schooljaar: true,
  periodeNummer: true,
  updatedAt: true,
  auteur: auteurSelect,
  groep: { select: groepSelect },
  instructiegroepen: { select: { _count: { select: { leerlingen: true } } } },
} as const;

async function lijst(ctx: TenantContext, where: Prisma.GroepsplanWhereInput) {
  const rows = await db.groepsplan.findMany({ where: { administratieNr: ctx.administratieNr, ...where }, select: rijSelect });
  return rows
    .filter((p) => mag(ctx, p.groep, "read"))
    .map((p) => ({ ...kopOut(ctx, p), aantalInstructiegroepen: p.instructiegroepen.length, aantalLeerlingen: p.instructiegroepen.reduce((n, ig) => n + ig._count.leerlingen, 0) }))
    .sort((a, b) => a.groepNaam.localeCompare(b.groepNaam, "nl") || a.periodeNummer - b.periodeNummer);
}

/** AlleGroepsplannen: the plans of the school year in the readable branches (or one of them). */
export async function alleGroepsplannen(ctx: TenantContext, schooljaar: string, vestigingNr: number, periode?: number) {
  const leesbaar = readableVestigingen(lees(ctx), F.Groepsplannen);
  if (vestigingNr !== 0 && !leesbaar.includes(vestigingNr)) throw forbidden("U mag de groepsplannen van deze [[vestiging]] niet bekijken.");
  const vestigingen = vestigingNr === 0 ? leesbaar : [vestigingNr];
  return lijst(ctx, { schooljaar, groep: { vestigingNr: { in: vestigingen } }, ...(periode ? { periodeNummer: periode } : {}) });
}

/** EigenGroepsplannen: the plans of the user's own groups in the school year. */
export async function eigenGroepsplannen(ctx: TenantContext, schooljaar: string, periode?: number) {
  return lijst(ctx, { schooljaar, groepNr: { in: [...lees(ctx).eigenGroepen] }, ...(periode ? { periodeNummer: periode } : {}) });
}

/** ForGroep: the plans of one group (group details tab groepsplannen). */
export async function groepsplannenVoorGroep(ctx: TenantContext, groepNr: number) {
  await groepToegang(ctx, groepNr, "read");
  return lijst(ctx, { groepNr });
}

/** FilledPerioden: the periods of the group's school year, each with its plan (or none). */
export async function gevuldePerioden(ctx: TenantContext, groepNr: number) {
  const g = await groepToegang(ctx, groepNr, "read");
  const [perioden, plannen] = await Promise.all([
    db.periode.findMany({ where: { administratieNr: ctx.administratieNr, schooljaar: g.schooljaar }, select: { nummer: true, ingangsdatum: true, einddatum: true }, orderBy: { nummer: "asc" } }),
    db.groepsplan.findMany({ where: { administratieNr: ctx.administratieNr, groepNr }, select: { id: true, periodeNummer: true } }),
  ]);
  const actief = actievePeriode(perioden, g.schooljaar);
  return perioden.map((p) => ({
    nummer: p.nummer,
    ingangsdatum: isoDatum(p.ingangsdatum),
    einddatum: isoDatum(p.einddatum),
    groepsplanId: plannen.find((x) => x.periodeNummer === p.nummer)?.id ?? null,
    actief: actief?.nummer === p.nummer,
  }));
}

/** The plan with its instruction groups: a read of the plan of each pupil placed in it (logged). */
export async function groepsplanDetails(ctx: TenantContext, groepNr: number, periodeNummer: number) {
  const p = await planOpSleutel(ctx, groepNr, periodeNummer, "read");
  await logInzageGroepsplan(ctx, p.id, "groepsplan");
  return detailsOut(ctx, p);
}

/** The plan for the PDF (read; logged as a print for each pupil placed in it). */
export async function groepsplanVoorDocument(ctx: TenantContext, groepNr: number, periodeNummer: number) {
  const p = await planOpSleutel(ctx, groepNr, periodeNummer, "read");
  await logInzageGroepsplan(ctx, p.id, "groepsplanafdruk");
  return detailsOut(ctx, p);
}

// --- Writes ------------------------------------------------------------------------------------

/** Add/{groepNr}: a plan for a period of the group's school year (409 when the period has one). */
export async function groepsplanToevoegen(ctx: TenantContext, groepNr: number, v: { periodeNummer: number; beginsituatie: string | null }) {
  const id = await db.$transaction(async (tx) => {
    const g = await groepToegang(ctx, groepNr, "write", tx);
    const [periode, bestaand] = await Promise.all([
      tx.periode.findUnique({ where: { administratieNr_schooljaar_nummer: { administratieNr: ctx.administratieNr, schooljaar: g.schooljaar, nummer: v.periodeNummer } }, select: { nummer: true } }),
      tx.groepsplan.findUnique({ where: { administratieNr_groepNr_periodeNummer: { administratieNr: ctx.administratieNr, groepNr, periodeNummer: v.periodeNummer } }, select: { id: true } }),
    ]);
    if (!periode) throw badRequest(`periodeNummer: schooljaar ${g.schooljaar} heeft geen periode ${v.periodeNummer}.`, [{ path: "body.periodeNummer", message: "onbekende periode" }]);
    if (bestaand) throw conflict(`[[Groep]] ${g.naam} heeft al een groepsplan voor periode ${v.periodeNummer}.`);
    const p = await tx.groepsplan.create({ data: { administratieNr: ctx.administratieNr, groepNr, schooljaar: g.schooljaar, periodeNummer: v.periodeNummer, beginsituatie: rijkeTekst(v.beginsituatie), auteurId: auteurVan(ctx) }, select: { id: true } });
    return p.id;
  });
  return detailsOut(ctx, await planOpId(ctx, id, "read"));
}

/** Edit: the plan's starting situation, and documents for the plan or one instruction group. */
export async function groepsplanBewerken(ctx: TenantContext, v: { id: number; beginsituatie: string | null; instructiegroepNr: number | null }, uploads: GestreamdBestand[]) {
  const docs = controleerTypen(uploads);
  const plaatsen: Verplaatsing[] = [];
  await db.$transaction(async (tx) => {
    const p = await planOpId(ctx, v.id, "write", tx);
    if (v.instructiegroepNr !== null && !p.instructiegroepen.some((ig) => ig.nr === v.instructiegroepNr))
      throw badRequest(`instructiegroepNr: het plan heeft geen instructiegroep ${v.instructiegroepNr}.`, [{ path: "body.instructiegroepNr", message: "onbekende instructiegroep" }]);
    await tx.groepsplan.update({ where: { administratieNr_id: { administratieNr: ctx.administratieNr, id: v.id } }, data: { beginsituatie: rijkeTekst(v.beginsituatie) } });
    if (docs.length) {
      const ids = await bewaarDocumenten(tx, ctx, "groepsplan", docs, plaatsen);
      await tx.groepsplanDocument.createMany({ data: ids.map((bestandId) => ({ administratieNr: ctx.administratieNr, groepsplanId: v.id, bestandId, instructiegroepNr: v.instructiegroepNr })) });
    }
  });
  await plaatsDocumenten(plaatsen);
  return detailsOut(ctx, await planOpId(ctx, v.id, "read"));
}

/** Reorganize/{id}: the order of the instruction groups (all of them, each once). */
export async function reorganiseer(ctx: TenantContext, id: number, volgorde: number[]) {
  return db.$transaction(async (tx) => {
    const p = await planOpId(ctx, id, "write", tx);
    const nrs = p.instructiegroepen.map((ig) => ig.nr).sort((a, b) => a - b);
    const gegeven = [...volgorde].sort((a, b) => a - b);
    if (nrs.length !== gegeven.length || nrs.some((n, i) => n !== gegeven[i]))
      throw badRequest("volgorde: noem elke instructiegroep van het plan precies één keer.", [{ path: "body.volgorde", message: "noem elke instructiegroep precies één keer" }]);
    const posities = volgorde.map((_, i) => i + 1);
    await tx.$executeRaw`UPDATE "Instructiegroep" ig SET volgnummer = v.pos FROM unnest(${volgorde}::int[], ${posities}::int[]) AS v(nr, pos)
      WHERE ig."administratieNr" = ${ctx.administratieNr} AND ig."groepsplanId" = ${id} AND ig.nr = v.nr`;
    return { groepsplanId: id, volgorde };
  });
}

/** Delete: the plan with its instruction groups, their plans, and its documents (rows and files). */
export async function groepsplanVerwijderen(ctx: TenantContext, id: number) {
  const sleutels = await db.$transaction(async (tx) => {
    const p = await planOpId(ctx, id, "write", tx);
    const docs = await tx.groepsplanDocument.findMany({ where: { administratieNr: ctx.administratieNr, groepsplanId: id }, select: { bestandId: true, bestand: { select: { opslagsleutel: true } } } });
    await tx.groepsplanDocument.deleteMany({ where: { administratieNr: ctx.administratieNr, groepsplanId: id } });
    if (docs.length) await tx.bestand.deleteMany({ where: { administratieNr: ctx.administratieNr, id: { in: docs.map((d) => d.bestandId) } } });
    await tx.instructiegroep.deleteMany({ where: { administratieNr: ctx.administratieNr, groepsplanId: id } });
    const planIds = p.instructiegroepen.map((ig) => ig.onderwijsplanId);
    if (planIds.length) await tx.onderwijsplan.deleteMany({ where: { administratieNr: ctx.administratieNr, id: { in: planIds } } });
    await tx.groepsplan.delete({ where: { administratieNr_id: { administratieNr: ctx.administratieNr, id } } });
    return docs.map((d) => d.bestand.opslagsleutel);
  });
  await deleteFiles(sleutels);
  return { id, verwijderd: true };
}

/** deletedocument: one document of the plan (or of one of its instruction groups). */
export async function groepsplanDocumentVerwijderen(ctx: TenantContext, groepsplanId: number, bestandId: number) {
  const sleutel = await db.$transaction(async (tx) => {
    await planOpId(ctx, groepsplanId, "write", tx);
    const d = await tx.groepsplanDocument.findUnique({ where: { administratieNr_groepsplanId_bestandId: { administratieNr: ctx.administratieNr, groepsplanId, bestandId } }, select: { bestand: { select: { opslagsleutel: true } } } });
    if (!d) throw notFound(`Document ${bestandId} van groepsplan ${groepsplanId}`);
    await tx.groepsplanDocument.delete({ where: { administratieNr_groepsplanId_bestandId: { administratieNr: ctx.administratieNr, groepsplanId, bestandId } } });
    await tx.bestand.delete({ where: { administratieNr_id: { administratieNr: ctx.administratieNr, id: bestandId } } });
    return d.bestand.opslagsleutel;
  });
  await deleteFiles([sleutel]);
  return { groepsplanId, bestandId, verwijderd: true };
}

/** A document attached to the plan (or one of its instruction groups), as an attachment. */
export async function groepsplanDocument(ctx: TenantContext, groepNr: number, periodeNummer: number, bestandId: number) {
  const d = await db.groepsplanDocument.findFirst({
    where: { administratieNr: ctx.administratieNr, bestandId, groepsplan: { groepNr, periodeNummer } },
    select: { groepsplanId: true, instructiegroepNr: true, groepsplan: { select: { groep: { select: { nr: true, vestigingNr: true } } } }, bestand: { select: { opslagsleutel: true, bestandsnaam: true, mimeType: true } } },
  });
  if (!d) throw notFound(`Document ${bestandId}`);
  if (!mag(ctx, d.groepsplan.groep, "read")) throw weiger("read");
  // A document of an instruction group is about its pupils; one of the plan about all placed in it.
  await logInzageGroepsplan(ctx, d.groepsplanId, "groepsplandocument", d.instructiegroepNr);
  return documentAntwoord(d.bestand);
}

// --- Instruction groups ------------------------------------------------------------------------

/** Pupils must be in the group during the plan's period (400 naming the pupil). */
function controleerLeerlingen(p: PlanRij, leerlingen: readonly number[]) {
  const toegestaan = new Set(leerlingenInPeriode(p).map((l) => l.id));
  leerlingen.forEach((id, i) => {
    if (!toegestaan.has(id)) throw badRequest(`leerlingen: [[leerling]] ${id} zit in deze periode niet in [[de groep]].`, [{ path: `body.leerlingen.${i}`, message: "[[leerling]] zit niet in [[de groep]]" }]);
  });
  if (new Set(leerlingen).size !== leerlingen.length) throw badRequest("leerlingen: een [[leerling]] staat er twee keer in.", [{ path: "body.leerlingen", message: "dubbele [[leerling]]" }]);
}

async function controleerPlanVelden(tx: Tx, ctx: TenantContext, v: InstructiegroepInvoer) {
  await Promise.all([v.vakgebiedNr !== null ? controleerVakgebied(tx, ctx, v.vakgebiedNr) : null, v.leerroutepakketId !== null ? controleerPakket(tx, ctx, v.leerroutepakketId) : null]);
  await controleerDoelen(tx, v.leerroutepakketId, v.doelen);
}

/** Places the pupils in instruction group `nr`, taking them out of any other group of the plan. */
async function plaatsLeerlingen(tx: Tx, ctx: TenantContext, groepsplanId: number, nr: number, leerlingen: readonly number[]) {
  const adm = ctx.administratieNr;
  await tx.instructiegroepLeerling.deleteMany({ where: { administratieNr: adm, groepsplanId, OR: [{ instructiegroepNr: nr }, { leerlingId: { in: [...leerlingen] } }] } });
  if (leerlingen.length) await tx.instructiegroepLeerling.createMany({ data: leerlingen.map((leerlingId) => ({ administratieNr: adm, groepsplanId, instructiegroepNr: nr, leerlingId })) });
}

async function maakInstructiegroep(tx: Tx, ctx: TenantContext, p: PlanRij, v: Omit<InstructiegroepInvoer, "groepsplanId">, nr: number, volgnummer: number) {
  const plan = await tx.onderwijsplan.create({
    data: { administratieNr: ctx.administratieNr, soort: "Instructiegroep", schooljaar: p.schooljaar, periodeNummer: p.periodeNummer, vakgebiedNr: v.vakgebiedNr, leerroutepakketId: v.leerroutepakketId, titel: v.naam, doel: rijkeTekst(v.doel), aanpak: rijkeTekst(v.aanpak), auteurId: auteurVan(ctx) },
    select: { id: true },
  });
  await tx.instructiegroep.create({ data: { administratieNr: ctx.administratieNr, groepsplanId: p.id, nr, naam: v.naam, volgnummer, onderwijsplanId: plan.id } });
  return plan.id;
}

/** Instructiegroepen/Add: a new instruction group at the end, with its pupils and goals. */
export async function instructiegroepToevoegen(ctx: TenantContext, v: InstructiegroepInvoer) {
  const nr = await db.$transaction(async (tx) => {
    const p = await planOpId(ctx, v.groepsplanId, "write", tx);
    controleerLeerlingen(p, v.leerlingen);
    await controleerPlanVelden(tx, ctx, v);
    const nr = Math.max(0, ...p.instructiegroepen.map((ig) => ig.nr)) + 1;
    const volg = Math.max(0, ...p.instructiegroepen.map((ig) => ig.volgnummer)) + 1;
    const planId = await maakInstructiegroep(tx, ctx, p, v, nr, volg);
    await plaatsLeerlingen(tx, ctx, p.id, nr, v.leerlingen);
    if (v.doelen.length) await schrijfDoelen(tx, ctx, planId, v.leerroutepakketId, v.doelen);
    return nr;
  });
  return instructiegroepOpPlanId(ctx, v.groepsplanId, nr);
}

/** Instructiegroepen/update: name, plan fields, pupils (moved here from other groups) and goals. */
export async function instructiegroepBijwerken(ctx: TenantContext, v: InstructiegroepInvoer & { nr: number }) {
  await db.$transaction(async (tx) => {
    const p = await planOpId(ctx, v.groepsplanId, "write", tx);
    const ig = p.instructiegroepen.find((x) => x.nr === v.nr);
    if (!ig) throw notFound(`Instructiegroep ${v.nr} van groepsplan ${v.groepsplanId}`);
    controleerLeerlingen(p, v.leerlingen);
    await controleerPlanVelden(tx, ctx, v);
    await tx.instructiegroep.update({ where: { administratieNr_groepsplanId_nr: { administratieNr: ctx.administratieNr, groepsplanId: p.id, nr: v.nr } }, data: { naam: v.naam } });
    await tx.onderwijsplan.update({ where: { administratieNr_id: { administratieNr: ctx.administratieNr, id: ig.onderwijsplanId } }, data: { titel: v.naam, vakgebiedNr: v.vakgebiedNr, leerroutepakketId: v.leerroutepakketId, doel: rijkeTekst(v.doel), aanpak: rijkeTekst(v.aanpak) } });
    await plaatsLeerlingen(tx, ctx, p.id, v.nr, v.leerlingen);
    await schrijfDoelen(tx, ctx, ig.onderwijsplanId, v.leerroutepakketId, v.doelen);
  });
  return instructiegroepOpPlanId(ctx, v.groepsplanId, v.nr);
}

async function instructiegroepOpPlanId(ctx: TenantContext, groepsplanId: number, nr: number) {
  const p = await planOpId(ctx, groepsplanId, "read");
  const ig = p.instructiegroepen.find((x) => x.nr === nr);
  if (!ig) throw notFound(`Instructiegroep ${nr}`);
  return { groepsplan: kopOut(ctx, p), instructiegroep: igOut(ig), magEvalueren: magEvalueren(ctx, p.groep) };
}

/** Instructiegroepen/details/{admnr}/{groepNr}/{periode}/{igNr}. */
export async function instructiegroepDetails(ctx: TenantContext, groepNr: number, periodeNummer: number, nr: number) {
  const p = await planOpSleutel(ctx, groepNr, periodeNummer, "read");
  const ig = p.instructiegroepen.find((x) => x.nr === nr);
  if (!ig) throw notFound(`Instructiegroep ${nr}`);
  await logInzageGroepsplan(ctx, p.id, "instructiegroep", nr);
  return { groepsplan: kopOut(ctx, p), instructiegroep: igOut(ig), magEvalueren: magEvalueren(ctx, p.groep) };
}

/** deleteinstructiegroep: the group with its plan (goals, evaluations, ratings) and documents. */
export async function instructiegroepVerwijderen(ctx: TenantContext, groepNr: number, periodeNummer: number, nr: number) {
  const sleutels = await db.$transaction(async (tx) => {
    const p = await planOpSleutel(ctx, groepNr, periodeNummer, "write", tx);
    const ig = p.instructiegroepen.find((x) => x.nr === nr);
    if (!ig) throw notFound(`Instructiegroep ${nr}`);
    const adm = ctx.administratieNr;
    const docs = await tx.groepsplanDocument.findMany({ where: { administratieNr: adm, groepsplanId: p.id, instructiegroepNr: nr }, select: { bestandId: true, bestand: { select: { opslagsleutel: true } } } });
    if (docs.length) {
      await tx.groepsplanDocument.deleteMany({ where: { administratieNr: adm, groepsplanId: p.id, instructiegroepNr: nr } });
      await tx.bestand.deleteMany({ where: { administratieNr: adm, id: { in: docs.map((d) => d.bestandId) } } });
    }
    await tx.instructiegroep.delete({ where: { administratieNr_groepsplanId_nr: { administratieNr: adm, groepsplanId: p.id, nr } } });
    await tx.onderwijsplan.delete({ where: { administratieNr_id: { administratieNr: adm, id: ig.onderwijsplanId } } });
    return docs.map((d) => d.bestand.opslagsleutel);
  });
  await deleteFiles(sleutels);
  return { id: nr, verwijderd: true };
}

/** Instructiegroepen/Evaluaties: the evaluations of the group, newest first. */
export async function instructiegroepEvaluaties(ctx: TenantContext, groepNr: number, periodeNummer: number, nr: number) {
  const { instructiegroep } = await instructiegroepDetails(ctx, groepNr, periodeNummer, nr);
  const rijen = await db.onderwijsplanEvaluatie.findMany({ where: { administratieNr: ctx.administratieNr, onderwijsplanId: instructiegroep.onderwijsplanId }, select: evaluatieSelect, orderBy: [{ datum: "desc" }, { id: "desc" }] });
  return rijen.map(evaluatieOut);
}

/** Instructiegroepen/Beeordelingen: goals × pupils with the ratings given. */
export async function instructiegroepBeoordelingen(ctx: TenantContext, groepNr: number, periodeNummer: number, nr: number) {
  const { instructiegroep } = await instructiegroepDetails(ctx, groepNr, periodeNummer, nr);
  const b = await beoordelingenVan(ctx, instructiegroep.onderwijsplanId);
  return { onderwijsplanId: instructiegroep.onderwijsplanId, doelen: instructiegroep.doelen, leerlingen: instructiegroep.leerlingen, ...b };
}

/** Instructiegroepen/evalueer/{onderwijsplanId}: an evaluation with ratings (write on evaluations for the group). */
export async function instructiegroepEvalueren(ctx: TenantContext, onderwijsplanId: number, v: EvaluatieInvoer) {
  return db.$transaction(async (tx) => {
    const ig = await tx.instructiegroep.findUnique({
      where: { administratieNr_onderwijsplanId: { administratieNr: ctx.administratieNr, onderwijsplanId } },
      select: { leerlingen: { select: { leerlingId: true } }, groepsplan: { select: { groep: { select: { nr: true, vestigingNr: true } } } } },
    });
    if (!ig) throw notFound(`Instructiegroep met plan ${onderwijsplanId}`);
    if (!mag(ctx, ig.groepsplan.groep, "read")) throw weiger("read");
    if (!magEvalueren(ctx, ig.groepsplan.groep)) throw forbidden("U mag de [[leerlingen]] van [[deze groep]] niet evalueren.");
    return slaEvaluatieOp(tx, ctx, onderwijsplanId, v, new Set(ig.leerlingen.map((l) => l.leerlingId)));
  });
}

// --- Generate and copy ---------------------------------------------------------------------------

/**
 * Indelingsvoorstel/{admnr}/{groepNr}/{periode}: the proposal the dialog shows before anything is
 * written — each pupil's figure and cluster (lib/services/groepsplan-voorstel.ts) and the rule's
 * figures. Write on the plan (it is the first step of writing its groups); read on the group's
 * evaluations (403 otherwise).
 */
export async function indelingsvoorstel(ctx: TenantContext, v: { groepNr: number; periodeNummer: number; leerroutepakketId: number; domeinId: number | null }) {
  const p = await db.groepsplan.findUnique({
    where: { administratieNr_groepNr_periodeNummer: { administratieNr: ctx.administratieNr, groepNr: v.groepNr, periodeNummer: v.periodeNummer } },
    select: { id: true, schooljaar: true, groep: { select: { nr: true, vestigingNr: true } }, _count: { select: { instructiegroepen: true } } },
  });
  if (!p) throw notFound(`Het groepsplan van [[groep]] ${v.groepNr} in periode ${v.periodeNummer}`);
  if (!mag(ctx, p.groep, "write")) throw weiger("write");
  const voorstel = await berekenVoorstel(ctx, { schooljaar: p.schooljaar, periode: v.periodeNummer, groepNr: v.groepNr, pakketId: v.leerroutepakketId, domeinId: v.domeinId }, "query");
  return { groepsplanId: p.id, groepNr: v.groepNr, periodeNummer: v.periodeNummer, leerroutepakketId: v.leerroutepakketId, domeinId: v.domeinId, heeftInstructiegroepen: p._count.instructiegroepen > 0, ...voorstel };
}

/**
 * GenerateInstructiegroepen: writes the three groups intensief / basis / verdiept with the
 * teacher's `indeling` (the proposal as accepted, pupils moved; pupils of the group left out stay
 * unplaced) or, without it, with the proposal computed here (`berekenVoorstel`). The plan must not
 * have instruction groups yet (409). A constant number of statements: the plan, the package
 * (and subject area) checks, the proposal's handful when computed, and four writes.
 */
export async function genereerInstructiegroepen(ctx: TenantContext, v: GenereerInvoer) {
  const p = await planOpId(ctx, v.groepsplanId, "write");
  if (p.instructiegroepen.length) throw conflict("Dit groepsplan heeft al instructiegroepen; verwijder ze eerst of pas ze aan.");
  await Promise.all([controleerPakket(db, ctx, v.leerroutepakketId), v.vakgebiedNr !== null ? controleerVakgebied(db, ctx, v.vakgebiedNr) : null]);
  let indeling: Indeling[];
  if (v.indeling) {
    const toegestaan = new Set(leerlingenInPeriode(p).map((l) => l.id));
    const gezien = new Set<number>();
    v.indeling.forEach((x, i) => {
      if (!toegestaan.has(x.leerlingId)) throw badRequest(`indeling: [[leerling]] ${x.leerlingId} zit in deze periode niet in [[de groep]].`, [{ path: `body.indeling.${i}.leerlingId`, message: "[[leerling]] zit niet in [[de groep]]" }]);
      if (gezien.has(x.leerlingId)) throw badRequest("indeling: een [[leerling]] staat er twee keer in.", [{ path: `body.indeling.${i}.leerlingId`, message: "dubbele [[leerling]]" }]);
      gezien.add(x.leerlingId);
    });
    indeling = v.indeling.map((x) => ({ leerlingId: x.leerlingId, cluster: x.cluster, percentage: null, zonderGegevens: false }));
  } else {
    const voorstel = await berekenVoorstel(ctx, { schooljaar: p.schooljaar, periode: p.periodeNummer, groepNr: p.groepNr, pakketId: v.leerroutepakketId, domeinId: v.domeinId }, "body");
    indeling = voorstel.leerlingen.map((l) => ({ leerlingId: l.leerlingId, cluster: l.cluster, percentage: l.percentage, zonderGegevens: l.zonderGegevens }));
  }
  const adm = ctx.administratieNr;
  await db.$transaction(async (tx) => {
    const nu = await tx.instructiegroep.count({ where: { administratieNr: adm, groepsplanId: p.id } });
    if (nu) throw conflict("Dit groepsplan heeft al instructiegroepen; verwijder ze eerst of pas ze aan.");
    // The three plans at once; their titles (the clusters' names) tell them apart.
    const plannen = await tx.onderwijsplan.createManyAndReturn({
      data: CLUSTERS.map((c) => ({ administratieNr: adm, soort: "Instructiegroep" as const, schooljaar: p.schooljaar, periodeNummer: p.periodeNummer, vakgebiedNr: v.vakgebiedNr, leerroutepakketId: v.leerroutepakketId, titel: CLUSTER_NAAM[c], auteurId: auteurVan(ctx) })),
      select: { id: true, titel: true },
    });
    const planVan = new Map(plannen.map((x) => [x.titel, x.id]));
    await tx.instructiegroep.createMany({ data: CLUSTERS.map((c, i) => ({ administratieNr: adm, groepsplanId: p.id, nr: i + 1, naam: CLUSTER_NAAM[c], volgnummer: i + 1, onderwijsplanId: planVan.get(CLUSTER_NAAM[c])! })) });
    const rijen = indeling.map((x) => ({ administratieNr: adm, groepsplanId: p.id, instructiegroepNr: CLUSTERS.indexOf(x.cluster) + 1, leerlingId: x.leerlingId }));
    if (rijen.length) await tx.instructiegroepLeerling.createMany({ data: rijen });
  });
  const details = detailsOut(ctx, await planOpId(ctx, p.id, "read"));
  return { ...details, indeling };
}

/**
 * CopyInstructiegroepen: the instruction groups of the group's plan of another period (names,
 * plan fields, goals, pupils still in the group); pupils new to the group stay unplaced.
 */
export async function kopieerInstructiegroepen(ctx: TenantContext, v: { groepsplanId: number; vanPeriodeNummer: number }) {
  await db.$transaction(async (tx) => {
    const p = await planOpId(ctx, v.groepsplanId, "write", tx);
    if (v.vanPeriodeNummer === p.periodeNummer) throw badRequest("vanPeriodeNummer: kies een andere periode dan die van dit plan.", [{ path: "body.vanPeriodeNummer", message: "kies een andere periode" }]);
    const bron = await tx.groepsplan.findUnique({ where: { administratieNr_groepNr_periodeNummer: { administratieNr: ctx.administratieNr, groepNr: p.groepNr, periodeNummer: v.vanPeriodeNummer } }, select: planSelect });
    if (!bron) throw badRequest(`vanPeriodeNummer: [[de groep]] heeft geen groepsplan in periode ${v.vanPeriodeNummer}.`, [{ path: "body.vanPeriodeNummer", message: "geen groepsplan in die periode" }]);
    if (p.instructiegroepen.length) throw conflict("Dit groepsplan heeft al instructiegroepen; verwijder ze eerst of pas ze aan.");
    const nuInGroep = new Set(leerlingenInPeriode(p).map((l) => l.id));
    const rijen: { administratieNr: number; groepsplanId: number; instructiegroepNr: number; leerlingId: number }[] = [];
    for (const ig of bron.instructiegroepen) {
      const o = ig.onderwijsplan;
      const planId = await maakInstructiegroep(tx, ctx, p, { naam: ig.naam, vakgebiedNr: o.vakgebiedNr, leerroutepakketId: o.leerroutepakketId, doel: o.doel, aanpak: o.aanpak, leerlingen: [], doelen: [] }, ig.nr, ig.volgnummer);
      if (o.doelen.length && o.leerroutepakketId !== null)
        await tx.onderwijsplanDoel.createMany({
          data: o.doelen.map((d) => ({ administratieNr: ctx.administratieNr, onderwijsplanId: planId, leerroutepakketId: o.leerroutepakketId!, competentieId: d.competentieId, niveauNummer: d.niveauNummer, indicatorId: d.indicatorId, omschrijving: d.omschrijving, volgnummer: d.volgnummer })),
        });
      for (const l of ig.leerlingen) if (nuInGroep.has(l.leerling.id)) rijen.push({ administratieNr: ctx.administratieNr, groepsplanId: p.id, instructiegroepNr: ig.nr, leerlingId: l.leerling.id });
    }
    if (rijen.length) await tx.instructiegroepLeerling.createMany({ data: rijen });
  });
  return detailsOut(ctx, await planOpId(ctx, v.groepsplanId, "read"));
}

/** The packages the administration uses, for choosing (the details page's generate dialog). */
export async function pakketKeuzes(ctx: TenantContext) {
  const rows = await db.administratieLeerroutepakket.findMany({ where: { administratieNr: ctx.administratieNr, actief: true }, select: { leerroutepakketId: true, leerroutepakket: { select: { naam: true } } } });
  return rows.map((r) => ({ id: r.leerroutepakketId, naam: r.leerroutepakket.naam })).sort((a, b) => a.naam.localeCompare(b.naam, "nl"));
}
