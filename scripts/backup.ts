/**
 * `npm run db:backup -- [bestand]` writes a backup of the database (default
 * backups/leerroute-<datum>.backup.gz); `npm run db:restore -- <bestand>` replaces the database by
 * one (it asks nothing: stop the app first). MIGRATE_DATABASE_URL or DATABASE_URL (the schema's
 * owner) chooses the database; without it the embedded one in .data/pg is used — the running one
 * of `npm start`, or started here.
 */
import { mkdirSync } from "node:fs";
import path from "node:path";
import { herstelBackup, maakBackup } from "@/lib/db/backup";
import { bereidDatabaseVoor, databaseUrls } from "@/lib/db/databaserollen";
import { databaseUrl, ROOT } from "./lib";

async function main() {
  const terugzetten = process.argv.includes("--restore");
  const bestand = process.argv.slice(2).find((a) => !a.startsWith("--"));
  const { url, postgres } = await databaseUrl();
  try {
    if (terugzetten) {
      if (!bestand) throw new Error("Geef het backupbestand op: npm run db:restore -- <bestand>");
      const t = await herstelBackup(url, path.resolve(bestand));
      // The schema was made anew: the app's role gets its rights on it again.
      await bereidDatabaseVoor(databaseUrls({ ...process.env, DATABASE_URL: process.env.DATABASE_URL ?? url }));
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
