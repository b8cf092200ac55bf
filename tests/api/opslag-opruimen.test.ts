import fs from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OPRUIM_CRON, OPRUIM_OUDER_DAN_MS, OPRUIM_QUEUE, maakBoss, startBoss } from "@/lib/jobs";
import { startOpruimWorker } from "@/lib/jobs/worker";
import { deleteStaleUploads } from "@/lib/storage";

/**
 * Staged uploads left by a process that died mid-call are removed by an hourly job; nothing else
 * in storage is touched, and a live upload (recent) is kept.
 */

let map: string;
const vorige = process.env.STORAGE_DIR;
const UUR = 60 * 60 * 1000;

async function bestand(sleutel: string, leeftijdMs: number) {
  const pad = path.join(map, sleutel);
  await fs.mkdir(path.dirname(pad), { recursive: true });
  await fs.writeFile(pad, "x");
  const t = new Date(Date.now() - leeftijdMs);
  await fs.utimes(pad, t, t);
}
const bestaat = (sleutel: string) =>
  fs.access(path.join(map, sleutel)).then(
    () => true,
    () => false,
  );

beforeAll(async () => {
  map = await fs.mkdtemp(path.join(os.tmpdir(), "leerroute-opruimen-"));
  process.env.STORAGE_DIR = map;
});
afterAll(async () => {
  if (vorige === undefined) delete process.env.STORAGE_DIR;
  else process.env.STORAGE_DIR = vorige;
  await fs.rm(map, { recursive: true, force: true });
});

describe("clean-up of staged uploads", () => {
  it("removes only staged files older than the limit", async () => {
    await bestand("7001/upload/oud", 7 * UUR);
    await bestand("7001/upload/oud.1234.deel", 7 * UUR);
    await bestand("7001/upload/bezig", 5 * 60 * 1000);
    await bestand("7002/upload/oud", 30 * UUR);
    await bestand("7001/notitie/12", 300 * UUR);
    await bestand("7001/lesbron/nieuw-oud", 300 * UUR);
    await bestand("geen-administratie/upload/oud", 300 * UUR);
    expect(await deleteStaleUploads(OPRUIM_OUDER_DAN_MS)).toBe(3);
    expect(await bestaat("7001/upload/oud")).toBe(false);
    expect(await bestaat("7001/upload/oud.1234.deel")).toBe(false);
    expect(await bestaat("7002/upload/oud")).toBe(false);
    for (const blijft of ["7001/upload/bezig", "7001/notitie/12", "7001/lesbron/nieuw-oud", "geen-administratie/upload/oud"]) expect(await bestaat(blijft), blijft).toBe(true);
    // Nothing left to do, and an empty or missing storage folder is no error.
    expect(await deleteStaleUploads(OPRUIM_OUDER_DAN_MS)).toBe(0);
    process.env.STORAGE_DIR = path.join(map, "bestaat-niet");
    try {
      expect(await deleteStaleUploads(OPRUIM_OUDER_DAN_MS)).toBe(0);
    } finally {
      process.env.STORAGE_DIR = map;
    }
  });

  it("runs hourly through pg-boss: the schedule is in the database and the worker removes leftovers", async () => {
    const boss = await startBoss(maakBoss());
    try {
      const schema = (await boss.getSchedules()).find((s) => s.name === OPRUIM_QUEUE);
      expect(schema?.cron).toBe(OPRUIM_CRON);
      await bestand("7003/upload/achtergelaten", 8 * UUR);
      await startOpruimWorker(boss, 0.5);
      await boss.send(OPRUIM_QUEUE, {});
      await expect.poll(() => bestaat("7003/upload/achtergelaten"), { timeout: 20_000 }).toBe(false);
    } finally {
      await boss.stop({ graceful: false, wait: true });
    }
  }, 60_000);
});
