"use client";

import * as React from "react";

import { cn } from "@/lib/utils";

/**
 * Form label; pass `htmlFor` with the control's `id`. The native `<label>` with what Radix's Label
 * adds (a double click on the text does not select it), without Radix's primitive and slot in
 * every page's first load (issue 27).
 */
function Label({ className, onMouseDown, ...props }: React.ComponentProps<"label">) {
  return (
    <label
      data-slot="label"
      className={cn("ui-label", className)}
      onMouseDown={(event) => {
        if ((event.target as HTMLElement).closest("button, input, select, textarea")) return;
        onMouseDown?.(event);
        if (!event.defaultPrevented && event.detail > 1) event.preventDefault();
      }}
      {...props}
    />
  );
}

export { Label };
