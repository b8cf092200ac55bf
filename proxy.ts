import { NextResponse, type NextRequest } from "next/server";
import { isRouterPrefetch, PREFETCH_HEADER } from "@/lib/auth/prefetch";
import { doorverwijsAdministratie, doorverwijzing } from "@/lib/routes/doorverwijzing";

const PUBLIC = [/^\/account\/(login|user|wachtwoord-instellen|wachtwoord-vergeten)(\/|$)/, /^\/Loggedout$/i, /^\/activate\//, /^\/locales\//, /^\/dev\//];

/**
 * Content-Security-Policy for pages: scripts only with this response's nonce (Next puts the nonce
 * of the request's CSP header on its own scripts; 'strict-dynamic' lets those load the chunks).
 * Inline styles stay allowed (React style attributes, toasts). Never inside a frame.
 */
function contentSecurityPolicy(nonce: string): string {
  const dev = process.env.NODE_ENV !== "production";
  return [
    "default-src 'self'",
    `script-src 'self' 'nonce-${nonce}' 'strict-dynamic'${dev ? " 'unsafe-eval'" : ""}`,
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self' data:",
    `connect-src 'self'${dev ? " ws:" : ""}`,
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join("; ");
}

/**
 * Cheap first gate for pages: without a session cookie go to sign-in with the path as returnurl.
 * Pages still check the session and membership themselves (the cookie could be stale).
 */
export async function proxy(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  // /api matches case-insensitively like every path below it (the catalogue's clients send
  // /API/… too); Next's file routes are case-sensitive, so other spellings are rewritten here.
  if (/^\/api(\/|$)/i.test(pathname)) return NextResponse.rewrite(new URL(`/api${pathname.slice(4)}${search}`, req.url));
  const headers = new Headers(req.headers);
  headers.set("x-url", pathname + search);
  // The page's access log skips prefetches (lib/auth/prefetch.ts); a client's own value never counts.
  headers.delete(PREFETCH_HEADER);
  if (isRouterPrefetch(req.headers)) headers.set(PREFETCH_HEADER, "1");
  const csp = contentSecurityPolicy(btoa(crypto.randomUUID()));
  headers.set("Content-Security-Policy", csp);
  if (!PUBLIC.some((re) => re.test(pathname))) {
    const hasSession = req.cookies.getAll().some((c) => c.name.includes("authjs.session-token"));
    if (!hasSession) {
      const login = new URL("/account/login", req.url);
      login.searchParams.set("returnurl", pathname + search);
      return NextResponse.redirect(login);
    }
  }
  // A bare route with a default (tab, ?filter=) answers its 307 here, before any rendering. Not
  // for the router's own requests (navigations, prefetches): its fetch of a redirected flight did
  // not move the client on; the page's redirect answers those as before.
  // Next hides its router headers from the proxy, so the router's requests are also known by the
  // browser's Sec-Fetch-Dest (a fetch, not a document) and the cache-busting `_rsc` parameter (a
  // prefetch of a bare tab link that met a 307 left the page's network busy: e2e sector-termen).
  const bestemming = req.headers.get("sec-fetch-dest");
  const routerVerzoek = req.headers.has("rsc") || req.nextUrl.searchParams.has("_rsc") || (bestemming !== null && bestemming !== "document");
  const admnr = routerVerzoek ? null : doorverwijsAdministratie(pathname);
  if (admnr !== null) {
    let besluit = doorverwijzing(pathname, req.nextUrl.searchParams);
    if (besluit && "permissiesNodig" in besluit) {
      // Loaded only for these few paths; a page load costs the same statement anyway.
      const { sessiePermissies } = await import("@/lib/auth/sessie-permissies");
      const permissies = await sessiePermissies(req, admnr);
      besluit = permissies ? doorverwijzing(pathname, req.nextUrl.searchParams, permissies) : null;
    }
    // Nothing rendered: the answer carries only the address (Next's router writes it as the body).
    if (besluit && "naar" in besluit) return new NextResponse(null, { status: 307, headers: { location: new URL(besluit.naar, req.url).toString() } });
  }
  const res = NextResponse.next({ request: { headers } });
  res.headers.set("Content-Security-Policy", csp);
  return res;
}

export const config = {
  matcher: ["/((?!api/|_next/|favicon\\.ico|.*\\.(?:png|jpg|svg|ico|css|js|woff2?)$).*)"],
};
