import NextAuth, { CredentialsSignin } from "next-auth";
import Credentials from "next-auth/providers/credentials";
import { z } from "zod";
import { getSessionGebruiker, verifyCredentials } from "@/lib/services/auth";

class LockedSignin extends CredentialsSignin {
  override code = "locked";
}
class InactiveSignin extends CredentialsSignin {
  override code = "inactive";
}

export const SESSION_MAX_AGE_S = 10 * 60 * 60;

const credentialsSchema = z.object({ email: z.string().trim().min(1).max(320), password: z.string().min(1).max(200) });

export const { handlers, auth, signIn, signOut } = NextAuth({
  trustHost: true,
  session: { strategy: "jwt", maxAge: SESSION_MAX_AGE_S },
  pages: { signIn: "/account/login", error: "/account/login" },
  providers: [
    Credentials({
      credentials: { email: { label: "E-mailadres" }, password: { label: "Wachtwoord", type: "password" } },
      async authorize(input) {
        const parsed = credentialsSchema.safeParse(input);
        if (!parsed.success) return null;
        const result = await verifyCredentials(parsed.data.email, parsed.data.password);
        if (result.ok) return { id: result.gebruiker.id, email: result.gebruiker.email, sv: result.gebruiker.sessieVersie };
        if (result.reason === "locked") throw new LockedSignin();
        if (result.reason === "inactive") throw new InactiveSignin();
        return null;
      },
    }),
  ],
  callbacks: {
    jwt({ token, user }) {
      if (user) {
        token.sub = user.id;
        token.sv = (user as { sv?: number }).sv ?? 0;
      }
      return token;
    },
    session({ session, token }) {
      return { ...session, user: { ...session.user, id: token.sub ?? "" }, sv: typeof token.sv === "number" ? token.sv : -1 };
    },
  },
});

/**
 * The signed-in person for pages and route handlers, re-checked against the database on every
 * request so a deactivated account or a changed password ends access at once.
 */
export async function currentGebruiker(): Promise<{ id: string; email: string } | null> {
  const session = (await auth()) as { user?: { id?: string }; sv?: number } | null;
  const id = session?.user?.id;
  if (!id || typeof session?.sv !== "number") return null;
  return getSessionGebruiker(id, session.sv);
}
