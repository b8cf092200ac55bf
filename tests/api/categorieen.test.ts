import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { Bits, Combinations, Functiegebied as F } from "@/lib/permissions/constants";
import { call, makeTenant, makeUser } from "./helpers";

let t: Awaited<ReturnType<typeof makeTenant>>;
let other: Awaited<ReturnType<typeof makeTenant>>;
let lezer: Awaited<ReturnType<typeof makeUser>>;
let leerlingId: number;

const q = () => ({ administratieNr: t.administratieNr });

beforeAll(async () => {
  t = await makeTenant({ permissies: { [F.Administratie]: Bits.Manage, [F.Notities]: Bits.Manage, [F.Leerlingdossiers]: Bits.Manage } });
  other = await makeTenant({ permissies: { [F.Administratie]: Bits.Manage, [F.Notities]: Bits.Manage, [F.Leerlingdossiers]: Bits.Manage } });
  const rol = await db.rol.create({ data: { administratieNr: t.administratieNr, naam: "Lezer" } });
  await db.rolPermissie.create({ data: { administratieNr: t.administratieNr, rolId: rol.id, functiegebied: F.Notities, bits: Combinations.Read } });
  lezer = await makeUser(t.administratieNr, rol.id);
  leerlingId = (await db.leerling.create({ data: { administratieNr: t.administratieNr, roepnaam: "Sem", achternaam: "Jansen", ingangsdatum: new Date("2020-08-01") } })).id;
  await db.tag.create({ data: { administratieNr: other.administratieNr, nr: 40, naam: "Elders" } });
  await db.notitieSoort.create({ data: { administratieNr: other.administratieNr, nr: 40, naam: "Elders" } });
  await db.leerlingdossierCategorie.create({ data: { administratieNr: other.administratieNr, nr: 40, naam: "Elders" } });
});

const notitie = (extra: { soortNr?: number } = {}) =>
  db.notitie.create({ data: { administratieNr: t.administratieNr, leerlingId, titel: "Gesprek", tekst: "Tekst", datum: new Date("2025-10-01"), ...extra } });
const dossierItem = (extra: { categorieNr?: number } = {}) =>
  db.leerlingdossierItem.create({ data: { administratieNr: t.administratieNr, leerlingId, titel: "Rapport", datum: new Date("2025-10-01"), ...extra } });

describe("Tag", () => {
  it("adds tags with the next number and lists them by name for any member", async () => {
    const a = await call("POST", "/api/Tag/add", { query: q(), cookie: t.user.cookie, body: { naam: "Rekenen" } });
    expect(a.status).toBe(200);
    expect(a.json).toEqual({ nr: 1, naam: "Rekenen" });
    const b = await call("POST", "/api/Tag/add", { query: q(), cookie: t.user.cookie, body: { naam: " gedrag " } });
    expect(b.json).toEqual({ nr: 2, naam: "gedrag" });
    await call("POST", "/api/Tag/add", { query: q(), cookie: t.user.cookie, body: { naam: "Ouders" } });
    const list = await call("GET", "/api/Tag", { query: q(), cookie: lezer.cookie });
    expect(list.status).toBe(200);
    expect(list.json).toEqual([
      { nr: 2, naam: "gedrag" },
      { nr: 3, naam: "Ouders" },
      { nr: 1, naam: "Rekenen" },
    ]);
  });

  it("refuses duplicates (any case), empty names and callers without Administratie manage, writing nothing", async () => {
    const dubbel = await call("POST", "/api/Tag/add", { query: q(), cookie: t.user.cookie, body: { naam: "REKENEN" } });
    expect(dubbel.status).toBe(409);
    expect(dubbel.json.message).toBe("Er bestaat al een tag met de naam 'Rekenen'.");
    const leeg = await call("POST", "/api/Tag/add", { query: q(), cookie: t.user.cookie, body: { naam: "" } });
    expect(leeg.status).toBe(400);
    expect(leeg.json.issues[0]).toEqual({ path: "body.naam", message: "vul de naam van de tag in" });
    expect((await call("POST", "/api/Tag/add", { query: q(), cookie: lezer.cookie, body: { naam: "Lezer" } })).status).toBe(403);
    expect((await call("GET", "/api/Tag/TimesUsed", { query: q(), cookie: lezer.cookie })).status).toBe(403);
    expect((await call("POST", "/api/Tag/add", { query: q(), cookie: other.user.cookie, body: { naam: "Vreemd" } })).status).toBe(404);
    expect(await db.tag.count({ where: { administratieNr: t.administratieNr } })).toBe(3);
  });

  it("renames a tag; unknown or another administration's number is 404", async () => {
    const res = await call("POST", "/api/Tag/edit", { query: q(), cookie: t.user.cookie, body: { nr: 2, naam: "Gedrag" } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ nr: 2, naam: "Gedrag" });
    expect((await call("POST", "/api/Tag/edit", { query: q(), cookie: t.user.cookie, body: { nr: 2, naam: "ouders" } })).status).toBe(409);
    expect((await call("POST", "/api/Tag/edit", { query: q(), cookie: t.user.cookie, body: { nr: 40, naam: "Overgenomen" } })).status).toBe(404);
    expect((await call("POST", "/api/Tag/edit", { query: q(), cookie: t.user.cookie, body: { nr: "twee", naam: "X" } })).status).toBe(400);
    expect((await call("POST", "/api/Tag/edit", { query: q(), cookie: lezer.cookie, body: { nr: 2, naam: "X" } })).status).toBe(403);
    expect((await db.tag.findUnique({ where: { administratieNr_nr: { administratieNr: other.administratieNr, nr: 40 } } }))?.naam).toBe("Elders");
  });

  it("counts per tag its uses on notes and dossier items", async () => {
    const n1 = await notitie();
    const n2 = await notitie();
    const d = await dossierItem();
    const a = t.administratieNr;
    await db.notitieTag.createMany({ data: [{ administratieNr: a, notitieId: n1.id, tagNr: 1 }, { administratieNr: a, notitieId: n2.id, tagNr: 1 }, { administratieNr: a, notitieId: n1.id, tagNr: 2 }] });
    await db.leerlingdossierItemTag.create({ data: { administratieNr: a, itemId: d.id, tagNr: 1 } });
    const res = await call("GET", "/api/Tag/TimesUsed", { query: q(), cookie: t.user.cookie });
    expect(res.status).toBe(200);
    expect(res.json).toEqual([
      { nr: 2, naam: "Gedrag", notities: 1, dossierItems: 0, aantal: 1 },
      { nr: 3, naam: "Ouders", notities: 0, dossierItems: 0, aantal: 0 },
      { nr: 1, naam: "Rekenen", notities: 2, dossierItems: 1, aantal: 3 },
    ]);
  });

  it("deletes several tags all or nothing: an unknown number deletes none", async () => {
    const res = await call("DELETE", "/api/Tag/delete", { query: { ...q(), nrs: [1, 3, 40] }, cookie: t.user.cookie });
    expect(res.status).toBe(404);
    expect(res.json.message).toBe("Tag 40 bestaat niet; er is niets verwijderd.");
    expect(await db.tag.count({ where: { administratieNr: t.administratieNr } })).toBe(3);
    expect(await db.notitieTag.count({ where: { administratieNr: t.administratieNr } })).toBe(3);
    expect((await call("DELETE", "/api/Tag/delete", { query: { ...q(), nrs: ["een"] }, cookie: t.user.cookie })).status).toBe(400);
    const geen = await call("DELETE", "/api/Tag/delete", { query: q(), cookie: t.user.cookie });
    expect(geen.status).toBe(400);
    expect(geen.json.issues[0].path).toBe("nrs");
    expect((await call("DELETE", "/api/Tag/delete", { query: { ...q(), nrs: [1] }, cookie: lezer.cookie })).status).toBe(403);
  });

  it("deletes several tags at once, taking them off notes and dossier items that stay", async () => {
    const res = await call("DELETE", "/api/Tag/delete", { query: { ...q(), nrs: [1, 3] }, cookie: t.user.cookie });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ verwijderd: [{ nr: 3, naam: "Ouders" }, { nr: 1, naam: "Rekenen" }], ontkoppeld: { notities: 2, dossierItems: 1 } });
    expect((await db.tag.findMany({ where: { administratieNr: t.administratieNr }, select: { nr: true } })).map((x) => x.nr)).toEqual([2]);
    expect(await db.notitieTag.count({ where: { administratieNr: t.administratieNr } })).toBe(1);
    expect(await db.notitie.count({ where: { administratieNr: t.administratieNr } })).toBe(2);
    expect(await db.leerlingdossierItem.count({ where: { administratieNr: t.administratieNr } })).toBe(1);
    // One number on its own works too.
    expect((await call("DELETE", "/api/Tag/delete", { query: { ...q(), nrs: 2 }, cookie: t.user.cookie })).status).toBe(200);
    expect(await db.tag.count({ where: { administratieNr: t.administratieNr } })).toBe(0);
    expect(await db.tag.count({ where: { administratieNr: other.administratieNr } })).toBe(1);
  });
});

describe("NotitieSoorten", () => {
  it("adds, lists (any member) and answers details", async () => {
    const res = await call("POST", "/api/NotitieSoorten/Add", { query: q(), cookie: t.user.cookie, body: { naam: "Oudergesprek" } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ nr: 1, naam: "Oudergesprek", aantalNotities: 0 });
    await call("POST", "/api/NotitieSoorten/Add", { query: q(), cookie: t.user.cookie, body: { naam: "Incident" } });
    await notitie({ soortNr: 1 });
    const list = await call("GET", "/api/NotitieSoorten", { query: q(), cookie: lezer.cookie });
    expect(list.json).toEqual([
      { nr: 2, naam: "Incident", aantalNotities: 0 },
      { nr: 1, naam: "Oudergesprek", aantalNotities: 1 },
    ]);
    const details = await call("GET", "/api/NotitieSoorten/details/1", { query: q(), cookie: lezer.cookie });
    expect(details.json).toEqual({ nr: 1, naam: "Oudergesprek", aantalNotities: 1 });
    expect((await call("GET", "/api/NotitieSoorten/details/40", { query: q(), cookie: t.user.cookie })).status).toBe(404);
  });

  it("renames; refuses duplicates, bad input, missing rights and other administrations", async () => {
    expect((await call("POST", "/api/NotitieSoorten/Update", { query: q(), cookie: t.user.cookie, body: { nr: 2, naam: "Incident op school" } })).json).toEqual({
      nr: 2,
      naam: "Incident op school",
      aantalNotities: 0,
    });
    const dubbel = await call("POST", "/api/NotitieSoorten/Update", { query: q(), cookie: t.user.cookie, body: { nr: 2, naam: "oudergesprek" } });
    expect(dubbel.status).toBe(409);
    expect(dubbel.json.message).toBe("Er bestaat al een notitiesoort met de naam 'Oudergesprek'.");
    expect((await call("POST", "/api/NotitieSoorten/Add", { query: q(), cookie: t.user.cookie, body: { naam: "OUDERGESPREK" } })).status).toBe(409);
    const leeg = await call("POST", "/api/NotitieSoorten/Add", { query: q(), cookie: t.user.cookie, body: {} });
    expect(leeg.status).toBe(400);
    expect(leeg.json.issues[0].path).toBe("body.naam");
    expect((await call("POST", "/api/NotitieSoorten/Update", { query: q(), cookie: t.user.cookie, body: { nr: 40, naam: "Overgenomen" } })).status).toBe(404);
    expect((await call("POST", "/api/NotitieSoorten/Add", { query: q(), cookie: lezer.cookie, body: { naam: "Lezer" } })).status).toBe(403);
    expect((await call("POST", "/api/NotitieSoorten/Update", { query: q(), cookie: lezer.cookie, body: { nr: 2, naam: "Lezer" } })).status).toBe(403);
    expect(await db.notitieSoort.count({ where: { administratieNr: t.administratieNr } })).toBe(2);
    expect((await db.notitieSoort.findUnique({ where: { administratieNr_nr: { administratieNr: other.administratieNr, nr: 40 } } }))?.naam).toBe("Elders");
  });

  it("refuses to delete a kind notes use, saying how many; deletes an unused one", async () => {
    const bezet = await call("DELETE", "/api/NotitieSoorten/Delete/1", { query: q(), cookie: t.user.cookie });
    expect(bezet.status).toBe(409);
    expect(bezet.json.message).toBe("De notitiesoort 'Oudergesprek' wordt nog gebruikt door 1 notitie en kan niet worden verwijderd.");
    expect((await call("DELETE", "/api/NotitieSoorten/Delete/2", { query: q(), cookie: lezer.cookie })).status).toBe(403);
    expect((await call("DELETE", "/api/NotitieSoorten/Delete/40", { query: q(), cookie: t.user.cookie })).status).toBe(404);
    const ok = await call("DELETE", "/api/NotitieSoorten/Delete/2", { query: q(), cookie: t.user.cookie });
    expect(ok.status).toBe(200);
    expect((await db.notitieSoort.findMany({ where: { administratieNr: t.administratieNr }, select: { nr: true } })).map((s) => s.nr)).toEqual([1]);
    expect(await db.notitieSoort.count({ where: { administratieNr: other.administratieNr } })).toBe(1);
  });
});

describe("LeerlingdossierCategorieen", () => {
  it("adds and lists (any member) with the number of dossier items", async () => {
    const res = await call("POST", "/api/LeerlingdossierCategorieen/Add", { query: q(), cookie: t.user.cookie, body: { naam: "Toetsen" } });
    expect(res.status).toBe(200);
    expect(res.json).toEqual({ nr: 1, naam: "Toetsen", aantalItems: 0 });
    await call("POST", "/api/LeerlingdossierCategorieen/Add", { query: q(), cookie: t.user.cookie, body: { naam: "Externe rapporten" } });
    await dossierItem({ categorieNr: 1 });
    await dossierItem({ categorieNr: 1 });
    const list = await call("GET", "/api/LeerlingdossierCategorieen", { query: q(), cookie: lezer.cookie });
    expect(list.json).toEqual([
      { nr: 2, naam: "Externe rapporten", aantalItems: 0 },
      { nr: 1, naam: "Toetsen", aantalItems: 2 },
    ]);
    expect((await call("GET", "/api/LeerlingdossierCategorieen", { query: q(), cookie: other.user.cookie })).status).toBe(404);
  });

  it("renames; refuses duplicates, bad input, missing rights and other administrations", async () => {
    expect((await call("POST", "/api/LeerlingdossierCategorieen/Update", { query: q(), cookie: t.user.cookie, body: { nr: 2, naam: "Rapporten" } })).status).toBe(200);
    const dubbel = await call("POST", "/api/LeerlingdossierCategorieen/Update", { query: q(), cookie: t.user.cookie, body: { nr: 2, naam: "TOETSEN" } });
    expect(dubbel.status).toBe(409);
    expect(dubbel.json.message).toBe("Er bestaat al een dossiercategorie met de naam 'Toetsen'.");
    expect((await call("POST", "/api/LeerlingdossierCategorieen/Add", { query: q(), cookie: t.user.cookie, body: { naam: "   " } })).status).toBe(400);
    expect((await call("POST", "/api/LeerlingdossierCategorieen/Update", { query: q(), cookie: t.user.cookie, body: { nr: 2, naam: "x".repeat(101) } })).status).toBe(400);
    expect((await call("POST", "/api/LeerlingdossierCategorieen/Update", { query: q(), cookie: t.user.cookie, body: { nr: 40, naam: "Overgenomen" } })).status).toBe(404);
    expect((await call("POST", "/api/LeerlingdossierCategorieen/Add", { query: q(), cookie: lezer.cookie, body: { naam: "Lezer" } })).status).toBe(403);
    const rows = await db.leerlingdossierCategorie.findMany({ where: { administratieNr: t.administratieNr }, orderBy: { nr: "asc" }, select: { naam: true } });
    expect(rows.map((r) => r.naam)).toEqual(["Toetsen", "Rapporten"]);
  });

  it("refuses to delete a category dossier items use; deletes an unused one", async () => {
    const bezet = await call("DELETE", "/api/LeerlingdossierCategorieen/Delete/1", { query: q(), cookie: t.user.cookie });
    expect(bezet.status).toBe(409);
    expect(bezet.json.message).toBe("De dossiercategorie 'Toetsen' wordt nog gebruikt door 2 dossieritems en kan niet worden verwijderd.");
    expect((await call("DELETE", "/api/LeerlingdossierCategorieen/Delete/2", { query: q(), cookie: lezer.cookie })).status).toBe(403);
    expect((await call("DELETE", "/api/LeerlingdossierCategorieen/Delete/40", { query: q(), cookie: t.user.cookie })).status).toBe(404);
    expect((await call("DELETE", "/api/LeerlingdossierCategorieen/Delete/2", { query: q(), cookie: t.user.cookie })).status).toBe(200);
    expect(await db.leerlingdossierCategorie.count({ where: { administratieNr: t.administratieNr } })).toBe(1);
    expect(await db.leerlingdossierCategorie.count({ where: { administratieNr: other.administratieNr } })).toBe(1);
  });
});
