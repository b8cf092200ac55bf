import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { Bits, Functiegebied as F } from "@/lib/permissions/constants";
import { call, makeUser } from "./helpers";
import { ALLES } from "./leerlingen-setup";
import { monitorSchool } from "./monitor-fixture";

/**
 * Leerlingplan (issue 15) on the monitor school: Anna in group 1 (branch 1), Bram in group 2
 * (branch 2); period 1 closed, period 2 active. The class teacher of group 1 reads and writes
 * pupil plans of own-class pupils only.
 */
type School = Awaited<ReturnType<typeof monitorSchool>>;
let s: School;
let other: School;
let leerkracht: { cookie: string; id: string };
let templateId: number;
let def: { beginsituatie: number; mon: number; owp: number; kop: number };
const q = () => ({ administratieNr: s.adm });

beforeAll(async () => {
  s = await monitorSchool();
  other = await monitorSchool();
  for (const x of [s, other]) await db.rolPermissie.create({ data: { administratieNr: x.adm, rolId: x.rolId, functiegebied: F.Leerlingplannen, bits: ALLES } });
  const rol = await db.rol.create({ data: { administratieNr: s.adm, naam: "Leerkracht plannen" } });
  await db.rolPermissie.create({ data: { administratieNr: s.adm, rolId: rol.id, functiegebied: F.Leerlingplannen, bits: Bits.ReadEigenKlas | Bits.WriteEigenKlas } });
  leerkracht = await makeUser(s.adm, rol.id);
  await db.medewerkerGroep.create({ data: { administratieNr: s.adm, gebruikerId: leerkracht.id, groepNr: 1 } });
  const t = await db.leerlingplanTemplate.create({ data: { administratieNr: s.adm, naam: "Individueel plan" } });
  templateId = t.id;
  const maak = (soort: "LBL" | "MLE" | "MON" | "OWP", label: string, volgnummer: number, verplicht = false) =>
    db.leerlingplanTemplateDefinitie.create({ data: { administratieNr: s.adm, templateId, soort, label, volgnummer, verplicht } });
  const [kop, beginsituatie, mon, owp] = await Promise.all([maak("LBL", "Elke periode besproken", 1), maak("MLE", "Beginsituatie", 2, true), maak("MON", "Monitorlijnen", 3), maak("OWP", "Onderwijsplan", 4)]);
  def = { kop: kop.id, beginsituatie: beginsituatie.id, mon: mon.id, owp: owp.id };
});

describe("Leerlingplan", () => {
  let id: number;

  it("Add makes a plan from an active template (409 twice, 400 for an inactive template); details default to the active period", async () => {
    const add = await call("POST", "/api/Leerlingplan/Add", { query: q(), cookie: leerkracht.cookie, body: { leerlingId: s.anna.id, templateId, schooljaar: s.schooljaar } });
    expect(add.status).toBe(200);
    expect(add.json).toMatchObject({ leerlingNaam: "Anna Aalders", templateNaam: "Individueel plan", periodeNummer: 2, magBewerken: true, waarden: {}, monitorlijnen: [], onderwijsplannen: [] });
    expect(add.json.perioden.map((p: { nummer: number }) => p.nummer)).toEqual([1, 2]);
    expect(add.json.definities.map((d: { soort: string }) => d.soort)).toEqual(["LBL", "MLE", "MON", "OWP"]);
    id = add.json.id;
    expect((await call("POST", "/api/Leerlingplan/Add", { query: q(), cookie: leerkracht.cookie, body: { leerlingId: s.anna.id, templateId, schooljaar: s.schooljaar } })).status).toBe(409);
    const inactief = await db.leerlingplanTemplate.create({ data: { administratieNr: s.adm, naam: "Oud", actief: false } });
    const r = await call("POST", "/api/Leerlingplan/Add", { query: q(), cookie: s.user.cookie, body: { leerlingId: s.anna.id, templateId: inactief.id, schooljaar: s.schooljaar } });
    expect(r.status).toBe(400);
    expect(r.json.issues[0].path).toBe("body.templateId");
  });

  it("update writes a period's values, monitor lines and teaching plans; monitor lines show the evaluations per period", async () => {
    const body = {
      id,
      periodeNummer: 2,
      waarden: { [def.beginsituatie]: { tekst: "Anna leest spellend." } },
      monitorlijnen: [
        { definitieId: def.mon, leerroutepakketId: s.pakketId, domeinId: s.taal, startniveauNummer: 1, doelniveauNummer: 2 },
        { definitieId: def.mon, leerroutepakketId: s.pakketId, competentieId: s.tellen, doelniveauNummer: 2 },
      ],
      onderwijsplannen: [{ definitieId: def.owp, titel: "Technisch lezen", vakgebiedNr: 1, doel: "<p>AVI E4</p>", aanpak: "<p>Duo-lezen</p>" }],
    };
    const upd = await call("POST", "/api/Leerlingplan/update", { query: q(), cookie: leerkracht.cookie, body });
    expect(upd.status).toBe(200);
    expect(upd.json.waarden).toEqual({ [def.beginsituatie]: { tekst: "Anna leest spellend." } });
    expect(upd.json.monitorlijnen).toHaveLength(2);
    expect(upd.json.monitorlijnen[0]).toMatchObject({ domeinNaam: "Taal", startniveauWaarde: "1", doelniveauWaarde: "2", doelBereikt: null });
    expect(upd.json.onderwijsplannen).toEqual([expect.objectContaining({ titel: "Technisch lezen", vakgebiedNaam: "Lezen", periodeNummer: 2, lessen: [] })]);
    const owpId = upd.json.onderwijsplannen[0].onderwijsplanId as number;

    // Evaluations of Anna in Taal: level 2 mastered in period 2, level 1 partly in period 1.
    await s.evalueer(s.anna.id, "L21", 100, s.schooljaar, 2);
    await s.evalueer(s.anna.id, "L11", 50, s.schooljaar, 1);
    const lijnen = await call("GET", `/api/Leerlingplan/monitorlijnen/${s.adm}/${id}/0`, { query: q(), cookie: leerkracht.cookie });
    expect(lijnen.status).toBe(200);
    expect(lijnen.json[0].perPeriode).toEqual([
      { periodeNummer: 1, aantalEvaluaties: 1, gemiddeldeScore: 50, bereiktNiveauNummer: null, bereiktNiveauWaarde: null },
      { periodeNummer: 2, aantalEvaluaties: 1, gemiddeldeScore: 100, bereiktNiveauNummer: 2, bereiktNiveauWaarde: "2" },
    ]);
    expect(lijnen.json[0].doelBereikt).toBe(true);
    expect(lijnen.json[1]).toMatchObject({ competentieNaam: "Tellen", doelBereikt: null });

    // Period 1 has nothing of period 2; keeping the teaching plan by id keeps it.
    const p1 = await call("GET", `/api/Leerlingplan/Details/${s.adm}/${id}/1`, { query: q(), cookie: leerkracht.cookie });
    expect(p1.json).toMatchObject({ periodeNummer: 1, waarden: {}, onderwijsplannen: [] });
    const again = await call("POST", "/api/Leerlingplan/update", { query: q(), cookie: leerkracht.cookie, body: { ...body, monitorlijnen: undefined, onderwijsplannen: [{ onderwijsplanId: owpId, definitieId: def.owp, titel: "Vlot lezen" }] } });
    expect(again.status).toBe(200);
    expect(again.json.monitorlijnen).toHaveLength(2);
    expect(again.json.onderwijsplannen).toEqual([expect.objectContaining({ onderwijsplanId: owpId, titel: "Vlot lezen", vakgebiedNr: null })]);
    const owp = await call("GET", `/api/Leerlingplan/Onderwijsplannen/${s.adm}/${id}/2`, { query: q(), cookie: leerkracht.cookie });
    expect(owp.json.map((o: { titel: string }) => o.titel)).toEqual(["Vlot lezen"]);
    expect(await db.dossierInzage.count({ where: { administratieNr: s.adm, leerlingId: s.anna.id, soort: "leerlingplan" } })).toBeGreaterThan(0);
  });

  it("400 naming the field (required value, unknown period, wrong item, unknown domain); nothing written", async () => {
    const voor = await db.leerlingplanWaarde.count({ where: { administratieNr: s.adm, leerlingplanId: id } });
    const verplicht = await call("POST", "/api/Leerlingplan/update", { query: q(), cookie: leerkracht.cookie, body: { id, periodeNummer: 1, waarden: {} } });
    expect(verplicht.status).toBe(400);
    expect(verplicht.json.issues[0].path).toBe(`body.waarden.${def.beginsituatie}`);
    const periode = await call("POST", "/api/Leerlingplan/update", { query: q(), cookie: leerkracht.cookie, body: { id, periodeNummer: 9, waarden: {} } });
    expect(periode.json.issues[0].path).toBe("body.periodeNummer");
    const item = await call("POST", "/api/Leerlingplan/update", { query: q(), cookie: leerkracht.cookie, body: { id, periodeNummer: 1, waarden: { [def.beginsituatie]: { tekst: "x" } }, monitorlijnen: [{ definitieId: def.owp, leerroutepakketId: s.pakketId, domeinId: s.taal }] } });
    expect(item.json.issues[0].path).toBe("body.monitorlijnen.0.definitieId");
    const domein = await call("POST", "/api/Leerlingplan/update", { query: q(), cookie: leerkracht.cookie, body: { id, periodeNummer: 1, waarden: { [def.beginsituatie]: { tekst: "x" } }, monitorlijnen: [{ definitieId: def.mon, leerroutepakketId: s.pakketId, domeinId: 999999 }] } });
    expect(domein.status).toBe(400);
    expect(domein.json.issues[0].path).toBe("body.monitorlijnen.0.domeinId");
    const vorm = await call("POST", "/api/Leerlingplan/update", { query: q(), cookie: leerkracht.cookie, body: { id, periodeNummer: 1, waarden: { [def.beginsituatie]: 12 } } });
    expect(vorm.status).toBe(400);
    expect(await db.leerlingplanWaarde.count({ where: { administratieNr: s.adm, leerlingplanId: id } })).toBe(voor);
    expect(await db.leerlingplanMonitorlijn.count({ where: { administratieNr: s.adm, leerlingplanId: id } })).toBe(2);
  });

  it("lists: Alle per branch, Eigen for the class teacher, ForLeerling; §6 403 for another group's pupil", async () => {
    const bram = await call("POST", "/api/Leerlingplan/Add", { query: q(), cookie: s.user.cookie, body: { leerlingId: s.bram.id, templateId, schooljaar: s.schooljaar } });
    expect(bram.status).toBe(200);
    const alle = await call("GET", `/api/Leerlingplan/AlleLeerlingplannen/${s.schooljaar}/0`, { query: q(), cookie: s.user.cookie });
    expect(alle.json.map((p: { leerlingNaam: string }) => p.leerlingNaam)).toEqual(["Anna Aalders", "Bram Bakker"]);
    const tak2 = await call("GET", `/api/Leerlingplan/AlleLeerlingplannen/${s.schooljaar}/2`, { query: q(), cookie: s.user.cookie });
    expect(tak2.json.map((p: { leerlingNaam: string }) => p.leerlingNaam)).toEqual(["Bram Bakker"]);
    const eigen = await call("GET", `/api/Leerlingplan/EigenLeerlingplannen/${s.schooljaar}`, { query: q(), cookie: leerkracht.cookie });
    expect(eigen.json).toEqual([expect.objectContaining({ leerlingNaam: "Anna Aalders", aantalMonitorlijnen: 2, aantalOnderwijsplannen: 1, magBewerken: true })]);
    expect((await call("GET", `/api/Leerlingplan/AlleLeerlingplannen/${s.schooljaar}/0`, { query: q(), cookie: leerkracht.cookie })).status).toBe(403);
    const voor = await call("GET", `/api/Leerlingplan/ForLeerling/${s.adm}/${s.anna.id}`, { query: q(), cookie: leerkracht.cookie });
    expect(voor.json.map((p: { id: number }) => p.id)).toEqual([id]);
    expect((await call("GET", `/api/Leerlingplan/ForLeerling/${s.adm}/${s.bram.id}`, { query: q(), cookie: leerkracht.cookie })).status).toBe(403);
    expect((await call("GET", `/api/Leerlingplan/Details/${s.adm}/${bram.json.id}/0`, { query: q(), cookie: leerkracht.cookie })).status).toBe(403);
    expect((await call("POST", "/api/Leerlingplan/update", { query: q(), cookie: leerkracht.cookie, body: { id: bram.json.id, periodeNummer: 2, waarden: { [def.beginsituatie]: { tekst: "x" } } } })).status).toBe(403);
    expect((await call("POST", "/api/Leerlingplan/Add", { query: q(), cookie: leerkracht.cookie, body: { leerlingId: s.bram.id, templateId, schooljaar: s.vorigJaar } })).status).toBe(403);
    expect((await call("DELETE", `/api/Leerlingplan/Delete/${bram.json.id}`, { query: q(), cookie: leerkracht.cookie })).status).toBe(403);
    expect((await call("GET", `/api/Leerlingplan/ForLeerling/${s.adm}/${s.anna.id}`, { query: q(), cookie: s.leerkracht.cookie })).status).toBe(403);
  });

  it("another administration's plan is 404; no active period is 404 'geen actieve periode gevonden'", async () => {
    for (const pad of [`Details/${s.adm}/${id}/0`, `monitorlijnen/${s.adm}/${id}/0`, `Onderwijsplannen/${s.adm}/${id}/2`])
      expect((await call("GET", `/api/Leerlingplan/${pad}`, { query: { administratieNr: other.adm }, cookie: other.user.cookie })).status).toBe(404);
    expect((await call("DELETE", `/api/Leerlingplan/Delete/${id}`, { query: { administratieNr: other.adm }, cookie: other.user.cookie })).status).toBe(404);
    expect((await call("POST", "/api/Leerlingplan/update", { query: { administratieNr: other.adm }, cookie: other.user.cookie, body: { id, periodeNummer: 2, waarden: {} } })).status).toBe(404);
    const vorig = await call("POST", "/api/Leerlingplan/Add", { query: q(), cookie: s.user.cookie, body: { leerlingId: s.anna.id, templateId, schooljaar: s.vorigJaar } });
    expect(vorig.status).toBe(200);
    // The previous year's only period is long past: the active one is clamped to the year's end, so it exists.
    expect(vorig.json.periodeNummer).toBe(1);
    await db.periode.updateMany({ where: { administratieNr: s.adm, schooljaar: s.vorigJaar }, data: { einddatum: new Date(`${s.vorigJaar.slice(0, 4)}-12-31T00:00:00Z`) } });
    const geen = await call("GET", `/api/Leerlingplan/Details/${s.adm}/${vorig.json.id}/0`, { query: q(), cookie: s.user.cookie });
    expect(geen.status).toBe(404);
    expect(geen.json.message).toBe("geen actieve periode gevonden");
    expect((await call("GET", `/api/Leerlingplan/Details/${s.adm}/${vorig.json.id}/1`, { query: q(), cookie: s.user.cookie })).status).toBe(200);
  });

  it("Delete removes the plan with its values, monitor lines and teaching plans", async () => {
    const owp = await db.leerlingplanOnderwijsplan.findMany({ where: { administratieNr: s.adm, leerlingplanId: id }, select: { onderwijsplanId: true } });
    expect(owp.length).toBe(1);
    const del = await call("DELETE", `/api/Leerlingplan/Delete/${id}`, { query: q(), cookie: leerkracht.cookie });
    expect(del.json).toEqual({ id, verwijderd: true });
    expect(await db.leerlingplan.count({ where: { administratieNr: s.adm, id } })).toBe(0);
    expect(await db.onderwijsplan.count({ where: { administratieNr: s.adm, id: owp[0]!.onderwijsplanId } })).toBe(0);
    expect(await db.leerlingplanMonitorlijn.count({ where: { administratieNr: s.adm, leerlingplanId: id } })).toBe(0);
  });
});

describe("Leerlingplan: the plan-only item types (LR, DOM) point into the pupil's learning-route package", () => {
  let planId: number;
  const lp: Record<string, number> = {};

  beforeAll(async () => {
    const t = await db.leerlingplanTemplate.create({ data: { administratieNr: s.adm, naam: "Plan met leerroute" } });
    for (const [i, [soort, label]] of ([["LR", "Leerroute"], ["DOM", "Domeinen"], ["MON", "Monitor"]] as const).entries())
      lp[soort] = (await db.leerlingplanTemplateDefinitie.create({ data: { administratieNr: s.adm, templateId: t.id, soort, label, volgnummer: i + 1 } })).id;
    const r = await call("POST", "/api/Leerlingplan/Add", { query: q(), cookie: s.user.cookie, body: { leerlingId: s.anna.id, templateId: t.id, schooljaar: s.schooljaar } });
    expect(r.status).toBe(200);
    expect(r.json.leerroutepakketId).toBe(s.pakketId);
    planId = r.json.id;
  });

  const update = (body: Record<string, unknown>, cookie = s.user.cookie, query = q()) => call("POST", "/api/Leerlingplan/update", { query, cookie, body: { id: planId, periodeNummer: 2, ...body } });

  it("values round-trip; a monitor line on a competence with its target level is kept", async () => {
    const waarden = { [lp.LR!]: { leerrouteNummer: 1 }, [lp.DOM!]: { domeinIds: [s.rekenen] } };
    const r = await update({ waarden, monitorlijnen: [{ definitieId: lp.MON, leerroutepakketId: s.pakketId, competentieId: s.lezen, doelniveauNummer: 3 }] });
    expect(r.status).toBe(200);
    expect(r.json.waarden).toEqual(waarden);
    expect(r.json.monitorlijnen).toEqual([expect.objectContaining({ competentieNaam: "Lezen", domeinId: s.taal, doelniveauWaarde: "3", startniveauNummer: null })]);
    const d = await call("GET", `/api/Leerlingplan/Details/${s.adm}/${planId}/2`, { query: q(), cookie: s.user.cookie });
    expect(d.json.waarden).toEqual(waarden);
  });

  it("400 naming the item for a route or domain the package lacks; nothing written", async () => {
    const voor = await db.leerlingplanWaarde.count({ where: { administratieNr: s.adm, leerlingplanId: planId } });
    const lr = await update({ waarden: { [lp.LR!]: { leerrouteNummer: 42 } } });
    expect(lr.status).toBe(400);
    expect(lr.json.issues[0].path).toBe(`body.waarden.${lp.LR}.leerrouteNummer`);
    expect(lr.json.message).toContain("'Leerroute': leerroute 42 bestaat niet");
    const dom = await update({ waarden: { [lp.DOM!]: { domeinIds: [999999] } } });
    expect(dom.status).toBe(400);
    expect(dom.json.issues[0].path).toBe(`body.waarden.${lp.DOM}.domeinIds`);
    expect(await db.leerlingplanWaarde.count({ where: { administratieNr: s.adm, leerlingplanId: planId } })).toBe(voor);
  });

  it("§6 and tenant: the class teacher of another group gets 403, another administration 404", async () => {
    expect((await update({ waarden: { [lp.LR!]: { leerrouteNummer: 1 } } }, s.leerkracht.cookie)).status).toBe(403);
    expect((await update({ waarden: { [lp.LR!]: { leerrouteNummer: 1 } } }, other.user.cookie, { administratieNr: other.adm })).status).toBe(404);
  });
});
