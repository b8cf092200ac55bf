import { decode, getToken, type JWT, type JWTDecodeParams } from "next-auth/jwt";

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

/** Who a session cookie names: the user and the session (id, version) the database checks. */
export interface SessieClaims {
  gebruikerId: string;
  sessie: { id: string; versie: number };
}

/**
 * The session named by a request's cookie, decoded once per token: the one reading of the cookie
 * for the API (lib/api/context.ts), pages (lib/auth/page.ts) and the proxy's redirects
 * (lib/auth/sessie-permissies.ts). Null without a cookie or with a token that is not ours; the
 * caller checks the session against the database. Behind an https proxy Auth.js names the cookie
 * `__Secure-…` while the request itself may be plain http, so either sign means a secure cookie.
 */
export async function sessieUitVerzoek(headers: Headers, url?: string): Promise<SessieClaims | null> {
  const secret = process.env.AUTH_SECRET;
  const cookie = headers.get("cookie") ?? "";
  if (!secret || !cookie.includes("authjs.session-token")) return null;
  const secureCookie = cookie.includes("__Secure-authjs.session-token") || (url !== undefined && url.startsWith("https:"));
  const token = await getToken({ req: { headers }, secret, secureCookie, decode: cachedDecode });
  if (!token?.sub || typeof token.sv !== "number" || typeof token.sid !== "string") return null;
  return { gebruikerId: token.sub, sessie: { id: token.sid, versie: token.sv } };
}
