// Keeps every CPU core busy (a stand-in for `stress`), to check that the test suite is stable
// under load: `node bench/cpu-load.mjs [seconds]` (default: until stopped with Ctrl-C).
import os from "node:os";
import { Worker } from "node:worker_threads";

const seconds = Number(process.argv[2] ?? 0);
const cores = os.availableParallelism?.() ?? os.cpus().length;
const busy = "for (;;) { Math.sqrt(Math.random()); }";
const workers = Array.from({ length: cores }, () => new Worker(busy, { eval: true }));
console.log(`cpu-load: ${workers.length} busy threads${seconds ? ` for ${seconds} s` : " until stopped"}`);
const stop = () => {
  for (const w of workers) void w.terminate();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
if (seconds) setTimeout(stop, seconds * 1000);
