import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { call } from "./helpers";
import { leesXlsx, maakLeerling, pupilTenant, upload } from "./leerlingen-setup";

let t: Awaited<ReturnType<typeof pupilTenant>>;
let other: Awaited<ReturnType<typeof pupilTenant>>;
let otherPupil: { id: number };
const q = (extra: Record<string, string | number> = {}) => ({ administratieNr: t.administratieNr, ...extra });
const tel = () => db.leerling.count({ where: { administratieNr: t.administratieNr } });

beforeAll(async () => {
  t = await pupilTenant();
  other = await pupilTenant();
  otherPupil = await maakLeerling(other.administratieNr, { roepnaam: "Vreemd", achternaam: "Ander" }, 1);
  const rows = Array.from({ length: 30 }, (_, i) => ({ roepnaam: `Kind${String(i).padStart(2, "0")}`, achternaam: i % 2 ? "Jansen" : "Bakker" }));
  for (const r of rows) await maakLeerling(t.administratieNr, r, 1);
  await maakLeerling(t.administratieNr, { roepnaam: "Zoë", achternaam: "Vestiging-twee" }, 2);
  await maakLeerling(t.administratieNr, { roepnaam: "Zonder", achternaam: "Klas" });
});

describe("Leerlingen lists", () => {
  it("pages, sorts and searches the Actief list on the server", async () => {
    const p1 = await call("GET", `/api/Leerlingen/ActieveLeerlingen/${t.schooljaar}/0`, { query: q({ page: 1, pageSize: 10 }), cookie: t.user.cookie });
    expect(p1.status).toBe(200);
    expect(p1.json.total).toBe(31);
    expect(p1.json.items).toHaveLength(10);
    expect(p1.json.items[0].achternaam).toBe("Bakker");
    expect(p1.json.items[0].groepen[0].naam).toBe("Groep 5");
    expect(p1.json.items[0].leeftijd).toMatch(/^\d+,\d+$/);
    const p4 = await call("GET", `/api/Leerlingen/ActieveLeerlingen/${t.schooljaar}/0`, { query: q({ page: 4, pageSize: 10, sort: "-achternaam" }), cookie: t.user.cookie });
    expect(p4.json.items).toHaveLength(1);
    expect(p4.json.items[0].achternaam).toBe("Bakker");
    const zoek = await call("GET", `/api/Leerlingen/ActieveLeerlingen/${t.schooljaar}/0`, { query: q({ search: "kind03 jans" }), cookie: t.user.cookie });
    expect(zoek.json.items.map((l: { naam: string }) => l.naam)).toEqual(["Kind03 Jansen"]);
    // As the list writes a name, "Achternaam, Roepnaam"; % and _ are letters, not wildcards.
    const zoals = await call("GET", `/api/Leerlingen/ActieveLeerlingen/${t.schooljaar}/0`, { query: q({ search: "Jansen, Kind03" }), cookie: t.user.cookie });
    expect(zoals.json.items.map((l: { naam: string }) => l.naam)).toEqual(["Kind03 Jansen"]);
    for (const wild of ["%", "_", "%an%"]) {
      const w = await call("GET", `/api/Leerlingen/ActieveLeerlingen/${t.schooljaar}/0`, { query: q({ search: wild }), cookie: t.user.cookie });
      expect(w.json.total, wild).toBe(0);
    }
    const v2 = await call("GET", `/api/Leerlingen/ActieveLeerlingen/${t.schooljaar}/2`, { query: q(), cookie: t.user.cookie });
    expect(v2.json.items.map((l: { roepnaam: string }) => l.roepnaam)).toEqual(["Zoë"]);
    const bad = await call("GET", `/api/Leerlingen/ActieveLeerlingen/${t.schooljaar}/0`, { query: q({ pageSize: 500 }), cookie: t.user.cookie });
    expect(bad.status).toBe(400);
    expect(bad.json.issues[0].path).toMatch(/pageSize/);
    const sort = await call("GET", `/api/Leerlingen/ActieveLeerlingen/${t.schooljaar}/0`, { query: q({ sort: "bsn" }), cookie: t.user.cookie });
    expect(sort.status).toBe(400);
  });

  it("Eigen shows only the teacher's group; Alle/Actief are refused to a class teacher", async () => {
    await maakLeerling(t.administratieNr, { roepnaam: "Alleen", achternaam: "Leesgroep" }, 3);
    const eigen = await call("GET", `/api/Leerlingen/Eigenleerlingen/${t.schooljaar}`, { query: q({ pageSize: 200 }), cookie: t.leerkracht.cookie });
    expect(eigen.status).toBe(200);
    expect(eigen.json.total).toBe(30);
    expect(eigen.json.items.every((l: { groepen: { nr: number }[] }) => l.groepen.some((g) => g.nr === 1))).toBe(true);
    const alle = await call("GET", `/api/Leerlingen/ActieveLeerlingen/${t.schooljaar}/0`, { query: q({ filter: "Alle" }), cookie: t.leerkracht.cookie });
    expect(alle.status).toBe(403);
    const groep = await call("GET", `/api/Leerlingen/ActieveLeerlingenGroep/${t.schooljaar}/1`, { query: q({ pageSize: 5 }), cookie: t.leerkracht.cookie });
    expect(groep.status).toBe(200);
    expect(groep.json.total).toBe(30);
    const vreemd = await call("GET", `/api/Leerlingen/ActieveLeerlingenGroep/${t.schooljaar}/2`, { query: q(), cookie: t.leerkracht.cookie });
    expect(vreemd.status).toBe(403);
    const geen = await call("GET", `/api/Leerlingen/Eigenleerlingen/${t.schooljaar}`, { query: q(), cookie: t.zonder.cookie });
    expect(geen.status).toBe(403);
  });

  it("GeenKlastoewijzing and InactieveLeerlingen", async () => {
    const geen = await call("GET", `/api/Leerlingen/GeenKlastoewijzing/${t.schooljaar}`, { query: q(), cookie: t.user.cookie });
    expect(geen.status).toBe(200);
    const namen = geen.json.items.map((l: { naam: string }) => l.naam);
    expect(namen).toContain("Zonder Klas");
    expect(namen).toContain("Alleen Leesgroep");
    expect(namen).not.toContain("Kind00 Bakker");
    const weg = await maakLeerling(t.administratieNr, { roepnaam: "Oud", achternaam: "Leerling" });
    await db.leerling.update({ where: { administratieNr_id: { administratieNr: t.administratieNr, id: weg.id } }, data: { einddatum: new Date("2020-07-31T00:00:00Z") } });
    const inactief = await call("GET", `/api/Leerlingen/InactieveLeerlingen/${t.schooljaar}`, { query: q(), cookie: t.user.cookie });
    expect(inactief.json.items.map((l: { naam: string }) => l.naam)).toEqual(["Oud Leerling"]);
    expect(inactief.json.items[0].actief).toBe(false);
    const leerkracht = await call("GET", `/api/Leerlingen/InactieveLeerlingen/${t.schooljaar}`, { query: q(), cookie: t.leerkracht.cookie });
    expect(leerkracht.status).toBe(403);
    const onbekendJaar = await call("GET", `/api/Leerlingen/GeenKlastoewijzing/1990-1991`, { query: q(), cookie: t.user.cookie });
    expect(onbekendJaar.status).toBe(404);
  });

  it("another administration: 404 for its number and for its pupil's id", async () => {
    const adm = await call("GET", `/api/Leerlingen/Eigenleerlingen/${t.schooljaar}`, { query: { administratieNr: other.administratieNr }, cookie: t.user.cookie });
    expect(adm.status).toBe(404);
    const id = await call("GET", `/api/Leerlingen/Details/${t.administratieNr}/${otherPupil.id}`, { query: q(), cookie: t.user.cookie });
    expect(id.status).toBe(404);
    const deps = await call("GET", `/api/Leerlingen/Dependencies/${otherPupil.id}`, { query: q(), cookie: t.user.cookie });
    expect(deps.status).toBe(404);
    const del = await call("DELETE", `/api/Leerlingen/Delete/${otherPupil.id}`, { query: q(), cookie: t.user.cookie });
    expect(del.status).toBe(404);
    expect(await db.leerling.count({ where: { administratieNr: other.administratieNr, id: otherPupil.id } })).toBe(1);
  });
});

describe("Leerlingen details, add, edit, delete", () => {
  it("adds a pupil into a group, shows details with tabs, edits it", async () => {
    const voor = await tel();
    const res = await call("POST", "/api/Leerlingen/Add", {
      query: q(),
      cookie: t.leerkracht.cookie,
      body: { roepnaam: "Noor", tussenvoegsel: "van", achternaam: "Dam", geboortedatum: "2016-05-01", geslacht: 2, ingangsdatum: t.start, groepNr: 1 },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ naam: "Noor van Dam", geslacht: 2, einddatum: "9999-12-31", actief: true, magBewerken: true });
    expect(res.json.groepen.map((g: { nr: number }) => g.nr)).toEqual([1]);
    expect(res.json.tabs).toEqual(["schoolloopbaan"]);
    expect(await tel()).toBe(voor + 1);
    const beheer = await call("GET", `/api/Leerlingen/Details/${t.administratieNr}/${res.json.id}`, { query: q(), cookie: t.user.cookie });
    expect(beheer.json.tabs).toEqual(["notities", "schoolloopbaan"]);
    const edit = await call("POST", `/api/Leerlingen/Edit/${res.json.id}`, { query: q(), cookie: t.leerkracht.cookie, body: { roepnaam: "Noortje", achternaam: "Dam", ingangsdatum: t.start, geslacht: 2 } });
    expect(edit.status).toBe(200);
    expect(edit.json.naam).toBe("Noortje Dam");
  });

  it("warns before adding the same pupil twice (name and birth date), and adds on ookAlsDubbel", async () => {
    const body = { roepnaam: "Sem", achternaam: "Tweemaal", geboortedatum: "2016-02-03", ingangsdatum: t.start, groepNr: 1 };
    const eerste = await call("POST", "/api/Leerlingen/Add", { query: q(), cookie: t.user.cookie, body });
    expect(eerste.status).toBe(200);
    const voor = await tel();
    const tweede = await call("POST", "/api/Leerlingen/Add", { query: q(), cookie: t.user.cookie, body: { ...body, roepnaam: " sem ", achternaam: "TWEEMAAL" } });
    expect(tweede).toMatchObject({ status: 409, json: { error: "CONFLICT", issues: [{ path: "body.ookAlsDubbel" }] } });
    expect(tweede.json.message).toMatch(/Sem Tweemaal.*03-02-2016/);
    expect(await tel()).toBe(voor);
    // Another birth date is another child; with ookAlsDubbel the same one is added anyway.
    expect((await call("POST", "/api/Leerlingen/Add", { query: q(), cookie: t.user.cookie, body: { ...body, geboortedatum: "2016-02-04" } })).status).toBe(200);
    expect((await call("POST", "/api/Leerlingen/Add", { query: q(), cookie: t.user.cookie, body: { ...body, ookAlsDubbel: true } })).status).toBe(200);
    expect(await tel()).toBe(voor + 2);
    // Another administration's pupil with the same name and date is no duplicate here.
    expect((await call("POST", "/api/Leerlingen/Add", { query: { administratieNr: other.administratieNr }, cookie: other.user.cookie, body: { ...body, groepNr: undefined } })).status).not.toBe(409);
  });

  it("refuses bad input with 400 naming the field, and writes nothing", async () => {
    const voor = await tel();
    const geenNaam = await call("POST", "/api/Leerlingen/Add", { query: q(), cookie: t.user.cookie, body: { roepnaam: "X", achternaam: " ", ingangsdatum: t.start } });
    expect(geenNaam.status).toBe(400);
    expect(geenNaam.json.issues[0].path).toBe("body.achternaam");
    const datums = await call("POST", "/api/Leerlingen/Add", { query: q(), cookie: t.user.cookie, body: { roepnaam: "X", achternaam: "Y", ingangsdatum: "2025-09-01", einddatum: "2025-08-01" } });
    expect(datums.status).toBe(400);
    expect(datums.json.issues[0].path).toBe("body.einddatum");
    const groep = await call("POST", "/api/Leerlingen/Add", { query: q(), cookie: t.user.cookie, body: { roepnaam: "X", achternaam: "Y", ingangsdatum: t.start, groepNr: 999 } });
    expect(groep.status).toBe(400);
    expect(groep.json.issues[0].path).toBe("body.groepNr");
    expect(await tel()).toBe(voor);
  });

  it("403: no pupil rights, or a teacher writing outside the own group", async () => {
    const voor = await tel();
    const zonder = await call("POST", "/api/Leerlingen/Add", { query: q(), cookie: t.zonder.cookie, body: { roepnaam: "X", achternaam: "Y", ingangsdatum: t.start } });
    expect(zonder.status).toBe(403);
    const andereGroep = await call("POST", "/api/Leerlingen/Add", { query: q(), cookie: t.leerkracht.cookie, body: { roepnaam: "X", achternaam: "Y", ingangsdatum: t.start, groepNr: 2 } });
    expect(andereGroep.status).toBe(403);
    expect(await tel()).toBe(voor);
    const zoe = await db.leerling.findFirstOrThrow({ where: { administratieNr: t.administratieNr, roepnaam: "Zoë" } });
    const lees = await call("GET", `/api/Leerlingen/Details/${t.administratieNr}/${zoe.id}`, { query: q(), cookie: t.leerkracht.cookie });
    expect(lees.status).toBe(403);
    const edit = await call("POST", `/api/Leerlingen/Edit/${zoe.id}`, { query: q(), cookie: t.leerkracht.cookie, body: { roepnaam: "Gewijzigd", achternaam: "Y", ingangsdatum: t.start } });
    expect(edit.status).toBe(403);
    expect((await db.leerling.findUniqueOrThrow({ where: { administratieNr_id: { administratieNr: t.administratieNr, id: zoe.id } } })).roepnaam).toBe("Zoë");
  });

  it("lists dependencies and refuses to delete while they exist; deletes a free pupil", async () => {
    const kind = await db.leerling.findFirstOrThrow({ where: { administratieNr: t.administratieNr, roepnaam: "Kind00" } });
    await db.schoolloopbaan.create({ data: { administratieNr: t.administratieNr, leerlingId: kind.id, schooljaar: t.schooljaar, ingangsdatum: new Date(`${t.start}T00:00:00Z`), einddatum: new Date(`${t.eind}T00:00:00Z`) } });
    const deps = await call("GET", `/api/Leerlingen/Dependencies/${kind.id}`, { query: q(), cookie: t.user.cookie });
    expect(deps.status).toBe(200);
    expect(deps.json.items).toEqual([
      { soort: "toewijzingen", omschrijving: "groepstoewijzingen", aantal: 1 },
      { soort: "schoolloopbaan", omschrijving: "schoolloopbaanregels", aantal: 1 },
    ]);
    const del = await call("DELETE", `/api/Leerlingen/Delete/${kind.id}`, { query: q(), cookie: t.user.cookie });
    expect(del.status).toBe(409);
    expect(del.json.message).toContain("1 groepstoewijzingen, 1 schoolloopbaanregels");
    expect(await db.leerling.count({ where: { administratieNr: t.administratieNr, id: kind.id } })).toBe(1);
    const vrij = await maakLeerling(t.administratieNr, { roepnaam: "Weg", achternaam: "Ermee" });
    const leerkracht = await call("DELETE", `/api/Leerlingen/Delete/${vrij.id}`, { query: q(), cookie: t.leerkracht.cookie });
    expect(leerkracht.status).toBe(403);
    const ok = await call("DELETE", `/api/Leerlingen/Delete/${vrij.id}`, { query: q(), cookie: t.user.cookie });
    expect(ok.status).toBe(200);
    expect(await db.leerling.count({ where: { administratieNr: t.administratieNr, id: vrij.id } })).toBe(0);
  });
});

describe("Leerlingen samenvoegen", () => {
  it("moves every dependent row to the kept pupil in one transaction and deletes the other", async () => {
    const { administratieNr } = t;
    const houden = await maakLeerling(administratieNr, { roepnaam: "Sam", achternaam: "Dubbel" }, 2);
    const weg = await maakLeerling(administratieNr, { roepnaam: "Samuel", achternaam: "Dubbel" }, 3);
    await db.leerling.update({ where: { administratieNr_id: { administratieNr, id: weg.id } }, data: { externeSleutel: "K-77" } });
    const jaar = { schooljaar: t.schooljaar, ingangsdatum: new Date(`${t.start}T00:00:00Z`), einddatum: new Date(`${t.eind}T00:00:00Z`) };
    await db.schoolloopbaan.create({ data: { administratieNr, leerlingId: houden.id, ...jaar, opmerking: "blijft" } });
    await db.schoolloopbaan.create({ data: { administratieNr, leerlingId: weg.id, ...jaar, opmerking: "vervalt" } });
    const res = await call("POST", "/api/Leerlingen/Samenvoegen", { query: q(), cookie: t.user.cookie, body: { behoudenId: houden.id, samenvoegenId: weg.id } });
    expect(res.status).toBe(200);
    expect(res.json.verwijderdId).toBe(weg.id);
    expect(res.json.leerling.externeSleutel).toBe("K-77");
    expect(await db.leerling.count({ where: { administratieNr, id: weg.id } })).toBe(0);
    const groepen = await db.leerlingtoewijzing.findMany({ where: { administratieNr, leerlingId: houden.id }, orderBy: { groepNr: "asc" } });
    expect(groepen.map((g) => g.groepNr)).toEqual([2, 3]);
    const loopbaan = await db.schoolloopbaan.findMany({ where: { administratieNr, leerlingId: houden.id } });
    expect(loopbaan.map((l) => l.opmerking)).toEqual(["blijft"]);
  });

  it("refuses overlapping classes (409) and changes nothing; 400 for the same pupil twice", async () => {
    const { administratieNr } = t;
    const a = await maakLeerling(administratieNr, { roepnaam: "Anna", achternaam: "Botsing" }, 1);
    const b = await maakLeerling(administratieNr, { roepnaam: "Anne", achternaam: "Botsing" }, 2);
    const res = await call("POST", "/api/Leerlingen/Samenvoegen", { query: q(), cookie: t.user.cookie, body: { behoudenId: a.id, samenvoegenId: b.id } });
    expect(res.status).toBe(409);
    expect(res.json.message).toMatch(/groepstoewijzingen/);
    expect(await db.leerling.count({ where: { administratieNr, id: b.id } })).toBe(1);
    expect(await db.leerlingtoewijzing.count({ where: { administratieNr, leerlingId: b.id } })).toBe(1);
    const zelf = await call("POST", "/api/Leerlingen/Samenvoegen", { query: q(), cookie: t.user.cookie, body: { behoudenId: a.id, samenvoegenId: a.id } });
    expect(zelf.status).toBe(400);
    const ander = await call("POST", "/api/Leerlingen/Samenvoegen", { query: q(), cookie: t.user.cookie, body: { behoudenId: a.id, samenvoegenId: otherPupil.id } });
    expect(ander.status).toBe(404);
    const zonder = await call("POST", "/api/Leerlingen/Samenvoegen", { query: q(), cookie: t.zonder.cookie, body: { behoudenId: a.id, samenvoegenId: b.id } });
    expect(zonder.status).toBe(403);
  });
});

describe("Leerlingen export and import", () => {
  it("exports the chosen list as a real xlsx", async () => {
    const res = await leesXlsx(`/api/Leerlingen/Export/${t.schooljaar}/actief`, { administratieNr: t.administratieNr, cookie: t.user.cookie, query: { vestiging: "2" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain(".xlsx");
    expect(res.rows[0]).toEqual(["Sleutel", "Roepnaam", "Voornamen", "Tussenvoegsel", "Achternaam", "Geboortedatum", "Leeftijd", "Geslacht", "Groep", "Ingangsdatum", "Einddatum"]);
    expect(res.rows.slice(1).map((r) => r[1])).toContain("Zoë");
    expect(res.rows.slice(1).every((r) => r[8]!.split(", ").includes("Groep 6"))).toBe(true);
    const bad = await leesXlsx(`/api/Leerlingen/Export/${t.schooljaar}/iedereen`, { administratieNr: t.administratieNr, cookie: t.user.cookie });
    expect(bad.status).toBe(400);
    const zonder = await leesXlsx(`/api/Leerlingen/Export/${t.schooljaar}/Alle`, { administratieNr: t.administratieNr, cookie: t.zonder.cookie });
    expect(zonder.status).toBe(403);
  });

  it("import: dry run shows per-row changes and errors; commit with an invalid row writes nothing", async () => {
    const { administratieNr } = t;
    await db.leerling.create({ data: { administratieNr, roepnaam: "Bestaand", achternaam: "Kind", externeSleutel: "S-1", ingangsdatum: new Date("2020-08-01T00:00:00Z") } });
    const csv = ["Sleutel;Roepnaam;Achternaam;Geboortedatum;Geslacht", "S-1;Bestaand;Kind-Nieuw;;", "S-2;Nieuw;Kind;01-02-2017;1", "S-3;;Zonder roepnaam;2017-13-01;7"].join("\n");
    const bestand = () => new File([csv], "leerlingen.csv", { type: "text/csv" });
    const voor = await tel();
    const preview = await upload("/api/Leerlingen/Import", administratieNr, t.user.cookie, { bestand: bestand() });
    expect(preview.status).toBe(200);
    expect(preview.json.opgeslagen).toBe(false);
    expect(preview.json.telling).toEqual({ nieuw: 1, gewijzigd: 1, ongewijzigd: 0, fout: 1 });
    expect(preview.json.rijen[0].wijzigingen).toEqual([{ veld: "achternaam", oud: "Kind", nieuw: "Kind-Nieuw" }]);
    expect(preview.json.rijen[2].fouten.map((f: { path: string }) => f.path)).toEqual(["rij 4.roepnaam", "rij 4.geslacht"]);
    const commit = await upload("/api/Leerlingen/Import", administratieNr, t.user.cookie, { bestand: bestand(), opslaan: "true" });
    expect(commit.status).toBe(400);
    expect(commit.json.message).toMatch(/niets geïmporteerd/);
    expect(await tel()).toBe(voor);
    expect((await db.leerling.findFirstOrThrow({ where: { administratieNr, externeSleutel: "S-1" } })).achternaam).toBe("Kind");

    const goed = csv.split("\n").slice(0, 3).join("\n");
    const ok = await upload("/api/Leerlingen/Import", administratieNr, t.user.cookie, { bestand: new File([goed], "leerlingen.csv", { type: "text/csv" }), opslaan: "true" });
    expect(ok.status).toBe(200);
    expect(ok.json).toMatchObject({ opgeslagen: true, telling: { nieuw: 1, gewijzigd: 1 } });
    expect(await tel()).toBe(voor + 1);
    const nieuw = await db.leerling.findFirstOrThrow({ where: { administratieNr, externeSleutel: "S-2" } });
    expect(nieuw.geboortedatum?.toISOString().slice(0, 10)).toBe("2017-02-01");
    expect((await db.leerling.findFirstOrThrow({ where: { administratieNr, externeSleutel: "S-1" } })).achternaam).toBe("Kind-Nieuw");
  });

  it("import reads xlsx too, and refuses a file that is not a spreadsheet or lacks columns", async () => {
    const ExcelJS = (await import("exceljs")).default;
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet("Leerlingen");
    ws.addRow(["Roepnaam", "Achternaam", "Sleutel"]);
    ws.addRow(["Xena", "Excel", "X-1"]);
    const buf = (await wb.xlsx.writeBuffer()) as ArrayBuffer;
    const res = await upload("/api/Leerlingen/Import", t.administratieNr, t.user.cookie, { bestand: new File([buf], "lijst.xlsx") });
    expect(res.status).toBe(200);
    expect(res.json.rijen[0]).toMatchObject({ actie: "nieuw", naam: "Xena Excel" });
    const kapot = await upload("/api/Leerlingen/Import", t.administratieNr, t.user.cookie, { bestand: new File(["geen excel"], "lijst.xlsx") });
    expect(kapot.status).toBe(400);
    expect(kapot.json.issues[0].path).toBe("body.bestand");
    const kolom = await upload("/api/Leerlingen/Import", t.administratieNr, t.user.cookie, { bestand: new File(["Naam\nPiet"], "lijst.csv", { type: "text/csv" }) });
    expect(kolom.status).toBe(400);
    expect(kolom.json.message).toMatch(/Roepnaam/);
    const leerkracht = await upload("/api/Leerlingen/Import", t.administratieNr, t.leerkracht.cookie, { bestand: new File([buf], "lijst.xlsx") });
    expect(leerkracht.status).toBe(403);
    expect(await db.leerling.count({ where: { administratieNr: t.administratieNr, externeSleutel: "X-1" } })).toBe(0);
  });
});

describe("merging and deleting need Leerlingen manage (spec §6)", () => {
  it("a teacher cannot merge or delete pupils, not even of the own group; nothing changes", async () => {
    const { administratieNr } = t;
    const a = await maakLeerling(administratieNr, { roepnaam: "Eigen", achternaam: "Eerste" }, 1);
    const b = await maakLeerling(administratieNr, { roepnaam: "Eigen", achternaam: "Tweede" }, 1);
    // The teacher may read and write them (own group)…
    expect((await call("GET", `/api/Leerlingen/Details/${administratieNr}/${a.id}`, { query: q(), cookie: t.leerkracht.cookie })).json.magBewerken).toBe(true);
    // …but merging and deleting are for Leerlingen manage.
    const merge = await call("POST", "/api/Leerlingen/Samenvoegen", { query: q(), cookie: t.leerkracht.cookie, body: { behoudenId: a.id, samenvoegenId: b.id } });
    expect(merge.status).toBe(403);
    const del = await call("DELETE", `/api/Leerlingen/Delete/${b.id}`, { query: q(), cookie: t.leerkracht.cookie });
    expect(del.status).toBe(403);
    expect(await db.leerling.count({ where: { administratieNr, id: { in: [a.id, b.id] } } })).toBe(2);
  });
});
