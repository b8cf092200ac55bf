/**
 * Page views beside the API call that feeds the same screen (issue 27). Not a test: it prints
 * figures.
 *
 *   DATABASE_URL=… AUTH_SECRET=<the server's> npx tsx bench/pages.ts [--url http://127.0.0.1:3000] [--admnr 3001] [--seconds 10] [--connections 10] [--opwarmen 3] [--only aanmelden|home|leerlingen|details|monitor|overzicht|stroomplan|groepsplan]
 *
 * Against a production server on this machine only, on the generator's data
 * (`npm run db:generate-data -- --tenants 20 --pupils 500 --years 3`; administration 3001). It signs
 * in the administration's administrator (a session row and an encoded JWT cookie, as
 * bench/throughput.ts does), takes real ids from the database (an active pupil, a Klas group of this
 * school year with pupils, the active period, the administration's first active learning-route
 * package, a group plan of this year) and, for each of seven pages and the API call(s) its screen
 * makes for its main data: warms up, then loads it with autocannon (requests/s, p50/p95/p99, answers
 * other than 2xx by status, the bytes of one answer), and reads the server's CPU time
 * (/proc/<pid>/stat, utime + stime, of the process listening on the port and all below it: npm start's
 * worker processes, bench/serverproces.ts) and that of the
 * database's backends before and after, so "CPU ms per request" stays meaningful on a loaded
 * machine (cpu× = the page's CPU ms ÷ the call's). A page that answers with a redirect is followed to its final URL first (and said so);
 * a 3xx during the run counts as a failure, not as a page view. ratio = API req/s ÷ page req/s.
 * Below each page, the same page reached by a click inside the app from home (the router's RSC
 * request: no HTML, the shared layouts not rendered again), what most page views of a working day are.
 * First, as the floor the pages stand on, the sign-in page without a session (`aanmelden`: the
 * framework's request path, the root layout and a small form; no session check, shell or data).
 * Targets: ≥ 200 pages/s at 10 connections, p95 ≤ 150 ms, ratio ≤ 3.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { computeCacheBustingSearchParam } from "next/dist/shared/lib/router/utils/cache-busting-search-param";
import { db, leesRijen } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { Bits, Functiegebied as F } from "@/lib/permissions/constants";
import { huidigSchooljaar } from "@/lib/schooljaar";
import { cpuPerProces, cpuVerschil, lokaleServer, luisteraar, procesboom, procesCpu } from "./serverproces";
import { schermIds, sessieCookie } from "./sessie";

const { values } = parseArgs({
  options: {
    url: { type: "string", default: "http://127.0.0.1:3000" },
    admnr: { type: "string", default: "3001" },
    seconds: { type: "string", default: "10" },
    connections: { type: "string", default: "10" },
    opwarmen: { type: "string", default: "3" },
    only: { type: "string" },
  },
});
const basis = lokaleServer(values.url!);
const seconden = Number(values.seconds);
const verbindingen = Number(values.connections);
const opwarmen = Number(values.opwarmen);
const adm = Number(values.admnr);
const sj = huidigSchooljaar();
/** The pid of the process listening on the server's port. */
function serverPid(): number {
  const poort = basis.port || (basis.protocol === "https:" ? "443" : "80");
  const pid = luisteraar(poort);
  if (pid === null) throw new Error(`Geen proces gevonden dat luistert op poort ${poort} (ss -ltnp); draait de server op deze machine?`);
  return pid;
}

/** CPU ms of every Postgres backend of this database (process title "postgres: user db …"). */
function databaseCpu(database: string): Map<number, number> {
  const uit = new Map<number, number>();
  for (const d of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(d)) continue;
    try {
      const cmd = fs.readFileSync(`/proc/${d}/cmdline`, "utf8");
      if (cmd.startsWith("postgres: ") && cmd.split(" ")[2] === database) uit.set(Number(d), procesCpu(Number(d)));
    } catch {
      /* gone */
    }
  }
  return uit;
}

interface Meting {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  statussen: Map<string, number>;
  fout: number;
  cpuPerVerzoek: number;
  dbPerVerzoek: number;
  load: number;
}

async function laden(pad: string, headers: Record<string, string>, pid: number, database: string): Promise<Meting> {
  const url = `${basis.origin}${pad}`;
  // Warm-up (--opwarmen seconds, not counted): the server's JIT compiles the hot path under load.
  if (opwarmen > 0) await new Promise<void>((ok, fout) => autocannon({ url, connections: verbindingen, duration: opwarmen, headers }, (e) => (e ? fout(e) : ok())));
  const tijden: number[] = [];
  const statussen = new Map<string, number>();
  const cpuVoor = cpuPerProces(pid);
  const dbVoor = databaseCpu(database);
  const r = await new Promise<autocannon.Result>((ok, fout) => {
    const inst = autocannon({ url, connections: verbindingen, duration: seconden, headers }, (e, res) => (e ? fout(e) : ok(res)));
    inst.on("response", (_c, status, _b, ms) => {
      tijden.push(ms);
      if (status < 200 || status >= 300) statussen.set(String(status), (statussen.get(String(status)) ?? 0) + 1);
    });
  });
  const cpu = cpuVerschil(cpuVoor, cpuPerProces(pid));
  const dbCpu = cpuVerschil(dbVoor, databaseCpu(database));
  const load = os.loadavg()[0]!;
  // autocannon counts a time-out among its errors too.
  if (r.errors - r.timeouts) statussen.set("verbindingsfout", r.errors - r.timeouts);
  if (r.timeouts) statussen.set("time-out", r.timeouts);
  tijden.sort((a, b) => a - b);
  const pct = (p: number) => tijden[Math.min(tijden.length - 1, Math.floor((p / 100) * tijden.length))] ?? NaN;
  const fout = [...statussen.values()].reduce((a, n) => a + n, 0);
  // Only 2xx answers count as served: a redirect or an error is no page view.
  const goed = tijden.length - fout + r.errors;
  return { rps: goed / seconden, p50: pct(50), p95: pct(95), p99: pct(99), statussen, fout, cpuPerVerzoek: tijden.length ? cpu / tijden.length : NaN, dbPerVerzoek: tijden.length ? dbCpu / tijden.length : NaN, load };
}

/**
 * The same page reached by a click inside the app, from home: the router's request (RSC flight,
 * no HTML) with home's state tree, so the root and [admnr] layouts are not rendered again; the
 * cache-busting `_rsc` computed as Next's router does (the server refuses the request without it).
 */
async function vanafHome(pad: string, cookie: string): Promise<{ pad: string; headers: Record<string, string>; bytes: number }> {
  const boom = encodeURIComponent(JSON.stringify(["", { children: [["admnr", String(adm), "d", null], { children: ["__PAGE__", {}, null, null, 0] }, null, null, 0] }, null, null, 16]));
  const vanaf = `/${adm}`;
  const rsc = await computeCacheBustingSearchParam(undefined, undefined, boom, vanaf);
  const headers = { cookie, rsc: "1", "next-router-state-tree": boom, "next-url": vanaf };
  const url = `${pad}${pad.includes("?") ? "&" : "?"}_rsc=${rsc}`;
  const res = await fetch(`${basis.origin}${url}`, { headers, redirect: "manual" });
  const body = Buffer.from(await res.arrayBuffer());
  if (res.status !== 200 || !res.headers.get("content-type")?.includes("text/x-component")) throw new Error(`${url} als klik gaf ${res.status} ${res.headers.get("content-type")}`);
  return { pad: url, headers, bytes: body.length };
}

/** Follows redirects to the final URL; returns it with the answer's body size (decoded) and the hops. */
async function volg(pad: string, headers: Record<string, string>): Promise<{ pad: string; bytes: number; via: string[] }> {
  const via: string[] = [];
  let huidig = pad;
  for (let i = 0; i < 5; i++) {
    const res = await fetch(`${basis.origin}${huidig}`, { headers, redirect: "manual" });
    if (res.status >= 300 && res.status < 400) {
      const naar = new URL(res.headers.get("location") ?? "", `${basis.origin}${huidig}`);
      if (naar.origin !== basis.origin) throw new Error(`${huidig} verwijst naar ${naar.href}: buiten de server (aanmelding verlopen?)`);
      via.push(`${res.status} ${huidig}`);
      await res.arrayBuffer();
      huidig = naar.pathname + naar.search;
      continue;
    }
    const body = Buffer.from(await res.arrayBuffer());
    if (res.status !== 200) throw new Error(`${huidig} gaf ${res.status}: ${body.toString("utf8").slice(0, 300)}`);
    return { pad: huidig, bytes: body.length, via };
  }
  throw new Error(`${pad}: meer dan 5 doorverwijzingen`);
}

async function main() {
  process.env.API_LOG ??= "off";
  // The administration's administrator (the role with every right; the issue measured as that user;
  // Manage counts as reading: the administrator's right on learning-route packages is Manage alone).
  const [wie] = await leesRijen<{ gebruikerId: string; sv: number; rol: string }>(Prisma.sql`
    SELECT m."gebruikerId", g."sessieVersie" AS sv, r.naam AS rol
    FROM "Medewerker" m JOIN "Gebruiker" g ON g.id = m."gebruikerId"
      JOIN "MedewerkerRol" mr ON mr."administratieNr" = m."administratieNr" AND mr."gebruikerId" = m."gebruikerId"
      JOIN "Rol" r ON r."administratieNr" = mr."administratieNr" AND r.id = mr."rolId"
    WHERE m."administratieNr" = ${adm} AND m.actief
      AND (SELECT count(DISTINCT rp.functiegebied) FROM "RolPermissie" rp WHERE rp."administratieNr" = mr."administratieNr" AND rp."rolId" = mr."rolId"
           AND rp.functiegebied IN (${F.Leerlingen}, ${F.Leerlingevaluaties}, ${F.Groepsplannen}, ${F.Leerroutepakketten}) AND rp.bits & ${Bits.ReadAlle | Bits.Manage} <> 0) = 4
    ORDER BY (r.naam = 'Beheerder') DESC, m."gebruikerId" LIMIT 1`);
  if (!wie) throw new Error(`Geen medewerker in administratie ${adm} die leerlingen, evaluaties, groepsplannen en leerroutepakketten van alle groepen mag lezen: genereer eerst data (npm run db:generate-data).`);

  const ids = await schermIds(adm, sj);
  const ontbreekt = Object.entries(ids ?? {}).filter(([, v]) => v === null).map(([k]) => k);
  if (!ids || ontbreekt.length) throw new Error(`Administratie ${adm} mist ${ontbreekt.join(", ")} in schooljaar ${sj}: genereer data met --years 3 (en een actieve periode vandaag).`);

  const cookie = await sessieCookie(wie.gebruikerId, wie.sv);
  const pagina = { cookie, accept: "text/html,application/xhtml+xml" };
  const api = { cookie, "x-csrf": "1", accept: "application/json" };
  const q = `administratieNr=${adm}`;
  const { periode, pakket, groep, leerling, plangroep, planperiode, domein, competentie } = ids as { [K in keyof typeof ids]: number };
  const monitorBasis = `${sj}/${periode}/${pakket}/${groep}`;

  const doelen: { naam: string; pagina: string; api: string[] }[] = [
    { naam: "home", pagina: `/${adm}`, api: [`/api/Nieuws?page=1&pageSize=5&${q}`] },
    { naam: "leerlingen", pagina: `/${adm}/schooljaar/${sj}/adm/leerlingen`, api: [`/api/Leerlingen/ActieveLeerlingen/${sj}/0?filter=Alle&sort=achternaam&page=1&pageSize=50&${q}`] },
    { naam: "details", pagina: `/${adm}/schooljaar/${sj}/adm/leerlingen/details/${leerling}`, api: [`/api/Leerlingen/Details/${adm}/${leerling}?${q}`] },
    {
      naam: "monitor",
      pagina: `/${adm}/schooljaar/${sj}/planning/monitor/${periode}/PerCompetentie?filter=Alle&leerroutepakket=${pakket}&groep=${groep}&competentie=${competentie}`,
      api: [`/api/Observaties/groepCompetentieEvaluaties/${monitorBasis}/${domein}/${competentie}?${q}`, `/api/Monitor/CompetentieBeheersingPerLeerling/${monitorBasis}/${domein}/${competentie}?${q}`],
    },
    { naam: "overzicht", pagina: `/${adm}/schooljaar/${sj}/overzichten/${periode}/Pervakgebied?leerroutepakket=${pakket}`, api: [`/api/Opbrengsten/BeheersingPerDomein/${pakket}/${sj}/${periode}/0?${q}`] },
    { naam: "stroomplan", pagina: `/${adm}/leerroutepakketten/${pakket}/details/stroomplan`, api: [`/api/Niveaus/stroomplan/${pakket}?${q}`] },
    { naam: "groepsplan", pagina: `/${adm}/schooljaar/${sj}/planning/groepsplannen/details/${plangroep}/${planperiode}`, api: [`/api/GroepsPlannen/Details/${adm}/${plangroep}/${planperiode}?${q}`] },
  ];
  const gekozen = doelen.filter((d) => !values.only || values.only.split(",").includes(d.naam));
  const metVloer = !values.only || values.only.split(",").includes("aanmelden");
  if (!gekozen.length && !metVloer) throw new Error(`--only: kies uit aanmelden, ${doelen.map((d) => d.naam).join(", ")}`);

  const pid = serverPid();
  const database = decodeURIComponent(new URL(process.env.DATABASE_URL!).pathname.slice(1));
  let commit = "?";
  try {
    commit = fs.readFileSync(`/proc/${pid}/cwd/.bench-commit`, "utf8").trim();
  } catch {
    try {
      commit = execFileSync("git", ["-C", fs.readlinkSync(`/proc/${pid}/cwd`), "rev-parse", "--short", "HEAD"], { encoding: "utf8", stdio: ["ignore", "pipe", "ignore"] }).trim();
    } catch {
      /* not a checkout */
    }
  }
  console.log(
    `Administratie ${adm} als ${wie.rol}, schooljaar ${sj}, periode ${periode}, pakket ${pakket}, groep ${groep}, leerling ${leerling}, groepsplan ${plangroep}/${planperiode}, competentie ${domein}/${competentie}`,
  );
  // The server's Node matters as much as our code (Node 20's promise hooks cost a page half its CPU).
  let node = "?";
  try {
    node = execFileSync(fs.readlinkSync(`/proc/${pid}/exe`), ["--version"], { encoding: "utf8" }).trim();
  } catch {
    /* another user's process */
  }
  console.log(`server pid ${pid}, ${procesboom(pid).length} proces(sen) (${basis.origin}, commit ${commit}, Node ${node}), database ${database}; ${verbindingen} verbindingen, ${seconden} s per meting na ${opwarmen} s opwarmen; load average ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}\n`);

  const kop = `${"wat".padEnd(36)} ${"req/s".padStart(7)} ${"p50".padStart(5)} ${"p95".padStart(5)} ${"p99".padStart(5)} ${"KB".padStart(6)} ${"cpu ms".padStart(7)} ${"db ms".padStart(6)} ${"ratio".padStart(6)} ${"cpu×".padStart(5)} ${"load".padStart(5)}  niet-2xx`;
  console.log(kop);
  const samenvatting: string[] = [];
  let mislukt = false;
  const regel = (wat: string, m: Meting, kb: number, ratio: string, cpuRatio: string) =>
    console.log(
      `${wat.padEnd(36)} ${m.rps.toFixed(1).padStart(7)} ${m.p50.toFixed(0).padStart(5)} ${m.p95.toFixed(0).padStart(5)} ${m.p99.toFixed(0).padStart(5)} ${kb.toFixed(1).padStart(6)} ${m.cpuPerVerzoek.toFixed(1).padStart(7)} ${m.dbPerVerzoek.toFixed(1).padStart(6)} ${ratio.padStart(6)} ${cpuRatio.padStart(5)} ${m.load.toFixed(1).padStart(5)}  ${m.fout ? [...m.statussen].map(([s, n]) => `${s}×${n}`).join(", ") : "0"}`,
    );
  if (metVloer) {
    const html = { accept: pagina.accept };
    const eind = await volg("/account/login", html);
    regel("aanmelden zonder sessie (vloer)", await laden(eind.pad, html, pid, database), eind.bytes / 1024, "", "");
  }
  for (const d of gekozen) {
    const eind = await volg(d.pagina, pagina);
    if (eind.via.length) console.log(`  (${d.naam}: ${eind.via.join(" → ")} → 200 ${eind.pad}; gemeten op de laatste)`);
    const p = await laden(eind.pad, pagina, pid, database);
    regel(`${d.naam} (pagina)`, p, eind.bytes / 1024, "", "");
    // Home itself: a click from home to home sends (almost) nothing.
    if (eind.pad !== `/${adm}`) {
      const klik = await vanafHome(eind.pad, cookie);
      const k = await laden(klik.pad, klik.headers, pid, database);
      regel(`  klik vanaf home (RSC)`, k, klik.bytes / 1024, "", "");
      if (k.fout) mislukt = true;
    }
    const ratios: number[] = [];
    for (const a of d.api) {
      const een = await volg(a, api);
      if (een.via.length) throw new Error(`${a} verwijst door (${een.via.join(", ")})`);
      const m = await laden(a, api, pid, database);
      const ratio = p.rps > 0 ? m.rps / p.rps : NaN;
      ratios.push(ratio);
      regel(`  ${a.replace(/^\/api\//, "").replace(/\?.*$/, "").slice(0, 34)}`, m, een.bytes / 1024, ratio.toFixed(1), (p.cpuPerVerzoek / m.cpuPerVerzoek).toFixed(1));
      if (m.fout) mislukt = true;
    }
    if (p.fout) mislukt = true;
    const r = Math.max(...ratios);
    const ok = p.rps >= 200 && p.p95 <= 150 && r <= 3 && p.fout === 0;
    samenvatting.push(`${d.naam.padEnd(12)} ${p.rps.toFixed(1).padStart(7)} pagina's/s  p95 ${p.p95.toFixed(0).padStart(4)} ms  ratio ${r.toFixed(1).padStart(4)}  ${ok ? "haalt het doel" : "haalt het doel niet"} (≥ 200/s, p95 ≤ 150 ms, ratio ≤ 3)`);
  }
  console.log(`\n${samenvatting.join("\n")}\nload average na afloop ${os.loadavg().map((l) => l.toFixed(1)).join(" ")}`);
  console.log("req/s telt alleen 2xx; KB = één antwoord, ongecomprimeerd; cpu ms = CPU-tijd van de serverprocessen per verzoek, db ms = die van de Postgres-backends van deze database; ratio = API req/s ÷ pagina req/s, cpu× = cpu ms van de pagina ÷ die van de aanroep (op een belaste machine de betere maat).");
  await db.$disconnect();
  process.exit(mislukt ? 1 : 0);
}

main().catch(async (e) => {
  console.error(e instanceof Error ? e.message : e);
  await db.$disconnect().catch(() => {});
  process.exit(1);
});
