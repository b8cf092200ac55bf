/**
 * The SIS simulator as a process, for `npm run dev` by hand and docker-compose:
 *   npx tsx scripts/sis-simulator.ts [--poort 8443] [--omgeving test] [--host 0.0.0.0]
 * Prints the URL and writes its test CA to storage/sis-simulator-ca.pem (paste it in the
 * connector's "Extra CA van de server"). Sign a CSR as the vendor would:
 *   curl -k --data-binary @aanvraag.csr https://localhost:8443/simulator/sign > certificaat.pem
 */
import fs from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { startSimulator, type Omgeving } from "../lib/connector/simulator";

const { values } = parseArgs({ options: { poort: { type: "string", default: process.env.SIS_SIMULATOR_PORT ?? "8443" }, omgeving: { type: "string", default: "test" }, host: { type: "string", default: "127.0.0.1" } } });
const sim = await startSimulator({ poort: Number(values.poort), omgeving: values.omgeving as Omgeving, host: values.host });
const caPad = path.resolve(process.env.STORAGE_DIR ?? "storage", "sis-simulator-ca.pem");
await fs.mkdir(path.dirname(caPad), { recursive: true });
await fs.writeFile(caPad, sim.ca.certPem);
console.log(`SIS-simulator (${sim.omgeving}) luistert op ${sim.url}; test-CA: ${caPad}`);
const stop = async () => {
  await sim.stop();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
