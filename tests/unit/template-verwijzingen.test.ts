import { describe, expect, it } from "vitest";
import { alleVerwijzingen, inFormulier, isPlanWidget, pakketFouten, PLAN_WIDGETS, SOORT_INFO, TEMPLATE_SOORTEN, verwijzingenVan, verwijzingPatronen, type Definitie, type PakketVerwijzingen } from "@/lib/templates";

const def = (id: number, soort: Definitie["soort"], label = `Item ${id}`): Definitie => ({ id, soort, label, toelichting: null, verplicht: false, opties: null, volgnummer: id });

describe("plan widgets", () => {
  it("each plan-only type (LR, OB, DOM, MON, HAN) has a widget of its own, and forms never fill them in", () => {
    const plan = TEMPLATE_SOORTEN.filter((s) => isPlanWidget(SOORT_INFO[s].widget));
    expect(plan.sort()).toEqual(["DOM", "HAN", "LR", "MON", "OB"]);
    expect(new Set(plan.map((s) => SOORT_INFO[s].widget)).size).toBe(PLAN_WIDGETS.length);
    for (const s of plan) expect(inFormulier(s)).toBe(false);
    expect(inFormulier("MLE")).toBe(true);
  });
});

describe("package references", () => {
  const defs = [def(1, "LR", "Leerroute"), def(2, "OB", "Uitstroom"), def(3, "DOM", "Domeinen"), def(4, "MON", "Verwacht niveau"), def(5, "HAN"), def(6, "MLE")];
  const waarden = new Map<number, unknown>([
    [1, { leerrouteNummer: 2 }],
    [2, { uitstroombestemmingNummer: 3 }],
    [3, { domeinIds: [10, 11] }],
    [4, { niveaus: [{ domeinId: 12, niveauNummer: 4 }] }],
    [5, { zieHandelingsdeel: true }],
    [6, { tekst: "vrij" }],
  ]);
  const alles = { leerroutes: new Set([2]), uitstroombestemmingen: new Set([3]), domeinen: new Set([10, 11, 12]), niveaus: new Set([4]) };

  it("collects what the values point at, each number once; other types point at nothing", () => {
    expect(alleVerwijzingen(defs, waarden)).toEqual({ leerroutes: [2], uitstroombestemmingen: [3], domeinen: [10, 11, 12], niveaus: [4] });
    expect(verwijzingenVan(def(5, "HAN"), { zieHandelingsdeel: true })).toEqual({ leerroutes: [], uitstroombestemmingen: [], domeinen: [], niveaus: [] });
  });

  it("accepts values whose numbers the package holds", () => {
    expect(pakketFouten(defs, waarden, alles)).toEqual([]);
  });

  it("names the item and the field of each value that points at what the package lacks", () => {
    const fouten = pakketFouten(defs, waarden, { leerroutes: new Set(), uitstroombestemmingen: new Set(), domeinen: new Set([10, 11]), niveaus: new Set() });
    expect(fouten).toEqual([
      { path: "waarden.1.leerrouteNummer", message: "'Leerroute': leerroute 2 bestaat niet in het leerroutepakket" },
      { path: "waarden.2.uitstroombestemmingNummer", message: "'Uitstroom': [[uitstroom]] 3 bestaat niet in het leerroutepakket" },
      { path: "waarden.4.niveaus", message: "'Verwacht niveau': domein 12 bestaat niet in het leerroutepakket" },
    ]);
  });

  it("without a package every reference is refused, naming the item", () => {
    const fouten = pakketFouten(defs, waarden, null);
    expect(fouten.map((f) => f.path)).toEqual(["waarden.1", "waarden.2", "waarden.3", "waarden.4"]);
    expect(fouten[0]!.message).toContain("'Leerroute'");
  });
});

/** Postgres' jsonb containment (`waarde @> patroon`) for objects, arrays and scalars. */
function bevat(waarde: unknown, patroon: unknown): boolean {
  if (Array.isArray(patroon)) return Array.isArray(waarde) && patroon.every((p) => waarde.some((w) => bevat(w, p)));
  if (patroon && typeof patroon === "object")
    return !!waarde && typeof waarde === "object" && !Array.isArray(waarde) && Object.entries(patroon).every(([k, p]) => k in waarde && bevat((waarde as Record<string, unknown>)[k], p));
  return waarde === patroon;
}

describe("reference patterns (what a delete counts)", () => {
  const waarden: [Definitie["soort"], unknown][] = [
    ["LR", { leerrouteNummer: 2 }],
    ["OB", { uitstroombestemmingNummer: 2 }],
    ["DOM", { domeinIds: [2, 5] }],
    ["DOM", { domeinIds: [] }],
    ["MON", { niveaus: [{ domeinId: 5, niveauNummer: 2 }, { domeinId: 2, niveauNummer: 3 }] }],
    ["MON", { niveaus: [] }],
    ["HAN", { zieHandelingsdeel: true }],
    ["MLE", { tekst: "2" }],
  ];

  it("a value contains a pattern for number n exactly when verwijzingenVan names n", () => {
    for (const wat of ["leerroutes", "uitstroombestemmingen", "domeinen", "niveaus"] as (keyof PakketVerwijzingen)[])
      for (const n of [1, 2, 3, 5])
        for (const [soort, waarde] of waarden) {
          const gevonden = verwijzingPatronen(wat, n).some((p) => p.soort === soort && bevat(waarde, p.patroon));
          expect(gevonden, `${wat} ${n} in ${soort} ${JSON.stringify(waarde)}`).toBe(verwijzingenVan(def(1, soort), waarde)[wat].includes(n));
        }
  });

  it("names only the plan-only types with references, one pattern per type", () => {
    expect(verwijzingPatronen("leerroutes", 1).map((p) => p.soort)).toEqual(["LR"]);
    expect(verwijzingPatronen("uitstroombestemmingen", 1).map((p) => p.soort)).toEqual(["OB"]);
    expect(verwijzingPatronen("domeinen", 1).map((p) => p.soort).sort()).toEqual(["DOM", "MON"]);
    expect(verwijzingPatronen("niveaus", 1).map((p) => p.soort)).toEqual(["MON"]);
  });
});
