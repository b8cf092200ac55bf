import { randomUUID } from "node:crypto";
import { hash } from "@node-rs/argon2";
import { expect as baseExpect, test } from "@playwright/test";
import { huidigSchooljaar } from "../../lib/schooljaar";
import { DEMO_ADMINISTRATIENR as A, DEMO_PASSWORD, DEMO_USERS } from "../../prisma/demo-constants";
import { withDb } from "./db";
import { expectAccessible, openAs } from "./helpers";

/**
 * Issue 11, the group screens' navigation: the Administratie lists lead to each other (tabs that
 * are routes, only the lists the user may open), group names lead to the group, pupil names in a
 * group lead to the pupil when the user may read pupils, and the pupils tab keeps its search and
 * page in the URL.
 */

test.describe.configure({ timeout: 90_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const sj = huidigSchooljaar();
const run = Date.now().toString(36);
const adm = `/${A}/schooljaar/${sj}/adm`;
const GROEP = `E2E nav ${run}`;
const achternaam = (n: number) => `Nv${run}x${String(n).padStart(3, "0")}`;
const ALLEEN_GROEPEN = { email: `e2e-groepen-${run}@leerroute.test`, id: randomUUID(), rol: `E2E alleen groepen ${run}` };

let groepNr = 0;

test.beforeAll(async () => {
  const passwordHash = await hash(DEMO_PASSWORD);
  await withDb(async (c) => {
    // A group of branch 1 with 55 pupils for the whole year (more than one page of 50).
    const g = await c.query<{ nr: number }>(
      `INSERT INTO "Groep" ("administratieNr", nr, naam, schooljaar, "vestigingNr", soort, "updatedAt")
       VALUES ($1, (SELECT COALESCE(max(nr), 0) + 1 FROM "Groep" WHERE "administratieNr" = $1), $2, $3, 1, 'Klas', now()) RETURNING nr`,
      [A, GROEP, sj],
    );
    groepNr = g.rows[0]!.nr;
    await c.query(
      `WITH jaar AS (SELECT ingangsdatum, einddatum FROM "Schooljaar" WHERE "administratieNr" = $1 AND schooljaar = $2),
            nieuw AS (
              INSERT INTO "Leerling" ("administratieNr", roepnaam, achternaam, geboortedatum, geslacht, ingangsdatum, "updatedAt")
              SELECT $1, 'Kind' || n, $4 || 'x' || lpad(n::text, 3, '0'), date '2016-01-01' + n, 9, (SELECT ingangsdatum FROM jaar), now()
              FROM generate_series(1, 55) AS n
              RETURNING id)
       INSERT INTO "Leerlingtoewijzing" ("administratieNr", "leerlingId", "groepNr", ingangsdatum, einddatum)
       SELECT $1, id, $3::int, (SELECT ingangsdatum FROM jaar), (SELECT einddatum FROM jaar) FROM nieuw`,
      [A, sj, groepNr, `Nv${run}`],
    );
    // Someone whose role reads every group but no pupils.
    const rol = await c.query<{ id: number }>(`INSERT INTO "Rol" ("administratieNr", naam, "updatedAt") VALUES ($1, $2, now()) RETURNING id`, [A, ALLEEN_GROEPEN.rol]);
    await c.query(`INSERT INTO "RolPermissie" ("administratieNr", "rolId", functiegebied, bits) VALUES ($1, $2, 3, 16)`, [A, rol.rows[0]!.id]);
    await c.query('INSERT INTO "Gebruiker" (id, email, "passwordHash", "updatedAt") VALUES ($1, $2, $3, now())', [ALLEEN_GROEPEN.id, ALLEEN_GROEPEN.email, passwordHash]);
    await c.query(`INSERT INTO "Medewerker" ("administratieNr", "gebruikerId", roepnaam, achternaam, "updatedAt") VALUES ($1, $2, 'Gijs', 'Groep', now())`, [A, ALLEEN_GROEPEN.id]);
    await c.query(`INSERT INTO "MedewerkerRol" ("administratieNr", "gebruikerId", "rolId") VALUES ($1, $2, $3)`, [A, ALLEEN_GROEPEN.id, rol.rows[0]!.id]);
  });
});

test.afterAll(async () => {
  await withDb(async (c) => {
    const pupils = `SELECT id FROM "Leerling" WHERE "administratieNr" = $1 AND achternaam LIKE 'Nv' || $2 || '%'`;
    await c.query(`DELETE FROM "Leerlingtoewijzing" WHERE "administratieNr" = $1 AND "leerlingId" IN (${pupils})`, [A, run]);
    await c.query(`DELETE FROM "Leerling" WHERE "administratieNr" = $1 AND id IN (${pupils})`, [A, run]);
    await c.query(`DELETE FROM "Groep" WHERE "administratieNr" = $1 AND naam = $2`, [A, GROEP]);
    await c.query(`DELETE FROM "MedewerkerRol" WHERE "administratieNr" = $1 AND "gebruikerId" = $2`, [A, ALLEEN_GROEPEN.id]);
    await c.query(`DELETE FROM "Medewerker" WHERE "administratieNr" = $1 AND "gebruikerId" = $2`, [A, ALLEEN_GROEPEN.id]);
    await c.query(`DELETE FROM "Gebruiker" WHERE id = $1`, [ALLEEN_GROEPEN.id]);
    await c.query(`DELETE FROM "Rol" WHERE "administratieNr" = $1 AND naam = $2`, [A, ALLEEN_GROEPEN.rol]);
  });
});

test("the group list shows the Leerlingen | Groepen tabs and leads to the pupil list and back", async ({ page }) => {
  await openAs(page, `${adm}/groepen?filter=Alle&vestiging=1`, DEMO_USERS.beheerder, DEMO_PASSWORD);
  await expect(page.getByRole("heading", { name: "Groepen", level: 1 })).toBeVisible();
  const lijsten = page.getByRole("navigation", { name: "Lijsten" });
  await expect(lijsten.getByRole("link")).toHaveText(["Leerlingen", "Groepen", "Formulieren"]);
  await expect(lijsten.getByRole("link", { name: "Groepen" })).toHaveAttribute("aria-current", "page");
  await expect(lijsten.getByRole("link", { name: "Leerlingen" })).not.toHaveAttribute("aria-current", "page");
  await expectAccessible(page);
  // By keyboard: focus the tab and press Enter.
  await lijsten.getByRole("link", { name: "Leerlingen" }).focus();
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { name: "Leerlingen", level: 1 })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Lijsten" }).getByRole("link", { name: "Leerlingen" })).toHaveAttribute("aria-current", "page");
  await page.getByRole("navigation", { name: "Lijsten" }).getByRole("link", { name: "Groepen" }).click();
  await expect(page.getByRole("heading", { name: "Groepen", level: 1 })).toBeVisible();
});

test("a teacher finds the own groups through the tabs too", async ({ page }) => {
  await openAs(page, `/${A}`, DEMO_USERS.leerkracht, DEMO_PASSWORD);
  await page.goto(`${adm}/leerlingen`);
  await page.getByRole("navigation", { name: "Lijsten" }).getByRole("link", { name: "Groepen" }).click();
  await expect(page).toHaveURL(/\/adm\/groepen\?filter=Eigen/);
  await expect(page.getByRole("link", { name: "Groep 3", exact: true })).toBeVisible();
});

test("group names in the group list link to the group; pupil names in the group link to the pupil", async ({ page }) => {
  await openAs(page, `${adm}/groepen?filter=Alle&vestiging=1`, DEMO_USERS.beheerder, DEMO_PASSWORD);
  await page.getByRole("table").getByRole("link", { name: GROEP, exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/adm/groepen/details/${groepNr}$`));
  await expect(page.getByRole("heading", { name: GROEP, level: 1 })).toBeVisible();
  const leerling = page.getByRole("table").getByRole("link", { name: `Kind1 ${achternaam(1)}` });
  await expect(leerling).toHaveAttribute("href", new RegExp(`^/${A}/schooljaar/${sj}/adm/leerlingen/details/\\d+$`));
  await leerling.click();
  await expect(page).toHaveURL(/\/adm\/leerlingen\/details\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(achternaam(1));
  // The pupil's page names the group as a link back to it.
  await page.getByRole("link", { name: GROEP, exact: true }).first().click();
  await expect(page.getByRole("heading", { name: GROEP, level: 1 })).toBeVisible();
});

test("someone who may read groups but no pupils gets no pupil tab and no pupil links", async ({ page }) => {
  await openAs(page, `${adm}/groepen?filter=Alle&vestiging=1`, ALLEEN_GROEPEN.email, DEMO_PASSWORD);
  await expect(page.getByRole("heading", { name: "Groepen", level: 1 })).toBeVisible();
  // Only one list may be opened: no tabs that lead to a refusal.
  await expect(page.getByRole("navigation", { name: "Lijsten" })).toHaveCount(0);
  await page.getByRole("table").getByRole("link", { name: GROEP, exact: true }).click();
  await expect(page.getByRole("heading", { name: GROEP, level: 1 })).toBeVisible();
  const rijen = page.getByRole("table").getByRole("row");
  await expect(rijen.nth(1)).toContainText(`Kind1 ${achternaam(1)}`);
  await expect(page.getByRole("table").getByRole("link")).toHaveCount(0);
});

test("the pupils tab keeps its page and search in the URL: reload and Back show the same", async ({ page }) => {
  await openAs(page, `${adm}/groepen/details/${groepNr}`, DEMO_USERS.beheerder, DEMO_PASSWORD);
  const pager = page.getByRole("navigation", { name: "Leerlingen" });
  const rijen = page.getByRole("table").getByRole("row");
  await expect(pager.getByText("1–50 van 55")).toBeVisible();
  await pager.getByRole("button", { name: "Volgende" }).click();
  await expect(pager.getByText("51–55 van 55")).toBeVisible();
  await expect(page).toHaveURL(/[?&]pagina=2/);
  await page.reload();
  await expect(page.getByRole("navigation", { name: "Leerlingen" }).getByText("51–55 van 55")).toBeVisible();
  await expect(rijen.nth(1)).toContainText(achternaam(51));

  // Searching starts at the first page of the matches and is kept in the URL.
  await page.getByLabel("Zoeken op naam").fill(`${achternaam(1).slice(0, -1)}`);
  await expect(page).toHaveURL(new RegExp(`[?&]zoek=${achternaam(1).slice(0, -1)}`));
  await expect(page).not.toHaveURL(/pagina=/);
  await expect(page.getByText("9 indelingen")).toBeVisible();
  await page.getByRole("table").getByRole("link", { name: `Kind3 ${achternaam(3)}` }).click();
  await expect(page).toHaveURL(/\/adm\/leerlingen\/details\/\d+$/);
  await page.goBack();
  await expect(page.getByLabel("Zoeken op naam")).toHaveValue(achternaam(1).slice(0, -1));
  await expect(page.getByText("9 indelingen")).toBeVisible();
  await expect(rijen).toHaveCount(10);
  // A shared link opens the same search.
  await page.goto(`${adm}/groepen/details/${groepNr}?zoek=${achternaam(55)}`);
  await expect(page.getByText("1 indeling", { exact: true })).toBeVisible();
  await expect(rijen.nth(1)).toContainText(achternaam(55));
});
