import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll } from "vitest";
import type { OpgenomenStatement } from "@/lib/db/client";
import { leesCatalogus, leesPlan, type Catalogus } from "@/lib/db/distributie";
import { controleer, indelingVan, laadParser, leesUitzonderingen, samenvatting } from "@/lib/db/routering";

/**
 * The shard check (issue 33) over every API test: each request a test sends is recorded with its
 * SQL (lib/api/app.ts sqlPerVerzoek), and after each test file every statement is judged by the
 * Citus routing rule (lib/db/routering.ts). A statement that would fan out to every node, in an
 * operation docs/scale-out.md does not list with its reason, fails the file, naming the operation
 * and the SQL. So every new call is held to it without a test of its own.
 */
const opnamen: { operatie: string; statements: OpgenomenStatement[] }[] = [];
let stopOpname = () => {};
// Imported when the file's tests start, not here: a setup file runs before the test file, and an
// app imported now would bind the real modules before the file's vi.mock (lesbronnen-opslag,
// documenten-stroom) could replace them.
beforeAll(async () => {
  const [{ sqlPerVerzoek }, { routeVoor }] = await Promise.all([import("@/lib/api/app"), import("./helpers")]);
  sqlPerVerzoek.opnemer = (method, pathname, statements) => {
    const route = routeVoor(method, pathname);
    opnamen.push({ operatie: `${method} ${route ? route.path : pathname.replace(/^\/api/, "")}`, statements });
  };
  stopOpname = () => (sqlPerVerzoek.opnemer = undefined);
});

/**
 * The schema's tables and columns, read once per worker (files share it). A file that stops its
 * database under the app (db-onderbreking) may leave none to read: then the plan alone decides,
 * which only makes the check stricter.
 */
const cache = globalThis as unknown as { __leerrouteShardCatalogus?: Promise<Catalogus | undefined> };
function leesCatalogusEenmaal(): Promise<Catalogus | undefined> {
  cache.__leerrouteShardCatalogus ??= (async () => {
    const client = new pg.Client({ connectionString: process.env.TEST_EIGENAAR_DATABASE_URL ?? process.env.DATABASE_URL, connectionTimeoutMillis: 5_000 });
    try {
      await client.connect();
      return await leesCatalogus(client);
    } catch {
      cache.__leerrouteShardCatalogus = undefined;
      return undefined;
    } finally {
      await client.end().catch(() => {});
    }
  })();
  return cache.__leerrouteShardCatalogus;
}

afterAll(async () => {
  stopOpname();
  if (opnamen.length === 0) return;
  await laadParser();
  const markdown = readFileSync(path.resolve("docs/scale-out.md"), "utf8");
  const catalogus = await leesCatalogusEenmaal();
  const c = controleer(opnamen.splice(0), indelingVan(leesPlan(markdown), catalogus), leesUitzonderingen(markdown));
  if (process.env.SHARD_CHECK_LOG) console.log(`shard check: ${samenvatting(c.totaal)}`);
  if (c.fouten.length)
    throw new Error(
      `Niet routeerbaar naar één administratie (Citus, docs/scale-out.md), in ${c.fouten.length} statement(s):\n` +
        c.fouten.map((f) => `- ${f.operatie}: ${f.redenen.join("; ")}\n  ${f.sql.replace(/\s+/g, " ").slice(0, 600)}`).join("\n"),
    );
});
