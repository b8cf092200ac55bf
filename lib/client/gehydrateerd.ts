import { useSyncExternalStore } from "react";

const geenAbonnement = () => () => {};

/**
 * False on the server and while React hydrates the server's HTML, true right after (and at once
 * when the component mounts on a client-side navigation). For parts that only work with
 * JavaScript and need not be in the HTML (issue 27: HTML ≤ 60 KB): render them when it is true.
 */
export function useGehydrateerd(): boolean {
  return useSyncExternalStore(geenAbonnement, () => true, () => false);
}
