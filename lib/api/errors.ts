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
    readonly status: 400 | 401 | 403 | 404 | 409 | 413 | 415 | 500,
    readonly code: ErrorCode,
    message: string,
    readonly issues?: FieldIssue[],
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
