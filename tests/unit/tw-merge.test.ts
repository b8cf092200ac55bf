import fs from "node:fs";
import { twMerge } from "tailwind-merge";
import { describe, expect, it } from "vitest";
import { cn } from "@/lib/utils";
import { gebruikteGroepen, genereer, tokensVanCode, UITVOER } from "@/scripts/tw-merge-config";

/**
 * `cn` merges with tailwind-merge built from only the class groups the code uses
 * (lib/client/tw-merge.generated.ts, issue 27). What must hold: every class of the code merges as
 * with the full twMerge, and a class of a new group makes this test fail until the generator is
 * re-run (a group left out would silently stop overriding its rival).
 */
const tokens = tokensVanCode();
const klassen = tokens.filter((t) => twMerge(`${t} ${t}`) === t);

describe("cn: tailwind-merge with the code's class groups", () => {
  it("finds the code's classes", () => {
    expect(klassen.length).toBeGreaterThan(300);
    expect(klassen).toEqual(expect.arrayContaining(["px-3", "h-9", "bg-primary", "hover:bg-accent", "text-sm"]));
  });

  it("knows every class of the code (else: npx tsx scripts/tw-merge-config.ts)", () => {
    expect(klassen.filter((t) => cn(`${t} ${t}`) !== t)).toEqual([]);
  });

  it("the generated file is what the generator writes now", () => {
    expect(fs.readFileSync(UITVOER, "utf8")).toBe(genereer(gebruikteGroepen(tokens)));
  });

  it("merges pairs of the code's classes as twMerge does", () => {
    // Every pair with the same utility stem (where conflicts are), and a fixed sample of the rest.
    const stam = (t: string) => t.replace(/^.*:/, "").replace(/^[!-]/, "").split("-")[0];
    let zaad = 27;
    const willekeurig = () => ((zaad = (zaad * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    const verschil: string[] = [];
    for (const a of klassen) {
      for (const b of klassen) {
        if (stam(a) !== stam(b) && willekeurig() > 0.05) continue;
        const s = `${a} ${b}`;
        if (cn(s) !== twMerge(s)) verschil.push(`${s} → ${cn(s)} (twMerge: ${twMerge(s)})`);
      }
    }
    expect(verschil).toEqual([]);
  });

  it("a class of a group left out would be caught", () => {
    // "snap-x" (scroll snap) is not a class of this code: the trimmed merger keeps both.
    expect(klassen).not.toContain("snap-x");
    expect(cn("snap-x snap-x")).toBe("snap-x snap-x");
    expect(twMerge("snap-x snap-x")).toBe("snap-x");
  });
});
