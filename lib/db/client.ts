import { AsyncLocalStorage } from "node:async_hooks";
import { createHash } from "node:crypto";
import { PrismaPg } from "@prisma/adapter-pg";
import pg from "pg";
import { Prisma, PrismaClient } from "@/lib/generated/prisma/client";

export type { Prisma } from "@/lib/generated/prisma/client";

/**
 * SQL statements sent by this process, counted at the connection (every Prisma query, raw query
 * and transaction statement passes a pool client's `query`). The API tests hold each call to the
 * budget its route declares (defineRoute `queries`); counting costs an increment.
 */
export const sqlTeller: { statements: number; opname?: { text: string; values: unknown[] }[] } = { statements: 0 };

/**
 * Recording the SQL of one piece of work (an API call), with its parameters: the shard check
 * (issue 33, lib/db/routering.ts) judges every statement a call sends. `neemSqlOp(lijst, werk)`
 * runs `werk` and pushes each statement sent inside it onto `lijst`, also when other work runs at
 * the same time (AsyncLocalStorage). Until the first recording starts, the hooks below only test a
 * boolean.
 */
export interface OpgenomenStatement {
  text: string;
  values: unknown[];
}
// On globalThis, like the pool below: a module loaded again (Next's dev server, a test file) records into the same.
const opnemerStaat = ((globalThis as unknown as { __leerrouteSqlOpnemer?: { als: AsyncLocalStorage<OpgenomenStatement[]>; gebruikt: boolean } }).__leerrouteSqlOpnemer ??= {
  als: new AsyncLocalStorage<OpgenomenStatement[]>(),
  gebruikt: false,
});
const sqlOpnemer = opnemerStaat.als;
export function neemSqlOp<T>(lijst: OpgenomenStatement[], werk: () => T): T {
  opnemerStaat.gebruikt = true;
  return sqlOpnemer.run(lijst, werk);
}
/** Statements pool.query already noted in its caller's recording (its connection may run them in another context). */
const alOpgenomen = new WeakSet<object>();
function alsStatement(args: unknown[]): OpgenomenStatement {
  const [q, v] = args as [string | { text: string; values?: unknown[] }, unknown[] | undefined];
  return typeof q === "string" ? { text: q, values: Array.isArray(v) ? v : [] } : { text: q.text, values: q.values ?? (Array.isArray(v) ? v : []) };
}

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

/**
 * Per API request (lib/api/app.ts): whether it has sent a statement that may change data. A read
 * whose database went away is tried once more only when it sent nothing else: a retry must not
 * write twice (the access log most of all). Marked when sent, not when answered: a write whose
 * answer was lost may still have been done.
 */
export interface VerzoekSpoor {
  gewijzigd: boolean;
}
export const verzoekSpoor = new AsyncLocalStorage<VerzoekSpoor>();
const LEZEND = /^\s*(SELECT|BEGIN|ROLLBACK|SET|SHOW|DEALLOCATE)\b/i;
function volgSpoor(args: unknown[]) {
  const spoor = verzoekSpoor.getStore();
  if (!spoor || spoor.gewijzigd) return;
  const q = args[0] as string | { text?: unknown } | undefined;
  const tekst = typeof q === "string" ? q : typeof q?.text === "string" ? q.text : "";
  if (!LEZEND.test(tekst)) spoor.gewijzigd = true;
}

/**
 * Marks an error as the database's (lib/api/errors.ts databaseOnbeschikbaar): a socket error such
 * as "read ECONNRESET" names no address, and the connector's calls to a school's system fail with
 * the same codes.
 */
export const DATABASEFOUT = Symbol.for("leerroute.databasefout");
function markeer<T>(resultaat: T): T {
  const belofte = resultaat as { catch?: unknown };
  if (typeof belofte?.catch !== "function") return resultaat;
  return (resultaat as Promise<unknown>).catch((e: unknown) => {
    if (e && typeof e === "object") (e as Record<symbol, boolean>)[DATABASEFOUT] = true;
    throw e;
  }) as T;
}

function makeClient() {
  const connectionString = process.env.DATABASE_URL;
  if (!connectionString) throw new Error("DATABASE_URL is niet gezet");
  const lockTimeout = Number(process.env.DB_LOCK_TIMEOUT_MS ?? 15_000);
  const pool = new pg.Pool({
    connectionString,
    max: Number(process.env.DB_POOL_SIZE ?? 10),
    // Waits end: a call that gets no connection, or waits on a lock, this long answers 503 with
    // Retry-After (lib/api/errors.ts databaseOnbeschikbaar) instead of hanging on.
    connectionTimeoutMillis: Number(process.env.DB_POOL_WAIT_MS ?? 15_000),
    // lock_timeout as a startup option, so it costs no statement (DB_LOCK_TIMEOUT_MS=0: none, e.g.
    // behind a pooler that refuses startup options).
    ...(lockTimeout > 0 ? { options: `-c lock_timeout=${lockTimeout}` } : {}),
  });
  // An idle connection the server ends (a restart) is reported here; unheard, it would end the
  // process. The pool drops it and connects anew on the next query.
  pool.on("error", (e) => console.error(JSON.stringify({ at: "db-pool", error: String(e) })));
  // pool.query runs its statement on a connection handed over later, possibly in another request's
  // async context: note the statement in the caller's.
  const poolQuery = pool.query.bind(pool) as (...args: unknown[]) => unknown;
  pool.query = ((...args: unknown[]) => {
    volgSpoor(args);
    const lijst = opnemerStaat.gebruikt ? sqlOpnemer.getStore() : undefined;
    if (lijst) {
      // The same config object reaches the connection's query (pg-pool passes it on): mark it.
      if (typeof args[0] === "string") args[0] = { text: args[0] };
      if (args[0] && typeof args[0] === "object") {
        alOpgenomen.add(args[0]);
        lijst.push(alsStatement(args));
      }
    }
    return markeer(poolQuery(...args));
  }) as typeof pool.query;
  const poolConnect = pool.connect.bind(pool) as (...args: unknown[]) => unknown;
  pool.connect = ((...args: unknown[]) => markeer(poolConnect(...args))) as typeof pool.connect;
  pool.on("connect", (client) => {
    const query = client.query.bind(client) as (...args: unknown[]) => unknown;
    client.query = ((...args: unknown[]) => {
      sqlTeller.statements += 1;
      volgSpoor(args);
      // bench/throughput.ts records one call's SQL to replay it in pgbench.
      if (sqlTeller.opname) sqlTeller.opname.push(alsStatement(args));
      if (opnemerStaat.gebruikt && !(args[0] && typeof args[0] === "object" && alOpgenomen.has(args[0]))) sqlOpnemer.getStore()?.push(alsStatement(args));
      return markeer(query(...args));
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
 * Values a raw read may return: what JSON can carry. A row type naming Date, bigint or Decimal
 * does not type-check as a `leesRijen` row (interfaces included: the check maps each field).
 */
type JsonWaarde<V> = V extends Date | bigint | Prisma.Decimal ? never : V extends object ? { [K in keyof V]: JsonWaarde<V[K]> } : V;
export type JsonRij<T> = { [K in keyof T]: JsonWaarde<T[K]> };

/**
 * pg type ids whose text pg (or Prisma, in a transaction) turns into something other than a JSON
 * value: date, timestamp(tz), time(tz), interval (objects), int8 and numeric (strings in pg,
 * BigInt/Decimal in Prisma), money, and their arrays.
 */
const NIET_PLAT: Record<number, string> = {
  1082: "date", 1182: "date[]", 1114: "timestamp", 1115: "timestamp[]", 1184: "timestamptz", 1185: "timestamptz[]",
  1083: "time", 1183: "time[]", 1266: "timetz", 1270: "timetz[]", 1186: "interval", 1187: "interval[]",
  20: "int8", 1016: "int8[]", 1700: "numeric", 1231: "numeric[]", 790: "money", 791: "money[]",
};
function nietPlat(kolom: string, soort: string): Error {
  return new Error(`leesRijen: kolom "${kolom}" is ${soort}; cast hem in de SQL (to_char(x, 'YYYY-MM-DD') of ::text, ::int, ::float8)`);
}
function isPlat(v: unknown): boolean {
  if (typeof v === "bigint" || v instanceof Date) return false;
  if (Array.isArray(v)) return v.every(isPlat);
  return !Prisma.Decimal.isDecimal(v);
}

/**
 * The one way to send a raw read (issue 32): a `Prisma.sql` template. A source scan
 * (tests/unit/een-sql-pad.test.ts) fails on `$queryRaw` outside lib/db.
 *
 * - Outside a transaction the statement goes straight through the pool, prepared the same way as
 *   Prisma's (statementNaam), without Prisma's raw-query runtime around it (≈ 0.07 ms of Node per
 *   statement, issue 19; the per-request context and the pupil list were the first two users).
 * - Given `tx`, it runs on the transaction's connection through `tx.$queryRaw` (Prisma keeps that
 *   connection to itself).
 * Both paths give the same rows because every column is a plain JSON value, cast in the SQL:
 * dates `to_char(x, 'YYYY-MM-DD')` (or `::text`), timestamps
 * `to_char(x, 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')` (what a Date would serialise to), counts and other
 * bigints `::int`, numerics `::float8`. Text, int, float8, bool, uuid, json and arrays of those
 * need nothing; an enum array needs `::text[]`. Left uncast, pg would give a date as a local Date
 * and bigint/numeric as strings, Prisma UTC Dates, BigInt and Decimal — so a column of such a type
 * throws here (outside a transaction by its type, in one by its value), and the row type refuses
 * Date/bigint/Decimal fields. Date parameters are sent as ISO text (UTC), as Prisma sends them.
 * Writes keep `$executeRaw` / `tx.$executeRaw`: they return a count, no rows.
 */
export async function leesRijen<T extends JsonRij<T>>(query: Prisma.Sql, tx?: Tx): Promise<T[]> {
  if (tx) {
    const rijen = await tx.$queryRaw<Record<string, unknown>[]>(query);
    for (const rij of rijen) for (const k in rij) if (!isPlat(rij[k])) throw nietPlat(k, "geen JSON-waarde");
    return rijen as T[];
  }
  getDb();
  const pool = globalForPrisma.__leerroutePool!;
  const values = (query.values as unknown[]).map((v) => (v instanceof Date ? v.toISOString() : v));
  const r = await pool.query({ text: query.text, values, name: statementNaam({ sql: query.text, args: values }) });
  for (const f of r.fields) {
    const soort = NIET_PLAT[f.dataTypeID];
    if (soort) throw nietPlat(f.name, soort);
  }
  return r.rows as T[];
}

export type Tx = Parameters<Parameters<PrismaClient["$transaction"]>[0]>[0];
