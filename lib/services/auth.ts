import { Prisma } from "@/lib/generated/prisma/client";
import { db, leesRijen } from "@/lib/db/client";
import { hashPassword, passwordProblem, verifyDummy, verifyPassword } from "@/lib/auth/passwords";
import { createToken, findValidToken } from "@/lib/auth/tokens";
import { appUrl, sendMail } from "@/lib/mail";

/** Failures in a row that lock an account (any e-mail address, known or not) for LOCK_MS. */
export const MAX_FAILED_LOGINS = 5;
/**
 * Failures from one client address within LOCK_MS that block that address for LOCK_MS. High
 * enough for a school behind one NAT address, low enough to stop spraying passwords.
 */
export const MAX_FAILED_PER_ADRES = 50;
export const LOCK_MS = 15 * 60_000;

export type CredentialsResult =
  | { ok: true; gebruiker: { id: string; email: string; sessieVersie: number } }
  | { ok: false; reason: "invalid" | "locked" | "inactive" };

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

const accountSleutel = (email: string) => `account:${normalizeEmail(email)}`.slice(0, 400);
const adresSleutel = (adres: string) => `adres:${adres}`.slice(0, 200);

/** Is any of these keys blocked now? */
async function geblokkeerd(sleutels: string[], now: Date): Promise<boolean> {
  const rows = await leesRijen<{ n: number }>(Prisma.sql`
    SELECT count(*)::int AS n FROM "AanmeldPoging" WHERE "sleutel" = ANY(${sleutels}::text[]) AND "geblokkeerdTot" > ${now}`);
  return (rows[0]?.n ?? 0) > 0;
}

/**
 * Counts one failure on each key in one statement (so concurrent attempts on several instances
 * cannot slip past the limit): a window older than LOCK_MS or an ended block starts again at 1;
 * reaching the key's maximum blocks it for LOCK_MS. True when a key is blocked now.
 */
async function telMislukking(sleutels: { sleutel: string; max: number }[], now: Date): Promise<boolean> {
  const vensterGrens = new Date(now.getTime() - LOCK_MS);
  const tot = new Date(now.getTime() + LOCK_MS);
  const rows = await leesRijen<{ geblokkeerd: boolean }>(Prisma.sql`
    INSERT INTO "AanmeldPoging" AS p ("sleutel", "aantal", "vensterStart", "geblokkeerdTot")
    SELECT k.sleutel, 1, ${now}, CASE WHEN k.max <= 1 THEN ${tot}::timestamp(3) END
    FROM unnest(${sleutels.map((s) => s.sleutel)}::text[], ${sleutels.map((s) => s.max)}::int[]) AS k(sleutel, max)
    ON CONFLICT ("sleutel") DO UPDATE SET
      "aantal" = CASE WHEN p."vensterStart" <= ${vensterGrens} OR p."geblokkeerdTot" <= ${now} THEN 1 ELSE p."aantal" + 1 END,
      "vensterStart" = CASE WHEN p."vensterStart" <= ${vensterGrens} OR p."geblokkeerdTot" <= ${now} THEN ${now} ELSE p."vensterStart" END,
      "geblokkeerdTot" = CASE
        WHEN (CASE WHEN p."vensterStart" <= ${vensterGrens} OR p."geblokkeerdTot" <= ${now} THEN 1 ELSE p."aantal" + 1 END)
             >= (CASE WHEN p."sleutel" LIKE 'adres:%' THEN ${MAX_FAILED_PER_ADRES}::int ELSE ${MAX_FAILED_LOGINS}::int END) THEN ${tot}::timestamp(3)
        WHEN p."geblokkeerdTot" <= ${now} THEN NULL
        ELSE p."geblokkeerdTot" END
    RETURNING coalesce(p."geblokkeerdTot" > ${now}::timestamp(3), false) AS geblokkeerd`);
  return rows.some((r) => r.geblokkeerd);
}

/**
 * Checks e-mail and password. An unknown address, a wrong password and a blocked account or
 * client address answer alike for known and unknown addresses (and take as long): the 5th failure
 * in a row on an address locks it for 15 minutes, many failures from one client address block
 * that address. A person without any active staff membership in an active administration cannot
 * sign in. `adres` is the client address (lib/auth/client-adres.ts), absent in tests.
 */
export async function verifyCredentials(email: string, password: string, now = new Date(), adres?: string): Promise<CredentialsResult> {
  const sleutels = [{ sleutel: accountSleutel(email), max: MAX_FAILED_LOGINS }, ...(adres ? [{ sleutel: adresSleutel(adres), max: MAX_FAILED_PER_ADRES }] : [])];
  if (await geblokkeerd(sleutels.map((s) => s.sleutel), now)) {
    await verifyDummy(password);
    return { ok: false, reason: "locked" };
  }
  const gebruiker = await db.gebruiker.findUnique({ where: { email: normalizeEmail(email) } });
  const juist = gebruiker?.passwordHash ? await verifyPassword(gebruiker.passwordHash, password) : (await verifyDummy(password), false);
  if (!gebruiker || !juist) return { ok: false, reason: (await telMislukking(sleutels, now)) ? "locked" : "invalid" };

  const active = await db.medewerker.count({
    where: { gebruikerId: gebruiker.id, actief: true, administratie: { actief: true } },
  });
  if (active === 0) return { ok: false, reason: "inactive" };

  await db.$transaction([
    db.aanmeldPoging.deleteMany({ where: { sleutel: accountSleutel(email) } }),
    db.gebruiker.update({ where: { id: gebruiker.id }, data: { laatsteLogin: now } }),
  ]);
  return { ok: true, gebruiker: { id: gebruiker.id, email: gebruiker.email ?? normalizeEmail(email), sessieVersie: gebruiker.sessieVersie } };
}

/** A session lasts a working day at most. */
export const SESSION_MAX_AGE_S = 10 * 60 * 60;

/** A new browser session after a successful sign-in (expired ones of this person are cleared). */
export async function startSessie(gebruikerId: string, maxAgeS: number, now = new Date()): Promise<string> {
  const [, sessie] = await db.$transaction([
    db.sessie.deleteMany({ where: { gebruikerId, verlooptOp: { lte: now } } }),
    db.sessie.create({ data: { gebruikerId, verlooptOp: new Date(now.getTime() + maxAgeS * 1000) }, select: { id: true } }),
  ]);
  return sessie.id;
}

/** Sign-out: this session ends at once, also for a copy of its token. */
export async function beeindigSessie(sessieId: string): Promise<void> {
  if (!UUID.test(sessieId)) return;
  await db.sessie.deleteMany({ where: { id: sessieId } });
}

/** "Sign out on all devices": every session of this person ends. */
export async function beeindigAlleSessies(gebruikerId: string): Promise<number> {
  const r = await db.sessie.deleteMany({ where: { gebruikerId } });
  return r.count;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The signed-in person as a session claims them, if the session is still honoured: its row exists
 * and has not expired (sign-out deletes it), and the person's session version is unchanged
 * (deactivation, password change). One statement.
 */
export async function getSessionGebruiker(gebruikerId: string, sessieVersie: number, sessieId: string) {
  if (!UUID.test(gebruikerId) || !UUID.test(sessieId)) return null;
  const rows = await leesRijen<{ id: string; email: string }>(Prisma.sql`
    SELECT g."id", g."email" FROM "Sessie" s JOIN "Gebruiker" g ON g."id" = s."gebruikerId"
    WHERE s."id" = ${sessieId}::uuid AND s."gebruikerId" = ${gebruikerId}::uuid
      AND s."verlooptOp" > now() AND g."sessieVersie" = ${sessieVersie}`);
  return rows[0] ?? null;
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
    // A new password ends every session and lifts the lock on the account's address.
    const gebruiker = await tx.gebruiker.update({ where: { id: gebruikerId }, data: { passwordHash, sessieVersie: { increment: 1 } }, select: { email: true } });
    if (gebruiker.email) await tx.aanmeldPoging.deleteMany({ where: { sleutel: accountSleutel(gebruiker.email) } });
    return { ok: true as const, administratieNr: row.administratieNr };
  });
}

/** Mails a reset link when the address is known; the caller always shows the same answer. */
export async function requestPasswordReset(email: string): Promise<void> {
  const gebruiker = await db.gebruiker.findUnique({ where: { email: normalizeEmail(email) } });
  if (!gebruiker?.email) return;
  const token = await createToken(gebruiker.id, "WachtwoordHerstel", null);
  const link = appUrl(`/account/wachtwoord-instellen?userId=${gebruiker.id}&token=${token}`);
  await sendMail({
    to: gebruiker.email,
    subject: "Wachtwoord opnieuw instellen voor Leerroute",
    text: `Beste gebruiker,\n\nVia de link hieronder stelt u een nieuw wachtwoord in. De link is een uur geldig en werkt één keer.\n\n${link}\n\nHeeft u dit niet aangevraagd? Dan kunt u deze e-mail negeren.`,
  });
}

/**
 * Creates an activation token for a new staff member and mails (or prints) the link. A person
 * without an e-mail address (imported from EDEX without one) cannot be sent one: an error.
 */
export async function sendActivation(gebruikerId: string, administratieNr: number): Promise<string> {
  const gebruiker = await db.gebruiker.findUniqueOrThrow({ where: { id: gebruikerId } });
  if (!gebruiker.email) throw new Error("Geen e-mailadres: er kan geen activatielink worden verstuurd.");
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
  const name = m ? [m.roepnaam, m.tussenvoegsel, m.achternaam].filter(Boolean).join(" ") : (gebruiker.email ?? "");
  return [
    { type: "sub", value: gebruiker.id },
    { type: "email", value: gebruiker.email ?? "" },
    { type: "name", value: name },
  ];
}
