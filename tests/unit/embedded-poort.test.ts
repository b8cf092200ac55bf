import fs from "node:fs";
import net, { type AddressInfo } from "node:net";
import os from "node:os";
import path from "node:path";
import { afterAll, expect, it } from "vitest";
import { startEmbeddedPostgres } from "@/lib/db/embedded";

// npm start on a machine where the embedded Postgres's port was taken (another checkout's
// Postgres) stopped with nothing but "undefined"; it now says what is wrong before it touches the
// data directory.
const bezet = net.createServer();
afterAll(() => new Promise<void>((ok) => bezet.close(() => ok())));

it("refuses a port that is already in use with a Dutch message naming it, before creating anything", async () => {
  await new Promise<void>((ok) => bezet.listen(0, "127.0.0.1", ok));
  const port = (bezet.address() as AddressInfo).port;
  const dir = path.join(fs.mkdtempSync(path.join(os.tmpdir(), "leerroute-poort-")), "pg");
  await expect(startEmbeddedPostgres({ dir, port, database: "leerroute" })).rejects.toThrow(new RegExp(`^Poort ${port} op 127\\.0\\.0\\.1 is al in gebruik.*EMBEDDED_PG_PORT.*TEST_PG_PORT`));
  expect(fs.existsSync(dir)).toBe(false);
});
