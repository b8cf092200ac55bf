import { QueryCache, QueryClient } from "@tanstack/react-query";
import { ApiError } from "./api";

/** Spec §9: query data stays fresh 5 minutes. */
export const DEFAULT_STALE_TIME = 5 * 60_000;
/** Spec §6/§9: permission and administration-context data stays fresh 15 minutes. */
export const PERMISSION_STALE_TIME = 15 * 60_000;
export const MAX_RETRIES = 3;

/**
 * Query-key roots that get PERMISSION_STALE_TIME through `setQueryDefaults` (prefix match, so
 * `["permissies", administratieNr]` is covered). Hooks for those calls must use these roots.
 */
export const PERMISSION_QUERY_ROOTS = ["permissies", "administratieContext"] as const;

/**
 * React Query's `retry`: up to MAX_RETRIES retries, never after a 401 (the login redirect is
 * already under way). Also never after another 4xx except 408/429 — our addition: a 400/403/404/409
 * gives the same answer the next time, so retrying only delays the error screen.
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  // React Query passes the number of failures before this one: 0, 1, 2 → retry, 3 → stop.
  if (failureCount >= MAX_RETRIES) return false;
  if (error instanceof ApiError) {
    const { status } = error;
    if (status === 401) return false;
    if (status >= 400 && status < 500 && status !== 408 && status !== 429) return false;
  }
  return true;
}

/** Exponential back-off: 1 s, 2 s, 4 s …, capped at 30 s. */
export function retryDelay(failureCount: number): number {
  return Math.min(1000 * 2 ** failureCount, 30_000);
}

/**
 * One client per browser session (QueryProvider passes `browser: true`) and one per server request
 * for prefetching. A server client only prefetches for one page: a failed prefetch is logged and
 * left to the browser's query, rather than the page waiting 1 + 2 + 4 s of retries.
 */
export function makeQueryClient({ browser = false }: { browser?: boolean } = {}): QueryClient {
  const client = new QueryClient({
    queryCache: browser ? undefined : new QueryCache({ onError: (error, query) => console.error("prefetch mislukt", JSON.stringify(query.queryKey), error) }),
    defaultOptions: {
      queries: {
        staleTime: DEFAULT_STALE_TIME,
        retry: browser ? shouldRetry : false,
        retryDelay,
      },
      // Writes are not idempotent: a mutation is never retried behind the user's back.
      mutations: { retry: false },
    },
  });
  for (const root of PERMISSION_QUERY_ROOTS) {
    client.setQueryDefaults([root], { staleTime: PERMISSION_STALE_TIME });
  }
  return client;
}
