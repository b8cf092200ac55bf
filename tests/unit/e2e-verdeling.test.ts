import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { verdeelSpecs } from "@/scripts/e2e-verdeling";

// Playwright reads a file argument as a case-insensitive pattern (forceRegExp: /…/gi).
const treft = (patroon: string, bestand: string) => new RegExp(patroon, "gi").test(path.join("/repo", "tests", "e2e", bestand));

describe("e2e spec files over the shards by duration", () => {
  it("puts the longest first, each onto the least loaded shard", () => {
    const delen = verdeelSpecs(2, { "a.spec.ts": 420, "b.spec.ts": 200, "c.spec.ts": 180, "d.spec.ts": 60, "e.spec.ts": 30 }, ["a.spec.ts", "b.spec.ts", "c.spec.ts", "d.spec.ts", "e.spec.ts"]);
    const namen = delen.map((d) => d.map((p) => p.replace(/^tests\/e2e\//, "").replace(/\\\./g, ".").replace(/\$$/, "")));
    expect(namen).toEqual([["a.spec.ts", "e.spec.ts"], ["b.spec.ts", "c.spec.ts", "d.spec.ts"]]);
  });

  it("counts a spec not yet timed as the median", () => {
    const delen = verdeelSpecs(2, { "a.spec.ts": 100, "b.spec.ts": 10, "c.spec.ts": 90 }, ["a.spec.ts", "b.spec.ts", "c.spec.ts", "nieuw.spec.ts"]);
    // a 100 | c 90; nieuw (the median, 90) onto c's shard, the lesser (180); b onto a's (110).
    expect(delen).toEqual([["tests/e2e/a\\.spec\\.ts$", "tests/e2e/b\\.spec\\.ts$"], ["tests/e2e/c\\.spec\\.ts$", "tests/e2e/nieuw\\.spec\\.ts$"]]);
  });

  it("every spec file of the suite runs exactly once, and each pattern takes only its own file", () => {
    const bestanden = fs.readdirSync(path.join(process.cwd(), "tests", "e2e")).filter((f) => f.endsWith(".spec.ts"));
    const delen = verdeelSpecs(2);
    for (const bestand of bestanden) {
      const shards = delen.map((d) => d.filter((p) => treft(p, bestand)).length);
      expect(shards.reduce((a, b) => a + b), bestand).toBe(1);
    }
    expect(delen.flat()).toHaveLength(bestanden.length);
    // The anchor matters: "shell.spec.ts" would otherwise also take "shell-defects.spec.ts"-like names.
    expect(treft(verdeelSpecs(1, {}, ["shell.spec.ts"])[0]![0]!, "x-shell.spec.ts")).toBe(false);
  });
});
