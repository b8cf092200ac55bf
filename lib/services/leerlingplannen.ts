import { db, leesRijen, type Tx } from "@/lib/db/client";
import type { TenantContext } from "@/lib/api/context";
import { badRequest, conflict, forbidden, notFound } from "@/lib/api/errors";
import { Prisma } from "@/lib/generated/prisma/client";
import { canRead, canWrite, Functiegebied as F, readableVestigingen, type PermissionObject } from "@/lib/permissions";
import { actievePeriode, isoDatum } from "@/lib/schooljaar";
import { valideerWaarden, leesWaarde, SOORT_INFO } from "@/lib/templates";
import type { LeerlingplanBijwerken } from "@/lib/schemas/leerlingplannen";
import { logInzage } from "./dossier-inzage";
import { geldtVoorLeerling, naamVan } from "./leerling-gemeen";
import { auteurNaam, auteurSelect, auteurVan, leerlingPlaatsSelect, plaatsVan, type LeerlingPlaats } from "./leerlingdossier-toegang";
import { alsDefinities, lpDefinitieOrde, lpDefinitieOut } from "./leerlingplantemplates";
import { rijkeTekst } from "./onderwijsplan-gemeen";
import { leerrouteVanLeerlingSelect, pakketVanPlan, pakketVerwijzingFouten } from "./plan-pakket";

/**
 * Pupil plans (Leerlingplan, §7.10): one plan per pupil, template and school year, filled in per
 * period. A template's MON items hold the plan's monitor lines (a package domain or competency
 * followed from a start level to a goal level, fed by the pupil's evaluations of each period), its
 * OWP items the teaching plans of each period (Onderwijsplan with lessons: OnderwijsplanLessen),
 * the other items a value per period (lib/templates). §6: the Leerlingplannen bits on the pupil
 * (own group / own branch / all); reading a plan is logged in the pupil file's access log.
 */

type Toegang = "read" | "write";
const weiger = (toegang: Toegang) => forbidden(`U mag de leerlingplannen van [[deze leerling]] niet ${toegang === "read" ? "bekijken" : "wijzigen"}.`);
const mag = (ctx: TenantContext, l: Pick<LeerlingPlaats, "toewijzingen">, toegang: Toegang) =>
  geldtVoorLeerling(plaatsVan(l), (o: PermissionObject) => (toegang === "read" ? canRead : canWrite)(ctx.permissions, F.Leerlingplannen, o));

const definitieSelect = {
  id: true,
  templateId: true,
  soort: true,
  label: true,
  toelichting: true,
  verplicht: true,
  opties: true,
  vakgebiedNr: true,
  vakgebied: { select: { naam: true } },
  volgnummer: true,
  _count: { select: { waarden: true, monitorlijnen: true, onderwijsplannen: true } },
} as const;

const rijSelect = {
  id: true,
  leerlingId: true,
  templateId: true,
  schooljaar: true,
  updatedAt: true,
  leerling: { select: leerlingPlaatsSelect },
  template: { select: { naam: true } },
  _count: { select: { monitorlijnen: true, onderwijsplannen: true } },
} as const;
type Rij = Prisma.LeerlingplanGetPayload<{ select: typeof rijSelect }>;

const lijnSelect = {
  id: true,
  definitieId: true,
  leerroutepakketId: true,
  domeinId: true,
  competentieId: true,
  vakgebiedNr: true,
  startniveauNummer: true,
  doelniveauNummer: true,
  volgnummer: true,
  domein: { select: { naam: true } },
  competentie: { select: { naam: true, domeinId: true } },
  vakgebied: { select: { naam: true } },
  startniveau: { select: { waarde: true, volgnummer: true } },
  doelniveau: { select: { waarde: true, volgnummer: true } },
} as const;

const planSelect = {
  ...rijSelect,
  leerling: { select: { ...leerlingPlaatsSelect, leerroutes: leerrouteVanLeerlingSelect } },
  auteur: auteurSelect,
  template: { select: { naam: true, definities: { select: definitieSelect, orderBy: lpDefinitieOrde } } },
  schooljaarRef: { select: { perioden: { select: { nummer: true, ingangsdatum: true, einddatum: true }, orderBy: { nummer: "asc" as const } } } },
  waarden: { select: { definitieId: true, periodeNummer: true, waarde: true } },
  monitorlijnen: { select: lijnSelect, orderBy: [{ volgnummer: "asc" }, { id: "asc" }] as Prisma.LeerlingplanMonitorlijnOrderByWithRelationInput[] },
} as const;
type PlanRij = Prisma.LeerlingplanGetPayload<{ select: typeof planSelect }>;

function rijOut(ctx: TenantContext, p: Rij) {
  return {
    id: p.id,
    leerlingId: p.leerlingId,
    leerlingNaam: naamVan(p.leerling),
    templateId: p.templateId,
    templateNaam: p.template.naam,
    schooljaar: p.schooljaar,
    aantalMonitorlijnen: p._count.monitorlijnen,
    aantalOnderwijsplannen: p._count.onderwijsplannen,
    bijgewerkt: p.updatedAt.toISOString(),
    magBewerken: mag(ctx, p.leerling, "write"),
  };
}

async function lijst(ctx: TenantContext, where: Prisma.LeerlingplanWhereInput, filter: (pl: { vestigingen: number[]; groepNrs: number[] }) => boolean) {
  const rows = await db.leerlingplan.findMany({
    where: { administratieNr: ctx.administratieNr, ...where },
    select: rijSelect,
    orderBy: [{ leerling: { achternaam: "asc" } }, { leerling: { roepnaam: "asc" } }, { id: "asc" }],
  });
  return rows.filter((p) => mag(ctx, p.leerling, "read") && filter(plaatsVan(p.leerling))).map((p) => rijOut(ctx, p));
}

/** AlleLeerlingplannen/{schooljaar}/{vestigingNr}: the year's plans of pupils the user may read (0 = every readable branch). */
export async function alleLeerlingplannen(ctx: TenantContext, schooljaar: string, vestigingNr: number) {
  const leesbaar = readableVestigingen(ctx.permissions, F.Leerlingplannen);
  if (vestigingNr !== 0 && !leesbaar.includes(vestigingNr)) throw forbidden("U mag de leerlingplannen van deze [[vestiging]] niet bekijken.");
  const in_ = new Set(vestigingNr === 0 ? leesbaar : [vestigingNr]);
  return lijst(ctx, { schooljaar }, (pl) => pl.vestigingen.some((v) => in_.has(v)));
}

/** EigenLeerlingplannen/{schooljaar}: the year's plans of pupils in the user's own groups. */
export async function eigenLeerlingplannen(ctx: TenantContext, schooljaar: string) {
  const eigen = new Set(ctx.permissions.eigenGroepen);
  return lijst(ctx, { schooljaar }, (pl) => pl.groepNrs.some((g) => eigen.has(g)));
}

/** ForLeerling: the pupil's plans, newest school year first (pupil tab leerlingplannen); logged. */
export async function leerlingplannenVoorLeerling(ctx: TenantContext, leerlingId: number) {
  const l = await db.leerling.findUnique({ where: { administratieNr_id: { administratieNr: ctx.administratieNr, id: leerlingId } }, select: leerlingPlaatsSelect });
  if (!l) throw notFound(`[[Leerling]] ${leerlingId}`);
  if (!mag(ctx, l, "read")) throw weiger("read");
  const rows = await db.leerlingplan.findMany({ where: { administratieNr: ctx.administratieNr, leerlingId }, select: rijSelect, orderBy: [{ schooljaar: "desc" }, { id: "desc" }] });
  await logInzage(ctx, leerlingId, "leerlingplannen");
  return rows.map((p) => rijOut(ctx, p));
}

async function plan(ctx: TenantContext, id: number, toegang: Toegang, client: Tx | typeof db = db) {
  const p = await client.leerlingplan.findUnique({ where: { administratieNr_id: { administratieNr: ctx.administratieNr, id } }, select: planSelect });
  if (!p) throw notFound(`Leerlingplan ${id}`);
  if (!mag(ctx, p.leerling, toegang)) throw weiger(toegang);
  return p;
}

/** The period asked for (0: the active one of the plan's school year; none → 404 'geen actieve periode gevonden'). */
function kiesPeriode(p: PlanRij, periode: number) {
  const perioden = p.schooljaarRef.perioden;
  if (periode === 0) {
    const actief = actievePeriode(perioden, p.schooljaar);
    if (!actief) throw notFound(`Een actieve periode in [[schooljaar]] ${p.schooljaar}`, "geen actieve periode gevonden");
    return actief.nummer;
  }
  if (!perioden.some((x) => x.nummer === periode)) throw notFound(`Periode ${periode} van [[schooljaar]] ${p.schooljaar}`);
  return periode;
}


interface EvalRij {
  pakket: number;
  periodeNummer: number;
  competentieId: number;
  domeinId: number;
  niveauNummer: number;
  waarde: string;
  volgnummer: number;
  score: number;
}

/** The plan's monitor lines with, per period, the pupil's evaluations in the line's domain or competency (one statement). */
async function monitorlijnenVan(ctx: TenantContext, p: Pick<PlanRij, "leerlingId" | "schooljaar" | "schooljaarRef" | "monitorlijnen">, periode: number) {
  const lijnen = p.monitorlijnen;
  const pakketten = [...new Set(lijnen.map((l) => l.leerroutepakketId))];
  const evals = pakketten.length
    ? await leesRijen<EvalRij>(Prisma.sql`
        SELECT e."leerroutepakketId" AS pakket, e."periodeNummer", e."competentieId", c."domeinId", e."niveauNummer", n.waarde, n.volgnummer, e.score
          FROM "Evaluatie" e
          JOIN "Competentie" c ON c.id = e."competentieId"
          JOIN "Niveau" n ON n."leerroutepakketId" = e."leerroutepakketId" AND n.nummer = e."niveauNummer"
         WHERE e."administratieNr" = ${ctx.administratieNr} AND e."leerlingId" = ${p.leerlingId} AND e.schooljaar = ${p.schooljaar}
           AND e."leerroutepakketId" = ANY(${pakketten}::int[])`)
    : [];
  return lijnen.map((l) => {
    const eigen = evals.filter((e) => e.pakket === l.leerroutepakketId && (l.competentieId !== null ? e.competentieId === l.competentieId : e.domeinId === l.domeinId));
    const perPeriode = p.schooljaarRef.perioden.map((per) => {
      const hier = eigen.filter((e) => e.periodeNummer === per.nummer);
      const beheerst = hier.filter((e) => e.score >= 100).sort((a, b) => b.volgnummer - a.volgnummer)[0];
      return {
        periodeNummer: per.nummer,
        aantalEvaluaties: hier.length,
        gemiddeldeScore: hier.length ? Math.round(hier.reduce((s, e) => s + e.score, 0) / hier.length) : null,
        bereiktNiveauNummer: beheerst?.niveauNummer ?? null,
        bereiktNiveauWaarde: beheerst?.waarde ?? null,
        bereiktVolgnummer: beheerst?.volgnummer ?? null,
      };
    });
    const nu = perPeriode.find((x) => x.periodeNummer === periode);
    return {
      id: l.id,
      definitieId: l.definitieId,
      leerroutepakketId: l.leerroutepakketId,
      domeinId: l.domeinId ?? l.competentie?.domeinId ?? null,
      domeinNaam: l.domein?.naam ?? null,
      competentieId: l.competentieId,
      competentieNaam: l.competentie?.naam ?? null,
      vakgebiedNr: l.vakgebiedNr,
      vakgebiedNaam: l.vakgebied?.naam ?? null,
      startniveauNummer: l.startniveauNummer,
      startniveauWaarde: l.startniveau?.waarde ?? null,
      doelniveauNummer: l.doelniveauNummer,
      doelniveauWaarde: l.doelniveau?.waarde ?? null,
      volgnummer: l.volgnummer,
      perPeriode: perPeriode.map(({ bereiktVolgnummer: _v, ...x }) => x),
      doelBereikt: !l.doelniveau || !nu || nu.aantalEvaluaties === 0 ? null : (nu.bereiktVolgnummer ?? -1) >= l.doelniveau.volgnummer,
    };
  });
}

/** The teaching plans of one period with their lessons (one statement). */
async function onderwijsplannenVan(ctx: TenantContext, planId: number, periode: number, client: Tx | typeof db = db) {
  const rows = await client.leerlingplanOnderwijsplan.findMany({
    where: { administratieNr: ctx.administratieNr, leerlingplanId: planId, onderwijsplan: { periodeNummer: periode } },
    select: {
      onderwijsplanId: true,
      definitieId: true,
      onderwijsplan: {
        select: {
          periodeNummer: true,
          titel: true,
          vakgebiedNr: true,
          doel: true,
          aanpak: true,
          vakgebied: { select: { naam: true } },
          lessen: { select: { lesId: true, volgnummer: true, uitgevoerdOp: true, les: { select: { naam: true } } }, orderBy: [{ volgnummer: "asc" }, { lesId: "asc" }] },
        },
      },
    },
    orderBy: { onderwijsplanId: "asc" },
  });
  return rows.map((r) => ({
    onderwijsplanId: r.onderwijsplanId,
    definitieId: r.definitieId,
    periodeNummer: r.onderwijsplan.periodeNummer,
    titel: r.onderwijsplan.titel,
    vakgebiedNr: r.onderwijsplan.vakgebiedNr,
    vakgebiedNaam: r.onderwijsplan.vakgebied?.naam ?? null,
    doel: r.onderwijsplan.doel,
    aanpak: r.onderwijsplan.aanpak,
    lessen: r.onderwijsplan.lessen.map((x) => ({ lesId: x.lesId, naam: x.les.naam, volgnummer: x.volgnummer, uitgevoerdOp: x.uitgevoerdOp ? isoDatum(x.uitgevoerdOp) : null })),
  }));
}

function waardenVan(p: PlanRij, periode: number) {
  const defs = new Map(p.template.definities.map((d) => [d.id, lpDefinitieOut(d)]));
  const uit: Record<string, unknown> = {};
  for (const w of p.waarden) {
    const d = defs.get(w.definitieId);
    if (w.periodeNummer !== periode || !d) continue;
    const v = leesWaarde(d, w.waarde);
    if (v !== null) uit[String(w.definitieId)] = v;
  }
  return uit;
}

/** Details/{admnr}/{id}/{periode}: the plan in one period (0 = the active period); logged unless the caller logs (the PDF). */
export async function leerlingplanDetails(ctx: TenantContext, id: number, periode: number, loggen = true) {
  const p = await plan(ctx, id, "read");
  const nummer = kiesPeriode(p, periode);
  const [monitorlijnen, onderwijsplannen] = await Promise.all([monitorlijnenVan(ctx, p, nummer), onderwijsplannenVan(ctx, p.id, nummer)]);
  if (loggen) await logInzage(ctx, p.leerlingId, "leerlingplan", p.id);
  return {
    ...rijOut(ctx, p),
    periodeNummer: nummer,
    leerroutepakketId: pakketVanPlan(null, p.leerling.leerroutes),
    perioden: p.schooljaarRef.perioden.map((x) => ({ nummer: x.nummer, ingangsdatum: isoDatum(x.ingangsdatum), einddatum: isoDatum(x.einddatum) })),
    auteur: auteurNaam(p.auteur),
    definities: p.template.definities.map(lpDefinitieOut),
    waarden: waardenVan(p, nummer),
    monitorlijnen,
    onderwijsplannen,
  };
}
export type LeerlingplanDetailsView = Awaited<ReturnType<typeof leerlingplanDetails>>;

/** monitorlijnen/{admnr}/{id}/{periode}: the monitor lines with the evaluations per period. */
export async function leerlingplanMonitorlijnen(ctx: TenantContext, id: number, periode: number) {
  const p = await plan(ctx, id, "read");
  const lijnen = await monitorlijnenVan(ctx, p, kiesPeriode(p, periode));
  await logInzage(ctx, p.leerlingId, "leerlingplan", p.id);
  return lijnen;
}

/** Onderwijsplannen/{admnr}/{id}/{periode}: the teaching plans of the period with their lessons. */
export async function leerlingplanOnderwijsplannen(ctx: TenantContext, id: number, periode: number) {
  const p = await plan(ctx, id, "read");
  const plannen = await onderwijsplannenVan(ctx, p.id, kiesPeriode(p, periode));
  await logInzage(ctx, p.leerlingId, "leerlingplan", p.id);
  return plannen;
}

/** Add: a plan for the pupil in the school year from an active template (one per pupil, template and year). */
export async function leerlingplanToevoegen(ctx: TenantContext, v: { leerlingId: number; templateId: number; schooljaar: string }) {
  const id = await db.$transaction(async (tx) => {
    // One after the other: a transaction is one connection (pg refuses overlapping queries on it).
    const l = await tx.leerling.findUnique({ where: { administratieNr_id: { administratieNr: ctx.administratieNr, id: v.leerlingId } }, select: leerlingPlaatsSelect });
    const t = await tx.leerlingplanTemplate.findUnique({ where: { administratieNr_id: { administratieNr: ctx.administratieNr, id: v.templateId } }, select: { actief: true, naam: true } });
    const jaar = await tx.schooljaar.findUnique({ where: { administratieNr_schooljaar: { administratieNr: ctx.administratieNr, schooljaar: v.schooljaar } }, select: { schooljaar: true } });
    if (!l) throw notFound(`[[Leerling]] ${v.leerlingId}`);
    if (!mag(ctx, l, "write")) throw weiger("write");
    if (!t) throw badRequest(`templateId: leerlingplantemplate ${v.templateId} bestaat niet.`, [{ path: "body.templateId", message: "onbekende template" }]);
    if (!t.actief) throw badRequest(`templateId: '${t.naam}' is niet actief en kan niet voor een nieuw leerlingplan worden gebruikt.`, [{ path: "body.templateId", message: "de template is niet actief" }]);
    if (!jaar) throw badRequest(`schooljaar: [[schooljaar]] ${v.schooljaar} bestaat niet.`, [{ path: "body.schooljaar", message: "onbekend [[schooljaar]]" }]);
    try {
      const p = await tx.leerlingplan.create({ data: { administratieNr: ctx.administratieNr, leerlingId: v.leerlingId, templateId: v.templateId, schooljaar: v.schooljaar, auteurId: auteurVan(ctx) }, select: { id: true } });
      return p.id;
    } catch (e) {
      if (e instanceof Prisma.PrismaClientKnownRequestError && e.code === "P2002")
        throw conflict(`[[Deze leerling]] heeft al een leerlingplan '${t.naam}' in [[schooljaar]] ${v.schooljaar}.`);
      throw e;
    }
  });
  return leerlingplanDetails(ctx, id, 0).catch(() => leerlingplanDetailsZonderPeriode(ctx, id));
}

/** After Add in a year without an active period: the first period (or the empty plan). */
async function leerlingplanDetailsZonderPeriode(ctx: TenantContext, id: number) {
  const p = await plan(ctx, id, "read");
  const eerste = p.schooljaarRef.perioden[0]?.nummer;
  if (eerste !== undefined) return leerlingplanDetails(ctx, id, eerste);
  return { ...rijOut(ctx, p), periodeNummer: 0, leerroutepakketId: pakketVanPlan(null, p.leerling.leerroutes), perioden: [], auteur: auteurNaam(p.auteur), definities: p.template.definities.map(lpDefinitieOut), waarden: {}, monitorlijnen: [], onderwijsplannen: [] };
}

type Issue = { path: string; message: string };
const fout = (issues: Issue[]) => badRequest(`${issues[0]!.path.replace(/^body\./, "")}: ${issues[0]!.message}.`, issues);

/**
 * update: in one transaction the values of one period (every value-item of the template; empty
 * removes), the monitor lines (the whole list, replaced) and the period's teaching plans (the whole
 * list: kept by onderwijsplanId, new ones added, missing ones deleted with their lessons).
 */
export async function leerlingplanBijwerken(ctx: TenantContext, v: LeerlingplanBijwerken) {
  const adm = ctx.administratieNr;
  await db.$transaction(async (tx) => {
    const p = await plan(ctx, v.id, "write", tx);
    if (!p.schooljaarRef.perioden.some((x) => x.nummer === v.periodeNummer))
      throw fout([{ path: "body.periodeNummer", message: `[[schooljaar]] ${p.schooljaar} heeft geen periode ${v.periodeNummer}` }]);
    const defs = p.template.definities.map(lpDefinitieOut);
    const perId = new Map(defs.map((d) => [d.id, d]));
    // Only items with a value of their own are written here; MON and OWP have their own lists.
    const waardeDefs = alsDefinities(defs.filter((d) => d.soort !== "MON" && d.soort !== "OWP" && SOORT_INFO[d.soort].vorm !== "geen"));
    const r = valideerWaarden(waardeDefs, v.waarden);
    if (!r.ok) throw fout(r.issues.map((i) => ({ path: `body.${i.path}`, message: i.message })));
    // Routes, destinations and domains (LR, OB, DOM) must exist in the package of the pupil's learning route.
    const verwijzingen = await pakketVerwijzingFouten(tx, pakketVanPlan(null, p.leerling.leerroutes), waardeDefs, r.waarden);
    if (verwijzingen.length) throw fout(verwijzingen.map((i) => ({ path: `body.${i.path}`, message: i.message })));
    const issues: Issue[] = [];
    (v.monitorlijnen ?? []).forEach((m, i) => {
      if (perId.get(m.definitieId)?.soort !== "MON") issues.push({ path: `body.monitorlijnen.${i}.definitieId`, message: "kies een monitoritem (MON) van de template" });
    });
    (v.onderwijsplannen ?? []).forEach((o, i) => {
      if (perId.get(o.definitieId)?.soort !== "OWP") issues.push({ path: `body.onderwijsplannen.${i}.definitieId`, message: "kies een onderwijsplanitem (OWP) van de template" });
    });
    if (issues.length) throw fout(issues);

    // Monitor lines: package in use, domain/competency and levels of that package (one statement).
    const lijnen = v.monitorlijnen;
    if (lijnen?.length) {
      const pk = lijnen.map((m) => m.leerroutepakketId);
      const dom = lijnen.map((m) => m.domeinId ?? 0);
      const com = lijnen.map((m) => m.competentieId ?? 0);
      const st = lijnen.map((m) => m.startniveauNummer ?? -1);
      const dl = lijnen.map((m) => m.doelniveauNummer ?? -1);
      const vk = lijnen.map((m) => m.vakgebiedNr ?? 0);
      const check = await leesRijen<{ i: number; pakket: boolean; domein: boolean; competentie: boolean; start: boolean; doel: boolean; vak: boolean }>(Prisma.sql`
        SELECT x.i::int,
               EXISTS (SELECT 1 FROM "AdministratieLeerroutepakket" a WHERE a."administratieNr" = ${adm} AND a."leerroutepakketId" = x.pk) AS pakket,
               (x.dom = 0 OR EXISTS (SELECT 1 FROM "Domein" d WHERE d.id = x.dom AND d."leerroutepakketId" = x.pk)) AS domein,
               (x.com = 0 OR EXISTS (SELECT 1 FROM "Competentie" c WHERE c.id = x.com AND c."leerroutepakketId" = x.pk AND (x.dom = 0 OR c."domeinId" = x.dom))) AS competentie,
               (x.st = -1 OR EXISTS (SELECT 1 FROM "Niveau" n WHERE n."leerroutepakketId" = x.pk AND n.nummer = x.st)) AS start,
               (x.dl = -1 OR EXISTS (SELECT 1 FROM "Niveau" n WHERE n."leerroutepakketId" = x.pk AND n.nummer = x.dl)) AS doel,
               (x.vk = 0 OR EXISTS (SELECT 1 FROM "Vakgebied" v WHERE v."administratieNr" = ${adm} AND v.nr = x.vk)) AS vak
          FROM unnest(${pk}::int[], ${dom}::int[], ${com}::int[], ${st}::int[], ${dl}::int[], ${vk}::int[]) WITH ORDINALITY AS x(pk, dom, com, st, dl, vk, i)
         ORDER BY x.i`, tx);
      for (const c of check) {
        const i = c.i - 1;
        if (!c.pakket) issues.push({ path: `body.monitorlijnen.${i}.leerroutepakketId`, message: "dit leerroutepakket wordt in deze administratie niet gebruikt" });
        else if (!c.domein) issues.push({ path: `body.monitorlijnen.${i}.domeinId`, message: "onbekend domein in dit leerroutepakket" });
        else if (!c.competentie) issues.push({ path: `body.monitorlijnen.${i}.competentieId`, message: "onbekende competentie in dit leerroutepakket (of domein)" });
        else if (!c.start) issues.push({ path: `body.monitorlijnen.${i}.startniveauNummer`, message: "onbekend niveau in dit leerroutepakket" });
        else if (!c.doel) issues.push({ path: `body.monitorlijnen.${i}.doelniveauNummer`, message: "onbekend niveau in dit leerroutepakket" });
        else if (!c.vak) issues.push({ path: `body.monitorlijnen.${i}.vakgebiedNr`, message: "onbekend vakgebied" });
      }
      if (issues.length) throw fout(issues);
    }

    // Teaching plans of the period: the ids named must be this plan's of this period.
    const owp = v.onderwijsplannen;
    const bestaand = owp ? await onderwijsplannenVan(ctx, p.id, v.periodeNummer, tx) : [];
    if (owp) {
      const ids = new Set(bestaand.map((b) => b.onderwijsplanId));
      owp.forEach((o, i) => {
        if (o.onderwijsplanId && !ids.has(o.onderwijsplanId)) issues.push({ path: `body.onderwijsplannen.${i}.onderwijsplanId`, message: "dit onderwijsplan hoort niet bij dit leerlingplan in deze periode" });
      });
      const vakken = [...new Set(owp.map((o) => o.vakgebiedNr).filter((x): x is number => !!x))];
      if (vakken.length) {
        const gevonden = await tx.vakgebied.findMany({ where: { administratieNr: adm, nr: { in: vakken } }, select: { nr: true } });
        owp.forEach((o, i) => {
          if (o.vakgebiedNr && !gevonden.some((g) => g.nr === o.vakgebiedNr)) issues.push({ path: `body.onderwijsplannen.${i}.vakgebiedNr`, message: "onbekend vakgebied" });
        });
      }
      if (issues.length) throw fout(issues);
    }

    // Writes.
    const perPeriode = { administratieNr: adm, leerlingplanId: p.id, periodeNummer: v.periodeNummer };
    await tx.leerlingplanWaarde.deleteMany({ where: { ...perPeriode, definitieId: { in: waardeDefs.map((d) => d.id) } } });
    if (r.waarden.size)
      await tx.leerlingplanWaarde.createMany({
        data: [...r.waarden].map(([definitieId, waarde]) => ({ ...perPeriode, definitieId, templateId: p.templateId, schooljaar: p.schooljaar, waarde: waarde as Prisma.InputJsonValue })),
      });
    if (lijnen) {
      await tx.leerlingplanMonitorlijn.deleteMany({ where: { administratieNr: adm, leerlingplanId: p.id } });
      if (lijnen.length)
        await tx.leerlingplanMonitorlijn.createMany({
          data: lijnen.map((m, i) => ({
            administratieNr: adm,
            leerlingplanId: p.id,
            definitieId: m.definitieId,
            leerroutepakketId: m.leerroutepakketId,
            domeinId: m.domeinId ?? null,
            competentieId: m.competentieId ?? null,
            vakgebiedNr: m.vakgebiedNr ?? null,
            startniveauNummer: m.startniveauNummer ?? null,
            doelniveauNummer: m.doelniveauNummer ?? null,
            volgnummer: i + 1,
          })),
        });
    }
    if (owp) {
      const blijft = new Set(owp.map((o) => o.onderwijsplanId).filter((x): x is number => !!x));
      const weg = bestaand.map((b) => b.onderwijsplanId).filter((x) => !blijft.has(x));
      if (weg.length) await tx.onderwijsplan.deleteMany({ where: { administratieNr: adm, id: { in: weg } } });
      for (const o of owp) {
        const velden = { titel: o.titel, vakgebiedNr: o.vakgebiedNr ?? null, doel: rijkeTekst(o.doel ?? null), aanpak: rijkeTekst(o.aanpak ?? null) };
        if (o.onderwijsplanId) {
          await tx.onderwijsplan.update({ where: { administratieNr_id: { administratieNr: adm, id: o.onderwijsplanId } }, data: velden });
          await tx.leerlingplanOnderwijsplan.update({ where: { administratieNr_onderwijsplanId: { administratieNr: adm, onderwijsplanId: o.onderwijsplanId } }, data: { definitieId: o.definitieId } });
        } else {
          const nieuw = await tx.onderwijsplan.create({ data: { administratieNr: adm, soort: "Leerlingplan", schooljaar: p.schooljaar, periodeNummer: v.periodeNummer, auteurId: auteurVan(ctx), ...velden }, select: { id: true } });
          await tx.leerlingplanOnderwijsplan.create({ data: { administratieNr: adm, onderwijsplanId: nieuw.id, leerlingplanId: p.id, definitieId: o.definitieId } });
        }
      }
    }
    await tx.leerlingplan.update({ where: { administratieNr_id: { administratieNr: adm, id: p.id } }, data: { updatedAt: new Date() } });
  });
  return leerlingplanDetails(ctx, v.id, v.periodeNummer);
}

/** Delete/{id}: the plan with its values, monitor lines and teaching plans (with their lessons). */
export async function leerlingplanVerwijderen(ctx: TenantContext, id: number) {
  const adm = ctx.administratieNr;
  await db.$transaction(async (tx) => {
    const p = await tx.leerlingplan.findUnique({ where: { administratieNr_id: { administratieNr: adm, id } }, select: { leerling: { select: leerlingPlaatsSelect } } });
    if (!p) throw notFound(`Leerlingplan ${id}`);
    if (!mag(ctx, p.leerling, "write")) throw weiger("write");
    await tx.$executeRaw`DELETE FROM "Onderwijsplan" o USING "LeerlingplanOnderwijsplan" lo
                          WHERE lo."administratieNr" = ${adm} AND lo."leerlingplanId" = ${id} AND o."administratieNr" = lo."administratieNr" AND o.id = lo."onderwijsplanId"`;
    await tx.leerlingplan.delete({ where: { administratieNr_id: { administratieNr: adm, id } } });
  });
  return { id, verwijderd: true };
}
