import type PgBoss from "pg-boss";
import { voerImportUit } from "@/lib/connector/import";
import { deleteStaleUploads } from "@/lib/storage";
import { CONNECTOR_QUEUE, OPRUIM_OUDER_DAN_MS, OPRUIM_QUEUE, type ConnectorJob } from "./index";

/** Takes connector imports from the queue, one at a time per process. Answers the worker id. */
export function startConnectorWorker(boss: PgBoss, pollingIntervalSeconds = 2): Promise<string> {
  return boss.work<ConnectorJob>(CONNECTOR_QUEUE, { includeMetadata: true, batchSize: 1, pollingIntervalSeconds }, async (jobs) => {
    for (const job of jobs) await voerImportUit(job.data, { nummer: job.retryCount + 1, laatste: job.retryCount >= job.retryLimit });
  });
}

/**
 * Removes staged uploads left by a crash (the hourly schedule of startBoss). An hourly job needs no
 * poll every 2 seconds in every instance: once a minute.
 */
export function startOpruimWorker(boss: PgBoss, pollingIntervalSeconds = 60): Promise<string> {
  return boss.work(OPRUIM_QUEUE, { pollingIntervalSeconds }, async () => {
    const aantal = await deleteStaleUploads(OPRUIM_OUDER_DAN_MS);
    if (aantal > 0) console.info(JSON.stringify({ at: "opslag-opruimen", verwijderd: aantal }));
  });
}
