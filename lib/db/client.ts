import { createHash } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { PrismaClient } from "@/lib/generated/prisma/client";

import type { Prisma } from "@/lib/generated/prisma/client";
export type { Prisma } from "@/lib/generated/prisma/client";

/**
 * SQL statements sent by this process, counted at the connection (every Prisma query, raw query
 * and transaction statement passes a pool client's `query`). The API tests hold each call to the
 * budget its route declares (defineRoute `queries`); counting costs an increment.
 */
export const sqlTeller: { statements: number; opname?: { text: string; values: unknown[] }[] } = { statements: 0 };

/**
 * Statements Prisma sends often become named prepared statements: Postgres parses and plans them
 * once per connection, not on every call. Planning cost more than executing for most of our
 * statements; pgbench of the pupil list's SQL: 325 tps planned each time, 597 prepared (issue 19).
 * Only texts seen three times are named, and at most PREPARED_MAX of them, so the statements kept
 * per connection stay bounded (a text with a different IN-list length is another statement).
 * No name (undefined) means an unnamed statement, as before; the adapter's type says string only.
 */
const PREPARED_MAX = 200;
const statementTeksten = new Map<string, number | string>();
let benoemd = 0;
function statementNaam(query: { sql: string; args: unknown[] }): string | undefined {
  if (query.args.length === 0) return undefined;
  const gezien = statementTeksten.get(query.sql);
  if (typeof gezien === "string") return gezien;
  if (benoemd >= PREPARED_MAX || (gezien === undefined && statementTeksten.size >= 10 * PREPARED_MAX)) return undefined;
  if ((gezien ?? 0) + 1 < 3) {
    statementTeksten.set(query.sql, (gezien ?? 0) + 1);
    return undefined;
  }
  const naam = `lr_${createHash("sha256").update(query.sql).digest("base64url").slice(0, 24)}`;
  statementTeksten.set(query.sql, naam);
  benoemd++;
  return naam;
}

function makeClient() {
  const connectionString = process.env.DATABASE_URL;
  if (!connectionString) throw new Error("DATABASE_URL is niet gezet");
  const pool = new pg.Pool({ connectionString, max: Number(process.env.DB_POOL_SIZE ?? 10) });
  pool.on("connect", (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      sqlTeller.statements += 1;
      // bench/throughput.ts records one call's SQL to replay it in pgbench.
      if (sqlTeller.opname) {
        const [q, v] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
        sqlTeller.opname.push(typeof q === "string" ? { text: q, values: v ?? [] } : { text: q.text, values: q.values ?? v ?? [] });
      }
      return query(...args);
    }) as typeof client.query;
  });
  globalForPrisma.__leerroutePool = pool;
  return new PrismaClient({ adapter: new PrismaPg(pool, { statementNameGenerator: statementNaam as (q: { sql: string; args: unknown[] }) => string }) });
}

// One client per process; Next's dev server reloads modules, so keep it on globalThis.
const globalForPrisma = globalThis as unknown as { __leerroutePrisma?: PrismaClient; __leerroutePool?: pg.Pool };

export function getDb(): PrismaClient {
  globalForPrisma.__leerroutePrisma ??= makeClient();
  return globalForPrisma.__leerroutePrisma;
}

/** Lazily connected client: importing this module does not need DATABASE_URL (next build does so). */
export const db: PrismaClient = new Proxy({} as PrismaClient, {
  get(_target, prop) {
    const client = getDb();
    const value = Reflect.get(client, prop, client);
    return typeof value === "function" ? value.bind(client) : value;
  },
});

/**
 * A read on the hot path of every call (the per-request context) and of the busiest list (the
 * pupil list): a Prisma.sql template sent straight through the same pool, prepared the same way
 * (statementNaam), without Prisma's raw-query runtime around it (≈ 0.07 ms of Node per statement,
 * issue 19). Rows come as pg reads them: fine for text, int, bool, json and arrays — `date` would
 * come back as a local Date and bigint as a string, so such columns are cast in the SQL (to_char,
 * ::int) by whoever uses this. Outside a transaction only.
 */
export async function leesRijen<T>(query: Prisma.Sql): Promise<T[]> {
  getDb();
  const pool = globalForPrisma.__leerroutePool!;
  const values = query.values as unknown[];
  const r = await pool.query({ text: query.text, values, name: statementNaam({ sql: query.text, args: values }) });
  return r.rows as T[];
}

export type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];
