import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { Bits, Combinations, Functiegebied } from "@/lib/permissions/constants";
import { schooljaarGrenzen } from "@/lib/schooljaar";
import { call, makeTenant, makeUser } from "./helpers";

const F = Functiegebied;
type Tenant = Awaited<ReturnType<typeof makeTenant>>;
type User = Awaited<ReturnType<typeof makeUser>>;

let eigenaar: Tenant; // owns the packages, Leerroutepakketten manage
let lezer: User; // same administration, no manage right
let zuster: Tenant; // another administration of the same klantId, with manage
let vreemd: Tenant; // another klantId, with manage

const manage = { [F.Leerroutepakketten]: Bits.Manage, [F.Leerlingen]: Combinations.Read };

beforeAll(async () => {
  eigenaar = await makeTenant({ permissies: manage });
  const leesRol = await db.rol.create({ data: { administratieNr: eigenaar.administratieNr, naam: "Lezer" } });
  await db.rolPermissie.create({ data: { administratieNr: eigenaar.administratieNr, rolId: leesRol.id, functiegebied: F.Leerlingen, bits: Combinations.Read } });
  lezer = await makeUser(eigenaar.administratieNr, leesRol.id);
  zuster = await makeTenant({ permissies: manage });
  await db.administratie.update({ where: { administratieNr: zuster.administratieNr }, data: { klantId: eigenaar.administratieNr } });
  vreemd = await makeTenant({ permissies: manage });
});

const q = (t: Tenant = eigenaar) => ({ administratieNr: t.administratieNr });
const as = (t: Tenant = eigenaar) => ({ query: q(t), cookie: t.user.cookie });

async function post(path: string, body: unknown, t: Tenant | { tenant: Tenant; cookie: string } = eigenaar) {
  const opts = "tenant" in t ? { query: q(t.tenant), cookie: t.cookie } : as(t);
  return call("POST", `/api${path}`, { ...opts, body });
}

/** A package with 2 domains, 3 levels, 3 competencies and a few indicators, made through the API. */
async function maakPakket(naam: string) {
  const p = await post("/Leerroutepakketten/Add", { naam, omschrijving: "Test" });
  expect(p.status).toBe(200);
  const id: number = p.json.id;
  const d1 = (await post("/Domeinen/Add", { leerroutepakketId: id, naam: "Rekenen", code: "RW" })).json;
  const d2 = (await post("/Domeinen/Add", { leerroutepakketId: id, naam: "Taal", code: "NT" })).json;
  const n1 = (await post("/Niveaus/add", { leerroutepakketId: id, waarde: "1", label: "Niveau 1" })).json;
  const n2 = (await post("/Niveaus/add", { leerroutepakketId: id, waarde: "2", label: "Niveau 2" })).json;
  const n3 = (await post("/Niveaus/add", { leerroutepakketId: id, waarde: "3", label: "Niveau 3" })).json;
  const c1 = (await post("/Competenties/Add", { leerroutepakketId: id, domeinId: d1.id, naam: "Tellen" })).json;
  const c2 = (await post("/Competenties/Add", { leerroutepakketId: id, domeinId: d1.id, naam: "Meten" })).json;
  const c3 = (await post("/Competenties/Add", { leerroutepakketId: id, domeinId: d1.id, naam: "Tijd" })).json;
  const c4 = (await post("/Competenties/Add", { leerroutepakketId: id, domeinId: d2.id, naam: "Lezen" })).json;
  const ind = await post("/Indicatoren/Add", { leerroutepakketId: id, competentieId: c1.id, niveauNummer: n1.nummer, namen: ["Telt tot 10", "Telt tot 20", "Telt terug"] });
  expect(ind.status).toBe(200);
  return { id, d1, d2, n1, n2, n3, c1, c2, c3, c4, indicatoren: ind.json.indicatoren as { id: number; naam: string }[] };
}

describe("Leerroutepakketten", () => {
  let pk: Awaited<ReturnType<typeof maakPakket>>;
  beforeAll(async () => {
    pk = await maakPakket("Zebra-pakket");
    await maakPakket("Appel-pakket");
  });

  it("lists own packages sorted by name with counts, and details say who may manage", async () => {
    const list = await call("GET", "/api/Leerroutepakketten", as());
    expect(list.status).toBe(200);
    expect(list.json.map((p: { naam: string }) => p.naam)).toEqual(["Appel-pakket", "Zebra-pakket"]);
    const zebra = list.json[1];
    expect(zebra).toMatchObject({ id: pk.id, eigen: true, gepubliceerd: false, beheerbaar: true, actief: true, aantallen: { domeinen: 2, competenties: 4, niveaus: 3, indicatoren: 3 } });
    const zoek = await call("GET", "/api/Leerroutepakketten", { ...as(), query: { ...q(), zoek: "zebra" } });
    expect(zoek.json.map((p: { naam: string }) => p.naam)).toEqual(["Zebra-pakket"]);
    const actief = await call("GET", "/api/Leerroutepakketten/Actief", as());
    expect(actief.json).toHaveLength(2);
    const lees = await call("GET", `/api/Leerroutepakketten/details/${pk.id}`, { query: q(), cookie: lezer.cookie });
    expect(lees.status).toBe(200);
    expect(lees.json).toMatchObject({ naam: "Zebra-pakket", beheerbaar: false });
  });

  it("answers 404 for a package of another klantId and for unpublished packages of a sister administration", async () => {
    for (const t of [vreemd, zuster]) {
      expect((await call("GET", `/api/Leerroutepakketten/details/${pk.id}`, as(t))).status).toBe(404);
      expect((await call("GET", `/api/Niveaus/stroomplan/${pk.id}`, as(t))).status).toBe(404);
      expect((await call("GET", `/api/Competenties/Leerroutepakket/${pk.id}`, as(t))).status).toBe(404);
      expect((await post("/Domeinen/Add", { leerroutepakketId: pk.id, naam: "Inbraak" }, t)).status).toBe(404);
      expect((await call("GET", "/api/Leerroutepakketten", as(t))).json).toEqual([]);
    }
    expect(await db.domein.count({ where: { leerroutepakketId: pk.id, naam: "Inbraak" } })).toBe(0);
  });

  it("refuses writes without the manage right with 403 and writes nothing", async () => {
    const lz = { tenant: eigenaar, cookie: lezer.cookie };
    const calls: [string, unknown][] = [
      ["/Leerroutepakketten/Add", { naam: "Mag niet" }],
      ["/Leerroutepakketten/Edit", { id: pk.id, naam: "Mag niet" }],
      ["/Leerroutepakketten/Publish", { id: pk.id }],
      ["/Domeinen/Add", { leerroutepakketId: pk.id, naam: "Mag niet" }],
      ["/Niveaus/add", { leerroutepakketId: pk.id, waarde: "9", label: "Mag niet" }],
      ["/Competenties/Add", { leerroutepakketId: pk.id, domeinId: pk.d1.id, naam: "Mag niet" }],
      ["/Competenties/reorganize", { leerroutepakketId: pk.id, domeinId: pk.d1.id, ids: [pk.c3.id, pk.c2.id, pk.c1.id] }],
      ["/Indicatoren/Add", { leerroutepakketId: pk.id, competentieId: pk.c1.id, niveauNummer: pk.n1.nummer, naam: "Mag niet" }],
      ["/Competentieniveaus/Add", { leerroutepakketId: pk.id, competentieId: pk.c2.id, niveauNummer: pk.n2.nummer }],
    ];
    for (const [path, body] of calls) {
      const res = await post(path, body, lz);
      expect(res.status, path).toBe(403);
    }
    for (const path of [`/api/Leerroutepakketten/Delete/${pk.id}`, `/api/Domeinen/Delete/${pk.id}/${pk.d2.id}`, `/api/Indicatoren/Delete/${pk.indicatoren[0]!.id}/${pk.id}`]) {
      expect((await call("DELETE", path, { query: q(), cookie: lezer.cookie })).status, path).toBe(403);
    }
    const pakket = await db.leerroutepakket.findUniqueOrThrow({ where: { id: pk.id } });
    expect(pakket).toMatchObject({ naam: "Zebra-pakket", gepubliceerd: false });
    expect(await db.domein.count({ where: { leerroutepakketId: pk.id } })).toBe(2);
    expect(await db.indicator.count({ where: { leerroutepakketId: pk.id } })).toBe(3);
  });

  it("answers 400 naming the field for bad input and writes nothing", async () => {
    const leeg = await post("/Leerroutepakketten/Add", { naam: "  " });
    expect(leeg.status).toBe(400);
    expect(leeg.json.issues[0].path).toBe("body.naam");
    const geenId = await post("/Domeinen/Add", { leerroutepakketId: "x", naam: "Y" });
    expect(geenId.status).toBe(400);
    expect(geenId.json.issues[0].path).toBe("body.leerroutepakketId");
    const vreemdDomein = await post("/Competenties/Add", { leerroutepakketId: pk.id, domeinId: 999_999, naam: "X" });
    expect(vreemdDomein.status).toBe(400);
    expect(vreemdDomein.json.issues[0].path).toBe("body.domeinId");
    const geenNiveau = await post("/Indicatoren/Add", { leerroutepakketId: pk.id, competentieId: pk.c1.id, niveauNummer: 99, naam: "X" });
    expect(geenNiveau.status).toBe(400);
    expect(geenNiveau.json.issues[0].path).toBe("body.niveauNummer");
    const geenNaam = await post("/Indicatoren/Add", { leerroutepakketId: pk.id, competentieId: pk.c1.id, niveauNummer: pk.n1.nummer, namen: ["  "] });
    expect(geenNaam.status).toBe(400);
    const pad = await call("GET", `/api/Niveaus/details/${pk.id}/abc`, as());
    expect(pad.status).toBe(400);
    const dubbel = await post("/Leerroutepakketten/Add", { naam: "zebra-PAKKET" });
    expect(dubbel.status).toBe(409);
    expect(await db.leerroutepakket.count({ where: { administratieNr: eigenaar.administratieNr } })).toBe(2);
    expect(await db.indicator.count({ where: { leerroutepakketId: pk.id } })).toBe(3);
    expect(await db.competentie.count({ where: { leerroutepakketId: pk.id } })).toBe(4);
  });

  it("edits a package, a domain, a level, a competency, a cell and an indicator", async () => {
    const e = await post("/Leerroutepakketten/Edit", { id: pk.id, naam: "Zebra-pakket", omschrijving: "Nieuw" });
    expect(e.status).toBe(200);
    expect(e.json.omschrijving).toBe("Nieuw");
    expect((await post("/Domeinen/Edit", { leerroutepakketId: pk.id, id: pk.d2.id, naam: "Taal en lezen", code: "TL" })).json).toMatchObject({ naam: "Taal en lezen", code: "TL" });
    expect((await post("/Domeinen/Edit", { leerroutepakketId: pk.id, id: pk.d2.id, naam: "Rekenen" })).status).toBe(409);
    expect((await post("/Niveaus/edit", { leerroutepakketId: pk.id, nummer: pk.n3.nummer, waarde: "3", label: "Niveau drie" })).json.label).toBe("Niveau drie");
    expect((await post("/Niveaus/edit", { leerroutepakketId: pk.id, nummer: pk.n3.nummer, waarde: "1", label: "Dubbel" })).status).toBe(409);
    expect((await post("/Competenties/Edit", { leerroutepakketId: pk.id, id: pk.c4.id, naam: "Begrijpend lezen" })).json.naam).toBe("Begrijpend lezen");
    const cel = await post("/Competentieniveaus/Add", { leerroutepakketId: pk.id, competentieId: pk.c2.id, niveauNummer: pk.n2.nummer, omschrijving: "Meet in cm" });
    expect(cel.status).toBe(200);
    expect(cel.json).toMatchObject({ beschreven: true, omschrijving: "Meet in cm", indicatoren: [] });
    expect((await post("/Competentieniveaus/Add", { leerroutepakketId: pk.id, competentieId: pk.c2.id, niveauNummer: pk.n2.nummer })).status).toBe(409);
    expect((await post("/Competentieniveaus/Edit", { leerroutepakketId: pk.id, competentieId: pk.c2.id, niveauNummer: pk.n2.nummer, omschrijving: "Meet in mm" })).json.omschrijving).toBe("Meet in mm");
    expect((await post("/Competentieniveaus/Edit", { leerroutepakketId: pk.id, competentieId: pk.c3.id, niveauNummer: pk.n2.nummer, omschrijving: "x" })).status).toBe(404);
    const ind = await post("/Indicatoren/Edit", { leerroutepakketId: pk.id, id: pk.indicatoren[2]!.id, naam: "Telt terug vanaf 10", code: "T3" });
    expect(ind.json).toMatchObject({ naam: "Telt terug vanaf 10", code: "T3", competentieNaam: "Tellen", domeinNaam: "Rekenen", niveauLabel: "Niveau 1" });
  });

  it("serves every read with the ids as documented", async () => {
    const g = (path: string) => call("GET", `/api${path}`, as());
    const niveaus = await g(`/Niveaus/Leerroutepakket/${pk.id}`);
    expect(niveaus.json.map((n: { waarde: string }) => n.waarde)).toEqual(["1", "2", "3"]);
    expect(niveaus.json[0].aantalIndicatoren).toBe(3);
    expect((await g(`/Niveaus/details/${pk.id}/${pk.n2.nummer}`)).json).toMatchObject({ waarde: "2", label: "Niveau 2" });
    expect((await g(`/Niveaus/details/${pk.id}/99`)).status).toBe(404);
    expect((await g(`/Domeinen/Dropdown/${pk.id}`)).json.map((d: { naam: string }) => d.naam)).toEqual(["Rekenen", "Taal en lezen"]);
    const dd = await g(`/Domeinen/details/${pk.id}/${pk.d1.id}`);
    expect(dd.json.competenties.map((c: { naam: string }) => c.naam)).toEqual(["Tellen", "Meten", "Tijd"]);
    const di = await g(`/Domeinen/Indicatoren/${pk.id}/${pk.d1.id}`);
    expect(di.json.competenties[0].niveaus[0].indicatoren).toHaveLength(3);
    expect((await g(`/Leerroutepakketten/Domeinen/${pk.id}`)).json[0]).toMatchObject({ naam: "Rekenen", aantalCompetenties: 3, aantalIndicatoren: 3 });
    expect((await g(`/Leerroutepakketten/competenties/${pk.id}/${pk.d2.id}`)).json.map((c: { naam: string }) => c.naam)).toEqual(["Begrijpend lezen"]);
    const nbc = await g(`/Leerroutepakketten/NiveausByCompetenties/${pk.id}/${pk.c1.id}`);
    expect(nbc.json.map((n: { niveauNummer: number }) => n.niveauNummer)).toEqual([pk.n1.nummer]);
    const comps = await g(`/Competenties/Leerroutepakket/${pk.id}`);
    expect(comps.json.map((c: { naam: string }) => c.naam)).toEqual(["Tellen", "Meten", "Tijd", "Begrijpend lezen"]);
    const cd = await g(`/Competenties/details/${pk.id}/${pk.c1.id}`);
    expect(cd.json.niveaus.map((n: { aantalIndicatoren: number }) => n.aantalIndicatoren)).toEqual([3, 0, 0]);
    const cn = await g(`/Competentieniveaus/competentie/${pk.id}/${pk.c2.id}`);
    expect(cn.json.map((n: { beschreven: boolean }) => n.beschreven)).toEqual([false, true, false]);
    const cnd = await g(`/Competentieniveaus/details/${pk.id}/${pk.c1.id}/${pk.n1.nummer}`);
    expect(cnd.json.indicatoren.map((i: { naam: string }) => i.naam)).toEqual(["Telt tot 10", "Telt tot 20", "Telt terug vanaf 10"]);
    const lijst = await g(`/Indicatoren/CompetentieNiveau/${pk.id}/${pk.c1.id}/${pk.n1.nummer}`);
    expect(lijst.json).toHaveLength(3);
    const id0 = pk.indicatoren[0]!.id;
    expect((await g(`/Indicatoren/Details/${id0}/${pk.id}?leerroutepakketId=${pk.id}`)).status).toBe(200);
    const det = await call("GET", `/api/Indicatoren/Details/${id0}/${pk.id}`, { ...as(), query: { ...q(), leerroutepakketId: pk.id } });
    expect(det.json).toMatchObject({ id: id0, naam: "Telt tot 10", competentieId: pk.c1.id });
    const mis = await call("GET", `/api/Indicatoren/Details/${id0}/${pk.id}`, { ...as(), query: { ...q(), leerroutepakketId: pk.id + 1 } });
    expect(mis.status).toBe(400);
    // An id of another package answers 404 even when the package itself is visible.
    const ander = (await call("GET", "/api/Leerroutepakketten", as())).json.find((p: { naam: string }) => p.naam === "Appel-pakket").id;
    expect((await g(`/Indicatoren/Details/${id0}/${ander}`)).status).toBe(404);
    expect((await g(`/Domeinen/details/${ander}/${pk.d1.id}`)).status).toBe(404);
  });

  it("answers the stroomplan: levels × competencies per domain with indicator counts per cell", async () => {
    const s = await call("GET", `/api/Niveaus/stroomplan/${pk.id}`, as());
    expect(s.status).toBe(200);
    expect(s.json.niveaus.map((n: { nummer: number }) => n.nummer)).toEqual([pk.n1.nummer, pk.n2.nummer, pk.n3.nummer]);
    expect(s.json.domeinen.map((d: { naam: string }) => d.naam)).toEqual(["Rekenen", "Taal en lezen"]);
    const tellen = s.json.domeinen[0].competenties[0];
    expect(tellen.naam).toBe("Tellen");
    expect(tellen.cellen.map((c: { aantalIndicatoren: number }) => c.aantalIndicatoren)).toEqual([3, 0, 0]);
    const meten = s.json.domeinen[0].competenties[1];
    expect(meten.cellen[1]).toMatchObject({ beschreven: true, omschrijving: "Meet in mm", aantalIndicatoren: 0 });
    const een = await call("GET", `/api/Niveaus/stroomplan/${pk.id}`, { ...as(), query: { ...q(), domeinId: pk.d2.id } });
    expect(een.json.domeinen.map((d: { naam: string }) => d.naam)).toEqual(["Taal en lezen"]);
    expect((await call("GET", `/api/Niveaus/stroomplan/${pk.id}`, { ...as(), query: { ...q(), domeinId: 999_999 } })).status).toBe(404);
    expect((await call("GET", `/api/Niveaus/stroomplan/${pk.id}`, { ...as(), query: { ...q(), domeinId: "abc" } })).status).toBe(400);
  });

  it("reorders competencies, indicators and levels atomically and refuses a list that is not a permutation", async () => {
    const volgorde = async () => (await db.competentie.findMany({ where: { domeinId: pk.d1.id }, orderBy: { volgnummer: "asc" } })).map((c) => c.id);
    const voor = await volgorde();
    for (const ids of [[pk.c1.id, pk.c2.id], [pk.c1.id, pk.c1.id, pk.c2.id], [pk.c1.id, pk.c2.id, pk.c4.id], [pk.c1.id, pk.c2.id, pk.c3.id, pk.c4.id]]) {
      const bad = await post("/Competenties/reorganize", { leerroutepakketId: pk.id, domeinId: pk.d1.id, ids });
      expect(bad.status, JSON.stringify(ids)).toBe(400);
      expect(bad.json.issues[0].path).toBe("body.ids");
    }
    expect(await volgorde()).toEqual(voor);
    const ok = await post("/Competenties/reorganize", { leerroutepakketId: pk.id, domeinId: pk.d1.id, ids: [pk.c3.id, pk.c1.id, pk.c2.id] });
    expect(ok.status).toBe(200);
    expect(ok.json.map((c: { naam: string }) => c.naam)).toEqual(["Tijd", "Tellen", "Meten"]);
    expect(await volgorde()).toEqual([pk.c3.id, pk.c1.id, pk.c2.id]);

    const [i1, i2, i3] = pk.indicatoren.map((i) => i.id) as [number, number, number];
    const badInd = await post("/Indicatoren/reorganize", { leerroutepakketId: pk.id, competentieId: pk.c1.id, niveauNummer: pk.n1.nummer, ids: [i1, i2] });
    expect(badInd.status).toBe(400);
    const okInd = await post("/Indicatoren/reorganize", { leerroutepakketId: pk.id, competentieId: pk.c1.id, niveauNummer: pk.n1.nummer, ids: [i3, i1, i2] });
    expect(okInd.json.map((i: { id: number }) => i.id)).toEqual([i3, i1, i2]);

    const badNiv = await post("/Niveaus/Organize", { leerroutepakketId: pk.id, nummers: [pk.n1.nummer, pk.n2.nummer, 77] });
    expect(badNiv.status).toBe(400);
    expect((await db.niveau.findMany({ where: { leerroutepakketId: pk.id }, orderBy: { volgnummer: "asc" } })).map((n) => n.nummer)).toEqual([pk.n1.nummer, pk.n2.nummer, pk.n3.nummer]);
    const okNiv = await post("/Niveaus/Organize", { leerroutepakketId: pk.id, nummers: [pk.n2.nummer, pk.n1.nummer, pk.n3.nummer] });
    expect(okNiv.json.map((n: { nummer: number }) => n.nummer)).toEqual([pk.n2.nummer, pk.n1.nummer, pk.n3.nummer]);
    await post("/Niveaus/Organize", { leerroutepakketId: pk.id, nummers: [pk.n1.nummer, pk.n2.nummer, pk.n3.nummer] });
  });

  it("answers the added indicators as a JSON file", async () => {
    const res = await post("/Indicatoren/Add", { leerroutepakketId: pk.id, competentieId: pk.c4.id, niveauNummer: pk.n2.nummer, naam: "Leest een zin", code: "L1" });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain(`indicatoren-${pk.id}-${pk.c4.id}-${pk.n2.nummer}.json`);
    expect(res.json.indicatoren).toEqual([expect.objectContaining({ naam: "Leest een zin", code: "L1", volgnummer: 1 })]);
    // The cell was described on the fly.
    expect(await db.competentieniveau.count({ where: { leerroutepakketId: pk.id, competentieId: pk.c4.id, niveauNummer: pk.n2.nummer } })).toBe(1);
  });

  it("publishes: a sister administration of the same klantId reads it but cannot change it; another klantId still gets 404", async () => {
    const pub = await post("/Leerroutepakketten/Publish", { id: pk.id });
    expect(pub.status).toBe(200);
    expect(pub.json.gepubliceerd).toBe(true);
    const zus = await call("GET", "/api/Leerroutepakketten", as(zuster));
    expect(zus.json.map((p: { naam: string }) => p.naam)).toEqual(["Zebra-pakket"]);
    expect(zus.json[0]).toMatchObject({ eigen: false, beheerbaar: false, gepubliceerd: true, actief: false });
    expect((await call("GET", `/api/Niveaus/stroomplan/${pk.id}`, as(zuster))).json.leerroutepakket.beheerbaar).toBe(false);
    expect((await call("GET", `/api/Competentieniveaus/details/${pk.id}/${pk.c1.id}/${pk.n1.nummer}`, as(zuster))).status).toBe(200);
    const schrijf = await post("/Domeinen/Add", { leerroutepakketId: pk.id, naam: "Van de zuster" }, zuster);
    expect(schrijf.status).toBe(403);
    expect(schrijf.json.message).toMatch(/alleen worden bekeken/);
    expect((await post("/Leerroutepakketten/Edit", { id: pk.id, naam: "Overgenomen" }, zuster)).status).toBe(403);
    expect((await call("DELETE", `/api/Leerroutepakketten/Delete/${pk.id}`, as(zuster))).status).toBe(403);
    expect((await post("/Leerroutepakketten/Publish", { id: pk.id, gepubliceerd: false }, zuster)).status).toBe(403);
    // The sister may take it in use (Actief) without changing it.
    const gebruik = await post("/Leerroutepakketten/Edit", { id: pk.id, naam: "Zebra-pakket", actief: true }, zuster);
    expect(gebruik.status).toBe(200);
    expect((await call("GET", "/api/Leerroutepakketten/Actief", as(zuster))).json.map((p: { id: number }) => p.id)).toEqual([pk.id]);
    expect((await call("GET", `/api/Leerroutepakketten/details/${pk.id}`, as(vreemd))).status).toBe(404);
    expect(await db.domein.count({ where: { leerroutepakketId: pk.id, naam: "Van de zuster" } })).toBe(0);
    // Withdrawing is refused while the sister uses it.
    const terug = await post("/Leerroutepakketten/Publish", { id: pk.id, gepubliceerd: false });
    expect(terug.status).toBe(409);
    expect(terug.json.message).toMatch(/1 andere administratie/);
  });
});

describe("Deleting refuses while evaluations or plans depend on the item", () => {
  let pk: Awaited<ReturnType<typeof maakPakket>>;
  let evalIndicator: number;
  beforeAll(async () => {
    pk = await maakPakket("Verwijder-pakket");
    const administratieNr = eigenaar.administratieNr;
    const { ingangsdatum, einddatum } = schooljaarGrenzen(eigenaar.schooljaar);
    await db.periode.create({ data: { administratieNr, schooljaar: eigenaar.schooljaar, nummer: 1, ingangsdatum, einddatum } });
    const leerling = await db.leerling.create({ data: { administratieNr, roepnaam: "Sam", achternaam: "Test", ingangsdatum } });
    const ind = pk.indicatoren[0]!;
    evalIndicator = ind.id;
    await db.evaluatie.create({
      data: { administratieNr, leerlingId: leerling.id, leerroutepakketId: pk.id, indicatorId: ind.id, schooljaar: eigenaar.schooljaar, periodeNummer: 1, competentieId: pk.c1.id, niveauNummer: pk.n1.nummer, score: 100, datum: ingangsdatum },
    });
    const plan = await db.onderwijsplan.create({ data: { administratieNr, soort: "Handelingsplan", schooljaar: eigenaar.schooljaar, periodeNummer: 1, leerroutepakketId: pk.id } });
    await db.onderwijsplanDoel.create({ data: { administratieNr, onderwijsplanId: plan.id, leerroutepakketId: pk.id, competentieId: pk.c1.id, niveauNummer: pk.n1.nummer, volgnummer: 1 } });
  });

  it("refuses the indicator, cell, competency, level, domain and package, saying which", async () => {
    const del = (path: string) => call("DELETE", `/api${path}`, as());
    const ind = await del(`/Indicatoren/Delete/${evalIndicator}/${pk.id}`);
    expect(ind.status).toBe(409);
    expect(ind.json.message).toMatch(/1 evaluatie/);
    const cel = await del(`/Competentieniveaus/Delete/${pk.id}/${pk.c1.id}/${pk.n1.nummer}`);
    expect(cel.status).toBe(409);
    expect(cel.json.message).toMatch(/1 evaluatie en 1 plandoel/);
    expect((await del(`/Competenties/Delete/${pk.id}/${pk.c1.id}`)).json.message).toMatch(/1 evaluatie en 1 plandoel/);
    expect((await del(`/Niveaus/Delete/${pk.id}/${pk.n1.nummer}`)).status).toBe(409);
    expect((await del(`/Domeinen/Delete/${pk.id}/${pk.d1.id}`)).status).toBe(409);
    const pakket = await del(`/Leerroutepakketten/Delete/${pk.id}`);
    expect(pakket.status).toBe(409);
    expect(pakket.json.message).toMatch(/1 evaluatie, 1 plan en 1 plandoel/);
    expect(await db.indicator.count({ where: { leerroutepakketId: pk.id } })).toBe(3);
    expect(await db.competentie.count({ where: { leerroutepakketId: pk.id } })).toBe(4);
  });

  it("deletes what nothing depends on, with its dependents", async () => {
    const del = (path: string) => call("DELETE", `/api${path}`, as());
    expect((await del(`/Indicatoren/Delete/${pk.indicatoren[1]!.id}/${pk.id}`)).status).toBe(200);
    expect((await del(`/Indicatoren/Delete/${pk.indicatoren[1]!.id}/${pk.id}`)).status).toBe(404);
    await post("/Indicatoren/Add", { leerroutepakketId: pk.id, competentieId: pk.c2.id, niveauNummer: pk.n3.nummer, naam: "Meet" });
    expect((await del(`/Competentieniveaus/Delete/${pk.id}/${pk.c2.id}/${pk.n3.nummer}`)).status).toBe(200);
    expect(await db.indicator.count({ where: { leerroutepakketId: pk.id, competentieId: pk.c2.id } })).toBe(0);
    expect((await del(`/Competenties/Delete/${pk.id}/${pk.c3.id}`)).status).toBe(200);
    await post("/Indicatoren/Add", { leerroutepakketId: pk.id, competentieId: pk.c4.id, niveauNummer: pk.n3.nummer, naam: "Leest" });
    expect((await del(`/Niveaus/Delete/${pk.id}/${pk.n3.nummer}`)).status).toBe(200);
    expect(await db.niveau.count({ where: { leerroutepakketId: pk.id } })).toBe(2);
    expect((await del(`/Domeinen/Delete/${pk.id}/${pk.d2.id}`)).status).toBe(200);
    expect(await db.competentie.count({ where: { leerroutepakketId: pk.id, domeinId: pk.d2.id } })).toBe(0);
    // Once the evaluation and the plan are gone the package itself can go.
    await db.evaluatie.deleteMany({ where: { leerroutepakketId: pk.id } });
    await db.onderwijsplan.deleteMany({ where: { leerroutepakketId: pk.id } });
    expect((await del(`/Leerroutepakketten/Delete/${pk.id}`)).status).toBe(200);
    expect(await db.leerroutepakket.count({ where: { id: pk.id } })).toBe(0);
    expect(await db.indicator.count({ where: { leerroutepakketId: pk.id } })).toBe(0);
  });
});
