import { beforeAll, describe, expect, it } from "vitest";
import { db, sqlTeller } from "@/lib/db/client";
import { call } from "./helpers";
import { maakLeerling } from "./leerlingen-setup";
import { monitorSchool } from "./monitor-fixture";

/**
 * Monitor/PrognosePerLeerling (issue 34) on a history built by hand. The fixture's periods are
 * moved to fixed dates: last school year P1 ends J-07-31, this year P1 ends (J+1)-01-31 and P2
 * (J+1)-07-31 (= the end of the school year). In years before the last point: t = −365/365,25 =
 * −0,99932, −181/365,25 = −0,49555, 0.
 * - Anna (route 1, Groep 5 BO → phase 1, Taal expects level 2): Lezen L11, L12 = 100 last year →
 *   Taal 1,00; P1 L21 = 50 → 1 + 50/200 = 1,25; P2 L21, L22 = 100, L31 = 50 → 2 + 50/200 = 2,25.
 *   Theil–Sen: slopes 0,25/0,50377 = 0,496, 1,25/0,99932 = 1,2509, 1/0,49555 = 2,018 → b = 1,2509;
 *   intercepts 2,25, 1,8699, 2,25 → a = 2,25; residuals 0, −0,380, 0 → median 0 → s = 0,1.
 *   At the year's end (t = 0): ŷ = 2,25; t̄ = −0,49829, Σ(t − t̄)² = 0,49933,
 *   h = 3,078 · 0,1 · √(1 + 1/3 + 0,24829/0,49933) = 0,4165 → [1,83; 2,67] → 92–133 % of level 2,
 *   113 % → op koers. The traject has no later step in phase 1: the phase ends with the year.
 *   Rekenen: no evaluations and no cell → zonderDoel with 0 periods.
 * - Cas (same route): L11 = 50 in all three periods → 0,25 flat → upper bound 0,67 = 33 % → risico.
 * - Dirk (same route): only P2 → te weinig gegevens, still listed, 1 period.
 */
let s: Awaited<ReturnType<typeof monitorSchool>>;
let cas: { id: number };
let dirk: { id: number };
const als = (cookie: string) => ({ query: { administratieNr: String(s.adm) }, cookie });
const pad = (groep = 1, pakket?: number) => `/api/Monitor/PrognosePerLeerling/${s.schooljaar}/2/${pakket ?? s.pakketId}/${groep}`;
const dag = (iso: string) => new Date(`${iso}T00:00:00Z`);

beforeAll(async () => {
  s = await monitorSchool();
  const j = Number(s.schooljaar.slice(0, 4));
  // P2 first (the periods may not overlap).
  await db.periode.update({ where: { administratieNr_schooljaar_nummer: { administratieNr: s.adm, schooljaar: s.schooljaar, nummer: 2 } }, data: { ingangsdatum: dag(`${j + 1}-02-01`) } });
  await db.periode.update({ where: { administratieNr_schooljaar_nummer: { administratieNr: s.adm, schooljaar: s.schooljaar, nummer: 1 } }, data: { einddatum: dag(`${j + 1}-01-31`) } });
  await s.evalueer(s.anna.id, "L11", 100, s.vorigJaar, 1);
  await s.evalueer(s.anna.id, "L12", 100, s.vorigJaar, 1);
  await s.evalueer(s.anna.id, "L21", 50, s.schooljaar, 1);
  for (const k of ["L21", "L22"]) await s.evalueer(s.anna.id, k, 100, s.schooljaar, 2);
  await s.evalueer(s.anna.id, "L31", 50, s.schooljaar, 2);
  const { ingangsdatum, einddatum } = { ingangsdatum: dag(`${j}-08-01`), einddatum: dag(`${j + 1}-07-31`) };
  cas = await maakLeerling(s.adm, { roepnaam: "Cas", achternaam: "Claes" }, 1);
  dirk = await maakLeerling(s.adm, { roepnaam: "Dirk", achternaam: "Dekker" }, 1);
  for (const l of [cas, dirk]) {
    await db.leerlingLeerroute.create({ data: { administratieNr: s.adm, leerlingId: l.id, leerroutepakketId: s.pakketId, ingangsdatum: dag(`${j - 1}-08-01`), leerrouteNummer: 1 } });
    await db.schoolloopbaan.create({ data: { administratieNr: s.adm, leerlingId: l.id, schooljaar: s.schooljaar, ingangsdatum, einddatum, leerjaarNr: 5, schoolsoort: "BO" } });
  }
  await s.evalueer(cas.id, "L11", 50, s.vorigJaar, 1);
  await s.evalueer(cas.id, "L11", 50, s.schooljaar, 1);
  await s.evalueer(cas.id, "L11", 50, s.schooljaar, 2);
  await s.evalueer(dirk.id, "L11", 100, s.schooljaar, 2);
});

describe("Monitor/PrognosePerLeerling", () => {
  it("per pupil and domain: periods, trend, projection, interval, expected level and status (teacher of the group)", async () => {
    const res = await call("GET", pad(), als(s.leerkracht.cookie));
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const j = Number(s.schooljaar.slice(0, 4));
    expect(res.json.jaarEinde).toBe(`${j + 1}-07-31`);
    expect(res.json.leerlingen.map((l: { naam: string }) => l.naam)).toEqual(["Anna Aalders", "Cas Claes", "Dirk Dekker"]);
    const [anna, c, d] = res.json.leerlingen;
    const taal = anna.domeinen.find((x: { domeinId: number }) => x.domeinId === s.taal);
    expect(taal.historie.map((h: { niveau: number }) => h.niveau)).toEqual([1, 1.25, 2.25]);
    expect(taal.historie.map((h: { verwachtePositie: number | null }) => h.verwachtePositie)).toEqual([null, 2, 2]);
    expect(taal).toMatchObject({ status: "opKoers", perioden: 3, helling: 1.25, niveauNu: 2.25, spreiding: 0.1, verwachtePositie: 2, verwachtNiveau: "2" });
    expect(taal.jaarEinde).toMatchObject({ datum: `${j + 1}-07-31`, t: 0, niveau: 2.25, percentage: 113, percentageLaag: 92, percentageHoog: 133 });
    expect(taal.jaarEinde.laag).toBeCloseTo(2.25 - 0.4165, 2);
    expect(taal.faseEinde).toMatchObject({ datum: `${j + 1}-07-31`, niveau: 2.25 });
    expect(anna.domeinen.find((x: { domeinId: number }) => x.domeinId === s.rekenen)).toMatchObject({ status: "zonderDoel", perioden: 0, jaarEinde: null });
    expect(c.domeinen.find((x: { domeinId: number }) => x.domeinId === s.taal)).toMatchObject({ status: "risico", perioden: 3, helling: 0, jaarEinde: { niveau: 0.25, percentageHoog: 33 } });
    expect(d.domeinen.find((x: { domeinId: number }) => x.domeinId === s.taal)).toMatchObject({ status: "teWeinig", perioden: 1, jaarEinde: null, verwachtePositie: 2 });
    expect(res.json.domeinen.find((x: { id: number }) => x.id === s.taal)).toMatchObject({ leerlingen: 3, tellingen: { risico: 1, opKoers: 1, teWeinig: 1, voor: 0 } });
  });

  it("a pupil without a route is listed with the expectation's status", async () => {
    const res = await call("GET", pad(2), als(s.user.cookie));
    expect(res.status).toBe(200);
    expect(res.json.leerlingen[0].domeinen[0]).toMatchObject({ status: "zonderLeerroute", verwachtePositie: null });
  });

  it("403 for a class teacher on another group; 404 for an unknown group or period and another administration's package", async () => {
    expect((await call("GET", pad(2), als(s.leerkracht.cookie))).status).toBe(403);
    expect((await call("GET", pad(77), als(s.user.cookie))).status).toBe(404);
    expect((await call("GET", `/api/Monitor/PrognosePerLeerling/${s.schooljaar}/9/${s.pakketId}/1`, als(s.user.cookie))).status).toBe(404);
    const ander = await monitorSchool();
    expect((await call("GET", pad(1, ander.pakketId), als(s.user.cookie))).status).toBe(404);
    // Another administration's user cannot reach this group: its own group 1 is another group.
    expect((await call("GET", pad(1), { query: { administratieNr: String(ander.adm) }, cookie: ander.user.cookie })).status).toBe(404);
  });

  it("400 naming the field for malformed input", async () => {
    const res = await call("GET", `/api/Monitor/PrognosePerLeerling/2025/2/${s.pakketId}/1`, als(s.user.cookie));
    expect(res.status).toBe(400);
    expect(res.json.issues[0].path).toMatch(/a$/);
    expect((await call("GET", `/api/Monitor/PrognosePerLeerling/${s.schooljaar}/x/${s.pakketId}/1`, als(s.user.cookie))).status).toBe(400);
  });

  it("at most 5 statements, the same with more pupils and evaluations (no N+1)", async () => {
    const tel = async () => {
      await call("GET", pad(), als(s.user.cookie));
      const voor = sqlTeller.statements;
      const res = await call("GET", pad(), als(s.user.cookie));
      expect(res.status).toBe(200);
      return sqlTeller.statements - voor;
    };
    const weinig = await tel();
    expect(weinig).toBeLessThanOrEqual(5);
    for (let i = 0; i < 5; i++) {
      const l = await maakLeerling(s.adm, { roepnaam: `Extra${i}`, achternaam: "Telling" }, 1);
      await s.evalueer(l.id, "L11", 50, s.schooljaar, 1);
      await s.evalueer(l.id, "T1", 100, s.schooljaar, 2);
    }
    expect(await tel()).toBe(weinig);
  });
});

describe("Opbrengsten/PrognoseRisico (the overview's counts)", () => {
  const risicoPad = (vestiging = 0, pakket?: number) => `/api/Opbrengsten/PrognoseRisico/${pakket ?? s.pakketId}/2/${vestiging}`;
  const metJaar = (cookie: string) => ({ query: { administratieNr: String(s.adm), jaar: s.schooljaar }, cookie });

  it("per group and domain the pupils at risk of how many, the monitor's own counts", async () => {
    const res = await call("GET", risicoPad(), metJaar(s.user.cookie));
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const monitor = await call("GET", pad(), als(s.user.cookie));
    const groep = res.json.groepen.find((g: { nr: number }) => g.nr === 1);
    expect(groep).toMatchObject({ naam: "Groep 5", leerlingen: monitor.json.leerlingen.length });
    const taal = groep.domeinen.find((d: { domeinId: number }) => d.domeinId === s.taal);
    const monitorTaal = monitor.json.domeinen.find((d: { id: number }) => d.id === s.taal);
    expect(taal).toMatchObject({ risico: monitorTaal.tellingen.risico, teWeinig: monitorTaal.tellingen.teWeinig, tellingen: monitorTaal.tellingen });
    expect(taal.risico).toBeGreaterThanOrEqual(1);
    // Bram's group (branch 2) is there too, and only branch 2 when asked.
    expect(res.json.groepen.map((g: { nr: number }) => g.nr)).toEqual(expect.arrayContaining([1, 2]));
    const twee = await call("GET", risicoPad(2), metJaar(s.user.cookie));
    expect(twee.json.groepen.map((g: { nr: number }) => g.nr)).toEqual([2]);
  });

  it("a class teacher sees only the own group; another administration's package is 404; malformed input 400", async () => {
    const res = await call("GET", risicoPad(), metJaar(s.leerkracht.cookie));
    expect(res.status).toBe(200);
    expect(res.json.groepen.map((g: { nr: number }) => g.nr)).toEqual([1]);
    const ander = await monitorSchool();
    expect((await call("GET", risicoPad(0, ander.pakketId), metJaar(s.user.cookie))).status).toBe(404);
    expect((await call("GET", `/api/Opbrengsten/PrognoseRisico/${s.pakketId}/2/x`, metJaar(s.user.cookie))).status).toBe(400);
    expect((await call("GET", risicoPad(), { query: { administratieNr: String(s.adm) }, cookie: s.user.cookie })).status).toBe(400);
  });

  it("the same statements (at most 5) with more groups and pupils (no N+1)", async () => {
    const tel = async () => {
      await call("GET", risicoPad(), metJaar(s.user.cookie));
      const voor = sqlTeller.statements;
      expect((await call("GET", risicoPad(), metJaar(s.user.cookie))).status).toBe(200);
      return sqlTeller.statements - voor;
    };
    const weinig = await tel();
    expect(weinig).toBeLessThanOrEqual(5);
    for (const nr of [7, 8, 9]) {
      await db.groep.create({ data: { administratieNr: s.adm, nr, naam: `Groep ${nr}`, schooljaar: s.schooljaar, vestigingNr: 1 } });
      const l = await maakLeerling(s.adm, { roepnaam: `Groep${nr}`, achternaam: "Telling" }, nr);
      await s.evalueer(l.id, "L11", 50, s.schooljaar, 1);
    }
    expect(await tel()).toBe(weinig);
  });
});
