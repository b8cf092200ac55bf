"use client";

import { Search } from "lucide-react";
import { Input } from "@/components/ui/input";
import { Label } from "@/components/ui/label";

/** Search box of a settings list: label, icon and a live count of what it finds. */
export function Zoekveld({
  id,
  value,
  onChange,
  placeholder,
  aantal,
  eenheid,
}: {
  id: string;
  value: string;
  onChange: (value: string) => void;
  placeholder: string;
  aantal: number;
  eenheid: [enkel: string, meer: string];
}) {
  return (
    <div className="flex flex-wrap items-end gap-3">
      <div className="grid gap-2">
        <Label htmlFor={id}>Zoeken</Label>
        <div className="relative">
          <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground" />
          <Input id={id} type="search" value={value} onChange={(e) => onChange(e.target.value)} placeholder={placeholder} className="w-72 pl-9" />
        </div>
      </div>
      <p className="pb-2 text-sm text-muted-foreground" aria-live="polite">
        {aantal} {aantal === 1 ? eenheid[0] : eenheid[1]}
      </p>
    </div>
  );
}

/** Case- and accent-insensitive "contains" for client-side list search. */
export function bevat(tekst: string, zoek: string): boolean {
  const norm = (s: string) => s.normalize("NFD").replace(/\p{M}/gu, "").toLocaleLowerCase("nl-NL");
  return norm(tekst).includes(norm(zoek.trim()));
}
