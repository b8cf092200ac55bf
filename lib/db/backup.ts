/**
 * Backup and restore of the whole database, without pg_dump: the embedded Postgres ships no client
 * tools and the machine's own pg_dump may be older than the server. A backup is one gzip file:
 *
 *   {"soort":"leerroute-backup","versie":1,…,"migraties":[…],"reeksen":{…}}   one JSON line
 *   {"tabel":"Leerling","kolommen":["administratieNr",…]}                     per table, then
 *   …the table's rows in COPY text format…                                     (pg-copy-streams)
 *   \.                                                                        end of the table
 *
 * Restore wipes the target schema, applies the migrations, loads every table with COPY in one
 * transaction (foreign keys set aside and checked again after) and sets the sequences: the rows
 * load all or not at all.
 */
import { execFileSync } from "node:child_process";
import { createReadStream, createWriteStream } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
import { Readable, Writable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { createGunzip, createGzip } from "node:zlib";
import pg from "pg";
import { from as copyFrom, to as copyTo } from "pg-copy-streams";

const SOORT = "leerroute-backup";

interface Kop {
  soort: typeof SOORT;
  versie: 1;
  gemaakt: string;
  migraties: string[];
  reeksen: Record<string, string>;
}

const ident = (naam: string) => `"${naam.replaceAll('"', '""')}"`;

/** Tables of the public schema, referenced tables before the tables that point at them. */
async function tabellenInVolgorde(client: pg.ClientBase): Promise<string[]> {
  const tabellen = (await client.query<{ t: string }>(`SELECT tablename AS t FROM pg_tables WHERE schemaname = 'public' ORDER BY 1`)).rows.map((r) => r.t);
  const fk = (
    await client.query<{ van: string; naar: string }>(
      `SELECT c.conrelid::regclass::text AS van, c.confrelid::regclass::text AS naar FROM pg_constraint c
       JOIN pg_namespace n ON n.oid = c.connamespace WHERE c.contype = 'f' AND n.nspname = 'public' AND c.conrelid <> c.confrelid`,
    )
  ).rows.map((r) => ({ van: r.van.replaceAll('"', ""), naar: r.naar.replaceAll('"', "") }));
  const uit: string[] = [];
  const klaar = new Set<string>();
  const bezig = new Set<string>();
  const bezoek = (t: string) => {
    if (klaar.has(t) || bezig.has(t)) return;
    bezig.add(t);
    for (const e of fk) if (e.van === t) bezoek(e.naar);
    bezig.delete(t);
    klaar.add(t);
    uit.push(t);
  };
  for (const t of tabellen) bezoek(t);
  return uit;
}

async function kolommen(client: pg.ClientBase, tabel: string): Promise<string[]> {
  const r = await client.query<{ k: string }>(
    `SELECT a.attname AS k FROM pg_attribute a WHERE a.attrelid = $1::regclass AND a.attnum > 0 AND NOT a.attisdropped AND a.attgenerated = '' ORDER BY a.attnum`,
    [ident(tabel)],
  );
  return r.rows.map((x) => x.k);
}

/** Writes a backup of the database at `url` to `bestand`; returns rows per table. */
export async function maakBackup(url: string, bestand: string): Promise<Record<string, number>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const telling: Record<string, number> = {};
  try {
    // One snapshot for every table: what is read belongs together.
    await client.query("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY");
    const migraties = (await client.query<{ m: string }>(`SELECT migration_name AS m FROM _prisma_migrations WHERE finished_at IS NOT NULL ORDER BY 1`)).rows.map((r) => r.m);
    const reeksen = Object.fromEntries(
      (await client.query<{ naam: string; waarde: string | null }>(`SELECT sequencename AS naam, last_value::text AS waarde FROM pg_sequences WHERE schemaname = 'public'`)).rows
        .filter((r) => r.waarde !== null)
        .map((r) => [r.naam, r.waarde!]),
    );
    const gzip = createGzip();
    const schrijven = pipeline(gzip, createWriteStream(bestand));
    const schrijf = (tekst: string) => new Promise<void>((ok) => (gzip.write(tekst) ? ok() : gzip.once("drain", () => ok())));
    const kop: Kop = { soort: SOORT, versie: 1, gemaakt: new Date().toISOString(), migraties, reeksen };
    await schrijf(`${JSON.stringify(kop)}\n`);
    for (const tabel of await tabellenInVolgorde(client)) {
      const k = await kolommen(client, tabel);
      await schrijf(`${JSON.stringify({ tabel, kolommen: k })}\n`);
      const bron = client.query(copyTo(`COPY ${ident(tabel)} (${k.map(ident).join(", ")}) TO STDOUT`));
      let regels = 0;
      await pipeline(
        bron,
        new Writable({
          write(chunk: Buffer, _enc, klaar) {
            for (const byte of chunk) if (byte === 10) regels += 1;
            if (gzip.write(chunk)) klaar();
            else gzip.once("drain", () => klaar());
          },
        }),
      );
      telling[tabel] = regels;
      await schrijf("\\.\n");
    }
    gzip.end();
    await schrijven;
    await client.query("COMMIT");
  } finally {
    await client.end();
  }
  return telling;
}

/**
 * Replaces everything in the database at `url` by the backup in `bestand`: the schema is wiped and
 * migrated afresh, then the rows are loaded in one transaction. Refuses a file that is no backup,
 * or one made with migrations this version does not have.
 */
export async function herstelBackup(url: string, bestand: string): Promise<Record<string, number>> {
  const regels = createInterface({ input: createReadStream(bestand).pipe(createGunzip()), crlfDelay: Infinity })[Symbol.asyncIterator]();
  const eerste = await regels.next();
  let kop: Kop;
  try {
    kop = JSON.parse(String(eerste.value)) as Kop;
  } catch {
    throw new Error(`${bestand} is geen Leerroute-backup.`);
  }
  if (kop.soort !== SOORT || kop.versie !== 1) throw new Error(`${bestand} is geen Leerroute-backup (versie 1).`);

  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const telling: Record<string, number> = {};
  try {
    await client.query("DROP SCHEMA public CASCADE; CREATE SCHEMA public");
    execFileSync(path.resolve("node_modules/.bin/prisma"), ["migrate", "deploy"], { env: { ...process.env, DATABASE_URL: url, MIGRATE_DATABASE_URL: url }, stdio: "pipe" });
    const bekend = new Set((await client.query<{ m: string }>(`SELECT migration_name AS m FROM _prisma_migrations`)).rows.map((r) => r.m));
    const onbekend = kop.migraties.filter((m) => !bekend.has(m));
    if (onbekend.length) throw new Error(`De backup is gemaakt met een nieuwere versie (migratie ${onbekend[0]}); werk eerst Leerroute bij.`);

    await client.query("BEGIN");
    // The migrations wrote their own bookkeeping; the backup's rows take its place.
    await client.query("DELETE FROM _prisma_migrations");
    // Some foreign keys form cycles (an administration's logo is a file of that administration):
    // they go while the rows load and come back after, checked against every row then.
    const sleutels = (
      await client.query<{ tabel: string; naam: string; def: string }>(
        `SELECT c.conrelid::regclass::text AS tabel, c.conname AS naam, pg_get_constraintdef(c.oid) AS def FROM pg_constraint c
         JOIN pg_namespace n ON n.oid = c.connamespace WHERE c.contype = 'f' AND n.nspname = 'public'`,
      )
    ).rows;
    for (const k of sleutels) await client.query(`ALTER TABLE ${k.tabel} DROP CONSTRAINT ${ident(k.naam)}`);
    for (let r = await regels.next(); !r.done; r = await regels.next()) {
      const { tabel, kolommen: k } = JSON.parse(String(r.value)) as { tabel: string; kolommen: string[] };
      const doel = client.query(copyFrom(`COPY ${ident(tabel)} (${k.map(ident).join(", ")}) FROM STDIN`));
      let n = 0;
      const rijen = async function* () {
        for (let d = await regels.next(); !d.done; d = await regels.next()) {
          if (d.value === "\\.") return;
          n += 1;
          yield `${d.value}\n`;
        }
        throw new Error(`De backup is afgebroken in tabel ${tabel}.`);
      };
      await pipeline(Readable.from(rijen()), doel);
      telling[tabel] = n;
    }
    for (const k of sleutels) await client.query(`ALTER TABLE ${k.tabel} ADD CONSTRAINT ${ident(k.naam)} ${k.def}`);
    for (const [naam, waarde] of Object.entries(kop.reeksen)) await client.query(`SELECT setval($1::regclass, $2::bigint)`, [ident(naam), waarde]);
    await client.query("COMMIT");
  } catch (e) {
    await client.query("ROLLBACK").catch(() => {});
    throw e;
  } finally {
    await client.end();
  }
  return telling;
}
