import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { Bits, Combinations, Functiegebied } from "@/lib/permissions/constants";
import { call, makeTenant, makeUser } from "./helpers";
import { makePakket } from "./leerroute-fixtures";

let beheer: Awaited<ReturnType<typeof makeTenant>>;
let lezer: Awaited<ReturnType<typeof makeUser>>;
let other: Awaited<ReturnType<typeof makeTenant>>;
let pakket: Awaited<ReturnType<typeof makePakket>>;
let anderPakket: Awaited<ReturnType<typeof makePakket>>;

const q = () => ({ administratieNr: beheer.administratieNr });
const as = (cookie: string) => ({ query: q(), cookie });

beforeAll(async () => {
  beheer = await makeTenant({ permissies: { [Functiegebied.Administratie]: Bits.Manage } });
  const leesRol = await db.rol.create({ data: { administratieNr: beheer.administratieNr, naam: "Lezer" } });
  await db.rolPermissie.create({ data: { administratieNr: beheer.administratieNr, rolId: leesRol.id, functiegebied: Functiegebied.Administratie, bits: Combinations.Read } });
  lezer = await makeUser(beheer.administratieNr, leesRol.id);
  other = await makeTenant({ permissies: { [Functiegebied.Administratie]: Bits.Manage } });
  pakket = await makePakket(beheer.administratieNr);
  anderPakket = await makePakket(other.administratieNr);
  for (const p of [pakket, anderPakket])
    await db.fase.createMany({
      data: [
        { leerroutepakketId: p.id, nummer: 1, naam: "Fase 1", volgnummer: 1 },
        { leerroutepakketId: p.id, nummer: 2, naam: "Fase 2", volgnummer: 2 },
      ],
    });
});

async function addLeerjaar(naam: string, code?: string) {
  const res = await call("POST", "/api/Leerjaar/Add", { ...as(beheer.user.cookie), body: { naam, code } });
  expect(res.status).toBe(200);
  return res.json.nr as number;
}

describe("Leerjaar", () => {
  it("adds, updates, lists in order and shows details; a duplicate name is 409", async () => {
    const a = await addLeerjaar("Leerjaar 1", "1");
    const b = await addLeerjaar("Leerjaar 2", "2");
    const upd = await call("POST", "/api/Leerjaar/update", { ...as(beheer.user.cookie), body: { nr: b, naam: "Groep 4", code: "4" } });
    expect(upd.status).toBe(200);
    expect(upd.json).toMatchObject({ nr: b, naam: "Groep 4", code: "4", aantalGroepen: 0, fasen: [] });
    const list = await call("GET", "/api/Leerjaar/GetList", as(beheer.user.cookie));
    expect(list.json.map((l: { nr: number }) => l.nr)).toEqual([a, b]);
    const details = await call("GET", `/api/Leerjaar/Details/${beheer.administratieNr}/${a}`, as(beheer.user.cookie));
    expect(details.json.naam).toBe("Leerjaar 1");
    const dubbel = await call("POST", "/api/Leerjaar/Add", { ...as(beheer.user.cookie), body: { naam: "groep 4" } });
    expect(dubbel.status).toBe(409);
  });

  it("400 naming the field and nothing written; 403 without Administratie manage; 404 for another administration", async () => {
    const voor = await db.leerjaar.count({ where: { administratieNr: beheer.administratieNr } });
    const leeg = await call("POST", "/api/Leerjaar/Add", { ...as(beheer.user.cookie), body: { naam: "" } });
    expect(leeg.status).toBe(400);
    expect(leeg.json.issues[0].path).toBe("body.naam");
    const lang = await call("POST", "/api/Leerjaar/Add", { ...as(beheer.user.cookie), body: { naam: "X", code: "12345678901" } });
    expect(lang.status).toBe(400);
    expect(lang.json.issues[0].path).toBe("body.code");
    expect(await db.leerjaar.count({ where: { administratieNr: beheer.administratieNr } })).toBe(voor);
    expect((await call("GET", "/api/Leerjaar/GetList", as(lezer.cookie))).status).toBe(403);
    expect((await call("POST", "/api/Leerjaar/Add", { ...as(lezer.cookie), body: { naam: "Verboden" } })).status).toBe(403);
    expect(await db.leerjaar.count({ where: { administratieNr: beheer.administratieNr, naam: "Verboden" } })).toBe(0);
    expect((await call("GET", `/api/Leerjaar/Details/${beheer.administratieNr}/9999`, as(beheer.user.cookie))).status).toBe(404);
    // admnr in the path must be the administration of the call (the API layer answers 400 naming admnr).
    const mismatch = await call("GET", `/api/Leerjaar/Details/${other.administratieNr}/1`, as(beheer.user.cookie));
    expect(mismatch.status).toBe(400);
    expect(mismatch.json.issues[0].path).toBe("admnr");
    expect((await call("GET", `/api/Leerjaar/Details/${other.administratieNr}/1`, { query: { administratieNr: other.administratieNr }, cookie: beheer.user.cookie })).status).toBe(404);
    expect((await call("GET", `/api/Leerjaar/LeerjaarPakketFasen/${anderPakket.id}`, as(beheer.user.cookie))).status).toBe(404);
    const koppelAnder = await call("POST", "/api/Leerjaar/KoppelLeerjarenPakket", { ...as(beheer.user.cookie), body: { leerroutepakketId: anderPakket.id, leerjaren: [{ leerjaarNr: 1, faseNummers: [1] }] } });
    expect(koppelAnder.status).toBe(404);
  });

  it("links school year levels to package phases, replacing per listed level, and validates", async () => {
    const a = await addLeerjaar("Koppel A");
    const b = await addLeerjaar("Koppel B");
    const res = await call("POST", "/api/Leerjaar/KoppelLeerjarenPakket", {
      ...as(beheer.user.cookie),
      body: { leerroutepakketId: pakket.id, leerjaren: [{ leerjaarNr: a, faseNummers: [1, 2] }, { leerjaarNr: b, faseNummers: [2] }] },
    });
    expect(res.status).toBe(200);
    expect(res.json.fasen).toEqual([{ nummer: 1, naam: "Fase 1" }, { nummer: 2, naam: "Fase 2" }]);
    expect(res.json.leerjaren.find((l: { nr: number }) => l.nr === a).faseNummers).toEqual([1, 2]);
    const vervang = await call("POST", "/api/Leerjaar/KoppelLeerjarenPakket", { ...as(beheer.user.cookie), body: { leerroutepakketId: pakket.id, leerjaren: [{ leerjaarNr: a, faseNummers: [] }] } });
    expect(vervang.json.leerjaren.find((l: { nr: number }) => l.nr === a).faseNummers).toEqual([]);
    expect(vervang.json.leerjaren.find((l: { nr: number }) => l.nr === b).faseNummers).toEqual([2]);
    const lees = await call("GET", `/api/Leerjaar/LeerjaarPakketFasen/${pakket.id}`, as(beheer.user.cookie));
    expect(lees.json.leerjaren.find((l: { nr: number }) => l.nr === b).faseNummers).toEqual([2]);
    const vreemdeFase = await call("POST", "/api/Leerjaar/KoppelLeerjarenPakket", { ...as(beheer.user.cookie), body: { leerroutepakketId: pakket.id, leerjaren: [{ leerjaarNr: a, faseNummers: [9] }] } });
    expect(vreemdeFase.status).toBe(400);
    expect(vreemdeFase.json.issues[0].path).toBe("body.leerjaren");
    const dubbel = await call("POST", "/api/Leerjaar/KoppelLeerjarenPakket", { ...as(beheer.user.cookie), body: { leerroutepakketId: pakket.id, leerjaren: [{ leerjaarNr: a, faseNummers: [1] }, { leerjaarNr: a, faseNummers: [2] }] } });
    expect(dubbel.status).toBe(400);
    expect(await db.leerjaarFase.count({ where: { administratieNr: beheer.administratieNr, leerjaarNr: a } })).toBe(0);
  });

  it("refuses to delete while a group uses it, saying so; deletes an unused one with its phase links", async () => {
    const nr = await addLeerjaar("In gebruik");
    await db.groep.update({ where: { administratieNr_nr: { administratieNr: beheer.administratieNr, nr: 1 } }, data: { leerjaarNr: nr } });
    const weiger = await call("DELETE", `/api/Leerjaar/Delete/${beheer.administratieNr}/${nr}`, as(beheer.user.cookie));
    expect(weiger.status).toBe(409);
    expect(weiger.json.message).toContain("1 groep");
    const los = await addLeerjaar("Ongebruikt");
    await call("POST", "/api/Leerjaar/KoppelLeerjarenPakket", { ...as(beheer.user.cookie), body: { leerroutepakketId: pakket.id, leerjaren: [{ leerjaarNr: los, faseNummers: [1] }] } });
    expect((await call("DELETE", `/api/Leerjaar/Delete/${beheer.administratieNr}/${los}`, as(lezer.cookie))).status).toBe(403);
    const ok = await call("DELETE", `/api/Leerjaar/Delete/${beheer.administratieNr}/${los}`, as(beheer.user.cookie));
    expect(ok.status).toBe(200);
    expect(await db.leerjaarFase.count({ where: { administratieNr: beheer.administratieNr, leerjaarNr: los } })).toBe(0);
    expect((await call("DELETE", `/api/Leerjaar/Delete/${beheer.administratieNr}/${los}`, as(beheer.user.cookie))).status).toBe(404);
  });
});
