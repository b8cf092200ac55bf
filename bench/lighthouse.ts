/**
 * Lighthouse scores of the ten busiest screens (issues 19, 27), not a test: home, the pupil list,
 * a pupil's details, the monitor (PerCompetentie of a group), an overview, the stroomplan, a group
 * plan, the evaluation of one of its instruction groups (evalueren), the pupil's file (dossiers) and
 * the action-plan list, signed in as the administration's administrator, in Debian's Chromium
 * headless. Each page runs `--runs` times (default 3) and the median is printed (with the lowest
 * and highest), because the machine's load moves single runs; the load average before and after
 * is printed too. Targets: performance ≥ 95, accessibility 100; the audits that cost points are
 * listed (of the median run) and every failing accessibility audit with its elements.
 *
 *   DATABASE_URL=… AUTH_SECRET=<the server's> npx tsx bench/lighthouse.ts [--url http://127.0.0.1:3000]
 *     [--admnr 3001] [--mobile] [--runs 3] [--only home,evalueren]
 *
 * Against a production server on this machine only. Desktop settings by default (school staff
 * work on desktop browsers; Lighthouse's desktop preset throttles less than the mobile one);
 * `--mobile` runs Lighthouse's default mobile emulation. Without --admnr the administration with
 * the most pupils. Real ids from bench/sessie.ts's schermIds (a Klas group with pupils today, one of
 * its pupils, the active period, the first active package, a group plan) and the plan's first
 * instruction group.
 */
import os from "node:os";
import { parseArgs } from "node:util";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import puppeteer from "puppeteer-core";
import { drukstePaginas } from "./sessie";
import { db } from "@/lib/db/client";
import { lokaleServer } from "./serverproces";

const { values } = parseArgs({
  options: {
    url: { type: "string", default: "http://127.0.0.1:3000" },
    mobile: { type: "boolean", default: false },
    only: { type: "string" },
    admnr: { type: "string" },
    runs: { type: "string", default: "3" },
  },
});
const basis = lokaleServer(values.url!);
const runs = Math.max(1, Number(values.runs) || 3);
const belasting = () => os.loadavg().map((x) => x.toFixed(2)).join(" ");

async function main() {
  const { adm, cookie, paginas } = await drukstePaginas(values.admnr ? Number(values.admnr) : undefined);
  const token = cookie.slice(cookie.indexOf("=") + 1);

  const alleen = values.only ? new Set(values.only.split(",")) : null;
  const gekozen = paginas.filter((x) => !alleen || alleen.has(x.naam));
  if (!gekozen.length) throw new Error(`--only: kies uit ${paginas.map((p) => p.naam).join(", ")}`);
  const belastingVoor = belasting();

  // The session as a real cookie of the browser (an extra Cookie header is dropped once the site
  // sets a cookie of its own), kept across the runs.
  const browser = await puppeteer.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", headless: true, args: ["--no-sandbox", "--disable-gpu"] });
  await browser.setCookie({ name: "authjs.session-token", value: token, domain: basis.hostname, path: "/", httpOnly: true, sameSite: "Lax" });
  const regels: string[] = [];
  type Run = { prest: number; toeg: number; lhr: NonNullable<Awaited<ReturnType<typeof lighthouse>>>["lhr"] };
  try {
    for (const p of gekozen) {
      const metingen: Run[] = [];
      for (let i = 0, fouten = 0; i < runs; i++) {
        const page = await browser.newPage();
        // A served page once first: a production server is warm, its first render is not what users see.
        await page.goto(`${basis.origin}${p.pad}`, { waitUntil: "networkidle0", timeout: 180_000 });
        const res = await lighthouse(
          `${basis.origin}${p.pad}`,
          { output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility"], disableStorageReset: true },
          values.mobile ? undefined : desktopConfig,
          page,
        );
        await page.close();
        const lhr = res!.lhr;
        if (lhr.finalDisplayedUrl.includes("/account/login")) throw new Error(`${p.pad}: doorgestuurd naar aanmelden (klopt AUTH_SECRET met de server?) ${lhr.finalDisplayedUrl} ${JSON.stringify(lhr.runWarnings)}`);
        // A trace that failed to record (NO_NAVSTART and the like, under load) is run again, twice at most.
        if (lhr.runtimeError) {
          if (++fouten > 2) throw new Error(`${p.pad}: ${lhr.runtimeError.code} ${lhr.runtimeError.message}`);
          console.error(`${p.naam}: ${lhr.runtimeError.code}, opnieuw`);
          i--;
          continue;
        }
        const score = (c: string) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
        metingen.push({ prest: score("performance"), toeg: score("accessibility"), lhr });
      }
      // The median run by performance (its audits are printed); accessibility as its median too.
      const opPrest = [...metingen].sort((a, b) => a.prest - b.prest);
      const mediaan = opPrest[Math.floor((opPrest.length - 1) / 2)]!;
      const toeg = [...metingen].map((m) => m.toeg).sort((a, b) => a - b);
      const toegMediaan = toeg[Math.floor((toeg.length - 1) / 2)]!;
      const lhr = mediaan.lhr;
      const kosten = Object.values(lhr.audits)
        .filter((a) => a.score !== null && a.score < 0.9 && (a.scoreDisplayMode === "numeric" || a.scoreDisplayMode === "binary"))
        .map((a) => `${a.id}${a.displayValue ? ` (${a.displayValue})` : ""}`)
        .slice(0, 6) as string[];
      const m = (id: string) => lhr.audits[id]?.displayValue ?? "-";
      // What moved: the elements behind a layout shift, so a CLS above zero points at its cause.
      const verschuivingen = ((lhr.audits["layout-shifts"]?.details as { items?: { score?: number; node?: { selector?: string; snippet?: string } }[] } | undefined)?.items ?? [])
        .filter((i) => (i.score ?? 0) >= 0.005)
        .slice(0, 3)
        .map((i) => `${(i.score ?? 0).toFixed(3)} ${i.node?.selector ?? ""} ${(i.node?.snippet ?? "").slice(0, 120)}`);
      // What could be ours to fix: audits that name a saving on LCP or FCP (render-blocking
      // resources, unused JavaScript, …), with that saving.
      const besparingen = Object.values(lhr.audits)
        .map((a) => ({ id: a.id, ms: Math.max((a.metricSavings as { LCP?: number; FCP?: number } | undefined)?.LCP ?? 0, (a.metricSavings as { FCP?: number } | undefined)?.FCP ?? 0) }))
        .filter((a) => a.ms >= 50)
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 4)
        .map((a) => `${a.id} −${Math.round(a.ms)} ms`);
      if (besparingen.length) kosten.push(`besparing: ${besparingen.join(", ")}`);
      if (verschuivingen.length) kosten.push(`verschuivingen: ${verschuivingen.join(" | ")}`);
      // Every failing accessibility audit of any run, with the elements it names.
      const toegFouten = new Map<string, string>();
      for (const run of metingen) {
        for (const ref of run.lhr.categories.accessibility?.auditRefs ?? []) {
          const a = run.lhr.audits[ref.id];
          if (!a || ref.weight === 0 || a.score === null || a.score >= 1 || toegFouten.has(a.id)) continue;
          const items = ((a.details as { items?: { node?: { selector?: string; snippet?: string } }[] } | undefined)?.items ?? []).slice(0, 3);
          toegFouten.set(a.id, `${a.id}: ${items.map((i) => `${i.node?.selector ?? ""} ${(i.node?.snippet ?? "").slice(0, 100)}`).join(" | ")}`);
        }
      }
      const reeks = metingen.map((x) => x.prest).join("/");
      // Each page's line as soon as it is measured too (stderr), so an interrupted run keeps its figures.
      regels.push(
        `${p.naam.padEnd(11)} ${String(mediaan.prest).padStart(4)} ${String(toegMediaan).padStart(5)}   (${reeks}) LCP ${m("largest-contentful-paint")}, FCP ${m("first-contentful-paint")}, TBT ${m("total-blocking-time")}, CLS ${m("cumulative-layout-shift")}` +
          `${kosten.length ? `\n${" ".repeat(24)}punten kwijt: ${kosten.join(", ")}` : ""}` +
          [...toegFouten.values()].map((t) => `\n${" ".repeat(24)}toegankelijkheid: ${t}`).join(""),
      );
      console.error(`[${new Date().toISOString().slice(11, 19)} belasting ${belasting()}] ${regels.at(-1)}`);
    }
  } finally {
    await browser.close();
  }
  console.log(`Lighthouse ${values.mobile ? "mobiel" : "desktop"} tegen ${basis.origin} (administratie ${adm}); mediaan van ${runs} runs per pagina; doel: prestaties ≥ 95, toegankelijkheid 100`);
  console.log(`belasting (1/5/15 min) voor ${belastingVoor}, na ${belasting()}; ${os.cpus().length} cores\n`);
  console.log(`${"pagina".padEnd(11)} ${"prest".padStart(4)} ${"toeg".padStart(5)}   (prestaties per run)`);
  for (const r of regels) console.log(r);
  await db.$disconnect();
  process.exit(0);
}

void main();
