import { describe, expect, it } from "vitest";
import { metZoekterm } from "@/components/kit/data-table";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { FilterBar, breedsteFilter, zoekBreder, type ListFilter } from "@/components/kit/list-screen";

/** Issue 30 item 1: an empty search in a narrower filter offers the same search in the widest one. */
describe("the list kit's 'Zoek in alle …'", () => {
  const href = (f: string) => `/1001/schooljaar/2026-2027/adm/leerlingen?filter=${f}`;
  const teksten = { label: "Filter leerlingen", naam: (f: string) => f };

  it("the widest filter is Alle, else Actief, else Eigen; Inactief is never 'all'", () => {
    expect(breedsteFilter(["Eigen", "Alle", "Actief", "Inactief"])).toBe("Alle");
    expect(breedsteFilter(["Eigen", "Actief"])).toBe("Actief");
    expect(breedsteFilter(["Eigen"])).toBe("Eigen");
    expect(breedsteFilter(["Inactief"])).toBeUndefined();
    expect(breedsteFilter([])).toBeUndefined();
  });

  it("offers the widest filter only when it is wider than the one shown", () => {
    const filters = ["Eigen", "Alle", "Actief", "Inactief"] as const;
    expect(zoekBreder({ ...teksten, huidig: "Eigen", filters, href, zoekInAlle: "Zoek in alle leerlingen" })).toEqual({ href: href("Alle"), label: "Zoek in alle leerlingen" });
    expect(zoekBreder({ ...teksten, huidig: "Actief", filters, href, zoekInAlle: "z" })?.href).toBe(href("Alle"));
    expect(zoekBreder({ ...teksten, huidig: "Inactief", filters, href, zoekInAlle: "z" })?.href).toBe(href("Alle"));
    expect(zoekBreder({ ...teksten, huidig: "Alle", filters, href, zoekInAlle: "z" })).toBeUndefined();
    // A teacher with Eigen only, an OPP list already on Actief: nothing wider.
    expect(zoekBreder({ ...teksten, huidig: "Eigen", filters: ["Eigen"], href, zoekInAlle: "z" })).toBeUndefined();
    expect(zoekBreder({ ...teksten, huidig: "Actief", filters: ["Eigen", "Actief"], href, zoekInAlle: "z" })).toBeUndefined();
    expect(zoekBreder(undefined)).toBeUndefined();
    // The adm lists' bar keeps the branch; "Zoek in alle" goes to every branch.
    const zoekHref = (f: string) => `${href(f)}&vestiging=`;
    expect(zoekBreder({ ...teksten, huidig: "Eigen", filters, href: (f) => `${href(f)}&vestiging=2`, zoekHref, zoekInAlle: "z" })?.href).toBe(zoekHref("Alle"));
  });

  it("the filter bar (D5–D7, one for every list): a named nav, a link per filter, the shown one current, the extra beside it", () => {
    const filter: ListFilter<string> = { ...teksten, huidig: "Actief", filters: ["Alle", "Actief"], href, zoekInAlle: "z", naast: createElement("span", null, "vestiging") };
    const html = renderToStaticMarkup(createElement(FilterBar<string>, { filter }));
    expect(html).toMatch(/<nav[^>]*aria-label="Filter leerlingen"/);
    const links = [...html.matchAll(/<a ([^>]*)>([^<]*)<\/a>/g)].map((m) => ({ tekst: m[2], href: /href="([^"]*)"/.exec(m[1]!)?.[1], huidig: m[1]!.includes('aria-current="page"') }));
    expect(links).toEqual([
      { tekst: "Alle", href: href("Alle"), huidig: false },
      { tekst: "Actief", href: href("Actief"), huidig: true },
    ]);
    expect(html).toContain("<span>vestiging</span>");
    // A single permitted filter is still shown: it says which slice the list is.
    expect(renderToStaticMarkup(createElement(FilterBar<string>, { filter: { ...filter, huidig: "Eigen", filters: ["Eigen"] } }))).toMatch(/aria-current="page"[^>]*>Eigen<\/a>/);
  });

  it("the link keeps the search text (encoded) and the list's own values", () => {
    expect(metZoekterm(href("Alle"), "zoek", "van Dijk & zn")).toBe("/1001/schooljaar/2026-2027/adm/leerlingen?filter=Alle&zoek=van+Dijk+%26+zn");
    expect(metZoekterm("/x?filter=Alle&vestiging=2", "lijstzoek", "a")).toBe("/x?filter=Alle&vestiging=2&lijstzoek=a");
    expect(metZoekterm("/x", "zoek", "a")).toBe("/x?zoek=a");
  });
});
