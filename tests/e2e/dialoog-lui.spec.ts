import { expect as baseExpect, test } from "@playwright/test";
import { DEMO_ADMINISTRATIENR as A, DEMO_PASSWORD, DEMO_USERS } from "../../prisma/demo-constants";
import { hydrated, openAs } from "./helpers";

/**
 * Dialogs whose code loads on the first click (issue 27: kit/form-dialog, kit/confirm-delete,
 * kit/laad-bij-openen) behave for the keyboard as before: the trigger is an ordinary button in the
 * tab order, Enter or Space on it opens the dialog the first time (the code loads meanwhile), focus
 * goes into the dialog, and Escape returns it to the trigger.
 */
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

test("an add dialog and a confirmation open from the keyboard on first use and give focus back", async ({ page }) => {
  await openAs(page, `/${A}/beheer/tags`, DEMO_USERS.beheerder, DEMO_PASSWORD);
  const toevoegen = page.getByRole("button", { name: "Tag toevoegen" });
  await hydrated(toevoegen);

  // Enter on the add button: the form dialog (schema, fields, Radix dialog) comes, focused inside.
  await toevoegen.focus();
  await page.keyboard.press("Enter");
  const dialoog = page.getByRole("dialog", { name: "Tag toevoegen" });
  await expect(dialoog).toBeVisible();
  await expect(dialoog.getByLabel("Naam")).toBeVisible();
  await expect.poll(() => dialoog.evaluate((d) => d.contains(document.activeElement))).toBe(true);
  // The browser checks with the loaded schema: an empty name is refused in the dialog.
  await dialoog.getByRole("button", { name: "Tag toevoegen" }).click();
  await expect(dialoog.getByRole("alert").first()).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(dialoog).toBeHidden();
  await expect(page.getByRole("button", { name: "Tag toevoegen" })).toBeFocused();

  // Space on a row's pencil (an edit dialog of its own, its code already loaded).
  const potlood = page.getByRole("button", { name: /^Tag .+ bewerken$/ }).first();
  await potlood.focus();
  await page.keyboard.press("Space");
  const bewerken = page.getByRole("dialog", { name: /^Tag .+ bewerken$/ });
  await expect(bewerken).toBeVisible();
  await expect(bewerken.getByLabel("Naam")).not.toHaveValue("");
  await page.keyboard.press("Escape");
  await expect(bewerken).toBeHidden();
});

test("a confirmation (kit ConfirmDelete) opens with Enter on first use", async ({ page }) => {
  await openAs(page, `/${A}/beheer/rollen`, DEMO_USERS.beheerder, DEMO_PASSWORD);
  const verwijder = page.getByRole("button", { name: /^Rol .+ verwijderen$/ }).first();
  await hydrated(verwijder);
  await verwijder.focus();
  await page.keyboard.press("Enter");
  const vraag = page.getByRole("alertdialog");
  await expect(vraag).toBeVisible();
  await expect(vraag.getByRole("button", { name: "Annuleren" })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(vraag).toBeHidden();
  await expect(page.getByRole("button", { name: /^Rol .+ verwijderen$/ }).first()).toBeFocused();
});
