import type pg from "pg";

/**
 * A pupil of the test's own: enrolled for the whole school year in a new branch-1 class named
 * `groep` (so no other spec's pupils share it). The caller removes both in its afterAll
 * (`verwijderLeerling`).
 */
export async function leerlingInNieuweGroep(
  c: pg.Client,
  o: { admnr: number; schooljaar: string; groep: string; roepnaam: string; achternaam: string; geboortedatum: string; leerroute?: { pakket: number; nummer: number } },
): Promise<number> {
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
  if (o.leerroute)
    await c.query(
      `INSERT INTO "LeerlingLeerroute" ("administratieNr", "leerlingId", "leerroutepakketId", ingangsdatum, "leerrouteNummer", "updatedAt")
       SELECT $1, $2, $3, ingangsdatum, $4, now() FROM "Schooljaar" WHERE "administratieNr" = $1 AND schooljaar = $5`,
      [o.admnr, leerlingId, o.leerroute.pakket, o.leerroute.nummer, o.schooljaar],
    );
  return leerlingId;
}

/**
 * Removes the pupils with this surname with what the tests made for them (OPPs, pupil plans with
 * their teaching plans, evaluations, learning routes, assignments) and the group.
 */
export async function verwijderLeerling(c: pg.Client, o: { admnr: number; achternaam: string; groep: string }) {
  const leerlingen = `SELECT id FROM "Leerling" WHERE "administratieNr" = $1 AND achternaam = $2`;
  const plannen = `SELECT id FROM "Leerlingplan" WHERE "administratieNr" = $1 AND "leerlingId" IN (${leerlingen})`;
  await c.query(`DELETE FROM "Ontwikkelingsperspectief" WHERE "administratieNr" = $1 AND "leerlingId" IN (${leerlingen})`, [o.admnr, o.achternaam]);
  await c.query(`DELETE FROM "Onderwijsplan" WHERE "administratieNr" = $1 AND id IN (SELECT "onderwijsplanId" FROM "LeerlingplanOnderwijsplan" WHERE "administratieNr" = $1 AND "leerlingplanId" IN (${plannen}))`, [o.admnr, o.achternaam]);
  await c.query(`DELETE FROM "Leerlingplan" WHERE "administratieNr" = $1 AND "leerlingId" IN (${leerlingen})`, [o.admnr, o.achternaam]);
  await c.query(`DELETE FROM "Evaluatie" WHERE "administratieNr" = $1 AND "leerlingId" IN (${leerlingen})`, [o.admnr, o.achternaam]);
  await c.query(`DELETE FROM "DossierInzage" WHERE "administratieNr" = $1 AND "leerlingId" IN (${leerlingen})`, [o.admnr, o.achternaam]).catch(() => undefined);
  await c.query(`DELETE FROM "LeerlingLeerroute" WHERE "administratieNr" = $1 AND "leerlingId" IN (${leerlingen})`, [o.admnr, o.achternaam]);
  await c.query(`DELETE FROM "Leerlingtoewijzing" WHERE "administratieNr" = $1 AND "leerlingId" IN (${leerlingen})`, [o.admnr, o.achternaam]);
  await c.query(`DELETE FROM "Leerling" WHERE "administratieNr" = $1 AND achternaam = $2`, [o.admnr, o.achternaam]);
  await c.query(`DELETE FROM "Groep" WHERE "administratieNr" = $1 AND naam = $2`, [o.admnr, o.groep]);
}
