import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { Bits, Combinations, Functiegebied } from "@/lib/permissions/constants";
import { huidigSchooljaar, parseSchooljaar } from "@/lib/schooljaar";
import { call, makeTenant, makeUser } from "./helpers";

let beheer: Awaited<ReturnType<typeof makeTenant>>;
let lezer: Awaited<ReturnType<typeof makeUser>>;
let other: Awaited<ReturnType<typeof makeTenant>>;
const huidig = huidigSchooljaar();
const volgend = (() => {
  const j = parseSchooljaar(huidig)!;
  return `${j.eindJaar}-${j.eindJaar + 1}`;
})();

beforeAll(async () => {
  beheer = await makeTenant({ permissies: { [Functiegebied.Administratie]: Bits.Manage } });
  const leesRol = await db.rol.create({ data: { administratieNr: beheer.administratieNr, naam: "Lezer" } });
  await db.rolPermissie.create({ data: { administratieNr: beheer.administratieNr, rolId: leesRol.id, functiegebied: Functiegebied.Leerlingen, bits: Combinations.Read } });
  lezer = await makeUser(beheer.administratieNr, leesRol.id);
  other = await makeTenant({ permissies: { [Functiegebied.Administratie]: Bits.Manage } });
});

const q = () => ({ administratieNr: beheer.administratieNr });

describe("Schooljaren", () => {
  it("adds a school year with four default periods, and lists it newest first", async () => {
    const res = await call("POST", "/api/Schooljaren/Toevoegen", { query: q(), cookie: beheer.user.cookie, body: { schooljaar: volgend } });
    expect(res.status).toBe(200);
    const start = Number(volgend.slice(0, 4));
    expect(res.json).toMatchObject({ schooljaar: volgend, ingangsdatum: `${start}-08-01`, einddatum: `${start + 1}-07-31` });
    expect(res.json.perioden.map((p: { nummer: number }) => p.nummer)).toEqual([1, 2, 3, 4]);
    const list = await call("GET", "/api/Schooljaren", { query: { ...q(), aantal: 1 }, cookie: lezer.cookie });
    expect(list.json.map((s: { schooljaar: string }) => s.schooljaar)).toEqual([volgend]);
    const dubbel = await call("POST", "/api/Schooljaren/Toevoegen", { query: q(), cookie: beheer.user.cookie, body: { schooljaar: volgend } });
    expect(dubbel.status).toBe(409);
  });

  it("refuses a bad school year text and overlapping or outside periods with 400 naming the field", async () => {
    const bad = await call("POST", "/api/Schooljaren/Toevoegen", { query: q(), cookie: beheer.user.cookie, body: { schooljaar: "2030-2032" } });
    expect(bad.status).toBe(400);
    expect(bad.json.issues[0].path).toBe("body.schooljaar");
    for (const schooljaar of ["0000-0001", "0099-0100", "9998-9999"]) {
      const buiten = await call("POST", "/api/Schooljaren/Toevoegen", { query: q(), cookie: beheer.user.cookie, body: { schooljaar } });
      expect(buiten.status, schooljaar).toBe(400);
      expect(buiten.json.issues[0]).toEqual({ path: "body.schooljaar", message: expect.stringMatching(/^kies een schooljaar van 1900-1901/) });
    }
    const start = Number(volgend.slice(0, 4));
    const overlap = await call("POST", "/api/Schooljaren/Edit", {
      query: q(),
      cookie: beheer.user.cookie,
      body: {
        schooljaar: volgend,
        perioden: [
          { nummer: 1, ingangsdatum: `${start}-08-01`, einddatum: `${start}-12-31` },
          { nummer: 2, ingangsdatum: `${start}-12-01`, einddatum: `${start + 1}-07-31` },
        ],
      },
    });
    expect(overlap.status).toBe(400);
    expect(overlap.json.message).toMatch(/overlap/i);
    const buiten = await call("POST", "/api/Schooljaren/Edit", {
      query: q(),
      cookie: beheer.user.cookie,
      body: { schooljaar: volgend, perioden: [{ nummer: 1, ingangsdatum: `${start}-07-01`, einddatum: `${start}-12-31` }] },
    });
    expect(buiten.status).toBe(400);
    expect(buiten.json.issues[0].path).toMatch(/^body\.perioden\.0\./);
    const datum = await call("POST", "/api/Schooljaren/Edit", { query: q(), cookie: beheer.user.cookie, body: { schooljaar: volgend, perioden: [{ nummer: 1, ingangsdatum: "1-8-2030", einddatum: "x" }] } });
    expect(datum.status).toBe(400);
    // Nothing changed by the refused edits.
    const details = await call("GET", `/api/Schooljaren/Details/${volgend}`, { query: q(), cookie: beheer.user.cookie });
    expect(details.json.perioden).toHaveLength(4);
  });

  it("replaces the periods of a school year", async () => {
    const start = Number(volgend.slice(0, 4));
    const res = await call("POST", "/api/Schooljaren/Edit", {
      query: q(),
      cookie: beheer.user.cookie,
      body: {
        schooljaar: volgend,
        perioden: [
          { nummer: 1, ingangsdatum: `${start}-08-01`, einddatum: `${start}-12-31` },
          { nummer: 2, ingangsdatum: `${start + 1}-01-01`, einddatum: `${start + 1}-07-31` },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.json.perioden).toEqual([
      { nummer: 1, ingangsdatum: `${start}-08-01`, einddatum: `${start}-12-31` },
      { nummer: 2, ingangsdatum: `${start + 1}-01-01`, einddatum: `${start + 1}-07-31` },
    ]);
    const periode = await call("GET", `/api/Schooljaren/Periode/${volgend}/2`, { query: q(), cookie: lezer.cookie });
    expect(periode.json).toMatchObject({ schooljaar: volgend, nummer: 2 });
    const geen = await call("GET", `/api/Schooljaren/Periode/${volgend}/3`, { query: q(), cookie: lezer.cookie });
    expect(geen.status).toBe(404);
  });

  it("answers the current school year, its periods and the active period", async () => {
    const start = Number(huidig.slice(0, 4));
    await call("POST", "/api/Schooljaren/Edit", {
      query: q(),
      cookie: beheer.user.cookie,
      body: { schooljaar: huidig, perioden: [{ nummer: 1, ingangsdatum: `${start}-08-01`, einddatum: `${start + 1}-07-31` }] },
    });
    const jaar = await call("GET", "/api/Schooljaren/HuidigSchooljaar", { query: q(), cookie: lezer.cookie });
    expect(jaar.json).toMatchObject({ schooljaar: huidig, bestaat: true });
    const actief = await call("GET", "/api/schooljaren/huidigeperiode", { query: q(), cookie: lezer.cookie });
    expect(actief.json).toMatchObject({ schooljaar: huidig, nummer: 1 });
    const perioden = await call("GET", "/api/Schooljaren/Perioden", { query: q(), cookie: lezer.cookie });
    expect(perioden.json).toHaveLength(1);
    // Another administration without periods in the current year has no active period.
    const t = await makeTenant();
    const geen = await call("GET", "/api/Schooljaren/HuidigePeriode", { query: { administratieNr: t.administratieNr }, cookie: t.user.cookie });
    expect(geen.status).toBe(404);
    expect(geen.json.message).toBe(`geen actieve periode gevonden in schooljaar ${huidig}`);
  });

  it("refuses writes without Administratie manage (403) and another administration (404)", async () => {
    const body = { schooljaar: "2040-2041" };
    expect((await call("POST", "/api/Schooljaren/Toevoegen", { query: q(), cookie: lezer.cookie, body })).status).toBe(403);
    expect((await call("DELETE", `/api/Schooljaren/Delete/${volgend}`, { query: q(), cookie: lezer.cookie })).status).toBe(403);
    expect((await call("POST", "/api/Schooljaren/Toevoegen", { query: { administratieNr: beheer.administratieNr }, cookie: other.user.cookie, body })).status).toBe(404);
    expect((await call("GET", `/api/Schooljaren/Details/${volgend}`, { query: { administratieNr: other.administratieNr }, cookie: other.user.cookie })).status).toBe(404);
  });

  it("refuses to delete a school year that holds groups, saying so, and deletes an empty one", async () => {
    const vol = await call("DELETE", `/api/Schooljaren/Delete/${huidig}`, { query: q(), cookie: beheer.user.cookie });
    expect(vol.status).toBe(409);
    expect(vol.json.message).toContain("1 groep");
    const leeg = await call("DELETE", `/api/Schooljaren/Delete/${volgend}`, { query: q(), cookie: beheer.user.cookie });
    expect(leeg.status).toBe(200);
    expect(await db.periode.count({ where: { administratieNr: beheer.administratieNr, schooljaar: volgend } })).toBe(0);
  });
});

describe("Administraties and permissions", () => {
  it("lists the administrations of the signed-in user", async () => {
    const res = await call("GET", "/api/Accounts/Administraties", { cookie: beheer.user.cookie });
    expect(res.status).toBe(200);
    expect(res.json).toEqual([expect.objectContaining({ administratieNr: beheer.administratieNr })]);
    expect((await call("GET", "/api/Accounts/Administraties")).status).toBe(401);
  });

  it("answers the administration context with the current period", async () => {
    const res = await call("GET", "/api/Administraties/Context", { query: q(), cookie: lezer.cookie });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ administratieNr: beheer.administratieNr, taalCode: "nl", huidigSchooljaar: huidig, huidigePeriode: { schooljaar: huidig, nummer: 1 } });
  });

  it("answers permissions per role, with all and own branches", async () => {
    await db.medewerkerVestiging.create({ data: { administratieNr: beheer.administratieNr, gebruikerId: lezer.id, vestigingNr: 2 } });
    const res = await call("GET", "/api/Administraties/Permissies", { query: q(), cookie: lezer.cookie });
    expect(res.json.permissies[Functiegebied.Leerlingen]).toBe(Combinations.Read);
    expect(res.json.permissies[Functiegebied.Administratie]).toBe(0);
    expect(res.json.vestigingen.map((v: { nr: number }) => v.nr).sort()).toEqual([1, 2]);
    expect(res.json.eigenVestigingenDetails).toEqual([{ nr: 2, naam: "Dependance" }]);
    const beheerder = await call("GET", "/api/Accounts/Permissions", { query: q(), cookie: beheer.user.cookie });
    expect(beheerder.json.permissies[Functiegebied.Administratie]).toBe(Bits.Manage);
  });
});
