import type { ReactNode } from "react";
import { cn } from "@/lib/utils";
import { RowLink } from "./row-link";

/**
 * The top of every screen: its h1, an optional explanation, and the screen's main actions; on a
 * details or form page `back` puts the link to its list above it.
 */
export function PageHeader({
  title,
  description,
  actions,
  back,
  className,
  children,
}: {
  title: ReactNode;
  description?: ReactNode;
  actions?: ReactNode;
  back?: { href: string; label: ReactNode };
  className?: string;
  children?: ReactNode;
}) {
  return (
    <>
      {back ? (
        <RowLink href={back.href} className="text-sm font-normal">
          {back.label}
        </RowLink>
      ) : null}
      <header className={cn("flex flex-wrap items-start justify-between gap-3", className)}>
        <div className="min-w-0 space-y-1">
          <h1 className="text-2xl font-semibold break-words">{title}</h1>
          {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
          {children}
        </div>
        {actions ? <div className="flex flex-wrap items-center gap-2">{actions}</div> : null}
      </header>
    </>
  );
}
