import { expect as baseExpect, test, type Page } from "@playwright/test";
import { DEMO_ADMINISTRATIENR as A, DEMO_PASSWORD, DEMO_USERS } from "../../prisma/demo-constants";
import { withDb } from "./db";
import { expectAccessible, openAs } from "./helpers";

test.describe.configure({ mode: "serial", timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const run = Date.now().toString(36);
const TITEL = `Schoolreis ${run}`;
// A 1×1 PNG.
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==", "base64");

test.afterAll(async () => {
  await withDb(async (c) => {
    const ids = `SELECT id FROM "NieuwsArtikel" WHERE "administratieNr" = $1 AND titel LIKE '%' || $2`;
    const weg = await c.query<{ bestandId: number }>(`DELETE FROM "NieuwsAfbeelding" WHERE "administratieNr" = $1 AND "artikelId" IN (${ids}) RETURNING "bestandId"`, [A, run]);
    if (weg.rows.length) await c.query(`DELETE FROM "Bestand" WHERE "administratieNr" = $1 AND id = ANY($2::int[])`, [A, weg.rows.map((r) => r.bestandId)]);
    await c.query(`DELETE FROM "NieuwsArtikel" WHERE "administratieNr" = $1 AND titel LIKE '%' || $2`, [A, run]);
  });
});

const melding = (page: Page, tekst: string | RegExp) => page.getByRole("region", { name: /Meldingen/ }).getByText(tekst);

test("a manager writes an article with an image; another user reads it on the home page", async ({ page, browser }) => {
  await openAs(page, `/${A}/nieuws`, DEMO_USERS.beheerder, DEMO_PASSWORD);
  await expect(page.getByRole("heading", { name: "Nieuws", level: 1 })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("button", { name: "Artikel schrijven" }).click();
  const dialog = page.getByRole("dialog", { name: "Artikel schrijven" });
  await expect(dialog).toBeVisible();
  // Empty: refused next to the fields, nothing saved.
  await dialog.getByRole("button", { name: "Artikel schrijven" }).click();
  await expect(dialog.getByText("Vul een titel in.")).toBeVisible();
  await dialog.getByLabel("Titel").fill(TITEL);
  await dialog.getByLabel("Samenvatting").fill("Op 12 juni gaan alle groepen naar de dierentuin.");
  const tekst = dialog.getByRole("textbox", { name: "Tekst" });
  await tekst.click();
  await page.keyboard.type("We vertrekken om half negen.");
  await dialog.getByRole("button", { name: "Vet" }).click();
  await page.keyboard.type(" Neem een lunchpakket mee.");
  await dialog.getByLabel("Agenda").check();
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Artikel schrijven" }).click();
  await expect(dialog).toBeHidden();
  await expect(melding(page, `Artikel „${TITEL}” is opgeslagen.`)).toBeVisible();
  const rij = page.getByRole("row").filter({ hasText: TITEL });
  await expect(rij).toContainText("Gepubliceerd");
  await expect(rij).toContainText("Agenda");

  // The image.
  await rij.getByRole("button", { name: `Afbeeldingen bij „${TITEL}”` }).click();
  const beelden = page.getByRole("dialog", { name: `Afbeeldingen bij „${TITEL}”` });
  await expect(beelden.getByText("Dit artikel heeft nog geen afbeeldingen.")).toBeVisible();
  await beelden.getByLabel("Afbeelding toevoegen").setInputFiles({ name: "dierentuin.png", mimeType: "image/png", buffer: PNG });
  await expect(beelden.getByRole("img", { name: "dierentuin.png" })).toBeVisible();
  await expectAccessible(page);
  await beelden.getByRole("button", { name: "Sluiten" }).first().click();
  await expect(rij).toContainText("1 afbeelding");
  const opgeslagen = await withDb(async (c) => (await c.query<{ inhoud: string }>(`SELECT inhoud FROM "NieuwsArtikel" WHERE "administratieNr" = $1 AND titel = $2`, [A, TITEL])).rows[0]!.inhoud);
  expect(opgeslagen).toContain("<strong>");
  expect(opgeslagen).toContain("We vertrekken om half negen.");

  // Another user (a teacher without the right) sees it on the home page, with text and image.
  const anderContext = await browser.newContext();
  const ander = await anderContext.newPage();
  await openAs(ander, `/${A}`, DEMO_USERS.leerkracht, DEMO_PASSWORD);
  const nieuws = ander.getByRole("region", { name: "Nieuws" });
  const artikel = nieuws.getByRole("article", { name: TITEL });
  await expect(artikel).toBeVisible();
  await expect(artikel).toContainText("Op 12 juni gaan alle groepen naar de dierentuin.");
  await expect(nieuws.getByRole("link", { name: "Nieuws beheren" })).toHaveCount(0);
  // The server already sends the news (prefetched into the page), not a placeholder to fill later.
  expect(await (await ander.request.get(`/${A}`)).text()).toContain(TITEL);
  await expectAccessible(ander);
  await artikel.getByRole("button", { name: `Lees het hele artikel „${TITEL}”` }).click();
  const lees = ander.getByRole("dialog", { name: TITEL });
  await expect(lees.getByText("Neem een lunchpakket mee.")).toBeVisible();
  await expect(lees.locator("strong")).toContainText("Neem een lunchpakket mee.");
  await expect(lees.getByRole("img", { name: `Afbeelding bij ${TITEL}` })).toBeVisible();
  await expectAccessible(ander);
  // The management screen is not there for the teacher.
  await ander.goto(`/${A}/nieuws`);
  await expect(ander.getByRole("heading", { name: "Pagina niet gevonden" })).toBeVisible();
  await anderContext.close();

  // Back at the manager: change the title, then delete after confirming.
  await rij.getByRole("button", { name: `Artikel „${TITEL}” bewerken` }).click();
  const bewerk = page.getByRole("dialog", { name: `Artikel „${TITEL}” bewerken` });
  await expect(bewerk.getByRole("textbox", { name: "Tekst" })).toContainText("We vertrekken om half negen.");
  await bewerk.getByLabel("Titel").fill(`Schoolreis (verzet) ${run}`);
  await bewerk.getByRole("button", { name: "Opslaan" }).click();
  await expect(bewerk).toBeHidden();
  const nieuweRij = page.getByRole("row").filter({ hasText: `Schoolreis (verzet) ${run}` });
  await expect(nieuweRij).toBeVisible();
  await nieuweRij.getByRole("button", { name: `Artikel „Schoolreis (verzet) ${run}” verwijderen` }).click();
  const vraag = page.getByRole("alertdialog");
  await expect(vraag).toContainText("Het artikel en de afbeelding verdwijnen van de startpagina.");
  await vraag.getByRole("button", { name: "Verwijderen" }).click();
  await expect(nieuweRij).toHaveCount(0);
  const titels = () => withDb(async (c) => (await c.query<{ titel: string }>(`SELECT titel FROM "NieuwsArtikel" WHERE "administratieNr" = $1 AND titel LIKE '%' || $2`, [A, run])).rows.map((r) => r.titel));
  await expect.poll(titels).toEqual([]);
});
