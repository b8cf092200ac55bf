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
 * Kept for proxy.ts, which removes a client's value of this header; since the proxy never sees the
 * prefetch headers it never sets it (lib/auth/prefetch-render.ts is what the access log asks).
 */
export const PREFETCH_HEADER = "x-leerroute-prefetch";
