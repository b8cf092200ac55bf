/**
 * `npm run db:shard-check` (issue 33): does every request stay inside one administration at the
 * SQL level, so that Citus can route it to one shard (docs/scale-out.md)?
 *
 * On the Postgres server of DATABASE_URL it makes a scratch database (`<database>_shard_check`,
 * migrated with the real migrations, dropped at the end: the data of DATABASE_URL is not
 * touched), generates one administration in it and calls every operation /api/openapi documents,
 * in-process, as someone with every right: the reads first, then the writes, the deletes last (the
 * walk of the cross-tenant and query-budget tests, tests/api/openapi-walk.ts). Every SQL statement
 * each call sends is recorded (lib/db/client.ts) and judged (lib/db/routering.ts): routed to one
 * administration, reference or local tables only, or not routable. It prints a table per operation
 * and one line of totals, and exits 1 when a statement is not routable in an operation that
 * docs/scale-out.md does not list (`uitwaaieren`, with its reason). `--sql` prints each such
 * statement's SQL also for the listed operations.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import pg from "pg";
import { recreateDatabase, withDatabase } from "@/lib/db/admin";
import type { OpgenomenStatement } from "@/lib/db/client";
import { bereidDatabaseVoor, databaseUrls } from "@/lib/db/databaserollen";
import { leesCatalogus, leesPlan } from "@/lib/db/distributie";
import { controleer, indelingVan, laadParser, leesUitzonderingen, samenvatting } from "@/lib/db/routering";
import { databaseUrl, ensureAuthSecret, ROOT } from "./lib";

const METHODEVOLGORDE = ["GET", "POST", "PUT", "PATCH", "DELETE"];

async function main() {
  const toonSql = process.argv.includes("--sql");
  const { url: serverUrl, postgres } = await databaseUrl();
  const database = `${decodeURIComponent(new URL(serverUrl).pathname.slice(1)) || "leerroute"}_shard_check`;
  process.env.API_LOG ??= "off";
  process.env.AUTH_SECRET = ensureAuthSecret();
  // Files the walk writes go to a directory of its own, removed at the end: the scratch
  // administration's number may well be one a real STORAGE_DIR already holds.
  const opslag = mkdtempSync(path.join(os.tmpdir(), "leerroute-shard-check-"));
  process.env.STORAGE_DIR = opslag;
  await recreateDatabase(serverUrl, database);
  const eigenaar = withDatabase(serverUrl, database);
  try {
    const { MIGRATE_DATABASE_URL: _, ...env } = process.env;
    execFileSync(path.join(ROOT, "node_modules", ".bin", "prisma"), ["migrate", "deploy"], { env: { ...env, DATABASE_URL: eigenaar }, stdio: "pipe" });
    const urls = databaseUrls({ DATABASE_URL: eigenaar });
    await bereidDatabaseVoor(urls);
    // The app (and so the walk) runs as the app's role, as `npm start` does.
    process.env.DATABASE_URL = urls.app;
    delete process.env.MIGRATE_DATABASE_URL;
    await loop(eigenaar, toonSql);
  } finally {
    const { db } = await import("@/lib/db/client");
    await db.$disconnect().catch(() => {});
    const pool = (globalThis as unknown as { __leerroutePool?: pg.Pool }).__leerroutePool;
    await pool?.end().catch(() => {});
    const client = new pg.Client({ connectionString: serverUrl });
    await client.connect();
    await client.query(`DROP DATABASE IF EXISTS "${database}" WITH (FORCE)`).catch(() => {});
    await client.end();
    await postgres?.stop();
    rmSync(opslag, { recursive: true, force: true });
  }
}

async function loop(eigenaar: string, toonSql: boolean) {
  // Loaded after DATABASE_URL points at the scratch database.
  const { sqlPerVerzoek } = await import("@/lib/api/app");
  const { db } = await import("@/lib/db/client");
  const { genereer } = await import("@/lib/generator");
  const { huidigSchooljaar } = await import("@/lib/schooljaar");
  const { call, makeUser, routeVoor } = await import("../tests/api/helpers");
  const { Ids, leesOperaties } = await import("../tests/api/openapi-walk");

  const pool = new pg.Pool({ connectionString: eigenaar, max: 2 });
  let adm: number;
  let ids: InstanceType<typeof Ids>;
  try {
    adm = (await genereer(pool, { tenants: 1, pupils: 40, years: 1, seed: 33, bulk: false, workers: 1 })).administratieNrs[0]!;
    ids = await Ids.van(pool, adm);
  } finally {
    await pool.end();
  }
  const rol = await db.rol.create({ data: { administratieNr: adm, naam: "Alles" } });
  await db.rolPermissie.createMany({ data: Array.from({ length: 16 }, (_, f) => ({ administratieNr: adm, rolId: rol.id, functiegebied: f, bits: 127 })) });
  const { cookie } = await makeUser(adm, rol.id);
  const operaties = (await leesOperaties(cookie)).sort((a, b) => METHODEVOLGORDE.indexOf(a.method) - METHODEVOLGORDE.indexOf(b.method) || a.path.localeCompare(b.path));

  const opnamen: { operatie: string; statements: OpgenomenStatement[] }[] = [];
  const statussen = new Map<string, number[]>();
  sqlPerVerzoek.opnemer = (method, pathname, statements) => {
    const route = routeVoor(method, pathname);
    opnamen.push({ operatie: `${method} ${route ? route.path : pathname.replace(/^\/api/, "")}`, statements });
  };
  const schooljaar = huidigSchooljaar();
  for (const op of operaties) {
    const naam = `${op.method} ${op.path.replace(/^\/api/, "")}`;
    for (const id of ids.voor(op)) {
      const { pad, query, body } = ids.invullen(op, adm, id, schooljaar);
      let status = 0;
      try {
        status = (await call(op.method, pad, { query, body, cookie })).status;
      } catch {
        status = -1; // an answer that did not match its documented shape: the API tests report that
      }
      statussen.set(naam, [...(statussen.get(naam) ?? []), status]);
      if (status >= 200 && status < 300) break;
    }
  }
  sqlPerVerzoek.opnemer = undefined;

  await laadParser();
  const markdown = readFileSync(path.join(ROOT, "docs", "scale-out.md"), "utf8");
  const client = new pg.Client({ connectionString: eigenaar });
  await client.connect();
  const catalogus = await leesCatalogus(client).finally(() => client.end());
  const uitzonderingen = leesUitzonderingen(markdown);
  const c = controleer(opnamen, indelingVan(leesPlan(markdown), catalogus), uitzonderingen);

  const rijen = [...c.perOperatie].sort(([a], [b]) => a.localeCompare(b));
  const breedte = Math.max(...rijen.map(([o]) => o.length), 10);
  console.log(`Administratie ${adm}, ${operaties.length} operaties, ${opnamen.length} aanroepen\n`);
  console.log(`${"operation".padEnd(breedte)}  stmts  routed  ref/local  not routable  answers`);
  for (const [operatie, t] of rijen) {
    const x = t.nietRouteerbaar.length;
    const merk = x === 0 ? "" : uitzonderingen.has(operatie) ? "  (listed)" : "  ← NOT LISTED";
    console.log(
      `${operatie.padEnd(breedte)}  ${String(t.statements).padStart(5)}  ${String(t.gerouteerd).padStart(6)}  ${String(t.referentie).padStart(9)}  ${String(x).padStart(12)}  ${(statussen.get(operatie) ?? []).join(",")}${merk}`,
    );
    if (x > 0 && (toonSql || !uitzonderingen.has(operatie))) {
      const gezien = new Set<string>();
      for (const n of t.nietRouteerbaar) {
        if (gezien.has(n.sql)) continue;
        gezien.add(n.sql);
        console.log(`    ${n.redenen.join("; ")}\n      ${n.sql.replace(/\s+/g, " ").slice(0, 800)}`);
      }
    }
  }
  const beantwoord = [...statussen.values()].filter((s) => s.some((x) => x >= 200 && x < 300)).length;
  console.log(`\n${beantwoord} of ${operaties.length} operations answered 2xx at least once.`);
  console.log(samenvatting(c.totaal));
  if (c.fouten.length) {
    console.error(`\n${new Set(c.fouten.map((f) => f.operatie)).size} operation(s) send statements that are not routable and are not listed in docs/scale-out.md.`);
    process.exitCode = 1;
  }
}

main().catch((e) => {
  console.error(e instanceof Error ? (e.stack ?? e.message) : e);
  process.exit(1);
});
