import { beforeAll, describe, expect, it } from "vitest";
import { getApi } from "@/lib/api/app";
import { db } from "@/lib/db/client";
import { Bits, EXPORT_LICENTIECODE, Functiegebied as F } from "@/lib/permissions/constants";
import { call, makeTenant, makeUser } from "./helpers";
import { monitorSchool } from "./monitor-fixture";
import { makePakket } from "./leerroute-fixtures";
import { ALLES, leesXlsx, maakLeerling } from "./leerlingen-setup";

/** Bits the Export guard asks for: Leerlingen manage, evaluations read, the Api area (plus the licence). */
const exportRechten = (evaluaties: number) => ({ [F.Leerlingen]: ALLES, [F.Groepen]: ALLES, [F.Leerlingevaluaties]: evaluaties, [F.Api]: ALLES });

async function exportTenant() {
  const t = await makeTenant({ permissies: exportRechten(Bits.ReadAlle) });
  const { administratieNr, schooljaar } = t;
  const start = Number(schooljaar.slice(0, 4));
  await db.licentie.create({ data: { administratieNr, licentienummer: 1, code: EXPORT_LICENTIECODE, omschrijving: "Export" } });
  await db.periode.create({ data: { administratieNr, schooljaar, nummer: 1, ingangsdatum: new Date(`${start}-08-01`), einddatum: new Date(`${start}-12-31`) } });
  await db.periode.create({ data: { administratieNr, schooljaar, nummer: 2, ingangsdatum: new Date(`${start + 1}-01-01`), einddatum: new Date(`${start + 1}-07-31`) } });
  await db.groep.create({ data: { administratieNr, nr: 2, naam: "Groep 6", schooljaar, vestigingNr: 2 } });

  const pakket = await makePakket(administratieNr, "VVE-pakket");
  const pakketId = pakket.id;
  await db.niveau.createMany({
    data: [
      { leerroutepakketId: pakketId, nummer: 1, waarde: "1", label: "Niveau 1", volgnummer: 1 },
      { leerroutepakketId: pakketId, nummer: 2, waarde: "2", label: "Niveau 2", volgnummer: 2 },
    ],
  });
  const indicatoren: { id: number; competentieId: number; niveauNummer: number }[] = [];
  for (const [competentieId, domeinId] of [
    [pakket.competenties.lezen, pakket.domeinen.taal],
    [pakket.competenties.tellen, pakket.domeinen.rekenen],
  ] as const)
    for (const niveauNummer of [1, 2]) {
      await db.competentieniveau.create({ data: { leerroutepakketId: pakketId, competentieId, niveauNummer } });
      const i = await db.indicator.create({ data: { leerroutepakketId: pakketId, domeinId, competentieId, niveauNummer, naam: `Indicator ${competentieId}-${niveauNummer}`, volgnummer: 1 } });
      indicatoren.push({ id: i.id, competentieId, niveauNummer });
    }
  const anna = await maakLeerling(administratieNr, { roepnaam: "Anna", achternaam: "Aalders" }, 1);
  const bram = await maakLeerling(administratieNr, { roepnaam: "Bram", achternaam: "Bakker" }, 2);
  const evaluatie = (leerlingId: number, i: (typeof indicatoren)[number], score: number, periodeNummer = 1) => ({
    administratieNr,
    leerlingId,
    leerroutepakketId: pakketId,
    indicatorId: i.id,
    competentieId: i.competentieId,
    niveauNummer: i.niveauNummer,
    schooljaar,
    periodeNummer,
    score,
    datum: new Date(`${start}-10-01`),
  });
  const [taal1, taal2, reken1, reken2] = indicatoren as [(typeof indicatoren)[number], (typeof indicatoren)[number], (typeof indicatoren)[number], (typeof indicatoren)[number]];
  await db.evaluatie.createMany({
    data: [
      evaluatie(anna.id, taal1, 100),
      evaluatie(anna.id, taal2, 50),
      evaluatie(anna.id, reken1, 0),
      evaluatie(bram.id, taal1, 100),
      evaluatie(bram.id, taal2, 100),
      evaluatie(bram.id, reken2, 100, 2),
    ],
  });
  return { ...t, anna, bram };
}

let t: Awaited<ReturnType<typeof exportTenant>>;
beforeAll(async () => {
  t = await exportTenant();
});

const pad = (schooljaar: string, periode: number | string) => `/api/Observaties/Export/VveResultaten/${schooljaar}/${periode}`;

describe("Observaties/Export/VveResultaten", () => {
  it("exports one row per pupil, package and domain of the period with the counts", async () => {
    const res = await leesXlsx(pad(t.schooljaar, 1), { administratieNr: t.administratieNr, cookie: t.user.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-disposition")).toContain(`vve-resultaten-${t.schooljaar}-periode-1.xlsx`);
    const [kop, ...rijen] = res.rows;
    expect(kop).toEqual(["Sleutel", "Naam", "Geboortedatum", "Leeftijd", "Groep", "Leerroutepakket", "Domein", "Beoordeeld", "Beheerst", "Gedeeltelijk", "Niet beheerst", "Beheersing %", "Hoogste niveau beheerst"]);
    // Columns: naam, groep, domein, beoordeeld, beheerst, gedeeltelijk, niet, %, niveau.
    const kern = rijen.map((r) => [r[1], r[4], r[6], r[7], r[8], r[9], r[10], r[11], r[12]]);
    expect(kern).toEqual([
      ["Anna Aalders", "Groep 5", "Taal", "2", "1", "1", "0", "75", "Niveau 1"],
      ["Anna Aalders", "Groep 5", "Rekenen", "1", "0", "0", "1", "0", ""],
      ["Bram Bakker", "Groep 6", "Taal", "2", "2", "0", "0", "100", "Niveau 2"],
    ]);
  });

  it("limits pupils to the user's own branch without read-all on evaluations", async () => {
    const rol = await db.rol.create({ data: { administratieNr: t.administratieNr, naam: "Eigen vestiging" } });
    await db.rolPermissie.createMany({
      data: Object.entries(exportRechten(Bits.ReadEigenVestiging)).map(([f, bits]) => ({ administratieNr: t.administratieNr, rolId: rol.id, functiegebied: Number(f), bits })),
    });
    const eigen = await makeUser(t.administratieNr, rol.id);
    await db.medewerkerVestiging.create({ data: { administratieNr: t.administratieNr, gebruikerId: eigen.id, vestigingNr: 2 } });
    const res = await leesXlsx(pad(t.schooljaar, 1), { administratieNr: t.administratieNr, cookie: eigen.cookie });
    expect(res.status).toBe(200);
    expect(res.rows.slice(1).map((r) => r[1])).toEqual(["Bram Bakker"]);
  });

  it("exports only the evaluations of the chosen period", async () => {
    const res = await leesXlsx(pad(t.schooljaar, 2), { administratieNr: t.administratieNr, cookie: t.user.cookie });
    expect(res.status).toBe(200);
    expect(res.rows.slice(1).map((r) => [r[1], r[6]])).toEqual([["Bram Bakker", "Rekenen"]]);
  });

  it("refuses without the Export guard (403), e.g. without the licence", async () => {
    await db.licentie.update({ where: { administratieNr_licentienummer: { administratieNr: t.administratieNr, licentienummer: 1 } }, data: { actief: false } });
    try {
      const res = await leesXlsx(pad(t.schooljaar, 1), { administratieNr: t.administratieNr, cookie: t.user.cookie });
      expect(res.status).toBe(403);
    } finally {
      await db.licentie.update({ where: { administratieNr_licentienummer: { administratieNr: t.administratieNr, licentienummer: 1 } }, data: { actief: true } });
    }
    const zonderApi = await makeTenant({ permissies: { [F.Leerlingen]: ALLES, [F.Leerlingevaluaties]: Bits.ReadAlle } });
    await db.licentie.create({ data: { administratieNr: zonderApi.administratieNr, licentienummer: 1, code: EXPORT_LICENTIECODE, omschrijving: "Export" } });
    const res = await leesXlsx(pad(zonderApi.schooljaar, 1), { administratieNr: zonderApi.administratieNr, cookie: zonderApi.user.cookie });
    expect(res.status).toBe(403);
  });

  it("gives 404 for an unknown period and for another administration", async () => {
    expect((await leesXlsx(pad(t.schooljaar, 9), { administratieNr: t.administratieNr, cookie: t.user.cookie })).status).toBe(404);
    const ander = await exportTenant();
    // The other administration's user asking for this administration: not a member → 404.
    expect((await leesXlsx(pad(t.schooljaar, 1), { administratieNr: t.administratieNr, cookie: ander.user.cookie })).status).toBe(404);
  });

  it("gives 400 naming the field for a malformed school year or period", async () => {
    for (const p of [pad("2025", 1), pad(t.schooljaar, "nul"), pad(t.schooljaar, 0)]) {
      const url = new URL(`http://localhost${p}`);
      url.searchParams.set("administratieNr", String(t.administratieNr));
      const res = await getApi().fetch(new Request(url, { headers: { "x-csrf": "1", cookie: t.user.cookie } }));
      expect(res.status).toBe(400);
      const body = (await res.json()) as { message: string };
      expect(body.message).toMatch(/\b(a|b)\b/);
    }
  });
});

// ---------------------------------------------------------------------------------------------
// The evaluation calls (issue 12)

describe("Observaties: the evaluation grid", () => {
  let s: Awaited<ReturnType<typeof monitorSchool>>;
  const q = () => ({ administratieNr: String(s.adm) });
  const als = (cookie: string) => ({ query: q(), cookie });
  const opslaan = (cookie: string, evaluaties: unknown[], extra: Record<string, unknown> = {}) =>
    call("POST", "/api/Observaties/Update", { ...als(cookie), body: { schooljaar: s.schooljaar, periodeNummer: 2, leerroutepakketId: s.pakketId, evaluaties, ...extra } });

  beforeAll(async () => {
    s = await monitorSchool();
    // Last school year Anna mastered both level-1 Lezen indicators; period 1 (closed): L21 partly, Bram L11 not.
    await s.eerdereEvaluaties(0);
  });

  it("Update: the class teacher saves a row of cells of an own pupil in the active period", async () => {
    const res = await opslaan(s.leerkracht.cookie, [
      { leerlingId: s.anna.id, indicatorId: s.ind.L21!.id, score: 100 },
      { leerlingId: s.anna.id, indicatorId: s.ind.L22!.id, score: 100, niveauNummer: 2, competentieId: s.lezen },
      { leerlingId: s.anna.id, indicatorId: s.ind.L31!.id, score: 50 },
    ]);
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ opgeslagen: 3, gewist: 0 });
    const rij = await db.evaluatie.findFirstOrThrow({ where: { administratieNr: s.adm, leerlingId: s.anna.id, indicatorId: s.ind.L22!.id, periodeNummer: 2 } });
    expect(rij).toMatchObject({ score: 100, competentieId: s.lezen, niveauNummer: 2, beoordeeldDoor: s.leerkracht.id });
  });

  it("groepCompetentieEvaluaties: standings carried forward across periods and years, with the previous period's value", async () => {
    const res = await call("GET", `/api/Observaties/groepCompetentieEvaluaties/${s.schooljaar}/2/${s.pakketId}/1/${s.taal}/${s.lezen}`, als(s.user.cookie));
    expect(res.status).toBe(200);
    expect(res.json.leerlingen.map((l: { naam: string }) => l.naam)).toEqual(["Anna Aalders"]);
    expect(res.json.indicatoren.map((i: { naam: string }) => i.naam)).toEqual(["L11", "L12", "L21", "L22", "L31", "L32"].map((k) => `Indicator ${k}`));
    const cel = (k: string) => res.json.cellen.find((c: { indicatorId: number }) => c.indicatorId === s.ind[k]!.id);
    expect(cel("L11")).toMatchObject({ score: 100, van: { schooljaar: s.vorigJaar, nummer: 1 }, dezePeriode: false, vorige: 100 });
    expect(cel("L21")).toMatchObject({ score: 100, dezePeriode: true, vorige: 50 });
    expect(cel("L31")).toMatchObject({ score: 50, dezePeriode: true, vorige: null });
    expect(cel("L32")).toBeUndefined();
    expect(res.json.periode).toMatchObject({ nummer: 2, open: true });
    expect(res.json.vorigePeriode).toEqual({ schooljaar: s.schooljaar, nummer: 1 });
    expect(res.json.venster).toEqual([1, 2, 3]);
    expect(res.json.leerlingen[0]).toMatchObject({ leerrouteNummer: 1, leerrouteNaam: "Route 1", magSchrijven: true });
  });

  it("All (domain) and groepCompetentieNiveauEvaluaties (one level) narrow the same grid", async () => {
    const alles = await call("GET", `/api/Observaties/All/${s.schooljaar}/2/${s.pakketId}/1/${s.rekenen}`, als(s.user.cookie));
    expect(alles.status).toBe(200);
    expect(alles.json.indicatoren.map((i: { naam: string }) => i.naam)).toEqual(["Indicator T1", "Indicator T2"]);
    expect(alles.json.cellen).toEqual([]);
    const niveau = await call("GET", `/api/Observaties/groepCompetentieNiveauEvaluaties/${s.schooljaar}/1/${s.pakketId}/1/${s.taal}/${s.lezen}/2`, als(s.user.cookie));
    expect(niveau.status).toBe(200);
    // At period 1 the level-2 cells: L21 at 50 (that period), L22 never.
    expect(niveau.json.cellen).toEqual([{ leerlingId: s.anna.id, indicatorId: s.ind.L21!.id, score: 50, van: { schooljaar: s.schooljaar, nummer: 1 }, dezePeriode: true, vorige: null }]);
    expect(niveau.json.periode.open).toBe(false);
  });

  it("LeerlingEvaluaties and LeerlingVakgebiedEvaluatie: one pupil, with currentEvaluaties and previousEvaluaties", async () => {
    const een = await call("GET", `/api/Observaties/LeerlingEvaluaties/${s.schooljaar}/2/${s.pakketId}/${s.anna.id}/${s.taal}/${s.lezen}/3`, als(s.leerkracht.cookie));
    expect(een.status).toBe(200);
    expect(een.json.cellen.map((c: { score: number }) => c.score)).toEqual([50]);
    const vak = await call("GET", `/api/Observaties/LeerlingVakgebiedEvaluatie/${s.schooljaar}/2/${s.pakketId}/${s.anna.id}/1`, als(s.leerkracht.cookie));
    expect(vak.status).toBe(200);
    const scores = (lijst: { indicatorId: number; score: number }[]) => Object.fromEntries(lijst.map((e) => [Object.keys(s.ind).find((k) => s.ind[k]!.id === e.indicatorId), e.score]));
    expect(scores(vak.json.currentEvaluaties)).toEqual({ L11: 100, L12: 100, L21: 100, L22: 100, L31: 50 });
    expect(scores(vak.json.previousEvaluaties)).toEqual({ L11: 100, L12: 100, L21: 50 });
    // Lezen: levels 1 and 2 mastered, level 3 at (50 + 0) / 200 → "2,25".
    expect(vak.json.competenties).toEqual([{ id: s.lezen, naam: "Lezen", domeinId: s.taal, niveauLabel: "2,25", waarde: 2.25 }]);
  });

  it("a class teacher gets 403 outside the own group (read and write)", async () => {
    expect((await call("GET", `/api/Observaties/All/${s.schooljaar}/2/${s.pakketId}/2/${s.taal}`, als(s.leerkracht.cookie))).status).toBe(403);
    expect((await call("GET", `/api/Observaties/LeerlingVakgebiedEvaluatie/${s.schooljaar}/2/${s.pakketId}/${s.bram.id}/1`, als(s.leerkracht.cookie))).status).toBe(403);
    const res = await opslaan(s.leerkracht.cookie, [
      { leerlingId: s.anna.id, indicatorId: s.ind.T1!.id, score: 100 },
      { leerlingId: s.bram.id, indicatorId: s.ind.T1!.id, score: 100 },
    ]);
    expect(res.status).toBe(403);
    // Nothing of the refused call was written.
    expect(await db.evaluatie.count({ where: { administratieNr: s.adm, indicatorId: s.ind.T1!.id } })).toBe(0);
  });

  it("another administration's pupil, group or package is 404", async () => {
    const ander = await monitorSchool();
    expect((await opslaan(s.user.cookie, [{ leerlingId: ander.anna.id, indicatorId: s.ind.T1!.id, score: 100 }])).status).toBe(404);
    expect((await call("GET", `/api/Observaties/LeerlingVakgebiedEvaluatie/${s.schooljaar}/2/${s.pakketId}/${ander.anna.id}/1`, als(s.user.cookie))).status).toBe(404);
    expect((await call("GET", `/api/Observaties/All/${s.schooljaar}/2/${ander.pakketId}/1/${ander.taal}`, als(s.user.cookie))).status).toBe(404);
    expect((await call("GET", `/api/Observaties/All/${s.schooljaar}/2/${s.pakketId}/99/${s.taal}`, als(s.user.cookie))).status).toBe(404);
    // The other administration's user asking in this one: not a member → 404.
    expect((await call("GET", `/api/Observaties/All/${s.schooljaar}/2/${s.pakketId}/1/${s.taal}`, als(ander.user.cookie))).status).toBe(404);
  });

  it("400 naming the field for an unknown indicator, a wrong level, a closed or unknown period, a bad score", async () => {
    const fout = async (res: Awaited<ReturnType<typeof call>>, pad: string) => {
      expect(res.status).toBe(400);
      expect(res.json.issues.map((i: { path: string }) => i.path)).toContain(pad);
    };
    await fout(await opslaan(s.user.cookie, [{ leerlingId: s.anna.id, indicatorId: 999999, score: 100 }]), "body.evaluaties.0.indicatorId");
    await fout(await opslaan(s.user.cookie, [{ leerlingId: s.anna.id, indicatorId: s.ind.T1!.id, score: 100, niveauNummer: 2 }]), "body.evaluaties.0.niveauNummer");
    await fout(await opslaan(s.user.cookie, [{ leerlingId: s.anna.id, indicatorId: s.ind.T1!.id, score: 100 }], { periodeNummer: 1 }), "body.periodeNummer");
    await fout(await opslaan(s.user.cookie, [{ leerlingId: s.anna.id, indicatorId: s.ind.T1!.id, score: 100 }], { periodeNummer: 7 }), "body.periodeNummer");
    const score = await opslaan(s.user.cookie, [{ leerlingId: s.anna.id, indicatorId: s.ind.T1!.id, score: 75 }]);
    expect(score.status).toBe(400);
    expect(score.json.message).toMatch(/score/);
  });

  it("concurrent Updates of the same cells: every call succeeds, the last write wins per cell, no cell is lost", async () => {
    const cellen = ["T1", "T2", "L32"];
    const waarden = [0, 50, 100, 50, 0, 100, 100, 50];
    const antwoorden = await Promise.all(
      waarden.map((score) => opslaan(s.user.cookie, [...cellen.map((k) => ({ leerlingId: s.anna.id, indicatorId: s.ind[k]!.id, score })), { leerlingId: s.bram.id, indicatorId: s.ind.T1!.id, score }])),
    );
    expect(antwoorden.map((a) => a.status)).toEqual(waarden.map(() => 200));
    const rijen = await db.evaluatie.findMany({ where: { administratieNr: s.adm, periodeNummer: 2, schooljaar: s.schooljaar, indicatorId: { in: cellen.map((k) => s.ind[k]!.id) } }, orderBy: { updatedAt: "asc" } });
    expect(rijen).toHaveLength(4);
    // All cells of one call are written in one transaction: the cells end with one call's value.
    const annaScores = new Set(rijen.filter((r) => r.leerlingId === s.anna.id).map((r) => r.score));
    expect(annaScores.size).toBe(1);
    expect(waarden).toContain([...annaScores][0]);
  });

  it("score null clears a cell; DeleteEvaluatie removes one and answers it as a file", async () => {
    const wis = await opslaan(s.user.cookie, [{ leerlingId: s.anna.id, indicatorId: s.ind.T2!.id, score: null }]);
    expect(wis.status).toBe(200);
    expect(wis.json).toMatchObject({ opgeslagen: 0, gewist: 1, evaluaties: [{ score: null }] });
    const pad = `/api/Observaties/DeleteEvaluatie/${s.schooljaar}/2/${s.pakketId}/${s.anna.id}/${s.tellen}/1/${s.ind.T1!.id}`;
    const weg = await call("DELETE", pad, als(s.user.cookie));
    expect(weg.status).toBe(200);
    expect(weg.headers.get("content-disposition")).toContain("verwijderd.json");
    expect(weg.json).toMatchObject({ leerlingId: s.anna.id, indicatorId: s.ind.T1!.id, verwijderd: true });
    expect((await call("DELETE", pad, als(s.user.cookie))).status).toBe(404);
    // Level 2 is not T1's level: 404 (the cell does not exist).
    expect((await call("DELETE", `/api/Observaties/DeleteEvaluatie/${s.schooljaar}/2/${s.pakketId}/${s.anna.id}/${s.tellen}/2/${s.ind.T1!.id}`, als(s.user.cookie))).status).toBe(404);
    // A closed period: 400.
    expect((await call("DELETE", `/api/Observaties/DeleteEvaluatie/${s.schooljaar}/1/${s.pakketId}/${s.anna.id}/${s.lezen}/2/${s.ind.L21!.id}`, als(s.user.cookie))).status).toBe(400);
    // Bram is not in the teacher's group: 403.
    expect((await call("DELETE", `/api/Observaties/DeleteEvaluatie/${s.schooljaar}/2/${s.pakketId}/${s.bram.id}/${s.tellen}/1/${s.ind.T1!.id}`, als(s.leerkracht.cookie))).status).toBe(403);
  });
});
