import PgBoss from "pg-boss";

/**
 * Background jobs on pg-boss in the application's own Postgres (schema `pgboss`; no extra
 * server). Jobs are rows: they survive a restart, are retried with backoff, and SKIP LOCKED hands
 * each job to exactly one worker however many app instances run on the database.
 */
export const CONNECTOR_QUEUE = "connector-import";

export interface ConnectorJob {
  administratieNr: number;
  importId: number;
}

/** Hourly: staged uploads left by a process that died mid-call (lib/storage deleteStaleUploads). */
export const OPRUIM_QUEUE = "opslag-opruimen";
export const OPRUIM_CRON = "17 * * * *";
/** Staged files older than this are leftovers: the longest upload takes minutes. */
export const OPRUIM_OUDER_DAN_MS = 6 * 60 * 60 * 1000;

/** Retries: 3 more attempts, 10 s, 20 s, 40 s apart; a job whose worker died is retried after 10 minutes. */
export const CONNECTOR_RETRY = { retryLimit: 3, retryDelay: 10, retryBackoff: true, expireInSeconds: 600 } as const;

/**
 * The app's pg-boss. It does not install or migrate its schema (migrate: false): the app's database
 * role may not run DDL; the owner does that after the migrations (installeerWachtrij).
 */
export function maakBoss(connectionString = process.env.DATABASE_URL): PgBoss {
  if (!connectionString) throw new Error("DATABASE_URL ontbreekt: de wachtrij kan niet starten.");
  const boss = new PgBoss({ connectionString, schema: "pgboss", application_name: "leerroute-jobs", max: 3, migrate: false });
  boss.on("error", (e) => console.error("[jobs]", e));
  return boss;
}

/**
 * As the schema's owner (lib/db/databaserollen.ts, after every migrate deploy): creates or updates
 * pg-boss's schema and creates the queues — each queue is a table partition, made by DDL.
 */
export async function installeerWachtrij(eigenaarUrl: string): Promise<void> {
  const boss = new PgBoss({ connectionString: eigenaarUrl, schema: "pgboss", application_name: "leerroute-migratie", max: 1, supervise: false, schedule: false });
  boss.on("error", (e) => console.error("[jobs]", e));
  await boss.start();
  try {
    if (!(await boss.getQueue(CONNECTOR_QUEUE))) await boss.createQueue(CONNECTOR_QUEUE, { name: CONNECTOR_QUEUE, ...CONNECTOR_RETRY });
    if (!(await boss.getQueue(OPRUIM_QUEUE))) await boss.createQueue(OPRUIM_QUEUE, { name: OPRUIM_QUEUE, policy: "singleton" });
  } finally {
    await boss.stop({ graceful: false, wait: true });
  }
}

/** Starts the app's pg-boss (schema and queues installed by installeerWachtrij) and the hourly clean-up. */
export async function startBoss(boss: PgBoss): Promise<PgBoss> {
  await boss.start();
  // One schedule in the database, whatever the number of instances (schedule() replaces it).
  await boss.schedule(OPRUIM_QUEUE, OPRUIM_CRON);
  return boss;
}

const g = globalThis as unknown as { __leerrouteBoss?: Promise<PgBoss> };

/** The process's pg-boss (one per process, started on first use). */
export function getBoss(): Promise<PgBoss> {
  g.__leerrouteBoss ??= startBoss(maakBoss()).catch((e) => {
    g.__leerrouteBoss = undefined;
    throw e;
  });
  return g.__leerrouteBoss;
}

export async function stopBoss(): Promise<void> {
  const b = g.__leerrouteBoss;
  g.__leerrouteBoss = undefined;
  if (b) await (await b).stop({ graceful: false, wait: true }).catch(() => {});
}
