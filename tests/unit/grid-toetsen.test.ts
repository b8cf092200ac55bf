import { describe, expect, it } from "vitest";
import { naarCel, PAGINA, volgendeScore } from "@/components/monitor/grid-toetsen";

const g = { rijen: 25, kolommen: 8 };

describe("evaluation grid keys (ARIA grid pattern, issue 30)", () => {
  it("arrows move one cell and stop at the edges", () => {
    expect(naarCel("ArrowRight", { r: 0, c: 0 }, g)).toEqual({ r: 0, c: 1 });
    expect(naarCel("ArrowLeft", { r: 3, c: 2 }, g)).toEqual({ r: 3, c: 1 });
    expect(naarCel("ArrowDown", { r: 3, c: 2 }, g)).toEqual({ r: 4, c: 2 });
    expect(naarCel("ArrowUp", { r: 3, c: 2 }, g)).toEqual({ r: 2, c: 2 });
    expect(naarCel("ArrowLeft", { r: 0, c: 0 }, g)).toEqual({ r: 0, c: 0 });
    expect(naarCel("ArrowUp", { r: 0, c: 5 }, g)).toEqual({ r: 0, c: 5 });
    expect(naarCel("ArrowRight", { r: 24, c: 7 }, g)).toEqual({ r: 24, c: 7 });
    expect(naarCel("ArrowDown", { r: 24, c: 7 }, g)).toEqual({ r: 24, c: 7 });
  });

  it("Home/End go to the row's ends, with Ctrl to the grid's", () => {
    expect(naarCel("Home", { r: 5, c: 4 }, g)).toEqual({ r: 5, c: 0 });
    expect(naarCel("End", { r: 5, c: 4 }, g)).toEqual({ r: 5, c: 7 });
    expect(naarCel("Home", { r: 5, c: 4 }, g, true)).toEqual({ r: 0, c: 0 });
    expect(naarCel("End", { r: 5, c: 4 }, g, true)).toEqual({ r: 24, c: 7 });
  });

  it("PageUp/PageDown move a page of rows, clamped", () => {
    expect(naarCel("PageDown", { r: 0, c: 3 }, g)).toEqual({ r: PAGINA, c: 3 });
    expect(naarCel("PageDown", { r: 20, c: 3 }, g)).toEqual({ r: 24, c: 3 });
    expect(naarCel("PageUp", { r: 12, c: 3 }, g)).toEqual({ r: 2, c: 3 });
    expect(naarCel("PageUp", { r: 4, c: 3 }, g)).toEqual({ r: 0, c: 3 });
  });

  it("a position outside a grid that shrank is brought back in; other keys and empty grids move nothing", () => {
    expect(naarCel("ArrowRight", { r: 40, c: 20 }, g)).toEqual({ r: 24, c: 7 });
    expect(naarCel("ArrowLeft", { r: 40, c: 20 }, g)).toEqual({ r: 24, c: 6 });
    for (const k of ["a", "1", " ", "Enter", "Tab", "Escape"]) expect(naarCel(k, { r: 1, c: 1 }, g)).toBeNull();
    expect(naarCel("ArrowRight", { r: 0, c: 0 }, { rijen: 0, kolommen: 8 })).toBeNull();
    expect(naarCel("ArrowDown", { r: 0, c: 0 }, { rijen: 3, kolommen: 0 })).toBeNull();
  });

  it("Space/Enter step through the scores and back to not evaluated", () => {
    expect(volgendeScore(null)).toBe(0);
    expect(volgendeScore(undefined)).toBe(0);
    expect(volgendeScore(0)).toBe(50);
    expect(volgendeScore(50)).toBe(100);
    expect(volgendeScore(100)).toBeNull();
  });
});
