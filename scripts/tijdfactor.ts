import { cpus, loadavg } from "node:os";

/**
 * The tests' time-out factor (vitest and Playwright). Time-outs catch hangs; they are not speed limits. On a machine whose
 * run queue is far longer than its cores (CI beside other work: load 20 on 2 cores) every step
 * takes several times as long, and a fixed 10 s wait failed tests that were right. So the default
 * time-outs grow with the load per core when the run starts: 1× up to one runnable process per
 * core, at most 4×. TEST_TIJDFACTOR sets it (scripts/test.ts sets it once when it starts, so every
 * stage, shard and worker of a run uses the same factor; vitest.config.ts and playwright.config.ts
 * read it, and the few tests with a time-out of their own multiply it).
 */
export function tijdfactor(): number {
  const gezet = Number(process.env.TEST_TIJDFACTOR);
  if (gezet > 0) return gezet;
  return Math.min(4, Math.max(1, Math.round((loadavg()[0]! / cpus().length) * 10) / 10));
}
