import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * No import circle among the app's own modules (issue 32): a circle makes the order in which
 * modules initialise depend on who is imported first, and ties two layers that should stand one
 * on the other (lib/connector/import.ts ↔ lib/services/connector.ts was the last). Followed: static
 * imports and re-exports (`import type` too) and type positions `import("…").Name`. Not followed:
 * `import()` that loads code later (a dialog loaded by its trigger may import the trigger's props).
 */
const ROOT = path.resolve(__dirname, "../..");

function bestanden(): string[] {
  const uit: string[] = [];
  const loop = (d: string) => {
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) {
        if (e.name !== "generated" && e.name !== "node_modules") loop(p);
      } else if (/\.tsx?$/.test(e.name) && !e.name.endsWith(".d.ts")) uit.push(p);
    }
  };
  for (const d of ["lib", "components", "app", "scripts"]) loop(path.join(ROOT, d));
  return uit;
}

export function importCirkels(bron: Map<string, string>): string[][] {
  const namen = new Set(bron.keys());
  const zoek = (van: string, spec: string) => {
    const basis = spec.startsWith("@/") ? path.join(ROOT, spec.slice(2)) : spec.startsWith(".") ? path.resolve(path.dirname(van), spec) : null;
    if (!basis) return null;
    return [basis, `${basis}.ts`, `${basis}.tsx`, `${basis}/index.ts`, `${basis}/index.tsx`].find((k) => namen.has(k)) ?? null;
  };
  const graaf = new Map<string, Set<string>>();
  for (const [f, s] of bron) {
    const naar = new Set<string>();
    for (const m of s.matchAll(/(?:^|\n)\s*(?:import|export)\s[^;]*?from\s+["']([^"']+)["']/g)) naar.add(zoek(f, m[1]!) ?? "");
    for (const m of s.matchAll(/import\(\s*["']([^"']+)["']\s*\)\.(?!then\b|catch\b|finally\b)[A-Za-z_]/g)) naar.add(zoek(f, m[1]!) ?? "");
    naar.delete("");
    graaf.set(f, naar);
  }
  // Tarjan's strongly connected components: each of more than one module is a circle.
  let teller = 0;
  const index = new Map<string, number>();
  const laag = new Map<string, number>();
  const stapel: string[] = [];
  const opStapel = new Set<string>();
  const cirkels: string[][] = [];
  const bezoek = (v: string) => {
    index.set(v, teller);
    laag.set(v, teller++);
    stapel.push(v);
    opStapel.add(v);
    for (const w of graaf.get(v) ?? []) {
      if (!index.has(w)) {
        bezoek(w);
        laag.set(v, Math.min(laag.get(v)!, laag.get(w)!));
      } else if (opStapel.has(w)) laag.set(v, Math.min(laag.get(v)!, index.get(w)!));
    }
    if (laag.get(v) === index.get(v)) {
      const c: string[] = [];
      let w: string;
      do {
        w = stapel.pop()!;
        opStapel.delete(w);
        c.push(path.relative(ROOT, w));
      } while (w !== v);
      if (c.length > 1) cirkels.push(c.sort());
    }
  };
  for (const v of graaf.keys()) if (!index.has(v)) bezoek(v);
  return cirkels;
}

describe("import circles", () => {
  it("finds a circle, also through a type position", () => {
    const a = path.join(ROOT, "lib/x/a.ts");
    const b = path.join(ROOT, "lib/x/b.ts");
    const c = path.join(ROOT, "lib/x/c.ts");
    expect(importCirkels(new Map([[a, 'import { b } from "./b";'], [b, 'let x: import("@/lib/x/a").A;']]))).toEqual([["lib/x/a.ts", "lib/x/b.ts"]]);
    expect(importCirkels(new Map([[a, 'import type { B } from "@/lib/x/b";'], [b, 'export { c } from "./c";'], [c, 'import { a } from "./a";']]))).toHaveLength(1);
    // Code loaded later is not a circle; nor is a chain.
    expect(importCirkels(new Map([[a, 'const B = lazy(() => import("./b"));'], [b, 'import { a } from "./a";']]))).toEqual([]);
    expect(importCirkels(new Map([[a, 'const B = lazy(() => import("./b").then((m) => m));'], [b, 'import { a } from "./a";']]))).toEqual([]);
    expect(importCirkels(new Map([[a, 'import { b } from "./b";'], [b, 'import { c } from "./c";'], [c, ""]]))).toEqual([]);
  });

  it("lib, components, app and scripts have none", () => {
    const bron = new Map(bestanden().map((f) => [f, fs.readFileSync(f, "utf8")] as const));
    expect(bron.size).toBeGreaterThan(500);
    expect(importCirkels(bron)).toEqual([]);
  });
});
