import { describe, expect, it } from "vitest";
import { metZoekterm } from "@/components/kit/data-table";
import { breedsteFilter, zoekBreder } from "@/components/kit/list-screen";

/** Issue 30 item 1: an empty search in a narrower filter offers the same search in the widest one. */
describe("the list kit's 'Zoek in alle …'", () => {
  const href = (f: string) => `/1001/schooljaar/2026-2027/adm/leerlingen?filter=${f}`;

  it("the widest filter is Alle, else Actief, else Eigen; Inactief is never 'all'", () => {
    expect(breedsteFilter(["Eigen", "Alle", "Actief", "Inactief"])).toBe("Alle");
    expect(breedsteFilter(["Eigen", "Actief"])).toBe("Actief");
    expect(breedsteFilter(["Eigen"])).toBe("Eigen");
    expect(breedsteFilter(["Inactief"])).toBeUndefined();
    expect(breedsteFilter([])).toBeUndefined();
  });

  it("offers the widest filter only when it is wider than the one shown", () => {
    const filters = ["Eigen", "Alle", "Actief", "Inactief"] as const;
    expect(zoekBreder({ huidig: "Eigen", filters, href, zoekInAlle: "Zoek in alle leerlingen" })).toEqual({ href: href("Alle"), label: "Zoek in alle leerlingen" });
    expect(zoekBreder({ huidig: "Actief", filters, href, zoekInAlle: "z" })?.href).toBe(href("Alle"));
    expect(zoekBreder({ huidig: "Inactief", filters, href, zoekInAlle: "z" })?.href).toBe(href("Alle"));
    expect(zoekBreder({ huidig: "Alle", filters, href, zoekInAlle: "z" })).toBeUndefined();
    // A teacher with Eigen only, an OPP list already on Actief: nothing wider.
    expect(zoekBreder({ huidig: "Eigen", filters: ["Eigen"], href, zoekInAlle: "z" })).toBeUndefined();
    expect(zoekBreder({ huidig: "Actief", filters: ["Eigen", "Actief"], href, zoekInAlle: "z" })).toBeUndefined();
    expect(zoekBreder(undefined)).toBeUndefined();
  });

  it("the link keeps the search text (encoded) and the list's own values", () => {
    expect(metZoekterm(href("Alle"), "zoek", "van Dijk & zn")).toBe("/1001/schooljaar/2026-2027/adm/leerlingen?filter=Alle&zoek=van+Dijk+%26+zn");
    expect(metZoekterm("/x?filter=Alle&vestiging=2", "lijstzoek", "a")).toBe("/x?filter=Alle&vestiging=2&lijstzoek=a");
    expect(metZoekterm("/x", "zoek", "a")).toBe("/x?zoek=a");
  });
});
