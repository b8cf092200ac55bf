import { expect, test, type Page } from "@playwright/test";
import { DEMO_ADMINISTRATIENR as A, DEMO_PASSWORD, DEMO_USERS } from "../../prisma/demo-constants";
import { withDb } from "./db";
import { expectAccessible, signIn } from "./helpers";

/** openAs with patience: on a loaded machine the first sign-in of a fresh server can take a while. */
async function openAs(page: Page, path: string, email: string, password: string) {
  await page.goto(`/account/login?returnurl=${encodeURIComponent(path)}`);
  await signIn(page, email, password);
  await expect(page).toHaveURL(path, { timeout: 30_000 });
}

const uniek = () => Math.random().toString(36).slice(2, 8);

/** The demo package of administration 1001 (routes, destinations and trajectories from the seed) and its first domain. */
async function demoPakket() {
  return withDb(async (c) => {
    const { rows } = await c.query<{ id: number }>(`SELECT id FROM "Leerroutepakket" WHERE "administratieNr" = $1 AND naam = 'Leerroutes SO/VSO (demo)'`, [A]);
    const id = rows[0]!.id;
    const { rows: d } = await c.query<{ id: number }>(`SELECT id FROM "Domein" WHERE "leerroutepakketId" = $1 ORDER BY volgnummer, naam LIMIT 1`, [id]);
    return { id, eersteDomein: d[0]!.id };
  });
}

/** A fresh package of the demo administration: three phases, one destination, one domain, no routes. */
async function maakPakket(naam: string) {
  return withDb(async (c) => {
    const { rows: adm } = await c.query<{ klantId: number }>(`SELECT "klantId" FROM "Administratie" WHERE "administratieNr" = $1`, [A]);
    const klantId = adm[0]!.klantId;
    const { rows: p } = await c.query<{ id: number }>(
      `INSERT INTO "Leerroutepakket" ("administratieNr", "klantId", naam, "updatedAt") VALUES ($1, $2, $3, now()) RETURNING id`,
      [A, klantId, naam],
    );
    const id = p[0]!.id;
    await c.query(`INSERT INTO "AdministratieLeerroutepakket" ("administratieNr", "leerroutepakketId", "klantId") VALUES ($1, $2, $3)`, [A, id, klantId]);
    for (const n of [1, 2, 3]) await c.query(`INSERT INTO "Fase" ("leerroutepakketId", nummer, naam, volgnummer) VALUES ($1, $2, $3, $2)`, [id, n, `Fase ${n}`]);
    await c.query(`INSERT INTO "Uitstroombestemming" ("leerroutepakketId", nummer, naam) VALUES ($1, 1, 'Dagbesteding')`, [id]);
    const { rows: d } = await c.query<{ id: number }>(`INSERT INTO "Domein" ("leerroutepakketId", naam, code, volgnummer, "updatedAt") VALUES ($1, 'Taal', 'NT', 1, now()) RETURNING id`, [id]);
    return { id, naam, domein: d[0]!.id };
  });
}

const stappenInDb = (pakketId: number) =>
  withDb(async (c) =>
    (
      await c.query<{ s: string }>(
        `SELECT schoolsoort || ':' || volgnummer || ':' || leerjaar || ':' || "faseNummer" AS s FROM "LeerroutetrajectFase" WHERE "leerroutepakketId" = $1 ORDER BY schoolsoort, volgnummer`,
        [pakketId],
      )
    ).rows.map((r) => r.s),
  );

test("from the Leerroutes tab a route page shows its destinations and trajectories", async ({ page }) => {
  test.setTimeout(120_000);
  const demo = await demoPakket();
  const basis = `/${A}/leerroutepakketten/${demo.id}`;
  await openAs(page, `${basis}/details/Leerroutes`, DEMO_USERS.beheerder, DEMO_PASSWORD);
  const tabel = page.getByRole("table");
  await expect(tabel.getByRole("link")).toHaveText(["Leerroute 1", "Leerroute 2", "Leerroute 3", "Leerroute 4"]);
  await expect(tabel.getByRole("row", { name: /Leerroute 1/ })).toContainText("Activerende dagbesteding, Belevingsgerichte dagbesteding");
  await expect(page.getByRole("list", { name: "Schoolsoorten van Leerroute 4" }).getByRole("listitem")).toHaveText(["BO", "SBO", "SO", "VSO"]);
  await expectAccessible(page);
  // Search by name.
  await page.getByLabel("Zoeken op naam").fill("route 3");
  await expect(tabel.getByRole("link")).toHaveText(["Leerroute 3"]);
  await page.getByLabel("Zoeken op naam").fill("");

  await tabel.getByRole("link", { name: "Leerroute 1" }).click();
  await expect(page).toHaveURL(`${basis}/leerroute/1`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Leerroute 1");
  await expect(page.getByRole("navigation", { name: "Kruimelpad" }).getByRole("link", { name: "Leerroutes", exact: true })).toHaveAttribute("href", `${basis}/details/Leerroutes`);
  await expect(page.getByRole("checkbox", { name: "Belevingsgerichte dagbesteding" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Activerende dagbesteding" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Regulier werk" })).not.toBeChecked();
  await expect(page.getByRole("heading", { name: "Speciaal onderwijs (SO)" })).toBeVisible();
  await expect(page.getByRole("heading", { name: "Voortgezet speciaal onderwijs (VSO)" })).toBeVisible();
  const so = page.getByRole("table", { name: "Stappen van het traject Speciaal onderwijs" });
  await expect(so.getByRole("row")).toHaveCount(9);
  await expect(so.getByRole("row").nth(1)).toContainText("SO leerjaar 1");
  // A step's phase links to the phase page of the first domain.
  await expect(so.getByRole("link", { name: "Fase 1 - Instroom" })).toHaveAttribute("href", `${basis}/1/1/${demo.eersteDomein}`);
  await expectAccessible(page);

  // An unknown route shows the not-found page.
  const onbekend = await page.goto(`${basis}/leerroute/99`);
  expect(onbekend?.status()).toBe(404);
});

test("a manager adds a route, links destinations, adds a trajectory with two steps and deletes the route after confirming", async ({ page }) => {
  test.setTimeout(180_000);
  const pakket = await maakPakket(`E2E Routepakket ${uniek()}`);
  const basis = `/${A}/leerroutepakketten/${pakket.id}`;
  await openAs(page, `${basis}/details/Leerroutes`, DEMO_USERS.beheerder, DEMO_PASSWORD);
  await expect(page.getByText("Dit pakket heeft nog geen leerroutes.")).toBeVisible();

  // Add: an empty name is refused next to the field; a good one opens the new route's page.
  await page.getByRole("button", { name: "Leerroute toevoegen" }).click();
  const dialoog = page.getByRole("dialog");
  await dialoog.getByRole("button", { name: "Toevoegen" }).click();
  await expect(dialoog).toContainText("Vul de naam van de leerroute in.");
  await expectAccessible(page);
  await dialoog.getByLabel("Naam").fill("Route naar arbeid");
  await dialoog.getByLabel("Omschrijving").fill("Voor leerlingen die gaan werken");
  await dialoog.getByRole("button", { name: "Toevoegen" }).click();
  await expect(page).toHaveURL(`${basis}/leerroute/1`);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Route naar arbeid");
  await expect(page.getByText("Deze leerroute heeft nog geen trajecten.")).toBeVisible();

  // Link the existing destination and create a new one in the same place.
  await page.getByRole("checkbox", { name: "Dagbesteding" }).click();
  await expect(page.getByRole("checkbox", { name: "Dagbesteding" })).toBeChecked();
  await page.getByLabel("Uitstroombestemming (nieuw)").fill("Vervolgonderwijs");
  await page.getByRole("button", { name: "Toevoegen en koppelen" }).click();
  await expect(page.getByRole("checkbox", { name: "Vervolgonderwijs" })).toBeChecked();
  await expect
    .poll(() =>
      withDb(async (c) =>
        (
          await c.query<{ naam: string }>(
            `SELECT u.naam FROM "LeerrouteUitstroombestemming" l JOIN "Uitstroombestemming" u ON u."leerroutepakketId" = l."leerroutepakketId" AND u.nummer = l."uitstroombestemmingNummer" WHERE l."leerroutepakketId" = $1 AND l."leerrouteNummer" = 1 ORDER BY u.naam`,
            [pakket.id],
          )
        ).rows.map((r) => r.naam),
      ),
    )
    .toEqual(["Dagbesteding", "Vervolgonderwijs"]);

  // A trajectory with two steps (a dialog); the rows can be reordered before saving.
  await page.getByRole("button", { name: "Traject toevoegen" }).click();
  const editor = page.getByRole("dialog", { name: "Nieuw traject" });
  // The route's own schema checks in the browser: an empty leerjaar is refused beside its field.
  await editor.getByRole("button", { name: "Traject opslaan" }).click();
  await expect(editor.getByText("Vul het leerjaar in (bijvoorbeeld 5)")).toBeVisible();
  await editor.getByLabel("Schoolsoort").selectOption("SO");
  await editor.getByLabel("Leerjaar van stap 1").fill("SO leerjaar 2");
  await editor.getByLabel("Fase van stap 1").selectOption({ label: "Fase 2" });
  await editor.getByRole("button", { name: "Stap toevoegen" }).click();
  await editor.getByLabel("Leerjaar van stap 2").fill("SO leerjaar 1");
  await editor.getByLabel("Fase van stap 2").selectOption({ label: "Fase 1" });
  await editor.getByRole("button", { name: "Stap 2 omhoog" }).click();
  await expect(editor.getByLabel("Leerjaar van stap 1")).toHaveValue("SO leerjaar 1");
  await expect(editor.getByLabel("Fase van stap 1")).toHaveValue("1");
  await expect(editor.getByLabel("Leerjaar van stap 2")).toHaveValue("SO leerjaar 2");
  await expectAccessible(page);
  await editor.getByRole("button", { name: "Traject opslaan" }).click();
  await expect(editor).toHaveCount(0);
  const tabel = page.getByRole("table", { name: "Stappen van het traject Speciaal onderwijs" });
  await expect(tabel.getByRole("row").nth(1)).toContainText("SO leerjaar 1");
  await expect(tabel.getByRole("row").nth(2)).toContainText("SO leerjaar 2");
  await expect(tabel.getByRole("link", { name: "Fase 2" })).toHaveAttribute("href", `${basis}/2/1/${pakket.domein}`);
  await expect.poll(() => stappenInDb(pakket.id)).toEqual(["SO:1:SO leerjaar 1:1", "SO:2:SO leerjaar 2:2"]);

  // Rename inline.
  await page.getByRole("button", { name: "Wijzig naam van de leerroute" }).click();
  await page.getByRole("textbox", { name: "naam van de leerroute" }).fill("Route naar werk");
  await page.keyboard.press("Enter");
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Route naar werk");

  // Everything is still there after a reload.
  await page.reload();
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Route naar werk");
  await expect(page.getByText("Voor leerlingen die gaan werken")).toBeVisible();
  await expect(page.getByRole("checkbox", { name: "Dagbesteding" })).toBeChecked();
  await expect(page.getByRole("checkbox", { name: "Vervolgonderwijs" })).toBeChecked();
  await expect(tabel.getByRole("row")).toHaveCount(3);
  await expectAccessible(page);

  // A pupil on the route: the server's refusal is shown in the confirmation and nothing is deleted.
  const leerlingId = await withDb(async (c) => {
    const { rows } = await c.query<{ id: number }>(`SELECT id FROM "Leerling" WHERE "administratieNr" = $1 ORDER BY id LIMIT 1`, [A]);
    const id = rows[0]!.id;
    await c.query(
      `INSERT INTO "LeerlingLeerroute" ("administratieNr", "leerlingId", "leerroutepakketId", ingangsdatum, "leerrouteNummer", "updatedAt") VALUES ($1, $2, $3, '2020-08-01', 1, now())`,
      [A, id, pakket.id],
    );
    return id;
  });
  await page.getByRole("button", { name: "Leerroute verwijderen" }).click();
  const bevestig = page.getByRole("alertdialog");
  await expect(bevestig).toContainText('Leerroute "Route naar werk" verwijderen?');
  await bevestig.getByRole("button", { name: "Verwijderen" }).click();
  await expect(bevestig.getByRole("alert")).toHaveText('Leerroute "Route naar werk" kan niet worden verwijderd: er hangen nog 1 leerroute van een leerling aan.');
  await expectAccessible(page);
  await bevestig.getByRole("button", { name: "Sluiten" }).click();
  await expect(bevestig).toHaveCount(0);
  await withDb((c) => c.query(`DELETE FROM "LeerlingLeerroute" WHERE "leerlingId" = $1 AND "leerroutepakketId" = $2`, [leerlingId, pakket.id]));

  // Now it goes, after confirming, with its trajectory.
  await page.getByRole("button", { name: "Leerroute verwijderen" }).click();
  await bevestig.getByRole("button", { name: "Verwijderen" }).click();
  await expect(page).toHaveURL(`${basis}/details/Leerroutes`);
  await expect(page.getByText("Dit pakket heeft nog geen leerroutes.")).toBeVisible();
  await expect.poll(() => withDb(async (c) => (await c.query(`SELECT count(*)::int AS n FROM "Leerroute" WHERE "leerroutepakketId" = $1`, [pakket.id])).rows[0].n)).toBe(0);
  expect(await stappenInDb(pakket.id)).toEqual([]);
});

test("a teacher without the manage right sees routes read-only and gets 403 from the API", async ({ page }) => {
  test.setTimeout(90_000);
  const demo = await demoPakket();
  const basis = `/${A}/leerroutepakketten/${demo.id}`;
  await openAs(page, `${basis}/details/Leerroutes`, DEMO_USERS.leerkracht, DEMO_PASSWORD);
  await expect(page.getByRole("table").getByRole("link", { name: "Leerroute 2" })).toBeVisible();
  await expect(page.getByRole("button", { name: "Leerroute toevoegen" })).toHaveCount(0);
  await expect(page.getByRole("button", { name: /verwijderen/ })).toHaveCount(0);
  await expectAccessible(page);

  await page.getByRole("table").getByRole("link", { name: "Leerroute 2" }).click();
  await expect(page).toHaveURL(`${basis}/leerroute/2`);
  await expect(page.getByText("U kunt deze leerroute alleen bekijken.")).toBeVisible();
  await expect(page.getByRole("list", { name: "Uitstroombestemmingen" }).getByRole("listitem")).toHaveCount(3);
  await expect(page.getByRole("checkbox")).toHaveCount(0);
  await expect(page.getByLabel("Uitstroombestemming (nieuw)")).toHaveCount(0);
  await expect(page.getByRole("heading", { name: "Speciaal onderwijs (SO)" })).toBeVisible();
  await expect(page.getByRole("button", { name: /Wijzig|verwijderen|Traject toevoegen/ })).toHaveCount(0);
  await expectAccessible(page);

  const res = await page.request.post(`/api/Leerroutes/Add?administratieNr=${A}`, { headers: { "x-csrf": "1" }, data: { leerroutepakketId: demo.id, naam: "Mag niet" } });
  expect(res.status()).toBe(403);
  const traject = await page.request.post(`/api/Leerroutetrajecten/Add?administratieNr=${A}`, {
    headers: { "x-csrf": "1" },
    data: { leerroutepakketId: demo.id, leerrouteNummer: 2, schoolsoort: "BO", stappen: [{ leerjaar: "Groep 1", faseNummer: 1 }] },
  });
  expect(traject.status()).toBe(403);
  expect(await withDb(async (c) => (await c.query(`SELECT count(*)::int AS n FROM "Leerroute" WHERE "leerroutepakketId" = $1 AND naam = 'Mag niet'`, [demo.id])).rows[0].n)).toBe(0);
});
