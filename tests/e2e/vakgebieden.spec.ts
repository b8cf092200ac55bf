import { expect as baseExpect, test } from "@playwright/test";
import { DEMO_ADMINISTRATIENR as A, DEMO_PASSWORD, DEMO_USERS } from "../../prisma/demo-constants";
import { withDb } from "./db";
import { expectAccessible, openAs, verplaatsMetToetsenbord } from "./helpers";

const suffix = Math.random().toString(36).slice(2, 7);
// These screens load several lists and axe walks big tables: allow for a busy test machine.
const expect = baseExpect.configure({ timeout: 20_000 });
test.describe.configure({ timeout: 180_000 });

/** A package used by the demo administration with one domain no main subject area has yet. */
async function maakPakket() {
  return withDb(async (c) => {
    const adm = await c.query<{ klantId: number }>(`SELECT "klantId" FROM "Administratie" WHERE "administratieNr" = $1`, [A]);
    const klantId = adm.rows[0]!.klantId;
    const p = await c.query<{ id: number }>(
      `INSERT INTO "Leerroutepakket" ("administratieNr", "klantId", naam, "updatedAt") VALUES ($1, $2, $3, now()) RETURNING id`,
      [A, klantId, `E2E pakket ${suffix}`],
    );
    const id = p.rows[0]!.id;
    await c.query(`INSERT INTO "AdministratieLeerroutepakket" ("administratieNr", "leerroutepakketId", "klantId") VALUES ($1, $2, $3)`, [A, id, klantId]);
    await c.query(`INSERT INTO "Domein" ("leerroutepakketId", naam, code, volgnummer, "updatedAt") VALUES ($1, $2, 'ED', 1, now())`, [id, `E2E domein ${suffix}`]);
    return id;
  });
}

async function volgorde(): Promise<string[]> {
  return withDb(async (c) => (await c.query<{ naam: string }>(`SELECT naam FROM "Hoofdvakgebied" WHERE "administratieNr" = $1 ORDER BY volgnummer`, [A])).rows.map((r) => r.naam));
}

test("a manager adds a main subject area, links a domain, reorders by keyboard and merges", async ({ page }) => {
  await maakPakket();
  await openAs(page, `/${A}/beheer/Hoofdvakgebieden`, DEMO_USERS.beheerder, DEMO_PASSWORD);
  await expect(page.getByRole("heading", { name: "Hoofdvakgebieden", level: 1 })).toBeVisible();
  await expectAccessible(page);

  const naam = `E2E hoofd ${suffix}`;
  await page.getByRole("button", { name: "Hoofdvakgebied toevoegen" }).click();
  await page.getByLabel("Naam").fill("");
  await page.getByRole("dialog").getByRole("button", { name: "Toevoegen" }).click();
  await expect(page.getByText("Vul een naam in.")).toBeVisible();
  await page.getByLabel("Naam").fill(naam);
  await page.getByRole("dialog").getByRole("button", { name: "Toevoegen" }).click();
  await expect(page.getByRole("link", { name: naam })).toBeVisible();
  expect((await volgorde()).at(-1)).toBe(naam);

  // Keyboard reorder with dnd-kit: focus the handle, Space, ArrowUp, Space.
  const voor = await volgorde();
  await verplaatsMetToetsenbord(page, naam, "ArrowUp");
  await expect(page.getByText("De volgorde is opgeslagen.")).toBeVisible();
  await expect.poll(volgorde).toEqual([...voor.slice(0, -2), naam, voor.at(-2)!]);
  // The button alternative.
  await page.getByRole("button", { name: `${naam} omlaag` }).click();
  await expect.poll(volgorde).toEqual(voor);

  await page.getByRole("link", { name: naam }).click();
  await expect(page.getByRole("heading", { name: naam, level: 1 })).toBeVisible();
  await expect(page.getByText("Er zijn nog geen domeinen gekoppeld.")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Domein koppelen" }).click();
  await page.getByLabel("Domein", { exact: true }).selectOption({ label: `E2E domein ${suffix} (E2E pakket ${suffix})` });
  await page.getByRole("dialog").getByRole("button", { name: "Koppelen" }).click();
  await expect(page.getByRole("cell", { name: `E2E domein ${suffix}`, exact: true })).toBeVisible();
  await page.getByRole("button", { name: `Domein E2E domein ${suffix} ontkoppelen` }).click();
  await expect(page.getByText("Er zijn nog geen domeinen gekoppeld.")).toBeVisible();

  // Merge into a second new one.
  await page.getByRole("link", { name: "Alle hoofdvakgebieden" }).click();
  const doel = `E2E doel ${suffix}`;
  await page.getByRole("button", { name: "Hoofdvakgebied toevoegen" }).click();
  await page.getByLabel("Naam").fill(doel);
  await page.getByRole("dialog").getByRole("button", { name: "Toevoegen" }).click();
  await page.getByRole("link", { name: naam }).click();
  await page.getByRole("button", { name: "Samenvoegen" }).click();
  await page.getByLabel("Samenvoegen met").selectOption({ label: doel });
  await page.getByRole("dialog").getByRole("button", { name: "Samenvoegen" }).click();
  await expect(page.getByRole("heading", { name: doel, level: 1 })).toBeVisible();
  expect(await volgorde()).not.toContain(naam);
});

test("a manager manages subject areas and assigns competencies", async ({ page }) => {
  await openAs(page, `/${A}/beheer/Vakgebieden`, DEMO_USERS.beheerder, DEMO_PASSWORD);
  await expect(page.getByRole("heading", { name: "Vakgebieden", level: 1 })).toBeVisible();
  await expectAccessible(page);
  const naam = `E2E vak ${suffix}`;
  await page.getByRole("button", { name: "Vakgebied toevoegen" }).click();
  await page.getByLabel("Naam").fill(naam);
  await page.getByLabel("Hoofdvakgebied").selectOption({ index: 1 });
  await page.getByRole("dialog").getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByText(`Vakgebied '${naam}' is toegevoegd.`)).toBeVisible();
  await page.getByRole("link", { name: naam }).click();
  await expect(page.getByRole("heading", { name: naam, level: 1 })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Competenties" })).toBeVisible();
  await expectAccessible(page);
  await page.getByLabel("Leerroutepakket").selectOption({ label: "Leerroutes SO/VSO (demo)" });
  const eerste = page.locator("fieldset").first().getByRole("checkbox").first();
  await eerste.check();
  await page.getByRole("button", { name: "Competenties opslaan" }).click();
  await expect(page.getByText("De competenties zijn opgeslagen.")).toBeVisible();
  const aantal = await withDb(
    async (c) =>
      (await c.query<{ n: string }>(`SELECT count(*) AS n FROM "VakgebiedCompetentie" vc JOIN "Vakgebied" v USING ("administratieNr") WHERE vc."vakgebiedNr" = v.nr AND v.naam = $1 AND v."administratieNr" = $2`, [naam, A])).rows[0]!.n,
  );
  expect(Number(aantal)).toBe(1);

  // Delete it again behind the confirmation.
  await page.getByRole("link", { name: "Alle vakgebieden" }).click();
  await page.getByRole("button", { name: `Vakgebied ${naam} verwijderen` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Verwijderen" }).click();
  await expect(page.getByRole("link", { name: naam })).toHaveCount(0);
});

test("a manager adds and edits an assessor", async ({ page }) => {
  await openAs(page, `/${A}/beheer/Beoordelaars`, DEMO_USERS.beheerder, DEMO_PASSWORD);
  await expect(page.getByRole("heading", { name: "Beoordelaars", level: 1 })).toBeVisible();
  await expectAccessible(page);
  const naam = `E2E beoordelaar ${suffix}`;
  await page.getByRole("button", { name: "Beoordelaar toevoegen" }).click();
  await page.getByLabel("Naam").fill(naam);
  await page.getByLabel("Omschrijving").fill("Logopedist");
  await page.getByRole("dialog").getByRole("checkbox").nth(1).check();
  await page.getByRole("dialog").getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByRole("link", { name: naam })).toBeVisible();
  await page.getByRole("link", { name: naam }).click();
  await expect(page.getByRole("heading", { name: naam, level: 1 })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: "Wijzigen" }).click();
  await page.getByLabel("Actief").uncheck();
  await page.getByRole("dialog").getByRole("button", { name: "Opslaan" }).click();
  await expect(page.getByText("De beoordelaar is opgeslagen.")).toBeVisible();
  await expect(page.getByText(/^Niet actief/)).toBeVisible();
});

test("an assessor with many ratings: the details page is small and shows them a page at a time", async ({ page }) => {
  const naam = `E2E veel ${suffix}`;
  const plan = `E2E plan ${suffix}`;
  const nr = await withDb(async (c) => {
    const b = await c.query<{ nr: number }>(
      `INSERT INTO "Beoordelaar" ("administratieNr", nr, naam, "updatedAt") SELECT $1, COALESCE(MAX(nr), 0) + 1, $2, now() FROM "Beoordelaar" WHERE "administratieNr" = $1 RETURNING nr`,
      [A, naam],
    );
    const p = await c.query<{ id: number }>(
      `INSERT INTO "Onderwijsplan" ("administratieNr", soort, schooljaar, "periodeNummer", titel, "updatedAt")
       SELECT "administratieNr", 'Handelingsplan', schooljaar, nummer, $2, now() FROM "Periode" WHERE "administratieNr" = $1 ORDER BY ingangsdatum DESC LIMIT 1 RETURNING id`,
      [A, plan],
    );
    await c.query(
      `INSERT INTO "Beoordeling" ("administratieNr", "onderwijsplanId", "leerlingId", "beoordelaarNr", score, datum, "updatedAt")
       SELECT $1, $2, (SELECT id FROM "Leerling" WHERE "administratieNr" = $1 ORDER BY id LIMIT 1), $3, 50, DATE '2024-01-01' + g, now() FROM generate_series(1, 120) g`,
      [A, p.rows[0]!.id, b.rows[0]!.nr],
    );
    return b.rows[0]!.nr;
  });
  const pad = `/${A}/beheer/Beoordelaars/details/${nr}`;
  await openAs(page, pad, DEMO_USERS.beheerder, DEMO_PASSWORD);
  // The title names the assessor; the page itself carries none of the ratings (they load apart, paged).
  await expect(page).toHaveTitle(`${naam} · Beoordelaar · Leerroute`);
  const html = await (await page.request.get(pad)).text();
  expect(html).toContain(naam);
  expect(html).not.toContain(plan);
  const tabel = page.getByRole("table", { name: "Beoordelingen" });
  await expect(tabel.getByRole("row")).toHaveCount(51);
  await expect(page.getByText("1–50 van 120")).toBeVisible();
  await expectAccessible(page);
  // One page at a time: a second click while the next page loads would be lost.
  await page.getByRole("button", { name: "Volgende pagina" }).click();
  await expect(page.getByText("51–100 van 120")).toBeVisible();
  await page.getByRole("button", { name: "Volgende pagina" }).click();
  await expect(page.getByText("101–120 van 120")).toBeVisible();
  await expect(tabel.getByRole("row")).toHaveCount(21);
});

test("a teacher without Leerroutepakketten manage gets the 404 page on these settings", async ({ page }) => {
  await openAs(page, `/${A}`, DEMO_USERS.leerkracht, DEMO_PASSWORD);
  for (const path of [`/${A}/beheer/Hoofdvakgebieden`, `/${A}/beheer/Hoofdvakgebieden/details/1`, `/${A}/beheer/Vakgebieden`, `/${A}/beheer/Vakgebieden/details/1`, `/${A}/beheer/Beoordelaars`]) {
    const res = await page.goto(path);
    expect(res?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { name: "Pagina niet gevonden" })).toBeVisible();
  }
  await expectAccessible(page);
});

test("a manager adds, edits and deletes a school year level and links it to package phases", async ({ page }) => {
  await openAs(page, `/${A}/beheer/leerjaren`, DEMO_USERS.beheerder, DEMO_PASSWORD);
  await expect(page.getByRole("heading", { name: "Leerjaren", level: 1 })).toBeVisible();
  await expectAccessible(page);
  const naam = `E2E leerjaar ${suffix}`;
  await page.getByRole("button", { name: "Leerjaar toevoegen" }).click();
  await page.getByLabel("Naam").fill(naam);
  await page.getByLabel("Code").fill("X");
  await page.getByRole("dialog").getByRole("button", { name: "Opslaan" }).click();
  // The first table lists the leerjaren; the phase matrix below repeats their names as row heads.
  const lijst = page.getByRole("table").first();
  await expect(lijst.getByRole("cell", { name: naam, exact: true })).toBeVisible();
  await page.getByRole("button", { name: `Leerjaar ${naam} wijzigen` }).click();
  await page.getByLabel("Naam").fill(`${naam} b`);
  await page.getByRole("dialog").getByRole("button", { name: "Opslaan" }).click();
  await expect(lijst.getByRole("cell", { name: `${naam} b`, exact: true })).toBeVisible();
  const vinkjes = page.getByRole("checkbox", { name: new RegExp(`^${naam} b in `) });
  if ((await vinkjes.count()) > 0) {
    await vinkjes.first().check();
    await page.getByRole("button", { name: "Koppelingen opslaan" }).click();
    await expect(page.getByText("De koppelingen met de fasen zijn opgeslagen.")).toBeVisible();
  }
  await expectAccessible(page);
  await page.getByRole("button", { name: `Leerjaar ${naam} b verwijderen` }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: "Verwijderen" }).click();
  await expect(page.getByRole("cell", { name: `${naam} b`, exact: true })).toHaveCount(0);
});

test("a teacher gets the 404 page on leerjaren", async ({ page }) => {
  await openAs(page, `/${A}`, DEMO_USERS.leerkracht, DEMO_PASSWORD);
  const res = await page.goto(`/${A}/beheer/leerjaren`);
  expect(res?.status()).toBe(404);
});
