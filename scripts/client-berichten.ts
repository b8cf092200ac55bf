/**
 * Which messages each page ships to the browser (issue 27). A page's client components read their
 * texts from next-intl's client provider; shipping every namespace to every page cost ~150 KB of
 * HTML a page. This script follows the imports of each page and layout (app/**) through the code
 * and collects the namespaces its client modules ask for (`useTranslations("…")`, and namespace
 * props such as `ns="…"` handed to the shared template screens), and writes
 * lib/i18n/client-berichten.generated.ts. A template kind's declaration names its namespaces by role
 * (`berichten: { ns, bouwerNs, dialoogNs }`); a page ships a role's namespace only when one of its
 * client modules reads that role (`useTranslations(soort.berichten.bouwerNs)`), and the list
 * namespace less its other screens' parts ("beheer.opptemplates -categorie -details", issue 32).
 * Pages pass their own list to the provider (metBerichten);
 * the layouts' client parts (navigation, tabs, error screen) use the root provider's list.
 *
 *   npx tsx scripts/client-berichten.ts          # rewrite the generated file
 *   npx tsx scripts/client-berichten.ts --check  # exit 1 when it is out of date (the unit test does this)
 */
import fs from "node:fs";
import path from "node:path";

const ROOT = path.resolve(import.meta.dirname, "..");
const APP = path.join(ROOT, "app");
export const UITVOER = path.join(ROOT, "lib", "i18n", "client-berichten.generated.ts");

/** Always shipped: useTermen fills sector terms into texts that did not come from the messages. */
const ALTIJD = ["translation.termen", "translation.lidwoorden"];
/** Files of the app router that render outside any page's or layout's own provider: the root provider serves them. */
const SCHIL = new Set(["error.tsx", "global-error.tsx", "not-found.tsx", "loading.tsx", "template.tsx"]);
/** The layouts around every screen; deeper layouts get their own provider like pages. */
const SCHIL_LAYOUTS = new Set(["layout.tsx", "[admnr]/layout.tsx"]);

const EXTENSIES = [".tsx", ".ts", "/index.tsx", "/index.ts"];

function losOp(van: string, spec: string): string | null {
  let basis: string;
  if (spec.startsWith("@/")) basis = path.join(ROOT, spec.slice(2));
  else if (spec.startsWith(".")) basis = path.resolve(path.dirname(van), spec);
  else return null; // a package: its texts are not ours
  if (fs.existsSync(basis) && fs.statSync(basis).isFile()) return basis;
  for (const ext of EXTENSIES) if (fs.existsSync(basis + ext)) return basis + ext;
  return null;
}

interface Bron {
  client: boolean;
  imports: string[];
  /** useTranslations("x") in this file. */
  hooks: string[];
  /** Namespace props handed on (ns="x", dialoogNs="x", ns: "x"). */
  props: string[];
  /** useTranslations(`adm.${lijst}`): a namespace with parts filled in at run time. */
  sjablonen: string[];
  /** String values given to names here (lijst="groepen", soort: "tags"), to fill in sjablonen. */
  waarden: [string, string][];
  /** useTranslations() without a namespace. */
  dynamisch: boolean;
  /**
   * A template kind's declaration here (lib/templates/kind-*.ts: `berichten: { ns: "…", bouwerNs: "…" }`):
   * its namespaces by role. They ship only where a client module of the page reads that role.
   */
  rollen: Record<string, string>[];
  /** useTranslations(soort.berichten.<rol>) in this file: the roles of a declaration it reads. */
  rolGebruik: string[];
}

const bronnen = new Map<string, Bron>();

function lees(bestand: string): Bron {
  const bekend = bronnen.get(bestand);
  if (bekend) return bekend;
  const tekst = fs.readFileSync(bestand, "utf8");
  const imports = new Set<string>();
  // `import type` / `export type` bring no code to the browser: not followed (a type from a
  // screen's module shipped that whole screen's messages, issue 27).
  for (const re of [/(?:^|[\s;])(?:import|export)\s(?!type\s)[^;]*?\sfrom\s*["']([^"']+)["']/gs, /import\(\s*["']([^"']+)["']\s*\)/g, /^import\s+["']([^"']+)["']/gm]) {
    for (const m of tekst.matchAll(re)) {
      const doel = losOp(bestand, m[1]!);
      if (doel && /\.tsx?$/.test(doel)) imports.add(doel);
    }
  }
  const hooks = [...tekst.matchAll(/useTranslations\(\s*["'`]([^"'`$]+)["'`]\s*\)/g)].map((m) => m[1]!);
  const rollen: Record<string, string>[] = [];
  const zonderDeclaraties = tekst.replace(/\bberichten:\s*\{([^{}]*)\}/g, (_, binnen: string) => {
    rollen.push(Object.fromEntries([...binnen.matchAll(/(\w+):\s*["']([A-Za-z][\w.]*)["']/g)].map((m) => [m[1]!, m[2]!])));
    return "";
  });
  const rolGebruik = [...tekst.matchAll(/useTranslations\(([^()]*\bberichten\.\w+[^()]*)\)/g)].flatMap((m) => [...m[1]!.matchAll(/\bberichten\.(\w+)/g)].map((r) => r[1]!));
  const props = [...zonderDeclaraties.matchAll(/\b\w*(?:ns|Ns)(?:=|:\s*)["'`]([A-Za-z][\w.]*)["'`]/g)].map((m) => m[1]!);
  const sjablonen = [...tekst.matchAll(/useTranslations\(\s*`([^`]*\$\{[^`]*)`\s*\)/g)].map((m) => m[1]!);
  const waarden = [...tekst.matchAll(/\b(\w+)(?:=|:\s*)["']([A-Za-z][\w-]*)["']/g)].map((m) => [m[1]!, m[2]!] as [string, string]);
  const dynamisch = /useTranslations\(\s*\)/.test(tekst);
  const bron: Bron = { client: /^\s*["']use client["']/.test(tekst), imports: [...imports], hooks, props, sjablonen, waarden, dynamisch, rollen, rolGebruik };
  bronnen.set(bestand, bron);
  return bron;
}

/** The namespaces a route file's client side needs: hooks in client modules, namespace props anywhere. */
function namespacesVan(start: string, fouten: string[], boom: Boom): Set<string> {
  const uit = new Set<string>();
  const sjablonen = new Set<string>();
  const waarden = new Map<string, Set<string>>();
  const gezien = new Set<string>();
  const rollen: Record<string, string>[] = [];
  const rolGebruik = new Set<string>();
  const rij: [string, boolean][] = [[start, false]];
  while (rij.length) {
    const [bestand, binnenClient] = rij.pop()!;
    const bron = lees(bestand);
    const client = binnenClient || bron.client;
    const sleutel = `${bestand}|${client}`;
    if (gezien.has(sleutel)) continue;
    gezien.add(sleutel);
    if (client) {
      for (const ns of bron.hooks) uit.add(ns);
      for (const sj of bron.sjablonen) sjablonen.add(sj);
      for (const r of bron.rolGebruik) rolGebruik.add(r);
      if (bron.dynamisch) fouten.push(`${path.relative(ROOT, bestand)}: useTranslations() zonder namespace; geef een namespace mee`);
    }
    for (const ns of bron.props) uit.add(ns);
    rollen.push(...bron.rollen);
    for (const [naam, w] of bron.waarden) (waarden.get(naam) ?? waarden.set(naam, new Set()).get(naam)!).add(w);
    for (const i of bron.imports) rij.push([i, client]);
  }
  // A computed namespace: each ${name} takes the values this page gives that name (lijst="groepen"),
  // or, when it gives none, any one part; only namespaces that exist are kept.
  for (const sj of sjablonen) {
    const delen = sj.split(/\$\{([^}]*)\}/);
    let patroon = "^";
    for (let i = 0; i < delen.length; i++) {
      if (i % 2 === 0) patroon += delen[i]!.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
      else {
        const naam = /(\w+)\s*$/.exec(delen[i]!)?.[1] ?? "";
        const bekend = [...(waarden.get(naam) ?? [])];
        patroon += bekend.length ? `(?:${bekend.map((w) => w.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")).join("|")})` : "[^.]+";
      }
    }
    const re = new RegExp(`${patroon}$`);
    const treffers = alleNamespaces(boom).filter((ns) => re.test(ns));
    if (treffers.length === 0) fouten.push(`${path.relative(ROOT, start)}: useTranslations(\`${sj}\`) vindt geen namespace`);
    for (const ns of treffers) uit.add(ns);
  }
  // A kind's namespaces by the roles the page's screens read. A kind's list namespace holds the
  // kind's other screens' namespaces as parts (beheer.opptemplates.details, .categorie): those
  // parts ship only where the page uses them itself ("beheer.opptemplates -categorie -details").
  const rolNamen = [...new Set(rollen.flatMap((r) => [...rolGebruik].map((g) => r[g]).filter((ns): ns is string => ns !== undefined)))];
  for (const ns of rolNamen) {
    const delen = Object.keys(zoekKnoop(boom, ns) ?? {}).filter((deel) => schermNamespaces(boom).has(`${ns}.${deel}`) && !gedekt(`${ns}.${deel}`, [...uit, ...rolNamen.filter((n) => n !== ns)]));
    uit.add([ns, ...delen.sort().map((d) => `-${d}`)].join(" "));
  }
  return uit;
}

function zoekKnoop(boom: Boom, pad: string): Boom | undefined {
  let knoop: string | Boom | undefined = boom;
  for (const deel of pad.split(".")) knoop = typeof knoop === "object" ? knoop[deel] : undefined;
  return typeof knoop === "object" ? knoop : undefined;
}

let schermen: Set<string> | undefined;
/** Every namespace a screen of the code names (a literal useTranslations or a declaration's role) that exists. */
function schermNamespaces(boom: Boom): Set<string> {
  if (schermen) return schermen;
  const uit = new Set<string>();
  const loop = (dir: string) => {
    for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
      const p = path.join(dir, e.name);
      if (e.isDirectory()) {
        if (e.name !== "generated" && e.name !== "node_modules") loop(p);
      } else if (/\.tsx?$/.test(e.name)) {
        const bron = lees(p);
        for (const ns of [...bron.hooks, ...bron.props, ...bron.rollen.flatMap((r) => Object.values(r))]) if (bestaat(boom, ns)) uit.add(ns);
      }
    }
  };
  for (const dir of ["app", "components", "lib"]) loop(path.join(ROOT, dir));
  return (schermen = uit);
}

/** Every path to an object in the messages ("adm", "adm.leerlingen", …). */
function alleNamespaces(boom: Boom, voor = ""): string[] {
  const uit: string[] = [];
  for (const [k, v] of Object.entries(boom)) {
    if (typeof v !== "object") continue;
    const pad = voor ? `${voor}.${k}` : k;
    uit.push(pad, ...alleNamespaces(v, pad));
  }
  return uit;
}

type Boom = { [k: string]: string | Boom };

function nlBerichten(): Boom {
  // The same merge as lib/i18n (nl is complete; variants only override).
  const dir = path.join(ROOT, "messages", "nl");
  const uit: Boom = {};
  for (const f of fs.readdirSync(dir)) {
    if (!f.endsWith(".json")) continue;
    const ns = f.slice(0, -5);
    uit[ns] = JSON.parse(fs.readFileSync(path.join(dir, f), "utf8")) as Boom;
    const sub = path.join(dir, ns);
    if (fs.existsSync(sub)) for (const g of fs.readdirSync(sub)) if (g.endsWith(".json")) (uit[ns] as Boom)[g.slice(0, -5)] = JSON.parse(fs.readFileSync(path.join(sub, g), "utf8")) as Boom;
  }
  return uit;
}

function bestaat(boom: Boom, pad: string): boolean {
  let knoop: string | Boom | undefined = boom;
  for (const deel of pad.split(".")) {
    if (typeof knoop !== "object" || knoop === null) return false;
    knoop = knoop[deel];
  }
  return knoop !== undefined;
}

/** An entry of a list: a namespace, or a namespace less some of its parts ("a.b -c -d"). */
function ontleed(ns: string): { basis: string; zonder: Set<string> } {
  const [basis, ...zonder] = ns.split(" -");
  return { basis: basis!, zonder: new Set(zonder) };
}

/** Whether entry `ander` ships all that entry `ns` ships. */
function dekt(ander: string, ns: string): boolean {
  const a = ontleed(ander);
  const n = ontleed(ns);
  if (n.basis === a.basis) return [...a.zonder].every((d) => n.zonder.has(d));
  if (!n.basis.startsWith(`${a.basis}.`)) return false;
  return !a.zonder.has(n.basis.slice(a.basis.length + 1).split(".")[0]!);
}

/** Known namespaces only, sorted, without those another one of the list ships. */
function netjes(lijst: Iterable<string>, boom: Boom): string[] {
  const bekend = [...new Set(lijst)].filter((ns) => bestaat(boom, ontleed(ns).basis)).sort();
  return bekend.filter((ns, i) => !bekend.some((ander, j) => ander !== ns && dekt(ander, ns) && (!dekt(ns, ander) || j < i)));
}

function routeBestanden(dir: string, uit: string[] = []): string[] {
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) routeBestanden(p, uit);
    else if (e.name === "page.tsx" || e.name === "layout.tsx" || SCHIL.has(e.name)) uit.push(p);
  }
  return uit.sort();
}

/** The key of a page or layout: its path under app/ without ".tsx" ("page", "[admnr]/beheer/layout"). */
export function paginaSleutel(bestand: string): string {
  return path.relative(APP, bestand).split(path.sep).join("/").replace(/\.tsx$/, "");
}

/** Whether namespace `ns` is already shipped by one of `lijst` (itself or a namespace around it). */
function gedekt(ns: string, lijst: Iterable<string>): boolean {
  for (const ander of lijst) if (dekt(ander, ns)) return true;
  return false;
}

export function berekenClientBerichten(): { schil: string[]; paginas: Record<string, string[]>; fouten: string[] } {
  const boom = nlBerichten();
  const fouten: string[] = [];
  const schil = new Set<string>(ALTIJD);
  const eigen = new Map<string, Set<string>>();
  for (const bestand of routeBestanden(APP)) {
    const ns = namespacesVan(bestand, fouten, boom);
    const naam = path.basename(bestand);
    const sleutel = paginaSleutel(bestand);
    // A client page (the dev kit) has no server wrapper: its texts come from the root provider.
    if ((naam === "page.tsx" || naam === "layout.tsx") && !SCHIL_LAYOUTS.has(`${sleutel}.tsx`) && !lees(bestand).client) eigen.set(sleutel, ns);
    else for (const n of ns) schil.add(n);
  }
  const schilLijst = netjes(schil, boom);
  // A provider adds to what the providers around it ship (berichten-aanvulling.tsx merges), so
  // a page lists only what its layouts and the root do not already ship.
  const paginas: Record<string, string[]> = {};
  for (const [sleutel, ns] of eigen) {
    const map = sleutel.split("/").slice(0, -1);
    const rond = [...schilLijst];
    for (let i = 0; i <= map.length; i++) {
      const layout = [...map.slice(0, i), "layout"].join("/");
      if (layout !== sleutel && eigen.has(layout)) rond.push(...eigen.get(layout)!);
    }
    paginas[sleutel] = netjes([...ns].filter((n) => !gedekt(n, rond)), boom);
  }
  return { schil: schilLijst, paginas, fouten: [...new Set(fouten)] };
}

export function genereer(): string {
  const { schil, paginas } = berekenClientBerichten();
  const regels = Object.entries(paginas).map(([k, v]) => `  ${JSON.stringify(k)}: ${JSON.stringify(v)},`);
  return `// Generated by scripts/client-berichten.ts from the imports of app/**: do not edit by hand.
// Run \`npx tsx scripts/client-berichten.ts\` after adding a useTranslations namespace to a client component.

/** Namespaces the layouts' client parts and the error screens use (the root provider). */
export const SCHIL_BERICHTEN: readonly string[] = ${JSON.stringify(schil)};

/** Per page and layout below the shell (its path under app/), the namespaces its client components use. */
export const PAGINA_BERICHTEN: Readonly<Record<string, readonly string[]>> = {
${regels.join("\n")}
};
`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(import.meta.filename)) {
  const { fouten } = berekenClientBerichten();
  if (fouten.length) {
    console.error(fouten.join("\n"));
    process.exit(1);
  }
  const nieuw = genereer();
  const oud = fs.existsSync(UITVOER) ? fs.readFileSync(UITVOER, "utf8") : "";
  if (process.argv.includes("--check")) {
    if (oud !== nieuw) {
      console.error(`${path.relative(ROOT, UITVOER)} is niet bij: npx tsx scripts/client-berichten.ts`);
      process.exit(1);
    }
  } else if (oud !== nieuw) {
    fs.writeFileSync(UITVOER, nieuw);
    console.log(`${path.relative(ROOT, UITVOER)} bijgewerkt`);
  }
}
