"use client";

import { useQuery } from "@tanstack/react-query";
import { useCallback, useSyncExternalStore } from "react";
import type { getAdministratieContext, getPermissionsView } from "@/lib/services/administraties";
import { eindadres } from "@/lib/routes/doorverwijzing";
import { api } from "./api";
import { queryKeys } from "./keys";

export type PermissionsView = Awaited<ReturnType<typeof getPermissionsView>>;
export type AdministratieContext = Awaited<ReturnType<typeof getAdministratieContext>>;

/** The caller's permissions in the administration; fresh for 15 minutes (key root "permissies"). */
export function usePermissions(admnr: number) {
  return useQuery({
    queryKey: queryKeys.permissies(admnr),
    queryFn: ({ signal }) => api.getJson<PermissionsView>("/api/Administraties/Permissies", { administratieNr: admnr, signal }),
  });
}

/**
 * `href` as the menus give it: where that bare list would send this user (its filter), so a click
 * is one router request, not a redirect and then the list. `href` itself until the permissions are known.
 */
export function useEindadres(admnr: number, href: string): string {
  const { data: view } = usePermissions(admnr);
  return view ? eindadres(href, { ...view, gebruikerId: view.gebruikerId ?? "" }) : href;
}

/** Administration info and current period; fresh for 15 minutes (key root "administratieContext"). */
export function useAdministratieContext(admnr: number) {
  return useQuery({
    queryKey: queryKeys.administratieContext(admnr),
    queryFn: ({ signal }) => api.getJson<AdministratieContext>("/api/Administraties/Context", { administratieNr: admnr, signal }),
  });
}

/** Spec §3: choices kept persistently in the browser (local storage). */
export const PREFERENCE_KEYS = {
  leerroutepakket: "leerroutepakket",
  locatie: "locatie",
  connectorLocaties: "connector_locaties",
} as const;

const listeners = new Set<() => void>();
function subscribe(listener: () => void) {
  listeners.add(listener);
  window.addEventListener("storage", listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener("storage", listener);
  };
}

/** A persistent preference per administration, shared by every component that reads it. */
export function usePreference(admnr: number, key: keyof typeof PREFERENCE_KEYS): [string | null, (value: string | null) => void] {
  const storageKey = `${PREFERENCE_KEYS[key]}:${admnr}`;
  const value = useSyncExternalStore(
    subscribe,
    () => localStorage.getItem(storageKey),
    () => null,
  );
  const set = useCallback(
    (next: string | null) => {
      if (next === null) localStorage.removeItem(storageKey);
      else localStorage.setItem(storageKey, next);
      listeners.forEach((l) => l());
    },
    [storageKey],
  );
  return [value, set];
}
