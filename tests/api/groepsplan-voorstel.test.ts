import { beforeAll, describe, expect, it } from "vitest";
import { routes } from "@/lib/api/routes";
import { sqlTeller } from "@/lib/db/client";
import { db } from "@/lib/db/client";
import { Bits, Functiegebied as F } from "@/lib/permissions/constants";
import { schooljaarGrenzen } from "@/lib/schooljaar";
import { call, makeTenant, makeUser } from "./helpers";
import { ALLES, maakLeerling } from "./leerlingen-setup";
import { monitorSchool } from "./monitor-fixture";

/**
 * The group plan's proposal of instruction groups (issue 30): GroepsPlannen/Indelingsvoorstel and
 * GenerateInstructiegroepen with the teacher's indeling, on the monitor school
 * (tests/api/monitor-fixture.ts: Taal expects level 2 of route 1 in "Groep 5" BO; Lezen has two
 * indicators per level). Group 3 is a low-scoring group: six pupils on route 1, all below the
 * expected level (0 – 75 %), which a fixed 90 % threshold put in one group. Figures by hand:
 *   nothing → 0 %; L11 half → 0.25 of level 1 → 13 %; L11 → 25 %; L11 L12 → level 1 → 50 %;
 *   + L21 half → 1.25 → 63 %; + L21 → 1.5 → 75 %.
 *   m = 226/6 ≈ 37.7, s ≈ 27.0, h = 13.5 → bounds 24.2 / 51.2: 0 and 13 intensief, 25 and 50
 *   basis, 63 and 75 verdiept.
 */

type School = Awaited<ReturnType<typeof monitorSchool>>;
let s: School;
let leerkracht: { cookie: string; id: string };
let planId: number;
const q = () => ({ administratieNr: s.adm });
const GROEP = 3;
const PERIODE = 2;
const pupils: { id: number; naam: string; figuur: number }[] = [];
const voorstelPad = () => `/api/GroepsPlannen/Indelingsvoorstel/${s.adm}/${GROEP}/${PERIODE}`;

async function metRoute(roepnaam: string, achternaam: string, groepNr = GROEP) {
  const l = await maakLeerling(s.adm, { roepnaam, achternaam }, groepNr);
  const jaar = Number(s.schooljaar.slice(0, 4));
  const { ingangsdatum, einddatum } = schooljaarGrenzen(s.schooljaar);
  await db.leerlingLeerroute.create({ data: { administratieNr: s.adm, leerlingId: l.id, leerroutepakketId: s.pakketId, ingangsdatum: new Date(`${jaar - 1}-08-01T00:00:00Z`), leerrouteNummer: 1 } });
  await db.schoolloopbaan.create({ data: { administratieNr: s.adm, leerlingId: l.id, schooljaar: s.schooljaar, ingangsdatum, einddatum, leerjaarNr: 5, schoolsoort: "BO" } });
  return l;
}

/** Statements of one call after a warm-up call (as tests/api/query-budget.test.ts). */
async function statements(method: string, path: string, opts: Parameters<typeof call>[2], ok = true) {
  await call(method, path, opts);
  const voor = sqlTeller.statements;
  const res = await call(method, path, opts);
  if (ok) expect(res.status, `${method} ${path}`).toBe(200);
  return sqlTeller.statements - voor;
}
const budget = (method: string, pad: string) => routes.find((r) => r.method === method && r.path === pad)?.queries;

beforeAll(async () => {
  s = await monitorSchool();
  await db.rolPermissie.create({ data: { administratieNr: s.adm, rolId: s.rolId, functiegebied: F.Groepsplannen, bits: ALLES } });
  await db.groep.create({ data: { administratieNr: s.adm, nr: GROEP, naam: "Groep 7", schooljaar: s.schooljaar, vestigingNr: 1 } });
  const rol = await db.rol.create({ data: { administratieNr: s.adm, naam: "Leerkracht groep 7" } });
  await db.rolPermissie.createMany({
    data: [
      { administratieNr: s.adm, rolId: rol.id, functiegebied: F.Groepsplannen, bits: Bits.ReadEigenKlas | Bits.WriteEigenKlas },
      { administratieNr: s.adm, rolId: rol.id, functiegebied: F.Leerlingevaluaties, bits: Bits.ReadEigenKlas | Bits.WriteEigenKlas },
    ],
  });
  leerkracht = await makeUser(s.adm, rol.id);
  await db.medewerkerGroep.create({ data: { administratieNr: s.adm, gebruikerId: leerkracht.id, groepNr: GROEP } });
  const standen: [string, string, number, [string, number][]][] = [
    ["Pim", "Aap", 0, []],
    ["Roos", "Beer", 13, [["L11", 50]]],
    ["Sam", "Cavia", 25, [["L11", 100]]],
    ["Tess", "Das", 50, [["L11", 100], ["L12", 100]]],
    ["Uma", "Egel", 63, [["L11", 100], ["L12", 100], ["L21", 50]]],
    ["Vik", "Fret", 75, [["L11", 100], ["L12", 100], ["L21", 100]]],
  ];
  for (const [roepnaam, achternaam, figuur, ev] of standen) {
    const l = await metRoute(roepnaam, achternaam);
    for (const [k, score] of ev) await s.evalueer(l.id, k, score);
    pupils.push({ id: l.id, naam: `${roepnaam} ${achternaam}`, figuur });
  }
  planId = (await db.groepsplan.create({ data: { administratieNr: s.adm, groepNr: GROEP, schooljaar: s.schooljaar, periodeNummer: PERIODE } })).id;
});

describe("GroepsPlannen/Indelingsvoorstel", () => {
  it("spreads a low-scoring group over three groups relative to the group, with each pupil's figures, and writes nothing", async () => {
    const r = await call("GET", voorstelPad(), { query: { ...q(), leerroutepakketId: s.pakketId }, cookie: leerkracht.cookie });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ groepsplanId: planId, groepNr: GROEP, periodeNummer: PERIODE, leerroutepakketId: s.pakketId, domeinId: null, heeftInstructiegroepen: false });
    expect(r.json.regel).toEqual({ n: 6, zonder: 0, gemiddelde: 37.7, spreiding: 27, ondergrens: 24.2, bovengrens: 51.2 });
    const rij = (naam: string) => r.json.leerlingen.find((l: { naam: string }) => l.naam === naam);
    expect(r.json.leerlingen.map((l: { naam: string; percentage: number; cluster: string }) => [l.naam, l.percentage, l.cluster])).toEqual([
      ["Pim Aap", 0, "intensief"],
      ["Roos Beer", 13, "intensief"],
      ["Sam Cavia", 25, "basis"],
      ["Tess Das", 50, "basis"],
      ["Uma Egel", 63, "verdiept"],
      ["Vik Fret", 75, "verdiept"],
    ]);
    // The figures beside the proposal: the reached level (mean of the domains with a figure) and the expected one.
    expect(rij("Tess Das")).toMatchObject({ niveau: "1", verwachtNiveau: "2", status: "ok", zonderGegevens: false });
    expect(rij("Vik Fret")).toMatchObject({ niveau: "1,5", verwachtNiveau: "2" });
    expect(await db.instructiegroep.count({ where: { administratieNr: s.adm, groepsplanId: planId } })).toBe(0);
  });

  it("gives the monitor's percentages (Monitor/BeheersingPerLeerling, averaged over the domains)", async () => {
    const voorstel = await call("GET", voorstelPad(), { query: { ...q(), leerroutepakketId: s.pakketId }, cookie: s.user.cookie });
    const monitor = await call("GET", `/api/Monitor/BeheersingPerLeerling/${s.schooljaar}/${PERIODE}/${s.pakketId}/${GROEP}`, { query: q(), cookie: s.user.cookie });
    expect(monitor.status).toBe(200);
    const gemiddeld = (p: (number | null)[]) => {
      const er = p.filter((x): x is number => x !== null);
      return er.length ? Math.round(er.reduce((a, b) => a + b, 0) / er.length) : null;
    };
    const uitMonitor = Object.fromEntries(monitor.json.leerlingen.map((l: { id: number; domeinen: { percentage: number | null }[] }) => [l.id, gemiddeld(l.domeinen.map((d) => d.percentage))]));
    expect(Object.fromEntries(voorstel.json.leerlingen.map((l: { leerlingId: number; percentage: number | null }) => [l.leerlingId, l.percentage]))).toEqual(uitMonitor);
    expect(Object.values(uitMonitor)).toEqual(pupils.map((p) => p.figuur));
  });

  it("narrows to one domain; a domain of another package is 400 naming the query field", async () => {
    const taal = await call("GET", voorstelPad(), { query: { ...q(), leerroutepakketId: s.pakketId, domeinId: s.taal }, cookie: leerkracht.cookie });
    expect(taal.status).toBe(200);
    expect(taal.json.leerlingen.map((l: { percentage: number }) => l.percentage)).toEqual(pupils.map((p) => p.figuur));
    // Rekenen has no expected level on route 1: no figure for anyone, everyone in basis.
    const rekenen = await call("GET", voorstelPad(), { query: { ...q(), leerroutepakketId: s.pakketId, domeinId: s.rekenen }, cookie: leerkracht.cookie });
    expect(rekenen.json.regel).toMatchObject({ n: 0, zonder: 6, gemiddelde: null, ondergrens: null });
    expect(new Set(rekenen.json.leerlingen.map((l: { cluster: string; status: string }) => `${l.cluster} ${l.status}`))).toEqual(new Set(["basis zonderDoel"]));
    const fout = await call("GET", voorstelPad(), { query: { ...q(), leerroutepakketId: s.pakketId, domeinId: 999999 }, cookie: leerkracht.cookie });
    expect(fout.status).toBe(400);
    expect(fout.json.issues[0].path).toBe("query.domeinId");
    expect((await call("GET", voorstelPad(), { query: q(), cookie: leerkracht.cookie })).status).toBe(400);
  });

  it("stays within its statement budget, the same with twice the pupils (no query per pupil)", async () => {
    const declared = budget("get", "/GroepsPlannen/Indelingsvoorstel/{admnr}/{groepNr}/{periode}");
    expect(declared).toBeTypeOf("number");
    const opts = { query: { ...q(), leerroutepakketId: s.pakketId }, cookie: leerkracht.cookie };
    const weinig = await statements("GET", voorstelPad(), opts);
    expect(weinig).toBeLessThanOrEqual(declared!);
    // A second group with twelve pupils, every one evaluated.
    await db.groep.create({ data: { administratieNr: s.adm, nr: 4, naam: "Groep 8", schooljaar: s.schooljaar, vestigingNr: 1 } });
    for (let i = 0; i < 12; i++) {
      const l = await metRoute(`Extra${i}`, "Telling", 4);
      await s.evalueer(l.id, "L11", 100);
    }
    await db.groepsplan.create({ data: { administratieNr: s.adm, groepNr: 4, schooljaar: s.schooljaar, periodeNummer: PERIODE } });
    const veel = await statements("GET", `/api/GroepsPlannen/Indelingsvoorstel/${s.adm}/4/${PERIODE}`, { query: { ...q(), leerroutepakketId: s.pakketId }, cookie: s.user.cookie });
    if (process.env.DEBUG_BUDGET) console.log("BUDGET Indelingsvoorstel", weinig, veel);
    expect(veel).toBe(weinig);
  });

  it("refuses without write on the plan or read on the group's evaluations (403); another administration's plan is 404", async () => {
    const opts = (cookie: string) => ({ query: { ...q(), leerroutepakketId: s.pakketId }, cookie });
    // The class teacher of group 1 (monitor fixture: own-class evaluations, no group-plan rights; with own-class group-plan rights: not this group).
    const rol = await db.rol.create({ data: { administratieNr: s.adm, naam: "Leerkracht groep 1" } });
    await db.rolPermissie.createMany({
      data: [
        { administratieNr: s.adm, rolId: rol.id, functiegebied: F.Groepsplannen, bits: Bits.ReadEigenKlas | Bits.WriteEigenKlas },
        { administratieNr: s.adm, rolId: rol.id, functiegebied: F.Leerlingevaluaties, bits: Bits.ReadEigenKlas },
      ],
    });
    const ander = await makeUser(s.adm, rol.id);
    await db.medewerkerGroep.create({ data: { administratieNr: s.adm, gebruikerId: ander.id, groepNr: 1 } });
    expect((await call("GET", voorstelPad(), opts(ander.cookie))).status).toBe(403);
    // Read-only on group plans (a director): 403.
    const lezer = await db.rol.create({ data: { administratieNr: s.adm, naam: "Alleen lezen" } });
    await db.rolPermissie.createMany({
      data: [
        { administratieNr: s.adm, rolId: lezer.id, functiegebied: F.Groepsplannen, bits: Bits.ReadAlle },
        { administratieNr: s.adm, rolId: lezer.id, functiegebied: F.Leerlingevaluaties, bits: Bits.ReadAlle },
      ],
    });
    expect((await call("GET", voorstelPad(), opts((await makeUser(s.adm, lezer.id)).cookie))).status).toBe(403);
    // Writing group plans without reading the evaluations: 403.
    const zonderEvaluaties = await db.rol.create({ data: { administratieNr: s.adm, naam: "Zonder evaluaties" } });
    await db.rolPermissie.create({ data: { administratieNr: s.adm, rolId: zonderEvaluaties.id, functiegebied: F.Groepsplannen, bits: ALLES } });
    expect((await call("GET", voorstelPad(), opts((await makeUser(s.adm, zonderEvaluaties.id)).cookie))).status).toBe(403);
    // Another administration: its own number finds no such plan (404); ours is not its to name (404).
    const vreemd = await makeTenant({ permissies: { [F.Groepsplannen]: ALLES, [F.Leerlingevaluaties]: ALLES } });
    const eigen = await call("GET", `/api/GroepsPlannen/Indelingsvoorstel/${vreemd.administratieNr}/${GROEP}/${PERIODE}`, { query: { administratieNr: vreemd.administratieNr, leerroutepakketId: s.pakketId }, cookie: vreemd.user.cookie });
    expect(eigen.status).toBe(404);
    expect((await call("GET", voorstelPad(), opts(vreemd.user.cookie))).status).toBe(404);
    const opId = await call("POST", "/api/GroepsPlannen/GenerateInstructiegroepen", { query: { administratieNr: vreemd.administratieNr }, cookie: vreemd.user.cookie, body: { groepsplanId: planId, leerroutepakketId: s.pakketId, indeling: [] } });
    expect(opId.status).toBe(404);
  });
});

describe("GenerateInstructiegroepen with the teacher's indeling", () => {
  it("writes the groups exactly as accepted (one pupil moved), within the budget; a pupil of another group is 400; twice is 409", async () => {
    const voorstel = await call("GET", voorstelPad(), { query: { ...q(), leerroutepakketId: s.pakketId }, cookie: leerkracht.cookie });
    const indeling = voorstel.json.leerlingen.map((l: { leerlingId: number; cluster: string; naam: string }) => ({ leerlingId: l.leerlingId, cluster: l.naam === "Sam Cavia" ? "intensief" : l.cluster }));

    const vreemd = await maakLeerling(s.adm, { roepnaam: "Wim", achternaam: "Anders" }, 1);
    const fout = await call("POST", "/api/GroepsPlannen/GenerateInstructiegroepen", { query: q(), cookie: leerkracht.cookie, body: { groepsplanId: planId, leerroutepakketId: s.pakketId, indeling: [...indeling, { leerlingId: vreemd.id, cluster: "basis" }] } });
    expect(fout.status).toBe(400);
    expect(fout.json.issues[0].path).toBe(`body.indeling.${indeling.length}.leerlingId`);
    const dubbel = await call("POST", "/api/GroepsPlannen/GenerateInstructiegroepen", { query: q(), cookie: leerkracht.cookie, body: { groepsplanId: planId, leerroutepakketId: s.pakketId, indeling: [...indeling, indeling[0]] } });
    expect(dubbel.status).toBe(400);
    const cluster = await call("POST", "/api/GroepsPlannen/GenerateInstructiegroepen", { query: q(), cookie: leerkracht.cookie, body: { groepsplanId: planId, leerroutepakketId: s.pakketId, indeling: [{ leerlingId: pupils[0]!.id, cluster: "extra" }] } });
    expect(cluster.status).toBe(400);

    const voor = sqlTeller.statements;
    const r = await call("POST", "/api/GroepsPlannen/GenerateInstructiegroepen", { query: q(), cookie: leerkracht.cookie, body: { groepsplanId: planId, leerroutepakketId: s.pakketId, indeling } });
    const n = sqlTeller.statements - voor;
    expect(r.status).toBe(200);
    if (process.env.DEBUG_BUDGET) console.log("BUDGET GenerateInstructiegroepen", n);
    expect(n).toBeLessThanOrEqual(budget("post", "/GroepsPlannen/GenerateInstructiegroepen")!);
    expect(r.json.instructiegroepen.map((ig: { naam: string; leerlingen: { naam: string }[] }) => [ig.naam, ig.leerlingen.map((l) => l.naam)])).toEqual([
      ["Intensieve instructie", ["Pim Aap", "Roos Beer", "Sam Cavia"]],
      ["Basisinstructie", ["Tess Das"]],
      ["Verdiepte instructie", ["Uma Egel", "Vik Fret"]],
    ]);
    expect(r.json.onverdeeld).toEqual([]);
    const details = await call("GET", `/api/GroepsPlannen/Details/${s.adm}/${GROEP}/${PERIODE}`, { query: q(), cookie: leerkracht.cookie });
    expect(details.json.instructiegroepen.map((ig: { leerlingen: unknown[] }) => ig.leerlingen.length)).toEqual([3, 1, 2]);
    expect(details.json.instructiegroepen.every((ig: { leerroutepakketId: number }) => ig.leerroutepakketId === s.pakketId)).toBe(true);

    const nuHeeft = await call("GET", voorstelPad(), { query: { ...q(), leerroutepakketId: s.pakketId }, cookie: leerkracht.cookie });
    expect(nuHeeft.json.heeftInstructiegroepen).toBe(true);
    const weer = await call("POST", "/api/GroepsPlannen/GenerateInstructiegroepen", { query: q(), cookie: leerkracht.cookie, body: { groepsplanId: planId, leerroutepakketId: s.pakketId, indeling } });
    expect(weer.status).toBe(409);
  });

  it("without an indeling writes the proposal (the same spread), pupils left out of an indeling stay unplaced", async () => {
    const plan1 = (await db.groepsplan.create({ data: { administratieNr: s.adm, groepNr: GROEP, schooljaar: s.schooljaar, periodeNummer: 1 } })).id;
    const r = await call("POST", "/api/GroepsPlannen/GenerateInstructiegroepen", { query: q(), cookie: leerkracht.cookie, body: { groepsplanId: plan1, leerroutepakketId: s.pakketId } });
    expect(r.status).toBe(200);
    // At period 1 the standing is the same (all evaluations are of period 1).
    expect(r.json.instructiegroepen.map((ig: { leerlingen: unknown[] }) => ig.leerlingen.length)).toEqual([2, 2, 2]);
    expect(r.json.indeling.find((x: { leerlingId: number }) => x.leerlingId === pupils[0]!.id)).toMatchObject({ cluster: "intensief", percentage: 0, zonderGegevens: false });

    const jaar = Number(s.schooljaar.slice(0, 4));
    const vorig = await db.groep.create({ data: { administratieNr: s.adm, nr: 5, naam: "Groep 7 vorig jaar", schooljaar: s.vorigJaar, vestigingNr: 1 } });
    await db.leerlingtoewijzing.create({ data: { administratieNr: s.adm, leerlingId: pupils[0]!.id, groepNr: vorig.nr, ingangsdatum: new Date(`${jaar - 1}-08-01T00:00:00Z`), einddatum: new Date(`${jaar}-07-31T00:00:00Z`) } });
    const plan5 = (await db.groepsplan.create({ data: { administratieNr: s.adm, groepNr: vorig.nr, schooljaar: s.vorigJaar, periodeNummer: 1 } })).id;
    const deel = await call("POST", "/api/GroepsPlannen/GenerateInstructiegroepen", { query: q(), cookie: s.user.cookie, body: { groepsplanId: plan5, leerroutepakketId: s.pakketId, indeling: [] } });
    expect(deel.status).toBe(200);
    expect(deel.json.onverdeeld.map((l: { id: number }) => l.id)).toEqual([pupils[0]!.id]);
  });
});
