import { describe, expect, it } from "vitest";
import { geldendeQuery, type Geschreven } from "@/components/kit/url-state";

/** The list's query while Next's useSearchParams may lag behind what useUrlState wrote. */
describe("useUrlState's query", () => {
  const pad = "/3001/schooljaar/2026-2027/adm/leerlingen";
  const eigen: Geschreven = { pad, basis: "filter=Alle", tussen: new Set(["filter=Alle&zoek=A", "filter=Alle&zoek=Aa"]), laatste: "filter=Alle&zoek=Aa" };

  it("is Next's when nothing was written, or written on another page", () => {
    expect(geldendeQuery(null, pad, "filter=Alle")).toBe("filter=Alle");
    expect(geldendeQuery(eigen, "/3001/schooljaar/2026-2027/adm/groepen", "filter=Alle")).toBe("filter=Alle");
  });

  it("is the latest write while Next still shows the query from before the writes", () => {
    expect(geldendeQuery(eigen, pad, "filter=Alle")).toBe("filter=Alle&zoek=Aa");
  });

  it("is the latest write while Next follows an earlier one of them", () => {
    expect(geldendeQuery(eigen, pad, "filter=Alle&zoek=A")).toBe("filter=Alle&zoek=Aa");
  });

  it("is Next's once it caught up, or went elsewhere (a link, Back)", () => {
    expect(geldendeQuery(eigen, pad, "filter=Alle&zoek=Aa")).toBe("filter=Alle&zoek=Aa");
    expect(geldendeQuery(eigen, pad, "filter=Eigen")).toBe("filter=Eigen");
    expect(geldendeQuery(eigen, pad, "")).toBe("");
  });
});
