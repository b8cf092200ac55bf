// Preloaded into the server process (`node --import`, by npm start and the tests): a request with a
// method the app does not serve gets a JSON 405 before Next sees it. Next builds a fetch Request for
// every request, and fetch refuses TRACE and TRACK, so Next would answer them with a bare 500.
// CONNECT never reaches here (Node closes it without a 'connect' listener).
import http from "node:http";

const TOEGESTAAN = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
const emit = http.Server.prototype.emit;

http.Server.prototype.emit = function (event, req, res, ...rest) {
  if (event === "request" && !TOEGESTAAN.includes(req.method)) {
    const body = JSON.stringify({ error: "METHOD_NOT_ALLOWED", message: `De methode ${String(req.method).slice(0, 20)} wordt niet ondersteund.` });
    res.writeHead(405, {
      "content-type": "application/json; charset=utf-8",
      "content-length": Buffer.byteLength(body),
      allow: TOEGESTAAN.join(", "),
      "x-content-type-options": "nosniff",
      "cache-control": "no-store",
    });
    res.end(body);
    return true;
  }
  return emit.call(this, event, req, res, ...rest);
};
