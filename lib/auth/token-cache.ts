import { decode, type JWT, type JWTDecodeParams } from "next-auth/jwt";

/**
 * Decoding the session JWT (JWE: key derivation + AES + HMAC) costs ~1.4 ms CPU, the largest item
 * of every API call (issue 19). The decoded claims of a token string never change, so they are
 * kept per token until the token expires; whether the session is still valid (signed out, new
 * password, deactivated) is checked in the database on every request all the same (loadTenant),
 * so a cached token never outlives its session. Bounded: the oldest entries go first.
 */
const MAX = 10_000;
const BEWAAR_MS = 10 * 60_000;
const gedecodeerd = new Map<string, { claims: JWT; tot: number }>();

export async function cachedDecode(params: JWTDecodeParams): Promise<JWT | null> {
  if (!params.token) return null;
  const sleutel = `${params.salt}\u0000${params.token}`;
  const nu = Date.now();
  const hit = gedecodeerd.get(sleutel);
  if (hit && hit.tot > nu) return hit.claims;
  if (hit) gedecodeerd.delete(sleutel);
  const claims = await decode(params);
  // Failed or expired tokens are not kept: they cost the attacker the same as us.
  if (!claims || typeof claims.exp !== "number" || claims.exp * 1000 <= nu) return claims;
  if (gedecodeerd.size >= MAX) gedecodeerd.delete(gedecodeerd.keys().next().value!);
  gedecodeerd.set(sleutel, { claims, tot: Math.min(claims.exp * 1000, nu + BEWAAR_MS) });
  return claims;
}
