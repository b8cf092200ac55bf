import { useSyncExternalStore, type ReactNode } from "react";

const geenAbonnement = () => () => {};

/**
 * False on the server and while React hydrates the server's HTML, true right after (and at once
 * when the component mounts on a client-side navigation). For parts that only work with
 * JavaScript and need not be in the HTML (issue 27: HTML ≤ 60 KB): render them when it is true.
 */
export function useGehydrateerd(): boolean {
  return useSyncExternalStore(geenAbonnement, () => true, () => false);
}

/**
 * Its children once the page has hydrated, nothing before (issue 27): for an icon inside a button
 * of a fixed size that a list repeats per row (an SVG is 0.4–0.6 KB of HTML each). The button
 * is there and named from the start; it cannot act before hydration anyway.
 */
export function NaHydratatie({ children }: { children: ReactNode }): ReactNode {
  return useGehydrateerd() ? children : null;
}
