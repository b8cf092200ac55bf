import { describe, expect, it } from "vitest";
import {
  definitieVelden,
  herorden,
  leesUitwisseling,
  leesWaarde,
  naarUitwisseling,
  SOORT_INFO,
  TEMPLATE_SOORTEN,
  valideerWaarden,
  waardeSchema,
  type Definitie,
} from "@/lib/templates";
import nl from "@/messages/nl/TemplateDefinitieSoorten/soorten.json";

const def = (id: number, soort: Definitie["soort"], extra: Partial<Definitie> = {}): Definitie => ({
  id,
  soort,
  label: `Item ${id}`,
  toelichting: null,
  verplicht: false,
  opties: null,
  volgnummer: id,
  ...extra,
});

describe("item types", () => {
  it("has the 20 codes of spec §3, each with a meaning and a Dutch label", () => {
    expect(TEMPLATE_SOORTEN).toHaveLength(20);
    for (const s of TEMPLATE_SOORTEN) {
      expect(SOORT_INFO[s].betekenis).toBeTruthy();
      expect((nl as Record<string, string>)[s]).toBeTruthy();
    }
  });

  it("a value schema per type accepts its stored shape (as the generator writes it) and refuses others", () => {
    const ok = (soort: Parameters<typeof waardeSchema>[0], w: unknown, opties: Parameters<typeof waardeSchema>[1] = null) => waardeSchema(soort, opties).safeParse(w).success;
    expect(ok("SLE", { tekst: "Goed" })).toBe(true);
    expect(ok("SLE", { tekst: "a\nb" })).toBe(false);
    expect(ok("SLE", "Goed")).toBe(false);
    expect(ok("MLE", { tekst: "a\nb" })).toBe(true);
    expect(ok("MLE", { tekst: "x".repeat(10_001) })).toBe(false);
    expect(ok("MLE", { tekst: "x", extra: 1 })).toBe(false);
    expect(ok("DTE", { datum: "2025-02-30" })).toBe(false);
    expect(ok("DTE", { datum: "2025-02-28" })).toBe(true);
    expect(ok("CKB", { aangevinkt: true })).toBe(true);
    expect(ok("CKB", { aangevinkt: "ja" })).toBe(false);
    expect(ok("IQ", { waarde: 105, instrument: "WISC-V" })).toBe(true);
    expect(ok("IQ", { waarde: 10.5 })).toBe(false);
    expect(ok("IQ", { waarde: 160 }, { min: 50, max: 150 })).toBe(false);
    expect(ok("SEL", { keuze: "B" }, { keuzes: ["A", "B"] })).toBe(true);
    expect(ok("SEL", { keuze: "C" }, { keuzes: ["A", "B"] })).toBe(false);
    expect(ok("MCT", { keuze: "Gym" }, { keuzes: ["Gym", "Klas"] })).toBe(true);
    expect(ok("MSE", { keuzes: ["A", "B"] }, { keuzes: ["A", "B"] })).toBe(true);
    expect(ok("MSE", { keuzes: ["A", "A"] }, { keuzes: ["A", "B"] })).toBe(false);
    expect(ok("AUB", { keuze: "Havo" })).toBe(true);
    expect(ok("LR", { leerrouteNummer: 2 })).toBe(true);
    expect(ok("OB", { uitstroombestemmingNummer: 0 })).toBe(false);
    expect(ok("DOM", { domeinIds: [1, 2] })).toBe(true);
    expect(ok("MON", { niveaus: [{ domeinId: 1, niveauNummer: 3 }] })).toBe(true);
    expect(ok("HAN", { zieHandelingsdeel: true })).toBe(true);
    expect(ok("LBL", { tekst: "x" })).toBe(false);
    expect(ok("HTN", { tekst: "<b>vet</b>" })).toBe(true);
  });
});

describe("definitions", () => {
  it("need options where the type needs them, and refuse unknown types and option keys", () => {
    expect(definitieVelden.safeParse({ soort: "SEL", label: "Advies" }).success).toBe(false);
    expect(definitieVelden.safeParse({ soort: "SEL", label: "Advies", opties: { keuzes: ["A", "A"] } }).success).toBe(false);
    expect(definitieVelden.safeParse({ soort: "SEL", label: "Advies", opties: { keuzes: ["A", "B"] } }).success).toBe(true);
    expect(definitieVelden.safeParse({ soort: "MCT", label: "Situatie" }).success).toBe(false);
    expect(definitieVelden.safeParse({ soort: "SLE", label: "Naam", opties: { keuzes: ["x"] } }).success).toBe(false);
    expect(definitieVelden.safeParse({ soort: "XYZ", label: "Naam" }).success).toBe(false);
    expect(definitieVelden.safeParse({ soort: "LBL", label: "Kop", verplicht: true }).success).toBe(false);
    const ok = definitieVelden.parse({ soort: "MLE", label: "  Verslag ", toelichting: " " });
    expect(ok).toEqual({ soort: "MLE", label: "Verslag", toelichting: null, verplicht: false, opties: null });
  });

  it("reorders only with every item named once", () => {
    expect(herorden([1, 2, 3], [3, 1, 2])).toEqual({ ok: true, volgnummers: new Map([[3, 1], [1, 2], [2, 3]]) });
    expect(herorden([1, 2, 3], [3, 1]).ok).toBe(false);
    expect(herorden([1, 2, 3], [3, 1, 1, 2]).ok).toBe(false);
    expect(herorden([1, 2, 3], [3, 1, 2, 9]).ok).toBe(false);
  });
});

describe("values against definitions", () => {
  const defs = [
    def(1, "LBL"),
    def(2, "SLE", { verplicht: true, label: "Naam ouder" }),
    def(3, "SEL", { opties: { keuzes: ["Ja", "Nee"] } }),
    def(4, "CKB"),
    def(5, "DTE"),
    def(6, "DOM"),
  ];

  it("keeps the filled-in values by definition", () => {
    const r = valideerWaarden(defs, { 2: { tekst: "Fatima" }, 3: { keuze: "Ja" }, 4: { aangevinkt: false }, 5: null, 6: { domeinIds: [] } });
    expect(r).toEqual({ ok: true, waarden: new Map<number, unknown>([[2, { tekst: "Fatima" }], [3, { keuze: "Ja" }], [4, { aangevinkt: false }]]) });
  });

  it("names the field and the item's label in every issue", () => {
    const r = valideerWaarden(defs, { 2: { tekst: "  " }, 3: { keuze: "Misschien" }, 9: { tekst: "x" }, 1: { tekst: "geen invoer" } });
    expect(r.ok).toBe(false);
    if (r.ok) return;
    expect(r.issues.map((i) => i.path).sort()).toEqual(["waarden.1", "waarden.2", "waarden.3.keuze", "waarden.9"]);
    expect(r.issues.find((i) => i.path === "waarden.2")!.message).toBe("'Naam ouder' is verplicht");
    expect(r.issues.find((i) => i.path.startsWith("waarden.3"))!.message).toContain("kies een van: Ja, Nee");
  });

  it("reads a stored value back only when it still fits its definition", () => {
    expect(leesWaarde({ soort: "SEL", opties: { keuzes: ["Ja"] } }, { keuze: "Nee" })).toBeNull();
    expect(leesWaarde({ soort: "SEL", opties: { keuzes: ["Ja"] } }, { keuze: "Ja" })).toEqual({ keuze: "Ja" });
  });
});

describe("export and import", () => {
  const defs = [def(2, "SLE", { volgnummer: 2 }), def(1, "SEL", { volgnummer: 1, opties: { keuzes: ["A", "B"] } })];

  it("round-trips a template in its order", () => {
    const bestand = naarUitwisseling("formulier", { naam: "Intake", omschrijving: null, actief: true }, defs);
    expect(bestand.definities.map((d) => d.soort)).toEqual(["SEL", "SLE"]);
    const r = leesUitwisseling(JSON.stringify(bestand), "formulier");
    expect(r).toMatchObject({ ok: true, naam: "Intake", definities: [{ soort: "SEL", opties: { keuzes: ["A", "B"] } }, { soort: "SLE" }] });
  });

  it("refuses unknown item types, other kinds and broken files in Dutch", () => {
    const bestand = naarUitwisseling("formulier", { naam: "Intake", omschrijving: null, actief: true }, defs);
    const onbekend = { ...bestand, definities: [...bestand.definities, { soort: "VIDEO", label: "Filmpje", verplicht: false }] };
    const r = leesUitwisseling(JSON.stringify(onbekend), "formulier");
    expect(r.ok).toBe(false);
    if (!r.ok) expect(r.issues[0]).toEqual({ path: "bestand.definities.2.soort", message: expect.stringContaining("onbekend itemtype 'VIDEO'") });
    expect(leesUitwisseling("{niet json", "formulier")).toEqual({ ok: false, issues: [{ path: "bestand", message: "het bestand is geen geldige JSON" }] });
    expect(leesUitwisseling(JSON.stringify({ ...bestand, soort: "opp" }), "formulier").ok).toBe(false);
    expect(leesUitwisseling(JSON.stringify({ ...bestand, formaat: "iets" }), "formulier").ok).toBe(false);
  });
});
