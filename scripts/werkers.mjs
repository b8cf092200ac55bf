// The production server as one process per core: `node scripts/werkers.mjs <script> [args…]` runs
// <script> (npm start: Next's `next start -p PORT`) in WERKERS worker processes (default: the cores
// this process may use) that share one listening port through node:cluster; the primary hands the
// connections round robin to the workers and renders nothing itself.
//
// Why (issue 27, docs/benchmarks.md "One process per core"): Node runs JavaScript on one thread and a
// page is CPU work (React's renders) from start to end, so one server process uses one core however
// many the machine has. The app keeps no state in a process that another must see (sessions,
// sign-in throttling and jobs live in Postgres; docker-compose runs two instances behind Caddy), so
// a worker is one more such instance, with its own admission (scripts/toelating.mjs), database pool
// and job worker (pg-boss hands a job to one of them). Measured on 2 cores: 2 workers served 1.4–2.4×
// the pages/s and 1.4× the load bench's requests/s of one process, at about twice its memory; npm start therefore runs one
// process unless WERKERS says more.
//
// A worker that dies after it listened is replaced. One that dies before it ever listened (port in
// use, bad configuration) would only die again: then the primary stops the others and exits with
// that worker's code, so npm start reports it. SIGINT/SIGTERM stop the workers (Next's own shutdown),
// after STOP_MS the rest is killed.
import cluster from "node:cluster";
import os from "node:os";

const [script, ...args] = process.argv.slice(2);
if (!script) {
  console.error("Gebruik: node scripts/werkers.mjs <script> [argumenten…]");
  process.exit(2);
}
const gevraagd = Number(process.env.WERKERS);
const aantal = Number.isInteger(gevraagd) && gevraagd > 0 ? gevraagd : os.availableParallelism();
const STOP_MS = 10_000;
let stoppen = false;

cluster.setupPrimary({ exec: script, args });
/** The workers that have not exited; cluster.workers may still hold one whose exit is under way. */
const levend = new Set();

function start(nr) {
  const werker = cluster.fork({ WERKER_NR: String(nr) });
  levend.add(werker);
  let luistert = false;
  werker.once("listening", () => (luistert = true));
  werker.once("exit", (code, signaal) => {
    levend.delete(werker);
    const waarom = signaal ?? `code ${code}`;
    if (stoppen) {
      if (levend.size === 0) process.exit(process.exitCode ?? 0);
    } else if (!luistert) {
      console.error(`Serverproces ${nr} stopte voordat het luisterde (${waarom}); de server stopt.`);
      stop(typeof code === "number" && code !== 0 ? code : 1);
    } else {
      console.error(`Serverproces ${nr} stopte (${waarom}); een nieuw neemt het over.`);
      start(nr);
    }
  });
}

function stop(code) {
  if (stoppen) return;
  stoppen = true;
  process.exitCode = code;
  if (levend.size === 0) process.exit(code);
  for (const w of levend) w.process.kill("SIGTERM");
  setTimeout(() => {
    for (const w of levend) w.process.kill("SIGKILL");
    process.exit(code);
  }, STOP_MS).unref();
}

process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
for (let nr = 1; nr <= aantal; nr++) start(nr);
