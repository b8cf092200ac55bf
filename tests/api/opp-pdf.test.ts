import { beforeAll, describe, expect, it } from "vitest";
import { routes } from "@/lib/api/routes";
import { db, sqlTeller } from "@/lib/db/client";
import { Bits, Functiegebied as F } from "@/lib/permissions/constants";
import { vandaagIso } from "@/lib/schooljaar";
import { call, makeTenant, makeUser } from "./helpers";
import { ALLES } from "./leerlingen-setup";
import { monitorSchool } from "./monitor-fixture";
import { download, opmaakFouten, pdfRegels, pdfTekst } from "./pdf-tekst";

/**
 * The prints of issue 15 (paths outside the catalogue): one OPP version and one pupil plan in a
 * period as PDF, on the monitor school (Anna in group 1, Bram in group 2; period 2 active). The
 * class teacher of group 1 reads OPPs and pupil plans of own-class pupils only. Text is read from
 * the PDF itself (tests/api/pdf-tekst.ts); the standard fonts write "—" as a WinAnsi byte, so
 * texts around it are checked apart.
 */

type School = Awaited<ReturnType<typeof monitorSchool>>;
let s: School;
let leerkracht: { cookie: string; id: string };
let ander: Awaited<ReturnType<typeof makeTenant>>;
const q = () => ({ administratieNr: s.adm });
const def: Record<string, number> = {};

/** Statements of one download, checked against the route's declared budget. */
async function binnenBudget(pad: string, routePad: string, query: Record<string, string> = {}) {
  const budget = routes.find((r) => r.method === "get" && r.path === routePad)?.queries;
  expect(budget).toBeGreaterThan(0);
  const voor = sqlTeller.statements;
  const dl = await download(pad, s.adm, s.user.cookie, query);
  expect(dl.status).toBe(200);
  expect(sqlTeller.statements - voor).toBeLessThanOrEqual(budget!);
}

beforeAll(async () => {
  s = await monitorSchool();
  for (const f of [F.Ontwikkelingsperspectieven, F.Leerlingplannen]) await db.rolPermissie.create({ data: { administratieNr: s.adm, rolId: s.rolId, functiegebied: f, bits: ALLES } });
  const rol = await db.rol.create({ data: { administratieNr: s.adm, naam: "Leerkracht plannen lezen" } });
  await db.rolPermissie.createMany({
    data: [F.Ontwikkelingsperspectieven, F.Leerlingplannen].map((f) => ({ administratieNr: s.adm, rolId: rol.id, functiegebied: f, bits: Bits.ReadEigenKlas })),
  });
  leerkracht = await makeUser(s.adm, rol.id);
  await db.medewerkerGroep.create({ data: { administratieNr: s.adm, gebruikerId: leerkracht.id, groepNr: 1 } });
  await db.uitstroombestemming.create({ data: { leerroutepakketId: s.pakketId, nummer: 2, naam: "Arbeid" } });
  ander = await makeTenant({ permissies: { [F.Ontwikkelingsperspectieven]: ALLES, [F.Leerlingplannen]: ALLES } });
});

describe("OntwikkelingsPerspectieven/Pdf", () => {
  let id: number;
  let bramId: number;
  const vandaag = vandaagIso();
  const pad = () => `/api/OntwikkelingsPerspectieven/Pdf/${s.adm}/${id}`;

  beforeAll(async () => {
    const t = await db.oppTemplate.create({ data: { administratieNr: s.adm, naam: "OPP SO", actief: true } });
    const cats = [
      { code: "BS", naam: "Beginsituatie", items: [["LBL", "Factoren"], ["MLE", "Belemmerende factoren"], ["IQ", "Totaal IQ"]] },
      { code: "UB", naam: "Uitstroom", items: [["LR", "Leerroute"], ["OB", "Uitstroombestemming"], ["DTE", "Datum advies"]] },
      { code: "DOEL", naam: "Doelen", items: [["DOM", "Domeinen"], ["MON", "Verwacht niveau"], ["HAN", "Handelingsdeel"], ["CKB", "Ouders stemmen in"]] },
      { code: "LEEG", naam: "Lege pagina", items: [] },
    ] as const;
    for (const [ci, c] of cats.entries()) {
      const cat = await db.oppTemplateCategorie.create({ data: { administratieNr: s.adm, templateId: t.id, code: c.code, naam: c.naam, volgnummer: ci + 1 } });
      for (const [i, [soort, label]] of c.items.entries())
        def[label] = (await db.oppTemplateDefinitie.create({ data: { administratieNr: s.adm, templateId: t.id, categorieId: cat.id, soort, label, volgnummer: i + 1 } })).id;
    }
    const add = await call("POST", `/api/OntwikkelingsPerspectieven/Add/${s.anna.id}`, { query: q(), cookie: s.user.cookie, body: { templateId: t.id, schooljaar: s.schooljaar, periodeNummer: 2 } });
    expect(add.status).toBe(200);
    id = add.json.id;
    const vul = async (categorie: string, waarden: Record<string, unknown>) =>
      expect((await call("POST", `/api/OntwikkelingsPerspectieven/Update/${id}`, { query: q(), cookie: s.user.cookie, body: { categorie, waarden } })).status).toBe(200);
    await vul("BS", { [def["Belemmerende factoren"]!]: { tekst: "Korte aandachtsspanne." }, [def["Totaal IQ"]!]: { waarde: 68, instrument: "WISC-V" } });
    await vul("UB", { [def["Leerroute"]!]: { leerrouteNummer: 1 }, [def["Uitstroombestemming"]!]: { uitstroombestemmingNummer: 2 }, [def["Datum advies"]!]: { datum: "2025-11-03" } });
    await vul("DOEL", { [def["Domeinen"]!]: { domeinIds: [s.taal, s.rekenen] }, [def["Verwacht niveau"]!]: { niveaus: [{ domeinId: s.taal, niveauNummer: 2 }] }, [def["Handelingsdeel"]!]: { zieHandelingsdeel: true }, [def["Ouders stemmen in"]!]: { aangevinkt: true } });
    const h = await call("POST", `/api/OntwikkelingsPerspectieven/HandelingsdeelUpdate/${id}`, {
      query: q(),
      cookie: s.user.cookie,
      body: { regels: [{ vakgebiedNr: 1, leerroutepakketId: s.pakketId, competentieId: s.lezen, niveauNummer: 2, doel: "Anna leest AVI E4", aanpak: "Dagelijks duo-lezen" }] },
    });
    expect(h.status).toBe(200);
    const bram = await call("POST", `/api/OntwikkelingsPerspectieven/Add/${s.bram.id}`, { query: q(), cookie: s.user.cookie, body: { templateId: t.id, schooljaar: s.schooljaar, periodeNummer: 2 } });
    bramId = bram.json.id;
  });

  it("the Concept as PDF: pupil, template, every page with its items per type (package names, not ids), the action part, marked as not established; logged", async () => {
    const dl = await download(pad(), s.adm, leerkracht.cookie);
    expect(dl.status).toBe(200);
    expect(dl.headers.get("content-type")).toBe("application/pdf");
    expect(dl.headers.get("content-disposition")).toMatch(/^attachment; filename="opp-Anna-Aalders-concept\.pdf"/);
    expect(Buffer.from(dl.bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    const tekst = pdfTekst(dl.bytes).replace(/\s+/g, " ");
    for (const t of [
      "Ontwikkelingsperspectief Anna Aalders",
      "OPP SO",
      "Concept",
      "niet vastgesteld",
      "Niet vastgesteld",
      "Beginsituatie",
      "Factoren",
      "Korte aandachtsspanne.",
      "68 (",
      "WISC-V)",
      "Route 1",
      "Arbeid",
      "3 november 2025",
      "Taal, Rekenen",
      "Taal: niveau 2",
      "Zie het handelingsdeel",
      "Lege pagina",
      "Deze pagina heeft geen items",
      "Handelingsdeel",
      "Anna leest AVI E4",
      "Aanpak: Dagelijks duo-lezen",
      "Lezen, niveau 2",
    ])
      expect(tekst).toContain(t);
    // No record of establishing on a Concept.
    expect(tekst).not.toContain("Vaststelling");
    expect(await db.dossierInzage.findMany({ where: { administratieNr: s.adm, leerlingId: s.anna.id, soort: "ontwikkelingsperspectiefafdruk" }, select: { objectId: true } })).toEqual([{ objectId: id }]);
  });

  it("an established version prints its own values, action part and the record of establishing; the Concept after it prints the new values", async () => {
    const v = await call("POST", `/api/OntwikkelingsPerspectieven/Vaststellen/${id}`, {
      query: q(),
      cookie: s.user.cookie,
      body: { vastgesteldOp: vandaag, gesprekOudersOp: vandaag, oudersAkkoordOp: vandaag, oudersAkkoordDoor: "Moeder van Anna", leerlingGehoord: "Anna wil graag leren lezen." },
    });
    expect(v.status).toBe(200);
    await call("POST", `/api/OntwikkelingsPerspectieven/Update/${id}`, { query: q(), cookie: s.user.cookie, body: { categorie: "BS", waarden: { [def["Belemmerende factoren"]!]: { tekst: "Vermoeidheid." } } } });
    await call("POST", `/api/OntwikkelingsPerspectieven/HandelingsdeelUpdate/${id}`, { query: q(), cookie: s.user.cookie, body: { regels: [{ doel: "Zelfstandig werken" }] } });

    const vast = await download(pad(), s.adm, leerkracht.cookie, { version: vandaag });
    expect(vast.status).toBe(200);
    expect(vast.headers.get("content-disposition")).toContain(`filename="opp-Anna-Aalders-${vandaag}.pdf"`);
    const vt = pdfTekst(vast.bytes).replace(/\s+/g, " ");
    for (const t of ["Vastgestelde versie van", "Vaststelling", "Gesprek met ouders op", "Akkoord ouders op het handelingsdeel", "door Moeder van Anna", "Hoe de leerling is gehoord", "Anna wil graag leren lezen.", "Test Gebruiker", "Korte aandachtsspanne.", "Anna leest AVI E4"])
      expect(vt).toContain(t);
    for (const t of ["Vermoeidheid.", "Zelfstandig werken", "niet vastgesteld"]) expect(vt).not.toContain(t);

    // Without a version: the Concept, as Details shows it.
    const concept = await download(pad(), s.adm, leerkracht.cookie);
    const ct = pdfTekst(concept.bytes).replace(/\s+/g, " ");
    for (const t of ["niet vastgesteld", "Vermoeidheid.", "Zelfstandig werken"]) expect(ct).toContain(t);
    expect(ct).not.toContain("Korte aandachtsspanne.");
    const expliciet = await download(pad(), s.adm, leerkracht.cookie, { version: "CONCEPT" });
    expect(pdfTekst(expliciet.bytes)).toContain("Vermoeidheid.");
    expect(await db.dossierInzage.count({ where: { administratieNr: s.adm, leerlingId: s.anna.id, soort: "ontwikkelingsperspectiefafdruk" } })).toBe(4);
  });

  it("an unknown or malformed version is 400 naming the field, and nothing is logged", async () => {
    const voor = await db.dossierInzage.count({ where: { administratieNr: s.adm } });
    for (const version of ["2001-01-01", "gisteren"]) {
      const r = await call("GET", `/api/OntwikkelingsPerspectieven/Pdf/${s.adm}/${id}`, { query: { ...q(), version }, cookie: s.user.cookie });
      expect(r.status).toBe(400);
      // The service names an unknown version as query.version, the query schema a malformed one as version.
      expect(r.json.issues[0].path).toMatch(/^(query\.)?version$/);
    }
    expect((await call("GET", `/api/OntwikkelingsPerspectieven/Pdf/${s.adm}/abc`, { query: q(), cookie: s.user.cookie })).status).toBe(400);
    expect(await db.dossierInzage.count({ where: { administratieNr: s.adm } })).toBe(voor);
  });

  it("§6 as Details: the class teacher may not print another group's pupil (403), another administration gets 404; neither is logged", async () => {
    expect((await call("GET", `/api/OntwikkelingsPerspectieven/Details/${s.adm}/${bramId}`, { query: q(), cookie: leerkracht.cookie })).status).toBe(403);
    expect((await download(`/api/OntwikkelingsPerspectieven/Pdf/${s.adm}/${bramId}`, s.adm, leerkracht.cookie)).status).toBe(403);
    expect((await download(`/api/OntwikkelingsPerspectieven/Pdf/${ander.administratieNr}/${id}`, ander.administratieNr, ander.user.cookie)).status).toBe(404);
    expect((await download(`/api/OntwikkelingsPerspectieven/Pdf/${s.adm}/${id}`, s.adm, s.leerkracht.cookie)).status).toBe(403);
    expect(await db.dossierInzage.count({ where: { administratieNr: s.adm, leerlingId: s.bram.id, soort: "ontwikkelingsperspectiefafdruk" } })).toBe(0);
  });

  it("stays within its declared statement budget", async () => {
    await binnenBudget(`/api/OntwikkelingsPerspectieven/Pdf/${s.adm}/${id}`, "/OntwikkelingsPerspectieven/Pdf/{a}/{b}", { version: vandaag });
  });
});

describe("Leerlingplan/Pdf", () => {
  let id: number;
  let bramId: number;
  const pad = (periode: number | string) => `/api/Leerlingplan/Pdf/${s.adm}/${id}/${periode}`;

  beforeAll(async () => {
    const t = await db.leerlingplanTemplate.create({ data: { administratieNr: s.adm, naam: "Individueel plan" } });
    const maak = (soort: "LBL" | "MLE" | "LR" | "MON" | "OWP", label: string, volgnummer: number) => db.leerlingplanTemplateDefinitie.create({ data: { administratieNr: s.adm, templateId: t.id, soort, label, volgnummer } });
    const [, beginsituatie, route, mon, owp] = [await maak("LBL", "Elke periode besproken", 1), await maak("MLE", "Beginsituatie", 2), await maak("LR", "Route", 3), await maak("MON", "Monitorlijnen", 4), await maak("OWP", "Onderwijsplan", 5)];
    const add = await call("POST", "/api/Leerlingplan/Add", { query: q(), cookie: s.user.cookie, body: { leerlingId: s.anna.id, templateId: t.id, schooljaar: s.schooljaar } });
    expect(add.status).toBe(200);
    id = add.json.id;
    const upd = await call("POST", "/api/Leerlingplan/update", {
      query: q(),
      cookie: s.user.cookie,
      body: {
        id,
        periodeNummer: 2,
        waarden: { [beginsituatie!.id]: { tekst: "Anna leest spellend." }, [route!.id]: { leerrouteNummer: 1 } },
        monitorlijnen: [{ definitieId: mon!.id, leerroutepakketId: s.pakketId, domeinId: s.taal, startniveauNummer: 1, doelniveauNummer: 2 }],
        onderwijsplannen: [{ definitieId: owp!.id, titel: "Technisch lezen", vakgebiedNr: 1, doel: "<p>AVI E4</p>", aanpak: "<p>Duo-lezen</p>" }],
      },
    });
    expect(upd.status).toBe(200);
    await s.evalueer(s.anna.id, "L21", 100, s.schooljaar, 2);
    await s.evalueer(s.anna.id, "L22", 50, s.schooljaar, 2);
    const adm = await db.administratie.findUniqueOrThrow({ where: { administratieNr: s.adm }, select: { klantId: true } });
    const bundel = await db.lesBundel.create({ data: { administratieNr: s.adm, klantId: adm.klantId, auteurId: s.user.id, naam: "Leesbundel" } });
    const les = await db.les.create({ data: { lesBundelId: bundel.id, klantId: adm.klantId, naam: "Les 1: klanken", volgnummer: 1 } });
    await db.onderwijsplanLes.create({ data: { administratieNr: s.adm, onderwijsplanId: upd.json.onderwijsplannen[0].onderwijsplanId, lesId: les.id, klantId: adm.klantId, volgnummer: 1 } });
    const bram = await call("POST", "/api/Leerlingplan/Add", { query: q(), cookie: s.user.cookie, body: { leerlingId: s.bram.id, templateId: t.id, schooljaar: s.schooljaar } });
    bramId = bram.json.id;
  });

  it("the plan in the active period as PDF: items with values, monitor lines of the period, teaching plans with lessons; logged as a print, not as a view", async () => {
    const gezien = await db.dossierInzage.count({ where: { administratieNr: s.adm, leerlingId: s.anna.id, soort: "leerlingplan" } });
    const dl = await download(pad(0), s.adm, leerkracht.cookie);
    expect(dl.status).toBe(200);
    expect(dl.headers.get("content-type")).toBe("application/pdf");
    expect(dl.headers.get("content-disposition")).toContain(`filename="leerlingplan-Anna-Aalders-${s.schooljaar}-periode-2.pdf"`);
    const tekst = pdfTekst(dl.bytes).replace(/\s+/g, " ");
    for (const t of [
      "Leerlingplan Anna Aalders",
      "Individueel plan",
      "Elke periode besproken",
      "Beginsituatie",
      "Anna leest spellend.",
      "Route 1",
      "Monitorlijnen",
      "Taal",
      "Startniveau 1 · doelniveau 2",
      "Bereikt niveau: 2 · gemiddelde score: 75% · evaluaties: 2",
      "Doel bereikt: ja",
      "Onderwijsplan: Technisch lezen",
      "AVI E4",
      "Duo-lezen",
      "Les 1: klanken",
    ])
      expect(tekst).toContain(t);
    expect(await db.dossierInzage.findMany({ where: { administratieNr: s.adm, leerlingId: s.anna.id, soort: "leerlingplanafdruk" }, select: { objectId: true } })).toEqual([{ objectId: id }]);
    expect(await db.dossierInzage.count({ where: { administratieNr: s.adm, leerlingId: s.anna.id, soort: "leerlingplan" } })).toBe(gezien);
  });

  it("another period prints that period: its own values and no teaching plans", async () => {
    const dl = await download(pad(1), s.adm, s.user.cookie);
    expect(dl.status).toBe(200);
    const tekst = pdfTekst(dl.bytes).replace(/\s+/g, " ");
    for (const t of ["Geen onderwijsplannen in deze periode", "Doel bereikt: nog niet te beoordelen"]) expect(tekst).toContain(t);
    for (const t of ["Anna leest spellend.", "Technisch lezen"]) expect(tekst).not.toContain(t);
  });

  it("400 for a malformed period, 404 for an unknown one; §6 403 for another group's pupil; 404 for another administration", async () => {
    expect((await call("GET", pad("x"), { query: q(), cookie: s.user.cookie })).status).toBe(400);
    expect((await call("GET", pad(9), { query: q(), cookie: s.user.cookie })).status).toBe(404);
    expect((await call("GET", `/api/Leerlingplan/Details/${s.adm}/${bramId}/0`, { query: q(), cookie: leerkracht.cookie })).status).toBe(403);
    expect((await download(`/api/Leerlingplan/Pdf/${s.adm}/${bramId}/0`, s.adm, leerkracht.cookie)).status).toBe(403);
    expect((await download(`/api/Leerlingplan/Pdf/${ander.administratieNr}/${id}/0`, ander.administratieNr, ander.user.cookie)).status).toBe(404);
    expect(await db.dossierInzage.count({ where: { administratieNr: s.adm, leerlingId: s.bram.id, soort: "leerlingplanafdruk" } })).toBe(0);
  });

  it("stays within its declared statement budget", async () => {
    await binnenBudget(pad(0), "/Leerlingplan/Pdf/{a}/{b}/{c}");
  });
});

describe("the prints as parents get them (issue 30): a long name and title, no line over another", () => {
  it("the OPP and the pupil plan of a pupil with an ~80-character name and a ~150-character template name: no two lines intersect, nothing leaves the page", async () => {
    const naam = { roepnaam: "Anna-Sophia Maria Theodora", tussenvoegsel: "van der", achternaam: "Vleuten-Berckmoes de Jong Schimmelpenninck Ali" };
    const titel = "Extra ondersteuning bij begrijpend lezen, technisch lezen en woordenschat in combinatie met rekenen en wiskunde voor de periode na de herfstvakantie";
    await db.leerling.update({ where: { administratieNr_id: { administratieNr: s.adm, id: s.bram.id } }, data: naam });
    await db.oppTemplate.updateMany({ where: { administratieNr: s.adm }, data: { naam: titel } });
    await db.leerlingplanTemplate.updateMany({ where: { administratieNr: s.adm }, data: { naam: titel } });
    const opp = (await db.ontwikkelingsperspectief.findFirstOrThrow({ where: { administratieNr: s.adm, leerlingId: s.bram.id }, select: { id: true } })).id;
    const plan = (await db.leerlingplan.findFirstOrThrow({ where: { administratieNr: s.adm, leerlingId: s.bram.id }, select: { id: true } })).id;
    for (const pad of [`/api/OntwikkelingsPerspectieven/Pdf/${s.adm}/${opp}`, `/api/Leerlingplan/Pdf/${s.adm}/${plan}/0`]) {
      const dl = await download(pad, s.adm, s.user.cookie);
      expect(dl.status).toBe(200);
      const paginas = pdfRegels(dl.bytes);
      const regels = paginas.flatMap((p) => p.regels);
      // The title wraps: the name's last words are on a line of their own, below the first.
      expect(regels.map((r) => r.tekst).join(" ").replace(/\s+/g, " ")).toContain("Schimmelpenninck Ali");
      expect(regels.filter((r) => r.grootte === 18).length).toBeGreaterThan(1);
      expect(opmaakFouten(paginas)).toEqual([]);
      expect(regels.some((r) => r.tekst.startsWith("Pagina 1 van"))).toBe(true);
    }
  });
});
