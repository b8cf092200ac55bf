import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { Bits, Combinations, Functiegebied } from "@/lib/permissions/constants";
import { call, makeTenant, makeUser } from "./helpers";
import { makePakket } from "./leerroute-fixtures";

const F = Functiegebied;
type Tenant = Awaited<ReturnType<typeof makeTenant>>;
type User = Awaited<ReturnType<typeof makeUser>>;

let eigenaar: Tenant; // owns the package, Leerroutepakketten manage
let lezer: User; // same administration, no manage right
let zuster: Tenant; // another administration of the same klantId, with manage
let vreemd: Tenant; // another klantId, with manage
let pakketId: number;
let anderPakketId: number; // a second package of the owner, with its own phases

const manage = { [F.Leerroutepakketten]: Bits.Manage, [F.Leerlingen]: Combinations.Read };

/** Phases 1–3 and exit destinations Dagbesteding (1) and Arbeid (2). */
async function vulPakket(id: number, faseNamen: string[]) {
  for (const [i, naam] of faseNamen.entries()) await db.fase.create({ data: { leerroutepakketId: id, nummer: i + 1, naam, volgnummer: i + 1 } });
  await db.uitstroombestemming.create({ data: { leerroutepakketId: id, nummer: 1, naam: "Dagbesteding" } });
  await db.uitstroombestemming.create({ data: { leerroutepakketId: id, nummer: 2, naam: "Arbeid" } });
}

beforeAll(async () => {
  eigenaar = await makeTenant({ permissies: manage });
  const leesRol = await db.rol.create({ data: { administratieNr: eigenaar.administratieNr, naam: "Lezer" } });
  await db.rolPermissie.create({ data: { administratieNr: eigenaar.administratieNr, rolId: leesRol.id, functiegebied: F.Leerlingen, bits: Combinations.Read } });
  lezer = await makeUser(eigenaar.administratieNr, leesRol.id);
  zuster = await makeTenant({ permissies: manage });
  await db.administratie.update({ where: { administratieNr: zuster.administratieNr }, data: { klantId: eigenaar.administratieNr } });
  vreemd = await makeTenant({ permissies: manage });
  pakketId = (await makePakket(eigenaar.administratieNr, "Routepakket")).id;
  await vulPakket(pakketId, ["Fase 1 - Instroom", "Fase 2", "Fase 3"]);
  anderPakketId = (await makePakket(eigenaar.administratieNr, "Ander pakket")).id;
  await vulPakket(anderPakketId, ["A1", "A2", "A3", "A4", "A5", "A6", "A7", "A8", "A9"]);
});

const q = (t: Tenant = eigenaar) => ({ administratieNr: t.administratieNr });
const as = (t: Tenant = eigenaar) => ({ query: q(t), cookie: t.user.cookie });
const alsLezer = () => ({ query: q(), cookie: lezer.cookie });
const get = (path: string, t: Tenant = eigenaar) => call("GET", `/api${path}`, as(t));
const post = (path: string, body: unknown, t: Tenant = eigenaar) => call("POST", `/api${path}`, { ...as(t), body });
const del = (path: string, t: Tenant = eigenaar) => call("DELETE", `/api${path}`, as(t));

const namen = (rows: { naam: string }[]) => rows.map((r) => r.naam);
const links = async (lr: number) =>
  (await db.leerrouteUitstroombestemming.findMany({ where: { leerroutepakketId: pakketId, leerrouteNummer: lr }, orderBy: { uitstroombestemmingNummer: "asc" } })).map((l) => l.uitstroombestemmingNummer);

describe("Leerroutes", () => {
  it("adds routes with the next nummer, links destinations and creates a new one by name", async () => {
    const a = await post("/Leerroutes/Add", {
      leerroutepakketId: pakketId,
      naam: " Leerroute A ",
      omschrijving: "Richting dagbesteding",
      uitstroombestemmingen: [1],
      nieuweUitstroombestemmingen: ["Vervolgonderwijs"],
    });
    expect(a.status).toBe(200);
    expect(a.json).toMatchObject({ nummer: 1, naam: "Leerroute A", omschrijving: "Richting dagbesteding", leerroutepakket: { id: pakketId, beheerbaar: true }, trajecten: [] });
    expect(namen(a.json.uitstroombestemmingen)).toEqual(["Dagbesteding", "Vervolgonderwijs"]);
    const vervolg = await db.uitstroombestemming.findFirstOrThrow({ where: { leerroutepakketId: pakketId, naam: "Vervolgonderwijs" } });
    expect(vervolg.nummer).toBe(3);

    // A "new" name the package already has (any case) links the existing destination.
    const b = await post("/Leerroutes/Add", { leerroutepakketId: pakketId, naam: "Leerroute B", nieuweUitstroombestemmingen: ["arbeid", "Vervolgonderwijs"] });
    expect(b.status).toBe(200);
    expect(b.json.nummer).toBe(2);
    expect(namen(b.json.uitstroombestemmingen)).toEqual(["Arbeid", "Vervolgonderwijs"]);
    expect(await db.uitstroombestemming.count({ where: { leerroutepakketId: pakketId } })).toBe(3);

    const lijst = await get(`/Leerroutes/Leerroutepakket/${pakketId}`);
    expect(lijst.status).toBe(200);
    expect(lijst.json.map((l: { nummer: number }) => l.nummer)).toEqual([1, 2]);
    expect(lijst.json[0]).toMatchObject({ naam: "Leerroute A", schoolsoorten: [] });
    expect(namen(lijst.json[0].uitstroombestemmingen)).toEqual(["Dagbesteding", "Vervolgonderwijs"]);

    const keuze = await get(`/Leerroutes/Uitstroombestemmingen/${pakketId}/1`);
    expect(keuze.status).toBe(200);
    expect(keuze.json.map((u: { naam: string; gekoppeld: boolean }) => [u.naam, u.gekoppeld])).toEqual([
      ["Arbeid", false],
      ["Dagbesteding", true],
      ["Vervolgonderwijs", true],
    ]);
    const details = await get(`/Leerroutes/Details/${pakketId}/2`);
    expect(details.json).toMatchObject({ nummer: 2, naam: "Leerroute B", omschrijving: null });
    expect((await get(`/Leerroutes/Details/${pakketId}/99`)).status).toBe(404);
    expect((await get(`/Leerroutes/Uitstroombestemmingen/${pakketId}/99`)).status).toBe(404);
  });

  it("edits name and description and replaces the linked destinations; the description stays when left out", async () => {
    const e = await post("/Leerroutes/Edit", { leerroutepakketId: pakketId, nummer: 1, naam: "Leerroute Arbeid", uitstroombestemmingen: [2] });
    expect(e.status).toBe(200);
    expect(e.json).toMatchObject({ naam: "Leerroute Arbeid", omschrijving: "Richting dagbesteding" });
    expect(await links(1)).toEqual([2]);
    // Without uitstroombestemmingen the links stay; a new name is added to them.
    const n = await post("/Leerroutes/Edit", { leerroutepakketId: pakketId, nummer: 1, naam: "Leerroute Arbeid", omschrijving: "", nieuweUitstroombestemmingen: ["Beschut werk"] });
    expect(n.status).toBe(200);
    expect(n.json.omschrijving).toBeNull();
    expect(namen(n.json.uitstroombestemmingen)).toEqual(["Arbeid", "Beschut werk"]);
    expect(await db.uitstroombestemming.count({ where: { leerroutepakketId: pakketId } })).toBe(4);
    expect((await post("/Leerroutes/Edit", { leerroutepakketId: pakketId, nummer: 99, naam: "Nergens" })).status).toBe(404);
  });

  it("refuses a duplicate name in the package with 409 and writes nothing", async () => {
    const dubbel = await post("/Leerroutes/Add", { leerroutepakketId: pakketId, naam: "leerroute b", nieuweUitstroombestemmingen: ["Nieuw door dubbel"] });
    expect(dubbel.status).toBe(409);
    expect(dubbel.json.message).toBe('Er bestaat al een leerroute met de naam "leerroute b" in dit leerroutepakket.');
    const hernoem = await post("/Leerroutes/Edit", { leerroutepakketId: pakketId, nummer: 1, naam: "Leerroute B" });
    expect(hernoem.status).toBe(409);
    expect(await db.leerroute.count({ where: { leerroutepakketId: pakketId } })).toBe(2);
    expect(await db.uitstroombestemming.count({ where: { leerroutepakketId: pakketId, naam: "Nieuw door dubbel" } })).toBe(0);
    expect((await db.leerroute.findUniqueOrThrow({ where: { leerroutepakketId_nummer: { leerroutepakketId: pakketId, nummer: 1 } } })).naam).toBe("Leerroute Arbeid");
    // The same name in another package is fine.
    const elders = await post("/Leerroutes/Add", { leerroutepakketId: anderPakketId, naam: "Leerroute B" });
    expect(elders.status).toBe(200);
    await db.leerroute.delete({ where: { leerroutepakketId_nummer: { leerroutepakketId: anderPakketId, nummer: elders.json.nummer } } });
  });

  it("answers 400 naming the field for bad input and writes nothing", async () => {
    const leeg = await post("/Leerroutes/Add", { leerroutepakketId: pakketId, naam: "  " });
    expect(leeg.status).toBe(400);
    expect(leeg.json.issues[0]).toEqual({ path: "body.naam", message: "vul de naam van de leerroute in" });
    const vreemdeBestemming = await post("/Leerroutes/Add", { leerroutepakketId: pakketId, naam: "Leerroute C", uitstroombestemmingen: [1, 999] });
    expect(vreemdeBestemming.status).toBe(400);
    expect(vreemdeBestemming.json.issues[0].path).toBe("body.uitstroombestemmingen.1");
    const geenLijst = await post("/Leerroutes/Edit", { leerroutepakketId: pakketId, nummer: 1, naam: "Leerroute Arbeid", uitstroombestemmingen: "1" });
    expect(geenLijst.status).toBe(400);
    expect(geenLijst.json.issues[0].path).toBe("body.uitstroombestemmingen");
    const legeNieuwe = await post("/Leerroutes/Edit", { leerroutepakketId: pakketId, nummer: 1, naam: "Leerroute Arbeid", uitstroombestemmingen: [], nieuweUitstroombestemmingen: [" "] });
    expect(legeNieuwe.status).toBe(400);
    expect(legeNieuwe.json.issues[0].path).toBe("body.nieuweUitstroombestemmingen.0");
    expect((await get(`/Leerroutes/Details/${pakketId}/abc`)).status).toBe(400);
    expect(await db.leerroute.count({ where: { leerroutepakketId: pakketId } })).toBe(2);
    expect(await links(1)).toEqual([2, 4]);
  });
});

describe("Leerroutetrajecten", () => {
  const stappen = [
    { leerjaar: "SO leerjaar 1", faseNummer: 1 },
    { leerjaar: "SO leerjaar 2", faseNummer: 2 },
  ];

  it("adds a trajectory with ordered steps and serves it per route, per school type and as details", async () => {
    const add = await post("/Leerroutetrajecten/Add", { leerroutepakketId: pakketId, leerrouteNummer: 1, schoolsoort: "so", naam: "Route 1 in het SO", stappen });
    expect(add.status).toBe(200);
    expect(add.json).toMatchObject({ leerrouteNummer: 1, leerrouteNaam: "Leerroute Arbeid", schoolsoort: "SO", schoolsoortNaam: "Speciaal onderwijs", naam: "Route 1 in het SO", omschrijving: null });
    expect(add.json.stappen).toEqual([
      { volgnummer: 1, leerjaar: "SO leerjaar 1", faseNummer: 1, faseNaam: "Fase 1 - Instroom" },
      { volgnummer: 2, leerjaar: "SO leerjaar 2", faseNummer: 2, faseNaam: "Fase 2" },
    ]);
    expect((await post("/Leerroutetrajecten/Add", { leerroutepakketId: pakketId, leerrouteNummer: 1, schoolsoort: "VSO", stappen: [{ leerjaar: "VSO 1", faseNummer: 3 }] })).status).toBe(200);
    expect((await post("/Leerroutetrajecten/Add", { leerroutepakketId: pakketId, leerrouteNummer: 2, schoolsoort: "SO", stappen: [{ leerjaar: "SO 1", faseNummer: 2 }] })).status).toBe(200);

    const details = await get(`/Leerroutetrajecten/Details/${pakketId}/1/So`);
    expect(details.status).toBe(200);
    expect(details.json.stappen.map((s: { leerjaar: string }) => s.leerjaar)).toEqual(["SO leerjaar 1", "SO leerjaar 2"]);
    expect((await get(`/Leerroutetrajecten/Details/${pakketId}/2/VSO`)).status).toBe(404);

    const route = await get(`/Leerroutetrajecten/Leerroute/${pakketId}/1`);
    expect(route.status).toBe(200);
    expect(route.json.trajecten.map((t: { schoolsoort: string }) => t.schoolsoort)).toEqual(["SO", "VSO"]);
    expect(route.json.fasen).toEqual([
      { nummer: 1, naam: "Fase 1 - Instroom" },
      { nummer: 2, naam: "Fase 2" },
      { nummer: 3, naam: "Fase 3" },
    ]);
    const so = await get(`/Leerroutetrajecten/Schoolsoort/${pakketId}/so`);
    expect(so.json.map((t: { leerrouteNummer: number }) => t.leerrouteNummer)).toEqual([1, 2]);
    expect((await get(`/Leerroutetrajecten/Schoolsoort/${pakketId}/BO`)).json).toEqual([]);

    // The route list and details show the school types and a summary.
    const lijst = await get(`/Leerroutes/Leerroutepakket/${pakketId}`);
    expect(lijst.json[0].schoolsoorten).toEqual(["SO", "VSO"]);
    const lr = await get(`/Leerroutes/Details/${pakketId}/1`);
    expect(lr.json.trajecten[0]).toMatchObject({ schoolsoort: "SO", aantalStappen: 2, eersteLeerjaar: "SO leerjaar 1", laatsteLeerjaar: "SO leerjaar 2", eersteFase: 1, laatsteFase: 2 });
  });

  it("refuses a second trajectory for the same route and school type with 409", async () => {
    const res = await post("/Leerroutetrajecten/Add", { leerroutepakketId: pakketId, leerrouteNummer: 1, schoolsoort: "SO", stappen: [{ leerjaar: "X", faseNummer: 3 }] });
    expect(res.status).toBe(409);
    expect(res.json.message).toContain("heeft al een traject in het speciaal onderwijs");
    expect(await db.leerroutetrajectFase.count({ where: { leerroutepakketId: pakketId, leerrouteNummer: 1, schoolsoort: "SO" } })).toBe(2);
  });

  it("answers 400 naming the field: a phase of another package, an unknown school type, no steps, a leerjaar twice", async () => {
    const vreemdeFase = await post("/Leerroutetrajecten/Add", {
      leerroutepakketId: pakketId,
      leerrouteNummer: 2,
      schoolsoort: "BO",
      stappen: [
        { leerjaar: "Groep 1", faseNummer: 1 },
        { leerjaar: "Groep 2", faseNummer: 9 }, // fase 9 exists only in the other package
      ],
    });
    expect(vreemdeFase.status).toBe(400);
    expect(vreemdeFase.json.issues[0]).toEqual({ path: "body.stappen.1.faseNummer", message: "fase 9 hoort niet bij het leerroutepakket" });
    const soort = await post("/Leerroutetrajecten/Add", { leerroutepakketId: pakketId, leerrouteNummer: 2, schoolsoort: "MBO", stappen });
    expect(soort.status).toBe(400);
    expect(soort.json.issues[0].path).toBe("body.schoolsoort");
    expect(soort.json.message).toContain("schoolsoort moet BO, SBO, SO, VSO, PRO of VO zijn");
    const geen = await post("/Leerroutetrajecten/Add", { leerroutepakketId: pakketId, leerrouteNummer: 2, schoolsoort: "BO", stappen: [] });
    expect(geen.status).toBe(400);
    expect(geen.json.issues[0].path).toBe("body.stappen");
    const leegLeerjaar = await post("/Leerroutetrajecten/Add", { leerroutepakketId: pakketId, leerrouteNummer: 2, schoolsoort: "BO", stappen: [{ leerjaar: " ", faseNummer: 1 }] });
    expect(leegLeerjaar.json.issues[0].path).toBe("body.stappen.0.leerjaar");
    const tweemaal = await post("/Leerroutetrajecten/Add", {
      leerroutepakketId: pakketId,
      leerrouteNummer: 2,
      schoolsoort: "BO",
      stappen: [
        { leerjaar: "Groep 1", faseNummer: 1 },
        { leerjaar: "groep 1", faseNummer: 2 },
      ],
    });
    expect(tweemaal.status).toBe(400);
    expect(tweemaal.json.issues[0].path).toBe("body.stappen.1.leerjaar");
    const geenRoute = await post("/Leerroutetrajecten/Add", { leerroutepakketId: pakketId, leerrouteNummer: 42, schoolsoort: "BO", stappen });
    expect(geenRoute.status).toBe(400);
    expect(geenRoute.json.issues[0].path).toBe("body.leerrouteNummer");
    for (const path of [`/Leerroutetrajecten/Schoolsoort/${pakketId}/MBO`, `/Leerroutetrajecten/Details/${pakketId}/1/xx`]) {
      const res = await get(path);
      expect(res.status, path).toBe(400);
      expect(res.json.message, path).toContain("schoolsoort moet BO, SBO, SO, VSO, PRO of VO zijn");
    }
    expect((await call("DELETE", `/api/Leerroutetrajecten/Delete/${pakketId}/1/onbekend`, as())).status).toBe(400);
    expect(await db.leerroutetraject.count({ where: { leerroutepakketId: pakketId, schoolsoort: "BO" } })).toBe(0);
    expect(await db.leerroutetrajectFase.count({ where: { leerroutepakketId: pakketId } })).toBe(4);
  });

  it("edits: replaces name, description and all steps in their new order; keeps them on a refused edit", async () => {
    const e = await post("/Leerroutetrajecten/Edit", {
      leerroutepakketId: pakketId,
      leerrouteNummer: 1,
      schoolsoort: "SO",
      omschrijving: "Drie jaar",
      stappen: [
        { leerjaar: "SO leerjaar 2", faseNummer: 2 },
        { leerjaar: "SO leerjaar 1", faseNummer: 1 },
        { leerjaar: "SO leerjaar 3", faseNummer: 3 },
      ],
    });
    expect(e.status).toBe(200);
    expect(e.json).toMatchObject({ naam: "Route 1 in het SO", omschrijving: "Drie jaar" });
    expect(e.json.stappen.map((s: { volgnummer: number; leerjaar: string }) => `${s.volgnummer}:${s.leerjaar}`)).toEqual(["1:SO leerjaar 2", "2:SO leerjaar 1", "3:SO leerjaar 3"]);
    const fout = await post("/Leerroutetrajecten/Edit", { leerroutepakketId: pakketId, leerrouteNummer: 1, schoolsoort: "SO", stappen: [{ leerjaar: "X", faseNummer: 7 }] });
    expect(fout.status).toBe(400);
    expect(await db.leerroutetrajectFase.count({ where: { leerroutepakketId: pakketId, leerrouteNummer: 1, schoolsoort: "SO" } })).toBe(3);
    expect((await post("/Leerroutetrajecten/Edit", { leerroutepakketId: pakketId, leerrouteNummer: 2, schoolsoort: "PRO", stappen })).status).toBe(404);
  });

  it("deletes a trajectory with its steps", async () => {
    const res = await del(`/Leerroutetrajecten/Delete/${pakketId}/1/vso`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ leerroutepakketId: pakketId, leerrouteNummer: 1, schoolsoort: "VSO", verwijderd: true });
    expect(await db.leerroutetraject.count({ where: { leerroutepakketId: pakketId, leerrouteNummer: 1, schoolsoort: "VSO" } })).toBe(0);
    expect(await db.leerroutetrajectFase.count({ where: { leerroutepakketId: pakketId, leerrouteNummer: 1, schoolsoort: "VSO" } })).toBe(0);
    expect((await del(`/Leerroutetrajecten/Delete/${pakketId}/1/VSO`)).status).toBe(404);
  });
});

describe("rights", () => {
  it("refuses every write without the manage right with 403 and writes nothing", async () => {
    const writes: [string, unknown][] = [
      ["/Leerroutes/Add", { leerroutepakketId: pakketId, naam: "Mag niet" }],
      ["/Leerroutes/Edit", { leerroutepakketId: pakketId, nummer: 1, naam: "Mag niet", uitstroombestemmingen: [] }],
      ["/Leerroutetrajecten/Add", { leerroutepakketId: pakketId, leerrouteNummer: 2, schoolsoort: "BO", stappen: [{ leerjaar: "Groep 1", faseNummer: 1 }] }],
      ["/Leerroutetrajecten/Edit", { leerroutepakketId: pakketId, leerrouteNummer: 1, schoolsoort: "SO", stappen: [{ leerjaar: "Groep 1", faseNummer: 1 }] }],
    ];
    for (const [path, body] of writes) expect((await call("POST", `/api${path}`, { ...alsLezer(), body })).status, path).toBe(403);
    for (const path of [`/api/Leerroutes/Delete/${pakketId}/2`, `/api/Leerroutetrajecten/Delete/${pakketId}/1/SO`])
      expect((await call("DELETE", path, alsLezer())).status, path).toBe(403);
    // Reading needs only membership.
    expect((await call("GET", `/api/Leerroutes/Leerroutepakket/${pakketId}`, alsLezer())).status).toBe(200);
    const lees = await call("GET", `/api/Leerroutes/Details/${pakketId}/1`, alsLezer());
    expect(lees.json.leerroutepakket.beheerbaar).toBe(false);
    expect(await db.leerroute.count({ where: { leerroutepakketId: pakketId } })).toBe(2);
    expect((await db.leerroute.findUniqueOrThrow({ where: { leerroutepakketId_nummer: { leerroutepakketId: pakketId, nummer: 1 } } })).naam).toBe("Leerroute Arbeid");
    expect(await links(1)).toEqual([2, 4]);
    expect(await db.leerroutetrajectFase.count({ where: { leerroutepakketId: pakketId, leerrouteNummer: 1, schoolsoort: "SO" } })).toBe(3);
    expect(await db.leerroutetraject.count({ where: { leerroutepakketId: pakketId } })).toBe(2);
  });

  it("answers 404 to another customer and to a sister administration while the package is unpublished", async () => {
    for (const t of [vreemd, zuster]) {
      for (const path of [
        `/Leerroutes/Leerroutepakket/${pakketId}`,
        `/Leerroutes/Details/${pakketId}/1`,
        `/Leerroutes/Uitstroombestemmingen/${pakketId}/1`,
        `/Leerroutetrajecten/Schoolsoort/${pakketId}/SO`,
        `/Leerroutetrajecten/Leerroute/${pakketId}/1`,
        `/Leerroutetrajecten/Details/${pakketId}/1/SO`,
      ])
        expect((await get(path, t)).status, path).toBe(404);
      expect((await post("/Leerroutes/Add", { leerroutepakketId: pakketId, naam: "Inbraak" }, t)).status).toBe(404);
      expect((await post("/Leerroutetrajecten/Add", { leerroutepakketId: pakketId, leerrouteNummer: 2, schoolsoort: "BO", stappen: [{ leerjaar: "G1", faseNummer: 1 }] }, t)).status).toBe(404);
      expect((await del(`/Leerroutes/Delete/${pakketId}/2`, t)).status).toBe(404);
      expect((await del(`/Leerroutetrajecten/Delete/${pakketId}/1/SO`, t)).status).toBe(404);
    }
    expect(await db.leerroute.count({ where: { leerroutepakketId: pakketId } })).toBe(2);
    expect(await db.leerroutetraject.count({ where: { leerroutepakketId: pakketId } })).toBe(2);
  });

  it("a published package: the sister administration reads routes and trajectories but cannot change them; another customer still gets 404", async () => {
    expect((await post("/Leerroutepakketten/Publish", { id: pakketId })).status).toBe(200);
    try {
      const lijst = await get(`/Leerroutes/Leerroutepakket/${pakketId}`, zuster);
      expect(lijst.status).toBe(200);
      expect(namen(lijst.json)).toEqual(["Leerroute Arbeid", "Leerroute B"]);
      const details = await get(`/Leerroutes/Details/${pakketId}/1`, zuster);
      expect(details.json.leerroutepakket.beheerbaar).toBe(false);
      expect((await get(`/Leerroutetrajecten/Details/${pakketId}/1/SO`, zuster)).json.stappen).toHaveLength(3);
      expect((await get(`/Leerroutes/Uitstroombestemmingen/${pakketId}/1`, zuster)).status).toBe(200);
      const schrijf = await post("/Leerroutes/Edit", { leerroutepakketId: pakketId, nummer: 1, naam: "Van de zuster" }, zuster);
      expect(schrijf.status).toBe(403);
      expect(schrijf.json.message).toContain("kan hier alleen worden bekeken");
      expect((await post("/Leerroutes/Add", { leerroutepakketId: pakketId, naam: "Van de zuster" }, zuster)).status).toBe(403);
      expect((await post("/Leerroutetrajecten/Add", { leerroutepakketId: pakketId, leerrouteNummer: 2, schoolsoort: "BO", stappen: [{ leerjaar: "G1", faseNummer: 1 }] }, zuster)).status).toBe(403);
      expect((await del(`/Leerroutetrajecten/Delete/${pakketId}/1/SO`, zuster)).status).toBe(403);
      expect((await del(`/Leerroutes/Delete/${pakketId}/2`, zuster)).status).toBe(403);
      expect((await get(`/Leerroutes/Details/${pakketId}/1`, vreemd)).status).toBe(404);
      expect(await db.leerroute.count({ where: { leerroutepakketId: pakketId } })).toBe(2);
      expect((await db.leerroute.findUniqueOrThrow({ where: { leerroutepakketId_nummer: { leerroutepakketId: pakketId, nummer: 1 } } })).naam).toBe("Leerroute Arbeid");
      expect(await db.leerroutetraject.count({ where: { leerroutepakketId: pakketId } })).toBe(2);
    } finally {
      expect((await post("/Leerroutepakketten/Publish", { id: pakketId, gepubliceerd: false })).status).toBe(200);
    }
  });
});

describe("deleting a route", () => {
  it("is refused while pupils, development perspectives or filled phases depend on it, naming them, and deletes nothing", async () => {
    const a = eigenaar.administratieNr;
    const start = Number(eigenaar.schooljaar.slice(0, 4));
    // A filled phase cell: route 2 × phase 1 × domain with one indicator.
    const domein = await db.domein.findFirstOrThrow({ where: { leerroutepakketId: pakketId }, include: { competenties: true } });
    const comp = domein.competenties[0]!;
    await db.niveau.create({ data: { leerroutepakketId: pakketId, nummer: 1, waarde: "1", label: "Niveau 1", volgnummer: 1 } });
    await db.competentieniveau.create({ data: { leerroutepakketId: pakketId, competentieId: comp.id, niveauNummer: 1 } });
    const ind = await db.indicator.create({ data: { leerroutepakketId: pakketId, domeinId: domein.id, competentieId: comp.id, niveauNummer: 1, naam: "Leest woorden", volgnummer: 1 } });
    await db.leerroutepakketfase.create({ data: { leerroutepakketId: pakketId, faseNummer: 1, leerrouteNummer: 2, domeinId: domein.id, niveauNummer: 1 } });
    await db.leerroutepakketfaseIndicator.create({ data: { leerroutepakketId: pakketId, faseNummer: 1, leerrouteNummer: 2, domeinId: domein.id, indicatorId: ind.id } });
    // An empty cell of the same route (phase 2): it goes with the route.
    await db.leerroutepakketfase.create({ data: { leerroutepakketId: pakketId, faseNummer: 2, leerrouteNummer: 2, domeinId: domein.id } });
    // A pupil on route 2 with destination Arbeid, and a development perspective on route 2.
    const leerling = await db.leerling.create({ data: { administratieNr: a, roepnaam: "Sam", achternaam: "de Vries", ingangsdatum: new Date(`${start}-08-01`) } });
    await db.leerlingLeerroute.create({ data: { administratieNr: a, leerlingId: leerling.id, leerroutepakketId: pakketId, ingangsdatum: new Date(`${start}-08-01`), leerrouteNummer: 2, uitstroombestemmingNummer: 2 } });
    await db.periode.create({ data: { administratieNr: a, schooljaar: eigenaar.schooljaar, nummer: 1, ingangsdatum: new Date(`${start}-08-01`), einddatum: new Date(`${start + 1}-07-31`) } });
    const template = await db.oppTemplate.create({ data: { administratieNr: a, naam: "OPP" } });
    const opp = await db.ontwikkelingsperspectief.create({
      data: { administratieNr: a, leerlingId: leerling.id, templateId: template.id, schooljaar: eigenaar.schooljaar, periodeNummer: 1, leerroutepakketId: pakketId, leerrouteNummer: 2 },
    });

    const weiger = await del(`/Leerroutes/Delete/${pakketId}/2`);
    expect(weiger.status).toBe(409);
    expect(weiger.json.message).toBe(
      'Leerroute "Leerroute B" kan niet worden verwijderd: er hangen nog 1 leerroute van een leerling, 1 ontwikkelingsperspectief en 1 gevulde fase (met indicatoren of lessen) aan.',
    );
    // Unlinking the destination the pupil uses with this route is refused too.
    const los = await post("/Leerroutes/Edit", { leerroutepakketId: pakketId, nummer: 2, naam: "Leerroute B", uitstroombestemmingen: [3] });
    expect(los.status).toBe(409);
    expect(los.json.message).toContain('Uitstroombestemming "Arbeid" kan niet worden losgekoppeld');
    expect(await links(2)).toEqual([2, 3]);
    expect(await db.leerroute.count({ where: { leerroutepakketId: pakketId, nummer: 2 } })).toBe(1);
    expect(await db.leerroutetraject.count({ where: { leerroutepakketId: pakketId, leerrouteNummer: 2 } })).toBe(1);
    expect(await db.leerroutepakketfase.count({ where: { leerroutepakketId: pakketId, leerrouteNummer: 2 } })).toBe(2);

    // Without the pupil and the perspective only the filled phase still blocks.
    await db.ontwikkelingsperspectief.delete({ where: { administratieNr_id: { administratieNr: a, id: opp.id } } });
    await db.leerlingLeerroute.deleteMany({ where: { leerlingId: leerling.id } });
    const cel = await del(`/Leerroutes/Delete/${pakketId}/2`);
    expect(cel.status).toBe(409);
    expect(cel.json.message).toBe('Leerroute "Leerroute B" kan niet worden verwijderd: er hangen nog 1 gevulde fase (met indicatoren of lessen) aan.');
    expect(await db.leerroutepakketfaseIndicator.count({ where: { leerroutepakketId: pakketId, leerrouteNummer: 2 } })).toBe(1);
  });

  it("deletes a free route with its trajectories, steps, destination links and empty cells; the destinations stay", async () => {
    await db.leerroutepakketfaseIndicator.deleteMany({ where: { leerroutepakketId: pakketId, leerrouteNummer: 2 } });
    const res = await del(`/Leerroutes/Delete/${pakketId}/2`);
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ leerroutepakketId: pakketId, nummer: 2, verwijderd: true });
    const where = { leerroutepakketId: pakketId, leerrouteNummer: 2 };
    expect(await db.leerroute.count({ where: { leerroutepakketId: pakketId, nummer: 2 } })).toBe(0);
    expect(await db.leerroutetraject.count({ where })).toBe(0);
    expect(await db.leerroutetrajectFase.count({ where })).toBe(0);
    expect(await db.leerrouteUitstroombestemming.count({ where })).toBe(0);
    expect(await db.leerroutepakketfase.count({ where })).toBe(0);
    expect(await db.uitstroombestemming.count({ where: { leerroutepakketId: pakketId } })).toBe(4);
    expect((await get(`/Leerroutes/Leerroutepakket/${pakketId}`)).json.map((l: { nummer: number }) => l.nummer)).toEqual([1]);
    expect((await del(`/Leerroutes/Delete/${pakketId}/2`)).status).toBe(404);
    // Route 1 kept its trajectory and links.
    expect(await db.leerroutetraject.count({ where: { leerroutepakketId: pakketId, leerrouteNummer: 1 } })).toBe(1);
    expect(await links(1)).toEqual([2, 4]);
  });
});
