"use client";

import type { ReactNode } from "react";
import { Label } from "@/components/ui/label";
import { NativeSelect, NativeSelectOption } from "@/components/ui/native-select";
import { cn } from "@/lib/utils";

export interface KeuzeOptie {
  waarde: string | number;
  label: ReactNode;
}

/**
 * A labelled native select for a screen's choices outside a form (a search bar, a view switch):
 * its label above, the options from a list, and `leeg` as the first option with the value ""
 * ("all …", "choose"). Forms use kit/velden's SelectField on their zod schema instead.
 */
export function KeuzeVeld({
  id,
  label,
  value,
  onChange,
  opties,
  leeg,
  breedte,
  className,
}: {
  id: string;
  label: ReactNode;
  value: string | number;
  onChange: (waarde: string) => void;
  opties: readonly KeuzeOptie[];
  leeg?: ReactNode;
  /** The width of the select (its wrapper), e.g. "w-48". */
  breedte?: string;
  /** Classes of the block around label and select (it is a one-column grid). */
  className?: string;
}) {
  return (
    <div className={cn("grid gap-1", className)}>
      <Label htmlFor={id}>{label}</Label>
      <NativeSelect id={id} value={value} onChange={(e) => onChange(e.target.value)} wrapperClassName={breedte}>
        {leeg !== undefined ? <NativeSelectOption value="">{leeg}</NativeSelectOption> : null}
        {opties.map((o) => (
          <NativeSelectOption key={o.waarde} value={o.waarde}>
            {o.label}
          </NativeSelectOption>
        ))}
      </NativeSelect>
    </div>
  );
}
