import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { Combinations, Functiegebied as F } from "@/lib/permissions/constants";
import { schooljaarGrenzen } from "@/lib/schooljaar";
import { call, makeTenant, makeUser } from "./helpers";
import { maakLeerling } from "./leerlingen-setup";

/**
 * OppTemplate (issue 15): development-perspective templates with categories and items. A
 * beheerder with Ontwikkelingsperspectieven manage, a writer of perspectives (reads templates, may
 * not change them) and a member with rights elsewhere only.
 */
async function oppTenant() {
  const t = await makeTenant({ permissies: { [F.Ontwikkelingsperspectieven]: 127, [F.Leerlingen]: 127 } });
  const schrijverRol = await db.rol.create({ data: { administratieNr: t.administratieNr, naam: "Intern begeleider" } });
  await db.rolPermissie.create({ data: { administratieNr: t.administratieNr, rolId: schrijverRol.id, functiegebied: F.Ontwikkelingsperspectieven, bits: Combinations.Read | Combinations.Write } });
  const schrijver = await makeUser(t.administratieNr, schrijverRol.id);
  const zonderRol = await db.rol.create({ data: { administratieNr: t.administratieNr, naam: "Alleen leerlingen" } });
  await db.rolPermissie.create({ data: { administratieNr: t.administratieNr, rolId: zonderRol.id, functiegebied: F.Leerlingen, bits: 127 } });
  const zonder = await makeUser(t.administratieNr, zonderRol.id);
  return { ...t, schrijver, zonder };
}

let t: Awaited<ReturnType<typeof oppTenant>>;
let other: Awaited<ReturnType<typeof oppTenant>>;
const q = () => ({ administratieNr: t.administratieNr });
const post = (pad: string, body: unknown, cookie = t.user.cookie) => call("POST", `/api/OppTemplate/${pad}`, { query: q(), cookie, body });
const get = (pad: string, cookie = t.user.cookie) => call("GET", `/api/OppTemplate${pad}`, { query: q(), cookie });
const del = (pad: string, cookie = t.user.cookie) => call("DELETE", `/api/OppTemplate/${pad}`, { query: q(), cookie });

/** A template with categories BS (two items) and UB (one item). */
async function maakTemplate(naam: string) {
  const add = await post("Add", { naam, omschrijving: "Voor SO" });
  expect(add.status).toBe(200);
  const id = add.json.id as number;
  const bs = await post("AddCategorie", { templateId: id, code: "bs", naam: "Beginsituatie" });
  const ub = await post("AddCategorie", { templateId: id, code: "UB", naam: "Uitstroom" });
  const iq = await post("AddDefinitie", { templateId: id, categorieId: bs.json.id, soort: "IQ", label: "Totaal IQ", opties: { min: 40, max: 160 } });
  const fact = await post("AddDefinitie", { templateId: id, categorieId: bs.json.id, soort: "MLE", label: "Belemmerende factoren", verplicht: true });
  const lr = await post("AddDefinitie", { templateId: id, categorieId: ub.json.id, soort: "LR", label: "Leerroute" });
  expect([bs.status, ub.status, iq.status, fact.status, lr.status]).toEqual([200, 200, 200, 200, 200]);
  return { id, bs: bs.json.id as number, ub: ub.json.id as number, iq: iq.json.id as number, fact: fact.json.id as number, lr: lr.json.id as number };
}

/** A perspective for a pupil that fills in `definitieId` (so the template and item are in use). */
async function maakPerspectief(templateId: number, definitieId: number) {
  const { administratieNr, schooljaar } = t;
  const { ingangsdatum, einddatum } = schooljaarGrenzen(schooljaar);
  await db.periode.upsert({ where: { administratieNr_schooljaar_nummer: { administratieNr, schooljaar, nummer: 1 } }, create: { administratieNr, schooljaar, nummer: 1, ingangsdatum, einddatum }, update: {} });
  const l = await maakLeerling(administratieNr, { roepnaam: "Opp", achternaam: `Leerling ${templateId}` }, 1);
  const opp = await db.ontwikkelingsperspectief.create({ data: { administratieNr, leerlingId: l.id, templateId, schooljaar, periodeNummer: 1 } });
  await db.ontwikkelingsperspectiefVersie.create({ data: { administratieNr, ontwikkelingsperspectiefId: opp.id, versie: 0 } });
  await db.ontwikkelingsperspectiefItem.create({ data: { administratieNr, ontwikkelingsperspectiefId: opp.id, versie: 0, templateId, definitieId, waarde: { tekst: "Korte aandachtsspanne." } } });
  return opp.id;
}

beforeAll(async () => {
  t = await oppTenant();
  other = await oppTenant();
});

describe("OppTemplate", () => {
  it("builds a template with categories and items; reads list, Actief, Details, Categorieen, Items, Categorie, OppItemDetails", async () => {
    const m = await maakTemplate("OPP SO");
    const det = await get(`/Details/${m.id}`, t.schrijver.cookie);
    expect(det.status).toBe(200);
    expect(det.json).toMatchObject({ naam: "OPP SO", omschrijving: "Voor SO", actief: true, aantalCategorieen: 2, aantalDefinities: 3, aantalPerspectieven: 0 });
    expect(det.json.categorieen.map((c: { code: string }) => c.code)).toEqual(["BS", "UB"]);
    expect(det.json.categorieen[0].definities.map((d: { label: string; volgnummer: number }) => [d.label, d.volgnummer])).toEqual([["Totaal IQ", 1], ["Belemmerende factoren", 2]]);
    const cats = await get(`/Categorieen/${m.id}`, t.schrijver.cookie);
    expect(cats.json).toEqual([
      { id: m.bs, templateId: m.id, code: "BS", naam: "Beginsituatie", volgnummer: 1, aantalDefinities: 2 },
      { id: m.ub, templateId: m.id, code: "UB", naam: "Uitstroom", volgnummer: 2, aantalDefinities: 1 },
    ]);
    const items = await get(`/Items/${m.id}/${m.ub}`);
    expect(items.json).toHaveLength(1);
    expect(items.json[0]).toMatchObject({ id: m.lr, soort: "LR", categorieId: m.ub, aantalIngevuld: 0 });
    const cat = await get(`/Categorie/${m.id}/${m.bs}`);
    expect(cat.json).toMatchObject({ code: "BS", aantalDefinities: 2, definities: [{ soort: "IQ", opties: { min: 40, max: 160 } }, { soort: "MLE", verplicht: true }] });
    const item = await get(`/OppItemDetails/${m.id}/${m.fact}`, t.schrijver.cookie);
    expect(item.json).toMatchObject({ id: m.fact, label: "Belemmerende factoren", verplicht: true, toelichting: null });
    const lijst = await get("", t.schrijver.cookie);
    expect(lijst.json.find((x: { id: number }) => x.id === m.id)).toMatchObject({ aantalCategorieen: 2, aantalDefinities: 3, actief: true });
    // An item of another category is not found through this category's template path mix-up.
    expect((await get(`/OppItemDetails/${m.id + 100000}/${m.fact}`)).status).toBe(404);
    expect((await get(`/Items/${m.id}/${m.bs + 100000}`)).status).toBe(404);
  });

  it("ChangeActief, Update; Actief lists only active templates", async () => {
    const m = await maakTemplate("Oud model");
    const uit = await post("ChangeActief", { id: m.id, actief: false });
    expect(uit.status).toBe(200);
    expect(uit.json.actief).toBe(false);
    const actief = await get("/Actief", t.schrijver.cookie);
    expect(actief.json.map((x: { id: number }) => x.id)).not.toContain(m.id);
    expect(actief.json.every((x: { actief: boolean }) => x.actief)).toBe(true);
    const aan = await post("ChangeActief", { id: m.id, actief: true });
    expect(aan.json.actief).toBe(true);
    expect((await get("/Actief")).json.map((x: { id: number }) => x.id)).toContain(m.id);
    const upd = await post("Update", { id: m.id, naam: "Nieuw model", omschrijving: null });
    expect(upd.json).toMatchObject({ naam: "Nieuw model", omschrijving: null, aantalCategorieen: 2 });
    expect((await post("Update", { id: m.id, naam: "opp so" })).status).toBe(409);
  });

  it("reorders categories and the items of a category; UpdateCategorie; updateDefinitie answers the item as a JSON file and can move it", async () => {
    const m = await maakTemplate("Volgorde");
    const cats = await post("ReorganizeCategories", { templateId: m.id, volgorde: [m.ub, m.bs] });
    expect(cats.status).toBe(200);
    expect(cats.json.categorieen.map((c: { code: string }) => c.code)).toEqual(["UB", "BS"]);
    const items = await post("ReorganizeCategorieItems", { templateId: m.id, categorieId: m.bs, volgorde: [m.fact, m.iq] });
    expect(items.status).toBe(200);
    expect(items.json.definities.map((d: { id: number }) => d.id)).toEqual([m.fact, m.iq]);
    const cat = await post("UpdateCategorie", { templateId: m.id, id: m.ub, code: "uit", naam: "Uitstroomprofiel" });
    expect(cat.json).toMatchObject({ code: "UIT", naam: "Uitstroomprofiel", definities: [{ id: m.lr }] });
    expect((await post("UpdateCategorie", { templateId: m.id, id: m.ub, code: "BS", naam: "Dubbel" })).status).toBe(409);
    const upd = await post("updateDefinitie", { templateId: m.id, id: m.iq, categorieId: m.ub, soort: "SEL", label: "Advies", opties: { keuzes: ["VSO", "PRO"] } });
    expect(upd.status).toBe(200);
    expect(upd.headers.get("content-type")).toMatch(/^application\/json/);
    expect(upd.headers.get("content-disposition")).toMatch(/^attachment; filename="Advies\.json"/);
    expect(upd.json).toMatchObject({ id: m.iq, categorieId: m.ub, soort: "SEL", label: "Advies", volgnummer: 2, opties: { keuzes: ["VSO", "PRO"] } });
    const det = await get(`/Details/${m.id}`);
    expect(det.json.categorieen.map((c: { definities: { id: number }[] }) => c.definities.map((d) => d.id))).toEqual([[m.lr, m.iq], [m.fact]]);
  });

  it("deletes an item, a category with its items and a template; 409 while perspectives use them, naming how many", async () => {
    const m = await maakTemplate("In gebruik");
    await maakPerspectief(m.id, m.fact);
    const lijst = await get("");
    expect(lijst.json.find((x: { id: number }) => x.id === m.id).aantalPerspectieven).toBe(1);
    const tpl = await del(`Delete/${m.id}`);
    expect(tpl.status).toBe(409);
    expect(tpl.json.message).toContain("1 ontwikkelingsperspectief");
    const cat = await del(`DeleteCategorie/${m.id}/${m.bs}`);
    expect(cat.status).toBe(409);
    expect(cat.json.message).toContain("1 keer");
    const item = await del(`DeleteDefinitie/${m.id}/${m.fact}`);
    expect(item.status).toBe(409);
    const soort = await post("updateDefinitie", { templateId: m.id, id: m.fact, soort: "SLE", label: "Factoren" });
    expect(soort.status).toBe(409);
    expect((await get(`/OppItemDetails/${m.id}/${m.fact}`)).json).toMatchObject({ soort: "MLE", aantalIngevuld: 1 });
    // Not in use: the IQ item and the UB category go.
    expect((await del(`DeleteDefinitie/${m.id}/${m.iq}`)).json).toEqual({ id: m.iq, templateId: m.id, verwijderd: true });
    expect((await del(`DeleteCategorie/${m.id}/${m.ub}`)).json).toEqual({ id: m.ub, templateId: m.id, verwijderd: true });
    expect(await db.oppTemplateDefinitie.count({ where: { administratieNr: t.administratieNr, templateId: m.id } })).toBe(1);
    const vrij = await maakTemplate("Vrij");
    expect((await del(`Delete/${vrij.id}`)).json).toEqual({ id: vrij.id, naam: "Vrij", verwijderd: true });
    expect(await db.oppTemplateCategorie.count({ where: { administratieNr: t.administratieNr, templateId: vrij.id } })).toBe(0);
  });

  it("403: a writer of perspectives reads but cannot change; no right on perspectives cannot read", async () => {
    const m = await maakTemplate("Verboden");
    expect((await post("Add", { naam: "Niet" }, t.schrijver.cookie)).status).toBe(403);
    expect((await post("AddCategorie", { templateId: m.id, code: "X", naam: "X" }, t.schrijver.cookie)).status).toBe(403);
    expect((await post("updateDefinitie", { templateId: m.id, id: m.iq, soort: "IQ", label: "x" }, t.schrijver.cookie)).status).toBe(403);
    expect((await del(`DeleteCategorie/${m.id}/${m.bs}`, t.schrijver.cookie)).status).toBe(403);
    expect((await del(`Delete/${m.id}`, t.schrijver.cookie)).status).toBe(403);
    expect((await get("", t.zonder.cookie)).status).toBe(403);
    expect((await get(`/Details/${m.id}`, t.zonder.cookie)).status).toBe(403);
    expect((await get(`/Categorie/${m.id}/${m.bs}`, t.zonder.cookie)).status).toBe(403);
    expect(await db.oppTemplate.count({ where: { administratieNr: t.administratieNr, naam: "Niet" } })).toBe(0);
  });

  it("another administration's template, category or item is 404 and stays unchanged", async () => {
    const eigen = await call("POST", "/api/OppTemplate/Add", { query: { administratieNr: other.administratieNr }, cookie: other.user.cookie, body: { naam: "Van een ander" } });
    const id = eigen.json.id as number;
    const cat = await call("POST", "/api/OppTemplate/AddCategorie", { query: { administratieNr: other.administratieNr }, cookie: other.user.cookie, body: { templateId: id, code: "A", naam: "A" } });
    const def = await call("POST", "/api/OppTemplate/AddDefinitie", { query: { administratieNr: other.administratieNr }, cookie: other.user.cookie, body: { templateId: id, categorieId: cat.json.id, soort: "SLE", label: "Regel" } });
    expect(def.status).toBe(200);
    expect((await get(`/Details/${id}`)).status).toBe(404);
    expect((await get(`/Categorieen/${id}`)).status).toBe(404);
    expect((await get(`/Categorie/${id}/${cat.json.id}`)).status).toBe(404);
    expect((await get(`/Items/${id}/${cat.json.id}`)).status).toBe(404);
    expect((await get(`/OppItemDetails/${id}/${def.json.id}`)).status).toBe(404);
    expect((await post("Update", { id, naam: "Gekaapt" })).status).toBe(404);
    expect((await post("ChangeActief", { id, actief: false })).status).toBe(404);
    expect((await post("AddCategorie", { templateId: id, code: "B", naam: "B" })).status).toBe(404);
    expect((await post("UpdateCategorie", { templateId: id, id: cat.json.id, code: "B", naam: "B" })).status).toBe(404);
    expect((await post("ReorganizeCategories", { templateId: id, volgorde: [cat.json.id] })).status).toBe(404);
    expect((await post("ReorganizeCategorieItems", { templateId: id, categorieId: cat.json.id, volgorde: [def.json.id] })).status).toBe(404);
    expect((await post("AddDefinitie", { templateId: id, categorieId: cat.json.id, soort: "SLE", label: "x" })).status).toBe(404);
    expect((await post("updateDefinitie", { templateId: id, id: def.json.id, soort: "SLE", label: "x" })).status).toBe(404);
    expect((await del(`DeleteDefinitie/${id}/${def.json.id}`)).status).toBe(404);
    expect((await del(`DeleteCategorie/${id}/${cat.json.id}`)).status).toBe(404);
    expect((await del(`Delete/${id}`)).status).toBe(404);
    const nog = await db.oppTemplate.findFirst({ where: { administratieNr: other.administratieNr, id }, select: { naam: true, actief: true, _count: { select: { categorieen: true, definities: true } } } });
    expect(nog).toEqual({ naam: "Van een ander", actief: true, _count: { categorieen: 1, definities: 1 } });
  });

  it("400 naming the field, nothing written; unknown item type, options, duplicate code and a bad order refused", async () => {
    const m = await maakTemplate("Met fouten");
    const voor = await db.oppTemplate.count({ where: { administratieNr: t.administratieNr } });
    const leeg = await post("Add", { naam: " " });
    expect(leeg.status).toBe(400);
    expect(leeg.json.issues[0].path).toContain("naam");
    expect(await db.oppTemplate.count({ where: { administratieNr: t.administratieNr } })).toBe(voor);
    const code = await post("AddCategorie", { templateId: m.id, code: "met spatie", naam: "X" });
    expect(code.status).toBe(400);
    expect(code.json.issues[0].path).toContain("code");
    expect((await post("AddCategorie", { templateId: m.id, code: "Bs", naam: "Nogmaals" })).status).toBe(409);
    const onbekend = await post("AddDefinitie", { templateId: m.id, categorieId: m.bs, soort: "VIDEO", label: "Film" });
    expect(onbekend.status).toBe(400);
    expect(onbekend.json.issues[0].path).toContain("soort");
    const keuzes = await post("AddDefinitie", { templateId: m.id, categorieId: m.bs, soort: "SEL", label: "Advies" });
    expect(keuzes.status).toBe(400);
    expect(keuzes.json.issues[0].path).toContain("opties");
    const label = await post("AddDefinitie", { templateId: m.id, categorieId: m.bs, soort: "LBL", label: "Kop", verplicht: true });
    expect(label.status).toBe(400);
    expect(label.json.issues[0].path).toContain("verplicht");
    const zonderCat = await post("AddDefinitie", { templateId: m.id, soort: "SLE", label: "Regel" });
    expect(zonderCat.status).toBe(400);
    expect(zonderCat.json.issues[0].path).toContain("categorieId");
    const dubbel = await post("ReorganizeCategories", { templateId: m.id, volgorde: [m.bs, m.bs] });
    expect(dubbel.status).toBe(400);
    expect(dubbel.json.issues[0].path).toBe("body.volgorde");
    const mist = await post("ReorganizeCategorieItems", { templateId: m.id, categorieId: m.bs, volgorde: [m.iq] });
    expect(mist.status).toBe(400);
    expect(mist.json.message).toContain("items van de categorie");
    const vreemd = await post("ReorganizeCategorieItems", { templateId: m.id, categorieId: m.bs, volgorde: [m.iq, m.fact, m.lr] });
    expect(vreemd.status).toBe(400);
    expect((await get(`/Details/abc`)).status).toBe(400);
    expect(await db.oppTemplateDefinitie.count({ where: { administratieNr: t.administratieNr, templateId: m.id } })).toBe(3);
    expect((await get(`/Categorie/${m.id}/${m.bs}`)).json.definities.map((d: { id: number }) => d.id)).toEqual([m.iq, m.fact]);
  });
});
