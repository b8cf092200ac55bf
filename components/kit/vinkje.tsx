"use client";

import type { ComponentProps } from "react";

/**
 * A native checkbox for table rows (issue 27): a page of 50 rows with Radix's checkbox (a button,
 * an indicator and a hidden bubble input with inline styles, ~400 bytes a row) spent 20 KB of HTML
 * on ticks. The browser's own control is one element, is a checkbox to assistive technology and to
 * the keyboard without help, and `indeterminate` (the header's "some selected") is a property only:
 * set from the prop on every render.
 */
export function Vinkje({ indeterminate, onCheckedChange, ...props }: Omit<ComponentProps<"input">, "type" | "onChange"> & { indeterminate?: boolean; onCheckedChange: (checked: boolean) => void }) {
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
