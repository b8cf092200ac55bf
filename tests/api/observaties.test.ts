import { beforeAll, describe, expect, it } from "vitest";
import { getApi } from "@/lib/api/app";
import { db } from "@/lib/db/client";
import { Bits, EXPORT_LICENTIECODE, Functiegebied as F } from "@/lib/permissions/constants";
import { makeTenant, makeUser } from "./helpers";
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
