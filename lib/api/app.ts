import { randomUUID } from "node:crypto";
import { OpenAPIHono, createRoute, z, type RouteConfig } from "@hono/zod-openapi";
import type { Context, MiddlewareHandler } from "hono";
import { bodyLimit } from "hono/body-limit";
import { compress } from "hono/compress";
import { HTTPException } from "hono/http-exception";
import { API_CSP, BEVEILIGINGSHEADERS, HSTS } from "@/lib/http/beveiligingsheaders";
import "@/lib/zod-nl";
import { metTermen } from "@/lib/i18n/messages";
import { authenticate, loadTenant, type Principal, type TenantContext } from "./context";
import { formatBytes } from "@/lib/format/bytes";
import { neemSqlOp, verzoekSpoor, type OpgenomenStatement, type VerzoekSpoor } from "@/lib/db/client";
import { ApiError, databaseNietBeschikbaar, databaseOnbeschikbaar, fieldError, fromDatabaseError, payloadTooLarge, validationError, type DatabaseOnbeschikbaar, type ErrorBody } from "./errors";
import { regelFout, zeefFormData, zeefJsonBody } from "./invoer";
import { canonicalPath, pathTemplate } from "./paths";
import { JSON_MAX_BYTES, administratieNrQuery, enigRecht, type AnyRoute } from "./route";
import { routes } from "./routes";

export type ApiEnv = {
  /** Set by @hono/node-server when the app serves the request itself (scripts/http-methoden.mjs); absent under Next's route handler and in tests. */
  Bindings: { incoming?: unknown };
  Variables: {
    requestId: string;
    principal: Principal | null;
    ctx: unknown;
  };
};

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

function errorResponse(c: Context, error: ApiError) {
  // Texts are written with sector terms ("[[leerling]]"): a care administration reads "cliënt".
  const taalCode = (c.get("ctx") as { taalCode?: string } | undefined)?.taalCode;
  const body: ErrorBody = { error: error.code, message: metTermen(error.message, taalCode), requestId: c.get("requestId") };
  if (error.issues) body.issues = error.issues.map((i) => ({ ...i, message: metTermen(i.message, taalCode) }));
  // A 413 leaves the rest of the body unread, and the server drops a connection it cannot drain
  // (@hono/node-server: 500 ms): said so, the client does not send its next request down it.
  if (error.status === 413) c.header("Connection", "close");
  if (error.retryAfter) c.header("Retry-After", String(error.retryAfter));
  return c.json(body, error.status);
}

/** Whether the request has a body that was not read to its end (known where node-server serves the app). */
function ongelezen(c: Context<ApiEnv>) {
  const incoming = c.env?.incoming as { readableEnded?: boolean } | undefined;
  if (!incoming || incoming.readableEnded) return false;
  const lengte = c.req.header("content-length");
  return lengte !== undefined ? lengte !== "0" : c.req.header("transfer-encoding") !== undefined;
}

/** Builds the API app; tests may pass their own route list to exercise the layer itself. */
export function buildApp(routeList: AnyRoute[] = routes) {
  const templates = [...routeList.map((r) => pathTemplate(`/api${r.path}`)), pathTemplate("/api/openapi")];
  const app = new OpenAPIHono<ApiEnv>({
    defaultHook: (result, c) => {
      if (!result.success) return errorResponse(c, validationError(result.error, result.target === "json" ? "body" : undefined));
    },
    getPath: (req) => {
      const url = new URL(req.url);
      return canonicalPath(url.pathname, templates);
    },
  }).basePath("/api");

  // Security headers, request id and one log line per request. Headers here, not only in Next: the
  // production server hands /api straight to this app, past Next's router
  // (scripts/http-methoden.mjs). They are set before the handler runs: c.json takes them into its
  // answer, which @hono/node-server writes as it is. Set afterwards (as before), every answer was
  // rebuilt as a web Response with a streamed body — a tenth of the pupil list's CPU (issue 19).
  // Vary is there beforehand so compress() has no need to add it afterwards.
  const vasteHeaders: [string, string][] = [...BEVEILIGINGSHEADERS.map(({ key, value }): [string, string] => [key, value]), ["Content-Security-Policy", API_CSP], ["Vary", "Accept-Encoding"]];
  app.use("*", async (c, next) => {
    const requestId = c.req.header("x-request-id")?.slice(0, 64) || randomUUID();
    c.set("requestId", requestId);
    const vast: [string, string][] = [...vasteHeaders, ["x-request-id", requestId]];
    if (c.req.header("x-forwarded-proto") === "https") vast.push([HSTS.key, HSTS.value]);
    for (const [key, value] of vast) c.header(key, value);
    const started = performance.now();
    await next();
    // A handler that made its own Response (a download) did not take them; a policy of its own
    // (an inline file's sandbox, files.ts) stays.
    if (!c.res.headers.has("x-request-id")) for (const [key, value] of vast) if (!c.res.headers.has(key)) c.res.headers.set(key, value);
    // Refused before its body was read to the end (401 or 404 to an upload, …): as a 413 above.
    if (c.res.status >= 400 && ongelezen(c)) c.res.headers.set("Connection", "close");
    if (process.env.API_LOG !== "off") {
      const principal = c.get("principal");
      console.log(
        JSON.stringify({
          at: "api",
          requestId,
          method: c.req.method,
          path: c.req.path,
          status: c.res.status,
          ms: Math.round((performance.now() - started) * 10) / 10,
          who: principal ? (principal.kind === "user" ? principal.gebruikerId : `apikey:${principal.keyId}`) : null,
          admnr: c.req.query("administratieNr") ?? null,
        }),
      );
    }
  });
  // Compression only where this app writes the answer itself (the production short cut, which
  // passes node-server's bindings). Under Next's route handler Next compresses the answer and
  // drops our Content-Encoding: the first call after a start came back gzipped twice, which the
  // browser could not read (the pupil page's rights came back as garbage).
  const komprimeer = compress();
  app.use("*", (c, next) => (c.env?.incoming ? komprimeer(c, next) : next()));

  // Every call carries X-CSRF: 1 (a cross-site form or image cannot set it). When the browser
  // holds an XSRF-TOKEN cookie, unsafe methods must echo it as X-XSRF-TOKEN.
  app.use("*", async (c, next) => {
    if (c.req.header("x-csrf") !== "1")
      return errorResponse(c, new ApiError(403, "CSRF", "De header 'X-CSRF: 1' ontbreekt; het verzoek is geweigerd."));
    if (!SAFE_METHODS.has(c.req.method)) {
      const cookie = /(?:^|;\s*)XSRF-TOKEN=([^;]+)/.exec(c.req.header("cookie") ?? "")?.[1];
      if (cookie && decodeURIComponent(cookie) !== c.req.header("x-xsrf-token"))
        return errorResponse(c, new ApiError(403, "CSRF", "Het anti-vervalsingstoken (X-XSRF-TOKEN) klopt niet."));
    }
    c.set("principal", null);
    await next();
  });

  for (const def of routeList) register(app, def);


  app.doc31("/openapi", {
    openapi: "3.1.0",
    info: {
      title: "Leerroute API",
      version: "1",
      description:
        "Alle aanroepen vragen de header `X-CSRF: 1`. Aanmelden gaat met de sessie (cookie) of met een API-sleutel " +
        "(`Authorization: Bearer lr_…`) van de administratie. Elke aanroep binnen een administratie noemt die met de " +
        "queryparameter `administratieNr`. Fouten hebben de vorm `{ error, message, issues?, requestId }`.",
    },
  });
  app.openAPIRegistry.registerComponent("securitySchemes", "apiKey", { type: "http", scheme: "bearer" });

  app.notFound((c) => errorResponse(c, new ApiError(404, "NOT_FOUND", `Onbekende aanroep: ${c.req.method} ${c.req.path}`)));
  app.onError((err, c) => {
    if (err instanceof ApiError) return errorResponse(c, err);
    const mapped = fromDatabaseError(err);
    if (mapped) return errorResponse(c, mapped);
    // A database that is busy or briefly gone is no fault of the server's code: 503, and the
    // request is noted for the one retry of a read (herhaalLezing).
    const onbeschikbaar = databaseOnbeschikbaar(err);
    if (onbeschikbaar) {
      const spoor = verzoekSpoor.getStore() as Spoor | undefined;
      if (spoor) spoor.onbeschikbaar = onbeschikbaar;
      console.error(JSON.stringify({ at: "api-db-onbeschikbaar", requestId: c.get("requestId"), soort: onbeschikbaar, error: String(err) }));
      return errorResponse(c, databaseNietBeschikbaar(onbeschikbaar));
    }
    // Hono's body parsers refuse malformed JSON or form data (400) and a wrong content-type (415).
    if (err instanceof SyntaxError || (err instanceof HTTPException && err.status === 400))
      return errorResponse(c, new ApiError(400, "BAD_REQUEST", "De inhoud van het verzoek is geen geldige JSON of formulierdata."));
    if (err instanceof HTTPException && err.status === 415)
      return errorResponse(c, new ApiError(415, "UNSUPPORTED_MEDIA_TYPE", "Het verzoek heeft een verkeerd inhoudstype (content-type)."));
    if (err instanceof HTTPException && err.status === 413)
      return errorResponse(c, new ApiError(413, "PAYLOAD_TOO_LARGE", "Het verzoek is te groot."));
    console.error(JSON.stringify({ at: "api-error", requestId: c.get("requestId"), error: String(err), stack: (err as Error).stack }));
    return errorResponse(c, new ApiError(500, "SERVER_ERROR", "Er is een onverwachte fout opgetreden."));
  });
  const dispatch = app.fetch;
  app.fetch = (request, env, executionCtx) => {
    const opnemer = sqlPerVerzoek.opnemer;
    if (!opnemer) return herhaalLezing(request, () => dispatch(request, env, executionCtx));
    const statements: OpgenomenStatement[] = [];
    opnemer(request.method, new URL(request.url).pathname, statements);
    return neemSqlOp(statements, () => herhaalLezing(request, () => dispatch(request, env, executionCtx)));
  };
  return app;
}

/**
 * The shard check (issue 33, lib/db/routering.ts): when set, every request's SQL statements are
 * recorded into the list handed to `opnemer` (filled while the request runs). The API tests and
 * `npm run db:shard-check` set it; otherwise it costs one test per request.
 */
export const sqlPerVerzoek: { opnemer?: (method: string, pathname: string, statements: OpgenomenStatement[]) => void } = ((
  globalThis as unknown as { __leerrouteSqlPerVerzoek?: object }
).__leerrouteSqlPerVerzoek ??= {});

type Spoor = VerzoekSpoor & { onbeschikbaar?: DatabaseOnbeschikbaar };
/** Pause before the one retry of a read: long enough for a restarting database to take connections again. */
export const HERHAAL_NA_MS = { min: 500, max: 1_000 };

/**
 * Every request runs with a trace of what it sent to the database (lib/db/client.ts). A GET or
 * HEAD that met a lost or refused connection (not a busy database: a retry adds load) and sent
 * nothing but reads is tried once more after a pause; otherwise its 503 stands.
 */
async function herhaalLezing(request: Request, uitvoeren: () => Response | Promise<Response>): Promise<Response> {
  const spoor: Spoor = { gewijzigd: false };
  const antwoord = await verzoekSpoor.run(spoor, uitvoeren);
  if (antwoord.status !== 503 || spoor.onbeschikbaar !== "verbinding" || spoor.gewijzigd || (request.method !== "GET" && request.method !== "HEAD")) return antwoord;
  await antwoord.body?.cancel();
  await new Promise((r) => setTimeout(r, HERHAAL_NA_MS.min + Math.random() * (HERHAAL_NA_MS.max - HERHAAL_NA_MS.min)));
  return verzoekSpoor.run({ gewijzigd: false }, uitvoeren);
}

/** The body of every failed answer, documented once and referred to by every operation. */
const FoutSchema = z
  .object({
    error: z.enum(["BAD_REQUEST", "UNAUTHORIZED", "CSRF", "FORBIDDEN", "NOT_FOUND", "CONFLICT", "PAYLOAD_TOO_LARGE", "UNSUPPORTED_MEDIA_TYPE", "METHOD_NOT_ALLOWED", "SERVICE_UNAVAILABLE", "SERVER_ERROR"]),
    message: z.string().openapi({ description: "Nederlandse uitleg, in de woorden van de administratie" }),
    issues: z.array(z.object({ path: z.string(), message: z.string() })).optional().openapi({ description: "Per veld wat er mis is (bij 400)" }),
    requestId: z.string().optional(),
  })
  .openapi("Fout");
const fout = (description: string) => ({ description, content: { "application/json": { schema: FoutSchema } } });

function register(app: OpenAPIHono<ApiEnv>, route: AnyRoute) {
  const access = route.access ?? "tenant";
  // A tenant route without a permission of its own still needs some right (route.ts enigRecht).
  const def: AnyRoute = access === "tenant" && !route.permission ? { ...route, permission: enigRecht } : route;
  const query = access === "tenant" ? (def.query ?? z.object({})).extend({ administratieNr: administratieNrQuery }) : def.query;
  const request: RouteConfig["request"] = {};
  if (def.params) request.params = def.params;
  if (query) request.query = query;
  if (def.body)
    request.body = {
      required: true,
      content: { [def.bodyType === "multipart" ? "multipart/form-data" : "application/json"]: { schema: def.body } },
    };

  const config = createRoute({
    method: def.method,
    path: def.path,
    summary: def.summary,
    tags: [def.path.split("/")[1] ?? "api"],
    request,
    // GET routes read no body (and asking a node-server request for its body builds a whole web
    // Request: −35 % on Accounts/Permissions), so they go without the body limit.
    middleware: def.stream
      ? ([guard(def, access), screenInput(def), gestreamd(def, query)] as const)
      : def.method === "get"
        ? ([guard(def, access), screenInput(def)] as const)
        : ([guard(def, access), begrensBody(def), screenInput(def)] as const),
    // What is documented follows what the layer answers (issue 28 found four kinds of drift):
    // a JSON file by its schema, 409 where a read can conflict, 415 wherever a body is taken.
    responses: {
      200:
        def.answer === "file"
          ? {
              description: "Bestand (naam in content-disposition)",
              content: Object.fromEntries(
                [def.fileType ?? "application/octet-stream"].flat().map((type) => [type, { schema: /json/i.test(type) ? (def.response ?? z.unknown()) : z.string().openapi({ format: "binary" }) }]),
              ),
            }
          : { description: "Gelukt", content: { "application/json": { schema: def.response ?? z.unknown() } } },
      400: fout("Ongeldige invoer; `issues` noemt de velden"),
      ...(access !== "public" ? { 401: fout("Niet (meer) aangemeld") } : {}),
      403: fout(def.permission ? "Geen rechten, of de header X-CSRF ontbreekt" : "De header X-CSRF ontbreekt"),
      404: fout("Niet gevonden (ook: een id of administratie van een ander)"),
      ...(def.method !== "get" || def.conflict ? { 409: fout(def.conflict ?? "Conflict: bestaat al, wordt nog gebruikt of is gewijzigd") } : {}),
      ...(def.bodyType === "multipart"
        ? { 413: fout("Het bestand of het verzoek is te groot"), 415: fout("Dit bestandstype wordt niet aangenomen, of het verzoek is geen multipart/form-data") }
        : def.method !== "get"
          ? { 413: fout(`Het verzoek is te groot (hoogstens ${formatBytes(def.maxBody ?? JSON_MAX_BYTES)})`) }
          : {}),
      // Hono's body validator refuses a body of another content type than the one documented.
      ...(def.body && def.bodyType !== "multipart" ? { 415: fout("Verkeerd inhoudstype: stuur de body als application/json") } : {}),
      500: fout("Onverwachte fout (zonder details; requestId verwijst naar het logboek)"),
      503: fout("De database is druk of even niet bereikbaar; probeer het na Retry-After seconden opnieuw"),
    },
    ...(access !== "public" ? { security: [{ apiKey: [] }] } : {}),
    ...(def.permission ? { "x-permission": def.permission.name } : {}),
  });

  app.openapi(config, async (c) => {
    const valid = (target: string): unknown => c.req.valid(target as never);
    const params = def.params ? valid("param") : {};
    const rawQuery = query ? (valid("query") as Record<string, unknown>) : {};
    const { administratieNr: _admnr, ...queryRest } = rawQuery;
    void _admnr;
    const body = def.body ? (def.bodyType === "multipart" ? await c.req.parseBody({ all: true }) : valid("json")) : {};
    const result = await def.handler({ params, query: queryRest, body } as never, c.get("ctx") as never, c.req.raw);
    if (result instanceof Response) return result as never;
    return c.json((result ?? null) as never, 200) as never;
  });
}

/**
 * A streaming route (def.stream) answers here, before the body validators would read the whole
 * multipart body into memory: params and query are checked as usual, the handler reads the body
 * from the raw request.
 */
function gestreamd(def: AnyRoute, query: AnyRoute["query"]): MiddlewareHandler<ApiEnv> {
  return async (c) => {
    const params = def.params ? def.params.safeParse(c.req.param()) : null;
    if (params && !params.success) return errorResponse(c, validationError(params.error));
    const q = query ? query.safeParse(c.req.query()) : null;
    if (q && !q.success) return errorResponse(c, validationError(q.error));
    const { administratieNr: _admnr, ...queryRest } = (q?.data ?? {}) as Record<string, unknown>;
    void _admnr;
    const result = await def.handler({ params: params?.data ?? {}, query: queryRest, body: {} } as never, c.get("ctx") as never, c.req.raw);
    if (result instanceof Response) return result;
    return c.json((result ?? null) as never, 200);
  };
}

/** Authentication, tenant membership and the route's permission: before any input is parsed. */
function guard(def: AnyRoute, access: string): MiddlewareHandler<ApiEnv> {
  return async (c, next) => {
    // An API key belongs to one administration and is looked up within it (docs/scale-out.md: its
    // hash is unique per administration, so the lookup stays on that administration's shard).
    const parsed = administratieNrQuery.safeParse(c.req.query("administratieNr"));
    const principal = await authenticate(c.req.raw, access === "tenant" && parsed.success ? parsed.data : undefined);
    c.set("principal", principal);
    const requestId = c.get("requestId");
    if (access === "public") {
      c.set("ctx", { principal, requestId });
      return next();
    }
    if (!principal) return errorResponse(c, new ApiError(401, "UNAUTHORIZED", "U bent niet (meer) aangemeld."));
    if (access === "user") {
      if (principal.kind !== "user") return errorResponse(c, new ApiError(403, "FORBIDDEN", "Deze aanroep vraagt een aangemelde gebruiker."));
      c.set("ctx", { principal, gebruikerId: principal.gebruikerId, requestId });
      return next();
    }

    if (!parsed.success) return errorResponse(c, validationError(parsed.error, "administratieNr"));
    const administratieNr = parsed.data;
    const admnrInPath = c.req.param("admnr" as never) as string | undefined;
    if (admnrInPath !== undefined && Number(admnrInPath) !== administratieNr)
      return errorResponse(
        c,
        new ApiError(400, "BAD_REQUEST", "admnr: het administratienummer in het pad komt niet overeen met administratieNr.", [
          { path: "admnr", message: "komt niet overeen met administratieNr" },
        ]),
      );

    const tenant = await loadTenant(principal, administratieNr);
    if (tenant === "afgemeld") {
      c.set("principal", null);
      return errorResponse(c, new ApiError(401, "UNAUTHORIZED", "U bent niet (meer) aangemeld."));
    }
    if (!tenant) return errorResponse(c, new ApiError(404, "NOT_FOUND", "De administratie is niet gevonden."));
    if (def.permission && !def.permission.check(tenant.permissions))
      return errorResponse(c, new ApiError(403, "FORBIDDEN", "U heeft geen rechten voor deze actie."));
    // The session is checked now: handlers see a plain principal.
    const gecontroleerd: Principal = principal.kind === "user" ? { kind: "user", gebruikerId: principal.gebruikerId } : principal;
    c.set("principal", gecontroleerd);
    const ctx: TenantContext = { ...tenant, principal: gecontroleerd, requestId };
    c.set("ctx", ctx);
    return next();
  };
}

/**
 * Every route that reads its body whole holds it to a size (def.maxBody, JSON_MAX_BYTES by
 * default) before it reads a byte: by content-length, or while a chunked body arrives (hono's
 * bodyLimit keeps at most that much). After the guard, so a caller without access is told so first.
 */
function begrensBody(def: AnyRoute): MiddlewareHandler<ApiEnv> {
  if (def.bodyType === "multipart" && def.maxBody === undefined)
    throw new Error(`${def.method.toUpperCase()} ${def.path}: een multipart-route zonder stream noemt maxBody.`);
  const max = def.maxBody ?? JSON_MAX_BYTES;
  return bodyLimit({ maxSize: max, onError: (c) => errorResponse(c, payloadTooLarge(`Het verzoek is te groot; deze aanroep neemt hoogstens ${formatBytes(max)} aan.`)) });
}

/**
 * Raw input no field may hold (control characters, bidi overrides, integers past 2^31−1, JSON
 * nested too deep, bytes that are not UTF-8) is refused here for every route, before its schemas
 * (see invoer.ts); the text of JSON bodies and of forms read whole goes on in NFC. Streamed forms
 * (def.stream) are screened where they are read (upload-stroom.ts): reading them here would hold
 * them in memory.
 */
function screenInput(def: AnyRoute): MiddlewareHandler<ApiEnv> {
  const formulier = def.bodyType === "multipart" && !def.stream;
  return async (c, next) => {
    for (const [naam, waarde] of Object.entries(c.req.param() as Record<string, string>)) {
      const fout = regelFout(waarde);
      if (fout) return errorResponse(c, fieldError(naam, fout));
    }
    for (const [naam, waarden] of Object.entries(c.req.queries())) {
      const naamFout = regelFout(naam);
      if (naamFout) return errorResponse(c, fieldError("query", `parameternaam ${naamFout}`));
      for (const waarde of waarden) {
        const fout = regelFout(waarde);
        if (fout) return errorResponse(c, fieldError(naam, fout));
      }
    }
    if (SAFE_METHODS.has(c.req.method)) return next();
    const type = c.req.header("content-type") ?? "";
    // Hono keeps a read body as a promise in bodyCache (typed as the value); what the validators
    // and handlers read next is the screened, normalised body put there.
    const cache = c.req.bodyCache as Record<string, Promise<unknown>>;
    if (/json/i.test(type)) {
      const z = zeefJsonBody(await c.req.arrayBuffer());
      if (z.fout) return errorResponse(c, fieldError(z.fout.path, z.fout.message));
      if (z.tekst !== null) cache.text = Promise.resolve(z.tekst);
    } else if (formulier && /^(multipart\/form-data|application\/x-www-form-urlencoded)/i.test(type)) {
      let form: FormData;
      try {
        // As hono's form validator reads it (media type in lower case), from the cached bytes.
        const kop = { "content-type": type.replace(/^[^;]+/, (m) => m.toLowerCase()) };
        form = await new Response(await c.req.arrayBuffer(), { headers: kop }).formData();
      } catch {
        return next(); // a broken form: the route's validator answers 400 for it
      }
      const z = zeefFormData(form);
      if (z.fout) return errorResponse(c, fieldError(z.fout.path, z.fout.message));
      cache.formData = Promise.resolve(z.form);
    }
    return next();
  };
}

// One app per process (route registration is not free); Next may load this module more than once in dev.
const globalForApi = globalThis as unknown as { __leerrouteApi?: ReturnType<typeof buildApp> };
export function getApi() {
  globalForApi.__leerrouteApi ??= buildApp();
  return globalForApi.__leerrouteApi;
}
