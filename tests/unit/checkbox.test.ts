import { createElement as h } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { Checkbox } from "@/components/ui/checkbox";

/** ui/checkbox is the native control with Radix's props (issue 27). */
describe("ui/checkbox", () => {
  it("renders one native checkbox, checked as asked", () => {
    const aan = renderToStaticMarkup(h(Checkbox, { id: "a", checked: true, onCheckedChange: () => {} }));
    expect(aan).toMatch(/^<input type="checkbox"[^>]* checked=""/);
    expect(aan).not.toContain("button");
    const uit = renderToStaticMarkup(h(Checkbox, { id: "b", checked: false, onCheckedChange: () => {} }));
    expect(uit).not.toContain("checked=");
  });

  it('"indeterminate" is aria-checked="mixed" (as Radix rendered it) and not checked', () => {
    const half = renderToStaticMarkup(h(Checkbox, { "aria-label": "Niveau", checked: "indeterminate", onCheckedChange: () => {} }));
    expect(half).toContain('aria-checked="mixed"');
    expect(half).not.toContain('checked=""');
  });
});
