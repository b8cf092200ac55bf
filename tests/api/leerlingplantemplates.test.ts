import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { Bits, Functiegebied as F } from "@/lib/permissions/constants";
import { call, makeUser } from "./helpers";
import { ALLES } from "./leerlingen-setup";
import { monitorSchool } from "./monitor-fixture";

/**
 * LeerlingplanTemplates (issue 15): the beheerder has every Leerlingplannen bit (manage); the class
 * teacher reads and writes pupil plans of own groups but may not change templates.
 */
type School = Awaited<ReturnType<typeof monitorSchool>>;
let s: School;
let other: School;
let leerkracht: { cookie: string; id: string };
const q = () => ({ administratieNr: s.adm });
const post = (pad: string, body: unknown, cookie = s.user.cookie) => call("POST", `/api/LeerlingplanTemplates/${pad}`, { query: q(), cookie, body });

beforeAll(async () => {
  s = await monitorSchool();
  other = await monitorSchool();
  await db.rolPermissie.create({ data: { administratieNr: s.adm, rolId: s.rolId, functiegebied: F.Leerlingplannen, bits: ALLES } });
  await db.rolPermissie.create({ data: { administratieNr: other.adm, rolId: other.rolId, functiegebied: F.Leerlingplannen, bits: ALLES } });
  const rol = await db.rol.create({ data: { administratieNr: s.adm, naam: "Leerkracht plannen" } });
  await db.rolPermissie.create({ data: { administratieNr: s.adm, rolId: rol.id, functiegebied: F.Leerlingplannen, bits: Bits.ReadEigenKlas | Bits.WriteEigenKlas } });
  leerkracht = await makeUser(s.adm, rol.id);
});

describe("LeerlingplanTemplates", () => {
  it("builds a template: Add, AddTemplateDefinitie, Update…Definitie, OrganizeDefinities, ChangeActief, reads, deletes", async () => {
    const add = await post("Add", { naam: "Individueel plan", omschrijving: "Per periode" });
    expect(add.status).toBe(200);
    expect(add.json).toMatchObject({ naam: "Individueel plan", actief: true, aantalDefinities: 0, aantalLeerlingplannen: 0, definities: [] });
    const id = add.json.id as number;
    const kop = await post("AddTemplateDefinitie", { templateId: id, soort: "LBL", label: "Wordt elke periode besproken" });
    const mon = await post("AddTemplateDefinitie", { templateId: id, soort: "MON", label: "Monitorlijnen", vakgebiedNr: 1 });
    const owp = await post("AddTemplateDefinitie", { templateId: id, soort: "OWP", label: "Onderwijsplan" });
    expect([kop.status, mon.status, owp.status]).toEqual([200, 200, 200]);
    expect(mon.json).toMatchObject({ soort: "MON", volgnummer: 2, vakgebiedNr: 1, vakgebiedNaam: "Lezen", aantalWaarden: 0 });
    const upd = await post("UpdateLeerlingplanTemplateDefinitie", { templateId: id, id: kop.json.id, soort: "MLE", label: "Beginsituatie", verplicht: true });
    expect(upd.status).toBe(200);
    expect(upd.json).toMatchObject({ soort: "MLE", label: "Beginsituatie", verplicht: true });
    const orde = await post("OrganizeDefinities", { templateId: id, volgorde: [mon.json.id, owp.json.id, kop.json.id] });
    expect(orde.status).toBe(200);
    expect(orde.json.definities.map((d: { label: string }) => d.label)).toEqual(["Monitorlijnen", "Onderwijsplan", "Beginsituatie"]);
    const uit = await post("ChangeActief", { id, actief: false });
    expect(uit.json.actief).toBe(false);
    const actief = await call("GET", "/api/LeerlingplanTemplates/Actief", { query: q(), cookie: leerkracht.cookie });
    expect(actief.status).toBe(200);
    expect(actief.json.map((x: { id: number }) => x.id)).not.toContain(id);
    const alle = await call("GET", "/api/LeerlingplanTemplates", { query: q(), cookie: leerkracht.cookie });
    expect(alle.json.find((x: { id: number }) => x.id === id)).toMatchObject({ aantalDefinities: 3, actief: false });
    await post("ChangeActief", { id, actief: true });
    expect((await call("GET", "/api/LeerlingplanTemplates/Actief", { query: q(), cookie: leerkracht.cookie })).json.map((x: { id: number }) => x.id)).toContain(id);
    const det = await call("GET", `/api/LeerlingplanTemplates/${id}`, { query: q(), cookie: leerkracht.cookie });
    expect(det.status).toBe(200);
    expect(det.json.definities.map((d: { soort: string }) => d.soort)).toEqual(["MON", "OWP", "MLE"]);
    const def = await call("GET", `/api/LeerlingplanTemplates/Definitie/${id}/${owp.json.id}`, { query: q(), cookie: leerkracht.cookie });
    expect(def.json).toMatchObject({ label: "Onderwijsplan", soort: "OWP" });
    expect((await call("GET", `/api/LeerlingplanTemplates/Definitie/${id}/${owp.json.id + 100000}`, { query: q(), cookie: leerkracht.cookie })).status).toBe(404);
    const naam = await post("Update", { id, naam: "Leerlingplan SO", omschrijving: null });
    expect(naam.json).toMatchObject({ naam: "Leerlingplan SO", omschrijving: null });
    const delDef = await call("DELETE", `/api/LeerlingplanTemplates/DeleteDefinitie/${id}/${owp.json.id}`, { query: q(), cookie: s.user.cookie });
    expect(delDef.json).toEqual({ id: owp.json.id, templateId: id, verwijderd: true });
    expect(await db.leerlingplanTemplateDefinitie.count({ where: { administratieNr: s.adm, templateId: id } })).toBe(2);
    const del = await call("DELETE", `/api/LeerlingplanTemplates/Delete/${id}`, { query: q(), cookie: s.user.cookie });
    expect(del.json).toEqual({ id, naam: "Leerlingplan SO", verwijderd: true });
    expect(await db.leerlingplanTemplate.count({ where: { administratieNr: s.adm, id } })).toBe(0);
  });

  it("409: a template used by pupil plans is not deleted (naming how many), nor its used item, nor its type changed", async () => {
    const add = await post("Add", { naam: "In gebruik" });
    const id = add.json.id as number;
    const mle = await post("AddTemplateDefinitie", { templateId: id, soort: "MLE", label: "Beginsituatie" });
    await db.leerlingplan.create({ data: { administratieNr: s.adm, leerlingId: s.anna.id, templateId: id, schooljaar: s.schooljaar } });
    const plan = await db.leerlingplan.findFirstOrThrow({ where: { administratieNr: s.adm, templateId: id } });
    await db.leerlingplanWaarde.create({ data: { administratieNr: s.adm, leerlingplanId: plan.id, definitieId: mle.json.id, templateId: id, schooljaar: s.schooljaar, periodeNummer: 1, waarde: { tekst: "x" } } });
    const del = await call("DELETE", `/api/LeerlingplanTemplates/Delete/${id}`, { query: q(), cookie: s.user.cookie });
    expect(del.status).toBe(409);
    expect(del.json.message).toContain("1 leerlingplan");
    expect((await call("DELETE", `/api/LeerlingplanTemplates/DeleteDefinitie/${id}/${mle.json.id}`, { query: q(), cookie: s.user.cookie })).status).toBe(409);
    expect((await post("UpdateLeerlingplanTemplateDefinitie", { templateId: id, id: mle.json.id, soort: "DTE", label: "Datum" })).status).toBe(409);
    expect(await db.leerlingplanTemplate.count({ where: { administratieNr: s.adm, id } })).toBe(1);
    await db.leerlingplan.delete({ where: { administratieNr_id: { administratieNr: s.adm, id: plan.id } } });
  });

  it("403 without Leerlingplannen manage (the teacher reads, cannot change); no Leerlingplannen bits → 403 on reads", async () => {
    expect((await post("Add", { naam: "Verboden" }, leerkracht.cookie)).status).toBe(403);
    expect((await post("ChangeActief", { id: 1, actief: false }, leerkracht.cookie)).status).toBe(403);
    expect((await call("DELETE", "/api/LeerlingplanTemplates/Delete/1", { query: q(), cookie: leerkracht.cookie })).status).toBe(403);
    expect((await call("GET", "/api/LeerlingplanTemplates", { query: q(), cookie: s.leerkracht.cookie })).status).toBe(403);
  });

  it("another administration's template is 404 and stays unchanged", async () => {
    const eigen = await call("POST", "/api/LeerlingplanTemplates/Add", { query: { administratieNr: other.adm }, cookie: other.user.cookie, body: { naam: "Van een ander" } });
    const id = eigen.json.id as number;
    expect((await call("GET", `/api/LeerlingplanTemplates/${id}`, { query: q(), cookie: s.user.cookie })).status).toBe(404);
    expect((await post("Update", { id, naam: "Gekaapt" })).status).toBe(404);
    expect((await post("ChangeActief", { id, actief: false })).status).toBe(404);
    expect((await post("AddTemplateDefinitie", { templateId: id, soort: "SLE", label: "x" })).status).toBe(404);
    expect((await post("OrganizeDefinities", { templateId: id, volgorde: [] })).status).toBe(404);
    expect((await call("DELETE", `/api/LeerlingplanTemplates/Delete/${id}`, { query: q(), cookie: s.user.cookie })).status).toBe(404);
    expect(await db.leerlingplanTemplate.findFirst({ where: { administratieNr: other.adm, id } })).toMatchObject({ naam: "Van een ander", actief: true });
  });

  it("400 naming the field, nothing written", async () => {
    const voor = await db.leerlingplanTemplate.count({ where: { administratieNr: s.adm } });
    const leeg = await post("Add", { naam: " " });
    expect(leeg.status).toBe(400);
    expect(leeg.json.issues[0].path).toContain("naam");
    expect(await db.leerlingplanTemplate.count({ where: { administratieNr: s.adm } })).toBe(voor);
    const id = (await post("Add", { naam: "Met fouten" })).json.id as number;
    const sel = await post("AddTemplateDefinitie", { templateId: id, soort: "SEL", label: "Advies" });
    expect(sel.status).toBe(400);
    expect(sel.json.issues[0].path).toContain("opties");
    const onbekend = await post("AddTemplateDefinitie", { templateId: id, soort: "XYZ", label: "x" });
    expect(onbekend.status).toBe(400);
    expect(onbekend.json.issues[0].path).toContain("soort");
    const vak = await post("AddTemplateDefinitie", { templateId: id, soort: "MON", label: "x", vakgebiedNr: 99 });
    expect(vak.status).toBe(400);
    expect(vak.json.issues[0].path).toBe("body.vakgebiedNr");
    const a = await post("AddTemplateDefinitie", { templateId: id, soort: "SLE", label: "Een" });
    const orde = await post("OrganizeDefinities", { templateId: id, volgorde: [a.json.id, a.json.id] });
    expect(orde.status).toBe(400);
    expect(orde.json.issues[0].path).toBe("body.volgorde");
    expect(await db.leerlingplanTemplateDefinitie.count({ where: { administratieNr: s.adm, templateId: id } })).toBe(1);
    expect((await post("Add", { naam: "met fouten" })).status).toBe(409);
  });
});
