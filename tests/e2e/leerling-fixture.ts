import type pg from "pg";

/**
 * A pupil of the test's own: enrolled for the whole school year in a new branch-1 class named
 * `groep` (so no other spec's pupils share it). The caller removes both in its afterAll
 * (`verwijderLeerling`).
 */
export async function leerlingInNieuweGroep(c: pg.Client, o: { admnr: number; schooljaar: string; groep: string; roepnaam: string; achternaam: string; geboortedatum: string }): Promise<number> {
  const g = await c.query<{ nr: number }>(
    `INSERT INTO "Groep" ("administratieNr", nr, naam, schooljaar, "vestigingNr", soort, "updatedAt")
     VALUES ($1, (SELECT COALESCE(max(nr), 0) + 1 FROM "Groep" WHERE "administratieNr" = $1), $2, $3, 1, 'Klas', now()) RETURNING nr`,
    [o.admnr, o.groep, o.schooljaar],
  );
  const l = await c.query<{ id: number }>(
    `INSERT INTO "Leerling" ("administratieNr", roepnaam, achternaam, geboortedatum, geslacht, ingangsdatum, "updatedAt")
     SELECT $1, $2, $3, $4::date, 9, ingangsdatum, now() FROM "Schooljaar" WHERE "administratieNr" = $1 AND schooljaar = $5 RETURNING id`,
    [o.admnr, o.roepnaam, o.achternaam, o.geboortedatum, o.schooljaar],
  );
  const leerlingId = l.rows[0]!.id;
  await c.query(
    `INSERT INTO "Leerlingtoewijzing" ("administratieNr", "leerlingId", "groepNr", ingangsdatum, einddatum)
     SELECT $1, $2, $3, ingangsdatum, einddatum FROM "Schooljaar" WHERE "administratieNr" = $1 AND schooljaar = $4`,
    [o.admnr, leerlingId, g.rows[0]!.nr, o.schooljaar],
  );
  return leerlingId;
}

/** Removes the pupils with this surname (their access log, learning routes and assignments first) and the group. */
export async function verwijderLeerling(c: pg.Client, o: { admnr: number; achternaam: string; groep: string }) {
  const leerlingen = `SELECT id FROM "Leerling" WHERE "administratieNr" = $1 AND achternaam = $2`;
  await c.query(`DELETE FROM "DossierInzage" WHERE "administratieNr" = $1 AND "leerlingId" IN (${leerlingen})`, [o.admnr, o.achternaam]).catch(() => undefined);
  await c.query(`DELETE FROM "LeerlingLeerroute" WHERE "administratieNr" = $1 AND "leerlingId" IN (${leerlingen})`, [o.admnr, o.achternaam]);
  await c.query(`DELETE FROM "Leerlingtoewijzing" WHERE "administratieNr" = $1 AND "leerlingId" IN (${leerlingen})`, [o.admnr, o.achternaam]);
  await c.query(`DELETE FROM "Leerling" WHERE "administratieNr" = $1 AND achternaam = $2`, [o.admnr, o.achternaam]);
  await c.query(`DELETE FROM "Groep" WHERE "administratieNr" = $1 AND naam = $2`, [o.admnr, o.groep]);
}
