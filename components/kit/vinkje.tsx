"use client";

import type { ComponentProps } from "react";
import { useGehydrateerd } from "@/lib/client/gehydrateerd";

/**
 * A native checkbox for table rows (issue 27): a page of 50 rows with Radix's checkbox (a button,
 * an indicator and a hidden bubble input with inline styles, ~400 bytes a row) spent 20 KB of HTML
 * on ticks. The browser's own control is one element, is a checkbox to assistive technology and to
 * the keyboard without help, and `indeterminate` (the header's "some selected") is a property only:
 * set from the prop on every render.
 * It renders once the page has hydrated (an empty cell before: the selection column has its fixed
 * width, so nothing moves): a tick before hydration would not reach React's state anyway, and a
 * list of 50 rows keeps ~5 KB of HTML (issue 27: pupil list ≤ 60 KB).
 */
export function Vinkje({ indeterminate, onCheckedChange, ...props }: Omit<ComponentProps<"input">, "type" | "onChange"> & { indeterminate?: boolean; onCheckedChange: (checked: boolean) => void }) {
  const gehydrateerd = useGehydrateerd();
  if (!gehydrateerd) return null;
  return (
    <input
      type="checkbox"
      ref={(el) => {
        if (el) el.indeterminate = !!indeterminate;
      }}
      className="ui-vinkje"
      onChange={(e) => onCheckedChange(e.currentTarget.checked)}
      {...props}
    />
  );
}
