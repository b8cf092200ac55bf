// PostgreSQL helpers that the native schema engine handles outside its core (connection checks,
// CREATE/DROP DATABASE), plus the mapping of connection failures to Prisma's P1xxx error codes.
import pg from "pg";

/**
 * @typedef {object} PgTarget
 * @property {string} url          the connection string as given
 * @property {string} database     database name from the URL path ("postgres" if empty)
 * @property {string} host         host for messages
 * @property {string} port         port for messages
 * @property {string} user         user for messages
 * @property {string | undefined} schema  the Prisma `?schema=` parameter, if any
 */

/**
 * Parses a postgres:// URL. Only what we need for naming and messages; pg itself parses the
 * full connection string (sslmode, host=/socket, …).
 * @param {string} url
 * @returns {PgTarget}
 */
export function parsePgUrl(url) {
  let u;
  try {
    u = new URL(url);
  } catch {
    throw new EngineFailure("P1013", "The provided database string is invalid. The scheme is not recognized in database URL.");
  }
  if (u.protocol !== "postgresql:" && u.protocol !== "postgres:") {
    throw new EngineFailure(
      "P1013",
      `The provided database string is invalid. This schema-engine stand-in only supports PostgreSQL URLs (postgresql://…), got \`${u.protocol}\`.`,
    );
  }
  const database = decodeURIComponent(u.pathname.replace(/^\//, "")) || "postgres";
  return {
    url,
    database,
    host: u.searchParams.get("host") ?? (u.hostname || "localhost"),
    port: u.port || "5432",
    user: decodeURIComponent(u.username) || "postgres",
    schema: u.searchParams.get("schema") ?? undefined,
  };
}

/**
 * Same URL with another database in the path. Used for the maintenance connection (CREATE/DROP
 * DATABASE) and for temporary shadow databases. Rewriting the URL (instead of passing
 * `{ connectionString, database }`) matters: in pg a connectionString wins over `database`.
 * @param {string} url
 * @param {string} database
 */
export function withDatabase(url, database) {
  const u = new URL(url);
  u.pathname = "/" + encodeURIComponent(database);
  return u.toString();
}

/**
 * The connection string for pg. Prisma's `?schema=` parameter becomes the session's search_path
 * (as the native engine does): the engine's DDL names no schema. It goes into the URL's
 * `options` because in pg a connection string's parameters win over config fields.
 * @param {string} url
 */
export function pgConnectionString(url) {
  const u = new URL(url);
  const schema = u.searchParams.get("schema");
  u.searchParams.delete("schema");
  if (schema) {
    const setting = `-c search_path=${quoteIdent(schema).replace(/[\s\\]/g, "\\$&")}`;
    const options = u.searchParams.get("options");
    u.searchParams.set("options", options ? `${options} ${setting}` : setting);
  }
  return u.toString();
}

/** Double-quotes an identifier for SQL. @param {string} name */
export function quoteIdent(name) {
  return '"' + name.replaceAll('"', '""') + '"';
}

/** A failure carrying a Prisma error code, reported the way the native engine reports it. */
export class EngineFailure extends Error {
  /**
   * @param {string | undefined} code   Prisma error code such as "P1001"
   * @param {string} message           user-facing message
   * @param {Record<string, unknown>} [meta]
   */
  constructor(code, message, meta = {}) {
    super(message);
    this.name = "EngineFailure";
    this.code = code;
    this.meta = meta;
  }
}

/**
 * Translates a pg/socket error into the same P1xxx error the native engine would give.
 * @param {any} err
 * @param {PgTarget} target
 * @returns {EngineFailure}
 */
export function mapPgError(err, target) {
  return Object.assign(mapPgErrorCode(err, target), { cause: err });
}

/**
 * @param {any} err
 * @param {PgTarget} target
 * @returns {EngineFailure}
 */
function mapPgErrorCode(err, target) {
  const at = `${target.host}:${target.port}`;
  const code = err?.code;
  if (["ECONNREFUSED", "ENOTFOUND", "EHOSTUNREACH", "ENETUNREACH", "EAI_AGAIN", "ENOENT"].includes(code)) {
    return new EngineFailure(
      "P1001",
      `Can't reach database server at \`${at}\`\n\nPlease make sure your database server is running at \`${at}\`.`,
      { database_host: target.host, database_port: target.port },
    );
  }
  if (code === "ETIMEDOUT" || /timeout/i.test(err?.message ?? "")) {
    return new EngineFailure(
      "P1002",
      `The database server at \`${at}\` was reached but timed out.\n\nPlease try again.\n\nPlease make sure your database server is running at \`${at}\`.`,
    );
  }
  if (code === "28P01" || code === "28000") {
    return new EngineFailure(
      "P1000",
      `Authentication failed against database server, the provided database credentials for \`${target.user}\` are not valid.\n\nPlease make sure to provide valid database credentials for the database server at the configured address.`,
    );
  }
  if (code === "3D000") {
    return new EngineFailure("P1003", `Database \`${target.database}\` does not exist on the database server at \`${at}\`.`, {
      database_name: target.database,
    });
  }
  if (code === "42P04") {
    return new EngineFailure("P1009", `Database \`${target.database}\` already exists on the database server at \`${at}\``);
  }
  if (code === "42501") {
    return new EngineFailure("P1010", `User \`${target.user}\` was denied access on the database \`${target.database}\``);
  }
  if (/ssl|tls|certificate/i.test(err?.message ?? "")) {
    return new EngineFailure("P1011", `Error opening a TLS connection: ${err.message}`);
  }
  return new EngineFailure(undefined, err?.message ?? String(err));
}

/**
 * Runs `fn` with a connected pg client; connection errors become EngineFailures.
 * @template T
 * @param {PgTarget} target
 * @param {string} url   connection string to use (may point at another database than target)
 * @param {(client: pg.Client) => Promise<T>} fn
 * @returns {Promise<T>}
 */
export async function withClient(target, url, fn) {
  const client = new pg.Client({ connectionString: pgConnectionString(url), connectionTimeoutMillis: 10_000 });
  // An error emitted after connect (server going away) must not crash the process.
  client.on("error", () => {});
  try {
    await client.connect();
  } catch (err) {
    throw mapPgError(err, target);
  }
  try {
    return await fn(client);
  } catch (err) {
    throw err instanceof EngineFailure ? err : mapPgError(err, target);
  } finally {
    await client.end().catch(() => {});
  }
}

/**
 * Connects to a database that is not the target, for CREATE/DROP DATABASE: "postgres", then
 * "template1" (as the native engine does).
 * @template T
 * @param {PgTarget} target
 * @param {(client: pg.Client) => Promise<T>} fn
 */
async function withMaintenanceClient(target, fn) {
  let lastError;
  for (const db of ["postgres", "template1"]) {
    if (db === target.database) continue;
    try {
      return await withClient(target, withDatabase(target.url, db), fn);
    } catch (err) {
      // Only fall through to the next maintenance database when this one does not exist.
      if (!(err instanceof EngineFailure && err.code === "P1003")) throw err;
      lastError = err;
    }
  }
  throw lastError ?? new EngineFailure(undefined, "No maintenance database (postgres, template1) available.");
}

/** `schema-engine cli can-connect-to-database`. @param {string} url */
export async function canConnect(url) {
  const target = parsePgUrl(url);
  await withClient(target, url, async (c) => {
    await c.query("SELECT 1");
  });
}

/**
 * Creates the database named in the URL. @param {string} url
 * @returns {Promise<string>} the database name
 */
export async function createDatabase(url) {
  const target = parsePgUrl(url);
  await withMaintenanceClient(target, async (c) => {
    await c.query(`CREATE DATABASE ${quoteIdent(target.database)}`);
  });
  return target.database;
}

/** Drops the database named in the URL. @param {string} url */
export async function dropDatabase(url) {
  const target = parsePgUrl(url);
  await withMaintenanceClient(target, async (c) => {
    await c.query(`DROP DATABASE ${quoteIdent(target.database)}`);
  });
}

/**
 * Creates a throw-away database next to the one in `url`; returns its URL and a function that
 * drops it. WITH (FORCE) because pool connections can linger a moment after `pool.end()`.
 * @param {string} url
 * @returns {Promise<{ url: string, name: string, drop: () => Promise<void> }>}
 */
export async function createTemporaryDatabase(url) {
  const target = parsePgUrl(url);
  const name = `prisma_migrate_shadow_db_${crypto.randomUUID().replaceAll("-", "")}`;
  // Created from a connection to the main database: the user may lack access to "postgres".
  await withClient(target, url, async (c) => {
    await c.query(`CREATE DATABASE ${quoteIdent(name)}`);
  });
  return {
    url: withDatabase(url, name),
    name,
    drop: () =>
      withClient(target, url, async (c) => {
        await c.query(`DROP DATABASE IF EXISTS ${quoteIdent(name)} WITH (FORCE)`);
      }),
  };
}

/**
 * Empties a database the way the native engine resets a configured shadow database before each
 * use: drop every user schema (with everything in it), then recreate `public`.
 * @param {string} url
 */
export async function emptyDatabase(url) {
  const target = parsePgUrl(url);
  await withClient(target, url, async (c) => {
    await c.query(`DO $$
      DECLARE s record;
      BEGIN
        FOR s IN SELECT nspname FROM pg_namespace
                 WHERE nspname NOT LIKE 'pg\\_%' AND nspname <> 'information_schema' LOOP
          EXECUTE format('DROP SCHEMA %I CASCADE', s.nspname);
        END LOOP;
      END $$;
      CREATE SCHEMA IF NOT EXISTS public;`);
  });
}

/**
 * True when both URLs lead to the same database (same server instance and name), whatever
 * host names they use. Guards against emptying the main database as a "shadow".
 * @param {string} urlA
 * @param {string} urlB
 */
export async function isSameDatabase(urlA, urlB) {
  const identity = (/** @type {string} */ url) =>
    withClient(parsePgUrl(url), url, async (c) => {
      const { rows } = await c.query(
        "SELECT current_database() AS db, pg_postmaster_start_time()::text AS started, current_setting('port') AS port, current_setting('data_directory', true) AS dir",
      );
      return JSON.stringify(rows[0]);
    });
  const [a, b] = await Promise.all([identity(urlA), identity(urlB)]);
  return a === b;
}
