import { describe, expect, it } from "vitest";
import { printDatum, printRegels, waardeTekst, type Definitie, type TemplateSoort } from "@/lib/templates";

const def = (id: number, soort: TemplateSoort, label: string, opties: Definitie["opties"] = null, volgnummer = id): Definitie => ({ id, soort, label, toelichting: null, verplicht: false, opties, volgnummer });

describe("print rendering of the item types (lib/templates/weergave)", () => {
  it("writes each stored value shape as plain Dutch text", () => {
    expect(waardeTekst(def(1, "SLE", "x"), { tekst: "  twee zussen " })).toBe("twee zussen");
    expect(waardeTekst(def(1, "MLE", "x"), { tekst: "" })).toBeNull();
    expect(waardeTekst(def(1, "DTE", "x"), { datum: "2025-11-03" })).toBe("3 november 2025");
    expect(waardeTekst(def(1, "CKB", "x"), { aangevinkt: true })).toBe("Ja");
    expect(waardeTekst(def(1, "CKB", "x"), { aangevinkt: false })).toBe("Nee");
    expect(waardeTekst(def(1, "SEL", "x", { keuzes: ["havo", "vwo"] }), { keuze: "vwo" })).toBe("vwo");
    expect(waardeTekst(def(1, "MSE", "x", { keuzes: ["a", "b", "c"] }), { keuzes: ["a", "c"] })).toBe("a, c");
    expect(waardeTekst(def(1, "MSE", "x", { keuzes: ["a"] }), { keuzes: [] })).toBeNull();
    expect(waardeTekst(def(1, "IQ", "x"), { waarde: 104, instrument: "WISC-V" })).toBe("104 (WISC-V)");
    expect(waardeTekst(def(1, "IQ", "x"), { waarde: 98 })).toBe("98");
    expect(waardeTekst(def(1, "LR", "x"), { leerrouteNummer: 3 })).toBe("Leerroute 3");
    expect(waardeTekst(def(1, "OB", "x"), { uitstroombestemmingNummer: 2 })).toBe("Uitstroombestemming 2");
    expect(waardeTekst(def(1, "DOM", "x"), { domeinIds: [1, 2] })).toBe("2 domein(en)");
    expect(waardeTekst(def(1, "MON", "x"), { niveaus: [{ domeinId: 4, niveauNummer: 2 }] })).toBe("domein 4: niveau 2");
    expect(waardeTekst(def(1, "HAN", "x"), { zieHandelingsdeel: true })).toBe("Zie het handelingsdeel");
    expect(waardeTekst(def(1, "LBL", "x"), null)).toBeNull();
  });

  it("a value that no longer fits its definition counts as not filled in", () => {
    expect(waardeTekst(def(1, "SEL", "x", { keuzes: ["havo"] }), { keuze: "vmbo" })).toBeNull();
    expect(waardeTekst(def(1, "CKB", "x"), { tekst: "ja" })).toBeNull();
    expect(waardeTekst(def(1, "SLE", "x"), undefined)).toBeNull();
  });

  it("orders lines by the definitions and marks headings and rich text", () => {
    const regels = printRegels([def(3, "HTN", "Verslag", null, 3), def(1, "LBL", "Gegevens", null, 1), def(2, "SLE", "Naam", null, 2)], { 2: { tekst: "Ada" }, 3: { tekst: "<p>Goed</p>" } });
    expect(regels.map((r) => [r.label, r.waarde, r.kop, r.opgemaakt])).toEqual([
      ["Gegevens", null, true, false],
      ["Naam", "Ada", false, false],
      ["Verslag", "<p>Goed</p>", false, true],
    ]);
    expect(printDatum("2026-01-31T10:00:00Z")).toBe("31 januari 2026");
  });
});
