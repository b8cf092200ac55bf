import { expect as baseExpect, test, type Page } from "@playwright/test";
import { huidigSchooljaar } from "../../lib/schooljaar";
import { DEMO_ADMINISTRATIENR as A, DEMO_PASSWORD, DEMO_USERS } from "../../prisma/demo-constants";
import { withDb } from "./db";
import { alert, expectAccessible, openAs, signIn, signOut } from "./helpers";

// Long flows through several screens; a busy machine (parallel builds) needs the slack.
test.describe.configure({ timeout: 240_000 });
const expect = baseExpect.configure({ timeout: 30_000 });

const huidig = huidigSchooljaar();
const DOELJAAR = "2040-2041";

/** The demo role Leerkracht has no Administratie rights in the seed. */
async function herstelLeerkracht() {
  await withDb((c) =>
    c.query(`DELETE FROM "RolPermissie" WHERE "administratieNr" = $1 AND functiegebied = 1 AND "rolId" = (SELECT id FROM "Rol" WHERE "administratieNr" = $1 AND naam = 'Leerkracht')`, [A]),
  );
}

/** Everything these tests change in the demo administration is put back, so other specs see the seed. */
async function opruimen() {
  await herstelLeerkracht();
  await withDb(async (c) => {
    await c.query(
      `DELETE FROM "MedewerkerGroep" WHERE "administratieNr" = $1 AND "groepNr" IN (SELECT nr FROM "Groep" WHERE "administratieNr" = $1 AND schooljaar = $2)`,
      [A, DOELJAAR],
    );
    await c.query(`DELETE FROM "Groep" WHERE "administratieNr" = $1 AND schooljaar = $2`, [A, DOELJAAR]);
    await c.query(`DELETE FROM "Schooljaar" WHERE "administratieNr" = $1 AND schooljaar = $2`, [A, DOELJAAR]);
    await c.query(`DELETE FROM "MedewerkerVestiging" WHERE "administratieNr" = $1 AND "vestigingNr" IN (SELECT nr FROM "Vestiging" WHERE "administratieNr" = $1 AND naam LIKE 'E2E %')`, [A]);
    await c.query(`DELETE FROM "Vestiging" WHERE "administratieNr" = $1 AND naam LIKE 'E2E %'`, [A]);
    await c.query(`DELETE FROM "MedewerkerRol" WHERE "administratieNr" = $1 AND "rolId" IN (SELECT id FROM "Rol" WHERE "administratieNr" = $1 AND naam LIKE 'E2E %')`, [A]);
    await c.query(`DELETE FROM "RolPermissie" WHERE "administratieNr" = $1 AND "rolId" IN (SELECT id FROM "Rol" WHERE "administratieNr" = $1 AND naam LIKE 'E2E %')`, [A]);
    await c.query(`DELETE FROM "Rol" WHERE "administratieNr" = $1 AND naam LIKE 'E2E %'`, [A]);
    await c.query(`DELETE FROM "Tag" WHERE "administratieNr" = $1 AND naam LIKE 'E2E %'`, [A]);
    await c.query(`DELETE FROM "NotitieSoort" WHERE "administratieNr" = $1 AND naam LIKE 'E2E %'`, [A]);
    await c.query(`DELETE FROM "LeerlingdossierCategorie" WHERE "administratieNr" = $1 AND naam LIKE 'E2E %'`, [A]);
  });
}

test.beforeAll(opruimen);
test.afterAll(opruimen);

const beheerNav = (page: Page) => page.getByRole("navigation", { name: "Instellingen" });
const toast = (page: Page, tekst: string | RegExp) => page.getByText(tekst).first();

test("branches: list with search, add with validation, edit and delete; a used branch is refused", async ({ page }) => {
  await openAs(page, `/${A}/beheer/schooljaren`, DEMO_USERS.beheerder, DEMO_PASSWORD);
  await beheerNav(page).getByRole("link", { name: "Vestigingen" }).click();
  await expect(page).toHaveURL(`/${A}/beheer/Vestigingen`);
  await expect(page.getByRole("heading", { name: "Vestigingen" })).toBeVisible();
  const rijen = page.getByRole("main").getByRole("row");
  await expect(rijen.nth(1)).toContainText("De Regenboog Centrum");
  await expect(rijen.nth(2)).toContainText("De Regenboog West");
  await expectAccessible(page);
  await page.getByLabel("Zoek een vestiging").fill("west");
  await expect(page).toHaveURL(/zoek=west/);
  await expect(rijen).toHaveCount(2);
  await page.getByLabel("Zoek een vestiging").fill("");

  await page.getByRole("link", { name: "Vestiging toevoegen" }).click();
  await expect(page).toHaveURL(`/${A}/beheer/Vestigingen/toevoegen`);
  await page.getByRole("button", { name: "Toevoegen" }).click();
  await expect(alert(page)).toHaveText("Vul de naam van de vestiging in.");
  await expectAccessible(page);
  await page.getByLabel("Naam").fill("de regenboog west");
  await page.getByRole("button", { name: "Toevoegen" }).click();
  await expect(alert(page)).toHaveText("Er bestaat al een vestiging met de naam 'De Regenboog West'.");
  await page.getByLabel("Naam").fill("E2E Oost");
  await page.getByLabel("Schoolsoort").selectOption("SBO");
  await page.getByRole("button", { name: "Toevoegen" }).click();
  await expect(toast(page, "Vestiging E2E Oost is toegevoegd.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${A}/beheer/Vestigingen/details/\\d+$`));
  await expect(page.getByRole("heading", { name: "E2E Oost" })).toBeVisible();
  await expect(page).toHaveTitle("E2E Oost · Vestigingen · Leerroute");
  await expect(page.getByText("Speciaal basisonderwijs")).toBeVisible();
  await expect(page.getByText("Deze vestiging heeft nog geen groepen.")).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("link", { name: "Bewerken" }).click();
  await expect(page.getByRole("heading", { name: "Vestiging E2E Oost bewerken" })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Naam").fill("E2E Oost-Zuid");
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(toast(page, "Vestiging E2E Oost-Zuid is opgeslagen.")).toBeVisible();
  await expect(page.getByRole("heading", { name: "E2E Oost-Zuid" })).toBeVisible();

  await page.getByRole("button", { name: "Verwijderen" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("Vestiging E2E Oost-Zuid verwijderen?");
  await expectAccessible(page);
  await page.getByRole("alertdialog").getByRole("button", { name: "Verwijderen" }).click();
  await expect(toast(page, "Vestiging E2E Oost-Zuid is verwijderd.")).toBeVisible();
  await expect(page).toHaveURL(`/${A}/beheer/Vestigingen`);
  await expect(page.getByRole("link", { name: "E2E Oost-Zuid" })).toHaveCount(0);

  // The demo branch holds groups and pupils: refused, saying so inside the dialog (the server's 409).
  await page.getByRole("button", { name: "Vestiging De Regenboog Centrum verwijderen" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Verwijderen" }).click();
  await expect(page.getByRole("alertdialog").getByRole("alert")).toContainText(/De vestiging wordt nog gebruikt door \d+ groepen/);
  await expectAccessible(page);
  await page.getByRole("alertdialog").getByRole("button", { name: "Sluiten" }).click();
  await expect(page.getByRole("alertdialog")).toBeHidden();
  await expect(page.getByRole("link", { name: "De Regenboog Centrum", exact: true })).toBeVisible();
});

test("branch details: staff, groups per school year and taking over the group layout", async ({ page }) => {
  await withDb((c) =>
    c.query(`INSERT INTO "Schooljaar" ("administratieNr", schooljaar, ingangsdatum, einddatum) VALUES ($1, $2, '2040-08-01', '2041-07-31')`, [A, DOELJAAR]),
  );
  await openAs(page, `/${A}/beheer/Vestigingen`, DEMO_USERS.beheerder, DEMO_PASSWORD);
  await page.getByRole("link", { name: "De Regenboog Centrum", exact: true }).click();
  await expect(page).toHaveURL(`/${A}/beheer/Vestigingen/details/1`);
  await expect(page.getByRole("list", { name: "Medewerkers van de vestiging" })).toContainText("Pieter de Boer");
  const huidigeGroepen = page.getByRole("table", { name: `Groepen in schooljaar ${huidig}` });
  await expect(huidigeGroepen.getByRole("row", { name: /Groep 3/ })).toContainText("Pieter de Boer");
  const aantal = (await huidigeGroepen.getByRole("row").count()) - 1;
  await expectAccessible(page);

  await page.getByRole("button", { name: "Groepindeling overnemen" }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByLabel("Van schooljaar").selectOption(huidig);
  await dialog.getByRole("button", { name: "Verder" }).click();
  await expect(dialog.getByRole("alert")).toHaveText("Kies het schooljaar waarin de groepen komen.");
  await expectAccessible(page);
  await dialog.getByLabel("Naar schooljaar").selectOption(DOELJAAR);
  await dialog.getByRole("button", { name: "Verder" }).click();
  await expect(dialog.getByRole("status")).toContainText(`${aantal} groepen van De Regenboog Centrum uit ${huidig} worden aangemaakt in ${DOELJAAR}, met hun medewerkers.`);
  await dialog.getByRole("button", { name: "Overnemen" }).click();
  await expect(dialog.getByRole("status")).toContainText(`${aantal} groepen aangemaakt, 0 overgeslagen`);
  await expect(dialog.getByRole("status")).toContainText("Groep 3");
  await dialog.getByRole("button", { name: "Klaar" }).click();
  const nieuw = page.getByRole("table", { name: `Groepen in schooljaar ${DOELJAAR}` });
  await expect(nieuw.getByRole("row")).toHaveCount(aantal + 1);
  await expect(nieuw.getByRole("row", { name: /Groep 3/ })).toContainText("Pieter de Boer");

  // Once more: every name exists already, nothing is created.
  await page.getByRole("button", { name: "Groepindeling overnemen" }).click();
  await dialog.getByLabel("Van schooljaar").selectOption(huidig);
  await dialog.getByLabel("Naar schooljaar").selectOption(DOELJAAR);
  await dialog.getByRole("button", { name: "Verder" }).click();
  await dialog.getByRole("button", { name: "Overnemen" }).click();
  await expect(dialog.getByRole("status")).toContainText(`0 groepen aangemaakt, ${aantal} overgeslagen`);
  await dialog.getByRole("button", { name: "Klaar" }).click();
  await expect(nieuw.getByRole("row")).toHaveCount(aantal + 1);
});

test("roles: add, assign staff, refuse deleting a used role, delete; grid reachable by keyboard", async ({ page }) => {
  await openAs(page, `/${A}/beheer/rollen`, DEMO_USERS.beheerder, DEMO_PASSWORD);
  await expect(page.getByRole("heading", { name: "Rollen" })).toBeVisible();
  await expect(page.getByRole("row", { name: /Leerkracht/ })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("button", { name: "Rol toevoegen" }).click();
  await page.getByRole("dialog").getByRole("button", { name: "Toevoegen" }).click();
  await expect(page.getByRole("dialog").getByRole("alert")).toHaveText("Vul de naam van de rol in.");
  await page.getByRole("dialog").getByLabel("Naam").fill("E2E Invaller");
  await page.getByRole("dialog").getByRole("button", { name: "Toevoegen" }).click();
  await expect(page).toHaveURL(new RegExp(`/${A}/beheer/rollen/details/\\d+$`));
  await expect(page.getByRole("heading", { name: "Rol E2E Invaller" })).toBeVisible();
  await expect(page).toHaveTitle("E2E Invaller · Rollen · Leerroute");
  // A new role starts with the default rights of spec §6.
  await expect(page.getByRole("checkbox", { name: "Gebruikers: Beheren" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Leerlingen: Lezen alle" })).toBeChecked();
  await expectAccessible(page);

  // Keyboard: arrows move through the grid, space toggles.
  const eerste = page.getByRole("checkbox", { name: "Gebruikers: Lezen eigen klas" });
  await eerste.focus();
  await page.keyboard.press("ArrowDown");
  await expect(page.getByRole("checkbox", { name: "Administratie: Lezen eigen klas" })).toBeFocused();
  await page.keyboard.press("ArrowRight");
  await expect(page.getByRole("checkbox", { name: "Administratie: Schrijven eigen klas" })).toBeFocused();
  await page.keyboard.press("Space");
  await expect(page.getByRole("checkbox", { name: "Administratie: Schrijven eigen klas" })).toBeChecked();
  await page.getByRole("checkbox", { name: "Gebruikers: Beheren" }).click();
  await page.getByRole("button", { name: "Rechten opslaan" }).click();
  await expect(toast(page, "Rol E2E Invaller is opgeslagen.")).toBeVisible();
  await page.reload();
  await expect(page.getByRole("checkbox", { name: "Administratie: Schrijven eigen klas" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Gebruikers: Beheren" })).not.toBeChecked();

  await page.getByLabel("Medewerkers zoeken").fill("marieke");
  await page.getByRole("checkbox", { name: /Dijk, Marieke van/ }).click();
  await page.getByRole("button", { name: "Medewerkers opslaan" }).click();
  await expect(toast(page, "Medewerkers opgeslagen: 1 toegevoegd, 0 verwijderd.")).toBeVisible();
  await expect(page.getByText("1 medewerker ·")).toBeVisible();

  await page.getByRole("link", { name: "Rollen" }).first().click();
  await page.getByRole("button", { name: "Rol E2E Invaller verwijderen" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Verwijderen" }).click();
  // The refusal shows inside the confirmation, which then only closes.
  await expect(page.getByRole("alertdialog").getByRole("alert")).toHaveText("De rol 'E2E Invaller' wordt nog gebruikt door 1 medewerker. Haal de rol eerst bij hen weg.");
  await page.getByRole("alertdialog").getByRole("button", { name: "Sluiten" }).click();

  await page.getByRole("link", { name: "E2E Invaller" }).click();
  await page.getByRole("checkbox", { name: /Dijk, Marieke van/ }).click();
  await page.getByRole("button", { name: "Medewerkers opslaan" }).click();
  await expect(toast(page, "Medewerkers opgeslagen: 0 toegevoegd, 1 verwijderd.")).toBeVisible();
  await page.getByRole("link", { name: "Rollen" }).first().click();
  await page.getByRole("button", { name: "Rol E2E Invaller verwijderen" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Verwijderen" }).click();
  await expect(toast(page, "Rol E2E Invaller is verwijderd.")).toBeVisible();
  await expect(page.getByRole("link", { name: "E2E Invaller" })).toHaveCount(0);
});

test("the last administrator cannot take away their own Gebruikers manage right", async ({ page }) => {
  await openAs(page, `/${A}/beheer/rollen`, DEMO_USERS.beheerder, DEMO_PASSWORD);
  await page.getByRole("link", { name: "Beheerder", exact: true }).click();
  await page.getByRole("checkbox", { name: "Gebruikers: Beheren" }).click();
  await page.getByRole("button", { name: "Rechten opslaan" }).click();
  await expect(toast(page, /altijd minstens één beheerder nodig/)).toBeVisible();
  await page.reload();
  await expect(page.getByRole("checkbox", { name: "Gebruikers: Beheren" })).toBeChecked();
});

test("a teacher gets the 404 page on these settings screens", async ({ page }) => {
  await openAs(page, `/${A}`, DEMO_USERS.leerkracht, DEMO_PASSWORD);
  for (const path of ["Vestigingen", "Vestigingen/toevoegen", "Vestigingen/details/1", "Vestigingen/bewerken/1", "rollen", "rollen/details/1", "tags", "Notitiesoorten", "DossierCategorieen"]) {
    const res = await page.goto(`/${A}/beheer/${path}`);
    expect(res?.status(), path).toBe(404);
  }
});

test("a role change takes effect: Leerkracht with Administratie manage gets Instellingen", async ({ page }) => {
  await openAs(page, `/${A}`, DEMO_USERS.leerkracht, DEMO_PASSWORD);
  const hoofdmenu = page.getByRole("navigation", { name: "Hoofdmenu" });
  await expect(hoofdmenu.getByRole("link", { name: "Instellingen" })).toHaveCount(0);
  expect((await page.goto(`/${A}/beheer/rollen`))?.status()).toBe(404);
  await page.goto(`/${A}`);
  await signOut(page);

  await page.goto(`/account/login?returnurl=${encodeURIComponent(`/${A}/beheer/rollen`)}`);
  await signIn(page, DEMO_USERS.beheerder, DEMO_PASSWORD);
  await page.getByRole("link", { name: "Leerkracht", exact: true }).click();
  await page.getByRole("checkbox", { name: "Administratie: Beheren" }).click();
  await page.getByRole("button", { name: "Rechten opslaan" }).click();
  await expect(toast(page, "Rol Leerkracht is opgeslagen.")).toBeVisible();
  await signOut(page);

  await page.goto(`/account/login?returnurl=${encodeURIComponent(`/${A}`)}`);
  await signIn(page, DEMO_USERS.leerkracht, DEMO_PASSWORD);
  await expect(page).toHaveURL(`/${A}`);
  await hoofdmenu.getByRole("link", { name: "Instellingen" }).click();
  await expect(page).toHaveURL(`/${A}/beheer/schooljaren`);
  await expect(beheerNav(page).getByRole("link", { name: "Vestigingen" })).toBeVisible();
  await expect(beheerNav(page).getByRole("link", { name: "Tags" })).toBeVisible();
  // Rollen still needs Gebruikers manage.
  await expect(beheerNav(page).getByRole("link", { name: "Rollen" })).toHaveCount(0);
  expect((await page.goto(`/${A}/beheer/rollen`))?.status()).toBe(404);
  await herstelLeerkracht();
});

test("tags: times used, add, rename, duplicate refused, multi-select delete with confirmation", async ({ page }) => {
  await openAs(page, `/${A}/beheer/tags`, DEMO_USERS.beheerder, DEMO_PASSWORD);
  await expect(page.getByRole("heading", { name: "Tags" })).toBeVisible();
  await expect(page).toHaveTitle("Tags · Leerroute");
  await expect(page.getByRole("row", { name: /Gedrag/ })).toContainText(/\d+ keer/);
  await expectAccessible(page);

  const dialoog = page.getByRole("dialog");
  await page.getByRole("button", { name: "Tag toevoegen" }).click();
  await dialoog.getByLabel("Naam").fill("gedrag");
  await dialoog.getByRole("button", { name: "Tag toevoegen" }).click();
  await expect(dialoog.getByRole("alert")).toHaveText("Er bestaat al een tag met de naam 'Gedrag'.");
  await expectAccessible(page);
  await dialoog.getByLabel("Naam").fill("E2E Rekenen");
  await dialoog.getByRole("button", { name: "Tag toevoegen" }).click();
  await expect(toast(page, "Tag E2E Rekenen is toegevoegd.")).toBeVisible();
  await expect(dialoog).toBeHidden();
  await page.getByRole("button", { name: "Tag toevoegen" }).click();
  await dialoog.getByLabel("Naam").fill("E2E Spelling");
  await dialoog.getByRole("button", { name: "Tag toevoegen" }).click();
  await expect(page.getByRole("row", { name: /E2E Spelling/ })).toContainText("0 keer");

  await page.getByRole("button", { name: "Tag E2E Spelling bewerken" }).click();
  const veld = dialoog.getByLabel("Naam");
  await expect(veld).toBeFocused();
  await veld.fill("");
  await veld.press("Enter");
  await expect(dialoog.getByRole("alert")).toHaveText("Vul de naam van de tag in.");
  await expectAccessible(page);
  await veld.fill("E2E Spelling en taal");
  await veld.press("Enter");
  await expect(toast(page, "Tag E2E Spelling en taal is opgeslagen.")).toBeVisible();
  // Back on the row's own edit button, under its new name.
  await expect(page.getByRole("button", { name: "Tag E2E Spelling en taal bewerken" })).toBeFocused();

  await page.getByLabel("Zoek een tag").fill("e2e");
  await page.getByRole("checkbox", { name: "Alle getoonde rijen selecteren" }).click();
  await expect(page.getByRole("checkbox", { name: "Tag E2E Rekenen selecteren" })).toBeChecked();
  await page.getByRole("button", { name: "Geselecteerde tags verwijderen (2)" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("E2E Rekenen en E2E Spelling en taal worden verwijderd.");
  await expectAccessible(page);
  await page.getByRole("alertdialog").getByRole("button", { name: "Verwijderen" }).click();
  await expect(toast(page, "2 tags zijn verwijderd.")).toBeVisible();
  await expect(page.getByText("Niets gevonden voor “e2e”.")).toBeVisible();
  await expect(page.getByRole("button", { name: "Geselecteerde tags verwijderen (0)" })).toBeDisabled();
});

test("note kinds and dossier categories: add, rename, delete; a used one is refused", async ({ page }) => {
  await openAs(page, `/${A}/beheer/Notitiesoorten`, DEMO_USERS.beheerder, DEMO_PASSWORD);
  await expect(page.getByRole("heading", { name: "Notitiesoorten" })).toBeVisible();
  await expect(page).toHaveTitle("Notitiesoorten · Leerroute");
  await expectAccessible(page);
  await page.getByRole("button", { name: "Notitiesoort toevoegen" }).click();
  const dialoog = page.getByRole("dialog");
  await dialoog.getByLabel("Naam").fill("E2E Huisbezoek");
  await dialoog.getByRole("button", { name: "Notitiesoort toevoegen" }).click();
  await expect(toast(page, "Notitiesoort E2E Huisbezoek is toegevoegd.")).toBeVisible();
  await expect(page.getByRole("row", { name: /E2E Huisbezoek/ })).toContainText("niet gebruikt");
  await page.getByRole("button", { name: "Notitiesoort E2E Huisbezoek bewerken" }).click();
  await expectAccessible(page);
  await dialoog.getByLabel("Naam").fill("E2E Huisbezoek ouders");
  await dialoog.getByRole("button", { name: "Opslaan" }).click();
  await expect(toast(page, "Notitiesoort E2E Huisbezoek ouders is opgeslagen.")).toBeVisible();
  await page.getByRole("button", { name: "Notitiesoort E2E Huisbezoek ouders verwijderen" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Verwijderen" }).click();
  await expect(toast(page, "Notitiesoort E2E Huisbezoek ouders is verwijderd.")).toBeVisible();
  // A kind in use: the server's refusal (409) is shown in the dialog itself.
  await page.getByRole("button", { name: "Notitiesoort Oudercontact verwijderen" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("kan daarom niet worden verwijderd");
  await page.getByRole("alertdialog").getByRole("button", { name: "Verwijderen" }).click();
  await expect(page.getByRole("alertdialog").getByRole("alert")).toContainText(/Oudercontact.*wordt nog gebruikt door \d+ notities/);
  await expectAccessible(page);
  await page.getByRole("alertdialog").getByRole("button", { name: "Sluiten" }).click();
  await expect(page.getByRole("alertdialog")).toBeHidden();

  await beheerNav(page).getByRole("link", { name: "Dossiers" }).click();
  await expect(page).toHaveURL(`/${A}/beheer/DossierCategorieen`);
  await expect(page.getByRole("heading", { name: "Dossiercategorieën" })).toBeVisible();
  await expectAccessible(page);
  // The server refuses a duplicate; its message lands on the name field.
  await page.getByRole("button", { name: "Dossiercategorie toevoegen" }).click();
  await dialoog.getByLabel("Naam").fill("toetsresultaten");
  await dialoog.getByRole("button", { name: "Dossiercategorie toevoegen" }).click();
  await expect(dialoog.getByRole("alert")).toHaveText("Er bestaat al een dossiercategorie met de naam 'Toetsresultaten'.");
  await dialoog.getByLabel("Naam").fill("E2E Logopedie");
  await dialoog.getByRole("button", { name: "Dossiercategorie toevoegen" }).click();
  await expect(page.getByRole("row", { name: /E2E Logopedie/ })).toContainText("niet gebruikt");
  // The search is kept in the URL: Back and reload show the same list.
  await page.getByLabel("Zoek een dossiercategorie").fill("logo");
  await expect(page).toHaveURL(/zoek=logo/);
  await expect(page.getByRole("main").getByRole("row")).toHaveCount(2);
  await page.reload();
  await expect(page.getByLabel("Zoek een dossiercategorie")).toHaveValue("logo");
  await expect(page.getByRole("main").getByRole("row")).toHaveCount(2);
  await page.getByRole("button", { name: "Dossiercategorie E2E Logopedie verwijderen" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Verwijderen" }).click();
  await expect(toast(page, "Dossiercategorie E2E Logopedie is verwijderd.")).toBeVisible();
});
