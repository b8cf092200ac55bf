/**
 * The SIS simulator as a process, for `npm run dev` by hand and docker-compose (service
 * `sis-simulator`):
 *   npx tsx scripts/sis-simulator.ts [--poort 8443] [--omgeving test] [--host 0.0.0.0] [--naam sis-simulator]
 * `--naam` is the DNS name the app reaches it by (it goes into the server certificate). The test CA
 * is kept in storage/sis-simulator-ca.json (so certificates it signed stay valid after a restart)
 * and its certificate in storage/sis-simulator-ca.pem (paste it in the connector's "Extra CA van de
 * server", or fetch it from /simulator/ca). Sign a CSR as the vendor would:
 *   curl -k --data-binary @aanvraag.csr "https://localhost:8443/simulator/sign?omgeving=test" > certificaat.pem
 */
import fs from "node:fs/promises";
import path from "node:path";
import { parseArgs } from "node:util";
import { startSimulator, type Omgeving } from "../lib/connector/simulator";
import { maakCa, type Ca } from "../lib/connector/x509";

const { values } = parseArgs({
  options: {
    poort: { type: "string", default: process.env.SIS_SIMULATOR_PORT ?? "8443" },
    omgeving: { type: "string", default: process.env.SIS_SIMULATOR_OMGEVING ?? "test" },
    host: { type: "string", default: process.env.SIS_SIMULATOR_HOST ?? "127.0.0.1" },
    naam: { type: "string", default: process.env.SIS_SIMULATOR_NAAM },
  },
});
const map = path.resolve(process.env.STORAGE_DIR ?? "storage");
await fs.mkdir(map, { recursive: true });
const caBestand = path.join(map, "sis-simulator-ca.json");
let ca: Ca;
try {
  ca = JSON.parse(await fs.readFile(caBestand, "utf8")) as Ca;
} catch {
  ca = await maakCa("Leerroute SIS-simulator test-CA");
  await fs.writeFile(caBestand, JSON.stringify(ca), { mode: 0o600 });
}
const sim = await startSimulator({ poort: Number(values.poort), omgeving: values.omgeving as Omgeving, host: values.host, naam: values.naam, ca });
const caPad = path.join(map, "sis-simulator-ca.pem");
await fs.writeFile(caPad, sim.ca.certPem);
console.log(`SIS-simulator (${sim.omgeving}) luistert op ${sim.url}; test-CA: ${caPad}`);
const stop = async () => {
  await sim.stop();
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
