/**
 * The HTML of the measured pages, byte for byte (issue 27: HTML ≤ 60 KB per page). Not a test: it
 * prints figures.
 *
 *   DATABASE_URL=… npx tsx bench/html-paginas.ts [--url http://127.0.0.1:3000] [--admnr 1001] [--email …] [--wachtwoord …] [--only home,leerlingen,…] [--bewaar dir] [--json file]
 *
 * Against a server on this machine. It signs in through the sign-in form (default: the
 * administration's administrator — the user bench/pages.ts picks — with the demo password, so no
 * AUTH_SECRET is needed), takes the same real ids as bench/pages.ts (bench/sessie.ts `schermIds`),
 * loads the same seven pages (plus the monitor's PerLeerling tab and a pupil's details) and splits
 * each body as curl receives it (uncompressed) into:
 *   head        everything before <body>
 *   shell       the body's markup before <main> (header, menus, pickers)
 *   main        the markup inside <main>; of which `tabellen` (inside <table>), `svg`, `class`
 *               (the class attributes) across the whole body
 *   flight      the RSC payload (`self.__next_f.push` scripts) as it stands in the HTML (escaped);
 *               of which `query` (dehydrated TanStack Query state, HydrationBoundary's `state`),
 *               `berichten` (next-intl messages: the provider's `messages` and metBerichten's
 *               `berichten`), `props` (other props of client components: the largest per
 *               component in the detail lines) and the rest (the server tree, module references)
 *   scripts     other inline scripts and the <script src> tags
 * Target: every page ≤ 60 KB (61,440 bytes).
 *
 * `--kruip [n]` then follows the links of those pages (same server, GET, breadth first) to up to n
 * more pages (default 150), one per route shape (numbers and the school year as placeholders),
 * and prints every page it found over 60 KB with its parts, so no screen is missed.
 */
import fs from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { db, leesRijen } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { Bits, Functiegebied as F } from "@/lib/permissions/constants";
import { huidigSchooljaar } from "@/lib/schooljaar";
import { DEMO_PASSWORD } from "@/prisma/demo-constants";
import { schermIds } from "./sessie";
import { lokaleServer } from "./serverproces";

const { values } = parseArgs({
  options: {
    url: { type: "string", default: "http://127.0.0.1:3000" },
    admnr: { type: "string", default: "1001" },
    email: { type: "string" },
    wachtwoord: { type: "string", default: DEMO_PASSWORD },
    only: { type: "string" },
    bewaar: { type: "string" },
    json: { type: "string" },
    kruip: { type: "string" },
  },
});
const basis = lokaleServer(values.url!);
const adm = Number(values.admnr);
const sj = huidigSchooljaar();
const DOEL = 60 * 1024;

/** Cookies of one signed-in browser (name → value), from Set-Cookie headers. */
const koekjes = new Map<string, string>();
const koekjeKop = () => [...koekjes].map(([k, v]) => `${k}=${v}`).join("; ");
function bewaarKoekjes(res: Response) {
  for (const c of res.headers.getSetCookie()) {
    const [paar] = c.split(";");
    const i = paar!.indexOf("=");
    koekjes.set(paar!.slice(0, i).trim(), paar!.slice(i + 1));
  }
}

async function aanmelden(email: string, wachtwoord: string) {
  const csrfRes = await fetch(`${basis.origin}/api/auth/csrf`);
  bewaarKoekjes(csrfRes);
  const { csrfToken } = (await csrfRes.json()) as { csrfToken: string };
  const res = await fetch(`${basis.origin}/api/auth/callback/credentials`, {
    method: "POST",
    redirect: "manual",
    headers: { "content-type": "application/x-www-form-urlencoded", cookie: koekjeKop() },
    body: new URLSearchParams({ email, password: wachtwoord, csrfToken }),
  });
  bewaarKoekjes(res);
  await res.arrayBuffer();
  if (![...koekjes.keys()].some((k) => k.endsWith("session-token"))) throw new Error(`Aanmelden als ${email} mislukt (${res.status}).`);
}

/** Follows redirects to the final URL; the body as bytes and the hops. */
async function haal(pad: string): Promise<{ pad: string; html: string; bytes: number; via: string[] }> {
  const via: string[] = [];
  let huidig = pad;
  for (let i = 0; i < 5; i++) {
    const res = await fetch(`${basis.origin}${huidig}`, { headers: { cookie: koekjeKop(), accept: "text/html" }, redirect: "manual" });
    const body = Buffer.from(await res.arrayBuffer());
    if (res.status >= 300 && res.status < 400) {
      const naar = new URL(res.headers.get("location") ?? "", `${basis.origin}${huidig}`);
      if (naar.origin !== basis.origin || naar.pathname.startsWith("/account/login")) throw new Error(`${huidig} verwijst naar ${naar.href} (aanmelding verlopen?)`);
      via.push(`${res.status} (${body.length} B)`);
      huidig = naar.pathname + naar.search;
      continue;
    }
    if (res.status !== 200) throw new Error(`${huidig} gaf ${res.status}: ${body.toString("utf8").slice(0, 300)}`);
    return { pad: huidig, html: body.toString("utf8"), bytes: body.length, via };
  }
  throw new Error(`${pad}: meer dan 5 doorverwijzingen`);
}

const utf8 = (s: string) => Buffer.byteLength(s, "utf8");
/** Bytes a piece of the RSC payload takes in the HTML: its JSON text, escaped as a JS string. */
const inHtml = (v: unknown) => utf8(JSON.stringify(typeof v === "string" ? v : JSON.stringify(v))) - 2;

export interface Delen {
  totaal: number;
  head: number;
  shell: number;
  main: number;
  tabellen: number;
  svg: number;
  klassen: number;
  flight: number;
  query: number;
  berichten: number;
  props: number;
  scripts: number;
  /** The largest props of client components: component name → bytes in the HTML. */
  zwaarste: [string, number][];
}

/** Splits a page's HTML into its parts (see the header). */
export function ontleed(html: string): Delen {
  const totaal = utf8(html);
  let flightTekst = "";
  let flightBytes = 0;
  let scripts = 0;
  const zonderScripts = html.replace(/<script\b[^>]*>([\s\S]*?)<\/script>/g, (heel, inhoud: string) => {
    const m = /^\s*self\.__next_f\.push\(([\s\S]*)\)\s*;?\s*$/.exec(inhoud);
    if (m) {
      flightBytes += utf8(heel);
      try {
        const a = JSON.parse(m[1]!) as unknown[];
        if (typeof a[1] === "string") flightTekst += a[1];
      } catch {
        /* not JSON: counted as flight anyway */
      }
    } else scripts += utf8(heel);
    return "";
  });
  const bodyStart = zonderScripts.indexOf("<body");
  const mainStart = zonderScripts.indexOf("<main");
  const mainEind = zonderScripts.lastIndexOf("</main>");
  const head = utf8(zonderScripts.slice(0, bodyStart));
  const shell = utf8(zonderScripts.slice(bodyStart, mainStart < 0 ? bodyStart : mainStart)) + (mainEind < 0 ? 0 : utf8(zonderScripts.slice(mainEind + 7)));
  const main = mainStart < 0 ? utf8(zonderScripts.slice(bodyStart)) : utf8(zonderScripts.slice(mainStart, mainEind + 7));
  const body = zonderScripts.slice(bodyStart);
  const som = (re: RegExp) => [...body.matchAll(re)].reduce((s, m) => s + utf8(m[0]), 0);
  const tabellen = som(/<table\b[\s\S]*?<\/table>/g);
  const svg = som(/<svg\b[\s\S]*?<\/svg>/g);
  const klassen = som(/ class="[^"]*"/g);

  // The payload's rows ("id:value\n"); the module references (I rows) name client components.
  const rijen = flightTekst.split(/\n(?=[0-9a-f]+:)/);
  const modules = new Map<string, string>();
  const namen = new Map<string, string>();
  for (const r of rijen) {
    const i = r.indexOf(":");
    const id = r.slice(0, i);
    const v = r.slice(i + 1);
    if (v.startsWith('"') && !v.startsWith('"$')) {
      try {
        namen.set(id, JSON.parse(v) as string);
      } catch {
        /* not a string row */
      }
    }
    const m = /^I\[\d+,\[[^\]]*\],"([^"]*)"/.exec(v);
    if (m) modules.set(id, m[1]!);
  }
  const naamVan = (ref: string) => {
    const id = ref.replace(/^\$L/, "");
    const n = modules.get(id) ?? ref;
    return n.startsWith("$") ? (namen.get(n.slice(1)) ?? n) : n;
  };
  let query = 0;
  let berichten = 0;
  let props = 0;
  const perComponent = new Map<string, number>();
  const loop = (node: unknown): void => {
    if (!Array.isArray(node)) {
      if (node && typeof node === "object") for (const v of Object.values(node)) loop(v);
      return;
    }
    if (node[0] === "$" && typeof node[1] === "string" && node[3] && typeof node[3] === "object") {
      const p = node[3] as Record<string, unknown>;
      const client = node[1].startsWith("$L");
      for (const [k, v] of Object.entries(p)) {
        if (k === "children") {
          loop(v);
          continue;
        }
        if (!client) {
          loop(v);
          continue;
        }
        const n = inHtml(v);
        if (k === "state" && v && typeof v === "object" && "queries" in v) query += n;
        else if (k === "messages" || k === "berichten") berichten += n;
        else {
          props += n;
          const naam = `${naamVan(node[1])}.${k}`;
          perComponent.set(naam, (perComponent.get(naam) ?? 0) + n);
          loop(v);
        }
      }
      return;
    }
    for (const v of node) loop(v);
  };
  for (const r of rijen) {
    const v = r.slice(r.indexOf(":") + 1);
    if (!v.startsWith("[") && !v.startsWith("{")) continue;
    try {
      loop(JSON.parse(v));
    } catch {
      /* a text row */
    }
  }
  const zwaarste = [...perComponent].sort((a, b) => b[1] - a[1]).slice(0, 4);
  return { totaal, head, shell, main, tabellen, svg, klassen, flight: flightBytes, query, berichten, props, scripts, zwaarste };
}

/** The route shape of a path: numbers and school years as placeholders (one page per shape). */
const vorm = (pad: string) => pad.replace(/\?.*$/, "").replace(/\/\d{4}-\d{4}(?=\/|$)/g, "/{sj}").replace(/\/\d+(?=\/|$)/g, "/{n}");

/** Breadth first over the pages' links; prints the pages over the target. */
async function kruip(start: string[], max: number, uit: Record<string, Delen & { pad: string }>) {
  const gezien = new Set(start.map(vorm));
  const rij = [...start];
  const boven: [string, Delen][] = [];
  let bezocht = 0;
  const grootste: [string, number][] = [];
  while (rij.length && bezocht < max + start.length) {
    const pad = rij.shift()!;
    let p: Awaited<ReturnType<typeof haal>>;
    try {
      p = await haal(pad);
    } catch (e) {
      console.log(`  ${pad}: ${e instanceof Error ? e.message.slice(0, 120) : e}`);
      continue;
    }
    bezocht++;
    const d = uit[pad] ?? ontleed(p.html);
    grootste.push([p.pad, d.totaal]);
    if (d.totaal > DOEL) boven.push([p.pad, d]);
    for (const m of p.html.matchAll(/href="(\/[^"#]*)"/g)) {
      const href = m[1]!.replace(/&amp;/g, "&");
      if (/^\/(api|_next|account|Loggedout)\b|\.(ico|svg|png|pdf)\b/.test(href)) continue;
      const v = vorm(href);
      if (gezien.has(v)) continue;
      gezien.add(v);
      rij.push(href);
    }
  }
  grootste.sort((a, b) => b[1] - a[1]);
  console.log(`\nGekropen: ${bezocht} pagina's (${gezien.size} routevormen gezien). Grootste tien:`);
  for (const [pad, n] of grootste.slice(0, 10)) console.log(`  ${(n / 1024).toFixed(1).padStart(6)} KB  ${pad}`);
  console.log(boven.length ? `Boven ${DOEL / 1024} KB:` : `Geen gekropen pagina boven ${DOEL / 1024} KB.`);
  for (const [pad, d] of boven)
    console.log(`  ${(d.totaal / 1024).toFixed(1)} KB ${pad}: opmaak ${((d.shell + d.main) / 1024).toFixed(1)} (tabel ${(d.tabellen / 1024).toFixed(1)}), flight ${(d.flight / 1024).toFixed(1)} (query ${(d.query / 1024).toFixed(1)}, berichten ${(d.berichten / 1024).toFixed(1)}, props ${(d.props / 1024).toFixed(1)})`);
}

async function main() {
  const [wie] = await leesRijen<{ email: string | null; rol: string }>(Prisma.sql`
    SELECT g.email, r.naam AS rol
    FROM "Medewerker" m JOIN "Gebruiker" g ON g.id = m."gebruikerId"
      JOIN "MedewerkerRol" mr ON mr."administratieNr" = m."administratieNr" AND mr."gebruikerId" = m."gebruikerId"
      JOIN "Rol" r ON r."administratieNr" = mr."administratieNr" AND r.id = mr."rolId"
    WHERE m."administratieNr" = ${adm} AND m.actief AND g.email IS NOT NULL
      AND (SELECT count(DISTINCT rp.functiegebied) FROM "RolPermissie" rp WHERE rp."administratieNr" = mr."administratieNr" AND rp."rolId" = mr."rolId"
           AND rp.functiegebied IN (${F.Leerlingen}, ${F.Leerlingevaluaties}, ${F.Groepsplannen}, ${F.Leerroutepakketten}) AND rp.bits & ${Bits.ReadAlle | Bits.Manage} <> 0) = 4
    ORDER BY (r.naam = 'Beheerder') DESC, m."gebruikerId" LIMIT 1`);
  const email = values.email ?? wie?.email;
  if (!email) throw new Error(`Geen medewerker in administratie ${adm} die alles mag lezen; geef --email.`);
  const ids = await schermIds(adm, sj);
  const { periode, pakket, groep, leerling, plangroep, planperiode, competentie } = ids;
  await aanmelden(email, values.wachtwoord!);

  const monitor = `/${adm}/schooljaar/${sj}/planning/monitor/${periode}`;
  const doelen: [string, string][] = [
    ["home", `/${adm}`],
    ["leerlingen", `/${adm}/schooljaar/${sj}/adm/leerlingen`],
    ["details", `/${adm}/schooljaar/${sj}/adm/leerlingen/details/${leerling}`],
    ["monitor", `${monitor}/PerCompetentie?filter=Alle&leerroutepakket=${pakket}&groep=${groep}&competentie=${competentie}`],
    ["monitor-leerling", `${monitor}/PerLeerling?filter=Alle&leerroutepakket=${pakket}&groep=${groep}`],
    ["overzicht", `/${adm}/schooljaar/${sj}/overzichten/${periode}/Pervakgebied?leerroutepakket=${pakket}`],
    ["stroomplan", `/${adm}/leerroutepakketten/${pakket}/details/stroomplan`],
    ["groepsplan", `/${adm}/schooljaar/${sj}/planning/groepsplannen/details/${plangroep}/${planperiode}`],
  ];
  const gekozen = doelen.filter(([naam]) => !values.only || values.only.split(",").includes(naam));
  console.log(`${basis.origin}, administratie ${adm} als ${email}${wie?.rol ? ` (${wie.rol})` : ""}, schooljaar ${sj}; KB = 1024 bytes, ongecomprimeerd\n`);
  const kb = (n: number) => (n / 1024).toFixed(1).padStart(6);
  const kolommen = ["totaal", "head", "shell", "main", "tabel", "svg", "class", "flight", "query", "ber.", "props", "script"];
  console.log(`${"pagina".padEnd(17)}${kolommen.map((k) => k.padStart(7)).join("")}  doel`);
  const uit: Record<string, Delen & { pad: string }> = {};
  let boven = 0;
  for (const [naam, pad] of gekozen) {
    const p = await haal(pad);
    if (values.bewaar) {
      fs.mkdirSync(values.bewaar, { recursive: true });
      fs.writeFileSync(path.join(values.bewaar, `${naam}.html`), p.html);
    }
    const d = ontleed(p.html);
    uit[naam] = { ...d, pad: p.pad };
    if (d.totaal > DOEL) boven++;
    const cijfers = [d.totaal, d.head, d.shell, d.main, d.tabellen, d.svg, d.klassen, d.flight, d.query, d.berichten, d.props, d.scripts];
    console.log(`${naam.padEnd(17)}${cijfers.map((c) => ` ${kb(c)}`).join("")}  ${d.totaal <= DOEL ? "ok" : "te groot"}`);
    const extra = [p.via.length ? `doorverwezen ${p.via.join(", ")}` : "", d.zwaarste.length ? `zwaarste props: ${d.zwaarste.map(([k, n]) => `${k} ${(n / 1024).toFixed(1)}`).join(", ")}` : ""].filter(Boolean);
    if (extra.length) console.log(`${"".padEnd(17)} ${extra.join("; ")}`);
  }
  console.log(`\n${boven ? `${boven} pagina('s) boven` : "Alle pagina's binnen"} ${DOEL / 1024} KB. shell+main = de opmaak zonder scripts; tabel, svg en class zijn delen van de opmaak; query, ber(ichten) en props delen van flight.`);
  if (values.kruip !== undefined) await kruip(gekozen.map(([, pad]) => pad), Number(values.kruip || 150), uit);
  if (values.json) fs.writeFileSync(values.json, JSON.stringify(uit, null, 2));
  await db.$disconnect();
}

main().catch(async (e) => {
  console.error(e instanceof Error ? e.message : e);
  await db.$disconnect().catch(() => {});
  process.exit(1);
});
