import ExcelJS from "exceljs";
import { beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { LEERLING_IMPORT_KOLOMMEN, voorbeeldCsv } from "@/lib/leerling-import";
import { Bits, Functiegebied as F } from "@/lib/permissions/constants";
import { isoDatum, vandaag as vandaagNl } from "@/lib/schooljaar";
import { makeUser } from "./helpers";
import { maakLeerling, pupilTenant, upload } from "./leerlingen-setup";

/** POST /api/Leerlingen/Import with the column Groep (placing pupils in a group of a school year). */

let t: Awaited<ReturnType<typeof pupilTenant>>;
let other: Awaited<ReturnType<typeof pupilTenant>>;
let inKlas: { id: number };
let zonderGroep: { id: number };
let vestigingBeheerder: { cookie: string };
const csv = (regels: string[], naam = "leerlingen.csv") => new File([regels.join("\r\n")], naam, { type: "text/csv" });
const importeer = (bestand: File, extra: Record<string, string> = {}, cookie = t.user.cookie) => upload("/api/Leerlingen/Import", t.administratieNr, cookie, { bestand, ...extra });
const KOP = "Sleutel;Roepnaam;Achternaam;Ingangsdatum;Groep";
const indelingen = (leerlingId: number) =>
  db.leerlingtoewijzing.findMany({ where: { administratieNr: t.administratieNr, leerlingId }, select: { groepNr: true, ingangsdatum: true, einddatum: true }, orderBy: { groepNr: "asc" } });
const iso = (d: Date) => d.toISOString().slice(0, 10);

beforeAll(async () => {
  t = await pupilTenant();
  other = await pupilTenant();
  inKlas = await maakLeerling(t.administratieNr, { roepnaam: "Ada", achternaam: "Klas" }, 1);
  await db.leerling.update({ where: { administratieNr_id: { administratieNr: t.administratieNr, id: inKlas.id } }, data: { externeSleutel: "K-1" } });
  zonderGroep = await maakLeerling(t.administratieNr, { roepnaam: "Bob", achternaam: "Los" });
  await db.leerling.update({ where: { administratieNr_id: { administratieNr: t.administratieNr, id: zonderGroep.id } }, data: { externeSleutel: "K-2" } });
  // Same group name in two branches of the other tenant does not matter; in ours "Groep 6" is unique.
  await db.groep.create({ data: { administratieNr: t.administratieNr, nr: 7, naam: "Groep 5", schooljaar: t.schooljaar, vestigingNr: 2 } });
  // Leerlingen manage + own-branch writes, Groepen own-branch write, own branch 1.
  const rol = await db.rol.create({ data: { administratieNr: t.administratieNr, naam: "Vestigingsbeheer" } });
  await db.rolPermissie.createMany({
    data: [
      { administratieNr: t.administratieNr, rolId: rol.id, functiegebied: F.Leerlingen, bits: Bits.Manage | Bits.WriteEigenVestiging | Bits.ReadEigenVestiging },
      { administratieNr: t.administratieNr, rolId: rol.id, functiegebied: F.Groepen, bits: Bits.WriteEigenVestiging | Bits.ReadEigenVestiging },
    ],
  });
  const u = await makeUser(t.administratieNr, rol.id);
  await db.medewerkerVestiging.create({ data: { administratieNr: t.administratieNr, gebruikerId: u.id, vestigingNr: 1 } });
  vestigingBeheerder = u;
});

describe("the example file and the columns", () => {
  it("the example CSV has every column header and is itself importable", async () => {
    const tekst = voorbeeldCsv();
    const [kop] = tekst.split("\r\n");
    expect(kop!.split(";")).toEqual(LEERLING_IMPORT_KOLOMMEN.map((k) => k.kop));
    // The example names "Groep 3", which this administration does not have: a row error, nothing else.
    const res = await importeer(new File([tekst], "voorbeeld.csv", { type: "text/csv" }));
    expect(res.status).toBe(200);
    expect(res.json.telling).toEqual({ nieuw: 0, gewijzigd: 0, ongewijzigd: 0, fout: 1 });
    expect(res.json.rijen[0].fouten).toEqual([{ path: "rij 2.groep", message: `groep 'Groep 3' bestaat niet in schooljaar ${t.schooljaar}` }]);
    const groepKolom = kop!.split(";").indexOf("Groep");
    const zonderGroepKolom = tekst
      .split("\r\n")
      .map((regel) => regel.split(";").filter((_, i) => i !== groepKolom).join(";"))
      .join("\r\n");
    const ok = await importeer(new File([zonderGroepKolom], "voorbeeld.csv", { type: "text/csv" }));
    expect(ok.json.rijen[0]).toMatchObject({ actie: "nieuw", naam: "Sanne van Dijk", groep: null, fouten: [] });
  });
});

describe("column Groep", () => {
  it("previews placements and row errors; nothing is written", async () => {
    const voor = await db.leerlingtoewijzing.count({ where: { administratieNr: t.administratieNr } });
    const res = await importeer(
      csv([
        KOP,
        "N-1;Cas;Nieuw;2015-08-01;groep 6", // new, into Groep 6 (case-insensitive)
        "K-2;Bob;Los;;Leesgroep", // existing without a group, into the reading group
        "K-1;Ada;Klas;;Groep 5 (Hoofdlocatie)", // already in that group, no other column changes: unchanged
        "K-1b;Eva;Fout;;Groep 9", // unknown group
        "N-2;Dirk;Dubbel;;Groep 5", // name in two branches
      ]),
    );
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ opgeslagen: false, schooljaar: t.schooljaar, geplaatst: 2, telling: { nieuw: 1, gewijzigd: 1, ongewijzigd: 1, fout: 2 } });
    const [cas, bob, ada, eva, dirk] = res.json.rijen;
    expect(cas).toMatchObject({ rij: 2, actie: "nieuw", groep: "Groep 6" });
    expect(bob).toMatchObject({ actie: "gewijzigd", groep: "Leesgroep", wijzigingen: [{ veld: "groep", oud: null, nieuw: "Leesgroep" }] });
    expect(ada).toMatchObject({ actie: "ongewijzigd", groep: null, wijzigingen: [] });
    expect(eva.fouten).toEqual([{ path: "rij 5.groep", message: `groep 'Groep 9' bestaat niet in schooljaar ${t.schooljaar}` }]);
    expect(dirk.fouten[0].message).toMatch(/bestaat in meer vestigingen \(Hoofdlocatie, Dependance|Dependance, Hoofdlocatie\)/);
    expect(await db.leerlingtoewijzing.count({ where: { administratieNr: t.administratieNr } })).toBe(voor);
  });

  it("refuses a second class at the same time as a row error; a commit with errors writes nothing", async () => {
    const voor = { l: await db.leerling.count({ where: { administratieNr: t.administratieNr } }), t: await db.leerlingtoewijzing.count({ where: { administratieNr: t.administratieNr } }) };
    const bestand = csv([KOP, "N-3;Fien;Nieuw;;Groep 6", "K-1;Ada;Klas;;Groep 6"]);
    const preview = await importeer(bestand);
    expect(preview.json.rijen[1].fouten).toEqual([
      { path: "rij 3.groep", message: `zit in schooljaar ${t.schooljaar} al in Groep 5; verplaats de leerling op de pagina van de groep` },
    ]);
    const commit = await importeer(bestand, { opslaan: "true" });
    expect(commit.status).toBe(400);
    expect(commit.json.message).toMatch(/niets geïmporteerd/);
    expect(commit.json.issues).toEqual([{ path: "rij 3.groep", message: expect.stringContaining("al in Groep 5") }]);
    expect(await db.leerling.count({ where: { administratieNr: t.administratieNr } })).toBe(voor.l);
    expect(await db.leerlingtoewijzing.count({ where: { administratieNr: t.administratieNr } })).toBe(voor.t);
  });

  it("commits pupils and their placements in one go, for the part of the year they are enrolled", async () => {
    // The server places from today in the Netherlands, which is a day ahead of UTC just after midnight.
    const vandaag = isoDatum(vandaagNl());
    const res = await importeer(csv([KOP, "N-1;Cas;Nieuw;2015-08-01;Groep 6", "N-4;Gijs;Vandaag;;Groep 6", "K-2;Bob;Los;;Leesgroep", "N-5;Hugo;Zonder;;"]), { opslaan: "true" });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ opgeslagen: true, geplaatst: 3, telling: { nieuw: 3, gewijzigd: 1 } });
    const cas = await db.leerling.findFirstOrThrow({ where: { administratieNr: t.administratieNr, externeSleutel: "N-1" } });
    expect((await indelingen(cas.id)).map((i) => ({ groepNr: i.groepNr, van: iso(i.ingangsdatum), tot: iso(i.einddatum) }))).toEqual([{ groepNr: 2, van: t.start, tot: t.eind }]);
    const gijs = await db.leerling.findFirstOrThrow({ where: { administratieNr: t.administratieNr, externeSleutel: "N-4" } });
    expect((await indelingen(gijs.id)).map((i) => iso(i.ingangsdatum))).toEqual([vandaag < t.start ? t.start : vandaag]);
    expect((await indelingen(zonderGroep.id)).map((i) => i.groepNr)).toEqual([3]);
    // Columns the file leaves out (Geboortedatum) keep the known pupil's value.
    const bob = await db.leerling.findUniqueOrThrow({ where: { administratieNr_id: { administratieNr: t.administratieNr, id: zonderGroep.id } } });
    expect(iso(bob.geboortedatum!)).toBe("2015-03-10");
    const hugo = await db.leerling.findFirstOrThrow({ where: { administratieNr: t.administratieNr, externeSleutel: "N-5" } });
    expect(await indelingen(hugo.id)).toEqual([]);
    // Again: everything is in place now.
    const opnieuw = await importeer(csv([KOP, "N-1;Cas;Nieuw;2015-08-01;Groep 6", "K-2;Bob;Los;;Leesgroep"]));
    expect(opnieuw.json).toMatchObject({ geplaatst: 0, telling: { ongewijzigd: 2 } });
  });

  it("an xlsx with the column Groep imports the same way", async () => {
    const wb = new ExcelJS.Workbook();
    const ws = wb.addWorksheet("Leerlingen");
    ws.addRow(["Sleutel", "Roepnaam", "Achternaam", "Geboortedatum", "Groep"]);
    ws.addRow(["X-9", "Xander", "Excel", new Date("2017-02-03T00:00:00Z"), "Groep 6"]);
    const buf = await wb.xlsx.writeBuffer();
    const res = await importeer(new File([buf], "lijst.xlsx"), { opslaan: "true" });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ geplaatst: 1, telling: { nieuw: 1 } });
    const x = await db.leerling.findFirstOrThrow({ where: { administratieNr: t.administratieNr, externeSleutel: "X-9" } });
    expect(iso(x.geboortedatum!)).toBe("2017-02-03");
    expect((await indelingen(x.id)).map((i) => i.groepNr)).toEqual([2]);
  });

  it("schooljaar: 400 for a bad or unknown year when groups are named; another tenant's groups are not found", async () => {
    const bestand = csv([KOP, "N-6;Ivo;Jaar;;Groep 6"]);
    const vorm = await importeer(bestand, { schooljaar: "2025" });
    expect(vorm.status).toBe(400);
    expect(vorm.json.issues[0].path).toBe("body.schooljaar");
    const onbekend = await importeer(bestand, { schooljaar: "1990-1991" });
    expect(onbekend.status).toBe(400);
    expect(onbekend.json.message).toMatch(/schooljaar 1990-1991 bestaat niet/);
    // Without a group in the file the year does not matter.
    const zonder = await importeer(csv(["Roepnaam;Achternaam", "Ivo;Jaar"]), { schooljaar: "1990-1991" });
    expect(zonder.status).toBe(200);
    await db.groep.create({ data: { administratieNr: other.administratieNr, nr: 9, naam: "Alleen elders", schooljaar: other.schooljaar, vestigingNr: 1 } });
    const elders = await importeer(csv([KOP, "N-7;Jan;Elders;;Alleen elders"]));
    expect(elders.json.rijen[0].fouten[0].message).toMatch(/bestaat niet/);
    expect(await db.leerling.count({ where: { administratieNr: t.administratieNr, externeSleutel: { in: ["N-6", "N-7"] } } })).toBe(0);
  });

  it("object rights: a branch manager places only in groups of an own branch, and adds pupils only there", async () => {
    const res = await importeer(csv([KOP, "V-1;Kim;Eigen;;Groep 5 (Hoofdlocatie)", "V-2;Lot;Ander;;Groep 6", "V-3;Mo;Nergens;;"]), {}, vestigingBeheerder.cookie);
    expect(res.status).toBe(200);
    const [kim, lot, mo] = res.json.rijen;
    expect(kim).toMatchObject({ actie: "nieuw", groep: "Groep 5", fouten: [] });
    expect(lot.fouten.map((f: { message: string }) => f.message)).toEqual(["u mag geen leerlingen in Groep 6 plaatsen", "u mag geen leerlingen toevoegen aan Groep 6"]);
    expect(mo.fouten[0].message).toMatch(/schrijfrecht op alle leerlingen/);
    const leerkracht = await importeer(csv([KOP, "V-1;Kim;Eigen;;Groep 5 (Hoofdlocatie)"]), {}, t.leerkracht.cookie);
    expect(leerkracht.status).toBe(403);
  });
});
