import * as React from "react";
import { Loader2Icon } from "lucide-react";
import { useTranslations } from "next-intl";

import { cn } from "@/lib/utils";

/**
 * Loading indicator: `role="status"` with the visually hidden text "Laden…" (override with `label`).
 * Size/colour via `className`, e.g. `className="size-6 text-primary"`.
 */
function Spinner({
  className,
  label,
  ...props
}: Omit<React.ComponentProps<"span">, "children"> & { label?: string }) {
  const t = useTranslations("translation.kit");
  return (
    <span data-slot="spinner" role="status" className={cn("inline-flex size-4 shrink-0", className)} {...props}>
      <Loader2Icon aria-hidden className="size-full animate-spin motion-reduce:animate-none" />
      <span className="sr-only">{label ?? t("laden")}</span>
    </span>
  );
}

export { Spinner };
