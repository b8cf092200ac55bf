/**
 * Bulk writing for the data generator: rows are collected per table in memory and written in
 * foreign-key order with COPY ... FROM STDIN (text format), sent through node-postgres's own
 * protocol support (a "submittable", as pg-copy-streams does); tables with array columns get
 * multi-row INSERT ... VALUES. Column types, the foreign-key order and the id sequences are read
 * from the database itself, so the writer follows the schema without a hand-kept list.
 */
import type pg from "pg";

export type Row = Record<string, unknown>;

interface Kolom {
  /** Postgres type name for a cast, e.g. int4, "Schoolsoort", jsonb; array types end in []. */
  cast: string;
  udt: string;
  isArray: boolean;
}

/** Rows per table, in the order they were added. */
export class Rijen {
  readonly tabellen = new Map<string, Row[]>();
  /** Statements to run after all inserts (e.g. the logo of an administration, which points forward). */
  readonly naAf: { sql: string; params: unknown[] }[] = [];

  add(tabel: string, row: Row): Row {
    let rows = this.tabellen.get(tabel);
    if (!rows) this.tabellen.set(tabel, (rows = []));
    rows.push(row);
    return row;
  }

  aantal(tabel?: string): number {
    if (tabel) return this.tabellen.get(tabel)?.length ?? 0;
    let n = 0;
    for (const rows of this.tabellen.values()) n += rows.length;
    return n;
  }
}

/** Rows per COPY statement and per chunk sent. */
const COPY_RIJEN = 100_000;
const CHUNK_RIJEN = 5_000;
const VALUES_RIJEN = 500;

export class Schrijver {
  /** Milliseconds spent writing per table (summed over customers; workers overlap). */
  readonly tijden = new Map<string, number>();

  private constructor(
    private readonly kolommen: Map<string, Map<string, Kolom>>,
    /** Tables in an order where every table comes after the tables it references. */
    readonly volgorde: string[],
    private readonly reeksen: Map<string, { kolom: string; reeks: string; teller: number }>,
  ) {}

  /** Reads the schema of the connected database. */
  static async open(client: pg.PoolClient | pg.Client): Promise<Schrijver> {
    const cols = await client.query<{ table_name: string; column_name: string; udt_name: string; data_type: string; column_default: string | null }>(
      `SELECT c.table_name, c.column_name, c.udt_name, c.data_type, c.column_default
         FROM information_schema.columns c
         JOIN information_schema.tables t ON t.table_schema = c.table_schema AND t.table_name = c.table_name
        WHERE c.table_schema = current_schema() AND t.table_type = 'BASE TABLE' AND c.table_name <> '_prisma_migrations'`,
    );
    const kolommen = new Map<string, Map<string, Kolom>>();
    const serials: { tabel: string; kolom: string }[] = [];
    for (const c of cols.rows) {
      let m = kolommen.get(c.table_name);
      if (!m) kolommen.set(c.table_name, (m = new Map()));
      const isArray = c.data_type === "ARRAY";
      const base = isArray ? c.udt_name.replace(/^_/, "") : c.udt_name;
      const quoted = /^[a-z0-9_]+$/.test(base) ? base : `"${base}"`;
      m.set(c.column_name, { cast: quoted, udt: base, isArray });
      if (c.column_default?.startsWith("nextval(")) serials.push({ tabel: c.table_name, kolom: c.column_name });
    }

    const fks = await client.query<{ kind: string; ouder: string }>(
      `SELECT cl.relname AS kind, pl.relname AS ouder
         FROM pg_constraint k
         JOIN pg_class cl ON cl.oid = k.conrelid
         JOIN pg_class pl ON pl.oid = k.confrelid
         JOIN pg_namespace n ON n.oid = cl.relnamespace
        WHERE k.contype = 'f' AND n.nspname = current_schema()`,
    );
    const volgorde = topologisch([...kolommen.keys()], fks.rows);

    // The sequences and where each stands (the larger of its last value and the column's max).
    const reeksen = new Map<string, { kolom: string; reeks: string; teller: number }>();
    if (serials.length) {
      const { rows: namen } = await client.query<{ tabel: string; kolom: string; reeks: string | null }>(
        `SELECT t AS tabel, k AS kolom, pg_get_serial_sequence(format('%I', t), k) AS reeks FROM unnest($1::text[], $2::text[]) AS x(t, k)`,
        [serials.map((s) => s.tabel), serials.map((s) => s.kolom)],
      );
      const metReeks = namen.filter((n): n is { tabel: string; kolom: string; reeks: string } => n.reeks !== null);
      const standen = await client.query<{ tabel: string; n: string }>(
        metReeks
          .map(
            (n) => `SELECT '${n.tabel}' AS tabel, GREATEST((SELECT COALESCE(max("${n.kolom}"), 0) FROM "${n.tabel}"),
                      (SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM ${n.reeks}))::bigint AS n`,
          )
          .join(" UNION ALL "),
      );
      for (const n of metReeks) reeksen.set(n.tabel, { kolom: n.kolom, reeks: n.reeks, teller: Number(standen.rows.find((r) => r.tabel === n.tabel)!.n) });
    }
    return new Schrijver(kolommen, volgorde, reeksen);
  }

  /** The next id of a table's autoincrement column (handed out here, not by the sequence). */
  id(tabel: string): number {
    const r = this.reeksen.get(tabel);
    if (!r) throw new Error(`Tabel ${tabel} heeft geen oplopende id`);
    return ++r.teller;
  }

  /** Moves the sequences past the ids handed out, so later inserts by the app do not collide. */
  async sluitReeksen(client: pg.PoolClient | pg.Client): Promise<void> {
    for (const { reeks, teller } of this.reeksen.values()) {
      if (teller > 0) await client.query(`SELECT setval('${reeks}', GREATEST($1::bigint, (SELECT last_value FROM ${reeks})))`, [teller]);
    }
  }

  /**
   * Writes all rows in foreign-key order (or with `achteraan` tables last, for loads without
   * foreign keys) through a pipeline: each statement is sent, then the next one is prepared while
   * the server works, and only then is the previous one awaited. Call `pijplijn.klaar()` before
   * relying on the rows (schrijf does so unless `doorgaan` is set, to overlap the next customer's
   * generation with the last statement).
   */
  async schrijf(
    pijplijn: Pijplijn,
    rijen: Rijen,
    o: { voortgang?: (tabel: string, geschreven: number, totaal: number) => void; achteraan?: string[]; doorgaan?: boolean } = {},
  ) {
    const onbekend = [...rijen.tabellen.keys()].filter((t) => !this.kolommen.has(t));
    if (onbekend.length) throw new Error(`Onbekende tabellen: ${onbekend.join(", ")}`);
    const achteraan = (o.achteraan ?? []).filter((t) => rijen.tabellen.has(t));
    for (const tabel of this.volgorde.filter((t) => !achteraan.includes(t))) {
      const rows = rijen.tabellen.get(tabel);
      if (rows?.length) await this.schrijfTabel(pijplijn, tabel, rows, o.voortgang);
    }
    // Forward references (an administration's logo) once the rows they point at are written.
    for (const { sql, params } of rijen.naAf) await pijplijn.stuur(() => pijplijn.client.query(sql, params).then(() => {}));
    for (const tabel of achteraan) await this.schrijfTabel(pijplijn, tabel, rijen.tabellen.get(tabel)!, o.voortgang);
    if (!o.doorgaan) await pijplijn.klaar();
  }

  private async schrijfTabel(pijplijn: Pijplijn, tabel: string, rows: Row[], voortgang?: (tabel: string, geschreven: number, totaal: number) => void) {
    const client = pijplijn.client;
    const typen = this.kolommen.get(tabel)!;
    const namen = Object.keys(rows[0]!);
    for (const naam of namen) if (!typen.has(naam)) throw new Error(`Onbekende kolom ${tabel}.${naam}`);
    const kolommen = namen.map((n) => typen.get(n)!);
    const lijst = namen.map((n) => `"${n}"`).join(", ");

    if (kolommen.some((k) => k.isArray)) {
      // The few tables with array columns (Administratie): parameterised multi-row VALUES.
      for (let start = 0; start < rows.length; start += VALUES_RIJEN) {
        const params: unknown[] = [];
        const values = rows.slice(start, start + VALUES_RIJEN).map((row) => {
          const ps = namen.map((n, i) => {
            const k = kolommen[i]!;
            params.push(k.isArray ? (row[n] ?? null) : parameter(row[n], k));
            return `$${params.length}::${k.cast}${k.isArray ? "[]" : ""}`;
          });
          return `(${ps.join(", ")})`;
        });
        const tot = Math.min(rows.length, start + VALUES_RIJEN);
        await pijplijn.stuur(() => client.query(`INSERT INTO "${tabel}" (${lijst}) VALUES ${values.join(", ")}`, params).then(() => voortgang?.(tabel, tot, rows.length)));
      }
      return;
    }

    const velden = kolommen.map(copyVeld);
    for (let start = 0; start < rows.length; start += COPY_RIJEN) {
      const eind = Math.min(rows.length, start + COPY_RIJEN);
      const stukken: Buffer[] = [];
      for (let i = start; i < eind; i += CHUNK_RIJEN) {
        let tekst = "";
        for (let j = i; j < Math.min(eind, i + CHUNK_RIJEN); j++) {
          const row = rows[j]!;
          for (let c = 0; c < namen.length; c++) tekst += (c ? "\t" : "") + velden[c]!(row[namen[c]!]);
          tekst += "\n";
        }
        stukken.push(Buffer.from(tekst, "utf8"));
      }
      await pijplijn.stuur(() => {
        const copy = new CopyVanuit(`COPY "${tabel}" (${lijst}) FROM STDIN`, stukken);
        const t0 = performance.now();
        void client.query(copy as unknown as pg.QueryConfig);
        return copy.klaar.then(() => {
          this.tijden.set(tabel, (this.tijden.get(tabel) ?? 0) + performance.now() - t0);
          voortgang?.(tabel, eind, rows.length);
        });
      });
    }
  }
}

/**
 * At most one statement in flight on a connection: stuur() waits for the previous statement, starts
 * the next and returns at once, so the caller can prepare more work while the server is busy.
 */
export class Pijplijn {
  private bezig: Promise<void> = Promise.resolve();

  constructor(readonly client: pg.PoolClient | pg.Client) {}

  async stuur(start: () => Promise<void>): Promise<void> {
    await this.bezig;
    const p = start();
    p.catch(() => {}); // awaited by the next stuur() or klaar(); avoids an unhandled rejection meanwhile
    this.bezig = p;
  }

  /** Waits for the statement in flight (and throws its error). */
  async klaar(): Promise<void> {
    await this.bezig;
  }
}

/** A value as a query parameter. */
function parameter(v: unknown, kolom: Kolom): unknown {
  if (v === undefined || v === null) return null;
  if (v instanceof Date) return kolom.udt === "date" ? v.toISOString().slice(0, 10) : v.toISOString();
  if (kolom.udt === "jsonb" || kolom.udt === "json") return JSON.stringify(v);
  return v;
}

const ESCAPES: Record<string, string> = { "\\": "\\\\", "\t": "\\t", "\n": "\\n", "\r": "\\r" };

function tekstVeld(s: string): string {
  return /[\\\t\n\r]/.test(s) ? s.replace(/[\\\t\n\r]/g, (m) => ESCAPES[m]!) : s;
}

/** Formats a value for COPY's text format, per column type. */
function copyVeld(kolom: Kolom): (v: unknown) => string {
  const json = kolom.udt === "jsonb" || kolom.udt === "json";
  const alleenDatum = kolom.udt === "date";
  return (v) => {
    if (v === undefined || v === null) return "\\N";
    if (v instanceof Date) return alleenDatum ? v.toISOString().slice(0, 10) : v.toISOString();
    if (json) return tekstVeld(JSON.stringify(v));
    if (typeof v === "boolean") return v ? "t" : "f";
    if (typeof v === "number") return String(v);
    return tekstVeld(String(v));
  };
}

/**
 * COPY FROM STDIN for node-postgres: a submittable query object. When the server answers
 * CopyInResponse the chunks are sent, then CopyDone; an error arrives through handleError and the
 * statement ends with ReadyForQuery.
 */
class CopyVanuit {
  private fout: unknown = null;
  private afronden!: (fout: unknown) => void;
  readonly klaar = new Promise<void>((resolve, reject) => {
    this.afronden = (fout) => (fout ? reject(fout) : resolve());
  });

  constructor(
    readonly text: string,
    private readonly stukken: Buffer[],
  ) {}

  submit(connection: PgConnection) {
    connection.query(this.text);
  }
  handleCopyInResponse(connection: PgConnection) {
    for (const stuk of this.stukken) connection.sendCopyFromChunk(stuk);
    connection.endCopyFrom();
  }
  handleError(fout: unknown) {
    this.fout = fout;
  }
  handleReadyForQuery() {
    this.afronden(this.fout);
  }
  handleCommandComplete() {}
  handleRowDescription() {}
  handleDataRow() {}
  handleEmptyQuery() {}
}

interface PgConnection {
  query(text: string): void;
  sendCopyFromChunk(chunk: Buffer): void;
  endCopyFrom(): void;
}

/**
 * Kahn's algorithm over the foreign keys (child after parent). Self-references are ignored; a
 * cycle (Administratie's logo points at Bestand, which points back) is broken by taking the table
 * with the fewest unmet parents: the generator fills such forward references afterwards (naAf).
 */
function topologisch(tabellen: string[], fks: { kind: string; ouder: string }[]): string[] {
  const ouders = new Map<string, Set<string>>(tabellen.map((t) => [t, new Set()]));
  for (const { kind, ouder } of fks) if (kind !== ouder && ouders.has(kind) && ouders.has(ouder)) ouders.get(kind)!.add(ouder);
  const klaar: string[] = [];
  const gedaan = new Set<string>();
  const alfabetisch = [...tabellen].sort();
  while (klaar.length < tabellen.length) {
    const open = alfabetisch.filter((t) => !gedaan.has(t));
    const vrij = open.filter((t) => [...ouders.get(t)!].every((o) => gedaan.has(o)));
    const volgende = vrij.length
      ? vrij
      : [open.reduce((best, t) => (onvervuld(t) < onvervuld(best) ? t : best))];
    for (const t of volgende) {
      gedaan.add(t);
      klaar.push(t);
    }
  }
  return klaar;

  function onvervuld(t: string) {
    return [...ouders.get(t)!].filter((o) => !gedaan.has(o)).length;
  }
}
