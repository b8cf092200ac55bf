import http from "node:http";
import type { AddressInfo } from "node:net";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import pg from "pg";
import { z } from "zod";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getApi } from "@/lib/api/app";
import { db } from "@/lib/db/client";
import { genereer } from "@/lib/generator";
import { huidigSchooljaar } from "@/lib/schooljaar";
import { makeUser } from "./helpers";
import { Ids, leesOperaties, type Operatie } from "./openapi-walk";

/**
 * What /api/openapi documents is what the API answers (issue 28: two JSON files documented as
 * binary, 415 and a 409 answered but documented nowhere). Every documented operation is walked in a
 * generated administration by someone with every right — reads, then writes, deletes last, as the
 * fuzz test walks them — plus a body of the wrong content type to each operation that takes JSON.
 * Each answer's status must be documented for its operation; a success must have a documented
 * content type and, when JSON, validate against the schema the document gives for it (read from
 * the document itself, not from the route); a failure has the error shape with a requestId; a
 * file shown inline is sandboxed. Any mismatch fails, naming the operation.
 */

interface Media {
  schema?: Record<string, unknown>;
}
interface DocOperatie {
  responses: Record<string, { content?: Record<string, Media> }>;
}
interface Document {
  paths: Record<string, Record<string, DocOperatie>>;
  components?: { schemas?: Record<string, unknown> };
}

let pool: pg.Pool;
let adm = 0;
let cookie = "";
let ids = new Ids();
let operaties: Operatie[] = [];
let doc: Document;

beforeAll(async () => {
  // The generator is the schema owner's tool where the suite has two database roles.
  pool = new pg.Pool({ connectionString: process.env.TEST_EIGENAAR_DATABASE_URL ?? process.env.DATABASE_URL, max: 2 });
  adm = (await genereer(pool, { tenants: 1, pupils: 20, years: 1, seed: 28, startAdministratieNr: 950_000, bulk: false, workers: 1 })).administratieNrs[0]!;
  const rol = await db.rol.create({ data: { administratieNr: adm, naam: "Alles" } });
  await db.rolPermissie.createMany({ data: Array.from({ length: 16 }, (_, f) => ({ administratieNr: adm, rolId: rol.id, functiegebied: f, bits: 127 })) });
  cookie = (await makeUser(adm, rol.id)).cookie;
  ids = await Ids.van(pool, adm);
  const orde = (m: string) => ({ GET: 0, POST: 1, PUT: 1, DELETE: 2 })[m] ?? 1;
  operaties = (await leesOperaties(cookie)).filter((op) => op.path !== "/api/openapi").sort((a, b) => orde(a.method) - orde(b.method));
  doc = (await (await getApi().fetch(new Request("http://localhost/api/openapi", { headers: { "x-csrf": "1", cookie } }))).json()) as Document;
}, 240_000);

afterAll(async () => {
  await pool.end();
});

const mediaType = (type: string) => type.split(";")[0]!.trim().toLowerCase();

// One validator per documented schema: the document's own JSON Schema, its $refs to
// #/components/schemas pointed at $defs (what zod's reader resolves).
const validators = new Map<unknown, z.ZodType>();
function validatorVoor(schema: Record<string, unknown>): z.ZodType {
  let v = validators.get(schema);
  if (!v) {
    const metDefs = JSON.parse(JSON.stringify({ ...schema, $defs: doc.components?.schemas ?? {} }).replaceAll('"#/components/schemas/', '"#/$defs/'));
    v = z.fromJSONSchema(metDefs, { defaultTarget: "draft-2020-12" });
    validators.set(schema, v);
  }
  return v;
}

interface Antwoord {
  status: number;
  headers: Headers;
  tekst: string;
}

async function stuur(method: string, pad: string, query: Record<string, string | number>, body?: { tekst: string; type: string }): Promise<Antwoord> {
  const url = new URL(`http://localhost${pad}`);
  for (const [k, v] of Object.entries(query)) url.searchParams.append(k, String(v));
  const headers: Record<string, string> = { "x-csrf": "1", cookie };
  if (body) headers["content-type"] = body.type;
  const res = await getApi().fetch(new Request(url, { method, headers, body: body?.tekst }));
  return { status: res.status, headers: res.headers, tekst: await res.text() };
}

/** What is wrong with one answer, measured against the document (empty: nothing). */
function afwijkingen(op: Operatie, a: Antwoord): string[] {
  const wat = `${op.method} ${op.path} → ${a.status}`;
  const gedocumenteerd = doc.paths[op.path]?.[op.method.toLowerCase()]?.responses ?? {};
  const fouten: string[] = [];
  const antwoord = gedocumenteerd[String(a.status)];
  if (!antwoord) fouten.push(`${wat}: status niet gedocumenteerd (wel: ${Object.keys(gedocumenteerd).join(", ")})`);
  const type = mediaType(a.headers.get("content-type") ?? "");
  if (a.status >= 400) {
    let f: { error?: unknown; message?: unknown; requestId?: unknown } | undefined;
    try {
      f = JSON.parse(a.tekst);
    } catch {
      f = undefined;
    }
    if (typeof f?.error !== "string" || typeof f.message !== "string" || typeof f.requestId !== "string") fouten.push(`${wat}: zonder de foutvorm met requestId: ${a.tekst.slice(0, 120)}`);
    return fouten;
  }
  if (a.status < 200 || a.status >= 300 || !antwoord) return fouten;
  const content = antwoord.content ?? {};
  const sleutel = Object.keys(content).find((t) => mediaType(t) === type);
  if (!sleutel) return [...fouten, `${wat}: content-type ${type || "(geen)"}, gedocumenteerd: ${Object.keys(content).join(", ") || "(niets)"}`];
  if (/^inline/i.test(a.headers.get("content-disposition") ?? "") && !/(^|;)\s*sandbox\b/.test(a.headers.get("content-security-policy") ?? ""))
    fouten.push(`${wat}: inline zonder Content-Security-Policy: sandbox`);
  if (/json/.test(type)) {
    const schema = content[sleutel]!.schema ?? {};
    let waarde: unknown;
    try {
      waarde = JSON.parse(a.tekst);
    } catch {
      return [...fouten, `${wat}: ${type} maar geen JSON`];
    }
    const r = validatorVoor(schema).safeParse(waarde);
    if (!r.success)
      fouten.push(`${wat}: past niet bij het gedocumenteerde schema: ${r.error.issues.slice(0, 3).map((i) => `${i.path.join(".") || "(antwoord)"}: ${i.message}`).join("; ")}`);
  }
  return fouten;
}

describe("every answer as documented", () => {
  it("the walk of every operation: statuses documented, successes of a documented type and schema", async () => {
    const fouten: string[] = [];
    const gezien = { geslaagd: 0, json: 0, bestand: 0, statussen: new Set<number>() };
    for (const op of operaties) {
      const keuzes = op.method === "GET" ? ids.voor(op).slice(0, 2) : ids.voor(op).slice(0, 1);
      for (const id of keuzes.length ? keuzes : [1]) {
        const { pad, query, body } = ids.invullen(op, adm, id, huidigSchooljaar());
        const a = await stuur(op.method, pad, query, body === undefined ? undefined : { tekst: JSON.stringify(body), type: "application/json" });
        gezien.statussen.add(a.status);
        if (a.status >= 200 && a.status < 300) {
          gezien.geslaagd++;
          if (/json/.test(a.headers.get("content-type") ?? "")) gezien.json++;
          else gezien.bestand++;
        }
        fouten.push(...afwijkingen(op, a));
      }
      // A JSON body of another content type (Hono's validator: 415).
      if (op.body) {
        const { pad, query, body } = ids.invullen(op, adm, ids.voor(op)[0] ?? 1, huidigSchooljaar());
        const a = await stuur(op.method, pad, query, { tekst: JSON.stringify(body), type: "text/plain" });
        gezien.statussen.add(a.status);
        fouten.push(...afwijkingen(op, a));
      }
    }
    console.log(`Antwoorden: ${gezien.geslaagd} geslaagd (${gezien.json} JSON, ${gezien.bestand} bestand); statussen ${[...gezien.statussen].sort().join(", ")}`);
    // The walk reached the services: many successes, files among them.
    expect(gezien.geslaagd).toBeGreaterThan(operaties.length / 3);
    expect(gezien.bestand).toBeGreaterThan(5);
    expect(gezien.statussen.has(415)).toBe(true);
    expect([...new Set(fouten)]).toEqual([]);
  }, 600_000);

  it("holds a JSON answer to the document: a file documented as binary that answers JSON is a mismatch", () => {
    const op: Operatie = { method: "GET", path: "/proef", params: [] };
    const json = (content: Record<string, Media>) => {
      doc.paths["/proef"] = { get: { responses: { "200": { content } } } };
      return afwijkingen(op, { status: 200, headers: new Headers({ "content-type": "application/json" }), tekst: '{"a":1}' });
    };
    try {
      expect(json({ "application/json": { schema: { type: "string", format: "binary" } } })).toHaveLength(1);
      expect(json({ "application/octet-stream": { schema: { type: "string", format: "binary" } } })[0]).toMatch(/content-type application\/json/);
      expect(json({ "application/json": { schema: { type: "object", properties: { a: { type: "integer" } }, required: ["a"] } } })).toEqual([]);
      expect(json({ "application/json": { schema: { type: "object", properties: { b: { type: "string" } }, required: ["b"] } } })).toHaveLength(1);
      const nietGedocumenteerd = afwijkingen(op, { status: 409, headers: new Headers({ "content-type": "application/json" }), tekst: '{"error":"CONFLICT","message":"x","requestId":"r"}' });
      expect(nietGedocumenteerd[0]).toMatch(/status niet gedocumenteerd/);
    } finally {
      delete doc.paths["/proef"];
    }
  });

  it("documents the answers issue 28 found undocumented", () => {
    const ok = (pad: string, method: string) => doc.paths[pad]![method]!.responses;
    expect(Object.keys(ok("/api/FormulierTemplates/Export/{id}", "get")["200"]!.content!)).toEqual(["application/json"]);
    expect(ok("/api/FormulierTemplates/Export/{id}", "get")["200"]!.content!["application/json"]!.schema).toMatchObject({ type: "object" });
    expect(ok("/api/Indicatoren/Add", "post")["200"]!.content!["application/json; charset=utf-8"]!.schema).toMatchObject({ type: "object" });
    expect(ok("/api/Administraties/LicentieHeractiveren", "get")).toHaveProperty("409");
    const metJsonBody = Object.entries(doc.paths).flatMap(([pad, item]) =>
      Object.entries(item)
        .filter(([, op]) => "application/json" in ((op as { requestBody?: { content?: object } }).requestBody?.content ?? {}))
        .map(([m, op]) => ({ wat: `${m} ${pad}`, op })),
    );
    expect(metJsonBody.length).toBeGreaterThan(100);
    expect(metJsonBody.filter((o) => !o.op.responses["415"]).map((o) => o.wat)).toEqual([]);
  });
});

describe("a method the app does not serve", () => {
  it("answers 405 in the error shape, with a requestId", async () => {
    // The method guard preloaded into the server (npm start, the tests' server): it patches node's http.Server.
    await import(/* @vite-ignore */ path.resolve("scripts/http-methoden.mjs"));
    const server = http.createServer(getRequestListener((request, env) => getApi().fetch(request, env)));
    await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
    try {
      const { port } = server.address() as AddressInfo;
      const a = await new Promise<{ status: number; headers: http.IncomingHttpHeaders; body: string }>((ok, fout) => {
        const req = http.request(`http://127.0.0.1:${port}/api/Accounts/Permissions`, { method: "TRACE", headers: { "x-request-id": "proef-405" } }, (res) => {
          let body = "";
          res.on("data", (d) => (body += d));
          res.on("end", () => ok({ status: res.statusCode ?? 0, headers: res.headers, body }));
        });
        req.on("error", fout);
        req.end();
      });
      expect(a.status).toBe(405);
      expect(a.headers["x-request-id"]).toBe("proef-405");
      expect(JSON.parse(a.body)).toEqual({ error: "METHOD_NOT_ALLOWED", message: "De methode TRACE wordt niet ondersteund.", requestId: "proef-405" });
    } finally {
      server.close();
    }
  });
});
