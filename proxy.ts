import { NextResponse, type NextRequest } from "next/server";

const PUBLIC = [/^\/account\/(login|user|wachtwoord-instellen|wachtwoord-vergeten)(\/|$)/, /^\/Loggedout$/i, /^\/activate\//, /^\/locales\//, /^\/dev\//];

/**
 * Cheap first gate for pages: without a session cookie go to sign-in with the path as returnurl.
 * Pages still check the session and membership themselves (the cookie could be stale).
 */
export function proxy(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
  // /api matches case-insensitively like every path below it (the catalogue's clients send
  // /API/… too); Next's file routes are case-sensitive, so other spellings are rewritten here.
  if (/^\/api(\/|$)/i.test(pathname)) return NextResponse.rewrite(new URL(`/api${pathname.slice(4)}${search}`, req.url));
  const headers = new Headers(req.headers);
  headers.set("x-url", pathname + search);
  if (!PUBLIC.some((re) => re.test(pathname))) {
    const hasSession = req.cookies.getAll().some((c) => c.name.includes("authjs.session-token"));
    if (!hasSession) {
      const login = new URL("/account/login", req.url);
      login.searchParams.set("returnurl", pathname + search);
      return NextResponse.redirect(login);
    }
  }
  return NextResponse.next({ request: { headers } });
}

export const config = {
  matcher: ["/((?!api/|_next/|favicon\\.ico|.*\\.(?:png|jpg|svg|ico|css|js|woff2?)$).*)"],
};
