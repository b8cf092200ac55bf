// stderr logging in the native engine's format: one JSON object per line. The Prisma CLI parses
// every stderr line as JSON (and in `cli` mode fails on lines that are not), so nothing else may
// be written to stderr.

/**
 * @param {"TRACE" | "DEBUG" | "INFO" | "WARN" | "ERROR"} level
 * @param {string} message
 * @param {Record<string, unknown>} [fields]
 * @param {string} [target]
 */
export function logJson(level, message, fields = {}, target = "schema_engine_standin") {
  writeLogLine(JSON.stringify({ timestamp: new Date().toISOString(), level, fields: { message, ...fields }, target }));
}

/** Writes one already-serialised log line. @param {string} line */
export function writeLogLine(line) {
  process.stderr.write(line.replace(/\r?\n$/, "") + "\n");
}

/**
 * Log callback for the Wasm engine: it hands us JSON strings already in the native format.
 * @param {unknown} entry
 */
export function engineLog(entry) {
  if (typeof entry === "string") {
    try {
      JSON.parse(entry);
      writeLogLine(entry);
      return;
    } catch {
      logJson("INFO", entry, {}, "schema_engine_wasm");
      return;
    }
  }
  writeLogLine(JSON.stringify(entry));
}

/** Node's own warnings (e.g. pg's sslmode notice) would print plain text on stderr. */
export function routeProcessWarningsToLog() {
  process.removeAllListeners("warning");
  process.on("warning", (w) => logJson("WARN", `${w.name}: ${w.message}`));
}
