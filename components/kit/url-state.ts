"use client";

import { usePathname, useSearchParams } from "next/navigation";
import { useCallback, useEffect, useSyncExternalStore } from "react";

/**
 * What useUrlState wrote into the address bar that Next's useSearchParams may not show yet.
 * Next follows a history.replaceState only once its router has wrapped it, in an effect that runs
 * after every effect below it; a search typed while the page hydrates can reach onChange before
 * that, so Next never saw the write and the box emptied behind a filled address bar (2–12 of 40
 * loads). The hooks read the query from here until Next shows the same.
 */
export type Geschreven = {
  pad: string;
  /** Next's query when these writes began. */
  basis: string;
  /** Every query written since: Next may follow them one by one, behind the latest. */
  tussen: Set<string>;
  laatste: string;
};

let geschreven: Geschreven | null = null;
const luisteraars = new Set<() => void>();

function zet(volgende: Geschreven | null) {
  geschreven = volgende;
  for (const l of luisteraars) l();
}

function abonneer(l: () => void) {
  luisteraars.add(l);
  return () => luisteraars.delete(l);
}

/**
 * The query the list shows: ours while Next lags behind our writes, Next's once it caught up or
 * navigated elsewhere (a link, Back).
 */
export function geldendeQuery(eigen: Geschreven | null, pad: string, vanNext: string): string {
  if (!eigen || eigen.pad !== pad) return vanNext;
  if (vanNext === eigen.basis || (eigen.tussen.has(vanNext) && vanNext !== eigen.laatste)) return eigen.laatste;
  return vanNext;
}

/**
 * A piece of list state (search term, page, sort, filter) kept in the URL's query, so Back,
 * reload and a shared link show the same list. Setting the default removes the parameter.
 */
export function useUrlState(key: string, fallback = ""): [string, (value: string) => void] {
  const params = useSearchParams();
  const pathname = usePathname();
  const vanNext = params?.toString() ?? "";
  const eigen = useSyncExternalStore(abonneer, () => geschreven, () => null);
  const query = geldendeQuery(eigen, pathname, vanNext);
  // Parsed again only while a write of ours is pending (rare); otherwise Next's params as before.
  const value = (eigen ? new URLSearchParams(query) : params)?.get(key) ?? fallback;

  useEffect(() => {
    if (!eigen) return;
    if (eigen.pad !== pathname) {
      // Left the list: a later visit starts from its own address.
      if (geschreven === eigen) zet(null);
      return;
    }
    if (geldendeQuery(eigen, pathname, vanNext) === vanNext) {
      // Next caught up or went elsewhere: its query counts again.
      if (geschreven === eigen) zet(null);
      return;
    }
    // Next missed the write (made before it patched replaceState): write the same URL again once
    // its router runs, so a later refresh or link starts from the address bar's query.
    const t = setTimeout(() => {
      if (geschreven === eigen && window.location.pathname === pathname) {
        window.history.replaceState(null, "", window.location.href);
      }
    }, 0);
    return () => clearTimeout(t);
  }, [eigen, pathname, vanNext]);

  const set = useCallback(
    (next: string) => {
      // The browser's own replaceState: synchronous, so several keys can change in one event
      // (search resets the page) without one overwriting the other, and no server round trip
      // per keystroke. Pass no state of our own: Next leaves a call that hands back its internal
      // state (window.history.state) unsynced.
      const q = new URLSearchParams(window.location.search);
      if (next === fallback || next === "") q.delete(key);
      else q.set(key, next);
      const s = q.toString();
      window.history.replaceState(null, "", s ? `${pathname}?${s}` : pathname);
      const vorige = geschreven && geschreven.pad === pathname ? geschreven : null;
      const tussen = new Set(vorige?.tussen);
      tussen.add(s);
      zet({ pad: pathname, basis: vorige?.basis ?? vanNext, tussen, laatste: s });
    },
    [key, fallback, pathname, vanNext],
  );
  return [value, set];
}

/** Local state with the same shape, for tables inside dialogs and tabs that share a URL. */
export { useState as useLocalState } from "react";
