"use client";

import { useEffect, useRef, type ComponentProps } from "react";
import { Input } from "@/components/ui/input";

type Props = Omit<ComponentProps<"input">, "type" | "value" | "onChange"> & {
  value: string;
  onZoek: (zoek: string) => void;
};

/**
 * The search box of lists. The server-rendered page shows it before React has hydrated it; what a
 * user types then is in the box but React never heard of it, so the list stayed unfiltered behind
 * a filled-in search (seen on a loaded machine). After hydration the box hands such text on once.
 */
export function ZoekVeld({ value, onZoek, ...props }: Props) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    // Read now, before a re-render puts React's value back into the box; hand it on after this
    // commit, once the router's own effects (which run after ours) follow the URL: a URL changed
    // before that was not seen by useSearchParams (the box then emptied again).
    const getypt = ref.current?.value;
    if (getypt === undefined || getypt === value) return;
    const t = setTimeout(() => onZoek(getypt), 0);
    return () => clearTimeout(t);
    // Only the moment of hydration counts; afterwards React owns the value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return <Input ref={ref} type="search" value={value} onChange={(e) => onZoek(e.target.value)} {...props} />;
}
