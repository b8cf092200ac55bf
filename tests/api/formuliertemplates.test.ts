import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { call } from "./helpers";
import { dossierTenant, download, multipart } from "./leerlingdossier-setup";

let t: Awaited<ReturnType<typeof dossierTenant>>;
let other: Awaited<ReturnType<typeof dossierTenant>>;
const q = () => ({ administratieNr: t.administratieNr });
const post = (pad: string, body: unknown, cookie = t.user.cookie) => call("POST", `/api/FormulierTemplates/${pad}`, { query: q(), cookie, body });

beforeAll(async () => {
  t = await dossierTenant();
  other = await dossierTenant();
});

describe("FormulierTemplates", () => {
  it("builds a template: add, items, reorder, activate, details, definitie", async () => {
    const add = await post("Add", { naam: "Intake", omschrijving: "Eerste gesprek" });
    expect(add.status).toBe(200);
    expect(add.json).toMatchObject({ naam: "Intake", actief: true, aantalDefinities: 0, definities: [] });
    const id = add.json.id as number;
    const kop = await post("AddDefinitie", { templateId: id, soort: "LBL", label: "Gegevens" });
    const naam = await post("AddDefinitie", { templateId: id, soort: "SLE", label: "Naam ouder", verplicht: true });
    const advies = await post("AddDefinitie", { templateId: id, soort: "SEL", label: "Advies", opties: { keuzes: ["Havo", "Vwo"] } });
    expect([kop.status, naam.status, advies.status]).toEqual([200, 200, 200]);
    expect(advies.json).toMatchObject({ soort: "SEL", volgnummer: 3, opties: { keuzes: ["Havo", "Vwo"] } });
    const edit = await post("EditDefinitie", { templateId: id, id: advies.json.id, soort: "SEL", label: "Schooladvies", opties: { keuzes: ["Havo", "Vwo", "Vmbo"] } });
    expect(edit.json).toMatchObject({ label: "Schooladvies", opties: { keuzes: ["Havo", "Vwo", "Vmbo"] } });
    const order = await post("Reorganize", { templateId: id, volgorde: [advies.json.id, kop.json.id, naam.json.id] });
    expect(order.status).toBe(200);
    expect(order.json.definities.map((d: { label: string }) => d.label)).toEqual(["Schooladvies", "Gegevens", "Naam ouder"]);
    const uit = await post("ChangeActief", { id, actief: false });
    expect(uit.json.actief).toBe(false);
    const actief = await call("GET", "/api/FormulierTemplates", { query: { ...q(), actief: "true" }, cookie: t.leerkracht.cookie });
    expect(actief.json.map((x: { id: number }) => x.id)).not.toContain(id);
    const alle = await call("GET", "/api/FormulierTemplates", { query: q(), cookie: t.leerkracht.cookie });
    expect(alle.json.find((x: { id: number }) => x.id === id)).toMatchObject({ aantalDefinities: 3, actief: false });
    const det = await call("GET", `/api/FormulierTemplates/Details/${id}`, { query: q(), cookie: t.leerkracht.cookie });
    expect(det.json.definities).toHaveLength(3);
    const def = await call("GET", `/api/FormulierTemplates/Definitie/${id}/${naam.json.id}`, { query: q(), cookie: t.user.cookie });
    expect(def.json).toMatchObject({ label: "Naam ouder", verplicht: true });
    const upd = await post("Update", { id, naam: "Intakegesprek", omschrijving: null });
    expect(upd.json).toMatchObject({ naam: "Intakegesprek", omschrijving: null });
    const delDef = await call("DELETE", `/api/FormulierTemplates/DeleteDefinitie/${id}/${kop.json.id}`, { query: q(), cookie: t.user.cookie });
    expect(delDef.status).toBe(200);
    expect(await db.formulierTemplateDefinitie.count({ where: { administratieNr: t.administratieNr, templateId: id } })).toBe(2);
    const del = await call("DELETE", `/api/FormulierTemplates/Delete/${id}`, { query: q(), cookie: t.user.cookie });
    expect(del.json).toEqual({ id, naam: "Intakegesprek", verwijderd: true });
    expect(await db.formulierTemplateDefinitie.count({ where: { administratieNr: t.administratieNr, templateId: id } })).toBe(0);
  });

  it("exports a template as a JSON file and imports it into another administration; unknown item types refused", async () => {
    const add = await post("Add", { naam: "Oudergesprek" });
    const id = add.json.id as number;
    await post("AddDefinitie", { templateId: id, soort: "DTE", label: "Datum gesprek", verplicht: true });
    await post("AddDefinitie", { templateId: id, soort: "MCT", label: "Beeld", opties: { keuzes: ["Goed", "Matig"] } });
    const file = await download(`/api/FormulierTemplates/Export/${id}`, t.administratieNr, t.user.cookie);
    expect(file.status).toBe(200);
    expect(file.headers.get("content-disposition")).toMatch(/^attachment; filename="Oudergesprek\.formuliertemplate\.json"/);
    const tekst = new TextDecoder().decode(file.bytes);
    expect(JSON.parse(tekst)).toMatchObject({ formaat: "leerroute-template", soort: "formulier", naam: "Oudergesprek", definities: [{ soort: "DTE" }, { soort: "MCT" }] });
    const imp = await multipart("POST", "/api/FormulierTemplates/Import", other.administratieNr, other.user.cookie, { bestand: new File([tekst], "oudergesprek.json", { type: "application/json" }) });
    expect(imp.status).toBe(200);
    expect(imp.json).toMatchObject({ naam: "Oudergesprek", aantalDefinities: 2, definities: [{ soort: "DTE", volgnummer: 1 }, { soort: "MCT", volgnummer: 2 }] });
    const nogmaals = await multipart("POST", "/api/FormulierTemplates/Import", other.administratieNr, other.user.cookie, { bestand: new File([tekst], "oudergesprek.json") });
    expect(nogmaals.status).toBe(409);
    const kapot = JSON.parse(tekst);
    kapot.naam = "Anders";
    kapot.definities.push({ soort: "VIDEO", label: "Film", verplicht: false });
    const voor = await db.formulierTemplate.count({ where: { administratieNr: other.administratieNr } });
    const fout = await multipart("POST", "/api/FormulierTemplates/Import", other.administratieNr, other.user.cookie, { bestand: new File([JSON.stringify(kapot)], "x.json") });
    expect(fout.status).toBe(400);
    expect(fout.json.message).toContain("onbekend itemtype 'VIDEO'");
    expect(fout.json.issues[0].path).toBe("body.bestand.definities.2.soort");
    const geenJson = await multipart("POST", "/api/FormulierTemplates/Import", other.administratieNr, other.user.cookie, { bestand: new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0xff])], "x.png") });
    expect(geenJson.status).toBe(415);
    const groot = await multipart("POST", "/api/FormulierTemplates/Import", other.administratieNr, other.user.cookie, { bestand: new File(["{" + " ".repeat(1024 * 1024 + 10) + "}"], "x.json") });
    expect(groot.status).toBe(413);
    expect(await db.formulierTemplate.count({ where: { administratieNr: other.administratieNr } })).toBe(voor);
  });

  it("403 without Leerlingformulieren manage (teacher reads, cannot change); no rights at all → 403 on reads", async () => {
    const add = await post("Add", { naam: "Verboden" }, t.leerkracht.cookie);
    expect(add.status).toBe(403);
    expect((await call("GET", "/api/FormulierTemplates", { query: q(), cookie: t.zonder.cookie })).status).toBe(403);
    const exp = await call("GET", "/api/FormulierTemplates/Export/1", { query: q(), cookie: t.leerkracht.cookie });
    expect(exp.status).toBe(403);
  });

  it("another administration's template is 404", async () => {
    const eigen = await call("POST", "/api/FormulierTemplates/Add", { query: { administratieNr: other.administratieNr }, cookie: other.user.cookie, body: { naam: "Van een ander" } });
    const id = eigen.json.id as number;
    expect((await call("GET", `/api/FormulierTemplates/Details/${id}`, { query: q(), cookie: t.user.cookie })).status).toBe(404);
    expect((await post("Update", { id, naam: "Gekaapt" })).status).toBe(404);
    expect((await post("ChangeActief", { id, actief: false })).status).toBe(404);
    expect((await post("AddDefinitie", { templateId: id, soort: "SLE", label: "x" })).status).toBe(404);
    expect((await call("DELETE", `/api/FormulierTemplates/Delete/${id}`, { query: q(), cookie: t.user.cookie })).status).toBe(404);
    expect((await db.formulierTemplate.findFirst({ where: { administratieNr: other.administratieNr, id } }))?.naam).toBe("Van een ander");
  });

  it("400 naming the field, nothing written", async () => {
    const voor = await db.formulierTemplate.count({ where: { administratieNr: t.administratieNr } });
    const leeg = await post("Add", { naam: " " });
    expect(leeg.status).toBe(400);
    expect(leeg.json.issues[0].path).toContain("naam");
    expect(await db.formulierTemplate.count({ where: { administratieNr: t.administratieNr } })).toBe(voor);
    const add = await post("Add", { naam: "Met fouten" });
    const id = add.json.id as number;
    const zonderKeuzes = await post("AddDefinitie", { templateId: id, soort: "SEL", label: "Advies" });
    expect(zonderKeuzes.status).toBe(400);
    expect(zonderKeuzes.json.issues[0].path).toContain("opties");
    const onbekend = await post("AddDefinitie", { templateId: id, soort: "XYZ", label: "Advies" });
    expect(onbekend.status).toBe(400);
    expect(onbekend.json.issues[0].path).toContain("soort");
    const a = await post("AddDefinitie", { templateId: id, soort: "SLE", label: "Een" });
    const volgorde = await post("Reorganize", { templateId: id, volgorde: [a.json.id, a.json.id] });
    expect(volgorde.status).toBe(400);
    expect(volgorde.json.issues[0].path).toBe("body.volgorde");
    expect(await db.formulierTemplateDefinitie.count({ where: { administratieNr: t.administratieNr, templateId: id } })).toBe(1);
    const dubbel = await post("Add", { naam: "met fouten" });
    expect(dubbel.status).toBe(409);
  });
});
