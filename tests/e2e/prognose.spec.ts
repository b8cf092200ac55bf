import { expect, test } from "@playwright/test";
import { DEMO_ADMINISTRATIENR as A, DEMO_PASSWORD, DEMO_USERS } from "../../prisma/demo-constants";
import { demoMonitorAdres, demoOverzichtAdres } from "./prognose-adres";
import { expectAccessible, hydrated, openAs } from "./helpers";

/**
 * The forecast on the monitor's PerLeerling tab (issue 34). The demo school's class teacher (own
 * group Groep 3) has evaluations in several periods of two school years, so pupils have enough
 * history: a status with its number of periods and interval shows under the figures, with a
 * trend line (a figure named with the same numbers) or a table; the risk filter keeps only pupils
 * at risk in some domain; axe finds nothing.
 */
test.describe.configure({ timeout: 180_000 });

test("a teacher sees a pupil's forecast with its interval and filters to pupils at risk", async ({ page }) => {
  await openAs(page, `/${A}`, DEMO_USERS.leerkracht, DEMO_PASSWORD);
  await page.goto(await demoMonitorAdres());
  await expect(page).toHaveURL(/\/planning\/monitor\/\d+\/PerLeerling\?/);
  const tabel = page.getByRole("table", { name: /Beheersing per leerling/ });
  await expect(tabel).toBeVisible();
  const rijen = tabel.locator(":scope > tbody > tr");
  await expect(rijen.nth(1)).toBeVisible();
  const alle = await rijen.count();
  expect(alle).toBeGreaterThan(1);

  // A pupil with enough history: "op koers · 3 perioden · 92–104 %" and its trend line.
  const metInterval = tabel.locator('[data-prognose="risico"], [data-prognose="opKoers"], [data-prognose="voor"]').first();
  await expect(metInterval).toContainText(/(voor|op koers|risico) · \d+ perioden · \d+–\d+ %/, { timeout: 30_000 });
  await expect(tabel.getByRole("img", { name: /\d+ perioden · \d+–\d+ %/ }).first()).toBeVisible();
  // Per domain the count at risk, with n.
  await expect(page.getByRole("list", { name: "Prognose" })).toContainText(/\d+ van \d+ leerlingen met risico in /);

  // The risk filter: only pupils with a risk in some domain remain, and it stays in the URL.
  await hydrated(page.getByRole("checkbox", { name: "Alleen leerlingen met risico" }));
  await page.getByRole("checkbox", { name: "Alleen leerlingen met risico" }).check();
  await expect(page).toHaveURL(/risico=1/);
  await expect(rijen.filter({ hasNot: page.locator('[data-prognose="risico"]') })).toHaveCount(0);
  const metRisico = await rijen.count();
  expect(metRisico).toBeGreaterThan(0);
  expect(metRisico).toBeLessThanOrEqual(alle);

  // The same numbers as a table.
  await page.getByLabel("Prognose tonen als").selectOption("tabel");
  await expect(tabel.getByRole("table", { name: /niveau per periode en prognose/ }).first()).toBeVisible();
  await expect(tabel.getByRole("table", { name: /niveau per periode en prognose/ }).first()).toContainText("Einde schooljaar (prognose)");
  await expectAccessible(page);
});

test("the overview counts per group and domain the pupils the forecast puts at risk", async ({ page }) => {
  await openAs(page, `/${A}`, DEMO_USERS.leerkracht, DEMO_PASSWORD);
  await page.goto(await demoOverzichtAdres());
  await expect(page).toHaveURL(/\/overzichten\/\d+\/Pervakgebied\?leerroutepakket=\d+/);
  const sectie = page.getByRole("region", { name: "Prognose: leerlingen met risico" });
  // The teacher's own group (Groep 3), per domain "n van m leerlingen met risico in …".
  const groep3 = sectie.getByRole("list", { name: "Groep 3" });
  await expect(groep3.getByRole("listitem").first()).toContainText(/^\d+ van \d+ leerlingen met risico in /, { timeout: 30_000 });
  await expectAccessible(page);
});
