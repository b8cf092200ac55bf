import { describe, expect, it } from "vitest";
import { CONCEPT_SLEUTEL, kiesVersie, laatstVastgesteld, sleutelVan, vaststelDatumFout, versieVolgorde } from "@/lib/services/opp-versies";

const d = (iso: string) => new Date(`${iso}T00:00:00Z`);
const concept = { versie: 0, vastgesteldOp: null };
const v1 = { versie: 1, vastgesteldOp: d("2025-10-01") };
const v2 = { versie: 2, vastgesteldOp: d("2026-10-03") };

describe("OPP versions (spec §4)", () => {
  it("an undated entry is the Concept (key CONCEPT); an established one is keyed by its date", () => {
    expect(sleutelVan(concept)).toBe(CONCEPT_SLEUTEL);
    expect(sleutelVan(v2)).toBe("2026-10-03");
  });

  it("Concept first, then established versions newest first", () => {
    expect([v1, concept, v2].sort(versieVolgorde).map(sleutelVan)).toEqual(["CONCEPT", "2026-10-03", "2025-10-01"]);
    expect([v2, v1].sort(versieVolgorde).map(sleutelVan)).toEqual(["2026-10-03", "2025-10-01"]);
  });

  it("without a key the Concept, else the newest established; an unknown key is refused", () => {
    expect(kiesVersie([v1, concept, v2], undefined)).toEqual({ versie: concept });
    expect(kiesVersie([v1, v2], undefined)).toEqual({ versie: v2 });
    expect(kiesVersie([], undefined)).toEqual({ versie: null });
    expect(kiesVersie([v1, v2], "2025-10-01")).toEqual({ versie: v1 });
    expect(kiesVersie([v1, v2], "CONCEPT")).toEqual({ onbekend: true });
    expect(kiesVersie([v1, concept], "2024-01-01")).toEqual({ onbekend: true });
  });

  it("the last established version, or none ('Niet vastgesteld')", () => {
    expect(laatstVastgesteld([concept, v1, v2])).toBe(v2);
    expect(laatstVastgesteld([concept])).toBeNull();
  });

  it("a new establishing date lies after the previous one and not in the future", () => {
    expect(vaststelDatumFout("2026-10-04", "2026-10-03", "2026-11-25")).toBeNull();
    expect(vaststelDatumFout("2026-10-03", "2026-10-03", "2026-11-25")).toContain("na de vorige vaststelling");
    expect(vaststelDatumFout("2026-11-26", null, "2026-11-25")).toContain("toekomst");
    expect(vaststelDatumFout("2026-11-25", null, "2026-11-25")).toBeNull();
  });
});
