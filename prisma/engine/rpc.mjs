// JSON-RPC 2.0 over stdin/stdout, one JSON object per line: the protocol the Prisma CLI speaks
// with the native schema-engine binary. stdout carries nothing but JSON-RPC messages.
import fs from "node:fs";
import readline from "node:readline";
import { engineLog, logJson } from "./log.mjs";
import { createAdapterFactory, createOfflineAdapterFactory } from "./adapter.mjs";
import { createDatabase, parsePgUrl } from "./postgres.mjs";
import { discardWasmInstance, isWasmPanic, startEngine, toRpcError } from "./wasm-engine.mjs";

/** Set PRISMA_SCHEMA_ENGINE_STANDIN_TRACE=1 to log every request and result on stderr (shown by
 * the CLI with DEBUG="prisma:schemaEngine*"). */
const TRACE = Boolean(process.env.PRISMA_SCHEMA_ENGINE_STANDIN_TRACE);

/** RPC method name → engine method name, where they differ. */
const METHOD_ALIASES = { getDatabaseVersion: "version" };

/** Methods the Wasm engine has (anything else is answered with "method not found"). */
const ENGINE_METHODS = new Set([
  "applyMigrations",
  "createMigration",
  "dbExecute",
  "debugPanic",
  "devDiagnostic",
  "diagnoseMigrationHistory",
  "diff",
  "ensureConnectionValidity",
  "evaluateDataLoss",
  "introspect",
  "introspectSql",
  "markMigrationApplied",
  "markMigrationRolledBack",
  "reset",
  "schemaPush",
  "version",
]);

/**
 * @param {{ datamodelPaths: string[], datasource: { url?: string, shadowDatabaseUrl?: string } }} options
 */
export function serveJsonRpc({ datamodelPaths, datasource }) {
  /** @type {Promise<{ engine: any, errorRegistry: any }> | undefined} */
  let enginePromise;
  /** Requests run one at a time: the engine object cannot be borrowed twice concurrently. */
  let queue = Promise.resolve();
  /** Outgoing requests (only `print`) waiting for the CLI's answer. @type {Map<string, () => void>} */
  const pendingOutgoing = new Map();
  let outgoingId = 0;
  /** Drop functions of temporary shadow databases currently in use. @type {Set<() => Promise<void>>} */
  const temporaryDatabases = new Set();
  let shuttingDown = false;

  /** @param {unknown} message */
  const send = (message) => process.stdout.write(JSON.stringify(message) + "\n");

  const getEngine = () => {
    enginePromise ??= Promise.resolve()
      .then(() => {
        const factory = createAdapterFactory(datasource, {
          onTemporaryDatabase: (drop) => {
            temporaryDatabases.add(drop);
            return () => temporaryDatabases.delete(drop);
          },
        });
        return startEngine({ datamodels: readDatamodels(datamodelPaths), factory, log: engineLog });
      })
      .catch((err) => {
        enginePromise = undefined; // e.g. database not reachable: let a later request retry
        throw err;
      });
    return enginePromise;
  };

  /**
   * Sends `print` to the CLI and waits for its answer, as the native engine does for `diff`.
   * @param {string} content
   */
  const print = (content) =>
    new Promise((resolve) => {
      const id = `print-${++outgoingId}`;
      pendingOutgoing.set(id, () => resolve(undefined));
      send({ jsonrpc: "2.0", id, method: "print", params: { content } });
    });

  /**
   * @param {string} method
   * @param {any} params
   */
  const dispatch = async (method, params) => {
    if (method === "createDatabase") {
      // Not an engine method: answered with pg, like the native binary does outside its core.
      const ds = params?.datasource;
      const url = ds?.tag === "ConnectionString" && ds.url ? ds.url : datasource.url;
      return { databaseName: await createDatabase(url) };
    }
    const engineMethod = /** @type {Record<string, string>} */ (METHOD_ALIASES)[method] ?? method;
    if (!ENGINE_METHODS.has(engineMethod)) {
      throw Object.assign(new Error(`Method not found: ${method}`), { rpcError: { code: -32601, message: `Method not found: ${method}` } });
    }
    const { engine, errorRegistry } = await getEngine().catch((err) => {
      const unreachable = !datasource.url || CONNECTION_ERRORS.has(err?.rpcError?.data?.error_code);
      if (engineMethod === "diff" && diffNeedsNoDatabase(params) && unreachable) {
        // Like the native engine, diff between schema files and/or empty works without a database.
        logJson("WARN", `Database not available (${err?.message}); diffing without it.`);
        const target = datasource.url ? parsePgUrl(datasource.url) : { host: "localhost", port: "5432", schema: undefined };
        const factory = createOfflineAdapterFactory(
          { kind: "DatabaseNotReachable", host: target.host, port: Number(target.port) },
          target.schema,
        );
        return startEngine({ datamodels: readDatamodels(datamodelPaths), factory, log: engineLog });
      }
      throw err;
    });
    try {
      const result = await callEngine(engine, engineMethod, params);
      if (engineMethod === "diff" && result && typeof result.stdout === "string") {
        // Verbatim, as the native engine sends it (it also ends the text with a newline).
        await print(result.stdout);
        return { ...result, stdout: null };
      }
      return result ?? null;
    } catch (err) {
      throw Object.assign(new Error(String(/** @type {any} */ (err)?.message ?? err), { cause: err }), {
        rpcError: toRpcError(err, errorRegistry),
      });
    }
  };

  /**
   * Rejects the request in progress. Some engine failures (e.g. invalid params) are thrown from
   * inside the Wasm's own promise machinery and surface as uncaught exceptions instead of
   * rejections; without this the request would never be answered.
   * @type {((err: unknown) => void) | undefined}
   */
  let abortCurrent;
  process.on("uncaughtException", (err) => {
    if (abortCurrent) {
      abortCurrent(Object.assign(err instanceof Error ? err : new Error(String(err)), { poisoned: true }));
    } else {
      logJson("ERROR", String(/** @type {any} */ (err)?.stack ?? err), {}, "schema_engine::logger");
      void shutdown(1);
    }
  });

  /** @param {any} request */
  const handleRequest = async (request) => {
    const { id, method, params } = request;
    if (TRACE) logJson("DEBUG", `rpc request ${method}`, { id, params: JSON.stringify(params)?.slice(0, 2000) });
    try {
      const aborted = new Promise((_, reject) => {
        abortCurrent = reject;
      });
      const result = await Promise.race([dispatch(method, params), aborted]).finally(() => {
        abortCurrent = undefined;
      });
      if (TRACE) logJson("DEBUG", `rpc result ${method}`, { id, result: JSON.stringify(result)?.slice(0, 2000) });
      if (id !== undefined) send({ jsonrpc: "2.0", id, result });
    } catch (err) {
      const e = /** @type {any} */ (err);
      const error = e?.rpcError ?? toRpcError(err, undefined);
      logJson("ERROR", error.data?.message ?? error.message, error.data?.error_code ? { error_code: error.data.error_code } : {});
      if (id !== undefined) send({ jsonrpc: "2.0", id, error });
      if (e?.poisoned || isWasmPanic(e?.cause)) {
        // The engine (and its Wasm instance) cannot be trusted after this; start afresh if the
        // CLI sends another request.
        enginePromise = undefined;
        discardWasmInstance();
      }
    }
  };

  /** @param {string} line */
  const onLine = (line) => {
    if (!line.trim()) return;
    let message;
    try {
      message = JSON.parse(line);
    } catch {
      send({ jsonrpc: "2.0", id: null, error: { code: -32700, message: "Parse error" } });
      return;
    }
    if (message && typeof message.method === "string") {
      queue = queue.then(() => handleRequest(message));
    } else if (message && pendingOutgoing.has(message.id)) {
      const resolve = pendingOutgoing.get(message.id);
      pendingOutgoing.delete(message.id);
      resolve?.();
    }
  };

  /** Drops temporary shadow databases still around (process being stopped mid-command). */
  const dropTemporaryDatabases = async () => {
    const drops = [...temporaryDatabases].map((drop) => drop().catch(() => {}));
    temporaryDatabases.clear();
    await Promise.race([Promise.all(drops), new Promise((r) => setTimeout(r, 5000).unref())]);
  };

  /** @param {number} code */
  const shutdown = async (code) => {
    if (shuttingDown) return;
    shuttingDown = true;
    await dropTemporaryDatabases();
    // Open pg pools would keep the event loop alive; exit explicitly once stdout is flushed.
    process.stdout.write("", () => process.exit(code));
  };

  const rl = readline.createInterface({ input: process.stdin, crlfDelay: Infinity });
  rl.on("line", onLine);
  // The CLI ends stdin when it is done with the engine: finish the running request, then exit.
  rl.on("close", () => {
    for (const resolve of pendingOutgoing.values()) resolve();
    queue.finally(() => shutdown(0));
  });
  for (const signal of /** @type {const} */ (["SIGTERM", "SIGINT", "SIGHUP"])) {
    process.on(signal, () => void shutdown(0));
  }
}

/** Connection failures after which a database-free diff may go on without the database. */
const CONNECTION_ERRORS = new Set(["P1000", "P1001", "P1002", "P1003", "P1010", "P1011"]);

/**
 * True when neither side of a diff is a database (or needs a shadow database).
 * @param {any} params
 */
function diffNeedsNoDatabase(params) {
  return [params?.from?.tag, params?.to?.tag].every((tag) => tag === "empty" || tag === "schemaDatamodel");
}

/**
 * evaluateDataLoss and createMigration get no shadow-database factory in the Wasm engine; they
 * rely on the migrations' schema cached by an earlier devDiagnostic. When `migrate dev` first
 * applies pending migrations, that cache is empty and they fail with this message.
 */
const SHADOW_FACTORY_MISSING = /shadow DB must be provided through an external factory/;

/**
 * Calls an engine method. For the case above, fills the cache with a read-only
 * diagnoseMigrationHistory (which does get the factory) and retries once.
 * @param {any} engine
 * @param {string} method
 * @param {any} params
 */
async function callEngine(engine, method, params) {
  try {
    return await engine[method](params ?? undefined);
  } catch (err) {
    const retryable = (method === "evaluateDataLoss" || method === "createMigration") && params?.migrationsList;
    if (!retryable || !SHADOW_FACTORY_MISSING.test(String(/** @type {any} */ (err)?.message))) throw err;
    await engine.diagnoseMigrationHistory({
      migrationsList: params.migrationsList,
      optInToShadowDatabase: true,
      filters: params.filters ?? { externalTables: [], externalEnums: [] },
    });
    return await engine[method](params);
  }
}

/**
 * Reads the schema files named by `--datamodels` into the engine's `[path, content]` pairs.
 * Undefined when there are none: the engine rejects an empty list.
 * @param {string[]} paths
 * @returns {[string, string][] | undefined}
 */
function readDatamodels(paths) {
  if (paths.length === 0) return undefined;
  return paths.map((p) => [p, fs.readFileSync(p, "utf8")]);
}
