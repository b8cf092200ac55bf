import { expect as baseExpect, test, type Page } from "@playwright/test";
import { huidigSchooljaar } from "../../lib/schooljaar";
import { DEMO_ADMINISTRATIENR as A, DEMO_PASSWORD, DEMO_USERS } from "../../prisma/demo-constants";
import { withDb } from "./db";
import { expectAccessible, openAs } from "./helpers";

// Several dialogs and page loads per test on a busy machine.
test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const sj = huidigSchooljaar();
const run = Date.now().toString(36);
const lijst = `/${A}/schooljaar/${sj}/adm/groepen`;
/** Every group and pupil of this spec carries the run id in its name, in demo branch 1. */
const VOL = `E2E vol ${run}`;
const PAGINA = `E2E pagina ${run}`;
const pupilNaam = (n: number) => `Pg${run}x${String(n).padStart(3, "0")}`;

/** A group of branch 1 in the current year with `aantal` pupils for the whole year; returns its nr. */
async function groepMetLeerlingen(naam: string, aantal: number): Promise<number> {
  return withDb(async (c) => {
    const g = await c.query<{ nr: number }>(
      `INSERT INTO "Groep" ("administratieNr", nr, naam, schooljaar, "vestigingNr", soort, "updatedAt")
       VALUES ($1, (SELECT COALESCE(max(nr), 0) + 1 FROM "Groep" WHERE "administratieNr" = $1), $2, $3, 1, 'Klas', now()) RETURNING nr`,
      [A, naam, sj],
    );
    const nr = g.rows[0]!.nr;
    await c.query(
      `WITH jaar AS (SELECT ingangsdatum, einddatum FROM "Schooljaar" WHERE "administratieNr" = $1 AND schooljaar = $2),
            nieuw AS (
              INSERT INTO "Leerling" ("administratieNr", roepnaam, achternaam, geboortedatum, geslacht, ingangsdatum, "updatedAt")
              SELECT $1, 'Kind' || n, $4 || 'x' || lpad(n::text, 3, '0'), date '2016-01-01' + n, 9, (SELECT ingangsdatum FROM jaar), now()
              FROM generate_series(1, $5::int) AS n
              RETURNING id)
       INSERT INTO "Leerlingtoewijzing" ("administratieNr", "leerlingId", "groepNr", ingangsdatum, einddatum)
       SELECT $1, id, $3::int, (SELECT ingangsdatum FROM jaar), (SELECT einddatum FROM jaar) FROM nieuw`,
      [A, sj, nr, naam === VOL ? `Vol${run}` : `Pg${run}`, aantal],
    );
    return nr;
  });
}

async function opruimen() {
  await withDb(async (c) => {
    const pupils = `SELECT id FROM "Leerling" WHERE "administratieNr" = $1 AND (achternaam LIKE 'Pg' || $2 || '%' OR achternaam LIKE 'Vol' || $2 || '%')`;
    await c.query(`DELETE FROM "Leerlingtoewijzing" WHERE "administratieNr" = $1 AND "leerlingId" IN (${pupils})`, [A, run]);
    await c.query(`DELETE FROM "Leerling" WHERE "administratieNr" = $1 AND id IN (${pupils})`, [A, run]);
    await c.query(`DELETE FROM "Groep" WHERE "administratieNr" = $1 AND naam LIKE 'E2E %' || $2 || '%'`, [A, run]);
  });
}
test.afterAll(opruimen);

const groepBestaat = (naam: string) =>
  withDb(async (c) => Number((await c.query<{ n: string }>(`SELECT count(*) AS n FROM "Groep" WHERE "administratieNr" = $1 AND naam = $2`, [A, naam])).rows[0]!.n));
const melding = (page: Page, tekst: string | RegExp) => page.getByRole("region", { name: /Meldingen/ }).getByText(tekst);
/** axe while a toast slides in or out measures half-transparent text: wait until the toasts are gone. */
async function toegankelijkZonderMeldingen(page: Page) {
  await expect(page.locator("[data-sonner-toast]")).toHaveCount(0);
  await expectAccessible(page);
}

test("add a group, see it in the list, edit its name and delete it after confirming", async ({ page }) => {
  const naam = `E2E nieuw ${run}`;
  await openAs(page, `${lijst}?filter=Alle&vestiging=1`, DEMO_USERS.beheerder, DEMO_PASSWORD);
  await expect(page.getByRole("heading", { name: "Groepen", level: 1 })).toBeVisible();
  await expectAccessible(page);

  await page.getByRole("button", { name: "Groep toevoegen" }).click();
  const dialog = page.getByRole("dialog", { name: "Groep toevoegen" });
  await expect(dialog).toBeVisible();
  // The branch of the list is chosen already; an empty name is refused next to the field.
  await expect(dialog.getByLabel("Vestiging")).toHaveValue("1");
  await dialog.getByRole("button", { name: "Toevoegen" }).click();
  await expect(dialog.getByText("Vul de naam in.")).toBeVisible();
  await expect(dialog.getByLabel("Naam")).toHaveAttribute("aria-invalid", "true");
  // The subject area only belongs to an Onderwijsgroep.
  await expect(dialog.getByLabel("Vakgebied")).toHaveCount(0);
  await dialog.getByLabel("Soort").selectOption("Onderwijsgroep");
  await dialog.getByLabel("Vakgebied").selectOption({ label: "Lezen" });
  await dialog.getByLabel("Naam").fill(naam);
  await dialog.getByLabel("Jaargroep").fill("S");
  await expectAccessible(page);
  await dialog.getByRole("button", { name: "Toevoegen" }).click();
  await expect(melding(page, `${naam} is toegevoegd.`)).toBeVisible();
  await expect(page.getByRole("dialog")).toHaveCount(0);
  const rij = page.getByRole("row", { name: new RegExp(naam) });
  await expect(rij).toContainText("Onderwijsgroep");
  await expect(rij).toContainText("De Regenboog Centrum");
  const opgeslagen = await withDb(async (c) =>
    (
      await c.query<{ soort: string; jaargroep: string; vakgebied: string }>(
        `SELECT g.soort, g.jaargroep, v.naam AS vakgebied FROM "Groep" g JOIN "Vakgebied" v ON v."administratieNr" = g."administratieNr" AND v.nr = g."vakgebiedNr"
          WHERE g."administratieNr" = $1 AND g.naam = $2 AND g.schooljaar = $3`,
        [A, naam, sj],
      )
    ).rows,
  );
  expect(opgeslagen).toEqual([{ soort: "Onderwijsgroep", jaargroep: "S", vakgebied: "Lezen" }]);

  // The same name again in that branch and year: the server's refusal is shown at the name.
  await page.getByRole("button", { name: "Groep toevoegen" }).click();
  await page.getByRole("dialog").getByLabel("Naam").fill(naam);
  await page.getByRole("dialog").getByRole("button", { name: "Toevoegen" }).click();
  await expect(page.getByRole("dialog").getByText(`Er is al een groep '${naam}' in deze vestiging en dit schooljaar; kies een andere naam.`)).toBeVisible();
  await page.getByRole("dialog").getByRole("button", { name: "Annuleren" }).click();
  expect(await groepBestaat(naam)).toBe(1);

  // Edit on the details page.
  await page.getByRole("link", { name: naam, exact: true }).click();
  await expect(page.getByRole("heading", { name: naam, level: 1 })).toBeVisible();
  await expect(page.getByText("Er zijn geen leerlingen in deze groep.")).toBeVisible();
  await page.getByRole("button", { name: "Bewerken" }).click();
  const bewerk = page.getByRole("dialog", { name: `${naam} bewerken` });
  await expect(bewerk.getByLabel("Naam")).toHaveValue(naam);
  await expect(bewerk.getByLabel("Soort")).toHaveValue("Onderwijsgroep");
  await expect(bewerk.getByLabel("Jaargroep")).toHaveValue("S");
  await bewerk.getByLabel("Naam").fill(`${naam} b`);
  await toegankelijkZonderMeldingen(page);
  await bewerk.getByRole("button", { name: "Opslaan" }).click();
  await expect(melding(page, `${naam} b is opgeslagen.`)).toBeVisible();
  await expect(page.getByRole("heading", { name: `${naam} b`, level: 1 })).toBeVisible();
  expect(await groepBestaat(`${naam} b`)).toBe(1);

  // Delete: cancel first (nothing happens), then confirm; back on the list without it.
  await page.getByRole("button", { name: "Verwijderen" }).click();
  const bevestig = page.getByRole("alertdialog", { name: `${naam} b verwijderen?` });
  await expect(bevestig).toBeVisible();
  await toegankelijkZonderMeldingen(page);
  await bevestig.getByRole("button", { name: "Annuleren" }).click();
  // Reopen only once the closing dialog is gone: a click during its exit animation reached the
  // trigger but opened nothing (both tries of one CI run).
  await expect(bevestig).toHaveCount(0);
  expect(await groepBestaat(`${naam} b`)).toBe(1);
  await page.getByRole("button", { name: "Verwijderen" }).click();
  await expect(bevestig).toBeVisible();
  await bevestig.getByRole("button", { name: "Verwijderen" }).click();
  await expect(melding(page, `${naam} b is verwijderd.`)).toBeVisible();
  await expect(page).toHaveURL(/\/adm\/groepen\?filter=/);
  await expect(page.getByRole("heading", { name: "Groepen", level: 1 })).toBeVisible();
  await expect(page.getByRole("link", { name: `${naam} b` })).toHaveCount(0);
  expect(await groepBestaat(`${naam} b`)).toBe(0);
});

test("deleting a group that still has pupils shows the server's refusal and keeps the group", async ({ page }) => {
  const nr = await groepMetLeerlingen(VOL, 1);
  await openAs(page, `${lijst}/details/${nr}`, DEMO_USERS.beheerder, DEMO_PASSWORD);
  await expect(page.getByRole("heading", { name: VOL, level: 1 })).toBeVisible();
  await page.getByRole("button", { name: "Verwijderen" }).click();
  const bevestig = page.getByRole("alertdialog");
  await bevestig.getByRole("button", { name: "Verwijderen" }).click();
  await expect(bevestig.getByRole("alert")).toHaveText(
    `${VOL} kan niet worden verwijderd: er is nog 1 leerling in deze groep ingedeeld (ook eerdere indelingen tellen). Haal ze eerst uit de groep.`,
  );
  await toegankelijkZonderMeldingen(page);
  await bevestig.getByRole("button", { name: "Sluiten" }).click();
  await expect(page.getByRole("alertdialog")).toHaveCount(0);
  await expect(page).toHaveURL(new RegExp(`/details/${nr}$`));
  expect(await groepBestaat(VOL)).toBe(1);
});

test("a teacher without the right to write groups sees no add, edit or delete controls", async ({ page }) => {
  await openAs(page, `/${A}`, DEMO_USERS.leerkracht, DEMO_PASSWORD);
  await page.goto(lijst);
  await expect(page).toHaveURL(`${lijst}?filter=Eigen`);
  await expect(page.getByRole("link", { name: "Groep 3", exact: true })).toBeVisible();
  await expect(page.getByRole("button", { name: "Groep toevoegen" })).toHaveCount(0);
  await page.getByRole("link", { name: "Groep 3", exact: true }).click();
  await expect(page.getByRole("heading", { name: "Groep 3", level: 1 })).toBeVisible();
  await expect(page.getByRole("button", { name: "Exporteren" })).toBeVisible();
  await expect(page.getByText("25 indelingen")).toBeVisible();
  for (const knop of ["Bewerken", "Verwijderen", "Leerling toevoegen"]) await expect(page.getByRole("button", { name: knop })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /verplaatsen$/ })).toHaveCount(0);
  await expectAccessible(page);
});

test("the pupils tab pages a group of 60 by 50 and searches by name", async ({ page }) => {
  const nr = await groepMetLeerlingen(PAGINA, 60);
  await openAs(page, `${lijst}/details/${nr}`, DEMO_USERS.beheerder, DEMO_PASSWORD);
  await expect(page.getByRole("heading", { name: PAGINA, level: 1 })).toBeVisible();
  const pager = page.getByRole("navigation", { name: "Leerlingen" });
  const rows = page.getByRole("table").getByRole("row");
  await expect(pager.getByText("1–50 van 60")).toBeVisible();
  await expect(rows).toHaveCount(51);
  await expect(rows.nth(1)).toContainText(`Kind1 ${pupilNaam(1)}`);
  await expect(pager.getByRole("button", { name: "Vorige" })).toBeDisabled();
  await expectAccessible(page);

  // With the keyboard: focus Volgende and press Enter.
  await pager.getByRole("button", { name: "Volgende" }).focus();
  await page.keyboard.press("Enter");
  await expect(pager.getByText("51–60 van 60")).toBeVisible();
  await expect(rows).toHaveCount(11);
  await expect(rows.nth(1)).toContainText(pupilNaam(51));
  await expect(rows.nth(10)).toContainText(pupilNaam(60));
  await expect(pager.getByRole("button", { name: "Volgende" })).toBeDisabled();
  await pager.getByRole("button", { name: "Vorige" }).click();
  await expect(pager.getByText("1–50 van 60")).toBeVisible();

  // Search by name goes back to page 1 of the matches.
  await page.getByRole("button", { name: "Volgende" }).click();
  await expect(pager.getByText("51–60 van 60")).toBeVisible();
  await page.getByLabel("Zoeken op naam").fill(`Pg${run}x05`);
  // One page of matches: no pager, the count says it.
  await expect(page.getByText("10 indelingen")).toBeVisible();
  await expect(rows).toHaveCount(11);
  await expect(pager).toHaveCount(0);
  await page.getByLabel("Zoeken op naam").fill(`kind7 ${pupilNaam(7).toUpperCase()}`);
  await expect(page.getByText("1 indeling", { exact: true })).toBeVisible();
  await expect(rows.nth(1)).toContainText(`Kind7 ${pupilNaam(7)}`);
  await page.getByLabel("Zoeken op naam").fill("bestaat-niet");
  await expect(page.getByText("Niets gevonden voor “bestaat-niet”.")).toBeVisible();
});
