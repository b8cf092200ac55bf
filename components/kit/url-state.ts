"use client";

import { usePathname, useRouter, useSearchParams } from "next/navigation";
import { useCallback } from "react";

/**
 * A piece of list state (search term, page, sort, filter) kept in the URL's query, so Back,
 * reload and a shared link show the same list. Setting the default removes the parameter.
 */
export function useUrlState(key: string, fallback = ""): [string, (value: string) => void] {
  const params = useSearchParams();
  const router = useRouter();
  const pathname = usePathname();
  const value = params?.get(key) ?? fallback;
  const set = useCallback(
    (next: string) => {
      // Read the live URL: several keys may change in one event (search resets the page).
      const q = new URLSearchParams(window.location.search);
      if (next === fallback || next === "") q.delete(key);
      else q.set(key, next);
      const s = q.toString();
      router.replace(s ? `${pathname}?${s}` : pathname, { scroll: false });
    },
    [key, fallback, pathname, router],
  );
  return [value, set];
}

/** Local state with the same shape, for tables inside dialogs and tabs that share a URL. */
export { useState as useLocalState } from "react";
