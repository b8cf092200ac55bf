import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { Bits, Functiegebied as F } from "@/lib/permissions/constants";
import { isoDatum, schooljaarGrenzen } from "@/lib/schooljaar";
import { call, makeTenant, makeUser } from "./helpers";
import { ALLES, maakLeerling, upload } from "./leerlingen-setup";
import { monitorSchool } from "./monitor-fixture";
import { download, pdfTekst } from "./pdf-tekst";

/**
 * GroepsPlannen and Instructiegroepen (issue 14) on the monitor school (tests/api/monitor-fixture.ts):
 * group 1 (branch 1) holds Anna (route 1, far ahead), Dirk (route 1, nothing mastered) and Cas
 * (no route); group 2 (branch 2) holds Bram. The class teacher of group 1 may write group plans
 * of own classes only.
 */

type School = Awaited<ReturnType<typeof monitorSchool>>;
let s: School;
let beheerder: { cookie: string };
let leerkracht: { cookie: string; id: string };
let dirk: { id: number };
let cas: { id: number };
let beoordelaarNr: number;
const q = () => ({ administratieNr: s.adm });

async function metRoute(naam: { roepnaam: string; achternaam: string }) {
  const l = await maakLeerling(s.adm, naam, 1);
  const jaar = Number(s.schooljaar.slice(0, 4));
  const { ingangsdatum, einddatum } = schooljaarGrenzen(s.schooljaar);
  await db.leerlingLeerroute.create({ data: { administratieNr: s.adm, leerlingId: l.id, leerroutepakketId: s.pakketId, ingangsdatum: new Date(`${jaar - 1}-08-01T00:00:00Z`), leerrouteNummer: 1 } });
  await db.schoolloopbaan.create({ data: { administratieNr: s.adm, leerlingId: l.id, schooljaar: s.schooljaar, ingangsdatum, einddatum, leerjaarNr: 5, schoolsoort: "BO" } });
  return l;
}

beforeAll(async () => {
  s = await monitorSchool();
  await db.rolPermissie.createMany({ data: [F.Groepsplannen, F.Handelingsplannen].map((f) => ({ administratieNr: s.adm, rolId: s.rolId, functiegebied: f, bits: ALLES })) });
  beheerder = s.user;
  const rol = await db.rol.create({ data: { administratieNr: s.adm, naam: "Groepsleerkracht" } });
  await db.rolPermissie.createMany({
    data: [
      { administratieNr: s.adm, rolId: rol.id, functiegebied: F.Groepsplannen, bits: Bits.ReadEigenKlas | Bits.WriteEigenKlas },
      { administratieNr: s.adm, rolId: rol.id, functiegebied: F.Leerlingevaluaties, bits: Bits.ReadEigenKlas | Bits.WriteEigenKlas },
    ],
  });
  leerkracht = await makeUser(s.adm, rol.id);
  await db.medewerkerGroep.create({ data: { administratieNr: s.adm, gebruikerId: leerkracht.id, groepNr: 1 } });
  // Anna masters levels 1–3 of Lezen (150 % of the expected level 2); Dirk has a route and nothing; Cas no route.
  for (const k of ["L11", "L12", "L21", "L22", "L31", "L32"]) await s.evalueer(s.anna.id, k, 100);
  dirk = await metRoute({ roepnaam: "Dirk", achternaam: "Dekker" });
  for (const k of ["L11", "L12"]) await s.evalueer(dirk.id, k, 0);
  cas = await maakLeerling(s.adm, { roepnaam: "Cas", achternaam: "Claes" }, 1);
  beoordelaarNr = (await db.beoordelaar.create({ data: { administratieNr: s.adm, nr: 1, naam: "Intern begeleider" } })).nr;
});

describe("GroepsPlannen", () => {
  let planId: number;

  it("Add makes a plan for a period; a second plan for that period is 409; an unknown period or bad input is 400", async () => {
    const r = await call("POST", "/api/GroepsPlannen/Add/1", { query: q(), cookie: beheerder.cookie, body: { periodeNummer: 2, beginsituatie: "<p>Rustige groep</p>" } });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ groepNr: 1, periodeNummer: 2, beginsituatie: "<p>Rustige groep</p>", instructiegroepen: [] });
    expect(r.json.onverdeeld.map((l: { naam: string }) => l.naam)).toEqual(["Anna Aalders", "Cas Claes", "Dirk Dekker"]);
    planId = r.json.id;

    const dubbel = await call("POST", "/api/GroepsPlannen/Add/1", { query: q(), cookie: beheerder.cookie, body: { periodeNummer: 2 } });
    expect(dubbel.status).toBe(409);
    const onbekend = await call("POST", "/api/GroepsPlannen/Add/1", { query: q(), cookie: beheerder.cookie, body: { periodeNummer: 9 } });
    expect(onbekend.status).toBe(400);
    expect(onbekend.json.issues[0].path).toBe("body.periodeNummer");
    const fout = await call("POST", "/api/GroepsPlannen/Add/1", { query: q(), cookie: beheerder.cookie, body: { periodeNummer: "twee" } });
    expect(fout.status).toBe(400);
    expect(await db.groepsplan.count({ where: { administratieNr: s.adm } })).toBe(1);
  });

  it("GenerateInstructiegroepen clusters below / at / above the expected level; twice is 409", async () => {
    const r = await call("POST", "/api/GroepsPlannen/GenerateInstructiegroepen", { query: q(), cookie: beheerder.cookie, body: { groepsplanId: planId, leerroutepakketId: s.pakketId, domeinId: s.taal } });
    expect(r.status).toBe(200);
    const namen = r.json.instructiegroepen.map((ig: { naam: string; leerlingen: { naam: string }[] }) => [ig.naam, ig.leerlingen.map((l) => l.naam)]);
    expect(namen).toEqual([
      ["Intensieve instructie", ["Dirk Dekker"]],
      ["Basisinstructie", ["Cas Claes"]],
      ["Verdiepte instructie", ["Anna Aalders"]],
    ]);
    expect(r.json.indeling.find((x: { leerlingId: number }) => x.leerlingId === cas.id)).toMatchObject({ cluster: "basis", zonderGegevens: true });
    expect(r.json.onverdeeld).toEqual([]);
    const weer = await call("POST", "/api/GroepsPlannen/GenerateInstructiegroepen", { query: q(), cookie: beheerder.cookie, body: { groepsplanId: planId, leerroutepakketId: s.pakketId } });
    expect(weer.status).toBe(409);
  });

  it("indicatorSelector gives the package's indicators, only those of the chosen phases with fasen", async () => {
    const alle = await call("GET", `/api/GroepsPlannen/indicatorSelector/${s.pakketId}/0/0`, { query: q(), cookie: beheerder.cookie });
    expect(alle.status).toBe(200);
    const tel = (x: { domeinen: { competenties: { niveaus: { indicatoren: unknown[] }[] }[] }[] }) => x.domeinen.flatMap((d) => d.competenties.flatMap((c) => c.niveaus.flatMap((n) => n.indicatoren))).length;
    expect(tel(alle.json)).toBe(8);
    const fase = await call("GET", `/api/GroepsPlannen/indicatorSelector/${s.pakketId}/0/1`, { query: { ...q(), fasen: [1] }, cookie: beheerder.cookie });
    expect(fase.status).toBe(200);
    expect(fase.json.domeinen.flatMap((d: { competenties: { niveaus: { indicatoren: { naam: string }[] }[] }[] }) => d.competenties.flatMap((c) => c.niveaus.flatMap((n) => n.indicatoren.map((i) => i.naam))))).toEqual(["Indicator L21", "Indicator L22"]);
    const ander = await makeTenant();
    const vreemd = await call("GET", `/api/GroepsPlannen/indicatorSelector/${s.pakketId}/0/0`, { query: { administratieNr: ander.administratieNr }, cookie: ander.user.cookie });
    expect([403, 404]).toContain(vreemd.status);
  });

  it("indicatorSelector serves every plan reader (the OPP and pupil-plan editors pick goals there), not others", async () => {
    for (const [naam, area, verwacht] of [
      ["Alleen OPP", F.Ontwikkelingsperspectieven, 200],
      ["Alleen leerlingplannen", F.Leerlingplannen, 200],
      ["Alleen handelingsplannen", F.Handelingsplannen, 200],
      ["Alleen notities", F.Notities, 403],
    ] as const) {
      const rol = await db.rol.create({ data: { administratieNr: s.adm, naam } });
      await db.rolPermissie.create({ data: { administratieNr: s.adm, rolId: rol.id, functiegebied: area, bits: Bits.ReadEigenKlas } });
      const wie = await makeUser(s.adm, rol.id);
      const res = await call("GET", `/api/GroepsPlannen/indicatorSelector/${s.pakketId}/0/0`, { query: q(), cookie: wie.cookie });
      expect(res.status, naam).toBe(verwacht);
    }
  });

  it("update moves a pupil between instruction groups and sets goals; a pupil from another group is 400", async () => {
    const basis = await call("POST", "/api/Instructiegroepen/update", {
      query: q(),
      cookie: beheerder.cookie,
      body: { groepsplanId: planId, nr: 2, naam: "Basisgroep", leerroutepakketId: s.pakketId, vakgebiedNr: 1, aanpak: "<p>Instructie aan de tafel</p>", leerlingen: [cas.id, s.anna.id], doelen: [{ competentieId: s.lezen, niveauNummer: 2, indicatorId: s.ind.L21!.id }] },
    });
    expect(basis.status).toBe(200);
    expect(basis.json.instructiegroep.leerlingen.map((l: { naam: string }) => l.naam)).toEqual(["Anna Aalders", "Cas Claes"]);
    expect(basis.json.instructiegroep.doelen[0]).toMatchObject({ competentieNaam: "Lezen", niveauWaarde: "2", indicatorNaam: "Indicator L21" });
    const details = await call("GET", `/api/GroepsPlannen/Details/${s.adm}/1/2`, { query: q(), cookie: beheerder.cookie });
    expect(details.json.instructiegroepen[2].leerlingen).toEqual([]);

    const vreemd = await call("POST", "/api/Instructiegroepen/update", { query: q(), cookie: beheerder.cookie, body: { groepsplanId: planId, nr: 2, naam: "Basisgroep", leerlingen: [s.bram.id] } });
    expect(vreemd.status).toBe(400);
    expect(vreemd.json.issues[0].path).toBe("body.leerlingen.0");
    const doel = await call("POST", "/api/Instructiegroepen/update", { query: q(), cookie: beheerder.cookie, body: { groepsplanId: planId, nr: 2, naam: "Basisgroep", leerroutepakketId: s.pakketId, doelen: [{ competentieId: s.lezen, niveauNummer: 1, indicatorId: s.ind.L21!.id }] } });
    expect(doel.status).toBe(400);
    expect(doel.json.issues[0].path).toBe("body.doelen.0.indicatorId");
    expect((await call("POST", "/api/Instructiegroepen/update", { query: q(), cookie: beheerder.cookie, body: { groepsplanId: planId, nr: 2, naam: "" } })).status).toBe(400);
  });

  it("Reorganize orders the instruction groups; a partial order is 400", async () => {
    const r = await call("POST", `/api/GroepsPlannen/Reorganize/${planId}`, { query: q(), cookie: beheerder.cookie, body: { volgorde: [2, 1, 3] } });
    expect(r.status).toBe(200);
    const d = await call("GET", `/api/GroepsPlannen/Details/${s.adm}/1/2`, { query: q(), cookie: beheerder.cookie });
    expect(d.json.instructiegroepen.map((ig: { nr: number }) => ig.nr)).toEqual([2, 1, 3]);
    expect((await call("POST", `/api/GroepsPlannen/Reorganize/${planId}`, { query: q(), cookie: beheerder.cookie, body: { volgorde: [2, 1] } })).status).toBe(400);
  });

  it("Add, details, evalueer, Beeordelingen, Evaluaties and deleteinstructiegroep of an instruction group", async () => {
    const add = await call("POST", "/api/Instructiegroepen/Add", { query: q(), cookie: beheerder.cookie, body: { groepsplanId: planId, naam: "Leesclub" } });
    expect(add.status).toBe(200);
    expect(add.json.instructiegroep).toMatchObject({ nr: 4, volgnummer: 4, leerlingen: [] });

    const ig = await call("GET", `/api/Instructiegroepen/details/${s.adm}/1/2/2`, { query: q(), cookie: beheerder.cookie });
    expect(ig.status).toBe(200);
    const { onderwijsplanId, doelen } = ig.json.instructiegroep;
    const ev = await call("POST", `/api/Instructiegroepen/evalueer/${onderwijsplanId}`, {
      query: q(),
      cookie: leerkracht.cookie,
      body: { datum: "2025-11-01", tekst: "Goed gegaan", doelBehaald: true, beoordelaarNr, beoordelingen: [{ leerlingId: s.anna.id, doelId: doelen[0].id, score: 100 }] },
    });
    expect(ev.status).toBe(200);
    expect(ev.json.beoordelingen).toBe(1);
    const zonder = await call("POST", `/api/Instructiegroepen/evalueer/${onderwijsplanId}`, { query: q(), cookie: beheerder.cookie, body: { datum: "2025-11-01", beoordelingen: [{ leerlingId: s.anna.id, score: 50 }] } });
    expect(zonder.status).toBe(400);
    expect(zonder.json.issues[0].path).toBe("body.beoordelaarNr");
    const slecht = await call("POST", `/api/Instructiegroepen/evalueer/${onderwijsplanId}`, { query: q(), cookie: beheerder.cookie, body: { datum: "2025-11-01", beoordelaarNr, beoordelingen: [{ leerlingId: s.anna.id, score: 70 }] } });
    expect(slecht.status).toBe(400);

    const b = await call("GET", `/api/Instructiegroepen/Beeordelingen/${s.adm}/1/2/2`, { query: q(), cookie: beheerder.cookie });
    expect(b.json.beoordelingen).toEqual([expect.objectContaining({ leerlingId: s.anna.id, score: 100, beoordelaarNaam: "Intern begeleider" })]);
    const e = await call("GET", `/api/Instructiegroepen/Evaluaties/${s.adm}/1/2/2`, { query: q(), cookie: beheerder.cookie });
    expect(e.json).toEqual([expect.objectContaining({ tekst: "Goed gegaan", doelBehaald: true, datum: "2025-11-01" })]);

    const weg = await call("DELETE", `/api/Instructiegroepen/deleteinstructiegroep/${s.adm}/1/2/4`, { query: q(), cookie: beheerder.cookie });
    expect(weg.status).toBe(200);
    expect((await call("GET", `/api/Instructiegroepen/details/${s.adm}/1/2/4`, { query: q(), cookie: beheerder.cookie })).status).toBe(404);
  });

  it("Edit adds documents to the plan; Document downloads them; deletedocument removes row and file", async () => {
    const pdf = new File([new TextEncoder().encode("%PDF-1.4\n%test\n")], "verslag.pdf", { type: "application/pdf" });
    const r = await upload("/api/GroepsPlannen/Edit", s.adm, beheerder.cookie, { id: String(planId), beginsituatie: "<p>Nieuwe analyse</p><script>alert(1)</script><img src=x onerror=alert(1)>", instructiegroepNr: "2", documenten: pdf });
    expect(r.status).toBe(200);
    expect(r.json.beginsituatie).toBe("<p>Nieuwe analyse</p>");
    const doc = r.json.instructiegroepen.find((ig: { nr: number }) => ig.nr === 2).documenten[0];
    expect(doc.bestandsnaam).toBe("verslag.pdf");
    const dl = await download(`/api/GroepsPlannen/Document/${s.adm}/1/2`, s.adm, beheerder.cookie, { bestandId: String(doc.id) });
    expect(dl.status).toBe(200);
    expect(Buffer.from(dl.bytes).toString("latin1")).toContain("%test");
    const html = new File([new TextEncoder().encode("<html><script>1</script></html>")], "x.html");
    expect((await upload("/api/GroepsPlannen/Edit", s.adm, beheerder.cookie, { id: String(planId), documenten: html })).status).toBe(415);
    expect((await upload("/api/GroepsPlannen/Edit", s.adm, beheerder.cookie, { id: "abc" })).status).toBe(400);
    const del = await call("DELETE", `/api/GroepsPlannen/deletedocument/${s.adm}/${planId}/${doc.id}`, { query: q(), cookie: beheerder.cookie });
    expect(del.status).toBe(200);
    expect(await db.bestand.count({ where: { administratieNr: s.adm, id: doc.id } })).toBe(0);
  });

  it("Document is a PDF with the pupils' names and the goals", async () => {
    const t0 = performance.now();
    const dl = await download(`/api/GroepsPlannen/Document/${s.adm}/1/2`, s.adm, beheerder.cookie);
    const ms = performance.now() - t0;
    expect(dl.status).toBe(200);
    expect(dl.headers.get("content-type")).toBe("application/pdf");
    expect(Buffer.from(dl.bytes.subarray(0, 5)).toString("latin1")).toBe("%PDF-");
    const tekst = pdfTekst(dl.bytes);
    for (const naam of ["Anna Aalders", "Cas Claes", "Dirk Dekker", "Indicator L21", "Basisgroep", "Instructie aan de tafel"]) expect(tekst).toContain(naam);
    expect(tekst).toMatch(/Pagina 1 van \d/);
    expect(tekst).toMatch(/\d{1,2} (januari|februari|maart|april|mei|juni|juli|augustus|september|oktober|november|december) \d{4}/);
    expect(ms).toBeLessThan(5000);
  });

  it("lists: AlleGroepsplannen, EigenGroepsplannen, ForGroep and FilledPerioden", async () => {
    await call("POST", "/api/GroepsPlannen/Add/2", { query: q(), cookie: beheerder.cookie, body: { periodeNummer: 2 } });
    const alle = await call("GET", `/api/GroepsPlannen/AlleGroepsplannen/${s.schooljaar}/0`, { query: q(), cookie: beheerder.cookie });
    expect(alle.status).toBe(200);
    expect(alle.json.map((p: { groepNr: number }) => p.groepNr)).toEqual([1, 2]);
    expect(alle.json[0]).toMatchObject({ aantalInstructiegroepen: 3, aantalLeerlingen: 3, magBewerken: true });
    const tak = await call("GET", `/api/GroepsPlannen/AlleGroepsplannen/${s.schooljaar}/2`, { query: q(), cookie: beheerder.cookie });
    expect(tak.json.map((p: { groepNr: number }) => p.groepNr)).toEqual([2]);
    const eigen = await call("GET", `/api/GroepsPlannen/EigenGroepsplannen/${s.schooljaar}`, { query: q(), cookie: leerkracht.cookie });
    expect(eigen.status).toBe(200);
    expect(eigen.json.map((p: { groepNr: number }) => p.groepNr)).toEqual([1]);
    expect((await call("GET", `/api/GroepsPlannen/AlleGroepsplannen/${s.schooljaar}/0`, { query: q(), cookie: leerkracht.cookie })).status).toBe(403);
    const voor = await call("GET", `/api/GroepsPlannen/ForGroep/${s.adm}/1`, { query: q(), cookie: leerkracht.cookie });
    expect(voor.json).toHaveLength(1);
    const perioden = await call("GET", `/api/GroepsPlannen/FilledPerioden/${s.adm}/1`, { query: q(), cookie: beheerder.cookie });
    expect(perioden.json.map((p: { nummer: number; groepsplanId: number | null }) => [p.nummer, p.groepsplanId !== null])).toEqual([
      [1, false],
      [2, true],
    ]);
    expect(perioden.json.find((p: { actief: boolean }) => p.actief)?.nummer).toBe(2);
  });

  it("§6: a class teacher edits the own group's plan only (403 for group 2); another administration's plan is 404", async () => {
    const eigen = await call("POST", "/api/Instructiegroepen/Add", { query: q(), cookie: leerkracht.cookie, body: { groepsplanId: planId, naam: "Extra" } });
    expect(eigen.status).toBe(200);
    const plan2 = (await db.groepsplan.findFirstOrThrow({ where: { administratieNr: s.adm, groepNr: 2 } })).id;
    expect((await call("POST", "/api/Instructiegroepen/Add", { query: q(), cookie: leerkracht.cookie, body: { groepsplanId: plan2, naam: "Extra" } })).status).toBe(403);
    expect((await call("POST", "/api/GroepsPlannen/Add/2", { query: q(), cookie: leerkracht.cookie, body: { periodeNummer: 1 } })).status).toBe(403);
    expect((await call("GET", `/api/GroepsPlannen/Details/${s.adm}/2/2`, { query: q(), cookie: leerkracht.cookie })).status).toBe(403);
    expect((await call("DELETE", `/api/GroepsPlannen/Delete/${s.adm}/${plan2}`, { query: q(), cookie: leerkracht.cookie })).status).toBe(403);
    // Read-only on group plans: no writes at all.
    const rol = await db.rol.create({ data: { administratieNr: s.adm, naam: "Alleen lezen" } });
    await db.rolPermissie.create({ data: { administratieNr: s.adm, rolId: rol.id, functiegebied: F.Groepsplannen, bits: Bits.ReadAlle } });
    const lezer = await makeUser(s.adm, rol.id);
    expect((await call("GET", `/api/GroepsPlannen/Details/${s.adm}/1/2`, { query: q(), cookie: lezer.cookie })).json.magBewerken).toBe(false);
    expect((await call("POST", `/api/GroepsPlannen/Reorganize/${planId}`, { query: q(), cookie: lezer.cookie, body: { volgorde: [1, 2, 3] } })).status).toBe(403);

    const ander = await makeTenant({ permissies: { [F.Groepsplannen]: ALLES } });
    const vreemd = { administratieNr: ander.administratieNr };
    expect((await call("DELETE", `/api/GroepsPlannen/Delete/${ander.administratieNr}/${planId}`, { query: vreemd, cookie: ander.user.cookie })).status).toBe(404);
    expect((await call("POST", `/api/GroepsPlannen/Reorganize/${planId}`, { query: vreemd, cookie: ander.user.cookie, body: { volgorde: [1] } })).status).toBe(404);
    expect((await call("GET", `/api/GroepsPlannen/Details/${s.adm}/1/2`, { query: q(), cookie: ander.user.cookie })).status).toBe(404);
  });

  it("Delete removes the plan with its instruction groups and their plans", async () => {
    const plan2 = (await db.groepsplan.findFirstOrThrow({ where: { administratieNr: s.adm, groepNr: 2 } })).id;
    const r = await call("DELETE", `/api/GroepsPlannen/Delete/${s.adm}/${plan2}`, { query: q(), cookie: beheerder.cookie });
    expect(r.status).toBe(200);
    expect((await call("GET", `/api/GroepsPlannen/Details/${s.adm}/2/2`, { query: q(), cookie: beheerder.cookie })).status).toBe(404);
    const voor = await db.onderwijsplan.count({ where: { administratieNr: s.adm, soort: "Instructiegroep" } });
    expect((await call("DELETE", `/api/GroepsPlannen/Delete/${s.adm}/${planId}`, { query: q(), cookie: beheerder.cookie })).status).toBe(200);
    expect(await db.onderwijsplan.count({ where: { administratieNr: s.adm, soort: "Instructiegroep" } })).toBe(voor - 4);
    expect(await db.instructiegroepLeerling.count({ where: { administratieNr: s.adm } })).toBe(0);
  });
});

describe("CopyInstructiegroepen", () => {
  it("copies groups, goals and the pupils still in the group; a pupil who left is dropped, a new one is unplaced", async () => {
    const t = await monitorSchool();
    await db.rolPermissie.create({ data: { administratieNr: t.adm, rolId: t.rolId, functiegebied: F.Groepsplannen, bits: ALLES } });
    const p1 = await db.periode.findUniqueOrThrow({ where: { administratieNr_schooljaar_nummer: { administratieNr: t.adm, schooljaar: t.schooljaar, nummer: 1 } } });
    const p2 = await db.periode.findUniqueOrThrow({ where: { administratieNr_schooljaar_nummer: { administratieNr: t.adm, schooljaar: t.schooljaar, nummer: 2 } } });
    const weg = await maakLeerling(t.adm, { roepnaam: "Eva", achternaam: "Eerst" }, 1, isoDatum(p1.ingangsdatum), isoDatum(p1.einddatum));
    const nieuw = await maakLeerling(t.adm, { roepnaam: "Finn", achternaam: "Fris" }, 1, isoDatum(p2.ingangsdatum));
    const qq = { administratieNr: t.adm };
    const bron = await call("POST", "/api/GroepsPlannen/Add/1", { query: qq, cookie: t.user.cookie, body: { periodeNummer: 1 } });
    expect(bron.json.onverdeeld.map((l: { naam: string }) => l.naam)).toEqual(["Anna Aalders", "Eva Eerst"]);
    const ig = await call("POST", "/api/Instructiegroepen/Add", { query: qq, cookie: t.user.cookie, body: { groepsplanId: bron.json.id, naam: "Leesgroep", leerroutepakketId: t.pakketId, leerlingen: [t.anna.id, weg.id], doelen: [{ competentieId: t.lezen, niveauNummer: 2 }] } });
    expect(ig.status).toBe(200);
    const doel = await call("POST", "/api/GroepsPlannen/Add/1", { query: qq, cookie: t.user.cookie, body: { periodeNummer: 2 } });
    const kopie = await call("POST", "/api/GroepsPlannen/CopyInstructiegroepen", { query: qq, cookie: t.user.cookie, body: { groepsplanId: doel.json.id, vanPeriodeNummer: 1 } });
    expect(kopie.status).toBe(200);
    expect(kopie.json.instructiegroepen).toEqual([expect.objectContaining({ naam: "Leesgroep", leerlingen: [{ id: t.anna.id, naam: "Anna Aalders" }], doelen: [expect.objectContaining({ competentieNaam: "Lezen", niveauNummer: 2 })] })]);
    expect(kopie.json.onverdeeld).toEqual([{ id: nieuw.id, naam: "Finn Fris" }]);
    expect((await call("POST", "/api/GroepsPlannen/CopyInstructiegroepen", { query: qq, cookie: t.user.cookie, body: { groepsplanId: doel.json.id, vanPeriodeNummer: 1 } })).status).toBe(409);
    const geen = await call("POST", "/api/GroepsPlannen/CopyInstructiegroepen", { query: qq, cookie: t.user.cookie, body: { groepsplanId: bron.json.id, vanPeriodeNummer: 3 } });
    expect(geen.status).toBe(400);
    expect(geen.json.issues[0].path).toBe("body.vanPeriodeNummer");
  });
});
