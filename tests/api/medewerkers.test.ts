import { randomUUID } from "node:crypto";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { findValidToken } from "@/lib/auth/tokens";
import { db } from "@/lib/db/client";
import { Bits, Combinations, Functiegebied } from "@/lib/permissions/constants";
import { call, makeApiKey, makeTenant, makeUser } from "./helpers";

type Tenant = Awaited<ReturnType<typeof makeTenant>>;
type User = Awaited<ReturnType<typeof makeUser>>;

let beheer: Tenant;
let leerkrachtRol: number;
let lezer: User;
let other: Tenant;
let otherRol: number;
let anderePersoon: User;

const q = () => ({ administratieNr: beheer.administratieNr });
const as = (user: { cookie: string }) => ({ query: q(), cookie: user.cookie });
const uniekEmail = (prefix = "nieuw") => `${prefix}-${randomUUID().slice(0, 8)}@leerroute.test`;

/** Gebruikers manage: the guard of every Medewerkers call except the base list. */
const BEHEERDER = { [Functiegebied.Gebruikers]: Bits.Manage };

async function rol(administratieNr: number, naam: string, permissies: Record<number, number>) {
  const r = await db.rol.create({ data: { administratieNr, naam } });
  for (const [f, bits] of Object.entries(permissies))
    await db.rolPermissie.create({ data: { administratieNr, rolId: r.id, functiegebied: Number(f), bits } });
  return r.id;
}

/** A staff member straight in the database, without a password unless given. */
async function staff(administratieNr: number, opts: { roepnaam?: string; achternaam?: string; tussenvoegsel?: string; actief?: boolean; rolId?: number; email?: string } = {}) {
  const email = opts.email ?? uniekEmail("staf");
  const gebruiker = await db.gebruiker.create({ data: { email } });
  await db.medewerker.create({
    data: {
      administratieNr,
      gebruikerId: gebruiker.id,
      roepnaam: opts.roepnaam ?? "Sanne",
      tussenvoegsel: opts.tussenvoegsel ?? null,
      achternaam: opts.achternaam ?? "Staf",
      actief: opts.actief ?? true,
      ...(opts.rolId ? { rollen: { create: [{ rolId: opts.rolId }] } } : {}),
    },
  });
  return { id: gebruiker.id, email };
}

/** Captures the activation link sendMail prints when SMTP_URL is unset. */
function mailSpy() {
  const spy = vi.spyOn(console, "log").mockImplementation(() => {});
  return {
    links: () =>
      spy.mock.calls
        .map((c) => String(c[0]))
        .flatMap((t) => [...t.matchAll(/\/activate\/(\d+)\?userId=([0-9a-f-]+)&token=([A-Za-z0-9_-]+)/g)])
        .map((m) => ({ admnr: Number(m[1]), userId: m[2]!, token: m[3]! })),
    texts: () => spy.mock.calls.map((c) => String(c[0])),
  };
}

afterEach(() => {
  vi.restoreAllMocks();
});

beforeAll(async () => {
  delete process.env.SMTP_URL;
  beheer = await makeTenant({ permissies: BEHEERDER });
  leerkrachtRol = await rol(beheer.administratieNr, "Leerkracht", { [Functiegebied.Leerlingen]: Combinations.WriteReadEigenKlas });
  lezer = await makeUser(beheer.administratieNr, leerkrachtRol);
  other = await makeTenant({ permissies: BEHEERDER });
  otherRol = await rol(other.administratieNr, "Andere rol", { [Functiegebied.Leerlingen]: Bits.ReadAlle });
  // Numbers that exist only in the other administration.
  await db.vestiging.create({ data: { administratieNr: other.administratieNr, nr: 3, naam: "Elders" } });
  await db.groep.create({ data: { administratieNr: other.administratieNr, nr: 7, naam: "Groep elders", schooljaar: other.schooljaar, vestigingNr: 1 } });
  anderePersoon = await makeUser(other.administratieNr, otherRol);
});

describe("Medewerkers/Add", () => {
  it("creates the account with a lower-cased e-mail, the staff member with roles, branches and groups, and mails an activation link", async () => {
    const mail = mailSpy();
    const email = uniekEmail("Nieuw").toUpperCase();
    const res = await call("POST", "/api/Medewerkers/Add", {
      ...as(beheer.user),
      body: { email, roepnaam: " Lotte ", tussenvoegsel: "van", achternaam: "Berg", geslacht: 2, rollen: [leerkrachtRol], vestigingen: [1, 2], groepen: [1] },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      email: email.toLowerCase(),
      roepnaam: "Lotte",
      naam: "Lotte van Berg",
      aanhef: "mevrouw",
      actief: true,
      geactiveerd: false,
      uitnodiging: "activatie",
      mailVerstuurd: true,
      rollen: [{ id: leerkrachtRol, naam: "Leerkracht" }],
      vestigingen: [{ nr: 2, naam: "Dependance" }, { nr: 1, naam: "Hoofdlocatie" }],
      groepen: [{ nr: 1, naam: "Groep 5", schooljaar: beheer.schooljaar }],
    });
    const gebruiker = await db.gebruiker.findUnique({ where: { email: email.toLowerCase() } });
    expect(gebruiker?.id).toBe(res.json.id);
    expect(gebruiker?.passwordHash).toBeNull();
    const [link] = mail.links();
    expect(link).toMatchObject({ admnr: beheer.administratieNr, userId: res.json.id });
    expect(await findValidToken(res.json.id, link!.token)).not.toBeNull();
  });

  it("refuses an e-mail that is already a member here (any case) with 409 and writes nothing", async () => {
    const before = await db.medewerker.count({ where: { administratieNr: beheer.administratieNr } });
    const res = await call("POST", "/api/Medewerkers/Add", {
      ...as(beheer.user),
      body: { email: lezer.email.toUpperCase(), roepnaam: "Dubbel", achternaam: "Persoon" },
    });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe(`Er is al een medewerker met het e-mailadres ${lezer.email} in deze administratie.`);
    expect(await db.medewerker.count({ where: { administratieNr: beheer.administratieNr } })).toBe(before);
    const naam = await db.medewerker.findUnique({ where: { administratieNr_gebruikerId: { administratieNr: beheer.administratieNr, gebruikerId: lezer.id } } });
    expect(naam?.roepnaam).toBe("Test");
  });

  it("adds a person who already works elsewhere to this administration, with a notice instead of an activation link", async () => {
    const persoon = await makeUser(other.administratieNr, otherRol);
    const mail = mailSpy();
    const gebruikers = await db.gebruiker.count();
    const res = await call("POST", "/api/Medewerkers/Add", { ...as(beheer.user), body: { email: persoon.email, roepnaam: "Kees", achternaam: "Twee", rollen: [leerkrachtRol] } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: persoon.id, uitnodiging: "melding", geactiveerd: true, werktOokElders: true });
    expect(await db.gebruiker.count()).toBe(gebruikers);
    expect(mail.links()).toEqual([]);
    expect(mail.texts().join("\n")).toContain(`U bent toegevoegd aan Testschool ${beheer.administratieNr}`);
    // The person now signs in to this administration with the existing password and session.
    expect((await call("GET", "/api/Medewerkers", { query: q(), cookie: persoon.cookie })).status).toBe(200);
  });

  it("refuses bad input with 400 naming the field, and writes nothing", async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ roepnaam: "", achternaam: "Leeg" }, "body.roepnaam"],
      [{ roepnaam: "   ", achternaam: "Spaties" }, "body.roepnaam"],
      [{ roepnaam: "Geen", achternaam: "" }, "body.achternaam"],
      [{ roepnaam: "Fout", achternaam: "Geslacht", geslacht: 5 }, "body.geslacht"],
      [{ roepnaam: "Onbekende", achternaam: "Rol", rollen: [999_999] }, "body.rollen.0"],
      [{ roepnaam: "Rol", achternaam: "Elders", rollen: [leerkrachtRol, otherRol] }, "body.rollen.1"],
      [{ roepnaam: "Vestiging", achternaam: "Elders", vestigingen: [3] }, "body.vestigingen.0"],
      [{ roepnaam: "Groep", achternaam: "Elders", groepen: [7] }, "body.groepen.0"],
      [{ roepnaam: "Tekst", achternaam: "Rol", rollen: ["een"] }, "body.rollen.0"],
    ];
    for (const [body, path] of cases) {
      const email = uniekEmail("fout");
      const res = await call("POST", "/api/Medewerkers/Add", { ...as(beheer.user), body: { email, ...body } });
      expect(res.status, path).toBe(400);
      expect(res.json.issues[0].path, JSON.stringify(body)).toBe(path);
      expect(res.json.message).toMatch(/Ongeldige invoer/);
      expect(await db.gebruiker.count({ where: { email } }), path).toBe(0);
    }
    const email = await call("POST", "/api/Medewerkers/Add", { ...as(beheer.user), body: { email: "geen-adres", roepnaam: "A", achternaam: "B" } });
    expect(email.status).toBe(400);
    expect(email.json.issues[0]).toEqual({ path: "body.email", message: "vul een geldig e-mailadres in" });
    const rolFout = await call("POST", "/api/Medewerkers/Add", { ...as(beheer.user), body: { email: uniekEmail(), roepnaam: "A", achternaam: "B", rollen: [otherRol] } });
    expect(rolFout.json.issues[0].message).toBe(`rol ${otherRol} bestaat niet in deze administratie`);
  });
});

describe("Medewerkers reads", () => {
  let lotte: { id: string; email: string };
  let oud: { id: string; email: string };
  let vorigJaar: string;

  beforeAll(async () => {
    lotte = await staff(beheer.administratieNr, { roepnaam: "Lotte", tussenvoegsel: "de", achternaam: "Aalders", rolId: leerkrachtRol, email: uniekEmail("lotte") });
    oud = await staff(beheer.administratieNr, { roepnaam: "Otto", achternaam: "Zwart", actief: false });
    await db.medewerkerVestiging.create({ data: { administratieNr: beheer.administratieNr, gebruikerId: lotte.id, vestigingNr: 2 } });
    const start = Number(beheer.schooljaar.slice(0, 4));
    vorigJaar = `${start - 1}-${start}`;
    await db.schooljaar.create({ data: { administratieNr: beheer.administratieNr, schooljaar: vorigJaar, ingangsdatum: new Date(`${start - 1}-08-01`), einddatum: new Date(`${start}-07-31`) } });
    await db.groep.create({ data: { administratieNr: beheer.administratieNr, nr: 9, naam: "Groep 4", schooljaar: vorigJaar, vestigingNr: 1 } });
    await db.medewerkerGroep.createMany({
      data: [
        { administratieNr: beheer.administratieNr, gebruikerId: lotte.id, groepNr: 1 },
        { administratieNr: beheer.administratieNr, gebruikerId: lotte.id, groepNr: 9 },
      ],
    });
    const eigen = await db.lesBundel.create({ data: { administratieNr: beheer.administratieNr, klantId: beheer.administratieNr, auteurId: lotte.id, naam: "Rekenen met breuken" } });
    await db.les.create({ data: { lesBundelId: eigen.id, klantId: beheer.administratieNr, naam: "Les 1", volgnummer: 1 } });
    const gedeeld = await db.lesBundel.create({ data: { administratieNr: beheer.administratieNr, klantId: beheer.administratieNr, auteurId: beheer.user.id, naam: "Begrijpend lezen" } });
    await db.lesBundelMedewerker.create({ data: { lesBundelId: gedeeld.id, administratieNr: beheer.administratieNr, gebruikerId: lotte.id, klantId: beheer.administratieNr, magBewerken: true } });
    await db.lesBundel.create({ data: { administratieNr: beheer.administratieNr, klantId: beheer.administratieNr, auteurId: beheer.user.id, naam: "Niet van Lotte" } });
  });

  it("Overzicht: active staff sorted by surname with roles and branches; filters and search", async () => {
    const res = await call("GET", "/api/Medewerkers/Overzicht", as(beheer.user));
    expect(res.status).toBe(200);
    const namen = res.json.map((m: { sorteerNaam: string }) => m.sorteerNaam);
    expect(namen).toEqual([...namen].sort((a: string, b: string) => a.localeCompare(b, "nl", { sensitivity: "base" })));
    expect(namen[0]).toBe("Aalders, Lotte de");
    expect(res.json.find((m: { id: string }) => m.id === oud.id)).toBeUndefined();
    expect(res.json[0]).toMatchObject({ id: lotte.id, email: lotte.email, actief: true, geactiveerd: false, rollen: [{ id: leerkrachtRol, naam: "Leerkracht" }], vestigingen: [{ nr: 2, naam: "Dependance" }] });

    const uit = await call("GET", "/api/Medewerkers/Overzicht", { ...as(beheer.user), query: { ...q(), filter: "gedeactiveerd" } });
    expect(uit.json.map((m: { id: string }) => m.id)).toEqual([oud.id]);
    const alle = await call("GET", "/api/Medewerkers/Overzicht", { ...as(beheer.user), query: { ...q(), filter: "alle" } });
    expect(alle.json.map((m: { id: string }) => m.id)).toEqual(expect.arrayContaining([oud.id, lotte.id, beheer.user.id]));

    const zoek = await call("GET", "/api/Medewerkers/Overzicht", { ...as(beheer.user), query: { ...q(), zoek: "lotte AALD" } });
    expect(zoek.json.map((m: { id: string }) => m.id)).toEqual([lotte.id]);
    const opMail = await call("GET", "/api/Medewerkers/Overzicht", { ...as(beheer.user), query: { ...q(), zoek: lotte.email.slice(0, 14) } });
    expect(opMail.json.map((m: { id: string }) => m.id)).toEqual([lotte.id]);
    const niets = await call("GET", "/api/Medewerkers/Overzicht", { ...as(beheer.user), query: { ...q(), zoek: "xyzzy" } });
    expect(niets.json).toEqual([]);
    const fout = await call("GET", "/api/Medewerkers/Overzicht", { ...as(beheer.user), query: { ...q(), filter: "weg" } });
    expect(fout.status).toBe(400);
    expect(fout.json.issues[0].path).toBe("filter");
  });

  it("base list: active staff id and name for any member, sorted by surname", async () => {
    const res = await call("GET", "/api/Medewerkers", as(lezer));
    expect(res.status).toBe(200);
    expect(res.json[0]).toEqual({ id: lotte.id, naam: "Lotte de Aalders", sorteerNaam: "Aalders, Lotte de" });
    expect(res.json.map((m: { id: string }) => m.id)).not.toContain(oud.id);
    expect(res.json.map((m: { id: string }) => m.id)).toContain(lezer.id);
  });

  it("Rollen, Vestigingen, Groepen (all years, or one) and Lesbundels of a staff member", async () => {
    expect((await call("GET", `/api/Medewerkers/Rollen/${lotte.id}`, as(beheer.user))).json).toEqual([{ id: leerkrachtRol, naam: "Leerkracht" }]);
    expect((await call("GET", `/api/Medewerkers/Vestigingen/${lotte.id}`, as(beheer.user))).json).toEqual([{ nr: 2, naam: "Dependance" }]);
    const groepen = await call("GET", `/api/Medewerkers/Groepen/${lotte.id}`, as(beheer.user));
    expect(groepen.json).toEqual([
      { nr: 1, naam: "Groep 5", schooljaar: beheer.schooljaar, vestigingNr: 1, vestigingsnaam: "Hoofdlocatie" },
      { nr: 9, naam: "Groep 4", schooljaar: vorigJaar, vestigingNr: 1, vestigingsnaam: "Hoofdlocatie" },
    ]);
    const eenJaar = await call("GET", `/api/Medewerkers/Groepen/${lotte.id}`, { ...as(beheer.user), query: { ...q(), schooljaar: vorigJaar } });
    expect(eenJaar.json.map((g: { nr: number }) => g.nr)).toEqual([9]);
    const bundels = await call("GET", `/api/Medewerkers/Lesbundels/${lotte.id}`, as(beheer.user));
    expect(bundels.json).toEqual([
      expect.objectContaining({ naam: "Begrijpend lezen", auteur: false, magBewerken: true }),
      expect.objectContaining({ naam: "Rekenen met breuken", auteur: true, aantalLessen: 1 }),
    ]);
  });

  it("Details: names, addressing, state, links and authorship", async () => {
    const res = await call("GET", `/api/Medewerkers/Details/${lotte.id}`, as(beheer.user));
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      id: lotte.id,
      email: lotte.email,
      naam: "Lotte de Aalders",
      geslacht: 9,
      aanhef: "heer/mevrouw",
      actief: true,
      geactiveerd: false,
      isZelf: false,
      werktOokElders: false,
      rollen: [{ id: leerkrachtRol, naam: "Leerkracht" }],
      auteurVan: [{ soort: "lesBundels", aantal: 1, omschrijving: "1 lesbundel" }],
    });
    expect(res.json.groepen).toHaveLength(2);
    const zelf = await call("GET", `/api/Medewerkers/Details/${beheer.user.id}`, as(beheer.user));
    expect(zelf.json.isZelf).toBe(true);
  });

  it("answers 403 without Gebruikers manage and 404 for another administration's person or a non-member", async () => {
    const id = lotte.id;
    const guarded: [string, string, unknown?][] = [
      ["GET", "/api/Medewerkers/Overzicht"],
      ["GET", `/api/Medewerkers/Rollen/${id}`],
      ["GET", `/api/Medewerkers/Vestigingen/${id}`],
      ["GET", `/api/Medewerkers/Groepen/${id}`],
      ["GET", `/api/Medewerkers/Lesbundels/${id}`],
      ["GET", `/api/Medewerkers/Details/${id}`],
      ["POST", "/api/Medewerkers/Add", { email: uniekEmail(), roepnaam: "A", achternaam: "B" }],
      ["POST", "/api/Medewerkers/Reactivate", { id: oud.id }],
      ["POST", "/api/Medewerkers/ChangeEmailAdress", { id, email: uniekEmail() }],
      ["POST", "/api/Medewerkers/Edit", { id, roepnaam: "A", achternaam: "B" }],
      ["DELETE", `/api/Medewerkers/Delete/${id}`],
      ["DELETE", `/api/Medewerkers/Deactivate/${id}`],
    ];
    for (const [method, path, body] of guarded) {
      const res = await call(method, path, { ...as(lezer), body });
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    // Nothing changed by the refused writes.
    expect((await db.medewerker.findUniqueOrThrow({ where: { administratieNr_gebruikerId: { administratieNr: beheer.administratieNr, gebruikerId: id } } })).actief).toBe(true);
    expect((await db.medewerker.findUniqueOrThrow({ where: { administratieNr_gebruikerId: { administratieNr: beheer.administratieNr, gebruikerId: oud.id } } })).actief).toBe(false);

    // An administrator of another administration is no member here: 404.
    for (const [method, path, body] of guarded) {
      const res = await call(method, path, { ...as(other.user), body });
      expect(res.status, `${method} ${path}`).toBe(404);
    }
    // This administration's administrator asking for a person of another administration: 404.
    const vreemd = anderePersoon.id;
    const vreemde: [string, string, unknown?][] = [
      ["GET", `/api/Medewerkers/Rollen/${vreemd}`],
      ["GET", `/api/Medewerkers/Vestigingen/${vreemd}`],
      ["GET", `/api/Medewerkers/Groepen/${vreemd}`],
      ["GET", `/api/Medewerkers/Lesbundels/${vreemd}`],
      ["GET", `/api/Medewerkers/Details/${vreemd}`],
      ["POST", "/api/Medewerkers/Reactivate", { id: vreemd }],
      ["POST", "/api/Medewerkers/ChangeEmailAdress", { id: vreemd, email: uniekEmail() }],
      ["POST", "/api/Medewerkers/Edit", { id: vreemd, roepnaam: "Over", achternaam: "Genomen" }],
      ["DELETE", `/api/Medewerkers/Delete/${vreemd}`],
      ["DELETE", `/api/Medewerkers/Deactivate/${vreemd}`],
    ];
    for (const [method, path, body] of vreemde) {
      const res = await call(method, path, { ...as(beheer.user), body });
      expect(res.status, `${method} ${path}`).toBe(404);
      expect(res.json.message).toBe("De medewerker is niet gevonden.");
    }
    const still = await db.medewerker.findUniqueOrThrow({ where: { administratieNr_gebruikerId: { administratieNr: other.administratieNr, gebruikerId: vreemd } } });
    expect(still).toMatchObject({ roepnaam: "Test", actief: true });
    expect((await db.gebruiker.findUniqueOrThrow({ where: { id: vreemd } })).email).toBe(anderePersoon.email);
    // A bad path id is a 400.
    expect((await call("GET", "/api/Medewerkers/Details/123", as(beheer.user))).status).toBe(400);
  });
});

describe("Medewerkers/Edit", () => {
  it("replaces names, geslacht, roles, branches and groups in one go", async () => {
    const p = await staff(beheer.administratieNr, { rolId: leerkrachtRol });
    await db.medewerkerVestiging.create({ data: { administratieNr: beheer.administratieNr, gebruikerId: p.id, vestigingNr: 1 } });
    const res = await call("POST", "/api/Medewerkers/Edit", {
      ...as(beheer.user),
      body: { id: p.id, roepnaam: "Bram", voornamen: "Abraham Johannes", tussenvoegsel: "", achternaam: "Jansen", geslacht: 1, rollen: [beheer.rolId], vestigingen: [2], groepen: [1] },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      naam: "Bram Jansen",
      voornamen: "Abraham Johannes",
      tussenvoegsel: null,
      aanhef: "heer",
      rollen: [{ id: beheer.rolId }],
      vestigingen: [{ nr: 2 }],
      groepen: [{ nr: 1 }],
    });
    // Omitted lists stay as they are.
    const alleenNaam = await call("POST", "/api/Medewerkers/Edit", { ...as(beheer.user), body: { id: p.id, roepnaam: "Bram", achternaam: "Janssen" } });
    expect(alleenNaam.json).toMatchObject({ naam: "Bram Janssen", geslacht: 1, rollen: [{ id: beheer.rolId }], vestigingen: [{ nr: 2 }], groepen: [{ nr: 1 }] });
  });

  it("refuses bad input with 400 and changes nothing", async () => {
    const p = await staff(beheer.administratieNr, { roepnaam: "Vast", achternaam: "Blijven", rolId: leerkrachtRol });
    const cases: [Record<string, unknown>, string][] = [
      [{ roepnaam: "", achternaam: "Nieuw" }, "body.roepnaam"],
      [{ roepnaam: "Nieuw", achternaam: "Nieuw", rollen: [otherRol] }, "body.rollen.0"],
      [{ roepnaam: "Nieuw", achternaam: "Nieuw", vestigingen: [1, 3] }, "body.vestigingen.1"],
      [{ roepnaam: "Nieuw", achternaam: "Nieuw", groepen: [7] }, "body.groepen.0"],
      [{ roepnaam: "Nieuw", achternaam: "Nieuw", geslacht: 3 }, "body.geslacht"],
    ];
    for (const [body, path] of cases) {
      const res = await call("POST", "/api/Medewerkers/Edit", { ...as(beheer.user), body: { id: p.id, ...body } });
      expect(res.status, path).toBe(400);
      expect(res.json.issues[0].path).toBe(path);
    }
    const m = await db.medewerker.findUniqueOrThrow({
      where: { administratieNr_gebruikerId: { administratieNr: beheer.administratieNr, gebruikerId: p.id } },
      include: { rollen: true, vestigingen: true, groepen: true },
    });
    expect(m).toMatchObject({ roepnaam: "Vast", achternaam: "Blijven", geslacht: 9 });
    expect(m.rollen.map((r) => r.rolId)).toEqual([leerkrachtRol]);
    expect(m.vestigingen).toEqual([]);
    expect(m.groepen).toEqual([]);
    const badId = await call("POST", "/api/Medewerkers/Edit", { ...as(beheer.user), body: { id: "niet-een-id", roepnaam: "A", achternaam: "B" } });
    expect(badId.status).toBe(400);
    expect(badId.json.issues[0].path).toBe("body.id");
  });

  it("does not let a user take away their own Gebruikers manage right", async () => {
    const res = await call("POST", "/api/Medewerkers/Edit", { ...as(beheer.user), body: { id: beheer.user.id, roepnaam: "Test", achternaam: "Gebruiker", rollen: [leerkrachtRol] } });
    expect(res.status).toBe(409);
    expect(res.json.message).toMatch(/eigen recht om gebruikers te beheren/);
    const rollen = await db.medewerkerRol.findMany({ where: { administratieNr: beheer.administratieNr, gebruikerId: beheer.user.id } });
    expect(rollen.map((r) => r.rolId)).toEqual([beheer.rolId]);
    // Names of oneself may change.
    const naam = await call("POST", "/api/Medewerkers/Edit", { ...as(beheer.user), body: { id: beheer.user.id, roepnaam: "Test", achternaam: "Beheerder" } });
    expect(naam.status).toBe(200);
  });
});

describe("Medewerkers/Deactivate and Reactivate", () => {
  it("takes access away at once: the deactivated user's next call answers 404 for that administration", async () => {
    const rolId = await rol(beheer.administratieNr, "Lezer deactivatie", { [Functiegebied.Leerlingen]: Bits.ReadAlle });
    const p = await makeUser(beheer.administratieNr, rolId);
    expect((await call("GET", "/api/Medewerkers", { query: q(), cookie: p.cookie })).status).toBe(200);
    const res = await call("DELETE", `/api/Medewerkers/Deactivate/${p.id}`, as(beheer.user));
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ id: p.id, actief: false });
    const next = await call("GET", "/api/Medewerkers", { query: q(), cookie: p.cookie });
    expect(next.status).toBe(404);
    expect(next.json.message).toBe("De administratie is niet gevonden.");
    const nogmaals = await call("DELETE", `/api/Medewerkers/Deactivate/${p.id}`, as(beheer.user));
    expect(nogmaals.status).toBe(409);
    expect(nogmaals.json.message).toMatch(/is al gedeactiveerd/);

    // Reactivate answers a small text file and gives access back.
    const terug = await call("POST", "/api/Medewerkers/Reactivate", { ...as(beheer.user), body: { id: p.id } });
    expect(terug.status).toBe(200);
    expect(terug.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(terug.headers.get("content-disposition")).toMatch(/^attachment; filename="heractivering-gebruiker-test\.txt"/);
    expect(terug.json).toContain("De medewerker is weer actief");
    expect(terug.json).toContain("al geactiveerd");
    expect((await call("GET", "/api/Medewerkers", { query: q(), cookie: p.cookie })).status).toBe(200);
    const actief = await call("POST", "/api/Medewerkers/Reactivate", { ...as(beheer.user), body: { id: p.id } });
    expect(actief.status).toBe(409);
  });

  it("withdraws unused activation links on deactivation and sends a fresh one on reactivation", async () => {
    let mail = mailSpy();
    const add = await call("POST", "/api/Medewerkers/Add", { ...as(beheer.user), body: { email: uniekEmail("uitnodiging"), roepnaam: "Ina", achternaam: "Uitgenodigd" } });
    const eerste = mail.links()[0]!;
    expect(await findValidToken(add.json.id, eerste.token)).not.toBeNull();
    expect((await call("DELETE", `/api/Medewerkers/Deactivate/${add.json.id}`, as(beheer.user))).status).toBe(200);
    expect(await findValidToken(add.json.id, eerste.token)).toBeNull();
    vi.restoreAllMocks();
    mail = mailSpy();
    const res = await call("POST", "/api/Medewerkers/Reactivate", { ...as(beheer.user), body: { id: add.json.id } });
    expect(res.status).toBe(200);
    expect(res.json).toContain("nieuwe activatielink");
    const tweede = mail.links()[0]!;
    expect(tweede.userId).toBe(add.json.id);
    expect(await findValidToken(add.json.id, tweede.token)).not.toBeNull();
    // Still active without a password: Reactivate resends the invitation, replacing the previous link.
    vi.restoreAllMocks();
    mail = mailSpy();
    expect((await call("POST", "/api/Medewerkers/Reactivate", { ...as(beheer.user), body: { id: add.json.id } })).status).toBe(200);
    expect(await findValidToken(add.json.id, tweede.token)).toBeNull();
    expect(await findValidToken(add.json.id, mail.links()[0]!.token)).not.toBeNull();
  });

  it("refuses to deactivate oneself", async () => {
    const res = await call("DELETE", `/api/Medewerkers/Deactivate/${beheer.user.id}`, as(beheer.user));
    expect(res.status).toBe(409);
    expect(res.json.message).toBe("U kunt uzelf niet deactiveren; laat dat een andere beheerder doen.");
    expect((await call("GET", "/api/Medewerkers", as(beheer.user))).status).toBe(200);
  });
});

describe("Medewerkers/ChangeEmailAdress", () => {
  it("changes the sign-in e-mail (lower-cased), withdraws old links and sends a new activation link to a person without a password", async () => {
    let mail = mailSpy();
    const add = await call("POST", "/api/Medewerkers/Add", { ...as(beheer.user), body: { email: uniekEmail("oud"), roepnaam: "Eva", achternaam: "Wissel" } });
    const oudeLink = mail.links()[0]!;
    vi.restoreAllMocks();
    mail = mailSpy();
    const nieuw = uniekEmail("Nieuw-Adres");
    const res = await call("POST", "/api/Medewerkers/ChangeEmailAdress", { ...as(beheer.user), body: { id: add.json.id, email: ` ${nieuw.toUpperCase()} ` } });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ email: nieuw.toLowerCase(), activatieVerstuurd: true });
    expect((await db.gebruiker.findUniqueOrThrow({ where: { id: add.json.id } })).email).toBe(nieuw.toLowerCase());
    expect(await findValidToken(add.json.id, oudeLink.token)).toBeNull();
    expect(mail.texts().join("\n")).toContain(`aan ${nieuw.toLowerCase()}`);
    expect(await findValidToken(add.json.id, mail.links()[0]!.token)).not.toBeNull();
  });

  it("refuses an address another account has (409), a person who also works elsewhere (409) and a bad address (400)", async () => {
    const p = await staff(beheer.administratieNr);
    const bezet = await call("POST", "/api/Medewerkers/ChangeEmailAdress", { ...as(beheer.user), body: { id: p.id, email: anderePersoon.email.toUpperCase() } });
    expect(bezet.status).toBe(409);
    expect(bezet.json.message).toBe(`Het e-mailadres ${anderePersoon.email} is al in gebruik bij een ander account.`);
    const fout = await call("POST", "/api/Medewerkers/ChangeEmailAdress", { ...as(beheer.user), body: { id: p.id, email: "geen apenstaart" } });
    expect(fout.status).toBe(400);
    expect(fout.json.issues[0].path).toBe("body.email");
    expect((await db.gebruiker.findUniqueOrThrow({ where: { id: p.id } })).email).toBe(p.email);

    const twee = await staff(beheer.administratieNr, { roepnaam: "Kim", achternaam: "Dubbel" });
    await db.medewerker.create({ data: { administratieNr: other.administratieNr, gebruikerId: twee.id, roepnaam: "Kim", achternaam: "Dubbel" } });
    const elders = await call("POST", "/api/Medewerkers/ChangeEmailAdress", { ...as(beheer.user), body: { id: twee.id, email: uniekEmail() } });
    expect(elders.status).toBe(409);
    expect(elders.json.message).toMatch(/werkt ook in een andere administratie/);
    expect((await db.gebruiker.findUniqueOrThrow({ where: { id: twee.id } })).email).toBe(twee.email);
  });
});

describe("Medewerkers/Delete", () => {
  it("refuses while the person is author of content, saying which, and deletes nothing", async () => {
    const p = await staff(beheer.administratieNr, { roepnaam: "Anna", achternaam: "Auteur", rolId: leerkrachtRol });
    await db.notitie.create({ data: { administratieNr: beheer.administratieNr, groepNr: 1, titel: "Observatie", tekst: "Rustige dag", datum: new Date("2025-10-01"), auteurId: p.id } });
    await db.notitie.create({ data: { administratieNr: beheer.administratieNr, groepNr: 1, titel: "Observatie 2", tekst: "Drukke dag", datum: new Date("2025-10-02"), auteurId: p.id } });
    await db.lesBundel.create({ data: { administratieNr: beheer.administratieNr, klantId: beheer.administratieNr, auteurId: p.id, naam: "Bundel van Anna" } });
    const res = await call("DELETE", `/api/Medewerkers/Delete/${p.id}`, as(beheer.user));
    expect(res.status).toBe(409);
    expect(res.json.message).toBe("Anna Auteur kan niet worden verwijderd: Anna Auteur is auteur van 2 notities en 1 lesbundel. Deactiveer deze medewerker in plaats daarvan.");
    expect(await db.medewerker.count({ where: { administratieNr: beheer.administratieNr, gebruikerId: p.id } })).toBe(1);
    expect(await db.medewerkerRol.count({ where: { administratieNr: beheer.administratieNr, gebruikerId: p.id } })).toBe(1);
    expect(await db.gebruiker.count({ where: { id: p.id } })).toBe(1);
  });

  it("deletes a staff member without content, and their account when they work nowhere else", async () => {
    const p = await staff(beheer.administratieNr, { rolId: leerkrachtRol });
    await db.medewerkerGroep.create({ data: { administratieNr: beheer.administratieNr, gebruikerId: p.id, groepNr: 1 } });
    const res = await call("DELETE", `/api/Medewerkers/Delete/${p.id}`, as(beheer.user));
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ id: p.id, naam: "Sanne Staf", verwijderd: true });
    expect(await db.medewerker.count({ where: { gebruikerId: p.id } })).toBe(0);
    expect(await db.medewerkerGroep.count({ where: { gebruikerId: p.id } })).toBe(0);
    expect(await db.gebruiker.count({ where: { id: p.id } })).toBe(0);
    expect((await call("GET", `/api/Medewerkers/Details/${p.id}`, as(beheer.user))).status).toBe(404);

    const twee = await staff(beheer.administratieNr);
    await db.medewerker.create({ data: { administratieNr: other.administratieNr, gebruikerId: twee.id, roepnaam: "Sanne", achternaam: "Staf" } });
    expect((await call("DELETE", `/api/Medewerkers/Delete/${twee.id}`, as(beheer.user))).status).toBe(200);
    expect(await db.gebruiker.count({ where: { id: twee.id } })).toBe(1);
    expect(await db.medewerker.count({ where: { gebruikerId: twee.id, administratieNr: other.administratieNr } })).toBe(1);
  });

  it("refuses to delete oneself", async () => {
    const res = await call("DELETE", `/api/Medewerkers/Delete/${beheer.user.id}`, as(beheer.user));
    expect(res.status).toBe(409);
    expect(res.json.message).toBe("U kunt uzelf niet verwijderen; laat dat een andere beheerder doen.");
    expect(await db.medewerker.count({ where: { gebruikerId: beheer.user.id } })).toBe(1);
  });
});

describe("the last administrator", () => {
  it("cannot be deactivated, deleted or lose the right through an integrator key (409), another administrator can", async () => {
    const t = await makeTenant({ permissies: BEHEERDER });
    const koppelRol = await rol(t.administratieNr, "Koppeling", { [Functiegebied.Gebruikers]: Bits.Manage, [Functiegebied.Api]: Bits.Manage });
    const andereRol = await rol(t.administratieNr, "Leerkracht", { [Functiegebied.Leerlingen]: Bits.ReadAlle });
    const { key } = await makeApiKey(t.administratieNr, koppelRol);
    const viaKey = (method: string, path: string, body?: unknown) =>
      call(method, path, { query: { administratieNr: t.administratieNr }, headers: { authorization: `Bearer ${key}` }, body });
    const admin = t.user.id;

    const deactivate = await viaKey("DELETE", `/api/Medewerkers/Deactivate/${admin}`);
    expect(deactivate.status).toBe(409);
    expect(deactivate.json.message).toMatch(/^Test Gebruiker kan niet worden gedeactiveerd: Test Gebruiker is de laatste actieve medewerker die gebruikers mag beheren/);
    const remove = await viaKey("DELETE", `/api/Medewerkers/Delete/${admin}`);
    expect(remove.status).toBe(409);
    expect(remove.json.message).toMatch(/kan niet worden verwijderd: .* laatste actieve medewerker/);
    const edit = await viaKey("POST", "/api/Medewerkers/Edit", { id: admin, roepnaam: "Test", achternaam: "Gebruiker", rollen: [andereRol] });
    expect(edit.status).toBe(409);
    expect(edit.json.message).toMatch(/laatste actieve medewerker die gebruikers mag beheren/);
    const m = await db.medewerker.findUniqueOrThrow({ where: { administratieNr_gebruikerId: { administratieNr: t.administratieNr, gebruikerId: admin } }, include: { rollen: true } });
    expect(m.actief).toBe(true);
    expect(m.rollen.map((r) => r.rolId)).toEqual([t.rolId]);

    // With a second administrator the first one can be deactivated.
    const tweede = await makeUser(t.administratieNr, t.rolId);
    expect((await viaKey("DELETE", `/api/Medewerkers/Deactivate/${admin}`)).status).toBe(200);
    // Now the second is the last active one.
    expect((await viaKey("DELETE", `/api/Medewerkers/Deactivate/${tweede.id}`)).status).toBe(409);
  });
});
