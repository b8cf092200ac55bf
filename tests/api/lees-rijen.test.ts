import { describe, expect, it } from "vitest";
import { db, leesRijen, sqlTeller } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";

/**
 * leesRijen, the one way of sending a raw read (issue 32): the same plain rows outside a
 * transaction (pg through the pool) and inside one (the transaction's connection), one statement
 * each, and a column of a type pg and Prisma read differently (date, timestamp, bigint, numeric)
 * refused until the SQL casts it.
 */
const GECAST = Prisma.sql`
  SELECT to_char(DATE '2026-03-01', 'YYYY-MM-DD') AS datum,
         to_char(TIMESTAMP '2026-03-01 10:11:12.345', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"') AS tijdstip,
         count(*)::int AS aantal, (12.5)::numeric::float8 AS getal, ${"tekst"}::text AS tekst, ${3}::int AS drie,
         json_build_object('d', DATE '2026-03-01', 'n', 1) AS json, ARRAY[1, 2] AS lijst, true AS waar
    FROM generate_series(1, 4)`;
const VERWACHT = { datum: "2026-03-01", tijdstip: "2026-03-01T10:11:12.345Z", aantal: 4, getal: 12.5, tekst: "tekst", drie: 3, json: { d: "2026-03-01", n: 1 }, lijst: [1, 2], waar: true };

describe("leesRijen", () => {
  it("gives the same plain rows outside and inside a transaction, one statement each", async () => {
    const voor = sqlTeller.statements;
    const buiten = await leesRijen<typeof VERWACHT>(GECAST);
    expect(sqlTeller.statements - voor).toBe(1);
    const binnen = await db.$transaction((tx) => leesRijen<typeof VERWACHT>(GECAST, tx));
    expect(buiten).toEqual([VERWACHT]);
    expect(binnen).toEqual([VERWACHT]);
    expect(JSON.stringify(binnen)).toBe(JSON.stringify(buiten));
  });

  it("sends a Date parameter as the UTC instant, as Prisma does", async () => {
    const [r] = await leesRijen<{ t: string }>(Prisma.sql`SELECT to_char(${new Date("2026-03-01T23:30:00.000Z")}::timestamp(3), 'YYYY-MM-DD HH24:MI') AS t`);
    expect(r!.t).toBe("2026-03-01 23:30");
  });

  it.each([
    ["date", Prisma.sql`SELECT DATE '2026-03-01' AS x`],
    ["timestamp", Prisma.sql`SELECT now()::timestamp(3) AS x`],
    ["int8", Prisma.sql`SELECT count(*) AS x FROM generate_series(1, 2)`],
    ["numeric", Prisma.sql`SELECT 1.5::numeric AS x`],
  ])("refuses an uncast %s column, outside and inside a transaction", async (_soort, sql) => {
    await expect(leesRijen(sql)).rejects.toThrow(/kolom "x"/);
    await expect(db.$transaction((tx) => leesRijen(sql, tx))).rejects.toThrow(/kolom "x"/);
  });
});
