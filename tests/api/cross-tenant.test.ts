import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { db } from "@/lib/db/client";
import { genereer } from "@/lib/generator";
import { call, makeApiKey, makeUser } from "./helpers";
import { Ids, leesOperaties, type Operatie } from "./openapi-walk";

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
let idsA = new Ids();
let operaties: Operatie[] = [];
let somVoor = "";

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

beforeAll(async () => {
  // The generator reads and sets its sequences: the schema's owner's work.
  pool = new pg.Pool({ connectionString: process.env.TEST_EIGENAAR_DATABASE_URL ?? process.env.DATABASE_URL, max: 2 });
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
  idsA = await Ids.van(pool, A);

  // B's caller: every bit in every area, as a person and as an integrator key.
  const rol = await db.rol.create({ data: { administratieNr: B, naam: "Alles" } });
  await db.rolPermissie.createMany({ data: Array.from({ length: 16 }, (_, f) => ({ administratieNr: B, rolId: rol.id, functiegebied: f, bits: 127 })) });
  cookie = (await makeUser(B, rol.id)).cookie;
  sleutel = (await makeApiKey(B, rol.id)).key;

  operaties = await leesOperaties(cookie);
  somVoor = await som(A);
}, 240_000);

afterAll(async () => {
  await pool.end();
});

describe("cross-tenant walk over every documented operation", () => {
  it("has operations to walk, and ids of A to use", () => {
    expect(operaties.length).toBeGreaterThan(200);
    expect(idsA.alle.length).toBeGreaterThan(3);
    expect(idsA.uuids.length).toBeGreaterThan(0);
  });

  it("naming A's administration never answers 2xx, as user or as key", async () => {
    const lekken: string[] = [];
    for (const op of operaties) {
      if (!op.params.some((p) => p.name === "administratieNr")) continue;
      const { pad, query, body } = idsA.invullen(op, A, idsA.alle[0]!);
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
      for (const id of idsA.voor(op)) {
        const { pad, query, body } = idsA.invullen(op, B, id);
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
