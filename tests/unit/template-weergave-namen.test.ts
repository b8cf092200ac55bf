import { describe, expect, it } from "vitest";
import { printRegels, waardeTekst, type Definitie, type PrintNamen, type TemplateSoort } from "@/lib/templates";

const def = (id: number, soort: TemplateSoort, label = "x"): Definitie => ({ id, soort, label, toelichting: null, verplicht: false, opties: null, volgnummer: id });

/** The package of the OPP print: route 1, exit destination 2, domains 10 and 11 with levels 1–2. */
const namen: PrintNamen = {
  leerroute: (nr) => (nr === 1 ? "Route 1" : undefined),
  uitstroom: (nr) => (nr === 2 ? "Arbeid" : undefined),
  domein: (id) => ({ 10: "Taal", 11: "Rekenen" })[id],
  niveau: (domeinId, nr) => (domeinId === 10 && nr === 2 ? "2F" : undefined),
};

describe("print rendering with the names of the package content (LR, OB, DOM, MON)", () => {
  it("writes the names where known", () => {
    expect(waardeTekst(def(1, "LR"), { leerrouteNummer: 1 }, namen)).toBe("Route 1");
    expect(waardeTekst(def(1, "OB"), { uitstroombestemmingNummer: 2 }, namen)).toBe("Arbeid");
    expect(waardeTekst(def(1, "DOM"), { domeinIds: [10, 11] }, namen)).toBe("Taal, Rekenen");
    expect(waardeTekst(def(1, "MON"), { niveaus: [{ domeinId: 10, niveauNummer: 2 }, { domeinId: 11, niveauNummer: 3 }] }, namen)).toBe("Taal: niveau 2F; Rekenen: niveau 3");
  });

  it("falls back to the numbers where a name is unknown, and an empty domain list is not filled in", () => {
    expect(waardeTekst(def(1, "LR"), { leerrouteNummer: 4 }, namen)).toBe("Leerroute 4");
    expect(waardeTekst(def(1, "OB"), { uitstroombestemmingNummer: 9 }, namen)).toBe("Uitstroombestemming 9");
    expect(waardeTekst(def(1, "DOM"), { domeinIds: [10, 99] }, namen)).toBe("2 domein(en)");
    expect(waardeTekst(def(1, "DOM"), { domeinIds: [] }, namen)).toBeNull();
    expect(waardeTekst(def(1, "MON"), { niveaus: [{ domeinId: 99, niveauNummer: 1 }] }, namen)).toBe("domein 99: niveau 1");
  });

  it("printRegels hands the names to every line", () => {
    const regels = printRegels([def(2, "OB", "Uitstroom"), def(1, "LR", "Route")], { 1: { leerrouteNummer: 1 }, 2: { uitstroombestemmingNummer: 2 } }, namen);
    expect(regels.map((r) => [r.label, r.waarde])).toEqual([
      ["Route", "Route 1"],
      ["Uitstroom", "Arbeid"],
    ]);
  });
});
