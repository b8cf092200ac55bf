import { execFileSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { recreateDatabase, withDatabase } from "@/lib/db/admin";
import { genereer } from "@/lib/generator";

/**
 * `npm run db:backup` / `db:restore` round trip on a database of its own (the suite's shared one
 * stays untouched): generated data, dump, wipe, restore → the same rows in every table, the same
 * sequences, and the app's answers the same.
 */

const serverUrl = process.env.TEST_DATABASE_URL!;
const database = `leerroute_backup_${process.pid}`;
const url = withDatabase(serverUrl, database);
const map = mkdtempSync(path.join(tmpdir(), "leerroute-backup-"));
const bestand = path.join(map, "test.backup.gz");
let pool: pg.Pool;

/** Every table's row count and a digest of its rows. */
async function toestand(): Promise<Record<string, string>> {
  const tabellen = (await pool.query<{ t: string }>(`SELECT tablename AS t FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`)).rows.map((r) => r.t);
  const uit: Record<string, string> = {};
  for (const t of tabellen) {
    const r = await pool.query<{ n: string; s: string | null }>(`SELECT count(*)::text AS n, md5(string_agg(x::text, '|' ORDER BY x::text)) AS s FROM "${t}" x`);
    uit[t] = `${r.rows[0]!.n}:${r.rows[0]!.s ?? "-"}`;
  }
  return uit;
}

const npm = (script: string, ...args: string[]) =>
  execFileSync("npm", ["run", "--silent", script, "--", ...args], { env: { ...process.env, DATABASE_URL: url }, encoding: "utf8" });

beforeAll(async () => {
  await recreateDatabase(serverUrl, database);
  execFileSync(path.resolve("node_modules/.bin/prisma"), ["migrate", "deploy"], { env: { ...process.env, DATABASE_URL: url }, stdio: "pipe" });
  pool = new pg.Pool({ connectionString: url, max: 2 });
  await genereer(pool, { tenants: 2, pupils: 25, years: 2, seed: 3, bulk: false, workers: 1 });
}, 240_000);

afterAll(async () => {
  await pool?.end();
  rmSync(map, { recursive: true, force: true });
});

describe("backup and restore", () => {
  it("dump, wipe, restore: every table and sequence as before", async () => {
    const voor = await toestand();
    const reeksVoor = (await pool.query(`SELECT sequencename, last_value FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1`)).rows;
    expect(Number(voor.Leerling!.split(":")[0])).toBeGreaterThan(40);

    expect(npm("db:backup", bestand)).toMatch(/Backup geschreven naar .*test\.backup\.gz: \d+ rijen/);
    // Wipe: the data is gone before the restore.
    await pool.query(`TRUNCATE "Administratie" CASCADE`);
    expect((await toestand()).Leerling).toMatch(/^0:/);

    expect(npm("db:restore", bestand)).toMatch(/Teruggezet uit .*: \d+ rijen/);
    expect(await toestand()).toEqual(voor);
    expect((await pool.query(`SELECT sequencename, last_value FROM pg_sequences WHERE schemaname = 'public' ORDER BY 1`)).rows).toEqual(reeksVoor);
    // The restored database takes new rows as before (sequences set, constraints in place).
    const adm = (await pool.query<{ n: number }>(`SELECT min("administratieNr") AS n FROM "Administratie"`)).rows[0]!.n;
    await pool.query(`INSERT INTO "Rol" ("administratieNr", naam, "updatedAt") VALUES ($1, 'Na herstel', now())`, [adm]);
    // The foreign keys are back and checked.
    await expect(pool.query(`INSERT INTO "Rol" ("administratieNr", naam, "updatedAt") VALUES (1, 'Zonder administratie', now())`)).rejects.toThrow(/foreign key/);
  }, 240_000);

  it("refuses a file that is no backup, and leaves the database as it was", async () => {
    const voor = await toestand();
    const nep = path.join(map, "nep.backup.gz");
    execFileSync("bash", ["-c", `echo '{"soort":"iets anders"}' | gzip > '${nep}'`]);
    expect(() => npm("db:restore", nep)).toThrow(/geen Leerroute-backup/);
    expect(await toestand()).toEqual(voor);
  });
});
