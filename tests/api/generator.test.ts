import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { genereer, type GeneratorResultaat } from "@/lib/generator";
import { huidigSchooljaar, vandaag } from "@/lib/schooljaar";

/**
 * Runs the data generator at small size into the test database (after the migrations), in bulk
 * mode and, with the same seed, once more per customer; then checks counts, referential integrity
 * and the things no foreign key can guarantee (dates, careers, levels, one class at a time).
 */

const OPTIES = { tenants: 2, pupils: 30, years: 2, seed: 5 };
let pool: pg.Pool;
let bulk: GeneratorResultaat;
let perKlant: GeneratorResultaat;
let adm: number[];

async function q<T extends pg.QueryResultRow = Record<string, unknown>>(sql: string, params: unknown[] = []) {
  return (await pool.query<T>(sql, params)).rows;
}
async function getal(sql: string, params: unknown[] = []) {
  const rows = await q<{ n: string | number }>(sql, params);
  return Number(rows[0]!.n);
}

beforeAll(async () => {
  // The generator is the owner's tool: it drops and remakes foreign keys around its bulk load.
  pool = new pg.Pool({ connectionString: process.env.TEST_EIGENAAR_DATABASE_URL, max: 3 });
  bulk = await genereer(pool, { ...OPTIES, startAdministratieNr: 900_000 });
  perKlant = await genereer(pool, { ...OPTIES, startAdministratieNr: 900_100, bulk: false, workers: 2 });
  adm = bulk.administratieNrs;
}, 180_000);

afterAll(async () => {
  await pool.end();
});

describe("data generator", () => {
  it("makes the administrations asked for, with new numbers, and writes what it reports", async () => {
    expect(bulk.administratieNrs).toEqual([900_000, 900_001]);
    expect(perKlant.administratieNrs).toEqual([900_100, 900_101]);
    for (const tabel of ["Leerling", "Leerlingtoewijzing", "Groep", "Medewerker", "Evaluatie", "Onderwijsplan", "Notitie", "Bestand", "Schoolloopbaan"]) {
      const n = await getal(`SELECT count(*) AS n FROM "${tabel}" WHERE "administratieNr" = ANY($1)`, [adm]);
      expect(n, tabel).toBe(bulk.rijen[tabel]);
      expect(n, tabel).toBeGreaterThan(0);
    }
    // Current-year pupils per school as asked; earlier years add the pupils who have left since.
    for (const a of adm) {
      const nu = await getal(
        `SELECT count(DISTINCT t."leerlingId") AS n FROM "Leerlingtoewijzing" t JOIN "Groep" g USING ("administratieNr")
          WHERE g.nr = t."groepNr" AND t."administratieNr" = $1 AND g.schooljaar = $2 AND g.soort = 'Klas'`,
        [a, huidigSchooljaar()],
      );
      expect(nu).toBeGreaterThanOrEqual(OPTIES.pupils - 2);
      expect(nu).toBeLessThanOrEqual(OPTIES.pupils);
    }
    // The sequences moved past the generated ids: the app can add rows afterwards.
    const l = await db.leerling.create({ data: { administratieNr: adm[0]!, roepnaam: "Nieuw", achternaam: "Kind", ingangsdatum: vandaag() } });
    expect(l.id).toBeGreaterThan(await getal(`SELECT max(id) AS n FROM "Leerling" WHERE "administratieNr" <> $1 OR id <> $2`, [adm[0], l.id]));
  });

  it("is reproducible: the same seed gives the same content under other numbers", async () => {
    const inhoud = async (nrs: number[]) =>
      Promise.all(
        nrs.map(async (a) => ({
          naam: (await q<{ naam: string }>(`SELECT naam FROM "Administratie" WHERE "administratieNr" = $1`, [a]))[0]!.naam,
          groepen: (await q<{ naam: string }>(`SELECT naam FROM "Groep" WHERE "administratieNr" = $1 ORDER BY nr`, [a])).map((r) => r.naam),
          leerlingen: (await q<{ n: string }>(`SELECT roepnaam || ' ' || achternaam AS n FROM "Leerling" WHERE "administratieNr" = $1 AND roepnaam <> 'Nieuw' ORDER BY id`, [a])).map((r) => r.n),
          evaluaties: await getal(`SELECT count(*) AS n FROM "Evaluatie" WHERE "administratieNr" = $1`, [a]),
          scores: await getal(`SELECT sum(score) AS n FROM "Evaluatie" WHERE "administratieNr" = $1`, [a]),
        })),
      );
    expect(await inhoud(perKlant.administratieNrs)).toEqual(await inhoud(bulk.administratieNrs));
    expect(perKlant.rijen).toEqual(bulk.rijen);
  });

  it("builds each customer's package like continuous learning lines", async () => {
    const pakketten = await q<{ id: number; klantId: number }>(`SELECT id, "klantId" FROM "Leerroutepakket" WHERE "administratieNr" = ANY($1)`, [adm]);
    expect(pakketten.length).toBeGreaterThanOrEqual(1);
    for (const { id } of pakketten) {
      expect(await getal(`SELECT count(*) AS n FROM "Niveau" WHERE "leerroutepakketId" = $1`, [id])).toBe(16);
      const domeinen = (await q<{ naam: string }>(`SELECT naam FROM "Domein" WHERE "leerroutepakketId" = $1`, [id])).map((r) => r.naam);
      expect(domeinen).toEqual(expect.arrayContaining(["Nederlandse taal", "Rekenen/wiskunde", "Sociaal-emotionele ontwikkeling", "Leren leren"]));
      const indicatoren = await getal(`SELECT count(*) AS n FROM "Indicator" WHERE "leerroutepakketId" = $1`, [id]);
      expect(indicatoren).toBeGreaterThanOrEqual(400);
      expect(indicatoren).toBeLessThanOrEqual(1000);
      expect(await getal(`SELECT count(*) AS n FROM "Competentie" c WHERE "leerroutepakketId" = $1 AND NOT EXISTS (SELECT 1 FROM "Indicator" i WHERE i."competentieId" = c.id)`, [id])).toBe(0);
      expect(await getal(`SELECT count(*) AS n FROM "Leerroute" WHERE "leerroutepakketId" = $1`, [id])).toBe(4);
      expect(await getal(`SELECT count(DISTINCT schoolsoort) AS n FROM "Leerroutetraject" WHERE "leerroutepakketId" = $1`, [id])).toBeGreaterThanOrEqual(2);
      expect(await getal(`SELECT count(*) AS n FROM "Leerroutepakketfase" WHERE "leerroutepakketId" = $1`, [id])).toBe(12 * 4 * 4);
      // Every stroomplan cell aims at a level and lists that level's indicators of its domain.
      expect(
        await getal(
          `SELECT count(*) AS n FROM "LeerroutepakketfaseIndicator" fi
             JOIN "Indicator" i ON i.id = fi."indicatorId"
             JOIN "Leerroutepakketfase" f ON f."leerroutepakketId" = fi."leerroutepakketId" AND f."faseNummer" = fi."faseNummer"
                                         AND f."leerrouteNummer" = fi."leerrouteNummer" AND f."domeinId" = fi."domeinId"
            WHERE fi."leerroutepakketId" = $1 AND i."niveauNummer" <> f."niveauNummer"`,
          [id],
        ),
      ).toBe(0);
      // Higher routes aim higher in the last phase.
      const eind = await q<{ leerrouteNummer: number; n: number }>(
        `SELECT "leerrouteNummer", max("niveauNummer") AS n FROM "Leerroutepakketfase" WHERE "leerroutepakketId" = $1 AND "faseNummer" = 12 GROUP BY 1 ORDER BY 1`,
        [id],
      );
      expect(eind.map((r) => r.n)).toEqual([...eind.map((r) => r.n)].sort((x, y) => x - y));
      expect(await getal(`SELECT count(*) AS n FROM "Les" l JOIN "LesBundel" b ON b.id = l."lesBundelId" WHERE b."klantId" = $1`, [pakketten[0]!.klantId])).toBeGreaterThan(30);
    }
    // Every administration uses its own customer's package (the key through AdministratieLeerroutepakket).
    expect(
      await getal(
        `SELECT count(*) AS n FROM "AdministratieLeerroutepakket" ap JOIN "Administratie" a USING ("administratieNr") JOIN "Leerroutepakket" p ON p.id = ap."leerroutepakketId"
          WHERE a."administratieNr" = ANY($1) AND (a."klantId" <> p."klantId")`,
        [adm],
      ),
    ).toBe(0);
  });

  it("keeps every assignment inside its group's school year, and a pupil in one class at a time", async () => {
    expect(
      await getal(
        `SELECT count(*) AS n FROM "Leerlingtoewijzing" t
           JOIN "Groep" g ON g."administratieNr" = t."administratieNr" AND g.nr = t."groepNr"
           JOIN "Schooljaar" s ON s."administratieNr" = g."administratieNr" AND s.schooljaar = g.schooljaar
          WHERE t."administratieNr" = ANY($1)
            AND NOT (t.ingangsdatum BETWEEN s.ingangsdatum AND s.einddatum
                     AND (t.einddatum <= s.einddatum OR (t.einddatum = '9999-12-31' AND s.schooljaar = $2)))`,
        [adm, huidigSchooljaar()],
      ),
    ).toBe(0);
    expect(
      await getal(
        `SELECT count(*) AS n FROM "Leerlingtoewijzing" a JOIN "Leerlingtoewijzing" b
            ON a."administratieNr" = b."administratieNr" AND a."leerlingId" = b."leerlingId" AND a.id < b.id
           AND a."groepSoort" = 'Klas' AND b."groepSoort" = 'Klas'
           AND daterange(a.ingangsdatum, a.einddatum, '[]') && daterange(b.ingangsdatum, b.einddatum, '[]')
          WHERE a."administratieNr" = ANY($1)`,
        [adm],
      ),
    ).toBe(0);
    // The kind copied onto each assignment is its group's.
    expect(
      await getal(`SELECT count(*) AS n FROM "Leerlingtoewijzing" t JOIN "Groep" g ON g."administratieNr" = t."administratieNr" AND g.nr = t."groepNr" WHERE t."administratieNr" = ANY($1) AND g.soort <> t."groepSoort"`, [adm]),
    ).toBe(0);
    // Pupils stay inside their own enrolment.
    expect(
      await getal(
        `SELECT count(*) AS n FROM "Leerlingtoewijzing" t JOIN "Leerling" l ON l."administratieNr" = t."administratieNr" AND l.id = t."leerlingId"
          WHERE t."administratieNr" = ANY($1) AND (t.ingangsdatum < l.ingangsdatum OR (t.einddatum > l.einddatum))`,
        [adm],
      ),
    ).toBe(0);
  });

  it("gives pupils careers over several school years, one level up each year", async () => {
    const rows = await q<{ n: string; fout: string }>(
      `SELECT count(*) AS n, count(*) FILTER (WHERE lj2.volgnummer <> lj1.volgnummer + 1) AS fout
         FROM "Schoolloopbaan" a
         JOIN "Schoolloopbaan" b ON b."administratieNr" = a."administratieNr" AND b."leerlingId" = a."leerlingId" AND b.ingangsdatum > a.einddatum
         JOIN "Leerjaar" lj1 ON lj1."administratieNr" = a."administratieNr" AND lj1.nr = a."leerjaarNr"
         JOIN "Leerjaar" lj2 ON lj2."administratieNr" = b."administratieNr" AND lj2.nr = b."leerjaarNr"
        WHERE a."administratieNr" = ANY($1)`,
      [adm],
    );
    expect(Number(rows[0]!.n)).toBeGreaterThan(OPTIES.pupils / 2);
    expect(Number(rows[0]!.fout)).toBe(0);
    // Some pupils have left (graduated) in an earlier year.
    expect(await getal(`SELECT count(*) AS n FROM "Leerling" WHERE "administratieNr" = ANY($1) AND einddatum < $2`, [adm, vandaag()])).toBeGreaterThan(0);
  });

  it("evaluates pupils over several periods, on the package's levels, while they are in a class", async () => {
    const periodes = await getal(`SELECT count(DISTINCT (schooljaar, "periodeNummer")) AS n FROM "Evaluatie" WHERE "administratieNr" = ANY($1)`, [adm]);
    expect(periodes).toBeGreaterThanOrEqual(3);
    const fouten = await q(
      `SELECT e.* FROM "Evaluatie" e
         JOIN "Periode" p ON p."administratieNr" = e."administratieNr" AND p.schooljaar = e.schooljaar AND p.nummer = e."periodeNummer"
         JOIN "Leerling" l ON l."administratieNr" = e."administratieNr" AND l.id = e."leerlingId"
         LEFT JOIN "Niveau" n ON n."leerroutepakketId" = e."leerroutepakketId" AND n.nummer = e."niveauNummer"
        WHERE e."administratieNr" = ANY($1)
          AND (n.nummer IS NULL
               OR e.datum NOT BETWEEN p.ingangsdatum AND p.einddatum
               OR e.datum NOT BETWEEN l.ingangsdatum AND l.einddatum
               OR e.datum > $2
               OR NOT EXISTS (SELECT 1 FROM "Leerlingtoewijzing" t WHERE t."administratieNr" = e."administratieNr" AND t."leerlingId" = e."leerlingId"
                                 AND t."groepSoort" = 'Klas' AND e.datum BETWEEN t.ingangsdatum AND t.einddatum)
               OR (e."beoordeeldDoor" IS NOT NULL AND NOT EXISTS (
                     SELECT 1 FROM "Leerlingtoewijzing" t JOIN "MedewerkerGroep" mg ON mg."administratieNr" = t."administratieNr" AND mg."groepNr" = t."groepNr"
                      WHERE t."administratieNr" = e."administratieNr" AND t."leerlingId" = e."leerlingId" AND mg."gebruikerId" = e."beoordeeldDoor"
                        AND e.datum BETWEEN t.ingangsdatum AND t.einddatum)))
        LIMIT 5`,
      [adm, vandaag()],
    );
    expect(fouten).toEqual([]);
    // Mastery shows: scores are not all the same.
    expect(await getal(`SELECT count(DISTINCT score) AS n FROM "Evaluatie" WHERE "administratieNr" = ANY($1)`, [adm])).toBe(3);
  });

  it("makes plans of every kind, development perspectives in versions, notes and forms", async () => {
    const aantal = async (tabel: string) => getal(`SELECT count(*) AS n FROM "${tabel}" WHERE "administratieNr" = ANY($1)`, [adm]);
    for (const tabel of ["Handelingsplan", "Groepsplan", "Instructiegroep", "InstructiegroepLeerling", "OnderwijsplanDoel", "OnderwijsplanLes", "OnderwijsplanEvaluatie", "Beoordeling", "Ontwikkelingsperspectief", "OntwikkelingsperspectiefVersie", "OntwikkelingsperspectiefItem", "Formulier", "FormulierWaarde", "Notitie", "LeerlingdossierItem", "LeerlingLeerroute", "Vakgebied", "VakgebiedCompetentie", "Beoordelaar"]) {
      expect(await aantal(tabel), tabel).toBeGreaterThan(0);
    }
    const so = await q<{ administratieNr: number }>(`SELECT "administratieNr" FROM "Administratie" WHERE "administratieNr" = ANY($1) AND sector = 'SpeciaalOnderwijs'`, [adm]);
    expect(so.length, "deze seed hoort een school voor speciaal onderwijs te geven").toBeGreaterThan(0);
    expect(await getal(`SELECT count(*) AS n FROM "Leerlingplan" WHERE "administratieNr" = ANY($1)`, [so.map((r) => r.administratieNr)])).toBeGreaterThan(0);
    // An OPP's established versions have a date, at most one Concept each (keys and checks), and
    // instruction groups partition a group plan's pupils.
    expect(await getal(`SELECT count(*) AS n FROM "OntwikkelingsperspectiefVersie" WHERE "administratieNr" = ANY($1) AND "vastgesteldOp" > $2`, [adm, vandaag()])).toBe(0);
    expect(
      await getal(
        `SELECT count(*) AS n FROM "InstructiegroepLeerling" il JOIN "Groepsplan" gp ON gp."administratieNr" = il."administratieNr" AND gp.id = il."groepsplanId"
          WHERE il."administratieNr" = ANY($1) AND NOT EXISTS (
            SELECT 1 FROM "Leerlingtoewijzing" t JOIN "Periode" p ON p."administratieNr" = gp."administratieNr" AND p.schooljaar = gp.schooljaar AND p.nummer = gp."periodeNummer"
             WHERE t."administratieNr" = il."administratieNr" AND t."leerlingId" = il."leerlingId" AND t."groepNr" = gp."groepNr"
               AND t.ingangsdatum <= p.einddatum AND t.einddatum >= p.ingangsdatum)`,
        [adm],
      ),
    ).toBe(0);
    // Staff of the schools of one customer share lesson bundles; used bytes add up.
    expect(await getal(`SELECT coalesce(sum(grootte), 0) AS n FROM "Bestand" WHERE "administratieNr" = $1`, [adm[0]])).toBeGreaterThan(0);
  });
});
