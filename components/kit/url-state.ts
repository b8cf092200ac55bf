"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useCallback } from "react";

/**
 * A piece of list state (search term, page, sort, filter) kept in the URL's query, so Back,
 * reload and a shared link show the same list. Setting the default removes the parameter.
 */
export function useUrlState(key: string, fallback = ""): [string, (value: string) => void] {
  const params = useSearchParams();
  const pathname = usePathname();
  const value = params?.get(key) ?? fallback;
  const set = useCallback(
    (next: string) => {
      // The browser's own replaceState: synchronous, so several keys can change in one event
      // (search resets the page) without one overwriting the other, and no server round trip
      // per keystroke; Next keeps useSearchParams in step with it. Pass no state of our own: Next
      // leaves a call that hands back its internal state (window.history.state) unsynced.
      const q = new URLSearchParams(window.location.search);
      if (next === fallback || next === "") q.delete(key);
      else q.set(key, next);
      const s = q.toString();
      window.history.replaceState(null, "", s ? `${pathname}?${s}` : pathname);
    },
    [key, fallback, pathname],
  );
  return [value, set];
}

/** Local state with the same shape, for tables inside dialogs and tabs that share a URL. */
export { useState as useLocalState } from "react";
