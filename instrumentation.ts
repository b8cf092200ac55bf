/**
 * Runs once when a server process starts: the background-job worker (pg-boss, connector imports)
 * runs in every app instance; pg-boss hands each job to exactly one of them. JOBS_WORKER=0 keeps
 * an instance from taking jobs (it can still queue them).
 */
export async function register() {
  if (process.env.NEXT_RUNTIME !== "nodejs" || process.env.JOBS_WORKER === "0" || process.env.NEXT_PHASE === "phase-production-build") return;
  const { startJobsInProcess } = await import("./lib/jobs/start");
  await startJobsInProcess();
}
