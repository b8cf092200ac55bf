import { expect as baseExpect, test } from "@playwright/test";
import { huidigSchooljaar } from "../../lib/schooljaar";
import { DEMO_ADMINISTRATIENR as A, DEMO_PASSWORD, DEMO_USERS } from "../../prisma/demo-constants";
import { withDb } from "./db";
import { expectAccessible, hydrated, openAs } from "./helpers";

// Page loads, a generation and a PDF on a busy machine.
test.describe.configure({ timeout: 150_000 });
const expect = baseExpect.configure({ timeout: 25_000 });

const sj = huidigSchooljaar();
const run = Date.now().toString(36);
const GROEP = `E2E plan ${run}`;
const GROEP2 = `E2E ig ${run}`;

/** A group of branch 1 with 30 pupils for the whole year and an empty plan for the active period. */
async function groepMetPlan(naam = GROEP, achter = run): Promise<{ nr: number; periode: number }> {
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
              SELECT $1, 'Kind' || n, 'Gp' || $4 || 'x' || lpad(n::text, 3, '0'), date '2016-01-01' + n, 9, (SELECT ingangsdatum FROM jaar), now()
              FROM generate_series(1, 30) AS n
              RETURNING id)
       INSERT INTO "Leerlingtoewijzing" ("administratieNr", "leerlingId", "groepNr", ingangsdatum, einddatum)
       SELECT $1, id, $3::int, (SELECT ingangsdatum FROM jaar), (SELECT einddatum FROM jaar) FROM nieuw`,
      [A, sj, nr, achter],
    );
    const p = await c.query<{ nummer: number }>(
      `SELECT nummer FROM "Periode" WHERE "administratieNr" = $1 AND schooljaar = $2
        ORDER BY (current_date BETWEEN ingangsdatum AND einddatum) DESC, nummer DESC LIMIT 1`,
      [A, sj],
    );
    const periode = p.rows[0]!.nummer;
    await c.query(
      `INSERT INTO "Groepsplan" ("administratieNr", "groepNr", schooljaar, "periodeNummer", beginsituatie, "updatedAt") VALUES ($1, $2, $3, $4, '<p>Start van het plan</p>', now())`,
      [A, nr, sj, periode],
    );
    return { nr, periode };
  });
}

async function opruimen(GROEP: string, run: string) {
  await withDb(async (c) => {
    const plannen = `SELECT g.id FROM "Groepsplan" g JOIN "Groep" gr ON gr."administratieNr" = g."administratieNr" AND gr.nr = g."groepNr" WHERE g."administratieNr" = $1 AND gr.naam = $2`;
    const ops = `SELECT "onderwijsplanId" FROM "Instructiegroep" WHERE "administratieNr" = $1 AND "groepsplanId" IN (${plannen})`;
    await c.query(`DELETE FROM "InstructiegroepLeerling" WHERE "administratieNr" = $1 AND "groepsplanId" IN (${plannen})`, [A, GROEP]);
    const planIds = (await c.query<{ onderwijsplanId: number }>(ops, [A, GROEP])).rows.map((r) => r.onderwijsplanId);
    await c.query(`DELETE FROM "Instructiegroep" WHERE "administratieNr" = $1 AND "groepsplanId" IN (${plannen})`, [A, GROEP]);
    if (planIds.length) await c.query(`DELETE FROM "Onderwijsplan" WHERE "administratieNr" = $1 AND id = ANY($2::int[])`, [A, planIds]);
    await c.query(`DELETE FROM "Groepsplan" WHERE "administratieNr" = $1 AND id IN (${plannen})`, [A, GROEP]);
    const pupils = `SELECT id FROM "Leerling" WHERE "administratieNr" = $1 AND achternaam LIKE 'Gp' || $2 || '%'`;
    await c.query(`DELETE FROM "Onderwijsplan" WHERE "administratieNr" = $1 AND id IN (SELECT "onderwijsplanId" FROM "Handelingsplan" WHERE "administratieNr" = $1 AND "leerlingId" IN (${pupils}))`, [A, run]);
    await c.query(`DELETE FROM "Leerlingtoewijzing" WHERE "administratieNr" = $1 AND "leerlingId" IN (${pupils})`, [A, run]);
    await c.query(`DELETE FROM "Leerling" WHERE "administratieNr" = $1 AND id IN (${pupils})`, [A, run]);
    await c.query(`DELETE FROM "Groep" WHERE "administratieNr" = $1 AND naam = $2`, [A, GROEP]);
  });
}

test.afterAll(async () => {
  await opruimen(GROEP2, `${run}i`);
  await opruimen(GROEP, run);
});

test("group plan: list, generate instruction groups for 30 pupils, move a pupil by keyboard, download the PDF", async ({ page }) => {
  const { nr, periode } = await groepMetPlan();
  const lijst = `/${A}/schooljaar/${sj}/planning/groepsplannen?filter=Alle`;
  await openAs(page, lijst, DEMO_USERS.beheerder, DEMO_PASSWORD);
  await expect(page.getByRole("heading", { level: 1, name: "Groepsplannen" })).toBeVisible();
  await page.getByRole("searchbox").fill(GROEP);
  const link = page.getByRole("link", { name: GROEP });
  await expect(link).toBeVisible();
  await expectAccessible(page);

  await link.click();
  await expect(page).toHaveURL(new RegExp(`/planning/groepsplannen/details/${nr}/${periode}$`));
  await expect(page.getByRole("heading", { level: 1, name: GROEP })).toBeVisible();
  await expect(page.getByText("Start van het plan")).toBeVisible();
  await expect(page.getByText("Dit groepsplan heeft nog geen instructiegroepen.")).toBeVisible();
  await expectAccessible(page);

  // Generate: without routes or evaluations every pupil lands in the basis group.
  await page.getByRole("button", { name: "Indeling voorstellen" }).click();
  const dialoog = page.getByRole("dialog", { name: "Instructiegroepen voorstellen" });
  await expect(dialoog).toBeVisible();
  await expectAccessible(page);
  await dialoog.getByRole("button", { name: "Voorstellen" }).click();
  // The proposal is shown first (issue 30): without figures everyone is proposed for basis; accepted as it is.
  await expect(dialoog.getByText(/Geen leerling heeft een percentage/)).toBeVisible();
  await dialoog.getByRole("button", { name: "Indeling opslaan" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Basisinstructie" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Intensieve instructie" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Verdiepte instructie" })).toBeVisible();
  await expect(page.getByText("Alle leerlingen zijn ingedeeld.")).toBeVisible();
  await expectAccessible(page);

  // Move a pupil to the intensive group with the keyboard only.
  const naam = `Kind1 Gp${run}x001`;
  const keuze = page.getByLabel(`${naam} verplaatsen naar`, { exact: true }).first();
  await keuze.focus();
  await keuze.selectOption({ label: "Intensieve instructie" });
  await page.keyboard.press("Tab");
  await page.keyboard.press("Enter");
  await expect(page.getByText(`${naam} is verplaatst naar Intensieve instructie.`)).toBeVisible();
  const intensief = page.getByRole("region", { name: "Intensieve instructie" }).or(page.locator("section", { has: page.getByRole("heading", { level: 2, name: "Intensieve instructie" }) }));
  await expect(intensief.getByText(naam, { exact: true })).toBeVisible();

  // The PDF download.
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: "PDF downloaden" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^groepsplan-.*\.pdf$/);
  await expectAccessible(page);

  // The group's tab links to the active period's plan itself, not to the address that redirects there.
  await page.goto(`/${A}/schooljaar/${sj}/adm/groepen/details/${nr}/groepsplannen`);
  const actief = page.getByRole("link", { name: "Groepsplan van de actieve periode" });
  await expect(actief).toHaveAttribute("href", `/${A}/schooljaar/${sj}/planning/groepsplannen/details/${nr}/${periode}`);
  await hydrated(actief);
  await actief.click();
  await expect(page).toHaveURL(new RegExp(`/planning/groepsplannen/details/${nr}/${periode}$`));
  await expect(page.getByText("Start van het plan")).toBeVisible();
});

test("action plan: a plan written for a pupil is on the pupil's tab handelingsplannen", async ({ page }) => {
  const { leerlingId, titel } = await withDb(async (c) => {
    const l = await c.query<{ id: number }>(`SELECT id FROM "Leerling" WHERE "administratieNr" = $1 AND achternaam = $2`, [A, `Gp${run}x002`]);
    const id = l.rows[0]!.id;
    const p = await c.query<{ nummer: number; ingangsdatum: Date; einddatum: Date }>(`SELECT nummer, ingangsdatum, einddatum FROM "Periode" WHERE "administratieNr" = $1 AND schooljaar = $2 ORDER BY nummer LIMIT 1`, [A, sj]);
    const per = p.rows[0]!;
    const titel = `Lezen ${run}`;
    const o = await c.query<{ id: number }>(
      `INSERT INTO "Onderwijsplan" ("administratieNr", soort, schooljaar, "periodeNummer", titel, doel, aanpak, "updatedAt") VALUES ($1, 'Handelingsplan', $2, $3, $4, '<p>Vlot lezen</p>', '<p>Duo-lezen</p>', now()) RETURNING id`,
      [A, sj, per.nummer, titel],
    );
    await c.query(`INSERT INTO "Handelingsplan" ("administratieNr", "onderwijsplanId", soort, "leerlingId", ingangsdatum, einddatum) VALUES ($1, $2, 'Handelingsplan', $3, $4, $5)`, [A, o.rows[0]!.id, id, per.ingangsdatum, per.einddatum]);
    return { leerlingId: id, titel };
  });
  await openAs(page, `/${A}/schooljaar/${sj}/adm/leerlingen/details/${leerlingId}/handelingsplannen`, DEMO_USERS.beheerder, DEMO_PASSWORD);
  await expect(page.getByRole("link", { name: "Handelingsplannen" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("cell", { name: titel, exact: true })).toBeVisible();
  await expectAccessible(page);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("button", { name: `PDF van ${titel}` }).click()]);
  expect(download.suggestedFilename()).toMatch(/^handelingsplan-.*\.pdf$/);

  // The same plan in the planning list of action plans.
  await page.goto(`/${A}/schooljaar/${sj}/planning/handelingsplannen?filter=Alle`);
  await expect(page.getByRole("heading", { level: 1, name: "Handelingsplannen" })).toBeVisible();
  await page.getByRole("searchbox").fill(titel);
  await expect(page.getByRole("cell", { name: titel, exact: true })).toBeVisible();
  await expect(page.getByRole("link", { name: `Kind2 Gp${run}x002` })).toBeVisible();
  await expectAccessible(page);
  await withDb((c) => c.query(`DELETE FROM "Onderwijsplan" WHERE "administratieNr" = $1 AND titel = $2`, [A, titel]));
});

test("instruction group: pick goals on bewerken, rate a pupil on evalueren", async ({ page }) => {
  const { nr, periode } = await groepMetPlan(GROEP2, `${run}i`);
  const details = `/${A}/schooljaar/${sj}/planning/groepsplannen/details/${nr}/${periode}`;
  await openAs(page, details, DEMO_USERS.beheerder, DEMO_PASSWORD);
  // The page was loaded, not navigated to: a click before hydration is lost (the dialog never opens).
  const voorstellen = page.getByRole("button", { name: "Indeling voorstellen" });
  await hydrated(voorstellen);
  await voorstellen.click();
  const dialoog = page.getByRole("dialog", { name: "Instructiegroepen voorstellen" });
  await dialoog.getByRole("button", { name: "Voorstellen" }).click();
  await dialoog.getByRole("button", { name: "Indeling opslaan" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Basisinstructie" })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "Volgorde van de instructiegroepen" })).toBeVisible();

  // Edit: a package, one whole level as goal, save → back on the details with the goal listed.
  await page.getByRole("link", { name: "Basisinstructie bewerken" }).click();
  await expect(page).toHaveURL(new RegExp(`/planning/groepsplannen/bewerken/${nr}/${periode}/\\d+$`));
  await expect(page.getByRole("heading", { level: 1, name: "Basisinstructie bewerken" })).toBeVisible();
  const pakket = page.getByLabel("Leerroutepakket");
  await pakket.selectOption({ index: 1 });
  await page.locator("summary").first().click();
  const niveau = page.getByLabel(/: heel niveau /).first();
  await niveau.check();
  const gekozen = page.getByRole("list", { name: "Gekozen doelen" }).getByRole("listitem");
  await expect(gekozen).toHaveCount(1);
  const doel = (await gekozen.first().innerText()).trim();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Opslaan", exact: true }).click();
  await expect(page.getByText("Instructiegroep Basisinstructie is opgeslagen.")).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`${details}$`));
  await expect(page.getByText(doel, { exact: true }).first()).toBeVisible();

  // Evaluate: the first cell rated "behaald" by key, autosaved into a new evaluation.
  await page.getByRole("link", { name: "Basisinstructie evalueren" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Basisinstructie evalueren" })).toBeVisible();
  await page.getByLabel("Evaluatie", { exact: true }).fill("Goed gegaan");
  const cel = page.getByRole("gridcell").first();
  await cel.focus();
  await page.keyboard.press("3");
  await expect(page.getByText(/U werkt aan de evaluatie van/)).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Evaluatie opslaan" }).click();
  await expect(page.getByText("De evaluatie is opgeslagen.")).toBeVisible();
  await expect(page.getByText("Goed gegaan").last()).toBeVisible();
});
