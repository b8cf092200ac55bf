import type { Key, ReactNode } from "react";
import { cn } from "@/lib/utils";

export interface Kop {
  kop: ReactNode;
  /** React's key when the headers come from data (else their place). */
  sleutel?: Key;
  /** Classes of this header beside the row's `celClassName` (e.g. "text-right"). */
  className?: string;
}

/**
 * The header row of a plain table (`<thead>`): one `<th scope="col">` per header, with the same
 * classes for each. For the screens' own small tables; lists are the kit's DataTable.
 */
export function KopRij({ koppen, className = "border-b text-left", celClassName = "p-2" }: { koppen: readonly Kop[]; className?: string; celClassName?: string }) {
  return (
    <tr className={className || undefined}>
      {koppen.map((k, i) => (
        <th key={k.sleutel ?? i} scope="col" className={cn(celClassName, k.className)}>
          {k.kop}
        </th>
      ))}
    </tr>
  );
}
