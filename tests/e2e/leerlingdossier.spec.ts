import { readFile } from "node:fs/promises";
import { expect as baseExpect, test, type Page } from "@playwright/test";
import { hash } from "@node-rs/argon2";
import { randomUUID } from "node:crypto";
import { huidigSchooljaar } from "../../lib/schooljaar";
import { DEMO_ADMINISTRATIENR as A, DEMO_PASSWORD, DEMO_USERS } from "../../prisma/demo-constants";
import { Functiegebied } from "../../lib/permissions";
import { createTwoAdministrationUser, withDb } from "./db";
import { expectAccessible, openAs } from "./helpers";

// Dialogs, uploads and page loads on a busy machine.
test.describe.configure({ timeout: 150_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const sj = huidigSchooljaar();
const run = Date.now().toString(36);
const GROEP = `E2E dossier ${run}`;
const TAG = `E2E tag ${run}`;
const TEMPLATE = `E2E formulier ${run}`;
const KOPIE = `E2E formulier ${run} kopie`;
let leerlingId = 0;
let groepNr = 0;
let tagNr = 0;

/** One pupil of our own in a group of branch 1 in the current year, and a tag for notes. */
test.beforeAll(async () => {
  await withDb(async (c) => {
    const g = await c.query<{ nr: number }>(
      `INSERT INTO "Groep" ("administratieNr", nr, naam, schooljaar, "vestigingNr", soort, "updatedAt")
       VALUES ($1, (SELECT COALESCE(max(nr), 0) + 1 FROM "Groep" WHERE "administratieNr" = $1), $2, $3, 1, 'Klas', now()) RETURNING nr`,
      [A, GROEP, sj],
    );
    groepNr = g.rows[0]!.nr;
    const l = await c.query<{ id: number }>(
      `INSERT INTO "Leerling" ("administratieNr", roepnaam, achternaam, geboortedatum, geslacht, ingangsdatum, "updatedAt")
       SELECT $1, 'Dossierkind', $2, date '2016-05-01', 9, ingangsdatum, now() FROM "Schooljaar" WHERE "administratieNr" = $1 AND schooljaar = $3 RETURNING id`,
      [A, `Proef${run}`, sj],
    );
    leerlingId = l.rows[0]!.id;
    await c.query(
      `INSERT INTO "Leerlingtoewijzing" ("administratieNr", "leerlingId", "groepNr", ingangsdatum, einddatum)
       SELECT $1, $2, $3, ingangsdatum, einddatum FROM "Schooljaar" WHERE "administratieNr" = $1 AND schooljaar = $4`,
      [A, leerlingId, groepNr, sj],
    );
    const t = await c.query<{ nr: number }>(
      `INSERT INTO "Tag" ("administratieNr", nr, naam) VALUES ($1, (SELECT COALESCE(max(nr), 0) + 1 FROM "Tag" WHERE "administratieNr" = $1), $2) RETURNING nr`,
      [A, TAG],
    );
    tagNr = t.rows[0]!.nr;
  });
});

test.afterAll(async () => {
  await withDb(async (c) => {
    const bestanden = await c.query<{ id: number }>(
      `SELECT "bestandId" AS id FROM "NotitieDocument" WHERE "administratieNr" = $1 AND "notitieId" IN (SELECT id FROM "Notitie" WHERE "administratieNr" = $1 AND "leerlingId" = $2)
       UNION SELECT "bestandId" FROM "LeerlingdossierDocument" WHERE "administratieNr" = $1 AND "itemId" IN (SELECT id FROM "LeerlingdossierItem" WHERE "administratieNr" = $1 AND "leerlingId" = $2)`,
      [A, leerlingId],
    );
    await c.query(`DELETE FROM "NotitieDocument" WHERE "administratieNr" = $1 AND "notitieId" IN (SELECT id FROM "Notitie" WHERE "administratieNr" = $1 AND "leerlingId" = $2)`, [A, leerlingId]);
    await c.query(`DELETE FROM "LeerlingdossierDocument" WHERE "administratieNr" = $1 AND "itemId" IN (SELECT id FROM "LeerlingdossierItem" WHERE "administratieNr" = $1 AND "leerlingId" = $2)`, [A, leerlingId]);
    await c.query(`DELETE FROM "Bestand" WHERE "administratieNr" = $1 AND id = ANY($2::int[])`, [A, bestanden.rows.map((b) => b.id)]);
    await c.query(`DELETE FROM "Notitie" WHERE "administratieNr" = $1 AND "leerlingId" = $2`, [A, leerlingId]);
    await c.query(`DELETE FROM "LeerlingdossierItem" WHERE "administratieNr" = $1 AND "leerlingId" = $2`, [A, leerlingId]);
    await c.query(`DELETE FROM "Formulier" WHERE "administratieNr" = $1 AND "leerlingId" = $2`, [A, leerlingId]);
    await c.query(`DELETE FROM "FormulierTemplate" WHERE "administratieNr" = $1 AND naam IN ($2, $3)`, [A, TEMPLATE, KOPIE]);
    await c.query(`DELETE FROM "Leerlingtoewijzing" WHERE "administratieNr" = $1 AND "leerlingId" = $2`, [A, leerlingId]);
    await c.query(`DELETE FROM "Leerling" WHERE "administratieNr" = $1 AND id = $2`, [A, leerlingId]);
    await c.query(`DELETE FROM "Groep" WHERE "administratieNr" = $1 AND nr = $2`, [A, groepNr]);
    await c.query(`DELETE FROM "Tag" WHERE "administratieNr" = $1 AND nr = $2`, [A, tagNr]);
  });
});

const detailsPad = () => `/${A}/schooljaar/${sj}/adm/leerlingen/details/${leerlingId}`;
const melding = (page: Page, tekst: string | RegExp) => page.getByRole("region", { name: /Meldingen/ }).getByText(tekst);
async function toegankelijkZonderMeldingen(page: Page) {
  // A toast under the pointer stays (sonner pauses on hover): move the pointer away first.
  await page.mouse.move(0, 0);
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  await expectAccessible(page);
}

test("a note with a tag and a document: written, found by tag, downloaded, deleted after confirming", async ({ page }) => {
  await openAs(page, `${detailsPad()}/notities`, DEMO_USERS.beheerder, DEMO_PASSWORD);
  const tabs = page.getByRole("navigation", { name: /Onderdelen/ });
  await expect(tabs.getByRole("link", { name: "Notities" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByText("Er zijn nog geen notities.")).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("button", { name: "Notitie schrijven" }).click();
  const dialog = page.getByRole("dialog", { name: "Notitie schrijven" });
  await dialog.getByRole("button", { name: "Opslaan" }).click();
  await expect(dialog.getByText("Vul de titel in.")).toBeVisible();
  await dialog.getByLabel("Titel").fill("Gesprek met moeder");
  await dialog.getByLabel("Tekst").fill("Afspraken over huiswerk.\nOver zes weken opnieuw.");
  await dialog.getByLabel(TAG).check();
  await dialog.locator('input[type="file"]').setInputFiles({ name: "verslag.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF") });
  await expect(dialog.getByRole("listitem").filter({ hasText: "verslag.pdf" })).toBeVisible();
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Opslaan" }).click();
  await expect(melding(page, "Notitie Gesprek met moeder is opgeslagen.")).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  const notitie = page.getByRole("main").getByRole("listitem").filter({ hasText: "Gesprek met moeder" });
  await expect(notitie).toContainText(TAG);

  // Find it by its tag.
  await page.getByLabel("Tag").selectOption({ label: TAG });
  await expect(notitie).toBeVisible();

  // The document comes back as a download under its own name, with the same bytes.
  const [download] = await Promise.all([page.waitForEvent("download"), notitie.getByRole("button", { name: "verslag.pdf downloaden" }).click()]);
  expect(download.suggestedFilename()).toBe("verslag.pdf");
  expect((await readFile((await download.path())!)).toString()).toMatch(/^%PDF-1\.4/);
  await toegankelijkZonderMeldingen(page);

  await notitie.getByRole("button", { name: "Notitie Gesprek met moeder verwijderen" }).click();
  const bevestig = page.getByRole("alertdialog", { name: "Notitie Gesprek met moeder verwijderen?" });
  await bevestig.getByRole("button", { name: "Verwijderen" }).click();
  await expect(melding(page, "Notitie Gesprek met moeder is verwijderd.")).toBeVisible();
  await expect(page.getByText("Gesprek met moeder")).toHaveCount(0);
});

test("build a form template, fill it in for the pupil (checked per field) and read it back", async ({ page }) => {
  await openAs(page, `/${A}/beheer/Formuliertemplates`, DEMO_USERS.beheerder, DEMO_PASSWORD);
  await expect(page.getByRole("heading", { name: "Formulieren", level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Formulier toevoegen" }).click();
  const nieuw = page.getByRole("dialog", { name: "Formulier toevoegen" });
  await nieuw.getByLabel("Naam").fill(TEMPLATE);
  await nieuw.getByRole("button", { name: "Toevoegen" }).click();
  await expect(melding(page, `Formulier ${TEMPLATE} is toegevoegd.`)).toBeVisible();
  await page.getByRole("link", { name: TEMPLATE }).click();
  await expect(page.getByRole("heading", { name: TEMPLATE, level: 1 })).toBeVisible();

  await page.getByRole("button", { name: "Item toevoegen" }).click();
  let item = page.getByRole("dialog", { name: "Item toevoegen" });
  await item.getByLabel("Type").selectOption("SLE");
  await item.getByLabel("Label").fill("Aanwezig bij gesprek");
  await item.getByLabel("Verplicht").check();
  await item.getByRole("button", { name: "Opslaan" }).click();
  await expect(melding(page, "Item Aanwezig bij gesprek is opgeslagen.")).toBeVisible();
  await page.getByRole("button", { name: "Item toevoegen" }).click();
  item = page.getByRole("dialog", { name: "Item toevoegen" });
  await item.getByLabel("Type").selectOption("SEL");
  await item.getByLabel("Label").fill("Advies");
  await item.getByLabel("Keuzes (één per regel)").fill("Havo\nVwo");
  await item.getByRole("button", { name: "Opslaan" }).click();
  await expect(melding(page, "Item Advies is opgeslagen.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "Voorbeeld" })).toBeVisible();
  await toegankelijkZonderMeldingen(page);

  // Export the template as JSON and import it again: the same name is refused, a file with an
  // unknown item type is refused naming it, the renamed file comes back with its items.
  await page.goto(`/${A}/beheer/Formuliertemplates`);
  const [json] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: `${TEMPLATE} exporteren` }).click()]);
  expect(json.suggestedFilename()).toMatch(/\.json$/);
  const bestand = JSON.parse(await readFile((await json.path())!, "utf8")) as { naam: string; definities: { soort: string; label: string }[] };
  expect(bestand.naam).toBe(TEMPLATE);
  expect(bestand.definities.map((d) => [d.soort, d.label])).toEqual([["SLE", "Aanwezig bij gesprek"], ["SEL", "Advies"]]);
  await page.getByRole("button", { name: "Importeren" }).click();
  const imp = page.getByRole("dialog", { name: "Formulier importeren" });
  const kies = (naam: string, inhoud: unknown) => imp.getByLabel("Bestand").setInputFiles({ name: naam, mimeType: "application/json", buffer: Buffer.from(JSON.stringify(inhoud)) });
  await kies("zelfde.json", bestand);
  await imp.getByRole("button", { name: "Importeren" }).click();
  await expect(imp.getByRole("alert")).toContainText(`Er bestaat al een formuliertemplate met de naam '${TEMPLATE}'`);
  await kies("onbekend.json", { ...bestand, naam: KOPIE, definities: [...bestand.definities, { soort: "XYZ", label: "Raadsel" }] });
  await imp.getByRole("button", { name: "Importeren" }).click();
  await expect(imp.getByRole("alert")).toContainText("item 3 heeft een onbekend itemtype 'XYZ'");
  await expectAccessible(page);
  await kies("kopie.json", { ...bestand, naam: KOPIE });
  await imp.getByRole("button", { name: "Importeren" }).click();
  await expect(melding(page, `Formulier ${KOPIE} is geïmporteerd.`)).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  await page.getByRole("link", { name: KOPIE }).click();
  await expect(page.getByRole("heading", { name: KOPIE, level: 1 })).toBeVisible();
  await expect(page.getByText("Aanwezig bij gesprek").first()).toBeVisible();
  await expect(page.getByText("Advies").first()).toBeVisible();

  // The exported file, imported into a second administration by someone who manages forms there.
  const tweede = await createTwoAdministrationUser(DEMO_PASSWORD);
  await withDb(async (c) => {
    const rol = await c.query<{ id: number }>(`INSERT INTO "Rol" ("administratieNr", naam, "updatedAt") VALUES (1002, $1, now()) RETURNING id`, [`E2E formulieren ${run}`]);
    await c.query(`INSERT INTO "RolPermissie" ("administratieNr", "rolId", functiegebied, bits) VALUES (1002, $1, $2, $3)`, [rol.rows[0]!.id, Functiegebied.Leerlingformulieren, 127]);
    await c.query(`INSERT INTO "MedewerkerRol" ("administratieNr", "gebruikerId", "rolId") VALUES (1002, $1, $2)`, [tweede.id, rol.rows[0]!.id]);
  });
  const andere = await page.context().browser()!.newContext();
  const elders = await andere.newPage();
  await openAs(elders, "/1002/beheer/Formuliertemplates", tweede.email, DEMO_PASSWORD);
  await elders.getByRole("button", { name: "Importeren" }).click();
  const imp2 = elders.getByRole("dialog", { name: "Formulier importeren" });
  await imp2.getByLabel("Bestand").setInputFiles({ name: "export.json", mimeType: "application/json", buffer: await readFile((await json.path())!) });
  await imp2.getByRole("button", { name: "Importeren" }).click();
  await expect(elders.getByRole("link", { name: TEMPLATE })).toBeVisible();
  await elders.getByRole("link", { name: TEMPLATE }).click();
  await expect(elders.getByRole("heading", { name: TEMPLATE, level: 1 })).toBeVisible();
  await expect(elders.getByText("Advies").first()).toBeVisible();
  await andere.close();

  await page.goto(`${detailsPad()}/formulieren`);
  await expect(page.getByText("Er zijn nog geen formulieren ingevuld.")).toBeVisible();
  await page.getByRole("button", { name: "Formulier invullen" }).click();
  const invullen = page.getByRole("dialog", { name: "Formulier invullen" });
  await invullen.getByLabel("Formulier", { exact: true }).selectOption({ label: TEMPLATE });
  await expect(invullen.getByLabel(/Aanwezig bij gesprek/)).toBeVisible();
  // The required item is checked in the browser with the server's own rules.
  await invullen.getByRole("button", { name: "Opslaan" }).click();
  await expect(invullen.getByText("'Aanwezig bij gesprek' is verplicht")).toBeVisible();
  await invullen.getByLabel(/Aanwezig bij gesprek/).fill("Moeder en mentor");
  await invullen.getByLabel("Advies").selectOption("Vwo");
  await expectAccessible(page);
  await invullen.getByRole("button", { name: "Opslaan" }).click();
  await expect(melding(page, `Formulier ${TEMPLATE} is opgeslagen.`)).toBeVisible();
  await page.getByRole("link", { name: TEMPLATE }).click();
  await expect(page.getByText("Moeder en mentor")).toBeVisible();
  await expect(page.getByText("Vwo")).toBeVisible();
  await toegankelijkZonderMeldingen(page);
  // The Administratie list of forms: without a filter it goes to the first permitted one (§2).
  await page.goto(`/${A}/schooljaar/${sj}/adm/formulieren`);
  await expect(page).toHaveURL(`/${A}/schooljaar/${sj}/adm/formulieren?filter=Alle`);
  await page.getByRole("searchbox", { name: "Zoek een formulier" }).fill(`Proef${run}`);
  await expect(page.getByRole("row").filter({ hasText: TEMPLATE })).toHaveCount(1);
  await expectAccessible(page);
  const waarden = await withDb(async (c) =>
    (await c.query<{ waarde: unknown }>(`SELECT w.waarde FROM "FormulierWaarde" w JOIN "Formulier" f ON f."administratieNr" = w."administratieNr" AND f.id = w."formulierId" WHERE f."administratieNr" = $1 AND f."leerlingId" = $2 ORDER BY w."definitieId"`, [A, leerlingId])).rows.map((r) => r.waarde),
  );
  expect(waarden).toEqual([{ tekst: "Moeder en mentor" }, { keuze: "Vwo" }]);
});

test("a dossier item with a document: downloaded, the read in the access log, deleted after confirming", async ({ page }) => {
  await openAs(page, `${detailsPad()}/dossiers`, DEMO_USERS.beheerder, DEMO_PASSWORD);
  await expect(page.getByText("Het dossier is nog leeg.")).toBeVisible();
  await page.getByRole("button", { name: "Dossieritem toevoegen" }).click();
  const dialog = page.getByRole("dialog", { name: "Dossieritem toevoegen" });
  await dialog.getByLabel("Titel").fill("Verslag onderzoek");
  await dialog.locator('input[type="file"]').setInputFiles({ name: "uitslag.txt", mimeType: "text/plain", buffer: Buffer.from("Uitslag van het onderzoek") });
  await dialog.getByRole("button", { name: "Opslaan" }).click();
  await expect(melding(page, "Dossieritem Verslag onderzoek is opgeslagen.")).toBeVisible();
  const item = page.getByRole("main").getByRole("listitem").filter({ hasText: "Verslag onderzoek" });
  // Download its document; the read shows in the pupil's access log (administrators see it on this tab).
  const [download] = await Promise.all([page.waitForEvent("download"), item.getByRole("button", { name: "uitslag.txt downloaden" }).click()]);
  expect(download.suggestedFilename()).toBe("uitslag.txt");
  await page.reload();
  const log = page.getByRole("table", { name: "Inzagelog" });
  await expect(log.getByRole("row").filter({ hasText: "Document uit het dossier gedownload" })).toHaveCount(1);
  await toegankelijkZonderMeldingen(page);
  await item.getByRole("button", { name: "Dossieritem Verslag onderzoek verwijderen" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Verwijderen" }).click();
  await expect(melding(page, "Dossieritem Verslag onderzoek is verwijderd.")).toBeVisible();
  await expect(page.getByText("Het dossier is nog leeg.")).toBeVisible();
});

test("a staff member without rights on the pupil file sees no such tab and cannot open it", async ({ page }) => {
  const id = randomUUID();
  const email = `e2e-geendossier-${id.slice(0, 8)}@leerroute.test`;
  await withDb(async (c) => {
    await c.query('INSERT INTO "Gebruiker" (id, email, "passwordHash", "updatedAt") VALUES ($1, $2, $3, now())', [id, email, await hash(DEMO_PASSWORD)]);
    await c.query(`INSERT INTO "Medewerker" ("administratieNr", "gebruikerId", roepnaam, achternaam, "updatedAt") VALUES ($1, $2, 'Geen', 'Dossier', now())`, [A, id]);
    const rol = await c.query<{ id: number }>(`INSERT INTO "Rol" ("administratieNr", naam, "updatedAt") VALUES ($1, $2, now()) RETURNING id`, [A, `E2E alleen leerlingen ${run}`]);
    await c.query(`INSERT INTO "RolPermissie" ("administratieNr", "rolId", functiegebied, bits) VALUES ($1, $2, 5, 16), ($1, $2, 3, 16)`, [A, rol.rows[0]!.id]);
    await c.query(`INSERT INTO "MedewerkerRol" ("administratieNr", "gebruikerId", "rolId") VALUES ($1, $2, $3)`, [A, id, rol.rows[0]!.id]);
  });
  await openAs(page, detailsPad(), email, DEMO_PASSWORD);
  const tabs = page.getByRole("navigation", { name: /Onderdelen/ });
  await expect(tabs.getByRole("link", { name: "Schoolloopbaan" })).toBeVisible();
  await expect(tabs.getByRole("link", { name: "Notities" })).toHaveCount(0);
  await expect(tabs.getByRole("link", { name: "Formulieren" })).toHaveCount(0);
  await expect(tabs.getByRole("link", { name: "Dossiers" })).toHaveCount(0);
  await expectAccessible(page);
  for (const tab of ["notities", "formulieren", "dossiers"]) expect((await page.goto(`${detailsPad()}/${tab}`))?.status()).toBe(404);
});

test("the whole file: an item printed as PDF, the file exported as zip, then erased after confirming what goes", async ({ page }) => {
  const titel = `Zorgverslag ${run}`;
  await withDb(async (c) => {
    await c.query(`INSERT INTO "Notitie" ("administratieNr", "leerlingId", titel, tekst, datum, "updatedAt") VALUES ($1, $2, 'Oudergesprek', 'Verslag van het gesprek', current_date, now())`, [A, leerlingId]);
    await c.query(`INSERT INTO "LeerlingdossierItem" ("administratieNr", "leerlingId", titel, omschrijving, datum, "updatedAt") VALUES ($1, $2, $3, 'Samenvatting', current_date, now())`, [A, leerlingId, titel]);
  });
  await openAs(page, `${detailsPad()}/dossiers`, DEMO_USERS.beheerder, DEMO_PASSWORD);
  const item = page.getByRole("main").getByRole("listitem").filter({ hasText: titel });
  const [pdf] = await Promise.all([page.waitForEvent("download"), item.getByRole("button", { name: `‘${titel}’ als PDF afdrukken` }).click()]);
  expect(pdf.suggestedFilename()).toMatch(/^dossieritem-.*Zorgverslag.*\.pdf$/);
  expect((await readFile((await pdf.path())!)).subarray(0, 5).toString()).toBe("%PDF-");

  const [zip] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "Exporteren als zip" }).click()]);
  expect(zip.suggestedFilename()).toMatch(new RegExp(`^dossier-Dossierkind-Proef${run}-\\d{4}-\\d{2}-\\d{2}\\.zip$`));
  expect((await readFile((await zip.path())!)).subarray(0, 2).toString()).toBe("PK");
  const log = page.getByRole("table", { name: "Inzagelog" });
  await expect(log.getByRole("row").filter({ hasText: "Volledig dossier geëxporteerd (zip)" })).toHaveCount(1);
  await expect(log.getByRole("row").filter({ hasText: "Dossieritem afgedrukt (PDF)" })).toHaveCount(1);
  await toegankelijkZonderMeldingen(page);

  await page.getByRole("button", { name: "Dossier wissen" }).click();
  const bevestig = page.getByRole("alertdialog", { name: `Het volledige dossier van Dossierkind Proef${run} wissen?` });
  const wat = bevestig.getByRole("list", { name: "Wat wordt gewist" });
  await expect(wat.getByRole("listitem").filter({ hasText: "Notitie ‘Oudergesprek’" })).toHaveCount(1);
  await expect(wat.getByRole("listitem").filter({ hasText: `Dossieritem ‘${titel}’` })).toHaveCount(1);
  await expect(bevestig).toContainText(/Definitief weg: \d+ notities?, \d+ dossieritems?/);
  await expectAccessible(page);
  await bevestig.getByRole("button", { name: "Definitief wissen" }).click();
  await expect(melding(page, new RegExp(`Het dossier van Dossierkind Proef${run} is gewist`))).toBeVisible();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(page.getByText("Het dossier is nog leeg.")).toBeVisible();
  await expect(log.getByRole("row").filter({ hasText: "Volledig dossier gewist" })).toHaveCount(1);
  const over = await withDb(async (c) => (await c.query<{ n: number }>(`SELECT count(*)::int AS n FROM "Notitie" WHERE "administratieNr" = $1 AND "leerlingId" = $2`, [A, leerlingId])).rows[0]!.n);
  expect(over).toBe(0);
});
