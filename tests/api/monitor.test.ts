import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { call } from "./helpers";
import { monitorSchool } from "./monitor-fixture";

/**
 * Monitor (§7.3): the mastery views of a group. The numbers are computed by hand from the
 * fixture (lib/beheersing's formulas):
 * - Anna: Lezen L11, L12 = 100 (last school year, carried forward), L21 = 50 in period 1 then
 *   L21, L22 = 100 and L31 = 50 in period 2 → Lezen level 2 + (50 + 0) / 200 = 2,25; Tellen not
 *   evaluated → 0. Taal: reached (only Lezen has indicators) 2.25 / expected level 2 = 112.5 % →
 *   113, on track; the cell's two linked indicators (L21, L22) both mastered. Rekenen: no cell →
 *   "zonderDoel".
 * - Bram (group 2): no route → marked "zonderLeerroute", shown, no percentage.
 */
let s: Awaited<ReturnType<typeof monitorSchool>>;
const als = (cookie: string) => ({ query: { administratieNr: String(s.adm) }, cookie });

beforeAll(async () => {
  s = await monitorSchool();
  await s.eerdereEvaluaties(100);
  const res = await call("POST", "/api/Monitor", {
    ...als(s.leerkracht.cookie),
    body: {
      schooljaar: s.schooljaar,
      periodeNummer: 2,
      leerroutepakketId: s.pakketId,
      evaluaties: [
        { leerlingId: s.anna.id, indicatorId: s.ind.L21!.id, score: 100 },
        { leerlingId: s.anna.id, indicatorId: s.ind.L22!.id, score: 100 },
        { leerlingId: s.anna.id, indicatorId: s.ind.L31!.id, score: 50 },
      ],
    },
  });
  if (res.status !== 200) throw new Error(`POST Monitor: ${res.status} ${JSON.stringify(res.json)}`);
});

describe("POST Monitor", () => {
  it("saves observations like Observaties/Update (and refuses a pupil outside the teacher's group)", async () => {
    expect(await db.evaluatie.count({ where: { administratieNr: s.adm, periodeNummer: 2 } })).toBe(3);
    const res = await call("POST", "/api/Monitor", { ...als(s.leerkracht.cookie), body: { schooljaar: s.schooljaar, periodeNummer: 2, leerroutepakketId: s.pakketId, evaluaties: [{ leerlingId: s.bram.id, indicatorId: s.ind.T1!.id, score: 0 }] } });
    expect(res.status).toBe(403);
  });
});

describe("Monitor/BeheersingPerLeerling", () => {
  it("gives reached vs expected per domain with the counts behind the group figures", async () => {
    const res = await call("GET", `/api/Monitor/BeheersingPerLeerling/${s.schooljaar}/2/${s.pakketId}/1`, als(s.leerkracht.cookie));
    expect(res.status).toBe(200);
    const [anna] = res.json.leerlingen;
    expect(anna).toMatchObject({ naam: "Anna Aalders", status: "ok", faseNummer: 1, leerrouteNummer: 1 });
    const taal = anna.domeinen.find((d: { domeinId: number }) => d.domeinId === s.taal);
    expect(taal).toMatchObject({ bereikt: 2.25, label: "2,25", verwachtNiveau: "2", percentage: 113, opKoers: true, status: "ok", indicatorenBeheerst: 2, indicatorenVerwacht: 2 });
    const rekenen = anna.domeinen.find((d: { domeinId: number }) => d.domeinId === s.rekenen);
    expect(rekenen).toMatchObject({ bereikt: 0, percentage: null, status: "zonderDoel" });
    const taalGroep = res.json.domeinen.find((d: { id: number }) => d.id === s.taal);
    expect(taalGroep.percentage).toEqual({ gemiddelde: 113, n: 1, zonder: 0, aantalBoven: 1 });
  });

  it("shows a pupil without a route, marked, without a percentage", async () => {
    const res = await call("GET", `/api/Monitor/BeheersingPerLeerling/${s.schooljaar}/2/${s.pakketId}/2`, als(s.user.cookie));
    expect(res.status).toBe(200);
    expect(res.json.leerlingen).toHaveLength(1);
    const [bram] = res.json.leerlingen;
    expect(bram).toMatchObject({ naam: "Bram Bakker", status: "zonderLeerroute", leerrouteNummer: null });
    expect(bram.domeinen.every((d: { percentage: number | null }) => d.percentage === null)).toBe(true);
    // Bram mastered L11 only: Lezen level 0 + 1/2 of level 1 → 0.5
    expect(bram.domeinen.find((d: { domeinId: number }) => d.domeinId === s.taal)).toMatchObject({ bereikt: 0.5, label: "0,5" });
    expect(res.json.domeinen.find((d: { id: number }) => d.id === s.taal).percentage).toEqual({ gemiddelde: null, n: 0, zonder: 1, aantalBoven: 0 });
  });

  it("403 for a class teacher on another group, 404 for another administration's group or an unknown period", async () => {
    expect((await call("GET", `/api/Monitor/BeheersingPerLeerling/${s.schooljaar}/2/${s.pakketId}/2`, als(s.leerkracht.cookie))).status).toBe(403);
    expect((await call("GET", `/api/Monitor/BeheersingPerLeerling/${s.schooljaar}/2/${s.pakketId}/77`, als(s.user.cookie))).status).toBe(404);
    expect((await call("GET", `/api/Monitor/BeheersingPerLeerling/${s.schooljaar}/9/${s.pakketId}/1`, als(s.user.cookie))).status).toBe(404);
    const ander = await monitorSchool();
    expect((await call("GET", `/api/Monitor/BeheersingPerLeerling/${s.schooljaar}/2/${ander.pakketId}/1`, als(s.user.cookie))).status).toBe(404);
  });

  it("400 naming the field for malformed ids", async () => {
    const res = await call("GET", `/api/Monitor/BeheersingPerLeerling/2025/2/${s.pakketId}/1`, als(s.user.cookie));
    expect(res.status).toBe(400);
    expect(res.json.issues[0].path).toMatch(/a$/);
  });
});

describe("Monitor/VakgebiedBeheersingPerLeerling", () => {
  it("gives each competence's level per pupil and the mean with its n", async () => {
    const res = await call("GET", `/api/Monitor/VakgebiedBeheersingPerLeerling/${s.schooljaar}/2/${s.pakketId}/1/1`, als(s.leerkracht.cookie));
    expect(res.status).toBe(200);
    expect(res.json.vakgebied).toEqual({ nr: 1, naam: "Lezen" });
    expect(res.json.competenties).toEqual([{ id: s.lezen, naam: "Lezen", domeinId: s.taal, domeinNaam: "Taal", niveau: { gemiddelde: 2.25, n: 1, zonder: 0, aantalBoven: 0 } }]);
    expect(res.json.leerlingen[0].competenties[0]).toMatchObject({ competentieId: s.lezen, niveauNummer: 2, label: "2,25", fractie: 0.25, geevalueerd: 5, aantalIndicatoren: 6 });
    expect((await call("GET", `/api/Monitor/VakgebiedBeheersingPerLeerling/${s.schooljaar}/2/${s.pakketId}/1/9`, als(s.user.cookie))).status).toBe(404);
  });
});

describe("Monitor/CompetentieBeheersingPerLeerling", () => {
  it("gives the mastery per level, the expected level and the level window", async () => {
    const res = await call("GET", `/api/Monitor/CompetentieBeheersingPerLeerling/${s.schooljaar}/2/${s.pakketId}/1/${s.taal}/${s.lezen}`, als(s.leerkracht.cookie));
    expect(res.status).toBe(200);
    expect(res.json.venster).toEqual([1, 2, 3]);
    const [anna] = res.json.leerlingen;
    expect(anna.verwachtNiveau).toBe("2");
    expect(anna.niveau.label).toBe("2,25");
    expect(anna.perNiveau).toEqual([
      { niveauNummer: 1, beheerst: 2, gedeeltelijk: 0, niet: 0, fractie: 1 },
      { niveauNummer: 2, beheerst: 2, gedeeltelijk: 0, niet: 0, fractie: 1 },
      { niveauNummer: 3, beheerst: 0, gedeeltelijk: 1, niet: 0, fractie: 0.25 },
    ]);
    // A competence of another domain: 404.
    expect((await call("GET", `/api/Monitor/CompetentieBeheersingPerLeerling/${s.schooljaar}/2/${s.pakketId}/1/${s.rekenen}/${s.lezen}`, als(s.user.cookie))).status).toBe(404);
  });
});

describe("Monitor/CompetentieNiveauBeheersingPerLeerling", () => {
  it("gives the grid of one level with each pupil's mastery of it", async () => {
    const res = await call("GET", `/api/Monitor/CompetentieNiveauBeheersingPerLeerling/${s.schooljaar}/2/${s.pakketId}/1/${s.taal}/${s.lezen}/3`, als(s.leerkracht.cookie));
    expect(res.status).toBe(200);
    expect(res.json.indicatoren.map((i: { naam: string }) => i.naam)).toEqual(["Indicator L31", "Indicator L32"]);
    expect(res.json.perLeerling).toEqual([{ leerlingId: s.anna.id, beheerst: 0, gedeeltelijk: 1, niet: 0, fractie: 0.25 }]);
    expect((await call("GET", `/api/Monitor/CompetentieNiveauBeheersingPerLeerling/${s.schooljaar}/2/${s.pakketId}/1/${s.taal}/${s.lezen}/8`, als(s.user.cookie))).status).toBe(404);
  });
});

describe("query budget of the evaluation and monitor calls", () => {
  it("each call stays within its declared budget (constant, whatever the rows)", async () => {
    const { routes } = await import("@/lib/api/routes");
    const { sqlTeller } = await import("@/lib/db/client");
    const b = `${s.schooljaar}/2/${s.pakketId}`;
    const gevallen: [string, string, string, unknown?][] = [
      ["get", "/Observaties/All/{a}/{b}/{c}/{d}/{e}", `/api/Observaties/All/${b}/1/${s.taal}`],
      ["get", "/Observaties/groepCompetentieEvaluaties/{a}/{b}/{c}/{d}/{e}/{f}", `/api/Observaties/groepCompetentieEvaluaties/${b}/1/${s.taal}/${s.lezen}`],
      ["get", "/Observaties/LeerlingVakgebiedEvaluatie/{a}/{b}/{c}/{d}/{e}", `/api/Observaties/LeerlingVakgebiedEvaluatie/${b}/${s.anna.id}/1`],
      ["get", "/Monitor/BeheersingPerLeerling/{a}/{b}/{c}/{d}", `/api/Monitor/BeheersingPerLeerling/${b}/1`],
      ["get", "/Monitor/VakgebiedBeheersingPerLeerling/{a}/{b}/{c}/{d}/{e}", `/api/Monitor/VakgebiedBeheersingPerLeerling/${b}/1/1`],
      ["get", "/Monitor/CompetentieBeheersingPerLeerling/{a}/{b}/{c}/{d}/{e}/{f}", `/api/Monitor/CompetentieBeheersingPerLeerling/${b}/1/${s.taal}/${s.lezen}`],
      ["post", "/Monitor", "/api/Monitor", { schooljaar: s.schooljaar, periodeNummer: 2, leerroutepakketId: s.pakketId, evaluaties: [{ leerlingId: s.anna.id, indicatorId: s.ind.L32!.id, score: 50 }, { leerlingId: s.anna.id, indicatorId: s.ind.T2!.id, score: null }] }],
    ];
    for (const [method, template, pad, body] of gevallen) {
      const opts = { ...als(s.user.cookie), body };
      await call(method.toUpperCase(), pad, opts);
      const voor = sqlTeller.statements;
      const res = await call(method.toUpperCase(), pad, opts);
      expect(res.status, pad).toBe(200);
      const budget = routes.find((r) => r.method === method && r.path === template)?.queries ?? 5;
      expect(sqlTeller.statements - voor, pad).toBeLessThanOrEqual(budget);
    }
  });
});
