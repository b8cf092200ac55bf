// Preloaded into the server process (`node --import`, by npm start and the tests). Two things happen
// here, before Next sees a request:
// 1. A request with a method the app does not serve gets a JSON 405. Next builds a fetch Request for
//    every request, and fetch refuses TRACE and TRACK, so Next would answer them with a bare 500.
//    CONNECT never reaches here (Node closes it without a 'connect' listener).
// 2. In production, /api requests go straight to the API app (Hono, lib/api/app.ts) once Next has
//    loaded it (getApi() keeps it on globalThis): the same app and code Next's catch-all route
//    (app/api/[...path]/route.ts) calls, without Next's router, request adapter and response
//    pipeline, which cost more per call than most of our handlers (issue 19, docs/api.md "Serving
//    /api"). Auth.js (/api/auth/…) stays with Next; until the app is loaded Next serves /api too.
// 3. A connection the server closes after an early answer (413 with Connection: close while the
//    client still sends its upload) is closed lingering: the server stops writing, goes on reading
//    and discarding what the client still sends, and closes once the client has stopped (or after
//    LINGER_MS). Node's own close destroys the socket with unread bytes in it, the kernel then sends
//    a reset, and a reset makes the client's kernel drop what it had received: at times the answer
//    itself (issue 28; nginx's lingering_close does the same for the same reason).
import { randomUUID } from "node:crypto";
import http from "node:http";
import { getRequestListener } from "@hono/node-server";

const TOEGESTAAN = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
const API = /^\/api\//i;
const AUTH = /^\/api\/auth(?:[/?]|$)/i;
const emit = http.Server.prototype.emit;
const direct = process.env.API_DIRECT !== "0";
let luisteraar;
let voorApp;
const LINGER_MS = 5_000;
const VERZOEK = Symbol("verzoek");

/** Socket.destroySoon as Node's http server calls it after an answer with Connection: close. */
function sluitLingerend() {
  if (this.destroyed) return;
  if (this.writable) this.end();
  const weg = () => {
    clearTimeout(klok);
    this.destroy();
  };
  // The HTTP parser still reads the socket into the request, which the app stopped reading (then
  // the parser pauses the socket): read the rest away. 'end' is the client's FIN.
  const verzoek = this[VERZOEK];
  if (verzoek && !verzoek.readableEnded) {
    verzoek.removeAllListeners("data");
    verzoek.resume();
  }
  const klok = setTimeout(weg, LINGER_MS).unref();
  this.once("end", weg);
  this.once("close", () => clearTimeout(klok));
  if (this.readableEnded) weg();
  else this.resume();
}

http.Server.prototype.emit = function (event, req, res, ...rest) {
  if (event === "connection") req.destroySoon = sluitLingerend;
  else if (event === "request") {
    req.socket[VERZOEK] = req;
    if (!TOEGESTAAN.includes(req.method)) {
      // A request id as every other error answer has (the API's error shape, lib/api/app.ts).
      const requestId = String(req.headers["x-request-id"] ?? "").slice(0, 64) || randomUUID();
      const body = JSON.stringify({ error: "METHOD_NOT_ALLOWED", message: `De methode ${String(req.method).slice(0, 20)} wordt niet ondersteund.`, requestId });
      res.writeHead(405, {
        "x-request-id": requestId,
        "content-type": "application/json; charset=utf-8",
        "content-length": Buffer.byteLength(body),
        allow: TOEGESTAAN.join(", "),
        "x-content-type-options": "nosniff",
        "cache-control": "no-store",
      });
      res.end(body);
      return true;
    }
    const api = globalThis.__leerrouteApi;
    if (api && direct && process.env.NODE_ENV === "production" && API.test(req.url) && !AUTH.test(req.url)) {
      // Dev reloads modules and builds a new app: follow it.
      if (voorApp !== api) {
        voorApp = api;
        // The bindings ({ incoming, outgoing }) tell the app it writes the answer itself (it compresses then).
        luisteraar = getRequestListener((request, env) => api.fetch(request, env));
      }
      void luisteraar(req, res);
      return true;
    }
  }
  return emit.call(this, event, req, res, ...rest);
};
