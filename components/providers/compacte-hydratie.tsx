"use client";

import { HydrationBoundary, type DehydratedState } from "@tanstack/react-query";
import { useMemo, type ReactNode } from "react";
import { uitpakken } from "@/lib/client/compact";

/**
 * TanStack Query's HydrationBoundary for a state the server page packed with `compacteStaat`
 * (lib/client/hydratie.ts): the same queries, with their lists unpacked before they reach the cache.
 */
export function CompacteHydratie({ state, children }: { state: unknown; children: ReactNode }) {
  const uit = useMemo(() => uitpakken(state) as DehydratedState, [state]);
  return <HydrationBoundary state={uit}>{children}</HydrationBoundary>;
}
