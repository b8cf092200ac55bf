import pg from "pg";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { Bits, Combinations, Functiegebied as F } from "@/lib/permissions/constants";
import { huidigSchooljaar, parseSchooljaar, schooljaarGrenzen } from "@/lib/schooljaar";
import { call, makeTenant, makeUser } from "./helpers";

async function alsEigenaar(sql: string) {
  const client = new pg.Client({ connectionString: process.env.TEST_EIGENAAR_DATABASE_URL });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

let t: Awaited<ReturnType<typeof makeTenant>>;
let other: Awaited<ReturnType<typeof makeTenant>>;
let lezer: Awaited<ReturnType<typeof makeUser>>;
let eigen: Awaited<ReturnType<typeof makeUser>>;
const huidig = huidigSchooljaar();
const start = parseSchooljaar(huidig)!.startJaar;
const vorig = `${start - 1}-${start}`;
const volgend = `${start + 1}-${start + 2}`;

async function schooljaar(administratieNr: number, sj: string) {
  const { ingangsdatum, einddatum } = schooljaarGrenzen(sj);
  await db.schooljaar.create({ data: { administratieNr, schooljaar: sj, ingangsdatum, einddatum } });
}

async function rolMet(administratieNr: number, naam: string, permissies: Record<number, number>) {
  const rol = await db.rol.create({ data: { administratieNr, naam } });
  await db.rolPermissie.createMany({ data: Object.entries(permissies).map(([f, bits]) => ({ administratieNr, rolId: rol.id, functiegebied: Number(f), bits })) });
  return rol.id;
}

const q = () => ({ administratieNr: t.administratieNr });
const groepen = (vestigingNr: number, sj: string) =>
  db.groep.findMany({ where: { administratieNr: t.administratieNr, vestigingNr, schooljaar: sj }, orderBy: { naam: "asc" }, include: { medewerkers: true } });

beforeAll(async () => {
  // makeTenant: branches 1 "Hoofdlocatie" and 2 "Dependance", group 1 "Groep 5" in branch 1 this year.
  t = await makeTenant({ permissies: { [F.Administratie]: Bits.Manage, [F.Vestigingen]: Combinations.ManageWriteReadAll, [F.Groepen]: Combinations.WriteReadAll } });
  other = await makeTenant({ permissies: { [F.Administratie]: Bits.Manage, [F.Vestigingen]: Combinations.ManageWriteReadAll } });
  await db.vestiging.create({ data: { administratieNr: other.administratieNr, nr: 7, naam: "Elders" } });
  lezer = await makeUser(t.administratieNr, await rolMet(t.administratieNr, "Lezer", { [F.Leerlingen]: Combinations.Read }));
  // Read and write on own branches only, and no Administratie manage.
  eigen = await makeUser(t.administratieNr, await rolMet(t.administratieNr, "Locatieleider", { [F.Vestigingen]: Combinations.WriteReadEigenVestiging }));
  await db.medewerkerVestiging.createMany({
    data: [
      { administratieNr: t.administratieNr, gebruikerId: eigen.id, vestigingNr: 2 },
      { administratieNr: t.administratieNr, gebruikerId: t.user.id, vestigingNr: 1 },
    ],
  });
  await db.medewerker.update({
    where: { administratieNr_gebruikerId: { administratieNr: t.administratieNr, gebruikerId: t.user.id } },
    data: { roepnaam: "Anouk", achternaam: "Visser" },
  });
  await schooljaar(t.administratieNr, vorig);
  await schooljaar(t.administratieNr, volgend);
});

describe("Vestigingen: reading", () => {
  it("lists every branch by name with staff and current groups, for any member", async () => {
    const res = await call("GET", "/api/Vestigingen", { query: q(), cookie: lezer.cookie });
    expect(res.status).toBe(200);
    expect(res.json).toEqual([
      { nr: 2, naam: "Dependance", schoolsoort: null, aantalMedewerkers: 1, aantalGroepenHuidigSchooljaar: 0 },
      { nr: 1, naam: "Hoofdlocatie", schoolsoort: null, aantalMedewerkers: 1, aantalGroepenHuidigSchooljaar: 1 },
    ]);
    // Not a member of this administration: 404.
    expect((await call("GET", "/api/Vestigingen", { query: q(), cookie: other.user.cookie })).status).toBe(404);
  });

  it("answers the details with staff; read on that branch is needed (403), another administration's number is 404", async () => {
    const res = await call("GET", "/api/Vestigingen/Details/1", { query: q(), cookie: t.user.cookie });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ nr: 1, naam: "Hoofdlocatie", aantalGroepen: 1, aantalLeerlingen: 0, medewerkers: [{ id: t.user.id, naam: "Anouk Visser", actief: true }] });
    expect((await call("GET", "/api/Vestigingen/Details/7", { query: q(), cookie: t.user.cookie })).status).toBe(404);
    expect((await call("GET", "/api/Vestigingen/Details/1", { query: q(), cookie: lezer.cookie })).status).toBe(403);
    // Own branch only: branch 2 yes, branch 1 no.
    expect((await call("GET", "/api/Vestigingen/Details/2", { query: q(), cookie: eigen.cookie })).status).toBe(200);
    const vreemd = await call("GET", "/api/Vestigingen/Details/1", { query: q(), cookie: eigen.cookie });
    expect(vreemd.status).toBe(403);
    expect(vreemd.json.message).toBe("U mag deze vestiging niet bekijken.");
    expect((await call("GET", "/api/Vestigingen/Details/abc", { query: q(), cookie: t.user.cookie })).status).toBe(400);
  });

  it("answers the school years in which the branch has groups, newest first, with groups, staff and pupils", async () => {
    const a = t.administratieNr;
    await db.groep.create({ data: { administratieNr: a, nr: 50, naam: "Groep 4", schooljaar: vorig, vestigingNr: 1, jaargroep: "4" } });
    await db.medewerkerGroep.create({ data: { administratieNr: a, gebruikerId: t.user.id, groepNr: 1 } });
    const leerling = await db.leerling.create({ data: { administratieNr: a, roepnaam: "Sem", achternaam: "Jansen", ingangsdatum: new Date(`${start}-08-01`) } });
    await db.leerlingtoewijzing.create({ data: { administratieNr: a, leerlingId: leerling.id, groepNr: 1, ingangsdatum: new Date(`${start}-08-01`) } });
    const res = await call("GET", "/api/Vestigingen/Schooljaren/1", { query: q(), cookie: t.user.cookie });
    expect(res.status).toBe(200);
    expect(res.json).toEqual([
      { schooljaar: huidig, groepen: [{ nr: 1, naam: "Groep 5", soort: "Klas", jaargroep: null, aantalLeerlingen: 1, medewerkers: [{ id: t.user.id, naam: "Anouk Visser" }] }] },
      { schooljaar: vorig, groepen: [{ nr: 50, naam: "Groep 4", soort: "Klas", jaargroep: "4", aantalLeerlingen: 0, medewerkers: [] }] },
    ]);
    expect((await call("GET", "/api/Vestigingen/Schooljaren/2", { query: q(), cookie: t.user.cookie })).json).toEqual([]);
    expect((await call("GET", "/api/Vestigingen/Schooljaren/7", { query: q(), cookie: t.user.cookie })).status).toBe(404);
    expect((await call("GET", "/api/Vestigingen/Schooljaren/1", { query: q(), cookie: eigen.cookie })).status).toBe(403);
  });
});

describe("Vestigingen: adding and editing", () => {
  it("adds a branch with the next number; the name is unique regardless of case", async () => {
    const res = await call("POST", "/api/Vestigingen/Add", { query: q(), cookie: t.user.cookie, body: { naam: "  De   Boomgaard ", schoolsoort: "SBO" } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ nr: 3, naam: "De Boomgaard", schoolsoort: "SBO" });
    expect(await db.vestiging.findUnique({ where: { administratieNr_nr: { administratieNr: t.administratieNr, nr: 3 } } })).toMatchObject({ naam: "De Boomgaard", schoolsoort: "SBO" });
    const dubbel = await call("POST", "/api/Vestigingen/Add", { query: q(), cookie: t.user.cookie, body: { naam: "de boomgaard" } });
    expect(dubbel.status).toBe(409);
    expect(dubbel.json.message).toBe("Er bestaat al een vestiging met de naam 'De Boomgaard'.");
  });

  it("refuses bad input with 400 naming the field and writes nothing", async () => {
    const voor = await db.vestiging.count({ where: { administratieNr: t.administratieNr } });
    const leeg = await call("POST", "/api/Vestigingen/Add", { query: q(), cookie: t.user.cookie, body: { naam: "   " } });
    expect(leeg.status).toBe(400);
    expect(leeg.json.issues[0]).toEqual({ path: "body.naam", message: "vul de naam van de vestiging in" });
    const soort = await call("POST", "/api/Vestigingen/Add", { query: q(), cookie: t.user.cookie, body: { naam: "Nieuw", schoolsoort: "HAVO" } });
    expect(soort.status).toBe(400);
    expect(soort.json.issues[0].path).toBe("body.schoolsoort");
    expect((await call("POST", "/api/Vestigingen/Add", { query: q(), cookie: t.user.cookie, body: { naam: "x".repeat(101) } })).status).toBe(400);
    expect(await db.vestiging.count({ where: { administratieNr: t.administratieNr } })).toBe(voor);
  });

  it("needs Vestigingen write to add (403) and membership (404)", async () => {
    expect((await call("POST", "/api/Vestigingen/Add", { query: q(), cookie: lezer.cookie, body: { naam: "Stiekem" } })).status).toBe(403);
    expect((await call("POST", "/api/Vestigingen/Add", { query: q(), cookie: other.user.cookie, body: { naam: "Stiekem" } })).status).toBe(404);
    expect(await db.vestiging.count({ where: { naam: "Stiekem" } })).toBe(0);
  });

  it("edits name and school type; write on that branch is needed", async () => {
    const res = await call("POST", "/api/Vestigingen/Edit", { query: q(), cookie: t.user.cookie, body: { nr: 3, naam: "De Boomgaard Noord", schoolsoort: null } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ nr: 3, naam: "De Boomgaard Noord", schoolsoort: null });
    // Own name with other casing is fine; another branch's name is not.
    expect((await call("POST", "/api/Vestigingen/Edit", { query: q(), cookie: t.user.cookie, body: { nr: 3, naam: "de boomgaard noord" } })).status).toBe(200);
    const dubbel = await call("POST", "/api/Vestigingen/Edit", { query: q(), cookie: t.user.cookie, body: { nr: 3, naam: "HOOFDLOCATIE" } });
    expect(dubbel.status).toBe(409);
    expect((await call("POST", "/api/Vestigingen/Edit", { query: q(), cookie: t.user.cookie, body: { nr: 7, naam: "Overgenomen" } })).status).toBe(404);
    expect((await call("POST", "/api/Vestigingen/Edit", { query: q(), cookie: t.user.cookie, body: { nr: 3, naam: "" } })).status).toBe(400);
    expect((await call("POST", "/api/Vestigingen/Edit", { query: q(), cookie: t.user.cookie, body: { naam: "Zonder nummer" } })).status).toBe(400);
    expect((await call("POST", "/api/Vestigingen/Edit", { query: q(), cookie: lezer.cookie, body: { nr: 3, naam: "Lezer" } })).status).toBe(403);
    const vreemd = await call("POST", "/api/Vestigingen/Edit", { query: q(), cookie: eigen.cookie, body: { nr: 1, naam: "Overgenomen" } });
    expect(vreemd.status).toBe(403);
    expect((await call("POST", "/api/Vestigingen/Edit", { query: q(), cookie: eigen.cookie, body: { nr: 2, naam: "Dependance Zuid" } })).status).toBe(200);
    const rows = await db.vestiging.findMany({ where: { administratieNr: t.administratieNr }, orderBy: { nr: "asc" }, select: { naam: true } });
    expect(rows.map((r) => r.naam)).toEqual(["Hoofdlocatie", "Dependance Zuid", "de boomgaard noord"]);
    // Not touched in the other administration.
    expect(await db.vestiging.findUnique({ where: { administratieNr_nr: { administratieNr: other.administratieNr, nr: 7 } } })).toMatchObject({ naam: "Elders" });
  });
});

describe("Vestigingen: GroepIndelingOvernemen", () => {
  const body = (extra: Record<string, unknown> = {}) => ({ vestigingNr: 1, vanSchooljaar: huidig, naarSchooljaar: volgend, ...extra });

  it("copies the groups of a school year into another with kind, jaargroep and active staff, skipping existing names", async () => {
    const a = t.administratieNr;
    const oud = await makeUser(a, t.rolId);
    await db.medewerker.update({ where: { administratieNr_gebruikerId: { administratieNr: a, gebruikerId: oud.id } }, data: { actief: false } });
    await db.groep.createMany({
      data: [
        { administratieNr: a, nr: 60, naam: "Groep 6", schooljaar: huidig, vestigingNr: 1, jaargroep: "6" },
        { administratieNr: a, nr: 61, naam: "Leesgroep", schooljaar: huidig, vestigingNr: 1, soort: "Onderwijsgroep" },
        // Other branch and the target year's own group with a name of the source (other casing).
        { administratieNr: a, nr: 62, naam: "Groep 8", schooljaar: huidig, vestigingNr: 2 },
        { administratieNr: a, nr: 63, naam: "groep 5", schooljaar: volgend, vestigingNr: 1 },
      ],
    });
    await db.medewerkerGroep.createMany({
      data: [
        { administratieNr: a, gebruikerId: t.user.id, groepNr: 60 },
        { administratieNr: a, gebruikerId: oud.id, groepNr: 60 },
      ],
    });

    const res = await call("POST", "/api/Vestigingen/GroepIndelingOvernemen", { query: q(), cookie: t.user.cookie, body: body() });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ vestigingNr: 1, vanSchooljaar: huidig, naarSchooljaar: volgend, aantalAangemaakt: 2, aantalOvergeslagen: 1, aantalMedewerkerKoppelingen: 1, overgeslagen: ["Groep 5"] });
    const doel = (await groepen(1, volgend)).sort((x, y) => x.nr - y.nr);
    expect(doel.map((g) => [g.naam, g.soort, g.jaargroep, g.medewerkers.map((m) => m.gebruikerId)])).toEqual([
      ["groep 5", "Klas", null, []],
      ["Groep 6", "Klas", "6", [t.user.id]],
      ["Leesgroep", "Onderwijsgroep", null, []],
    ]);
    expect(res.json.aangemaakt.map((g: { nr: number }) => g.nr).every((nr: number) => nr > 63)).toBe(true);
    // The other branch is untouched; a second run creates nothing.
    expect(await groepen(2, volgend)).toHaveLength(0);
    const opnieuw = await call("POST", "/api/Vestigingen/GroepIndelingOvernemen", { query: q(), cookie: t.user.cookie, body: body() });
    expect(opnieuw.json).toMatchObject({ aantalAangemaakt: 0, aantalOvergeslagen: 3 });
    expect(await groepen(1, volgend)).toHaveLength(3);
  });

  it("can leave the staff out", async () => {
    await db.groep.create({ data: { administratieNr: t.administratieNr, nr: 70, naam: "Groep 1", schooljaar: vorig, vestigingNr: 1 } });
    await db.medewerkerGroep.create({ data: { administratieNr: t.administratieNr, gebruikerId: t.user.id, groepNr: 70 } });
    const res = await call("POST", "/api/Vestigingen/GroepIndelingOvernemen", {
      query: q(),
      cookie: t.user.cookie,
      body: body({ vanSchooljaar: vorig, naarSchooljaar: volgend, medewerkersOvernemen: false }),
    });
    // Groep 1 and the earlier Groep 4 of that year.
    expect(res.json).toMatchObject({ aantalAangemaakt: 2, aantalMedewerkerKoppelingen: 0 });
    const nieuw = (await groepen(1, volgend)).find((g) => g.naam === "Groep 1")!;
    expect(nieuw.medewerkers).toEqual([]);
  });

  it("copies in one transaction: a failure halfway leaves the target year as it was", async () => {
    const a = t.administratieNr;
    await schooljaar(a, "2040-2041");
    await db.groep.createMany({
      data: [
        { administratieNr: a, nr: 80, naam: "Alfa", schooljaar: huidig, vestigingNr: 2 },
        { administratieNr: a, nr: 81, naam: "Zulu-kapot", schooljaar: huidig, vestigingNr: 2 },
      ],
    });
    // A trigger in this test database refuses the second insert, after the first succeeded.
    // A trigger is DDL: the owner makes it (the app's role may not).
    await alsEigenaar(`CREATE OR REPLACE FUNCTION test_groep_kapot() RETURNS trigger AS $$ BEGIN
      IF NEW.naam = 'Zulu-kapot' AND NEW.schooljaar = '2040-2041' THEN RAISE EXCEPTION 'kapot'; END IF; RETURN NEW; END $$ LANGUAGE plpgsql`);
    await alsEigenaar(`CREATE TRIGGER test_groep_kapot BEFORE INSERT ON "Groep" FOR EACH ROW EXECUTE FUNCTION test_groep_kapot()`);
    try {
      const res = await call("POST", "/api/Vestigingen/GroepIndelingOvernemen", { query: q(), cookie: t.user.cookie, body: { vestigingNr: 2, vanSchooljaar: huidig, naarSchooljaar: "2040-2041" } });
      expect(res.status).toBe(500);
      expect(await db.groep.count({ where: { administratieNr: a, schooljaar: "2040-2041" } })).toBe(0);
    } finally {
      await alsEigenaar(`DROP TRIGGER test_groep_kapot ON "Groep"`);
      await alsEigenaar(`DROP FUNCTION test_groep_kapot()`);
    }
    const res = await call("POST", "/api/Vestigingen/GroepIndelingOvernemen", { query: q(), cookie: t.user.cookie, body: { vestigingNr: 2, vanSchooljaar: huidig, naarSchooljaar: "2040-2041" } });
    // Alfa, Groep 8 (made earlier) and Zulu-kapot.
    expect(res.json).toMatchObject({ aantalAangemaakt: 3 });
  });

  it("refuses bad input (400), unknown years or branches (404) and missing rights (403) without writing", async () => {
    const voor = await db.groep.count({ where: { administratieNr: t.administratieNr } });
    const zelfde = await call("POST", "/api/Vestigingen/GroepIndelingOvernemen", { query: q(), cookie: t.user.cookie, body: body({ naarSchooljaar: huidig }) });
    expect(zelfde.status).toBe(400);
    expect(zelfde.json.issues[0].path).toBe("body.naarSchooljaar");
    const vorm = await call("POST", "/api/Vestigingen/GroepIndelingOvernemen", { query: q(), cookie: t.user.cookie, body: body({ naarSchooljaar: "2030-2032" }) });
    expect(vorm.status).toBe(400);
    expect(vorm.json.issues[0].path).toBe("body.naarSchooljaar");
    expect((await call("POST", "/api/Vestigingen/GroepIndelingOvernemen", { query: q(), cookie: t.user.cookie, body: { vanSchooljaar: huidig, naarSchooljaar: volgend } })).status).toBe(400);
    const jaar = await call("POST", "/api/Vestigingen/GroepIndelingOvernemen", { query: q(), cookie: t.user.cookie, body: body({ naarSchooljaar: "2050-2051" }) });
    expect(jaar.status).toBe(404);
    expect(jaar.json.message).toBe("Schooljaar 2050-2051 is niet gevonden.");
    expect((await call("POST", "/api/Vestigingen/GroepIndelingOvernemen", { query: q(), cookie: t.user.cookie, body: body({ vestigingNr: 7 }) })).status).toBe(404);
    expect((await call("POST", "/api/Vestigingen/GroepIndelingOvernemen", { query: q(), cookie: lezer.cookie, body: body() })).status).toBe(403);
    expect((await call("POST", "/api/Vestigingen/GroepIndelingOvernemen", { query: q(), cookie: eigen.cookie, body: body({ vestigingNr: 2 }) })).status).toBe(403);
    expect(await db.groep.count({ where: { administratieNr: t.administratieNr } })).toBe(voor);
  });
});

describe("Vestigingen: delete", () => {
  it("refuses while groups use the branch, saying how many", async () => {
    const res = await call("DELETE", "/api/Vestigingen/delete/2", { query: q(), cookie: t.user.cookie });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe("De vestiging wordt nog gebruikt door 6 groepen.");
  });

  it("refuses while pupils' school careers use it", async () => {
    const a = t.administratieNr;
    const v = await call("POST", "/api/Vestigingen/Add", { query: q(), cookie: t.user.cookie, body: { naam: "Met leerlingen" } });
    const leerling = await db.leerling.create({ data: { administratieNr: a, roepnaam: "Noor", achternaam: "Bakker", ingangsdatum: new Date(`${start}-08-01`) } });
    const { ingangsdatum, einddatum } = schooljaarGrenzen(huidig);
    await db.schoolloopbaan.create({ data: { administratieNr: a, leerlingId: leerling.id, schooljaar: huidig, ingangsdatum, einddatum, vestigingNr: v.json.nr } });
    const res = await call("DELETE", `/api/Vestigingen/delete/${v.json.nr}`, { query: q(), cookie: t.user.cookie });
    expect(res.status).toBe(409);
    expect(res.json.message).toBe("De vestiging wordt nog gebruikt door 1 leerling (schoolloopbaan).");
  });

  it("deletes an unused branch with its staff links; 403 without the right, 404 for another administration's number", async () => {
    const a = t.administratieNr;
    const v = await call("POST", "/api/Vestigingen/Add", { query: q(), cookie: t.user.cookie, body: { naam: "Tijdelijk" } });
    await db.medewerkerVestiging.create({ data: { administratieNr: a, gebruikerId: lezer.id, vestigingNr: v.json.nr } });
    expect((await call("DELETE", `/api/Vestigingen/delete/${v.json.nr}`, { query: q(), cookie: lezer.cookie })).status).toBe(403);
    expect((await call("DELETE", `/api/Vestigingen/delete/${v.json.nr}`, { query: q(), cookie: eigen.cookie })).status).toBe(403);
    expect((await call("DELETE", "/api/Vestigingen/delete/7", { query: q(), cookie: t.user.cookie })).status).toBe(404);
    expect(await db.vestiging.count({ where: { administratieNr: other.administratieNr, nr: 7 } })).toBe(1);
    const res = await call("DELETE", `/api/Vestigingen/delete/${v.json.nr}`, { query: q(), cookie: t.user.cookie });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ nr: v.json.nr, naam: "Tijdelijk", verwijderd: true, medewerkersOntkoppeld: 1 });
    expect(await db.vestiging.count({ where: { administratieNr: a, nr: v.json.nr } })).toBe(0);
    expect(await db.medewerkerVestiging.count({ where: { administratieNr: a, vestigingNr: v.json.nr } })).toBe(0);
    expect((await call("DELETE", `/api/Vestigingen/delete/${v.json.nr}`, { query: q(), cookie: t.user.cookie })).status).toBe(404);
  });
});
