import NextAuth, { CredentialsSignin } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { z } from "zod";
import { clientAdres } from "@/lib/auth/client-adres";
import { beeindigSessie, getSessionGebruiker, SESSION_MAX_AGE_S, startSessie, verifyCredentials } from "@/lib/services/auth";

class LockedSignin extends CredentialsSignin {
  override code = "locked";
}
class InactiveSignin extends CredentialsSignin {
  override code = "inactive";
}

export { SESSION_MAX_AGE_S };

const credentialsSchema = z.object({ email: z.string().trim().min(1).max(320), password: z.string().min(1).max(200) });

export const { handlers, auth, signIn, signOut } = NextAuth({
  trustHost: true,
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_S },
  pages: { signIn: "/account/login", error: "/account/login" },
  providers: [
    Credentials({
      credentials: { email: { label: "E-mailadres" }, password: { label: "Wachtwoord", type: "password" } },
      async authorize(input, request) {
        const parsed = credentialsSchema.safeParse(input);
        if (!parsed.success) return null;
        const result = await verifyCredentials(parsed.data.email, parsed.data.password, new Date(), clientAdres(request.headers));
        if (result.ok) {
          const sid = await startSessie(result.gebruiker.id, SESSION_MAX_AGE_S);
          return { id: result.gebruiker.id, email: result.gebruiker.email, sv: result.gebruiker.sessieVersie, sid };
        }
        if (result.reason === "locked") throw new LockedSignin();
        if (result.reason === "inactive") throw new InactiveSignin();
        return null;
      },
    }),
  ],
  events: {
    // Ends the session server-side, not only the cookie: a copied token stops working too.
    async signOut(message) {
      const sid = "token" in message ? message.token?.sid : undefined;
      if (typeof sid === "string") await beeindigSessie(sid);
    },
  },
  callbacks: {
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
});

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
