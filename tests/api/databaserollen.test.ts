import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { APP_ROL } from "@/lib/db/databaserollen";
import { makeTenant } from "./helpers";

/**
 * The app runs as a role with row rights only (lib/db/databaserollen.ts): it cannot change the
 * append-only access log or the schema, and tables made later by the owner are still its to use.
 * DATABASE_URL is that role here as in npm start (tests/api/global-setup.ts).
 */
let app: pg.Client;
let eigenaar: pg.Client;
let admnr: number;

/** The SQLSTATE a statement fails with, or "ok". */
async function uitkomst(client: pg.Client, sql: string, params: unknown[] = []): Promise<string> {
  await client.query("SAVEPOINT s");
  try {
    await client.query(sql, params);
    await client.query("RELEASE SAVEPOINT s");
    return "ok";
  } catch (e) {
    await client.query("ROLLBACK TO SAVEPOINT s");
    return (e as { code?: string }).code ?? String(e);
  }
}

beforeAll(async () => {
  admnr = (await makeTenant()).administratieNr;
  app = new pg.Client({ connectionString: process.env.DATABASE_URL });
  eigenaar = new pg.Client({ connectionString: process.env.TEST_EIGENAAR_DATABASE_URL });
  await Promise.all([app.connect(), eigenaar.connect()]);
});
afterAll(async () => {
  await Promise.all([app?.end(), eigenaar?.end()]);
});

describe("the app's database role", () => {
  it("is its own role, no superuser, and may make neither roles nor databases", async () => {
    const { rows } = await app.query("SELECT current_user AS rol, rolsuper, rolcreaterole, rolcreatedb FROM pg_roles WHERE rolname = current_user");
    expect(rows[0]).toEqual({ rol: APP_ROL, rolsuper: false, rolcreaterole: false, rolcreatedb: false });
  });

  it("adds and reads access-log rows, and can neither change, remove nor empty them (42501: no right)", async () => {
    await app.query("BEGIN");
    try {
      expect(await uitkomst(app, `INSERT INTO "DossierInzage" ("administratieNr", "leerlingId", soort) VALUES ($1, 1, 'dossier')`, [admnr])).toBe("ok");
      const { rows } = await app.query(`SELECT count(*)::int AS n FROM "DossierInzage" WHERE "administratieNr" = $1`, [admnr]);
      expect(rows[0].n).toBe(1);
      // Refused by the rights themselves, before the table's trigger would be reached.
      expect(await uitkomst(app, `UPDATE "DossierInzage" SET soort = 'x' WHERE "administratieNr" = $1`, [admnr])).toBe("42501");
      expect(await uitkomst(app, `DELETE FROM "DossierInzage" WHERE "administratieNr" = $1`, [admnr])).toBe("42501");
      expect(await uitkomst(app, `TRUNCATE "DossierInzage"`)).toBe("42501");
      expect(await uitkomst(app, `ALTER TABLE "DossierInzage" DISABLE TRIGGER ALL`)).toBe("42501");
      expect(await uitkomst(app, `DROP TRIGGER "DossierInzage_alleen_toevoegen" ON "DossierInzage"`)).toBe("42501");
    } finally {
      await app.query("ROLLBACK");
    }
  });

  it("cannot drop, empty or make tables, nor touch the migration history", async () => {
    await app.query("BEGIN");
    try {
      expect(await uitkomst(app, `DROP TABLE "Leerling" CASCADE`)).toBe("42501");
      expect(await uitkomst(app, `TRUNCATE "Leerling" CASCADE`)).toBe("42501");
      expect(await uitkomst(app, `ALTER TABLE "Leerling" ADD COLUMN x int`)).toBe("42501");
      expect(await uitkomst(app, `CREATE TABLE public.proef (id int)`)).toBe("42501");
      expect(await uitkomst(app, `CREATE SCHEMA proef`)).toBe("42501");
      expect(await uitkomst(app, `SELECT 1 FROM "_prisma_migrations" LIMIT 1`)).toBe("42501");
      expect(await uitkomst(app, `DROP TABLE pgboss.job`)).toBe("42501");
      // Rows of ordinary tables and pg-boss's jobs are its own to write.
      expect(await uitkomst(app, `UPDATE "Administratie" SET naam = naam WHERE "administratieNr" = $1`, [admnr])).toBe("ok");
      expect(await uitkomst(app, `SELECT count(*) FROM pgboss.job`)).toBe("ok");
    } finally {
      await app.query("ROLLBACK");
    }
  });

  it("uses a table and sequence a later migration makes (default privileges), without a grant step", async () => {
    await eigenaar.query(`CREATE TABLE "ProefLaterGemaakt" (id serial PRIMARY KEY, tekst text)`);
    await app.query("BEGIN");
    try {
      expect(await uitkomst(app, `INSERT INTO "ProefLaterGemaakt" (tekst) VALUES ('a')`)).toBe("ok");
      expect((await app.query(`SELECT tekst FROM "ProefLaterGemaakt"`)).rows).toEqual([{ tekst: "a" }]);
      expect(await uitkomst(app, `DROP TABLE "ProefLaterGemaakt"`)).toBe("42501");
    } finally {
      await app.query("ROLLBACK");
      await eigenaar.query(`DROP TABLE "ProefLaterGemaakt"`);
    }
  });
});
