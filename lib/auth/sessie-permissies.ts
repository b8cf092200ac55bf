import { getToken } from "next-auth/jwt";
import { cachedDecode } from "@/lib/auth/token-cache";
import type { UserPermissions } from "@/lib/permissions";
import { loadPermissions } from "@/lib/services/permissions";

/**
 * The caller's permissions in one administration for proxy.ts's redirects (lib/routes/
 * doorverwijzing.ts): the session cookie decoded as the API does and checked with the membership
 * in one statement. Null for no valid session or no active membership: the page decides then.
 */
export async function sessiePermissies(req: Request, admnr: number): Promise<UserPermissions | null> {
  const secret = process.env.AUTH_SECRET;
  const cookie = req.headers.get("cookie") ?? "";
  if (!secret || !cookie.includes("authjs.session-token")) return null;
  const token = await getToken({ req, secret, secureCookie: cookie.includes("__Secure-authjs.session-token"), decode: cachedDecode });
  if (!token?.sub || typeof token.sv !== "number" || typeof token.sid !== "string") return null;
  const tenant = await loadPermissions(admnr, { gebruikerId: token.sub, sessie: { id: token.sid, versie: token.sv } });
  return tenant && tenant !== "afgemeld" ? tenant.permissions : null;
}
