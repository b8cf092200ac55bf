import { readFileSync } from "node:fs";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import { leesPlan, type Catalogus } from "@/lib/db/distributie";
import { beoordeel, indelingVan, laadParser, leesUitzonderingen, tel } from "@/lib/db/routering";

/**
 * The routing classifier of the shard check (issue 33) on hand-written statements, written as
 * Prisma and our raw SQL write them. Leerling, Groep, Plaatsing are distributed; Indicator and
 * Leerroutepakket reference tables (the latter with an owner's administratieNr); Sessie local.
 */
const plan = leesPlan(readFileSync(path.resolve("docs/scale-out.md"), "utf8"));
const A = "administratieNr";
const catalogus: Catalogus = {
  tabellen: [
    { naam: "Leerling", kolommen: [A, "id", "achternaam"] },
    { naam: "Groep", kolommen: [A, "nr", "naam", "schooljaar"] },
    { naam: "Plaatsing", kolommen: [A, "leerlingId", "groepNr"] },
    { naam: "Indicator", kolommen: ["id", "leerroutepakketId", "naam"] },
    { naam: "Leerroutepakket", kolommen: [A, "id", "naam"] },
    { naam: "AdministratieLeerroutepakket", kolommen: [A, "leerroutepakketId"] },
    { naam: "Sessie", kolommen: ["id", "gebruikerId"] },
  ],
  sleutels: [],
  verwijzingen: [],
};
const indeling = indelingVan(plan, catalogus);
const oordeel = (sql: string, values?: unknown[]) => beoordeel(sql, values, indeling);

beforeAll(() => laadParser());

describe("routing of one statement", () => {
  it("routed: Prisma's filter on the distribution column, schema-qualified and quoted", () => {
    const o = oordeel(`SELECT "t0"."id", "t0"."achternaam" FROM "public"."Leerling" AS "t0" WHERE ("t0"."administratieNr" = $1 AND "t0"."id" = $2) LIMIT $3`, [1001, 5, 1]);
    expect(o).toMatchObject({ uitkomst: "gerouteerd", waarde: "1001", tabellen: ["Leerling"] });
    expect(oordeel(`SELECT "public"."Leerling"."id" FROM "public"."Leerling" WHERE "public"."Leerling"."administratieNr" = 1001`).uitkomst).toBe("gerouteerd");
    expect(oordeel(`SELECT id FROM "Leerling" WHERE "administratieNr" = $1::int`, [7]).uitkomst).toBe("gerouteerd");
  });

  it("routed through a join on the distribution column with a bound table", () => {
    const o = oordeel(
      `SELECT l.id FROM "Leerling" l JOIN "Plaatsing" p ON p."administratieNr" = l."administratieNr" AND p."leerlingId" = l.id
       LEFT JOIN "Groep" g ON g."administratieNr" = p."administratieNr" AND g.nr = p."groepNr" WHERE l."administratieNr" = $1`,
      [1001],
    );
    expect(o.uitkomst).toBe("gerouteerd");
    expect(o.tabellen.sort()).toEqual(["Groep", "Leerling", "Plaatsing"]);
    // USING on the column, and the value derived through a reference table's owner column.
    expect(oordeel(`SELECT 1 FROM "Leerling" JOIN "Plaatsing" USING ("administratieNr") WHERE "Leerling"."administratieNr" = $1`, [3]).uitkomst).toBe("gerouteerd");
  });

  it("fan-out: a join on another column only", () => {
    const o = oordeel(`SELECT l.id FROM "Leerling" l JOIN "Plaatsing" p ON p."leerlingId" = l.id WHERE l."administratieNr" = $1`, [1001]);
    expect(o.uitkomst).toBe("niet-routeerbaar");
    expect(o.redenen.join()).toMatch(/Plaatsing/);
  });

  it("not routable: the filter is missing, or under an OR, or a different column", () => {
    expect(oordeel(`SELECT * FROM "public"."Leerling" WHERE "id" = $1`, [5]).uitkomst).toBe("niet-routeerbaar");
    expect(oordeel(`SELECT * FROM "Leerling" WHERE "administratieNr" = $1 OR id = $2`, [1, 2]).uitkomst).toBe("niet-routeerbaar");
    expect(oordeel(`SELECT * FROM "Leerling" WHERE NOT ("administratieNr" = $1)`, [1]).uitkomst).toBe("niet-routeerbaar");
    expect(oordeel(`SELECT * FROM "Leerling" WHERE "administratieNr" > $1`, [1]).uitkomst).toBe("niet-routeerbaar");
  });

  it("two different values: not one administration", () => {
    expect(oordeel(`SELECT * FROM "Leerling" WHERE "administratieNr" IN ($1, $2)`, [1001, 1002]).uitkomst).toBe("niet-routeerbaar");
    expect(oordeel(`SELECT * FROM "Leerling" l, "Groep" g WHERE l."administratieNr" = $1 AND g."administratieNr" = $2`, [1001, 1002]).redenen.join()).toMatch(/twee administraties/);
    expect(oordeel(`SELECT * FROM "Leerling" WHERE "administratieNr" = ANY($1)`, [[1001, 1002]]).uitkomst).toBe("niet-routeerbaar");
    // Without values two parameters are two values.
    expect(oordeel(`SELECT * FROM "Leerling" WHERE "administratieNr" IN ($1, $2)`).uitkomst).toBe("niet-routeerbaar");
  });

  it("one value written several ways: IN with equal parameters, ANY of one value, an OR of composite keys", () => {
    expect(oordeel(`SELECT * FROM "Leerling" WHERE "administratieNr" IN ($1, $2)`, [1001, 1001]).uitkomst).toBe("gerouteerd");
    expect(oordeel(`SELECT * FROM "Leerling" WHERE "administratieNr" = ANY($1)`, [[1001, 1001]]).uitkomst).toBe("gerouteerd");
    expect(oordeel(`SELECT * FROM "Leerling" WHERE ("administratieNr", id) IN (($1, $2), ($3, $4))`, [9, 1, 9, 2]).uitkomst).toBe("gerouteerd");
    expect(oordeel(`SELECT * FROM "Leerling" WHERE (("administratieNr" = $1 AND id = $2) OR ("administratieNr" = $3 AND id = $4))`, [9, 1, 9, 2]).uitkomst).toBe("gerouteerd");
    expect(oordeel(`SELECT * FROM "Leerling" WHERE (("administratieNr" = $1 AND id = $2) OR ("administratieNr" = $3 AND id = $4))`, [9, 1, 8, 2]).uitkomst).toBe("niet-routeerbaar");
  });

  it("reference and local tables need nothing", () => {
    expect(oordeel(`SELECT * FROM "public"."Indicator" WHERE "leerroutepakketId" = $1`, [3]).uitkomst).toBe("referentie");
    expect(oordeel(`SELECT * FROM "Sessie" WHERE id = $1`, ["x"]).uitkomst).toBe("referentie");
    expect(oordeel(`SELECT now()`).uitkomst).toBe("referentie");
    // A reference table joined with a bound distributed one.
    expect(oordeel(`SELECT i.* FROM "Indicator" i JOIN "AdministratieLeerroutepakket" a ON a."leerroutepakketId" = i."leerroutepakketId" WHERE a."administratieNr" = $1`, [4]).uitkomst).toBe("gerouteerd");
  });

  it("CTEs: a distributed table inside must be bound, and the CTE's column binds the outer join", () => {
    expect(oordeel(`WITH x AS (SELECT id FROM "Leerling" WHERE "administratieNr" = $1) SELECT * FROM x`, [1]).uitkomst).toBe("gerouteerd");
    expect(oordeel(`WITH x AS (SELECT id FROM "Leerling") SELECT * FROM x`).uitkomst).toBe("niet-routeerbaar");
    expect(
      oordeel(`WITH x AS (SELECT "administratieNr" AS adm, id FROM "Leerling" WHERE "administratieNr" = $1) SELECT * FROM x JOIN "Plaatsing" p ON p."administratieNr" = x.adm AND p."leerlingId" = x.id`, [1])
        .uitkomst,
    ).toBe("gerouteerd");
    // A CTE that writes: its target counts too.
    expect(oordeel(`WITH d AS (DELETE FROM "Plaatsing" WHERE "leerlingId" = $1 RETURNING 1) SELECT count(*) FROM d`, [1]).uitkomst).toBe("niet-routeerbaar");
  });

  it("subqueries: correlated on the column, IN (SELECT …), derived tables", () => {
    expect(
      oordeel(`SELECT * FROM "Leerling" l WHERE l."administratieNr" = $1 AND EXISTS (SELECT 1 FROM "Plaatsing" p WHERE p."administratieNr" = l."administratieNr" AND p."leerlingId" = l.id)`, [1]).uitkomst,
    ).toBe("gerouteerd");
    expect(oordeel(`SELECT * FROM "Leerling" l WHERE l."administratieNr" = $1 AND EXISTS (SELECT 1 FROM "Plaatsing" p WHERE p."leerlingId" = l.id)`, [1]).uitkomst).toBe("niet-routeerbaar");
    expect(oordeel(`SELECT (SELECT count(*) FROM "Groep" g WHERE g."administratieNr" = $1) FROM "Leerling" WHERE "administratieNr" = $1`, [1]).uitkomst).toBe("gerouteerd");
    expect(oordeel(`SELECT * FROM (SELECT * FROM "Leerling" WHERE "administratieNr" = $1) s JOIN "Plaatsing" p ON p."administratieNr" = s."administratieNr"`, [1]).uitkomst).toBe("gerouteerd");
    expect(oordeel(`SELECT * FROM "Leerling" l WHERE l."administratieNr" IN (SELECT "administratieNr" FROM "Groep" WHERE "administratieNr" = $1)`, [1]).uitkomst).toBe("gerouteerd");
    expect(oordeel(`SELECT * FROM "Leerling" WHERE "administratieNr" = $1 UNION ALL SELECT * FROM "Leerling" WHERE "administratieNr" = $2`, [1, 2]).uitkomst).toBe("niet-routeerbaar");
  });

  it("writes: INSERT by the value it writes, UPDATE and DELETE by their WHERE", () => {
    expect(oordeel(`INSERT INTO "public"."Groep" ("administratieNr","nr","naam") VALUES ($1,$2,$3),($4,$5,$6) RETURNING "nr"`, [1, 1, "a", 1, 2, "b"]).uitkomst).toBe("gerouteerd");
    expect(oordeel(`INSERT INTO "Groep" ("administratieNr","nr") VALUES ($1,$2),($3,$4)`, [1, 1, 2, 2]).uitkomst).toBe("niet-routeerbaar");
    expect(oordeel(`INSERT INTO "Groep" ("nr") VALUES ($1)`, [1]).uitkomst).toBe("niet-routeerbaar");
    expect(oordeel(`INSERT INTO "Plaatsing" ("administratieNr","leerlingId") SELECT "administratieNr", id FROM "Leerling" WHERE "administratieNr" = $1`, [1]).uitkomst).toBe("gerouteerd");
    expect(oordeel(`UPDATE "public"."Leerling" SET "achternaam" = $1 WHERE ("public"."Leerling"."administratieNr" = $2 AND "public"."Leerling"."id" = $3)`, ["x", 1, 2]).uitkomst).toBe("gerouteerd");
    expect(oordeel(`UPDATE "Leerling" SET "achternaam" = $1 WHERE id = $2`, ["x", 2]).uitkomst).toBe("niet-routeerbaar");
    expect(oordeel(`DELETE FROM "Plaatsing" p USING "Leerling" l WHERE l."administratieNr" = $1 AND p."administratieNr" = l."administratieNr"`, [1]).uitkomst).toBe("gerouteerd");
    expect(oordeel(`DELETE FROM "Plaatsing" WHERE "leerlingId" = $1`, [1]).uitkomst).toBe("niet-routeerbaar");
  });

  it("counts an operation's statements, transaction control not counted", () => {
    const t = tel(
      [
        { text: "BEGIN", values: [] },
        { text: `SELECT * FROM "Leerling" WHERE "administratieNr" = $1`, values: [1] },
        { text: `SELECT * FROM "Indicator"`, values: [] },
        { text: `SELECT * FROM "Groep"`, values: [] },
        { text: "COMMIT", values: [] },
      ],
      indeling,
    );
    expect(t).toMatchObject({ statements: 3, gerouteerd: 1, referentie: 1 });
    expect(t.nietRouteerbaar.map((n) => n.sql)).toEqual([`SELECT * FROM "Groep"`]);
  });

  it("reads the operations docs/scale-out.md allows to fan out", () => {
    const m = leesUitzonderingen("| `GET /Accounts/Administraties` | uitwaaieren | Sign-in chooser. |\n| `Leerling` | referentie | x |");
    expect([...m]).toEqual([["GET /Accounts/Administraties", "Sign-in chooser."]]);
  });
});
