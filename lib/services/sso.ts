import { db, leesRijen } from "@/lib/db/client";
import { Prisma } from "@/lib/generated/prisma/client";
import { ontsleutel } from "@/lib/connector/geheim";
import { normalizeEmail, SESSION_MAX_AGE_S, startSessie } from "@/lib/services/auth";
import { providerId } from "@/lib/services/inlogmethoden";

/**
 * Sign-in through the school's own accounts (issue 31), the part before any administration is
 * known: which providers serve an e-mail domain, the provider a sign-in names, and whether the
 * person a provider vouches for may enter. Only existing, active staff of an administration that
 * trusts the provider (its own, or every administration of the customer with klantId) get in;
 * nothing here ever creates an account. Every refusal is a log line (`at: "sso-geweigerd"`).
 */

const PROVIDER_ID = /^oidc-(\d{1,9})-(\d{1,9})$/;

export function leesProviderId(id: string): { administratieNr: number; id: number } | null {
  const m = PROVIDER_ID.exec(id);
  return m ? { administratieNr: Number(m[1]), id: Number(m[2]) } : null;
}

function domeinVan(email: string): string | null {
  const e = normalizeEmail(email);
  const at = e.lastIndexOf("@");
  return at > 0 && at < e.length - 1 ? e.slice(at + 1) : null;
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
export async function aanmeldmethodenVoor(email: string): Promise<{ methoden: Aanmeldkeuze[]; wachtwoord: boolean }> {
  const domein = domeinVan(email);
  if (!domein) return { methoden: [], wachtwoord: true };
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

/** Password sign-in for this address is switched off by a provider serving its domain. */
export async function wachtwoordUitgeschakeld(email: string): Promise<boolean> {
  return !(await aanmeldmethodenVoor(email)).wachtwoord;
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

export type SsoWeigering = "onbevestigd" | "domein" | "onbekend" | "andereAdministratie" | "inactief";

export type SsoUitkomst = { ok: true; gebruiker: { id: string; sessieVersie: number }; sid: string } | { ok: false; reden: SsoWeigering };

/**
 * Whether the person the provider vouches for (its ID token's claims) may enter, and if so a new
 * session. `email_verified` must be true and the address's domain one of the provider's. The
 * person is found by the stored link (issuer, sub) and otherwise by the verified address; they
 * must be an active staff member of an administration that trusts the provider. The link is
 * stored at the first sign-in.
 */
export async function ssoAanmelding(methode: OidcMethode, claims: { sub?: unknown; email?: unknown; email_verified?: unknown }, now = new Date()): Promise<SsoUitkomst> {
  const weiger = (reden: SsoWeigering): SsoUitkomst => {
    console.warn(JSON.stringify({ at: "sso-geweigerd", reden, provider: methode.providerId, administratieNr: methode.administratieNr, issuer: methode.issuer, sub: typeof claims.sub === "string" ? claims.sub : null, domein: typeof claims.email === "string" ? domeinVan(claims.email) : null }));
    return { ok: false, reden };
  };
  const sub = typeof claims.sub === "string" && claims.sub.length > 0 && claims.sub.length <= 255 ? claims.sub : null;
  if (!sub || typeof claims.email !== "string") return weiger("onbekend");
  if (claims.email_verified !== true) return weiger("onbevestigd");
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
    },
  });
  if (!gebruiker) return weiger("onbekend");
  const vertrouwd = gebruiker.medewerkers.filter(
    (m) => m.administratieNr === methode.administratieNr || (methode.klantId !== null && m.administratie.klantId === methode.klantId),
  );
  if (vertrouwd.length === 0) return weiger(gebruiker.medewerkers.length ? "andereAdministratie" : "onbekend");
  if (!vertrouwd.some((m) => m.actief && m.administratie.actief)) return weiger("inactief");

  if (!koppeling) await db.inlogKoppeling.createMany({ data: [{ issuer: methode.issuer, sub, gebruikerId: gebruiker.id }], skipDuplicates: true });
  await db.gebruiker.update({ where: { id: gebruiker.id }, data: { laatsteLogin: now } });
  const sid = await startSessie(gebruiker.id, SESSION_MAX_AGE_S, now);
  console.info(JSON.stringify({ at: "sso-aangemeld", provider: methode.providerId, gebruikerId: gebruiker.id, eersteKeer: !koppeling }));
  return { ok: true, gebruiker: { id: gebruiker.id, sessieVersie: gebruiker.sessieVersie }, sid };
}
