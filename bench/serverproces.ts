/**
 * The server under a bench as the processes that do its work: the one listening on the port and
 * every process below it. npm start runs Next in one worker process per core under a primary that
 * only hands out connections (scripts/werkers.mjs), so CPU time and memory are the sum over that
 * tree; for a plain `next start` the tree is the one process.
 */
import { execFileSync } from "node:child_process";
import fs from "node:fs";

const TICK_MS = 1000 / Number(execFileSync("getconf", ["CLK_TCK"], { encoding: "utf8" }).trim() || 100);

/**
 * The server's base URL from `--url`, only on this machine (the benches read its processes from
 * /proc and load it hard); another host ends the bench with exit code 2.
 */
export function lokaleServer(url: string): URL {
  const basis = new URL(url);
  if (!["127.0.0.1", "localhost", "[::1]"].includes(basis.hostname)) {
    console.error(`Alleen een server op deze machine: ${basis.hostname} is niet lokaal.`);
    process.exit(2);
  }
  return basis;
}

/** The pid of the process listening on a local port (ss -ltnp), or null. */
export function luisteraar(poort: string): number | null {
  try {
    const pid = /pid=(\d+)/.exec(execFileSync("ss", ["-ltnpH", `sport = :${poort}`], { encoding: "utf8" }))?.[1];
    return pid ? Number(pid) : null;
  } catch {
    return null;
  }
}

function stat(pid: number): string[] | null {
  try {
    const s = fs.readFileSync(`/proc/${pid}/stat`, "utf8");
    return s.slice(s.lastIndexOf(")") + 2).split(" ");
  } catch {
    return null;
  }
}

/** pid and all its descendants that are alive now (a replaced worker drops out, its successor comes in). */
export function procesboom(pid: number): number[] {
  const kinderen = new Map<number, number[]>();
  for (const d of fs.readdirSync("/proc")) {
    if (!/^\d+$/.test(d)) continue;
    const ouder = Number(stat(Number(d))?.[1]);
    if (ouder) kinderen.set(ouder, [...(kinderen.get(ouder) ?? []), Number(d)]);
  }
  const uit: number[] = [];
  const open = [pid];
  while (open.length) {
    const p = open.pop()!;
    if (!stat(p)) continue;
    uit.push(p);
    open.push(...(kinderen.get(p) ?? []));
  }
  return uit;
}

/** utime + stime of one process in ms (0 when it is gone). */
export function procesCpu(pid: number): number {
  const v = stat(pid);
  return v ? (Number(v[11]) + Number(v[12])) * TICK_MS : 0;
}

/** utime + stime in ms of each process of the tree. */
export function cpuPerProces(pid: number): Map<number, number> {
  return new Map(procesboom(pid).map((p) => [p, procesCpu(p)]));
}

/** CPU ms spent between two readings of CPU per process (cpuPerProces; a process that started in between counts whole). */
export const cpuVerschil = (voor: Map<number, number>, na: Map<number, number>) => [...na].reduce((s, [p, ms]) => s + ms - (voor.get(p) ?? 0), 0);

export interface Geheugen {
  processen: number;
  /** Sum of VmRSS (pages two processes share count twice). */
  rss: number;
  anon: number;
  file: number;
  /** Sum of the proportional set sizes: shared pages split between their users (what the tree costs the machine). */
  pss: number;
}

/** Memory of the tree in MB, from /proc/<pid>/status and smaps_rollup. */
export function geheugen(pid: number): Geheugen | null {
  const uit: Geheugen = { processen: 0, rss: 0, anon: 0, file: 0, pss: 0 };
  for (const p of procesboom(pid)) {
    try {
      const s = fs.readFileSync(`/proc/${p}/status`, "utf8");
      const kb = (tekst: string, veld: string) => Number(new RegExp(`^${veld}:\\s+(\\d+) kB`, "m").exec(tekst)?.[1] ?? 0) / 1024;
      const rss = kb(s, "VmRSS");
      let pss = rss;
      try {
        pss = kb(fs.readFileSync(`/proc/${p}/smaps_rollup`, "utf8"), "Pss");
      } catch {
        /* not readable: count the RSS */
      }
      uit.processen++;
      uit.rss += rss;
      uit.anon += kb(s, "RssAnon");
      uit.file += kb(s, "RssFile");
      uit.pss += pss;
    } catch {
      /* gone */
    }
  }
  return uit.processen ? uit : null;
}
