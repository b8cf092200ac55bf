import { dehydrate, type QueryClient } from "@tanstack/react-query";
import { inpakken } from "./compact";

/**
 * TanStack's `dehydrate` for <CompacteHydratie> (components/providers/compacte-hydratie.tsx): the
 * same state with its lists of objects packed (lib/client/compact.ts), for pages whose prefetched
 * queries are long lists (issue 27: HTML ≤ 60 KB per page).
 *
 * A page hands its queries over as they are, fresh: the page loaded them for this very request, so
 * a mounting useQuery does not ask the API for them again (issue 27: marking them invalidated made
 * every view repeat its calls — details four, a pupil's file seven). Spec §9 "Preloaded data is
 * stale at once" holds as: a page never reuses an earlier preload — every page request and router
 * navigation loads its data on the server anew (Next's router caches no dynamic page; only Back
 * and Forward show the one kept), and hydrate only replaces what the browser holds with newer data.
 */
export function compacteStaat(client: QueryClient): unknown {
  return inpakken(dehydrate(client));
}
