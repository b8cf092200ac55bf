import { db } from "@/lib/db/client";
import { hashPassword, passwordProblem, verifyDummy, verifyPassword } from "@/lib/auth/passwords";
import { createToken, findValidToken } from "@/lib/auth/tokens";
import { appUrl, sendMail } from "@/lib/mail";

export const MAX_FAILED_LOGINS = 5;
export const LOCK_MS = 15 * 60_000;

export type CredentialsResult =
  | { ok: true; gebruiker: { id: string; email: string; sessieVersie: number } }
  | { ok: false; reason: "invalid" | "locked" | "inactive" };

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Checks e-mail and password. Unknown address and wrong password answer alike (and take as long);
 * the 5th failure in a row locks the account for 15 minutes; a person without any active staff
 * membership in an active administration cannot sign in.
 */
export async function verifyCredentials(email: string, password: string, now = new Date()): Promise<CredentialsResult> {
  const gebruiker = await db.gebruiker.findUnique({ where: { email: normalizeEmail(email) } });
  if (!gebruiker || !gebruiker.passwordHash) {
    await verifyDummy(password);
    return { ok: false, reason: "invalid" };
  }
  if (gebruiker.geblokkeerdTot && gebruiker.geblokkeerdTot > now) return { ok: false, reason: "locked" };

  if (!(await verifyPassword(gebruiker.passwordHash, password))) {
    // Counted in SQL so concurrent attempts cannot slip past the limit.
    const [row] = await db.$queryRaw<{ mislukteLogins: number }[]>`
      UPDATE "Gebruiker" SET "mislukteLogins" = CASE WHEN "geblokkeerdTot" IS NOT NULL AND "geblokkeerdTot" <= ${now} THEN 1 ELSE "mislukteLogins" + 1 END,
        "geblokkeerdTot" = CASE WHEN "geblokkeerdTot" IS NOT NULL AND "geblokkeerdTot" <= ${now} THEN NULL ELSE "geblokkeerdTot" END,
        "updatedAt" = now()
      WHERE id = ${gebruiker.id}::uuid RETURNING "mislukteLogins"`;
    if (row && row.mislukteLogins >= MAX_FAILED_LOGINS) {
      await db.gebruiker.update({
        where: { id: gebruiker.id },
        data: { geblokkeerdTot: new Date(now.getTime() + LOCK_MS), mislukteLogins: 0 },
      });
      return { ok: false, reason: "locked" };
    }
    return { ok: false, reason: "invalid" };
  }

  const active = await db.medewerker.count({
    where: { gebruikerId: gebruiker.id, actief: true, administratie: { actief: true } },
  });
  if (active === 0) return { ok: false, reason: "inactive" };

  await db.gebruiker.update({
    where: { id: gebruiker.id },
    data: { mislukteLogins: 0, geblokkeerdTot: null, laatsteLogin: now },
  });
  return { ok: true, gebruiker: { id: gebruiker.id, email: gebruiker.email, sessieVersie: gebruiker.sessieVersie } };
}

/** The signed-in person as a session claims them, if the session is still honoured. */
export async function getSessionGebruiker(gebruikerId: string, sessieVersie: number) {
  const gebruiker = await db.gebruiker.findUnique({
    where: { id: gebruikerId },
    select: { id: true, email: true, sessieVersie: true },
  });
  if (!gebruiker || gebruiker.sessieVersie !== sessieVersie) return null;
  return gebruiker;
}

/** Sets a new password with a single-use token (activation or reset). */
export async function setPasswordWithToken(
  gebruikerId: string,
  token: string,
  password: string,
): Promise<{ ok: true; administratieNr: number | null } | { ok: false; message: string; field?: "password" }> {
  const problem = passwordProblem(password);
  if (problem) return { ok: false, message: problem, field: "password" };
  const passwordHash = await hashPassword(password);
  return db.$transaction(async (tx) => {
    const row = await findValidToken(gebruikerId, token, tx);
    if (!row) return { ok: false as const, message: "Deze link is ongeldig, verlopen of al gebruikt. Vraag een nieuwe aan." };
    // Marking it used inside the transaction, guarded on gebruiktOp, makes the token single-use under races.
    const used = await tx.gebruikerToken.updateMany({ where: { id: row.id, gebruiktOp: null }, data: { gebruiktOp: new Date() } });
    if (used.count !== 1) return { ok: false as const, message: "Deze link is al gebruikt." };
    await tx.gebruiker.update({
      where: { id: gebruikerId },
      data: { passwordHash, mislukteLogins: 0, geblokkeerdTot: null, sessieVersie: { increment: 1 } },
    });
    return { ok: true as const, administratieNr: row.administratieNr };
  });
}

/** Mails a reset link when the address is known; the caller always shows the same answer. */
export async function requestPasswordReset(email: string): Promise<void> {
  const gebruiker = await db.gebruiker.findUnique({ where: { email: normalizeEmail(email) } });
  if (!gebruiker) return;
  const token = await createToken(gebruiker.id, "WachtwoordHerstel", null);
  const link = appUrl(`/account/wachtwoord-instellen?userId=${gebruiker.id}&token=${token}`);
  await sendMail({
    to: gebruiker.email,
    subject: "Wachtwoord opnieuw instellen voor Leerroute",
    text: `Beste gebruiker,\n\nVia de link hieronder stelt u een nieuw wachtwoord in. De link is een uur geldig en werkt één keer.\n\n${link}\n\nHeeft u dit niet aangevraagd? Dan kunt u deze e-mail negeren.`,
  });
}

/** Creates an activation token for a new staff member and mails (or prints) the link. */
export async function sendActivation(gebruikerId: string, administratieNr: number): Promise<string> {
  const gebruiker = await db.gebruiker.findUniqueOrThrow({ where: { id: gebruikerId } });
  const administratie = await db.administratie.findUniqueOrThrow({ where: { administratieNr } });
  const token = await createToken(gebruikerId, "Activatie", administratieNr);
  const link = appUrl(`/activate/${administratieNr}?userId=${gebruikerId}&token=${token}`);
  await sendMail({
    to: gebruiker.email,
    subject: `Uw account voor ${administratie.naam} in Leerroute`,
    text: `Beste collega,\n\nEr is een account voor u aangemaakt in de administratie ${administratie.naam}. Via de link hieronder kiest u uw wachtwoord. De link is zeven dagen geldig en werkt één keer.\n\n${link}\n`,
  });
  return link;
}

/** The claims list of GET /account/user. */
export async function getClaims(gebruikerId: string) {
  const gebruiker = await db.gebruiker.findUnique({
    where: { id: gebruikerId },
    include: { medewerkers: { where: { actief: true }, take: 1, orderBy: { administratieNr: "asc" } } },
  });
  if (!gebruiker) return null;
  const m = gebruiker.medewerkers[0];
  const name = m ? [m.roepnaam, m.tussenvoegsel, m.achternaam].filter(Boolean).join(" ") : gebruiker.email;
  return [
    { type: "sub", value: gebruiker.id },
    { type: "email", value: gebruiker.email },
    { type: "name", value: name },
  ];
}
