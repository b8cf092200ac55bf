import { beforeAll, describe, expect, it } from "vitest";
import { db, sqlTeller } from "@/lib/db/client";
import { call, makeUser } from "./helpers";
import { maakLeerling } from "./leerlingen-setup";
import { monitorSchool } from "./monitor-fixture";
import { download, pdfTekst } from "./pdf-tekst";

/**
 * Oudergesprek/Details and Oudergesprek/Pdf (issue 34): the parent-meeting page of one pupil.
 * Anna (group 1, route 1) has Taal evaluations in three periods (last school year, period 1 and
 * the active period 2), an OPP with an established version (and a newer Concept that must not
 * show), an action plan of this school year with a goal and an evaluation, and 12 notes. The
 * forecast must be the monitor's own (Monitor/PrognosePerLeerling for her group), not a second
 * computation.
 */
let s: Awaited<ReturnType<typeof monitorSchool>>;
let alles: { id: string; cookie: string };
let notities: number[] = [];
const als = (cookie: string, extra: Record<string, string> = {}) => ({ query: { administratieNr: String(s.adm), ...extra }, cookie });
const pad = (id: number, adm = s.adm) => `/api/Oudergesprek/Details/${adm}/${id}`;
const dag = (iso: string) => new Date(`${iso}T00:00:00Z`);

beforeAll(async () => {
  s = await monitorSchool();
  const rol = await db.rol.create({ data: { administratieNr: s.adm, naam: "Alles" } });
  await db.rolPermissie.createMany({ data: Array.from({ length: 16 }, (_, f) => ({ administratieNr: s.adm, rolId: rol.id, functiegebied: f, bits: 127 })) });
  alles = await makeUser(s.adm, rol.id);
  await s.evalueer(s.anna.id, "L11", 100, s.vorigJaar, 1);
  await s.evalueer(s.anna.id, "L12", 100, s.vorigJaar, 1);
  await s.evalueer(s.anna.id, "L21", 50, s.schooljaar, 1);
  for (const k of ["L21", "L22"]) await s.evalueer(s.anna.id, k, 100, s.schooljaar, 2);
  await s.evalueer(s.anna.id, "L31", 50, s.schooljaar, 2);

  // The OPP: an established version and a newer Concept.
  const template = await db.oppTemplate.create({ data: { administratieNr: s.adm, naam: "OPP SO" } });
  const opp = await db.ontwikkelingsperspectief.create({ data: { administratieNr: s.adm, leerlingId: s.anna.id, templateId: template.id, schooljaar: s.schooljaar, periodeNummer: 1 } });
  await db.ontwikkelingsperspectiefVersie.createMany({
    data: [
      {
        administratieNr: s.adm,
        ontwikkelingsperspectiefId: opp.id,
        versie: 1,
        vastgesteldOp: dag(`${s.schooljaar.slice(0, 4)}-10-01`),
        oudersAkkoordOp: dag(`${s.schooljaar.slice(0, 4)}-10-02`),
        handelingsdeel: [{ id: 1, vakgebiedNr: 1, vakgebiedNaam: "Lezen", leerroutepakketId: null, competentieId: null, competentieNaam: "Technisch lezen", niveauNummer: null, niveauWaarde: "2", doel: "Leest AVI E4 vloeiend", aanpak: "Duo-lezen", evaluatie: null, volgnummer: 1 }],
      },
      { administratieNr: s.adm, ontwikkelingsperspectiefId: opp.id, versie: 0, handelingsdeel: [{ doel: "Concepttekst die niet getoond wordt" }] },
    ],
  });
  // An action plan of this school year with a goal and an evaluation.
  const plan = await db.onderwijsplan.create({ data: { administratieNr: s.adm, soort: "Handelingsplan", schooljaar: s.schooljaar, periodeNummer: 1, titel: "Extra lezen", doel: "<p>Vlot lezen</p>", vakgebiedNr: 1 } });
  const { ingangsdatum, einddatum } = { ingangsdatum: dag(`${s.schooljaar.slice(0, 4)}-09-01`), einddatum: dag(`${s.schooljaar.slice(5)}-01-31`) };
  await db.handelingsplan.create({ data: { administratieNr: s.adm, onderwijsplanId: plan.id, leerlingId: s.anna.id, ingangsdatum, einddatum } });
  await db.onderwijsplanDoel.create({ data: { administratieNr: s.adm, onderwijsplanId: plan.id, leerroutepakketId: s.pakketId, competentieId: s.lezen, niveauNummer: 2, indicatorId: s.ind.L21!.id, volgnummer: 1 } });
  await db.onderwijsplanEvaluatie.create({ data: { administratieNr: s.adm, onderwijsplanId: plan.id, datum: dag(`${s.schooljaar.slice(0, 4)}-11-01`), tekst: "<p>Goede vooruitgang</p>", doelBehaald: true } });
  // 12 notes, one a day: the 10 newest are offered.
  notities = [];
  for (let i = 1; i <= 12; i++)
    notities.push((await db.notitie.create({ data: { administratieNr: s.adm, leerlingId: s.anna.id, titel: `Notitie ${i}`, tekst: `Tekst van notitie ${i}`, datum: dag(`${s.schooljaar.slice(0, 4)}-09-${String(i).padStart(2, "0")}`) } })).id);
});

describe("Oudergesprek/Details", () => {
  it("the forecast per domain is the monitor's, with the established OPP, the year's action plans and the last 10 notes", async () => {
    const res = await call("GET", pad(s.anna.id), als(alles.cookie));
    expect(res.status, JSON.stringify(res.json)).toBe(200);
    const v = res.json;
    expect(v.leerling).toMatchObject({ id: s.anna.id, naam: "Anna Aalders", groepen: [{ nr: 1, naam: "Groep 5" }] });
    expect(v.pakketId).toBe(s.pakketId);
    const monitor = await call("GET", `/api/Monitor/PrognosePerLeerling/${s.schooljaar}/2/${s.pakketId}/1`, als(alles.cookie));
    const anna = monitor.json.leerlingen.find((l: { id: number }) => l.id === s.anna.id);
    expect(v.prognose.periode).toEqual({ schooljaar: s.schooljaar, nummer: 2 });
    expect(v.prognose.leerrouteNaam).toBe("Route 1");
    const taal = v.prognose.domeinen.find((d: { id: number }) => d.id === s.taal);
    expect(taal).toMatchObject(anna.domeinen.find((d: { domeinId: number }) => d.domeinId === s.taal));
    expect(taal).toMatchObject({ perioden: 3, naam: expect.any(String) });
    expect(taal.historie.map((h: { niveau: number }) => h.niveau)).toEqual([1, 1.25, 2.25]);
    expect(v.opp.lopend).toMatchObject({ templateNaam: "OPP SO", vastgesteldOp: `${s.schooljaar.slice(0, 4)}-10-01`, handelingsdeel: [{ doel: "Leest AVI E4 vloeiend", competentieNaam: "Technisch lezen" }] });
    expect(v.handelingsplannen).toEqual([
      expect.objectContaining({ titel: "Extra lezen", vakgebiedNaam: "Lezen", doel: "Vlot lezen", doelen: [expect.objectContaining({ competentieNaam: expect.any(String), niveauWaarde: "2", indicatorNaam: "Indicator L21" })], evaluaties: [expect.objectContaining({ tekst: "Goede vooruitgang", doelBehaald: true })] }),
    ]);
    expect(v.notities.map((n: { titel: string }) => n.titel)).toEqual(Array.from({ length: 10 }, (_, i) => `Notitie ${12 - i}`));
  });

  it("is written to the access log, once per opening", async () => {
    const lezer = await makeUser(s.adm, (await db.medewerkerRol.findFirstOrThrow({ where: { administratieNr: s.adm, gebruikerId: alles.id } })).rolId);
    expect((await call("GET", pad(s.anna.id), als(lezer.cookie))).status).toBe(200);
    const rijen = await db.dossierInzage.findMany({ where: { administratieNr: s.adm, leerlingId: s.anna.id, gebruikerId: lezer.id }, select: { soort: true } });
    expect(rijen.map((r) => r.soort)).toEqual(["oudergesprek"]);
  });

  it("a class teacher: own group's pupil without the parts the role may not read; another group's pupil 403", async () => {
    const eigen = await call("GET", pad(s.anna.id), als(s.leerkracht.cookie));
    expect(eigen.status).toBe(200);
    expect(eigen.json).toMatchObject({ opp: null, handelingsplannen: null, notities: null });
    expect(eigen.json.prognose.domeinen.length).toBeGreaterThan(0);
    const ander = await call("GET", pad(s.bram.id), als(s.leerkracht.cookie));
    expect(ander.status).toBe(403);
  });

  it("404 for an unknown pupil, another administration's pupil and a package not in use; 400 for a malformed id or query", async () => {
    expect((await call("GET", pad(2_000_000_000), als(alles.cookie))).status).toBe(404);
    const andere = await monitorSchool();
    // Anna's id asked in the other administration (its own user, its own administration).
    expect((await call("GET", pad(s.anna.id, andere.adm), { query: { administratieNr: String(andere.adm) }, cookie: andere.user.cookie })).status).toBe(404);
    expect((await call("GET", pad(s.anna.id), als(alles.cookie, { leerroutepakket: String(andere.pakketId) }))).status).toBe(404);
    const fout = await call("GET", `/api/Oudergesprek/Details/${s.adm}/abc`, als(alles.cookie));
    expect(fout.status).toBe(400);
    expect(fout.json.issues[0].path).toMatch(/id$/);
    expect((await call("GET", `/api/Oudergesprek/Details/${s.adm}/0`, als(alles.cookie))).status).toBe(400);
    expect((await call("GET", pad(s.anna.id), als(alles.cookie, { schooljaar: "2025" }))).status).toBe(400);
    expect((await call("GET", `/api/Oudergesprek/Pdf/${s.adm}/${s.anna.id}`, als(alles.cookie, { notities: "1,,2" }))).status).toBe(400);
  });

  it("at most 5 statements, the same with more plans, notes and evaluations (no N+1)", async () => {
    const tel = async () => {
      await call("GET", pad(s.anna.id), als(alles.cookie));
      const voor = sqlTeller.statements;
      const res = await call("GET", pad(s.anna.id), als(alles.cookie));
      expect(res.status).toBe(200);
      return sqlTeller.statements - voor;
    };
    const weinig = await tel();
    expect(weinig).toBeLessThanOrEqual(5);
    for (let i = 0; i < 3; i++) {
      const plan = await db.onderwijsplan.create({ data: { administratieNr: s.adm, soort: "Handelingsplan", schooljaar: s.schooljaar, periodeNummer: 2, titel: `Plan ${i}` } });
      await db.handelingsplan.create({ data: { administratieNr: s.adm, onderwijsplanId: plan.id, leerlingId: s.anna.id, ingangsdatum: dag(`${s.schooljaar.slice(0, 4)}-10-01`), einddatum: dag(`${s.schooljaar.slice(5)}-06-30`) } });
      await db.onderwijsplanEvaluatie.create({ data: { administratieNr: s.adm, onderwijsplanId: plan.id, datum: dag(`${s.schooljaar.slice(0, 4)}-11-02`), tekst: "Evaluatie" } });
    }
    const extra = await maakLeerling(s.adm, { roepnaam: "Extra", achternaam: "Telling" }, 1);
    await s.evalueer(extra.id, "T1", 100, s.schooljaar, 2);
    expect(await tel()).toBe(weinig);
  });
});

describe("Oudergesprek/Pdf", () => {
  it("a PDF with the forecast, the OPP, the plans and only the ticked notes; logged as a print", async () => {
    const [, , gekozen] = notities.slice(-3).reverse();
    const dl = await download(`/api/Oudergesprek/Pdf/${s.adm}/${s.anna.id}`, s.adm, alles.cookie, { notities: String(gekozen) });
    expect(dl.status).toBe(200);
    expect(dl.headers.get("content-type")).toBe("application/pdf");
    const tekst = pdfTekst(dl.bytes).replace(/\s+/g, " ");
    for (const t of ["Oudergesprek Anna Aalders", "Leest AVI E4 vloeiend", "Extra lezen", "Goede vooruitgang", "Notitie 10", "Pagina 1 van"]) expect(tekst).toContain(t);
    expect(tekst).not.toContain("Notitie 11");
    expect(tekst).not.toContain("Concepttekst");
    const laatste = await db.dossierInzage.findFirst({ where: { administratieNr: s.adm, leerlingId: s.anna.id, gebruikerId: alles.id }, orderBy: { id: "desc" }, select: { soort: true } });
    expect(laatste?.soort).toBe("oudergesprekafdruk");
  });

  it("403 for a class teacher on another group's pupil; 404 for another administration's pupil; at most 5 statements", async () => {
    expect((await download(`/api/Oudergesprek/Pdf/${s.adm}/${s.bram.id}`, s.adm, s.leerkracht.cookie)).status).toBe(403);
    const andere = await monitorSchool();
    expect((await download(`/api/Oudergesprek/Pdf/${andere.adm}/${s.anna.id}`, andere.adm, andere.user.cookie)).status).toBe(404);
    // The second call: the first also reads the session once for this reader.
    expect((await download(`/api/Oudergesprek/Pdf/${s.adm}/${s.anna.id}`, s.adm, alles.cookie)).status).toBe(200);
    const voor = sqlTeller.statements;
    expect((await download(`/api/Oudergesprek/Pdf/${s.adm}/${s.anna.id}`, s.adm, alles.cookie)).status).toBe(200);
    expect(sqlTeller.statements - voor).toBeLessThanOrEqual(5);
  });
});

