/**
 * Lighthouse scores of the heaviest screens (issue 19), not a test: home, the pupil list and the
 * stroomplan of a learning-route package, signed in, in Debian's Chromium headless. Prints
 * performance and accessibility per page (targets: performance ≥ 95, accessibility 100) and the
 * audits that cost points.
 *
 *   DATABASE_URL=… AUTH_SECRET=<the server's> npx tsx bench/lighthouse.ts [--url http://127.0.0.1:3000] [--mobile]
 *
 * Against a production server on this machine only. Desktop settings by default (school staff
 * work on desktop browsers; Lighthouse's desktop preset throttles less than the mobile one);
 * `--mobile` runs Lighthouse's default mobile emulation; `--only home,overzicht` runs those pages.
 */
import { parseArgs } from "node:util";
import lighthouse from "lighthouse";
import desktopConfig from "lighthouse/core/config/desktop-config.js";
import puppeteer from "puppeteer-core";
import { encode } from "next-auth/jwt";
import { db, leesRijen } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { Bits, Functiegebied as F } from "@/lib/permissions/constants";
import { huidigSchooljaar } from "@/lib/schooljaar";
import { SESSION_MAX_AGE_S, startSessie } from "@/lib/services/auth";

const { values } = parseArgs({ options: { url: { type: "string", default: "http://127.0.0.1:3000" }, mobile: { type: "boolean", default: false }, only: { type: "string" } } });
const basis = new URL(values.url!);
if (!["127.0.0.1", "localhost", "[::1]"].includes(basis.hostname)) {
  console.error(`Alleen een server op deze machine: ${basis.hostname} is niet lokaal.`);
  process.exit(2);
}

async function main() {
  // The administration with the most pupils and a staff member there who reads everything.
  const sj = huidigSchooljaar();
  const [wie] = await leesRijen<{ gebruikerId: string; sv: number; adm: number; pakket: number | null; leerling: number | null; groep: number | null; periode: number | null; plan: string | null }>(Prisma.sql`
    SELECT m."gebruikerId", g."sessieVersie" AS sv, m."administratieNr" AS adm,
      (SELECT min(ap."leerroutepakketId") FROM "AdministratieLeerroutepakket" ap WHERE ap."administratieNr" = m."administratieNr") AS pakket,
      (SELECT min(l.id) FROM "Leerling" l WHERE l."administratieNr" = m."administratieNr") AS leerling,
      (SELECT min(gr.nr) FROM "Groep" gr WHERE gr."administratieNr" = m."administratieNr" AND gr.schooljaar = ${sj} AND gr.soort = 'Klas') AS groep,
      (SELECT p.nummer FROM "Periode" p WHERE p."administratieNr" = m."administratieNr" AND p.schooljaar = ${sj} AND current_date BETWEEN p.ingangsdatum AND p.einddatum LIMIT 1) AS periode,
      (SELECT gp."groepNr" || '/' || gp."periodeNummer" FROM "Groepsplan" gp WHERE gp."administratieNr" = m."administratieNr" AND gp.schooljaar = ${sj} ORDER BY gp.id LIMIT 1) AS plan
    FROM "Medewerker" m JOIN "Gebruiker" g ON g.id = m."gebruikerId"
    WHERE m.actief AND EXISTS (
      SELECT 1 FROM "MedewerkerRol" mr JOIN "RolPermissie" rp ON rp."administratieNr" = mr."administratieNr" AND rp."rolId" = mr."rolId"
      WHERE mr."administratieNr" = m."administratieNr" AND mr."gebruikerId" = m."gebruikerId" AND rp.functiegebied = ${F.Leerlingen} AND rp.bits & ${Bits.ReadAlle} <> 0)
    ORDER BY (SELECT count(*) FROM "Leerling" l WHERE l."administratieNr" = m."administratieNr") DESC, m."administratieNr", m."gebruikerId" LIMIT 1`);
  if (!wie) throw new Error("Geen medewerker met leesrecht op alle leerlingen: seed of genereer eerst data.");
  const sid = await startSessie(wie.gebruikerId, SESSION_MAX_AGE_S);
  const token = await encode({ token: { sub: wie.gebruikerId, sv: wie.sv, sid }, secret: process.env.AUTH_SECRET!, salt: "authjs.session-token" });
  // The ten busiest screens (issue 27), where the data has them; bare lists follow their redirect.
  const jaar = `/${wie.adm}/schooljaar/${sj}`;
  const paginas = [
    { naam: "home", pad: `/${wie.adm}` },
    { naam: "leerlingen", pad: `${jaar}/adm/leerlingen` },
    ...(wie.leerling ? [{ naam: "leerling", pad: `${jaar}/adm/leerlingen/details/${wie.leerling}` }] : []),
    { naam: "groepen", pad: `${jaar}/adm/groepen` },
    ...(wie.groep ? [{ naam: "groep", pad: `${jaar}/adm/groepen/details/${wie.groep}` }] : []),
    ...(wie.periode ? [{ naam: "monitor", pad: `${jaar}/planning/monitor/${wie.periode}/PerCompetentie` }, { naam: "overzicht", pad: `${jaar}/overzichten/${wie.periode}/Pervakgebied` }] : []),
    ...(wie.pakket ? [{ naam: "stroomplan", pad: `/${wie.adm}/leerroutepakketten/${wie.pakket}/details/stroomplan` }] : []),
    { naam: "groepsplannen", pad: `${jaar}/planning/groepsplannen` },
    ...(wie.plan ? [{ naam: "groepsplan", pad: `${jaar}/planning/groepsplannen/details/${wie.plan}` }] : []),
  ];

  const alleen = values.only ? new Set(values.only.split(",")) : null;

  // The session as a real cookie of the browser (an extra Cookie header is dropped once the site
  // sets a cookie of its own), kept across the runs.
  const browser = await puppeteer.launch({ executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium", headless: true, args: ["--no-sandbox", "--disable-gpu"] });
  await browser.setCookie({ name: "authjs.session-token", value: token, domain: basis.hostname, path: "/", httpOnly: true, sameSite: "Lax" });
  const regels: string[] = [];
  try {
    for (const p of paginas.filter((x) => !alleen || alleen.has(x.naam))) {
      const page = await browser.newPage();
      // A served page once first: a production server is warm, its first render is not what users see.
      await page.goto(`${basis.origin}${p.pad}`, { waitUntil: "networkidle0" });
      const res = await lighthouse(
        `${basis.origin}${p.pad}`,
        { output: "json", logLevel: "error", onlyCategories: ["performance", "accessibility"], disableStorageReset: true },
        values.mobile ? undefined : desktopConfig,
        page,
      );
      await page.close();
      const lhr = res!.lhr;
      if (lhr.finalDisplayedUrl.includes("/account/login")) throw new Error(`${p.pad}: doorgestuurd naar aanmelden (klopt AUTH_SECRET met de server?) ${lhr.finalDisplayedUrl} ${JSON.stringify(lhr.runWarnings)}`);
      const score = (c: string) => Math.round((lhr.categories[c]?.score ?? 0) * 100);
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
      if (verschuivingen.length) kosten.push(`verschuivingen: ${verschuivingen.join(" | ")}`);
      regels.push(`${p.naam.padEnd(11)} ${String(score("performance")).padStart(4)} ${String(score("accessibility")).padStart(5)}   LCP ${m("largest-contentful-paint")}, TBT ${m("total-blocking-time")}, CLS ${m("cumulative-layout-shift")}${kosten.length ? `\n${" ".repeat(24)}punten kwijt: ${kosten.join(", ")}` : ""}`);
    }
  } finally {
    await browser.close();
  }
  console.log(`Lighthouse ${values.mobile ? "mobiel" : "desktop"} tegen ${basis.origin} (administratie ${wie.adm}); doel: prestaties ≥ 95, toegankelijkheid 100\n`);
  console.log(`${"pagina".padEnd(11)} ${"prest".padStart(4)} ${"toeg".padStart(5)}`);
  for (const r of regels) console.log(r);
  await db.$disconnect();
  process.exit(0);
}

void main();
