import { test } from "@playwright/test";
import { huidigSchooljaar } from "../../lib/schooljaar";
import { DEMO_ADMINISTRATIENR as A, DEMO_USERS } from "../../prisma/demo-constants";
import { withDb } from "./db";

/**
 * An evaluation fixture of its own for the monitor and overview specs (issue 12): other specs add
 * packages and change the demo school's data, so these tests never read demo rows. In the demo
 * administration, under unique names:
 * - a learning-route package, linked and active: levels 1–3, one domain, one competence with
 *   8 indicators (3 on level 1, 3 on level 2, 2 on level 3), one route with an SO traject whose
 *   step for the pupils' leerjaar leads to phase 1, and that phase cell expecting level 2 with the
 *   level-1 and level-2 indicators linked;
 * - a group of the current school year (branch of the demo teacher's own group) with three pupils
 *   assigned from the start of the school year, each on the route, with a school career row
 *   (leerjaar, SO); the demo teacher is a member of the group;
 * - evaluations: pupil 2 has level 1 mastered and half of level 2 in the previous period; pupil 3
 *   has level 1 mastered in the active period. Pupil 1 (first in the grid) has none.
 * Names sort after the demo package ("Monitorpakket …"), so screens that default to the first
 * package are not changed by it.
 */
export interface MonitorFixture {
  schooljaar: string;
  /** The active period of the current school year (the monitor is open there). */
  periode: number;
  pakketId: number;
  pakketNaam: string;
  domeinId: number;
  domeinNaam: string;
  competentieId: number;
  groepNr: number;
  groepNaam: string;
  /** In grid order (achternaam). */
  leerlingen: { id: number; achternaam: string }[];
  /** In the package's order (level, volgnummer). */
  indicatoren: { id: number; niveauNummer: number }[];
}

const uniek = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

export async function maakMonitorFixture(): Promise<MonitorFixture> {
  const schooljaar = huidigSchooljaar();
  const code = uniek();
  return withDb(async (c) => {
    await c.query("BEGIN");
    try {
      const q = async <T extends object>(sql: string, args: unknown[] = []) => (await c.query<T & Record<string, unknown>>(sql, args)).rows;
      const [adm] = await q<{ klantId: number }>(`SELECT "klantId" FROM "Administratie" WHERE "administratieNr" = $1`, [A]);
      const [periode] = await q<{ nummer: number }>(
        `SELECT nummer FROM "Periode" WHERE "administratieNr" = $1 AND schooljaar = $2 AND current_date BETWEEN ingangsdatum AND einddatum ORDER BY ingangsdatum DESC, nummer DESC LIMIT 1`,
        [A, schooljaar],
      );
      if (!periode) throw new Error(`Geen actieve periode in ${schooljaar} van administratie ${A}`);
      const [vorige] = await q<{ schooljaar: string; nummer: number }>(
        `SELECT schooljaar, nummer FROM "Periode" WHERE "administratieNr" = $1 AND (schooljaar, nummer) < ($2::text, $3::int) ORDER BY schooljaar DESC, nummer DESC LIMIT 1`,
        [A, schooljaar, periode.nummer],
      );
      const [leerkracht] = await q<{ id: string }>(`SELECT id FROM "Gebruiker" WHERE email = $1`, [DEMO_USERS.leerkracht]);
      // The branch of one of the teacher's own groups (any branch when none), and the first leerjaar.
      const [vestiging] = await q<{ nr: number }>(
        `SELECT coalesce((SELECT g."vestigingNr" FROM "MedewerkerGroep" mg JOIN "Groep" g ON g."administratieNr" = mg."administratieNr" AND g.nr = mg."groepNr"
                           WHERE mg."administratieNr" = $1 AND mg."gebruikerId" = $2 ORDER BY g.nr LIMIT 1),
                         (SELECT min(nr) FROM "Vestiging" WHERE "administratieNr" = $1)) AS nr`,
        [A, leerkracht!.id],
      );
      const [leerjaar] = await q<{ nr: number; naam: string }>(`SELECT nr, naam FROM "Leerjaar" WHERE "administratieNr" = $1 ORDER BY volgnummer, nr LIMIT 1`, [A]);

      // The package.
      const pakketNaam = `Monitorpakket E2E ${code}`;
      const [p] = await q<{ id: number }>(
        `INSERT INTO "Leerroutepakket" ("administratieNr", "klantId", naam, "updatedAt") VALUES ($1, $2, $3, now()) RETURNING id`,
        [A, adm!.klantId, pakketNaam],
      );
      const pakketId = p!.id;
      await q(`INSERT INTO "AdministratieLeerroutepakket" ("administratieNr", "leerroutepakketId", "klantId", actief) VALUES ($1, $2, $3, true)`, [A, pakketId, adm!.klantId]);
      for (const n of [1, 2, 3])
        await q(`INSERT INTO "Niveau" ("leerroutepakketId", nummer, waarde, label, volgnummer) VALUES ($1, $2, $3, $4, $2)`, [pakketId, n, String(n), `Niveau ${n}`]);
      const domeinNaam = `Rekenen ${code}`;
      const [d] = await q<{ id: number }>(
        `INSERT INTO "Domein" ("leerroutepakketId", naam, code, volgnummer, "updatedAt") VALUES ($1, $2, 'RW', 1, now()) RETURNING id`,
        [pakketId, domeinNaam],
      );
      const domeinId = d!.id;
      const [comp] = await q<{ id: number }>(
        `INSERT INTO "Competentie" ("leerroutepakketId", "domeinId", naam, volgnummer, "updatedAt") VALUES ($1, $2, 'Getalbegrip', 1, now()) RETURNING id`,
        [pakketId, domeinId],
      );
      const competentieId = comp!.id;
      const indicatoren: { id: number; niveauNummer: number }[] = [];
      for (const [niveau, aantal] of [
        [1, 3],
        [2, 3],
        [3, 2],
      ] as const) {
        await q(`INSERT INTO "Competentieniveau" ("leerroutepakketId", "competentieId", "niveauNummer") VALUES ($1, $2, $3)`, [pakketId, competentieId, niveau]);
        for (let v = 1; v <= aantal; v++) {
          const [i] = await q<{ id: number }>(
            `INSERT INTO "Indicator" ("leerroutepakketId", "domeinId", "competentieId", "niveauNummer", naam, code, volgnummer, "updatedAt")
             VALUES ($1, $2, $3, $4, $5, $6, $7, now()) RETURNING id`,
            [pakketId, domeinId, competentieId, niveau, `Indicator ${niveau}.${v}`, String(v), v],
          );
          indicatoren.push({ id: i!.id, niveauNummer: niveau });
        }
      }
      // One route, its SO traject: the first leerjaar → phase 1; phase 1 of the route expects level 2.
      await q(`INSERT INTO "Fase" ("leerroutepakketId", nummer, naam, volgnummer) VALUES ($1, 1, 'Fase 1', 1)`, [pakketId]);
      await q(`INSERT INTO "Leerroute" ("leerroutepakketId", nummer, naam) VALUES ($1, 1, 'Route 1')`, [pakketId]);
      await q(`INSERT INTO "Leerroutetraject" ("leerroutepakketId", "leerrouteNummer", schoolsoort) VALUES ($1, 1, 'SO')`, [pakketId]);
      await q(`INSERT INTO "LeerroutetrajectFase" ("leerroutepakketId", "leerrouteNummer", schoolsoort, volgnummer, "faseNummer", leerjaar) VALUES ($1, 1, 'SO', 1, 1, $2)`, [
        pakketId,
        leerjaar!.naam,
      ]);
      await q(`INSERT INTO "Leerroutepakketfase" ("leerroutepakketId", "faseNummer", "leerrouteNummer", "domeinId", "niveauNummer") VALUES ($1, 1, 1, $2, 2)`, [pakketId, domeinId]);
      for (const i of indicatoren.filter((x) => x.niveauNummer <= 2))
        await q(`INSERT INTO "LeerroutepakketfaseIndicator" ("leerroutepakketId", "faseNummer", "leerrouteNummer", "domeinId", "indicatorId") VALUES ($1, 1, 1, $2, $3)`, [
          pakketId,
          domeinId,
          i.id,
        ]);

      // The group, the teacher in it, three pupils on the route.
      const groepNaam = `E2E Monitorgroep ${code}`;
      const [g] = await q<{ nr: number }>(
        `INSERT INTO "Groep" ("administratieNr", nr, naam, schooljaar, "vestigingNr", "leerjaarNr", "updatedAt")
         SELECT $1, coalesce(max(nr), 0) + 1, $2, $3, $4, $5, now() FROM "Groep" WHERE "administratieNr" = $1 RETURNING nr`,
        [A, groepNaam, schooljaar, vestiging!.nr, leerjaar!.nr],
      );
      const groepNr = g!.nr;
      await q(`INSERT INTO "MedewerkerGroep" ("administratieNr", "gebruikerId", "groepNr") VALUES ($1, $2, $3)`, [A, leerkracht!.id, groepNr]);
      const start = `${schooljaar.slice(0, 4)}-08-01`;
      const eind = `${schooljaar.slice(5, 9)}-07-31`;
      const leerlingen: { id: number; achternaam: string }[] = [];
      for (const [roepnaam, achternaam] of [
        ["Anna", `Aaa${code}`],
        ["Bram", `Bbb${code}`],
        ["Cato", `Ccc${code}`],
      ] as const) {
        const [l] = await q<{ id: number }>(
          `INSERT INTO "Leerling" ("administratieNr", roepnaam, achternaam, ingangsdatum, "updatedAt") VALUES ($1, $2, $3, $4::date, now()) RETURNING id`,
          [A, roepnaam, achternaam, start],
        );
        const id = l!.id;
        leerlingen.push({ id, achternaam });
        await q(`INSERT INTO "Leerlingtoewijzing" ("administratieNr", "leerlingId", "groepNr", ingangsdatum) VALUES ($1, $2, $3, $4::date)`, [A, id, groepNr, start]);
        await q(
          `INSERT INTO "Schoolloopbaan" ("administratieNr", "leerlingId", schooljaar, ingangsdatum, einddatum, "vestigingNr", "leerjaarNr", schoolsoort, "updatedAt")
           VALUES ($1, $2, $3, $4::date, $5::date, $6, $7, 'SO', now())`,
          [A, id, schooljaar, start, eind, vestiging!.nr, leerjaar!.nr],
        );
        await q(
          `INSERT INTO "LeerlingLeerroute" ("administratieNr", "leerlingId", "leerroutepakketId", ingangsdatum, "leerrouteNummer", "updatedAt") VALUES ($1, $2, $3, $4::date, 1, now())`,
          [A, id, pakketId, start],
        );
      }

      const evalueer = async (leerlingId: number, i: { id: number; niveauNummer: number }, sj: string, nummer: number, score: number) =>
        q(
          `INSERT INTO "Evaluatie" ("administratieNr", "leerlingId", "leerroutepakketId", "indicatorId", schooljaar, "periodeNummer", "competentieId", "niveauNummer", score, datum, "updatedAt")
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, current_date, now())`,
          [A, leerlingId, pakketId, i.id, sj, nummer, competentieId, i.niveauNummer, score],
        );
      const [, tweede, derde] = leerlingen;
      const n1 = indicatoren.filter((i) => i.niveauNummer === 1);
      const n2 = indicatoren.filter((i) => i.niveauNummer === 2);
      const eerder = vorige ?? { schooljaar, nummer: periode.nummer };
      for (const i of n1) await evalueer(tweede!.id, i, eerder.schooljaar, eerder.nummer, 100);
      await evalueer(tweede!.id, n2[0]!, eerder.schooljaar, eerder.nummer, 100);
      await evalueer(tweede!.id, n2[1]!, eerder.schooljaar, eerder.nummer, 50);
      for (const i of n1) await evalueer(derde!.id, i, schooljaar, periode.nummer, 100);
      await c.query("COMMIT");
      return { schooljaar, periode: periode.nummer, pakketId, pakketNaam, domeinId, domeinNaam, competentieId, groepNr, groepNaam, leerlingen, indicatoren };
    } catch (e) {
      await c.query("ROLLBACK");
      throw e;
    }
  });
}

/**
 * Takes the fixture out of other tests' way (rows stay, evaluations restrict deletes): the package
 * is no longer active in the administration and the teacher is no longer in the group.
 */
export async function ruimMonitorFixtureOp(f: MonitorFixture | undefined) {
  if (!f) return;
  await withDb(async (c) => {
    await c.query(`UPDATE "AdministratieLeerroutepakket" SET actief = false WHERE "administratieNr" = $1 AND "leerroutepakketId" = $2`, [A, f.pakketId]);
    await c.query(`DELETE FROM "MedewerkerGroep" WHERE "administratieNr" = $1 AND "groepNr" = $2`, [A, f.groepNr]);
  });
}

/**
 * `test` with a fresh fixture per test (also per retry and per repeat), taken out of the way after
 * the test: `monitorTest("…", async ({ page, monitorFixture }) => …)`.
 */
export const monitorTest = test.extend<{ monitorFixture: MonitorFixture }>({
  monitorFixture: async ({}, gebruik) => {
    const f = await maakMonitorFixture();
    try {
      await gebruik(f);
    } finally {
      await ruimMonitorFixtureOp(f);
    }
  },
});
