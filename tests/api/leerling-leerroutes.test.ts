import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { call } from "./helpers";
import { monitorSchool } from "./monitor-fixture";

let s: Awaited<ReturnType<typeof monitorSchool>>;
const als = (cookie: string) => ({ query: { administratieNr: String(s.adm) }, cookie });
const zet = (cookie: string, body: Record<string, unknown>) => call("POST", "/api/Leerlingen/Leerroute", { ...als(cookie), body: { leerroutepakketId: s.pakketId, ...body } });

beforeAll(async () => {
  s = await monitorSchool();
  await db.leerroute.create({ data: { leerroutepakketId: s.pakketId, nummer: 2, naam: "Route 2" } });
  await db.uitstroombestemming.create({ data: { leerroutepakketId: s.pakketId, nummer: 1, naam: "Arbeid" } });
  await db.leerrouteUitstroombestemming.create({ data: { leerroutepakketId: s.pakketId, leerrouteNummer: 2, uitstroombestemmingNummer: 1 } });
});

describe("Leerlingen/Leerroute and Leerlingen/Leerroutes", () => {
  it("sets the route of many pupils at once; a running route ends the day before", async () => {
    const jaar = Number(s.schooljaar.slice(0, 4));
    const res = await zet(s.user.cookie, { leerlingIds: [s.anna.id, s.bram.id], leerrouteNummer: 2, uitstroombestemmingNummer: 1, ingangsdatum: `${jaar}-09-01` });
    expect(res.status).toBe(200);
    expect(res.json.aantal).toBe(2);
    const anna = await call("GET", `/api/Leerlingen/Leerroutes/${s.anna.id}`, als(s.user.cookie));
    expect(anna.status).toBe(200);
    expect(anna.json.map((r: { leerrouteNaam: string; uitstroombestemmingNaam: string | null; ingangsdatum: string; einddatum: string }) => [r.leerrouteNaam, r.uitstroombestemmingNaam, r.ingangsdatum, r.einddatum])).toEqual([
      ["Route 2", "Arbeid", `${jaar}-09-01`, "9999-12-31"],
      ["Route 1", null, `${jaar - 1}-08-01`, `${jaar}-08-31`],
    ]);
    const bram = await call("GET", `/api/Leerlingen/Leerroutes/${s.bram.id}`, als(s.user.cookie));
    expect(bram.json).toHaveLength(1);
  });

  it("replaces a link from the same date and ends a route with leerrouteNummer null", async () => {
    const jaar = Number(s.schooljaar.slice(0, 4));
    expect((await zet(s.user.cookie, { leerlingIds: [s.bram.id], leerrouteNummer: 1, ingangsdatum: `${jaar}-09-01` })).status).toBe(200);
    let bram = await call("GET", `/api/Leerlingen/Leerroutes/${s.bram.id}`, als(s.user.cookie));
    expect(bram.json.map((r: { leerrouteNummer: number }) => r.leerrouteNummer)).toEqual([1]);
    expect((await zet(s.user.cookie, { leerlingIds: [s.bram.id], leerrouteNummer: null, ingangsdatum: `${jaar}-10-01` })).status).toBe(200);
    bram = await call("GET", `/api/Leerlingen/Leerroutes/${s.bram.id}`, als(s.user.cookie));
    expect(bram.json.map((r: { einddatum: string }) => r.einddatum)).toEqual([`${jaar}-09-30`]);
  });

  it("400 naming the field for an unknown route, exit destination or date", async () => {
    const pad = async (body: Record<string, unknown>, veld: string) => {
      const res = await zet(s.user.cookie, { leerlingIds: [s.anna.id], ingangsdatum: "2026-01-01", leerrouteNummer: 1, ...body });
      expect(res.status).toBe(400);
      expect(res.json.issues.map((i: { path: string }) => i.path)).toContain(veld);
    };
    await pad({ leerrouteNummer: 9 }, "body.leerrouteNummer");
    await pad({ uitstroombestemmingNummer: 1 }, "body.uitstroombestemmingNummer"); // not linked to route 1
    await pad({ ingangsdatum: "2026-02-30" }, "body.ingangsdatum");
    await pad({ leerroutepakketId: 999999 }, "body.leerroutepakketId");
  });

  it("403 for a pupil outside the teacher's rights, 404 for another administration's pupil", async () => {
    // The class teacher has only read on Leerlingen: no write → 403 at the route.
    expect((await zet(s.leerkracht.cookie, { leerlingIds: [s.anna.id], leerrouteNummer: 1, ingangsdatum: "2026-01-01" })).status).toBe(403);
    expect((await call("GET", `/api/Leerlingen/Leerroutes/${s.bram.id}`, als(s.leerkracht.cookie))).status).toBe(403);
    const ander = await monitorSchool();
    expect((await zet(s.user.cookie, { leerlingIds: [ander.anna.id], leerrouteNummer: 1, ingangsdatum: "2026-01-01" })).status).toBe(404);
    expect((await call("GET", `/api/Leerlingen/Leerroutes/${ander.anna.id}`, als(s.user.cookie))).status).toBe(404);
  });
});

describe("Leerlingen/Leerroute for a whole group", () => {
  it("sets the route of the group's pupils of today with groepNr; exactly one of leerlingIds and groepNr", async () => {
    const res = await zet(s.user.cookie, { groepNr: 1, leerrouteNummer: 2, ingangsdatum: "2026-01-01" });
    expect(res.status).toBe(200);
    expect(res.json.aantal).toBe(1);
    expect(res.json.leerroutes.every((r: { leerlingId: number }) => r.leerlingId === s.anna.id)).toBe(true);
    expect((await zet(s.user.cookie, { groepNr: 1, leerlingIds: [s.anna.id], leerrouteNummer: 2, ingangsdatum: "2026-01-01" })).status).toBe(400);
    expect((await zet(s.user.cookie, { leerrouteNummer: 2, ingangsdatum: "2026-01-01" })).status).toBe(400);
    expect((await zet(s.user.cookie, { groepNr: 88, leerrouteNummer: 2, ingangsdatum: "2026-01-01" })).status).toBe(404);
  });
});
