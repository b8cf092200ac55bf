import { execFileSync } from "node:child_process";
import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";

/**
 * One way of sending a raw read (issue 32): `leesRijen` of lib/db/client.ts, whose rows are plain
 * JSON values whichever path runs (the pool outside a transaction, the transaction's connection
 * inside). A `$queryRaw` / `$queryRawUnsafe` elsewhere would bring back Prisma's UTC Dates, BigInt
 * and Decimal beside pg's rows; this scan of the app's code (lib, components, app, scripts, bench,
 * prisma) fails on one outside lib/db. Writes keep `$executeRaw`.
 */
const ROOT = path.resolve(__dirname, "../..");

const MAPPEN = ["lib", "components", "app", "scripts", "bench", "prisma"];
const CODE = /\.(tsx?|mts|mjs|js)$/;

/** The app's committed code files (git ls-files: a scratch file not yet added does not count); a walk without git. */
function bestanden(): string[] {
  try {
    const uit = execFileSync("git", ["ls-files", "-z", "--", ...MAPPEN], { cwd: ROOT, encoding: "utf8" }).split("\0");
    const namen = uit.filter((f) => CODE.test(f) && !f.endsWith(".d.ts") && !f.includes("/generated/") && fs.existsSync(path.join(ROOT, f)));
    if (namen.length) return namen.map((f) => path.join(ROOT, f));
  } catch {
    // no git: walk the folders
  }
  const uit: string[] = [];
  const loop = (d: string) => {
    if (!fs.existsSync(d)) return;
    for (const e of fs.readdirSync(d, { withFileTypes: true })) {
      const p = path.join(d, e.name);
      if (e.isDirectory()) {
        if (e.name !== "generated" && e.name !== "node_modules") loop(p);
      } else if (CODE.test(e.name) && !e.name.endsWith(".d.ts")) uit.push(p);
    }
  };
  for (const d of MAPPEN) loop(path.join(ROOT, d));
  return uit;
}

const HERHALING = /^\$queryRawUnsafe(?:<[^(]*>)?\((?:\w+\.text|`EXPLAIN [^`$]*\$\{\w+\.text\}`), \.\.\.\w+\.values\)/;

/** `file:line` of each raw read sent another way than leesRijen (lib/db itself excepted). */
export function andereRauweLezingen(bron: Map<string, string>): string[] {
  const uit: string[] = [];
  for (const [f, s] of bron) {
    const rel = path.relative(ROOT, f).split(path.sep).join("/");
    if (rel.startsWith("lib/db/")) continue;
    for (const m of s.matchAll(/\$queryRaw(?:Unsafe)?\b/g)) {
      // A bench replaying a statement it recorded (its text and values, to time it or EXPLAIN it) reads no rows.
      if (rel.startsWith("bench/") && HERHALING.test(s.slice(m.index, m.index + 200))) continue;
      uit.push(`${rel}:${s.slice(0, m.index).split("\n").length}`);
    }
  }
  return uit;
}

describe("one way of sending raw SQL", () => {
  it("finds a $queryRaw and a $queryRawUnsafe outside lib/db, not inside it, nor $executeRaw, nor a bench replaying a recorded statement", () => {
    const bron = new Map([
      [path.join(ROOT, "lib/services/x.ts"), 'const a = await db.$queryRaw<{ n: number }[]>`SELECT 1`;\nawait tx.$executeRaw`UPDATE t SET a = 1`;\nconst b = await tx.$queryRawUnsafe("SELECT 2");'],
      [path.join(ROOT, "lib/db/client.ts"), "const rijen = await tx.$queryRaw(query);"],
      [path.join(ROOT, "bench/y.ts"), "await leesRijen(Prisma.sql`SELECT 1`);\nfor (const st of s) await db.$queryRawUnsafe(st.text, ...st.values);\nawait db.$queryRawUnsafe<Record<string, string>[]>(`EXPLAIN (ANALYZE, BUFFERS) ${st.text}`, ...st.values);"],
      [path.join(ROOT, "bench/z.ts"), "await db.$queryRawUnsafe(`SELECT ${x}`);"],
    ]);
    expect(andereRauweLezingen(bron)).toEqual(["lib/services/x.ts:1", "lib/services/x.ts:3", "bench/z.ts:1"]);
  });

  it("the app's code reads raw SQL through leesRijen only", () => {
    const bron = new Map(bestanden().map((f) => [f, fs.readFileSync(f, "utf8")]));
    expect(bron.size).toBeGreaterThan(100);
    expect(andereRauweLezingen(bron)).toEqual([]);
  });
});
