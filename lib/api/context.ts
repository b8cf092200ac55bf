import { createHash } from "node:crypto";
import { sessieUitVerzoek } from "@/lib/auth/token-cache";
import { db } from "@/lib/db/client";
import { getSessionGebruiker } from "@/lib/services/auth";
import { loadPermissions, type TenantPermissions } from "@/lib/services/permissions";

/** Who is calling: a signed-in person or an administration's API key. */
export type Principal =
  /** `sessie`: the session still to be checked, in the same statement as the membership (loadTenant). */
  | { kind: "user"; gebruikerId: string; sessie?: { id: string; versie: number } }
  | { kind: "apikey"; administratieNr: number; keyId: number; rolId: number };

/** What a tenant route's handler gets besides its parsed input. */
export interface TenantContext extends TenantPermissions {
  principal: Principal;
  requestId: string;
  /**
   * The page is rendered for the router's prefetch (a link in view or hovered), not opened by a
   * person: its reads are not written to the pupil file's access log (set by lib/auth/page.ts).
   */
  prefetch?: boolean;
}

export const API_KEY_PREFIX = "lr_";

export function hashApiKey(key: string): string {
  return createHash("sha256").update(key).digest("hex");
}

/** Session cookie (Auth.js JWT, re-checked against the database) or API key; null when neither. */
export async function authenticate(req: Request, administratieNr?: number): Promise<Principal | null> {
  const header = req.headers.get("authorization");
  const apiKey = header?.startsWith("Bearer ") ? header.slice(7).trim() : req.headers.get("x-api-key");
  // A key only works in its administration's calls: without one named, it signs nobody in.
  if (apiKey) return administratieNr === undefined ? null : authenticateApiKey(apiKey, administratieNr);

  const claims = await sessieUitVerzoek(req.headers, req.url);
  if (!claims) return null;
  // A call in an administration checks the session together with the membership (one statement,
  // loadTenant); other calls check it here.
  if (administratieNr !== undefined) return { kind: "user", ...claims };
  const gebruiker = await getSessionGebruiker(claims.gebruikerId, claims.sessie.versie, claims.sessie.id);
  return gebruiker ? { kind: "user", gebruikerId: gebruiker.id } : null;
}

async function authenticateApiKey(key: string, administratieNr: number): Promise<Principal | null> {
  if (!key.startsWith(API_KEY_PREFIX) || key.length > 200) return null;
  const row = await db.apiKey.findUnique({ where: { administratieNr_keyHash: { administratieNr, keyHash: hashApiKey(key) } } });
  if (!row || row.ingetrokkenOp) return null;
  // Last use is information, not security: don't hold the request up for it.
  void db.apiKey
    .update({ where: { administratieNr_id: { administratieNr: row.administratieNr, id: row.id } }, data: { laatstGebruikt: new Date() } })
    .catch(() => {});
  return { kind: "apikey", administratieNr: row.administratieNr, keyId: row.id, rolId: row.rolId };
}

/**
 * The caller's standing in one administration, or null when the caller is not an active member
 * (the API answers 404 then: another administration's existence is not revealed).
 */
export async function loadTenant(principal: Principal, administratieNr: number): Promise<TenantPermissions | null | "afgemeld"> {
  if (principal.kind === "apikey") {
    if (principal.administratieNr !== administratieNr) return null;
    const tenant = await loadPermissions(administratieNr, { rolId: principal.rolId });
    // An integrator key works only while the administration has the Api area and the key's role grants it.
    if (!tenant || !tenant.permissions.toegestaneFunctiegebieden.includes(13) || !tenant.permissions.permissies[13]) return null;
    return tenant;
  }
  return loadPermissions(administratieNr, { gebruikerId: principal.gebruikerId, sessie: principal.sessie });
}
