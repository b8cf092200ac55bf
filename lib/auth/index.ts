import NextAuth, { CredentialsSignin, customFetch, type NextAuthConfig } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import type { OIDCConfig } from "next-auth/providers";
import { z } from "zod";
import { clientAdres } from "@/lib/auth/client-adres";
import { beeindigSessie, getSessionGebruiker, SESSION_MAX_AGE_S, startSessie, verifyCredentials } from "@/lib/services/auth";
import { laadOidcMethode, leesProviderId, providerFetch, ssoAanmelding, wachtwoordUitgeschakeld, type OidcMethode } from "@/lib/services/sso";

class LockedSignin extends CredentialsSignin {
  override code = "locked";
}
class InactiveSignin extends CredentialsSignin {
  override code = "inactive";
}
/** A provider serving the address's domain switched password sign-in off (issue 31). */
class SsoOnlySignin extends CredentialsSignin {
  override code = "sso";
}

export { SESSION_MAX_AGE_S };

const credentialsSchema = z.object({ email: z.string().trim().min(1).max(320), password: z.string().min(1).max(200) });

/**
 * What went wrong in an OpenID Connect callback, per request (Auth.js only logs it and redirects
 * with error=Configuration): app/api/auth/[...nextauth]/route.ts turns it into a Dutch refusal.
 */
export const ssoFouten = new WeakMap<Request, unknown>();

const credentials = Credentials({
  credentials: { email: { label: "E-mailadres" }, password: { label: "Wachtwoord", type: "password" } },
  async authorize(input, request) {
    const parsed = credentialsSchema.safeParse(input);
    if (!parsed.success) return null;
    const result = await verifyCredentials(parsed.data.email, parsed.data.password, new Date(), clientAdres(request.headers));
    if (result.ok) {
      // Only once the password is right, so the refusal tells nothing about which addresses exist.
      if (await wachtwoordUitgeschakeld(result.gebruiker.id, result.gebruiker.email)) throw new SsoOnlySignin();
      const sid = await startSessie(result.gebruiker.id, SESSION_MAX_AGE_S);
      return { id: result.gebruiker.id, email: result.gebruiker.email, sv: result.gebruiker.sessieVersie, sid };
    }
    if (result.reason === "locked") throw new LockedSignin();
    if (result.reason === "inactive") throw new InactiveSignin();
    return null;
  },
});

/**
 * The school's own identity provider as an Auth.js OpenID Connect provider, built per request from
 * the stored settings: authorization code flow with PKCE, state and nonce (all three checked on the
 * callback), scopes openid email profile, claims from the validated ID token (its issuer must be
 * the configured one, as must the discovery document's; its audience the client id).
 */
function oidcProvider(m: OidcMethode): OIDCConfig<Record<string, unknown>> {
  return {
    id: m.providerId,
    name: m.naam,
    type: "oidc",
    issuer: m.issuer,
    clientId: m.clientId,
    clientSecret: m.clientSecret,
    checks: ["pkce", "state", "nonce"],
    authorization: { params: { scope: "openid email profile" } },
    // Discovery, token and userinfo requests: allowed addresses only, with a timeout (lib/services/sso.ts).
    [customFetch]: providerFetch,
    profile: (p) => ({ id: String(p.sub ?? ""), email: typeof p.email === "string" ? p.email : null, name: typeof p.name === "string" ? p.name : null }),
  };
}

/** `/api/auth/signin/<id>` and `/api/auth/callback/<id>` name a stored provider. */
function providerUitVerzoek(req: Request | undefined): string | null {
  if (!req?.url) return null;
  const m = /\/api\/auth\/(?:signin|callback)\/([^/?#]+)/.exec(new URL(req.url).pathname);
  return m && leesProviderId(decodeURIComponent(m[1]!)) ? decodeURIComponent(m[1]!) : null;
}

async function config(req: Request | undefined): Promise<NextAuthConfig> {
  const id = providerUitVerzoek(req);
  const methode = id ? await laadOidcMethode(id) : null;
  return {
    trustHost: true,
    session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_S },
    pages: { signIn: "/account/login", error: "/account/login" },
    providers: methode ? [credentials, oidcProvider(methode)] : [credentials],
    logger: {
      error(error) {
        if (req && methode) ssoFouten.set(req, error);
        console.error(error);
      },
    },
    events: {
      // Ends the session server-side, not only the cookie: a copied token stops working too.
      async signOut(message) {
        const sid = "token" in message ? message.token?.sid : undefined;
        if (typeof sid === "string") await beeindigSessie(sid);
      },
    },
    callbacks: {
      // Only for a stored provider: only existing, active staff of an administration that trusts it.
      async signIn({ user, account, profile }) {
        if (account?.type !== "oidc") return true;
        if (!methode || account.provider !== methode.providerId || !profile) return "/account/login?sso=mislukt";
        const uitkomst = await ssoAanmelding(methode, profile);
        if (!uitkomst.ok) return `/account/login?sso=${uitkomst.reden}`;
        Object.assign(user, { id: uitkomst.gebruiker.id, sv: uitkomst.gebruiker.sessieVersie, sid: uitkomst.sid });
        return true;
      },
      jwt({ token, user }) {
        if (user) {
          token.sub = user.id;
          token.sv = (user as { sv?: number }).sv ?? 0;
          token.sid = (user as { sid?: string }).sid;
        }
        return token;
      },
      session({ session, token }) {
        return { ...session, user: { ...session.user, id: token.sub ?? "" }, sv: typeof token.sv === "number" ? token.sv : -1, sid: typeof token.sid === "string" ? token.sid : "" };
      },
    },
  };
}

export const { handlers, auth, signIn, signOut } = NextAuth((req) => config(req as Request | undefined));

/**
 * The signed-in person for pages and route handlers, re-checked against the database on every
 * request so a deactivated account or a changed password ends access at once.
 */
/** The id of the current browser session (for "sign out on all other devices"). */
export async function currentSessieId(): Promise<string | null> {
  const session = (await auth()) as { sid?: string } | null;
  return session?.sid || null;
}

export async function currentGebruiker(): Promise<{ id: string; email: string } | null> {
  const session = (await auth()) as { user?: { id?: string }; sv?: number; sid?: string } | null;
  const id = session?.user?.id;
  if (!id || typeof session?.sv !== "number" || !session.sid) return null;
  return getSessionGebruiker(id, session.sv, session.sid);
}
