import { execFileSync } from "node:child_process";
import path from "node:path";
import { recreateDatabase, withDatabase } from "@/lib/db/admin";

/**
 * One fresh database for the API suite on the server in TEST_DATABASE_URL (npm test starts one),
 * migrated with the real migrations. Workers inherit DATABASE_URL from here.
 */
export default async function setup() {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) throw new Error("TEST_DATABASE_URL ontbreekt: start de API-tests met `npm test`, of zet TEST_DATABASE_URL op een Postgres-server.");
  const database = `leerroute_api_${process.pid}`;
  await recreateDatabase(serverUrl, database);
  const url = withDatabase(serverUrl, database);
  process.env.DATABASE_URL = url;
  process.env.AUTH_SECRET ??= "test-secret-for-the-test-run-only-0123456789";
  process.env.API_LOG ??= "off";
  execFileSync(path.resolve("node_modules/.bin/prisma"), ["migrate", "deploy"], { env: process.env, stdio: "pipe" });
}
