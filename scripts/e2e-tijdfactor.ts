import { cpus, loadavg } from "node:os";

/**
 * The e2e time-outs' factor. Time-outs catch hangs; they are not speed limits. On a machine whose
 * run queue is far longer than its cores (CI beside other work: load 20 on 2 cores) every step
 * takes several times as long, and a fixed 10 s wait failed tests that were right. So the default
 * time-outs grow with the load per core when the run starts: 1× up to one runnable process per
 * core, at most 4×. E2E_TIJDFACTOR sets it (scripts/test.ts sets it once for every shard, so every
 * process of a run uses the same factor; playwright.config.ts reads it).
 */
export function e2eTijdfactor(): number {
  const gezet = Number(process.env.E2E_TIJDFACTOR);
  if (gezet > 0) return gezet;
  return Math.min(4, Math.max(1, Math.round((loadavg()[0]! / cpus().length) * 10) / 10));
}
