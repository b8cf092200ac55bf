import { mkdtemp, rm } from "node:fs/promises";
import http from "node:http";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { getRequestListener } from "@hono/node-server";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { getApi } from "@/lib/api/app";
import { routes } from "@/lib/api/routes";
import { db } from "@/lib/db/client";
import { makeTenant } from "./helpers";

/**
 * Large uploads end in an answer (issue 28): every multipart operation /api/openapi documents (also
 * ones added later) gets a file of 20 MB and of 50 MB through a real HTTP listener, as the
 * production short cut serves it. Each answer comes within seconds: 413 with a Dutch message naming
 * the file when it is over the route's limit, and `Connection: close` with every 413, so the client
 * sends no next request down a connection the server drops. Before, a streamed route held a file of
 * 20 MB or more for ever without a word, and the five routes that read their body whole (logo, news
 * image, form template, pupil and EDEX import) refused it by its length without naming the file;
 * every upload route now streams (the small ones into memory, lib/api/upload-stroom.ts).
 */

const MB = 1024 * 1024;
const OP_TIJD_MS = 15_000;
let server: http.Server;
let port = 0;
let adm = 0;
let cookie = "";
let storageDir: string;
const oudeStorage = process.env.STORAGE_DIR;
const uploads: { sjabloon: string; pad: string; veld: string; gestreamd: boolean }[] = [];

beforeAll(async () => {
  storageDir = await mkdtemp(path.join(os.tmpdir(), "leerroute-upload-grenzen-"));
  process.env.STORAGE_DIR = storageDir;
  const t = await makeTenant({ permissies: Object.fromEntries(Array.from({ length: 16 }, (_, f) => [f, 127])) });
  adm = t.administratieNr;
  cookie = t.user.cookie;
  // AddImage checks its lesson before it reads the body: it gets a real one.
  const bundel = await db.lesBundel.create({ data: { administratieNr: adm, klantId: adm, auteurId: t.user.id, naam: "Bundel" } });
  const les = await db.les.create({ data: { lesBundelId: bundel.id, klantId: adm, naam: "Les", volgnummer: 1 } });
  const echteIds: Record<string, number> = { "/api/Lesbronnen/AddImage/{id}": les.id };
  const doc = (await (await getApi().fetch(new Request("http://localhost/api/openapi", { headers: { "x-csrf": "1", cookie } }))).json()) as {
    paths: Record<string, Record<string, { requestBody?: { content?: Record<string, { schema?: { properties?: Record<string, { format?: string; items?: { format?: string } }> } }> } }>>;
  };
  for (const [pad, item] of Object.entries(doc.paths))
    for (const [method, op] of Object.entries(item)) {
      const velden = op.requestBody?.content?.["multipart/form-data"]?.schema?.properties ?? {};
      const veld = Object.entries(velden).find(([, s]) => s.format === "binary" || s.items?.format === "binary")?.[0];
      if (!veld) continue;
      const route = routes.find((r) => r.method === method && `/api${r.path}` === pad);
      uploads.push({ sjabloon: pad, pad: pad.replace(/\{([^}]+)\}/g, (_, naam: string) => (/admnr/i.test(naam) ? String(adm) : String(echteIds[pad] ?? 1))), veld, gestreamd: !!route?.stream });
    }
  // As production serves it: with the preload's lingering close after an early answer.
  await import(/* @vite-ignore */ path.resolve("scripts/http-methoden.mjs"));
  server = http.createServer(getRequestListener((request, env) => getApi().fetch(request, env)));
  await new Promise<void>((ok) => server.listen(0, "127.0.0.1", ok));
  port = (server.address() as AddressInfo).port;
}, 120_000);

afterAll(async () => {
  server?.close();
  if (oudeStorage === undefined) delete process.env.STORAGE_DIR;
  else process.env.STORAGE_DIR = oudeStorage;
  await rm(storageDir, { recursive: true, force: true });
});

interface Antwoord {
  status: number;
  headers: http.IncomingHttpHeaders;
  json: { error?: string; message?: string };
  ms: number;
  /** With `doorsturen`: the error the connection gave after the answer (a reset), if any. */
  daarna?: string;
}

/**
 * POSTs a multipart body with one file of `grootte` bytes (a PDF header, then filler) in field
 * `veld`, with a content-length or chunked; stops writing once the answer arrives (`doorsturen`: sends
 * the whole body all the same, as a client does that does not watch for an early answer). Rejects when no
 * answer comes within OP_TIJD_MS, or when the connection was reset before the answer arrived (the
 * server closes lingering after an early answer: scripts/http-methoden.mjs).
 */
function uploadGroot(pad: string, veld: string, grootte: number, o: { metLengte?: boolean; cookie?: string; doorsturen?: boolean } = {}): Promise<Antwoord> {
  return new Promise((ok, fout) => {
    const grens = "----leerroute-grens";
    const kop = Buffer.from(`--${grens}\r\nContent-Disposition: form-data; name="${veld}"; filename="groot.pdf"\r\nContent-Type: application/pdf\r\n\r\n%PDF-1.4\n`);
    const staart = Buffer.from(`\r\n--${grens}--\r\n`);
    const vulling = grootte - 9;
    const headers: Record<string, string | number> = { "x-csrf": "1", "content-type": `multipart/form-data; boundary=${grens}` };
    if (o.cookie !== "") headers.cookie = o.cookie ?? cookie;
    if (o.metLengte !== false) headers["content-length"] = kop.length + vulling + staart.length;
    const begin = performance.now();
    let beantwoord = false;
    const klok = setTimeout(() => {
      req.destroy();
      fout(new Error(`${pad}: geen antwoord binnen ${OP_TIJD_MS / 1000} s op ${grootte / MB} MB`));
    }, OP_TIJD_MS);
    const url = `http://127.0.0.1:${port}${pad}${pad.includes("?") ? "&" : "?"}administratieNr=${adm}`;
    const req = http.request(url, { method: "POST", headers, agent: false }, (res) => {
      beantwoord = true;
      const delen: Buffer[] = [];
      res.on("data", (d: Buffer) => delen.push(d));
      res.on("end", () => {
        const tekst = Buffer.concat(delen).toString("utf8");
        const a: Antwoord = { status: res.statusCode ?? 0, headers: res.headers, json: /json/.test(res.headers["content-type"] ?? "") ? JSON.parse(tekst || "{}") : {}, ms: performance.now() - begin };
        if (!o.doorsturen) {
          clearTimeout(klok);
          return ok(a);
        }
        // Sent whole: the answer counts once the connection is gone, with how it went.
        const klaar = () => {
          clearTimeout(klok);
          a.daarna = daarna;
          ok(a);
        };
        if (req.socket?.destroyed) klaar();
        else req.socket?.once("close", klaar);
      });
    });
    let daarna: string | undefined;
    // The server may close the connection after answering early; the answer is what counts.
    req.on("error", (e: NodeJS.ErrnoException) => {
      if (beantwoord) return void (daarna ??= e.code ?? e.message);
      clearTimeout(klok);
      fout(e);
    });
    const stuk = Buffer.alloc(256 * 1024, 0x61);
    let geschreven = 0;
    req.write(kop);
    const schrijf = () => {
      const stop = () => beantwoord && !o.doorsturen;
      while (!stop() && geschreven < vulling) {
        const n = Math.min(stuk.length, vulling - geschreven);
        geschreven += n;
        if (!req.write(stuk.subarray(0, n))) return void req.once("drain", schrijf);
      }
      req.end(stop() ? undefined : staart);
    };
    schrijf();
  });
}

/** The file limit of the routes that take more than 20 MB (else every route refuses 20 MB). */
const GROTER: Record<string, number> = { "/api/Lesbronnen/add": 25 * MB, "/api/Lesbronnen/AddImage/{id}": 25 * MB, "/api/Edex/ImportEdex": 50 * MB };

describe("large uploads end in an answer", () => {
  it("finds the upload operations, every one streamed (none read whole)", () => {
    expect(uploads.length).toBeGreaterThanOrEqual(13);
    expect(uploads.filter((u) => !u.gestreamd).map((u) => u.sjabloon)).toEqual([]);
  });

  for (const grootte of [20 * MB, 50 * MB])
    it(`${grootte / MB} MB to every upload route: an answer within seconds, 413 naming the file over the limit, Connection: close`, async () => {
      const fouten: string[] = [];
      for (const u of uploads) {
        const a = await uploadGroot(u.pad, u.veld, grootte).catch((e: Error) => e);
        const wat = `${u.pad} (${u.veld}, ${grootte / MB} MB)`;
        if (a instanceof Error) {
          fouten.push(`${wat}: ${a.message}`);
          continue;
        }
        if (a.status >= 500) fouten.push(`${wat}: ${a.status}`);
        if (grootte <= (GROTER[u.sjabloon] ?? 0)) continue;
        if (a.status !== 413 || a.json.error !== "PAYLOAD_TOO_LARGE") fouten.push(`${wat}: ${a.status} ${JSON.stringify(a.json).slice(0, 200)}`);
        else if (!/te groot/.test(a.json.message ?? "")) fouten.push(`${wat}: geen Nederlandse melding: ${a.json.message}`);
        else if (!a.json.message!.includes("'groot.pdf'")) fouten.push(`${wat}: de melding noemt het bestand niet: ${a.json.message}`);
        if (a.status === 413 && a.headers.connection !== "close") fouten.push(`${wat}: 413 met Connection: ${a.headers.connection}`);
      }
      expect(fouten).toEqual([]);
    }, 600_000);

  it("the answer to an upload over the limit always arrives: 12 × 40 MB sent whole, the connection never reset (lingering close)", async () => {
    const u = uploads.find((x) => x.sjabloon === "/api/Administraties/UpLoad")!;
    const verloren: string[] = [];
    for (let i = 0; i < 12; i++) {
      const a = await uploadGroot(u.pad, u.veld, 40 * MB, { doorsturen: true }).catch((e: NodeJS.ErrnoException) => e);
      if (a instanceof Error) verloren.push(`${i}: ${a.code ?? a.message}`);
      else if (a.status !== 413 || a.daarna) verloren.push(`${i}: ${a.status} ${a.daarna ?? ""}`);
    }
    expect(verloren).toEqual([]);
  }, 300_000);

  it("a chunked body (no length said) is cut off as it arrives, the file named", async () => {
    const notitie = uploads.find((u) => u.pad.startsWith("/api/Notities/AddLeerlingNotitie"))!;
    const lesbron = uploads.find((u) => u.sjabloon === "/api/Lesbronnen/add")!;
    const logo = uploads.find((u) => u.sjabloon === "/api/Administraties/UpLoad")!;
    const import_ = uploads.find((u) => u.sjabloon === "/api/Leerlingen/Import")!;
    for (const u of [notitie, lesbron, logo, import_]) {
      const a = await uploadGroot(u.pad, u.veld, 50 * MB, { metLengte: false });
      expect([a.status, a.json.error], u.pad).toEqual([413, "PAYLOAD_TOO_LARGE"]);
      expect(a.json.message).toMatch(/^'groot\.pdf' is te groot; een bestand mag hoogstens (1|5|10|25) MB zijn\.$/);
      expect(a.headers.connection).toBe("close");
      expect(a.ms).toBeLessThan(OP_TIJD_MS);
    }
  }, 120_000);

  it("a refusal before the body is read (no session) also says Connection: close", async () => {
    const u = uploads.find((x) => x.gestreamd)!;
    const a = await uploadGroot(u.pad, u.veld, 20 * MB, { cookie: "" });
    expect(a.status).toBe(401);
    expect(a.headers.connection).toBe("close");
  }, 60_000);
});

/**
 * Sends a raw HTTP/1.1 request on `socket` and resolves with the status line and headers of the
 * answer once they have arrived (the body is not waited for).
 */
function kopVan(socket: net.Socket): Promise<{ status: number; headers: Record<string, string> } | null> {
  return new Promise((ok) => {
    let tekst = "";
    const klaar = (r: { status: number; headers: Record<string, string> } | null) => {
      socket.off("data", opData);
      socket.off("close", opSluit);
      clearTimeout(klok);
      ok(r);
    };
    const opData = (d: Buffer) => {
      tekst += d.toString("latin1");
      const einde = tekst.indexOf("\r\n\r\n");
      if (einde < 0) return;
      const [regel, ...rest] = tekst.slice(0, einde).split("\r\n");
      klaar({ status: Number(regel!.split(" ")[1]), headers: Object.fromEntries(rest.map((r) => [r.slice(0, r.indexOf(":")).toLowerCase(), r.slice(r.indexOf(":") + 1).trim()])) });
    };
    const opSluit = () => klaar(null);
    const klok = setTimeout(() => klaar(null), 5_000);
    socket.on("data", opData);
    socket.on("close", opSluit);
  });
}

describe("after a 413 on a connection", () => {
  it("the next request on it works, or the 413 said Connection: close", async () => {
    const gevallen = [
      { naam: "JSON over 2 MB", pad: `/api/Accounts/Update?administratieNr=${adm}`, type: "application/json", lengte: 8 * MB },
      { naam: "upload over its limit", pad: `/api/Lesbronnen/add?administratieNr=${adm}`, type: "multipart/form-data; boundary=x", lengte: 30 * MB },
    ];
    for (const g of gevallen) {
      const socket = net.connect(port, "127.0.0.1");
      socket.on("error", () => {});
      await new Promise((ok) => socket.once("connect", ok));
      const eerste = kopVan(socket);
      socket.write(`POST ${g.pad} HTTP/1.1\r\nHost: localhost\r\nX-CSRF: 1\r\nCookie: ${cookie}\r\nContent-Type: ${g.type}\r\nContent-Length: ${g.lengte}\r\nConnection: keep-alive\r\n\r\n`);
      // The start of a body (the multipart one names its file), then nothing more: the client waits for the answer.
      socket.write(g.type.startsWith("multipart") ? `--x\r\nContent-Disposition: form-data; name="file"; filename="groot.pdf"\r\n\r\n${"a".repeat(64 * 1024)}` : "{".repeat(64 * 1024));
      const a = await eerste;
      expect(a?.status, g.naam).toBe(413);
      if (a!.headers.connection?.toLowerCase() === "close") {
        socket.destroy();
        continue;
      }
      const tweede = kopVan(socket);
      socket.write(`GET /api/Accounts/Permissions?administratieNr=${adm} HTTP/1.1\r\nHost: localhost\r\nX-CSRF: 1\r\nCookie: ${cookie}\r\n\r\n`);
      expect((await tweede)?.status, `${g.naam}: het volgende verzoek op de verbinding`).toBe(200);
      socket.destroy();
    }
  }, 60_000);
});
