import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { Bits, Functiegebied } from "@/lib/permissions/constants";
import { call, makeUser } from "./helpers";
import { leesXlsx, maakLeerling, pupilTenant } from "./leerlingen-setup";

let t: Awaited<ReturnType<typeof pupilTenant>>;
let other: Awaited<ReturnType<typeof pupilTenant>>;
const q = () => ({ administratieNr: t.administratieNr });
const tel = () => db.groep.count({ where: { administratieNr: t.administratieNr } });

beforeAll(async () => {
  t = await pupilTenant();
  other = await pupilTenant();
  await maakLeerling(t.administratieNr, { roepnaam: "Ada", achternaam: "Groep" }, 1);
  await maakLeerling(t.administratieNr, { roepnaam: "Bob", achternaam: "Groep" }, 1);
});

describe("Groepen reads", () => {
  it("All, vestiging and Eigen list readable groups by name with counts", async () => {
    const all = await call("GET", `/api/Groepen/All/${t.schooljaar}`, { query: q(), cookie: t.user.cookie });
    expect(all.status).toBe(200);
    expect(all.json.map((g: { naam: string }) => g.naam)).toEqual(["Groep 5", "Groep 6", "Leesgroep"]);
    expect(all.json[0]).toMatchObject({ nr: 1, vestigingNaam: "Hoofdlocatie", soort: "Klas", aantalLeerlingen: 2, magBewerken: true });
    const v2 = await call("GET", `/api/Groepen/vestiging/${t.schooljaar}/2`, { query: q(), cookie: t.user.cookie });
    expect(v2.json.map((g: { nr: number }) => g.nr)).toEqual([2]);
    const eigen = await call("GET", `/api/Groepen/Eigen/${t.schooljaar}`, { query: q(), cookie: t.leerkracht.cookie });
    expect(eigen.json.map((g: { nr: number }) => g.nr)).toEqual([1]);
    // §6 filters: Alle (and a branch's list) need read-all or read-own-branch; Eigen needs ReadEigenKlas.
    const leerkrachtAll = await call("GET", `/api/Groepen/All/${t.schooljaar}`, { query: q(), cookie: t.leerkracht.cookie });
    expect(leerkrachtAll.status).toBe(403);
    const leerkrachtVestiging = await call("GET", `/api/Groepen/vestiging/${t.schooljaar}/1`, { query: q(), cookie: t.leerkracht.cookie });
    expect(leerkrachtVestiging.status).toBe(403);
    const directieRol = await db.rol.create({ data: { administratieNr: t.administratieNr, naam: "Directie zonder eigen groep" } });
    await db.rolPermissie.create({ data: { administratieNr: t.administratieNr, rolId: directieRol.id, functiegebied: Functiegebied.Groepen, bits: Bits.ReadAlle } });
    const directeur = await makeUser(t.administratieNr, directieRol.id);
    await db.medewerkerVestiging.create({ data: { administratieNr: t.administratieNr, gebruikerId: directeur.id, vestigingNr: 1 } });
    expect((await call("GET", `/api/Groepen/Eigen/${t.schooljaar}`, { query: q(), cookie: directeur.cookie })).status).toBe(403);
    expect((await call("GET", `/api/Groepen/All/${t.schooljaar}`, { query: q(), cookie: directeur.cookie })).status).toBe(200);
    const onbekend = await call("GET", `/api/Groepen/vestiging/${t.schooljaar}/9`, { query: q(), cookie: t.user.cookie });
    expect(onbekend.status).toBe(404);
  });

  it("Details: 200, 403 outside the own group, 404 for another administration's group", async () => {
    const ok = await call("GET", `/api/Groepen/Details/${t.administratieNr}/1`, { query: q(), cookie: t.leerkracht.cookie });
    expect(ok.status).toBe(200);
    expect(ok.json.leerkrachten).toEqual(["Test Gebruiker"]);
    const verboden = await call("GET", `/api/Groepen/Details/${t.administratieNr}/2`, { query: q(), cookie: t.leerkracht.cookie });
    expect(verboden.status).toBe(403);
    const zonder = await call("GET", `/api/Groepen/All/${t.schooljaar}`, { query: q(), cookie: t.zonder.cookie });
    expect(zonder.status).toBe(403);
    const ander = await call("GET", `/api/Groepen/Details/${t.administratieNr}/999`, { query: q(), cookie: t.user.cookie });
    expect(ander.status).toBe(404);
    const adm = await call("GET", `/api/Groepen/Details/${other.administratieNr}/1`, { query: { administratieNr: other.administratieNr }, cookie: t.user.cookie });
    expect(adm.status).toBe(404);
    const mismatch = await call("GET", `/api/Groepen/Details/${other.administratieNr}/1`, { query: q(), cookie: t.user.cookie });
    expect(mismatch.status).toBe(400);
  });
});

describe("Groepen writes", () => {
  it("adds, edits and deletes an empty group", async () => {
    const add = await call("POST", "/api/Groepen/Add", { query: q(), cookie: t.user.cookie, body: { naam: "Groep 8", schooljaar: t.schooljaar, vestigingNr: 2, jaargroep: "8" } });
    expect(add.status).toBe(200);
    expect(add.json).toMatchObject({ naam: "Groep 8", vestigingNr: 2, soort: "Klas", jaargroep: "8", aantalLeerlingen: 0 });
    const nr = add.json.nr as number;
    const edit = await call("POST", "/api/Groepen/Edit", { query: q(), cookie: t.user.cookie, body: { nr, naam: "Groep 8b", vestigingNr: 1, soort: "Onderwijsgroep" } });
    expect(edit.status).toBe(200);
    expect(edit.json).toMatchObject({ naam: "Groep 8b", vestigingNr: 1, soort: "Onderwijsgroep" });
    const dubbel = await call("POST", "/api/Groepen/Add", { query: q(), cookie: t.user.cookie, body: { naam: "Groep 8b", schooljaar: t.schooljaar, vestigingNr: 1 } });
    expect(dubbel.status).toBe(409);
    const del = await call("DELETE", `/api/Groepen/Delete/${t.administratieNr}/${nr}`, { query: q(), cookie: t.user.cookie });
    expect(del.status).toBe(200);
    expect(await db.groep.count({ where: { administratieNr: t.administratieNr, nr } })).toBe(0);
  });

  it("400 naming the field and nothing written; 403 for a teacher and without rights", async () => {
    const voor = await tel();
    const leeg = await call("POST", "/api/Groepen/Add", { query: q(), cookie: t.user.cookie, body: { naam: "", schooljaar: t.schooljaar, vestigingNr: 1 } });
    expect(leeg.status).toBe(400);
    expect(leeg.json.issues[0].path).toBe("body.naam");
    const jaar = await call("POST", "/api/Groepen/Add", { query: q(), cookie: t.user.cookie, body: { naam: "X", schooljaar: "1990-1991", vestigingNr: 1 } });
    expect(jaar.status).toBe(400);
    expect(jaar.json.issues[0].path).toBe("body.schooljaar");
    const vest = await call("POST", "/api/Groepen/Add", { query: q(), cookie: t.user.cookie, body: { naam: "X", schooljaar: t.schooljaar, vestigingNr: 7 } });
    expect(vest.status).toBe(400);
    expect(vest.json.issues[0].path).toBe("body.vestigingNr");
    const leerkracht = await call("POST", "/api/Groepen/Add", { query: q(), cookie: t.leerkracht.cookie, body: { naam: "X", schooljaar: t.schooljaar, vestigingNr: 1 } });
    expect(leerkracht.status).toBe(403);
    const zonder = await call("POST", "/api/Groepen/Add", { query: q(), cookie: t.zonder.cookie, body: { naam: "X", schooljaar: t.schooljaar, vestigingNr: 1 } });
    expect(zonder.status).toBe(403);
    const editAnder = await call("POST", "/api/Groepen/Edit", { query: q(), cookie: t.leerkracht.cookie, body: { nr: 2, naam: "Hack", vestigingNr: 2 } });
    expect(editAnder.status).toBe(403);
    expect(await tel()).toBe(voor);
    expect((await db.groep.findUniqueOrThrow({ where: { administratieNr_nr: { administratieNr: t.administratieNr, nr: 2 } } })).naam).toBe("Groep 6");
  });

  it("refuses to delete a group with pupils, saying so", async () => {
    const del = await call("DELETE", `/api/Groepen/Delete/${t.administratieNr}/1`, { query: q(), cookie: t.user.cookie });
    expect(del.status).toBe(409);
    expect(del.json.message).toMatch(/er zijn nog 2 leerlingen/);
    expect(await db.groep.count({ where: { administratieNr: t.administratieNr, nr: 1 } })).toBe(1);
    const ander = await call("DELETE", `/api/Groepen/Delete/${t.administratieNr}/999`, { query: q(), cookie: t.user.cookie });
    expect(ander.status).toBe(404);
  });

  it("ExportLeerlingen answers a real xlsx of the group's pupils", async () => {
    const res = await leesXlsx("/api/Groepen/ExportLeerlingen", { administratieNr: t.administratieNr, cookie: t.leerkracht.cookie, method: "POST", body: { groepNr: 1 } });
    expect(res.status).toBe(200);
    expect(res.rows.slice(1).map((r) => r[1])).toEqual(["Ada", "Bob"]);
    const verboden = await leesXlsx("/api/Groepen/ExportLeerlingen", { administratieNr: t.administratieNr, cookie: t.leerkracht.cookie, method: "POST", body: { groepNr: 2 } });
    expect(verboden.status).toBe(403);
    const fout = await leesXlsx("/api/Groepen/ExportLeerlingen", { administratieNr: t.administratieNr, cookie: t.user.cookie, method: "POST", body: { groepNr: "x" } });
    expect(fout.status).toBe(400);
  });

  it("ExportLeerlingen exports a group whatever its name (Excel refuses / and : in sheet names)", async () => {
    await db.groep.update({ where: { administratieNr_nr: { administratieNr: t.administratieNr, nr: 1 } }, data: { naam: "Groep 1/2a: [*?]" } });
    try {
      const res = await leesXlsx("/api/Groepen/ExportLeerlingen", { administratieNr: t.administratieNr, cookie: t.user.cookie, method: "POST", body: { groepNr: 1 } });
      expect(res.status).toBe(200);
      expect(res.rows.slice(1).map((r) => r[1])).toEqual(["Ada", "Bob"]);
      // Everyone ever in the group: with their age, as the lists show it (the column was empty).
      const ooit = await leesXlsx("/api/Groepen/ExportLeerlingen", { administratieNr: t.administratieNr, cookie: t.user.cookie, method: "POST", body: { groepNr: 1, isActief: false } });
      expect(ooit.status).toBe(200);
      expect(ooit.rows.slice(1).map((r) => [r[1], typeof r[6] === "string" && /^\d+,\d+$/.test(r[6])])).toEqual([["Ada", true], ["Bob", true]]);
    } finally {
      await db.groep.update({ where: { administratieNr_nr: { administratieNr: t.administratieNr, nr: 1 } }, data: { naam: "Groep 5" } });
    }
  });
});
