import { NextResponse, type NextRequest } from "next/server";

const PUBLIC = [/^\/account\/(login|user|wachtwoord-instellen|wachtwoord-vergeten)(\/|$)/, /^\/Loggedout$/i, /^\/activate\//, /^\/locales\//, /^\/dev\//];

/**
 * Cheap first gate for pages: without a session cookie go to sign-in with the path as returnurl.
 * Pages still check the session and membership themselves (the cookie could be stale).
 */
export function proxy(req: NextRequest) {
  const { pathname, search } = req.nextUrl;
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
