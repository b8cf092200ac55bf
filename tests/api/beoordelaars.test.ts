import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { Bits, Combinations, Functiegebied } from "@/lib/permissions/constants";
import { call, makeTenant, makeUser } from "./helpers";
import { makePlan } from "./leerroute-fixtures";

let beheer: Awaited<ReturnType<typeof makeTenant>>;
let lezer: Awaited<ReturnType<typeof makeUser>>;
let other: Awaited<ReturnType<typeof makeTenant>>;
let vakNr: number;
let otherBeoordelaarNr: number;
let plan: Awaited<ReturnType<typeof makePlan>>;

const q = () => ({ administratieNr: beheer.administratieNr });
const as = (cookie: string) => ({ query: q(), cookie });

beforeAll(async () => {
  beheer = await makeTenant({ permissies: { [Functiegebied.Leerroutepakketten]: Bits.Manage } });
  const leesRol = await db.rol.create({ data: { administratieNr: beheer.administratieNr, naam: "Lezer" } });
  await db.rolPermissie.create({ data: { administratieNr: beheer.administratieNr, rolId: leesRol.id, functiegebied: Functiegebied.Leerroutepakketten, bits: Combinations.Read } });
  lezer = await makeUser(beheer.administratieNr, leesRol.id);
  other = await makeTenant({ permissies: { [Functiegebied.Leerroutepakketten]: Bits.Manage } });
  const h = await call("POST", "/api/Hoofdvakgebieden/Add", { ...as(beheer.user.cookie), body: { naam: "Taal" } });
  vakNr = (await call("POST", "/api/Vakgebieden/Add", { ...as(beheer.user.cookie), body: { naam: "Lezen", hoofdvakgebiedNr: h.json.nr } })).json.nr;
  otherBeoordelaarNr = (await call("POST", "/api/Beoordelaars/add", { query: { administratieNr: other.administratieNr }, cookie: other.user.cookie, body: { naam: "Andere" } })).json.nr;
  plan = await makePlan(beheer.administratieNr, beheer.schooljaar, vakNr);
});

describe("Beoordelaars", () => {
  it("adds with subject areas, edits, lists by name, searches and lists per subject area", async () => {
    const add = await call("POST", "/api/Beoordelaars/add", { ...as(beheer.user.cookie), body: { naam: "Zorgcoördinator", omschrijving: "IB", vakgebiedNrs: [vakNr] } });
    expect(add.status).toBe(200);
    expect(add.json).toMatchObject({ naam: "Zorgcoördinator", omschrijving: "IB", actief: true, vakgebieden: [{ nr: vakNr, naam: "Lezen" }], aantalBeoordelingen: 0 });
    const b = await call("POST", "/api/Beoordelaars/add", { ...as(beheer.user.cookie), body: { naam: "Ambulant begeleider" } });
    const edit = await call("POST", "/api/Beoordelaars/edit", { ...as(beheer.user.cookie), body: { nr: b.json.nr, naam: "Ambulant begeleider", actief: false, vakgebiedNrs: [vakNr] } });
    expect(edit.status).toBe(200);
    expect(edit.json).toMatchObject({ actief: false, vakgebieden: [{ nr: vakNr }] });
    const list = await call("GET", "/api/Beoordelaars", as(beheer.user.cookie));
    expect(list.json.map((x: { naam: string }) => x.naam)).toEqual(["Ambulant begeleider", "Zorgcoördinator"]);
    const zoek = await call("GET", "/api/Beoordelaars", { query: { ...q(), zoek: "zorg" }, cookie: beheer.user.cookie });
    expect(zoek.json.map((x: { naam: string }) => x.naam)).toEqual(["Zorgcoördinator"]);
    const perVak = await call("GET", `/api/Beoordelaars/Vakgebied/${vakNr}`, as(beheer.user.cookie));
    expect(perVak.json.map((x: { naam: string }) => x.naam)).toEqual(["Ambulant begeleider", "Zorgcoördinator"]);
    const details = await call("POST", `/api/Beoordelaars/details/${add.json.nr}`, as(beheer.user.cookie));
    expect(details.json.naam).toBe("Zorgcoördinator");
    const dubbel = await call("POST", "/api/Beoordelaars/add", { ...as(beheer.user.cookie), body: { naam: "zorgcoördinator" } });
    expect(dubbel.status).toBe(409);
  });

  it("400 naming the field and nothing written; 403 without the right; 404 for another administration", async () => {
    const voor = await db.beoordelaar.count({ where: { administratieNr: beheer.administratieNr } });
    const leeg = await call("POST", "/api/Beoordelaars/add", { ...as(beheer.user.cookie), body: { naam: "" } });
    expect(leeg.status).toBe(400);
    expect(leeg.json.issues[0].path).toBe("body.naam");
    const vreemdVak = await call("POST", "/api/Beoordelaars/add", { ...as(beheer.user.cookie), body: { naam: "Nieuw", vakgebiedNrs: [99999] } });
    expect(vreemdVak.status).toBe(400);
    expect(vreemdVak.json.issues[0].path).toBe("body.vakgebiedNrs");
    expect(await db.beoordelaar.count({ where: { administratieNr: beheer.administratieNr } })).toBe(voor);
    expect((await call("GET", "/api/Beoordelaars", as(lezer.cookie))).status).toBe(403);
    expect((await call("POST", "/api/Beoordelaars/add", { ...as(lezer.cookie), body: { naam: "X" } })).status).toBe(403);
    expect((await call("POST", "/api/Beoordeling/add", { ...as(lezer.cookie), body: {} })).status).toBe(403);
    const nietHier = otherBeoordelaarNr + 1000;
    expect((await call("POST", `/api/Beoordelaars/details/${nietHier}`, as(beheer.user.cookie))).status).toBe(404);
    expect((await call("GET", `/api/Beoordelaars/BeoordelingenPerVakgebied/${nietHier}`, as(beheer.user.cookie))).status).toBe(404);
    expect((await call("GET", "/api/Beoordelaars/Vakgebied/99999", as(beheer.user.cookie))).status).toBe(404);
    expect((await call("DELETE", `/api/Beoordelaars/delete/${nietHier}`, as(beheer.user.cookie))).status).toBe(404);
    expect((await call("POST", "/api/Beoordelaars/edit", { ...as(beheer.user.cookie), body: { nr: nietHier, naam: "X" } })).status).toBe(404);
    expect((await call("GET", "/api/Beoordelaars", { query: { administratieNr: other.administratieNr }, cookie: beheer.user.cookie })).status).toBe(404);
  });

  it("records, edits, lists per subject area and deletes ratings; refuses an inactive assessor", async () => {
    const b = await call("POST", "/api/Beoordelaars/add", { ...as(beheer.user.cookie), body: { naam: "Leesspecialist", vakgebiedNrs: [vakNr] } });
    const body = { onderwijsplanId: plan.onderwijsplanId, leerlingId: plan.leerlingId, beoordelaarNr: b.json.nr, score: 50, datum: "2026-01-15", opmerking: "Gaat vooruit" };
    const add = await call("POST", "/api/Beoordeling/add", { ...as(beheer.user.cookie), body });
    expect(add.status).toBe(200);
    expect(add.json).toMatchObject({ score: 50, datum: "2026-01-15", leerlingNaam: "Sam de Vries", vakgebiedNaam: "Lezen", beoordelaarNaam: "Leesspecialist" });
    const edit = await call("POST", "/api/Beoordeling/edit", { ...as(beheer.user.cookie), body: { ...body, id: add.json.id, score: 100 } });
    expect(edit.status).toBe(200);
    expect(edit.json.score).toBe(100);
    const teHoog = await call("POST", "/api/Beoordeling/edit", { ...as(beheer.user.cookie), body: { ...body, id: add.json.id, score: 101 } });
    expect(teHoog.status).toBe(400);
    expect(teHoog.json.issues[0].path).toBe("body.score");
    const geenPlan = await call("POST", "/api/Beoordeling/add", { ...as(beheer.user.cookie), body: { ...body, onderwijsplanId: 99999 } });
    expect(geenPlan.status).toBe(400);
    expect(geenPlan.json.issues[0].path).toBe("body.onderwijsplanId");
    const per = await call("GET", `/api/Beoordelaars/BeoordelingenPerVakgebied/${b.json.nr}`, as(beheer.user.cookie));
    expect(per.json).toEqual([{ vakgebiedNr: vakNr, vakgebiedNaam: "Lezen", beoordelingen: [expect.objectContaining({ id: add.json.id, score: 100 })] }]);
    const weigerDelete = await call("DELETE", `/api/Beoordelaars/delete/${b.json.nr}`, as(beheer.user.cookie));
    expect(weigerDelete.status).toBe(409);
    expect(weigerDelete.json.message).toContain("1 beoordeling");
    await call("POST", "/api/Beoordelaars/edit", { ...as(beheer.user.cookie), body: { nr: b.json.nr, naam: "Leesspecialist", actief: false } });
    const inactief = await call("POST", "/api/Beoordeling/add", { ...as(beheer.user.cookie), body });
    expect(inactief.status).toBe(400);
    expect(inactief.json.issues[0].path).toBe("body.beoordelaarNr");
    const verkeerdeLeerling = await call("DELETE", `/api/Beoordeling/delete/${plan.onderwijsplanId}/${plan.leerlingId + 1}/${add.json.id}`, as(beheer.user.cookie));
    expect(verkeerdeLeerling.status).toBe(404);
    const del = await call("DELETE", `/api/Beoordeling/delete/${plan.onderwijsplanId}/${plan.leerlingId}/${add.json.id}`, as(beheer.user.cookie));
    expect(del.status).toBe(200);
    expect(del.headers.get("content-disposition")).toContain(`beoordeling-${add.json.id}-verwijderd.json`);
    expect(await db.beoordeling.count({ where: { administratieNr: beheer.administratieNr, id: add.json.id } })).toBe(0);
    const nuWel = await call("DELETE", `/api/Beoordelaars/delete/${b.json.nr}`, as(beheer.user.cookie));
    expect(nuWel.status).toBe(200);
    expect(await db.vakgebiedBeoordelaar.count({ where: { administratieNr: beheer.administratieNr, beoordelaarNr: b.json.nr } })).toBe(0);
  });
});
