import { randomUUID } from "node:crypto";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { Bits, Combinations, Functiegebied as F } from "@/lib/permissions/constants";
import { GEEN_BEHEERDER_MELDING } from "@/lib/services/rollen";
import { call, makeApiKey, makeTenant, makeUser } from "./helpers";

let t: Awaited<ReturnType<typeof makeTenant>>;
let other: Awaited<ReturnType<typeof makeTenant>>;
let lezer: Awaited<ReturnType<typeof makeUser>>;
let lezerRol: number;

const q = () => ({ administratieNr: t.administratieNr });
const bitsVan = async (administratieNr: number, rolId: number) =>
  Object.fromEntries((await db.rolPermissie.findMany({ where: { administratieNr, rolId } })).map((p) => [p.functiegebied, p.bits]));

async function rolMet(administratieNr: number, naam: string, permissies: Record<number, number>) {
  const rol = await db.rol.create({ data: { administratieNr, naam } });
  await db.rolPermissie.createMany({ data: Object.entries(permissies).map(([f, bits]) => ({ administratieNr, rolId: rol.id, functiegebied: Number(f), bits })) });
  return rol.id;
}

beforeAll(async () => {
  // t.user holds "Testrol" with Gebruikers Manage: the administrator.
  t = await makeTenant({ permissies: { [F.Gebruikers]: Bits.Manage } });
  other = await makeTenant({ permissies: { [F.Gebruikers]: Bits.Manage } });
  lezerRol = await rolMet(t.administratieNr, "Lezer", { [F.Leerlingen]: Combinations.Read, [F.Administratie]: Bits.Manage });
  lezer = await makeUser(t.administratieNr, lezerRol);
  // Lessen is not allowed in this administration.
  await db.administratie.update({ where: { administratieNr: t.administratieNr }, data: { functiegebieden: [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14] } });
});

describe("Rollen: reading", () => {
  it("lists the roles by name with member and key counts", async () => {
    await makeApiKey(t.administratieNr, lezerRol);
    const res = await call("GET", "/api/Rollen", { query: q(), cookie: t.user.cookie });
    expect(res.status).toBe(200);
    expect(res.json).toEqual([
      { id: lezerRol, naam: "Lezer", aantalMedewerkers: 1, aantalApiKeys: 1 },
      { id: t.rolId, naam: "Testrol", aantalMedewerkers: 1, aantalApiKeys: 0 },
    ]);
    expect((await call("GET", "/api/Rollen", { query: q(), cookie: lezer.cookie })).status).toBe(403);
    expect((await call("GET", "/api/Rollen", { query: q(), cookie: other.user.cookie })).status).toBe(404);
  });

  it("answers the allowed function areas with labels in the administration's language", async () => {
    const res = await call("GET", "/api/Rollen/allowedFunctiegebieden", { query: q(), cookie: t.user.cookie });
    expect(res.status).toBe(200);
    expect(res.json).toHaveLength(15);
    expect(res.json[0]).toEqual({ functiegebied: 0, naam: "Gebruikers", label: "Gebruikers" });
    expect(res.json[13]).toEqual({ functiegebied: 13, naam: "Api", label: "API" });
    expect(res.json.map((g: { functiegebied: number }) => g.functiegebied)).not.toContain(F.Lessen);
    const zorg = await makeTenant({ permissies: { [F.Gebruikers]: Bits.Manage } });
    await db.administratie.update({ where: { administratieNr: zorg.administratieNr }, data: { taalCode: "nl-zorg" } });
    const labels = await call("GET", "/api/Rollen/allowedFunctiegebieden", { query: { administratieNr: zorg.administratieNr }, cookie: zorg.user.cookie });
    expect(labels.json[F.Leerlingen]).toEqual({ functiegebied: F.Leerlingen, naam: "Leerlingen", label: "Cliënten" });
    expect((await call("GET", "/api/Rollen/allowedFunctiegebieden", { query: q(), cookie: lezer.cookie })).status).toBe(403);
  });

  it("answers a role's bits for every allowed area and its members; another administration's role is 404", async () => {
    const res = await call("GET", `/api/Rollen/details/${lezerRol}`, { query: q(), cookie: t.user.cookie });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: lezerRol, naam: "Lezer", aantalMedewerkers: 1, aantalApiKeys: 1 });
    expect(res.json.permissies).toHaveLength(15);
    expect(res.json.permissies[F.Leerlingen]).toEqual({ functiegebied: F.Leerlingen, naam: "Leerlingen", label: "Leerlingen", bits: Combinations.Read });
    expect(res.json.permissies[F.Groepen].bits).toBe(0);
    const leden = await call("GET", `/api/Rollen/details/${lezerRol}/medewerkers`, { query: q(), cookie: t.user.cookie });
    expect(leden.json).toEqual([{ id: lezer.id, naam: "Test Gebruiker", sorteerNaam: "Gebruiker, Test", email: lezer.email, actief: true }]);
    expect((await call("GET", `/api/Rollen/details/${other.rolId}`, { query: q(), cookie: t.user.cookie })).status).toBe(404);
    expect((await call("GET", `/api/Rollen/details/${other.rolId}/medewerkers`, { query: q(), cookie: t.user.cookie })).status).toBe(404);
    expect((await call("GET", `/api/Rollen/details/${lezerRol}`, { query: q(), cookie: lezer.cookie })).status).toBe(403);
    expect((await call("GET", `/api/Rollen/details/${lezerRol}/medewerkers`, { query: q(), cookie: lezer.cookie })).status).toBe(403);
  });
});

describe("Rollen: add and edit", () => {
  let nieuw: number;

  it("adds a role with the default bits of §6 for the allowed areas", async () => {
    const res = await call("POST", "/api/Rollen/add", { query: q(), cookie: t.user.cookie, body: { naam: "Leerkracht" } });
    expect(res.status).toBe(200);
    nieuw = res.json.id;
    const bits = await bitsVan(t.administratieNr, nieuw);
    expect(bits[F.Gebruikers]).toBe(Bits.Manage);
    expect(bits[F.Leerlingen]).toBe(Combinations.ManageWriteReadAll);
    expect(bits[F.Lessen]).toBeUndefined();
    expect(res.json.permissies[F.Api].bits).toBe(Bits.Manage);
  });

  it("adds a role with given bits", async () => {
    const res = await call("POST", "/api/Rollen/add", {
      query: q(),
      cookie: t.user.cookie,
      body: { naam: "Assistent", permissies: [{ functiegebied: F.Notities, bits: Combinations.WriteReadEigenKlas }] },
    });
    expect(res.status).toBe(200);
    expect(await bitsVan(t.administratieNr, res.json.id)).toEqual({ [F.Notities]: 3 });
  });

  it("refuses a duplicate name (any case), bad bits and areas outside the administration, writing nothing", async () => {
    const voor = await db.rol.count({ where: { administratieNr: t.administratieNr } });
    const dubbel = await call("POST", "/api/Rollen/add", { query: q(), cookie: t.user.cookie, body: { naam: "leerkracht" } });
    expect(dubbel.status).toBe(409);
    expect(dubbel.json.message).toBe("Er bestaat al een rol met de naam 'Leerkracht'.");
    const teGroot = await call("POST", "/api/Rollen/add", { query: q(), cookie: t.user.cookie, body: { naam: "X", permissies: [{ functiegebied: 5, bits: 128 }] } });
    expect(teGroot.status).toBe(400);
    expect(teGroot.json.issues[0]).toEqual({ path: "body.permissies.0.bits", message: "moet een combinatie van de rechtenbits zijn (0 tot en met 127)" });
    const half = await call("POST", "/api/Rollen/add", { query: q(), cookie: t.user.cookie, body: { naam: "X", permissies: [{ functiegebied: 5, bits: 1.5 }] } });
    expect(half.status).toBe(400);
    const gebied = await call("POST", "/api/Rollen/add", { query: q(), cookie: t.user.cookie, body: { naam: "X", permissies: [{ functiegebied: F.Lessen, bits: 1 }] } });
    expect(gebied.status).toBe(400);
    expect(gebied.json.issues[0].path).toBe("body.permissies.0.functiegebied");
    expect(gebied.json.message).toMatch(/niet toegestaan/);
    const tweemaal = await call("POST", "/api/Rollen/add", {
      query: q(),
      cookie: t.user.cookie,
      body: { naam: "X", permissies: [{ functiegebied: 5, bits: 1 }, { functiegebied: 5, bits: 2 }] },
    });
    expect(tweemaal.status).toBe(400);
    expect((await call("POST", "/api/Rollen/add", { query: q(), cookie: t.user.cookie, body: { naam: " " } })).status).toBe(400);
    expect((await call("POST", "/api/Rollen/add", { query: q(), cookie: lezer.cookie, body: { naam: "Y" } })).status).toBe(403);
    expect(await db.rol.count({ where: { administratieNr: t.administratieNr } })).toBe(voor);
  });

  it("edits name and bits; listed areas get the mask, 0 removes it, others keep theirs", async () => {
    const res = await call("POST", "/api/Rollen/Edit", {
      query: q(),
      cookie: t.user.cookie,
      body: {
        id: nieuw,
        naam: "Groepsleerkracht",
        permissies: [
          { functiegebied: F.Leerlingen, bits: Combinations.WriteReadEigenKlas },
          { functiegebied: F.Gebruikers, bits: 0 },
          { functiegebied: F.Administratie, bits: Bits.Manage | Bits.ReadAlle },
        ],
      },
    });
    expect(res.status).toBe(200);
    expect(res.json.naam).toBe("Groepsleerkracht");
    const bits = await bitsVan(t.administratieNr, nieuw);
    expect(bits[F.Leerlingen]).toBe(3);
    expect(bits[F.Gebruikers]).toBeUndefined();
    expect(bits[F.Administratie]).toBe(80);
    expect(bits[F.Groepen]).toBe(Combinations.ManageWriteReadAll);
    expect(res.json.permissies[F.Gebruikers].bits).toBe(0);
  });

  it("refuses bad edits with 400/404/409/403 and changes nothing", async () => {
    const voor = await bitsVan(t.administratieNr, nieuw);
    const bad = await call("POST", "/api/Rollen/Edit", {
      query: q(),
      cookie: t.user.cookie,
      body: { id: nieuw, naam: "Anders", permissies: [{ functiegebied: F.Groepen, bits: 1 }, { functiegebied: F.Leerlingen, bits: 200 }] },
    });
    expect(bad.status).toBe(400);
    expect(bad.json.issues[0].path).toBe("body.permissies.1.bits");
    const gebied = await call("POST", "/api/Rollen/Edit", { query: q(), cookie: t.user.cookie, body: { id: nieuw, naam: "Anders", permissies: [{ functiegebied: F.Lessen, bits: 1 }] } });
    expect(gebied.status).toBe(400);
    expect((await call("POST", "/api/Rollen/Edit", { query: q(), cookie: t.user.cookie, body: { id: nieuw, naam: "TESTROL" } })).status).toBe(409);
    expect((await call("POST", "/api/Rollen/Edit", { query: q(), cookie: t.user.cookie, body: { id: other.rolId, naam: "Overgenomen" } })).status).toBe(404);
    expect((await call("POST", "/api/Rollen/Edit", { query: q(), cookie: lezer.cookie, body: { id: nieuw, naam: "Lezer2" } })).status).toBe(403);
    expect(await bitsVan(t.administratieNr, nieuw)).toEqual(voor);
    expect((await db.rol.findUnique({ where: { administratieNr_id: { administratieNr: t.administratieNr, id: nieuw } } }))?.naam).toBe("Groepsleerkracht");
    expect((await db.rol.findUnique({ where: { administratieNr_id: { administratieNr: other.administratieNr, id: other.rolId } } }))?.naam).toBe("Testrol");
  });
});

describe("Rollen: members", () => {
  it("sets the staff members of a role", async () => {
    const rol = await rolMet(t.administratieNr, "Team", { [F.Notities]: Bits.ReadAlle });
    const extra = await makeUser(t.administratieNr, lezerRol);
    const res = await call("POST", "/api/Rollen/assignMedewerkers", { query: q(), cookie: t.user.cookie, body: { id: rol, medewerkers: [lezer.id, extra.id] } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: rol, toegevoegd: 2, verwijderd: 0 });
    expect(res.json.medewerkers.map((m: { id: string }) => m.id).sort()).toEqual([lezer.id, extra.id].sort());
    const kleiner = await call("POST", "/api/Rollen/assignMedewerkers", { query: q(), cookie: t.user.cookie, body: { id: rol, medewerkers: [extra.id] } });
    expect(kleiner.json).toMatchObject({ toegevoegd: 0, verwijderd: 1 });
    expect(await db.medewerkerRol.findMany({ where: { administratieNr: t.administratieNr, rolId: rol }, select: { gebruikerId: true } })).toEqual([{ gebruikerId: extra.id }]);
    // The staff member keeps their other roles.
    expect(await db.medewerkerRol.count({ where: { administratieNr: t.administratieNr, gebruikerId: lezer.id, rolId: lezerRol } })).toBe(1);
  });

  it("refuses unknown or other-administration staff (404) and bad ids (400), writing nothing", async () => {
    const rol = await rolMet(t.administratieNr, "Leeg team", {});
    const onbekend = randomUUID();
    const res = await call("POST", "/api/Rollen/assignMedewerkers", { query: q(), cookie: t.user.cookie, body: { id: rol, medewerkers: [lezer.id, onbekend] } });
    expect(res.status).toBe(404);
    expect(res.json.message).toBe(`Deze medewerker is niet gevonden in de administratie: ${onbekend}.`);
    expect((await call("POST", "/api/Rollen/assignMedewerkers", { query: q(), cookie: t.user.cookie, body: { id: rol, medewerkers: [other.user.id] } })).status).toBe(404);
    const bad = await call("POST", "/api/Rollen/assignMedewerkers", { query: q(), cookie: t.user.cookie, body: { id: rol, medewerkers: ["geen-id"] } });
    expect(bad.status).toBe(400);
    expect(bad.json.issues[0].path).toBe("body.medewerkers.0");
    expect((await call("POST", "/api/Rollen/assignMedewerkers", { query: q(), cookie: t.user.cookie, body: { id: rol } })).status).toBe(400);
    expect((await call("POST", "/api/Rollen/assignMedewerkers", { query: q(), cookie: t.user.cookie, body: { id: other.rolId, medewerkers: [] } })).status).toBe(404);
    expect((await call("POST", "/api/Rollen/assignMedewerkers", { query: q(), cookie: lezer.cookie, body: { id: rol, medewerkers: [lezer.id] } })).status).toBe(403);
    expect(await db.medewerkerRol.count({ where: { administratieNr: t.administratieNr, rolId: rol } })).toBe(0);
    expect(await db.medewerkerRol.count({ where: { administratieNr: other.administratieNr, rolId: other.rolId } })).toBe(1);
  });
});

describe("Rollen: the last administrator", () => {
  let s: Awaited<ReturnType<typeof makeTenant>>;
  const sq = () => ({ administratieNr: s.administratieNr });

  beforeAll(async () => {
    s = await makeTenant({ permissies: { [F.Gebruikers]: Bits.Manage, [F.Leerlingen]: Bits.ReadAlle } });
  });

  it("refuses an edit that takes away the only Gebruikers manage right, and keeps the bits", async () => {
    const res = await call("POST", "/api/Rollen/Edit", { query: sq(), cookie: s.user.cookie, body: { id: s.rolId, naam: "Testrol", permissies: [{ functiegebied: F.Gebruikers, bits: Combinations.WriteReadAll }] } });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(GEEN_BEHEERDER_MELDING);
    expect((await bitsVan(s.administratieNr, s.rolId))[F.Gebruikers]).toBe(Bits.Manage);
    // Changing other areas of the same role is fine.
    const ander = await call("POST", "/api/Rollen/Edit", { query: sq(), cookie: s.user.cookie, body: { id: s.rolId, naam: "Beheer", permissies: [{ functiegebied: F.Leerlingen, bits: 0 }] } });
    expect(ander.status).toBe(200);
  });

  it("refuses taking the administrator out of the role, and deleting a role someone holds", async () => {
    const res = await call("POST", "/api/Rollen/assignMedewerkers", { query: sq(), cookie: s.user.cookie, body: { id: s.rolId, medewerkers: [] } });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(GEEN_BEHEERDER_MELDING);
    expect(await db.medewerkerRol.count({ where: { administratieNr: s.administratieNr, rolId: s.rolId } })).toBe(1);
    const weg = await call("DELETE", `/api/Rollen/delete/${s.rolId}`, { query: sq(), cookie: s.user.cookie });
    expect(weg.status).toBe(409);
    expect(weg.json.message).toBe("De rol 'Beheer' wordt nog gebruikt door 1 medewerker. Haal de rol eerst bij hen weg.");
  });

  it("allows it once another active staff member manages users, and counts only active ones", async () => {
    const tweede = await rolMet(s.administratieNr, "Tweede beheerder", { [F.Gebruikers]: Bits.Manage });
    const collega = await makeUser(s.administratieNr, tweede);
    await db.medewerker.update({ where: { administratieNr_gebruikerId: { administratieNr: s.administratieNr, gebruikerId: collega.id } }, data: { actief: false } });
    const inactief = await call("POST", "/api/Rollen/Edit", { query: sq(), cookie: s.user.cookie, body: { id: s.rolId, naam: "Beheer", permissies: [{ functiegebied: F.Gebruikers, bits: 0 }] } });
    expect(inactief.status).toBe(409);
    await db.medewerker.update({ where: { administratieNr_gebruikerId: { administratieNr: s.administratieNr, gebruikerId: collega.id } }, data: { actief: true } });
    const res = await call("POST", "/api/Rollen/Edit", { query: sq(), cookie: s.user.cookie, body: { id: s.rolId, naam: "Beheer", permissies: [{ functiegebied: F.Gebruikers, bits: 0 }] } });
    expect(res.status).toBe(200);
    expect((await bitsVan(s.administratieNr, s.rolId))[F.Gebruikers]).toBeUndefined();
    // Now the colleague is the last one: emptying their role is refused.
    const leeg = await call("POST", "/api/Rollen/assignMedewerkers", { query: sq(), cookie: collega.cookie, body: { id: tweede, medewerkers: [] } });
    expect(leeg.status).toBe(409);
  });
});

describe("Rollen and Medewerkers together: the last administrator under concurrency", () => {
  it("a role edit and a deactivation that each leave one administrator never leave none together", async () => {
    // Two administrators A (role RA) and B (role RB), and a third user C with both roles' other
    // rights who does the changes: taking manage from RA and deactivating B at the same time.
    for (let poging = 0; poging < 3; poging++) {
      const u = await makeTenant({ permissies: { [F.Gebruikers]: Bits.Manage } });
      const rb = await rolMet(u.administratieNr, "Beheer B", { [F.Gebruikers]: Bits.Manage });
      const b = await makeUser(u.administratieNr, rb);
      const uq = { administratieNr: u.administratieNr };
      const [edit, deactiveer] = await Promise.all([
        call("POST", "/api/Rollen/Edit", { query: uq, cookie: b.cookie, body: { id: u.rolId, naam: "Testrol", permissies: [{ functiegebied: F.Gebruikers, bits: 0 }] } }),
        call("DELETE", `/api/Medewerkers/Deactivate/${b.id}`, { query: uq, cookie: u.user.cookie }),
      ]);
      // At most one of the two may pass; whichever comes second sees the other's result: a 409, or,
      // when the first landed before the second request was let in, the caller lost the right
      // (403) or the membership.
      const statussen = `edit ${edit.status}, deactiveren ${deactiveer.status}`;
      expect(edit.status === 200 && deactiveer.status === 200, statussen).toBe(false);
      expect([200, 403, 409], statussen).toContain(deactiveer.status);
      if (deactiveer.status === 409) expect(edit.status, statussen).toBe(200);
      const beheerders = await db.medewerker.count({
        where: { administratieNr: u.administratieNr, actief: true, rollen: { some: { rol: { permissies: { some: { functiegebied: F.Gebruikers, bits: { gte: Bits.Manage } } } } } } },
      });
      expect(beheerders).toBe(1);
    }
  });
});

describe("Rollen: delete", () => {
  it("refuses while an active API key holds the role; revoked keys go with it", async () => {
    const rol = await rolMet(t.administratieNr, "Koppeling", { [F.Api]: Bits.ReadAlle });
    const sleutel = await makeApiKey(t.administratieNr, rol);
    const res = await call("DELETE", `/api/Rollen/delete/${rol}`, { query: q(), cookie: t.user.cookie });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe("De rol 'Koppeling' wordt nog gebruikt door 1 API-sleutel. Haal de rol eerst bij hen weg.");
    await db.apiKey.update({ where: { administratieNr_id: { administratieNr: t.administratieNr, id: sleutel.id } }, data: { ingetrokkenOp: new Date() } });
    expect((await call("DELETE", `/api/Rollen/delete/${rol}`, { query: q(), cookie: lezer.cookie })).status).toBe(403);
    const ok = await call("DELETE", `/api/Rollen/delete/${rol}`, { query: q(), cookie: t.user.cookie });
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ id: rol, naam: "Koppeling", verwijderd: true });
    expect(await db.rol.count({ where: { administratieNr: t.administratieNr, id: rol } })).toBe(0);
    expect(await db.apiKey.count({ where: { administratieNr: t.administratieNr, id: sleutel.id } })).toBe(0);
  });

  it("answers 404 for another administration's role and leaves it", async () => {
    expect((await call("DELETE", `/api/Rollen/delete/${other.rolId}`, { query: q(), cookie: t.user.cookie })).status).toBe(404);
    expect(await db.rol.count({ where: { administratieNr: other.administratieNr, id: other.rolId } })).toBe(1);
    expect((await call("DELETE", "/api/Rollen/delete/0", { query: q(), cookie: t.user.cookie })).status).toBe(400);
  });
});
