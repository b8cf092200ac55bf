import { getBoss } from "./index";
import { startConnectorWorker } from "./worker";

/** Starts pg-boss and the workers of this process; a failure is logged, the app still serves. */
export async function startJobsInProcess(): Promise<void> {
  try {
    await startConnectorWorker(await getBoss());
  } catch (e) {
    console.error("[jobs] De achtergrondtaken konden niet starten:", e);
  }
}
