import fs from "node:fs";
import path from "node:path";

const E2E_MAP = path.join(import.meta.dirname, "..", "tests", "e2e");
// Seconds per spec file of a whole run (written by schrijfDuur, copied here by hand when the suite changed much).
export const DUUR_BESTAND = path.join(E2E_MAP, "duur.json");

/**
 * The spec files over n shards by their last known duration: the longest first, each onto the
 * shard with the least so far (a spec not yet timed counts as the median). Playwright's own
 * --shard splits by number of tests, which left one shard minutes behind the other (one spec of
 * sector terms takes seven). Whole files stay together: their tests share fixtures in order.
 */
export function verdeelSpecs(n: number, duur: Record<string, number> = leesDuur(), specs = fs.readdirSync(E2E_MAP).filter((f) => f.endsWith(".spec.ts"))): string[][] {
  const bekend = Object.values(duur).sort((a, b) => a - b);
  const standaard = bekend.length ? bekend[Math.floor(bekend.length / 2)]! : 60;
  const rij = specs.map((f) => ({ f, d: duur[f] ?? standaard })).sort((a, b) => b.d - a.d || a.f.localeCompare(b.f));
  const delen = Array.from({ length: n }, () => ({ totaal: 0, specs: [] as string[] }));
  for (const { f, d } of rij) {
    const minst = delen.reduce((a, b) => (b.totaal < a.totaal ? b : a));
    // Anchored: Playwright reads these as patterns, and "shell.spec.ts" must not take "x-shell.spec.ts" along.
    minst.specs.push(`tests/e2e/${f.replace(/\./g, "\\.")}$`);
    minst.totaal += d;
  }
  return delen.map((d) => d.specs);
}

function leesDuur(): Record<string, number> {
  try {
    return JSON.parse(fs.readFileSync(DUUR_BESTAND, "utf8")) as Record<string, number>;
  } catch {
    return {};
  }
}

