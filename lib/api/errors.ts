import type { ZodError } from "zod";

export type ErrorCode =
  | "BAD_REQUEST"
  | "UNAUTHORIZED"
  | "CSRF"
  | "FORBIDDEN"
  | "NOT_FOUND"
  | "CONFLICT"
  | "PAYLOAD_TOO_LARGE"
  | "UNSUPPORTED_MEDIA_TYPE"
  | "METHOD_NOT_ALLOWED"
  | "SERVICE_UNAVAILABLE"
  | "SERVER_ERROR";

export interface FieldIssue {
  path: string;
  message: string;
}

/** The JSON body of every failed /api answer. */
export interface ErrorBody {
  error: ErrorCode;
  message: string;
  issues?: FieldIssue[];
  requestId?: string;
}

/** An expected failure: services throw these, the API layer turns them into answers. */
export class ApiError extends Error {
  constructor(
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 500 | 503,
    readonly code: ErrorCode,
    message: string,
    readonly issues?: FieldIssue[],
    /** 503: seconds after which a retry may succeed (the Retry-After header). */
    readonly retryAfter?: number,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

export const badRequest = (message: string, issues?: FieldIssue[]) => new ApiError(400, "BAD_REQUEST", message, issues);
/** 400 for one field, the message naming it. */
export const fieldError = (path: string, message: string) =>
  new ApiError(400, "BAD_REQUEST", `${path}: ${message}`, [{ path, message }]);
export const unauthorized = () => new ApiError(401, "UNAUTHORIZED", "U bent niet (meer) aangemeld.");
export const forbidden = (message = "U heeft geen rechten voor deze actie.") => new ApiError(403, "FORBIDDEN", message);
export const notFound = (what = "Het gevraagde item", message?: string) =>
  new ApiError(404, "NOT_FOUND", message ?? `${what} is niet gevonden.`);
export const conflict = (message: string) => new ApiError(409, "CONFLICT", message);
export const payloadTooLarge = (message: string) => new ApiError(413, "PAYLOAD_TOO_LARGE", message);
export const unsupportedMediaType = (message: string) => new ApiError(415, "UNSUPPORTED_MEDIA_TYPE", message);

/** Zod issues as field issues with dotted paths ("body.perioden.0.einddatum"). */
export function zodIssues(error: ZodError, prefix?: string): FieldIssue[] {
  return error.issues.map((issue) => ({
    path: [prefix, ...issue.path.map(String)].filter(Boolean).join("."),
    message: issue.message,
  }));
}

export function validationError(error: ZodError, prefix?: string): ApiError {
  const issues = zodIssues(error, prefix);
  const first = issues[0];
  const message = first
    ? `Ongeldige invoer bij '${first.path || "verzoek"}': ${first.message}${issues.length > 1 ? ` (en ${issues.length - 1} andere)` : ""}`
    : "Ongeldige invoer.";
  return badRequest(message, issues);
}

interface PrismaLikeError {
  code?: string;
  meta?: Record<string, unknown>;
  name?: string;
}

/** Maps database failures that reach the API layer to answers a person understands. */
export function fromDatabaseError(error: unknown): ApiError | null {
  const e = error as PrismaLikeError;
  if (!e || typeof e !== "object" || typeof e.code !== "string") return null;
  switch (e.code) {
    case "P2025":
      return notFound();
    case "P2002":
      return conflict("Er bestaat al een item met deze waarde; kies een andere.");
    case "P2003":
    case "P2014":
      return conflict("Dit item wordt nog gebruikt en kan daarom niet worden verwijderd of gewijzigd.");
    case "P2000":
      return badRequest("Een ingevulde waarde is te lang.");
    case "P2020":
      return badRequest("Een ingevuld getal is te groot.");
    default:
      break;
  }
  // A safety net behind the input screen (invoer.ts): what Postgres refuses as a value is bad
  // input, not a server fault (e.g. a NUL inside an uploaded spreadsheet's cell).
  const oorzaak = (e.meta?.driverAdapterError as { cause?: { originalCode?: string; code?: string } } | undefined)?.cause;
  switch (oorzaak?.originalCode ?? oorzaak?.code) {
    case "22021":
    case "22P05":
      return badRequest("Een ingevulde tekst bevat een teken dat niet is toegestaan (bijvoorbeeld een NUL-teken).");
    case "22003":
      return badRequest("Een ingevuld getal is te groot.");
    case "22001":
      return badRequest("Een ingevulde waarde is te lang.");
    case "22007":
    case "22008":
      return badRequest("Een ingevulde datum is ongeldig.");
    default:
      return null;
  }
}

/**
 * Why the database could not serve a request, when that is a matter of time and not of the
 * request: "verbinding" when there was no (working) connection — the server is down, restarting or
 * refusing connections — and "druk" when it was too busy — no pool connection or transaction slot
 * in time, a lock wait or statement that ran out of time, a deadlock or serialisation conflict
 * (rolled back). Both answer 503 with Retry-After, never 500; only "verbinding" makes a read
 * worth one retry (retrying under load adds load).
 */
export type DatabaseOnbeschikbaar = "verbinding" | "druk";

// Prisma's codes: P1001 can't reach, P1002/P1008 timed out, P1017 server closed the connection;
// P2024 pool timeout, P2028 transaction API (could not start in time, expired, closed under it),
// P2034 write conflict or deadlock, P2037 too many connections.
const PRISMA_VERBINDING = new Set(["P1001", "P1002", "P1008", "P1017"]);
const PRISMA_DRUK = new Set(["P2024", "P2028", "P2034", "P2037"]);
// Postgres SQLSTATEs: class 08 connection exception, 57P01-57P05 shutdown / starting up / crash;
// 55P03 lock not available (lock_timeout), 57014 statement timeout or cancel, 40001 serialisation
// failure, 40P01 deadlock, class 53 out of resources (53300 too many connections).
const PG_VERBINDING = /^(08...|57P0[1-5])$/;
const PG_DRUK = /^(55P03|57014|40001|40P01|53...)$/;
// node's socket errors — only the database's (marked by lib/db/client.ts, or towards its port):
// the connector's calls to a school's system fail with the same codes — and pg's own errors,
// which carry no code.
const DATABASEFOUT = Symbol.for("leerroute.databasefout");
// ENOENT: a Unix socket's file is gone while its Postgres is down (npm start's, lib/db/embedded.ts).
const SOCKET_CODES = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH", "ENOENT"]);
const VERBINDING_TEKST =
  /Connection terminated|connection error and is not queryable|Client was closed|the database system is (starting up|shutting down|in recovery mode|not yet accepting connections)|terminating connection due to|Can't reach database server|server closed the connection/i;
// A Prisma error whose text ends in a socket fault ("write EPIPE" when the server went away mid
// write): Prisma keeps the driver's error in its registry and passes only its message on, so
// neither the code nor lib/db/client.ts's mark reaches us — but a Prisma call's socket is the database's.
const PRISMA_SOCKET_TEKST = /\b(?:write|read|connect) (?:EPIPE|ECONNRESET|ECONNREFUSED|ENOENT|ETIMEDOUT)\b/;
const DRUK_TEKST = /timeout exceeded when trying to connect|Unable to start a transaction in the given time|expired transaction/i;

/** Classifies an error (and its causes: Prisma wraps the driver's error) as the database being unavailable, or null. */
export function databaseOnbeschikbaar(error: unknown): DatabaseOnbeschikbaar | null {
  const gezien = new Set<unknown>();
  const rij: unknown[] = [error];
  let gevonden: DatabaseOnbeschikbaar | null = null;
  while (rij.length) {
    const e = rij.shift() as { code?: unknown; originalCode?: unknown; kind?: unknown; message?: unknown; cause?: unknown; meta?: Record<string, unknown> } | null;
    if (!e || typeof e !== "object" || gezien.has(e) || gezien.size > 10) continue;
    gezien.add(e);
    const codes = [e.code, e.originalCode].filter((c): c is string => typeof c === "string");
    const soort = typeof e.kind === "string" ? e.kind : "";
    const tekst = typeof e.message === "string" ? e.message : "";
    // A connection fault outweighs a busy one: it is the one a read may be retried for.
    const socket =
      (codes.some((c) => SOCKET_CODES.has(c)) &&
        ((e as Record<symbol, unknown>)[DATABASEFOUT] === true || isDatabasePoort((e as { port?: unknown }).port) || isPostgresSocket((e as { address?: unknown }).address))) ||
      (e instanceof Error && e.name.startsWith("PrismaClient") && PRISMA_SOCKET_TEKST.test(tekst));
    if (socket || codes.some((c) => PRISMA_VERBINDING.has(c) || PG_VERBINDING.test(c)) || ["DatabaseNotReachable", "ConnectionClosed", "SocketTimeout"].includes(soort) || VERBINDING_TEKST.test(tekst))
      return "verbinding";
    if (codes.some((c) => PRISMA_DRUK.has(c) || PG_DRUK.test(c)) || ["TooManyConnections", "TransactionWriteConflict"].includes(soort) || DRUK_TEKST.test(tekst)) gevonden = "druk";
    rij.push(e.cause, e.meta?.driverAdapterError, (e.meta?.driverAdapterError as { cause?: unknown } | undefined)?.cause);
  }
  return gevonden;
}

/** A Postgres server's Unix socket file (`<dir>/.s.PGSQL.<port>`). */
function isPostgresSocket(address: unknown): boolean {
  return typeof address === "string" && /\/\.s\.PGSQL\.\d+$/.test(address);
}

function isDatabasePoort(port: unknown): boolean {
  try {
    return Number(port) === Number(new URL(process.env.DATABASE_URL ?? "").port || 5432);
  } catch {
    return false;
  }
}

/** 503 with Retry-After for a database that is busy or briefly gone (see databaseOnbeschikbaar). */
export const databaseNietBeschikbaar = (soort: DatabaseOnbeschikbaar) =>
  new ApiError(
    503,
    "SERVICE_UNAVAILABLE",
    soort === "verbinding"
      ? "De database is even niet bereikbaar. Probeer het over enkele seconden opnieuw."
      : "Het is op dit moment te druk om uw verzoek te verwerken. Probeer het over enkele seconden opnieuw.",
    undefined,
    soort === "verbinding" ? 5 : 2,
  );
