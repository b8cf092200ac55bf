import { expect as baseExpect, test, type Page } from "@playwright/test";
import { DEMO_ADMINISTRATIENR as A, DEMO_PASSWORD, DEMO_USERS } from "../../prisma/demo-constants";
import { withDb } from "./db";
import { expectAccessible, openAs } from "./helpers";

// Dialogs and page loads on a busy machine.
test.describe.configure({ timeout: 150_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const run = Date.now().toString(36);
const TEMPLATE = `E2E OPP ${run}`;

const melding = (page: Page, tekst: string | RegExp) => page.getByRole("region", { name: /Meldingen/ }).getByText(tekst);
async function toegankelijkZonderMeldingen(page: Page) {
  // A toast under the pointer stays (sonner pauses on hover): move the pointer away first.
  await page.mouse.move(0, 0);
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  await expectAccessible(page);
}

const categorieen = () =>
  withDb(async (c) =>
    (
      await c.query<{ code: string }>(
        `SELECT k.code FROM "OppTemplateCategorie" k JOIN "OppTemplate" t ON t."administratieNr" = k."administratieNr" AND t.id = k."templateId"
         WHERE t."administratieNr" = $1 AND t.naam = $2 ORDER BY k.volgnummer`,
        [A, TEMPLATE],
      )
    ).rows.map((r) => r.code),
  );
const items = () =>
  withDb(async (c) =>
    (
      await c.query<{ label: string; soort: string }>(
        `SELECT d.label, d.soort FROM "OppTemplateDefinitie" d JOIN "OppTemplate" t ON t."administratieNr" = d."administratieNr" AND t.id = d."templateId"
         WHERE t."administratieNr" = $1 AND t.naam = $2 ORDER BY d."categorieId", d.volgnummer`,
        [A, TEMPLATE],
      )
    ).rows.map((r) => `${r.soort} ${r.label}`),
  );

test.afterAll(async () => {
  await withDb((c) => c.query(`DELETE FROM "OppTemplate" WHERE "administratieNr" = $1 AND naam = $2`, [A, TEMPLATE]));
});

test("build an OPP template: categories in order, items per category with a preview, deactivate and delete", async ({ page }) => {
  await openAs(page, `/${A}/beheer/Opptemplates`, DEMO_USERS.beheerder, DEMO_PASSWORD);
  await expect(page.getByRole("heading", { name: "Ontwikkelingsperspectieven", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Template toevoegen" }).click();
  const nieuw = page.getByRole("dialog", { name: "Template toevoegen" });
  await nieuw.getByLabel("Naam").fill(TEMPLATE);
  await nieuw.getByRole("button", { name: "Toevoegen" }).click();
  await expect(melding(page, `Template ${TEMPLATE} is toegevoegd.`)).toBeVisible();
  await page.getByRole("link", { name: TEMPLATE }).click();
  await expect(page.getByRole("heading", { name: TEMPLATE, level: 1 })).toBeVisible();
  await expect(page.getByText("Deze template heeft nog geen categorieën.")).toBeVisible();

  for (const [code, naam] of [
    ["bs", "Beginsituatie"],
    ["UB", "Uitstroom"],
  ]) {
    await page.getByRole("button", { name: "Categorie toevoegen" }).click();
    const dlg = page.getByRole("dialog", { name: "Categorie toevoegen" });
    await dlg.getByLabel("Code").fill(code!);
    await dlg.getByLabel("Naam").fill(naam!);
    await dlg.getByRole("button", { name: "Opslaan" }).click();
    await expect(melding(page, `Categorie ${naam} is opgeslagen.`)).toBeVisible();
  }
  // A code twice in one template is refused in the dialog.
  await page.getByRole("button", { name: "Categorie toevoegen" }).click();
  const dubbel = page.getByRole("dialog", { name: "Categorie toevoegen" });
  await dubbel.getByLabel("Code").fill("BS");
  await dubbel.getByLabel("Naam").fill("Nog eens");
  await dubbel.getByRole("button", { name: "Opslaan" }).click();
  await expect(dubbel.getByText(/heeft al de code BS/)).toBeVisible();
  await page.keyboard.press("Escape");
  await expect.poll(categorieen).toEqual(["BS", "UB"]);
  await page.getByRole("button", { name: "Beginsituatie omlaag" }).click();
  await expect(melding(page, "De volgorde van de categorieën is opgeslagen.")).toBeVisible();
  await expect.poll(categorieen).toEqual(["UB", "BS"]);
  await toegankelijkZonderMeldingen(page);

  await page.getByRole("link", { name: "BS · Beginsituatie" }).click();
  await expect(page.getByRole("heading", { name: "BS · Beginsituatie", level: 1 })).toBeVisible();
  await expect(page.getByText("Deze categorie heeft nog geen items.")).toBeVisible();
  for (const [soort, label, keuzes] of [
    ["MLE", "Belemmerende factoren", ""],
    ["SEL", "Advies", "VSO\nPRO"],
    ["IQ", "Totaal IQ", ""],
  ]) {
    await page.getByRole("button", { name: "Item toevoegen" }).click();
    const dlg = page.getByRole("dialog", { name: "Item toevoegen" });
    await dlg.getByLabel("Type").selectOption(soort!);
    await dlg.getByLabel("Label").fill(label!);
    if (keuzes) await dlg.getByLabel("Keuzes (één per regel)").fill(keuzes);
    await dlg.getByRole("button", { name: "Opslaan" }).click();
    await expect(melding(page, `Item ${label} is opgeslagen.`)).toBeVisible();
  }
  await expect(page.getByRole("heading", { name: "Voorbeeld" })).toBeVisible();
  await expect(page.getByRole("combobox", { name: "Advies" })).toBeVisible();
  await page.getByRole("button", { name: "Totaal IQ omhoog" }).click();
  await expect(melding(page, "De volgorde van de items is opgeslagen.")).toBeVisible();
  await expect.poll(items).toEqual(["MLE Belemmerende factoren", "IQ Totaal IQ", "SEL Advies"]);

  // Move an item to the other category by editing it.
  await page.getByRole("button", { name: "Item Advies bewerken" }).click();
  const bewerk = page.getByRole("dialog", { name: "Item Advies bewerken" });
  await bewerk.getByLabel("Categorie").selectOption({ label: "UB · Uitstroom" });
  await bewerk.getByRole("button", { name: "Opslaan" }).click();
  // The toast of adding Advies may still be on screen with the same text: the dialog closing and
  // the item leaving this category are what show the edit was saved.
  await expect(bewerk).toBeHidden();
  await expect(melding(page, "Item Advies is opgeslagen.").last()).toBeVisible();
  await expect(page.getByRole("button", { name: "Item Advies bewerken" })).toHaveCount(0);

  await page.getByRole("button", { name: "Item Totaal IQ verwijderen" }).click();
  await page.getByRole("alertdialog", { name: "Item Totaal IQ verwijderen?" }).getByRole("button", { name: "Verwijderen" }).click();
  await expect(melding(page, "Item Totaal IQ is verwijderd.")).toBeVisible();
  await expect.poll(items).toEqual(["MLE Belemmerende factoren", "SEL Advies"]);
  await toegankelijkZonderMeldingen(page);

  await page.getByRole("link", { name: `Terug naar ${TEMPLATE}` }).click();
  await expect(page.getByRole("heading", { name: TEMPLATE, level: 1 })).toBeVisible();
  await page.getByRole("link", { name: "Terug naar de templates" }).click();
  await expect(page.getByRole("heading", { name: "Ontwikkelingsperspectieven", level: 1 })).toBeVisible();
  await page.getByRole("searchbox", { name: "Zoek een template" }).fill(TEMPLATE);
  await page.getByRole("button", { name: `${TEMPLATE} deactiveren` }).click();
  await expect(melding(page, new RegExp(`Template ${TEMPLATE} is niet meer actief`))).toBeVisible();
  await expect(page.getByRole("button", { name: `${TEMPLATE} activeren` })).toBeVisible();
  await page.getByRole("button", { name: `Template ${TEMPLATE} verwijderen` }).click();
  await page.getByRole("alertdialog", { name: `Template ${TEMPLATE} verwijderen?` }).getByRole("button", { name: "Verwijderen" }).click();
  await expect(melding(page, `Template ${TEMPLATE} is verwijderd.`)).toBeVisible();
  await expect.poll(categorieen).toEqual([]);
});
