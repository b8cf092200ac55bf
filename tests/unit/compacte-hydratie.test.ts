import { dehydrate, hydrate, QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { inpakken, uitpakken } from "@/lib/client/compact";
import { compacteStaat } from "@/lib/client/hydratie";

// Issue 27: dehydrated lists travel as field names once plus rows of values, and come back the same.
const leerling = (id: number) => ({
  id,
  roepnaam: `Kind${id}`,
  tussenvoegsel: id % 2 ? null : "van",
  achternaam: `Achter${id}`,
  geboortedatum: "2017-06-23",
  leeftijd: "9,5",
  groepen: id % 3 ? [{ nr: 5, naam: "Groep 6" }] : [],
  extra: undefined,
});

describe("compact dehydrated state", () => {
  it("packs a list of objects with the same fields and unpacks it to equal objects", () => {
    const data = { items: Array.from({ length: 50 }, (_, i) => leerling(i + 1)), total: 150, page: 1 };
    const ingepakt = inpakken(data) as { items: { __kolommen: string[]; __rijen: unknown[][] } };
    // A field that is undefined is absent, as JSON would have it.
    expect(ingepakt.items.__kolommen).toEqual(Object.keys(leerling(1)).filter((k) => k !== "extra"));
    expect(ingepakt.items.__rijen).toHaveLength(50);
    expect(uitpakken(ingepakt)).toEqual(data);
    // Through JSON (as the RSC payload carries it) it is far smaller and still the same data.
    const json = JSON.stringify(ingepakt);
    expect(json.length).toBeLessThan(JSON.stringify(data).length * 0.6);
    expect(uitpakken(JSON.parse(json))).toEqual(JSON.parse(JSON.stringify(data)));
  });

  it("leaves short lists, mixed lists and other values as they are", () => {
    const kort = [{ a: 1 }, { a: 2 }];
    const gemengd = [{ a: 1 }, { b: 2 }, { a: 3 }, { a: 4 }];
    const nietObject = [1, 2, 3, 4, [5], "x"];
    const datum = new Date("2026-11-28T12:00:00Z");
    const v = { kort, gemengd, nietObject, datum, leeg: [], niets: null };
    expect(inpakken(v)).toEqual(v);
    expect((inpakken(v) as { datum: Date }).datum).toBe(datum);
    expect(uitpakken(inpakken(v))).toEqual(v);
  });

  it("packs lists inside lists, and fields in another order count as the same fields", () => {
    const cellen = (n: number) => Array.from({ length: 4 }, (_, i) => ({ nr: i, aantal: n * i }));
    const data = [
      { id: 1, naam: "A", cellen: cellen(1) },
      { naam: "B", id: 2, cellen: cellen(2) },
      { id: 3, naam: "C", cellen: cellen(3) },
    ];
    const ingepakt = inpakken(data) as { __rijen: unknown[][] };
    expect(JSON.stringify(ingepakt)).not.toContain('"aantal":');
    expect(uitpakken(ingepakt)).toEqual(data);
  });

  it("a page's packed query state hydrates a client cache to the server's data", () => {
    const server = new QueryClient();
    const lijst = { items: Array.from({ length: 20 }, (_, i) => leerling(i + 1)), total: 20 };
    server.setQueryData(["leerlingen", 1001, "lijst"], lijst);
    server.setQueryData(["permissies", 1001], { bits: [1, 2, 3] });
    const staat = JSON.parse(JSON.stringify(compacteStaat(server)));
    expect(JSON.stringify(staat)).not.toContain('"roepnaam":');
    const client = new QueryClient();
    hydrate(client, uitpakken(staat) as ReturnType<typeof dehydrate>);
    expect(client.getQueryData(["leerlingen", 1001, "lijst"])).toEqual(JSON.parse(JSON.stringify(lijst)));
    expect(client.getQueryData(["permissies", 1001])).toEqual({ bits: [1, 2, 3] });
    // The page's own data: fresh in the browser, not fetched again on mount (compacteStaat, lib/client/hydratie.ts).
    expect(client.getQueryState(["leerlingen", 1001, "lijst"])?.isInvalidated).toBe(false);
  });
});
