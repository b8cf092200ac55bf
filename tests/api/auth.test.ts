import { execSync } from "node:child_process";
import { describe, expect, it, vi } from "vitest";
import { createToken } from "@/lib/auth/tokens";
import { db } from "@/lib/db/client";
import { encode } from "next-auth/jwt";
import { beeindigAlleSessies, beeindigSessie, getClaims, LOCK_MS, MAX_FAILED_PER_ADRES, requestPasswordReset, setPasswordWithToken, verifyCredentials } from "@/lib/services/auth";
import { huidigSchooljaar } from "@/lib/schooljaar";
import { createTenant, seedDemo, DEMO_ADMINISTRATIENR, DEMO_PASSWORD, DEMO_USERS } from "@/prisma/seed-data";
import { call, makeTenant, SECRET, sessionCookie } from "./helpers";

describe("sign-in", () => {
  it("accepts the right password, case-insensitive e-mail", async () => {
    const t = await makeTenant();
    const r = await verifyCredentials(t.user.email.toUpperCase(), t.user.password);
    expect(r).toMatchObject({ ok: true, gebruiker: { id: t.user.id } });
  });

  it("answers an unknown e-mail and a wrong password alike", async () => {
    const t = await makeTenant();
    expect(await verifyCredentials("niemand@leerroute.test", "x")).toEqual({ ok: false, reason: "invalid" });
    expect(await verifyCredentials(t.user.email, "fout-wachtwoord")).toEqual({ ok: false, reason: "invalid" });
  });

  it("locks after 5 failures for 15 minutes, even for the right password, then lets in again", async () => {
    const t = await makeTenant();
    const now = new Date();
    for (let i = 1; i <= 4; i++) expect((await verifyCredentials(t.user.email, "fout", now)).ok).toBe(false);
    expect(await verifyCredentials(t.user.email, "fout", now)).toEqual({ ok: false, reason: "locked" });
    expect(await verifyCredentials(t.user.email, t.user.password, new Date(now.getTime() + LOCK_MS - 1000))).toEqual({ ok: false, reason: "locked" });
    const later = new Date(now.getTime() + LOCK_MS + 1000);
    expect((await verifyCredentials(t.user.email, t.user.password, later)).ok).toBe(true);
  });

  it("an unknown address locks like a known one after 5 failures (no account-existence oracle)", async () => {
    const t = await makeTenant();
    const now = new Date();
    const onbekend = `niemand-${Date.now()}@leerroute.test`;
    for (let i = 1; i <= 4; i++) {
      expect(await verifyCredentials(onbekend, "fout", now)).toEqual({ ok: false, reason: "invalid" });
      expect(await verifyCredentials(t.user.email, "fout", now)).toEqual({ ok: false, reason: "invalid" });
    }
    expect(await verifyCredentials(onbekend, "fout", now)).toEqual({ ok: false, reason: "locked" });
    expect(await verifyCredentials(t.user.email, "fout", now)).toEqual({ ok: false, reason: "locked" });
    expect(await verifyCredentials(onbekend.toUpperCase(), "fout", now)).toEqual({ ok: false, reason: "locked" });
  });

  it("blocks a client address after many failures over many accounts; other addresses go on", async () => {
    const t = await makeTenant();
    const now = new Date();
    const adres = `203.0.113.${Math.floor(Math.random() * 250)}`;
    await db.aanmeldPoging.deleteMany({ where: { sleutel: `adres:${adres}` } });
    for (let i = 0; i < MAX_FAILED_PER_ADRES; i++) await verifyCredentials(`spray-${i}-${Date.now()}@leerroute.test`, "Welkom01", now, adres);
    // The right password of a real account from that address: refused alike while blocked.
    expect(await verifyCredentials(t.user.email, t.user.password, now, adres)).toEqual({ ok: false, reason: "locked" });
    expect((await verifyCredentials(t.user.email, t.user.password, now, "198.51.100.7")).ok).toBe(true);
    expect((await verifyCredentials(t.user.email, t.user.password, new Date(now.getTime() + LOCK_MS + 1000), adres)).ok).toBe(true);
  });

  it("counts concurrent failures exactly (the limit holds across instances)", async () => {
    const t = await makeTenant();
    const now = new Date();
    await Promise.all(Array.from({ length: 12 }, () => verifyCredentials(t.user.email, "fout", now)));
    const rij = await db.aanmeldPoging.findUniqueOrThrow({ where: { sleutel: `account:${t.user.email.toLowerCase()}` } });
    expect(rij.geblokkeerdTot!.getTime()).toBeGreaterThan(now.getTime());
    expect(await verifyCredentials(t.user.email, t.user.password, now)).toEqual({ ok: false, reason: "locked" });
  });

  it("resets the failure count after a successful sign-in", async () => {
    const t = await makeTenant();
    for (let i = 0; i < 4; i++) await verifyCredentials(t.user.email, "fout");
    expect((await verifyCredentials(t.user.email, t.user.password)).ok).toBe(true);
    for (let i = 0; i < 4; i++) await verifyCredentials(t.user.email, "fout");
    expect((await verifyCredentials(t.user.email, t.user.password)).ok).toBe(true);
  });

  it("refuses a deactivated staff member", async () => {
    const t = await makeTenant();
    await db.medewerker.updateMany({ where: { gebruikerId: t.user.id }, data: { actief: false } });
    expect(await verifyCredentials(t.user.email, t.user.password)).toEqual({ ok: false, reason: "inactive" });
  });

  it("returns claims with sub as the user id", async () => {
    const t = await makeTenant();
    const claims = await getClaims(t.user.id);
    expect(claims).toContainEqual({ type: "sub", value: t.user.id });
    expect(claims).toContainEqual({ type: "email", value: t.user.email });
  });
});

describe("tokens", () => {
  it("sets a password once with an activation token, and bumps the session version", async () => {
    const t = await makeTenant();
    const token = await createToken(t.user.id, "Activatie", t.administratieNr);
    expect(await setPasswordWithToken(t.user.id, token, "kort")).toMatchObject({ ok: false, field: "password" });
    expect(await setPasswordWithToken(t.user.id, token, "Nieuw-wachtwoord-2026")).toEqual({ ok: true, administratieNr: t.administratieNr });
    expect((await verifyCredentials(t.user.email, "Nieuw-wachtwoord-2026")).ok).toBe(true);
    expect((await db.gebruiker.findUniqueOrThrow({ where: { id: t.user.id } })).sessieVersie).toBe(1);
    expect(await setPasswordWithToken(t.user.id, token, "Nog-een-wachtwoord-1")).toMatchObject({ ok: false });
  });

  it("refuses an expired token and a token of another user", async () => {
    const t = await makeTenant();
    const other = await makeTenant();
    const token = await createToken(t.user.id, "WachtwoordHerstel", null);
    expect(await setPasswordWithToken(other.user.id, token, "Nieuw-wachtwoord-2026")).toMatchObject({ ok: false });
    await db.gebruikerToken.updateMany({ where: { gebruikerId: t.user.id }, data: { verlooptOp: new Date(Date.now() - 1000) } });
    expect(await setPasswordWithToken(t.user.id, token, "Nieuw-wachtwoord-2026")).toMatchObject({ ok: false });
  });

  it("mails a reset link for a known address only", async () => {
    const t = await makeTenant();
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    await requestPasswordReset(t.user.email);
    await requestPasswordReset("onbekend@leerroute.test");
    expect(log).toHaveBeenCalledTimes(1);
    expect(String(log.mock.calls[0]![0])).toContain(`/account/wachtwoord-instellen?userId=${t.user.id}&token=`);
    log.mockRestore();
  });
});

describe("seed", () => {
  it("creates the demo administration once, with its size", async () => {
    // Seeding is the owner's job (npm start seeds as the owner, the app's role may not set sequences).
    expect((await seedDemo(process.env.TEST_EIGENAAR_DATABASE_URL)).created).toBe(true);
    expect((await seedDemo(process.env.TEST_EIGENAAR_DATABASE_URL)).created).toBe(false);
    const where = { administratieNr: DEMO_ADMINISTRATIENR };
    // The demo also has the previous school year (careers, evaluations): count the current one.
    const ditJaar = { ...where, schooljaar: huidigSchooljaar() };
    expect(await db.vestiging.count({ where })).toBe(2);
    expect(await db.groep.count({ where: ditJaar })).toBe(6);
    expect(await db.leerling.count({ where })).toBe(150);
    const toewijzingen = await db.leerlingtoewijzing.findMany({ where: { ...where, groep: { schooljaar: huidigSchooljaar() } }, select: { leerlingId: true } });
    expect(toewijzingen).toHaveLength(150);
    expect(new Set(toewijzingen.map((t) => t.leerlingId)).size).toBe(150);
    expect(await db.periode.count({ where: ditJaar })).toBe(4);
    expect(await db.rol.count({ where })).toBeGreaterThanOrEqual(3);
    expect((await verifyCredentials(DEMO_USERS.beheerder, DEMO_PASSWORD)).ok).toBe(true);
  });

  it("creates a real tenant whose administrator activates by link", async () => {
    const log = vi.spyOn(console, "log").mockImplementation(() => {});
    const { administratieNr, activationLink } = await createTenant({ naam: "OBS Het Anker", adminEmail: "Directie@Anker.test" });
    log.mockRestore();
    const url = new URL(activationLink);
    expect(url.pathname).toBe(`/activate/${administratieNr}`);
    const userId = url.searchParams.get("userId")!;
    expect(await db.leerling.count({ where: { administratieNr } })).toBe(0);
    expect((await db.gebruiker.findUniqueOrThrow({ where: { id: userId } })).email).toBe("directie@anker.test");
    expect(await verifyCredentials("directie@anker.test", "Wat-dan-ook-1")).toEqual({ ok: false, reason: "invalid" });
    expect(await setPasswordWithToken(userId, url.searchParams.get("token")!, "Anker-wachtwoord-1")).toEqual({ ok: true, administratieNr });
    expect((await verifyCredentials("directie@anker.test", "Anker-wachtwoord-1")).ok).toBe(true);
  });

  it("the README's tenant command works as written (a name with spaces, quoted)", async () => {
    // Exactly the README's line, through npm and a shell, as an administrator types it.
    const uit = execSync(`npm run --silent db:seed -- --tenant "OBS De Regenboog Noord" --admin-email directie@regenboog.test --admin-naam "Jan de Vries"`, {
      env: { ...process.env, SMTP_URL: "" },
      encoding: "utf8",
    });
    expect(uit).toContain('"OBS De Regenboog Noord" aangemaakt');
    const adm = await db.administratie.findFirstOrThrow({ where: { naam: "OBS De Regenboog Noord" } });
    expect(await db.medewerker.count({ where: { administratieNr: adm.administratieNr, gebruiker: { email: "directie@regenboog.test" } } })).toBe(1);
  }, 60_000);
});

describe("sessions end", () => {
  const permissies = (cookie: string, administratieNr: number) => call("GET", "/api/Accounts/Permissions", { query: { administratieNr }, cookie });

  it("a signed-out session's token is refused, also as a copy; other sessions go on", async () => {
    const t = await makeTenant();
    const tweede = await sessionCookie(t.user.id);
    expect((await permissies(t.user.cookie, t.administratieNr)).status).toBe(200);
    const sessies = await db.sessie.findMany({ where: { gebruikerId: t.user.id }, orderBy: { aangemaaktOp: "asc" } });
    expect(sessies).toHaveLength(2);
    await beeindigSessie(sessies[0]!.id);
    expect((await permissies(t.user.cookie, t.administratieNr)).status).toBe(401);
    expect((await permissies(tweede, t.administratieNr)).status).toBe(200);
  });

  it("sign out on all devices ends every session of that person only", async () => {
    const t = await makeTenant();
    const ander = await makeTenant();
    const tweede = await sessionCookie(t.user.id);
    expect(await beeindigAlleSessies(t.user.id)).toBe(2);
    expect((await permissies(t.user.cookie, t.administratieNr)).status).toBe(401);
    expect((await permissies(tweede, t.administratieNr)).status).toBe(401);
    expect((await permissies(ander.user.cookie, ander.administratieNr)).status).toBe(200);
  });

  it("an expired session row, a token without session id and a forged session id are refused", async () => {
    const t = await makeTenant();
    await db.sessie.updateMany({ where: { gebruikerId: t.user.id }, data: { verlooptOp: new Date(Date.now() - 1000) } });
    expect((await permissies(t.user.cookie, t.administratieNr)).status).toBe(401);
    const zonder = `authjs.session-token=${await encode({ token: { sub: t.user.id, sv: 0 }, secret: SECRET(), salt: "authjs.session-token" })}`;
    expect((await permissies(zonder, t.administratieNr)).status).toBe(401);
    const ander = await makeTenant();
    const [andereSessie] = await db.sessie.findMany({ where: { gebruikerId: ander.user.id } });
    const geleend = `authjs.session-token=${await encode({ token: { sub: t.user.id, sv: 0, sid: andereSessie!.id }, secret: SECRET(), salt: "authjs.session-token" })}`;
    expect((await permissies(geleend, t.administratieNr)).status).toBe(401);
  });
});
