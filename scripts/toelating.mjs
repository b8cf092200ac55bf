// Preloaded into the production server by npm start (`node --import`, after scripts/http-methoden.mjs):
// admission of requests. At most TOELATING (default 8) requests are handled at once; the others wait
// in one queue in arrival order. Static files (/_next/static/…) and uploads (multipart: their time is
// the client's sending) pass at once.
//
// Why (issues 27/28, bench/load.ts, docs/benchmarks.md "Load with pages"): Node starts every request
// it accepts at once and interleaves them. With 200 users on a mix of pages (60–150 ms of CPU each)
// and API calls, 200 requests shared the one thread: a request took as long as all the others'
// work together, a page (more work) longest: 204 time-outs after 30 s in 120 s. And all 200 held
// their state (React trees, RSC payloads, query results) for those seconds, so it outlived V8's
// young generation, was promoted and piled up as old-space garbage (RSS 475 → 757 MB in that run).
// In arrival order a request waits for the few ahead of it instead of sharing the CPU with all of
// them: the mean latency is the same (the CPU is the bottleneck either way), the tail and the
// time-outs go, throughput rises (less GC, fewer context switches), and only a few requests' state
// is alive at any moment (peak 557 MB). A queued request whose client went away (time-out, closed
// tab) is dropped without being handled. A place is given up when the answer is sent or the
// connection closes, at the latest after TOELATING_MAX_MS (10 s: a long download to a slow client):
// the admission orders the work, it can never stop the server.
import http from "node:http";

const grens = Math.max(1, Number(process.env.TOELATING ?? 8) || 8);
const VRIJ = new RegExp(process.env.TOELATING_VRIJ ?? "^/(?:_next/static/|favicon\\.ico)", "i");
const MAX_MS = Number(process.env.TOELATING_MAX_MS ?? 10_000) || 10_000;
const emit = http.Server.prototype.emit;
let bezig = 0;
/** @type {{ server: http.Server, args: unknown[], req: http.IncomingMessage, res: http.ServerResponse }[]} */
const wachtrij = [];

function volgende() {
  while (bezig < grens && wachtrij.length > 0) {
    const w = wachtrij.shift();
    // The client gave up while it waited: nobody reads the answer.
    if (w.req.destroyed || w.res.destroyed || w.res.writableEnded || w.req.socket?.destroyed) continue;
    start(w.server, w.args, w.res);
  }
}

function start(server, args, res) {
  bezig++;
  let los = false;
  const laatVrij = () => {
    if (los) return;
    los = true;
    clearTimeout(klok);
    bezig--;
    volgende();
  };
  // 'close' comes once the answer is sent or the connection is gone, whichever is first. A request
  // that takes longer (a large download to a slow client) gives its place up after MAX_MS: the
  // admission orders the work, it never stops the server.
  const klok = setTimeout(laatVrij, MAX_MS);
  klok.unref();
  res.once("close", laatVrij);
  emit.apply(server, args);
}

/** Not queued: static files, and uploads (their time is the client's sending, not our CPU). */
const vrij = (req) => VRIJ.test(req.url ?? "") || /^multipart\//i.test(req.headers["content-type"] ?? "");

http.Server.prototype.emit = function (event, req, res, ...rest) {
  if (event !== "request" || process.env.NODE_ENV !== "production" || vrij(req)) return emit.call(this, event, req, res, ...rest);
  const args = [event, req, res, ...rest];
  if (bezig < grens) start(this, args, res);
  else wachtrij.push({ server: this, args, req, res });
  return true;
};
