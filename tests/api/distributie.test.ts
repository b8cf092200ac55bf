import { readFileSync } from "node:fs";
import path from "node:path";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { citusPlan, controleerDistributie, leesCatalogus, leesPlan, type Catalogus } from "@/lib/db/distributie";

/**
 * Issue 20: the migrated schema can be distributed by administratieNr as docs/scale-out.md plans.
 * A new table, key or foreign key that breaks the plan fails here the day it is added.
 */

const plan = leesPlan(readFileSync(path.resolve("docs/scale-out.md"), "utf8"));
let client: pg.Client;
let cat: Catalogus;

beforeAll(async () => {
  // The owner: the last test makes a table (in a transaction it rolls back).
  client = new pg.Client({ connectionString: process.env.TEST_EIGENAAR_DATABASE_URL });
  await client.connect();
  cat = await leesCatalogus(client);
});
afterAll(() => client?.end());

describe("the schema against the Citus plan", () => {
  it("reads the whole schema and the document's list", () => {
    expect(cat.tabellen.length).toBeGreaterThan(100);
    expect(cat.tabellen.map((t) => t.naam)).toContain("Leerling");
    expect(plan.tabellen.get("Gebruiker")).toBe("referentie");
    expect(plan.tabellen.get("Sessie")).toBe("lokaal");
  });

  it("every key contains administratieNr, tenant tables join on it, and reference tables point only at reference tables", () => {
    expect(controleerDistributie(cat, plan)).toEqual([]);
  });

  it("the move places every table exactly once", () => {
    const sql = citusPlan(cat, plan);
    const geplaatst = sql.filter((r) => r.startsWith("SELECT")).map((r) => /\('"([^"]+)"'/.exec(r)![1]);
    expect(new Set(geplaatst).size).toBe(geplaatst.length);
    expect([...geplaatst].sort()).toEqual(cat.tabellen.map((t) => t.naam).sort());
  });

  it("a tenant table with a key of its own would be caught (the check reads real constraints)", async () => {
    await client.query("BEGIN");
    try {
      await client.query(`CREATE TABLE "ProefZonderSleutel" ("administratieNr" int NOT NULL, id int PRIMARY KEY)`);
      const fouten = controleerDistributie(await leesCatalogus(client), plan);
      expect(fouten).toEqual([expect.stringMatching(/^ProefZonderSleutel: sleutel ProefZonderSleutel_pkey \(id\) mist administratieNr/)]);
    } finally {
      await client.query("ROLLBACK");
    }
  });
});
