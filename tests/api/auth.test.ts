import { describe, expect, it, vi } from "vitest";
import { createToken } from "@/lib/auth/tokens";
import { db } from "@/lib/db/client";
import { getClaims, LOCK_MS, requestPasswordReset, setPasswordWithToken, verifyCredentials } from "@/lib/services/auth";
import { huidigSchooljaar } from "@/lib/schooljaar";
import { createTenant, seedDemo, DEMO_ADMINISTRATIENR, DEMO_PASSWORD, DEMO_USERS } from "@/prisma/seed-data";
import { makeTenant } from "./helpers";

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
    expect((await seedDemo()).created).toBe(true);
    expect((await seedDemo()).created).toBe(false);
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
});
