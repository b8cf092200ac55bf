import { execFileSync } from "node:child_process";
import path from "node:path";
import pg from "pg";
import { recreateDatabase, withDatabase } from "@/lib/db/admin";
import { bereidDatabaseVoor, databaseUrls } from "@/lib/db/databaserollen";

/**
 * One fresh database for the API suite on the server in TEST_DATABASE_URL (npm test starts one),
 * migrated with the real migrations. Workers inherit DATABASE_URL (the app's role) from here.
 */
/**
 * Both API projects (vitest.config.ts: the shared-module one and the isolated one) name this
 * setup; the database is made once per run and both use it.
 */
export default function setup(): Promise<void> {
  const g = globalThis as { __leerrouteApiSetup?: Promise<void> };
  g.__leerrouteApiSetup ??= maakDatabase();
  return g.__leerrouteApiSetup;
}

async function maakDatabase() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL ontbreekt: start de API-tests met `npm test`, of zet TEST_DATABASE_URL op een Postgres-server.");
  const database = `leerroute_api_${process.pid}`;
  await recreateDatabase(serverUrl, database);
  const url = withDatabase(serverUrl, database);
  process.env.AUTH_SECRET ??= "test-secret-for-the-test-run-only-0123456789";
  process.env.API_LOG ??= "off";
  // As npm start: the server's user owns the schema (migrations, pg-boss, grants); the app and the
  // tests run as the app's role (lib/db/databaserollen.ts). A test that needs the owner (DDL of its
  // own) takes TEST_EIGENAAR_DATABASE_URL; no MIGRATE_DATABASE_URL, which would send the scripts
  // the tests run on their own databases (backup, migrations) to this one.
  delete process.env.MIGRATE_DATABASE_URL;
  execFileSync(path.resolve("node_modules/.bin/prisma"), ["migrate", "deploy"], { env: { ...process.env, DATABASE_URL: url }, stdio: "pipe" });
  const urls = databaseUrls({ DATABASE_URL: url });
  await bereidDatabaseVoor(urls);
  process.env.TEST_EIGENAAR_DATABASE_URL = url;
  process.env.DATABASE_URL = urls.app;
  // Administration numbers for makeTenant: one sequence for all test files (workers run in
  // parallel), so two files can never pick the same number. It counts DOWN from 799,999 because
  // createTenant (prisma/seed-data.ts, used by auth.test) takes max + 1 and the generator tests
  // use 900,000 and up: neither can then meet a number the sequence hands out.
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("CREATE SEQUENCE test_administratienr INCREMENT -1 MINVALUE 10000 MAXVALUE 799999 START 799999");
  } finally {
    await client.end();
  }
}
