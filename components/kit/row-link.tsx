import Link from "next/link";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/** A link in a list cell. Lists never prefetch their rows' pages (a 1,000-row list is 1,000 fetches). */
export function RowLink({ className, ...props }: ComponentProps<typeof Link>) {
  return <Link prefetch={false} className={cn("ui-rowlink", className)} {...props} />;
}
