import * as React from "react";

import { cn } from "@/lib/utils";

/**
 * A styled plain `<select>`: works without JavaScript, so it suits server-rendered forms
 * (values arrive in `FormData`). Associate it with a `<Label htmlFor>` via `id`.
 * `className` goes to the `<select>`; use `wrapperClassName` to size the wrapper.
 */
function NativeSelect({
  className,
  wrapperClassName,
  ...props
}: React.ComponentProps<"select"> & { wrapperClassName?: string }) {
  // Its look and the chevron come from two classes (app/globals.css .ui-select-wrap, .ui-select):
  // a plan page with 25 selects carried ~20 KB of utility classes and SVG markup (issue 27).
  return (
    <div className={cn("ui-select-wrap", wrapperClassName)}>
      <select className={cn("ui-select", className)} {...props} />
    </div>
  );
}

/** Thin wrappers so option markup stays consistent; plain `<option>` works too. */
function NativeSelectOption(props: React.ComponentProps<"option">) {
  return <option {...props} />;
}

function NativeSelectOptGroup(props: React.ComponentProps<"optgroup">) {
  return <optgroup {...props} />;
}

export { NativeSelect, NativeSelectOptGroup, NativeSelectOption };
