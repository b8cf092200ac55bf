/**
 * Load bench (not a test): many signed-in users at once on a realistic mix of pages and API calls,
 * against a server on this machine only, for a fixed time; prints throughput, p50/p95/p99, errors by
 * status and route (0 expected) and the server's memory (VmRSS and PSS summed over the process
 * listening on the port and its worker processes, bench/serverproces.ts; sampled every second: at
 * the start, peak and end).
 *
 *   DATABASE_URL=… AUTH_SECRET=… npx tsx bench/load.ts [--url http://127.0.0.1:3000] [--users 200] [--seconds 600] [--zonder-paginas]
 *
 * The database is the server's (generated data: `npm run db:generate-data`); the bench signs in
 * one session per user (sessions as Auth.js writes them) for active staff members of the generated
 * administrations who may read all pupils, evaluations, group plans and learning-route packages
 * (the administrator, the internal supervisor and the head: the calls below need those rights;
 * a teacher's own-class calls are another mix). Each connection then repeats its user's mix: the
 * pages home, the pupil list, a pupil's details, the monitor (PerCompetentie of a group), an
 * overview, the stroomplan and a group plan (those of bench/pages.ts, final URLs: a redirect
 * counts as an error), and the calls permissions, the pupil list (first and a later page, a
 * search), a pupil's details, the groups, the learning-route packages, the monitor's mastery per
 * pupil of a group, and a save of the user's own name (unchanged: idempotent). The ids are real
 * ones of the user's administration: a pupil assigned to a Klas group today, that group, the active
 * period, the first active package, a group plan of this year. It stops by itself.
 */
import os from "node:os";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { db, leesRijen } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { Bits, Functiegebied as F } from "@/lib/permissions/constants";
import { huidigSchooljaar } from "@/lib/schooljaar";
import { geheugen, lokaleServer, luisteraar, procesboom } from "./serverproces";
import { schermIds, sessieCookie, type SchermIds } from "./sessie";

const { values } = parseArgs({
  options: {
    url: { type: "string", default: "http://127.0.0.1:3000" },
    users: { type: "string", default: "200" },
    seconds: { type: "string", default: "600" },
    "zonder-paginas": { type: "boolean", default: false },
  },
});
const basis = lokaleServer(values.url!);
const users = Number(values.users);
const seconds = Number(values.seconds);
const sj = huidigSchooljaar();

/** The ids of one administration the mix uses (null: that part of the mix is left out). */
type Ids = SchermIds;

interface Gebruiker {
  cookie: string;
  adm: number;
  roepnaam: string;
  achternaam: string;
  ids: Ids;
}

/** Areas every call of the mix needs read-all (or Manage: the administrator's right on packages) on. */
const NODIG = [F.Leerlingen, F.Groepen, F.Leerlingevaluaties, F.Groepsplannen, F.Leerroutepakketten];

async function gebruikers(): Promise<Gebruiker[]> {
  const rijen = await leesRijen<{ gebruikerId: string; sv: number; adm: number; roepnaam: string; achternaam: string }>(Prisma.sql`
    SELECT m."gebruikerId", (SELECT g."sessieVersie" FROM "Gebruiker" g WHERE g.id = m."gebruikerId") AS sv, m."administratieNr" AS adm, m.roepnaam, m.achternaam
    FROM "Medewerker" m
    WHERE m.actief AND (
      SELECT count(DISTINCT rp.functiegebied) FROM "MedewerkerRol" mr JOIN "RolPermissie" rp ON rp."administratieNr" = mr."administratieNr" AND rp."rolId" = mr."rolId"
      WHERE mr."administratieNr" = m."administratieNr" AND mr."gebruikerId" = m."gebruikerId" AND rp.functiegebied = ANY(${NODIG}::int[]) AND rp.bits & ${Bits.ReadAlle | Bits.Manage} <> 0) = ${NODIG.length}
    ORDER BY m."administratieNr", m."gebruikerId" LIMIT ${users}`);
  if (rijen.length === 0) throw new Error("Geen medewerkers die alle leerlingen, groepen, evaluaties, groepsplannen en leerroutepakketten mogen lezen: genereer eerst data (npm run db:generate-data).");
  const adms = [...new Set(rijen.map((r) => r.adm))];
  const perAdm = new Map<number, Ids>();
  for (const adm of adms) {
    perAdm.set(adm, await schermIds(adm, sj));
  }
  // One session per connection; with fewer such staff than users, people sign in more than once.
  // One after another: 200 sign-ins at once wait longer than Prisma's 2 s for a transaction (P2028).
  const uit: Gebruiker[] = [];
  for (const r of Array.from({ length: users }, (_, i) => rijen[i % rijen.length]!)) {
    uit.push({ cookie: await sessieCookie(r.gebruikerId, r.sv), adm: r.adm, roepnaam: r.roepnaam, achternaam: r.achternaam, ids: perAdm.get(r.adm)! });
  }
  return uit;
}

/** A request of the mix with its route's name (ids replaced), for the errors by route. */
type Verzoek = autocannon.Request & { route: string };

function mix(g: Gebruiker): Verzoek[] {
  const { periode, pakket, groep, leerling, plangroep, planperiode, domein, competentie } = g.ids;
  const q = `administratieNr=${g.adm}`;
  // Every request carries its own headers: autocannon's per-request headers replace the connection's.
  const headers = { "x-csrf": "1", cookie: g.cookie, accept: "application/json" };
  const get = (route: string, path: string): Verzoek => ({ route, method: "GET", path: `${path}${path.includes("?") ? "&" : "?"}${q}`, headers });
  const pagina = (route: string, path: string): Verzoek => ({ route, method: "GET", path, headers: { cookie: g.cookie, accept: "text/html,application/xhtml+xml" } });
  const heeft = (...v: (number | null)[]) => v.every((x) => x !== null);
  const api: Verzoek[] = [
    get("api Accounts/Permissions", "/api/Accounts/Permissions"),
    get("api ActieveLeerlingen", `/api/Leerlingen/ActieveLeerlingen/${sj}/0?filter=Alle`),
    ...(heeft(leerling) ? [get("api Leerlingen/Details", `/api/Leerlingen/Details/${g.adm}/${leerling}`)] : []),
    get("api ActieveLeerlingen page=3", `/api/Leerlingen/ActieveLeerlingen/${sj}/0?filter=Alle&page=3`),
    get("api Groepen/All", `/api/Groepen/All/${sj}`),
    get("api ActieveLeerlingen search", `/api/Leerlingen/ActieveLeerlingen/${sj}/0?filter=Alle&search=an`),
    get("api Leerroutepakketten", "/api/Leerroutepakketten"),
    // Evaluations: the group's mastery per pupil and domain (the monitor's PerLeerling tab).
    ...(heeft(periode, pakket, groep) ? [get("api Monitor/BeheersingPerLeerling", `/api/Monitor/BeheersingPerLeerling/${sj}/${periode}/${pakket}/${groep}`)] : []),
    { route: "api Accounts/Update (POST)", method: "POST", path: `/api/Accounts/Update?${q}`, headers: { ...headers, "content-type": "application/json" }, body: JSON.stringify({ roepnaam: g.roepnaam, achternaam: g.achternaam }) },
  ];
  if (values["zonder-paginas"]) return api;
  const a = g.adm;
  const paginas: Verzoek[] = [
    pagina("pagina home", `/${a}`),
    pagina("pagina leerlingen", `/${a}/schooljaar/${sj}/adm/leerlingen?filter=Alle`),
    ...(heeft(leerling) ? [pagina("pagina leerling details", `/${a}/schooljaar/${sj}/adm/leerlingen/details/${leerling}`)] : []),
    ...(heeft(periode, pakket, groep, competentie)
      ? [pagina("pagina monitor", `/${a}/schooljaar/${sj}/planning/monitor/${periode}/PerCompetentie?filter=Alle&leerroutepakket=${pakket}&groep=${groep}&competentie=${competentie}`)]
      : []),
    ...(heeft(periode, pakket) ? [pagina("pagina overzicht", `/${a}/schooljaar/${sj}/overzichten/${periode}/Pervakgebied?leerroutepakket=${pakket}`)] : []),
    ...(heeft(pakket) ? [pagina("pagina stroomplan", `/${a}/leerroutepakketten/${pakket}/details/stroomplan`)] : []),
    ...(heeft(plangroep, planperiode) ? [pagina("pagina groepsplan", `/${a}/schooljaar/${sj}/planning/groepsplannen/details/${plangroep}/${planperiode}`)] : []),
  ];
  // The monitor page's screen fetches its grid: that call too, beside the page.
  if (heeft(periode, pakket, groep, domein, competentie))
    api.push(get("api groepCompetentieEvaluaties", `/api/Observaties/groepCompetentieEvaluaties/${sj}/${periode}/${pakket}/${groep}/${domein}/${competentie}`));
  // Pages and calls interleaved, as a browser does.
  const uit: Verzoek[] = [];
  for (let i = 0; i < Math.max(api.length, paginas.length); i++) uit.push(...[paginas[i], api[i]].filter((x): x is Verzoek => x !== undefined));
  return uit;
}

async function main() {
  const lijst = await gebruikers();
  const pid = luisteraar(basis.port || "80");
  if (pid === null) console.warn(`Geen proces gevonden dat luistert op ${basis.origin} (ss -ltnp): geheugen wordt niet gemeten.`);
  const voorbeeld = mix(lijst[0]!);
  console.log(
    `${lijst.length} sessies in ${new Set(lijst.map((g) => g.adm)).size} administraties, ${seconds} s tegen ${basis.origin} (server pid ${pid ?? "?"}, ${pid !== null ? procesboom(pid).length : "?"} proces(sen)); mix van ${voorbeeld.length}: ${voorbeeld.map((v) => v.route).join(", ")}`,
  );
  console.log(`load average bij de start ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}`);
  const start = pid !== null ? geheugen(pid) : null;
  let piek = start;
  const monsters: number[] = [];
  const meter = setInterval(() => {
    const m = pid !== null ? geheugen(pid) : null;
    if (!m) return;
    monsters.push(m.rss);
    if (!piek || m.rss > piek.rss) piek = m;
  }, 1000);
  const loads: number[] = [];
  const loadMeter = setInterval(() => loads.push(os.loadavg()[0]!), 5000);

  let volgende = 0;
  const tijden: number[] = [];
  const statussen = new Map<number, number>();
  const foutenPerRoute = new Map<string, Map<number, number>>();
  const perRoute = new Map<string, number[]>();
  let klaar: (r: autocannon.Result) => void = () => {};
  const afgelopen = new Promise<autocannon.Result>((ok) => (klaar = ok));
  const instance = autocannon(
    {
      url: basis.origin,
      connections: lijst.length,
      duration: seconds,
      timeout: 30,
      // Each connection is one user with its own session and mix.
      // Connection i starts at request i of its mix, so 200 users do not all open the same page at once.
      setupClient: (client) => {
        const i = volgende++;
        const m = mix(lijst[i % lijst.length]!);
        const k = i % m.length;
        client.setRequests([...m.slice(k), ...m.slice(0, k)]);
      },
    },
    (err, r) => {
      if (err) throw err;
      klaar(r);
    },
  );
  instance.on("response", (client, statusCode, _bytes, responseTime) => {
    tijden.push(responseTime);
    statussen.set(statusCode, (statussen.get(statusCode) ?? 0) + 1);
    // The request just answered: autocannon moves to the next one only after this event.
    const route = (client as unknown as { requestIterator: { currentRequest: Partial<Verzoek> } }).requestIterator.currentRequest.route ?? "?";
    if (!perRoute.has(route)) perRoute.set(route, []);
    perRoute.get(route)!.push(responseTime);
    if (statusCode < 200 || statusCode >= 300) {
      const m = foutenPerRoute.get(route) ?? new Map<number, number>();
      m.set(statusCode, (m.get(statusCode) ?? 0) + 1);
      foutenPerRoute.set(route, m);
    }
  });
  const resultaat = await afgelopen;
  clearInterval(meter);
  clearInterval(loadMeter);
  const eind = pid !== null ? geheugen(pid) : null;
  tijden.sort((a, b) => a - b);
  const pct = (lijstje: number[], p: number) => (lijstje.length ? lijstje[Math.min(lijstje.length - 1, Math.floor((p / 100) * lijstje.length))]!.toFixed(0) : "-");
  const niet2xx = [...statussen].filter(([s]) => s < 200 || s >= 300).reduce((a, [, n]) => a + n, 0);
  // autocannon counts a time-out among its errors too.
  const fout = niet2xx + resultaat.errors;
  console.log(`verzoeken: ${tijden.length}, ${(tijden.length / seconds).toFixed(1)} per seconde`);
  console.log(`latentie ms: p50 ${pct(tijden, 50)}, p95 ${pct(tijden, 95)}, p99 ${pct(tijden, 99)}, max ${tijden.at(-1)?.toFixed(0) ?? "-"}`);
  console.log(`statussen: ${[...statussen].map(([s, n]) => `${s}×${n}`).join(", ")}`);
  console.log(`fouten: ${fout} (niet-2xx ${niet2xx}, time-outs na 30 s ${resultaat.timeouts}, andere verbindingsfouten ${resultaat.errors - resultaat.timeouts})`);
  for (const [route, m] of [...foutenPerRoute].sort()) console.log(`  ${route}: ${[...m].map(([s, n]) => `${s}×${n}`).join(", ")}`);
  console.log("per route (aantal, p50, p95, p99 ms):");
  for (const [route, t] of [...perRoute].sort()) {
    t.sort((a, b) => a - b);
    console.log(`  ${route.padEnd(36)} ${String(t.length).padStart(7)} ${pct(t, 50).padStart(6)} ${pct(t, 95).padStart(6)} ${pct(t, 99).padStart(6)}`);
  }
  if (start && piek && eind)
    console.log(
      `servergeheugen (som over ${piek.processen} proces(sen), elke seconde): VmRSS start ${start.rss.toFixed(0)} MB, piek ${piek.rss.toFixed(0)} MB (anoniem ${piek.anon.toFixed(0)}, bestanden ${piek.file.toFixed(0)}; PSS ${piek.pss.toFixed(0)} MB), eind ${eind.rss.toFixed(0)} MB (${monsters.length} monsters); doel piek ≤ 700 MB`,
    );
  console.log(`load average tijdens de run (1 min, elke 5 s): ${loads.length ? `${Math.min(...loads).toFixed(1)}–${Math.max(...loads).toFixed(1)}` : "-"}; na afloop ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}`);
  await db.$disconnect();
  process.exit(fout === 0 ? 0 : 1);
}

void main();
