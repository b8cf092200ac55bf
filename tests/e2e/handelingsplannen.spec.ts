import { expect as baseExpect, test } from "@playwright/test";
import { huidigSchooljaar } from "../../lib/schooljaar";
import { DEMO_ADMINISTRATIENR as A, DEMO_PASSWORD, DEMO_USERS } from "../../prisma/demo-constants";
import { withDb } from "./db";
import { expectAccessible, openAs } from "./helpers";

test.describe.configure({ timeout: 120_000 });
const expect = baseExpect.configure({ timeout: 25_000 });

const sj = huidigSchooljaar();
const run = Date.now().toString(36);
const ACHTERNAAM = `Hp${run}`;

/** A pupil placed in a group of branch 1 with one action plan of the first period. */
async function leerlingMetPlan(titel: string): Promise<{ leerlingId: number; planId: number }> {
  return withDb(async (c) => {
    const jaar = (await c.query<{ ingangsdatum: Date; einddatum: Date }>(`SELECT ingangsdatum, einddatum FROM "Schooljaar" WHERE "administratieNr" = $1 AND schooljaar = $2`, [A, sj])).rows[0]!;
    const groep = (await c.query<{ nr: number }>(`SELECT nr FROM "Groep" WHERE "administratieNr" = $1 AND schooljaar = $2 AND "vestigingNr" = 1 ORDER BY nr LIMIT 1`, [A, sj])).rows[0]!;
    const l = await c.query<{ id: number }>(
      `INSERT INTO "Leerling" ("administratieNr", roepnaam, achternaam, geboortedatum, geslacht, ingangsdatum, "updatedAt") VALUES ($1, 'Sam', $2, date '2016-03-01', 9, $3, now()) RETURNING id`,
      [A, ACHTERNAAM, jaar.ingangsdatum],
    );
    const leerlingId = l.rows[0]!.id;
    await c.query(`INSERT INTO "Leerlingtoewijzing" ("administratieNr", "leerlingId", "groepNr", ingangsdatum, einddatum) VALUES ($1, $2, $3, $4, $5)`, [A, leerlingId, groep.nr, jaar.ingangsdatum, jaar.einddatum]);
    const per = (await c.query<{ nummer: number; ingangsdatum: Date; einddatum: Date }>(`SELECT nummer, ingangsdatum, einddatum FROM "Periode" WHERE "administratieNr" = $1 AND schooljaar = $2 ORDER BY nummer LIMIT 1`, [A, sj])).rows[0]!;
    const o = await c.query<{ id: number }>(
      `INSERT INTO "Onderwijsplan" ("administratieNr", soort, schooljaar, "periodeNummer", titel, doel, aanpak, "updatedAt") VALUES ($1, 'Handelingsplan', $2, $3, $4, '<p>Vlot lezen</p>', '<p>Duo-lezen</p>', now()) RETURNING id`,
      [A, sj, per.nummer, titel],
    );
    await c.query(`INSERT INTO "Handelingsplan" ("administratieNr", "onderwijsplanId", soort, "leerlingId", ingangsdatum, einddatum) VALUES ($1, $2, 'Handelingsplan', $3, $4, $5)`, [A, o.rows[0]!.id, leerlingId, per.ingangsdatum, per.einddatum]);
    return { leerlingId, planId: o.rows[0]!.id };
  });
}

test.afterAll(async () => {
  await withDb(async (c) => {
    const pupils = `SELECT id FROM "Leerling" WHERE "administratieNr" = $1 AND achternaam = $2`;
    await c.query(`DELETE FROM "Onderwijsplan" WHERE "administratieNr" = $1 AND id IN (SELECT "onderwijsplanId" FROM "Handelingsplan" WHERE "administratieNr" = $1 AND "leerlingId" IN (${pupils}))`, [A, ACHTERNAAM]);
    await c.query(`DELETE FROM "Leerlingtoewijzing" WHERE "administratieNr" = $1 AND "leerlingId" IN (${pupils})`, [A, ACHTERNAAM]);
    await c.query(`DELETE FROM "Leerling" WHERE "administratieNr" = $1 AND achternaam = $2`, [A, ACHTERNAAM]);
  });
});

test("action plan: details with tabs, edit, evaluate; the pupil's route redirects to details", async ({ page }) => {
  const titel = `Begrijpend lezen ${run}`;
  const { planId } = await leerlingMetPlan(titel);
  const details = `/${A}/schooljaar/${sj}/planning/handelingsplannen/details/${planId}`;
  await openAs(page, details, DEMO_USERS.beheerder, DEMO_PASSWORD);
  await expect(page.getByRole("heading", { level: 1, name: titel })).toBeVisible();
  const tabs = page.getByRole("navigation", { name: "Onderdelen van het handelingsplan" });
  await expect(tabs.getByRole("link", { name: "Details" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByText("Vlot lezen")).toBeVisible();
  await expectAccessible(page);

  await tabs.getByRole("link", { name: "Lessen" }).click();
  await expect(page).toHaveURL(new RegExp(`${details}/lesspapers$`));
  await expect(page.getByText("Er zijn nog geen lessen aan dit plan gekoppeld.")).toBeVisible();
  await expectAccessible(page);

  // Edit the title and the date the parents were informed.
  await page.getByRole("main").getByRole("link", { name: "Bewerken", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: `${titel} bewerken` })).toBeVisible();
  const nieuw = `${titel} (herzien)`;
  await page.getByLabel("Titel").fill(nieuw);
  await page.getByLabel("Ouders geïnformeerd op").fill(`${sj.slice(0, 4)}-10-01`);
  await expectAccessible(page);
  await page.getByRole("button", { name: "Opslaan", exact: true }).click();
  await expect(page.getByText(`Handelingsplan ${nieuw} is opgeslagen.`)).toBeVisible();
  await expect(page.getByRole("heading", { level: 1, name: nieuw })).toBeVisible();
  await expect(page.getByText(`1 oktober ${sj.slice(0, 4)}`).or(page.getByText(`01-10-${sj.slice(0, 4)}`))).toBeVisible();

  // Evaluate with a text and the outcome.
  await page.getByRole("main").getByRole("link", { name: "Evalueren", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: `${nieuw} evalueren` })).toBeVisible();
  await page.getByLabel("Evaluatie", { exact: true }).fill("Leest nu vlotter");
  await page.getByLabel("Doel behaald").selectOption("ja");
  await page.getByRole("button", { name: "Evaluatie opslaan" }).click();
  await expect(page.getByText("De evaluatie is opgeslagen.")).toBeVisible();
  await expectAccessible(page);

  // The pupil's route: the bare one redirects to its tab details.
  await page.goto(`/${A}/schooljaar/${sj}/adm/leerlingen/handelingsplannen/${planId}`);
  await expect(page).toHaveURL(new RegExp(`/adm/leerlingen/handelingsplannen/${planId}/details$`));
  await expect(page.getByRole("heading", { level: 1, name: nieuw })).toBeVisible();
  await expect(page.getByText("Leest nu vlotter")).toBeVisible();
});

test("a teacher writes a new action plan on the pupil tab and finds it there", async ({ page }) => {
  const { leerlingId } = await leerlingMetPlan(`Rekenen ${run}`);
  const titel = `Spelling ${run}`;
  await openAs(page, `/${A}/schooljaar/${sj}/adm/leerlingen/details/${leerlingId}/handelingsplannen`, DEMO_USERS.beheerder, DEMO_PASSWORD);
  await page.getByRole("button", { name: "Handelingsplan schrijven" }).click();
  const dialoog = page.getByRole("dialog", { name: "Handelingsplan schrijven" });
  // Empty title: refused next to the field, nothing written.
  await dialoog.getByRole("button", { name: "Schrijven" }).click();
  await expect(dialoog.getByText("vul de titel in", { exact: false })).toBeVisible();
  await dialoog.getByLabel("Titel").fill(titel);
  await expectAccessible(page);
  await dialoog.getByRole("button", { name: "Schrijven" }).click();
  // On to its edit page for the goals and the approach.
  await expect(page).toHaveURL(/\/planning\/handelingsplannen\/bewerken\/\d+$/);
  await expect(page.getByRole("heading", { level: 1, name: `${titel} bewerken` })).toBeVisible();
  await page.goto(`/${A}/schooljaar/${sj}/adm/leerlingen/details/${leerlingId}/handelingsplannen`);
  await expect(page.getByRole("table", { name: "Handelingsplannen" }).getByRole("link", { name: titel })).toBeVisible();
});
