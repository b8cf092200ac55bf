import { execFile } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { promisify } from "node:util";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

/**
 * Applies every migration in prisma/migrations to a new, empty database with the real CLI
 * (`prisma migrate deploy`, which runs the schema-engine stand-in in prisma/engine), then checks
 * the migration history. Uses its own database on the server in TEST_DATABASE_URL.
 */

const run = promisify(execFile);
const PRISMA = path.resolve("node_modules/.bin/prisma");
const MIGRATIONS = path.resolve("prisma/migrations");

function withDatabase(serverUrl: string, database: string): string {
  const url = new URL(serverUrl);
  url.pathname = `/${encodeURIComponent(database)}`;
  return url.toString();
}

async function onServer(serverUrl: string, sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: withDatabase(serverUrl, "postgres") });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

function prisma(args: string[], databaseUrl: string) {
  const env: NodeJS.ProcessEnv = { ...process.env, DATABASE_URL: databaseUrl };
  delete env.SHADOW_DATABASE_URL;
  return run(PRISMA, args, { env, timeout: 120_000 });
}

describe("database migrations", () => {
  const serverUrl = process.env.TEST_DATABASE_URL ?? "";
  const database = `leerroute_migrations_${process.pid}_${Date.now()}`;
  const databaseUrl = serverUrl ? withDatabase(serverUrl, database) : "";
  const migrationNames = fs.existsSync(MIGRATIONS)
    ? fs
        .readdirSync(MIGRATIONS, { withFileTypes: true })
        .filter((d) => d.isDirectory() && fs.existsSync(path.join(MIGRATIONS, d.name, "migration.sql")))
        .map((d) => d.name)
        .sort()
    : [];

  beforeAll(async () => {
    if (!serverUrl) throw new Error("TEST_DATABASE_URL ontbreekt: start de API-tests met `npm test`.");
    await onServer(serverUrl, `CREATE DATABASE "${database}"`);
  });

  afterAll(async () => {
    if (serverUrl) await onServer(serverUrl, `DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`);
  });

  it("applies all migrations to an empty database and reports it up to date", { timeout: 180_000 }, async () => {
    expect(migrationNames.length).toBeGreaterThan(0);

    await prisma(["migrate", "deploy"], databaseUrl);

    const client = new pg.Client({ connectionString: databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query<{ migration_name: string }>(
        `SELECT migration_name FROM "_prisma_migrations"
         WHERE finished_at IS NOT NULL AND rolled_back_at IS NULL
         ORDER BY migration_name`,
      );
      expect(rows.map((r) => r.migration_name)).toEqual(migrationNames);
    } finally {
      await client.end();
    }

    // Exits non-zero (and execFile rejects) when migrations are pending or failed.
    const status = await prisma(["migrate", "status"], databaseUrl);
    expect(status.stdout).toContain("Database schema is up to date!");
  });
});
