// Loads @prisma/schema-engine-wasm and converts its errors into the JSON-RPC error objects the
// Prisma CLI understands.
import fs from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { takeLastScriptError } from "./adapter.mjs";
import { EngineFailure } from "./postgres.mjs";

const require = createRequire(import.meta.url);

/**
 * The package's entry does `import * as wasm from "./schema_engine_bg.wasm"` (a bundler-style
 * Wasm import Node 20 cannot load), so we instantiate the module ourselves with the package's
 * JS glue as its import object, which is exactly what that entry file does.
 * @returns {Promise<typeof import("@prisma/schema-engine-wasm")>}
 */
export async function loadWasm(generation = 0) {
  const gluePath = require.resolve("@prisma/schema-engine-wasm/schema_engine_bg");
  // A fresh copy of the glue module per instance: it caches views of the instance's memory.
  const glueUrl = pathToFileURL(gluePath).href + (generation ? `?instance=${generation}` : "");
  const glue = await import(glueUrl);
  const bytes = await fs.promises.readFile(gluePath.replace(/\.js$/, ".wasm"));
  const { instance } = await WebAssembly.instantiate(bytes, { "./schema_engine_bg.js": glue });
  glue.__wbg_set_wasm(instance.exports);
  /** @type {any} */ (instance.exports).__wbindgen_start();
  return glue;
}

/** Engine git hash without loading the Wasm: it is the last part of the package version. */
export function wasmEngineVersion() {
  // package.json is not in the package's "exports"; it sits next to the glue file.
  const gluePath = require.resolve("@prisma/schema-engine-wasm/schema_engine_bg");
  const pkg = JSON.parse(fs.readFileSync(path.join(path.dirname(gluePath), "package.json"), "utf8"));
  return String(pkg.version).split(".").pop();
}

// Rust panics in the Wasm build store their message here before trapping (same global the
// Prisma CLI installs for its other Wasm modules).
const panicRegistry = {
  message: "",
  /** @param {string} message */
  set_message(message) {
    this.message = message;
  },
  get() {
    return this.message;
  },
};
/** @type {any} */ (globalThis).PRISMA_WASM_PANIC_REGISTRY ??= panicRegistry;

/** @param {unknown} err */
export function isWasmPanic(err) {
  return err instanceof WebAssembly.RuntimeError;
}

// The Wasm engine reports connection problems as plain messages without a code; these are
// Prisma's user-facing texts for the P1xxx errors, so map them back to their codes.
const MESSAGE_CODES = [
  [/^Authentication failed against database server/, "P1000"],
  [/^Can't reach database server/, "P1001"],
  [/was reached but timed out/, "P1002"],
  [/^Database `.*` does not exist/, "P1003"],
  [/^Timed out fetching a new connection/, "P2024"],
  [/already exists on the database server/, "P1009"],
  [/was denied access on the database/, "P1010"],
  [/^Error opening a TLS connection/, "P1011"],
];

/**
 * The native engine reports a migration script that fails as P3018 (with the SQLSTATE); the
 * Wasm engine only says "external connector error". Rebuild the native error.
 * @param {string} migrationName
 * @param {string} engineMessage
 */
function migrationFailedError(migrationName, engineMessage) {
  const dbError = takeLastScriptError();
  const databaseErrorCode = dbError?.code ?? "";
  const databaseError =
    [dbError?.message ? `ERROR: ${dbError.message}` : /Error querying the database: (.*)/.exec(engineMessage)?.[1] ?? engineMessage]
      .concat(dbError?.detail ? [`DETAIL: ${dbError.detail}`] : [], dbError?.hint ? [`HINT: ${dbError.hint}`] : [])
      .join("\n");
  const message =
    "A migration failed to apply. New migrations cannot be applied before the error is recovered from. Read more about how to resolve migration issues in a production database: https://pris.ly/d/migrate-resolve\n\n" +
    `Migration name: ${migrationName}\n\nDatabase error code: ${databaseErrorCode}\n\nDatabase error:\n${databaseError}\n`;
  return {
    code: 4466,
    message: "An error happened. Check the data field for details.",
    data: {
      is_panic: false,
      message,
      meta: { migration_name: migrationName, database_error_code: databaseErrorCode, database_error: databaseError },
      error_code: "P3018",
    },
  };
}

/**
 * Builds the `error` member of a JSON-RPC response in the native engine's format:
 * `{ code, message, data: { is_panic, message, error_code?, meta?, backtrace? } }`.
 * @param {any} err
 * @param {{ consumeError?: (id: number) => { error: unknown } | undefined } | undefined} errorRegistry
 */
export function toRpcError(err, errorRegistry) {
  if (isWasmPanic(err)) {
    const registry = /** @type {any} */ (globalThis).PRISMA_WASM_PANIC_REGISTRY;
    const message = registry?.get?.() || String(err?.message ?? err);
    registry?.set_message?.("");
    return {
      code: 4466,
      message: "An error happened. Check the data field for details.",
      data: { is_panic: true, message, backtrace: err?.stack ?? null },
    };
  }
  let message = String(err?.message ?? err);
  // Errors thrown by our own JS inside the adapter are kept by driver-adapter-utils under an id;
  // the engine only sees that id ("External error id#0"). Put the original error back.
  const idMatch = /External error id#(\d+)|GenericJs\s*\{\s*id:\s*(\d+)/.exec(message);
  if (idMatch && errorRegistry?.consumeError) {
    const original = /** @type {any} */ (errorRegistry.consumeError(Number(idMatch[1] ?? idMatch[2])))?.error;
    if (original) return toRpcError(original, undefined);
  }
  const failedMigration = /apply_migration::apply_script\s+with migration_name="([^"]+)"/.exec(message)?.[1];
  if (failedMigration) return migrationFailedError(failedMigration, message);
  let code = typeof err?.code === "string" && /^P\d{4}$/.test(err.code) ? err.code : undefined;
  if (!code && !(err instanceof EngineFailure)) {
    code = MESSAGE_CODES.find(([re]) => /** @type {RegExp} */ (re).test(message))?.[1];
  }
  message = message.trimEnd();
  return {
    code: 4466,
    message: "An error happened. Check the data field for details.",
    data: { is_panic: false, message, meta: err?.meta ?? {}, ...(code ? { error_code: code } : {}) },
  };
}

/** @type {Promise<typeof import("@prisma/schema-engine-wasm")> | undefined} */
let wasmPromise;
let wasmGeneration = 0;

/**
 * Forgets the current Wasm instance; the next engine gets a new one. Needed after a Rust panic
 * or an exception thrown through Wasm frames, which leave the instance in an undefined state.
 */
export function discardWasmInstance() {
  wasmPromise = undefined;
  wasmGeneration++;
}

/**
 * Creates a SchemaEngine instance, which connects through the factory right away. Failures are
 * thrown with a ready `rpcError`.
 * `factory` is a migration-aware adapter factory bound with driver-adapter-utils.
 * @param {{ datamodels: [string, string][] | undefined, factory: any, log: (line: string) => void }} options
 */
export async function startEngine({ datamodels, factory, log }) {
  wasmPromise ??= loadWasm(wasmGeneration);
  const wasm = await wasmPromise;
  try {
    const engine = await wasm.SchemaEngine.new({ datamodels }, log, factory);
    return { engine, errorRegistry: factory.errorRegistry };
  } catch (err) {
    throw Object.assign(new Error(/** @type {any} */ (err)?.message ?? String(err)), {
      rpcError: toRpcError(err, factory.errorRegistry),
    });
  }
}
