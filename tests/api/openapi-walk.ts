import type pg from "pg";
import { call } from "./helpers";

/**
 * Walking every operation /api/openapi documents, with ids of a generated administration filled
 * in: the cross-tenant test (isolation) and the query-budget walk (statements per call) share it,
 * so a route added later is walked by both without a test of its own.
 */

export interface Operatie {
  method: string;
  path: string;
  params: { in: string; name: string; description?: string; schema?: Schema }[];
  body?: Schema;
  /** The fields of a multipart body (uploads), when the operation takes one. */
  formulier?: Schema;
}
export interface Schema {
  type?: string | string[];
  format?: string;
  description?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  pattern?: string;
}

export async function leesOperaties(cookie: string): Promise<Operatie[]> {
  const doc = (await call("GET", "/api/openapi", { cookie })).json as { paths: Record<string, Record<string, { parameters?: Operatie["params"]; requestBody?: { content?: Record<string, { schema?: Schema }> } }>> };
  return Object.entries(doc.paths).flatMap(([pad, item]) =>
    Object.entries(item).map(([method, op]) => ({
      method: method.toUpperCase(),
      path: pad,
      params: op.parameters ?? [],
      body: op.requestBody?.content?.["application/json"]?.schema,
      formulier: op.requestBody?.content?.["multipart/form-data"]?.schema,
    })),
  );
}

/** Ids of one administration: per numbered table its highest and lowest, and its staff's uuids. */
export class Ids {
  perTabel = new Map<string, number[]>();
  alle: number[] = [];
  uuids: string[] = [];

  static async van(pool: pg.Pool, adm: number): Promise<Ids> {
    const ids = new Ids();
    const idTabellen = await pool.query<{ tabel: string; kolom: string }>(
      `SELECT c.table_name AS tabel, c.column_name AS kolom FROM information_schema.columns c
       JOIN information_schema.columns a ON a.table_name = c.table_name AND a.table_schema = c.table_schema AND a.column_name = 'administratieNr'
       WHERE c.table_schema = 'public' AND c.column_name IN ('id', 'nr') AND c.data_type = 'integer'`,
    );
    for (const { tabel, kolom } of idTabellen.rows) {
      const r = await pool.query<{ laag: number | null; hoog: number | null }>(`SELECT min("${kolom}") AS laag, max("${kolom}") AS hoog FROM "${tabel}" WHERE "administratieNr" = $1`, [adm]);
      const waarden = [r.rows[0]?.hoog, r.rows[0]?.laag].filter((v): v is number => !!v);
      if (waarden.length) ids.perTabel.set(tabel.toLowerCase(), [...new Set([...(ids.perTabel.get(tabel.toLowerCase()) ?? []), ...waarden])]);
    }
    // Tables of a learning-route package (no administratieNr of their own): the ids in the packages
    // this administration uses, so positional routes (…/{pakket}/{domein}/…) get real ones.
    const pakketTabellen = await pool.query<{ tabel: string }>(
      `SELECT c.table_name AS tabel FROM information_schema.columns c
       JOIN information_schema.columns i ON i.table_name = c.table_name AND i.table_schema = c.table_schema AND i.column_name = 'id' AND i.data_type = 'integer'
       WHERE c.table_schema = 'public' AND c.column_name = 'leerroutepakketId'
         AND NOT EXISTS (SELECT 1 FROM information_schema.columns a WHERE a.table_name = c.table_name AND a.table_schema = c.table_schema AND a.column_name = 'administratieNr')`,
    );
    const pakketten = `SELECT "leerroutepakketId" FROM "AdministratieLeerroutepakket" WHERE "administratieNr" = $1`;
    for (const { tabel } of pakketTabellen.rows) {
      const r = await pool.query<{ id: number }>(`SELECT min(id) AS id FROM "${tabel}" WHERE "leerroutepakketId" IN (${pakketten})`, [adm]);
      if (r.rows[0]?.id) ids.perTabel.set(tabel.toLowerCase(), [r.rows[0].id]);
    }
    const pakket = await pool.query<{ id: number }>(`${pakketten} ORDER BY 1 LIMIT 1`, [adm]);
    if (pakket.rows[0]) ids.perTabel.set("leerroutepakket", [pakket.rows[0].id]);
    ids.alle = [...new Set([...ids.perTabel.values()].flat())].sort((x, y) => y - x);
    ids.uuids = (await pool.query<{ id: string }>(`SELECT "gebruikerId" AS id FROM "Medewerker" WHERE "administratieNr" = $1 ORDER BY 1 LIMIT 2`, [adm])).rows.map((r) => r.id);
    return ids;
  }

  /**
   * The ids to try for one operation: those of the table its catalogue area is named after
   * (Rollen → Rol, Leerlingtoewijzingen → Leerlingtoewijzing: the longest table name the area starts
   * with), plus the two highest ids of any table.
   */
  voor(op: Operatie): number[] {
    const gebied = (op.path.split("/")[2] ?? "").toLowerCase();
    const tabel = [...this.perTabel.keys()].filter((t) => gebied.startsWith(t)).sort((x, y) => y.length - x.length)[0];
    return [...new Set([...(tabel ? this.perTabel.get(tabel)! : []), ...this.alle.slice(0, 2)])];
  }

  private waarde(s: Schema | undefined, naam: string, id: number): unknown {
    if (!s) return id;
    const keuze = s.anyOf?.[0] ?? s.oneOf?.[0];
    if (keuze) return this.waarde(keuze, naam, id);
    if (s.enum?.length) return s.enum[0];
    const type = Array.isArray(s.type) ? s.type.find((t) => t !== "null") : s.type;
    if (type === "integer" || type === "number") return /^(aantal|page|pageSize|nummer|periode|jaar)$/i.test(naam) ? 1 : id;
    if (type === "boolean") return false;
    if (type === "array") return [this.waarde(s.items, naam, id)];
    if (type === "object") return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, this.waarde(v, k, id)]));
    if (s.format === "uuid" || /gebruikerId|medewerkerId|auteurId/i.test(naam)) return this.uuids[0];
    if (s.format === "date" || /datum/i.test(naam)) return "2026-10-01";
    if (/schooljaar/i.test(naam)) return null;
    return `tekst ${naam}`;
  }

  /** The operation's path, query and body for administration `adm` and id `id`. */
  invullen(op: Operatie, adm: number, id: number, schooljaar = "2026-2027") {
    const pad = op.path.replace(/\{([^}]+)\}/g, (_, naam: string) => {
      const p = op.params.find((x) => x.in === "path" && x.name === naam);
      if (/admnr/i.test(naam)) return String(adm);
      if (/schooljaar/i.test(naam)) return schooljaar;
      // Positional ids ({a}, {b}, …) say in their description what they are.
      const beschrijving = (p?.description ?? p?.schema?.description ?? "").toLowerCase().replace(/\[\[|\]\]/g, "");
      if (beschrijving) {
        if (/schooljaar/.test(beschrijving)) return schooljaar;
        if (/periode/.test(beschrijving)) return "1";
        const tabel = [...this.perTabel.keys()].filter((t) => beschrijving.includes(t)).sort((x, y) => y.length - x.length)[0];
        if (tabel && tabel !== (op.path.split("/")[2] ?? "").toLowerCase()) return String(this.perTabel.get(tabel)![0]);
      }
      if (p?.schema?.type === "string") return p.schema.format === "date" || /datum/i.test(naam) ? "2026-10-01" : (this.uuids[0] ?? "x");
      return String(id);
    });
    const query: Record<string, string | number> = {};
    for (const p of op.params.filter((x) => x.in === "query")) {
      if (p.name === "administratieNr") query[p.name] = adm;
      else if (p.schema?.type === "integer" && !/^(page|pageSize|aantal)$/.test(p.name)) query[p.name] = id;
    }
    return { pad, query, body: op.body ? this.waarde(op.body, "body", id) : undefined };
  }
}
