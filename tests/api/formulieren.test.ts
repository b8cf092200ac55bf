import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { call } from "./helpers";
import { dossierTenant } from "./leerlingdossier-setup";

let t: Awaited<ReturnType<typeof dossierTenant>>;
let other: Awaited<ReturnType<typeof dossierTenant>>;
let templateId: number;
let defs: Record<string, number>;
const q = () => ({ administratieNr: t.administratieNr });
const vandaag = () => new Date().toISOString().slice(0, 10);

beforeAll(async () => {
  t = await dossierTenant();
  other = await dossierTenant();
  const add = await call("POST", "/api/FormulierTemplates/Add", { query: q(), cookie: t.user.cookie, body: { naam: "Leerlingbespreking" } });
  templateId = add.json.id;
  defs = {};
  for (const [k, body] of Object.entries({
    kop: { soort: "LBL", label: "Bespreking" },
    naam: { soort: "SLE", label: "Aanwezig", verplicht: true },
    advies: { soort: "SEL", label: "Advies", opties: { keuzes: ["Havo", "Vwo"] } },
    datum: { soort: "DTE", label: "Vervolg" },
    iq: { soort: "IQ", label: "IQ" },
    vinkje: { soort: "CKB", label: "Ouders geïnformeerd" },
    meer: { soort: "MSE", label: "Zorg", opties: { keuzes: ["Lezen", "Rekenen"] } },
    tabel: { soort: "MCT", label: "Werkhouding", opties: { keuzes: ["Goed", "Matig"] } },
  })) {
    const d = await call("POST", "/api/FormulierTemplates/AddDefinitie", { query: q(), cookie: t.user.cookie, body: { templateId, ...body } });
    defs[k] = d.json.id;
  }
});

const geldig = () => ({
  [defs.naam!]: { tekst: "Juf Ans, moeder" },
  [defs.advies!]: { keuze: "Havo" },
  [defs.datum!]: { datum: "2026-01-15" },
  [defs.iq!]: { waarde: 104, instrument: "WISC-V" },
  [defs.vinkje!]: { aangevinkt: true },
  [defs.meer!]: { keuzes: ["Lezen"] },
  [defs.tabel!]: { keuze: "Goed" },
});

describe("Formulieren", () => {
  it("fills in a form for a pupil, reads, lists, updates and deletes it", async () => {
    const add = await call("POST", `/api/Formulieren/Add/${t.ada.id}`, { query: q(), cookie: t.leerkracht.cookie, body: { templateId, datum: vandaag(), titel: "Najaar", waarden: geldig() } });
    expect(add.status).toBe(200);
    expect(add.json).toMatchObject({ leerlingNaam: "Ada Dossier", templateNaam: "Leerlingbespreking", titel: "Najaar", auteur: "Test Gebruiker", magBewerken: true });
    expect(add.json.waarden).toEqual(Object.fromEntries(Object.entries(geldig()).map(([k, v]) => [k, v])));
    const id = add.json.id as number;
    const voor = await call("GET", `/api/Formulieren/ForLeerling/${t.administratieNr}/${t.ada.id}`, { query: q(), cookie: t.leerkracht.cookie });
    expect(voor.json.map((f: { id: number }) => f.id)).toEqual([id]);
    const det = await call("GET", `/api/Formulieren/Details/${t.administratieNr}/${id}`, { query: q(), cookie: t.user.cookie });
    expect(det.json.definities.map((d: { soort: string }) => d.soort)).toEqual(["LBL", "SLE", "SEL", "DTE", "IQ", "CKB", "MSE", "MCT"]);
    const actief = await call("GET", `/api/Formulieren/Actief/${t.schooljaar}/0`, { query: q(), cookie: t.user.cookie });
    expect(actief.json).toMatchObject({ total: 1, filter: "Actief", items: [{ id }] });
    const eigen = await call("GET", `/api/Formulieren/Eigen/${t.schooljaar}`, { query: q(), cookie: t.leerkracht.cookie });
    expect(eigen.json.items.map((f: { id: number }) => f.id)).toEqual([id]);
    const zoek = await call("GET", `/api/Formulieren/Actief/${t.schooljaar}/1`, { query: { ...q(), search: "bespreking ada" }, cookie: t.user.cookie });
    expect(zoek.json.total).toBe(1);
    const v2 = await call("GET", `/api/Formulieren/Actief/${t.schooljaar}/2`, { query: q(), cookie: t.user.cookie });
    expect(v2.json.total).toBe(0);
    const inactief = await call("GET", `/api/Formulieren/Inactief/${t.schooljaar}`, { query: q(), cookie: t.user.cookie });
    expect(inactief.json.total).toBe(0);
    const upd = await call("POST", `/api/Formulieren/Update/${id}`, { query: q(), cookie: t.leerkracht.cookie, body: { datum: vandaag(), titel: null, waarden: { [defs.naam!]: { tekst: "Meester Piet" } } } });
    expect(upd.status).toBe(200);
    expect(upd.json.waarden).toEqual({ [defs.naam!]: { tekst: "Meester Piet" } });
    expect(upd.json.titel).toBeNull();
    const tpl = await call("DELETE", `/api/FormulierTemplates/Delete/${templateId}`, { query: q(), cookie: t.user.cookie });
    expect(tpl.status).toBe(409);
    const del = await call("DELETE", `/api/Formulieren/Delete/${t.administratieNr}/${id}`, { query: q(), cookie: t.leerkracht.cookie });
    expect(del.json).toEqual({ id, verwijderd: true });
    expect(await db.formulierWaarde.count({ where: { administratieNr: t.administratieNr, formulierId: id } })).toBe(0);
  });

  it("400 per item type naming the field; nothing written", async () => {
    const voor = await db.formulier.count({ where: { administratieNr: t.administratieNr } });
    const fouten: [string | number, unknown][] = [
      [defs.naam!, { tekst: "" }], // required
      [defs.naam!, "platte tekst"],
      [defs.advies!, { keuze: "Mavo" }],
      [defs.datum!, { datum: "2026-02-30" }],
      [defs.iq!, { waarde: "honderd" }],
      [defs.vinkje!, { aangevinkt: "ja" }],
      [defs.meer!, { keuzes: ["Tekenen"] }],
      [defs.tabel!, { keuze: "Slecht" }],
      [defs.kop!, { tekst: "tekst bij een kop" }],
      ["999999", { tekst: "onbekend item" }],
    ];
    for (const [def, waarde] of fouten) {
      const r = await call("POST", `/api/Formulieren/Add/${t.ada.id}`, { query: q(), cookie: t.user.cookie, body: { templateId, datum: vandaag(), waarden: { ...geldig(), [def]: waarde } } });
      expect(r.status, `${def}: ${JSON.stringify(waarde)}`).toBe(400);
      expect(r.json.issues.map((i: { path: string }) => i.path)).toContainEqual(expect.stringContaining(`body.waarden.${def}`));
    }
    const geenDatum = await call("POST", `/api/Formulieren/Add/${t.ada.id}`, { query: q(), cookie: t.user.cookie, body: { templateId, datum: "gisteren" } });
    expect(geenDatum.status).toBe(400);
    expect(geenDatum.json.issues[0].path).toContain("datum");
    await call("POST", "/api/FormulierTemplates/ChangeActief", { query: q(), cookie: t.user.cookie, body: { id: templateId, actief: false } });
    const inactief = await call("POST", `/api/Formulieren/Add/${t.ada.id}`, { query: q(), cookie: t.user.cookie, body: { templateId, datum: vandaag(), waarden: geldig() } });
    expect(inactief.status).toBe(400);
    await call("POST", "/api/FormulierTemplates/ChangeActief", { query: q(), cookie: t.user.cookie, body: { id: templateId, actief: true } });
    expect(await db.formulier.count({ where: { administratieNr: t.administratieNr } })).toBe(voor);
  });

  it("403 per §6: a teacher outside the pupil's group, a branch reader writing, no rights", async () => {
    const bobForm = await call("POST", `/api/Formulieren/Add/${t.bob.id}`, { query: q(), cookie: t.user.cookie, body: { templateId, datum: vandaag(), waarden: geldig() } });
    expect(bobForm.status).toBe(200);
    const id = bobForm.json.id as number;
    expect((await call("GET", `/api/Formulieren/ForLeerling/${t.administratieNr}/${t.bob.id}`, { query: q(), cookie: t.leerkracht.cookie })).status).toBe(403);
    expect((await call("GET", `/api/Formulieren/Details/${t.administratieNr}/${id}`, { query: q(), cookie: t.leerkracht.cookie })).status).toBe(403);
    expect((await call("POST", `/api/Formulieren/Add/${t.bob.id}`, { query: q(), cookie: t.leerkracht.cookie, body: { templateId, datum: vandaag(), waarden: geldig() } })).status).toBe(403);
    expect((await call("DELETE", `/api/Formulieren/Delete/${t.administratieNr}/${id}`, { query: q(), cookie: t.leerkracht.cookie })).status).toBe(403);
    // The branch-2 reader reads Bob's form but may not change it, and does not see Ada's branch.
    const lees = await call("GET", `/api/Formulieren/Details/${t.administratieNr}/${id}`, { query: q(), cookie: t.lezer.cookie });
    expect(lees.status).toBe(200);
    expect(lees.json.magBewerken).toBe(false);
    expect((await call("POST", `/api/Formulieren/Update/${id}`, { query: q(), cookie: t.lezer.cookie, body: { datum: vandaag(), waarden: geldig() } })).status).toBe(403);
    expect((await call("GET", `/api/Formulieren/Actief/${t.schooljaar}/1`, { query: q(), cookie: t.lezer.cookie })).status).toBe(403);
    expect((await call("GET", `/api/Formulieren/Actief/${t.schooljaar}/0`, { query: q(), cookie: t.leerkracht.cookie })).status).toBe(403);
    expect((await call("GET", `/api/Formulieren/Inactief/${t.schooljaar}`, { query: q(), cookie: t.lezer.cookie })).status).toBe(403);
    expect((await call("GET", `/api/Formulieren/ForLeerling/${t.administratieNr}/${t.ada.id}`, { query: q(), cookie: t.zonder.cookie })).status).toBe(403);
  });

  it("another administration's pupil or form is 404", async () => {
    const van = await call("POST", `/api/FormulierTemplates/Add`, { query: { administratieNr: other.administratieNr }, cookie: other.user.cookie, body: { naam: "Ander" } });
    const f = await call("POST", `/api/Formulieren/Add/${other.ada.id}`, { query: { administratieNr: other.administratieNr }, cookie: other.user.cookie, body: { templateId: van.json.id, datum: vandaag() } });
    expect(f.status).toBe(200);
    expect((await call("GET", `/api/Formulieren/Details/${t.administratieNr}/${f.json.id}`, { query: q(), cookie: t.user.cookie })).status).toBe(404);
    expect((await call("GET", `/api/Formulieren/ForLeerling/${t.administratieNr}/${other.ada.id}`, { query: q(), cookie: t.user.cookie })).status).toBe(404);
    expect((await call("POST", `/api/Formulieren/Update/${f.json.id}`, { query: q(), cookie: t.user.cookie, body: { datum: vandaag() } })).status).toBe(404);
    expect((await call("DELETE", `/api/Formulieren/Delete/${t.administratieNr}/${f.json.id}`, { query: q(), cookie: t.user.cookie })).status).toBe(404);
    // Another administration's template cannot be used for one's own pupil.
    const r = await call("POST", `/api/Formulieren/Add/${t.ada.id}`, { query: q(), cookie: t.user.cookie, body: { templateId: van.json.id, datum: vandaag() } });
    expect(r.status).toBe(400);
    expect(await db.formulier.count({ where: { administratieNr: other.administratieNr } })).toBe(1);
  });
});

describe("Formulieren statements", () => {
  it("a list page and a pupil's forms take a constant, small number of statements, whatever the number of forms", async () => {
    const { sqlTeller } = await import("@/lib/db/client");
    const tel = async (pad: string, cookie = t.user.cookie) => {
      await call("GET", pad, { query: q(), cookie });
      const voor = sqlTeller.statements;
      const r = await call("GET", pad, { query: q(), cookie });
      expect(r.status, pad).toBe(200);
      return sqlTeller.statements - voor;
    };
    const paden = [`/api/Formulieren/Actief/${t.schooljaar}/0`, `/api/Formulieren/Eigen/${t.schooljaar}`, `/api/Formulieren/ForLeerling/${t.administratieNr}/${t.ada.id}`];
    const meet = async () => {
      const uit: number[] = [];
      for (const p of paden) uit.push(await tel(p));
      return uit;
    };
    const weinig = await meet();
    for (let i = 0; i < 15; i++)
      await call("POST", `/api/Formulieren/Add/${t.ada.id}`, { query: q(), cookie: t.user.cookie, body: { templateId, datum: vandaag(), waarden: geldig() } });
    const veel = await meet();
    expect(veel).toEqual(weinig);
    expect(Math.max(...veel)).toBeLessThanOrEqual(6);
  });
});
