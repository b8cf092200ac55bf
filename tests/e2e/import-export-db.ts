import { DEMO_ADMINISTRATIENR as A } from "../../prisma/demo-constants";
import { withDb } from "./db";

/**
 * Removes what an import of this spec wrote to the demo administration, so later specs that count
 * its groups or pupils see the demo data as seeded.
 */
export async function ruimImportOp(run: string) {
  await withDb(async (c) => {
    const v = await c.query<{ nr: number }>(`SELECT nr FROM "Vestiging" WHERE "administratieNr" = $1 AND naam = $2`, [A, `E2E locatie ${run}`]);
    // Anna by her address; Kees (no e-mail address in the file) by his name of this run.
    const g = await c.query<{ id: string }>(
      `SELECT id FROM "Gebruiker" WHERE email = $1
       UNION SELECT "gebruikerId" FROM "Medewerker" WHERE "administratieNr" = $2 AND achternaam = $3`,
      [`anna.smit.${run}@leerroute.test`, A, `Dijk ${run}`],
    );
    await c.query(`DELETE FROM "Leerlingtoewijzing" WHERE "administratieNr" = $1 AND "leerlingId" IN (SELECT id FROM "Leerling" WHERE "administratieNr" = $1 AND "externeSleutel" LIKE $2)`, [A, `L-${run}-%`]);
    await c.query(`DELETE FROM "Leerling" WHERE "administratieNr" = $1 AND "externeSleutel" LIKE $2`, [A, `L-${run}-%`]);
    for (const { id } of g.rows) {
      await c.query(`DELETE FROM "MedewerkerGroep" WHERE "administratieNr" = $1 AND "gebruikerId" = $2`, [A, id]);
      await c.query(`DELETE FROM "MedewerkerVestiging" WHERE "administratieNr" = $1 AND "gebruikerId" = $2`, [A, id]);
      await c.query(`DELETE FROM "Medewerker" WHERE "administratieNr" = $1 AND "gebruikerId" = $2`, [A, id]);
      await c.query(`DELETE FROM "Gebruiker" WHERE id = $1`, [id]);
    }
    for (const { nr } of v.rows) {
      await c.query(`DELETE FROM "Groep" WHERE "administratieNr" = $1 AND "vestigingNr" = $2`, [A, nr]);
      await c.query(`DELETE FROM "Vestiging" WHERE "administratieNr" = $1 AND nr = $2`, [A, nr]);
    }
  });
}
