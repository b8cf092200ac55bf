// The migration-aware driver adapter the Wasm engine talks to the database through:
// @prisma/adapter-pg plus the fixes the schema engine needs (numbered below), and an offline
// stand-in for database-free diffs.
import { PrismaPg } from "@prisma/adapter-pg";
import { ColumnTypeEnum, DriverAdapterError, bindMigrationAwareSqlAdapterFactory } from "@prisma/driver-adapter-utils";
import {
  EngineFailure,
  createTemporaryDatabase,
  emptyDatabase,
  isSameDatabase,
  parsePgUrl,
  pgConnectionString,
} from "./postgres.mjs";

const PG_TEXT_OID = 25;
const PG_CHAR_OID = 18;
const CHAR_COLUMNS = Symbol.for("schema-engine-standin.charColumns");
const PATCHED = Symbol.for("schema-engine-standin.patched");

/**
 * Cache of "can adapter-pg map this column type OID?" answers.
 * @type {Map<number, boolean>}
 */
const supportedOid = new Map();

/**
 * Asks adapter-pg itself whether it accepts a column type, by running its queryRaw on a fake
 * result with that type. Keeps us in step with whatever the installed adapter supports.
 * @param {any} queryableProto  the adapter's PgQueryable prototype
 * @param {number} oid
 */
async function adapterSupports(queryableProto, oid) {
  let known = supportedOid.get(oid);
  if (known !== undefined) return known;
  const probe = Object.create(queryableProto);
  probe.performIO = async () => ({ fields: [{ name: "probe", dataTypeID: oid }], rows: [] });
  probe.pgOptions = undefined;
  try {
    await queryableProto.queryRaw.call(probe, { sql: "", args: [], argTypes: [] });
    known = true;
  } catch (err) {
    known = !(/** @type {any} */ (err)?.cause?.kind === "UnsupportedNativeDataType");
  }
  supportedOid.set(oid, known);
  return known;
}

/**
 * Fix 1: the engine's introspection queries select catalog columns of types adapter-pg rejects
 * (e.g. `"char"`, OID 18, as in pg_class.relkind). Their values arrive as strings anyway, so we
 * report such columns as text. Patched once on the shared prototype so transactions get it too.
 * @param {object} adapter  an adapter returned by PrismaPg.connect()
 */
function patchColumnTypes(adapter) {
  /** @type {any} */
  let proto = adapter;
  while (proto && !Object.prototype.hasOwnProperty.call(proto, "performIO")) proto = Object.getPrototypeOf(proto);
  if (!proto || proto[PATCHED]) return;
  const originalPerformIO = proto.performIO;
  const queryableProto = proto;
  proto.performIO = async function (/** @type {any} */ query) {
    const result = await originalPerformIO.call(this, query);
    /** @type {number[]} */
    const charColumns = [];
    (result?.fields ?? []).forEach((/** @type {any} */ field, /** @type {number} */ i) => {
      if (field.dataTypeID === PG_CHAR_OID) charColumns.push(i);
    });
    for (const field of result?.fields ?? []) {
      if (!(await adapterSupports(queryableProto, field.dataTypeID))) {
        field.dataTypeID = PG_TEXT_OID;
      }
    }
    this[CHAR_COLUMNS] = charColumns;
    return result;
  };
  // The engine reads `"char"` columns (pg_constraint.contype, ...) as a single character, not as
  // text: report their column type as Character.
  const originalQueryRaw = proto.queryRaw;
  proto.queryRaw = async function (/** @type {any} */ query) {
    this[CHAR_COLUMNS] = [];
    const result = await originalQueryRaw.call(this, query);
    for (const i of this[CHAR_COLUMNS] ?? []) if (result?.columnTypes) result.columnTypes[i] = ColumnTypeEnum.Character;
    return result;
  };
  proto[PATCHED] = true;
}

/**
 * Fix 2: adapter-pg's executeScript splits the script on ";" and runs the pieces one by one,
 * which breaks on semicolons inside strings, comments or function bodies and is not atomic.
 * Like the native engine we send the whole script as one simple-protocol query (Postgres runs a
 * multi-statement query as one implicit transaction).
 * @param {any} adapter
 */
function patchExecuteScript(adapter) {
  adapter.executeScript = async (/** @type {string} */ script) => {
    try {
      await adapter.underlyingDriver().query(script);
    } catch (err) {
      lastScriptError = /** @type {any} */ (err);
      adapter.onError(err); // throws the DriverAdapterError adapter-pg would have thrown
    }
  };
}

/** The last database error of a script (migration), whose SQLSTATE the engine's message lacks. */
let lastScriptError = /** @type {any} */ (undefined);

/** @returns {{ code?: string, message?: string, detail?: string, hint?: string } | undefined} */
export function takeLastScriptError() {
  const err = lastScriptError;
  lastScriptError = undefined;
  return err;
}

/** @param {any} adapter */
function fixAdapter(adapter) {
  patchColumnTypes(adapter);
  patchExecuteScript(adapter);
  return adapter;
}

/**
 * Fix 3: adapter-pg's connectToShadowDb spreads `{ ...config, database }`, but a
 * connectionString wins over `database`, so the "shadow" database would be the main one. We use
 * shadowDatabaseUrl when given, otherwise a temporary database that is dropped afterwards.
 *
 * @param {{ url?: string, shadowDatabaseUrl?: string }} datasource
 * @param {{ onTemporaryDatabase?: (drop: () => Promise<void>) => () => void }} [hooks]
 *   lets the caller track temporary databases so they can be dropped if the process is killed
 */
export function createAdapterFactory(datasource, hooks = {}) {
  if (!datasource.url) {
    throw new EngineFailure(undefined, "No database URL: set datasource.url in prisma.config.ts (DATABASE_URL).");
  }
  const url = datasource.url;
  const main = parsePgUrl(url);
  const options = main.schema ? { schema: main.schema } : undefined;
  const mainFactory = new PrismaPg({ connectionString: pgConnectionString(url) }, options);

  /** @type {any} */
  const factory = {
    provider: mainFactory.provider,
    adapterName: mainFactory.adapterName,
    connect: async () => fixAdapter(await mainFactory.connect()),
    connectToShadowDb: async () => {
      if (datasource.shadowDatabaseUrl) {
        const shadow = parsePgUrl(datasource.shadowDatabaseUrl);
        if (await isSameDatabase(url, datasource.shadowDatabaseUrl)) {
          throw new EngineFailure(
            undefined,
            "The shadow database you configured appears to be the same as the main database. Please specify another shadow database.",
          );
        }
        // The Wasm engine, unlike the native one, does not empty a configured shadow database
        // before replaying the migrations into it.
        await emptyDatabase(datasource.shadowDatabaseUrl);
        const shadowFactory = new PrismaPg(
          { connectionString: pgConnectionString(datasource.shadowDatabaseUrl) },
          shadow.schema ? { schema: shadow.schema } : options,
        );
        return fixAdapter(await shadowFactory.connect());
      }
      const temp = await createTemporaryDatabase(url).catch((err) => {
        throw new EngineFailure(
          "P3014",
          "Prisma Migrate could not create the shadow database. Please make sure the database user has permission to create databases. Read more about the shadow database (and workarounds) at https://pris.ly/d/migrate-shadow\n\n" +
            `Original error: ${err?.cause?.message ?? err?.message ?? err}`,
        );
      });
      const untrack = hooks.onTemporaryDatabase?.(temp.drop) ?? (() => {});
      const adapter = fixAdapter(await new PrismaPg({ connectionString: pgConnectionString(temp.url) }, options).connect());
      const dispose = adapter.dispose.bind(adapter);
      adapter.dispose = async () => {
        try {
          await dispose(); // ends the pool first, so DROP DATABASE does not wait on our own sessions
        } finally {
          await temp.drop();
          untrack();
        }
      };
      return adapter;
    },
  };
  return bindMigrationAwareSqlAdapterFactory(factory);
}

/**
 * A factory for when the database cannot be reached, used only for `migrate diff` between
 * targets that need no database (empty, schema file). The Wasm engine connects while it is
 * constructed and runs one query (schema exists?, server version); the native engine does not
 * connect at all for such a diff. We answer that query and fail everything else with `reason`.
 * @param {{ kind: string, [key: string]: unknown }} reason  a driver-adapter error, e.g. DatabaseNotReachable
 * @param {string | undefined} schema
 */
export function createOfflineAdapterFactory(reason, schema) {
  const fail = async () => {
    throw new DriverAdapterError(/** @type {any} */ (reason));
  };
  /** @type {any} */
  const adapter = {
    provider: "postgres",
    adapterName: "@prisma/adapter-pg",
    /** @param {{ sql: string }} query */
    queryRaw: async (query) => {
      if (/^SELECT EXISTS\(SELECT 1 FROM pg_namespace WHERE nspname = \$1\), version\(\)/.test(query.sql)) {
        return {
          columnNames: ["exists", "version", "numeric_version"],
          columnTypes: [ColumnTypeEnum.Boolean, ColumnTypeEnum.Text, ColumnTypeEnum.Int32],
          rows: [[true, "PostgreSQL 17.0 (offline: database not reachable)", 170000]],
        };
      }
      return fail();
    },
    executeRaw: fail,
    executeScript: fail,
    startTransaction: fail,
    getConnectionInfo: () => ({ schemaName: schema, supportsRelationJoins: true }),
    dispose: async () => {},
  };
  return bindMigrationAwareSqlAdapterFactory({
    provider: /** @type {const} */ ("postgres"),
    adapterName: "@prisma/adapter-pg",
    connect: async () => adapter,
    connectToShadowDb: fail,
  });
}
