/**
 * `npm run db:backup -- [bestand]` writes a backup of the database (default
 * backups/leerroute-<datum>.backup.gz); `npm run db:restore -- <bestand>` replaces the database by
 * one (it asks nothing: stop the app first). DATABASE_URL chooses the database; without it the
 * embedded one in .data/pg is used — the running one of `npm start`, or started here.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { herstelBackup, maakBackup } from "@/lib/db/backup";
import { startEmbeddedPostgres, type RunningPostgres } from "@/lib/db/embedded";
import { ROOT } from "./lib";

async function databaseUrl(): Promise<{ url: string; postgres?: RunningPostgres }> {
  if (process.env.DATABASE_URL) return { url: process.env.DATABASE_URL };
  const port = Number(process.env.EMBEDDED_PG_PORT ?? 54329);
  const opts = { dir: path.join(ROOT, ".data", "pg"), port, database: "leerroute" };
  // The app may be running with its embedded Postgres: use that one.
  const probe = new pg.Client({ connectionString: `postgresql://postgres:leerroute@127.0.0.1:${port}/leerroute`, connectionTimeoutMillis: 1000 });
  try {
    await probe.connect();
    await probe.end();
    return { url: `postgresql://postgres:leerroute@127.0.0.1:${port}/leerroute` };
  } catch {
    const postgres = await startEmbeddedPostgres(opts);
    return { url: postgres.url, postgres };
  }
}

async function main() {
  const terugzetten = process.argv.includes("--restore");
  const bestand = process.argv.slice(2).find((a) => !a.startsWith("--"));
  const { url, postgres } = await databaseUrl();
  try {
    if (terugzetten) {
      if (!bestand) throw new Error("Geef het backupbestand op: npm run db:restore -- <bestand>");
      const t = await herstelBackup(url, path.resolve(bestand));
      console.log(`Teruggezet uit ${bestand}: ${Object.values(t).reduce((a, b) => a + b, 0)} rijen in ${Object.keys(t).length} tabellen.`);
    } else {
      const doel = path.resolve(bestand ?? path.join(ROOT, "backups", `leerroute-${new Date().toISOString().slice(0, 19).replaceAll(":", "")}.backup.gz`));
      mkdirSync(path.dirname(doel), { recursive: true });
      const t = await maakBackup(url, doel);
      console.log(`Backup geschreven naar ${doel}: ${Object.values(t).reduce((a, b) => a + b, 0)} rijen in ${Object.keys(t).length} tabellen.`);
    }
  } finally {
    await postgres?.stop();
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
