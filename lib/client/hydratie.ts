import type { QueryClient } from "@tanstack/react-query";
import { inpakken } from "./compact";
import { dehydratePage } from "./query-client";

/**
 * `dehydratePage` for <CompacteHydratie> (components/providers/compacte-hydratie.tsx): the same
 * state with its lists of objects packed (lib/client/compact.ts), for pages whose prefetched
 * queries are long lists (issue 27: HTML ≤ 60 KB per page).
 */
export function compacteStaat(client: QueryClient): unknown {
  return inpakken(dehydratePage(client));
}
