/**
 * Browser client for our /api (spec 1-product §7–§8, DESIGN "One request, end to end").
 *
 * Shape of the answers — one rule, so callers never have to guess:
 * - `api.request` / `get` / `post` / `put` / `delete` resolve with `ApiResult<T>` = `{ status, data }`
 *   for every 2xx answer AND for a cancelled call, which resolves quietly as `{ status: 499, data:
 *   undefined }` (the spec: "a cancelled request resolves quietly with status 499").
 * - Every other outcome rejects with an `ApiError` (401 after starting the login redirect, 4xx/5xx,
 *   network failure with status 0).
 * - `api.getJson` is the convenience for React Query's `queryFn`: it unwraps `data`. It also does not
 *   throw on 499: React Query only aborts the signal it handed out after it has cancelled the query
 *   itself (state reverted, no error), so whatever the aborted call resolves with is discarded.
 */

/** Status we report for a call cancelled through its AbortSignal (nginx's "client closed request"). */
export const CANCELLED_STATUS = 499;

export type QueryPrimitive = string | number | boolean;
export type QueryValue = QueryPrimitive | null | undefined;
export type QueryParams = Record<string, QueryValue | readonly QueryValue[]>;

export interface UrlOptions {
  /**
   * Required on purpose: every call names its administration (spec §7). `null` is the explicit
   * "this call has none" (only /account/user and the news categories call).
   */
  administratieNr: number | null;
  query?: QueryParams;
}

export interface RequestOptions extends UrlOptions {
  signal?: AbortSignal;
  headers?: Record<string, string>;
}

export type HttpMethod = "GET" | "POST" | "PUT" | "DELETE" | "PATCH";

export interface RequestInitOptions extends RequestOptions {
  /** A plain value is sent as JSON; FormData/Blob/URLSearchParams/ArrayBuffer go as they are. */
  body?: unknown;
  /** How to read a 2xx body; default "json" (falls back to text when the answer is not JSON). */
  responseType?: "json" | "blob" | "text";
}

export interface ApiResult<T> {
  status: number;
  /** `undefined` for a cancelled call (status 499) and for an empty answer (e.g. 204). */
  data: T | undefined;
  /** Response headers; absent when the call was cancelled before an answer came. */
  headers?: Headers;
}

/** Error body our server sends (lib/api/errors). Other servers may send anything. */
export interface ServerErrorBody {
  error: string;
  message: string;
  issues?: { path: string; message: string }[];
  requestId?: string;
}

export class ApiError extends Error {
  override readonly name: string;
  readonly status: number;
  readonly data: unknown;
  readonly url: string;

  constructor(init: { name: string; status: number; message: string; data?: unknown; url: string }) {
    super(init.message);
    this.name = init.name;
    this.status = init.status;
    this.data = init.data;
    this.url = init.url;
  }

  /** Field issues from a 400 answer of our own server, for form errors. */
  get issues(): { path: string; message: string }[] {
    return isServerErrorBody(this.data) && Array.isArray(this.data.issues) ? this.data.issues : [];
  }
}

export function isApiError(value: unknown): value is ApiError {
  return value instanceof ApiError;
}

function isServerErrorBody(value: unknown): value is ServerErrorBody {
  return typeof value === "object" && value !== null && typeof (value as { message?: unknown }).message === "string";
}

const ERROR_NAMES: Record<number, string> = {
  400: "BAD_REQUEST",
  401: "UNAUTHORIZED",
  403: "FORBIDDEN",
  404: "NOT_FOUND",
  405: "METHOD_NOT_ALLOWED",
  408: "REQUEST_TIMEOUT",
  409: "CONFLICT",
  413: "PAYLOAD_TOO_LARGE",
  415: "UNSUPPORTED_MEDIA_TYPE",
  422: "UNPROCESSABLE_ENTITY",
  429: "TOO_MANY_REQUESTS",
};

export function errorNameForStatus(status: number): string {
  const known = ERROR_NAMES[status];
  if (known) return known;
  if (status >= 500) return "SERVER_ERROR";
  if (status >= 400) return "CLIENT_ERROR";
  if (status === 0) return "NETWORK_ERROR";
  return "HTTP_ERROR";
}

export function buildUrl(path: string, { administratieNr, query }: UrlOptions): string {
  const params = new URLSearchParams();
  if (administratieNr !== null) params.append("administratieNr", String(administratieNr));
  for (const [key, value] of Object.entries(query ?? {})) {
    // administratieNr has its own option; a second copy in `query` could contradict it.
    if (key === "administratieNr") continue;
    const values: readonly QueryValue[] = Array.isArray(value) ? value : [value as QueryValue];
    // Repeated keys, no brackets: the server reads `?nrs=1&nrs=2` as an array.
    for (const v of values) {
      if (v === undefined || v === null) continue;
      params.append(key, String(v));
    }
  }
  const search = params.toString();
  if (!search) return path;
  return path + (path.includes("?") ? "&" : "?") + search;
}

/** Reads one cookie from document.cookie; undefined outside the browser or when absent. */
export function readCookie(name: string): string | undefined {
  if (typeof document === "undefined" || typeof document.cookie !== "string") return undefined;
  for (const part of document.cookie.split(";")) {
    const eq = part.indexOf("=");
    if (eq < 0) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    const raw = part.slice(eq + 1).trim();
    try {
      return decodeURIComponent(raw);
    } catch {
      return raw;
    }
  }
  return undefined;
}

/** Bodies the browser must encode itself (FormData needs its own multipart boundary). */
function isRawBody(body: unknown): body is BodyInit {
  return (
    (typeof FormData !== "undefined" && body instanceof FormData) ||
    (typeof Blob !== "undefined" && body instanceof Blob) ||
    (typeof URLSearchParams !== "undefined" && body instanceof URLSearchParams) ||
    body instanceof ArrayBuffer ||
    ArrayBuffer.isView(body) ||
    (typeof ReadableStream !== "undefined" && body instanceof ReadableStream)
  );
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  if (signal?.aborted) return true;
  return typeof error === "object" && error !== null && (error as { name?: unknown }).name === "AbortError";
}

export const LOGIN_PATH = "/account/login";

/** Sends the browser to the login page with the current path + query to come back to. */
export function redirectToLogin(): void {
  if (typeof window === "undefined") return;
  const { pathname, search } = window.location;
  // Already on the login page: redirecting again would only loop.
  if (pathname.toLowerCase().startsWith(LOGIN_PATH)) return;
  // A full page load on purpose (spec §8): the session is gone, so client state must go too.
  // eslint-disable-next-line @next/next/no-location-assign-relative-destination
  window.location.assign(`${LOGIN_PATH}?returnurl=${encodeURIComponent(pathname + search)}`);
}

async function readBody(response: Response, responseType: "json" | "blob" | "text"): Promise<unknown> {
  if (responseType === "blob") return response.blob();
  const text = await response.text();
  if (responseType === "text") return text;
  if (text === "") return undefined;
  const contentType = response.headers.get("content-type") ?? "";
  if (contentType.includes("json")) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

async function toApiError(response: Response, url: string): Promise<ApiError> {
  let data: unknown;
  try {
    data = await readBody(response, "json");
  } catch {
    data = undefined;
  }
  const status = response.status;
  const message = isServerErrorBody(data) && data.message ? data.message : `Er ging iets mis (status ${status})`;
  return new ApiError({ name: errorNameForStatus(status), status, message, data, url });
}

function cancelled<T>(): ApiResult<T> {
  return { status: CANCELLED_STATUS, data: undefined };
}

export async function request<T = unknown>(
  method: HttpMethod,
  path: string,
  options: RequestInitOptions,
): Promise<ApiResult<T>> {
  const { signal, body, responseType = "json" } = options;
  const url = buildUrl(path, options);

  const headers = new Headers(options.headers);
  headers.set("X-CSRF", "1");
  const xsrf = readCookie("XSRF-TOKEN");
  if (xsrf !== undefined) headers.set("X-XSRF-TOKEN", xsrf);
  if (!headers.has("Accept")) headers.set("Accept", responseType === "json" ? "application/json" : "*/*");

  let payload: BodyInit | undefined;
  if (body !== undefined) {
    if (isRawBody(body)) {
      payload = body;
    } else {
      payload = JSON.stringify(body);
      headers.set("Content-Type", "application/json");
    }
  }

  // No timeout on purpose (spec §7): long exports and imports must be allowed to finish.
  let response: Response;
  try {
    response = await fetch(url, { method, headers, body: payload, signal, credentials: "same-origin" });
  } catch (error) {
    if (isAbort(error, signal)) return cancelled<T>();
    throw new ApiError({
      name: "NETWORK_ERROR",
      status: 0,
      message: "Geen verbinding met de server. Controleer de internetverbinding en probeer het opnieuw.",
      data: undefined,
      url,
    });
  }

  if (response.status === 401) {
    redirectToLogin();
    throw new ApiError({ name: "UNAUTHORIZED", status: 401, message: "Niet aangemeld", data: undefined, url });
  }

  if (response.status < 200 || response.status > 299) throw await toApiError(response, url);

  try {
    const data = (await readBody(response, responseType)) as T | undefined;
    return { status: response.status, data, headers: response.headers };
  } catch (error) {
    // The signal can also fire while the body is still streaming in.
    if (isAbort(error, signal)) return cancelled<T>();
    throw error;
  }
}

/** Saves a blob under a name via a temporary <a download>; no-op outside the browser. */
export function saveBlob(blob: Blob, filename: string): void {
  if (typeof document === "undefined" || typeof URL.createObjectURL !== "function") return;
  const href = URL.createObjectURL(blob);
  const anchor = document.createElement("a");
  anchor.href = href;
  anchor.download = filename;
  anchor.style.display = "none";
  document.body.appendChild(anchor);
  try {
    anchor.click();
  } finally {
    anchor.remove();
    // Revoke after the click has been handled, else some browsers cancel the download.
    setTimeout(() => URL.revokeObjectURL(href), 0);
  }
}

export interface DownloadOptions extends RequestOptions {
  method?: HttpMethod;
  body?: unknown;
  /** Used when the answer has no content-disposition file name. */
  fallbackFilename?: string;
}

export interface DownloadResult {
  status: number;
  /** Name the file was saved under; undefined when cancelled. */
  filename: string | undefined;
  blob: Blob | undefined;
}

async function download(path: string, options: DownloadOptions): Promise<DownloadResult> {
  const { method = "GET", fallbackFilename = "download", ...rest } = options;
  const result = await request<Blob>(method, path, { ...rest, responseType: "blob" });
  if (result.status === CANCELLED_STATUS || result.data === undefined) {
    return { status: result.status, filename: undefined, blob: undefined };
  }
  // The header's parser (lib/client/bestandsnaam.ts) loads with the first download, not with every page (issue 27).
  const { parseContentDispositionFilename } = await import("./bestandsnaam");
  const filename = parseContentDispositionFilename(result.headers?.get("content-disposition")) || fallbackFilename;
  saveBlob(result.data, filename);
  return { status: result.status, filename, blob: result.data };
}

export const api = {
  request,
  get: <T = unknown>(path: string, options: RequestOptions) => request<T>("GET", path, options),
  /** Data of a GET, for React Query's queryFn; `undefined` only when the call was cancelled. */
  getJson: async <T = unknown>(path: string, options: RequestOptions): Promise<T | undefined> =>
    (await request<T>("GET", path, options)).data,
  post: <T = unknown>(path: string, body: unknown, options: RequestOptions) =>
    request<T>("POST", path, { ...options, body }),
  put: <T = unknown>(path: string, body: unknown, options: RequestOptions) =>
    request<T>("PUT", path, { ...options, body }),
  delete: <T = unknown>(path: string, options: RequestOptions & { body?: unknown }) =>
    request<T>("DELETE", path, options),
  download,
};
