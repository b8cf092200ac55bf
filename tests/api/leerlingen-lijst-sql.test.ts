import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { TenantContext } from "@/lib/api/context";
import { db } from "@/lib/db/client";
import { genereer } from "@/lib/generator";
import type { Prisma } from "@/lib/generated/prisma/client";
import { huidigSchooljaar, isoDatum, vandaagIso } from "@/lib/schooljaar";
import { listLeerlingen, type LeerlingFilter } from "@/lib/services/leerlingen";
import { loadPermissions } from "@/lib/services/permissions";

/**
 * The pupil list is one hand-written statement (issue 19). This test holds it to the rules of each
 * filter as written in lib/services/leerlingen.ts, computed here the plain way from every pupil with
 * all their assignments (Prisma reads, JavaScript filters), on generated data: the same pupils, the
 * same total, the same groups on the reference day, and the order Prisma's own ORDER BY gives.
 */

const ADM = 900_300;
let ctxBeheer: TenantContext;
let ctxLeerkracht: TenantContext;
let alle: Prisma.LeerlingGetPayload<{ include: { toewijzingen: { include: { groep: true } } } }>[];
let jaar: { start: string; eind: string; peil: string };
const sj = huidigSchooljaar();
const nu = vandaagIso();

function ctxVan(t: Awaited<ReturnType<typeof loadPermissions>>, gebruikerId: string | null): TenantContext {
  if (!t || t === "afgemeld") throw new Error("geen toegang");
  return { ...t, principal: gebruikerId ? { kind: "user", gebruikerId } : { kind: "apikey", administratieNr: ADM, keyId: 0, rolId: 0 }, requestId: "test" };
}

beforeAll(async () => {
  // The generator reads and sets its sequences: the schema's owner's work.
  const pool = new pg.Pool({ connectionString: process.env.TEST_EIGENAAR_DATABASE_URL ?? process.env.DATABASE_URL, max: 3 });
  try {
    await genereer(pool, { tenants: 1, pupils: 90, years: 2, seed: 11, startAdministratieNr: ADM });
  } finally {
    await pool.end();
  }
  await randgevallen();
  const beheer = await db.rol.findFirstOrThrow({ where: { administratieNr: ADM, naam: "Beheerder" } });
  ctxBeheer = ctxVan(await loadPermissions(ADM, { rolId: beheer.id }), null);
  // A teacher with groups this year, for the Eigen filter.
  const mg = await db.medewerkerGroep.findFirstOrThrow({ where: { administratieNr: ADM, groep: { schooljaar: sj, soort: "Klas" } }, orderBy: { groepNr: "asc" } });
  ctxLeerkracht = ctxVan(await loadPermissions(ADM, { gebruikerId: mg.gebruikerId }), mg.gebruikerId);
  alle = await db.leerling.findMany({ where: { administratieNr: ADM }, include: { toewijzingen: { include: { groep: true } } } });
  const s = await db.schooljaar.findUniqueOrThrow({ where: { administratieNr_schooljaar: { administratieNr: ADM, schooljaar: sj } } });
  const start = isoDatum(s.ingangsdatum);
  const eind = isoDatum(s.einddatum);
  jaar = { start, eind, peil: nu < start ? start : nu > eind ? eind : nu };
}, 180_000);

/**
 * Generated careers run whole school years; the rules differ in the middle of one. Four pupils get
 * what happens in a real year: one changed class 20 days in, one left the school 30 days in, one
 * lost every class of the year, one follows an Onderwijsgroep as well as a class.
 */
async function randgevallen() {
  const s = await db.schooljaar.findUniqueOrThrow({ where: { administratieNr_schooljaar: { administratieNr: ADM, schooljaar: sj } } });
  const dag = (n: number) => new Date(s.ingangsdatum.getTime() + n * 86_400_000);
  const klassen = await db.groep.findMany({ where: { administratieNr: ADM, schooljaar: sj, soort: "Klas" }, orderBy: { nr: "asc" } });
  const kandidaten = await db.leerlingtoewijzing.findMany({
    where: { administratieNr: ADM, groepSoort: "Klas", groep: { schooljaar: sj }, ingangsdatum: { lte: s.ingangsdatum }, leerling: { einddatum: { gt: dag(200) } } },
    orderBy: { leerlingId: "asc" },
    take: 4,
  });
  expect(kandidaten.length).toBe(4);
  const [wissel, weg, zonder, ook] = [kandidaten[0]!, kandidaten[1]!, kandidaten[2]!, kandidaten[3]!];
  const ander = klassen.find((g) => g.nr !== wissel.groepNr)!;
  await db.leerlingtoewijzing.update({ where: { administratieNr_id: { administratieNr: ADM, id: wissel.id } }, data: { einddatum: dag(20) } });
  await db.leerlingtoewijzing.create({ data: { administratieNr: ADM, leerlingId: wissel.leerlingId, groepNr: ander.nr, ingangsdatum: dag(21) } });
  await db.leerlingtoewijzing.update({ where: { administratieNr_id: { administratieNr: ADM, id: weg.id } }, data: { einddatum: dag(30) } });
  await db.leerling.update({ where: { administratieNr_id: { administratieNr: ADM, id: weg.leerlingId } }, data: { einddatum: dag(30) } });
  await db.leerlingtoewijzing.deleteMany({ where: { administratieNr: ADM, leerlingId: zonder.leerlingId, groep: { schooljaar: sj } } });
  const onderwijsgroep = await db.groep.create({ data: { administratieNr: ADM, nr: 9_999, naam: "Randgeval onderwijsgroep", schooljaar: sj, vestigingNr: klassen[0]!.vestigingNr, soort: "Onderwijsgroep" } });
  await db.leerlingtoewijzing.create({ data: { administratieNr: ADM, leerlingId: ook.leerlingId, groepNr: onderwijsgroep.nr, ingangsdatum: dag(5), groepSoort: "Onderwijsgroep" } });
}

afterAll(async () => {
  await db.$disconnect();
});

type Leerling = (typeof alle)[number];
type Toewijzing = Leerling["toewijzingen"][number];
const d = (x: Date) => isoDatum(x);
const inJaar = (t: Toewijzing) => d(t.ingangsdatum) <= jaar.eind && d(t.einddatum) >= jaar.start && t.groep.schooljaar === sj;
const opPeil = (t: Toewijzing) => d(t.ingangsdatum) <= jaar.peil && d(t.einddatum) >= jaar.peil;

function verwacht(filter: LeerlingFilter, o: { vestiging?: number; groepNr?: number; search?: string; eigen?: number[] } = {}): Leerling[] {
  const inVest = (t: Toewijzing) => o.vestiging === undefined || t.groep.vestigingNr === o.vestiging;
  const regel: Record<LeerlingFilter, (l: Leerling) => boolean> = {
    Alle: (l) => l.toewijzingen.some((t) => inJaar(t) && inVest(t)),
    Actief: (l) => regel.Alle(l) && d(l.einddatum) >= nu,
    Inactief: (l) => d(l.einddatum) < nu && d(l.ingangsdatum) <= jaar.eind && (o.vestiging === undefined || l.toewijzingen.some(inVest)),
    GeenKlastoewijzing: (l) => d(l.ingangsdatum) <= jaar.eind && d(l.einddatum) >= jaar.start && !l.toewijzingen.some((t) => t.groepSoort === "Klas" && inJaar(t)),
    Eigen: (l) => l.toewijzingen.some((t) => opPeil(t) && t.groep.schooljaar === sj && inVest(t) && (o.eigen ?? []).includes(t.groepNr)),
    Groep: (l) => l.toewijzingen.some((t) => t.groepNr === o.groepNr && opPeil(t)) && d(l.einddatum) >= nu,
  };
  const woorden = (o.search ?? "").trim().split(/[\s,]+/).filter(Boolean);
  const zoek = (l: Leerling) =>
    woorden.every((w) => [l.roepnaam, l.achternaam, l.voornamen, l.tussenvoegsel].some((v) => v?.toLowerCase().includes(w.toLowerCase())) || l.externeSleutel === w);
  return alle.filter((l) => regel[filter](l) && zoek(l));
}

/** The order Prisma's own ORDER BY gives for those pupils (the list's sort rule, written the other way). */
async function volgorde(ids: number[], sort = "achternaam"): Promise<number[]> {
  const desc = sort.startsWith("-");
  const veld = sort.replace(/^-/, "") as "achternaam" | "roepnaam" | "geboortedatum" | "ingangsdatum" | "einddatum";
  const richting = desc ? ("desc" as const) : ("asc" as const);
  const hoofd: Prisma.LeerlingOrderByWithRelationInput = veld === "geboortedatum" ? { geboortedatum: { sort: richting, nulls: "last" } } : { [veld]: richting };
  const rijen = await db.leerling.findMany({ where: { administratieNr: ADM, id: { in: ids } }, select: { id: true }, orderBy: [hoofd, { achternaam: "asc" }, { roepnaam: "asc" }, { id: "asc" }] });
  return rijen.map((r) => r.id);
}

async function vergelijk(ctx: TenantContext, filter: LeerlingFilter, o: { vestiging?: number; groepNr?: number; search?: string; sort?: string; eigen?: number[] } = {}) {
  const verwachte = verwacht(filter, o);
  const orde = await volgorde(verwachte.map((l) => l.id), o.sort);
  // Page 2 of 7, and every pupil over all pages.
  const pagina = await listLeerlingen(ctx, { schooljaar: sj, filter, vestiging: o.vestiging, groepNr: o.groepNr, search: o.search, sort: o.sort, page: 2, pageSize: 7 });
  expect(pagina.total, `${filter} ${JSON.stringify(o)}: total`).toBe(verwachte.length);
  expect(pagina.items.map((i) => i.id), `${filter} ${JSON.stringify(o)}: page 2`).toEqual(orde.slice(7, 14));
  const geheel = await listLeerlingen(ctx, { schooljaar: sj, filter, vestiging: o.vestiging, groepNr: o.groepNr, search: o.search, sort: o.sort, page: 1, pageSize: 200 });
  expect(geheel.items.map((i) => i.id)).toEqual(orde.slice(0, 200));
  for (const item of geheel.items) {
    const l = verwachte.find((x) => x.id === item.id)!;
    const groepen = l.toewijzingen.filter((t) => opPeil(t) && t.groep.schooljaar === sj).map((t) => t.groepNr).sort((a, b) => a - b);
    expect(item.groepen.map((g) => g.nr).sort((a, b) => a - b), `groups of pupil ${l.id}`).toEqual(groepen);
    expect(item.einddatum).toBe(d(l.einddatum));
    expect(item.geboortedatum).toBe(l.geboortedatum ? d(l.geboortedatum) : null);
  }
  return verwachte.length;
}

describe("the one-statement pupil list answers what each filter's rule says", () => {
  it("Alle, Actief, Inactief and GeenKlastoewijzing, each sort, per branch", async () => {
    expect(await vergelijk(ctxBeheer, "Alle")).toBeGreaterThan(20);
    expect(await vergelijk(ctxBeheer, "Actief")).toBeGreaterThan(20);
    await vergelijk(ctxBeheer, "Inactief");
    await vergelijk(ctxBeheer, "GeenKlastoewijzing");
    for (const sort of ["roepnaam", "-achternaam", "geboortedatum", "-geboortedatum", "ingangsdatum", "-einddatum"]) await vergelijk(ctxBeheer, "Alle", { sort });
    const vestigingen = [...new Set(alle.flatMap((l) => l.toewijzingen.map((t) => t.groep.vestigingNr)))];
    for (const vestiging of vestigingen) {
      await vergelijk(ctxBeheer, "Alle", { vestiging });
      await vergelijk(ctxBeheer, "Inactief", { vestiging });
    }
  });

  it("searches by name parts and external key, literally", async () => {
    const l = alle.find((x) => x.achternaam.length > 3 && x.toewijzingen.some(inJaar))!;
    expect(await vergelijk(ctxBeheer, "Alle", { search: l.achternaam.slice(1, 4).toUpperCase() })).toBeGreaterThan(0);
    expect(await vergelijk(ctxBeheer, "Alle", { search: `${l.roepnaam} ${l.achternaam}` })).toBeGreaterThan(0);
    if (l.externeSleutel) expect(await vergelijk(ctxBeheer, "Alle", { search: l.externeSleutel })).toBeGreaterThan(0);
    expect(await vergelijk(ctxBeheer, "Alle", { search: "%" })).toBe(0);
    expect(await vergelijk(ctxBeheer, "Alle", { search: "_" })).toBe(0);
  });

  it("Eigen (the teacher's groups on the reference day) and Groep", async () => {
    const eigen = [...ctxLeerkracht.permissions.eigenGroepen];
    expect(eigen.length).toBeGreaterThan(0);
    expect(await vergelijk(ctxLeerkracht, "Eigen", { eigen })).toBeGreaterThan(0);
    const groepen = await db.groep.findMany({ where: { administratieNr: ADM, schooljaar: sj }, select: { nr: true } });
    let metLeerlingen = 0;
    for (const g of groepen) if ((await vergelijk(ctxBeheer, "Groep", { groepNr: g.nr })) > 0) metLeerlingen++;
    expect(metLeerlingen).toBeGreaterThan(1);
  });
});
