import { expect as baseExpect, test } from "@playwright/test";
import { DEMO_ADMINISTRATIENR as A, DEMO_PASSWORD, DEMO_USERS } from "../../prisma/demo-constants";
import { startOidcProvider, type TestProvider } from "../oidc/provider";
import { withDb } from "./db";
import { expectAccessible, hydrated, openAs, signOut } from "./helpers";

/**
 * Issue 31: sign in with the school's own accounts. A real OpenID Connect provider (oidc-provider
 * on 127.0.0.1, tests/oidc/provider.ts) is started by this spec; the administrator configures it
 * under Instellingen › Inlogmethoden, signs out, and a teacher signs in through the provider's own
 * login form and lands in the administration.
 */
test.describe.configure({ timeout: 240_000, mode: "serial" });
const expect = baseExpect.configure({ timeout: 30_000 });

const PORT = Number(process.env.E2E_PORT ?? 3100);
const NAAM = "E2E Microsoft";
let idp: TestProvider;

async function opruimen() {
  await withDb(async (c) => {
    await c.query(`DELETE FROM "InlogKoppeling" WHERE issuer LIKE 'http://127.0.0.1:%'`);
    await c.query(`DELETE FROM "Inlogmethode" WHERE "administratieNr" = $1 AND naam = $2`, [A, NAAM]);
  });
}

test.beforeAll(async () => {
  await opruimen();
  idp = await startOidcProvider({
    clients: [{ client_id: "leerroute-e2e", client_secret: "e2e-geheim-0123456789" }],
    accounts: [
      { login: "leerkracht", email: DEMO_USERS.leerkracht, email_verified: true, name: "Leerkracht" },
      // The same person after her account at the provider was recreated: a new sub.
      { login: "leerkracht-nieuw", email: DEMO_USERS.leerkracht, email_verified: true, name: "Leerkracht" },
    ],
    redirectPrefix: [`http://localhost:${PORT}/api/auth/callback/`, `http://127.0.0.1:${PORT}/api/auth/callback/`],
  });
});

test.afterAll(async () => {
  await idp?.stop();
  await opruimen();
});

test("an administrator configures the provider; a teacher signs in through it and out again", async ({ page }) => {
  await openAs(page, `/${A}/beheer/Inlogmethoden`, DEMO_USERS.beheerder, DEMO_PASSWORD);
  await expect(page.getByRole("heading", { name: "Inlogmethoden", level: 1 })).toBeVisible();
  await expect(page.getByText("Er zijn nog geen inlogmethoden.")).toBeVisible();
  await expectAccessible(page);

  const toevoegen = page.getByRole("button", { name: "Inlogmethode toevoegen" });
  await hydrated(toevoegen);
  await toevoegen.click();
  const dialoog = page.getByRole("dialog");
  await dialoog.getByLabel("Naam op de knop").fill(NAAM);
  await dialoog.getByLabel("Issuer-URL").fill(idp.issuer);
  await dialoog.getByLabel("Client-id").fill("leerroute-e2e");
  await dialoog.getByLabel("Clientgeheim").fill("e2e-geheim-0123456789");
  await dialoog.getByLabel("E-maildomeinen").fill("leerroute.test");
  await expectAccessible(page);
  await dialoog.getByRole("button", { name: "Inlogmethode toevoegen" }).click();
  await expect(dialoog).toBeHidden();
  const rij = page.getByRole("row", { name: new RegExp(NAAM) });
  await expect(rij).toBeVisible();
  await expect(rij).toContainText(`/api/auth/callback/oidc-${A}-`);
  await expect(rij).not.toContainText("e2e-geheim");

  await signOut(page);
  await expect(page).toHaveURL(/\/Loggedout|\/account\/login/);
  await page.goto("/account/login");
  const email = page.getByLabel("E-mailadres");
  await hydrated(email);
  await email.fill(DEMO_USERS.leerkracht);
  const knop = page.getByRole("button", { name: new RegExp(`^Inloggen met ${NAAM} — `) });
  await expect(knop).toBeVisible();
  await expectAccessible(page);
  await knop.click();

  // The provider's own login form (oidc-provider's development screens).
  await expect(page).toHaveURL(new RegExp(`^${idp.issuer}/interaction/`));
  await page.locator('input[name="login"]').fill("leerkracht");
  await page.locator('input[name="password"]').fill("wat-dan-ook");
  await page.getByRole("button", { name: "Sign-in" }).click();

  await expect(page).toHaveURL(new RegExp(`^http://(localhost|127\\.0\\.0\\.1):${PORT}/${A}(/|$)`));
  await signOut(page);
  await expect(page).toHaveURL(/\/Loggedout|\/account\/login/);
  // Signed out: the administration asks for sign-in again.
  await page.goto(`/${A}`);
  await expect(page).toHaveURL(/\/account\/login/);
});

test("a domain whose provider switched the password off folds the field away; the server refuses the password of that administration's staff", async ({ page }) => {
  // Switched off directly in the database: the screen allows it only to an administrator who signed in through the provider.
  await withDb((c) => c.query(`UPDATE "Inlogmethode" SET "wachtwoordToegestaan" = false WHERE "administratieNr" = $1 AND naam = $2`, [A, NAAM]));
  try {
    await page.goto("/account/login");
    const email = page.getByLabel("E-mailadres");
    await hydrated(email);
    await email.fill(DEMO_USERS.leerkracht);
    await expect(page.getByRole("button", { name: new RegExp(`^Inloggen met ${NAAM} — `) })).toBeVisible();
    await expect(page.getByLabel("Wachtwoord", { exact: true })).toHaveCount(0);
    const toch = page.getByRole("button", { name: "Toch aanmelden met wachtwoord" });
    await expectAccessible(page);
    await toch.focus();
    await page.keyboard.press("Enter");
    const wachtwoord = page.getByLabel("Wachtwoord", { exact: true });
    await expect(wachtwoord).toBeVisible();
    await wachtwoord.fill(DEMO_PASSWORD);
    await page.getByRole("button", { name: "Aanmelden", exact: true }).click();
    await expect(page.getByText(/aanmelden met een wachtwoord uitgeschakeld/)).toBeVisible();
    await expect(page).toHaveURL(/\/account\/login/);
  } finally {
    await withDb((c) => c.query(`UPDATE "Inlogmethode" SET "wachtwoordToegestaan" = true WHERE "administratieNr" = $1 AND naam = $2`, [A, NAAM]));
  }
});

/** From the sign-in page through the provider's login form as `login`, back to the app. */
async function viaProvider(page: import("@playwright/test").Page, login: string) {
  await page.goto("/account/login");
  const email = page.getByLabel("E-mailadres");
  await hydrated(email);
  await email.fill(DEMO_USERS.leerkracht);
  await page.getByRole("button", { name: new RegExp(`^Inloggen met ${NAAM} — `) }).click();
  await expect(page).toHaveURL(new RegExp(`^${idp.issuer}/interaction/`));
  await page.locator('input[name="login"]').fill(login);
  await page.locator('input[name="password"]').fill("wat-dan-ook");
  await page.getByRole("button", { name: "Sign-in" }).click();
}

test("a recreated provider account is refused until the administrator removes the old link; then it signs in", async ({ page }) => {
  await viaProvider(page, "leerkracht-nieuw");
  await expect(page).toHaveURL(/\/account\/login\?sso=koppeling/);
  await expect(page.getByText(/Instellingen › Inlogmethoden › Koppelingen/)).toBeVisible();

  await openAs(page, `/${A}/beheer/Inlogmethoden`, DEMO_USERS.beheerder, DEMO_PASSWORD);
  const knop = page.getByRole("button", { name: `Koppelingen bij ${NAAM}` });
  await hydrated(knop);
  await knop.focus();
  await page.keyboard.press("Enter");
  const dialoog = page.getByRole("dialog", { name: `Koppelingen bij ${NAAM}` });
  await expect(dialoog).toContainText(DEMO_USERS.leerkracht);
  await expect(dialoog).toContainText("Kenmerk bij de provider: leerkracht");
  await expectAccessible(page);
  await dialoog.getByRole("button", { name: /^Koppeling van .+ verwijderen$/ }).click();
  const vraag = page.getByRole("alertdialog");
  await expect(vraag).toContainText(/Koppeling van .+ verwijderen\?/);
  await expectAccessible(page);
  await vraag.getByRole("button", { name: "Verwijderen" }).click();
  await expect(page.getByText(/De koppeling van .+ is verwijderd\./)).toBeVisible();
  await expect(dialoog).toContainText("Nog geen medewerker van deze administratie heeft zich met deze inlogmethode aangemeld.");
  await page.keyboard.press("Escape");
  await signOut(page);

  await viaProvider(page, "leerkracht-nieuw");
  await expect(page).toHaveURL(new RegExp(`^http://(localhost|127\\.0\\.0\\.1):${PORT}/${A}(/|$)`));
  await signOut(page);
});
