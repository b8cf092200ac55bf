import { z } from "@hono/zod-openapi";
import { beforeAll, describe, expect, it } from "vitest";
import http, { type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { gunzipSync } from "node:zlib";
import { getRequestListener } from "@hono/node-server";
import { buildApp, getApi } from "@/lib/api/app";
import { conflict } from "@/lib/api/errors";
import { defineRoute, idParam } from "@/lib/api/route";
import { routes } from "@/lib/api/routes";
import { db } from "@/lib/db/client";
import { Bits, Functiegebied } from "@/lib/permissions/constants";
import { huidigSchooljaar } from "@/lib/schooljaar";
import { call, makeApiKey, makeTenant, sessionCookie } from "./helpers";

let a: Awaited<ReturnType<typeof makeTenant>>;
let b: Awaited<ReturnType<typeof makeTenant>>;

beforeAll(async () => {
  a = await makeTenant({ permissies: { [Functiegebied.Leerlingen]: Bits.ReadAlle, [Functiegebied.Api]: Bits.ReadAlle } });
  b = await makeTenant();
  await db.medewerkerGroep.create({ data: { administratieNr: a.administratieNr, gebruikerId: a.user.id, groepNr: 1 } });
});

describe("authentication and CSRF", () => {
  it("refuses a call without X-CSRF: 1", async () => {
    const res = await call("GET", "/api/Accounts/Permissions", { query: { administratieNr: a.administratieNr }, cookie: a.user.cookie, csrf: false });
    expect(res.status).toBe(403);
    expect(res.json.error).toBe("CSRF");
    expect(res.json.message).toMatch(/X-CSRF/);
  });

  it("refuses X-CSRF with another value", async () => {
    const res = await call("GET", "/api/Accounts/Permissions", {
      query: { administratieNr: a.administratieNr },
      cookie: a.user.cookie,
      csrf: false,
      headers: { "x-csrf": "0" },
    });
    expect(res.status).toBe(403);
  });

  it("answers 401 without a session", async () => {
    const res = await call("GET", "/api/Accounts/Permissions", { query: { administratieNr: a.administratieNr } });
    expect(res.status).toBe(401);
    expect(res.json).toMatchObject({ error: "UNAUTHORIZED" });
  });

  it("answers 401 for a session signed with another secret", async () => {
    const saved = process.env.AUTH_SECRET;
    process.env.AUTH_SECRET = "another-secret-another-secret-another-secret";
    const forged = await sessionCookie(a.user.id);
    process.env.AUTH_SECRET = saved;
    const res = await call("GET", "/api/Accounts/Permissions", { query: { administratieNr: a.administratieNr }, cookie: forged });
    expect(res.status).toBe(401);
  });

  it("checks the XSRF-TOKEN cookie against X-XSRF-TOKEN on writes", async () => {
    const body = { roepnaam: "Anna", achternaam: "Jansen" };
    const query = { administratieNr: a.administratieNr };
    const bad = await call("POST", "/api/Accounts/Update", { query, body, cookie: `${a.user.cookie}; XSRF-TOKEN=abc`, headers: { "x-xsrf-token": "xyz" } });
    expect(bad.status).toBe(403);
    const good = await call("POST", "/api/Accounts/Update", { query, body, cookie: `${a.user.cookie}; XSRF-TOKEN=abc`, headers: { "x-xsrf-token": "abc" } });
    expect(good.status).toBe(200);
  });
});

describe("tenant membership", () => {
  it("gives the member their permissions", async () => {
    const res = await call("GET", "/api/Accounts/Permissions", { query: { administratieNr: a.administratieNr }, cookie: a.user.cookie });
    expect(res.status).toBe(200);
    expect(res.json.administratieNr).toBe(a.administratieNr);
    expect(res.json.permissies[Functiegebied.Leerlingen]).toBe(Bits.ReadAlle);
    expect(res.json.alleVestigingen).toEqual([1, 2]);
    expect(res.json.eigenGroepen).toEqual([1]);
  });

  it("answers 404 for an administration the user is not a member of", async () => {
    const res = await call("GET", "/api/Accounts/Permissions", { query: { administratieNr: b.administratieNr }, cookie: a.user.cookie });
    expect(res.status).toBe(404);
    expect(res.json.error).toBe("NOT_FOUND");
  });

  it("answers 404 for an administration that does not exist", async () => {
    const res = await call("GET", "/api/Accounts/Permissions", { query: { administratieNr: 999_999_999 }, cookie: a.user.cookie });
    expect(res.status).toBe(404);
  });

  it("ends access at once for a deactivated staff member, and for a bumped session", async () => {
    const t = await makeTenant();
    const query = { administratieNr: t.administratieNr };
    expect((await call("GET", "/api/Accounts/Permissions", { query, cookie: t.user.cookie })).status).toBe(200);
    await db.medewerker.update({ where: { administratieNr_gebruikerId: { administratieNr: t.administratieNr, gebruikerId: t.user.id } }, data: { actief: false } });
    expect((await call("GET", "/api/Accounts/Permissions", { query, cookie: t.user.cookie })).status).toBe(404);
    await db.gebruiker.update({ where: { id: t.user.id }, data: { sessieVersie: { increment: 1 } } });
    expect((await call("GET", "/api/Accounts/Permissions", { query, cookie: t.user.cookie })).status).toBe(401);
  });

  it("requires the admnr path id to equal administratieNr", async () => {
    const res = await call("GET", `/api/Accounts/EigenGroepen/${b.administratieNr}`, { query: { administratieNr: a.administratieNr }, cookie: a.user.cookie });
    expect(res.status).toBe(400);
    expect(res.json.issues[0].path).toBe("admnr");
    const ok = await call("GET", `/api/Accounts/EigenGroepen/${a.administratieNr}`, { query: { administratieNr: a.administratieNr }, cookie: a.user.cookie });
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual([expect.objectContaining({ nr: 1, naam: "Groep 5", vestigingsnaam: "Hoofdlocatie" })]);
  });
});

describe("validation", () => {
  it("answers 400 naming administratieNr when it is missing or not a number", async () => {
    for (const value of [undefined, "abc", "-3"]) {
      const res = await call("GET", "/api/Accounts/Permissions", { query: { administratieNr: value }, cookie: a.user.cookie });
      expect(res.status).toBe(400);
      expect(res.json.error).toBe("BAD_REQUEST");
      expect(res.json.message).toContain("administratieNr");
      expect(res.json.issues[0].path).toBe("administratieNr");
    }
  });

  it("answers 400 with a Dutch message per field for a bad body, and writes nothing", async () => {
    const res = await call("POST", "/api/Accounts/Update", {
      query: { administratieNr: a.administratieNr },
      cookie: a.user.cookie,
      body: { roepnaam: "", achternaam: 12, geslacht: 5 },
    });
    expect(res.status).toBe(400);
    const paths = res.json.issues.map((i: { path: string }) => i.path);
    expect(paths).toEqual(expect.arrayContaining(["body.roepnaam", "body.achternaam", "body.geslacht"]));
    expect(res.json.issues.find((i: { path: string }) => i.path === "body.roepnaam").message).toBe("vul uw roepnaam in");
    expect(res.json.message).toMatch(/^Ongeldige invoer bij 'body\./);
    const m = await db.medewerker.findUniqueOrThrow({ where: { administratieNr_gebruikerId: { administratieNr: a.administratieNr, gebruikerId: a.user.id } } });
    expect(m.roepnaam).not.toBe("");
  });

  it("answers 400 for a body that is not JSON", async () => {
    const res = await call("POST", "/api/Accounts/Update", { query: { administratieNr: a.administratieNr }, cookie: a.user.cookie, body: "{niet json" });
    expect(res.status).toBe(400);
  });

  it("saves a valid body", async () => {
    const res = await call("POST", "/api/Accounts/Update", {
      query: { administratieNr: a.administratieNr },
      cookie: a.user.cookie,
      body: { roepnaam: " Sanne ", tussenvoegsel: "van", achternaam: "Dijk", geslacht: 2 },
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({ roepnaam: "Sanne", tussenvoegsel: "van", achternaam: "Dijk", geslacht: 2 });
  });
});

describe("paths", () => {
  it("matches paths case-insensitively and keeps parameter values", async () => {
    const res = await call("GET", "/API/accounts/PERMISSIONS", { query: { administratieNr: a.administratieNr }, cookie: a.user.cookie });
    expect(res.status).toBe(200);
    const groepen = await call("GET", `/api/accounts/eigengroepen/${a.administratieNr}`, { query: { administratieNr: a.administratieNr }, cookie: a.user.cookie });
    expect(groepen.status).toBe(200);
  });

  it("answers a JSON 404 for an unknown call", async () => {
    const res = await call("GET", "/api/Bestaat/Niet", { cookie: a.user.cookie });
    expect(res.status).toBe(404);
    expect(res.json.message).toContain("/api/Bestaat/Niet");
  });

  it("serves OpenAPI 3.1 generated from the routes", async () => {
    const res = await call("GET", "/api/openapi");
    expect(res.status).toBe(200);
    expect(res.json.openapi).toBe("3.1.0");
    for (const r of routes) expect(res.json.paths[`/api${r.path}`]?.[r.method], r.path).toBeDefined();
    const permissions = res.json.paths["/api/Accounts/Permissions"].get;
    expect(permissions.parameters).toEqual(expect.arrayContaining([expect.objectContaining({ name: "administratieNr", in: "query", required: true })]));
  });

  it("serves the store url publicly", async () => {
    const res = await call("GET", "/api/storeurl");
    expect(res.status).toBe(200);
    expect(res.json).toHaveProperty("storeUrl");
  });
});

describe("API keys", () => {
  it("lets a key of the administration call with its role's permissions", async () => {
    const { key } = await makeApiKey(a.administratieNr, a.rolId);
    const res = await call("GET", "/api/Accounts/Permissions", { query: { administratieNr: a.administratieNr }, headers: { authorization: `Bearer ${key}` } });
    expect(res.status).toBe(200);
    expect(res.json.gebruikerId).toBeNull();
    // A key is looked up within the administration the call names (docs/scale-out.md): in B it is
    // no key at all, the same answer as for an administration that does not exist.
    const other = await call("GET", "/api/Accounts/Permissions", { query: { administratieNr: b.administratieNr }, headers: { authorization: `Bearer ${key}` } });
    expect(other.status).toBe(401);
    const nergens = await call("GET", "/api/Accounts/Permissions", { query: { administratieNr: 999_999 }, headers: { authorization: `Bearer ${key}` } });
    expect(nergens.status).toBe(401);
    // A key is no person: calls about the signed-in user refuse it.
    const own = await call("GET", `/api/Accounts/EigenGroepen/${a.administratieNr}`, { query: { administratieNr: a.administratieNr }, headers: { "x-api-key": key } });
    expect(own.status).toBe(403);
  });

  it("refuses a revoked key and a key whose role lacks the Api area", async () => {
    const { key, id } = await makeApiKey(a.administratieNr, a.rolId);
    await db.apiKey.update({ where: { administratieNr_id: { administratieNr: a.administratieNr, id } }, data: { ingetrokkenOp: new Date() } });
    expect((await call("GET", "/api/Accounts/Permissions", { query: { administratieNr: a.administratieNr }, headers: { authorization: `Bearer ${key}` } })).status).toBe(401);
    const noApi = await makeApiKey(b.administratieNr, b.rolId);
    expect((await call("GET", "/api/Accounts/Permissions", { query: { administratieNr: b.administratieNr }, headers: { authorization: `Bearer ${noApi.key}` } })).status).toBe(404);
  });
});

describe("the layer with its own routes", () => {
  const testRoutes = [
    defineRoute({
      method: "get",
      path: "/Proef/Beheer/{admnr}/{id}",
      summary: "test",
      permission: { name: "Leerlingen Manage", check: (p) => ((p.permissies[Functiegebied.Leerlingen] ?? 0) & Bits.Manage) !== 0 },
      params: z.object({ admnr: idParam("admnr"), id: idParam("id") }),
      handler: ({ params }) => ({ id: params.id }),
    }),
    defineRoute({ method: "post", path: "/Proef/Dubbel", summary: "test", handler: () => { throw conflict("Bestaat al."); } }),
    defineRoute({ method: "get", path: "/Proef/Kapot", summary: "test", handler: () => { throw new Error("geheim detail"); } }),
    defineRoute({ method: "get", path: "/Proef/Fk", summary: "test", handler: () => { throw Object.assign(new Error("fk"), { code: "P2003" }); } }),
  ];
  const app = buildApp(testRoutes);

  it("answers 403 when the route's permission is missing, before parsing input", async () => {
    const res = await call("GET", `/api/Proef/Beheer/${a.administratieNr}/abc`, { app, query: { administratieNr: a.administratieNr }, cookie: a.user.cookie });
    expect(res.status).toBe(403);
    expect(res.json.error).toBe("FORBIDDEN");
  });

  it("answers 400 for a bad path id once permitted", async () => {
    const t = await makeTenant({ permissies: { [Functiegebied.Leerlingen]: Bits.Manage } });
    const res = await call("GET", `/api/proef/beheer/${t.administratieNr}/abc`, { app, query: { administratieNr: t.administratieNr }, cookie: t.user.cookie });
    expect(res.status).toBe(400);
    expect(res.json.issues[0].path).toBe("id");
    const ok = await call("GET", `/api/proef/beheer/${t.administratieNr}/7`, { app, query: { administratieNr: t.administratieNr }, cookie: t.user.cookie });
    expect(ok.json).toEqual({ id: 7 });
    // Decimal digits within an integer column only: 0x10 is not item 16, 2^31 reaches no column.
    for (const bad of ["0x10", "1e3", "%201", "2147483648", "-1"]) {
      const r = await call("GET", `/api/proef/beheer/${t.administratieNr}/${bad}`, { app, query: { administratieNr: t.administratieNr }, cookie: t.user.cookie });
      expect(r.status, bad).toBe(400);
      expect(r.json.issues[0].path, bad).toBe("id");
    }
    for (const bad of ["0x3E9", `${t.administratieNr}.0`, "2147483648"]) {
      const r = await call("GET", `/api/proef/beheer/${t.administratieNr}/7`, { app, query: { administratieNr: bad }, cookie: t.user.cookie });
      expect(r.status, bad).toBe(400);
    }
  });

  it("refuses NUL, control and bidi characters, integers past 2^31−1 and non-UTF-8 bodies with the field named", async () => {
    const query = { administratieNr: a.administratieNr };
    const nul = await call("POST", "/api/Proef/Dubbel", { app, query: { ...query, zoek: "a\u0000" }, cookie: a.user.cookie });
    expect(nul).toMatchObject({ status: 400, json: { error: "BAD_REQUEST", issues: [{ path: "zoek" }] } });
    const groot = await call("POST", "/api/Proef/Dubbel", { app, query, cookie: a.user.cookie, body: { lijst: [1, 2 ** 31] } });
    expect(groot).toMatchObject({ status: 400, json: { issues: [{ path: "body.lijst.1" }] } });
    const bidi = await call("POST", "/api/Proef/Dubbel", { app, query, cookie: a.user.cookie, body: { naam: "\u202eevil" } });
    expect(bidi.json.message).toMatch(/leesrichting/);
    const res = await app.fetch(
      new Request(`http://localhost/api/Proef/Dubbel?administratieNr=${a.administratieNr}`, {
        method: "POST",
        headers: { "x-csrf": "1", cookie: a.user.cookie, "content-type": "application/json" },
        body: new Uint8Array([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0x22, 0x7d]),
      }),
    );
    expect(res.status).toBe(400);
    expect(((await res.json()) as { message: string }).message).toMatch(/UTF-8/);
  });

  it("maps errors to 409, 500 without details, and foreign-key refusals to 409", async () => {
    const query = { administratieNr: a.administratieNr };
    const dubbel = await call("POST", "/api/Proef/Dubbel", { app, query, cookie: a.user.cookie });
    expect(dubbel).toMatchObject({ status: 409, json: { error: "CONFLICT", message: "Bestaat al." } });
    const origError = console.error;
    console.error = () => {};
    const kapot = await call("GET", "/api/Proef/Kapot", { app, query, cookie: a.user.cookie });
    console.error = origError;
    expect(kapot.status).toBe(500);
    expect(JSON.stringify(kapot.json)).not.toContain("geheim");
    expect(kapot.json.requestId).toBeTruthy();
    const fk = await call("GET", "/api/Proef/Fk", { app, query, cookie: a.user.cookie });
    expect(fk.status).toBe(409);
  });
});

/** A GET with Accept-Encoding: gzip over plain node:http (fetch would decompress), body as sent. */
function gzipGet(url: string, cookie: string): Promise<{ headers: IncomingHttpHeaders; body: Buffer }> {
  return new Promise((ok, fout) => {
    http
      .get(url, { headers: { "x-csrf": "1", cookie, "accept-encoding": "gzip" } }, (res) => {
        const delen: Buffer[] = [];
        res.on("data", (d: Buffer) => delen.push(d));
        res.on("end", () => ok({ headers: res.headers, body: Buffer.concat(delen) }));
      })
      .on("error", fout);
  });
}

describe("headers of every answer (set before the handler, issue 19)", () => {
  const vast = (h: Headers, wat: string) => {
    expect(h.get("x-content-type-options"), wat).toBe("nosniff");
    expect(h.get("x-frame-options"), wat).toBe("DENY");
    expect(h.get("content-security-policy"), wat).toBe("default-src 'none'; frame-ancestors 'none'");
    expect(h.get("referrer-policy"), wat).toBe("strict-origin-when-cross-origin");
    expect(h.get("x-request-id"), wat).toBeTruthy();
  };

  it("on answers, errors, downloads and compressed answers alike", async () => {
    const query = { administratieNr: a.administratieNr };
    const ok = await call("GET", "/api/Accounts/Permissions", { query, cookie: a.user.cookie });
    expect(ok.status).toBe(200);
    vast(ok.headers, "200");
    expect(ok.headers.get("content-type")).toMatch(/^application\/json/);
    vast((await call("GET", "/api/Accounts/Permissions", { query })).headers, "401");
    vast((await call("GET", "/api/Accounts/Permissions", { query, cookie: a.user.cookie, csrf: false })).headers, "403 CSRF");
    vast((await call("GET", `/api/Leerlingen/ActieveLeerlingen/${huidigSchooljaar()}/0`, { query: { ...query, filter: "Alle", sort: "x" }, cookie: a.user.cookie })).headers, "400");
    // A download is a Response the handler makes itself: it gets them after the handler.
    const xlsx = await call("GET", `/api/Leerlingen/Export/${huidigSchooljaar()}/Alle`, { query, cookie: a.user.cookie });
    expect(xlsx.status).toBe(200);
    expect(xlsx.headers.get("content-disposition")).toMatch(/attachment/);
    vast(xlsx.headers, "download");
    // A caller's own request id is kept.
    const eigen = await call("GET", "/api/Accounts/Permissions", { query, cookie: a.user.cookie, headers: { "x-request-id": "proef-123" } });
    expect(eigen.headers.get("x-request-id")).toBe("proef-123");
    // gzip when asked for, with the same headers — where the app writes the answer itself: the
    // production short cut serves it through @hono/node-server's listener (scripts/http-methoden.mjs).
    const server = http.createServer(getRequestListener((request, env) => getApi().fetch(request, env)));
    await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
    try {
      const { port } = server.address() as AddressInfo;
      const gz = await gzipGet(`http://127.0.0.1:${port}/api/Accounts/Permissions?administratieNr=${a.administratieNr}`, a.user.cookie);
      expect(gz.headers["content-encoding"]).toBe("gzip");
      expect(gz.headers["vary"]).toMatch(/accept-encoding/i);
      vast(new Headers(gz.headers as Record<string, string>), "gzip");
      expect(JSON.parse(gunzipSync(gz.body).toString("utf8"))).toEqual(ok.json);
    } finally {
      server.close();
    }
    // Under Next's route handler (no node-server bindings) the app leaves compression to Next,
    // which drops a handler's Content-Encoding and compresses again: the first call after a start
    // came back gzipped twice.
    const url = `http://localhost/api/Accounts/Permissions?administratieNr=${a.administratieNr}`;
    const viaNext = await getApi().fetch(new Request(url, { headers: { "x-csrf": "1", cookie: a.user.cookie, "accept-encoding": "gzip" } }));
    expect(viaNext.headers.get("content-encoding")).toBeNull();
    expect(await viaNext.json()).toEqual(ok.json);
    const https = await call("GET", "/api/Accounts/Permissions", { query, cookie: a.user.cookie, headers: { "x-forwarded-proto": "https" } });
    expect(https.headers.get("strict-transport-security")).toContain("max-age=");
    expect(ok.headers.get("strict-transport-security")).toBeNull();
  });
});

/**
 * Sends `grootte` bytes of a JSON body through a real HTTP listener, with a content-length or
 * chunked (none), in 256 KB pieces; stops writing once the answer arrives. Answers status, body
 * and how many bytes were written before the answer.
 */
function postGroot(port: number, pad: string, o: { cookie?: string; grootte: number; metLengte: boolean; contentType?: string }): Promise<{ status: number; json: { error?: string; message?: string }; geschreven: number }> {
  return new Promise((ok, fout) => {
    const headers: Record<string, string | number> = { "x-csrf": "1", "content-type": o.contentType ?? "application/json", ...(o.cookie ? { cookie: o.cookie } : {}) };
    if (o.metLengte) headers["content-length"] = o.grootte;
    let geschreven = 0;
    let beantwoord = false;
    const req = http.request(`http://127.0.0.1:${port}${pad}`, { method: "POST", headers }, (res) => {
      beantwoord = true;
      const delen: Buffer[] = [];
      res.on("data", (d: Buffer) => delen.push(d));
      res.on("end", () => ok({ status: res.statusCode ?? 0, json: JSON.parse(Buffer.concat(delen).toString("utf8") || "{}"), geschreven }));
    });
    // The server may close the connection after answering early; the answer is what counts.
    req.on("error", (e) => (beantwoord ? undefined : fout(e)));
    const stuk = Buffer.alloc(256 * 1024, 0x61);
    const schrijf = () => {
      while (!beantwoord && geschreven < o.grootte) {
        const n = Math.min(stuk.length, o.grootte - geschreven);
        geschreven += n;
        if (!req.write(stuk.subarray(0, n))) return void req.once("drain", schrijf);
      }
      req.end();
    };
    schrijf();
  });
}

describe("request bodies are held to the route's limit before they are read", () => {
  it("refuses a JSON body over 2 MB with 413 (by content-length and while chunked), takes one under it, and asks who is calling first", async () => {
    const server = http.createServer(getRequestListener((request, env) => getApi().fetch(request, env)));
    await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
    try {
      const { port } = server.address() as AddressInfo;
      const pad = `/api/Accounts/Update?administratieNr=${a.administratieNr}`;
      for (const metLengte of [true, false]) {
        const res = await postGroot(port, pad, { cookie: a.user.cookie, grootte: 8 * 1024 * 1024, metLengte });
        expect(res.status, `metLengte ${metLengte}`).toBe(413);
        expect(res.json.error).toBe("PAYLOAD_TOO_LARGE");
        expect(res.json.message).toBe("Het verzoek is te groot; deze aanroep neemt hoogstens 2 MB aan.");
      }
      // Under the limit the body is read and judged by its content (not JSON here: 400).
      const binnen = await postGroot(port, pad, { cookie: a.user.cookie, grootte: 2 * 1024 * 1024, metLengte: false });
      expect(binnen.status).toBe(400);
      expect(binnen.json.error).toBe("BAD_REQUEST");
      // Without a session: 401, the body unread.
      expect((await postGroot(port, pad, { grootte: 8 * 1024 * 1024, metLengte: true })).status).toBe(401);
    } finally {
      server.close();
    }
    const m = await db.medewerker.findUniqueOrThrow({ where: { administratieNr_gebruikerId: { administratieNr: a.administratieNr, gebruikerId: a.user.id } } });
    expect(m.roepnaam).not.toMatch(/^a+$/);
  });

  it("a multipart route read whole (not streamed) names its own limit", () => {
    const zonder = routes.filter((r) => r.bodyType === "multipart" && !r.stream && r.maxBody === undefined).map((r) => r.path);
    expect(zonder).toEqual([]);
    // Every upload route streams now (issue 28: a file over its limit gets a 413 naming it, see
    // upload-grenzen.test.ts); a route read whole must still name its limit, or the app refuses to start.
    const fout = defineRoute({ method: "post", path: "/Proef/Upload", summary: "proef", bodyType: "multipart", body: z.object({}), handler: () => ({}) });
    expect(() => buildApp([fout])).toThrow(/maxBody/);
  });
});
