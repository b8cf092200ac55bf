import { createElement as h, createRef } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { Slot as RadixSlot } from "radix-ui";
import { describe, expect, it, vi } from "vitest";
import { Slot } from "@/components/ui/slot";

/**
 * components/ui/slot.tsx stands in for Radix's Slot in Button (issue 27): the same merged props,
 * checked against Radix's own for the cases Button's `asChild` meets (a Link or an anchor child).
 */
describe("ui/slot merges props as Radix's Slot", () => {
  const gevallen: [string, Record<string, unknown>, Record<string, unknown>][] = [
    ["classes joined, slot first", { className: "ui-btn ui-btn-md" }, { className: "w-full", href: "/x" }],
    ["child's other props win", { "data-slot": "button", title: "slot", type: "button" }, { title: "kind", href: "/y" }],
    ["styles merged, child wins", { style: { color: "red", margin: 1 } }, { style: { color: "blue" } }],
    ["aria-describedby joined", { "aria-describedby": "a" }, { "aria-describedby": "b" }],
    ["no child props", { className: "ui-btn", "aria-label": "Meer" }, {}],
  ];
  for (const [naam, slot, kind] of gevallen) {
    it(naam, () => {
      const eigen = renderToStaticMarkup(h(Slot, slot, h("a", kind, "tekst")));
      const radix = renderToStaticMarkup(h(RadixSlot.Root, slot, h("a", kind, "tekst")));
      expect(eigen).toBe(radix);
    });
  }

  it("runs the child's handler, then the slot's, and sets both refs", () => {
    const volgorde: string[] = [];
    const kindRef = createRef<HTMLElement>();
    const slotRef = createRef<HTMLElement>();
    const kind = h("a", { onClick: () => volgorde.push("kind"), ref: kindRef });
    const el = Slot({ onClick: () => volgorde.push("slot"), ref: slotRef, children: kind }) as { props: { onClick: () => void; ref: (e: unknown) => void } };
    el.props.onClick();
    expect(volgorde).toEqual(["kind", "slot"]);
    const knoop = {} as HTMLElement;
    el.props.ref(knoop);
    expect(kindRef.current).toBe(knoop);
    expect(slotRef.current).toBe(knoop);
    const alleenSlot = vi.fn();
    const el2 = Slot({ onClick: alleenSlot, children: h("a", {}) }) as { props: { onClick: () => void } };
    el2.props.onClick();
    expect(alleenSlot).toHaveBeenCalledOnce();
  });
});
