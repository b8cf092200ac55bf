import { sessieUitVerzoek } from "@/lib/auth/token-cache";
import type { UserPermissions } from "@/lib/permissions";
import { loadPermissions } from "@/lib/services/permissions";

/**
 * The caller's permissions in one administration for proxy.ts's redirects (lib/routes/
 * doorverwijzing.ts): the session cookie decoded as the API does and checked with the membership
 * in one statement. Null for no valid session or no active membership: the page decides then.
 */
export async function sessiePermissies(req: Request, admnr: number): Promise<UserPermissions | null> {
  const claims = await sessieUitVerzoek(req.headers, req.url);
  if (!claims) return null;
  const tenant = await loadPermissions(admnr, claims);
  return tenant && tenant !== "afgemeld" ? tenant.permissions : null;
}
