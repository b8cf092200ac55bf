// Entry point of the schema-engine stand-in: parses the native binary's command line and either
// runs a one-shot `cli` command or serves JSON-RPC on stdin/stdout.
import { logJson, routeProcessWarningsToLog } from "./log.mjs";
import { EngineFailure, canConnect, createDatabase, dropDatabase } from "./postgres.mjs";
import { serveJsonRpc } from "./rpc.mjs";
import { wasmEngineVersion } from "./wasm-engine.mjs";

const USAGE = `schema-engine (stand-in running @prisma/schema-engine-wasm)

Usage:
  schema-engine [--datamodels <file>]... [--datasource <json>]          JSON-RPC on stdin/stdout
  schema-engine --datasource <json> cli can-connect-to-database|create-database|drop-database
  schema-engine --version`;

/**
 * @param {string[]} argv
 */
function parseArgs(argv) {
  /** @type {{ datamodels: string[], datasource: any, command: string | undefined, version: boolean, help: boolean }} */
  const args = { datamodels: [], datasource: undefined, command: undefined, version: false, help: false };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    /** Value of `--flag value` or `--flag=value`. */
    const value = () => {
      const eq = arg.indexOf("=");
      if (eq !== -1) return arg.slice(eq + 1);
      if (i + 1 >= argv.length) throw new EngineFailure(undefined, `Missing value for ${arg}`);
      return argv[++i];
    };
    const flag = arg.split("=")[0];
    if (flag === "--datamodels" || flag === "-d") args.datamodels.push(value());
    else if (flag === "--datasource") args.datasource = JSON.parse(value());
    else if (flag === "--enabled-preview-features" || flag === "--extension-types") value(); // not used by the Wasm engine
    else if (arg === "--version" || arg === "-V") args.version = true;
    else if (arg === "--help" || arg === "-h") args.help = true;
    else if (arg === "cli") {
      // `cli` options may also come after the subcommand word.
      const rest = parseArgs(argv.slice(i + 1));
      args.command = rest.command ?? argv[i + 1];
      args.datasource ??= rest.datasource;
      break;
    } else if (!arg.startsWith("-") && args.command === undefined) args.command = arg;
    else throw new EngineFailure(undefined, `Unknown argument: ${arg}`);
  }
  return args;
}

/**
 * One-shot `cli` subcommands. On failure the CLI parses stderr, skipping the first line, and
 * expects JSON lines with an ERROR entry carrying `error_code` and `message`.
 * @param {string} command
 * @param {{ url?: string } | undefined} datasource
 */
async function runCliCommand(command, datasource) {
  logJson("INFO", "Starting schema engine CLI", { git_hash: wasmEngineVersion() }, "schema_engine");
  try {
    if (!datasource?.url) throw new EngineFailure(undefined, "Missing --datasource with a url.");
    if (command === "can-connect-to-database") await canConnect(datasource.url);
    else if (command === "create-database") {
      const name = await createDatabase(datasource.url);
      logJson("INFO", `Database '${name}' was successfully created.`, {}, "schema_engine");
    } else if (command === "drop-database") {
      await dropDatabase(datasource.url);
      logJson("INFO", "The database was successfully dropped.", {}, "schema_engine");
    } else throw new EngineFailure(undefined, `Unknown cli command: ${command}`);
    return 0;
  } catch (err) {
    const e = /** @type {any} */ (err);
    const fields = e?.code ? { error_code: e.code } : {};
    logJson("ERROR", String(e?.message ?? e), fields, "schema_engine::logger");
    return 1;
  }
}

async function main() {
  routeProcessWarningsToLog();
  let args;
  try {
    args = parseArgs(process.argv.slice(2));
  } catch (err) {
    logJson("ERROR", String(/** @type {any} */ (err)?.message ?? err), {}, "schema_engine::logger");
    process.exit(1);
  }
  if (args.help) {
    process.stdout.write(USAGE + "\n");
    return;
  }
  if (args.version) {
    process.stdout.write(`schema-engine-cli ${wasmEngineVersion()}\n`);
    return;
  }
  if (args.command !== undefined) {
    const code = await runCliCommand(args.command, args.datasource);
    process.exit(code);
  }
  // Without a url, requests fail with a readable error (a diff between schema files still works).
  serveJsonRpc({ datamodelPaths: args.datamodels, datasource: args.datasource ?? {} });
}

main().catch((err) => {
  logJson("ERROR", String(err?.stack ?? err), {}, "schema_engine::logger");
  process.exit(1);
});
