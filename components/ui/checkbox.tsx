"use client";

import * as React from "react";

import { cn } from "@/lib/utils";

/** Radix's CheckedState: a tri-state box shows "indeterminate" as a dash (the header's "some"). */
export type CheckedState = boolean | "indeterminate";

type Props = Omit<React.ComponentProps<"input">, "type" | "checked" | "defaultChecked" | "onChange"> & {
  checked?: CheckedState;
  defaultChecked?: boolean;
  onCheckedChange?: (checked: CheckedState) => void;
};

/**
 * Checkbox: the browser's own `<input type="checkbox">` with Radix's props (`checked` may be
 * "indeterminate", `onCheckedChange`), issue 27: Radix's checkbox (a button, an indicator, a hidden
 * bubble input, presence; ~4.5 kB gzipped) was on the first load of every form and list that
 * showed one. The native control is a checkbox to assistive technology, toggles with Space and a
 * click on its `<Label htmlFor>`, submits with a form under its `name`, and is "mixed" when
 * indeterminate (the property, set on every render, and aria-checked="mixed" as Radix rendered).
 * Enter does not submit a surrounding form from it, as with Radix's button. Give it an `id` and a
 * `<Label htmlFor>`, or an `aria-label`.
 */
function Checkbox({ className, checked, onCheckedChange, onKeyDown, ref, ...props }: Props) {
  const eigen = React.useRef<HTMLInputElement | null>(null);
  const onbepaald = checked === "indeterminate";
  React.useLayoutEffect(() => {
    if (eigen.current) eigen.current.indeterminate = onbepaald;
  });
  return (
    <input
      type="checkbox"
      data-slot="checkbox"
      ref={(el) => {
        eigen.current = el;
        if (typeof ref === "function") return ref(el);
        if (ref) ref.current = el;
      }}
      checked={checked === undefined ? undefined : checked === true}
      // The property makes it "mixed" to assistive technology; the attribute says so before
      // hydration too, and is what Radix's checkbox rendered (axe accepts it when they agree).
      aria-checked={onbepaald ? "mixed" : undefined}
      onChange={(e) => onCheckedChange?.(e.currentTarget.checked)}
      onKeyDown={(e) => {
        if (e.key === "Enter") e.preventDefault();
        onKeyDown?.(e);
      }}
      // `peer` stays a marker for peer-* variants of a neighbouring label.
      className={cn("peer ui-vinkje aria-invalid:outline-2 aria-invalid:outline-destructive", className)}
      {...props}
    />
  );
}

export { Checkbox };
