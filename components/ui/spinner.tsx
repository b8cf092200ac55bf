import * as React from "react";
import { useTranslations } from "next-intl";

import { cn } from "@/lib/utils";

/**
 * lucide's loader-circle drawn here: the root error screen (app/error.tsx) shows a spinner, so
 * every page loaded lucide's icon runtime a second time in that boundary's chunk (issue 27).
 */
function Kring({ className }: { className?: string }) {
  return (
    <svg xmlns="http://www.w3.org/2000/svg" width={24} height={24} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden className={className}>
      <path d="M21 12a9 9 0 1 1-6.219-8.56" />
    </svg>
  );
}

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
      <Kring className="lucide lucide-loader-circle size-full animate-spin motion-reduce:animate-none" />
      <span className="sr-only">{label ?? t("laden")}</span>
    </span>
  );
}

export { Spinner };
