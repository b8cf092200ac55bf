import type PgBoss from "pg-boss";
import { voerImportUit } from "@/lib/connector/import";
import { CONNECTOR_QUEUE, type ConnectorJob } from "./index";

/** Takes connector imports from the queue, one at a time per process. Answers the worker id. */
export function startConnectorWorker(boss: PgBoss, pollingIntervalSeconds = 2): Promise<string> {
  return boss.work<ConnectorJob>(CONNECTOR_QUEUE, { includeMetadata: true, batchSize: 1, pollingIntervalSeconds }, async (jobs) => {
    for (const job of jobs) await voerImportUit(job.data, { nummer: job.retryCount + 1, laatste: job.retryCount >= job.retryLimit });
  });
}
