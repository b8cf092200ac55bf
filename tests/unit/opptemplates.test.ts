import { describe, expect, it } from "vitest";
import { categorieBijwerken, categorieCode, definitieBijwerken, definitieToevoegen } from "@/lib/schemas/opptemplates";
import { herorden } from "@/lib/templates";

describe("OPP templates: categories and their items", () => {
  it("herorden names categories when told to, items by default", () => {
    const woorden = { enkel: "categorie", onbekend: "onbekende categorie", alle: "categorieën van de template" };
    expect(herorden([4, 5], [5, 4], woorden)).toEqual({ ok: true, volgnummers: new Map([[5, 1], [4, 2]]) });
    expect(herorden([4, 5], [5, 5], woorden)).toEqual({ ok: false, message: "een categorie staat meer dan eens in de volgorde" });
    expect(herorden([4, 5], [5, 4, 9], woorden)).toEqual({ ok: false, message: "onbekende categorie 9 in de volgorde" });
    expect(herorden([4, 5], [5], woorden)).toEqual({ ok: false, message: "categorie 4 ontbreekt in de volgorde; geef alle categorieën van de template" });
    expect(herorden([1, 2], [1])).toEqual({ ok: false, message: "item 2 ontbreekt in de volgorde; geef alle items van de template" });
  });

  it("a category code is short, without spaces, stored in capitals", () => {
    expect(categorieCode.parse(" doel_1 ")).toBe("DOEL_1");
    expect(categorieCode.safeParse("met spatie").success).toBe(false);
    expect(categorieCode.safeParse("").success).toBe(false);
    expect(categorieCode.safeParse("A".repeat(21)).success).toBe(false);
    expect(categorieBijwerken.safeParse({ templateId: 1, id: 2, code: "BS", naam: "Begin\nsituatie" }).success).toBe(false);
  });

  it("an item needs its category and follows the engine's rules", () => {
    expect(definitieToevoegen.safeParse({ templateId: 1, soort: "SLE", label: "Naam" }).success).toBe(false);
    const r = definitieToevoegen.parse({ templateId: 1, categorieId: 3, soort: "SEL", label: "Advies", opties: { keuzes: ["VSO", "PRO"] } });
    expect(r).toMatchObject({ categorieId: 3, verplicht: false, toelichting: null, opties: { keuzes: ["VSO", "PRO"] } });
    const zonder = definitieToevoegen.safeParse({ templateId: 1, categorieId: 3, soort: "SEL", label: "Advies" });
    expect(zonder.success).toBe(false);
    expect(zonder.error?.issues[0]?.path).toEqual(["opties"]);
    expect(definitieBijwerken.parse({ templateId: 1, id: 2, soort: "HAN", label: "Handelingsdeel" }).categorieId).toBeUndefined();
  });
});
