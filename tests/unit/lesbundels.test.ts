import { describe, expect, it } from "vitest";
import type { TenantContext } from "@/lib/api/context";
import { Bits, Combinations, Functiegebied as F, type UserPermissions } from "@/lib/permissions";
import { magBeheren, zichtbaarWhere } from "@/lib/services/lesbundels";
import { veiligInline } from "@/lib/services/lesbronnen";

const IK = "11111111-1111-4111-8111-111111111111";
const ANDER = "22222222-2222-4222-8222-222222222222";

function ctx(lessen: number, gebruikerId: string | null = IK): TenantContext {
  const permissions: UserPermissions = {
    permissies: { [F.Lessen]: lessen },
    toegestaneFunctiegebieden: [F.Lessen],
    eigenVestigingen: [],
    alleVestigingen: [],
    eigenGroepen: [],
    klantId: 7,
    licentiecodes: [],
    gebruikerId: gebruikerId ?? "",
  };
  return { administratieNr: 70, naam: "School", klantId: 7, taalCode: "nl", sector: "po", gebruikerId, vestigingen: [], permissions, principal: { kind: "user", gebruikerId: IK }, requestId: "t" };
}

describe("lesson bundle rights (§6)", () => {
  it("the author manages without Lessen manage; a colleague only with manage, or with a share that may edit", () => {
    expect(magBeheren(ctx(Combinations.Write), { auteurId: IK, klantId: 7, medewerkers: [] })).toBe(true);
    expect(magBeheren(ctx(Combinations.Write), { auteurId: ANDER, klantId: 7, medewerkers: [] })).toBe(false);
    expect(magBeheren(ctx(Combinations.Write), { auteurId: ANDER, klantId: 7, medewerkers: [{ magBewerken: false }] })).toBe(false);
    expect(magBeheren(ctx(Combinations.Write), { auteurId: ANDER, klantId: 7, medewerkers: [{ magBewerken: true }] })).toBe(true);
    expect(magBeheren(ctx(Bits.Manage), { auteurId: ANDER, klantId: 7, medewerkers: [] })).toBe(true);
  });

  it("never across customers, not even for the author id or a manager", () => {
    expect(magBeheren(ctx(Bits.Manage), { auteurId: IK, klantId: 8, medewerkers: [{ magBewerken: true }] })).toBe(false);
  });

  it("visibility stays within the customer; managers see all of it, others only what is theirs, shared or published", () => {
    expect(zichtbaarWhere(ctx(Bits.Manage))).toEqual({ klantId: 7 });
    const w = zichtbaarWhere(ctx(Combinations.Write)) as { klantId: number; OR: unknown[] };
    expect(w.klantId).toBe(7);
    expect(w.OR).toEqual([{ gepubliceerd: true }, { gedeeld: true }, { auteurId: IK }, { medewerkers: { some: { gebruikerId: IK, administratieNr: 70 } } }]);
    // An API key has no person: it sees only what is published or shared.
    expect((zichtbaarWhere(ctx(Combinations.Write, null)) as { OR: unknown[] }).OR).toHaveLength(2);
  });
});

describe("inline files", () => {
  it("only images and PDF open in the browser; SVG, HTML and office files are downloads", () => {
    for (const t of ["image/png", "image/jpeg", "image/gif", "application/pdf"]) expect(veiligInline(t)).toBe(true);
    for (const t of ["image/svg+xml", "text/html", "text/plain", "application/msword", "application/zip"]) expect(veiligInline(t)).toBe(false);
  });
});
