/**
 * The throw-away administration the evaluation benchmarks measure on (bench/monitor.ts,
 * bench/groepsplan-voorstel.ts, bench/prognose.ts), built and removed in one place:
 *   - `bouwTestadministratie` (then VACUUM ANALYZE, see there): three school years of four periods (one of the current year holds
 *     today: the active one), a package of 1,000 indicators (5 domains × 4 competences × 10 levels
 *     × 5 indicators), group 1 "Groep 6" of 30 pupils this school year, and 100 evaluated
 *     indicators per pupil in each period (a sliding part of the package: noise). With `leerroute`
 *     route 1 whose phase for "Groep 6" (BO) expects level 6 in every domain (its level-6
 *     indicators linked), every pupil on it since three years and in "Groep 6" (BO) this year; with
 *     `spreiding` a spread of mastery in the first period of last year (pupil k masters the levels
 *     up to 1 + k mod 9, half of the next one), a period the noise then leaves alone.
 *   - `benchGebruiker`: a user with a role holding the given function areas (write, read, all),
 *     its tenant context and a session cookie (bench/sessie.ts).
 *   - `ruimOp`: every row of the administration, its packages and its bench users.
 *   - `draaiBench`: a random administration number, the work, then `ruimOp` also after an error
 *     (with BENCH_HOUDEN=1 the administration stays for EXPLAIN in psql; remove it afterwards with
 *     `npx tsx bench/testadministratie.ts --ruim-op <nr>`).
 *   - `meet` / `stats`: 20 timed runs after a warm-up, median and p95 with the load average and
 *     the CPU a run costs in this process and its Postgres backends;
 *     `httpGet` a call through the Hono app as the bench user; `toonStatements` (BENCH_DETAIL,
 *     BENCH_EXPLAIN) each statement of one run with its time and plan.
 */
import { randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { loadavg } from "node:os";
import { pathToFileURL } from "node:url";
import { getApi } from "@/lib/api/app";
import type { TenantContext } from "@/lib/api/context";
import { db, leesRijen, sqlTeller } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { Combinations } from "@/lib/permissions/constants";
import type { Functiegebied } from "@/lib/permissions/constants";
import { huidigSchooljaar, schooljaarGrenzen } from "@/lib/schooljaar";
import { loadPermissions } from "@/lib/services/permissions";
import { sessieCookie } from "./sessie";

export const RUNS = 20;

/** Median and p95 of the times (ms), `breedte` the width of each figure. */
export function stats(ms: number[], breedte = 7) {
  const s = [...ms].sort((a, b) => a - b);
  const p = (q: number) => s[Math.min(s.length - 1, Math.ceil(q * s.length) - 1)]!;
  return `median ${p(0.5).toFixed(1).padStart(breedte)} ms  p95 ${p(0.95).toFixed(1).padStart(breedte)} ms`;
}

/** The load average as the benches print it beside each figure (the machine is often shared). */
export const belasting = () => loadavg().map((x) => x.toFixed(1)).join(" ");

/**
 * CPU time (ms) used so far by this process and, per backend pid, by the Postgres backends of its
 * pool (from /proc, when Postgres runs on this machine). On a machine shared with builds and tests
 * the wall-clock figures follow the load; the CPU a call costs much less so.
 */
function cpuStand(): { proces: number; backends: Map<number, number> } {
  const { user, system } = process.cpuUsage();
  const backends = new Map<number, number>();
  const pool = (globalThis as unknown as { __leerroutePool?: { _clients?: { processID?: number }[] } }).__leerroutePool;
  for (const c of pool?._clients ?? []) {
    if (!c.processID) continue;
    try {
      const velden = readFileSync(`/proc/${c.processID}/stat`, "utf8").split(") ")[1]!.split(" ");
      backends.set(c.processID, ((Number(velden[11]) + Number(velden[12])) * 1000) / KLOKTIKKEN);
    } catch {
      // Postgres elsewhere: this process only.
    }
  }
  return { proces: (user + system) / 1000, backends };
}
const KLOKTIKKEN = 100; // USER_HZ on Linux

/** CPU (ms) since `voor`: this process, plus each backend's growth (a backend opened since counts whole; one closed since is missed). */
function cpuSinds(voor: ReturnType<typeof cpuStand>): number {
  const nu = cpuStand();
  let ms = nu.proces - voor.proces;
  for (const [pid, t] of nu.backends) ms += t - (voor.backends.get(pid) ?? 0);
  return ms;
}

/**
 * Times `run`: once cold, once counting its statements, then RUNS times; `voor` runs before each
 * (outside the time). Prints one line: first, median, p95, statements, the mean CPU per run of
 * this process and its Postgres backends (`cpuSinds`), target, load.
 */
export async function meet(naam: string, doel: string, run: () => Promise<unknown>, voor: () => Promise<unknown> = async () => {}) {
  await voor();
  const k = performance.now();
  await run(); // cold: the first call after the build
  const koud = performance.now() - k;
  await voor();
  const v = sqlTeller.statements;
  await run();
  const statements = sqlTeller.statements - v;
  const tijden: number[] = [];
  let cpu = 0;
  for (let i = 0; i < RUNS; i++) {
    await voor();
    const c = cpuStand();
    const t = performance.now();
    await run();
    tijden.push(performance.now() - t);
    cpu += cpuSinds(c);
  }
  console.log(`${naam.padEnd(44)} first ${koud.toFixed(1).padStart(7)} ms  ${stats(tijden)}  ${String(statements).padStart(3)} statements  cpu ${(cpu / RUNS).toFixed(1).padStart(6)} ms  doel ${doel}  load ${belasting()}`);
}

/** A GET through the Hono app as the signed-in bench user (session, permissions, JSON); refuses anything but 200. */
export async function httpGet(cookie: string, pad: string) {
  const res = await getApi().fetch(new Request(`http://localhost${pad}`, { headers: { "x-csrf": "1", cookie } }));
  if (res.status !== 200) throw new Error(`${pad}: HTTP ${res.status} ${await res.text()}`);
  return res.arrayBuffer();
}

/**
 * BENCH_DETAIL: the statements one `run` sends (SELECT/WITH), each replayed 5 times with its mean
 * time; with BENCH_EXPLAIN also the plan (EXPLAIN ANALYZE, BUFFERS) of those matching `explain`.
 */
export async function toonStatements(run: () => Promise<unknown>, explain: RegExp = /./) {
  sqlTeller.opname = [];
  await run();
  const opgenomen = sqlTeller.opname;
  sqlTeller.opname = undefined;
  for (const st of opgenomen.filter((x) => /^\s*(WITH|SELECT)/i.test(x.text))) {
    const t = performance.now();
    for (let i = 0; i < 5; i++) await db.$queryRawUnsafe(st.text, ...st.values);
    console.log(`  ${((performance.now() - t) / 5).toFixed(1).padStart(7)} ms  ${st.text.replace(/\s+/g, " ").slice(0, 110)}`);
    if (process.env.BENCH_EXPLAIN && explain.test(st.text)) console.log((await db.$queryRawUnsafe<Record<string, string>[]>(`EXPLAIN (ANALYZE, BUFFERS) ${st.text}`, ...st.values)).map((r) => r["QUERY PLAN"]).join("\n"));
  }
}

export interface TestadministratieOpties {
  /** The administration's name before its number ("Bench monitor"). */
  naam: string;
  /** Route 1 with its phase for "Groep 6" (BO), the pupils on it and in that leerjaar this year. */
  leerroute?: boolean;
  /** The spread of mastery in the first period of last year (the noise leaves that period alone). */
  spreiding?: boolean;
}

export interface Testadministratie {
  adm: number;
  schooljaar: string;
  /** The three school years, oldest first (the current one last). */
  jaren: string[];
  pakketId: number;
}

export async function bouwTestadministratie(adm: number, opties: TestadministratieOpties): Promise<Testadministratie> {
  const schooljaar = huidigSchooljaar();
  const jaar = Number(schooljaar.slice(0, 4));
  const jaren = [jaar - 2, jaar - 1, jaar].map((j) => `${j}-${j + 1}`);
  await db.administratie.create({
    data: {
      administratieNr: adm,
      naam: `${opties.naam} ${adm}`,
      klantId: adm,
      vestigingen: { create: [{ nr: 1, naam: "Hoofdlocatie" }] },
      schooljaren: { create: jaren.map((sj) => ({ schooljaar: sj, ...schooljaarGrenzen(sj) })) },
    },
  });
  // Four periods per year covering it (so in the current year one holds today: the active one).
  for (const sj of jaren) {
    const [a, b] = [Number(sj.slice(0, 4)), Number(sj.slice(5))];
    const perioden = [[`${a}-08-01`, `${a}-10-31`], [`${a}-11-01`, `${b}-01-31`], [`${b}-02-01`, `${b}-04-30`], [`${b}-05-01`, `${b}-07-31`]];
    await db.periode.createMany({ data: perioden.map(([van, tot], i) => ({ administratieNr: adm, schooljaar: sj, nummer: i + 1, ingangsdatum: new Date(`${van}T00:00:00Z`), einddatum: new Date(`${tot}T00:00:00Z`) })) });
  }

  const pakket = await db.leerroutepakket.create({ data: { administratieNr: adm, klantId: adm, naam: "Groot pakket" } });
  const p = pakket.id;
  await db.administratieLeerroutepakket.create({ data: { administratieNr: adm, leerroutepakketId: p, klantId: adm } });
  await db.niveau.createMany({ data: Array.from({ length: 10 }, (_, i) => ({ leerroutepakketId: p, nummer: i + 1, waarde: String(i + 1), label: `Niveau ${i + 1}`, volgnummer: i + 1 })) });
  await db.$executeRawUnsafe(`INSERT INTO "Domein" ("leerroutepakketId", naam, volgnummer, "updatedAt") SELECT $1, 'Domein ' || d, d, now() FROM generate_series(1, 5) d`, p);
  await db.$executeRawUnsafe(
    `INSERT INTO "Competentie" ("leerroutepakketId", "domeinId", naam, volgnummer, "updatedAt")
     SELECT $1, d.id, d.naam || ' competentie ' || c, c, now() FROM "Domein" d, generate_series(1, 4) c WHERE d."leerroutepakketId" = $1`,
    p,
  );
  await db.$executeRawUnsafe(`INSERT INTO "Competentieniveau" ("leerroutepakketId", "competentieId", "niveauNummer") SELECT $1, c.id, n FROM "Competentie" c, generate_series(1, 10) n WHERE c."leerroutepakketId" = $1`, p);
  await db.$executeRawUnsafe(
    `INSERT INTO "Indicator" ("leerroutepakketId", "domeinId", "competentieId", "niveauNummer", naam, volgnummer, "updatedAt")
     SELECT $1, c."domeinId", c.id, n, 'Indicator ' || c.id || '-' || n || '-' || i, i, now() FROM "Competentie" c, generate_series(1, 10) n, generate_series(1, 5) i WHERE c."leerroutepakketId" = $1`,
    p,
  );
  if (opties.leerroute) {
    // Route 1; in the BO, "Groep 6" is phase 1, which expects level 6 in every domain (its level-6 indicators linked).
    await db.fase.create({ data: { leerroutepakketId: p, nummer: 1, naam: "Fase 1", volgnummer: 1 } });
    await db.leerroute.create({ data: { leerroutepakketId: p, nummer: 1, naam: "Route 1" } });
    await db.leerroutetraject.create({ data: { leerroutepakketId: p, leerrouteNummer: 1, schoolsoort: "BO" } });
    await db.leerroutetrajectFase.create({ data: { leerroutepakketId: p, leerrouteNummer: 1, schoolsoort: "BO", volgnummer: 1, faseNummer: 1, leerjaar: "Groep 6" } });
    await db.$executeRawUnsafe(`INSERT INTO "Leerroutepakketfase" ("leerroutepakketId", "faseNummer", "leerrouteNummer", "domeinId", "niveauNummer") SELECT $1, 1, 1, d.id, 6 FROM "Domein" d WHERE d."leerroutepakketId" = $1`, p);
    await db.$executeRawUnsafe(
      `INSERT INTO "LeerroutepakketfaseIndicator" ("leerroutepakketId", "faseNummer", "leerrouteNummer", "domeinId", "indicatorId") SELECT $1, 1, 1, i."domeinId", i.id FROM "Indicator" i WHERE i."leerroutepakketId" = $1 AND i."niveauNummer" = 6`,
      p,
    );
    await db.leerjaar.create({ data: { administratieNr: adm, nr: 6, naam: "Groep 6", volgnummer: 6 } });
  }

  await db.groep.create({ data: { administratieNr: adm, nr: 1, naam: "Groep 6", schooljaar, vestigingNr: 1 } });
  const { ingangsdatum, einddatum } = schooljaarGrenzen(schooljaar);
  await db.$executeRawUnsafe(
    `WITH nieuw AS (
       INSERT INTO "Leerling" ("administratieNr", roepnaam, achternaam, ingangsdatum, "updatedAt")
       SELECT $1, 'Kind' || n, 'Bench' || lpad(n::text, 3, '0'), $2::date, now() FROM generate_series(1, 30) n RETURNING id)
     INSERT INTO "Leerlingtoewijzing" ("administratieNr", "leerlingId", "groepNr", ingangsdatum, einddatum) SELECT $1, id, 1, $2::date, $3::date FROM nieuw`,
    adm,
    ingangsdatum,
    einddatum,
  );
  if (opties.leerroute) {
    await db.$executeRawUnsafe(
      `INSERT INTO "LeerlingLeerroute" ("administratieNr", "leerlingId", "leerroutepakketId", ingangsdatum, "leerrouteNummer", "updatedAt") SELECT $1, id, $2, $3::date, 1, now() FROM "Leerling" WHERE "administratieNr" = $1`,
      adm,
      p,
      new Date(`${jaar - 2}-08-01T00:00:00Z`),
    );
    await db.$executeRawUnsafe(
      `INSERT INTO "Schoolloopbaan" ("administratieNr", "leerlingId", schooljaar, ingangsdatum, einddatum, "leerjaarNr", schoolsoort, "updatedAt") SELECT $1, id, $2, $3::date, $4::date, 6, 'BO', now() FROM "Leerling" WHERE "administratieNr" = $1`,
      adm,
      schooljaar,
      ingangsdatum,
      einddatum,
    );
  }
  const spreidingsJaar = opties.spreiding ? jaren[1]! : null;
  if (spreidingsJaar) {
    // The spread: pupil k (1..30) masters the levels up to 1 + k mod 9 in the first period of last year, half of the next level.
    await db.$executeRawUnsafe(
      `WITH l AS (SELECT id, row_number() OVER (ORDER BY id) AS k FROM "Leerling" WHERE "administratieNr" = $1)
       INSERT INTO "Evaluatie" ("administratieNr", "leerlingId", "leerroutepakketId", "indicatorId", schooljaar, "periodeNummer", "competentieId", "niveauNummer", score, datum, "updatedAt")
       SELECT $1, l.id, $2, i.id, $3, 1, i."competentieId", i."niveauNummer", CASE WHEN i."niveauNummer" <= 1 + l.k % 9 THEN 100 WHEN i.volgnummer <= 2 THEN 100 ELSE 0 END, $4::date, now()
         FROM l JOIN "Indicator" i ON i."leerroutepakketId" = $2 AND i."niveauNummer" <= 2 + l.k % 9`,
      adm,
      p,
      spreidingsJaar,
      new Date(`${jaar - 1}-08-01T00:00:00Z`),
    );
  }
  // Noise: 100 indicators per pupil and period (a sliding part of the package), never the spread's period.
  await db.$executeRawUnsafe(
    `INSERT INTO "Evaluatie" ("administratieNr", "leerlingId", "leerroutepakketId", "indicatorId", schooljaar, "periodeNummer", "competentieId", "niveauNummer", score, datum, "updatedAt")
     SELECT $1, l.id, $2, i.id, pe.schooljaar, pe.nummer, i."competentieId", i."niveauNummer", (ARRAY[0, 50, 100, 100])[1 + (l.id + i.id + pe.nummer) % 4], pe.ingangsdatum, now()
       FROM "Leerling" l
       JOIN "Periode" pe ON pe."administratieNr" = l."administratieNr" AND ($3::text IS NULL OR NOT (pe.schooljaar = $3::text AND pe.nummer = 1))
       JOIN LATERAL (SELECT x.id, x."competentieId", x."niveauNummer" FROM "Indicator" x WHERE x."leerroutepakketId" = $2
                      ORDER BY (x.id * 7 + l.id * 13 + pe.nummer * 101 + length(pe.schooljaar)) % 1000 LIMIT 100) i ON true
      WHERE l."administratieNr" = $1`,
    adm,
    p,
    spreidingsJaar,
  );
  // VACUUM as well: a school's evaluations are written over months and autovacuum has marked their
  // pages all-visible long before they are read in bulk; right after this bulk insert they are
  // not, and every index-only scan would visit the table for each row (44,400 heap fetches in
  // bench/prognose.ts) — a state a real database is in only for moments.
  await db.$executeRawUnsafe(`VACUUM (ANALYZE) "Evaluatie", "Indicator", "Leerling", "Leerlingtoewijzing", "Competentie"`);
  return { adm, schooljaar, jaren, pakketId: p };
}

/**
 * A bench user in the administration: a role with the function areas (write, read, all), the
 * employee with that role, its tenant context as the API builds it, and a session cookie.
 */
export async function benchGebruiker(adm: number, gebruikerId: string, functiegebieden: readonly Functiegebied[]): Promise<{ ctx: TenantContext; cookie: string }> {
  const rol = await db.rol.create({ data: { administratieNr: adm, naam: "Bench" } });
  await db.rolPermissie.createMany({ data: functiegebieden.map((f) => ({ administratieNr: adm, rolId: rol.id, functiegebied: f, bits: Combinations.WriteReadAll })) });
  const gebruiker = await db.gebruiker.create({ data: { id: gebruikerId, email: `bench-${gebruikerId}@leerroute.test` } });
  await db.medewerker.create({ data: { administratieNr: adm, gebruikerId, roepnaam: "Bench", achternaam: "Gebruiker", rollen: { create: [{ rolId: rol.id }] } } });
  const tenant = (await loadPermissions(adm, { gebruikerId }))!;
  const ctx: TenantContext = { ...tenant, principal: { kind: "user", gebruikerId }, requestId: "bench" };
  return { ctx, cookie: await sessieCookie(gebruikerId, gebruiker.sessieVersie) };
}

/**
 * Removes every row of the throw-away administration: the rows of each table with an
 * administratieNr of it, and of each table with a leerroutepakketId of its packages, then its
 * bench users (bench-…@leerroute.test; their sessions go with them). Restricting foreign keys
 * decide the order; instead of a hand-kept list (which misses a table the services start
 * writing), each table is tried in turn inside a savepoint and the ones refused for a foreign key
 * are tried again in the next round, until nothing is left. One transaction: either the
 * administration is gone, or it is all still there and the error says why.
 */
export async function ruimOp(adm: number) {
  const tabellen = await leesRijen<{ tabel: string; kolom: string }>(Prisma.sql`
    SELECT table_name AS tabel, column_name AS kolom FROM information_schema.columns
     WHERE table_schema = current_schema() AND column_name IN ('administratieNr', 'leerroutepakketId')
       AND table_name IN (SELECT table_name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE')`);
  const perTabel = new Map<string, Set<string>>();
  for (const t of tabellen) perTabel.set(t.tabel, (perTabel.get(t.tabel) ?? new Set()).add(t.kolom));
  const waar = (kolommen: Set<string>) =>
    [
      kolommen.has("administratieNr") ? `"administratieNr" = $1` : null,
      kolommen.has("leerroutepakketId") ? `"leerroutepakketId" IN (SELECT id FROM "Leerroutepakket" WHERE "administratieNr" = $1)` : null,
    ]
      .filter(Boolean)
      .join(" OR ");
  await db.$transaction(
    async (tx) => {
      const gebruikers = await leesRijen<{ id: string }>(Prisma.sql`
        SELECT g.id::text FROM "Gebruiker" g JOIN "Medewerker" m ON m."gebruikerId" = g.id
         WHERE m."administratieNr" = ${adm} AND g.email LIKE 'bench-%@leerroute.test'`, tx);
      // The packages last: the other tables find their rows through them.
      let over = [...perTabel.keys()].filter((t) => t !== "Leerroutepakket" && t !== "Administratie");
      for (let ronde = 0; over.length && ronde < 50; ronde++) {
        const geweigerd: string[] = [];
        for (const tabel of over) {
          await tx.$executeRawUnsafe("SAVEPOINT ruim");
          try {
            await tx.$executeRawUnsafe(`DELETE FROM "${tabel}" WHERE ${waar(perTabel.get(tabel)!)}`, adm);
            await tx.$executeRawUnsafe("RELEASE SAVEPOINT ruim");
          } catch (e) {
            if (!/23503|foreign key/i.test(String((e as Error).message) + String((e as { code?: string }).code))) throw e;
            await tx.$executeRawUnsafe("ROLLBACK TO SAVEPOINT ruim");
            geweigerd.push(tabel);
          }
        }
        if (geweigerd.length === over.length) throw new Error(`Opruimen van administratie ${adm} loopt vast op ${geweigerd.join(", ")}`);
        over = geweigerd;
      }
      await tx.$executeRawUnsafe(`DELETE FROM "Leerroutepakket" WHERE "administratieNr" = $1`, adm);
      await tx.$executeRawUnsafe(`DELETE FROM "Administratie" WHERE "administratieNr" = $1`, adm);
      for (const g of gebruikers) await tx.$executeRawUnsafe(`DELETE FROM "Gebruiker" WHERE id = $1::uuid`, g.id);
    },
    { timeout: 120_000 },
  );
}

/** `ruimOp` and a line saying whether it worked. */
async function ruimOpMelding(adm: number) {
  await ruimOp(adm);
  const over = await db.administratie.count({ where: { administratieNr: adm } });
  console.log(over ? `LET OP: administratie ${adm} is niet opgeruimd.` : `administratie ${adm} opgeruimd.`);
}

/**
 * Runs a bench on a fresh administration number (900,000–989,999) and a fresh user id, and
 * removes the administration when it ends, also after an error (unless BENCH_HOUDEN=1). Exits 1
 * on an error.
 */
export function draaiBench(werk: (adm: number, gebruikerId: string) => Promise<void>) {
  const adm = 900_000 + Math.floor(Math.random() * 90_000);
  const gebruikerId = randomUUID();
  const bench = async () => {
    try {
      await werk(adm, gebruikerId);
    } finally {
      if (process.env.BENCH_HOUDEN) console.log(`administratie ${adm} blijft staan (BENCH_HOUDEN); opruimen: npx tsx bench/testadministratie.ts --ruim-op ${adm}`);
      else await ruimOpMelding(adm);
      await db.$disconnect();
    }
  };
  bench().catch((e) => {
    console.error(e);
    process.exit(1);
  });
}

// `npx tsx bench/testadministratie.ts --ruim-op <nr>`: removes an administration kept with BENCH_HOUDEN.
if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  const i = process.argv.indexOf("--ruim-op");
  const adm = Number(process.argv[i + 1]);
  if (i < 0 || !Number.isInteger(adm) || adm < 900_000) {
    console.error("Gebruik: npx tsx bench/testadministratie.ts --ruim-op <administratienummer ≥ 900000>");
    process.exit(2);
  }
  ruimOpMelding(adm)
    .finally(() => db.$disconnect())
    .catch((e) => {
      console.error(e);
      process.exit(1);
    });
}
