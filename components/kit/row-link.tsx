import { Link } from "@/components/ui/link";
import type { ComponentProps } from "react";
import { cn } from "@/lib/utils";

/** A link in a list cell. */
export function RowLink({ className, ...props }: ComponentProps<typeof Link>) {
  return <Link className={cn("ui-rowlink", className)} {...props} />;
}
