import type { ReactNode } from "react";
import { cn } from "@/lib/utils";

/** What an empty list says, with the call to action that fills it. */
export function EmptyState({ title, description, action, className }: { title: ReactNode; description?: ReactNode; action?: ReactNode; className?: string }) {
  return (
    <div role="status" className={cn("grid justify-items-center gap-2 rounded-md border border-dashed p-6 text-center", className)}>
      <p className="font-medium">{title}</p>
      {description ? <p className="text-sm text-muted-foreground">{description}</p> : null}
      {action ? <div className="mt-1">{action}</div> : null}
    </div>
  );
}
