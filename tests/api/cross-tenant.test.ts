import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { genereer } from "@/lib/generator";
import { call, makeApiKey, makeUser } from "./helpers";

/**
 * Tenant isolation, for every operation the API documents — also the ones added later, without a
 * test of their own. Two generated administrations of different customers: A (the victim, its
 * texts marked) and B (the caller: a user with every right, and an API key). B calls every
 * operation of /api/openapi
 * 1. naming A as its administration → never a 2xx;
 * 2. in its own administration with A's ids in the path, the query and the body → a 2xx never
 *    carries A's marked texts;
 * and afterwards A's rows are exactly as before (nothing changed or deleted through B).
 */

const MERK = "Qxa7";
let pool: pg.Pool;
let A = 0;
let B = 0;
let cookie = "";
let sleutel = "";
/** Ids that exist in A, and A's staff ids. */
let idsVanA: number[] = [];
const idsPerTabel = new Map<string, number[]>();

/**
 * The ids to try for one operation: those of the table its catalogue area is named after
 * (Rollen → Rol, Leerlingtoewijzingen → Leerlingtoewijzing: the longest table name the area starts
 * with), plus A's two highest ids of any table.
 */
function idsVoor(op: Operatie): number[] {
  const gebied = (op.path.split("/")[2] ?? "").toLowerCase();
  const tabel = [...idsPerTabel.keys()].filter((t) => gebied.startsWith(t)).sort((x, y) => y.length - x.length)[0];
  return [...new Set([...(tabel ? idsPerTabel.get(tabel)! : []), ...idsVanA.slice(0, 2)])];
}
let uuidsVanA: string[] = [];
let somVoor = "";

interface Operatie {
  method: string;
  path: string;
  params: { in: string; name: string; schema?: Schema }[];
  body?: Schema;
}
interface Schema {
  type?: string | string[];
  format?: string;
  properties?: Record<string, Schema>;
  items?: Schema;
  enum?: unknown[];
  anyOf?: Schema[];
  oneOf?: Schema[];
  pattern?: string;
}
let operaties: Operatie[] = [];

/** A's whole state: a digest of every row of every table that carries its number or its customer. */
async function som(adm: number): Promise<string> {
  const tabellen = await pool.query<{ tabel: string; kolom: string }>(
    `SELECT table_name AS tabel, column_name AS kolom FROM information_schema.columns
     WHERE table_schema = 'public' AND column_name IN ('administratieNr', 'klantId') AND table_name NOT LIKE '\\_%' ORDER BY 1, 2`,
  );
  const klant = (await pool.query<{ k: number }>(`SELECT "klantId" AS k FROM "Administratie" WHERE "administratieNr" = $1`, [adm])).rows[0]!.k;
  const delen: string[] = [];
  for (const { tabel, kolom } of tabellen.rows) {
    const waarde = kolom === "klantId" ? klant : adm;
    const r = await pool.query<{ s: string | null }>(`SELECT md5(string_agg(t::text, '|' ORDER BY t::text)) AS s FROM "${tabel}" t WHERE "${kolom}" = $1`, [waarde]);
    delen.push(`${tabel}.${kolom}:${r.rows[0]!.s ?? "-"}`);
  }
  return delen.join("\n");
}

function waarde(s: Schema | undefined, naam: string, id: number): unknown {
  if (!s) return id;
  const keuze = s.anyOf?.[0] ?? s.oneOf?.[0];
  if (keuze) return waarde(keuze, naam, id);
  if (s.enum?.length) return s.enum[0];
  const type = Array.isArray(s.type) ? s.type.find((t) => t !== "null") : s.type;
  if (type === "integer" || type === "number") return /^(aantal|page|pageSize|nummer|periode|jaar)$/i.test(naam) ? 1 : id;
  if (type === "boolean") return false;
  if (type === "array") return [waarde(s.items, naam, id)];
  if (type === "object") return Object.fromEntries(Object.entries(s.properties ?? {}).map(([k, v]) => [k, waarde(v, k, id)]));
  if (s.format === "uuid" || /gebruikerId|medewerkerId|auteurId/i.test(naam)) return uuidsVanA[0];
  if (s.format === "date" || /datum/i.test(naam)) return "2026-10-01";
  if (/schooljaar/i.test(naam)) return null;
  return `tekst ${naam}`;
}

beforeAll(async () => {
  pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 2 });
  // Separate calls: separate customers (package content is shared within a customer by design).
  A = (await genereer(pool, { tenants: 1, pupils: 20, years: 1, seed: 11, startAdministratieNr: 920_000, bulk: false, workers: 1 })).administratieNrs[0]!;
  B = (await genereer(pool, { tenants: 1, pupils: 20, years: 1, seed: 12, startAdministratieNr: 920_010, bulk: false, workers: 1 })).administratieNrs[0]!;
  // Mark A's texts, so any answer that carries them is found.
  const tekstKolommen = await pool.query<{ tabel: string; kolom: string }>(
    `SELECT c.table_name AS tabel, c.column_name AS kolom FROM information_schema.columns c
     JOIN information_schema.columns a ON a.table_name = c.table_name AND a.table_schema = c.table_schema AND a.column_name = 'administratieNr'
     WHERE c.table_schema = 'public' AND c.data_type = 'text' AND c.column_name IN ('naam', 'achternaam', 'omschrijving', 'titel', 'tekst')`,
  );
  for (const { tabel, kolom } of tekstKolommen.rows)
    await pool.query(`UPDATE "${tabel}" SET "${kolom}" = left("${kolom}", 80) || ' ${MERK}' WHERE "administratieNr" = $1 AND "${kolom}" <> ''`, [A]);

  // A's ids: most keys are numbered per administration, so A's and B's ids overlap; a query that
  // forgot the administration would then find A's (marked) row. The highest and lowest id of each
  // numbered table of A are the values tried, per operation those of its own table (idsVoor).
  const idTabellen = await pool.query<{ tabel: string; kolom: string }>(
    `SELECT c.table_name AS tabel, c.column_name AS kolom FROM information_schema.columns c
     JOIN information_schema.columns a ON a.table_name = c.table_name AND a.table_schema = c.table_schema AND a.column_name = 'administratieNr'
     WHERE c.table_schema = 'public' AND c.column_name IN ('id', 'nr') AND c.data_type = 'integer'`,
  );
  for (const { tabel, kolom } of idTabellen.rows) {
    const r = await pool.query<{ laag: number | null; hoog: number | null }>(`SELECT min("${kolom}") AS laag, max("${kolom}") AS hoog FROM "${tabel}" WHERE "administratieNr" = $1`, [A]);
    const waarden = [r.rows[0]?.hoog, r.rows[0]?.laag].filter((v): v is number => !!v);
    if (waarden.length) idsPerTabel.set(tabel.toLowerCase(), [...new Set([...(idsPerTabel.get(tabel.toLowerCase()) ?? []), ...waarden])]);
  }
  idsVanA = [...new Set([...idsPerTabel.values()].flat())].sort((x, y) => y - x);
  uuidsVanA = (await pool.query<{ id: string }>(`SELECT "gebruikerId" AS id FROM "Medewerker" WHERE "administratieNr" = $1 ORDER BY 1 LIMIT 2`, [A])).rows.map((r) => r.id);

  // B's caller: every bit in every area, as a person and as an integrator key.
  const rol = await db.rol.create({ data: { administratieNr: B, naam: "Alles" } });
  await db.rolPermissie.createMany({ data: Array.from({ length: 16 }, (_, f) => ({ administratieNr: B, rolId: rol.id, functiegebied: f, bits: 127 })) });
  cookie = (await makeUser(B, rol.id)).cookie;
  sleutel = (await makeApiKey(B, rol.id)).key;

  const doc = (await call("GET", "/api/openapi", { cookie })).json as { paths: Record<string, Record<string, { parameters?: Operatie["params"]; requestBody?: { content?: Record<string, { schema?: Schema }> } }>> };
  operaties = Object.entries(doc.paths).flatMap(([pad, item]) =>
    Object.entries(item).map(([method, op]) => ({
      method: method.toUpperCase(),
      path: pad,
      params: op.parameters ?? [],
      body: op.requestBody?.content?.["application/json"]?.schema,
    })),
  );
  somVoor = await som(A);
}, 240_000);

afterAll(async () => {
  await pool.end();
});

function invullen(op: Operatie, adm: number, id: number) {
  const pad = op.path.replace(/\{([^}]+)\}/g, (_, naam: string) => {
    const p = op.params.find((x) => x.in === "path" && x.name === naam);
    if (/admnr/i.test(naam)) return String(adm);
    if (/schooljaar/i.test(naam)) return "2026-2027";
    if (p?.schema?.type === "string") return p.schema.format === "date" || /datum/i.test(naam) ? "2026-10-01" : (uuidsVanA[0] ?? "x");
    return String(id);
  });
  const query: Record<string, string | number> = {};
  for (const p of op.params.filter((x) => x.in === "query")) {
    if (p.name === "administratieNr") query[p.name] = adm;
    else if (p.schema?.type === "integer" && !/^(page|pageSize|aantal)$/.test(p.name)) query[p.name] = id;
  }
  return { pad, query, body: op.body ? waarde(op.body, "body", id) : undefined };
}

describe("cross-tenant walk over every documented operation", () => {
  it("has operations to walk, and ids of A to use", () => {
    expect(operaties.length).toBeGreaterThan(200);
    expect(idsVanA.length).toBeGreaterThan(3);
    expect(uuidsVanA.length).toBeGreaterThan(0);
  });

  it("naming A's administration never answers 2xx, as user or as key", async () => {
    const lekken: string[] = [];
    for (const op of operaties) {
      if (!op.params.some((p) => p.name === "administratieNr")) continue;
      const { pad, query, body } = invullen(op, A, idsVanA[0]!);
      for (const wie of [{ cookie }, { headers: { authorization: `Bearer ${sleutel}` } }]) {
        const res = await call(op.method, pad, { query, body, ...wie });
        if (res.status < 300) lekken.push(`${op.method} ${op.path} → ${res.status}`);
        // The call reached its route (the walk itself is not broken).
        if (/Onbekende aanroep/.test(JSON.stringify(res.json ?? ""))) lekken.push(`${op.method} ${pad}: onbekende aanroep`);
      }
    }
    expect(lekken).toEqual([]);
  }, 240_000);

  it("in B's own administration, A's ids never bring back A's data", async () => {
    const lekken: string[] = [];
    let geslaagd = 0;
    for (const op of operaties) {
      if (!op.params.some((p) => p.name === "administratieNr")) continue;
      for (const id of idsVoor(op)) {
        const { pad, query, body } = invullen(op, B, id);
        const res = await call(op.method, pad, { query, body, cookie });
        const tekst = typeof res.json === "string" ? res.json : JSON.stringify(res.json ?? "");
        if (res.status < 300) geslaagd += 1;
        if (process.env.DEBUG_WALK) console.log("WALK", res.status, op.method, pad, JSON.stringify(res.json ?? "").slice(0, 100));
        if (res.status < 300 && tekst.includes(MERK)) lekken.push(`${op.method} ${pad} → ${res.status}: ${tekst.slice(0, 160)}`);
      }
    }
    expect(lekken).toEqual([]);
    // The walk reached the services: many calls answered 2xx (not all refused at the door).
    expect(geslaagd).toBeGreaterThan(50);
  }, 300_000);

  it("after the whole walk, A's rows are exactly as before", async () => {
    expect(await som(A)).toBe(somVoor);
  });
});
