import { workAsyncStorage } from "next/dist/server/app-render/work-async-storage.external";

/**
 * Whether the page (or its metadata) is rendered for the router's prefetch. Neither a page nor
 * proxy.ts can see the prefetch headers: Next 16 strips them from the proxy's request
 * (FLIGHT_HEADERS in next/dist/server/web/adapter.js) and hides them from `headers()`
 * (HIDDEN_REQUEST_HEADERS). Next's own render state has the answer: the work store of the render
 * is made with `isPrefetchRequest` (next-router-prefetch: 1 on an RSC request, parsed by Next from
 * the raw request, so a client cannot fake a prefetch by another header). Outside a page render
 * (the API, a test) there is no such store: false.
 */
export function isPrefetchRender(): boolean {
  return workAsyncStorage.getStore()?.isPrefetchRequest === true;
}
