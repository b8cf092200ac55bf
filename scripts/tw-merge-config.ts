/**
 * tailwind-merge with only the class groups this code base uses (issue 27).
 *
 * `cn()` merges classes with tailwind-merge on every page; its default configuration (every class
 * group of Tailwind 4: ~21 kB of 27 kB minified, 8.6 kB gzipped in all) was on every page's first
 * load. This script reads every class-like token of the code (string literals in app/, components/
 * and lib/), keeps the class groups of tailwind-merge's default configuration that any of them
 * belongs to, and writes them to lib/client/tw-merge.generated.ts, which lib/utils.ts's `cn` builds
 * its merger from (createTailwindMerge; the default configuration is no longer bundled). A class
 * of a group that is not kept would merely not override its rival: tests/unit/tw-merge.test.ts
 * fails when a token of the code belongs to a group the generated file lacks (re-run this script)
 * and checks that the trimmed merger gives twMerge's result for pairs of the code's tokens.
 *
 *   npx tsx scripts/tw-merge-config.ts           # writes lib/client/tw-merge.generated.ts
 *   npx tsx scripts/tw-merge-config.ts --check   # exits 1 when the file is out of date
 */
import fs from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createTailwindMerge, getDefaultConfig, validators } from "tailwind-merge";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
export const UITVOER = path.join(ROOT, "lib/client/tw-merge.generated.ts");
const MAPPEN = ["app", "components", "lib"];

function bestanden(dir: string): string[] {
  const uit: string[] = [];
  if (!fs.existsSync(dir)) return uit;
  for (const d of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, d.name);
    if (d.isDirectory()) uit.push(...bestanden(p));
    else if (/\.(tsx?|jsx?)$/.test(d.name) && !d.name.endsWith(".generated.ts")) uit.push(p);
  }
  return uit;
}

/** Every whitespace-separated token of every string literal of the code (a superset of its classes). */
export function tokensVanCode(root = ROOT): string[] {
  const tokens = new Set<string>();
  for (const map of MAPPEN) {
    for (const f of bestanden(path.join(root, map))) {
      const bron = fs.readFileSync(f, "utf8");
      for (const m of bron.matchAll(/"((?:[^"\\\n]|\\.)*)"|'((?:[^'\\\n]|\\.)*)'|`((?:[^`\\]|\\.)*)`/g)) {
        const tekst = m[1] ?? m[2] ?? m[3] ?? "";
        // A template literal: the parts around ${…}; a part ending in "-" before ${…} is a class
        // with a computed value (`grid-cols-${n}`): sample it with a number and a bracket value.
        for (const deel of tekst.split(/\$\{[^}]*\}/)) {
          for (const t of deel.split(/\s+/)) {
            if (!t || t.length > 120) continue;
            tokens.add(t);
            if (t.endsWith("-")) tokens.add(`${t}1`).add(`${t}[1px]`);
          }
        }
      }
    }
  }
  return [...tokens].sort();
}

type Config = ReturnType<typeof getDefaultConfig>;

/** The class groups of tailwind-merge's default configuration that any token belongs to. */
export function gebruikteGroepen(tokens: string[], config: Config = getDefaultConfig()): string[] {
  // Only tokens the whole configuration knows can belong to a group ("t t" merges to "t").
  const alle = createTailwindMerge(() => config);
  const klassen = tokens.filter((t) => alle(`${t} ${t}`) === t);
  const uit: string[] = [];
  for (const groep of Object.keys(config.classGroups)) {
    // A merger that knows only this group: "t t" merges to "t" only when t is in it.
    const alleen = createTailwindMerge(() => ({ ...config, classGroups: { [groep]: config.classGroups[groep as keyof Config["classGroups"]] }, conflictingClassGroups: {}, conflictingClassGroupModifiers: {} }) as Config);
    if (klassen.some((t) => alleen(`${t} ${t}`) === t)) uit.push(groep);
  }
  return uit;
}

const VALIDATOREN = new Map<unknown, string>(Object.entries(validators).map(([naam, f]) => [f, naam]));

function schrijfWaarde(w: unknown, themas: Set<string>): string {
  if (typeof w === "string") return JSON.stringify(w);
  if (typeof w === "function") {
    const getter = w as { isThemeGetter?: boolean; themeKey?: string };
    if (getter.isThemeGetter && getter.themeKey) {
      themas.add(getter.themeKey);
      return `t(${JSON.stringify(getter.themeKey)})`;
    }
    const naam = VALIDATOREN.get(w);
    if (!naam) throw new Error(`onbekende functie in de configuratie van tailwind-merge: ${String(w).slice(0, 80)}`);
    return `v.${naam}`;
  }
  if (Array.isArray(w)) return `[${w.map((x) => schrijfWaarde(x, themas)).join(",")}]`;
  if (w && typeof w === "object") return `{${Object.entries(w).map(([k, x]) => `${JSON.stringify(k)}:${schrijfWaarde(x, themas)}`).join(",")}}`;
  throw new Error(`onbekende waarde in de configuratie van tailwind-merge: ${String(w)}`);
}

/** The generated module's text for these groups. */
export function genereer(groepen: string[], config: Config = getDefaultConfig()): string {
  const houd = new Set(groepen);
  const themas = new Set<string>();
  const klassen = groepen.map((g) => `    ${JSON.stringify(g)}: ${schrijfWaarde(config.classGroups[g as keyof Config["classGroups"]], themas)},`);
  const filter = (rec: Record<string, readonly string[] | undefined>) =>
    Object.entries(rec)
      .filter(([k]) => houd.has(k))
      .map(([k, lijst]) => [k, (lijst ?? []).filter((x) => houd.has(x))] as const)
      .filter(([, lijst]) => lijst.length > 0)
      .map(([k, lijst]) => `    ${JSON.stringify(k)}: ${JSON.stringify(lijst)},`);
  const conflicten = filter(config.conflictingClassGroups as Record<string, readonly string[]>);
  const modifiers = filter(config.conflictingClassGroupModifiers as Record<string, readonly string[]>);
  // Theme values may refer to other theme keys: follow them until nothing new.
  const thema: string[] = [];
  const gedaan = new Set<string>();
  for (let nieuw = [...themas]; nieuw.length; nieuw = [...themas].filter((k) => !gedaan.has(k))) {
    for (const k of nieuw) {
      gedaan.add(k);
      thema.push(`    ${JSON.stringify(k)}: ${schrijfWaarde((config.theme as Record<string, unknown>)[k] ?? [], themas)},`);
    }
  }
  return `// Generated by scripts/tw-merge-config.ts from tailwind-merge's default configuration: only the
// class groups the code's classes belong to (issue 27). Do not edit; re-run the script.
import { fromTheme as t, validators as v } from "tailwind-merge";

export const twConfig = {
  cacheSize: ${config.cacheSize},
  theme: {
${thema.sort().join("\n")}
  },
  classGroups: {
${klassen.join("\n")}
  },
  conflictingClassGroups: {
${conflicten.join("\n")}
  },
  conflictingClassGroupModifiers: {
${modifiers.join("\n")}
  },
  orderSensitiveModifiers: ${JSON.stringify(config.orderSensitiveModifiers)},
};
`;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const tekst = genereer(gebruikteGroepen(tokensVanCode()));
  if (process.argv.includes("--check")) {
    const oud = fs.existsSync(UITVOER) ? fs.readFileSync(UITVOER, "utf8") : "";
    if (oud !== tekst) {
      console.error(`${path.relative(ROOT, UITVOER)} is out of date: npx tsx scripts/tw-merge-config.ts`);
      process.exit(1);
    }
    console.log(`${path.relative(ROOT, UITVOER)} is up to date`);
  } else {
    fs.writeFileSync(UITVOER, tekst);
    console.log(`written ${path.relative(ROOT, UITVOER)}`);
  }
}
