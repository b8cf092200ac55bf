import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { loadMessages } from "@/lib/i18n";

/**
 * Every message key the code asks for exists in nl (the complete base): a typo or a key moved
 * without its callers shows here, not as a raw key on a screen. The scan reads
 * `const t = useTranslations("ns")` / `await getTranslations("ns")` and then `t("key")`,
 * `t.rich("key")`, `t.raw("key")`, plus `paginaTitel("ns.key")`. A template literal part
 * (`beheer.categorieen.${soort}`) must match at least one existing key.
 */

const ROOT = path.resolve(import.meta.dirname, "../..");
const MAPPEN = ["app", "components", "lib"];

function bestanden(map: string): string[] {
  return readdirSync(map).flatMap((naam) => {
    const vol = path.join(map, naam);
    if (naam === "generated" || naam === "node_modules") return [];
    return statSync(vol).isDirectory() ? bestanden(vol) : /\.(ts|tsx)$/.test(naam) ? [vol] : [];
  });
}

type Boom = { [k: string]: unknown };
function paden(boom: Boom, prefix = "", uit = new Set<string>()): Set<string> {
  for (const [k, v] of Object.entries(boom)) {
    const p = prefix ? `${prefix}.${k}` : k;
    uit.add(p);
    if (v && typeof v === "object") paden(v as Boom, p, uit);
  }
  return uit;
}

const LETTERLIJK = /^(["'`])((?:\\.|(?!\1).)*)\1$/s;
/** A string or template literal as a pattern: `${…}` parts match one key segment. */
function patroon(literal: string): RegExp | string | null {
  const m = LETTERLIJK.exec(literal.trim());
  if (!m) return null;
  if (m[1] !== "`" || !m[2]!.includes("${")) return m[2]!;
  const delen = m[2]!.split(/\$\{[^}]*\}/).map((d) => d.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"));
  return new RegExp(`^${delen.join("[^.]+")}$`);
}

function samen(ns: RegExp | string | null, key: RegExp | string): RegExp | string {
  if (ns === null || ns === "") return key;
  if (typeof ns === "string" && typeof key === "string") return `${ns}.${key}`;
  const bron = (x: RegExp | string) => (typeof x === "string" ? x.replace(/[.*+?^${}()|[\]\\]/g, "\\$&") : x.source.replace(/^\^|\$$/g, ""));
  return new RegExp(`^${bron(ns)}\\.${bron(key)}$`);
}

/** The keys a source file asks for, as [file, line, wanted]. */
export function gevraagdeSleutels(bron: string, bestand = "bron.tsx"): { bestand: string; regel: number; sleutel: RegExp | string }[] {
  const uit: { bestand: string; regel: number; sleutel: RegExp | string }[] = [];
  const regelVan = (i: number) => bron.slice(0, i).split("\n").length;
  const decl = /\b(?:const|let)\s+(\w+)\s*=\s*(?:await\s+)?(?:useTranslations|getTranslations)\(\s*((?:"[^"]*")|(?:`[^`]*`))?\s*\)/g;
  // A call belongs to the nearest declaration of its name before it (several components per file).
  const decls = [...bron.matchAll(decl)].map((d) => ({ naam: d[1]!, pos: d.index!, ns: d[2] ? patroon(d[2]) : "" }));
  for (const naam of new Set(decls.map((d) => d.naam))) {
    const aanroep = new RegExp(`(?<![.\\w])${naam}(?:\\.(rich|markup|raw))?\\(\\s*("(?:[^"\\\\]|\\\\.)*"|\`[^\`]*\`)`, "g");
    for (const a of bron.matchAll(aanroep)) {
      const d = decls.filter((x) => x.naam === naam && x.pos < a.index!).at(-1);
      const key = patroon(a[2]!);
      if (!d || key === null) continue;
      uit.push({ bestand, regel: regelVan(a.index!), sleutel: samen(d.ns, key) });
    }
  }
  for (const p of bron.matchAll(/\bpaginaTitel\(\s*("[^"]*")/g)) uit.push({ bestand, regel: regelVan(p.index!), sleutel: patroon(p[1]!)! });
  return uit;
}

describe("message keys used in code", () => {
  it("finds a missing key (the scan itself can fail)", () => {
    const bron = `const t = useTranslations("translation.kit");\nt("opslaan"); t("bestaatNiet");\nconst s = await getTranslations(\`beheer.categorieen.\${soort}\`);\ns("titel");`;
    const gevraagd = gevraagdeSleutels(bron).map((g) => String(g.sleutel));
    expect(gevraagd).toEqual(["translation.kit.opslaan", "translation.kit.bestaatNiet", String(/^beheer\.categorieen\.[^.]+\.titel$/)]);
  });

  it("all exist in nl", async () => {
    const nl = await loadMessages("nl");
    const bekend = paden(nl as unknown as Boom);
    const ontbrekend: string[] = [];
    let aantal = 0;
    for (const map of MAPPEN) {
      for (const bestand of bestanden(path.join(ROOT, map))) {
        const bron = readFileSync(bestand, "utf8");
        for (const g of gevraagdeSleutels(bron, path.relative(ROOT, bestand))) {
          aantal += 1;
          const ok = typeof g.sleutel === "string" ? bekend.has(g.sleutel) : [...bekend].some((p) => (g.sleutel as RegExp).test(p));
          if (!ok) ontbrekend.push(`${g.bestand}:${g.regel} ${String(g.sleutel)}`);
        }
      }
    }
    expect(aantal).toBeGreaterThan(100);
    expect(ontbrekend).toEqual([]);
  });
});

describe("message keys named by data", () => {
  // Keys built from a list in code (`velden.${veld}`) pass the scan above when any one exists:
  // every entry of such a list has its own text.
  it("every pupil import column has its explanation", async () => {
    const { LEERLING_IMPORT_KOLOMMEN } = await import("@/lib/leerling-import");
    const bekend = paden((await loadMessages("nl")) as unknown as Boom);
    const zonder = LEERLING_IMPORT_KOLOMMEN.map((k) => `beheer.import.spreadsheet.kolommen.velden.${k.veld}`).filter((k) => !bekend.has(k));
    expect(zonder).toEqual([]);
  });

  it("every kind of the pupil file's access log has its text", async () => {
    const { INZAGE_OMSCHRIJVING } = await import("@/lib/services/dossier-inzage");
    const bekend = paden((await loadMessages("nl")) as unknown as Boom);
    const zonder = Object.keys(INZAGE_OMSCHRIJVING).map((k) => `adm.leerlingdossier.inzage.soorten.${k}`).filter((k) => !bekend.has(k));
    expect(zonder).toEqual([]);
  });
});
