/**
 * Throughput of the floor of every call (Accounts/Permissions) and of the pupil list's first page,
 * side by side with pgbench running exactly the SQL those calls send (issue 19). Not a test.
 *
 *   DATABASE_URL=… AUTH_SECRET=<the server's> npx tsx bench/throughput.ts [--url http://127.0.0.1:3000] [--seconds 15] [--connections 20] [--opwarmen 3] [--only permissions|leerlingen]
 *
 * Against a production server on this machine only (`npm run build && npx next start`), on the
 * generator's data (`npm run db:generate-data -- --tenants 20 --pupils 500 --years 3`). It takes
 * the administration with the most pupils this school year and a staff member there who may read
 * all pupils, signs that person in, records the SQL statements of one call of each route in this
 * process (lib/db/client.ts sqlTeller.opname), replays them with pgbench (same connections,
 * prepared, values as parameters — as the server sends them) and loads the server with autocannon (`--zonder-pgbench` skips the replay, `--alleen-pgbench` the load). Targets: Permissions ≥ 1,000 req/s,
 * pupil list ≥ 500 req/s with p95 ≤ 100 ms.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { getApi } from "@/lib/api/app";
import { db, leesRijen, sqlTeller } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { Bits, Functiegebied as F } from "@/lib/permissions/constants";
import { huidigSchooljaar } from "@/lib/schooljaar";
import { sessieCookie } from "./sessie";
import { lokaleServer } from "./serverproces";

const { prepareValue } = createRequire(import.meta.url)("pg/lib/utils.js") as { prepareValue: (v: unknown) => unknown };

const { values } = parseArgs({
  options: { url: { type: "string", default: "http://127.0.0.1:3000" }, seconds: { type: "string", default: "15" }, connections: { type: "string", default: "20" }, only: { type: "string" }, "zonder-pgbench": { type: "boolean", default: false }, "alleen-pgbench": { type: "boolean", default: false }, opwarmen: { type: "string", default: "3" } },
});
const basis = lokaleServer(values.url!);
const seconden = Number(values.seconds);
const verbindingen = Number(values.connections);
const opwarmen = Number(values.opwarmen);
const sj = huidigSchooljaar();

/**
 * The recorded statements as a pgbench script run the way the server runs them: prepared once per
 * connection, values sent as parameters (pgbench -M prepared, each $n a -D variable), so Postgres
 * plans as it does for the server (generic plans after five runs). NULL is written in.
 */
function pgbenchScript(statements: { text: string; values: unknown[] }[]): { script: string; variabelen: string[] } {
  const variabelen: string[] = [];
  const regels = statements.map((st, i) => {
    const sql = st.text.replace(/\$(\d+)/g, (_, n: string) => {
      const v = prepareValue(st.values[Number(n) - 1]);
      if (v === null || v === undefined) return "NULL";
      variabelen.push(`-Ds${i}p${n}=${String(v)}`);
      return `:s${i}p${n}`;
    });
    return `${sql.replace(/\s+/g, " ").trim().replace(/;$/, "")};`;
  });
  return { script: `${regels.join("\n")}\n`, variabelen };
}

function pgbench(naam: string, statements: { text: string; values: unknown[] }[]): { tps: number; latentie: number } {
  const bestand = path.join(os.tmpdir(), `leerroute-bench-${naam}.sql`);
  const { script, variabelen } = pgbenchScript(statements);
  fs.writeFileSync(bestand, script);
  const uit = execFileSync("pgbench", ["-n", "-M", "prepared", ...variabelen, "-c", String(verbindingen), "-j", String(Math.min(verbindingen, os.cpus().length)), "-T", String(seconden), "-f", bestand, process.env.DATABASE_URL!], { encoding: "utf8", stdio: ["ignore", "pipe", "pipe"] });
  const tps = Number(/tps = ([\d.]+)/.exec(uit)?.[1] ?? NaN);
  const latentie = Number(/latency average = ([\d.]+) ms/.exec(uit)?.[1] ?? NaN);
  return { tps, latentie };
}

async function http(pad: string, cookie: string) {
  // Warm-up (--opwarmen seconds, not counted): the server's JIT compiles the hot path under load.
  if (opwarmen > 0)
    await new Promise<void>((ok, fout) => {
      autocannon({ url: `${basis.origin}${pad}`, connections: verbindingen, duration: opwarmen, headers: { "x-csrf": "1", cookie } }, (e) => (e ? fout(e) : ok()));
    });
  const tijden: number[] = [];
  let niet2xx = 0;
  const r = await new Promise<autocannon.Result>((ok, fout) => {
    const inst = autocannon({ url: `${basis.origin}${pad}`, connections: verbindingen, duration: seconden, headers: { "x-csrf": "1", cookie } }, (e, res) => (e ? fout(e) : ok(res)));
    inst.on("response", (_c, status, _b, ms) => {
      tijden.push(ms);
      if (status >= 300) niet2xx++;
    });
  });
  tijden.sort((a, b) => a - b);
  const pct = (p: number) => tijden[Math.min(tijden.length - 1, Math.floor((p / 100) * tijden.length))] ?? NaN;
  return { rps: tijden.length / seconden, p50: pct(50), p95: pct(95), fouten: niet2xx + r.errors + r.timeouts };
}

async function main() {
  process.env.API_LOG ??= "off";
  const [wie] = await leesRijen<{ gebruikerId: string; sv: number; adm: number; leerlingen: number }>(Prisma.sql`
    SELECT m."gebruikerId", g."sessieVersie" AS sv, m."administratieNr" AS adm,
      (SELECT count(*)::int FROM "Leerling" l WHERE l."administratieNr" = m."administratieNr") AS leerlingen
    FROM "Medewerker" m JOIN "Gebruiker" g ON g.id = m."gebruikerId"
    WHERE m.actief AND EXISTS (
      SELECT 1 FROM "MedewerkerRol" mr JOIN "RolPermissie" rp ON rp."administratieNr" = mr."administratieNr" AND rp."rolId" = mr."rolId"
      WHERE mr."administratieNr" = m."administratieNr" AND mr."gebruikerId" = m."gebruikerId" AND rp.functiegebied = ${F.Leerlingen} AND rp.bits & ${Bits.ReadAlle} <> 0)
    ORDER BY 4 DESC, m."administratieNr", m."gebruikerId" LIMIT 1`);
  if (!wie) throw new Error("Geen medewerker met leesrecht op alle leerlingen: genereer eerst data (npm run db:generate-data).");
  const cookie = await sessieCookie(wie.gebruikerId, wie.sv);
  console.log(`Administratie ${wie.adm} (${wie.leerlingen} leerlingen), ${verbindingen} verbindingen, ${seconden} s per meting na ${opwarmen} s opwarmen, tegen ${basis.origin}\n`);

  const doelen = [
    { naam: "permissions", pad: `/api/Accounts/Permissions?administratieNr=${wie.adm}`, doel: "≥ 1000 req/s" },
    { naam: "leerlingen", pad: `/api/Leerlingen/ActieveLeerlingen/${sj}/0?filter=Alle&administratieNr=${wie.adm}`, doel: "≥ 500 req/s, p95 ≤ 100 ms" },
  ];
  const regels: string[] = [];
  // --only=<naam> measures one call (e.g. while a CPU profile of the server runs).
  for (const d of doelen.filter((x) => !values.only || x.naam === values.only)) {
    // The SQL of one call, recorded in this process (a first call warms the caches, as on the server).
    await getApi().fetch(new Request(`http://localhost${d.pad}`, { headers: { "x-csrf": "1", cookie } }));
    sqlTeller.opname = [];
    const res = await getApi().fetch(new Request(`http://localhost${d.pad}`, { headers: { "x-csrf": "1", cookie } }));
    const opgenomen = sqlTeller.opname;
    sqlTeller.opname = undefined;
    if (res.status !== 200) throw new Error(`${d.pad} gaf ${res.status}`);
    // --zonder-pgbench: only the HTTP load (e.g. to split CPU time between server and database).
    const sql = values["zonder-pgbench"] ? { tps: NaN, latentie: NaN } : pgbench(d.naam, opgenomen);
    // --alleen-pgbench: only the replay (e.g. to compare two versions of a statement; no server needed).
    const h = values["alleen-pgbench"] ? { rps: NaN, p50: NaN, p95: NaN, fouten: 0 } : await http(d.pad, cookie);
    regels.push(
      `${d.naam.padEnd(12)} ${String(opgenomen.length).padStart(10)} ${h.rps.toFixed(0).padStart(10)} ${h.p50.toFixed(0).padStart(7)} ${h.p95.toFixed(0).padStart(7)} ${String(h.fouten).padStart(7)} ${sql.tps.toFixed(0).padStart(12)} ${((100 * h.rps) / sql.tps).toFixed(0).padStart(6)}%   ${d.doel}`,
    );
  }
  console.log(`${"aanroep".padEnd(12)} ${"statements".padStart(10)} ${"http req/s".padStart(10)} ${"p50 ms".padStart(7)} ${"p95 ms".padStart(7)} ${"fouten".padStart(7)} ${"pgbench tps".padStart(12)} ${"deel".padStart(7)}   doel`);
  for (const r of regels) console.log(r);
  await db.$disconnect();
  process.exit(0);
}

void main();
