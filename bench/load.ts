/**
 * Load bench (not a test): many signed-in users at once on a realistic mix, against a server on
 * this machine only, for a fixed time; prints throughput, p50/p95/p99 and errors (0 expected).
 *
 *   DATABASE_URL=… AUTH_SECRET=… npx tsx bench/load.ts [--url http://127.0.0.1:3000] [--users 200] [--seconds 600]
 *
 * The database is the server's (generated data: `npm run db:generate-data`); the bench signs in
 * one session per user for active staff members of the generated administrations with pupil
 * rights (sessions as Auth.js writes them), and each connection then repeats its user's mix:
 * permissions, the pupil list (first and a later page, a search), a pupil's details, the groups, the
 * learning-route packages, the monitor's mastery per pupil of a group (evaluations), and a save of the
 * user's own name (unchanged: idempotent). It stops by itself.
 */
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { encode } from "next-auth/jwt";
import { db } from "@/lib/db/client";
import { Bits, Functiegebied as F } from "@/lib/permissions/constants";
import { huidigSchooljaar } from "@/lib/schooljaar";
import { SESSION_MAX_AGE_S, startSessie } from "@/lib/services/auth";

const { values } = parseArgs({
  options: { url: { type: "string", default: "http://127.0.0.1:3000" }, users: { type: "string", default: "200" }, seconds: { type: "string", default: "600" } },
});
const basis = new URL(values.url!);
if (!["127.0.0.1", "localhost", "[::1]"].includes(basis.hostname)) {
  console.error(`Alleen een server op deze machine: ${basis.hostname} is niet lokaal.`);
  process.exit(2);
}
const users = Number(values.users);
const seconds = Number(values.seconds);
const sj = huidigSchooljaar();

interface Gebruiker {
  cookie: string;
  adm: number;
  leerlingId: number;
  roepnaam: string;
  achternaam: string;
  /** A Klas group of this year with a package and the period of today, for the monitor call. */
  monitor: { periode: number; pakket: number; groep: number } | null;
}

async function gebruikers(): Promise<Gebruiker[]> {
  // Staff with any pupil right in an administration that has pupils this year.
  const rijen = await db.$queryRaw<{ gebruikerId: string; sv: number; adm: number; leerlingId: number; roepnaam: string; achternaam: string; periode: number | null; pakket: number | null; groep: number | null }[]>`
    SELECT m."gebruikerId", (SELECT g."sessieVersie" FROM "Gebruiker" g WHERE g.id = m."gebruikerId") AS sv, m."administratieNr" AS adm, m.roepnaam, m.achternaam,
      (SELECT min(l.id) FROM "Leerling" l WHERE l."administratieNr" = m."administratieNr") AS "leerlingId",
      (SELECT p.nummer FROM "Periode" p WHERE p."administratieNr" = m."administratieNr" AND p.schooljaar = ${sj} AND current_date BETWEEN p.ingangsdatum AND p.einddatum LIMIT 1) AS periode,
      (SELECT min(ap."leerroutepakketId") FROM "AdministratieLeerroutepakket" ap WHERE ap."administratieNr" = m."administratieNr") AS pakket,
      (SELECT min(g.nr) FROM "Groep" g WHERE g."administratieNr" = m."administratieNr" AND g.schooljaar = ${sj} AND g.soort = 'Klas') AS groep
    FROM "Medewerker" m
    WHERE m.actief AND EXISTS (
      SELECT 1 FROM "MedewerkerRol" mr JOIN "RolPermissie" rp ON rp."administratieNr" = mr."administratieNr" AND rp."rolId" = mr."rolId"
      WHERE mr."administratieNr" = m."administratieNr" AND mr."gebruikerId" = m."gebruikerId" AND rp.functiegebied = ${F.Leerlingen} AND rp.bits & ${Bits.ReadAlle | Bits.WriteAlle} <> 0)
    ORDER BY m."administratieNr", m."gebruikerId" LIMIT ${users}`;
  if (rijen.length === 0) throw new Error("Geen medewerkers met leerlingrechten: genereer eerst data (npm run db:generate-data).");
  // One session per connection; with fewer such staff than users, people sign in more than once.
  return Promise.all(
    Array.from({ length: users }, (_, i) => rijen[i % rijen.length]!).map(async (r) => {
      const sid = await startSessie(r.gebruikerId, SESSION_MAX_AGE_S);
      const token = await encode({ token: { sub: r.gebruikerId, sv: r.sv, sid }, secret: process.env.AUTH_SECRET!, salt: "authjs.session-token" });
      const monitor = r.periode !== null && r.pakket !== null && r.groep !== null ? { periode: r.periode, pakket: r.pakket, groep: r.groep } : null;
      return { cookie: `authjs.session-token=${token}`, adm: r.adm, leerlingId: r.leerlingId, roepnaam: r.roepnaam, achternaam: r.achternaam, monitor };
    }),
  );
}

function mix(g: Gebruiker): autocannon.Request[] {
  const q = `administratieNr=${g.adm}`;
  // Every request carries its own headers: autocannon's per-request headers replace the connection's.
  const headers = { "x-csrf": "1", cookie: g.cookie };
  const get = (path: string) => ({ method: "GET" as const, path: `${path}${path.includes("?") ? "&" : "?"}${q}`, headers });
  return [
    get("/api/Accounts/Permissions"),
    get(`/api/Leerlingen/ActieveLeerlingen/${sj}/0?filter=Alle`),
    get(`/api/Leerlingen/Details/${g.adm}/${g.leerlingId}`),
    get(`/api/Leerlingen/ActieveLeerlingen/${sj}/0?filter=Alle&page=3`),
    get(`/api/Groepen/All/${sj}`),
    get(`/api/Leerlingen/ActieveLeerlingen/${sj}/0?filter=Alle&search=an`),
    get("/api/Leerroutepakketten"),
    // Evaluations: the group's mastery per pupil and domain (the monitor's PerLeerling tab).
    ...(g.monitor ? [get(`/api/Monitor/BeheersingPerLeerling/${sj}/${g.monitor.periode}/${g.monitor.pakket}/${g.monitor.groep}`)] : []),
    { method: "POST", path: `/api/Accounts/Update?${q}`, headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify({ roepnaam: g.roepnaam, achternaam: g.achternaam }) },
  ];
}

async function main() {
  const lijst = await gebruikers();
  console.log(`${lijst.length} sessies in ${new Set(lijst.map((g) => g.adm)).size} administraties, ${seconds} s tegen ${basis.origin}…`);
  let volgende = 0;
  const tijden: number[] = [];
  const statussen = new Map<number, number>();
  let klaar: (r: autocannon.Result) => void = () => {};
  const afgelopen = new Promise<autocannon.Result>((ok) => (klaar = ok));
  const instance = autocannon({
    url: basis.origin,
    connections: lijst.length,
    duration: seconds,
    timeout: 30,
    // Each connection is one user with its own session and mix.
    setupClient: (client) => {
      client.setRequests(mix(lijst[volgende++ % lijst.length]!));
    },
  }, (err, r) => {
    if (err) throw err;
    klaar(r);
  });
  instance.on("response", (_client, statusCode, _bytes, responseTime) => {
    tijden.push(responseTime);
    statussen.set(statusCode, (statussen.get(statusCode) ?? 0) + 1);
  });
  const resultaat = await afgelopen;
  tijden.sort((a, b) => a - b);
  const pct = (p: number) => (tijden.length ? tijden[Math.min(tijden.length - 1, Math.floor((p / 100) * tijden.length))]!.toFixed(0) : "-");
  const fout = [...statussen].filter(([s]) => s >= 400).reduce((a, [, n]) => a + n, 0) + resultaat.errors + resultaat.timeouts;
  console.log(`verzoeken: ${tijden.length}, ${(tijden.length / seconds).toFixed(1)} per seconde`);
  console.log(`latentie ms: p50 ${pct(50)}, p95 ${pct(95)}, p99 ${pct(99)}, max ${tijden.at(-1)?.toFixed(0) ?? "-"}`);
  console.log(`statussen: ${[...statussen].map(([s, n]) => `${s}×${n}`).join(", ")}`);
  console.log(`fouten: ${fout} (niet-2xx ${[...statussen].filter(([s]) => s >= 400).reduce((a, [, n]) => a + n, 0)}, verbindingsfouten ${resultaat.errors}, time-outs ${resultaat.timeouts})`);
  await db.$disconnect();
  process.exit(fout === 0 ? 0 : 1);
}

void main();
