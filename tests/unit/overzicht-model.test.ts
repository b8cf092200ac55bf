import { describe, expect, it } from "vitest";
import { grafiekData, leerrouteSchooljaarModel, perVakgebiedModel, procentTekst } from "@/components/opbrengsten/overzicht-model";
import type { Cijfer } from "@/lib/schemas/opbrengsten";

const cijfer = (p: number | null, n = 1): Cijfer => ({ n, gemiddeldPercentage: p, opKoers: 0, nNiveau: n, gemiddeldNiveau: 1, niveauLabel: "1", zonderDoel: 0, nietBeoordeeld: 0 });
const tt = { reeksPercentage: "%", zonderLeerroute: "Zonder leerroute", alleDomeinen: "Alle domeinen" };

describe("overview model (one source for chart, table and Excel)", () => {
  it("puts the domains and the all-domain figure in order, named with their main subject area", () => {
    const m = perVakgebiedModel(
      {
        pakket: { id: 1, naam: "P" },
        periode: { schooljaar: "2025-2026", periodeNummer: 1 },
        leerlingen: 3,
        zonderLeerroute: 1,
        domeinen: [
          { domeinId: 1, naam: "Lezen", code: null, hoofdvakgebied: "Taal", cijfer: cijfer(25.5) },
          { domeinId: 2, naam: "Rekenen", code: null, hoofdvakgebied: "Rekenen", cijfer: cijfer(null, 0) },
        ],
        totaal: cijfer(40),
      },
      tt,
    );
    expect(m.rijen.map((r) => r.categorie)).toEqual(["Taal – Lezen", "Rekenen", "Alle domeinen"]);
    expect(grafiekData(m)).toEqual([
      { categorie: "Taal – Lezen", p: 25.5 },
      { categorie: "Rekenen", p: null },
      { categorie: "Alle domeinen", p: 40 },
    ]);
    expect(procentTekst(25.5)).toBe("25,5 %");
    expect(procentTekst(null)).toBe("");
  });

  it("leaves out routes nobody followed in any year", () => {
    const m = leerrouteSchooljaarModel(
      {
        pakket: { id: 1, naam: "P" },
        leerroutes: [
          { leerrouteNummer: 1, naam: "Basis" },
          { leerrouteNummer: 2, naam: "Breed" },
          { leerrouteNummer: null, naam: null },
        ],
        schooljaren: [
          { schooljaar: "2024-2025", periodeNummer: 1, leerroutes: [{ leerrouteNummer: 1, leerlingen: 2, cijfer: cijfer(50) }, { leerrouteNummer: 2, leerlingen: 0, cijfer: cijfer(null, 0) }, { leerrouteNummer: null, leerlingen: 1, cijfer: cijfer(null, 0) }] },
        ],
      },
      tt,
    );
    expect(m.reeksen).toEqual([
      { sleutel: "r1", naam: "Basis" },
      { sleutel: "zonder", naam: "Zonder leerroute" },
    ]);
  });
});
