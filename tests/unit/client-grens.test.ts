import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * The client boundary: a server module that imports a *value* (a constant, a list, a function
 * that is not a component) from a "use client" module gets a client reference instead of the value.
 * The home page passed such a reference as its news page size: its prefetch failed on every view.
 * Server code may import only components (PascalCase) and types from client modules.
 */
const ROOT = path.resolve(__dirname, "../..");
const MAPPEN = ["app", "components", "lib"];

function bestanden(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    if (e.isDirectory()) return e.name === "generated" ? [] : bestanden(p);
    return /\.(ts|tsx)$/.test(e.name) && !e.name.endsWith(".d.ts") ? [p] : [];
  });
}

const isClient = (bron: string) => /^\s*(\/\/[^\n]*\n|\/\*[\s\S]*?\*\/\s*)*["']use client["']/.test(bron);

function resolve(van: string, spec: string): string | null {
  const basis = spec.startsWith("@/") ? path.join(ROOT, spec.slice(2)) : spec.startsWith(".") ? path.resolve(path.dirname(van), spec) : null;
  if (!basis) return null;
  for (const kandidaat of [basis, `${basis}.ts`, `${basis}.tsx`, path.join(basis, "index.ts"), path.join(basis, "index.tsx")]) {
    if (fs.existsSync(kandidaat) && fs.statSync(kandidaat).isFile()) return kandidaat;
  }
  return null;
}

/** Value imports `import { a, type B, C as D } from "x"` of a file (type-only imports skipped). */
function waardeImports(bron: string): { namen: string[]; spec: string }[] {
  const uit: { namen: string[]; spec: string }[] = [];
  for (const m of bron.matchAll(/import\s+(type\s+)?\{([^}]*)\}\s+from\s+["']([^"']+)["']/g)) {
    if (m[1]) continue;
    const namen = m[2]!
      .split(",")
      .map((n) => n.trim())
      .filter((n) => n && !n.startsWith("type "))
      .map((n) => n.split(/\s+as\s+/)[0]!.trim());
    uit.push({ namen, spec: m[3]! });
  }
  return uit;
}

describe("server modules import only components and types from client modules", () => {
  const alle = MAPPEN.flatMap((m) => bestanden(path.join(ROOT, m)));
  const bronnen = new Map(alle.map((f) => [f, fs.readFileSync(f, "utf8")]));

  it("finds client and server modules to check", () => {
    const clients = [...bronnen.values()].filter(isClient).length;
    expect(clients).toBeGreaterThan(50);
    expect(bronnen.size - clients).toBeGreaterThan(100);
  });

  it("no server module imports a non-component value from a client module", () => {
    const fouten: string[] = [];
    for (const [bestand, bron] of bronnen) {
      if (isClient(bron)) continue;
      for (const { namen, spec } of waardeImports(bron)) {
        const doel = resolve(bestand, spec);
        if (!doel || !isClient(bronnen.get(doel) ?? fs.readFileSync(doel, "utf8"))) continue;
        for (const naam of namen) if (!/^[A-Z][a-z0-9]/.test(naam)) fouten.push(`${path.relative(ROOT, bestand)}: ${naam} uit ${spec}`);
      }
    }
    expect(fouten).toEqual([]);
  });

  it("would catch the home page's old import", () => {
    const bron = `import { HOME_NIEUWS_AANTAL, NieuwsHome } from "@/components/nieuws/nieuws-home";`;
    const [imp] = waardeImports(bron);
    expect(imp!.namen.filter((n) => !/^[A-Z][a-z0-9]/.test(n))).toEqual(["HOME_NIEUWS_AANTAL"]);
  });
});
