import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { routes } from "@/lib/api/routes";
import { db, sqlTeller } from "@/lib/db/client";
import { genereer } from "@/lib/generator";
import { huidigSchooljaar } from "@/lib/schooljaar";
import { call, makeUser } from "./helpers";
import { Ids, leesOperaties, type Operatie } from "./openapi-walk";

/**
 * The query budget over the whole catalogue (issue 19): every documented read (GET) is called in a
 * generated administration by someone with every right, and the SQL statements of one call,
 * authentication included, are counted. A route may declare its budget next to it (defineRoute
 * `queries`); the rest are held to STANDAARD. The table of routes and counts is printed.
 */

const STANDAARD = 5;
let pool: pg.Pool;
let adm = 0;
let cookie = "";
let ids = new Ids();
let operaties: Operatie[] = [];

beforeAll(async () => {
  // The generator reads its sequences: as the schema's owner (the app's role may only use them).
  pool = new pg.Pool({ connectionString: process.env.TEST_EIGENAAR_DATABASE_URL ?? process.env.DATABASE_URL, max: 2 });
  adm = (await genereer(pool, { tenants: 1, pupils: 40, years: 1, seed: 21, startAdministratieNr: 930_000, bulk: false, workers: 1 })).administratieNrs[0]!;
  const rol = await db.rol.create({ data: { administratieNr: adm, naam: "Alles" } });
  await db.rolPermissie.createMany({ data: Array.from({ length: 16 }, (_, f) => ({ administratieNr: adm, rolId: rol.id, functiegebied: f, bits: 127 })) });
  cookie = (await makeUser(adm, rol.id)).cookie;
  ids = await Ids.van(pool, adm);
  operaties = (await leesOperaties(cookie)).filter((op) => op.method === "GET" && op.params.some((p) => p.name === "administratieNr"));
}, 240_000);

afterAll(async () => {
  await pool.end();
});

const budgetVan = (op: Operatie) => routes.find((r) => r.method === "get" && `/api${r.path}` === op.path)?.queries;

describe("query budget over every documented read", () => {
  it("every read that answers stays within its budget", async () => {
    const tabel: { route: string; statements: number; budget: number }[] = [];
    for (const op of operaties) {
      for (const id of ids.voor(op)) {
        const { pad, query } = ids.invullen(op, adm, id, huidigSchooljaar());
        const eerste = await call("GET", pad, { query, cookie });
        if (eerste.status >= 300) continue;
        const voor = sqlTeller.statements;
        const res = await call("GET", pad, { query, cookie });
        const n = sqlTeller.statements - voor;
        if (res.status >= 300) continue;
        tabel.push({ route: op.path.replace(/^\/api/, ""), statements: n, budget: budgetVan(op) ?? STANDAARD });
        break;
      }
    }
    tabel.sort((a, b) => b.statements - a.statements || a.route.localeCompare(b.route));
    console.log(`Statements per call (${tabel.length} reads):\n${tabel.map((r) => `${String(r.statements).padStart(3)} / ${String(r.budget).padEnd(3)} ${r.route}`).join("\n")}`);
    // The walk reached the services: most reads answered.
    expect(tabel.length).toBeGreaterThan(operaties.length / 2);
    expect(tabel.filter((r) => r.statements > r.budget).map((r) => `${r.route}: ${r.statements} > ${r.budget}`)).toEqual([]);
  }, 300_000);
});
