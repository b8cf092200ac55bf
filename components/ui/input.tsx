import * as React from "react";

import { cn } from "@/lib/utils";

/**
 * Text input. Associate it with a `<Label htmlFor>` (or use `FormField`). Its look is .ui-input in
 * app/globals.css (~800 bytes of utilities per input before; issue 27); a caller's utilities win.
 */
function Input({ className, type = "text", ...props }: React.ComponentProps<"input">) {
  return (
    <input
      type={type}
      className={cn("ui-input", className)}
      {...props}
    />
  );
}

export { Input };
