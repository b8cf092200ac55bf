import { expect, test } from "@playwright/test";
import { huidigSchooljaar, parseSchooljaar } from "../../lib/schooljaar";
import { DEMO_ADMINISTRATIENR as A, DEMO_PASSWORD, DEMO_USERS } from "../../prisma/demo-constants";
import { createTwoAdministrationUser, withDb } from "./db";
import { expectAccessible, openAs, signIn } from "./helpers";

const huidig = huidigSchooljaar();

test("a user with two administrations sees both on the start page and can switch", async ({ page }) => {
  const user = await createTwoAdministrationUser("Twee-wachtwoord-1");
  await page.goto("/account/login");
  await signIn(page, user.email, "Twee-wachtwoord-1");
  await expect(page).toHaveURL("/");
  const links = page.getByRole("main").getByRole("link");
  await expect(links).toHaveCount(2);
  await expect(links.nth(0)).toContainText("Basisschool De Regenboog");
  await expect(links.nth(1)).toContainText("SBO De Linde");
  await links.nth(1).click();
  await expect(page).toHaveURL("/1002");
  await expect(page.getByRole("heading", { name: "SBO De Linde" })).toBeVisible();
  await page.getByRole("button", { name: /^Gebruikersmenu/ }).click();
  await page.getByRole("menuitem", { name: "Wissel van administratie" }).click();
  await expect(page).toHaveURL("/1002/switchadministratie");
  await expectAccessible(page);
  await page.getByRole("link", { name: /Basisschool De Regenboog/ }).click();
  await expect(page).toHaveURL(`/${A}`);
});

test("the administrator has Instellingen; the settings index opens school years", async ({ page }) => {
  await openAs(page, `/${A}`, DEMO_USERS.beheerder, DEMO_PASSWORD);
  await expectAccessible(page);
  await page.getByRole("navigation", { name: "Hoofdmenu" }).getByRole("link", { name: "Instellingen" }).click();
  await expect(page).toHaveURL(`/${A}/beheer/schooljaren`);
  await expect(page.getByRole("heading", { name: "Schooljaren" })).toBeVisible();
  await expect(page.getByRole("link", { name: huidig })).toBeVisible();
  await expectAccessible(page);
});

test("a teacher without manage rights has no Instellingen and gets the 404 page there", async ({ page }) => {
  await openAs(page, `/${A}`, DEMO_USERS.leerkracht, DEMO_PASSWORD);
  await expect(page.getByRole("navigation", { name: "Hoofdmenu" }).getByRole("link", { name: "Instellingen" })).toHaveCount(0);
  for (const path of [`/${A}/beheer`, `/${A}/beheer/schooljaren`, `/${A}/beheer/schooljaren/details/${huidig}`]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: "Pagina niet gevonden" })).toBeVisible();
  }
});

test("a bad school-year route parameter gives the 404 page", async ({ page }) => {
  await openAs(page, `/${A}/beheer/schooljaren`, DEMO_USERS.beheerder, DEMO_PASSWORD);
  for (const bad of ["2025-2027", "2025", "abcd-efgh", "2030-2031"]) {
    const res = await page.goto(`/${A}/beheer/schooljaren/details/${bad}`);
    expect(res?.status(), bad).toBe(404);
  }
  const nonNumeric = await page.goto("/abc");
  expect(nonNumeric?.status()).toBe(404);
});

test("my account shows own permissions and own groups", async ({ page }) => {
  await openAs(page, `/${A}/account/Mijnaccount`, DEMO_USERS.leerkracht, DEMO_PASSWORD);
  await expect(page.getByRole("heading", { name: "Mijn account" })).toBeVisible();
  await expect(page.getByText("Groep 3")).toBeVisible();
  const leerlingen = page.getByRole("row", { name: /^Leerlingen/ });
  await expect(leerlingen.getByRole("cell").nth(1)).toHaveText("ja"); // Lezen eigen klas
  await expect(leerlingen.getByRole("cell").nth(5)).toHaveText("nee"); // Lezen alle
  await expectAccessible(page);
});

test("school years: add with default periods, edit periods with validation, delete with confirmation", async ({ page }) => {
  const start = parseSchooljaar(huidig)!.eindJaar;
  const nieuw = `${start}-${start + 1}`;
  // A first attempt that stopped halfway left next year behind (its retry then proposed the year
  // after it): start from the demo's years. Only a year nothing else uses yet is removed (its
  // periods go with it).
  await withDb(async (c) => {
    await c
      .query(
        `DELETE FROM "Schooljaar" s WHERE s."administratieNr" = $1 AND s.schooljaar = $2
           AND NOT EXISTS (SELECT 1 FROM "Groep" g WHERE g."administratieNr" = s."administratieNr" AND g.schooljaar = s.schooljaar)`,
        [A, nieuw],
      )
      .catch((e: { code?: string }) => {
        if (e.code !== "23503") throw e; // still used by something: leave it, the test then says so
      });
  });
  await openAs(page, `/${A}/beheer/schooljaren`, DEMO_USERS.beheerder, DEMO_PASSWORD);
  await page.getByRole("button", { name: "Schooljaar toevoegen" }).click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.getByLabel("Schooljaar")).toHaveValue(nieuw);
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Toevoegen" }).click();
  await expect(page.getByText(`Schooljaar ${nieuw} is toegevoegd.`)).toBeVisible();
  const row = page.getByRole("row", { name: new RegExp(nieuw) });
  await expect(row.getByRole("cell").nth(3)).toHaveText("4");

  await row.getByRole("link", { name: nieuw }).click();
  await expect(page).toHaveURL(`/${A}/beheer/schooljaren/details/${nieuw}`);
  await expect(page.getByRole("heading", { name: `Schooljaar ${nieuw}` })).toBeVisible();
  await expect(page).toHaveTitle(`${nieuw} · Schooljaar · Leerroute`);
  await expectAccessible(page);
  // Period 2 starting before period 1 ends: refused with a message at the field.
  await page.getByLabel("Ingangsdatum van periode 2").fill(`${start}-10-15`);
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByText(/overlap/i).first()).toBeVisible();
  await page.getByLabel("Ingangsdatum van periode 2").fill(`${start}-11-01`);
  await page.getByRole("button", { name: "Periode 4 verwijderen" }).click();
  await page.getByLabel("Einddatum van periode 3").fill(`${start + 1}-07-31`);
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByText("De perioden zijn opgeslagen.")).toBeVisible();
  await page.reload();
  await expect(page.getByLabel("Einddatum van periode 3")).toHaveValue(`${start + 1}-07-31`);
  await expect(page.getByLabel("Nummer van periode 4")).toHaveCount(0);

  await page.getByRole("link", { name: "Schooljaren" }).first().click();
  await page.getByRole("button", { name: `Schooljaar ${nieuw} verwijderen` }).click();
  await expect(page.getByRole("alertdialog")).toContainText(`Schooljaar ${nieuw} verwijderen?`);
  await page.getByRole("button", { name: "Verwijderen" }).click();
  await expect(page.getByText(`Schooljaar ${nieuw} is verwijderd.`)).toBeVisible();
  await expect(page.getByRole("row", { name: new RegExp(nieuw) })).toHaveCount(0);

  // The current year holds the demo groups: refused, saying why.
  await page.getByRole("button", { name: `Schooljaar ${huidig} verwijderen` }).click();
  await page.getByRole("button", { name: "Verwijderen" }).click();
  await expect(page.getByText(/kan niet worden verwijderd: er zijn nog \d+ groepen/)).toBeVisible();
});
