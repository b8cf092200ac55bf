import { expect as baseExpect, test, type Route } from "@playwright/test";
import { DEMO_ADMINISTRATIENR as A, DEMO_PASSWORD, DEMO_USERS } from "../../prisma/demo-constants";
import { withDb } from "./db";
import { expectAccessible, hydrated, openAs, verplaatsMetToetsenbord } from "./helpers";

// Several dialogs, an upload and page loads per test on a busy machine.
test.describe.configure({ timeout: 180_000 });
const expect = baseExpect.configure({ timeout: 20_000 });

const run = Date.now().toString(36);
const BUNDEL = `E2E bundel ${run}`;
const LES_A = `Letters ${run}`;
const LES_B = `Klanken ${run}`;
const PAKKET = `E2E lespakket ${run}`;
// A 64 × 48 PNG (the server reads the type from these bytes and makes the thumbnail with sharp).
const PNG = Buffer.from("iVBORw0KGgoAAAANSUhEUgAAAEAAAAAwCAIAAAAuKetIAAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAfUlEQVRoge2SAQkAURSD1ukqLL6hLoY8/sAAOha+nia6AQuoviK7UO8S3YAFVF+RXah3iW7AAqqvyC7Uu0Q3YAHVV2QX6l2iG7CA6iuyC/Uu0Q1YQPUV2YV6l+gGLKD6iuxCvUt0AxZQfUV2od4lugELqL4iu1DvEt2AxwN+8rck4jK3W3kAAAAASUVORK5CYII=", "base64");

/** A package of the demo customer with phase "Groep 3", route 1 and domain Rekenen. */
async function maakPakket() {
  await withDb(async (c) => {
    const { rows: adm } = await c.query<{ klantId: number }>(`SELECT "klantId" FROM "Administratie" WHERE "administratieNr" = $1`, [A]);
    const klantId = adm[0]!.klantId;
    const { rows: p } = await c.query<{ id: number }>(`INSERT INTO "Leerroutepakket" ("administratieNr", "klantId", naam, "updatedAt") VALUES ($1, $2, $3, now()) RETURNING id`, [A, klantId, PAKKET]);
    const id = p[0]!.id;
    await c.query(`INSERT INTO "AdministratieLeerroutepakket" ("administratieNr", "leerroutepakketId", "klantId") VALUES ($1, $2, $3)`, [A, id, klantId]);
    await c.query(`INSERT INTO "Domein" ("leerroutepakketId", naam, volgnummer, "updatedAt") VALUES ($1, 'Rekenen', 1, now()), ($1, 'Taal', 2, now()), ($1, 'Spelling', 3, now())`, [id]);
    await c.query(`INSERT INTO "Fase" ("leerroutepakketId", nummer, naam, volgnummer) VALUES ($1, 1, 'Groep 3', 1)`, [id]);
    await c.query(`INSERT INTO "Leerroute" ("leerroutepakketId", nummer, naam) VALUES ($1, 1, 'Leerroute 1')`, [id]);
  });
}

const bundelRij = () =>
  withDb(async (c) => (await c.query<{ id: number }>(`SELECT id FROM "LesBundel" WHERE "administratieNr" = $1 AND naam = $2`, [A, BUNDEL])).rows[0]?.id ?? null);
const lesVolgorde = (bundel: number) =>
  withDb(async (c) => (await c.query<{ naam: string }>(`SELECT naam FROM "Les" WHERE "lesBundelId" = $1 ORDER BY volgnummer, naam`, [bundel])).rows.map((r) => r.naam));

test.beforeAll(maakPakket);

test("create a bundle, add lessons, reorder by keyboard, share with a colleague, upload and open a source, add an image, link a phase cell, judge suggestions, move a lesson, delete with confirmation", async ({ page, context }) => {
  await openAs(page, `/${A}/Lesbundels`, DEMO_USERS.beheerder, DEMO_PASSWORD);
  await expect(page.getByRole("heading", { level: 1, name: "Lesbundels" })).toBeVisible();
  await expect(page.getByRole("navigation", { name: "Welke lesbundels" })).toBeVisible();
  await expect(page.getByRole("link", { name: "Lessen", exact: true })).toBeVisible();
  await expectAccessible(page);

  // Create: the author lands on the new bundle's lessons.
  await page.getByRole("button", { name: "Lesbundel toevoegen" }).click();
  const dialoog = page.getByRole("dialog");
  await dialoog.getByLabel("Naam").fill(BUNDEL);
  await dialoog.getByRole("button", { name: "Toevoegen" }).click();
  await expect(page).toHaveURL(new RegExp(`/${A}/Lesbundels/details/\\d+/lessen$`));
  await expect(page.getByRole("heading", { level: 1, name: BUNDEL })).toBeVisible();
  const bundel = (await bundelRij())!;
  expect(bundel).toBeTruthy();
  await expect(page.getByText("Deze bundel heeft nog geen lessen.")).toBeVisible();

  for (const naam of [LES_A, LES_B]) {
    await page.getByRole("button", { name: "Les toevoegen" }).click();
    const d = page.getByRole("dialog");
    await d.getByLabel("Naam").fill(naam);
    await d.getByLabel("Duur (minuten)").fill("30");
    await d.getByRole("button", { name: "Toevoegen" }).click();
    await expect(d).toBeHidden();
    await expect(page.getByRole("link", { name: naam })).toBeVisible();
  }
  expect(await lesVolgorde(bundel)).toEqual([LES_A, LES_B]);

  // Reorder with the keyboard (dnd-kit's sensor on the handle) once the list's refetch after the
  // last add has landed: a re-render mid-drag would drop the pick-up.
  await page.waitForLoadState("networkidle");
  await verplaatsMetToetsenbord(page, LES_B, "ArrowUp");
  await expect.poll(() => lesVolgorde(bundel)).toEqual([LES_B, LES_A]);
  await expectAccessible(page);

  // Share with one named colleague (view), who then sees it under "Gedeeld met mij"; then revoke.
  const collega = await withDb(async (c) => {
    const { rows } = await c.query<{ id: string; roepnaam: string }>(
      `SELECT m."gebruikerId" AS id, m.roepnaam FROM "Medewerker" m JOIN "Gebruiker" g ON g.id = m."gebruikerId" WHERE g.email = $1 AND m."administratieNr" = $2`,
      [DEMO_USERS.leerkracht, A],
    );
    return rows[0]!;
  });
  await page.getByRole("button", { name: "Delen met collega's" }).click();
  const deelDialoog = page.getByRole("dialog");
  await expect(deelDialoog.getByText("De bundel is nog met niemand persoonlijk gedeeld.")).toBeVisible();
  await expect(deelDialoog.locator(`option[value="${A}:${collega.id}"]`)).toBeAttached();
  await deelDialoog.getByLabel("Collega", { exact: true }).selectOption({ value: `${A}:${collega.id}` });
  await deelDialoog.getByRole("button", { name: "Delen", exact: true }).click();
  const intrekken = deelDialoog.getByRole("button", { name: /^Delen met .* intrekken$/ });
  await expect(intrekken).toBeVisible();
  await expectAccessible(page);
  expect(await withDb(async (c) => (await c.query(`SELECT "magBewerken" FROM "LesBundelMedewerker" WHERE "lesBundelId" = $1`, [bundel])).rows)).toEqual([{ magBewerken: false }]);
  await page.context().clearCookies();
  await openAs(page, `/${A}/Lesbundels?soort=gedeeld`, DEMO_USERS.leerkracht, DEMO_PASSWORD);
  await expect(page.getByRole("link", { name: BUNDEL })).toBeVisible();
  await openAs(page, `/${A}/Lesbundels/details/${bundel}/lessen`, DEMO_USERS.beheerder, DEMO_PASSWORD);
  await page.getByRole("button", { name: "Gedeeld met 1 collega" }).click();
  await page.getByRole("dialog").getByRole("button", { name: /^Delen met .* intrekken$/ }).click();
  await expect(page.getByRole("dialog").getByText("De bundel is nog met niemand persoonlijk gedeeld.")).toBeVisible();
  await page.keyboard.press("Escape");
  expect(await withDb(async (c) => (await c.query(`SELECT 1 FROM "LesBundelMedewerker" WHERE "lesBundelId" = $1`, [bundel])).rowCount)).toBe(0);

  // Publish after confirming: the colleague now finds it under the published bundles.
  await page.getByRole("button", { name: "Publiceren" }).click();
  await page.getByRole("alertdialog", { name: `Lesbundel ${BUNDEL} publiceren?` }).getByRole("button", { name: "Publiceren" }).click();
  await expect(page.getByRole("button", { name: "Publicatie intrekken" })).toBeVisible();
  await openAs(page, `/${A}/Lesbundels?soort=gepubliceerd`, DEMO_USERS.leerkracht, DEMO_PASSWORD);
  await expect(page.getByRole("link", { name: BUNDEL })).toBeVisible();
  await openAs(page, `/${A}/Lesbundels/details/${bundel}/lessen`, DEMO_USERS.beheerder, DEMO_PASSWORD);

  // The lesson: upload an image, see its thumbnail, open it.
  await page.getByRole("link", { name: LES_A }).click();
  await expect(page.getByRole("heading", { level: 1, name: LES_A })).toBeVisible();
  await expect(page.getByText("Deze les heeft nog geen bronnen.")).toBeVisible();
  await page.getByLabel("Bestand", { exact: true }).setInputFiles({ name: "letterkaart.png", mimeType: "image/png", buffer: PNG });
  await page.getByLabel("Naam (optioneel)").first().fill("Letterkaart");
  await page.getByRole("button", { name: "Uploaden" }).click();
  await expect(page.getByRole("img", { name: "Miniatuur van Letterkaart" })).toBeVisible();
  const popup = context.waitForEvent("page");
  await page.getByRole("button", { name: "Letterkaart openen" }).click();
  const tab = await popup;
  await expect.poll(() => tab.url()).toMatch(/^blob:/);
  await tab.close();
  // An image straight into the lesson (AddImage), with its thumbnail.
  await page.getByLabel("Afbeelding kiezen").setInputFiles({ name: "plaatje.png", mimeType: "image/png", buffer: PNG });
  await expect(page.getByRole("img", { name: "Miniatuur van plaatje.png" })).toBeVisible();
  await expectAccessible(page);

  // Link to a phase cell (the administrator has Lessen manage).
  await page.getByRole("link", { name: `Terug naar ${BUNDEL}` }).click();
  await page.getByRole("navigation", { name: "Onderdelen van de lesbundel" }).getByRole("link", { name: "Leerroutepakketten" }).click();
  await expect(page).toHaveURL(new RegExp(`/Lesbundels/details/${bundel}/leerroutepakketten$`));
  await expect(page.getByText("Deze bundel is nog niet aan een fasecel gekoppeld.")).toBeVisible();
  await page.getByLabel("Leerroutepakket", { exact: true }).selectOption({ label: PAKKET });
  await expect(page.getByLabel("Fase", { exact: true }).locator("option", { hasText: "Groep 3" })).toBeAttached();
  await page.getByLabel("Fase", { exact: true }).selectOption({ label: "Groep 3" });
  await page.getByLabel("Leerroute", { exact: true }).selectOption({ label: "Leerroute 1" });
  await page.getByLabel("Domein", { exact: true }).selectOption({ label: "Rekenen" });
  await page.getByRole("button", { name: "Koppelen", exact: true }).click();
  await expect(page.getByRole("link", { name: `${PAKKET} · Groep 3 · Leerroute 1 · Rekenen` })).toBeVisible();
  expect(await withDb(async (c) => (await c.query(`SELECT 1 FROM "LesBundelFase" WHERE "lesBundelId" = $1`, [bundel])).rowCount)).toBe(1);
  await expectAccessible(page);

  // A colleague's suggestion for another cell shows on that cell's lesbundels tab; the manager accepts it.
  const celRij = await withDb(async (c) => {
    const { rows } = await c.query<{ pakket: number; taal: number; klantId: number; auteur: string }>(
      `SELECT p.id AS pakket, d.id AS taal, p."klantId", (SELECT id FROM "Gebruiker" WHERE email = $3) AS auteur
         FROM "Leerroutepakket" p JOIN "Domein" d ON d."leerroutepakketId" = p.id AND d.naam = 'Taal' WHERE p.naam = $1 AND p."administratieNr" = $2`,
      [PAKKET, A, DEMO_USERS.leerkracht],
    );
    const r = rows[0]!;
    await c.query(`INSERT INTO "Leerroutepakketfase" ("leerroutepakketId", "faseNummer", "leerrouteNummer", "domeinId") VALUES ($1, 1, 1, $2)`, [r.pakket, r.taal]);
    await c.query(
      `INSERT INTO "LesBundelSuggestie" ("lesBundelId", "klantId", "leerroutepakketId", "faseNummer", "leerrouteNummer", "domeinId", "administratieNr", "voorgesteldDoor", toelichting, "updatedAt")
       VALUES ($1, $2, $3, 1, 1, $4, $5, $6, 'Past goed bij Taal', now())`,
      [bundel, r.klantId, r.pakket, r.taal, A, r.auteur],
    );
    return r;
  });
  const { pakket, taal } = celRij;
  const celPad = `/${A}/leerroutepakketten/${pakket}/1/1/${taal}/lesbundels`;
  await page.goto(celPad);
  await expect(page.getByRole("heading", { name: "Voorgestelde lesbundels" })).toBeVisible();
  await expect(page.getByText("Past goed bij Taal")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: `${BUNDEL} accepteren` }).click();
  await expect(page.getByRole("heading", { name: "Voorgestelde lesbundels" })).toBeHidden();
  expect(await withDb(async (c) => (await c.query(`SELECT 1 FROM "LesBundelFase" WHERE "lesBundelId" = $1`, [bundel])).rowCount)).toBe(2);
  await page.goto(`/${A}/Lesbundels/details/${bundel}/leerroutepakketten`);
  await expect(page.getByRole("link", { name: `${PAKKET} · Groep 3 · Leerroute 1 · Taal` })).toBeVisible();

  // A suggestion shows on the list page too, where the manager declines it.
  await withDb(async (c) => {
    const { rows } = await c.query<{ spelling: number }>(`SELECT id AS spelling FROM "Domein" WHERE "leerroutepakketId" = $1 AND naam = 'Spelling'`, [celRij.pakket]);
    await c.query(`INSERT INTO "Leerroutepakketfase" ("leerroutepakketId", "faseNummer", "leerrouteNummer", "domeinId") VALUES ($1, 1, 1, $2)`, [celRij.pakket, rows[0]!.spelling]);
    await c.query(
      `INSERT INTO "LesBundelSuggestie" ("lesBundelId", "klantId", "leerroutepakketId", "faseNummer", "leerrouteNummer", "domeinId", "administratieNr", "voorgesteldDoor", toelichting, "updatedAt")
       VALUES ($1, $2, $3, 1, 1, $4, $5, $6, 'Ook voor spelling', now())`,
      [bundel, celRij.klantId, celRij.pakket, rows[0]!.spelling, A, celRij.auteur],
    );
  });
  await page.goto(`/${A}/Lesbundels`);
  await expect(page.getByText("Ook voor spelling")).toBeVisible();
  await expectAccessible(page);
  await page.getByRole("button", { name: `Voorstel ${BUNDEL} voor ${PAKKET} · Groep 3 · Leerroute 1 · Spelling afwijzen` }).click();
  await expect(page.getByText("Ook voor spelling")).toBeHidden();
  expect(await withDb(async (c) => (await c.query(`SELECT status FROM "LesBundelSuggestie" WHERE "lesBundelId" = $1 AND toelichting = 'Ook voor spelling'`, [bundel])).rows)).toEqual([{ status: "Afgewezen" }]);

  // Move a lesson to another bundle of the customer.
  const DOEL = `E2E doelbundel ${run}`;
  const doel = await withDb(async (c) => {
    const { rows } = await c.query<{ id: number }>(
      `INSERT INTO "LesBundel" ("administratieNr", "klantId", "auteurId", naam, volgnummer, "updatedAt")
       SELECT $1, a."klantId", (SELECT id FROM "Gebruiker" WHERE email = $3), $2, 1, now() FROM "Administratie" a WHERE a."administratieNr" = $1 RETURNING id`,
      [A, DOEL, DEMO_USERS.beheerder],
    );
    return rows[0]!.id;
  });
  // The lesson list loads dnd-kit after hydration and then adds its drag handles. A dialog opened
  // from a row before that stays open when they arrive: hold dnd-kit's chunk back (a slow phone),
  // open the move dialog, let the chunk through (before the fix the rows were swapped for new ones
  // and the dialog went with its row).
  let dndLos!: () => void;
  const dndVrij = new Promise<void>((r) => (dndLos = r));
  let dndGevraagd = false;
  const dndRoute = async (route: Route) => {
    const antwoord = await route.fetch();
    const tekst = await antwoord.text();
    // dnd-kit's own id prefix, in its core's chunk only.
    if (tekst.includes("DndDescribedBy")) {
      dndGevraagd = true;
      await dndVrij;
    }
    await route.fulfill({ response: antwoord, body: tekst });
  };
  await page.route("**/_next/static/**/*.js", dndRoute);
  await page.goto(`/${A}/Lesbundels/details/${bundel}/lessen`);
  const verplaatsKnop = page.getByRole("button", { name: `Les ${LES_B} verplaatsen` });
  await hydrated(verplaatsKnop);
  await expect.poll(() => dndGevraagd, { message: "de lijst vraagt dnd-kit na hydratatie" }).toBe(true);
  await verplaatsKnop.click();
  const verplaats = page.getByRole("dialog");
  await expect(verplaats.getByLabel("Naar lesbundel")).toBeVisible();
  // The handle by its label, not its role: the open modal hides the page behind it from the
  // accessibility tree.
  const handvat = page.locator(`button[aria-label="${LES_B} verslepen"]`);
  await expect(handvat).toHaveCount(0);
  dndLos();
  await expect(handvat).toBeAttached();
  await expect(verplaats.getByLabel("Naar lesbundel")).toBeVisible();
  await page.unroute("**/_next/static/**/*.js", dndRoute);
  await expect(verplaats.locator(`option[value="${doel}"]`)).toBeAttached();
  await verplaats.getByLabel("Naar lesbundel").selectOption({ value: String(doel) });
  await verplaats.getByRole("button", { name: "Verplaatsen", exact: true }).click();
  await expect(page.getByRole("link", { name: LES_B })).toBeHidden();
  await expect.poll(() => lesVolgorde(doel)).toEqual([LES_B]);

  // Delete after confirmation: the bundle, its lessons, its source and the stored file go.
  const sleutels = await withDb(async (c) =>
    (await c.query<{ opslagsleutel: string }>(`SELECT b.opslagsleutel FROM "Bestand" b JOIN "Lesbron" l ON l."administratieNr" = b."administratieNr" AND b.id IN (l."bestandId", l."thumbnailBestandId") WHERE l."lesBundelId" = $1`, [bundel])).rows,
  );
  expect(sleutels).toHaveLength(4);
  await page.getByRole("button", { name: `Lesbundel ${BUNDEL} verwijderen` }).click();
  const bevestig = page.getByRole("alertdialog");
  await expect(bevestig).toContainText("1 les ");
  await bevestig.getByRole("button", { name: "Verwijderen" }).click();
  await expect(page).toHaveURL(new RegExp(`/${A}/Lesbundels$`));
  expect(await bundelRij()).toBeNull();
  await withDb(async (c) => {
    await c.query(`DELETE FROM "Les" WHERE "lesBundelId" = $1`, [doel]);
    await c.query(`DELETE FROM "LesBundel" WHERE id = $1`, [doel]);
  });
  expect(await withDb(async (c) => (await c.query(`SELECT 1 FROM "Bestand" WHERE opslagsleutel = ANY($1)`, [sleutels.map((s) => s.opslagsleutel)])).rowCount)).toBe(0);
});
