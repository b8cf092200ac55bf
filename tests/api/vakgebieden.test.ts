import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { Bits, Combinations, Functiegebied } from "@/lib/permissions/constants";
import { call, makeTenant, makeUser } from "./helpers";
import { makePakket, makePlan } from "./leerroute-fixtures";

let beheer: Awaited<ReturnType<typeof makeTenant>>;
let lezer: Awaited<ReturnType<typeof makeUser>>;
let other: Awaited<ReturnType<typeof makeTenant>>;
let pakket: Awaited<ReturnType<typeof makePakket>>;
let anderPakket: Awaited<ReturnType<typeof makePakket>>;
let otherHoofdNr: number;
let otherVakNr: number;

const q = () => ({ administratieNr: beheer.administratieNr });
const as = (cookie: string) => ({ query: q(), cookie });

beforeAll(async () => {
  beheer = await makeTenant({ permissies: { [Functiegebied.Leerroutepakketten]: Bits.Manage } });
  const leesRol = await db.rol.create({ data: { administratieNr: beheer.administratieNr, naam: "Lezer" } });
  await db.rolPermissie.create({ data: { administratieNr: beheer.administratieNr, rolId: leesRol.id, functiegebied: Functiegebied.Leerroutepakketten, bits: Combinations.Read } });
  lezer = await makeUser(beheer.administratieNr, leesRol.id);
  other = await makeTenant({ permissies: { [Functiegebied.Leerroutepakketten]: Bits.Manage } });
  pakket = await makePakket(beheer.administratieNr);
  anderPakket = await makePakket(other.administratieNr);
  otherHoofdNr = (await call("POST", "/api/Hoofdvakgebieden/Add", { query: { administratieNr: other.administratieNr }, cookie: other.user.cookie, body: { naam: "Ander" } })).json.nr;
  otherVakNr = (
    await call("POST", "/api/Vakgebieden/Add", { query: { administratieNr: other.administratieNr }, cookie: other.user.cookie, body: { naam: "Ander vak", hoofdvakgebiedNr: otherHoofdNr } })
  ).json.nr;
});

async function addHoofd(naam: string) {
  const res = await call("POST", "/api/Hoofdvakgebieden/Add", { ...as(beheer.user.cookie), body: { naam } });
  expect(res.status).toBe(200);
  return res.json.nr as number;
}
async function addVak(naam: string, hoofdvakgebiedNr: number) {
  const res = await call("POST", "/api/Vakgebieden/Add", { ...as(beheer.user.cookie), body: { naam, hoofdvakgebiedNr } });
  expect(res.status).toBe(200);
  return res.json.nr as number;
}

describe("Hoofdvakgebieden", () => {
  it("adds, edits, lists in order and searches; duplicate names are 409", async () => {
    const nr = await addHoofd("Nederlands");
    const edit = await call("POST", "/api/Hoofdvakgebieden/Edit", { ...as(beheer.user.cookie), body: { nr, naam: "Taal" } });
    expect(edit.status).toBe(200);
    expect(edit.json).toMatchObject({ nr, naam: "Taal", domeinen: [], vakgebieden: [] });
    const dubbel = await call("POST", "/api/Hoofdvakgebieden/Add", { ...as(beheer.user.cookie), body: { naam: "taal" } });
    expect(dubbel.status).toBe(409);
    expect(dubbel.json.message).toContain("taal");
    const zoek = await call("GET", "/api/Hoofdvakgebieden", { query: { ...q(), zoek: "TAA" }, cookie: beheer.user.cookie });
    expect(zoek.json.map((h: { naam: string }) => h.naam)).toEqual(["Taal"]);
    const details = await call("GET", `/api/Hoofdvakgebieden/Details/${nr}`, as(beheer.user.cookie));
    expect(details.json.naam).toBe("Taal");
  });

  it("refuses bad input with 400 naming the field and writes nothing", async () => {
    const voor = await db.hoofdvakgebied.count({ where: { administratieNr: beheer.administratieNr } });
    const leeg = await call("POST", "/api/Hoofdvakgebieden/Add", { ...as(beheer.user.cookie), body: { naam: "  " } });
    expect(leeg.status).toBe(400);
    expect(leeg.json.issues[0].path).toBe("body.naam");
    const geenNr = await call("POST", "/api/Hoofdvakgebieden/Edit", { ...as(beheer.user.cookie), body: { nr: "x", naam: "A" } });
    expect(geenNr.status).toBe(400);
    expect(geenNr.json.issues[0].path).toBe("body.nr");
    expect(await db.hoofdvakgebied.count({ where: { administratieNr: beheer.administratieNr } })).toBe(voor);
  });

  it("answers 403 without Leerroutepakketten manage, for reads and writes", async () => {
    expect((await call("GET", "/api/Hoofdvakgebieden", as(lezer.cookie))).status).toBe(403);
    const add = await call("POST", "/api/Hoofdvakgebieden/Add", { ...as(lezer.cookie), body: { naam: "Verboden" } });
    expect(add.status).toBe(403);
    expect(await db.hoofdvakgebied.count({ where: { administratieNr: beheer.administratieNr, naam: "Verboden" } })).toBe(0);
    expect((await call("POST", "/api/Hoofdvakgebieden/reorganize", { ...as(lezer.cookie), body: { nrs: [] } })).status).toBe(403);
    expect((await call("DELETE", "/api/Hoofdvakgebieden/Delete/1", as(lezer.cookie))).status).toBe(403);
  });

  it("answers 404 for another administration's main subject area, domain and package", async () => {
    expect((await call("GET", `/api/Hoofdvakgebieden/Details/${otherHoofdNr + 1000}`, as(beheer.user.cookie))).status).toBe(404);
    const edit = await call("POST", "/api/Hoofdvakgebieden/Edit", { ...as(beheer.user.cookie), body: { nr: 99999, naam: "X" } });
    expect(edit.status).toBe(404);
    expect((await call("GET", `/api/Hoofdvakgebieden/leerroutepakket/${anderPakket.id}`, as(beheer.user.cookie))).status).toBe(404);
    expect((await call("GET", `/api/Hoofdvakgebieden/PerDomein/${anderPakket.domeinen.taal}`, as(beheer.user.cookie))).status).toBe(404);
    expect((await call("GET", "/api/Hoofdvakgebieden/NietGekoppeldeDomeinen", { query: { ...q(), leerroutepakketId: anderPakket.id }, cookie: beheer.user.cookie })).status).toBe(404);
    const create = await call("POST", "/api/Hoofdvakgebieden/CreateForLeerroutepakket", { query: { ...q(), leerroutepakketId: anderPakket.id }, cookie: beheer.user.cookie });
    expect(create.status).toBe(404);
    // The other administration's row is untouched and invisible.
    const list = await call("GET", "/api/Hoofdvakgebieden", as(beheer.user.cookie));
    expect(list.json.some((h: { naam: string }) => h.naam === "Ander")).toBe(false);
    expect((await call("DELETE", `/api/Hoofdvakgebieden/OntKoppelDomeinen/${otherHoofdNr}/${anderPakket.domeinen.taal}`, { query: { administratieNr: other.administratieNr }, cookie: beheer.user.cookie })).status).toBe(404);
  });

  it("links and unlinks domains; a domain linked elsewhere is 409; unlinked domains are listed", async () => {
    const a = await addHoofd("Koppel A");
    const b = await addHoofd("Koppel B");
    const open = await call("GET", "/api/Hoofdvakgebieden/NietGekoppeldeDomeinen", { query: { ...q(), leerroutepakketId: pakket.id }, cookie: beheer.user.cookie });
    expect(open.json.map((d: { naam: string }) => d.naam)).toEqual(["Taal", "Rekenen"]);
    const koppel = await call("POST", "/api/Hoofdvakgebieden/KoppelDomeinen", { ...as(beheer.user.cookie), body: { hoofdvakgebiedNr: a, leerroutepakketId: pakket.id, domeinIds: [pakket.domeinen.taal] } });
    expect(koppel.status).toBe(200);
    expect(koppel.json.domeinen).toEqual([expect.objectContaining({ domeinId: pakket.domeinen.taal, naam: "Taal" })]);
    const elders = await call("POST", "/api/Hoofdvakgebieden/KoppelDomeinen", { ...as(beheer.user.cookie), body: { hoofdvakgebiedNr: b, leerroutepakketId: pakket.id, domeinIds: [pakket.domeinen.taal] } });
    expect(elders.status).toBe(409);
    expect(elders.json.message).toContain("Koppel A");
    const vreemd = await call("POST", "/api/Hoofdvakgebieden/KoppelDomeinen", { ...as(beheer.user.cookie), body: { hoofdvakgebiedNr: b, leerroutepakketId: pakket.id, domeinIds: [anderPakket.domeinen.taal] } });
    expect(vreemd.status).toBe(400);
    expect(vreemd.json.issues[0].path).toBe("body.domeinIds");
    const leeg = await call("POST", "/api/Hoofdvakgebieden/KoppelDomeinen", { ...as(beheer.user.cookie), body: { hoofdvakgebiedNr: b, leerroutepakketId: pakket.id, domeinIds: [] } });
    expect(leeg.status).toBe(400);
    const per = await call("GET", `/api/Hoofdvakgebieden/PerDomein/${pakket.domeinen.taal}`, as(beheer.user.cookie));
    expect(per.json).toMatchObject({ nr: a, naam: "Koppel A" });
    const voorPakket = await call("GET", `/api/Hoofdvakgebieden/leerroutepakket/${pakket.id}`, as(beheer.user.cookie));
    expect(voorPakket.json.map((h: { nr: number }) => h.nr)).toEqual([a]);
    const nogOpen = await call("GET", "/api/Hoofdvakgebieden/NietGekoppeldeDomeinen", as(beheer.user.cookie));
    expect(nogOpen.json.map((d: { naam: string }) => d.naam)).toEqual(["Rekenen"]);
    const los = await call("DELETE", `/api/Hoofdvakgebieden/OntKoppelDomeinen/${a}/${pakket.domeinen.taal}`, as(beheer.user.cookie));
    expect(los.status).toBe(200);
    expect(los.json.domeinen).toEqual([]);
    expect((await call("DELETE", `/api/Hoofdvakgebieden/OntKoppelDomeinen/${a}/${pakket.domeinen.taal}`, as(beheer.user.cookie))).status).toBe(404);
    expect((await call("GET", `/api/Hoofdvakgebieden/PerDomein/${pakket.domeinen.taal}`, as(beheer.user.cookie))).json).toBeNull();
  });

  it("reorganizes atomically and rejects a list that is not a permutation", async () => {
    const list = (await call("GET", "/api/Hoofdvakgebieden", as(beheer.user.cookie))).json as { nr: number }[];
    const nrs = list.map((h) => h.nr);
    const omgekeerd = [...nrs].reverse();
    const ok = await call("POST", "/api/Hoofdvakgebieden/reorganize", { ...as(beheer.user.cookie), body: { nrs: omgekeerd } });
    expect(ok.status).toBe(200);
    expect(ok.json.map((h: { nr: number }) => h.nr)).toEqual(omgekeerd);
    for (const fout of [omgekeerd.slice(1), [...omgekeerd, 9999], [omgekeerd[0], ...omgekeerd.slice(0, -1)]]) {
      const res = await call("POST", "/api/Hoofdvakgebieden/reorganize", { ...as(beheer.user.cookie), body: { nrs: fout } });
      expect(res.status).toBe(400);
      expect(res.json.issues[0].path).toBe("body.nrs");
    }
    const na = (await call("GET", "/api/Hoofdvakgebieden", as(beheer.user.cookie))).json.map((h: { nr: number }) => h.nr);
    expect(na).toEqual(omgekeerd);
  });

  it("creates main subject areas for a package's unlinked domains, reusing a same-named one", async () => {
    const p = await makePakket(beheer.administratieNr, "Pakket create");
    const bestaand = await addHoofd("Rekenen");
    const taal = ((await call("GET", "/api/Hoofdvakgebieden", as(beheer.user.cookie))).json as { nr: number; naam: string }[]).find((h) => h.naam === "Taal");
    if (taal) await call("POST", "/api/Hoofdvakgebieden/Edit", { ...as(beheer.user.cookie), body: { nr: taal.nr, naam: "Nederlandse taal" } });
    const res = await call("POST", "/api/Hoofdvakgebieden/CreateForLeerroutepakket", { query: { ...q(), leerroutepakketId: p.id }, cookie: beheer.user.cookie });
    expect(res.status).toBe(200);
    expect(res.json.aangemaakt).toHaveLength(1);
    const namen = res.json.hoofdvakgebieden.map((h: { naam: string; nr: number }) => [h.naam, h.nr]);
    expect(namen).toContainEqual(["Rekenen", bestaand]);
    expect(namen.map((n: [string]) => n[0]).sort()).toEqual(["Rekenen", "Taal"]);
    const opnieuw = await call("POST", "/api/Hoofdvakgebieden/CreateForLeerroutepakket", { query: { ...q(), leerroutepakketId: p.id }, cookie: beheer.user.cookie });
    expect(opnieuw.json.aangemaakt).toEqual([]);
    const geenQuery = await call("POST", "/api/Hoofdvakgebieden/CreateForLeerroutepakket", as(beheer.user.cookie));
    expect(geenQuery.status).toBe(400);
  });

  it("merges: domain links and subject areas move, the source disappears, in one go", async () => {
    const bron = await addHoofd("Bron H");
    const doel = await addHoofd("Doel H");
    const p = await makePakket(beheer.administratieNr, "Pakket merge H");
    await call("POST", "/api/Hoofdvakgebieden/KoppelDomeinen", { ...as(beheer.user.cookie), body: { hoofdvakgebiedNr: bron, leerroutepakketId: p.id, domeinIds: [p.domeinen.taal, p.domeinen.rekenen] } });
    const vak = await addVak("Vak onder bron", bron);
    const zelf = await call("POST", "/api/Hoofdvakgebieden/SamenvoegenHoofdvakgebieden", { ...as(beheer.user.cookie), body: { bronNr: bron, doelNr: bron } });
    expect(zelf.status).toBe(400);
    const res = await call("POST", "/api/Hoofdvakgebieden/SamenvoegenHoofdvakgebieden", { ...as(beheer.user.cookie), body: { bronNr: bron, doelNr: doel } });
    expect(res.status).toBe(200);
    expect(res.json.domeinen.map((d: { domeinId: number }) => d.domeinId).sort()).toEqual([p.domeinen.taal, p.domeinen.rekenen].sort());
    expect(res.json.vakgebieden).toEqual([{ nr: vak, naam: "Vak onder bron" }]);
    expect(await db.hoofdvakgebied.findUnique({ where: { administratieNr_nr: { administratieNr: beheer.administratieNr, nr: bron } } })).toBeNull();
    const naarAnder = await call("POST", "/api/Hoofdvakgebieden/SamenvoegenHoofdvakgebieden", { ...as(beheer.user.cookie), body: { bronNr: doel, doelNr: 99999 } });
    expect(naarAnder.status).toBe(404);
  });

  it("refuses to delete while subject areas belong to it, saying which; deletes when empty", async () => {
    const h = await addHoofd("Te verwijderen");
    await addVak("Blokkerend vak", h);
    const weiger = await call("DELETE", `/api/Hoofdvakgebieden/Delete/${h}`, as(beheer.user.cookie));
    expect(weiger.status).toBe(409);
    expect(weiger.json.message).toContain("Blokkerend vak");
    const leeg = await addHoofd("Leeg");
    const ok = await call("DELETE", `/api/Hoofdvakgebieden/Delete/${leeg}`, as(beheer.user.cookie));
    expect(ok.status).toBe(200);
    expect((await call("GET", `/api/Hoofdvakgebieden/Details/${leeg}`, as(beheer.user.cookie))).status).toBe(404);
    expect((await call("DELETE", "/api/Hoofdvakgebieden/Delete/abc", as(beheer.user.cookie))).status).toBe(400);
  });
});

describe("Vakgebieden", () => {
  let hoofd: number;
  beforeAll(async () => {
    hoofd = await addHoofd("Vakgebieden hoofd");
  });

  it("adds, edits, lists, searches and lists per main subject area", async () => {
    const nr = await addVak("Begrijpend lezen", hoofd);
    const edit = await call("POST", "/api/Vakgebieden/Edit", { ...as(beheer.user.cookie), body: { nr, naam: "Lezen", hoofdvakgebiedNr: hoofd } });
    expect(edit.status).toBe(200);
    expect(edit.json).toMatchObject({ nr, naam: "Lezen", hoofdvakgebiedNr: hoofd, hoofdvakgebiedNaam: "Vakgebieden hoofd", competenties: [], beoordelaars: [] });
    const zoek = await call("GET", "/api/Vakgebieden", { query: { ...q(), zoek: "lez" }, cookie: beheer.user.cookie });
    expect(zoek.json.map((v: { naam: string }) => v.naam)).toEqual(["Lezen"]);
    const per = await call("GET", `/api/Vakgebieden/VakgebiedenVoorHoofdvakgebied/${hoofd}`, as(beheer.user.cookie));
    expect(per.json.map((v: { nr: number }) => v.nr)).toEqual([nr]);
    expect((await call("GET", `/api/Vakgebieden/details/${nr}`, as(beheer.user.cookie))).json.naam).toBe("Lezen");
    const dubbel = await call("POST", "/api/Vakgebieden/Add", { ...as(beheer.user.cookie), body: { naam: "LEZEN", hoofdvakgebiedNr: hoofd } });
    expect(dubbel.status).toBe(409);
  });

  it("400 for bad input (naming the field), 403 without the right, 404 for another administration", async () => {
    const voor = await db.vakgebied.count({ where: { administratieNr: beheer.administratieNr } });
    const geenHoofd = await call("POST", "/api/Vakgebieden/Add", { ...as(beheer.user.cookie), body: { naam: "X" } });
    expect(geenHoofd.status).toBe(400);
    expect(geenHoofd.json.issues[0].path).toBe("body.hoofdvakgebiedNr");
    const vreemdHoofd = await call("POST", "/api/Vakgebieden/Add", { ...as(beheer.user.cookie), body: { naam: "X", hoofdvakgebiedNr: 99999 } });
    expect(vreemdHoofd.status).toBe(400);
    expect(vreemdHoofd.json.issues[0].path).toBe("body.hoofdvakgebiedNr");
    expect(await db.vakgebied.count({ where: { administratieNr: beheer.administratieNr } })).toBe(voor);
    expect((await call("GET", "/api/Vakgebieden", as(lezer.cookie))).status).toBe(403);
    expect((await call("POST", "/api/Vakgebieden/Add", { ...as(lezer.cookie), body: { naam: "X", hoofdvakgebiedNr: hoofd } })).status).toBe(403);
    expect((await call("POST", "/api/Vakgebieden/AssignCompetenties", { ...as(lezer.cookie), body: {} })).status).toBe(403);
    for (const pad of [
      `/api/Vakgebieden/details/${otherVakNr + 5000}`,
      `/api/Vakgebieden/Leerroutepakketten/${otherVakNr + 5000}`,
      `/api/Vakgebieden/ActieveLeerroutepakketten/${otherVakNr + 5000}`,
      `/api/Vakgebieden/ForLeerroutepakket/${anderPakket.id}`,
      `/api/Vakgebieden/VakgebiedenVoorHoofdvakgebied/${otherHoofdNr + 5000}`,
    ])
      expect((await call("GET", pad, as(beheer.user.cookie))).status, pad).toBe(404);
    // Another administration asked through our membership: not a member there → 404.
    expect((await call("GET", `/api/Vakgebieden/details/${otherVakNr}`, { query: { administratieNr: other.administratieNr }, cookie: beheer.user.cookie })).status).toBe(404);
    const vak = await addVak("Vak 404", hoofd);
    expect((await call("GET", `/api/Vakgebieden/competenties/${vak}/leerroutepakket/${anderPakket.id}`, as(beheer.user.cookie))).status).toBe(404);
  });

  it("assigns competencies per package, moving one from another subject area, and links the package", async () => {
    const a = await addVak("Toewijzen A", hoofd);
    const b = await addVak("Toewijzen B", hoofd);
    const eerst = await call("POST", "/api/Vakgebieden/AssignCompetenties", { ...as(beheer.user.cookie), body: { vakgebiedNr: a, leerroutepakketId: pakket.id, competentieIds: [pakket.competenties.lezen, pakket.competenties.spellen] } });
    expect(eerst.status).toBe(200);
    expect(eerst.json.competenties.map((c: { naam: string }) => c.naam)).toEqual(["Lezen", "Spellen"]);
    const overzicht = await call("GET", `/api/Vakgebieden/competenties/${b}/leerroutepakket/${pakket.id}`, as(beheer.user.cookie));
    expect(overzicht.json.find((c: { naam: string }) => c.naam === "Lezen")).toMatchObject({ toegewezen: false, andereVakgebiedNr: a, andereVakgebiedNaam: "Toewijzen A" });
    const neem = await call("POST", "/api/Vakgebieden/AssignCompetenties", { ...as(beheer.user.cookie), body: { vakgebiedNr: b, leerroutepakketId: pakket.id, competentieIds: [pakket.competenties.lezen] } });
    expect(neem.status).toBe(200);
    expect((await call("GET", `/api/Vakgebieden/details/${a}`, as(beheer.user.cookie))).json.competenties.map((c: { naam: string }) => c.naam)).toEqual(["Spellen"]);
    const pakketten = await call("GET", `/api/Vakgebieden/Leerroutepakketten/${b}`, as(beheer.user.cookie));
    expect(pakketten.json).toEqual([{ leerroutepakketId: pakket.id, naam: `Pakket ${beheer.administratieNr}`, actief: true }]);
    expect((await call("GET", `/api/Vakgebieden/ActieveLeerroutepakketten/${b}`, as(beheer.user.cookie))).json).toHaveLength(1);
    const voorPakket = await call("GET", `/api/Vakgebieden/ForLeerroutepakket/${pakket.id}`, as(beheer.user.cookie));
    expect(voorPakket.json.map((v: { nr: number }) => v.nr).sort()).toEqual([a, b].sort());
    const vreemd = await call("POST", "/api/Vakgebieden/AssignCompetenties", { ...as(beheer.user.cookie), body: { vakgebiedNr: a, leerroutepakketId: pakket.id, competentieIds: [anderPakket.competenties.lezen] } });
    expect(vreemd.status).toBe(400);
    expect(vreemd.json.issues[0].path).toBe("body.competentieIds");
    expect((await call("GET", `/api/Vakgebieden/details/${a}`, as(beheer.user.cookie))).json.competenties).toHaveLength(1);
  });

  it("reorganizes and rejects a wrong permutation without changing the order", async () => {
    const nrs = ((await call("GET", "/api/Vakgebieden", as(beheer.user.cookie))).json as { nr: number }[]).map((v) => v.nr);
    const nieuw = [...nrs.slice(1), nrs[0]!];
    const ok = await call("POST", "/api/Vakgebieden/reorganize", { ...as(beheer.user.cookie), body: { nrs: nieuw } });
    expect(ok.status).toBe(200);
    expect(ok.json.map((v: { nr: number }) => v.nr)).toEqual(nieuw);
    const dubbel = await call("POST", "/api/Vakgebieden/reorganize", { ...as(beheer.user.cookie), body: { nrs: [nieuw[0], nieuw[0], ...nieuw.slice(2)] } });
    expect(dubbel.status).toBe(400);
    expect(dubbel.json.message).toMatch(/meer dan eens/);
    const kort = await call("POST", "/api/Vakgebieden/reorganize", { ...as(beheer.user.cookie), body: { nrs: nieuw.slice(1) } });
    expect(kort.status).toBe(400);
    expect(((await call("GET", "/api/Vakgebieden", as(beheer.user.cookie))).json as { nr: number }[]).map((v) => v.nr)).toEqual(nieuw);
  });

  it("moves plans to another subject area", async () => {
    const van = await addVak("Plannen van", hoofd);
    const naar = await addVak("Plannen naar", hoofd);
    const { onderwijsplanId } = await makePlan(beheer.administratieNr, beheer.schooljaar, van);
    const res = await call("POST", "/api/Vakgebieden/Moveplannen", { ...as(beheer.user.cookie), body: { vanNr: van, naarNr: naar } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ onderwijsplannen: 1, monitorlijnen: 0, handelingsdelen: 0 });
    const plan = await db.onderwijsplan.findUniqueOrThrow({ where: { administratieNr_id: { administratieNr: beheer.administratieNr, id: onderwijsplanId } } });
    expect(plan.vakgebiedNr).toBe(naar);
    expect((await call("POST", "/api/Vakgebieden/Moveplannen", { ...as(beheer.user.cookie), body: { vanNr: van, naarNr: van } })).status).toBe(400);
    expect((await call("POST", "/api/Vakgebieden/Moveplannen", { ...as(beheer.user.cookie), body: { vanNr: van, naarNr: 99999 } })).status).toBe(404);
  });

  it("merges: competencies, packages, assessors, groups and plans move; the source is removed", async () => {
    const bron = await addVak("Merge bron", hoofd);
    const doel = await addVak("Merge doel", hoofd);
    await call("POST", "/api/Vakgebieden/AssignCompetenties", { ...as(beheer.user.cookie), body: { vakgebiedNr: bron, leerroutepakketId: pakket.id, competentieIds: [pakket.competenties.tellen] } });
    const beoordelaar = await call("POST", "/api/Beoordelaars/add", { ...as(beheer.user.cookie), body: { naam: "Merge beoordelaar", vakgebiedNrs: [bron] } });
    expect(beoordelaar.status).toBe(200);
    await db.groep.update({ where: { administratieNr_nr: { administratieNr: beheer.administratieNr, nr: 1 } }, data: { vakgebiedNr: bron } });
    const { onderwijsplanId } = await makePlan(beheer.administratieNr, beheer.schooljaar, bron);
    const res = await call("POST", "/api/Vakgebieden/SamenvoegenVakgebieden", { ...as(beheer.user.cookie), body: { bronNr: bron, doelNr: doel } });
    expect(res.status).toBe(200);
    expect(res.json.competenties.map((c: { naam: string }) => c.naam)).toEqual(["Tellen"]);
    expect(res.json.beoordelaars.map((b: { naam: string }) => b.naam)).toEqual(["Merge beoordelaar"]);
    expect(res.json.aantalLeerroutepakketten).toBe(1);
    expect((await db.groep.findUniqueOrThrow({ where: { administratieNr_nr: { administratieNr: beheer.administratieNr, nr: 1 } } })).vakgebiedNr).toBe(doel);
    expect((await db.onderwijsplan.findUniqueOrThrow({ where: { administratieNr_id: { administratieNr: beheer.administratieNr, id: onderwijsplanId } } })).vakgebiedNr).toBe(doel);
    expect((await call("GET", `/api/Vakgebieden/details/${bron}`, as(beheer.user.cookie))).status).toBe(404);
    expect((await call("POST", "/api/Vakgebieden/SamenvoegenVakgebieden", { ...as(beheer.user.cookie), body: { bronNr: doel } })).status).toBe(400);
  });

  it("refuses to delete while plans or groups use it, saying which; deletes an unused one", async () => {
    const vak = await addVak("Met plan", hoofd);
    await makePlan(beheer.administratieNr, beheer.schooljaar, vak);
    const weiger = await call("DELETE", `/api/Vakgebieden/Delete/${vak}`, as(beheer.user.cookie));
    expect(weiger.status).toBe(409);
    expect(weiger.json.message).toContain("1 onderwijsplan");
    expect((await call("GET", `/api/Vakgebieden/details/${vak}`, as(beheer.user.cookie))).status).toBe(200);
    const los = await addVak("Ongebruikt", hoofd);
    expect((await call("DELETE", `/api/Vakgebieden/Delete/${los}`, as(beheer.user.cookie))).status).toBe(200);
    expect((await call("DELETE", `/api/Vakgebieden/Delete/${los}`, as(beheer.user.cookie))).status).toBe(404);
    expect((await call("DELETE", `/api/Vakgebieden/Delete/${vak}`, as(lezer.cookie))).status).toBe(403);
  });
});
