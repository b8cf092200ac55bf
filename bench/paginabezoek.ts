/**
 * What one page view costs the server as a person opens it (issue 27), not a test: the ten busiest
 * screens opened in Debian's Chromium, signed in as the administration's administrator (as
 * bench/lighthouse.ts), and for each the requests the view makes until the network is quiet — the
 * page, the API calls its screen makes after hydration, the router's prefetches of visible links,
 * other RSC requests — and the server's CPU time per view (the listening process and every process
 * below it, bench/serverproces.ts). bench/pages.ts measures the page request alone; this counts
 * everything one view sets off. Beside it what the view costs the browser: its blocking time (the
 * long tasks after the first paint, each beyond 50 ms, as Lighthouse's TBT) with the CPU slowed
 * down `--cpu` times (default 4, Lighthouse's mobile setting; 1 = not slowed), median of the views.
 *
 *   DATABASE_URL=… AUTH_SECRET=<the server's> npx tsx bench/paginabezoek.ts [--url http://127.0.0.1:3000]
 *     [--admnr 3001] [--views 5] [--only home,leerlingen]
 *
 * Against a production server on this machine only, on the generator's data. Each screen is first
 * opened twice (warm server, the browser's cache holding the static chunks, as for someone who
 * works in the app), then `--views` times in a new tab; the figures are per view.
 */
import os from "node:os";
import { parseArgs } from "node:util";
import puppeteer from "puppeteer-core";
import { cpuPerProces, cpuVerschil, lokaleServer, luisteraar } from "./serverproces";
import { drukstePaginas } from "./sessie";
import { db } from "@/lib/db/client";

const { values } = parseArgs({
  options: {
    url: { type: "string", default: "http://127.0.0.1:3000" },
    admnr: { type: "string" },
    views: { type: "string", default: "5" },
    only: { type: "string" },
    cpu: { type: "string", default: "4" },
  },
});
const basis = lokaleServer(values.url!);
const views = Math.max(1, Number(values.views) || 5);
const vertraging = Math.max(1, Number(values.cpu) || 4);
const belasting = () => os.loadavg().map((x) => x.toFixed(2)).join(" ");

const mediaan = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return (s[Math.floor((s.length - 1) / 2)]! + s[Math.ceil((s.length - 1) / 2)]!) / 2;
};

type Soort = "pagina" | "api" | "prefetch" | "rsc";
/** What a request of the view is; static files, images and icons are not counted. */
function soortVan(url: string, type: string, headers: Record<string, string>): Soort | null {
  const pad = new URL(url).pathname;
  if (pad.startsWith("/_next/static/") || type === "image" || type === "stylesheet" || type === "font" || /\.(svg|ico|png)$/.test(pad)) return null;
  if (type === "document") return "pagina";
  if (pad.toLowerCase().startsWith("/api/")) return "api";
  if (headers["next-router-prefetch"] || headers["next-router-segment-prefetch"]) return "prefetch";
  return "rsc";
}

async function main() {
  const { adm, cookie, paginas } = await drukstePaginas(values.admnr ? Number(values.admnr) : undefined);
  const alleen = values.only ? new Set(values.only.split(",")) : null;
  const gekozen = paginas.filter((p) => !alleen || alleen.has(p.naam));
  if (!gekozen.length) throw new Error(`--only: kies uit ${paginas.map((p) => p.naam).join(", ")}`);
  const pid = luisteraar(basis.port || "80");
  if (!pid) throw new Error(`Geen server op poort ${basis.port}`);
  const belastingVoor = belasting();

  const browser = await puppeteer.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", headless: true, args: ["--no-sandbox", "--disable-gpu"] });
  await browser.setCookie({ name: "authjs.session-token", value: cookie.slice(cookie.indexOf("=") + 1), domain: basis.hostname, path: "/", httpOnly: true, sameSite: "Lax" });
  /** One view in a new tab until the network is quiet; its requests by kind. */
  const bekijk = async (pad: string) => {
    const tab = await browser.newPage();
    await tab.emulateCPUThrottling(vertraging);
    await tab.evaluateOnNewDocument(() => {
      const taken: [number, number][] = [];
      (window as unknown as { __taken: typeof taken }).__taken = taken;
      new PerformanceObserver((lijst) => {
        for (const e of lijst.getEntries()) taken.push([e.startTime, e.duration]);
      }).observe({ type: "longtask", buffered: true });
    });
    const telling: Record<Soort, number> = { pagina: 0, api: 0, prefetch: 0, rsc: 0 };
    const namen: string[] = [];
    tab.on("request", (r) => {
      const soort = soortVan(r.url(), r.resourceType(), r.headers());
      if (!soort) return;
      telling[soort]++;
      if (soort !== "pagina") namen.push(`${soort} ${new URL(r.url()).pathname}`);
    });
    const antwoord = await tab.goto(`${basis.origin}${pad}`, { waitUntil: "networkidle0", timeout: 120_000 });
    if (!antwoord?.ok() || tab.url().includes("/account/login")) throw new Error(`${pad}: ${antwoord?.status()} ${tab.url()} (klopt AUTH_SECRET met de server?)`);
    // Blocking time as Lighthouse counts it: long tasks that end after the first paint, beyond 50 ms each.
    const { taken, fcp } = await tab.evaluate(() => ({
      taken: (window as unknown as { __taken: [number, number][] }).__taken,
      fcp: performance.getEntriesByName("first-contentful-paint")[0]?.startTime ?? 0,
    }));
    const blok = taken.reduce((som, [start, duur]) => som + (start + duur > fcp ? Math.max(0, duur - 50) : 0), 0);
    await tab.close();
    return { telling, namen, blok };
  };
  const regels: string[] = [];
  let totaal = 0;
  let blokTotaal = 0;
  try {
    for (let ronde = 0; ronde < 2; ronde++) for (const p of gekozen) await bekijk(p.pad);
    for (const p of gekozen) {
      const som: Record<Soort, number> = { pagina: 0, api: 0, prefetch: 0, rsc: 0 };
      let namen: string[] = [];
      const blokken: number[] = [];
      const voor = cpuPerProces(pid);
      for (let i = 0; i < views; i++) {
        const v = await bekijk(p.pad);
        for (const k of Object.keys(som) as Soort[]) som[k] += v.telling[k];
        namen = v.namen;
        blokken.push(v.blok);
      }
      const ms = cpuVerschil(voor, cpuPerProces(pid)) / views;
      totaal += ms;
      const blok = mediaan(blokken);
      blokTotaal += blok;
      const per = (k: Soort) => String(Math.round((10 * som[k]) / views) / 10).padStart(5);
      regels.push(`${p.naam.padEnd(11)} ${per("pagina")} ${per("api")} ${per("prefetch")} ${per("rsc")}   ${ms.toFixed(0).padStart(6)}   ${blok.toFixed(0).padStart(6)}` + (namen.length ? `\n${" ".repeat(12)}${[...new Set(namen)].join(", ")}` : ""));
      console.error(`[${new Date().toISOString().slice(11, 19)} belasting ${belasting()}] ${regels.at(-1)}`);
    }
  } finally {
    await browser.close();
  }
  console.log(`Paginabezoek tegen ${basis.origin} (administratie ${adm}, server pid ${pid}); ${views} bezoeken per pagina na 2 rondes opwarmen; per bezoek`);
  console.log(`belasting (1/5/15 min) voor ${belastingVoor}, na ${belasting()}; ${os.cpus().length} cores\n`);
  console.log(`${"pagina".padEnd(11)} ${"pag".padStart(5)} ${"api".padStart(5)} ${"pref".padStart(5)} ${"rsc".padStart(5)}   ${"cpu ms".padStart(6)}   ${"blok ms".padStart(6)}`);
  for (const r of regels) console.log(r);
  console.log(`${"gemiddeld".padEnd(35)}   ${(totaal / gekozen.length).toFixed(0).padStart(6)}   ${(blokTotaal / gekozen.length).toFixed(0).padStart(6)}`);
  console.log("pag/api/pref/rsc = verzoeken per bezoek (de pagina, API-aanroepen, prefetches van de router, andere RSC-verzoeken); cpu ms = CPU-tijd van de serverprocessen per bezoek;");
  console.log(`blok ms = blokkeertijd in de browser (lange taken na de eerste weergave, elk boven 50 ms), CPU ${vertraging}× vertraagd, mediaan van de bezoeken.`);
  await db.$disconnect();
  process.exit(0);
}

void main();
