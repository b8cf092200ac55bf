import * as React from "react";

import { cn } from "@/lib/utils";

/**
 * Grey placeholder block shown while content loads. It is hidden from assistive tech;
 * pair it with a `Spinner` or `aria-busy` on the region so the loading state is announced.
 */
function Skeleton({ className, ...props }: React.ComponentProps<"div">) {
  return (
    <div
      data-slot="skeleton"
      aria-hidden
      className={cn("animate-pulse rounded-md bg-muted motion-reduce:animate-none", className)}
      {...props}
    />
  );
}

export { Skeleton };
