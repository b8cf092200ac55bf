import { spawn, type SpawnOptions } from "node:child_process";
import { createHash, randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import pg from "pg";
import { startEmbeddedPostgres, type RunningPostgres } from "@/lib/db/embedded";

export const ROOT = path.resolve(import.meta.dirname, "..");
const bin = (name: string) => path.join(ROOT, "node_modules", ".bin", name);

/** Runs a command from node_modules/.bin (or a path), inheriting output; rejects on a non-zero exit. */
export function run(cmd: string, args: string[], opts: SpawnOptions & { quiet?: boolean; prefix?: string } = {}): Promise<void> {
  const exe = cmd.includes("/") ? cmd : fs.existsSync(bin(cmd)) ? bin(cmd) : cmd;
  const { quiet, prefix, ...spawnOpts } = opts;
  return new Promise((resolve, reject) => {
    const child = spawn(exe, args, { cwd: ROOT, stdio: quiet || prefix ? ["ignore", "pipe", "pipe"] : "inherit", ...spawnOpts });
    let output = "";
    if (prefix) {
      // Commands side by side: each line says whose it is (whole lines, so they do not interleave).
      for (const [stroom, uit] of [
        [child.stdout, process.stdout],
        [child.stderr, process.stderr],
      ] as const) {
        let rest = "";
        stroom?.on("data", (d: Buffer) => {
          const regels = (rest + d.toString()).split("\n");
          rest = regels.pop() ?? "";
          for (const r of regels) uit.write(`${prefix}${r}\n`);
        });
        stroom?.on("end", () => rest && uit.write(`${prefix}${rest}\n`));
      }
    } else {
      child.stdout?.on("data", (d) => (output += d));
      child.stderr?.on("data", (d) => (output += d));
    }
    child.on("error", reject);
    child.on("exit", (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${cmd} ${args.join(" ")} faalde (${signal ?? code})${output ? `\n${output}` : ""}`)),
    );
  });
}

/** AUTH_SECRET from the environment, else one generated once and kept under .data/. */
export function ensureAuthSecret(): string {
  if (process.env.AUTH_SECRET) return process.env.AUTH_SECRET;
  const file = path.join(ROOT, ".data", "auth-secret");
  if (!fs.existsSync(file)) {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, randomBytes(32).toString("base64url"), { mode: 0o600 });
  }
  return fs.readFileSync(file, "utf8").trim();
}

const BUILD_INPUTS = ["app", "lib", "components", "messages", "i18n", "proxy.ts", "next.config.ts", "package-lock.json", "postcss.config.mjs", "prisma/schema.prisma"];

/** A hash of everything the production build depends on; a changed hash means build again. */
export function sourceHash(): string {
  const hash = createHash("sha256");
  const walk = (p: string) => {
    const full = path.join(ROOT, p);
    if (!fs.existsSync(full)) return;
    const stat = fs.statSync(full);
    if (stat.isDirectory()) {
      if (p === path.join("lib", "generated")) return;
      for (const entry of fs.readdirSync(full).sort()) walk(path.join(p, entry));
    } else {
      hash.update(p);
      hash.update(fs.readFileSync(full));
    }
  };
  BUILD_INPUTS.forEach(walk);
  return hash.digest("hex");
}

const distDir = () => path.join(ROOT, process.env.NEXT_DIST_DIR || ".next");

/** Builds unless the build in the dist dir is of these sources; `prefix` marks its output lines (npm test runs it beside other stages). */
export async function buildIfNeeded(env: NodeJS.ProcessEnv, opts: { prefix?: string } = {}): Promise<void> {
  const hash = sourceHash();
  const hashFile = path.join(distDir(), "leerroute-source-hash");
  const built = fs.existsSync(path.join(distDir(), "BUILD_ID")) && fs.existsSync(hashFile) && fs.readFileSync(hashFile, "utf8") === hash;
  if (built) return;
  console.log(`${opts.prefix ?? ""}Leerroute wordt gebouwd (eenmalig, ongeveer een minuut)…`);
  await run("next", ["build"], { env, prefix: opts.prefix });
  fs.writeFileSync(hashFile, hash);
}

export async function waitForHttp(url: string, timeoutMs = 60_000): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    try {
      const res = await fetch(url, { redirect: "manual" });
      if (res.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 300));
  }
  throw new Error(`${url} antwoordt niet binnen ${timeoutMs / 1000} s`);
}

/**
 * The database a maintenance script works on, as the schema's owner: MIGRATE_DATABASE_URL, else
 * DATABASE_URL, else the embedded one in .data/pg (the running one of `npm start`, or started here;
 * the caller stops what it started).
 */
export async function databaseUrl(): Promise<{ url: string; postgres?: RunningPostgres }> {
  const gezet = process.env.MIGRATE_DATABASE_URL ?? process.env.DATABASE_URL;
  if (gezet) return { url: gezet };
  const port = Number(process.env.EMBEDDED_PG_PORT ?? 54329);
  const opts = { dir: path.join(ROOT, ".data", "pg"), port, database: "leerroute" };
  // The app may be running with its embedded Postgres: use that one.
  const probe = new pg.Client({ connectionString: `postgresql://postgres:leerroute@127.0.0.1:${port}/leerroute`, connectionTimeoutMillis: 1000 });
  try {
    await probe.connect();
    await probe.end();
    return { url: `postgresql://postgres:leerroute@127.0.0.1:${port}/leerroute` };
  } catch {
    const postgres = await startEmbeddedPostgres(opts);
    return { url: postgres.url, postgres };
  }
}
