import { createHash, randomBytes, randomUUID } from "node:crypto";
import { expect, test, type Page } from "@playwright/test";
import { DEMO_ADMINISTRATIENR as A, DEMO_PASSWORD, DEMO_USERS } from "../../prisma/demo-constants";
import { createStaff, withDb } from "./db";
import { expectAccessible, hydrated, openAs, signIn } from "./helpers";

const UUID = "[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}";

/**
 * Only a hash of an activation token is stored, so the link mailed by Add cannot be read back:
 * make a fresh token for the person, as an activation mail would.
 */
async function nieuweActivatielink(gebruikerId: string) {
  const token = randomBytes(32).toString("base64url");
  await withDb((c) =>
    c.query(
      `INSERT INTO "GebruikerToken" (id, "gebruikerId", "administratieNr", soort, "tokenHash", "verlooptOp") VALUES ($1, $2, $3, 'Activatie', $4, now() + interval '1 day')`,
      [randomUUID(), gebruikerId, A, createHash("sha256").update(token).digest("hex")],
    ),
  );
  return `/activate/${A}?userId=${gebruikerId}&token=${token}`;
}

// Whole flows (several people, pages and axe runs) on a shared, busy machine.
test.describe.configure({ timeout: 120_000 });

const hoofdmenu = (page: Page) => page.getByRole("navigation", { name: "Hoofdmenu" });

test("the administrator invites a teacher, who activates the account, sees only what the role allows, and loses access at once when deactivated", async ({ page, browser }) => {
  const email = `fleur-${randomUUID().slice(0, 8)}@leerroute.test`;
  await openAs(page, `/${A}/beheer/Gebruikers`, DEMO_USERS.beheerder, DEMO_PASSWORD);
  await expect(page.getByRole("heading", { name: "Gebruikers", level: 1 })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Instellingen" }).getByRole("link", { name: "Gebruikers" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("link", { name: "Visser, Anouk" })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("link", { name: "Gebruiker toevoegen" }).click();
  await expect(page).toHaveURL(`/${A}/beheer/Gebruikers/toevoegen`);
  // Dutch messages next to the fields, nothing sent.
  await page.getByRole("button", { name: "Toevoegen en uitnodigen" }).click();
  await expect(page.getByText("Vul het e-mailadres in.")).toBeVisible();
  await expect(page.getByText("Vul de roepnaam in.")).toBeVisible();
  await expect(page.getByLabel("Roepnaam")).toHaveAttribute("aria-invalid", "true");
  await expectAccessible(page);

  await page.getByLabel("E-mailadres").fill(email);
  await page.getByLabel("Roepnaam").fill("Fleur");
  await page.getByLabel("Achternaam").fill("Jansen");
  await page.getByLabel("Geslacht").selectOption({ label: "Vrouw (mevrouw)" });
  await page.getByRole("checkbox", { name: "Leerkracht", exact: true }).click();
  await page.getByRole("checkbox", { name: "De Regenboog Centrum", exact: true }).click();
  await page.getByRole("checkbox", { name: "Groep 3 (De Regenboog Centrum)" }).click();
  await page.getByRole("button", { name: "Toevoegen en uitnodigen" }).click();
  await expect(page.getByText(`Fleur Jansen is toegevoegd. Er is een activatiemail verstuurd naar ${email}.`)).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${A}/beheer/Gebruikers/details/${UUID}$`));
  const id = page.url().split("/").pop()!;
  await expect(page.getByRole("heading", { name: /Fleur Jansen/, level: 1 })).toContainText("Uitgenodigd");
  await expect(page.getByText("Geachte mevrouw Jansen")).toBeVisible();
  // The bare details page is the rollen tab.
  await expect(page.getByRole("link", { name: "Rollen" }).and(page.locator("[aria-current=page]"))).toBeVisible();
  await expect(page.getByRole("listitem").filter({ hasText: /^Leerkracht$/ })).toBeVisible();
  // The page is titled with the person; a role name links to the role's page (issue 11).
  await expect(page).toHaveTitle("Fleur Jansen · Gebruikers · Leerroute");
  await expect(page.getByRole("main").getByRole("link", { name: "Leerkracht", exact: true })).toHaveAttribute("href", new RegExp(`/${A}/beheer/rollen/details/\\d+$`));
  await expectAccessible(page);
  for (const [tab, tekst] of [
    ["Groepen", "Groep 3"],
    ["Vestigingen", "De Regenboog Centrum"],
    ["Lesbundels", "schreef geen lesbundels"],
  ] as const) {
    await page.getByRole("navigation", { name: "Onderdelen van de gebruiker" }).getByRole("link", { name: tab }).click();
    await expect(page).toHaveURL(`/${A}/beheer/Gebruikers/details/${id}/${tab.toLowerCase()}`);
    await expect(page.getByRole("heading", { name: tab, level: 2 })).toBeVisible();
    await expect(page.getByRole("main").getByText(tekst).last()).toBeVisible();
    await expectAccessible(page);
    // A group name links to the group's page in its school year, a branch to the branch's page.
    const doel = { Groepen: `/${A}/schooljaar/\\d{4}-\\d{4}/adm/groepen/details/\\d+$`, Vestigingen: `/${A}/beheer/Vestigingen/details/\\d+$`, Lesbundels: null }[tab];
    if (doel) await expect(page.getByRole("main").getByRole("link", { name: tekst, exact: true })).toHaveAttribute("href", new RegExp(doel));
  }

  // The new teacher, in a browser of her own: activation link, password, sign in.
  const baseURL = test.info().project.use.baseURL;
  const leerkracht = await (await browser.newContext({ baseURL })).newPage();
  await leerkracht.goto(await nieuweActivatielink(id));
  await expect(leerkracht.getByRole("heading", { name: "Wachtwoord instellen" })).toBeVisible();
  await leerkracht.getByLabel("Nieuw wachtwoord").fill("Fleur-wachtwoord-1");
  await leerkracht.getByLabel("Herhaal het wachtwoord").fill("Fleur-wachtwoord-1");
  await leerkracht.getByRole("button", { name: "Wachtwoord opslaan" }).click();
  await expect(leerkracht).toHaveURL(/\/account\/login/);
  await signIn(leerkracht, email, "Fleur-wachtwoord-1");
  await expect(leerkracht).toHaveURL(`/${A}`);
  await expect(hoofdmenu(leerkracht).getByRole("link", { name: "Home" })).toBeVisible();
  await expect(hoofdmenu(leerkracht).getByRole("link", { name: "Instellingen" })).toHaveCount(0);
  expect((await leerkracht.goto(`/${A}/beheer/Gebruikers`))?.status()).toBe(404);
  await leerkracht.goto(`/${A}/account/Mijnaccount`);
  await expect(leerkracht.getByText("Groep 3")).toBeVisible();

  // The administrator sees the account activated, then deactivates it.
  await page.reload();
  await expect(page.getByRole("heading", { name: /Fleur Jansen/, level: 1 })).toContainText("Actief");
  await page.getByRole("button", { name: "Deactiveren" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("Fleur Jansen deactiveren?");
  await expectAccessible(page);
  await page.getByRole("alertdialog").getByRole("button", { name: "Deactiveren" }).click();
  await expect(page.getByText("Fleur Jansen is gedeactiveerd en kan zich niet meer aanmelden in deze administratie.")).toBeVisible();
  await expect(page.getByRole("heading", { name: /Fleur Jansen/, level: 1 })).toContainText("Gedeactiveerd");

  // Her next page load is the not-found page.
  const res = await leerkracht.goto(`/${A}/account/Mijnaccount`);
  expect(res?.status()).toBe(404);
  await expect(leerkracht.getByRole("heading", { name: "Pagina niet gevonden" })).toBeVisible();

  // Listed under Gedeactiveerd, and reactivation gives access back.
  await page.getByRole("link", { name: "Gebruikers" }).first().click();
  await page.getByLabel("Status").selectOption("gedeactiveerd");
  await expect(page).toHaveURL(`/${A}/beheer/Gebruikers?filter=gedeactiveerd`);
  await page.getByRole("link", { name: "Jansen, Fleur" }).click();
  await page.getByRole("button", { name: "Heractiveren" }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Heractiveren" }).click();
  await expect(page.getByText(/De medewerker is weer actief/)).toBeVisible();
  expect((await leerkracht.goto(`/${A}`))?.status()).toBe(200);
  await leerkracht.context().close();
});

test("search and filter, edit with validation, change the e-mail address, delete with confirmation", async ({ page }) => {
  const staff = await createStaff(A, { password: "Eva-wachtwoord-1" });
  await openAs(page, `/${A}/beheer/Gebruikers`, DEMO_USERS.beheerder, DEMO_PASSWORD);
  // Typed before hydration, the search would stay in the box and filter nothing (failed once so).
  await hydrated(page.getByLabel("Zoeken"));
  await page.getByLabel("Zoeken").fill(staff.email);
  await expect(page.getByRole("row")).toHaveCount(2);
  await expect(page).toHaveURL(`/${A}/beheer/Gebruikers?zoek=${encodeURIComponent(staff.email)}`);
  await page.getByLabel("Zoeken").fill("niemand-heet-zo");
  await expect(page.getByText("Niets gevonden voor “niemand-heet-zo”.")).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Zoeken").fill(staff.email);
  await page.getByRole("link", { name: "Eva Test bewerken" }).click();
  await expect(page).toHaveURL(`/${A}/beheer/Gebruikers/bewerken/${staff.id}`);
  await expect(page.getByLabel("Roepnaam")).toHaveValue("Eva");
  await expectAccessible(page);

  await page.getByLabel("Roepnaam").fill("");
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByText("Vul de roepnaam in.")).toBeVisible();
  await page.getByLabel("Roepnaam").fill("Eva");
  await page.getByLabel("Tussenvoegsel").fill("de");
  await page.getByLabel("Achternaam").fill("Tester");
  await page.getByLabel("Geslacht").selectOption({ label: "Man (heer)" });
  await page.getByRole("group", { name: "Groepen" }).getByLabel("Schooljaar").selectOption({ index: 0 });
  await page.getByRole("checkbox", { name: "Groep 5 (De Regenboog West)" }).click();
  await page.getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByText("De gegevens van Eva de Tester zijn opgeslagen.")).toBeVisible();
  await expect(page).toHaveURL(`/${A}/beheer/Gebruikers/details/${staff.id}`);
  await expect(page.getByText("Geachte heer De Tester")).toBeVisible();

  // E-mail address: a taken address is refused at the field, a new one is saved.
  const nieuw = `eva-nieuw-${randomUUID().slice(0, 8)}@leerroute.test`;
  await page.getByRole("button", { name: "E-mailadres wijzigen" }).click();
  await expectAccessible(page);
  await page.getByLabel("Nieuw e-mailadres").fill(DEMO_USERS.ib);
  await page.getByRole("dialog").getByRole("button", { name: "Wijzigen" }).click();
  await expect(page.getByRole("dialog").getByText(`Het e-mailadres ${DEMO_USERS.ib} is al in gebruik bij een ander account.`)).toBeVisible();
  await page.getByLabel("Nieuw e-mailadres").fill(nieuw.toUpperCase());
  await page.getByRole("dialog").getByRole("button", { name: "Wijzigen" }).click();
  await expect(page.getByText(`Het e-mailadres van Eva de Tester is nu ${nieuw}.`)).toBeVisible();
  await expect(page.getByRole("main").getByText(nieuw, { exact: true })).toBeVisible();

  await page.getByRole("button", { name: "Verwijderen" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("Eva de Tester verwijderen?");
  await expectAccessible(page);
  await page.getByRole("alertdialog").getByRole("button", { name: "Verwijderen" }).click();
  await expect(page.getByText("Eva de Tester is verwijderd.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/${A}/beheer/Gebruikers$`));
  await page.getByLabel("Zoeken").fill(nieuw);
  await expect(page.getByText(`Niets gevonden voor “${nieuw}”.`)).toBeVisible();
  expect((await page.goto(`/${A}/beheer/Gebruikers/details/${staff.id}`))?.status()).toBe(404);
});

test("an author cannot be deleted; a missing person or tab is not found", async ({ page }) => {
  const auteur = await createStaff(A, { password: "Auteur-wachtwoord-1" });
  await withDb((c) =>
    c.query(
      `INSERT INTO "Notitie" ("administratieNr", "groepNr", titel, tekst, datum, "auteurId", "updatedAt")
       SELECT $1, nr, 'Observatie', 'Werkt geconcentreerd', current_date, $2, now() FROM "Groep" WHERE "administratieNr" = $1 ORDER BY nr LIMIT 1`,
      [A, auteur.id],
    ),
  );
  await openAs(page, `/${A}/beheer/Gebruikers/details/${auteur.id}`, DEMO_USERS.beheerder, DEMO_PASSWORD);
  await expect(page.getByText("1 notitie", { exact: true })).toBeVisible();
  await page.getByRole("button", { name: "Verwijderen" }).click();
  await expect(page.getByRole("alertdialog")).toContainText("Eva Test is auteur van 1 notitie en kan daarom niet worden verwijderd. Deactiveer Eva Test in plaats daarvan.");
  await expectAccessible(page);
  // Asked anyway, the server refuses too, and the dialog says so.
  await page.getByRole("alertdialog").getByRole("button", { name: "Verwijderen" }).click();
  await expect(page.getByRole("alertdialog").getByRole("alert")).toContainText("Eva Test kan niet worden verwijderd: Eva Test is auteur van 1 notitie.");
  await page.getByRole("button", { name: "Sluiten" }).click();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);

  // Own account: no deactivate or delete.
  const zelf = await withDb(async (c) => (await c.query<{ id: string }>(`SELECT id FROM "Gebruiker" WHERE email = $1`, [DEMO_USERS.beheerder])).rows[0]!.id);
  await page.goto(`/${A}/beheer/Gebruikers/details/${zelf}`);
  await expect(page.getByText("Dit is uw eigen account")).toBeVisible();
  await expect(page.getByRole("button", { name: "Deactiveren" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: "Verwijderen" })).toHaveCount(0);
  for (const path of [`details/${randomUUID()}`, "details/niet-een-id", `details/${zelf}/onbekend`, `bewerken/${randomUUID()}`]) {
    expect((await page.goto(`/${A}/beheer/Gebruikers/${path}`))?.status(), path).toBe(404);
  }
});

test("my account: edit my own name without a reload and see the form of address", async ({ page }) => {
  const staff = await createStaff(A, { password: "Eigen-wachtwoord-1" });
  await openAs(page, `/${A}/account/Mijnaccount`, staff.email, "Eigen-wachtwoord-1");
  await expect(page.getByRole("heading", { name: "Mijn gegevens" })).toBeVisible();
  await expect(page.getByTestId("aanhef")).toHaveText("Geachte heer/mevrouw Test");
  await expectAccessible(page);
  await page.evaluate(() => ((window as unknown as { geenReload: boolean }).geenReload = true));

  await page.getByLabel("Achternaam").fill("");
  await page.getByRole("button", { name: "Gegevens opslaan" }).click();
  await expect(page.getByText("Vul uw achternaam in.")).toBeVisible();

  await page.getByLabel("Roepnaam").fill("Evelien");
  await page.getByLabel("Tussenvoegsel").fill("van");
  await page.getByLabel("Achternaam").fill("Dam");
  await page.getByLabel("Geslacht").selectOption({ label: "Vrouw (mevrouw)" });
  await page.getByRole("button", { name: "Gegevens opslaan" }).click();
  await expect(page.getByText("Uw gegevens zijn opgeslagen.")).toBeVisible();
  await expect(page.getByTestId("aanhef")).toHaveText("Geachte mevrouw Van Dam");
  await expect(page.getByRole("button", { name: "Gebruikersmenu Evelien van Dam" })).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { geenReload?: boolean }).geenReload)).toBe(true);
  await expectAccessible(page);
  await page.reload();
  await expect(page.getByLabel("Roepnaam")).toHaveValue("Evelien");
  await expect(page.getByLabel("Geslacht")).toHaveValue("2");
});
