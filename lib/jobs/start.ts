import { getBoss } from "./index";
import { startConnectorWorker, startOpruimWorker } from "./worker";

/** Starts pg-boss and the workers of this process; a failure is logged, the app still serves. */
export async function startJobsInProcess(): Promise<void> {
  try {
    const boss = await getBoss();
    await startConnectorWorker(boss);
    await startOpruimWorker(boss);
  } catch (e) {
    console.error("[jobs] De achtergrondtaken konden niet starten:", e);
  }
}
