import { expect, test } from "@playwright/test";
import { DEMO_ADMINISTRATIENR, DEMO_PASSWORD, DEMO_USERS } from "../../prisma/demo-constants";
import { createStaff, withDb } from "./db";
import { alert, expectAccessible, signIn, signOut } from "./helpers";

test("a user with one administration lands in it after sign-in", async ({ page }) => {
  await page.goto("/");
  await expect(page).toHaveURL(/\/account\/login\?returnurl=%2F$/);
  await expectAccessible(page);
  await signIn(page, DEMO_USERS.beheerder, DEMO_PASSWORD);
  // Nothing to choose: no chooser page, straight to the administration's home.
  await expect(page).toHaveURL(`/${DEMO_ADMINISTRATIENR}`);
  await expect(page.getByRole("heading", { name: "Basisschool De Regenboog" })).toBeVisible();
  await expectAccessible(page);
});

test("returnurl brings the user back to the page asked for", async ({ page }) => {
  await page.goto(`/${DEMO_ADMINISTRATIENR}?tab=x`);
  await expect(page).toHaveURL(`/account/login?returnurl=${encodeURIComponent(`/${DEMO_ADMINISTRATIENR}?tab=x`)}`);
  await signIn(page, DEMO_USERS.directeur, DEMO_PASSWORD);
  await expect(page).toHaveURL(`/${DEMO_ADMINISTRATIENR}?tab=x`);
});

test("a returnurl to another site is ignored", async ({ page }) => {
  await page.goto("/account/login?returnurl=%2F%2Fevil.example%2F");
  await signIn(page, DEMO_USERS.ib, DEMO_PASSWORD);
  await expect(page).toHaveURL(`/${DEMO_ADMINISTRATIENR}`);
});

test("wrong e-mail and wrong password get the same message; 5 failures lock the account", async ({ page }) => {
  const staff = await createStaff(DEMO_ADMINISTRATIENR, { password: "Juist-wachtwoord-1" });
  await page.goto("/account/login");
  await signIn(page, "niemand@leerroute.test", "iets");
  await expect(alert(page)).toHaveText("Onjuist e-mailadres of wachtwoord.");
  for (let i = 0; i < 4; i++) {
    await signIn(page, staff.email, `fout-${i}`);
    await expect(alert(page)).toHaveText("Onjuist e-mailadres of wachtwoord.");
  }
  await signIn(page, staff.email, "fout-5");
  await expect(alert(page)).toContainText("tijdelijk geblokkeerd");
  await signIn(page, staff.email, "Juist-wachtwoord-1");
  await expect(alert(page)).toContainText("tijdelijk geblokkeerd");
  await expect(page).toHaveURL(/\/account\/login/);
});

test("sign out leads to /Loggedout with the tenant, and the session is gone", async ({ page }) => {
  await page.goto(`/account/login?returnurl=%2F${DEMO_ADMINISTRATIENR}`);
  await signIn(page, DEMO_USERS.beheerder, DEMO_PASSWORD);
  await expect(page).toHaveURL(`/${DEMO_ADMINISTRATIENR}`);
  await signOut(page);
  await expect(page).toHaveURL(`/Loggedout?tenant=${DEMO_ADMINISTRATIENR}`);
  await expect(page.getByRole("heading", { name: "U bent afgemeld" })).toBeVisible();
  await expectAccessible(page);
  await page.goto(`/${DEMO_ADMINISTRATIENR}`);
  await expect(page).toHaveURL(/\/account\/login/);
});

test("/Loggedout without a numeric tenant is not found", async ({ page }) => {
  const res = await page.goto("/Loggedout?tenant=abc");
  expect(res?.status()).toBe(404);
  await expect(page.getByRole("heading", { name: "Pagina niet gevonden" })).toBeVisible();
  await expect(page.getByText("Sorry, we konden de opgevraagde pagina niet vinden.")).toBeVisible();
});

test("an administration the user is not a member of is not found", async ({ page }) => {
  await page.goto("/account/login?returnurl=%2F4242");
  await signIn(page, DEMO_USERS.beheerder, DEMO_PASSWORD);
  await expect(page.getByRole("heading", { name: "Pagina niet gevonden" })).toBeVisible();
});

test("activation link sets a password once, then the user signs in", async ({ page }) => {
  const staff = await createStaff(DEMO_ADMINISTRATIENR);
  await page.goto(`/activate/${DEMO_ADMINISTRATIENR}?userId=${staff.id}&token=${staff.token}`);
  await expect(page.getByRole("heading", { name: "Wachtwoord instellen" })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Nieuw wachtwoord").fill("kort");
  await page.getByLabel("Herhaal het wachtwoord").fill("kort");
  await page.getByRole("button", { name: "Wachtwoord opslaan" }).click();
  await expect(alert(page)).toContainText("minstens 10 tekens");
  await page.getByLabel("Nieuw wachtwoord").fill("Mijn-nieuwe-wachtwoord-1");
  await page.getByLabel("Herhaal het wachtwoord").fill("Mijn-nieuwe-wachtwoord-1");
  await page.getByRole("button", { name: "Wachtwoord opslaan" }).click();
  await expect(page.getByText("Uw wachtwoord is ingesteld.")).toBeVisible();
  await signIn(page, staff.email, "Mijn-nieuwe-wachtwoord-1");
  await expect(page).toHaveURL(`/${DEMO_ADMINISTRATIENR}`);
  // The link works once.
  await page.goto(`/activate/${DEMO_ADMINISTRATIENR}?userId=${staff.id}&token=${staff.token}`);
  await expect(page.getByText("Deze link is ongeldig, verlopen of al gebruikt.")).toBeVisible();
});

test("a deactivated user loses access on the next request", async ({ page }) => {
  const staff = await createStaff(DEMO_ADMINISTRATIENR, { password: "Juist-wachtwoord-1" });
  await page.goto(`/account/login?returnurl=%2F${DEMO_ADMINISTRATIENR}`);
  await signIn(page, staff.email, "Juist-wachtwoord-1");
  await expect(page).toHaveURL(`/${DEMO_ADMINISTRATIENR}`);
  await withDb((c) => c.query(`UPDATE "Medewerker" SET actief = false WHERE "gebruikerId" = $1`, [staff.id]));
  await page.reload();
  await expect(page.getByRole("heading", { name: "Pagina niet gevonden" })).toBeVisible();
  await page.context().clearCookies();
  await page.goto("/account/login");
  await signIn(page, staff.email, "Juist-wachtwoord-1");
  await expect(alert(page)).toContainText("niet actief");
});

test("GET /account/user gives the claims with sub", async ({ page }) => {
  const anonymous = await page.request.get("/account/user");
  expect(anonymous.status()).toBe(401);
  await page.goto("/account/login");
  await signIn(page, DEMO_USERS.beheerder, DEMO_PASSWORD);
  await expect(page).toHaveURL(`/${DEMO_ADMINISTRATIENR}`);
  const res = await page.request.get("/account/user");
  expect(res.status()).toBe(200);
  const claims = (await res.json()) as { type: string; value: string }[];
  expect(claims.find((c) => c.type === "sub")?.value).toMatch(/^[0-9a-f-]{36}$/);
  const api = await page.request.get(`/api/Accounts/Permissions?administratieNr=${DEMO_ADMINISTRATIENR}`, { headers: { "X-CSRF": "1" } });
  expect(api.status()).toBe(200);
});

test("a session token copied before sign-out no longer works after it (API, pages, /account/user)", async ({ page, browser }) => {
  await page.goto(`/account/login?returnurl=%2F${DEMO_ADMINISTRATIENR}`);
  await signIn(page, DEMO_USERS.beheerder, DEMO_PASSWORD);
  await expect(page).toHaveURL(`/${DEMO_ADMINISTRATIENR}`);
  const kopie = await page.context().cookies();
  const dief = await browser.newContext();
  await dief.addCookies(kopie);
  const api = () => dief.request.get(`/api/Accounts/Permissions?administratieNr=${DEMO_ADMINISTRATIENR}`, { headers: { "X-CSRF": "1" } });
  expect((await api()).status()).toBe(200);
  await signOut(page);
  await expect(page).toHaveURL(`/Loggedout?tenant=${DEMO_ADMINISTRATIENR}`);
  expect((await api()).status()).toBe(401);
  expect((await dief.request.get("/account/user")).status()).toBe(401);
  const p = await dief.newPage();
  await p.goto(`/${DEMO_ADMINISTRATIENR}`);
  await expect(p).toHaveURL(/\/account\/login/);
  await dief.close();
});

test("Mijn account signs out on all devices", async ({ page, browser }) => {
  const { email } = await createStaff(DEMO_ADMINISTRATIENR, { password: "Alle-apparaten-2026" });
  const ander = await browser.newContext();
  const anderePagina = await ander.newPage();
  for (const p of [page, anderePagina]) {
    await p.goto(`/account/login?returnurl=%2F${DEMO_ADMINISTRATIENR}%2Faccount%2FMijnaccount`);
    await signIn(p, email, "Alle-apparaten-2026");
    await expect(p).toHaveURL(`/${DEMO_ADMINISTRATIENR}/account/Mijnaccount`);
  }
  await page.getByRole("button", { name: "Afmelden op alle apparaten" }).click();
  await expect(page).toHaveURL(`/Loggedout?tenant=${DEMO_ADMINISTRATIENR}`);
  await anderePagina.reload();
  await expect(anderePagina).toHaveURL(/\/account\/login/);
  await ander.close();
});
