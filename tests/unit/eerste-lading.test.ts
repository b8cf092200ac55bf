import fs from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";

/**
 * What a page's first load may not carry (issue 27): the code of dialogs and forms that open on a
 * click. A list or details page loads its add/edit dialogs (kit/form-dialog: Radix's dialog,
 * react-hook-form, zod and the schema), its confirmations (kit/confirm-delete: the alert dialog)
 * and drag and drop (ui/sortable-list: dnd-kit) with `import()` when they are used. This follows
 * the static imports of a page and its layouts into the client modules (as the bundler puts them
 * in the page's chunks; `import()` and `import type` are not followed) and names what of the
 * forbidden it reaches, and by which path. bench/js-per-route.ts measures the bytes.
 */
const ROOT = path.resolve(__dirname, "../..");

/** Modules and packages that belong to a dialog or form opened on a click, not to a list page. */
const VERBODEN = ["@tanstack/react-table", "@tanstack/table-core", "zod", "react-hook-form", "@hookform/resolvers", "@dnd-kit/core", "components/ui/dialog.tsx", "components/ui/alert-dialog.tsx"];

/** Pages whose forms are all behind a click (checked with the bench to be within 200 kB gzipped). */
const PAGINAS = [
  "[admnr]/beheer/tags",
  "[admnr]/beheer/rollen",
  "[admnr]/beheer/schooljaren",
  "[admnr]/beheer/Notitiesoorten",
  "[admnr]/beheer/leerjaren",
  "[admnr]/beheer/Vakgebieden",
  "[admnr]/beheer/Opptemplates",
  "[admnr]/beheer/Formuliertemplates",
  "[admnr]/beheer/Formuliertemplates/details/[id]",
  "[admnr]/beheer/leerlingplantemplates",
  "[admnr]/beheer/leerlingplantemplates/details/[id]",
  "[admnr]/beheer/Opptemplates/details/[id]",
  "[admnr]/beheer/Opptemplates/categeorie/[id]/[categorie]",
  "[admnr]/Lesbundels",
  "[admnr]/leerroutepakketten",
  "[admnr]/schooljaar/[schooljaar]/adm/groepen",
  "[admnr]/schooljaar/[schooljaar]/adm/groepen/details/[nr]",
  "[admnr]/schooljaar/[schooljaar]/adm/leerlingen/details/[id]/notities",
  "[admnr]/schooljaar/[schooljaar]/planning/leerlingsplannen",
  "[admnr]/beheer/Gebruikers/details/[id]",
  "[admnr]/beheer/import",
  "[admnr]/schooljaar/[schooljaar]/adm/groepen/details/[nr]/groepsplannen",
  "[admnr]/schooljaar/[schooljaar]/adm/leerlingen/details/[id]/ontwikkelingsperspectieven",
  // The last routes over 200 kB (issue 27): their forms are in dialogs (the trajectory's steps,
  // the API key shown once, the grouping proposal), or a section that loads with its first render
  // (Mijnadministratie's language, the package cell's header form).
  "[admnr]/Mijnadministratie",
  "[admnr]/leerroutepakketten/[id]/leerroute/[lr]",
  "[admnr]/leerroutepakketten/[id]/[fase]/[lr]/[domein]/indicatoren",
  "[admnr]/leerroutepakketten/[id]/[fase]/[lr]/[domein]/lesbundels",
  "[admnr]/schooljaar/[schooljaar]/planning/groepsplannen/details/[nr]/[periode]",
  "[admnr]/schooljaar/[schooljaar]/planning/groepsplannen/details/[nr]/[periode]/lesbundels",
];


/**
 * Pages whose form is the page itself: react-hook-form renders the fields at once, but the schema
 * and zod (and the zod resolver) load after the page is interactive (kit/form's useSchemaForm
 * with a schema loader, SchemaBron), so zod is not in their first load.
 */
const FORMULIER_PAGINAS = [
  "[admnr]/account/Mijnaccount",
  "[admnr]/beheer/Export",
  "[admnr]/beheer/rollen/details/[id]",
  "[admnr]/schooljaar/[schooljaar]/planning/groepsplannen/bewerken/[nr]/[periode]/[igNr]",
  "[admnr]/beheer/Vestigingen/toevoegen",
  "[admnr]/beheer/Vestigingen/bewerken/[nr]",
  "[admnr]/beheer/schooljaren/details/[schooljaar]",
  "[admnr]/beheer/Gebruikers/toevoegen",
  "[admnr]/beheer/Gebruikers/bewerken/[id]",
  "[admnr]/Lesbundels/les/[les]",
  "[admnr]/schooljaar/[schooljaar]/planning/handelingsplannen/bewerken/[id]",
];
const ZOD = ["zod", "@hookform/resolvers"];

/** Every page of the app (folders under app/ with a page.tsx). */
function allePaginas(dir = path.join(ROOT, "app")): string[] {
  const uit: string[] = [];
  for (const d of fs.readdirSync(dir, { withFileTypes: true })) {
    if (d.isDirectory()) uit.push(...allePaginas(path.join(dir, d.name)));
    else if (d.name === "page.tsx") uit.push(path.relative(path.join(ROOT, "app"), dir));
  }
  return uit;
}

const isClient = (bron: string) => /^\s*(\/\/[^\n]*\n|\/\*[\s\S]*?\*\/\s*)*["']use client["']/.test(bron);
/** Server actions: a client module that imports them gets references, not their code. */
const isServerActies = (bron: string) => /^\s*(\/\/[^\n]*\n|\/\*[\s\S]*?\*\/\s*)*["']use server["']/.test(bron);

function losOp(root: string, van: string, spec: string): string | null {
  const basis = spec.startsWith("@/") ? path.join(root, spec.slice(2)) : spec.startsWith(".") ? path.resolve(path.dirname(van), spec) : null;
  if (!basis) return null;
  for (const k of [basis, `${basis}.ts`, `${basis}.tsx`, path.join(basis, "index.ts"), path.join(basis, "index.tsx")]) {
    if (fs.existsSync(k) && fs.statSync(k).isFile()) return k;
  }
  return null;
}

/** The static value imports of a module: `import … from`, `export … from`, `import "x"`; not `import type`, not `import()`. */
export function statischeImports(bron: string): string[] {
  const uit: string[] = [];
  for (const m of bron.matchAll(/^\s*(import|export)\s+(type\s+)?([^;]*?)\s+from\s+["']([^"']+)["']/gm)) {
    if (m[2]) continue;
    const namen = /^\{([^}]*)\}$/.exec(m[3]!.trim());
    // `import { type A, type B } from "x"` imports nothing at run time.
    if (namen && namen[1]!.split(",").every((n) => !n.trim() || n.trim().startsWith("type "))) continue;
    uit.push(m[4]!);
  }
  for (const m of bron.matchAll(/^\s*import\s+["']([^"']+)["']/gm)) uit.push(m[1]!);
  return uit;
}

const pakket = (spec: string) => (spec.startsWith("@") ? spec.split("/").slice(0, 2).join("/") : spec.split("/")[0]!);

/** What of VERBODEN a page (or any of several pages, in one walk) reaches in its client modules: "zod via a.tsx → b.ts". */
export function verbodenOpPagina(root: string, pagina: string | string[]): string[] {
  const app = path.join(root, "app");
  const start: string[] = [];
  for (const p of typeof pagina === "string" ? [pagina] : pagina) {
    start.push(path.join(app, p, "page.tsx"));
    for (let dir = path.join(app, p); dir.startsWith(app); dir = path.dirname(dir)) {
      const layout = path.join(dir, "layout.tsx");
      if (fs.existsSync(layout) && !start.includes(layout)) start.push(layout);
    }
  }
  const gezien = new Map<string, boolean>();
  const gevonden: string[] = [];
  const stapel: { bestand: string; client: boolean; pad: string[] }[] = start.map((bestand) => ({ bestand, client: false, pad: [] }));
  while (stapel.length) {
    const { bestand, client, pad } = stapel.pop()!;
    const bron = fs.readFileSync(bestand, "utf8");
    if (isServerActies(bron)) continue;
    // Below a "use client" module everything it imports is client code.
    const inClient = client || isClient(bron);
    if (gezien.get(bestand) === true || (gezien.has(bestand) && !inClient)) continue;
    gezien.set(bestand, inClient);
    const hier = [...pad, bestand];
    const via = () => hier.map((p) => path.relative(root, p)).join(" → ");
    const rel = path.relative(root, bestand);
    if (inClient && VERBODEN.includes(rel)) gevonden.push(`${rel} via ${via()}`);
    for (const spec of statischeImports(bron)) {
      const doel = losOp(root, bestand, spec);
      if (doel) stapel.push({ bestand: doel, client: inClient, pad: hier });
      else if (inClient && VERBODEN.includes(pakket(spec))) gevonden.push(`${pakket(spec)} via ${via()}`);
    }
  }
  return [...new Set(gevonden)];
}

describe("first load: dialogs and forms behind a click are not in a page's static client imports", () => {
  it("reads the imports a bundler follows", () => {
    const bron = [
      `import { a, type B } from "./a";`,
      `import type { C } from "./c";`,
      `import { type D } from "./d";`,
      `export { E } from "./e";`,
      `import "./f";`,
      `const g = () => import("./g");`,
      `import * as z from "zod";`,
    ].join("\n");
    expect(statischeImports(bron)).toEqual(["./a", "./e", "zod", "./f"]);
  });

  for (const pagina of PAGINAS) {
    it(pagina, () => {
      expect(fs.existsSync(path.join(ROOT, "app", pagina, "page.tsx"))).toBe(true);
      expect(verbodenOpPagina(ROOT, pagina)).toEqual([]);
    });
  }

  for (const pagina of FORMULIER_PAGINAS) {
    it(`${pagina} (form at once, zod later)`, () => {
      expect(fs.existsSync(path.join(ROOT, "app", pagina, "page.tsx"))).toBe(true);
      expect(verbodenOpPagina(ROOT, pagina).filter((v) => ZOD.includes(v.split(" ")[0]!))).toEqual([]);
    });
  }

  it("no page loads TanStack Table (DataTable's own table model, kit/tabel-model.ts)", () => {
    const paginas = allePaginas();
    expect(paginas.length).toBeGreaterThan(100);
    // One walk from every page and layout (each module read once); a hit names its path from a page.
    expect(verbodenOpPagina(ROOT, paginas).filter((v) => v.startsWith("@tanstack/"))).toEqual([]);
  });

});

/** The named value imports of a module from one package: `import { A, B as C } from "pkg"` → ["A", "B"]. */
export function benoemdeImports(bron: string, pakketNaam: string): string[] {
  const uit: string[] = [];
  for (const m of bron.matchAll(/^\s*import\s+(?!type\s)\{([^}]*)\}\s+from\s+["']([^"']+)["']/gm)) {
    if (m[2] !== pakketNaam) continue;
    for (const n of m[1]!.split(",")) {
      const naam = n.trim();
      if (naam && !naam.startsWith("type ")) uit.push(naam.split(/\s+as\s+/)[0]!.trim());
    }
  }
  return uit;
}

/** Every project module (app/, components/, lib/) that is client code or imported by client code of some page (or of `start` only). */
function clientModules(root: string, start?: string[]): Map<string, string> {
  const app = path.join(root, "app");
  const uit = new Map<string, string>();
  const gezien = new Map<string, boolean>();
  const stapel: { bestand: string; client: boolean }[] = (start ?? []).map((f) => ({ bestand: path.join(root, f), client: false }));
  for (const p of start ? [] : allePaginas()) {
    stapel.push({ bestand: path.join(app, p, "page.tsx"), client: false });
    for (let dir = path.join(app, p); dir.startsWith(app); dir = path.dirname(dir)) {
      for (const f of ["layout.tsx", "error.tsx", "not-found.tsx", "loading.tsx"]) if (fs.existsSync(path.join(dir, f))) stapel.push({ bestand: path.join(dir, f), client: false });
    }
  }
  while (stapel.length) {
    const { bestand, client } = stapel.pop()!;
    const bron = fs.readFileSync(bestand, "utf8");
    if (isServerActies(bron)) continue;
    const inClient = client || isClient(bron);
    if (gezien.get(bestand) === true || (gezien.has(bestand) && !inClient)) continue;
    gezien.set(bestand, inClient);
    if (inClient) uit.set(path.relative(root, bestand), bron);
    for (const spec of statischeImports(bron)) {
      const doel = losOp(root, bestand, spec);
      if (doel) stapel.push({ bestand: doel, client: inClient });
    }
  }
  return uit;
}

describe("first load: what every page or every form carried (issue 27, shell and forms)", () => {
  const modules = clientModules(ROOT);

  it("finds the client modules of the pages", () => {
    expect(modules.has("components/shell/user-menu.tsx")).toBe(true);
    expect(modules.has("components/kit/form.tsx")).toBe(true);
    expect(benoemdeImports(`import { Checkbox as C, type X } from "radix-ui";\nimport type { Y } from "radix-ui";`, "radix-ui")).toEqual(["Checkbox"]);
  });

  it("no page loads Radix's checkbox (ui/checkbox is the native control)", () => {
    const hits = [...modules]
      .filter(([, bron]) => benoemdeImports(bron, "radix-ui").includes("Checkbox") || statischeImports(bron).includes("@radix-ui/react-checkbox"))
      .map(([f]) => f);
    expect(hits).toEqual([]);
  });

  it("cn() does not bundle tailwind-merge's default configuration (lib/client/tw-merge.generated.ts)", () => {
    const heel = ["twMerge", "extendTailwindMerge", "getDefaultConfig", "mergeConfigs"];
    const bronnen = [...modules, ["lib/utils.ts", fs.readFileSync(path.join(ROOT, "lib/utils.ts"), "utf8")] as const];
    const hits = bronnen.filter(([, bron]) => benoemdeImports(bron, "tailwind-merge").some((n) => heel.includes(n))).map(([f]) => f);
    expect(hits).toEqual([]);
  });

  it("the shell (root and administration layouts, error screens) imports no Radix (Button's asChild: ui/slot; Label: the native label)", () => {
    const schil = clientModules(ROOT, ["app/layout.tsx", "app/error.tsx", "app/not-found.tsx", "app/[admnr]/layout.tsx", "app/[admnr]/not-found.tsx"]);
    expect(schil.has("components/shell/user-menu.tsx")).toBe(true);
    expect(schil.has("components/ui/button.tsx")).toBe(true);
    const hits = [...schil].filter(([, bron]) => statischeImports(bron).some((s) => s === "radix-ui" || s.startsWith("@radix-ui/"))).map(([f]) => f);
    expect(hits).toEqual([]);
  });

  it("form pages without a table do not load a list screen's table (a hook taken from its own module)", () => {
    const tabel = ["components/kit/data-table.tsx", "components/kit/list-screen.tsx"];
    for (const pagina of ["[admnr]/beheer/Vestigingen/toevoegen", "[admnr]/beheer/Vestigingen/bewerken/[nr]", "[admnr]/beheer/Export"]) {
      const schil = clientModules(ROOT, [`app/${pagina}/page.tsx`]);
      expect(schil.size, pagina).toBeGreaterThan(0);
      expect([...schil.keys()].filter((f) => tabel.includes(f)), pagina).toEqual([]);
    }
  });

  it("no client module builds an Intl formatter when it loads (the first one loads ICU's data: 60–150 ms of hydration at 4×)", () => {
    // `new Intl.X(…)` outside any function runs while the page's modules evaluate; inside a function
    // (a lazy getter) it runs when a value is first formatted.
    const opLaadtijd = (bestand: string, bron: string) => {
      const uit: string[] = [];
      const bezoek = (n: ts.Node, inFunctie: boolean) => {
        if (!inFunctie && ts.isNewExpression(n) && ts.isPropertyAccessExpression(n.expression) && n.expression.expression.getText() === "Intl")
          uit.push(`${bestand}: ${n.getText().slice(0, 60)}`);
        ts.forEachChild(n, (k) => bezoek(k, inFunctie || ts.isFunctionLike(k) || ts.isClassLike(k)));
      };
      bezoek(ts.createSourceFile(bestand, bron, ts.ScriptTarget.Latest, true, bestand.endsWith("x") ? ts.ScriptKind.TSX : ts.ScriptKind.TS), false);
      return uit;
    };
    expect(opLaadtijd("voorbeeld.ts", `const a = new Intl.Collator("nl");\nfunction f() { return new Intl.NumberFormat("nl"); }\nlet b: Intl.Collator | undefined;\nconst g = () => (b ??= new Intl.Collator("nl"));`)).toEqual([
      `voorbeeld.ts: new Intl.Collator("nl")`,
    ]);
    expect(modules.has("lib/format/datum.ts")).toBe(true);
    expect([...modules].flatMap(([f, bron]) => opLaadtijd(f, bron))).toEqual([]);
  });

  it("one copy of each Radix package is installed (no nested @radix-ui copies in package-lock.json)", () => {
    const lock = JSON.parse(fs.readFileSync(path.join(ROOT, "package-lock.json"), "utf8")) as { packages: Record<string, unknown> };
    const genest = Object.keys(lock.packages).filter((k) => /node_modules\/.+\/node_modules\/@radix-ui\//.test(k));
    expect(genest).toEqual([]);
  });
});

