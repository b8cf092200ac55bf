import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { Bits, Functiegebied as F } from "@/lib/permissions/constants";
import { vandaagIso } from "@/lib/schooljaar";
import { call, makeTenant, makeUser } from "./helpers";
import { makePakket } from "./leerroute-fixtures";
import { ALLES } from "./leerlingen-setup";
import { monitorSchool } from "./monitor-fixture";

/**
 * OntwikkelingsPerspectieven (issue 15) on the monitor school: Anna in group 1 (branch 1), Bram in
 * group 2 (branch 2). An OPP template with three categories (BS, UB, OK) is written straight into
 * the tables (the template calls are another helper's). The class teacher of group 1 may write
 * OPPs of own-class pupils only.
 */

type School = Awaited<ReturnType<typeof monitorSchool>>;
let s: School;
let leerkracht: { cookie: string; id: string };
let templateId: number;
let inactiefId: number;
const def: Record<string, number> = {};
const q = () => ({ administratieNr: s.adm });

async function maakTemplate(adm: number, naam: string, actief: boolean) {
  const t = await db.oppTemplate.create({ data: { administratieNr: adm, naam, actief } });
  const cats = [
    { code: "BS", naam: "Beginsituatie", items: [["MLE", "Belemmerende factoren", true], ["MLE", "Bevorderende factoren", false], ["IQ", "Totaal IQ", false]] },
    { code: "UB", naam: "Uitstroombestemming", items: [["SEL", "Verwachte uitstroom", false], ["MLE", "Onderbouwing", false]] },
    { code: "OK", naam: "Ondertekening", items: [["DTE", "Datum gesprek met ouders", false], ["CKB", "Ouders stemmen in", false]] },
  ] as const;
  const ids: Record<string, number> = {};
  for (const [ci, c] of cats.entries()) {
    const cat = await db.oppTemplateCategorie.create({ data: { administratieNr: adm, templateId: t.id, code: c.code, naam: c.naam, volgnummer: ci + 1 } });
    for (const [i, [soort, label, verplicht]] of c.items.entries()) {
      const d = await db.oppTemplateDefinitie.create({
        data: { administratieNr: adm, templateId: t.id, categorieId: cat.id, soort, label, verplicht, volgnummer: i + 1, opties: soort === "SEL" ? { keuzes: ["Dagbesteding", "Arbeid", "Vervolgonderwijs"] } : undefined },
      });
      ids[label] = d.id;
    }
  }
  return { id: t.id, ids };
}

beforeAll(async () => {
  s = await monitorSchool();
  await db.rolPermissie.create({ data: { administratieNr: s.adm, rolId: s.rolId, functiegebied: F.Ontwikkelingsperspectieven, bits: ALLES } });
  const rol = await db.rol.create({ data: { administratieNr: s.adm, naam: "Groepsleerkracht OPP" } });
  await db.rolPermissie.create({ data: { administratieNr: s.adm, rolId: rol.id, functiegebied: F.Ontwikkelingsperspectieven, bits: Bits.ReadEigenKlas | Bits.WriteEigenKlas } });
  leerkracht = await makeUser(s.adm, rol.id);
  await db.medewerkerGroep.create({ data: { administratieNr: s.adm, gebruikerId: leerkracht.id, groepNr: 1 } });
  const t = await maakTemplate(s.adm, "OPP SO", true);
  templateId = t.id;
  Object.assign(def, t.ids);
  inactiefId = (await maakTemplate(s.adm, "OPP oud", false)).id;
});

describe("OntwikkelingsPerspectieven", () => {
  let id: number;

  it("Add starts an OPP with an empty Concept from an active template; inactive template, unknown period and bad input are 400", async () => {
    const r = await call("POST", `/api/OntwikkelingsPerspectieven/Add/${s.anna.id}`, { query: q(), cookie: leerkracht.cookie, body: { templateId, schooljaar: s.schooljaar, periodeNummer: 2 } });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ leerlingNaam: "Anna Aalders", templateNaam: "OPP SO", versie: "CONCEPT", laatstVastgesteld: null, heeftConcept: true, magBewerken: true });
    expect(r.json.versies.map((v: { sleutel: string }) => v.sleutel)).toEqual(["CONCEPT"]);
    expect(r.json.categorieen.map((c: { code: string }) => c.code)).toEqual(["BS", "UB", "OK"]);
    id = r.json.id;

    const voor = await db.ontwikkelingsperspectief.count({ where: { administratieNr: s.adm } });
    const inactief = await call("POST", `/api/OntwikkelingsPerspectieven/Add/${s.anna.id}`, { query: q(), cookie: leerkracht.cookie, body: { templateId: inactiefId, schooljaar: s.schooljaar, periodeNummer: 2 } });
    expect(inactief.status).toBe(400);
    expect(inactief.json.issues[0].path).toBe("body.templateId");
    const periode = await call("POST", `/api/OntwikkelingsPerspectieven/Add/${s.anna.id}`, { query: q(), cookie: leerkracht.cookie, body: { templateId, schooljaar: s.schooljaar, periodeNummer: 9 } });
    expect(periode.status).toBe(400);
    expect(periode.json.issues[0].path).toBe("body.periodeNummer");
    expect((await call("POST", `/api/OntwikkelingsPerspectieven/Add/${s.anna.id}`, { query: q(), cookie: leerkracht.cookie, body: { templateId: "x" } })).status).toBe(400);
    expect(await db.ontwikkelingsperspectief.count({ where: { administratieNr: s.adm } })).toBe(voor);
  });

  it("Update fills in one category of the Concept, checked per item type; Details per category shows the values", async () => {
    const bad = await call("POST", `/api/OntwikkelingsPerspectieven/Update/${id}`, { query: q(), cookie: leerkracht.cookie, body: { categorie: "UB", waarden: { [def["Verwachte uitstroom"]!]: { keuze: "Ruimtevaart" } } } });
    expect(bad.status).toBe(400);
    expect(bad.json.issues[0].path).toBe(`body.waarden.${def["Verwachte uitstroom"]}.keuze`);
    const vreemd = await call("POST", `/api/OntwikkelingsPerspectieven/Update/${id}`, { query: q(), cookie: leerkracht.cookie, body: { categorie: "UB", waarden: { [def["Totaal IQ"]!]: { waarde: 80 } } } });
    expect(vreemd.status).toBe(400);
    const onbekend = await call("POST", `/api/OntwikkelingsPerspectieven/Update/${id}`, { query: q(), cookie: leerkracht.cookie, body: { categorie: "XX", waarden: {} } });
    expect(onbekend.status).toBe(400);
    expect(onbekend.json.issues[0].path).toBe("body.categorie");

    const r = await call("POST", `/api/OntwikkelingsPerspectieven/Update/${id}`, {
      query: q(),
      cookie: leerkracht.cookie,
      body: { categorie: "BS", waarden: { [def["Belemmerende factoren"]!]: { tekst: "Korte aandachtsspanne." }, [def["Totaal IQ"]!]: { waarde: 68, instrument: "WISC-V" } } },
    });
    expect(r.status).toBe(200);
    expect(r.json.categorie).toMatchObject({ code: "BS", ingevuld: 2 });
    expect(r.json.waarden).toEqual({ [def["Belemmerende factoren"]!]: { tekst: "Korte aandachtsspanne." }, [def["Totaal IQ"]!]: { waarde: 68, instrument: "WISC-V" } });
    await call("POST", `/api/OntwikkelingsPerspectieven/Update/${id}`, { query: q(), cookie: leerkracht.cookie, body: { categorie: "UB", waarden: { [def["Verwachte uitstroom"]!]: { keuze: "Dagbesteding" } } } });

    const d = await call("GET", `/api/OntwikkelingsPerspectieven/Details/${s.adm}/${id}/ub`, { query: q(), cookie: leerkracht.cookie });
    expect(d.status).toBe(200);
    expect(d.json.definities.map((x: { label: string }) => x.label)).toEqual(["Verwachte uitstroom", "Onderbouwing"]);
    expect(d.json.waarden).toEqual({ [def["Verwachte uitstroom"]!]: { keuze: "Dagbesteding" } });
    expect((await call("GET", `/api/OntwikkelingsPerspectieven/Details/${s.adm}/${id}/ZZ`, { query: q(), cookie: leerkracht.cookie })).status).toBe(404);
    const log = await db.dossierInzage.count({ where: { administratieNr: s.adm, leerlingId: s.anna.id, soort: "ontwikkelingsperspectief" } });
    expect(log).toBeGreaterThan(0);
  });

  it("HandelingsdeelUpdate and Handelingsdeel: goals per subject area; unknown subject area or level is 400", async () => {
    const onbekend = await call("POST", `/api/OntwikkelingsPerspectieven/HandelingsdeelUpdate/${id}`, { query: q(), cookie: leerkracht.cookie, body: { regels: [{ vakgebiedNr: 77, doel: "Lezen" }] } });
    expect(onbekend.status).toBe(400);
    expect(onbekend.json.issues[0].path).toBe("body.regels.0.vakgebiedNr");
    const niveau = await call("POST", `/api/OntwikkelingsPerspectieven/HandelingsdeelUpdate/${id}`, { query: q(), cookie: leerkracht.cookie, body: { regels: [{ vakgebiedNr: 1, leerroutepakketId: s.pakketId, competentieId: s.lezen, niveauNummer: 9, doel: "Lezen" }] } });
    expect(niveau.status).toBe(400);
    expect(niveau.json.issues[0].path).toBe("body.regels.0.competentieId");
    expect((await call("POST", `/api/OntwikkelingsPerspectieven/HandelingsdeelUpdate/${id}`, { query: q(), cookie: leerkracht.cookie, body: { regels: [{ doel: "" }] } })).status).toBe(400);

    const r = await call("POST", `/api/OntwikkelingsPerspectieven/HandelingsdeelUpdate/${id}`, {
      query: q(),
      cookie: leerkracht.cookie,
      body: { regels: [{ vakgebiedNr: 1, leerroutepakketId: s.pakketId, competentieId: s.lezen, niveauNummer: 2, doel: "Anna leest AVI E4", aanpak: "Dagelijks duo-lezen" }, { doel: "Zelfstandig werken" }] },
    });
    expect(r.status).toBe(200);
    expect(r.json.regels).toEqual([
      expect.objectContaining({ vakgebiedNaam: "Lezen", competentieNaam: "Lezen", niveauNummer: 2, doel: "Anna leest AVI E4", aanpak: "Dagelijks duo-lezen", volgnummer: 1 }),
      expect.objectContaining({ vakgebiedNr: null, doel: "Zelfstandig werken", volgnummer: 2 }),
    ]);
    expect(r.json.akkoord).toBeNull();
    const h = await call("GET", `/api/OntwikkelingsPerspectieven/Handelingsdeel/${s.adm}/${id}`, { query: q(), cookie: leerkracht.cookie });
    expect(h.json.regels).toHaveLength(2);
  });

  it("Vaststellen freezes the Concept with its date and the parents' record; an edit starts a new Concept and the established version stays as it was", async () => {
    const vandaag = vandaagIso();
    const toekomst = await call("POST", `/api/OntwikkelingsPerspectieven/Vaststellen/${id}`, { query: q(), cookie: leerkracht.cookie, body: { vastgesteldOp: "2999-01-01" } });
    expect(toekomst.status).toBe(400);
    expect(toekomst.json.issues[0].path).toBe("body.vastgesteldOp");
    const akkoord = await call("POST", `/api/OntwikkelingsPerspectieven/Vaststellen/${id}`, { query: q(), cookie: leerkracht.cookie, body: { vastgesteldOp: vandaag, oudersAkkoordDoor: "Moeder" } });
    expect(akkoord.status).toBe(400);
    expect(akkoord.json.issues[0].path).toBe("body.oudersAkkoordOp");

    const r = await call("POST", `/api/OntwikkelingsPerspectieven/Vaststellen/${id}`, {
      query: q(),
      cookie: leerkracht.cookie,
      body: { vastgesteldOp: vandaag, gesprekOudersOp: vandaag, oudersAkkoordOp: vandaag, oudersAkkoordDoor: "Moeder van Anna", leerlingGehoord: "Anna wil graag leren lezen." },
    });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ versie: vandaag, laatstVastgesteld: vandaag, heeftConcept: false });
    expect(r.json.versies).toEqual([expect.objectContaining({ sleutel: vandaag, vastgesteldOp: vandaag, vastgesteldDoor: "Test Gebruiker", oudersAkkoordDoor: "Moeder van Anna", leerlingGehoord: "Anna wil graag leren lezen." })]);
    expect(r.json.handelingsdeel).toHaveLength(2);
    expect((await call("POST", `/api/OntwikkelingsPerspectieven/Vaststellen/${id}`, { query: q(), cookie: leerkracht.cookie, body: { vastgesteldOp: vandaag } })).status).toBe(409);

    // An item of an established version never changes.
    const vast = await call("GET", `/api/OntwikkelingsPerspectieven/Details/${s.adm}/${id}/BS`, { query: { ...q(), version: vandaag }, cookie: leerkracht.cookie });
    expect(vast.status).toBe(200);
    expect((await call("DELETE", `/api/OntwikkelingsPerspectieven/DeleteItem/${s.adm}/${vast.json.items[0].id}`, { query: q(), cookie: leerkracht.cookie })).status).toBe(409);

    const edit = await call("POST", `/api/OntwikkelingsPerspectieven/Update/${id}`, { query: q(), cookie: leerkracht.cookie, body: { categorie: "BS", waarden: { [def["Belemmerende factoren"]!]: { tekst: "Vermoeidheid." } } } });
    expect(edit.status).toBe(200);
    expect(edit.json.versie).toBe("CONCEPT");
    expect(edit.json.versies.map((v: { sleutel: string }) => v.sleutel)).toEqual(["CONCEPT", vandaag]);
    expect(edit.json.waarden).toEqual({ [def["Belemmerende factoren"]!]: { tekst: "Vermoeidheid." } });
    const ub = await call("GET", `/api/OntwikkelingsPerspectieven/Details/${s.adm}/${id}/UB`, { query: { ...q(), version: "CONCEPT" }, cookie: leerkracht.cookie });
    expect(ub.json.waarden).toEqual({ [def["Verwachte uitstroom"]!]: { keuze: "Dagbesteding" } });
    const oud = await call("GET", `/api/OntwikkelingsPerspectieven/Details/${s.adm}/${id}/BS`, { query: { ...q(), version: vandaag }, cookie: leerkracht.cookie });
    expect(oud.json.waarden[def["Belemmerende factoren"]!]).toEqual({ tekst: "Korte aandachtsspanne." });

    const onbekend = await call("GET", `/api/OntwikkelingsPerspectieven/Details/${s.adm}/${id}/BS`, { query: { ...q(), version: "2001-01-01" }, cookie: leerkracht.cookie });
    expect(onbekend.status).toBe(400);
    expect(onbekend.json.issues[0].path).toBe("query.version");
    expect((await call("GET", `/api/OntwikkelingsPerspectieven/Details/${s.adm}/${id}/BS`, { query: { ...q(), version: "gisteren" }, cookie: leerkracht.cookie })).status).toBe(400);

    // The action part of the established version is its snapshot.
    await call("POST", `/api/OntwikkelingsPerspectieven/HandelingsdeelUpdate/${id}`, { query: q(), cookie: leerkracht.cookie, body: { regels: [] } });
    const d = await call("GET", `/api/OntwikkelingsPerspectieven/Details/${s.adm}/${id}`, { query: q(), cookie: leerkracht.cookie });
    expect(d.json.handelingsdeel).toEqual([]);
    const h = await call("GET", `/api/OntwikkelingsPerspectieven/Handelingsdeel/${s.adm}/${id}`, { query: q(), cookie: leerkracht.cookie });
    expect(h.json.akkoord).toMatchObject({ oudersAkkoordOp: vandaag, oudersAkkoordDoor: "Moeder van Anna" });
    expect(oud.json.handelingsdeel).toHaveLength(2);
  });

  it("required items must be filled in before establishing; DeleteItem removes a Concept item", async () => {
    const item = await call("GET", `/api/OntwikkelingsPerspectieven/Details/${s.adm}/${id}/BS`, { query: { ...q(), version: "CONCEPT" }, cookie: leerkracht.cookie });
    const itemId = item.json.items.find((i: { definitieId: number }) => i.definitieId === def["Belemmerende factoren"]).id;
    const del = await call("DELETE", `/api/OntwikkelingsPerspectieven/DeleteItem/${s.adm}/${itemId}`, { query: q(), cookie: leerkracht.cookie });
    expect(del.status).toBe(200);
    expect(del.json).toEqual({ id: itemId, ontwikkelingsperspectiefId: id, verwijderd: true });
    const v = await call("POST", `/api/OntwikkelingsPerspectieven/Vaststellen/${id}`, { query: q(), cookie: leerkracht.cookie, body: { vastgesteldOp: vandaagIso() } });
    expect(v.status).toBe(400);
    expect(v.json.message).toContain("Belemmerende factoren");
  });

  it("ChangePeriode moves the OPP to another period; an unknown period is 400", async () => {
    const r = await call("POST", `/api/OntwikkelingsPerspectieven/ChangePeriode/${id}`, { query: q(), cookie: leerkracht.cookie, body: { schooljaar: s.schooljaar, periodeNummer: 1 } });
    expect(r.status).toBe(200);
    expect(r.json.periodeNummer).toBe(1);
    expect((await call("POST", `/api/OntwikkelingsPerspectieven/ChangePeriode/${id}`, { query: q(), cookie: leerkracht.cookie, body: { schooljaar: "2001-2002", periodeNummer: 1 } })).status).toBe(400);
  });

  it("lists: Actief per branch, EigenLeerlingen, ForLeerling", async () => {
    const bram = await call("POST", `/api/OntwikkelingsPerspectieven/Add/${s.bram.id}`, { query: q(), cookie: s.user.cookie, body: { templateId, schooljaar: s.schooljaar, periodeNummer: 2 } });
    expect(bram.status).toBe(200);
    const alle = await call("GET", `/api/OntwikkelingsPerspectieven/Actief/${s.schooljaar}/0`, { query: q(), cookie: s.user.cookie });
    expect(alle.status).toBe(200);
    expect(alle.json.map((o: { leerlingNaam: string }) => o.leerlingNaam).sort()).toEqual(["Anna Aalders", "Bram Bakker"]);
    const tak2 = await call("GET", `/api/OntwikkelingsPerspectieven/Actief/${s.schooljaar}/2`, { query: q(), cookie: s.user.cookie });
    expect(tak2.json.map((o: { leerlingNaam: string }) => o.leerlingNaam)).toEqual(["Bram Bakker"]);
    const eigen = await call("GET", `/api/OntwikkelingsPerspectieven/EigenLeerlingen/${s.schooljaar}`, { query: q(), cookie: leerkracht.cookie });
    expect(eigen.json.map((o: { id: number }) => o.id)).toEqual([id]);
    expect(eigen.json[0]).toMatchObject({ laatstVastgesteld: vandaagIso(), heeftConcept: true });
    expect((await call("GET", `/api/OntwikkelingsPerspectieven/Actief/${s.schooljaar}/0`, { query: q(), cookie: leerkracht.cookie })).status).toBe(403);
    const voor = await call("GET", `/api/OntwikkelingsPerspectieven/ForLeerling/${s.adm}/${s.anna.id}`, { query: q(), cookie: leerkracht.cookie });
    expect(voor.json.map((o: { id: number }) => o.id)).toEqual([id]);
  });

  it("§6: the class teacher reads and writes OPPs of own-class pupils only; another administration's OPP is 404", async () => {
    const bram = (await call("GET", `/api/OntwikkelingsPerspectieven/ForLeerling/${s.adm}/${s.bram.id}`, { query: q(), cookie: s.user.cookie })).json[0].id;
    expect((await call("GET", `/api/OntwikkelingsPerspectieven/ForLeerling/${s.adm}/${s.bram.id}`, { query: q(), cookie: leerkracht.cookie })).status).toBe(403);
    expect((await call("GET", `/api/OntwikkelingsPerspectieven/Details/${s.adm}/${bram}`, { query: q(), cookie: leerkracht.cookie })).status).toBe(403);
    expect((await call("POST", `/api/OntwikkelingsPerspectieven/Add/${s.bram.id}`, { query: q(), cookie: leerkracht.cookie, body: { templateId, schooljaar: s.schooljaar, periodeNummer: 2 } })).status).toBe(403);
    expect((await call("POST", `/api/OntwikkelingsPerspectieven/Update/${bram}`, { query: q(), cookie: leerkracht.cookie, body: { categorie: "BS", waarden: {} } })).status).toBe(403);
    expect((await call("POST", `/api/OntwikkelingsPerspectieven/Vaststellen/${bram}`, { query: q(), cookie: leerkracht.cookie, body: { vastgesteldOp: vandaagIso() } })).status).toBe(403);
    expect((await call("DELETE", `/api/OntwikkelingsPerspectieven/Delete/${s.adm}/${bram}`, { query: q(), cookie: leerkracht.cookie })).status).toBe(403);
    // Reading only: no writes.
    const lezer = await makeUser(s.adm, (await db.rol.create({ data: { administratieNr: s.adm, naam: "OPP lezer", permissies: { create: { functiegebied: F.Ontwikkelingsperspectieven, bits: Bits.ReadAlle } } } })).id);
    expect((await call("GET", `/api/OntwikkelingsPerspectieven/Details/${s.adm}/${bram}`, { query: q(), cookie: lezer.cookie })).json.magBewerken).toBe(false);
    expect((await call("POST", `/api/OntwikkelingsPerspectieven/ChangePeriode/${bram}`, { query: q(), cookie: lezer.cookie, body: { schooljaar: s.schooljaar, periodeNummer: 1 } })).status).toBe(403);

    const ander = await makeTenant({ permissies: { [F.Ontwikkelingsperspectieven]: ALLES } });
    const vreemd = { administratieNr: ander.administratieNr };
    expect((await call("GET", `/api/OntwikkelingsPerspectieven/Details/${ander.administratieNr}/${id}`, { query: vreemd, cookie: ander.user.cookie })).status).toBe(404);
    expect((await call("GET", `/api/OntwikkelingsPerspectieven/Handelingsdeel/${ander.administratieNr}/${id}`, { query: vreemd, cookie: ander.user.cookie })).status).toBe(404);
    expect((await call("POST", `/api/OntwikkelingsPerspectieven/Update/${id}`, { query: vreemd, cookie: ander.user.cookie, body: { categorie: "BS", waarden: {} } })).status).toBe(404);
    expect((await call("DELETE", `/api/OntwikkelingsPerspectieven/Delete/${ander.administratieNr}/${id}`, { query: vreemd, cookie: ander.user.cookie })).status).toBe(404);
    expect((await call("POST", `/api/OntwikkelingsPerspectieven/Add/${s.anna.id}`, { query: vreemd, cookie: ander.user.cookie, body: { templateId, schooljaar: ander.schooljaar, periodeNummer: 1 } })).status).toBe(404);
  });

  it("Delete removes the OPP with its versions, items and action part", async () => {
    const r = await call("DELETE", `/api/OntwikkelingsPerspectieven/Delete/${s.adm}/${id}`, { query: q(), cookie: leerkracht.cookie });
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ id, verwijderd: true });
    expect(await db.ontwikkelingsperspectiefVersie.count({ where: { administratieNr: s.adm, ontwikkelingsperspectiefId: id } })).toBe(0);
    expect(await db.ontwikkelingsperspectiefItem.count({ where: { administratieNr: s.adm, ontwikkelingsperspectiefId: id } })).toBe(0);
    expect((await call("GET", `/api/OntwikkelingsPerspectieven/Details/${s.adm}/${id}`, { query: q(), cookie: leerkracht.cookie })).status).toBe(404);
  });
});

describe("OntwikkelingsPerspectieven: the plan-only item types (LR, OB, DOM, MON, HAN)", () => {
  let oppId: number;
  const pl: Record<string, number> = {};

  beforeAll(async () => {
    // Anna's learning route is route 1 of the monitor package; the package gets one exit destination.
    await db.uitstroombestemming.create({ data: { leerroutepakketId: s.pakketId, nummer: 1, naam: "Arbeid" } });
    const t = await db.oppTemplate.create({ data: { administratieNr: s.adm, naam: "OPP met plan-items", actief: true } });
    const cat = await db.oppTemplateCategorie.create({ data: { administratieNr: s.adm, templateId: t.id, code: "PL", naam: "Perspectief", volgnummer: 1 } });
    for (const [i, [soort, label]] of ([["LR", "Leerroute"], ["OB", "Uitstroom"], ["DOM", "Domeinen"], ["MON", "Verwacht niveau"], ["HAN", "Handelingsdeel"]] as const).entries())
      pl[soort] = (await db.oppTemplateDefinitie.create({ data: { administratieNr: s.adm, templateId: t.id, categorieId: cat.id, soort, label, volgnummer: i + 1 } })).id;
    const r = await call("POST", `/api/OntwikkelingsPerspectieven/Add/${s.anna.id}`, { query: q(), cookie: s.user.cookie, body: { templateId: t.id, schooljaar: s.schooljaar, periodeNummer: 2 } });
    expect(r.status).toBe(200);
    // Not fixed on the OPP yet: the package of the pupil's learning route.
    expect(r.json.leerroutepakketId).toBe(s.pakketId);
    oppId = r.json.id;
  });

  const update = (waarden: Record<string, unknown>, cookie = s.user.cookie, query = q()) => call("POST", `/api/OntwikkelingsPerspectieven/Update/${oppId}`, { query, cookie, body: { categorie: "PL", waarden } });

  it("values of every plan-only type round-trip; the pupil's package is then fixed on the OPP", async () => {
    const waarden = {
      [pl.LR!]: { leerrouteNummer: 1 },
      [pl.OB!]: { uitstroombestemmingNummer: 1 },
      [pl.DOM!]: { domeinIds: [s.taal, s.rekenen] },
      [pl.MON!]: { niveaus: [{ domeinId: s.taal, niveauNummer: 2 }, { domeinId: s.rekenen, niveauNummer: 3 }] },
      [pl.HAN!]: { zieHandelingsdeel: true },
    };
    const r = await update(waarden);
    expect(r.status).toBe(200);
    expect(r.json.waarden).toEqual(waarden);
    const d = await call("GET", `/api/OntwikkelingsPerspectieven/Details/${s.adm}/${oppId}/PL`, { query: { ...q(), version: "CONCEPT" }, cookie: s.user.cookie });
    expect(d.json.waarden).toEqual(waarden);
    expect(d.json.leerroutepakketId).toBe(s.pakketId);
    expect((await db.ontwikkelingsperspectief.findUniqueOrThrow({ where: { administratieNr_id: { administratieNr: s.adm, id: oppId } } })).leerroutepakketId).toBe(s.pakketId);
  });

  it("400 naming the item for a route, destination, domain or level the package does not have; nothing written", async () => {
    const voor = await db.ontwikkelingsperspectiefItem.findMany({ where: { administratieNr: s.adm, ontwikkelingsperspectiefId: oppId }, select: { definitieId: true, waarde: true }, orderBy: { definitieId: "asc" } });
    const gevallen: [string, unknown, string, string][] = [
      ["LR", { leerrouteNummer: 99 }, "leerrouteNummer", "'Leerroute': leerroute 99 bestaat niet"],
      ["OB", { uitstroombestemmingNummer: 7 }, "uitstroombestemmingNummer", "'Uitstroom': uitstroombestemming 7 bestaat niet"],
      ["DOM", { domeinIds: [s.taal, 999999] }, "domeinIds", "'Domeinen': domein 999999 bestaat niet"],
      ["MON", { niveaus: [{ domeinId: s.taal, niveauNummer: 9 }] }, "niveaus", "'Verwacht niveau': niveau 9 bestaat niet"],
    ];
    for (const [soort, waarde, veld, tekst] of gevallen) {
      const r = await update({ [pl[soort]!]: waarde });
      expect(r.status, soort).toBe(400);
      expect(r.json.issues[0].path).toBe(`body.waarden.${pl[soort]}.${veld}`);
      expect(r.json.message).toContain(tekst);
    }
    // A domain of another package is not this package's either.
    const ander = await makePakket(s.adm, "Ander pakket");
    const elders = await update({ [pl.DOM!]: { domeinIds: [ander.domeinen.taal] } });
    expect(elders.status).toBe(400);
    expect(elders.json.issues[0].path).toBe(`body.waarden.${pl.DOM}.domeinIds`);
    const vorm = await update({ [pl.LR!]: { leerrouteNummer: "een" } });
    expect(vorm.status).toBe(400);
    expect(vorm.json.issues[0].path).toBe(`body.waarden.${pl.LR}.leerrouteNummer`);
    expect(await db.ontwikkelingsperspectiefItem.findMany({ where: { administratieNr: s.adm, ontwikkelingsperspectiefId: oppId }, select: { definitieId: true, waarde: true }, orderBy: { definitieId: "asc" } })).toEqual(voor);
  });

  it("a pupil without a learning route has no package: a plan value is 400 naming the item", async () => {
    const t = await db.ontwikkelingsperspectief.findUniqueOrThrow({ where: { administratieNr_id: { administratieNr: s.adm, id: oppId } }, select: { templateId: true } });
    const bram = await call("POST", `/api/OntwikkelingsPerspectieven/Add/${s.bram.id}`, { query: q(), cookie: s.user.cookie, body: { templateId: t.templateId, schooljaar: s.schooljaar, periodeNummer: 2 } });
    expect(bram.json.leerroutepakketId).toBeNull();
    const r = await call("POST", `/api/OntwikkelingsPerspectieven/Update/${bram.json.id}`, { query: q(), cookie: s.user.cookie, body: { categorie: "PL", waarden: { [pl.LR!]: { leerrouteNummer: 1 } } } });
    expect(r.status).toBe(400);
    expect(r.json.issues[0].path).toBe(`body.waarden.${pl.LR}`);
    expect(r.json.message).toContain("'Leerroute'");
    // Without references (HAN) it is fine.
    expect((await call("POST", `/api/OntwikkelingsPerspectieven/Update/${bram.json.id}`, { query: q(), cookie: s.user.cookie, body: { categorie: "PL", waarden: { [pl.HAN!]: { zieHandelingsdeel: true } } } })).status).toBe(200);
  });

  it("§6 and tenant: a reader may not write plan values (403); another administration gets 404", async () => {
    const lezer = await makeUser(s.adm, (await db.rol.create({ data: { administratieNr: s.adm, naam: "OPP plan-lezer", permissies: { create: { functiegebied: F.Ontwikkelingsperspectieven, bits: Bits.ReadAlle } } } })).id);
    expect((await update({ [pl.LR!]: { leerrouteNummer: 1 } }, lezer.cookie)).status).toBe(403);
    const ander = await makeTenant({ permissies: { [F.Ontwikkelingsperspectieven]: ALLES } });
    expect((await update({ [pl.LR!]: { leerrouteNummer: 1 } }, ander.user.cookie, { administratieNr: ander.administratieNr })).status).toBe(404);
  });
});

describe("OntwikkelingsPerspectieven: competence and level in the action part", () => {
  it("a goal keeps its competence and level (with the level's value); a level the competence lacks is 400", async () => {
    const t = await db.oppTemplate.findFirstOrThrow({ where: { administratieNr: s.adm, naam: "OPP SO" }, select: { id: true } });
    const opp = await call("POST", `/api/OntwikkelingsPerspectieven/Add/${s.anna.id}`, { query: q(), cookie: s.user.cookie, body: { templateId: t.id, schooljaar: s.schooljaar, periodeNummer: 2 } });
    const regels = [{ vakgebiedNr: 1, leerroutepakketId: s.pakketId, competentieId: s.lezen, niveauNummer: 3, doel: "Anna leest AVI M5" }];
    const r = await call("POST", `/api/OntwikkelingsPerspectieven/HandelingsdeelUpdate/${opp.json.id}`, { query: q(), cookie: s.user.cookie, body: { regels } });
    expect(r.status).toBe(200);
    expect(r.json.regels).toEqual([expect.objectContaining({ competentieId: s.lezen, competentieNaam: "Lezen", niveauNummer: 3, niveauWaarde: "3" })]);
    const d = await call("GET", `/api/OntwikkelingsPerspectieven/Details/${s.adm}/${opp.json.id}`, { query: q(), cookie: s.user.cookie });
    expect(d.json.handelingsdeel[0]).toMatchObject({ competentieNaam: "Lezen", niveauWaarde: "3" });
    const fout = await call("POST", `/api/OntwikkelingsPerspectieven/HandelingsdeelUpdate/${opp.json.id}`, { query: q(), cookie: s.user.cookie, body: { regels: [{ ...regels[0], competentieId: s.tellen, niveauNummer: 3 }] } });
    expect(fout.status).toBe(400);
    expect(fout.json.issues[0].path).toBe("body.regels.0.competentieId");
  });
});
