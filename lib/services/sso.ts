import { lookup } from "node:dns/promises";
import { BlockList, isIP } from "node:net";
import { db, leesRijen } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { ontsleutel } from "@/lib/connector/geheim";
import { normalizeEmail, SESSION_MAX_AGE_S, startSessie } from "@/lib/services/auth";
import { asciiDomein } from "@/lib/schemas/inlogmethoden";
import { appUrl } from "@/lib/mail";

/**
 * Sign-in through the school's own accounts (issue 31), the part before any administration is
 * known: which providers serve an e-mail domain, the provider a sign-in names, and whether the
 * person a provider vouches for may enter. Only existing, active staff of an administration that
 * trusts the provider (its own, or every administration of the customer with klantId) get in;
 * nothing here ever creates an account. Every refusal is a log line (`at: "sso-geweigerd"`).
 */

const PROVIDER_ID = /^oidc-(\d{1,9})-(\d{1,9})$/;

/**
 * The Auth.js provider id of a stored method; its callback is /api/auth/callback/<id>. Here, not in
 * lib/services/inlogmethoden.ts (which imports this module's address checks): no import circle.
 */
export const providerId = (administratieNr: number, id: number) => `oidc-${administratieNr}-${id}`;

export function leesProviderId(id: string): { administratieNr: number; id: number } | null {
  const m = PROVIDER_ID.exec(id);
  return m ? { administratieNr: Number(m[1]), id: Number(m[2]) } : null;
}

/** The address's domain as the methods store theirs (lib/schemas/inlogmethoden.ts: case, trailing dot, IDN). */
function domeinVan(email: string): string | null {
  const e = normalizeEmail(email);
  const at = e.lastIndexOf("@");
  const d = at > 0 && at < e.length - 1 ? asciiDomein(e.slice(at + 1)) : "";
  return d || null;
}

/**
 * Limits and timeouts of the SSO entry points (tests lower them). `perAdres`: domain look-ups and
 * sign-in starts/callbacks per client address per 15 minutes, enough for a school behind one NAT
 * address on a Monday morning; `timeoutMs`: every request to a provider (discovery, token).
 */
export const ssoGrenzen = { timeoutMs: 10_000, perAdres: 300, vensterMs: 15 * 60_000 };

/**
 * Counts one request to an SSO entry point from this client address (AanmeldPoging, key
 * `sso:<address>`, one statement, so the limit holds across instances). True: over the limit.
 * Without an address (tests in-process) nothing is counted.
 */
export async function ssoTeVaak(adres: string | undefined, now = new Date()): Promise<boolean> {
  if (!adres) return false;
  const grens = new Date(now.getTime() - ssoGrenzen.vensterMs);
  const rijen = await leesRijen<{ aantal: number }>(Prisma.sql`
    INSERT INTO "AanmeldPoging" AS p ("sleutel", "aantal", "vensterStart") VALUES (${`sso:${adres}`.slice(0, 200)}, 1, ${now})
    ON CONFLICT ("sleutel") DO UPDATE SET
      "aantal" = CASE WHEN p."vensterStart" <= ${grens} THEN 1 ELSE p."aantal" + 1 END,
      "vensterStart" = CASE WHEN p."vensterStart" <= ${grens} THEN ${now} ELSE p."vensterStart" END
    RETURNING "aantal"`);
  const teVaak = (rijen[0]?.aantal ?? 0) > ssoGrenzen.perAdres;
  if (teVaak) console.warn(JSON.stringify({ at: "sso-geweigerd", reden: "teVaak", adres }));
  return teVaak;
}

// Addresses a provider's discovery or token endpoint may not point at when the app runs on the
// internet: loopback, private, link-local (cloud metadata), carrier-grade NAT, unspecified,
// multicast and reserved ranges, IPv4-mapped IPv6.
const PRIVE = new BlockList();
for (const [net, bits] of [["0.0.0.0", 8], ["10.0.0.0", 8], ["100.64.0.0", 10], ["127.0.0.0", 8], ["169.254.0.0", 16], ["172.16.0.0", 12], ["192.0.0.0", 24], ["192.168.0.0", 16], ["198.18.0.0", 15], ["224.0.0.0", 3]] as const)
  PRIVE.addSubnet(net, bits, "ipv4");
// (BlockList matches IPv4 addresses against IPv4-mapped IPv6 rules too, so those are tested apart.)
for (const [net, bits] of [["::", 127], ["64:ff9b::", 96], ["fc00::", 7], ["fe80::", 10], ["ff00::", 8]] as const) PRIVE.addSubnet(net, bits, "ipv6");

function priveAdres(ip: string): boolean {
  const soort = isIP(ip);
  if (soort === 6 && /^(?:0{0,4}:){0,5}:?ffff:/i.test(ip)) return true;
  return soort === 0 || PRIVE.check(ip, soort === 4 ? "ipv4" : "ipv6");
}

/**
 * The app runs on this machine (development, the test suites): providers on 127.0.0.1 are allowed.
 * A production server without APP_URL (or AUTH_URL) does not count as local: it gets the limits.
 */
export function lokaleProvidersToegestaan(): boolean {
  if (!process.env.APP_URL && !process.env.AUTH_URL) return process.env.NODE_ENV !== "production";
  return ["localhost", "127.0.0.1", "[::1]"].includes(new URL(appUrl("/")).hostname);
}

/**
 * Whether the app may fetch from this provider address (SSRF): anything on this machine, but when
 * the app runs on the internet only https to public addresses, every address the name resolves to.
 */
export async function magProviderAdres(url: URL, lokaal = lokaleProvidersToegestaan()): Promise<boolean> {
  if (lokaal) return true;
  if (url.protocol !== "https:") return false;
  const host = url.hostname.replace(/^\[|\]$/g, "");
  if (isIP(host)) return !priveAdres(host);
  if (host === "localhost" || host.endsWith(".localhost")) return false;
  try {
    const adressen = await lookup(host, { all: true, verbatim: true });
    return adressen.length > 0 && adressen.every((a) => !priveAdres(a.address));
  } catch {
    return false;
  }
}

/**
 * Auth.js's fetch for the school's providers (discovery, token, userinfo): only allowed addresses
 * (magProviderAdres), no redirects followed, and a timeout, so a provider that never answers ends
 * the sign-in with a refusal instead of hanging it.
 */
export async function providerFetch(input: string | URL | Request, init?: RequestInit): Promise<Response> {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (!(await magProviderAdres(url))) throw new Error(`De inlogdienst ${url.host} ligt op een adres dat niet is toegestaan`);
  const timeout = AbortSignal.timeout(ssoGrenzen.timeoutMs);
  const signal = init?.signal ? AbortSignal.any([init.signal, timeout]) : timeout;
  return fetch(input, { ...init, redirect: "manual", signal });
}

export interface Aanmeldkeuze {
  providerId: string;
  naam: string;
  administratie: string;
}

/**
 * The providers that serve this e-mail address's domain, and whether the password stays (false
 * when any of them switched it off). One statement, across administrations: no administration is
 * known yet (docs/scale-out.md lists it).
 */
export async function aanmeldmethodenVoor(email: string, adres?: string): Promise<{ methoden: Aanmeldkeuze[]; wachtwoord: boolean }> {
  const domein = domeinVan(email);
  if (!domein || (await ssoTeVaak(adres))) return { methoden: [], wachtwoord: true };
  const rijen = await leesRijen<{ administratieNr: number; id: number; naam: string; administratie: string; wachtwoordToegestaan: boolean }>(Prisma.sql`
    SELECT i."administratieNr", i.id, i.naam, a.naam AS administratie, i."wachtwoordToegestaan"
    FROM "Inlogmethode" i JOIN "Administratie" a ON a."administratieNr" = i."administratieNr"
    WHERE i.actief AND a.actief AND i.domeinen @> ARRAY[${domein}]::text[]
    ORDER BY a.naam, i.naam, i.id
    LIMIT 20`);
  return {
    methoden: rijen.map((r) => ({ providerId: providerId(r.administratieNr, r.id), naam: r.naam, administratie: r.administratie })),
    wachtwoord: rijen.every((r) => r.wachtwoordToegestaan),
  };
}

/**
 * Password sign-in is switched off for this person: an active method that serves their address's
 * domain and has the password switched off is trusted by an administration they actively work in
 * (its own, or all of the customer's with klantId). Another administration's method claiming the
 * same domain switches off nobody else's password. One statement. Asked only after the password
 * was found right, so the answer tells nothing about which addresses exist.
 */
export async function wachtwoordUitgeschakeld(gebruikerId: string, email: string): Promise<boolean> {
  const domein = domeinVan(email);
  if (!domein) return false;
  const rijen = await leesRijen<{ uit: boolean }>(Prisma.sql`
    SELECT EXISTS (
      SELECT 1 FROM "Medewerker" m
      JOIN "Administratie" a ON a."administratieNr" = m."administratieNr" AND a.actief
      JOIN "Inlogmethode" i ON i.actief AND NOT i."wachtwoordToegestaan" AND i.domeinen @> ARRAY[${domein}]::text[]
        AND (i."administratieNr" = m."administratieNr" OR (i."klantId" IS NOT NULL AND i."klantId" = a."klantId"))
      WHERE m."gebruikerId" = ${gebruikerId}::uuid AND m.actief
    ) AS uit`);
  return rijen[0]?.uit === true;
}

export interface OidcMethode {
  providerId: string;
  administratieNr: number;
  id: number;
  naam: string;
  issuer: string;
  clientId: string;
  clientSecret: string;
  domeinen: string[];
  klantId: number | null;
}

/** The active provider an Auth.js request names (`oidc-<admnr>-<id>`): one statement on its administration. */
export async function laadOidcMethode(id: string): Promise<OidcMethode | null> {
  const sleutel = leesProviderId(id);
  if (!sleutel) return null;
  const r = await db.inlogmethode.findUnique({
    where: { administratieNr_id: sleutel },
    select: { administratieNr: true, id: true, naam: true, issuer: true, clientId: true, clientSecret: true, domeinen: true, klantId: true, actief: true },
  });
  if (!r || !r.actief) return null;
  return { providerId: id, administratieNr: r.administratieNr, id: r.id, naam: r.naam, issuer: r.issuer, clientId: r.clientId, clientSecret: ontsleutel(r.clientSecret), domeinen: r.domeinen, klantId: r.klantId };
}

export type SsoWeigering = "onbevestigd" | "domein" | "onbekend" | "andereAdministratie" | "inactief" | "koppeling" | "nietVertrouwd";

export type SsoUitkomst = { ok: true; gebruiker: { id: string; sessieVersie: number }; sid: string } | { ok: false; reden: SsoWeigering };

/**
 * Whether the person the provider vouches for (its ID token's claims) may enter, and if so a new
 * session. `email_verified` must be true and the address's domain one of the provider's. The
 * person is found by the stored link (issuer, sub) and otherwise by the verified address; they
 * must be an active staff member of an administration that trusts the provider. The link is
 * stored at the first sign-in. Microsoft Entra ID's `xms_edov` (e-mail domain owner verified)
 * counts as `email_verified`: Entra does not send the latter.
 *
 * Two rules guard against a provider vouching for more than it may:
 * - a person already linked at this issuer is found only by that sub: another sub claiming their
 *   address (a reassigned address, a second account) is refused (`koppeling`);
 * - a session spans all of a person's administrations, so every administration they actively
 *   work in must trust the provider (`nietVertrouwd`): otherwise one customer's administrator could
 *   point their own provider at a shared staff member's address and read another customer's data.
 */
export async function ssoAanmelding(methode: OidcMethode, claims: { sub?: unknown; email?: unknown; email_verified?: unknown; xms_edov?: unknown }, now = new Date()): Promise<SsoUitkomst> {
  const weiger = (reden: SsoWeigering): SsoUitkomst => {
    console.warn(JSON.stringify({ at: "sso-geweigerd", reden, provider: methode.providerId, administratieNr: methode.administratieNr, issuer: methode.issuer, sub: typeof claims.sub === "string" ? claims.sub : null, domein: typeof claims.email === "string" ? domeinVan(claims.email) : null }));
    return { ok: false, reden };
  };
  const sub = typeof claims.sub === "string" && claims.sub.length > 0 && claims.sub.length <= 255 ? claims.sub : null;
  if (!sub || typeof claims.email !== "string") return weiger("onbekend");
  if (claims.email_verified !== true && claims.xms_edov !== true) return weiger("onbevestigd");
  const email = normalizeEmail(claims.email);
  const domein = domeinVan(email);
  if (!domein || !methode.domeinen.includes(domein)) return weiger("domein");

  const koppeling = await db.inlogKoppeling.findUnique({ where: { issuer_sub: { issuer: methode.issuer, sub } }, select: { gebruikerId: true } });
  const gebruiker = await db.gebruiker.findUnique({
    where: koppeling ? { id: koppeling.gebruikerId } : { email },
    select: {
      id: true,
      sessieVersie: true,
      // Which administrations this person works in: once per sign-in, as the administration chooser (docs/scale-out.md, point 1).
      medewerkers: { select: { administratieNr: true, actief: true, administratie: { select: { klantId: true, actief: true } } } },
      inlogKoppelingen: { where: { issuer: methode.issuer }, select: { sub: true }, take: 1 },
    },
  });
  if (!gebruiker) return weiger("onbekend");
  if (!koppeling && gebruiker.inlogKoppelingen.length > 0) return weiger("koppeling");
  const vertrouwt = (m: (typeof gebruiker.medewerkers)[number]) =>
    m.administratieNr === methode.administratieNr || (methode.klantId !== null && m.administratie.klantId === methode.klantId);
  const vertrouwd = gebruiker.medewerkers.filter(vertrouwt);
  if (vertrouwd.length === 0) return weiger(gebruiker.medewerkers.length ? "andereAdministratie" : "onbekend");
  const actief = gebruiker.medewerkers.filter((m) => m.actief && m.administratie.actief);
  if (!actief.some(vertrouwt)) return weiger("inactief");
  if (!actief.every(vertrouwt)) return weiger("nietVertrouwd");

  if (!koppeling) await db.inlogKoppeling.createMany({ data: [{ issuer: methode.issuer, sub, gebruikerId: gebruiker.id }], skipDuplicates: true });
  await db.gebruiker.update({ where: { id: gebruiker.id }, data: { laatsteLogin: now } });
  const sid = await startSessie(gebruiker.id, SESSION_MAX_AGE_S, now);
  console.info(JSON.stringify({ at: "sso-aangemeld", provider: methode.providerId, gebruikerId: gebruiker.id, eersteKeer: !koppeling }));
  return { ok: true, gebruiker: { id: gebruiker.id, sessieVersie: gebruiker.sessieVersie }, sid };
}

