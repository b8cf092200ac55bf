/**
 * First-load JavaScript per route (issue 27): after a production build, for every app page the
 * scripts a first load fetches, their raw and gzipped size, sorted; the maximum and the routes over
 * the budget (200 kB gzipped); then where the bytes are: the largest chunks, how many routes load
 * each, and which packages/modules fill them.
 *
 *   NEXT_BROWSER_SOURCEMAPS=1 NEXT_DIST_DIR=.next-js npx next build   # maps: exact attribution
 *   npx tsx bench/js-per-route.ts [--dist .next-js] [--budget 200] [--chunks 12] [--json file] [--route /[admnr]]
 *   (--route: that page's chunks with what fills each; add --modules for each module's own bytes.
 *   Routes under /dev/ are listed but not counted: app/dev/layout.tsx answers 404 in production.)
 *
 * What a first load fetches, as Next 16.4 with Turbopack writes it (checked against a real page:
 * the <script src> tags of its HTML and the requests Chromium made for it):
 *  - build-manifest.json `rootMainFiles` (the runtime; one of them is <script async>, the others
 *    too). `polyfillFiles` is a `noModule` script that modern browsers skip: not counted.
 *  - server/app/<route>/page_client-reference-manifest.js `entryJSFiles["[project]/app/<route>/page"]`:
 *    the chunks of the page and all its layouts, the other <script src> tags of the HTML.
 *  - the chunks of the error/not-found/loading/… boundaries of the page's segments (entryJSFiles
 *    of those files in the same manifest): the RSC payload in the HTML names them as client
 *    references and React fetches them while it reads the payload. The root not-found is not in a
 *    page's payload (Next renders it as its own route) and the global-error's chunks are the root
 *    layout's: neither adds anything.
 * Sizes: raw bytes and gzip at zlib's default level (what `next start` compresses with);
 * kB = 1000 bytes. This is a benchmark, not a test: it always exits 0.
 */
import { existsSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import vm from "node:vm";
import { gzipSync } from "node:zlib";

const args = process.argv.slice(2);
const opt = (name: string, fallback: string) => {
  const i = args.indexOf(`--${name}`);
  if (i >= 0 && args[i + 1]) return args[i + 1]!;
  const eq = args.find((a) => a.startsWith(`--${name}=`));
  return eq ? eq.slice(name.length + 3) : fallback;
};
const dist = path.resolve(opt("dist", process.env.NEXT_DIST_DIR || ".next"));
const budgetKb = Number(opt("budget", "200"));
const chunkRows = Number(opt("chunks", "12"));
const jsonOut = opt("json", "");

const kb = (n: number) => (n / 1000).toFixed(1);

if (!existsSync(path.join(dist, "build-manifest.json"))) {
  console.log(`No production build in ${dist} (build-manifest.json missing): run \`NEXT_DIST_DIR=${path.basename(dist)} npx next build\` first.`);
  process.exit(0);
}

const buildManifest = JSON.parse(readFileSync(path.join(dist, "build-manifest.json"), "utf8")) as { rootMainFiles: string[]; polyfillFiles: string[] };
const appPaths = JSON.parse(readFileSync(path.join(dist, "app-path-routes-manifest.json"), "utf8")) as Record<string, string>;

type RscManifest = { entryJSFiles: Record<string, string[]> };
function readRscManifest(entry: string): RscManifest | null {
  const file = path.join(dist, "server", "app", `${entry}_client-reference-manifest.js`);
  if (!existsSync(file)) return null;
  const ctx = { globalThis: {} as Record<string, unknown> };
  ctx.globalThis = ctx as unknown as Record<string, unknown>;
  vm.runInNewContext(readFileSync(file, "utf8"), ctx);
  const all = (ctx as unknown as { __RSC_MANIFEST: Record<string, RscManifest> }).__RSC_MANIFEST;
  return all[entry] ?? Object.values(all)[0] ?? null;
}

// ---- sizes, cached per file -------------------------------------------------------------------
const sizes = new Map<string, { raw: number; gz: number }>();
function size(file: string) {
  let s = sizes.get(file);
  if (!s) {
    const buf = readFileSync(path.join(dist, file.replace(/^\/_next\//, "")));
    s = { raw: buf.length, gz: gzipSync(buf).length };
    sizes.set(file, s);
  }
  return s;
}
const norm = (f: string) => f.replace(/^\/?_next\//, "").replace(/^\//, "");

// ---- routes ------------------------------------------------------------------------------------
const BOUNDARY = /\/(error|not-found|forbidden|unauthorized|loading|template|default)$/;
type Row = { route: string; entry: string; files: string[]; raw: number; gz: number };
const rows: Row[] = [];
const missing: string[] = [];
for (const [entry, route] of Object.entries(appPaths)) {
  if (!entry.endsWith("/page")) continue; // route handlers (API) load no JavaScript
  const m = readRscManifest(entry);
  if (!m) {
    missing.push(entry);
    continue;
  }
  const files = new Set(buildManifest.rootMainFiles.map(norm));
  for (const f of m.entryJSFiles[`[project]/app${entry}`] ?? []) files.add(norm(f));
  const segments = entry.slice(0, -"/page".length); // "/[admnr]/adm/leerlingen"
  for (const [key, list] of Object.entries(m.entryJSFiles)) {
    const k = key.replace(/^\[project\]\/app/, "");
    if (!BOUNDARY.test(k) || k === "/not-found") continue;
    const dir = k.replace(BOUNDARY, "");
    if (segments === dir || segments.startsWith(`${dir}/`) || dir === "") for (const f of list) files.add(norm(f));
  }
  let raw = 0;
  let gz = 0;
  for (const f of files) {
    const s = size(f);
    raw += s.raw;
    gz += s.gz;
  }
  rows.push({ route, entry, files: [...files].sort(), raw, gz });
}
rows.sort((a, b) => b.gz - a.gz || a.route.localeCompare(b.route));

const w = Math.max(...rows.map((r) => r.route.length), 5);
console.log(`First-load JavaScript per route — ${path.relative(process.cwd(), dist) || dist} (${rows.length} pages; kB = 1000 bytes, gzip level 6)\n`);
console.log(`${"route".padEnd(w)}  scripts   raw kB    gz kB`);
console.log(`${"-".repeat(w)}  -------  -------  -------`);
// app/dev/layout.tsx answers 404 in production (unless LEERROUTE_DEV_PAGES=1): the component
// showcase loads every ui component on purpose and is not a page anyone opens.
const nietBediend = (r: Row) => r.route.startsWith("/dev/");
for (const r of rows) {
  const flag = r.gz > budgetKb * 1000 ? (nietBediend(r) ? "  (dev showcase, 404 in production)" : "  > budget") : "";
  console.log(`${r.route.padEnd(w)}  ${String(r.files.length).padStart(7)}  ${kb(r.raw).padStart(7)}  ${kb(r.gz).padStart(7)}${flag}`);
}
const over = rows.filter((r) => r.gz > budgetKb * 1000 && !nietBediend(r));
const max = rows.find((r) => !nietBediend(r));
const min = rows[rows.length - 1];
const median = rows[Math.floor(rows.length / 2)];
console.log();
if (max && min && median) {
  console.log(`max ${kb(max.gz)} kB gz (${kb(max.raw)} kB raw, ${max.files.length} scripts) on ${max.route}; median ${kb(median.gz)} kB; min ${kb(min.gz)} kB on ${min.route}`);
}
console.log(`budget ${budgetKb} kB gz: ${over.length} of ${rows.length} routes over${over.length ? `:\n  ${over.map((r) => `${r.route} (${kb(r.gz)})`).join("\n  ")}` : ""}`);
const dev = rows.filter((r) => nietBediend(r) && r.gz > budgetKb * 1000);
if (dev.length) console.log(`not counted (404 in production, app/dev/layout.tsx): ${dev.map((r) => `${r.route} (${kb(r.gz)})`).join(", ")}`);
if (missing.length) console.log(`no client-reference manifest for: ${missing.join(", ")}`);

// ---- where the bytes are -----------------------------------------------------------------------
const routesPerFile = new Map<string, number>();
for (const r of rows) for (const f of r.files) routesPerFile.set(f, (routesPerFile.get(f) ?? 0) + 1);

/** Bytes per source of one chunk, from its source map (exact) or from its module factories (ids only). */
function attribute(file: string): { by: "map" | "modules"; parts: Map<string, number> } {
  const abs = path.join(dist, file);
  const code = readFileSync(abs, "utf8");
  // Turbopack names a chunk's map by its own hash: follow the sourceMappingURL comment.
  const url = /\/\/# sourceMappingURL=([^\s]+)\s*$/.exec(code.slice(-300))?.[1];
  const mapFile = url && !url.startsWith("data:") ? path.join(path.dirname(abs), url) : `${abs}.map`;
  if (existsSync(mapFile)) return { by: "map", parts: fromSourceMap(code, JSON.parse(readFileSync(mapFile, "utf8"))) };
  return { by: "modules", parts: fromSignatures(code) };
}

/** --modules: with --route, name each module (package file or project file) instead of its package or folder. */
const perModule = args.includes("--modules");
/** Package (or project folder) a source path belongs to. */
function owner(source: string): string {
  const s = decodeURIComponent(source).replace(/^turbopack:\/\/\/|^file:\/\//, "");
  if (perModule) return s.replace(/^.*node_modules\//, "").replace(/^.*\[project\]\//, "./").replace(/^\/work\/[^/]+\//, "./");
  const nm = s.lastIndexOf("node_modules/");
  if (nm >= 0) {
    const rest = s.slice(nm + "node_modules/".length).split("/");
    return rest[0]!.startsWith("@") ? `${rest[0]}/${rest[1]}` : rest[0]!;
  }
  const p = s.replace(/^.*\[project\]\//, "").replace(/^\/work\/[^/]+\//, "");
  const parts = p.split("/");
  return parts.length > 2 ? `./${parts.slice(0, 2).join("/")}/…` : `./${p}`;
}

type SourceMap = { sources?: string[]; mappings?: string; sections?: { offset: { line: number; column: number }; map: SourceMap }[] };
const B64 = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
const B64I = new Map([...B64].map((c, i) => [c, i]));
function fromSourceMap(code: string, map: SourceMap): Map<string, number> {
  const lines = code.split("\n");
  // [line, column, source name | null] in generated order
  const marks: [number, number, string | null][] = [];
  const walk = (m: SourceMap, lineOff: number, colOff: number) => {
    if (m.sections) {
      for (const s of m.sections) walk(s.map, lineOff + s.offset.line, s.offset.line === 0 ? colOff + s.offset.column : s.offset.column);
      return;
    }
    const sources = m.sources ?? [];
    let src = 0;
    let line = 0;
    for (const l of (m.mappings ?? "").split(";")) {
      let col = 0;
      if (l) {
        for (const seg of l.split(",")) {
          if (!seg) continue;
          const vals: number[] = [];
          let v = 0;
          let shift = 0;
          for (const ch of seg) {
            const d = B64I.get(ch) ?? 0;
            v += (d & 31) << shift;
            if (d & 32) shift += 5;
            else {
              vals.push(v & 1 ? -(v >>> 1) : v >>> 1);
              v = 0;
              shift = 0;
            }
          }
          col += vals[0]!;
          if (vals.length >= 4) src += vals[1]!;
          marks.push([lineOff + line, (line === 0 ? colOff : 0) + col, vals.length >= 4 ? (sources[src] ?? null) : null]);
        }
      }
      line++;
    }
  };
  walk(map, 0, 0);
  marks.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  const parts = new Map<string, number>();
  const add = (k: string, n: number) => parts.set(k, (parts.get(k) ?? 0) + n);
  let counted = 0;
  for (let i = 0; i < marks.length; i++) {
    const [l, c, s] = marks[i]!;
    const next = marks[i + 1];
    const end = next && next[0] === l ? next[1] : (lines[l]?.length ?? c);
    const n = Math.max(0, end - c);
    add(s ? owner(s) : "(runtime/unmapped)", n);
    counted += n;
  }
  if (code.length > counted) add("(runtime/unmapped)", code.length - counted);
  return parts;
}

/** Without a map: split the chunk into its Turbopack module factories and name each by what it contains. */
const SIGNATURES: [string, RegExp][] = [
  ["zod", /ZodError|\$ZodType|_zod\b|"invalid_type"/],
  ["@hookform/resolvers", /zodResolver|standardSchemaResolver/],
  ["react-hook-form", /useFormContext|shouldUnregister/],
  ["recharts", /recharts-|ResponsiveContainer/],
  ["@dnd-kit/*", /DndContext|useSortable|dnd-kit/],
  ["@react-pdf/renderer", /@react-pdf|PDFViewer/],
  ["exceljs", /ExcelJS|xl\/workbook/],
  ["@tanstack/react-table", /getCoreRowModel|getSortedRowModel/],
  ["@tanstack/react-virtual", /measureElement|getVirtualItems/],
  ["@tanstack/react-query", /QueryClient|queryCache|HydrationBoundary/],
  ["lucide-react", /lucide/],
  ["radix-ui", /data-radix|radix-/],
  ["sonner", /data-sonner|sonner/],
  ["next-intl / use-intl", /IntlProvider|formatMessage|IntlMessageFormat/],
  ["react-dom", /react-dom|__reactFiber|suspense_/],
  ["next", /__NEXT|next-router|_rsc|app-router/],
];
function fromSignatures(code: string): Map<string, number> {
  const parts = new Map<string, number>();
  const items: unknown[] = [];
  try {
    const ctx: Record<string, unknown> = { document: undefined };
    ctx.globalThis = ctx;
    ctx.TURBOPACK = { push: (a: unknown[]) => items.push(...a) };
    vm.runInNewContext(code, ctx, { timeout: 2000 });
  } catch {
    parts.set("(unparsed)", code.length);
    return parts;
  }
  let counted = 0;
  for (const it of items) {
    if (typeof it !== "function") continue;
    const src = String(it);
    const name = SIGNATURES.find(([, re]) => re.test(src))?.[0] ?? "(other modules)";
    parts.set(name, (parts.get(name) ?? 0) + src.length);
    counted += src.length;
  }
  if (code.length > counted) parts.set("(runtime/unmapped)", code.length - counted);
  return parts;
}

const fileList = [...routesPerFile.keys()].sort((a, b) => size(b).gz - size(a).gz);
console.log(`\nLargest chunks (of ${fileList.length} first-load chunks; "routes" = how many of the ${rows.length} pages load it):`);
const everyRoute = fileList.filter((f) => routesPerFile.get(f) === rows.length);
const sharedGz = everyRoute.reduce((n, f) => n + size(f).gz, 0);
const packagesOverall = new Map<string, { raw: number; routes: number }>();
for (const f of fileList) {
  const { by, parts } = attribute(f);
  for (const [k, n] of parts) {
    const p = packagesOverall.get(k) ?? { raw: 0, routes: 0 };
    p.raw += n;
    p.routes = Math.max(p.routes, routesPerFile.get(f) ?? 0);
    packagesOverall.set(k, p);
  }
  if (fileList.indexOf(f) >= chunkRows) continue;
  const s = size(f);
  const top = [...parts].sort((a, b) => b[1] - a[1]).slice(0, 6);
  console.log(`  ${f.replace("static/chunks/", "").padEnd(28)} raw ${kb(s.raw).padStart(6)}  gz ${kb(s.gz).padStart(6)}  routes ${String(routesPerFile.get(f)).padStart(2)}  [${by}] ${top.map(([k, n]) => `${k} ${kb(n)}`).join(", ")}`);
}
console.log(`\nLoaded by every page: ${everyRoute.length} chunks, ${kb(sharedGz)} kB gz.`);
console.log(`\nPackages/modules in first-load chunks (raw kB in distinct chunks; max routes of a chunk holding it):`);
for (const [k, v] of [...packagesOverall].sort((a, b) => b[1].raw - a[1].raw).slice(0, 25)) {
  console.log(`  ${k.padEnd(40)} ${kb(v.raw).padStart(7)}  routes ≤ ${v.routes}`);
}

// --route <route>: the chunks of one route, each with what fills it.
const focus = opt("route", "");
if (focus) {
  const r = rows.find((x) => x.route === focus || x.entry === focus);
  if (!r) console.log(`\n--route ${focus}: no such page`);
  else {
    console.log(`\n${r.route}: ${r.files.length} scripts, ${kb(r.raw)} kB raw, ${kb(r.gz)} kB gz`);
    for (const f of [...r.files].sort((a, b) => size(b).gz - size(a).gz)) {
      const { parts } = attribute(f);
      const top = [...parts].sort((a, b) => b[1] - a[1]).slice(0, perModule ? 40 : 8);
      console.log(`  ${f.replace("static/chunks/", "").padEnd(28)} gz ${kb(size(f).gz).padStart(6)}  routes ${String(routesPerFile.get(f)).padStart(3)}  ${top.map(([k, n]) => `${k} ${kb(n)}`).join(", ")}`);
    }
  }
}

if (jsonOut) {
  writeFileSync(jsonOut, JSON.stringify({ dist, budgetKb, max: max?.gz, over: over.map((r) => r.route), rows: rows.map(({ route, files, raw, gz }) => ({ route, scripts: files.length, raw, gz, files })) }, null, 2));
  console.log(`\nwritten ${jsonOut}`);
}
process.exit(0);
