/**
 * A request of Next's router prefetch rather than a navigation: every prefetch request carries
 * `next-router-prefetch` (1 tree or segments up to a loading boundary, 2/3 runtime prefetch) and a
 * segment prefetch `next-router-segment-prefetch` (next/dist/client/components/segment-cache). Only
 * `prefetch={true}` links fetch without the header; no link to a logged page has it.
 */
export function isRouterPrefetch(h: Pick<Headers, "has">) {
  return h.has("next-router-prefetch") || h.has("next-router-segment-prefetch");
}

/**
 * Next 16 hides those headers from a page's `headers()` (HIDDEN_REQUEST_HEADERS in
 * next/dist/server/async-storage/request-store), so proxy.ts, which sees the raw request, passes
 * the answer on in this header; it always replaces one the client sent, so nobody skips the log.
 */
export const PREFETCH_HEADER = "x-leerroute-prefetch";
