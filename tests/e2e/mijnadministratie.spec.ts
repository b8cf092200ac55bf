import { expect, test, type Page } from "@playwright/test";
import { DEMO_ADMINISTRATIENR as A, DEMO_PASSWORD, DEMO_USERS } from "../../prisma/demo-constants";
import { withDb } from "./db";
import { expectAccessible, openAs } from "./helpers";

const PAD = `/${A}/Mijnadministratie`;
// A real 1×1 PNG, so the browser can draw it.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=", "base64");

// Sign-in, several saves and axe runs per test: more than the default 30 s on a busy machine.
test.describe.configure({ timeout: 90_000 });

const card = (page: Page, titel: string) => page.locator('[data-slot="card"]').filter({ has: page.getByRole("heading", { name: titel, exact: true }) });

// Other specs share this database: whatever happens here, the demo administration speaks nl again.
test.afterAll(async () => {
  await withDb((c) => c.query(`UPDATE "Administratie" SET "taalCode" = 'nl' WHERE "administratieNr" = $1`, [A]));
});

test("the administrator sees modules and licences and switches the interface language at once", async ({ page }) => {
  await openAs(page, `/${A}`, DEMO_USERS.beheerder, DEMO_PASSWORD);
  await page.getByRole("button", { name: /^Gebruikersmenu/ }).click();
  await page.getByRole("menuitem", { name: "Mijn administratie" }).click();
  await expect(page).toHaveURL(PAD);
  await expect(page.getByRole("heading", { name: "Mijn administratie", level: 1 })).toBeVisible();

  const modules = card(page, "Modules");
  await expect(modules.getByRole("listitem").filter({ hasText: "Leerroutes" })).toContainText("Actief");
  await expect(modules.getByRole("listitem").filter({ hasText: "Koppeling leerlingadministratie" })).toContainText("Niet afgenomen");
  // Ordered modules whose screens this version has are active (tests/unit/modules-beschikbaar ties the flag to the screens).
  await expect(modules.getByRole("listitem").filter({ hasText: "Planning" })).toContainText("Actief");
  await expect(modules.getByRole("listitem").filter({ hasText: "Lessen" })).toContainText("Actief");
  await expect(modules.getByRole("listitem").filter({ hasText: "EDEX-import" })).toContainText("Actief");
  const licenties = card(page, "Licenties");
  await expect(licenties.getByRole("row", { name: /Leerroute basis/ })).toContainText("Actief");
  await expect(licenties.getByRole("row", { name: /Export van resultaten/ })).toBeVisible();
  await expectAccessible(page);

  const overzicht = card(page, "Overzicht");
  await expect(overzicht.getByText("Actieve leerlingen")).toBeVisible();
  await page.getByLabel("Taal van de interface").selectOption({ label: "Zorg" });
  await page.getByRole("button", { name: "Taal opslaan" }).click();
  await expect(page.getByText("De taal is gewijzigd in Zorg.")).toBeVisible();
  // The sector words come from next-intl with the administration's taalCode: no reload needed.
  await expect(overzicht.getByText("Actieve cliënten")).toBeVisible();
  await expect(overzicht.getByText("Locaties")).toBeVisible();
  await expect(page.getByLabel("Taal van de interface")).toHaveValue("nl-zorg");
  await page.reload();
  await expect(overzicht.getByText("Actieve cliënten")).toBeVisible();

  // After the reload the form hydrates; a choice made before that is undone by React (the button
  // stays disabled): choose until the button says the choice holds.
  const opslaan = page.getByRole("button", { name: "Taal opslaan" });
  await expect(async () => {
    await page.getByLabel("Taal van de interface").selectOption({ label: "Nederlands (primair onderwijs)" });
    await expect(opslaan).toBeEnabled({ timeout: 1000 });
  }).toPass();
  await opslaan.click();
  await expect(overzicht.getByText("Actieve leerlingen")).toBeVisible();
  await expect(overzicht.getByText("Actieve cliënten")).toHaveCount(0);
});

test("a licence is ended and reactivated after confirmation", async ({ page }) => {
  await openAs(page, PAD, DEMO_USERS.beheerder, DEMO_PASSWORD);
  const rij = card(page, "Licenties").getByRole("row", { name: /Export van resultaten/ });
  await rij.getByRole("button", { name: /Beëindigen/ }).click();
  const dialoog = page.getByRole("alertdialog");
  await expect(dialoog).toContainText("Licentie Export van resultaten beëindigen?");
  await expectAccessible(page);
  await dialoog.getByRole("button", { name: "Beëindigen" }).click();
  await expect(rij).toContainText("Beëindigd op");
  await rij.getByRole("button", { name: /Heractiveren/ }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Heractiveren" }).click();
  await expect(rij).toContainText("Actief");
  await expect(rij).not.toContainText("Beëindigd");
});

test("uploading a PNG logo shows it; an SVG is refused", async ({ page }) => {
  await openAs(page, PAD, DEMO_USERS.beheerder, DEMO_PASSWORD);
  const logo = card(page, "Logo");
  await logo.getByLabel("Nieuw logo").setInputFiles({ name: "regenboog.svg", mimeType: "image/svg+xml", buffer: Buffer.from("<svg xmlns='http://www.w3.org/2000/svg'/>") });
  await expect(logo.getByRole("alert")).toContainText("PNG- of JPEG");
  await expect(logo.getByRole("button", { name: "Logo uploaden" })).toBeDisabled();

  await logo.getByLabel("Nieuw logo").setInputFiles({ name: "regenboog.png", mimeType: "image/png", buffer: PNG });
  await expect(logo.getByRole("img", { name: "Voorbeeld van het nieuwe logo" })).toBeVisible();
  await logo.getByRole("button", { name: "Logo uploaden" }).click();
  await expect(page.getByText("Het logo is opgeslagen.")).toBeVisible();
  const img = logo.getByRole("img", { name: "Logo van Basisschool De Regenboog" });
  await expect(img).toBeVisible();
  expect(await img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBe(1);
  // After a reload it comes from GET Logo/{id}.
  await page.reload();
  await expect(logo.getByRole("img", { name: "Logo van Basisschool De Regenboog" })).toBeVisible();
  await expect(card(page, "Opslag")).toContainText(/\d+(,\d+)? (Bytes|KB|MB|GB) in \d+ bestand/);
});

test("an API key is shown once, works against /api, and is 401 once revoked", async ({ page }) => {
  await openAs(page, PAD, DEMO_USERS.beheerder, DEMO_PASSWORD);
  const sleutels = card(page, "API-sleutels");
  await sleutels.getByRole("button", { name: "Sleutel toevoegen" }).click();
  const dialoog = page.getByRole("dialog");
  await dialoog.getByRole("button", { name: "Sleutel maken" }).click();
  await expect(dialoog.getByText("Vul een naam in.")).toBeVisible();
  await dialoog.getByLabel("Naam").fill("E2E koppeling");
  await dialoog.getByLabel("Rol").selectOption({ label: "Beheerder" });
  await dialoog.getByRole("button", { name: "Sleutel maken" }).click();

  const veld = page.getByRole("dialog").getByLabel("API-sleutel");
  await expect(veld).toHaveValue(/^lr_[A-Za-z0-9_-]{43}$/);
  const key = await veld.inputValue();
  await expect(page.getByRole("dialog").getByRole("button", { name: "Kopiëren" })).toBeVisible();
  await expectAccessible(page);
  const api = (sleutel: string) =>
    page.request.get(`/api/Schooljaren?administratieNr=${A}`, { headers: { authorization: `Bearer ${sleutel}`, "x-csrf": "1" } });
  expect((await api(key)).status()).toBe(200);
  await page.getByRole("button", { name: "Ik heb de sleutel bewaard" }).click();
  // Shown once: the page no longer holds it, the list shows only its prefix.
  await expect(page.getByRole("dialog")).toHaveCount(0);
  expect(await page.content()).not.toContain(key);
  const rij = sleutels.getByRole("row", { name: /E2E koppeling/ });
  await expect(rij).toContainText(key.slice(0, 11));
  await expect(rij).toContainText("Actief");

  await rij.getByRole("button", { name: "Sleutel E2E koppeling intrekken" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Intrekken" }).click();
  await expect(rij).toContainText("Ingetrokken op");
  expect((await api(key)).status()).toBe(401);
});

test("the API description lists the calls per area with their rights, collapsible and searchable", async ({ page }) => {
  await openAs(page, PAD, DEMO_USERS.beheerder, DEMO_PASSWORD);
  const beschrijving = card(page, "API-beschrijving");
  const groep = beschrijving.locator("details").filter({ has: page.getByRole("heading", { name: "Schooljaren", exact: true }) });
  await expect(groep.getByText("/api/Schooljaren/Toevoegen")).toBeHidden();
  await groep.locator("summary").click();
  const toevoegen = groep.getByRole("listitem").filter({ hasText: "/api/Schooljaren/Toevoegen" });
  await expect(toevoegen).toBeVisible();
  await expect(toevoegen).toContainText("POST");
  await expect(toevoegen).toContainText("Recht");
  await expect(toevoegen).toContainText("Schooljaren");
  await expect(toevoegen).toContainText("administratieNr (query, verplicht)");
  await expect(groep.getByText("/api/Schooljaren/Details/{schooljaar}")).toBeVisible();
  await expectAccessible(page);

  await beschrijving.getByLabel("Zoek een aanroep").fill("AddApiKey");
  await expect(beschrijving.locator("details")).toHaveCount(1);
  await expect(beschrijving.getByText("/api/Administraties/AddApiKey")).toBeVisible();
  await expect(beschrijving.getByText("Administratie beheren en functiegebied API")).toBeVisible();
});

test("a teacher may look but not change: no language form, upload, licence buttons or API keys", async ({ page }) => {
  await openAs(page, PAD, DEMO_USERS.leerkracht, DEMO_PASSWORD);
  await expect(page.getByRole("heading", { name: "Modules" })).toBeVisible();
  await expect(card(page, "Taal")).toContainText("Nederlands (primair onderwijs)");
  await expect(page.getByRole("button", { name: "Taal opslaan" })).toHaveCount(0);
  await expect(page.getByLabel("Nieuw logo")).toHaveCount(0);
  await expect(card(page, "Licenties").getByRole("button", { name: /Beëindigen|Heractiveren/ })).toHaveCount(0);
  await expect(card(page, "Licenties").getByRole("row", { name: /Leerroute basis/ })).toBeVisible();
  await expect(page.getByRole("heading", { name: "API-sleutels" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Administratie deactiveren" })).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "API-beschrijving" })).toBeVisible();
  await expectAccessible(page);
});

test("a logo row whose file is missing shows 'no logo' without a failed request or console error", async ({ page }) => {
  // The state as a lost file or a generated data set leaves it: a Bestand row with no file behind it.
  const vorige = await withDb(async (c) => {
    const oud = (await c.query<{ logo: number | null }>(`SELECT "logoBestandId" AS logo FROM "Administratie" WHERE "administratieNr" = $1`, [A])).rows[0]!.logo;
    const rij = await c.query<{ id: number }>(
      `INSERT INTO "Bestand" ("administratieNr", gebied, opslagsleutel, bestandsnaam, "mimeType", grootte) VALUES ($1, 'logo', $2, 'weg.png', 'image/png', 10) RETURNING id`,
      [A, `${A}/logo/ontbreekt-${Date.now()}`],
    );
    await c.query(`UPDATE "Administratie" SET "logoBestandId" = $2 WHERE "administratieNr" = $1`, [A, rij.rows[0]!.id]);
    return { oud, nieuw: rij.rows[0]!.id };
  });
  try {
    const fouten: string[] = [];
    page.on("console", (m) => {
      if (m.type() === "error") fouten.push(m.text());
    });
    page.on("response", (r) => {
      if (r.status() >= 400 && r.url().includes("/api/")) fouten.push(`${r.status()} ${r.url()}`);
    });
    await openAs(page, PAD, DEMO_USERS.beheerder, DEMO_PASSWORD);
    await expect(card(page, "Logo")).toContainText("Er is nog geen logo.");
    await page.waitForLoadState("networkidle");
    expect(fouten).toEqual([]);
  } finally {
    await withDb(async (c) => {
      await c.query(`UPDATE "Administratie" SET "logoBestandId" = $2 WHERE "administratieNr" = $1`, [A, vorige.oud]);
      await c.query(`DELETE FROM "Bestand" WHERE "administratieNr" = $1 AND id = $2`, [A, vorige.nieuw]);
    });
  }
});
